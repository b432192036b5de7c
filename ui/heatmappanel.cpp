#include "heatmappanel.h"

#include "boardheat.h"
#include "core/notation.h"
#include "flowlayout.h"
#include "format.h"
#include "gamecontroller.h"
#include "modellibrary.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace kdui {

namespace {

// The widest value the cell editor takes (six digits, in centipawns); see startEdit().
constexpr int TYPABLE_MAX = 999999;

bool isDark(const QPalette& palette) { return palette.color(QPalette::Window).lightness() < 128; }

HeatPaintOptions optionsFor(const QPalette& palette)
{
    HeatPaintOptions o;
    o.palette = isDark(palette) ? HeatPalette::dark() : HeatPalette::light();
    o.text = palette.color(QPalette::WindowText);
    o.background = palette.color(QPalette::Window);
    return o;
}

// The status line, in a player's words: the evaluation and the phase with the pieces that make it.
// The arithmetic (the phase sum, the blend formula) is in HeatmapPanel::statusDetails().
QString statusLine(const kd::Position& pos, const kd::EvalTables& t)
{
    const kd::EvalModel& m = t.model();
    const kd::Explanation e = kd::explain(pos, t);
    QString stage;
    switch (m.kind) {
    case kd::PhaseKind::Single:
        stage = QObject::tr("one set of tables for the whole game");
        break;
    case kd::PhaseKind::Switch: {
        // phaseNote: "end game (rule): White has …; Black has …": the reasons after the colon.
        const QString why = QString::fromStdString(e.phaseNote).section(QStringLiteral(": "), 1);
        stage = (e.phase == 0 ? QObject::tr("uses the end-game tables") : QObject::tr("uses the middle-game tables"))
            + (why.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(why));
        break;
    }
    case kd::PhaseKind::Tapered: {
        QStringList pieces;
        for (kd::PieceType pt = kd::KNIGHT; pt <= kd::KING; pt = kd::PieceType(pt + 1)) {
            const int n = kd::popcount(pos.pieces(pt));
            if (n && m.phaseWeight[pt])
                pieces << pieceCount(pt, n);
        }
        if (m.phaseWeight[kd::PAWN] && kd::popcount(pos.pieces(kd::PAWN)))
            pieces.prepend(pieceCount(kd::PAWN, kd::popcount(pos.pieces(kd::PAWN))));
        const QString name = e.phase >= e.phaseMax ? QObject::tr("middle game")
            : e.phase == 0                         ? QObject::tr("end game")
                                                   : QObject::tr("between middle and end game");
        stage = QObject::tr("%1, phase %2/%3 (%4)")
                    .arg(name)
                    .arg(e.phase)
                    .arg(e.phaseMax)
                    .arg(pieces.isEmpty() ? QObject::tr("no pieces left") : pieces.join(QStringLiteral(", ")));
        break;
    }
    }
    // A static evaluation, never a mate: signedValue(), as large as the model makes it.
    return QObject::tr("Evaluation <b>%1</b> for White · %2").arg(signedValue(e.whiteScore), stage.toHtmlEscaped());
}

} // namespace

// --- HeatmapCanvas ------------------------------------------------------------------------------

HeatmapCanvas::HeatmapCanvas(QWidget* parent) : QWidget(parent)
{
    installAccessibleGrids();
    setAccessibleName(tr("Piece-square tables"));
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void HeatmapCanvas::setScene(const HeatScene& scene)
{
    const bool sameShape = scene.tables.size() == scene_.tables.size() && scene.pairs == scene_.pairs;
    scene_ = scene;
    if (!sameShape) {
        layoutValid_ = false;
        finishEdit(false);
    }
    invalidate();
}

HeatLayout HeatmapCanvas::currentLayout() const
{
    if (!layoutValid_) {
        layout_ = layoutScene(scene_, QRectF(rect()));
        layoutValid_ = true;
    }
    return layout_;
}

QString HeatmapCanvas::cellName(int cell) const
{
    const HeatTable& t = scene_.tables[std::size_t(cell / kd::SQUARE_NB)];
    const kd::Square s = kd::Square(cell % kd::SQUARE_NB);
    const QString piece = t.passed ? tr("passed pawn") : pieceWord(t.piece);
    const QString square = QString::fromStdString(kd::squareName(s));
    return (t.withMaterial ? tr("%1 %2, material and table %3") : tr("%1 %2, table %3"))
        .arg(piece, square, signedValue(t.values[s]));
}

QString HeatmapCanvas::cellDescription(int cell) const
{
    return scene_.tables[std::size_t(cell / kd::SQUARE_NB)].title;
}

QRect HeatmapCanvas::cellRect(int cell) const
{
    const HeatLayout layout = currentLayout();
    const int table = cell / kd::SQUARE_NB;
    if (table >= layout.boards.size())
        return {};
    return kdui::cellRect(layout.boards[table], kd::Square(cell % kd::SQUARE_NB)).toAlignedRect();
}

int HeatmapCanvas::focusCell() const
{
    return hoverTable_ < 0 || hoverSquare_ == kd::SQ_NONE ? -1 : hoverTable_ * kd::SQUARE_NB + int(hoverSquare_);
}

int HeatmapCanvas::cellAt(QPoint point) const
{
    const auto [table, s] = hit(point);
    return table < 0 ? -1 : table * kd::SQUARE_NB + int(s);
}

std::pair<int, kd::Square> HeatmapCanvas::hit(QPointF point) const
{
    const HeatLayout layout = currentLayout();
    for (int i = 0; i < layout.boards.size(); ++i)
        if (const kd::Square s = kdui::cellAt(layout.boards[i], point); s != kd::SQ_NONE)
            return {i, s};
    return {-1, kd::SQ_NONE};
}

QString HeatmapCanvas::toolTipAt(QPointF point) const
{
    const auto [index, s] = hit(point);
    if (index < 0)
        return {};
    const HeatTable& t = scene_.tables[index];
    const QString piece = pieceWord(t.piece);
    const QString side = t.side == kd::WHITE ? tr("White") : tr("Black");
    if (t.passed) {
        QString text = tr("%1 passed pawn on %2 · %3\npassed-pawn bonus %4")
                           .arg(side, QString::fromStdString(kd::squareName(s)), stageName(t.stage, t.phase, phaseMax_),
                               signedValue(t.values[s]));
        if (t.side == kd::BLACK)
            text += tr("\n(read from White's %1 entry, mirrored)")
                        .arg(QString::fromStdString(kd::squareName(kd::flipRank(s))));
        return text;
    }
    QString text
        = tr("%1 %2 on %3 · %4")
              .arg(side, piece, QString::fromStdString(kd::squareName(s)), stageName(t.stage, t.phase, phaseMax_));
    const int entry = t.entry(s);
    text += tr("\ntable %1, material %2: a %3 here is worth %4")
                .arg(signedValue(entry), plainValue(t.material), piece, plainValue(t.material + entry));
    if (t.side == kd::BLACK)
        text += tr("\n(read from White's %1 entry, mirrored)")
                    .arg(QString::fromStdString(kd::squareName(kd::flipRank(s))));
    return text;
}

void HeatmapCanvas::paintEvent(QPaintEvent*)
{
    // The tables are drawn once into a pixmap per scene, size and palette; hovering only adds an
    // outline on top of it.
    const qreal dpr = devicePixelRatioF();
    if (cache_.isNull() || cache_.size() != size() * dpr) {
        cache_ = QPixmap(size() * dpr);
        cache_.setDevicePixelRatio(dpr);
        QPainter p(&cache_);
        p.setRenderHint(QPainter::Antialiasing);
        paintScene(p, scene_, currentLayout(), optionsFor(palette()));
    }
    QPainter p(this);
    p.drawPixmap(0, 0, cache_);
    const HeatLayout layout = currentLayout();
    if (hoverTable_ >= 0 && hoverTable_ < layout.boards.size() && hoverSquare_ != kd::SQ_NONE) {
        HeatPaintOptions o;
        o.text = palette().color(QPalette::WindowText);
        paintHover(p, layout.boards[hoverTable_], hoverSquare_, o);
    }
    for (const auto& [table, square] : markedCells()) {
        if (table >= layout.boards.size())
            continue;
        HeatPaintOptions o;
        o.text = markColor();
        paintHover(p, layout.boards[table], square, o);
    }
}

void HeatmapCanvas::setMark(kd::Piece piece, kd::Square square)
{
    if (piece == markPiece_ && square == markSquare_)
        return;
    markPiece_ = square == kd::SQ_NONE ? kd::NO_PIECE : piece;
    markSquare_ = square;
    update();
}

QVector<std::pair<int, kd::Square>> HeatmapCanvas::markedCells() const
{
    QVector<std::pair<int, kd::Square>> cells;
    if (markPiece_ == kd::NO_PIECE)
        return cells;
    for (int i = 0; i < scene_.tables.size(); ++i) {
        const HeatTable& t = scene_.tables[i];
        if (t.piece == kd::typeOf(markPiece_) && !t.passed)
            cells.push_back({i, kd::colorOf(markPiece_) == t.side ? markSquare_ : kd::flipRank(markSquare_)});
    }
    return cells;
}

void HeatmapCanvas::invalidate()
{
    cache_ = QPixmap();
    update();
}

void HeatmapCanvas::resizeEvent(QResizeEvent*)
{
    layoutValid_ = false;
    cache_ = QPixmap();
    finishEdit(false);
}

void HeatmapCanvas::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        invalidate();
    QWidget::changeEvent(event);
}

void HeatmapCanvas::mouseMoveEvent(QMouseEvent* event)
{
    const auto [index, s] = hit(event->position());
    if (index == hoverTable_ && s == hoverSquare_)
        return;
    hoverTable_ = index;
    hoverSquare_ = s;
    update();
    announceFocusCell(this, focusCell());
    emit hovered(index, s);
}

void HeatmapCanvas::leaveEvent(QEvent*)
{
    if (hoverTable_ < 0)
        return;
    hoverTable_ = -1;
    hoverSquare_ = kd::SQ_NONE;
    update();
    emit hovered(-1, kd::SQ_NONE);
}

bool HeatmapCanvas::event(QEvent* event)
{
    if (showPointToolTip(this, event, [this](QPoint at) { return toolTipAt(at); }))
        return true;
    return QWidget::event(event);
}

void HeatmapCanvas::mouseDoubleClickEvent(QMouseEvent* event)
{
    const auto [index, s] = hit(event->position());
    if (index >= 0)
        startEdit(index, s);
}

void HeatmapCanvas::wheelEvent(QWheelEvent* event)
{
    const auto [index, s] = hit(event->position());
    if (!editable_ || !(event->modifiers() & Qt::ControlModifier) || index < 0) {
        event->ignore();
        return;
    }
    // Shift turns the wheel sideways on some systems: count both axes.
    const int steps = (event->angleDelta().y() + event->angleDelta().x()) / 120;
    if (steps == 0)
        return;
    const int step = event->modifiers() & Qt::ShiftModifier ? 10 : 1;
    emit valueEntered(index, s, scene_.tables[index].values[s] + steps * step);
    event->accept();
}

void HeatmapCanvas::startEdit(int table, kd::Square s)
{
    finishEdit(false);
    const HeatLayout layout = currentLayout();
    if (!editable_ || table < 0 || table >= layout.boards.size())
        return;
    if (scene_.tables[table].stage == HeatStage::Blend) {
        emit blendEditRequested(); // computed from two tables: nothing to type into
        return;
    }
    editTable_ = table;
    editSquare_ = s;
    // The value in the unit the panel shows; tables store whole centipawns (a typed 0.173 is 17 cp).
    const int value = scene_.tables[table].values[s];
    // Any six-digit number can be typed: ModelLibrary::setEntry() refuses what lies outside the
    // model range (kd::MODEL_TABLE_MAX) with a message, where a narrower box would silently change it.
    const int limit = TYPABLE_MAX;
    const QString wheel = tr("On a cell, Ctrl+wheel steps 1 cp (with Shift 10 cp).");
    QAbstractSpinBox* spin = nullptr;
    if (scoreUnit() == ScoreUnit::Pawns) {
        auto* box = new QDoubleSpinBox(this);
        box->setDecimals(2);
        box->setSingleStep(0.01);
        box->setRange(-limit / 100.0, limit / 100.0);
        box->setValue(value / 100.0);
        box->setToolTip(tr("The value in pawns (0.01 = one centipawn): Enter sets it, Escape cancels. %1").arg(wheel));
        spin = box;
    } else {
        auto* box = new QSpinBox(this);
        box->setRange(-limit, limit);
        box->setValue(value);
        box->setToolTip(tr("The value in centipawns (100 = one pawn): Enter sets it, Escape cancels. %1").arg(wheel));
        spin = box;
    }
    spin->setButtonSymbols(QAbstractSpinBox::NoButtons);
    spin->setAlignment(Qt::AlignCenter);
    QRectF r = kdui::cellRect(layout.boards[table], s);
    const double w = std::max(r.width(), 72.0), h = std::max(r.height(), 24.0);
    r = QRectF(r.center().x() - w / 2, r.center().y() - h / 2, w, h);
    spin->setGeometry(r.toAlignedRect().intersected(rect()));
    spin->installEventFilter(this);
    connect(spin, &QAbstractSpinBox::editingFinished, this, [this] { finishEdit(true); });
    editor_ = spin;
    spin->show();
    spin->setFocus();
    spin->selectAll();
}

void HeatmapCanvas::finishEdit(bool commit)
{
    if (!editor_)
        return;
    const int value = editorValue();
    QAbstractSpinBox* spin = editor_;
    editor_ = nullptr;
    spin->removeEventFilter(this);
    spin->hide();
    spin->deleteLater();
    const int table = editTable_;
    const kd::Square s = editSquare_;
    editTable_ = -1;
    if (commit && table >= 0 && table < scene_.tables.size() && value != scene_.tables[table].values[s])
        emit valueEntered(table, s, value);
}

int HeatmapCanvas::editorValue() const
{
    if (const auto* pawns = qobject_cast<const QDoubleSpinBox*>(editor_.data()))
        return int(std::lround(pawns->value() * 100));
    if (const auto* cp = qobject_cast<const QSpinBox*>(editor_.data()))
        return cp->value();
    return 0;
}

bool HeatmapCanvas::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == editor_ && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        finishEdit(false);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

// --- HeatmapPanel -------------------------------------------------------------------------------

HeatmapPanel::HeatmapPanel(ModelLibrary* models, QWidget* parent) : QWidget(parent), models_(models)
{
    buildControls();
    connect(models_, &ModelLibrary::changed, this, [this] {
        syncControls();
        refresh();
    });
    connect(models_, &ModelLibrary::listChanged, this, &HeatmapPanel::refreshModelList);
    refreshModelList();
    syncControls();
    refresh();
}

void HeatmapPanel::buildControls()
{
    canvas_ = new HeatmapCanvas(this);
    canvas_->setObjectName(QStringLiteral("heatmapCanvas"));
    terms_ = new HeatmapTerms(this);

    model_
        = made<QComboBox>(this, "heatModel", tr("The evaluation model: the engine plays with it from its next search"));
    model_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    open_ = made<QPushButton>(this, "heatOpen", tr("Load a model from a JSON file"), tr("Open…"));
    save_ = made<QPushButton>(this, "heatSave", tr("Save the model, with your edits, as a JSON file"), tr("Save…"));
    undo_ = made<QPushButton>(this, "heatUndo", tr("Take back the last change to a table value"), tr("Undo edit"));
    export_ = made<QPushButton>(this, "heatExport",
        tr("Save these tables as a PNG image (right-click a table for that table alone)"), tr("PNG…"));

    layout_ = made<QComboBox>(this, "heatLayout", tr("All six pieces, or one piece in large"));
    layout_->addItems({tr("All pieces"), tr("One piece")});
    piece_ = made<QComboBox>(this, "heatPiece", tr("The piece shown in large"));
    for (kd::PieceType pt = kd::PAWN; pt <= kd::KING; pt = kd::PieceType(pt + 1))
        piece_->addItem(pieceName(pt));
    stages_ = made<QComboBox>(this, "heatStages", tr("Middle-game and end-game tables, or their blend at a phase"));
    stages_->addItems({tr("Middle + end game"), tr("Middle game"), tr("End game"), tr("Blend at phase")});
    side_ = made<QComboBox>(this, "heatSide", tr("The tables as a White or a Black piece reads them (mirrored)"));
    side_->addItems({tr("White"), tr("Black")});

    phase_ = made<QSlider>(
        this, "heatPhase", tr("The game phase: 0 is the end game, the maximum the middle game"), Qt::Horizontal);
    phase_->setPageStep(4);
    phaseLabel_ = new QLabel(this);
    phaseLabel_->setMinimumWidth(QFontMetrics(font()).horizontalAdvance(QStringLiteral("phase 24/24")));
    follow_ = made<QCheckBox>(this, "heatFollow", tr("Follow the phase of the position on the board as moves are made"),
        tr("Current position"));
    material_ = made<QCheckBox>(this, "heatMaterial",
        tr("Show material + table: what a piece on the square is worth in total"), tr("Material"));
    shared_ = made<QCheckBox>(
        this, "heatShared", tr("One colour scale for every table, or one per table"), tr("One scale"));
    boardHeatMode_ = made<QComboBox>(
        this, "heatBoard", tr("Paint a table's heat under the pieces on the main board (also in the View menu)"));
    for (int m = BoardHeat::Off; m <= BoardHeat::King; ++m)
        boardHeatMode_->addItem(BoardHeat::modeName(BoardHeat::Mode(m)));
    boardHeatLabel_ = new QLabel(tr("Board heat:"), this);
    boardHeatLabel_->setBuddy(boardHeatMode_);

    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("heatStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // Three groups of controls, each wrapping onto more lines when the panel is narrow: the model,
    // what to see, and the options. The canvas takes the rest; below the controls' height the
    // whole panel scrolls inside rather than asking for room.
    auto* modelRow = new FlowLayout;
    model_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    model_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    model_->setMinimumContentsLength(12);
    for (QWidget* w : std::initializer_list<QWidget*> {model_, open_, save_, undo_, export_})
        modelRow->addWidget(w);
    auto* viewRow = new FlowLayout;
    for (QWidget* w : std::initializer_list<QWidget*> {layout_, piece_, stages_, side_})
        viewRow->addWidget(w);
    auto* optionsRow = new FlowLayout;
    auto* phaseBox = new QWidget(this);
    auto* phaseLine = new QHBoxLayout(phaseBox);
    phaseLine->setContentsMargins(0, 0, 0, 0);
    phaseLine->addWidget(phase_, 1);
    phaseLine->addWidget(phaseLabel_);
    phaseBox->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    phaseBox->setMinimumWidth(160);
    phase_->setMinimumWidth(80);
    auto* heatBox = new QWidget(this);
    auto* heatLine = new QHBoxLayout(heatBox);
    heatLine->setContentsMargins(0, 0, 0, 0);
    heatLine->addWidget(boardHeatLabel_);
    heatLine->addWidget(boardHeatMode_);
    for (QWidget* w : std::initializer_list<QWidget*> {phaseBox, follow_, material_, shared_, heatBox})
        optionsRow->addWidget(w);

    auto* inner = new QWidget;
    inner->setObjectName(QStringLiteral("heatInner"));
    auto* box = new QVBoxLayout(inner);
    box->setContentsMargins(6, 6, 6, 6);
    box->setSpacing(4);
    box->addLayout(modelRow);
    box->addLayout(viewRow);
    box->addLayout(optionsRow);
    box->addWidget(status_);
    box->addWidget(canvas_, 1);
    box->addWidget(terms_);
    scroll_ = new QScrollArea(this);
    scroll_->setObjectName(QStringLiteral("heatScroll"));
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setWidgetResizable(true);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll_->setWidget(inner);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll_);
    scroll_->viewport()->installEventFilter(this);

    connect(model_, &QComboBox::activated, this, [this](int i) { models_->setCurrent(i); });
    connect(open_, &QPushButton::clicked, this, &HeatmapPanel::openDialog);
    connect(save_, &QPushButton::clicked, this, &HeatmapPanel::saveDialog);
    connect(undo_, &QPushButton::clicked, models_, &ModelLibrary::undo);
    connect(export_, &QPushButton::clicked, this, &HeatmapPanel::exportDialog);
    for (QComboBox* c : {layout_, piece_, stages_, side_})
        connect(c, &QComboBox::currentIndexChanged, this, &HeatmapPanel::readControls);
    for (QCheckBox* c : {follow_, material_, shared_})
        connect(c, &QCheckBox::toggled, this, &HeatmapPanel::readControls);
    connect(phase_, &QSlider::valueChanged, this, [this] {
        if (syncing_)
            return;
        // Sliding the phase means the blend; it also stops following the position.
        QSignalBlocker b1(stages_), b2(follow_);
        stages_->setCurrentIndex(HeatView::Blended);
        follow_->setChecked(false);
        readControls();
    });
    connect(boardHeatMode_, &QComboBox::activated, this, [this](int i) {
        if (boardHeat_)
            boardHeat_->setMode(BoardHeat::Mode(i));
    });
    setBoardHeat(nullptr);

    connect(canvas_, &HeatmapCanvas::blendEditRequested, this, [this] { emit message(blendNotEditable(), true); });
    connect(canvas_, &HeatmapCanvas::valueEntered, this, [this](int table, kd::Square s, int value) {
        const QString error = enterValue(table, s, value);
        if (!error.isEmpty())
            emit message(error, true);
    });
    canvas_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(canvas_, &QWidget::customContextMenuRequested, this, [this](QPoint at) {
        // Named variables, not a structured binding: clang before 16 cannot capture one.
        const auto hit = canvas_->hit(at);
        const int table = hit.first;
        const kd::Square s = hit.second;
        QMenu menu(this);
        if (table >= 0) {
            menu.addAction(tr("Edit %1…").arg(QString::fromStdString(kd::squareName(s))),
                [this, table, s] { canvas_->startEdit(table, s); });
            menu.addAction(tr("Save this table as PNG…"), [this, table] {
                const QString path = QFileDialog::getSaveFileName(
                    this, tr("Save table as PNG"), QStringLiteral("table.png"), tr("PNG images (*.png)"));
                if (!path.isEmpty())
                    if (const QString error = exportPng(path, table); !error.isEmpty())
                        emit message(error, true);
            });
        }
        menu.addAction(tr("Save all tables as PNG…"), this, &HeatmapPanel::exportDialog);
        menu.exec(canvas_->mapToGlobal(at));
    });
}

void HeatmapPanel::refreshModelList()
{
    QSignalBlocker block(model_);
    model_->clear();
    for (int i = 0; i < models_->count(); ++i) {
        model_->addItem(models_->displayName(i));
        const QString where = models_->isMade(i) ? tr("Made here (e.g. tuned); Save… writes it to a file")
            : models_->fileOf(i).isEmpty()       ? tr("Built-in model")
                                                 : models_->fileOf(i);
        model_->setItemData(i, where, Qt::ToolTipRole);
    }
    model_->setCurrentIndex(models_->current());
}

void HeatmapPanel::syncControls()
{
    syncing_ = true;
    const kd::EvalModel& m = models_->model();
    const bool tapered = m.kind == kd::PhaseKind::Tapered;
    const bool single = m.kind == kd::PhaseKind::Single;
    QSignalBlocker b0(model_), b1(layout_), b2(piece_), b3(stages_), b4(side_), b5(phase_), b6(follow_), b7(material_),
        b8(shared_);
    model_->setCurrentIndex(models_->current());
    layout_->setCurrentIndex(view_.layout);
    piece_->setCurrentIndex(view_.piece - kd::PAWN);
    piece_->setEnabled(view_.layout == HeatView::OnePiece);
    // A model without a blend offers no blend; a Single model has one set of tables.
    if (!tapered && view_.stages == HeatView::Blended)
        view_.stages = HeatView::BothStages;
    stages_->setCurrentIndex(view_.stages);
    stages_->setEnabled(!single);
    if (auto* items = qobject_cast<QStandardItemModel*>(stages_->model()))
        items->item(HeatView::Blended)->setEnabled(tapered);
    side_->setCurrentIndex(view_.side);
    phase_->setRange(0, m.phaseMax);
    phase_->setValue(std::clamp(view_.phase, 0, m.phaseMax));
    phase_->setEnabled(tapered);
    follow_->setEnabled(!single);
    material_->setChecked(view_.withMaterial);
    shared_->setChecked(view_.sharedScale);
    undo_->setEnabled(models_->canUndo());
    model_->setItemText(models_->current(), models_->displayName(models_->current()));
    syncing_ = false;
}

void HeatmapPanel::readControls()
{
    if (syncing_)
        return;
    view_.layout = HeatView::Layout(layout_->currentIndex());
    view_.piece = kd::PieceType(piece_->currentIndex() + kd::PAWN);
    view_.stages = HeatView::Stages(stages_->currentIndex());
    view_.side = kd::Color(side_->currentIndex());
    view_.phase = phase_->value();
    view_.withMaterial = material_->isChecked();
    view_.sharedScale = shared_->isChecked();
    // Choosing a stage by hand stops following the position.
    if (follow_->isChecked() && sender() == stages_) {
        QSignalBlocker block(follow_);
        follow_->setChecked(false);
    }
    syncControls();
    refresh();
}

void HeatmapPanel::setView(const HeatView& view)
{
    view_ = view;
    syncControls();
    refresh();
}

bool HeatmapPanel::followsPosition() const { return follow_->isChecked(); }

void HeatmapPanel::setFollowPosition(bool follow) { follow_->setChecked(follow); }

void HeatmapPanel::setPosition(const kd::Position& pos)
{
    position_ = pos;
    refresh();
}

void HeatmapPanel::setBoardHeat(BoardHeat* heat)
{
    if (boardHeat_)
        disconnect(boardHeat_, nullptr, this, nullptr);
    boardHeat_ = heat;
    if (heat)
        connect(heat, &BoardHeat::modeChanged, this, &HeatmapPanel::syncBoardHeat);
    syncBoardHeat();
}

void HeatmapPanel::syncBoardHeat()
{
    boardHeatMode_->parentWidget()->setVisible(boardHeat_); // the label and the list
    if (boardHeat_) {
        QSignalBlocker block(boardHeatMode_);
        boardHeatMode_->setCurrentIndex(boardHeat_->mode());
    }
}

void HeatmapPanel::saveSettings(QSettings& s) const
{
    s.beginGroup(QStringLiteral("heatmap"));
    s.setValue(QStringLiteral("layout"), int(view_.layout));
    s.setValue(QStringLiteral("piece"), int(view_.piece));
    s.setValue(QStringLiteral("stages"), int(view_.stages));
    s.setValue(QStringLiteral("phase"), view_.phase);
    s.setValue(QStringLiteral("side"), int(view_.side));
    s.setValue(QStringLiteral("material"), view_.withMaterial);
    s.setValue(QStringLiteral("sharedScale"), view_.sharedScale);
    s.setValue(QStringLiteral("follow"), followsPosition());
    s.endGroup();
    // The board heat saves its own choice ("boardHeat/mode"): the window calls it.
}

void HeatmapPanel::restoreSettings(QSettings& s)
{
    s.beginGroup(QStringLiteral("heatmap"));
    auto number = [&s](const char* key, int fallback, int max) {
        return std::clamp(s.value(QString::fromLatin1(key), fallback).toInt(), 0, max);
    };
    HeatView v;
    v.layout = HeatView::Layout(number("layout", v.layout, HeatView::OnePiece));
    v.piece = kd::PieceType(std::max(int(kd::PAWN), number("piece", v.piece, kd::KING)));
    v.stages = HeatView::Stages(number("stages", v.stages, HeatView::Blended));
    v.phase = number("phase", v.phase, kd::EvalModel::MAX_PHASE);
    v.side = kd::Color(number("side", v.side, kd::BLACK));
    v.withMaterial = s.value(QStringLiteral("material"), v.withMaterial).toBool();
    v.sharedScale = s.value(QStringLiteral("sharedScale"), v.sharedScale).toBool();
    const bool follow = s.value(QStringLiteral("follow"), false).toBool();
    s.remove(QStringLiteral("boardHeat")); // this panel's old copy of the board heat choice (now BoardHeat's)
    s.endGroup();
    {
        QSignalBlocker block(follow_);
        follow_->setChecked(follow);
    }
    setView(v);
}

void HeatmapPanel::refresh()
{
    const kd::EvalTables& t = *models_->tables();
    const kd::EvalModel& m = t.model();
    const int positionPhase = t.phase(position_);
    if (follow_->isChecked()) {
        // Follow the position: the blend at its phase, or the stage a Switch model picks.
        if (m.kind == kd::PhaseKind::Tapered) {
            view_.stages = HeatView::Blended;
            view_.phase = positionPhase;
        } else if (m.kind == kd::PhaseKind::Switch) {
            view_.stages = positionPhase == 0 ? HeatView::EgOnly : HeatView::MgOnly;
        }
        syncControls();
    }
    phaseLabel_->setText(
        m.kind == kd::PhaseKind::Tapered ? tr("phase %1/%2").arg(phase_->value()).arg(m.phaseMax) : QString());
    canvas_->setPhaseMax(m.phaseMax);
    canvas_->setScene(buildScene(t, view_, &position_));
    terms_->setModel(m);
    fitCanvas();

    status_->setText(statusLine(position_, t));
    status_->setToolTip(statusDetails());
    undo_->setEnabled(models_->canUndo());
}

bool HeatmapPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == scroll_->viewport() && event->type() == QEvent::Resize)
        fitCanvas();
    return QWidget::eventFilter(watched, event);
}

void HeatmapPanel::fitCanvas()
{
    // The canvas's top is the height of the controls above it; the terms' title line stays in
    // sight under it, so the user sees there is more. The minimum stays at least the canvas's own,
    // so a short panel scrolls as before.
    const int visible = scroll_->viewport()->height() - canvas_->y() - terms_->titleHeight() - 12;
    const int height = terms_->isVisibleTo(this) ? std::max(canvas_->minimumSizeHint().height(), visible) : 0;
    if (canvas_->minimumHeight() != height)
        canvas_->setMinimumHeight(height);
}

QString HeatmapPanel::status() const { return status_->text(); }

QString HeatmapPanel::statusDetails() const
{
    const kd::EvalTables& t = *models_->tables();
    const kd::EvalModel& m = t.model();
    const kd::Explanation e = kd::explain(position_, t);
    switch (m.kind) {
    case kd::PhaseKind::Single:
        return tr("The %1 model has one set of tables: a piece's value does not depend on the phase.")
            .arg(QString::fromStdString(m.name));
    case kd::PhaseKind::Switch:
        return tr("The %1 model switches from its middle-game to its end-game tables by a rule: %2")
            .arg(QString::fromStdString(m.name), QString::fromStdString(e.phaseNote));
    case kd::PhaseKind::Tapered:
        break;
    }
    return tr("Phase: %1.\nEvery table value here is blended: round((mg × %2 + eg × %3) / %4).")
        .arg(QString::fromStdString(e.phaseNote).section(QStringLiteral("; each value"), 0, 0))
        .arg(e.phase)
        .arg(e.phaseMax - e.phase)
        .arg(e.phaseMax);
}

QString HeatmapPanel::blendNotEditable() const
{
    return tr("A blended table is computed from the middle-game and end-game tables: choose \"Middle + end game\" "
              "(and untick \"Current position\") to edit them");
}

QString HeatmapPanel::enterValue(int table, kd::Square square, int value)
{
    if (table < 0 || table >= canvas_->scene().tables.size() || square == kd::SQ_NONE)
        return tr("No table cell there");
    // A copy: setEntry() below changes the model, which rebuilds the canvas's scene at once (its
    // tables are reallocated), so a reference into it would dangle by the time the message is written.
    const HeatTable t = canvas_->scene().tables[table];
    if (t.stage == HeatStage::Blend)
        return blendNotEditable();
    const kd::Stage stage = t.stage == HeatStage::Mg ? kd::MG : kd::EG;
    const kd::Square whiteSquare = kd::relativeSquare(t.side, square);
    const int entry = t.passed ? value : value - (t.withMaterial ? t.material : 0);
    const QString error = t.passed ? models_->setTermWeight(stage, kd::TERM_PASSED_PAWN, whiteSquare, entry)
                                   : models_->setEntry(stage, t.piece, whiteSquare, entry);
    if (error.isEmpty())
        emit message(
            tr("%1 %2 on %3: %4 %5 (Undo edit takes it back)")
                .arg(t.side == kd::WHITE ? tr("White") : tr("Black"), t.passed ? tr("passed pawn") : pieceWord(t.piece),
                    QString::fromStdString(kd::squareName(square)), t.passed ? tr("bonus") : tr("table value"),
                    signedValue(entry)),
            false);
    return error;
}

HeatPaintOptions HeatmapPanel::paintOptions() const { return optionsFor(palette()); }

QString HeatmapPanel::exportPng(const QString& path, int table, int boardPx) const
{
    HeatScene scene = canvas_->scene();
    if (table >= 0 && table < scene.tables.size()) {
        scene.tables = {scene.tables[table]};
        scene.columns = 1;
        scene.pairs = false;
    }
    const QImage image = renderScene(scene, boardPx > 0 ? boardPx : exportBoardPx(scene), paintOptions());
    if (!image.save(path, "PNG"))
        return tr("Could not write the image %1").arg(path);
    emit const_cast<HeatmapPanel*>(this)->message(tr("Saved %1").arg(path), false);
    return {};
}

void HeatmapPanel::exportDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save tables as PNG"), QStringLiteral("heatmap.png"), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    if (const QString error = exportPng(path); !error.isEmpty())
        emit message(error, true);
}

QString HeatmapPanel::saveModel(const QString& path)
{
    const QString error = models_->save(path);
    emit message(error.isEmpty() ? tr("Saved the model to %1").arg(path) : error, !error.isEmpty());
    return error;
}

QString HeatmapPanel::openModel(const QString& path)
{
    const QString error = models_->openFile(path);
    if (!error.isEmpty())
        emit message(error, true);
    return error;
}

void HeatmapPanel::saveDialog()
{
    const QString suggested = models_->isMade(models_->current())
        ? QString::fromStdString(models_->model().name) + QStringLiteral(".json")
        : models_->fileOf(models_->current()).isEmpty()
        ? QString::fromStdString(models_->model().name) + QStringLiteral("-edited.json")
        : models_->fileOf(models_->current());
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Save evaluation model"), suggested, tr("Model files (*.json)"));
    if (!path.isEmpty())
        saveModel(path);
}

void HeatmapPanel::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open evaluation model"), QString(), tr("Model files (*.json);;All files (*)"));
    if (!path.isEmpty())
        openModel(path);
}

} // namespace kdui
