// The main window, offscreen: it opens on the start position and the board stays square.
#include "boardview.h"
#include "mainwindow.h"

#include <QTest>

using namespace kd;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void opensOnStartPosition()
    {
        kdui::MainWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.board()->position().fen(), std::string(Position::START_FEN));
    }

    void boardStaysSquareAndMapsSquares()
    {
        kdui::BoardView board;
        board.resize(500, 300);
        const QRectF r = board.boardRect();
        QCOMPARE(r.width(), r.height());
        QVERIFY(r.height() <= 300);
        QCOMPARE(board.squareAt(board.squareRect(SQ_E2).center()), SQ_E2);
        QCOMPARE(board.squareAt(QPointF(1, 1)), SQ_NONE); // outside the centred board
        QVERIFY(board.squareRect(SQ_A1).top() > board.squareRect(SQ_A8).top());
        board.setFlipped(true);
        QVERIFY(board.squareRect(SQ_A1).top() < board.squareRect(SQ_A8).top());
        QCOMPARE(board.squareAt(board.squareRect(SQ_G7).center()), SQ_G7);
    }

    void paintsSquaresAndPieces()
    {
        kdui::BoardView board;
        board.resize(400, 400);
        const QImage image = board.grab().toImage();
        // An empty light square (e4 is light) in its corner, away from the coordinates.
        const QRectF e4 = board.squareRect(SQ_E4);
        QCOMPARE(image.pixelColor(e4.topLeft().toPoint() + QPoint(2, 2)), board.lightColor());
        const QRectF d4 = board.squareRect(SQ_D4);
        QCOMPARE(image.pixelColor(d4.topLeft().toPoint() + QPoint(2, 2)), board.darkColor());
        // The centre of e1 holds the White king, so it is not the square colour.
        const QRectF e1 = board.squareRect(SQ_E1);
        QVERIFY(image.pixelColor(e1.center().toPoint()) != board.darkColor());
        QVERIFY(image.pixelColor(e1.center().toPoint()) != board.lightColor());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
