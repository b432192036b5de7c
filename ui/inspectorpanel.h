// InspectorPanel: why the engine scores a position as it does, exactly. It shows one position at a
// time (the game's viewed position, or a position along the engine's principal variation) in four
// tabs over an evaluation graph:
//   Breakdown  kd::explain() as a table, one row per piece grouped by side, sortable, with a bar
//              per row; the footer subtracts and applies the side-to-move sign, beside evaluate().
//              Start/Back/Step/Play add the pieces one at a time with a sentence per step
//              (kd::evaluationSteps()).
//   Move       what the move that led here changed: kd::explainMove()'s terms, which add up.
//   Line       the last search's principal variation on a preview board, step by step to its leaf.
//   Compare    the same position under a second model, piece by piece, with the differences.
// Selecting or hovering a row (or a stepping piece) emits highlightChanged(); the main window lights
// the square on the board and the cell in the heatmap. Hovering a piece on the board selects its
// row (selectSquare()). Every number comes from the engine library; nothing is recomputed here.
#pragma once

#include "evalsteps.h"
#include "gamecontroller.h"

#include <QColor>
#include <QHash>
#include <QMap>
#include <QTimer>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTabWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace kdui {

class BoardView;
class EvalGraph;
class ModelLibrary;

// The board fill that marks the inspector's piece (empty for SQ_NONE).
QMap<kd::Square, QColor> markFill(kd::Square s);

class InspectorPanel : public QWidget {
    Q_OBJECT

public:
    enum Tab { BreakdownTab, MoveTab, LineTab, CompareTab };
    // Breakdown columns.
    enum Column { PieceCol, SquareCol, MaterialCol, TableCol, TableMgCol, TableEgCol, TotalCol, BarCol, ColumnCount };

    InspectorPanel(GameController* controller, ModelLibrary* models, QWidget* parent = nullptr);

    // The position inspected: the game's viewed one, or one along the engine's line.
    bool inspectingLine() const { return lineIndex_ >= 0; }
    const kd::Position& position() const { return position_; }
    const kd::Explanation& explanation() const { return explanation_; }
    int engineScore() const; // evaluate() of the position with the model in play, side to move
    const std::optional<kd::MoveDelta>& delta() const { return delta_; } // the move that led here
    void showTab(Tab tab);
    Tab currentTab() const;

    // Breakdown.
    QTreeWidget* breakdown() const { return table_; }
    QString totalText() const; // the footer: the subtraction, the sign, evaluate()
    // The row of the piece on a square (nullptr if none) and the square of a row.
    QTreeWidgetItem* rowFor(kd::Square s) const;
    kd::Square highlighted() const { return highlighted_; }

    // Stepping through the evaluation. Not stepping: every row counts (stepIndex() == -1).
    void setStepOrder(kd::StepOrder order);
    kd::StepOrder stepOrder() const { return order_; }
    const std::vector<kd::EvalStep>& steps() const { return steps_; }
    int stepIndex() const { return stepIndex_; }
    void stepStart();
    void stepForward();
    void stepBack();
    void stepEnd(); // stops stepping: the whole table again
    void setPlaying(bool play);
    bool playing() const { return playTimer_.isActive(); }
    void setPlayInterval(int ms) { playTimer_.setInterval(ms); } // the time between played steps
    QString sentence() const; // what the current step adds, in words

    // Move.
    QTreeWidget* deltaTable() const { return deltaTable_; }
    QString deltaSummary() const;

    // The evaluation graph of the game.
    EvalGraph* graph() const { return graph_; }
    QString exportGraph(const QString& path) const; // an error, or ""

    // Line: the engine's last principal variation. showLine(k) inspects the position after k of
    // its moves (0: the searched position); showGame() goes back to the game.
    void setEngineLine(const EngineLine& line);
    bool hasLine() const { return !line_.pv.empty(); }
    int lineLength() const { return int(line_.pv.size()); }
    int lineIndex() const { return lineIndex_; }
    void showLine(int k);
    void showGame();
    BoardView* lineBoard() const { return lineBoard_; }
    QString lineSummary() const;

    // Compare: a second model, by the ModelLibrary's index.
    void setCompareModel(int index);
    int compareModel() const { return compareIndex_; }
    QTreeWidget* compareTable() const { return compareTable_; }
    QString compareSummary() const;

public slots:
    // Re-reads the controller's viewed position, the model in play and the game's evaluations.
    void refresh();
    // A piece hovered on the main board: its row is selected (SQ_NONE: nothing happens).
    void selectSquare(kd::Square s);
    void recordSearch(const EngineLine& line); // a search score for the graph (and the line)

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    // The piece whose row is selected or stepped (NO_PIECE and SQ_NONE: none).
    void highlightChanged(kd::Piece piece, kd::Square square);
    void message(const QString& text, bool error);

private:
    QWidget* buildBreakdownTab();
    QWidget* buildMoveTab();
    QWidget* buildLineTab();
    QWidget* buildCompareTab();
    void inspect(const kd::Position& pos, std::optional<kd::MoveDelta> delta);
    void fillBreakdown();
    void fillDelta();
    void fillCompare();
    void fillCompareBox();
    void fillLine();
    void refreshGraph();
    void applyStep(); // greys, bolds and totals for the current step
    void setHighlight(kd::Piece pc, kd::Square s);
    void onRowChanged();

    GameController* controller_;
    ModelLibrary* models_;
    std::shared_ptr<const kd::EvalTables> tables_;

    kd::Position position_;
    kd::Explanation explanation_;
    std::optional<kd::MoveDelta> delta_;
    kd::Square highlighted_ = kd::SQ_NONE;

    QLabel* header_;
    QPushButton* backToGame_;
    QTabWidget* tabs_;

    QTreeWidget* table_;
    QLabel* total_;
    QLabel* blendNote_;
    QComboBox* orderBox_;
    QPushButton* startButton_;
    QPushButton* backButton_;
    QPushButton* stepButton_;
    QPushButton* playButton_;
    QLabel* stepCounter_;
    QLabel* sentence_;
    QLabel* running_;
    kd::StepOrder order_ = kd::StepOrder::PieceByPiece;
    std::vector<kd::EvalStep> steps_;
    int stepIndex_ = -1;
    QTimer playTimer_;

    QLabel* deltaSummary_;
    QTreeWidget* deltaTable_;

    EvalGraph* graph_;
    // The engine's score per searched game ply, kept with the position's key so that a changed game
    // never shows a stale score.
    struct SearchScore {
        quint64 key = 0;
        int scoreWhite = 0;
    };
    QHash<int, SearchScore> searchScores_;

    EngineLine line_;
    int lineIndex_ = -1;
    QLabel* lineSummary_;
    QListWidget* lineMoves_;
    BoardView* lineBoard_;
    QPushButton* lineStart_;
    QPushButton* lineBack_;
    QPushButton* lineStep_;
    QPushButton* lineLeaf_;

    QComboBox* compareBox_;
    int compareIndex_ = -1;
    std::shared_ptr<const kd::EvalTables> compareTables_;
    QTreeWidget* compareTable_;
    QLabel* compareSummary_;
};

} // namespace kdui
