#include "fitlabel.h"

#include <QEvent>

namespace kdui {

FitLabel::FitLabel(QWidget* parent) : QLabel(parent) { setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); }

void FitLabel::setTexts(const QString& full, const QString& brief)
{
    full_ = full;
    brief_ = brief.isEmpty() ? full : brief;
    fit();
}

void FitLabel::setKeepBrief(bool keep)
{
    keepBrief_ = keep;
    fit();
}

void FitLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    fit();
}

void FitLabel::changeEvent(QEvent* event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fit();
}

void FitLabel::fit()
{
    const QFontMetrics fm(font());
    if (keepBrief_) {
        const QMargins m = contentsMargins();
        setMinimumWidth(fm.horizontalAdvance(brief_) + m.left() + m.right() + 2 * margin());
    }
    const int room = contentsRect().width();
    setText(fm.horizontalAdvance(full_) <= room ? full_ : fm.elidedText(brief_, Qt::ElideRight, room));
    setToolTip(full_);
}

} // namespace kdui
