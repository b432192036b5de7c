#include "mainwindow.h"

#include "boardview.h"

#include <QLabel>
#include <QStatusBar>

namespace kdui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), board_(new BoardView(this)), fenLabel_(new QLabel(this))
{
    setWindowTitle(tr("Kandinsky"));
    setCentralWidget(board_);
    fenLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    statusBar()->addWidget(fenLabel_, 1);
    setPosition(kd::Position());
}

void MainWindow::setPosition(const kd::Position& pos)
{
    board_->setPosition(pos);
    fenLabel_->setText(QString::fromStdString(pos.fen()));
}

} // namespace kdui
