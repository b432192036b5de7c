// EvalBar: a vertical bar split between White (from the bottom) and Black by an evaluation from
// White's side, with the signed value in the one unit (ui/format.h: "+0.35", "#3", "−#2") at the
// end of the side that is ahead. The fill moves smoothly (about 200 ms) to each new value; the
// tooltip says what the value is (whose search or evaluation, which depth). No value: a neutral
// bar without text. Its size never depends on the value.
#pragma once

#include <QWidget>

#include <memory>

class QVariantAnimation;

namespace kdui {

struct EngineLine;

class EvalBar : public QWidget {
    Q_OBJECT

public:
    static constexpr int BAR_WIDTH = 32; // px at 100 % scale: room for "+0.35" and "−#12"
    static constexpr int ANIMATION_MS = 200;

    explicit EvalBar(QWidget* parent = nullptr);
    ~EvalBar() override;

    // An evaluation: its score, and its source in the tooltip.
    void setLine(const EngineLine& line);
    void setScore(int scoreWhite, const QString& source = QString()); // centipawns or a mate score
    void clear(); // no score: an even bar without text
    void setFlipped(bool flipped); // White at the top when the board is flipped
    // The score unit (ui/format.h) changed: the text and tooltip are written again in the new one.
    void refreshUnit();
    bool hasScore() const { return hasScore_; }
    int score() const { return score_; }
    // What the bar writes: scoreText(score()), the result ("1-0") at the end of a game the rules
    // ended, or "" without a score.
    QString text() const;
    // The share of the bar that is White's, 0..1: the target of the animation.
    double whiteShare() const;
    // The share painted now (moving towards whiteShare()).
    double shownShare() const { return shown_; }

    QSize sizeHint() const override { return {BAR_WIDTH, 400}; }
    QSize minimumSizeHint() const override { return {BAR_WIDTH, 120}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void animateTo(double share);
    void updateToolTip();

    int score_ = 0;
    bool hasScore_ = false;
    bool flipped_ = false;
    QString source_;
    std::unique_ptr<EngineLine> line_; // the line shown, re-described when the unit changes
    QString result_; // "1-0", "0-1", "½-½" for the final position of a game
    double shown_ = 0.5;
    QVariantAnimation* animation_;
};

} // namespace kdui
