// The evaluation terms of a model (eval/terms.h) beside its heat maps: each count-indexed term
// (mobility per piece, king attack, pawn shield) as a small bar chart, one middle-game and one
// end-game bar per count (the value on hover), and the single and piece-indexed weights as a
// labelled list. The passed-pawn table is a heat map of the scene (heatmap.h), not drawn here.
// Hidden for a model without terms.
#pragma once

#include "eval/evalmodel.h"

#include <QWidget>

#include <functional>

class QLabel;

namespace kdui {

// For a widget whose tooltip depends on the point: on a QEvent::ToolTip, shows textAt(the point)
// (hides the tooltip when empty) and returns true; other events return false.
bool showPointToolTip(QWidget* widget, QEvent* event, const std::function<QString(QPoint)>& textAt);

// One count-indexed term as bars: for count c, the MG bar then the EG bar, up from or down from
// a zero line shared by both stages.
class TermBars : public QWidget {
    Q_OBJECT

public:
    explicit TermBars(kd::TermId term, QWidget* parent = nullptr);

    void setModel(const kd::EvalModel& model);
    kd::TermId term() const { return term_; }
    int entries() const { return kd::TERM_INFO[term_].size; }
    int value(kd::Stage stage, int entry) const { return values_[stage][entry]; }
    // Where a bar is drawn (the slot of the whole count, from the zero line), and the entry under a point (-1: none).
    QRectF barRect(kd::Stage stage, int entry) const;
    int entryAt(QPointF point) const;
    QString toolTipAt(QPointF point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRectF plotRect() const;
    QString title() const;

    kd::TermId term_;
    bool single_ = false; // a Single model: one stage
    static constexpr int MAX_ENTRIES = 40; // the longest count-indexed term (king attack)
    std::array<std::array<int, MAX_ENTRIES>, kd::STAGE_NB> values_ {};
    int scale_ = 1;
};

class HeatmapTerms : public QWidget {
    Q_OBJECT

public:
    explicit HeatmapTerms(QWidget* parent = nullptr);

    // Shows the model's terms (hidden when it has none).
    void setModel(const kd::EvalModel& model);
    const QVector<TermBars*>& bars() const { return bars_; }
    TermBars* bars(kd::TermId id) const;
    // The list's value label of a scalar or piece-indexed weight: "mg / eg" ("+12 / +20").
    QLabel* valueLabel(kd::TermId id, int entry) const;
    int titleHeight() const; // the title line's, at the top

private:
    QVector<TermBars*> bars_;
    QVector<std::pair<std::pair<kd::TermId, int>, QLabel*>> values_;
    QLabel* title_;
};

} // namespace kdui
