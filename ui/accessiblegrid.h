// Widgets drawn as a grid of cells (the board, the heat maps) told to assistive technology: such a
// widget inherits AccessibleGrid and answers for its cells; installAccessibleGrids() (once, from any
// AccessibleGrid's constructor) makes Qt present it as a table whose children are those cells, each
// with a name and a description, so a screen reader hears "white knight f3" on the board or "knight
// f3, table +0.10" on a heat map, and follows the cell that has the keyboard's focus.
#pragma once

#include <QRect>
#include <QString>

class QWidget;

namespace kdui {

class AccessibleGrid {
public:
    virtual ~AccessibleGrid() = default;
    virtual int cellCount() const = 0;
    virtual QString cellName(int cell) const = 0;
    virtual QString cellDescription(int /*cell*/) const { return {}; }
    virtual QRect cellRect(int cell) const = 0; // in the widget's coordinates
    virtual int cellAt(QPoint point) const = 0; // -1 off the cells
    virtual int focusCell() const { return -1; } // the cell the keyboard is on, -1 for none
    virtual bool cellSelected(int) const { return false; }
};

void installAccessibleGrids();
// Tells screen readers that the focus is on `cell` of the grid widget w.
void announceFocusCell(QWidget* w, int cell);

} // namespace kdui
