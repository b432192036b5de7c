#include "inspectorpanel.h"

#include "boardview.h"
#include "core/rules.h"
#include "evalgraph.h"
#include "format.h"
#include "game/gameresult.h"
#include "game/review.h"
#include "heatmap.h"
#include "inspectorbreakdown.h"
#include "inspectorcompare.h"
#include "inspectorline.h"
#include "inspectormove.h"
#include "inspectortext.h"
#include "modellibrary.h"
#include "search/search.h"

#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace kdui {

using namespace kd;

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
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    auto* top = new QHBoxLayout;
    header_ = fixedLabel(this, 2, "inspectorHeader");
    QFont bold = header_->font();
    bold.setBold(true);
    header_->setFont(bold);
    top->addWidget(header_, 1);
    backToGame_ = new QPushButton(tr("Back to the game"), this);
    backToGame_->setToolTip(tr("Inspect the game's position again"));
    backToGame_->setAutoDefault(false);
    backToGame_->hide();
    connect(backToGame_, &QPushButton::clicked, this, &InspectorPanel::showGame);
    top->addWidget(backToGame_);
    layout->addLayout(top);

    tabs_ = new QTabWidget(this);
    // Whole titles: on a narrow panel the bar scrolls (arrows at its end) rather than cutting
    // them to "Breakd…" and "M…".
    tabs_->setUsesScrollButtons(true);
    tabs_->setElideMode(Qt::ElideNone);
    breakdown_ = new BreakdownPage(this);
    move_ = new MovePage(this);
    line_ = new LinePage(this);
    compare_ = new ComparePage(models_, this);
    tabs_->addTab(breakdown_, tr("Breakdown"));
    tabs_->addTab(move_, tr("Move"));
    tabs_->addTab(line_, tr("Engine line"));
    tabs_->addTab(compare_, tr("Compare"));
    tabs_->setTabToolTip(BreakdownTab, tr("Each piece's material and positional share of the score"));
    tabs_->setTabToolTip(MoveTab, tr("What the last move changed, piece by piece"));
    tabs_->setTabToolTip(LineTab, tr("The engine's line, position by position, on a preview board"));
    tabs_->setTabToolTip(CompareTab, tr("The position under a second model, piece by piece, with the differences"));
    layout->addWidget(tabs_, 1);
    connect(breakdown_, &BreakdownPage::highlightChanged, this, &InspectorPanel::setHighlight);
    connect(move_, &MovePage::highlightChanged, this, &InspectorPanel::setHighlight);
    connect(breakdown_, &BreakdownPage::stepping, this, [this] { showTab(BreakdownTab); });
    connect(line_, &LinePage::showRequested, this, &InspectorPanel::showLine);

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
    connect(models_, &ModelLibrary::listChanged, this, [this] {
        compare_->modelsChanged();
        updateHeader(); // a model saved under a new name, or marked edited
    });
    compare_->setCompareModel(models_->current() == 0 ? 1 : 0);
    refresh();
}

QString InspectorPanel::modelName() const { return models_->displayName(models_->current()); }

QString InspectorPanel::headerText() const { return header_->text(); }

// Forwarding to the pages ---------------------------------------------------------------------------

QTreeView* InspectorPanel::breakdown() const { return breakdown_->view(); }
ExplanationModel* InspectorPanel::breakdownModel() const { return breakdown_->model(); }
QString InspectorPanel::totalText() const { return breakdown_->totalText(); }
QString InspectorPanel::totalDetails() const { return breakdown_->totalDetails(); }
QString InspectorPanel::phaseLine() const { return breakdown_->phaseLine(); }
QString InspectorPanel::secondOpinion() const { return breakdown_->secondOpinion(); }
QString InspectorPanel::secondOpinionDetails() const { return breakdown_->secondOpinionDetails(); }
QModelIndex InspectorPanel::rowFor(Square s) const { return breakdown_->rowFor(s); }
void InspectorPanel::setStepOrder(StepOrder order) { breakdown_->setStepOrder(order); }
StepOrder InspectorPanel::stepOrder() const { return breakdown_->stepOrder(); }
const std::vector<EvalStep>& InspectorPanel::steps() const { return breakdown_->steps(); }
int InspectorPanel::stepIndex() const { return breakdown_->stepIndex(); }
void InspectorPanel::stepStart() { breakdown_->stepStart(); }
void InspectorPanel::stepForward() { breakdown_->stepForward(); }
void InspectorPanel::stepBack() { breakdown_->stepBack(); }
void InspectorPanel::stepEnd() { breakdown_->stepEnd(); }
void InspectorPanel::setPlaying(bool play) { breakdown_->setPlaying(play); }
bool InspectorPanel::playing() const { return breakdown_->playing(); }
void InspectorPanel::setPlayInterval(int ms) { breakdown_->setPlayInterval(ms); }
QString InspectorPanel::sentence() const { return breakdown_->sentence(); }
QTreeWidget* InspectorPanel::deltaTable() const { return move_->table(); }
QString InspectorPanel::deltaSummary() const { return move_->summary(); }
bool InspectorPanel::hasLine() const { return line_->hasLine(); }
int InspectorPanel::lineLength() const { return line_->length(); }
BoardView* InspectorPanel::lineBoard() const { return line_->board(); }
QString InspectorPanel::lineSummary() const { return line_->summary(); }
void InspectorPanel::setCompareModel(int index) { compare_->setCompareModel(index); }
int InspectorPanel::compareModel() const { return compare_->compareModel(); }
QTreeWidget* InspectorPanel::compareTable() const { return compare_->table(); }
QString InspectorPanel::compareSummary() const { return compare_->summary(); }
QString InspectorPanel::compareNote() const { return compare_->note(); }
void InspectorPanel::showTab(Tab tab) { tabs_->setCurrentIndex(tab); }
InspectorPanel::Tab InspectorPanel::currentTab() const { return Tab(tabs_->currentIndex()); }
int InspectorPanel::engineScore() const { return evaluate(position_, *tables_); }
QString InspectorPanel::exportGraph(const QString& path) const { return graph_->exportPng(path); }

// The highlight ------------------------------------------------------------------------------------

void InspectorPanel::selectSquare(Square s)
{
    // Behind another tab or closed, the panel marks nothing: a selected row would put a mark on the
    // board that no later position change (the hidden panel is not refreshed) would take away.
    if (!isVisible())
        return;
    breakdown_->selectSquare(s);
}

void InspectorPanel::setHighlight(Piece pc, Square s)
{
    highlighted_ = s;
    line_->board()->setOverlay(QStringLiteral("inspect"), inspectingLine() ? markFill(s) : QMap<Square, QColor>());
    emit highlightChanged(pc, s);
}

void InspectorPanel::hideEvent(QHideEvent* event)
{
    // A closed inspector marks nothing.
    setPlaying(false);
    setHighlight(NO_PIECE, SQ_NONE);
    QWidget::hideEvent(event);
}

// The graph's place ------------------------------------------------------------------------------
// Under the tabs the graph wants its preferred height; where the scroll area the panel sits in is
// too short for that on top of what the tabs need, the scroll area would push the graph out of
// view (at 1024x640 and 800x600 only a strip of it showed). It then becomes the tabs' fifth page
// and comes back under them once the visible height reaches unfoldHeight_: the height the panel
// needed with the graph under the tabs, measured while another page is shown (the tabs measure by
// the page shown), so the choice does not swing back and forth.

bool InspectorPanel::graphInTabs() const { return tabs_->indexOf(graph_) >= 0; }

int InspectorPanel::visibleHeight() const { return watchedViewport_ ? watchedViewport_->height() : height(); }

void InspectorPanel::placeGraph()
{
    // What the scroll area asks of the panel at its width (the same measure it scrolls by).
    const auto neededHeight
        = [this] { return hasHeightForWidth() ? heightForWidth(width()) : minimumSizeHint().height(); };
    if (!graphInTabs()) {
        const int needed = neededHeight();
        if (needed <= visibleHeight())
            return;
        unfoldHeight_ = needed;
        layout()->removeWidget(graph_);
        tabs_->addTab(graph_, tr("Graph"));
        tabs_->setTabToolTip(GraphTab, tr("The evaluation over the whole game; click a move to go there"));
        return;
    }
    // While the graph is the page shown, the tabs measure by it alone, and what the other pages
    // need is the height measured last time one of them was shown.
    const bool current = tabs_->currentWidget() == graph_;
    if (!current)
        unfoldHeight_ = neededHeight() + graph_->sizeHint().height() + layout()->spacing();
    if (unfoldHeight_ > visibleHeight())
        return;
    tabs_->removeTab(tabs_->indexOf(graph_));
    static_cast<QVBoxLayout*>(layout())->addWidget(graph_);
    graph_->show();
    if (current)
        tabs_->setCurrentIndex(BreakdownTab);
}

void InspectorPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeGraph();
}

bool InspectorPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == watchedViewport_ && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(this, &InspectorPanel::placeGraph, Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

void InspectorPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // The scroll area the panel is shown in (the main window's panel frame), if any: its height is
    // the room the panel really has.
    QWidget* viewport = nullptr;
    for (QWidget* w = parentWidget(); w; w = w->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(w)) {
            viewport = area->viewport();
            break;
        }
    if (viewport != watchedViewport_) {
        if (watchedViewport_)
            watchedViewport_->removeEventFilter(this);
        watchedViewport_ = viewport;
        if (watchedViewport_)
            watchedViewport_->installEventFilter(this);
    }
    placeGraph();
    updateOpinion(); // reports recorded while hidden
    if (pendingLine_) {
        const EngineLine line = *std::exchange(pendingLine_, std::nullopt);
        setEngineLine(line);
    }
    if (graphDirty_)
        refreshGraph();
}

// The engine's line --------------------------------------------------------------------------------

void InspectorPanel::setEngineLine(const EngineLine& line)
{
    if (line.pv.empty() || inspectingLine())
        return; // keep the line being stepped through; the next one comes with the next search
    line_->setLine(line, *tables_, controller_->viewPosition(), -1);
}

void InspectorPanel::showLine(int k)
{
    if (!hasLine())
        return;
    setPlaying(false);
    k = std::clamp(k, 0, lineLength());
    const EngineLine& line = line_->line();
    Position pos = line.root;
    std::optional<MoveDelta> delta;
    for (int i = 0; i < k; ++i) {
        if (i == k - 1)
            delta = explainMove(pos, line.pv[std::size_t(i)], *tables_);
        pos.doMove(line.pv[std::size_t(i)]);
    }
    lineIndex_ = k;
    line_->setIndex(k, pos);
    backToGame_->show();
    inspect(pos, delta);
}

void InspectorPanel::showGame()
{
    if (!inspectingLine())
        return;
    lineIndex_ = -1;
    backToGame_->hide();
    line_->board()->setOverlay(QStringLiteral("inspect"), {});
    refresh();
}

// The position and the graph ----------------------------------------------------------------------

void InspectorPanel::refresh()
{
    if (tables_ != controller_->tables()) {
        compare_->modelsChanged(); // the models changed: the compared one may have been edited
        quietScores_.clear();
        pointKeys_.clear(); // every point is evaluated again
    }
    if (pendingLine_) {
        tables_ = controller_->tables();
        const EngineLine line = *std::exchange(pendingLine_, std::nullopt);
        setEngineLine(line);
    }
    tables_ = controller_->tables();
    if (inspectingLine()) {
        line_->setLine(line_->line(), *tables_, controller_->viewPosition(), lineIndex_);
        showLine(lineIndex_);
    } else {
        const Game& game = controller_->game();
        const int ply = controller_->viewPly();
        std::optional<MoveDelta> delta;
        if (ply > 0)
            delta = explainMove(game.positionAt(ply - 1), game.moves()[std::size_t(ply - 1)], *tables_);
        inspect(controller_->viewPosition(), delta);
        line_->setLine(line_->line(), *tables_, controller_->viewPosition(), -1);
    }
    refreshGraph();
}

void InspectorPanel::inspect(const Position& pos, std::optional<MoveDelta> delta)
{
    position_ = pos;
    explanation_ = explain(pos, *tables_);
    delta_ = std::move(delta);
    const QString name = modelName();
    // Another position: stepping ends, the selection goes and so does the mark (it belongs to the
    // old position; an empty square must not stay marked).
    breakdown_->setExplanation(explanation_, name, engineScore());
    move_->setDelta(delta_, explanation_.phaseMax, explanation_.kind, inspectingLine(), explanation_.hasTerms);
    compare_->setPosition(position_, explanation_, name);
    setHighlight(NO_PIECE, SQ_NONE);
    updateOpinion();

    QString where;
    if (inspectingLine()) {
        where = lineIndex_ == 0 ? tr("Engine line: the searched position")
                                : tr("Engine line: after %1 of %2 moves (%3)")
                                      .arg(lineIndex_)
                                      .arg(lineLength())
                                      .arg(line_->moveText(lineIndex_));
    } else {
        const int ply = controller_->viewPly();
        const Game& game = controller_->game();
        where = ply == 0
            ? (game.setUp() ? tr("Game: the set-up position") : tr("Game: the start position"))
            : tr("Game: after %1").arg(numberedSan(game.positionAt(ply - 1), game.moves()[std::size_t(ply - 1)]));
    }
    where_ = where;
    updateHeader();
}

void InspectorPanel::updateHeader()
{
    // A position the rules have ended is named by its result: the static evaluation of a mated
    // side's material is the breakdown's business, not the verdict.
    const GameStatus status = gameStatus(position_);
    if (status != GameStatus::Ongoing) {
        setFixedLabelText(header_,
            tr("%1 · %2 (%3: %4)")
                .arg(where_, reasonText(GameResult::fromStatus(status, position_)), modelName(),
                    signedValue(explanation_.whiteScore)));
        return;
    }
    setFixedLabelText(
        header_, tr("%1 · %2: %3 for White").arg(where_, modelName(), signedValue(explanation_.whiteScore)));
}

void InspectorPanel::recordSearch(const EngineLine& line)
{
    searchScores_.insert(line.ply, SearchScore {line.root.key(), line.scoreWhite, line.depth});
    if (!isVisible()) {
        // Several of these come per search: a hidden panel keeps the score and rebuilds once shown.
        if (!line.pv.empty())
            pendingLine_ = line;
        graphDirty_ = true;
        return;
    }
    setEngineLine(line);
    refreshGraph();
}

// The second opinion ------------------------------------------------------------------------------

void InspectorPanel::recordAnalysis(const EngineLine& line, bool kandinsky)
{
    const AnalysisSource source = kandinsky ? Own : External;
    const AnalysisRecord record {line.root.key(), line.player, line.depth, line.scoreWhite, line.bound,
        kandinsky ? controller_->tables() : nullptr};
    QHash<int, AnalysisRecord>& records = analysis_[source];
    const bool first = analysis_[External].isEmpty() && analysis_[Own].isEmpty(); // the hint goes
    const auto it = records.constFind(line.ply);
    if (it != records.constEnd() && it->key == record.key && it->player == record.player && it->tables == record.tables
        && (record.depth < it->depth || *it == record))
        return; // a shallower report (or the same one again) keeps the deeper one
    records.insert(line.ply, record);
    if (!kandinsky)
        lastAnalyser_ = line.player;
    if (!isVisible()) {
        graphDirty_ = true; // the Breakdown is written again when shown
        return;
    }
    if (first || position_.key() == record.key)
        updateOpinion();
    refreshGraph();
}

void InspectorPanel::clearAnalysis()
{
    for (auto& records : analysis_)
        records.clear();
    lastAnalyser_.clear();
    if (!isVisible()) {
        graphDirty_ = true;
        return;
    }
    updateOpinion();
    refreshGraph();
}

const InspectorPanel::AnalysisRecord* InspectorPanel::opinionOf(AnalysisSource source) const
{
    const QHash<int, AnalysisRecord>& records = analysis_[source];
    const quint64 key = position_.key();
    const auto applies
        = [&](const AnalysisRecord& r) { return r.key == key && (source == External || r.tables == tables_); };
    if (!inspectingLine()) {
        const auto it = records.constFind(controller_->viewPly());
        return it != records.constEnd() && applies(*it) ? &*it : nullptr;
    }
    // A position along the engine's line has no game ply: any report on the same position.
    const AnalysisRecord* found = nullptr;
    for (const AnalysisRecord& r : records)
        if (applies(r) && (!found || r.depth > found->depth))
            found = &r;
    return found;
}

void InspectorPanel::updateOpinion()
{
    const bool analysing = !analysis_[External].isEmpty() || !analysis_[Own].isEmpty();
    if (!analysing) {
        const QString hint = tr("Compare with an engine: Analysis menu.");
        breakdown_->setSecondOpinion(hint,
            tr("%1\n\nSecond opinion: in analysis mode an engine (Stockfish, or Kandinsky's own search) scores "
               "the position shown. Its score appears here beside the tables' static score, with the difference "
               "in words: what the piece-square tables cannot see.")
                .arg(hint),
            false);
        return;
    }
    std::optional<Opinion> opinions[SOURCE_NB];
    for (AnalysisSource s : {External, Own})
        if (const AnalysisRecord* r = opinionOf(s))
            opinions[s]
                = Opinion {s == Own ? tr("%1 search").arg(r->player) : r->player, r->depth, r->scoreWhite, r->bound};
    const int tables = explanation_.whiteScore;
    QStringList lines, details;
    for (AnalysisSource s : {External, Own})
        if (opinions[s])
            lines << opinionLine(*opinions[s]);
    const std::optional<Opinion>& main = opinions[External] ? opinions[External] : opinions[Own];
    if (!main) {
        const QString note = inspectingLine()
            ? tr("Second opinion: no analysis of this position along the engine's line. Analysis follows the "
                 "game's position: go back to the game to compare.")
            : lastAnalyser_.isEmpty() ? tr("Second opinion: no analysis of this position yet.")
                                      : tr("Second opinion: %1 has not analysed this position yet.").arg(lastAnalyser_);
        breakdown_->setSecondOpinion(note,
            note
                + tr("\n\nAn analyser's score is kept for the position it analysed; move to an analysed position, or "
                     "let the analysis reach this one."),
            true);
        return;
    }
    lines << opinionSentence(tables, *main);
    details << lines;
    if (opinions[External] && opinions[Own])
        details << opinionSentence(tables, *opinions[Own]);
    details << QString()
            << tr("The tables' score is the model's static sum of the pieces (%1), without looking ahead. An "
                  "analyser looks ahead: where it disagrees, the tables miss something (a tactic, a king in "
                  "danger, a pawn that queens). Kandinsky's own search uses these same tables. Scores are from "
                  "White's side; ≥ and ≤ mark a bound (the search had not settled on an exact score at that "
                  "depth).")
                   .arg(modelName());
    breakdown_->setSecondOpinion(lines.join(QLatin1Char('\n')), details.join(QLatin1Char('\n')), true);
}

int InspectorPanel::quietWhite(const Position& pos)
{
    const auto it = quietScores_.constFind(pos.key());
    if (it != quietScores_.constEnd())
        return *it;
    if (quietScores_.size() > 20000)
        quietScores_.clear(); // many games seen: start again rather than grow
    const int q = quiescenceScore(pos, tables_);
    const int white = pos.sideToMove() == WHITE ? q : -q;
    quietScores_.insert(pos.key(), white);
    return white;
}

void InspectorPanel::refreshGraph()
{
    const Game& game = controller_->game();
    // The game usually grows by a ply, or a search scores one: the points whose position and search
    // score are unchanged are kept, and only the others evaluated (quiescenceScore() is not free).
    const QVector<EvalGraph::Point>& old = graph_->points();
    if (pointKeys_.size() != old.size())
        pointKeys_.clear();
    QVector<EvalGraph::Point> points;
    QVector<quint64> keys;
    points.reserve(game.plyCount() + 1);
    keys.reserve(game.plyCount() + 1);
    int computed = 0;
    // A PGN's [%eval] comments (a review's, or another program's) draw the analyser's curve where
    // no analyser scored the position; a review's NAGs (?!, ?, ??) mark the moves.
    const std::vector<int> nodes = controller_->lineNodes();
    const MoveTree& tree = controller_->record().tree();
    bool pgnEvals = false;
    Position pos = game.start();
    for (int ply = 0; ply <= game.plyCount(); ++ply) {
        if (ply > 0)
            pos.doMove(game.moves()[std::size_t(ply - 1)]);
        std::optional<int> search, analyser;
        int searchDepth = 0;
        const auto it = searchScores_.constFind(ply);
        if (it != searchScores_.constEnd() && it->key == pos.key()) {
            search = it->scoreWhite;
            searchDepth = it->depth;
        }
        // Kandinsky's analysis is the engine's search too: the deeper of the two is plotted.
        const auto own = analysis_[Own].constFind(ply);
        if (own != analysis_[Own].constEnd() && own->key == pos.key() && own->tables == tables_
            && (!search || own->depth > searchDepth))
            search = own->scoreWhite;
        const auto external = analysis_[External].constFind(ply);
        if (external != analysis_[External].constEnd() && external->key == pos.key())
            analyser = external->scoreWhite;
        const MoveNode& node = tree.node(nodes[std::size_t(ply)]);
        if (int recorded = 0; !analyser && commentEval(node.comment, recorded)) {
            analyser = recorded;
            pgnEvals = true;
        }
        const int mark = int(judgementOfNags(node.nags));
        keys.push_back(pos.key());
        if (ply < pointKeys_.size() && pointKeys_[ply] == pos.key() && old[ply].searchWhite == search
            && old[ply].analyserWhite == analyser && old[ply].mark == mark) {
            points.push_back(old[ply]);
            continue;
        }
        EvalGraph::Point p;
        p.staticWhite = whiteScore(pos, *tables_);
        p.quietWhite = quietWhite(pos);
        p.searchWhite = search;
        p.analyserWhite = analyser;
        p.mark = mark;
        points.push_back(p);
        ++computed;
    }
    pointKeys_ = keys;
    graphDirty_ = false;
    ++graphRebuilds_;
    pliesEvaluated_ += computed;
    graph_->setAnalyserName(!lastAnalyser_.isEmpty() || !pgnEvals ? lastAnalyser_ : tr("evaluations in the PGN"));
    graph_->setPoints(points, controller_->viewPly());
}

} // namespace kdui
