// The inspector's Breakdown tab: kd::explain() of the inspected position as a tree (ExplanationModel
// through ExplanationSortModel in a QTreeView), the phase line, the footer that subtracts and
// applies the side-to-move sign beside evaluate(), the second opinion (an analyser's score of the
// same position, set by the panel), and the stepping controls (Start/Back/Step/Play)
// that add the pieces one at a time with a sentence per step (kd::evaluationSteps()).
// Its size never depends on its text: labels have fixed heights and wrap (the full text is in
// their tooltip), columns are fitted once per position, and the view scrolls.
#pragma once

#include "eval/evalsteps.h"
#include "inspectormodel.h"

#include <QTimer>
#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QToolButton;
class QTreeView;

namespace kdui {

class FitLabel;

class BreakdownPage : public QWidget {
    Q_OBJECT

public:
    explicit BreakdownPage(QWidget* parent = nullptr);

    // A new position (or model): the table, the phase line and the footer; stepping stops.
    void setExplanation(const kd::Explanation& e, const QString& modelName, int engineScore);

    QTreeView* view() const { return view_; }
    ExplanationModel* model() const { return model_; }
    QAbstractItemModel* sortedModel() const; // the view's model
    QModelIndex rowFor(kd::Square s) const; // in the view's model; invalid if no piece there
    void selectSquare(kd::Square s);
    QString totalText() const;
    QString totalDetails() const; // its tooltip: the footer and the side-to-move figure
    QString phaseLine() const;
    // The term family columns of a model with terms (on by default; the header's context menu).
    void setTermColumns(bool on);
    bool termColumns() const { return termColumns_; }

    // The second opinion under the total: one line (a hint) while no analyser has reported, then
    // OPINION_LINES lines high whatever it says, so that reports never move the table.
    static constexpr int OPINION_LINES = 4;
    void setSecondOpinion(const QString& text, const QString& details, bool analysing);
    QString secondOpinion() const;
    QString secondOpinionDetails() const; // its tooltip

    void setStepOrder(kd::StepOrder order);
    kd::StepOrder stepOrder() const { return order_; }
    const std::vector<kd::EvalStep>& steps() const { return steps_; }
    int stepIndex() const { return stepIndex_; }
    void stepStart();
    void stepForward();
    void stepBack();
    void stepEnd();
    void setPlaying(bool play);
    bool playing() const { return playTimer_.isActive(); }
    void setPlayInterval(int ms) { playTimer_.setInterval(ms); }
    QString sentence() const;

    // The piece of the hovered, selected or stepped row (NO_PIECE/SQ_NONE: none).
    void updateHighlight();

signals:
    void highlightChanged(kd::Piece piece, kd::Square square);
    void stepping(); // a step was taken: the panel shows this tab

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void applyStep();
    void fitColumns();
    void updateColumns(); // MG/EG columns: tapered models, and only when there is room
    void highlightIndex(const QModelIndex& viewIndex);

    ExplanationModel* model_;
    ExplanationSortModel* proxy_;
    QTreeView* view_;
    QLabel* phase_;
    QLabel* total_;
    QLabel* opinion_;
    QComboBox* orderBox_;
    QToolButton* startButton_;
    QToolButton* backButton_;
    QToolButton* stepButton_;
    QToolButton* playButton_;
    FitLabel* stepCounter_;
    QLabel* sentence_;
    kd::StepOrder order_ = kd::StepOrder::PieceByPiece;
    std::vector<kd::EvalStep> steps_;
    int stepIndex_ = -1;
    bool termColumns_ = true;
    QAction* termColumnsAction_;
    QTimer playTimer_;
};

} // namespace kdui
