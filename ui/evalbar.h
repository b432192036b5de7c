// EvalBar: a vertical bar split between White (from the bottom) and Black, by the engine's score
// from White's side, with the score written at the leading end. Mates fill it.
#pragma once

#include <QWidget>

namespace kdui {

class EvalBar : public QWidget {
    Q_OBJECT

public:
    explicit EvalBar(QWidget* parent = nullptr);

    void setScore(int scoreWhite); // centipawns or a mate score, from White's side
    void clear(); // no score: an even bar without text
    void setFlipped(bool flipped); // White at the top when the board is flipped
    bool hasScore() const { return hasScore_; }
    int score() const { return score_; }
    // The share of the bar that is White's, 0..1.
    double whiteShare() const;

    QSize sizeHint() const override { return {26, 400}; }
    QSize minimumSizeHint() const override { return {18, 120}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int score_ = 0;
    bool hasScore_ = false;
    bool flipped_ = false;
};

} // namespace kdui
