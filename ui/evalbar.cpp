#include "evalbar.h"

#include "core/types.h"
#include "format.h"
#include "gamecontroller.h"

#include <QEvent>
#include <QPainter>
#include <QVariantAnimation>

#include <cmath>

namespace kdui {

EvalBar::EvalBar(QWidget* parent) : QWidget(parent), animation_(new QVariantAnimation(this))
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    animation_->setDuration(ANIMATION_MS);
    animation_->setEasingCurve(QEasingCurve::OutCubic);
    connect(animation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        shown_ = v.toDouble();
        update();
    });
    updateToolTip();
}

EvalBar::~EvalBar() = default;

void EvalBar::setLine(const EngineLine& line)
{
    setScore(line.scoreWhite, describeLineWithModel(line));
    line_ = std::make_unique<EngineLine>(line); // after setScore, which forgets the line
    if (line.source == EngineLine::Source::GameOver) {
        result_ = resultText(line);
        update();
    }
}

void EvalBar::refreshUnit()
{
    if (line_)
        source_ = describeLineWithModel(*line_);
    updateToolTip();
    update();
}

void EvalBar::setScore(int scoreWhite, const QString& source)
{
    score_ = scoreWhite;
    hasScore_ = true;
    source_ = source;
    line_.reset();
    result_.clear();
    updateToolTip();
    animateTo(whiteShare());
}

void EvalBar::clear()
{
    hasScore_ = false;
    score_ = 0;
    source_.clear();
    line_.reset();
    result_.clear();
    updateToolTip();
    animateTo(0.5);
}

void EvalBar::setFlipped(bool flipped)
{
    flipped_ = flipped;
    update();
}

QString EvalBar::text() const
{
    if (!hasScore_)
        return {};
    return result_.isEmpty() ? scoreText(score_) : result_;
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

void EvalBar::animateTo(double share)
{
    animation_->stop();
    if (!isVisible() || std::abs(share - shown_) < 1e-6) { // nothing to watch move
        shown_ = share;
        update();
        return;
    }
    animation_->setStartValue(shown_);
    animation_->setEndValue(share);
    animation_->start();
}

void EvalBar::updateToolTip()
{
    const QString what
        = tr("The evaluation from White's side, in %1: the upper part is Black's share.").arg(unitName());
    if (!hasScore_)
        setToolTip(tr("No evaluation of the position on the board yet.") + QLatin1Char('\n') + what);
    else
        setToolTip((source_.isEmpty() ? scoreText(score_) : source_) + QLatin1Char('\n') + what);
}

void EvalBar::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        update();
}

void EvalBar::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QRectF r = rect();
    const QColor light(0xF4, 0xF4, 0xF0), dark(0x38, 0x38, 0x3C);
    if (!hasScore_ && std::abs(shown_ - 0.5) < 1e-6) {
        // Nothing searched: a neutral bar, not a claim that the game is even.
        p.fillRect(r, palette().color(QPalette::Mid));
        return;
    }
    const double white = shown_ * r.height();
    p.fillRect(r, dark);
    const QRectF whiteRect = flipped_ ? QRectF(r.left(), r.top(), r.width(), white)
                                      : QRectF(r.left(), r.bottom() - white, r.width(), white);
    p.fillRect(whiteRect, light);
    p.setPen(QColor(0x80, 0x80, 0x80));
    p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
    if (!hasScore_)
        return;
    const QString label = text();
    // The largest bold size up to 11 px at which the value fits the bar's width.
    QFont f = font();
    f.setBold(true);
    f.setStretch(QFont::SemiCondensed); // where the family has it: more of the value fits
    int px = 12;
    for (; px > 6; --px) {
        f.setPixelSize(px);
        if (QFontMetricsF(f).horizontalAdvance(label) <= r.width() - 2)
            break;
    }
    f.setPixelSize(px);
    p.setFont(f);
    // The text sits at the end of the side that is ahead, in the other colour.
    const bool whiteAhead = score_ >= 0;
    const bool atBottom = whiteAhead != flipped_;
    const qreal h = QFontMetricsF(f).height() + 4;
    const QRectF textRect
        = atBottom ? QRectF(r.left(), r.bottom() - h, r.width(), h) : QRectF(r.left(), r.top(), r.width(), h);
    p.setPen(whiteAhead ? dark : light);
    p.drawText(textRect, Qt::AlignCenter, label);
}

} // namespace kdui
