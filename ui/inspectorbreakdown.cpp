#include "inspectorbreakdown.h"

#include "fitlabel.h"
#include "format.h"
#include "heatmap.h"
#include "inspectortext.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QResizeEvent>
#include <QShortcut>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace kdui {

using namespace kd;

namespace {

constexpr int PLAY_MS = 700;
constexpr int WIDE_ENOUGH_FOR_STAGES = 520; // below this the middle/end-game columns are hidden
constexpr int WIDE_ENOUGH_FOR_SQUARES = 420; // below this the square is shown beside the piece's name
// With the term columns the middle/end-game columns need more room still.
constexpr int WIDE_ENOUGH_FOR_STAGES_WITH_TERMS = 860;
constexpr int WIDE_ENOUGH_FOR_TERMS = 760; // below this the total stands before the term columns
constexpr int WIDE_ENOUGH_FOR_SQUARES_WITH_TERMS = 700;

// The bar column: the square value, centred on zero, blue for good and orange for bad.
class BarDelegate : public QStyledItemDelegate {
public:
    BarDelegate(ExplanationModel* model, QObject* parent) : QStyledItemDelegate(parent), model_(model) { }
    void paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyledItemDelegate::paint(p, option, index);
        const QVariant v = index.data(ExplanationModel::BarRole);
        if (!v.isValid())
            return;
        const int value = v.toInt();
        const QRectF r = QRectF(option.rect).adjusted(4, 4, -4, -4);
        const double mid = r.center().x();
        const double len = r.width() / 2 * std::min(1.0, std::abs(value) / double(std::max(1, model_->barScale())));
        const HeatPalette palette = HeatPalette::light();
        p->save();
        p->setPen(QPen(option.palette.color(QPalette::Mid), 1));
        p->drawLine(QPointF(mid, r.top()), QPointF(mid, r.bottom()));
        const QRectF bar = value >= 0 ? QRectF(mid, r.top() + 1, len, r.height() - 2)
                                      : QRectF(mid - len, r.top() + 1, len, r.height() - 2);
        p->fillRect(bar, value >= 0 ? palette.good : palette.bad);
        p->restore();
    }

private:
    ExplanationModel* model_;
};

} // namespace

BreakdownPage::BreakdownPage(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    phase_ = fixedLabel(this, 3, "phaseLine");
    layout->addWidget(phase_);

    model_ = new ExplanationModel(this);
    proxy_ = new ExplanationSortModel(this);
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(ExplanationModel::SortRole);
    view_ = new QTreeView(this);
    view_->setObjectName(QStringLiteral("breakdown"));
    view_->setModel(proxy_);
    view_->setRootIsDecorated(false);
    view_->setUniformRowHeights(true);
    view_->setAlternatingRowColors(true);
    view_->setMouseTracking(true);
    view_->setItemsExpandable(false);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    view_->setItemDelegateForColumn(ExplanationModel::BarCol, new BarDelegate(model_, view_));
    view_->setMinimumHeight(view_->fontMetrics().height() * 3);
    view_->setIndentation(view_->fontMetrics().averageCharWidth() * 2);
    QHeaderView* header = view_->header();
    header->setStretchLastSection(true);
    header->setMinimumSectionSize(24);
    header->setSectionResizeMode(QHeaderView::Interactive);
    // Narrow panels may hide the term columns (each piece's tooltip still lists its terms).
    termColumnsAction_ = new QAction(tr("Show the term columns"), header);
    termColumnsAction_->setObjectName(QStringLiteral("termColumns"));
    termColumnsAction_->setCheckable(true);
    termColumnsAction_->setChecked(true);
    header->addAction(termColumnsAction_);
    header->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(termColumnsAction_, &QAction::toggled, this, &BreakdownPage::setTermColumns);
    view_->setSortingEnabled(true);
    view_->sortByColumn(ExplanationModel::PieceCol, Qt::AscendingOrder);
    view_->viewport()->installEventFilter(this);
    connect(view_, &QTreeView::entered, this, [this](const QModelIndex& index) { highlightIndex(index); });
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] { updateHighlight(); });
    layout->addWidget(view_, 1);

    total_ = fixedLabel(this, 2, "breakdownTotal");
    layout->addWidget(total_);
    opinion_ = fixedLabel(this, 1, "secondOpinion");
    layout->addWidget(opinion_);

    // Stepping: icon buttons (their words are in the tooltips), the order, the counter.
    auto* controls = new QHBoxLayout;
    controls->setSpacing(2);
    startButton_ = inspectorButton(tr("Start"), tr("Start: add the pieces from zero (Ctrl+Home)"), this,
        QStyle::SP_MediaSkipBackward, "stepStart");
    backButton_ = inspectorButton(
        tr("Back"), tr("Back: take back the last step (Ctrl+Left)"), this, QStyle::SP_MediaSeekBackward, "stepBack");
    stepButton_ = inspectorButton(
        tr("Step"), tr("Step: add the next piece (Ctrl+Right)"), this, QStyle::SP_MediaSeekForward, "stepForward");
    playButton_ = inspectorButton(tr("Play"), tr("Play: add the pieces one by one, automatically (Ctrl+Space)"), this,
        QStyle::SP_MediaPlay, "stepPlay");
    playButton_->setCheckable(true);
    orderBox_ = new QComboBox(this);
    orderBox_->addItem(tr("Piece by piece"), int(StepOrder::PieceByPiece));
    orderBox_->addItem(tr("Material first"), int(StepOrder::MaterialFirst));
    orderBox_->setToolTip(tr("What each step adds: a whole piece, or every piece's material first and then "
                             "every square value"));
    // As wide as its longest item when there is room, down to a few letters when there is not.
    orderBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    orderBox_->setMinimumWidth(orderBox_->fontMetrics().averageCharWidth() * 8);
    stepCounter_ = new FitLabel(this); // "step 3 of 24", or "3/24" where that does not fit
    stepCounter_->setObjectName(QStringLiteral("stepCounter"));
    stepCounter_->setKeepBrief(true); // the order box shrinks first
    for (QToolButton* b : {startButton_, backButton_, stepButton_, playButton_})
        controls->addWidget(b);
    controls->addWidget(orderBox_);
    controls->addWidget(stepCounter_, 1);
    layout->addLayout(controls);
    sentence_ = fixedLabel(this, 2, "stepSentence");
    layout->addWidget(sentence_);

    playTimer_.setInterval(PLAY_MS);
    connect(&playTimer_, &QTimer::timeout, this, [this] {
        if (stepIndex_ + 1 >= int(steps_.size()))
            setPlaying(false);
        else
            stepForward();
    });
    connect(startButton_, &QToolButton::clicked, this, &BreakdownPage::stepStart);
    connect(backButton_, &QToolButton::clicked, this, &BreakdownPage::stepBack);
    connect(stepButton_, &QToolButton::clicked, this, &BreakdownPage::stepForward);
    connect(playButton_, &QToolButton::toggled, this, &BreakdownPage::setPlaying);
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
}

QAbstractItemModel* BreakdownPage::sortedModel() const { return proxy_; }

void BreakdownPage::setExplanation(const Explanation& e, const QString& modelName, int engineScore)
{
    setPlaying(false);
    model_->setExplanation(e, view_->fontMetrics().height() + 2, devicePixelRatioF());
    view_->expandAll();
    updateColumns();
    fitColumns();
    setFixedLabelText(phase_, tr("%1 · %2").arg(modelName, phaseText(e)));
    phase_->setToolTip(tr("%1\n\nHow the phase is counted: %2").arg(phaseText(e), phaseDetails(e)));
    setFixedLabelText(total_, footerText(e, engineScore));
    total_->setToolTip(tr("%1\n\n%2").arg(footerText(e, engineScore), footerDetails(e, engineScore)));
    steps_ = evaluationSteps(e, order_);
    stepIndex_ = -1;
    applyStep();
}

void BreakdownPage::fitColumns()
{
    // Once per position (and when the view turns narrow or wide): every column as wide as its
    // widest cell and its title (short titles when narrow). The bar column takes the rest.
    const bool narrow = width() < WIDE_ENOUGH_FOR_SQUARES;
    view_->setIndentation(narrow ? 0 : view_->fontMetrics().averageCharWidth() * 2);
    for (int c = 0; c < ExplanationModel::BarCol; ++c) {
        const int w = static_cast<QAbstractItemView*>(view_)->sizeHintForColumn(c); // public there
        view_->header()->resizeSection(c, std::max(w, view_->header()->sectionSizeHint(c)));
    }
}

void BreakdownPage::updateColumns()
{
    const Explanation& e = model_->explanation();
    const bool stages = e.kind == PhaseKind::Tapered
        && width() >= (e.hasTerms ? WIDE_ENOUGH_FOR_STAGES_WITH_TERMS : WIDE_ENOUGH_FOR_STAGES);
    // Narrow: "Pawn a2" in the piece column, so that the total stays in view.
    const bool terms = e.hasTerms && termColumns_;
    const bool squares = width() >= (terms ? WIDE_ENOUGH_FOR_SQUARES_WITH_TERMS : WIDE_ENOUGH_FOR_SQUARES);
    // Too narrow for every term column: the total moves next to the material (the terms scroll).
    const bool totalFirst = terms && width() < WIDE_ENOUGH_FOR_TERMS;
    QHeaderView* header = view_->header();
    const bool isFirst
        = header->visualIndex(ExplanationModel::TotalCol) < header->visualIndex(ExplanationModel::TableCol);
    if (view_->isColumnHidden(ExplanationModel::TableMgCol) == !stages
        && view_->isColumnHidden(ExplanationModel::SquareCol) == !squares
        && view_->isColumnHidden(ExplanationModel::MobilityCol) == !terms && isFirst == totalFirst)
        return;
    for (int c = ExplanationModel::MobilityCol; c < ExplanationModel::TotalCol; ++c)
        view_->setColumnHidden(c, !terms);
    view_->setColumnHidden(ExplanationModel::TableMgCol, !stages);
    view_->setColumnHidden(ExplanationModel::TableEgCol, !stages);
    model_->setSquareInPieceColumn(!squares);
    view_->setColumnHidden(ExplanationModel::SquareCol, !squares);
    if (isFirst != totalFirst)
        header->moveSection(header->visualIndex(ExplanationModel::TotalCol),
            header->visualIndex(totalFirst ? ExplanationModel::MaterialCol : ExplanationModel::ThreatsCol));
    fitColumns();
}

void BreakdownPage::setTermColumns(bool on)
{
    termColumns_ = on;
    const QSignalBlocker block(termColumnsAction_);
    termColumnsAction_->setChecked(on);
    updateColumns();
}

void BreakdownPage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    updateColumns();
}

QString BreakdownPage::totalText() const { return total_->text(); }
QString BreakdownPage::totalDetails() const { return total_->toolTip(); }

QString BreakdownPage::phaseLine() const { return phase_->text(); }

void BreakdownPage::setSecondOpinion(const QString& text, const QString& details, bool analysing)
{
    opinion_->setText(text);
    opinion_->setToolTip(details);
    const int lines = analysing ? OPINION_LINES : 1;
    const int height = opinion_->fontMetrics().lineSpacing() * lines + 2;
    if (opinion_->minimumHeight() != height)
        opinion_->setFixedHeight(height);
}

QString BreakdownPage::secondOpinion() const { return opinion_->text(); }
QString BreakdownPage::secondOpinionDetails() const { return opinion_->toolTip(); }

QModelIndex BreakdownPage::rowFor(Square s) const
{
    const auto& pieces = model_->explanation().pieces;
    for (int i = 0; i < int(pieces.size()); ++i)
        if (pieces[std::size_t(i)].square == s)
            return proxy_->mapFromSource(model_->pieceIndex(i));
    return {};
}

void BreakdownPage::selectSquare(Square s)
{
    if (s == SQ_NONE || stepIndex_ >= 0)
        return;
    const QModelIndex index = rowFor(s);
    if (index.isValid()) {
        view_->setCurrentIndex(index);
        view_->scrollTo(index);
    }
}

bool BreakdownPage::eventFilter(QObject* watched, QEvent* event)
{
    // Leaving the table: the hover highlight no longer applies (stepping keeps its piece).
    if (watched == view_->viewport() && event->type() == QEvent::Leave) {
        if (stepIndex_ >= 0)
            updateHighlight();
        else
            emit highlightChanged(NO_PIECE, SQ_NONE);
    }
    return QWidget::eventFilter(watched, event);
}

void BreakdownPage::highlightIndex(const QModelIndex& viewIndex)
{
    const QVariant index = viewIndex.siblingAtColumn(0).data(ExplanationModel::IndexRole);
    if (!index.isValid()) {
        emit highlightChanged(NO_PIECE, SQ_NONE);
        return;
    }
    const PieceTerm& t = model_->explanation().pieces[std::size_t(index.toInt())];
    emit highlightChanged(t.piece, t.square);
}

void BreakdownPage::updateHighlight()
{
    if (stepIndex_ >= 0) {
        const EvalStep& step = steps_[std::size_t(stepIndex_)];
        if (step.piece >= 0) {
            const PieceTerm& t = model_->explanation().pieces[std::size_t(step.piece)];
            emit highlightChanged(t.piece, t.square);
        } else {
            emit highlightChanged(NO_PIECE, SQ_NONE);
        }
        return;
    }
    highlightIndex(view_->currentIndex());
}

// Stepping ----------------------------------------------------------------------------------------

void BreakdownPage::setStepOrder(StepOrder order)
{
    order_ = order;
    const QSignalBlocker block(orderBox_);
    orderBox_->setCurrentIndex(orderBox_->findData(int(order)));
    const bool stepping = stepIndex_ >= 0;
    steps_ = evaluationSteps(model_->explanation(), order_);
    stepIndex_ = stepping ? 0 : -1;
    applyStep();
}

void BreakdownPage::stepStart()
{
    emit stepping();
    stepIndex_ = 0;
    applyStep();
}

void BreakdownPage::stepForward()
{
    emit stepping();
    if (stepIndex_ + 1 < int(steps_.size()))
        ++stepIndex_;
    applyStep();
}

void BreakdownPage::stepBack()
{
    emit stepping();
    if (stepIndex_ < 0)
        stepIndex_ = int(steps_.size()) - 1;
    else if (stepIndex_ > 0)
        --stepIndex_;
    applyStep();
}

void BreakdownPage::stepEnd()
{
    setPlaying(false);
    stepIndex_ = -1;
    applyStep();
}

void BreakdownPage::setPlaying(bool play)
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
    playButton_->setAccessibleName(playButton_->text());
    playButton_->setIcon(style()->standardIcon(play ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

QString BreakdownPage::sentence() const { return sentence_->text(); }

void BreakdownPage::applyStep()
{
    const Explanation& e = model_->explanation();
    const int n = int(e.pieces.size());
    int current = -1;
    if (stepIndex_ >= 0) {
        std::vector<char> materialIn(std::size_t(n), 0), tableIn(std::size_t(n), 0);
        std::vector<char> sideIn(e.sideTerms.size(), 0);
        for (int i = 0; i <= stepIndex_; ++i) {
            const EvalStep& s = steps_[std::size_t(i)];
            if (s.sideTerm >= 0)
                sideIn[std::size_t(s.sideTerm)] = 1;
            if (s.piece < 0)
                continue;
            if (s.kind != EvalStep::Positional)
                materialIn[std::size_t(s.piece)] = 1;
            if (s.kind != EvalStep::Material)
                tableIn[std::size_t(s.piece)] = 1;
        }
        const EvalStep& s = steps_[std::size_t(stepIndex_)];
        current = s.piece;
        model_->setStep(
            std::move(materialIn), std::move(tableIn), current, s.white, s.black, std::move(sideIn), s.sideTerm);
        {
            const QSignalBlocker block(view_->selectionModel());
            const QModelIndex source = current >= 0 ? model_->pieceIndex(current) : model_->sideTermIndex(s.sideTerm);
            if (source.isValid()) {
                const QModelIndex index = proxy_->mapFromSource(source);
                view_->setCurrentIndex(index);
                view_->scrollTo(index);
            } else {
                view_->setCurrentIndex({});
            }
        }
    } else {
        model_->clearStep();
    }

    const int count = int(steps_.size());
    startButton_->setEnabled(count > 0);
    backButton_->setEnabled(stepIndex_ != 0);
    stepButton_->setEnabled(stepIndex_ + 1 < count);
    if (stepIndex_ < 0) {
        stepCounter_->setTexts(tr("%1 steps").arg(count), QString::number(count));
        setFixedLabelText(sentence_, tr("Step (Ctrl+Right) or Play adds the pieces one at a time, from zero."));
    } else {
        const EvalStep& s = steps_[std::size_t(stepIndex_)];
        stepCounter_->setTexts(tr("step %1 of %2").arg(stepIndex_ + 1).arg(count),
            tr("%1/%2", "step counter where the words do not fit").arg(stepIndex_ + 1).arg(count));
        setFixedLabelText(sentence_, stepSentence(e, s));
    }
    updateHighlight();
}

} // namespace kdui
