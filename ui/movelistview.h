// MoveListView: the game's moves in two columns (White, Black) numbered as in PGN, with the
// result at the end. Clicking a move shows the position after it; the move of the position shown
// is highlighted.
#pragma once

#include <QTableWidget>

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

signals:
    void plyClicked(int ply); // the position after the clicked move

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void scrollToCurrent();

    int viewPly_ = 0;
    int firstColumn_ = 0; // 1 when the game starts with Black to move
};

} // namespace kdui
