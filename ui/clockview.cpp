#include "clockview.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>

namespace kdui {

ClockView::ClockView(QWidget* parent) : QFrame(parent), name_(new QLabel(this)), time_(new QLabel(this))
{
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 4, 10, 4);
    layout->addWidget(name_, 1);
    layout->addWidget(time_);
    QFont big = time_->font();
    big.setPointSizeF(big.pointSizeF() * 1.9);
    big.setBold(true);
    big.setFamily(QStringLiteral("DejaVu Sans Mono"));
    time_->setFont(big);
    // The time's width is that of its widest form, so the name does not move as it counts down.
    time_->setMinimumWidth(time_->fontMetrics().horizontalAdvance(QStringLiteral("0:00:00")));
    time_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    name_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setAutoFillBackground(true);
}

void ClockView::setPlayer(const QString& name)
{
    player_ = name;
    name_->setToolTip(name);
    elideName();
}

void ClockView::elideName()
{
    name_->setText(name_->fontMetrics().elidedText(player_, Qt::ElideRight, std::max(0, name_->width())));
}

void ClockView::resizeEvent(QResizeEvent* event)
{
    QFrame::resizeEvent(event);
    elideName();
}

QSize ClockView::minimumSizeHint() const
{
    const QSize m = QFrame::minimumSizeHint();
    return {std::min(m.width(), 200), m.height()};
}

QString ClockView::format(qint64 ms)
{
    ms = std::max<qint64>(0, ms);
    const qint64 totalSeconds = ms / 1000;
    const qint64 h = totalSeconds / 3600, m = (totalSeconds / 60) % 60, s = totalSeconds % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3").arg(h).arg(m, 2, 10, QLatin1Char('0')).arg(s, 2, 10, QLatin1Char('0'));
    if (ms < 20000)
        return QStringLiteral("%1:%2.%3").arg(m).arg(s, 2, 10, QLatin1Char('0')).arg((ms % 1000) / 100);
    return QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

void ClockView::setTime(qint64 ms, bool running)
{
    time_->setVisible(ms >= 0);
    if (ms >= 0)
        time_->setText(format(ms));
    QPalette pal = palette();
    const QPalette base = QApplication::palette();
    // The running clock: a third of the way from the window's colour to the highlight, so its text
    // (the window's) reads on it in light and in dark palettes.
    const QColor window = base.color(QPalette::Window), highlight = base.color(QPalette::Highlight);
    auto mix = [&](int a, int b) { return a + (b - a) * 35 / 100; };
    pal.setColor(QPalette::Window,
        running ? QColor(mix(window.red(), highlight.red()), mix(window.green(), highlight.green()),
            mix(window.blue(), highlight.blue()))
                : window);
    pal.setColor(QPalette::WindowText,
        ms >= 0 && ms < 20000 && running ? QColor(0xC0, 0x10, 0x10) : base.color(QPalette::WindowText));
    setPalette(pal);
}

QString ClockView::timeText() const { return time_->isVisibleTo(this) ? time_->text() : QString(); }

} // namespace kdui
