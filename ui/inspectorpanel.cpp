#include "inspectorpanel.h"

#include "boardview.h"
#include "evalgraph.h"
#include "heatmap.h"
#include "modellibrary.h"
#include "notation.h"
#include "pieceset.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QShortcut>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace kdui {

using namespace kd;

namespace {

constexpr int SORT_ROLE = Qt::UserRole; // numbers sort as numbers
constexpr int INDEX_ROLE = Qt::UserRole + 1; // column 0: the piece's index in Explanation::pieces
constexpr int BAR_ROLE = Qt::UserRole + 2; // the bar column: the table contribution
constexpr int PLAY_MS = 700;

QString num(int v) { return QString::fromStdString(groupedNumber(v)); }
QString sgn(int v) { return QString::fromStdString(signedGrouped(v)); }
QString words(const std::string& s) { return QString::fromStdString(s); }

// A row that sorts numbers as numbers and keeps White's group above Black's in either order.
class Row : public QTreeWidgetItem {
public:
    using QTreeWidgetItem::QTreeWidgetItem;
    bool operator<(const QTreeWidgetItem& other) const override
    {
        const int column = treeWidget() ? treeWidget()->sortColumn() : 0;
        if (!parent()) {
            const bool ascending = !treeWidget() || treeWidget()->header()->sortIndicatorOrder() == Qt::AscendingOrder;
            const int a = data(0, SORT_ROLE).toInt(), b = other.data(0, SORT_ROLE).toInt();
            return ascending ? a < b : a > b;
        }
        const QVariant a = data(column, SORT_ROLE), b = other.data(column, SORT_ROLE);
        if (a.isValid() && b.isValid())
            return a.toInt() < b.toInt();
        return text(column) < other.text(column);
    }
};

// The bar column: the table contribution, centred on zero, blue for good and orange for bad.
class BarDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    int scale = 1;
    void paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyledItemDelegate::paint(p, option, index);
        const QVariant v = index.data(BAR_ROLE);
        if (!v.isValid())
            return;
        const int value = v.toInt();
        const QRectF r = QRectF(option.rect).adjusted(4, 4, -4, -4);
        const double mid = r.center().x();
        const double len = r.width() / 2 * std::min(1.0, std::abs(value) / double(std::max(1, scale)));
        const HeatPalette palette = HeatPalette::light();
        p->save();
        p->setPen(QPen(option.palette.color(QPalette::Mid), 1));
        p->drawLine(QPointF(mid, r.top()), QPointF(mid, r.bottom()));
        const QRectF bar = value >= 0 ? QRectF(mid, r.top() + 1, len, r.height() - 2)
                                      : QRectF(mid - len, r.top() + 1, len, r.height() - 2);
        p->fillRect(bar, value >= 0 ? palette.good : palette.bad);
        p->restore();
    }
};

QPushButton* button(
    const QString& text, const QString& tip, QWidget* parent, QStyle::StandardPixmap icon = QStyle::SP_CustomBase)
{
    auto* b = new QPushButton(text, parent);
    if (icon != QStyle::SP_CustomBase)
        b->setIcon(parent->style()->standardIcon(icon));
    b->setToolTip(tip);
    b->setAutoDefault(false);
    return b;
}

// Fits the columns before `last` to their contents; the last one takes the rest.
void fitColumns(QTreeWidget* tree, int last)
{
    for (int c = 0; c < last; ++c)
        tree->resizeColumnToContents(c);
}

QLabel* wrapped(QWidget* parent)
{
    auto* l = new QLabel(parent);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

} // namespace

QMap<Square, QColor> markFill(Square s)
{
    QMap<Square, QColor> fills;
    if (s != SQ_NONE) {
        QColor fill = markColor();
        fill.setAlpha(0x90);
        fills.insert(s, fill);
    }
    return fills;
}

InspectorPanel::InspectorPanel(GameController* controller, ModelLibrary* models, QWidget* parent)
    : QWidget(parent), controller_(controller), models_(models), tables_(controller->tables())
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto* top = new QHBoxLayout;
    header_ = wrapped(this);
    QFont bold = header_->font();
    bold.setBold(true);
    header_->setFont(bold);
    top->addWidget(header_, 1);
    backToGame_ = button(tr("Back to the game"), tr("Inspect the game's position again"), this);
    backToGame_->hide();
    connect(backToGame_, &QPushButton::clicked, this, &InspectorPanel::showGame);
    top->addWidget(backToGame_);
    layout->addLayout(top);

    tabs_ = new QTabWidget(this);
    tabs_->addTab(buildBreakdownTab(), tr("Breakdown"));
    tabs_->addTab(buildMoveTab(), tr("Move"));
    tabs_->addTab(buildLineTab(), tr("Engine line"));
    tabs_->addTab(buildCompareTab(), tr("Compare"));
    layout->addWidget(tabs_, 1);

    graph_ = new EvalGraph(this);
    graph_->setObjectName(QStringLiteral("evalGraph"));
    layout->addWidget(graph_);
    connect(graph_, &EvalGraph::plyClicked, this, [this](int ply) {
        showGame();
        controller_->setViewPly(ply);
    });
    connect(graph_, &EvalGraph::exportRequested, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export evaluation graph"), QStringLiteral("evaluation.png"), tr("PNG images (*.png)"));
        if (path.isEmpty())
            return;
        const QString error = exportGraph(path);
        emit message(error.isEmpty() ? tr("Graph written to %1").arg(path) : error, !error.isEmpty());
    });

    playTimer_.setInterval(PLAY_MS);
    connect(&playTimer_, &QTimer::timeout, this, [this] {
        if (stepIndex_ + 1 >= int(steps_.size()))
            setPlaying(false);
        else
            stepForward();
    });
    connect(models_, &ModelLibrary::listChanged, this, &InspectorPanel::fillCompareBox);
    fillCompareBox();
    setCompareModel(models_->current() == 0 ? 1 : 0);
    refresh();
}

// Breakdown ---------------------------------------------------------------------------------------

QWidget* InspectorPanel::buildBreakdownTab()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    blendNote_ = wrapped(page);
    layout->addWidget(blendNote_);

    table_ = new QTreeWidget(page);
    table_->setObjectName(QStringLiteral("breakdown"));
    table_->setColumnCount(ColumnCount);
    table_->setHeaderLabels({tr("Piece"), tr("Square"), tr("Material"), tr("Table"), tr("Table MG"), tr("Table EG"),
        tr("Total"), QString()});
    table_->headerItem()->setToolTip(MaterialCol, tr("The piece's material value at this phase"));
    table_->headerItem()->setToolTip(TableCol, tr("The piece-square table entry at this phase"));
    table_->headerItem()->setToolTip(TableMgCol, tr("The middle-game table entry"));
    table_->headerItem()->setToolTip(TableEgCol, tr("The end-game table entry"));
    table_->headerItem()->setToolTip(TotalCol, tr("What the piece adds to its side: material + table"));
    table_->headerItem()->setToolTip(BarCol, tr("The table entry's size and sign"));
    for (int c = MaterialCol; c <= TotalCol; ++c)
        table_->headerItem()->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
    table_->setRootIsDecorated(false);
    table_->setUniformRowHeights(true);
    table_->setAlternatingRowColors(true);
    table_->setMouseTracking(true);
    table_->setItemDelegateForColumn(BarCol, new BarDelegate(table_));
    // Columns are fitted once per position (fitColumns()): fitting them on every change, as
    // ResizeToContents does, reads every cell again at each evaluation step.
    table_->header()->setStretchLastSection(true);
    table_->header()->setMinimumSectionSize(36);
    table_->header()->resizeSection(BarCol, 60);
    table_->header()->setSortIndicator(PieceCol, Qt::AscendingOrder);
    table_->setSortingEnabled(true);
    table_->viewport()->installEventFilter(this);
    connect(table_, &QTreeWidget::currentItemChanged, this, &InspectorPanel::onRowChanged);
    connect(table_, &QTreeWidget::itemEntered, this, [this](QTreeWidgetItem* item) {
        const QVariant index = item->data(PieceCol, INDEX_ROLE);
        if (index.isValid()) {
            const PieceTerm& t = explanation_.pieces[std::size_t(index.toInt())];
            setHighlight(t.piece, t.square);
        }
    });
    layout->addWidget(table_, 1);
    total_ = wrapped(page);
    total_->setObjectName(QStringLiteral("breakdownTotal"));
    layout->addWidget(total_);

    // Stepping.
    auto* controls = new QHBoxLayout;
    startButton_
        = button(tr("Start"), tr("Start adding the pieces from zero (Ctrl+Home)"), page, QStyle::SP_MediaSkipBackward);
    backButton_ = button(tr("Back"), tr("Take back the last step (Ctrl+Left)"), page, QStyle::SP_MediaSeekBackward);
    stepButton_ = button(tr("Step"), tr("Add the next piece (Ctrl+Right)"), page, QStyle::SP_MediaSeekForward);
    playButton_
        = button(tr("Play"), tr("Add the pieces one by one, automatically (Ctrl+Space)"), page, QStyle::SP_MediaPlay);
    playButton_->setCheckable(true);
    orderBox_ = new QComboBox(page);
    orderBox_->addItem(tr("Piece by piece"), int(StepOrder::PieceByPiece));
    orderBox_->addItem(tr("Material first, then tables"), int(StepOrder::MaterialFirst));
    orderBox_->setToolTip(tr("What each step adds"));
    stepCounter_ = new QLabel(page);
    for (QWidget* w : {static_cast<QWidget*>(startButton_), static_cast<QWidget*>(backButton_),
             static_cast<QWidget*>(stepButton_), static_cast<QWidget*>(playButton_)})
        controls->addWidget(w);
    controls->addWidget(orderBox_);
    controls->addWidget(stepCounter_, 1);
    layout->addLayout(controls);
    running_ = new QLabel(page);
    layout->addWidget(running_);
    sentence_ = wrapped(page);
    sentence_->setObjectName(QStringLiteral("stepSentence"));
    sentence_->setMinimumHeight(sentence_->fontMetrics().lineSpacing() * 2 + 4);
    sentence_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(sentence_);

    connect(startButton_, &QPushButton::clicked, this, &InspectorPanel::stepStart);
    connect(backButton_, &QPushButton::clicked, this, &InspectorPanel::stepBack);
    connect(stepButton_, &QPushButton::clicked, this, &InspectorPanel::stepForward);
    connect(playButton_, &QPushButton::toggled, this, &InspectorPanel::setPlaying);
    connect(orderBox_, &QComboBox::currentIndexChanged, this,
        [this] { setStepOrder(StepOrder(orderBox_->currentData().toInt())); });
    auto key = [this](const QKeySequence& k, auto slot) {
        auto* s = new QShortcut(k, this, slot);
        s->setContext(Qt::WindowShortcut);
    };
    key(QKeySequence(tr("Ctrl+Home")), [this] { stepStart(); });
    key(QKeySequence(tr("Ctrl+Left")), [this] { stepBack(); });
    key(QKeySequence(tr("Ctrl+Right")), [this] { stepForward(); });
    key(QKeySequence(tr("Ctrl+Space")), [this] { setPlaying(!playing()); });
    return page;
}

bool InspectorPanel::eventFilter(QObject* watched, QEvent* event)
{
    // Leaving the table: the highlight goes back to the selected (or stepped) row.
    if (watched == table_->viewport() && event->type() == QEvent::Leave)
        onRowChanged();
    return QWidget::eventFilter(watched, event);
}

void InspectorPanel::fillBreakdown()
{
    const Explanation& e = explanation_;
    const bool tapered = e.kind == PhaseKind::Tapered;
    table_->setColumnHidden(TableMgCol, !tapered);
    table_->setColumnHidden(TableEgCol, !tapered);
    if (tapered)
        blendNote_->setText(
            tr("%1 · phase %2/%3: %4").arg(words(e.model)).arg(e.phase).arg(e.phaseMax).arg(words(e.phaseNote)));
    else
        blendNote_->setText(tr("%1 · %2").arg(words(e.model), words(e.phaseNote)));

    const QSignalBlocker block(table_);
    table_->setSortingEnabled(false);
    table_->clear();
    const PieceSet& pieces = pieceSet();
    const int iconSide = table_->fontMetrics().height() + 2;
    int barScale = 1;
    for (const PieceTerm& t : e.pieces)
        barScale = std::max(barScale, std::abs(t.positional));
    static_cast<BarDelegate*>(table_->itemDelegateForColumn(BarCol))->scale = barScale;

    auto setNumber = [](QTreeWidgetItem* item, int column, int value, bool sign = false) {
        item->setText(column, sign ? sgn(value) : num(value));
        item->setData(column, SORT_ROLE, value);
        item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
    };
    for (Color c : {WHITE, BLACK}) {
        auto* side = new Row(table_);
        const SideTotals& totals = c == WHITE ? e.white : e.black;
        side->setText(PieceCol, c == WHITE ? tr("White") : tr("Black"));
        side->setData(PieceCol, SORT_ROLE, int(c));
        setNumber(side, MaterialCol, totals.material);
        setNumber(side, TableCol, totals.positional, true);
        setNumber(side, TotalCol, totals.total());
        QFont f = side->font(PieceCol);
        f.setBold(true);
        for (int col = 0; col < ColumnCount; ++col)
            side->setFont(col, f);
        side->setFirstColumnSpanned(false);
        side->setFlags(Qt::ItemIsEnabled);
        for (int i = 0; i < int(e.pieces.size()); ++i) {
            const PieceTerm& t = e.pieces[std::size_t(i)];
            if (colorOf(t.piece) != c)
                continue;
            auto* row = new Row(side);
            row->setIcon(PieceCol, QIcon(pieces.pixmap(t.piece, iconSide, devicePixelRatioF())));
            row->setText(PieceCol, pieceName(typeOf(t.piece)));
            row->setData(PieceCol, SORT_ROLE, i);
            row->setData(PieceCol, INDEX_ROLE, i);
            row->setText(SquareCol, words(squareName(t.square)));
            row->setData(SquareCol, SORT_ROLE, int(t.square));
            setNumber(row, MaterialCol, t.material);
            setNumber(row, TableCol, t.positional, true);
            setNumber(row, TableMgCol, t.positionalMg, true);
            setNumber(row, TableEgCol, t.positionalEg, true);
            setNumber(row, TotalCol, t.total());
            row->setData(BarCol, BAR_ROLE, t.positional);
            row->setData(BarCol, SORT_ROLE, t.positional);
            QString tip
                = tr("%1 on %2 (reads %3 in White's table)\nmaterial %4, table %5")
                      .arg(words(pieceWords(t.piece)), words(squareName(t.square)), words(squareName(t.tableSquare)))
                      .arg(t.material)
                      .arg(sgn(t.positional));
            if (tapered)
                tip += tr("\nblended at phase %1/%2 from MG %3 %4 and EG %5 %6")
                           .arg(e.phase)
                           .arg(e.phaseMax)
                           .arg(t.materialMg)
                           .arg(sgn(t.positionalMg))
                           .arg(t.materialEg)
                           .arg(sgn(t.positionalEg));
            for (int col = 0; col < ColumnCount; ++col)
                row->setToolTip(col, tip);
        }
    }
    table_->expandAll();
    table_->setSortingEnabled(true);
    fitColumns(table_, BarCol);

    const int score = engineScore();
    const QString side = e.sideToMove == WHITE ? tr("White") : tr("Black");
    QString text = tr("White %1 − Black %2 = %3 from White's side; %4 to move: %5.")
                       .arg(num(e.white.total()), num(e.black.total()), sgn(e.whiteScore), side, sgn(e.score));
    text += score == e.score ? tr(" The engine's evaluate(): %1 ✓").arg(sgn(score))
                             : tr(" The engine's evaluate() says %1: they differ!").arg(sgn(score));
    total_->setText(text);
}

QString InspectorPanel::totalText() const { return total_->text(); }

int InspectorPanel::engineScore() const { return evaluate(position_, *tables_); }

QTreeWidgetItem* InspectorPanel::rowFor(Square s) const
{
    for (int i = 0; i < table_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* side = table_->topLevelItem(i);
        for (int j = 0; j < side->childCount(); ++j) {
            QTreeWidgetItem* row = side->child(j);
            const int index = row->data(PieceCol, INDEX_ROLE).toInt();
            if (explanation_.pieces[std::size_t(index)].square == s)
                return row;
        }
    }
    return nullptr;
}

void InspectorPanel::selectSquare(Square s)
{
    if (s == SQ_NONE || stepIndex_ >= 0)
        return;
    if (QTreeWidgetItem* row = rowFor(s)) {
        table_->setCurrentItem(row);
        table_->scrollToItem(row);
    }
}

void InspectorPanel::onRowChanged()
{
    if (stepIndex_ >= 0) {
        const EvalStep& step = steps_[std::size_t(stepIndex_)];
        if (step.piece >= 0) {
            const PieceTerm& t = explanation_.pieces[std::size_t(step.piece)];
            setHighlight(t.piece, t.square);
        } else {
            setHighlight(NO_PIECE, SQ_NONE);
        }
        return;
    }
    QTreeWidgetItem* item = table_->currentItem();
    const QVariant index = item ? item->data(PieceCol, INDEX_ROLE) : QVariant();
    if (!index.isValid()) {
        setHighlight(NO_PIECE, SQ_NONE);
        return;
    }
    const PieceTerm& t = explanation_.pieces[std::size_t(index.toInt())];
    setHighlight(t.piece, t.square);
}

void InspectorPanel::setHighlight(Piece pc, Square s)
{
    highlighted_ = s;
    lineBoard_->setOverlay(QStringLiteral("inspect"), inspectingLine() ? markFill(s) : QMap<Square, QColor>());
    emit highlightChanged(pc, s);
}

// Stepping ----------------------------------------------------------------------------------------

void InspectorPanel::setStepOrder(StepOrder order)
{
    order_ = order;
    const QSignalBlocker block(orderBox_);
    orderBox_->setCurrentIndex(orderBox_->findData(int(order)));
    const bool stepping = stepIndex_ >= 0;
    steps_ = evaluationSteps(explanation_, order_);
    stepIndex_ = stepping ? 0 : -1;
    applyStep();
}

void InspectorPanel::stepStart()
{
    showTab(BreakdownTab);
    stepIndex_ = 0;
    applyStep();
}

void InspectorPanel::stepForward()
{
    showTab(BreakdownTab);
    if (stepIndex_ + 1 < int(steps_.size()))
        ++stepIndex_;
    applyStep();
}

void InspectorPanel::stepBack()
{
    showTab(BreakdownTab);
    if (stepIndex_ < 0)
        stepIndex_ = int(steps_.size()) - 1;
    else if (stepIndex_ > 0)
        --stepIndex_;
    applyStep();
}

void InspectorPanel::stepEnd()
{
    setPlaying(false);
    stepIndex_ = -1;
    applyStep();
}

void InspectorPanel::setPlaying(bool play)
{
    if (play && (stepIndex_ < 0 || stepIndex_ + 1 >= int(steps_.size())))
        stepStart();
    if (play)
        playTimer_.start();
    else
        playTimer_.stop();
    const QSignalBlocker block(playButton_);
    playButton_->setChecked(play);
    playButton_->setText(play ? tr("Pause") : tr("Play"));
    playButton_->setIcon(style()->standardIcon(play ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

QString InspectorPanel::sentence() const { return sentence_->text(); }

void InspectorPanel::applyStep()
{
    const int n = int(explanation_.pieces.size());
    std::vector<char> materialIn(std::size_t(n), 1), tableIn(std::size_t(n), 1);
    if (stepIndex_ >= 0) {
        std::fill(materialIn.begin(), materialIn.end(), 0);
        std::fill(tableIn.begin(), tableIn.end(), 0);
        for (int i = 0; i <= stepIndex_; ++i) {
            const EvalStep& s = steps_[std::size_t(i)];
            if (s.piece < 0)
                continue;
            if (s.kind != EvalStep::Positional)
                materialIn[std::size_t(s.piece)] = 1;
            if (s.kind != EvalStep::Material)
                tableIn[std::size_t(s.piece)] = 1;
        }
    }
    const QColor normal = palette().color(QPalette::Text);
    const QColor faded = palette().color(QPalette::Disabled, QPalette::Text);
    const int current = stepIndex_ >= 0 ? steps_[std::size_t(stepIndex_)].piece : -1;
    const QSignalBlocker block(table_);
    // With sorting on, every changed cell would sort the table again: once at the end is enough.
    const bool sorted = table_->isSortingEnabled();
    table_->setSortingEnabled(false);
    table_->setUpdatesEnabled(false);
    for (int i = 0; i < table_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* side = table_->topLevelItem(i);
        const Color c = Color(side->data(PieceCol, SORT_ROLE).toInt());
        const SideTotals& totals = c == WHITE ? explanation_.white : explanation_.black;
        int total = totals.total();
        if (stepIndex_ >= 0) {
            const EvalStep& s = steps_[std::size_t(stepIndex_)];
            total = c == WHITE ? s.white : s.black;
        }
        side->setText(TotalCol, num(total));
        for (int j = 0; j < side->childCount(); ++j) {
            QTreeWidgetItem* row = side->child(j);
            const std::size_t index = std::size_t(row->data(PieceCol, INDEX_ROLE).toInt());
            const bool m = materialIn[index], t = tableIn[index];
            for (int col = 0; col < ColumnCount; ++col) {
                const bool in = col == MaterialCol ? m : col == TableCol || col >= TableMgCol ? t : m || t;
                const QColor color = in ? normal : faded;
                if (row->foreground(col).color() != color)
                    row->setForeground(col, color);
                QFont f = row->font(col);
                if (f.bold() != (int(index) == current)) {
                    f.setBold(int(index) == current);
                    row->setFont(col, f);
                }
            }
            if (int(index) == current) {
                table_->setCurrentItem(row);
                table_->scrollToItem(row);
            }
        }
    }
    if (stepIndex_ >= 0 && current < 0)
        table_->setCurrentItem(nullptr);
    table_->setSortingEnabled(sorted);
    table_->setUpdatesEnabled(true);

    const int count = int(steps_.size());
    startButton_->setEnabled(count > 0);
    backButton_->setEnabled(stepIndex_ != 0);
    stepButton_->setEnabled(stepIndex_ + 1 < count);
    if (stepIndex_ < 0) {
        stepCounter_->setText(tr("%1 steps").arg(count));
        running_->clear();
        sentence_->setText(tr("Press Step (Ctrl+Right) or Play to add the pieces one at a time, from zero."));
    } else {
        const EvalStep& s = steps_[std::size_t(stepIndex_)];
        stepCounter_->setText(tr("step %1 of %2").arg(stepIndex_ + 1).arg(count));
        running_->setText(tr("Running totals: White %1 · Black %2").arg(num(s.white), num(s.black)));
        sentence_->setText(words(s.text));
    }
    onRowChanged();
}

// Move --------------------------------------------------------------------------------------------

QWidget* InspectorPanel::buildMoveTab()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    deltaSummary_ = wrapped(page);
    deltaSummary_->setObjectName(QStringLiteral("deltaSummary"));
    layout->addWidget(deltaSummary_);
    deltaTable_ = new QTreeWidget(page);
    deltaTable_->setObjectName(QStringLiteral("deltaTable"));
    deltaTable_->setColumnCount(2);
    deltaTable_->setHeaderLabels({tr("What the move changed"), tr("For White")});
    deltaTable_->setRootIsDecorated(false);
    deltaTable_->setWordWrap(true);
    deltaTable_->header()->setStretchLastSection(false);
    deltaTable_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    deltaTable_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    connect(deltaTable_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (!item || !delta_ || !item->data(0, INDEX_ROLE).isValid())
            return;
        const DeltaTerm& t = delta_->terms[std::size_t(item->data(0, INDEX_ROLE).toInt())];
        const Square s = t.kind == DeltaTerm::Captured ? t.from : t.to;
        setHighlight(t.kind == DeltaTerm::Captured ? NO_PIECE : t.piece, s);
    });
    layout->addWidget(deltaTable_, 1);
    return page;
}

void InspectorPanel::fillDelta()
{
    deltaTable_->clear();
    if (!delta_) {
        deltaSummary_->setText(inspectingLine() ? tr("The searched position: no move of the line led here yet.")
                                                : tr("The start position: no move led here."));
        return;
    }
    const MoveDelta& d = *delta_;
    for (int i = 0; i < int(d.terms.size()); ++i) {
        const DeltaTerm& t = d.terms[std::size_t(i)];
        auto* row = new QTreeWidgetItem(deltaTable_);
        row->setText(0, words(t.text));
        row->setToolTip(0, words(t.text));
        row->setData(0, INDEX_ROLE, i);
        row->setText(1, sgn(t.white));
        row->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    }
    auto* sum = new QTreeWidgetItem(deltaTable_);
    sum->setText(0, tr("Sum of the terms"));
    sum->setText(1, sgn(d.sum()));
    sum->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    QFont bold = sum->font(0);
    bold.setBold(true);
    sum->setFont(0, bold);
    sum->setFont(1, bold);

    QString text = tr("%1 (%2): White's score %3 → %4, a change of %5.")
                       .arg(words(d.san), d.mover == WHITE ? tr("White") : tr("Black"), sgn(d.whiteBefore),
                           sgn(d.whiteAfter), sgn(d.change()));
    text += d.sum() == d.change() ? tr(" The terms add up: %1 ✓").arg(sgn(d.sum()))
                                  : tr(" The terms add up to %1: they differ!").arg(sgn(d.sum()));
    deltaSummary_->setText(text);
}

QString InspectorPanel::deltaSummary() const { return deltaSummary_->text(); }

// Line --------------------------------------------------------------------------------------------

QWidget* InspectorPanel::buildLineTab()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    lineSummary_ = wrapped(page);
    lineSummary_->setObjectName(QStringLiteral("lineSummary"));
    layout->addWidget(lineSummary_);
    auto* row = new QHBoxLayout;
    lineMoves_ = new QListWidget(page);
    lineMoves_->setObjectName(QStringLiteral("lineMoves"));
    lineMoves_->setMaximumWidth(170);
    row->addWidget(lineMoves_);
    lineBoard_ = new BoardView(page);
    lineBoard_->setObjectName(QStringLiteral("lineBoard"));
    lineBoard_->setInteractive(false);
    lineBoard_->setAnimationMs(0);
    lineBoard_->setMinimumSize(200, 200);
    row->addWidget(lineBoard_, 1);
    layout->addLayout(row, 1);
    auto* controls = new QHBoxLayout;
    lineStart_
        = button(tr("Searched position"), tr("The position the engine searched"), page, QStyle::SP_MediaSkipBackward);
    lineBack_ = button(tr("Back"), tr("One move back along the line"), page, QStyle::SP_MediaSeekBackward);
    lineStep_ = button(tr("Step"), tr("One move along the line"), page, QStyle::SP_MediaSeekForward);
    lineLeaf_ = button(tr("Leaf"), tr("The last position of the line, whose evaluation the search score came from"),
        page, QStyle::SP_MediaSkipForward);
    for (QPushButton* b : {lineStart_, lineBack_, lineStep_, lineLeaf_})
        controls->addWidget(b);
    controls->addStretch(1);
    layout->addLayout(controls);
    connect(lineStart_, &QPushButton::clicked, this, [this] { showLine(0); });
    connect(lineBack_, &QPushButton::clicked, this, [this] { showLine(std::max(0, lineIndex_ - 1)); });
    connect(lineStep_, &QPushButton::clicked, this, [this] { showLine(lineIndex_ + 1); });
    connect(lineLeaf_, &QPushButton::clicked, this, [this] { showLine(lineLength()); });
    connect(lineMoves_, &QListWidget::itemClicked, this,
        [this](QListWidgetItem* item) { showLine(lineMoves_->row(item)); });
    return page;
}

void InspectorPanel::setEngineLine(const EngineLine& line)
{
    if (line.pv.empty() || inspectingLine())
        return; // keep the line being stepped through; the next one comes with the next search
    line_ = line;
    fillLine();
}

void InspectorPanel::fillLine()
{
    const QSignalBlocker block(lineMoves_);
    lineMoves_->clear();
    const bool any = hasLine();
    for (QPushButton* b : {lineStart_, lineBack_, lineStep_, lineLeaf_})
        b->setEnabled(any);
    if (!any) {
        lineSummary_->setText(tr("No search yet. When the engine has searched (its move or a hint, H), its "
                                 "principal variation can be stepped through here."));
        lineBoard_->setPosition(controller_->viewPosition());
        return;
    }
    lineMoves_->addItem(tr("Searched position"));
    Position pos = line_.root;
    for (Move m : line_.pv) {
        lineMoves_->addItem(numberedSan(pos, m));
        pos.doMove(m);
    }
    lineMoves_->item(lineMoves_->count() - 1)
        ->setText(lineMoves_->item(lineMoves_->count() - 1)->text() + tr(" (leaf)"));
    if (lineIndex_ >= 0)
        lineMoves_->setCurrentRow(lineIndex_);
    const int leafWhite = whiteScore(pos, *tables_);
    const int rootWhite = whiteScore(line_.root, *tables_);
    QString text = tr("Depth %1 search: %2 for White, along %3 moves.")
                       .arg(line_.depth)
                       .arg(scoreText(line_.scoreWhite))
                       .arg(lineLength());
    if (isMateScore(line_.scoreWhite))
        text += tr(" The line ends in mate.");
    else if (leafWhite == line_.scoreWhite)
        text += tr(" Its leaf's static evaluation is %1: the search score is that leaf's evaluation.")
                    .arg(sgn(leafWhite));
    else
        text += tr(" Its leaf's static evaluation is %1, not %2: the line was cut short (a transposition-table hit "
                   "or a draw), so the score comes from beyond the moves shown.")
                    .arg(sgn(leafWhite), sgn(line_.scoreWhite));
    text += tr(" White's static evaluation goes %1 → %2 along the line (%3).")
                .arg(sgn(rootWhite), sgn(leafWhite), sgn(leafWhite - rootWhite));
    lineSummary_->setText(text);
    if (!inspectingLine())
        lineBoard_->setPosition(line_.root);
}

void InspectorPanel::showLine(int k)
{
    if (!hasLine())
        return;
    setPlaying(false);
    k = std::clamp(k, 0, lineLength());
    Position pos = line_.root;
    std::optional<MoveDelta> delta;
    for (int i = 0; i < k; ++i) {
        if (i == k - 1)
            delta = explainMove(pos, line_.pv[std::size_t(i)], *tables_);
        pos.doMove(line_.pv[std::size_t(i)]);
    }
    lineIndex_ = k;
    lineBoard_->setPosition(pos);
    lineBoard_->setLastMove(k > 0 ? line_.pv[std::size_t(k - 1)] : Move::none());
    {
        const QSignalBlocker block(lineMoves_);
        lineMoves_->setCurrentRow(k);
    }
    lineBack_->setEnabled(k > 0);
    lineStart_->setEnabled(k > 0);
    lineStep_->setEnabled(k < lineLength());
    lineLeaf_->setEnabled(k < lineLength());
    backToGame_->show();
    inspect(pos, delta);
}

void InspectorPanel::showGame()
{
    if (!inspectingLine())
        return;
    lineIndex_ = -1;
    backToGame_->hide();
    lineBoard_->setOverlay(QStringLiteral("inspect"), {});
    refresh();
}

QString InspectorPanel::lineSummary() const { return lineSummary_->text(); }

// Compare -----------------------------------------------------------------------------------------

QWidget* InspectorPanel::buildCompareTab()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Compare the model in play with"), page));
    compareBox_ = new QComboBox(page);
    compareBox_->setObjectName(QStringLiteral("compareModel"));
    row->addWidget(compareBox_, 1);
    layout->addLayout(row);
    compareTable_ = new QTreeWidget(page);
    compareTable_->setObjectName(QStringLiteral("compareTable"));
    compareTable_->setColumnCount(5);
    compareTable_->setRootIsDecorated(false);
    compareTable_->setAlternatingRowColors(true);
    compareTable_->header()->setStretchLastSection(true);
    layout->addWidget(compareTable_, 1);
    compareSummary_ = wrapped(page);
    compareSummary_->setObjectName(QStringLiteral("compareSummary"));
    layout->addWidget(compareSummary_);
    connect(compareBox_, &QComboBox::currentIndexChanged, this, [this](int index) { setCompareModel(index); });
    return page;
}

void InspectorPanel::fillCompareBox()
{
    compareTables_.reset(); // an edit of the compared model shows at the next fill
    const QSignalBlocker block(compareBox_);
    compareBox_->clear();
    for (int i = 0; i < models_->count(); ++i)
        compareBox_->addItem(models_->displayName(i));
    compareBox_->setCurrentIndex(compareIndex_);
}

void InspectorPanel::setCompareModel(int index)
{
    if (index < 0 || index >= models_->count())
        return;
    compareIndex_ = index;
    compareTables_.reset();
    const QSignalBlocker block(compareBox_);
    compareBox_->setCurrentIndex(index);
    fillCompare();
}

void InspectorPanel::fillCompare()
{
    compareTable_->clear();
    if (compareIndex_ < 0)
        return;
    if (!compareTables_)
        compareTables_ = EvalTables::build(models_->modelAt(compareIndex_));
    const Explanation& a = explanation_;
    const Explanation b = explain(position_, *compareTables_);
    const QString nameA = words(a.model), nameB = models_->displayName(compareIndex_);
    compareTable_->setHeaderLabels({tr("Piece"), tr("Square"), nameA, nameB, tr("Difference")});
    auto numbers = [](QTreeWidgetItem* item, int x, int y) {
        item->setText(2, num(x));
        item->setText(3, num(y));
        item->setText(4, sgn(y - x));
        for (int c = 2; c < 5; ++c)
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
    };
    const PieceSet& pieces = pieceSet();
    const int iconSide = compareTable_->fontMetrics().height() + 2;
    for (Color c : {WHITE, BLACK}) {
        auto* side = new QTreeWidgetItem(compareTable_);
        side->setText(0, c == WHITE ? tr("White") : tr("Black"));
        numbers(side, (c == WHITE ? a.white : a.black).total(), (c == WHITE ? b.white : b.black).total());
        QFont bold = side->font(0);
        bold.setBold(true);
        for (int col = 0; col < 5; ++col)
            side->setFont(col, bold);
        // Both explanations list the same pieces in the same order: the position is the same.
        for (std::size_t i = 0; i < a.pieces.size() && i < b.pieces.size(); ++i) {
            if (colorOf(a.pieces[i].piece) != c)
                continue;
            auto* row = new QTreeWidgetItem(side);
            row->setIcon(0, QIcon(pieces.pixmap(a.pieces[i].piece, iconSide, devicePixelRatioF())));
            row->setText(0, pieceName(typeOf(a.pieces[i].piece)));
            row->setText(1, words(squareName(a.pieces[i].square)));
            numbers(row, a.pieces[i].total(), b.pieces[i].total());
        }
    }
    compareTable_->expandAll();
    fitColumns(compareTable_, 4);
    compareSummary_->setText(
        tr("From White's side: %1 %2, %3 %4 (%5). Phases: %6/%7 and %8/%9.")
            .arg(nameA, sgn(a.whiteScore), nameB, sgn(b.whiteScore), sgn(b.whiteScore - a.whiteScore))
            .arg(a.phase)
            .arg(a.phaseMax)
            .arg(b.phase)
            .arg(b.phaseMax));
}

QString InspectorPanel::compareSummary() const { return compareSummary_->text(); }

// The position and the graph ----------------------------------------------------------------------

void InspectorPanel::showTab(Tab tab) { tabs_->setCurrentIndex(tab); }

InspectorPanel::Tab InspectorPanel::currentTab() const { return Tab(tabs_->currentIndex()); }

void InspectorPanel::refresh()
{
    if (tables_ != controller_->tables())
        compareTables_.reset(); // the models changed: the compared one may have been edited
    tables_ = controller_->tables();
    if (inspectingLine()) {
        fillLine();
        showLine(lineIndex_);
    } else {
        const Game& game = controller_->game();
        const int ply = controller_->viewPly();
        std::optional<MoveDelta> delta;
        if (ply > 0)
            delta = explainMove(game.positionAt(ply - 1), game.moves()[std::size_t(ply - 1)], *tables_);
        inspect(controller_->viewPosition(), delta);
        fillLine();
    }
    refreshGraph();
}

void InspectorPanel::inspect(const Position& pos, std::optional<MoveDelta> delta)
{
    setPlaying(false);
    position_ = pos;
    explanation_ = explain(pos, *tables_);
    delta_ = std::move(delta);
    steps_ = evaluationSteps(explanation_, order_);
    stepIndex_ = -1;
    fillBreakdown();
    fillDelta();
    fillCompare();
    applyStep();

    QString where;
    if (inspectingLine()) {
        where = lineIndex_ == 0
            ? tr("Engine line: the searched position")
            : tr("Engine line: after %1 of %2 moves (%3)")
                  .arg(lineIndex_)
                  .arg(lineLength())
                  .arg(lineMoves_->item(lineIndex_) ? lineMoves_->item(lineIndex_)->text() : QString());
    } else {
        const int ply = controller_->viewPly();
        const Game& game = controller_->game();
        where = ply == 0
            ? tr("Game: the start position")
            : tr("Game: after %1").arg(numberedSan(game.positionAt(ply - 1), game.moves()[std::size_t(ply - 1)]));
    }
    header_->setText(tr("%1 · %2: %3 for White").arg(where, words(explanation_.model), sgn(explanation_.whiteScore)));
}

void InspectorPanel::recordSearch(const EngineLine& line)
{
    searchScores_.insert(line.ply, SearchScore {line.root.key(), line.scoreWhite});
    setEngineLine(line);
    refreshGraph();
}

void InspectorPanel::refreshGraph()
{
    const Game& game = controller_->game();
    QVector<EvalGraph::Point> points;
    points.reserve(game.plyCount() + 1);
    Position pos = game.start();
    for (int ply = 0; ply <= game.plyCount(); ++ply) {
        if (ply > 0)
            pos.doMove(game.moves()[std::size_t(ply - 1)]);
        EvalGraph::Point p;
        p.staticWhite = whiteScore(pos, *tables_);
        const auto it = searchScores_.constFind(ply);
        if (it != searchScores_.constEnd() && it->key == pos.key())
            p.searchWhite = it->scoreWhite;
        points.push_back(p);
    }
    graph_->setPoints(points, controller_->viewPly());
}

QString InspectorPanel::exportGraph(const QString& path) const { return graph_->exportPng(path); }

} // namespace kdui
