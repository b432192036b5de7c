#include "evalbar.h"

#include "gamecontroller.h"
#include "search.h"

#include <QPainter>

#include <cmath>

namespace kdui {

EvalBar::EvalBar(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setToolTip(tr("Evaluation from White's side"));
}

void EvalBar::setScore(int scoreWhite)
{
    score_ = scoreWhite;
    hasScore_ = true;
    update();
}

void EvalBar::clear()
{
    hasScore_ = false;
    score_ = 0;
    update();
}

void EvalBar::setFlipped(bool flipped)
{
    flipped_ = flipped;
    update();
}

double EvalBar::whiteShare() const
{
    if (!hasScore_)
        return 0.5;
    if (kd::isMateScore(score_))
        return score_ > 0 ? 1.0 : 0.0;
    // A logistic curve: +4 pawns shows about 90% of the bar.
    const double share = 1.0 / (1.0 + std::exp(-double(score_) / 180.0));
    return std::clamp(share, 0.03, 0.97);
}

void EvalBar::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QRectF r = rect();
    if (!hasScore_) { // nothing searched yet: a neutral bar, not a claim that the game is even
        p.fillRect(r, palette().color(QPalette::Mid));
        return;
    }
    const double white = whiteShare() * r.height();
    const QColor light(0xF4, 0xF4, 0xF0), dark(0x38, 0x38, 0x3C);
    p.fillRect(r, dark);
    const QRectF whiteRect = flipped_ ? QRectF(r.left(), r.top(), r.width(), white)
                                      : QRectF(r.left(), r.bottom() - white, r.width(), white);
    p.fillRect(whiteRect, light);
    p.setPen(QColor(0x80, 0x80, 0x80));
    p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
    if (!hasScore_)
        return;
    QString text = scoreText(score_);
    if (!kd::isMateScore(score_))
        text = QString::number(std::abs(score_) / 100.0, 'f', 1);
    QFont f = font();
    f.setPixelSize(std::max(8, int(r.width() * 0.42)));
    f.setBold(true);
    p.setFont(f);
    // The text sits at the end of the side that is ahead, in the other colour.
    const bool whiteAhead = score_ >= 0;
    const bool atBottom = whiteAhead != flipped_;
    const QRectF textRect
        = atBottom ? QRectF(r.left(), r.bottom() - 22, r.width(), 20) : QRectF(r.left(), r.top() + 2, r.width(), 20);
    p.setPen(whiteAhead ? dark : light);
    p.drawText(textRect, Qt::AlignCenter, text);
}

} // namespace kdui
