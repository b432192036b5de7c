// MoveListView: the game's moves in two columns (White, Black) numbered as in PGN, with the
// result at the end. Clicking a move shows the position after it; the move of the position shown
// is highlighted.
#pragma once

#include "core/types.h"

#include <QTableWidget>

#include <string>
#include <vector>

namespace kd {
class Game;
}

namespace kdui {

class MoveListView : public QTableWidget {
    Q_OBJECT

public:
    explicit MoveListView(QWidget* parent = nullptr);

    // Rebuilds the list from the game and highlights the move that led to viewPly (none at 0).
    void setGame(const kd::Game& game, int viewPly);
    // The cell of the move at index ply (the ply-th half-move, 0-based), or null.
    QTableWidgetItem* itemForPly(int ply) const;
    // The result row ("1-0  White mates"), or null while the game goes on.
    QTableWidgetItem* resultItem() const { return over_ && rowCount() > 0 ? item(rowCount() - 1, 0) : nullptr; }

    QSize sizeHint() const override { return {260, 300}; }
    QSize minimumSizeHint() const override { return {160, 120}; }

signals:
    void plyClicked(int ply); // the position after the clicked move

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void scrollToCurrent();

    int viewPly_ = 0;
    int plies_ = 0;
    bool over_ = false;
    int firstColumn_ = 0; // 1 when the game starts with Black to move
    // What the items show, so that stepping through the same game only moves the highlight.
    std::string startFen_;
    std::vector<kd::Move> moves_;
    QString result_;
};

} // namespace kdui
