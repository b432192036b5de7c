// Variations, comments and NAGs in the GUI, offscreen, driven as a user drives them: a game with
// variations loads and shows them in the move list; clicking a variation's move shows its line; a
// move on an earlier position of a loaded game becomes a variation; a variation is promoted and
// deleted; a comment and a NAG are added; the PGN and the saved state keep all of it.
#include "boardview.h"
#include "core/notation.h"
#include "evalgraph.h"
#include "gamecontroller.h"
#include "gamereview.h"
#include "mainwindow.h"
#include "movelistview.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace kd;
using kdui::MainWindow;

namespace {

const char* GAME = R"([Event "Variations"]
[White "A"]
[Black "B"]
[Result "*"]

{A quiet opening.} 1. e4 e5 2. Nf3 Nc6 3. Bb5 {The Spanish.} (3. Bc4 Bc5 (3... Nf6 4. Ng5) 4. c3)
3... a6!? 4. Ba4 Nf6 *
)";

MainWindow::Options quiet()
{
    MainWindow::Options o;
    o.persist = false;
    return o;
}

// The PGN on one line (the writer wraps at 80 columns).
QString flat(const kdui::GameController* c) { return c->pgn().simplified(); }

Move san(const kdui::GameController* c, const char* text) { return parseSan(c->viewPosition(), text).value(); }

} // namespace

class TestVariations : public QObject {
    Q_OBJECT

private slots:
    void aGameWithVariationsShowsThem()
    {
        MainWindow w(quiet());
        w.resize(1280, 800);
        w.show();
        QCOMPARE(w.pasteText(QString::fromLatin1(GAME)), QString());
        kdui::GameController* c = w.controller();
        QCOMPARE(c->game().plyCount(), 8);
        QCOMPARE(w.moveList()->itemForPly(5)->text(), QStringLiteral("a6!?"));
        // Under 3. Bb5: its comment and the variation, nested one inside.
        QLabel* row = w.moveList()->annotationForPly(4);
        QVERIFY(row);
        QVERIFY2(row->text().contains(QStringLiteral("The Spanish.")), qPrintable(row->text()));
        QVERIFY(row->text().contains(QStringLiteral(">Bc4</a>")));
        QVERIFY(row->text().contains(QStringLiteral(">Ng5</a>")));
        QVERIFY(!w.moveList()->annotationForPly(3));
        // A click on 4. Ng5 in the variation: its line is on the board and in the list.
        const MoveTree& tree = c->record().tree();
        const int bc4 = tree.node(c->record().mainNode(4)).children[1];
        const int nf6 = tree.node(bc4).children[1]; // 3... Nf6, the alternative to 3... Bc5
        const int ng5 = tree.continuation(nf6);
        QCOMPARE(tree.ply(ng5), 7);
        emit row->linkActivated(QString::number(nf6));
        QVERIFY(c->exploring());
        QCOMPARE(c->viewPly(), 6);
        QCOMPARE(c->viewNode(), nf6);
        QCOMPARE(w.moveList()->itemForPly(5)->text(), QStringLiteral("Nf6"));
        QVERIFY(w.moveList()->itemForPly(5)->font().italic());
        QVERIFY(w.moveList()->itemForPly(5)->isSelected());
        QVERIFY(w.explorationText().contains(QStringLiteral("Nc6")));
        // Stepping on along the variation's line, then back to the game.
        c->setViewPly(7);
        QCOMPARE(c->viewNode(), ng5);
        c->backToGame();
        QVERIFY(!c->exploring());
        QCOMPARE(c->viewPly(), 4);
        QCOMPARE(c->game().plyCount(), 8);
    }

    void aMoveOnAnEarlierPositionIsAVariation()
    {
        MainWindow w(quiet());
        w.resize(1280, 800);
        w.show();
        QCOMPARE(w.pasteText(QString::fromLatin1(GAME)), QString());
        kdui::GameController* c = w.controller();
        QVERIFY(c->variationsAllowed()); // a loaded game: two people, no clock
        c->setViewPly(2);
        // 2. Bc4 by mouse on the board.
        const kdui::BoardView* b = w.board();
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, b->squareRect(SQ_F1).center().toPoint());
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, b->squareRect(SQ_C4).center().toPoint());
        QVERIFY(c->exploring());
        QCOMPARE(c->game().plyCount(), 3);
        QVERIFY2(flat(c).contains(QStringLiteral("2. Nf3 (2. Bc4) 2... Nc6")), qPrintable(flat(c)));
        QVERIFY(w.moveList()->annotationForPly(2)->text().contains(QStringLiteral(">Nf3</a>")));
        // The line grows at its end, and the main line's own move stays on the main line.
        const Move nf6 = san(c, "Nf6");
        QVERIFY(c->playMove(nf6));
        QVERIFY(flat(c).contains(QStringLiteral("(2. Bc4 Nf6)")));
        QTRY_COMPARE(w.board()->lastMove(), nf6); // the board marks this move, not the one before
        c->backToGame();
        c->setViewPly(2);
        QVERIFY(c->playMove(san(c, "Nf3")));
        QVERIFY(!c->exploring());
        QCOMPARE(c->viewPly(), 3);
        QCOMPARE(c->game().plyCount(), 8);
    }

    // A right click opens the move's menu and leaves the highlight on the move of the position shown.
    void aRightClickKeepsTheHighlight()
    {
        MainWindow w(quiet());
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.pasteText(QString::fromLatin1(GAME)), QString());
        kdui::MoveListView* list = w.moveList();
        QTableWidgetItem* bb5 = list->itemForPly(4);
        const QPoint at = list->visualItemRect(bb5).center();
        QTest::mouseClick(list->viewport(), Qt::RightButton, {}, at); // selects the cell, as a right press does
        QContextMenuEvent menuEvent(QContextMenuEvent::Mouse, at, list->viewport()->mapToGlobal(at));
        QApplication::sendEvent(list->viewport(), &menuEvent); // what the platform sends with it
        QTRY_VERIFY(QApplication::activePopupWidget() != nullptr);
        QApplication::activePopupWidget()->close();
        QCOMPARE(w.controller()->viewPly(), 8);
        QVERIFY(list->itemForPly(7)->isSelected());
        QVERIFY(!bb5->isSelected());
    }

    void aVariationIsPromotedAndDeleted()
    {
        MainWindow w(quiet());
        QCOMPARE(w.pasteText(QString::fromLatin1(GAME)), QString());
        kdui::GameController* c = w.controller();
        const MoveTree& tree = c->record().tree();
        const int bc4 = tree.node(tree.mainLineNode(4)).children[1];
        QCOMPARE(tree.node(bc4).move, parseSan(c->record().positionAt(4), "Bc4").value());
        // Promoted from the move list's menu request: 3. Bc4 is the main line, 3. Bb5 its variation.
        emit w.moveList()->promoteRequested(bc4);
        QVERIFY(c->record().tree().onMainLine(bc4));
        QCOMPARE(c->record().plyCount(), 7); // 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3
        QVERIFY2(flat(c).contains(QStringLiteral("3. Bc4 (3. Bb5 {The Spanish.} 3... a6!? 4. Ba4 Nf6) 3... Bc5")),
            qPrintable(flat(c)));
        // The old main line deleted: the game is the promoted line alone.
        const int bb5 = c->record().tree().node(c->record().mainNode(4)).children[1];
        emit w.moveList()->deleteRequested(bb5);
        QVERIFY(!c->record().tree().contains(bb5));
        QVERIFY(!flat(c).contains(QStringLiteral("Bb5")));
        QVERIFY(flat(c).contains(QStringLiteral("3. Bc4 Bc5 (3... Nf6 4. Ng5) 4. c3")));
    }

    void commentsAndNagsAreKeptAndSaved()
    {
        MainWindow w(quiet());
        QCOMPARE(w.pasteText(QString::fromLatin1(GAME)), QString());
        kdui::GameController* c = w.controller();
        const int e5 = c->record().mainNode(2);
        c->setComment(e5, QStringLiteral("Symmetry."));
        emit w.moveList()->nagsRequested(e5, {2});
        QVERIFY2(flat(c).contains(QStringLiteral("1. e4 e5? {Symmetry.}")), qPrintable(flat(c)));
        QCOMPARE(w.moveList()->itemForPly(1)->text(), QStringLiteral("e5?"));
        QVERIFY(w.moveList()->annotationForPly(1)->text().contains(QStringLiteral("Symmetry.")));
        // The saved state keeps the tree; a restored controller writes the same PGN.
        const QVariantMap state = c->saveState();
        const auto other = std::make_unique<kdui::GameController>();
        QCOMPARE(other->restoreState(state), QString());
        QCOMPARE(other->pgn(), c->pgn());
    }

    // A huge comment (megabytes in some files) is shown cut short, so the list lays out at once;
    // the game keeps it whole.
    void aHugeCommentIsShownShort()
    {
        MainWindow w(quiet());
        QCOMPARE(w.pasteText(QString::fromLatin1(GAME)), QString());
        kdui::GameController* c = w.controller();
        const int e5 = c->record().mainNode(2);
        const QString huge = QStringLiteral("word ").repeated(200000).trimmed();
        c->setComment(e5, huge);
        const QString shown = w.moveList()->annotationForPly(1)->text();
        QVERIFY2(shown.size() < 2200 && shown.contains(QStringLiteral("word word")), qPrintable(shown.left(200)));
        QVERIFY(shown.contains(QStringLiteral("\u2026")));
        QCOMPARE(QString::fromStdString(c->record().tree().node(e5).comment), huge);
        // Cut at a character, never between the two halves of one outside the BMP (an emoji).
        const QString emoji = QStringLiteral("a") + QString::fromUtf8("\xF0\x9F\x98\x80").repeated(3000);
        c->setComment(e5, emoji);
        const QString cut = w.moveList()->annotationForPly(1)->text();
        const qsizetype ellipsis = cut.indexOf(QChar(0x2026));
        QVERIFY(ellipsis > 2);
        QVERIFY(!cut[ellipsis - 2].isHighSurrogate()); // the last character before " …" is whole
        QVERIFY(!cut.contains(QChar(0xFFFD)));
    }

    void takingBackInAVariationDeletesItsLastMove()
    {
        MainWindow w(quiet());
        QCOMPARE(w.pasteText(QString::fromLatin1(GAME)), QString());
        kdui::GameController* c = w.controller();
        c->setViewPly(6);
        QVERIFY(c->playMove(san(c, "Bxc6")));
        QVERIFY(c->exploring());
        QVERIFY(c->canTakeBack());
        c->takeBack();
        QVERIFY(!c->exploring());
        QCOMPARE(c->viewPly(), 6);
        QVERIFY(!flat(c).contains(QStringLiteral("Bxc6")));
        QCOMPARE(c->game().plyCount(), 8);
    }

    // During a timed game, a move on an earlier position is refused as before: no variation.
    void noVariationsDuringATimedGame()
    {
        kdui::GameController c;
        kdui::GameSetup setup;
        setup.players[WHITE] = kdui::Player::Human;
        setup.players[BLACK] = kdui::Player::Human;
        setup.clock = kdtestClock();
        c.newGame(setup);
        QVERIFY(!c.variationsAllowed());
        QVERIFY(c.playMove(parseSan(c.viewPosition(), "e4").value()));
        QVERIFY(c.playMove(parseSan(c.viewPosition(), "e5").value()));
        c.setViewPly(1);
        QVERIFY(!c.playMove(parseSan(c.viewPosition(), "c5").value()));
        QCOMPARE(c.record().tree().size(), 3);
    }

    // A review (a scripted engine scoring material) is written into the game: [%eval] comments, the
    // blunder marked in the move list and on the graph, and "worst move" shows the position it was
    // played from with the better move as an arrow; the PGN reads back with the same marks.
    void aReviewIsWrittenIntoTheGame()
    {
        MainWindow w(quiet());
        w.resize(1280, 800);
        w.show();
        // 3... Qg5?? hangs the queen to the knight.
        QCOMPARE(w.pasteText(QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bc4 Qg5 4. Nxg5 *")), QString());
        w.showPanel(QStringLiteral("inspector"));
        w.reviewGame();
        kdui::ReviewDialog* dialog = w.reviewDialog();
        QVERIFY(dialog && dialog->isVisible());
        auto* worstButton = dialog->findChild<QPushButton*>(QStringLiteral("worstMoveButton"));
        QVERIFY(worstButton && !worstButton->isEnabled());
        kdui::ExternalPlayer fake;
        fake.spec.command = {KD_FAKE_ENGINE, "material"};
        QSignalSpy finished(dialog->reviewer(), &kdui::GameReviewer::finished);
        dialog->reviewer()->start(
            w.controller()->record(), kdui::ReviewEngine::engine(fake), kdui::ReviewLimit::depth(1));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        kdui::GameController* c = w.controller();
        QVERIFY2(flat(c).contains(QStringLiteral("3... Qg5?? {[%eval")), qPrintable(flat(c)));
        QVERIFY(flat(c).contains(QStringLiteral("Blunder.")));
        QCOMPARE(w.moveList()->itemForPly(5)->text(), QStringLiteral("Qg5??"));
        QCOMPARE(w.moveList()->itemForPly(5)->foreground().color(), kdui::reviewMarkColor(3));
        QCOMPARE(w.moveList()->itemForPly(4)->text(), QStringLiteral("Bc4"));
        auto* graph = w.findChild<kdui::EvalGraph*>(QStringLiteral("evalGraph"));
        QVERIFY(graph);
        QTRY_VERIFY(graph->points().size() == 8 && graph->points()[6].mark == 3);
        QCOMPARE(graph->points()[5].mark, 0);
        QVERIFY(graph->points()[6].analyserWhite.has_value());
        // The worst move: the position before 3... Qg5, the better move as an arrow.
        QVERIFY(worstButton->isEnabled());
        QTest::mouseClick(worstButton, Qt::LeftButton);
        QCOMPARE(c->viewPly(), 5);
        const Move better = dialog->reviewer()->bestMoves()[5];
        QVERIFY(better);
        bool arrow = false;
        for (const kdui::BoardArrow& a : w.board()->arrows())
            arrow = arrow || (a.from == better.from() && a.to == better.to());
        QVERIFY(arrow);
        QVERIFY(w.message().contains(QStringLiteral("3... Qg5")));
        // Saved and loaded again: the marks and evaluations come back from the PGN.
        const QString pgn = c->pgn();
        QCOMPARE(w.pasteText(QStringLiteral("1. d4 *")), QString());
        QCOMPARE(w.pasteText(pgn), QString());
        QCOMPARE(w.moveList()->itemForPly(5)->text(), QStringLiteral("Qg5??"));
        QTRY_VERIFY(graph->points().size() == 8 && graph->points()[6].mark == 3 && graph->points()[3].analyserWhite);
    }

    // After a resignation the game has no next move: a move at its end is refused, not reported as
    // played, and the game stays as it was; an earlier position still takes a variation.
    void noMoveAfterAResignation()
    {
        kdui::GameController c;
        QCOMPARE(c.loadPgn(QStringLiteral("[Termination \"normal\"]\n\n1. e4 e5 1-0")), QString());
        QVERIFY(c.game().over());
        QVERIFY(c.variationsAllowed());
        const QString before = c.pgn();
        QVERIFY(!c.playMove(parseSan(c.viewPosition(), "Nf3").value()));
        QCOMPARE(c.pgn(), before);
        QCOMPARE(c.game().plyCount(), 2);
        c.setViewPly(1);
        QVERIFY(c.playMove(parseSan(c.viewPosition(), "c5").value()));
        QVERIFY(c.exploring());
        QCOMPARE(c.record().result(), std::string("1-0"));
    }

private:
    static kdui::ClockSettings kdtestClock()
    {
        kdui::ClockSettings clock;
        clock.mode = kdui::ClockSettings::Increment;
        clock.baseMs = 60000;
        clock.incMs = 0;
        return clock;
    }
};

QTEST_MAIN(TestVariations)
#include "tst_variations.moc"
