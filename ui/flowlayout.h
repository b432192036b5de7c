// What the panels with many controls (the heatmap panel, the Tune page) build them with: made(), a
// control with its object name and tooltip, and FlowLayout, a row of controls that wraps onto more
// lines when it is narrow (Qt's flow layout example, cut down), so they fit from 320 to 900 px.
#pragma once

#include <QLayout>
#include <QList>
#include <QString>
#include <QVector>
#include <QWidget>

#include <algorithm>
#include <utility>

namespace kdui {

// A control with its object name (for tests and settings) and its tooltip.
template <class W, class... Args> W* made(QWidget* parent, const char* name, const QString& tip, Args&&... args)
{
    auto* w = new W(std::forward<Args>(args)..., parent);
    w->setObjectName(QString::fromLatin1(name));
    w->setToolTip(tip);
    return w;
}

// Each item at its size hint, left to right; the height follows the width.
class FlowLayout : public QLayout {
public:
    explicit FlowLayout(int spacing = 4)
    {
        setSpacing(spacing);
        setContentsMargins(0, 0, 0, 0);
    }
    ~FlowLayout() override
    {
        while (QLayoutItem* item = takeAt(0))
            delete item;
    }
    void addItem(QLayoutItem* item) override { items_.push_back(item); }
    int count() const override { return int(items_.size()); }
    QLayoutItem* itemAt(int i) const override { return i >= 0 && i < items_.size() ? items_[i] : nullptr; }
    QLayoutItem* takeAt(int i) override { return i >= 0 && i < items_.size() ? items_.takeAt(i) : nullptr; }
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return arrange(QRect(0, 0, width, 0), false); }
    void setGeometry(const QRect& rect) override
    {
        QLayout::setGeometry(rect);
        arrange(rect, true);
    }
    QSize sizeHint() const override
    {
        // One line: every item side by side.
        int w = 0, h = 0;
        for (QLayoutItem* item : items_)
            if (!item->isEmpty()) {
                w += item->sizeHint().width() + (w ? spacing() : 0);
                h = std::max(h, item->sizeHint().height());
            }
        return {w, h};
    }
    QSize minimumSize() const override
    {
        // The widest single item.
        QSize size;
        for (QLayoutItem* item : items_)
            if (!item->isEmpty())
                size = size.expandedTo(item->minimumSize());
        return size;
    }

private:
    // Lays the items out in `rect` (when `apply`), and returns the height used. A widget with an
    // expanding horizontal policy (the phase slider, the model list) takes what is left of its line.
    int arrange(const QRect& rect, bool apply) const
    {
        const int gap = spacing();
        QVector<QVector<QLayoutItem*>> lines(1);
        int x = 0;
        for (QLayoutItem* item : items_) {
            if (item->isEmpty())
                continue;
            const int w = std::min(rect.width(), item->sizeHint().width());
            if (x > 0 && x + w > rect.width()) {
                lines.push_back({});
                x = 0;
            }
            lines.back().push_back(item);
            x += w + gap;
        }
        int y = rect.top();
        for (const auto& line : lines) {
            if (line.isEmpty())
                continue;
            int used = 0, h = 0, growers = 0;
            for (QLayoutItem* item : line) {
                used += std::min(rect.width(), item->sizeHint().width());
                h = std::max(h, item->sizeHint().height());
                if (item->expandingDirections() & Qt::Horizontal)
                    ++growers;
            }
            used += gap * int(line.size() - 1);
            const int spare = std::max(0, rect.width() - used);
            int lx = rect.left();
            for (QLayoutItem* item : line) {
                int w = std::min(rect.width(), item->sizeHint().width());
                if (growers && (item->expandingDirections() & Qt::Horizontal))
                    w += spare / growers;
                if (apply)
                    item->setGeometry(QRect(lx, y + (h - item->sizeHint().height()) / 2, w, item->sizeHint().height()));
                lx += w + gap;
            }
            y += h + gap;
        }
        return std::max(0, y - gap - rect.top());
    }

    QList<QLayoutItem*> items_;
};

} // namespace kdui
