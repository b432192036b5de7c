#include "accessiblegrid.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QHash>
#include <QPointer>
#include <QWidget>

namespace kdui {

namespace {

AccessibleGrid* gridOf(QWidget* w) { return dynamic_cast<AccessibleGrid*>(w); }

class CellAccessible : public QAccessibleInterface {
public:
    CellAccessible(QWidget* widget, int cell) : widget_(widget), cell_(cell) { }
    bool isValid() const override { return !widget_.isNull(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return widget_ ? widget_->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(widget_.data()); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override
    {
        const AccessibleGrid* g = widget_ ? gridOf(widget_) : nullptr;
        if (!g || cell_ >= g->cellCount())
            return {};
        if (t == QAccessible::Name)
            return g->cellName(cell_);
        if (t == QAccessible::Description)
            return g->cellDescription(cell_);
        return {};
    }
    void setText(QAccessible::Text, const QString&) override { }
    QRect rect() const override
    {
        const AccessibleGrid* g = widget_ ? gridOf(widget_) : nullptr;
        if (!g)
            return {};
        const QRect r = g->cellRect(cell_);
        return QRect(widget_->mapToGlobal(r.topLeft()), r.size());
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        const AccessibleGrid* g = widget_ ? gridOf(widget_) : nullptr;
        s.focusable = true;
        s.selectable = true;
        s.focused = g && widget_->hasFocus() && g->focusCell() == cell_;
        s.selected = g && g->cellSelected(cell_);
        return s;
    }

private:
    QPointer<QWidget> widget_;
    int cell_;
};

class GridAccessible : public QAccessibleWidget {
public:
    explicit GridAccessible(QWidget* w) : QAccessibleWidget(w, QAccessible::Table) { }
    ~GridAccessible() override
    {
        for (QAccessible::Id id : std::as_const(cells_))
            QAccessible::deleteAccessibleInterface(id);
    }
    int childCount() const override { return grid()->cellCount(); }
    QAccessibleInterface* child(int i) const override
    {
        if (i < 0 || i >= grid()->cellCount())
            return nullptr;
        if (!cells_.contains(i))
            cells_.insert(i, QAccessible::registerAccessibleInterface(new CellAccessible(widget(), i)));
        return QAccessible::accessibleInterface(cells_.value(i));
    }
    int indexOfChild(const QAccessibleInterface* c) const override
    {
        for (auto it = cells_.cbegin(); it != cells_.cend(); ++it)
            if (QAccessible::accessibleInterface(it.value()) == c)
                return it.key();
        return -1;
    }
    QAccessibleInterface* childAt(int x, int y) const override
    {
        const int cell = grid()->cellAt(widget()->mapFromGlobal(QPoint(x, y)));
        return cell < 0 ? nullptr : child(cell);
    }
    QAccessibleInterface* focusChild() const override
    {
        const int cell = grid()->focusCell();
        return cell < 0 ? nullptr : child(cell);
    }

private:
    AccessibleGrid* grid() const { return gridOf(widget()); }
    mutable QHash<int, QAccessible::Id> cells_;
};

QAccessibleInterface* gridFactory(const QString&, QObject* object)
{
    if (object && object->isWidgetType() && gridOf(static_cast<QWidget*>(object)))
        return new GridAccessible(static_cast<QWidget*>(object));
    return nullptr;
}

} // namespace

void installAccessibleGrids()
{
    static const bool installed = (QAccessible::installFactory(gridFactory), true);
    Q_UNUSED(installed);
}

void announceFocusCell(QWidget* w, int cell)
{
    if (cell < 0 || !QAccessible::isActive())
        return;
    QAccessibleEvent focus(w, QAccessible::Focus);
    focus.setChild(cell);
    QAccessible::updateAccessibility(&focus);
}

} // namespace kdui
