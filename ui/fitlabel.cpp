#include "fitlabel.h"

#include <QEvent>

namespace kdui {

FitLabel::FitLabel(QWidget* parent) : QLabel(parent) { setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); }

void FitLabel::setTexts(const QString& full, const QString& brief)
{
    full_ = full;
    brief_ = brief.isEmpty() ? full : brief;
    keepRoom();
    fit();
}

void FitLabel::setKeepBrief(bool keep)
{
    keepBrief_ = keep;
    keepRoom();
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
    if (event->type() == QEvent::FontChange) {
        keepRoom();
        fit();
    }
}

// The minimum width changes only with the brief text, the font or keepBrief, never on a resize.
void FitLabel::keepRoom()
{
    if (!keepBrief_)
        return setMinimumWidth(0);
    const QMargins m = contentsMargins();
    setMinimumWidth(QFontMetrics(font()).horizontalAdvance(brief_) + m.left() + m.right() + 2 * margin());
}

void FitLabel::fit()
{
    const QFontMetrics fm(font());
    const int room = contentsRect().width();
    setText(fm.horizontalAdvance(full_) <= room ? full_ : fm.elidedText(brief_, Qt::ElideRight, room));
    setToolTip(full_);
}

} // namespace kdui
