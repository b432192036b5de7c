// InspectorPanel: why the engine scores a position as it does, exactly. It holds the one inspected
// position (the game's viewed position, or a position along the engine's principal variation) and
// composes four tabs, one class each, over an evaluation graph (on a panel too short for both, the
// graph is a fifth tab, Graph, instead of a strip scrolled out of view):
//   Breakdown  BreakdownPage: kd::explain() as an item model (ExplanationModel) in a tree view,
//              stepping through kd::evaluationSteps().
//   Move       MovePage: what the move that led here changed (kd::explainMove()).
//   Line       LinePage: the last search's principal variation on a preview board.
//   Compare    ComparePage: the same position under a second model.
// Under the Breakdown's total, the second opinion: an analyser's score of the same position (an
// external UCI engine's, Kandinsky's own analysis search) and the difference named in words; the
// graph draws the external analyser's curve beside the engine's.
// The highlighted piece (a hovered, selected or stepped row) is emitted as highlightChanged();
// whenever it no longer applies (the panel hidden, another position, the mouse leaving the table)
// the panel emits highlightChanged(NO_PIECE, SQ_NONE). Every number comes from the engine library
// and is formatted through format.h.
#pragma once

#include "eval/evalsteps.h"
#include "gamecontroller.h"
#include "inspectormodel.h"

#include <QColor>
#include <QHash>
#include <QMap>
#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTabWidget;
class QTreeView;
class QTreeWidget;

namespace kdui {

class BoardView;
class BreakdownPage;
class ComparePage;
class EvalGraph;
class LinePage;
class ModelLibrary;
class MovePage;

// The board fill that marks the inspector's piece (empty for SQ_NONE).
QMap<kd::Square, QColor> markFill(kd::Square s);

class InspectorPanel : public QWidget {
    Q_OBJECT

public:
    // GraphTab exists only while the graph is folded into the tabs (graphInTabs()).
    enum Tab { BreakdownTab, MoveTab, LineTab, CompareTab, GraphTab };

    InspectorPanel(GameController* controller, ModelLibrary* models, QWidget* parent = nullptr);

    // The layout contract: the panel's preferred size never depends on its content.
    QSize sizeHint() const override { return {440, 640}; }

    // The position inspected: the game's viewed one, or one along the engine's line.
    bool inspectingLine() const { return lineIndex_ >= 0; }
    const kd::Position& position() const { return position_; }
    const kd::Explanation& explanation() const { return explanation_; }
    int engineScore() const; // evaluate() of the position with the model in play, side to move
    const std::optional<kd::MoveDelta>& delta() const { return delta_; } // the move that led here
    QString modelName() const; // the model in play, as the model list names it
    QString headerText() const;
    void showTab(Tab tab);
    Tab currentTab() const;

    // Breakdown.
    BreakdownPage* breakdownPage() const { return breakdown_; }
    QTreeView* breakdown() const; // over breakdownModel() sorted
    ExplanationModel* breakdownModel() const;
    QString totalText() const; // the footer: the subtraction, White's side, evaluate()
    QString totalDetails() const; // the footer's tooltip, with the side-to-move figure
    QString phaseLine() const;
    QString secondOpinion() const; // the second opinion's text, as shown
    QString secondOpinionDetails() const; // its tooltip
    QModelIndex rowFor(kd::Square s) const; // in breakdown()'s model; invalid if no piece there
    kd::Square highlighted() const { return highlighted_; }

    // Stepping through the evaluation. Not stepping: every row counts (stepIndex() == -1).
    void setStepOrder(kd::StepOrder order);
    kd::StepOrder stepOrder() const;
    const std::vector<kd::EvalStep>& steps() const;
    int stepIndex() const;
    void stepStart();
    void stepForward();
    void stepBack();
    void stepEnd(); // stops stepping: the whole table again
    void setPlaying(bool play);
    bool playing() const;
    void setPlayInterval(int ms); // the time between played steps
    QString sentence() const; // what the current step adds, in words

    // Move.
    QTreeWidget* deltaTable() const;
    QString deltaSummary() const;

    // The evaluation graph of the game.
    EvalGraph* graph() const { return graph_; }
    QString exportGraph(const QString& path) const; // an error, or ""

    // Line: the engine's last principal variation. showLine(k) inspects the position after k of
    // its moves (0: the searched position); showGame() goes back to the game.
    void setEngineLine(const EngineLine& line);
    bool hasLine() const;
    int lineLength() const;
    int lineIndex() const { return lineIndex_; }
    void showLine(int k);
    void showGame();
    BoardView* lineBoard() const;
    QString lineSummary() const;

    // Compare: a second model, by the ModelLibrary's index.
    void setCompareModel(int index);
    int compareModel() const;
    QTreeWidget* compareTable() const;
    QString compareSummary() const;
    QString compareNote() const;

public slots:
    // Re-reads the controller's viewed position, the model in play and the game's evaluations.
    void refresh();
    // A piece hovered on the main board: its row is selected (SQ_NONE, or the panel not visible:
    // nothing happens, and no highlight is emitted).
    void selectSquare(kd::Square s);
    // A search score for the graph (and the line). While the panel is not visible it is only kept:
    // the graph and the line are rebuilt when the panel is shown (or refreshed).
    void recordSearch(const EngineLine& line);
    // An analyser's report on line.root, the game's position at ply line.ply: line.player names
    // the analyser ("Stockfish 15.1", "Kandinsky"), line.depth, line.scoreWhite (White's side, may
    // be a mate score) and line.bound are used. kandinsky: Kandinsky's own analysis search (the
    // model in play: a report made under another model is not shown), otherwise an external engine. Each source keeps
    // one report per ply and position (kd::Position::key()): the deepest, the newest at equal depth; another position
    // at that ply or another analyser replaces it. Cheap: while the panel is hidden it is only kept. The Breakdown
    // shows the reports on the inspected position; the graph the external one's curve, and Kandinsky's feeds the
    // engine-search point where it is deeper than the search there. When analysis stops nothing needs calling: the
    // reports stay, shown for their positions.
    void recordAnalysis(const EngineLine& line, bool kandinsky);
    // A new game (or analysis reset): every report is forgotten, in the Breakdown and the graph.
    void clearAnalysis();

public:
    // For tests: how many times the graph was rebuilt, how many plies all rebuilds evaluated (a
    // rebuild keeps the unchanged points), and whether a rebuild waits for the panel to be shown.
    int graphRebuilds() const { return graphRebuilds_; }
    // Whether the graph is the tabs' fifth page (the panel's visible height is too short for the
    // tabs and the graph one above the other) rather than under them.
    bool graphInTabs() const;
    int pliesEvaluated() const { return pliesEvaluated_; }
    bool searchPending() const { return graphDirty_; }

signals:
    // The piece whose row is selected or stepped (NO_PIECE and SQ_NONE: none).
    void highlightChanged(kd::Piece piece, kd::Square square);
    void message(const QString& text, bool error);

protected:
    void hideEvent(QHideEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void inspect(const kd::Position& pos, std::optional<kd::MoveDelta> delta);
    void refreshGraph();
    void placeGraph(); // under the tabs or in them, by the height the panel is shown at
    int visibleHeight() const; // of the scroll area the panel is in (its own height in none)
    void updateHeader();
    void setHighlight(kd::Piece pc, kd::Square s);
    int quietWhite(const kd::Position& pos);
    void updateOpinion(); // the Breakdown's second opinion, for the inspected position

    GameController* controller_;
    ModelLibrary* models_;
    std::shared_ptr<const kd::EvalTables> tables_;

    kd::Position position_;
    kd::Explanation explanation_;
    std::optional<kd::MoveDelta> delta_;
    kd::Square highlighted_ = kd::SQ_NONE;
    int lineIndex_ = -1;

    QString where_; // the header's first part: which position
    QLabel* header_;
    QPushButton* backToGame_;
    QTabWidget* tabs_;
    BreakdownPage* breakdown_;
    MovePage* move_;
    LinePage* line_;
    ComparePage* compare_;

    EvalGraph* graph_;
    QWidget* watchedViewport_ = nullptr; // the scroll area's viewport whose resizes placeGraph() follows
    int unfoldHeight_ = 0; // the visible height the panel needs with the graph under the tabs
    // The engine's score per searched game ply, kept with the position's key so that a changed game
    // never shows a stale score.
    struct SearchScore {
        quint64 key = 0;
        int scoreWhite = 0;
        int depth = 0;
    };
    QHash<int, SearchScore> searchScores_;
    // The analysers' reports per game ply, with the position's key: [External] an external engine,
    // [Own] Kandinsky's analysis search. lastAnalyser_ names the newest external analyser (the
    // graph's legend).
    struct AnalysisRecord {
        quint64 key = 0;
        QString player;
        int depth = 0;
        int scoreWhite = 0;
        kd::Bound bound = kd::BOUND_EXACT;
        // Own: the model it searched with (the one in play when it reported); under another model
        // it is not shown (the second opinion says "these same tables").
        std::shared_ptr<const kd::EvalTables> tables;
        bool operator==(const AnalysisRecord&) const = default;
    };
    enum AnalysisSource { External, Own, SOURCE_NB };
    QHash<int, AnalysisRecord> analysis_[SOURCE_NB];
    QString lastAnalyser_;
    const AnalysisRecord* opinionOf(AnalysisSource source) const; // on the inspected position, or null
    // The quiet estimate (kd::quiescenceScore(), White's side) per position key, for tables_.
    QHash<quint64, int> quietScores_;
    // The graph's last points and each one's position key, for tables_: a rebuild computes only the
    // plies whose position or search score changed.
    QVector<quint64> pointKeys_;
    // Searches recorded while hidden: the graph and the newest line wait for the panel to show.
    bool graphDirty_ = false;
    std::optional<EngineLine> pendingLine_;
    int graphRebuilds_ = 0;
    int pliesEvaluated_ = 0;
};

} // namespace kdui
