// The main window: the board in the centre, the position's FEN in the status bar.
#pragma once

#include "position.h"

#include <QMainWindow>

class QLabel;

namespace kdui {

class BoardView;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    void setPosition(const kd::Position& pos);
    BoardView* board() const { return board_; }

private:
    BoardView* board_;
    QLabel* fenLabel_;
};

} // namespace kdui
