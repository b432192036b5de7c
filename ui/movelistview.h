// MoveListView: the line on screen in two columns (White, Black) numbered as in PGN, with the
// result at the end. A move's NAGs follow its SAN ("Nf3!?"); a row under a move holds its comment
// and the variations that are alternatives to it, in PGN notation with every move clickable.
// Moves of a variation's line are shown in italics. Clicking a move shows the position after it;
// the move of the position shown is highlighted. A right click offers the tree's edits (promote,
// make main line, delete from here, comment, NAGs) as requests the main window carries out.
#pragma once

#include "core/types.h"

#include <QTableWidget>

#include <string>
#include <vector>

class QLabel;

namespace kd {
class Game;
}

namespace kdui {

class MoveListView : public QTableWidget {
    Q_OBJECT

public:
    explicit MoveListView(QWidget* parent = nullptr);

    // Shows line (the game's main line or a variation's) whose ply p is node nodes[p] of
    // record's tree, and highlights the move that led to viewPly (none at 0). revision counts the
    // tree's edits: a different one redraws the comments and variations.
    void setLine(
        const kd::Game& line, const std::vector<int>& nodes, const kd::Game& record, int viewPly, quint64 revision);
    // A game's main line and its annotations.
    void setGame(const kd::Game& game, int viewPly);
    // The cell of the move at index ply (the ply-th half-move, 0-based), or null.
    QTableWidgetItem* itemForPly(int ply) const;
    // The result row ("1-0  White mates"), or null while the game goes on.
    QTableWidgetItem* resultItem() const { return over_ && rowCount() > 0 ? item(rowCount() - 1, 0) : nullptr; }
    // The row under the move at index ply with its comment and variations, or null.
    QLabel* annotationForPly(int ply) const;
    // The menu of a move (node id), as a right click opens it; for tests.
    void showMenu(int node, const QPoint& globalPos);

    QSize sizeHint() const override { return {260, 300}; }
    QSize minimumSizeHint() const override { return {160, 120}; }

    // "!", "?", "!!", "??", "!?", "?!" for NAGs 1-6, else "$n".
    static QString nagText(int nag);

signals:
    void plyClicked(int ply); // the position after the clicked move of the line
    void nodeClicked(int node); // a move of a variation
    void promoteRequested(int node);
    void mainLineRequested(int node);
    void deleteRequested(int node);
    void commentRequested(int node);
    void nagsRequested(int node, const std::vector<int>& nags);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void scrollToCurrent();
    void fitAnnotations(); // the annotation rows' heights for the width
    QLabel* addAnnotation(const QString& html);
    QString nodeText(int node) const; // SAN and NAGs

    int viewPly_ = 0;
    int plies_ = 0;
    bool over_ = false;
    std::vector<std::pair<int, int>> cells_; // row and column of each ply's move
    std::vector<QLabel*> annotations_; // by ply, or null
    std::vector<int> nodes_; // the line's nodes, by ply (0: the start)
    const kd::Game* record_ = nullptr; // valid during setLine() only
    // What the items show, so that stepping through the same line only moves the highlight.
    std::string startFen_;
    std::vector<kd::Move> moves_;
    quint64 revision_ = ~quint64(0);
    QString result_;
    int hoveredNode_ = -1; // the variation move under the mouse in an annotation row
};

} // namespace kdui
