// The board view, offscreen: click-click and drag-and-drop moves, illegal drops snapping back,
// the promotion chooser, castling by dropping the king on its rook, and the paint layers.
#include "boardview.h"
#include "core/notation.h"

#include <QAccessible>
#include <QSignalSpy>
#include <QTest>

using namespace kd;

Q_DECLARE_METATYPE(kd::Move)

namespace {

QPoint centre(const kdui::BoardView& b, Square s) { return b.squareRect(s).center().toPoint(); }

void drag(kdui::BoardView& b, Square from, Square to)
{
    QTest::mousePress(&b, Qt::LeftButton, {}, centre(b, from));
    // Through a point in between, as a hand would, then onto the target.
    QTest::mouseMove(&b, (centre(b, from) + centre(b, to)) / 2);
    QTest::mouseMove(&b, centre(b, to));
    QTest::mouseRelease(&b, Qt::LeftButton, {}, centre(b, to));
}

Move moveAt(const QSignalSpy& spy, int i) { return spy.at(i).at(0).value<Move>(); }

} // namespace

class TestBoardView : public QObject {
    Q_OBJECT

private:
    kdui::BoardView* board = nullptr;

private slots:
    void init()
    {
        qRegisterMetaType<kd::Move>();
        board = new kdui::BoardView;
        board->setAnimationMs(0);
        board->resize(480, 480);
        board->show();
        QVERIFY(QTest::qWaitForWindowExposed(board));
    }
    void cleanup() { delete board; }

    void clickClickMoves()
    {
        QSignalSpy chosen(board, &kdui::BoardView::moveChosen);
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(*board, SQ_G1));
        QCOMPARE(board->selectedSquare(), SQ_G1);
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(*board, SQ_F3));
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(toUci(moveAt(chosen, 0)), std::string("g1f3"));
        QCOMPARE(board->selectedSquare(), SQ_NONE);
    }

    void secondClickPutsThePieceDown()
    {
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(*board, SQ_E2));
        QCOMPARE(board->selectedSquare(), SQ_E2);
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(*board, SQ_E2));
        QCOMPARE(board->selectedSquare(), SQ_NONE);
        // Clicking another own piece picks that one instead.
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(*board, SQ_E2));
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(*board, SQ_D2));
        QCOMPARE(board->selectedSquare(), SQ_D2);
    }

    void dragAndDropMoves()
    {
        QSignalSpy chosen(board, &kdui::BoardView::moveChosen);
        drag(*board, SQ_E2, SQ_E4);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(toUci(moveAt(chosen, 0)), std::string("e2e4"));
    }

    void illegalDropSnapsBack()
    {
        QSignalSpy chosen(board, &kdui::BoardView::moveChosen);
        const std::string before = board->position().fen();
        drag(*board, SQ_E2, SQ_E5); // a pawn cannot go three squares
        drag(*board, SQ_E7, SQ_E5); // not Black's turn
        drag(*board, SQ_B1, SQ_D2); // own piece there
        QCOMPARE(chosen.count(), 0);
        QCOMPARE(board->position().fen(), before);
        QCOMPARE(board->selectedSquare(), SQ_NONE);
        // The pawn is painted on e2 again, not on e5.
        const QImage image = board->grab().toImage();
        const QRectF e5 = board->squareRect(SQ_E5);
        QCOMPARE(image.pixelColor(e5.center().toPoint()), board->darkColor());
        QVERIFY(image.pixelColor(board->squareRect(SQ_E2).center().toPoint()) != board->lightColor());
    }

    void nonInteractiveBoardIgnoresTheMouse()
    {
        QSignalSpy chosen(board, &kdui::BoardView::moveChosen);
        board->setInteractive(false);
        drag(*board, SQ_E2, SQ_E4);
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(*board, SQ_G1));
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(*board, SQ_F3));
        QCOMPARE(chosen.count(), 0);
    }

    void promotionThroughTheChooser_data()
    {
        QTest::addColumn<bool>("flipped");
        QTest::addColumn<int>("piece");
        QTest::addColumn<QString>("expected");
        QTest::newRow("queen") << false << int(QUEEN) << "a7b8q";
        QTest::newRow("knight") << false << int(KNIGHT) << "a7b8n";
        QTest::newRow("rook, flipped") << true << int(ROOK) << "a7b8r";
        QTest::newRow("bishop, flipped") << true << int(BISHOP) << "a7b8b";
    }
    void promotionThroughTheChooser()
    {
        QFETCH(bool, flipped);
        QFETCH(int, piece);
        QFETCH(QString, expected);
        board->setFlipped(flipped);
        board->setPosition(Position::fromFen("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1").value());
        QSignalSpy chosen(board, &kdui::BoardView::moveChosen);
        drag(*board, SQ_A7, SQ_B8);
        QVERIFY(board->choosingPromotion());
        QCOMPARE(chosen.count(), 0);
        const QRectF r = board->promotionRect(PieceType(piece));
        QVERIFY(board->boardRect().contains(r));
        QTest::mouseClick(board, Qt::LeftButton, {}, r.center().toPoint());
        QVERIFY(!board->choosingPromotion());
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(QString::fromStdString(toUci(moveAt(chosen, 0))), expected);
    }

    // Without a mouse: Enter shows the cursor (on the side to move's king at the start), the arrows
    // move it, Enter picks up and puts down.
    void keyboardPlaysAMove()
    {
        QSignalSpy chosen(board, &kdui::BoardView::moveChosen);
        board->setFocus();
        QCOMPARE(board->cursorSquare(), SQ_NONE);
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(board->cursorSquare(), SQ_E1);
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_Right);
        QCOMPARE(board->cursorSquare(), SQ_G1);
        QTest::keyClick(board, Qt::Key_Space);
        QCOMPARE(board->selectedSquare(), SQ_G1);
        QTest::keyClick(board, Qt::Key_Up);
        QTest::keyClick(board, Qt::Key_Up);
        QTest::keyClick(board, Qt::Key_Left);
        QCOMPARE(board->cursorSquare(), SQ_F3);
        QCOMPARE(chosen.count(), 0);
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(toUci(moveAt(chosen, 0)), std::string("g1f3"));
        QCOMPARE(board->cursorSquare(), SQ_F3);
        // The cursor stops at the edge.
        for (int i = 0; i < 9; ++i)
            QTest::keyClick(board, Qt::Key_Right);
        QCOMPARE(board->cursorSquare(), SQ_H3);
    }

    void keyboardFollowsTheFlippedBoard_data()
    {
        QTest::addColumn<bool>("flipped");
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("expected");
        QTest::newRow("up") << false << int(Qt::Key_Up) << int(SQ_D5);
        QTest::newRow("right") << false << int(Qt::Key_Right) << int(SQ_E4);
        QTest::newRow("flipped up") << true << int(Qt::Key_Up) << int(SQ_D3);
        QTest::newRow("flipped right") << true << int(Qt::Key_Right) << int(SQ_C4);
    }
    void keyboardFollowsTheFlippedBoard()
    {
        QFETCH(bool, flipped);
        QFETCH(int, key);
        QFETCH(int, expected);
        board->setFlipped(flipped);
        board->setFocus();
        board->setCursorSquare(SQ_D4);
        QTest::keyClick(board, Qt::Key(key));
        QCOMPARE(int(board->cursorSquare()), expected);
    }

    void keyboardPromotesAndEscapes()
    {
        board->setPosition(Position::fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").value());
        QSignalSpy chosen(board, &kdui::BoardView::moveChosen);
        board->setFocus();
        board->setCursorSquare(SQ_A7);
        QTest::keyClick(board, Qt::Key_Return);
        QTest::keyClick(board, Qt::Key_Up);
        QTest::keyClick(board, Qt::Key_Return);
        QVERIFY(board->choosingPromotion());
        QTest::keyClick(board, Qt::Key_N);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(toUci(moveAt(chosen, 0)), std::string("a7a8n"));
        // Escape puts a picked-up piece back, then hides the cursor.
        board->setCursorSquare(SQ_A7);
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(board->selectedSquare(), SQ_A7);
        QTest::keyClick(board, Qt::Key_Escape);
        QCOMPARE(board->selectedSquare(), SQ_NONE);
        QCOMPARE(board->cursorSquare(), SQ_A7);
        QTest::keyClick(board, Qt::Key_Escape);
        QCOMPARE(board->cursorSquare(), SQ_NONE);
        QTest::keyClick(board, Qt::Key_Left); // not the board's key any more
        QCOMPARE(board->cursorSquare(), SQ_NONE);
    }

    // What a screen reader finds: a table of 64 named cells, the cursor's cell focused.
    void accessibleSquares()
    {
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(board);
        QVERIFY(iface);
        QCOMPARE(iface->role(), QAccessible::Table);
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Chess board"));
        QVERIFY(iface->text(QAccessible::Description).startsWith(QStringLiteral("White to move")));
        QCOMPARE(iface->childCount(), 64);
        QCOMPARE(iface->child(SQ_G1)->text(QAccessible::Name), QStringLiteral("white knight g1"));
        QCOMPARE(iface->child(SQ_D8)->text(QAccessible::Name), QStringLiteral("black queen d8"));
        QCOMPARE(iface->child(SQ_E4)->text(QAccessible::Name), QStringLiteral("e4, empty"));
        QCOMPARE(iface->child(SQ_E4)->role(), QAccessible::Cell);
        QCOMPARE(iface->indexOfChild(iface->child(SQ_F3)), int(SQ_F3));
        const QPoint f3 = board->mapToGlobal(centre(*board, SQ_F3));
        QCOMPARE(iface->childAt(f3.x(), f3.y()), iface->child(SQ_F3));
        board->setSquareDescriber([](Square s) { return QStringLiteral("table +0.%1").arg(int(s)); });
        QCOMPARE(iface->child(SQ_F3)->text(QAccessible::Description), QStringLiteral("table +0.21"));
        board->setFocus();
        QVERIFY(!iface->focusChild());
        board->setCursorSquare(SQ_F3);
        QCOMPARE(iface->focusChild(), iface->child(SQ_F3));
        QVERIFY(iface->child(SQ_F3)->state().focused);
    }

    void promotionChooserCanBeCancelled()
    {
        board->setPosition(Position::fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").value());
        QSignalSpy chosen(board, &kdui::BoardView::moveChosen);
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(*board, SQ_A7));
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(*board, SQ_A8));
        QVERIFY(board->choosingPromotion());
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(*board, SQ_H1)); // outside the chooser
        QVERIFY(!board->choosingPromotion());
        QCOMPARE(chosen.count(), 0);
    }

    void kingDroppedOnItsRookCastles()
    {
        board->setPosition(Position::fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").value());
        QSignalSpy chosen(board, &kdui::BoardView::moveChosen);
        drag(*board, SQ_E1, SQ_H1);
        drag(*board, SQ_E1, SQ_C1);
        QCOMPARE(chosen.count(), 2);
        QCOMPARE(moveAt(chosen, 0).kind(), Move::CASTLING);
        QCOMPARE(moveAt(chosen, 0).to(), SQ_G1);
        QCOMPARE(moveAt(chosen, 1).to(), SQ_C1);
    }

    void overlayLayerPaintsUnderPieces()
    {
        board->setOverlay(QStringLiteral("heat"), {{SQ_E4, QColor(255, 0, 0)}, {SQ_E1, QColor(255, 0, 0)}});
        QImage image = board->grab().toImage();
        QCOMPARE(image.pixelColor(board->squareRect(SQ_E4).topLeft().toPoint() + QPoint(3, 3)), QColor(255, 0, 0));
        // The king on e1 is painted over the fill.
        QVERIFY(image.pixelColor(board->squareRect(SQ_E1).center().toPoint()) != QColor(255, 0, 0));
        board->setOverlay(QStringLiteral("heat"), {});
        image = board->grab().toImage();
        QCOMPARE(image.pixelColor(board->squareRect(SQ_E4).topLeft().toPoint() + QPoint(3, 3)), board->lightColor());
    }

    void checkAndLastMoveAreHighlighted()
    {
        Position pos = Position::fromFen("4k3/8/8/8/8/8/8/4K2R w - - 0 1").value();
        const Move check = parseUci(pos, "h1h8").value();
        pos.doMove(check);
        board->setPosition(pos, check);
        const QImage image = board->grab().toImage();
        const QPoint corner = board->squareRect(SQ_H1).topLeft().toPoint() + QPoint(3, 3);
        QVERIFY(image.pixelColor(corner) != board->lightColor()); // the last move's from-square is tinted
        const QRectF king = board->squareRect(SQ_E8);
        const QColor glow
            = image.pixelColor((king.topLeft() + QPointF(king.width() * 0.2, king.height() * 0.2)).toPoint());
        QVERIFY2(glow.red() > glow.blue() + 40, qPrintable(glow.name())); // red around the king in check
    }
};

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
