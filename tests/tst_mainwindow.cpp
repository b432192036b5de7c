// The main window, offscreen, driven as a user drives it: moves by mouse, the engine answering on
// its worker thread, take-backs and new games while it thinks, the keyboard, PGN and FEN through
// the UI, and the settings and saved game between runs.
#include "boardview.h"
#include "clockview.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "enginepanel.h"
#include "evalbar.h"
#include "format.h"
#include "heatmap.h"
#include "heatmappanel.h"
#include "inspectorpanel.h"
#include "language.h"
#include "mainwindow.h"
#include "moveentry.h"
#include "movelistview.h"
#include "pieceset.h"
#include "support.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <memory>
#include <random>

using namespace kd;
using kdui::GameSetup;
using kdui::Player;

namespace {

QPoint centre(const kdui::BoardView* b, Square s) { return b->squareRect(s).center().toPoint(); }

void click(kdui::MainWindow& w, Square from, Square to)
{
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, centre(w.board(), from));
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, centre(w.board(), to));
}

GameSetup versusEngine(Color human, qint64 moveTimeMs, int elo = 0)
{
    GameSetup s;
    s.players[human] = Player::Human;
    s.players[~human] = Player::Engine;
    s.elo = elo;
    s.clock.mode = kdui::ClockSettings::MoveTime;
    s.clock.moveTimeMs = moveTimeMs;
    return s;
}

GameSetup twoPeople()
{
    GameSetup s;
    s.players[WHITE] = s.players[BLACK] = Player::Human;
    s.clock.mode = kdui::ClockSettings::None;
    return s;
}

// Resign as a person does: the action, then "Resign" in the box that asks.
void resign(kdui::MainWindow& w)
{
    w.action(QStringLiteral("resign"))->trigger();
    auto* yes = w.findChild<QPushButton*>(QStringLiteral("resignYes"));
    QVERIFY(yes);
    QTest::mouseClick(yes, Qt::LeftButton);
}

std::string movesOf(const Game& g)
{
    std::string out;
    for (Move m : g.moves())
        out += (out.empty() ? "" : " ") + toUci(m);
    return out;
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir;
    kdui::MainWindow::Options options(const char* name, bool persist = false)
    {
        return {dir.filePath(QString::fromLatin1(name)), persist};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(dir.isValid());
        qRegisterMetaType<kd::Move>();
    }

    void opensOnStartPositionWithSquareBoard()
    {
        kdui::MainWindow window(options("start.ini"));
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.board()->position().fen(), std::string(Position::START_FEN));
        QCOMPARE(window.board()->width(), window.board()->height());
        window.resize(1300, 760);
        QTest::qWait(20);
        QCOMPARE(window.board()->width(), window.board()->height());
        QCOMPARE(window.board()->width() % 8, 0);
    }

    // No two entries of a menu share a keyboard accelerator (the second could not be reached from
    // the keyboard), and every entry of the Play menu has one.
    void menuAcceleratorsAreUnique_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << "en";
        QTest::newRow("German") << "de";
    }
    void menuAcceleratorsAreUnique()
    {
        QFETCH(QString, language);
        QCOMPARE(kdui::applyLanguage(language), language);
        const auto english = qScopeGuard([] { kdui::applyLanguage(QStringLiteral("en")); });
        kdui::MainWindow window(options("accelerators.ini"));
        QList<QMenu*> menus;
        QStringList clashes;
        for (QAction* top : window.menuBar()->actions())
            if (top->menu())
                menus << top->menu();
        for (int i = 0; i < menus.size(); ++i) {
            QMap<QChar, QString> used;
            for (QAction* act : menus[i]->actions()) {
                if (act->isSeparator() || act->text().isEmpty())
                    continue;
                if (act->menu())
                    menus << act->menu();
                const QString text = act->text();
                const qsizetype amp = QString(text).replace(QLatin1String("&&"), QLatin1String("__")).indexOf(u'&');
                if (amp < 0) {
                    QVERIFY2(menus[i] != menus.value(1), qPrintable("no accelerator: " + text)); // the Play menu
                    continue;
                }
                const QChar key = text.at(amp + 1).toLower();
                if (used.contains(key))
                    clashes << QString("%1: '%2' and '%3' share %4").arg(menus[i]->title(), used.value(key), text, key);
                used.insert(key, text);
            }
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
        QVERIFY(menus.size() >= 6);
    }

    // 1.e4 by two clicks; the engine answers on its worker thread while the event loop runs.
    void clickE2E4AndTheEngineAnswers()
    {
        kdui::MainWindow window(options("play.ini"));
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        kdui::GameController* c = window.controller();
        c->newGame(versusEngine(WHITE, 300));

        // Where the worker's reports come from. The flags are shared with the connection, not
        // captured by reference: a search stopped while the window closes still reports, from the
        // worker's thread, after this function's locals are gone (AddressSanitizer saw it).
        struct Seen {
            std::atomic<bool> offTheGuiThread {false}, onTheGuiThread {false};
        };
        const auto seen = std::make_shared<Seen>();
        QThread* gui = QThread::currentThread();
        connect(
            c->worker(), &kdui::SearchWorker::info, c->worker(),
            [seen, gui](quint64, const kd::SearchInfo&) {
                (QThread::currentThread() == gui ? seen->onTheGuiThread : seen->offTheGuiThread) = true;
            },
            Qt::DirectConnection);
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, [&] { ++ticks; });
        ticker.start(5);

        click(window, SQ_E2, SQ_E4);
        QCOMPARE(c->game().plyCount(), 1);
        QCOMPARE(c->game().san(0), std::string("e4"));
        QVERIFY(c->engineThinking());
        QVERIFY(!window.board()->isInteractive()); // not the person's turn
        QTRY_COMPARE_WITH_TIMEOUT(c->game().plyCount(), 2, 10000);
        QVERIFY(seen->offTheGuiThread);
        QVERIFY(!seen->onTheGuiThread);
        // The GUI thread kept running meanwhile (a few ticks prove it; how many depends on the machine's load).
        QVERIFY2(ticks >= 3, qPrintable(QString::number(ticks)));
        QVERIFY(window.board()->isInteractive());
        QCOMPARE(window.board()->position().fen(), c->game().current().fen());
        QVERIFY(window.moveList()->itemForPly(1) != nullptr);
        // Full strength: the panel shows the rest of the engine's own line, or, when its 300 ms search
        // was stopped with the move alone and a bound (a busy machine), the evaluation that follows.
        QTRY_VERIFY_WITH_TIMEOUT(!window.enginePanel()->pvText().isEmpty(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(window.evalBar()->hasScore(), 10000);
    }

    void illegalDropChangesNothing()
    {
        kdui::MainWindow window(options("illegal.ini"));
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.controller()->newGame(twoPeople());
        kdui::BoardView* b = window.board();
        QTest::mousePress(b, Qt::LeftButton, {}, centre(b, SQ_G1));
        QTest::mouseMove(b, centre(b, SQ_G3));
        QTest::mouseRelease(b, Qt::LeftButton, {}, centre(b, SQ_G3));
        QCOMPARE(window.controller()->game().plyCount(), 0);
        QCOMPARE(b->position().fen(), std::string(Position::START_FEN));
        QCOMPARE(window.moveList()->rowCount(), 0);
    }

    void promotionThroughTheChooser()
    {
        kdui::MainWindow window(options("promo.ini"));
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.setStartPosition(QStringLiteral("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")), QString());
        click(window, SQ_B7, SQ_B8);
        QVERIFY(window.board()->choosingPromotion());
        QTest::mouseClick(window.board(), Qt::LeftButton, {}, window.board()->promotionRect(KNIGHT).center().toPoint());
        QCOMPARE(window.controller()->game().plyCount(), 1);
        QCOMPARE(window.controller()->game().san(0), std::string("b8=N"));
        QCOMPARE(window.controller()->game().current().pieceOn(SQ_B8), W_KNIGHT);
    }

    void takeBackDuringTheEnginesThink()
    {
        kdui::MainWindow window(options("takeback.ini"));
        window.show();
        kdui::GameController* c = window.controller();
        c->newGame(versusEngine(WHITE, 60000));
        QSignalSpy finished(c->worker(), &kdui::SearchWorker::finished);
        click(window, SQ_D2, SQ_D4);
        QVERIFY(c->engineThinking());
        QTest::qWait(100);
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(c->game().plyCount(), 0);
        QVERIFY(!c->engineThinking());
        // The stopped search reports at once, and its move is dropped as stale.
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 3000);
        QTest::qWait(50);
        QCOMPARE(c->game().plyCount(), 0);
        QCOMPARE(window.board()->position().fen(), std::string(Position::START_FEN));
        QVERIFY(window.board()->isInteractive());
    }

    void takeBackAgainstTheComputerIsAFullMove()
    {
        kdui::MainWindow window(options("fullmove.ini"));
        kdui::GameController* c = window.controller();
        c->newGame(versusEngine(WHITE, 50, 800));
        QVERIFY(c->playMove(parseUci(c->game().current(), "e2e4").value()));
        QTRY_COMPARE_WITH_TIMEOUT(c->game().plyCount(), 2, 10000);
        QVERIFY(c->playMove(parseUci(c->game().current(), "g1f3").value()));
        QTRY_COMPARE_WITH_TIMEOUT(c->game().plyCount(), 4, 10000);
        window.action(QStringLiteral("takeBack"))->trigger();
        QCOMPARE(c->game().plyCount(), 2);
        QVERIFY(c->humanToMove());
        QTest::qWait(200); // the engine does not move again: it is the person's turn
        QCOMPARE(c->game().plyCount(), 2);
    }

    void newGameDuringASearchDropsTheStaleResult()
    {
        kdui::MainWindow window(options("stale.ini"));
        kdui::GameController* c = window.controller();
        c->newGame(versusEngine(BLACK, 60000)); // the engine plays White and starts thinking
        QVERIFY(c->engineThinking());
        QSignalSpy finished(c->worker(), &kdui::SearchWorker::finished);
        const quint64 before = c->generation();
        QTest::qWait(100);
        c->newGame(twoPeople());
        QVERIFY(c->generation() > before);
        QVERIFY(!c->engineThinking());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 3000);
        QTest::qWait(50);
        QCOMPARE(c->game().plyCount(), 0);
        QCOMPARE(window.board()->position().fen(), std::string(Position::START_FEN));
    }

    void moveNowPlaysAtOnce()
    {
        kdui::MainWindow window(options("movenow.ini"));
        kdui::GameController* c = window.controller();
        c->newGame(versusEngine(BLACK, 60000));
        QTest::qWait(200);
        window.action(QStringLiteral("moveNow"))->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(c->game().plyCount(), 1, 2000);
        QVERIFY(c->humanToMove());
    }

    void closingWhileTheEngineThinksStopsIt()
    {
        QPointer<QObject> worker;
        const QThread* thread = nullptr;
        {
            kdui::MainWindow window(options("close.ini"));
            window.show();
            window.controller()->newGame(versusEngine(BLACK, 600000));
            QTest::qWait(100);
            QVERIFY(window.controller()->engineThinking());
            worker = window.controller()->worker();
            thread = window.controller()->workerThread();
            QVERIFY(thread->isRunning());
            window.close();
        } // the destructor stops the search, quits and joins the thread
        QVERIFY(worker.isNull()); // deleted with its thread, not leaked
    }

    void hintShowsAnArrowOfALegalMove()
    {
        kdui::MainWindow window(options("hint.ini"));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        kdui::GameController* c = window.controller();
        c->newGame(versusEngine(WHITE, 100));
        QSignalSpy hints(c, &kdui::GameController::hintChanged);
        QTest::keyClick(&window, Qt::Key_H);
        QTRY_VERIFY_WITH_TIMEOUT(c->hint() != Move::none(), 5000);
        QVERIFY(c->game().current().isLegal(c->hint()));
        QCOMPARE(c->game().plyCount(), 0); // a hint does not play
    }

    void resignEndsTheGameForThePerson()
    {
        kdui::MainWindow window(options("resign.ini"));
        kdui::GameController* c = window.controller();
        c->newGame(versusEngine(BLACK, 60000)); // the engine (White) thinks
        QVERIFY(c->engineThinking());
        window.action(QStringLiteral("resign"))->trigger(); // asks first
        QVERIFY(!c->game().over());
        auto* yes = window.findChild<QPushButton*>(QStringLiteral("resignYes"));
        QVERIFY(yes);
        QTest::mouseClick(yes, Qt::LeftButton);
        QVERIFY(c->game().over());
        QVERIFY(!c->engineThinking());
        QCOMPARE(c->game().result(), std::string("1-0"));
        QCOMPARE(c->game().reason(), std::string("Black resigns"));
        QVERIFY(window.resultText().contains(QStringLiteral("Black resigns")));
        QVERIFY(!window.action(QStringLiteral("resign"))->isEnabled());
        QTest::qWait(100);
        QCOMPARE(c->game().plyCount(), 0); // the engine's search was dropped
    }

    void newGameDialogSetsSidesLevelAndClock()
    {
        kdui::MainWindow window(options("dialog.ini"));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        bool sawDialog = false;
        QTimer::singleShot(0, &window, [&] {
            auto* dialog = qobject_cast<kdui::NewGameDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            sawDialog = true;
            kdui::GameSetup setup;
            setup.elo = 1200;
            setup.clock.baseMs = 3 * 60000;
            setup.clock.incMs = 2000;
            dialog->setSetup(setup, kdui::NewGameDialog::PlayBlack);
            QTest::keyClick(dialog, Qt::Key_Return); // Play
        });
        QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier);
        QVERIFY(sawDialog);
        const kdui::GameSetup& s = window.controller()->setup();
        QCOMPARE(s.players[WHITE], Player::Engine);
        QCOMPARE(s.players[BLACK], Player::Human);
        QCOMPARE(s.elo, 1200);
        QCOMPARE(s.clock.mode, kdui::ClockSettings::Increment);
        QCOMPARE(s.clock.baseMs, 180000);
        QCOMPARE(s.clock.incMs, 2000);
        QVERIFY(window.board()->isFlipped()); // the person's side at the bottom
        QVERIFY(window.controller()->engineThinking()); // White moves first
        QTRY_COMPARE_WITH_TIMEOUT(window.controller()->game().plyCount(), 1, 10000);
        QVERIFY(window.board()->isInteractive());
    }

    void keyboardStepsThroughTheGameAndFlips()
    {
        kdui::MainWindow window(options("keys.ini"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        kdui::GameController* c = window.controller();
        c->newGame(twoPeople());
        for (auto [from, to] : {std::pair {SQ_E2, SQ_E4}, {SQ_E7, SQ_E5}, {SQ_G1, SQ_F3}})
            click(window, from, to);
        QCOMPARE(c->game().plyCount(), 3);
        QTest::keyClick(&window, Qt::Key_Left);
        QCOMPARE(c->viewPly(), 2);
        QCOMPARE(window.board()->position().fen(), c->game().positionAt(2).fen());
        // Two people without a clock: a move on an earlier position becomes a variation.
        QVERIFY(window.board()->isInteractive());
        QTest::keyClick(&window, Qt::Key_Home);
        QCOMPARE(window.board()->position().fen(), std::string(Position::START_FEN));
        QTest::keyClick(&window, Qt::Key_Right);
        QCOMPARE(c->viewPly(), 1);
        QTest::keyClick(&window, Qt::Key_End);
        QVERIFY(c->viewingLive());
        QVERIFY(window.board()->isInteractive());
        // A click in the move list shows that position.
        window.moveList()->itemClicked(window.moveList()->itemForPly(0));
        QCOMPARE(c->viewPly(), 1);
        QTest::keyClick(&window, Qt::Key_End);

        QVERIFY(!window.board()->isFlipped());
        QTest::keyClick(&window, Qt::Key_F);
        QVERIFY(window.board()->isFlipped());
        QVERIFY(window.board()->squareRect(SQ_A1).top() < window.board()->squareRect(SQ_A8).top());
    }

    // Opening names follow the position shown, by mouse and keys, transpositions too; a file that
    // cannot be read says so and leaves the game alone; the View action hides the names.
    void openingNamesFollowTheGame()
    {
        const QString eco = dir.filePath(QStringLiteral("small.eco"));
        {
            QFile f(eco);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("A00a \"Start position\" *\n"
                    "B20 \"Sicilian\"  1.e4 c5 *\n"
                    "C20 \"Open Game\"  1.e4 e5 *\n"
                    "C40 \"King's Knight\"  1.e4 e5 2.Nf3 *\n"
                    "D02 \"Queen's Pawn: 2.Nf3 d5\"  1.d4 d5 2.Nf3 *\n");
        }
        kdui::MainWindow window(options("eco.ini"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QLabel* label = window.openingLabel();
        QVERIFY(label->isVisible());
        QCOMPARE(label->text(), QStringLiteral("<i>No opening names</i>"));
        window.setEcoFile(eco);
        QCOMPARE(window.message(), QString());
        kdui::GameController* c = window.controller();
        c->newGame(twoPeople());
        QCOMPARE(label->text(), QStringLiteral("<i>Starting position</i>"));
        click(window, SQ_E2, SQ_E4);
        QCOMPARE(label->text(), QStringLiteral("<i>Starting position</i>")); // 1.e4 alone is not named here
        click(window, SQ_E7, SQ_E5);
        QCOMPARE(label->text(), QStringLiteral("<b>C20</b>&nbsp;&nbsp;Open Game"));
        click(window, SQ_G1, SQ_F3);
        click(window, SQ_B8, SQ_C6);
        QCOMPARE(label->text(), QStringLiteral("<b>C40</b>&nbsp;&nbsp;King's Knight")); // the last named position
        QVERIFY2(
            window.windowTitle().endsWith(QStringLiteral(" — C40 King's Knight")), qPrintable(window.windowTitle()));
        QVERIFY(label->toolTip().contains(QStringLiteral("2. Nf3")));
        QTest::keyClick(&window, Qt::Key_Left);
        QTest::keyClick(&window, Qt::Key_Left);
        QCOMPARE(c->viewPly(), 2);
        QCOMPARE(label->text(), QStringLiteral("<b>C20</b>&nbsp;&nbsp;Open Game"));
        QVERIFY(window.windowTitle().endsWith(QStringLiteral(" — C20 Open Game")));
        QTest::keyClick(&window, Qt::Key_Home);
        QCOMPARE(label->text(), QStringLiteral("<i>Starting position</i>"));
        QVERIFY(!window.windowTitle().contains(QStringLiteral("Open Game")));

        // A transposition: 1.Nf3 d5 2.d4 is the Queen's Pawn line of the file.
        c->newGame(twoPeople());
        click(window, SQ_G1, SQ_F3);
        click(window, SQ_D7, SQ_D5);
        click(window, SQ_D2, SQ_D4);
        QCOMPARE(label->text(), QStringLiteral("<b>D02</b>&nbsp;&nbsp;Queen's Pawn: 2.Nf3 d5"));

        // Saved games carry the opening's tags.
        const QString saved = dir.filePath(QStringLiteral("eco.pgn"));
        QCOMPARE(window.savePgnFile(saved), QString());
        QFile pgn(saved);
        QVERIFY(pgn.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(pgn.readAll());
        QVERIFY2(text.contains(QStringLiteral("[ECO \"D02\"]"))
                && text.contains(QStringLiteral("[Opening \"Queen's Pawn: 2.Nf3 d5\"]")),
            qPrintable(text));

        // Hidden from the View menu, and back.
        window.action(QStringLiteral("openingNames"))->trigger();
        QVERIFY(!label->isVisible());
        QVERIFY(!window.windowTitle().contains(QStringLiteral("D02")));
        window.action(QStringLiteral("openingNames"))->trigger();
        QVERIFY(label->isVisible());
        QVERIFY(window.windowTitle().endsWith(QStringLiteral(" — D02 Queen's Pawn: 2.Nf3 d5")));

        // A broken file: said in the message bar, no names, the game as it was.
        const QString broken = dir.filePath(QStringLiteral("broken.eco"));
        {
            QFile f(broken);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("C20 \"Open Game\"  1.e4 e5 2.Ke3 *\n");
        }
        const std::string fen = c->game().current().fen();
        window.setEcoFile(broken);
        QVERIFY2(window.message().contains(QStringLiteral("line 1: C20 'Open Game', move 3 'Ke3'")),
            qPrintable(window.message()));
        QCOMPARE(label->text(), QStringLiteral("<i>No opening names</i>"));
        QCOMPARE(c->game().current().fen(), fen);
        QCOMPARE(c->game().plyCount(), 3);

        // Two problems at once (a bad book and a bad ECO file, as at a start-up): both are shown,
        // the second below the first, not over it.
        auto* bar = window.findChild<QLabel*>(QStringLiteral("messageBar"));
        QVERIFY(bar);
        window.show();
        QTest::mouseClick(bar, Qt::LeftButton); // closed, as a user does
        QCOMPARE(window.message(), QString());
        window.setBookFile(QStringLiteral("/dev/zero"));
        window.setEcoFile(dir.path());
        const QString both = window.message();
        QVERIFY2(both.contains(QStringLiteral("book '/dev/zero': it is not a regular file"))
                && both.contains(QStringLiteral(": it is a folder, not a file")) && both.count(QLatin1Char('\n')) == 1,
            qPrintable(both));
    }

    // A game without the mouse: Ctrl+L to the move box, moves typed in SAN and UCI with Enter,
    // completion from the legal moves, a wrong move said and kept, Escape back to the board, the
    // arrow keys to step back, Ctrl+Z to take back.
    void keyboardOnlyGame()
    {
        kdui::MainWindow window(options("typed.ini"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        kdui::GameController* c = window.controller();
        c->newGame(twoPeople());
        kdui::MoveEntry* entry = window.moveEntry();
        QVERIFY(entry->isEnabled());
        QVERIFY(entry->candidates().contains(QStringLiteral("Nf3")));
        QVERIFY(entry->candidates().contains(QStringLiteral("g1f3")));
        QCOMPARE(entry->candidates().size(), 40); // 20 legal moves, in SAN and in UCI
        QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier);
        QVERIFY(entry->hasFocus());
        for (const char* move : {"e4", "e7e5", "Nf3", "Nc6"}) {
            QTest::keyClicks(entry, QString::fromLatin1(move));
            QTest::keyClick(entry, Qt::Key_Return);
        }
        QCOMPARE(movesOf(c->game()), std::string("e2e4 e7e5 g1f3 b8c6"));
        QVERIFY(entry->hasFocus());
        QVERIFY(entry->text().isEmpty());
        // Completion: the popup offers the legal moves that start as typed.
        QTest::keyClicks(entry, QStringLiteral("Bb"));
        QCOMPARE(entry->moveCompleter()->completionCount(), 1);
        QCOMPARE(entry->moveCompleter()->currentCompletion(), QStringLiteral("Bb5"));
        entry->clear();
        // Not a legal move: said, nothing played, the text kept to correct.
        QTest::keyClicks(entry, QStringLiteral("Ke3"));
        QTest::keyClick(entry, Qt::Key_Return);
        QVERIFY2(window.message().contains(QStringLiteral("Ke3")), qPrintable(window.message()));
        QCOMPARE(c->game().plyCount(), 4);
        QCOMPARE(entry->text(), QStringLiteral("Ke3"));
        QTest::keyClick(entry, Qt::Key_Escape);
        QVERIFY(window.board()->hasFocus());
        QVERIFY(entry->text().isEmpty());
        QTest::keyClick(window.board(), Qt::Key_Left);
        QCOMPARE(c->viewPly(), 3);
        QTest::keyClick(window.board(), Qt::Key_End);
        QTest::keyClick(window.board(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(c->game().plyCount(), 3);
        QCOMPARE(entry->candidates().contains(QStringLiteral("Nc6")), true);
        // On the board: Enter shows the cursor, then the arrows move it instead of the game.
        QTest::keyClick(window.board(), Qt::Key_Return);
        QCOMPARE(window.board()->cursorSquare(), SQ_F3); // the last move's square
        QTest::keyClick(window.board(), Qt::Key_Left);
        QCOMPARE(window.board()->cursorSquare(), SQ_E3);
        QCOMPARE(c->viewPly(), 3);
        QTest::keyClick(window.board(), Qt::Key_Left);
        for (int i = 0; i < 4; ++i)
            QTest::keyClick(window.board(), Qt::Key_Up);
        QCOMPARE(window.board()->cursorSquare(), SQ_D7);
        QTest::keyClick(window.board(), Qt::Key_Return);
        QTest::keyClick(window.board(), Qt::Key_Down);
        QTest::keyClick(window.board(), Qt::Key_Down);
        QTest::keyClick(window.board(), Qt::Key_Return); // d7-d5 with the keyboard
        QCOMPARE(movesOf(c->game()), std::string("e2e4 e7e5 g1f3 d7d5"));
    }

    // Themes: a custom colour pair, the second piece set and the dark palette, chosen from the View
    // menu's entries, drawn, and kept across a restart; the heat maps follow the palette.
    void themesAreKept()
    {
        const QString ini = dir.filePath(QStringLiteral("themes.ini"));
        const QColor light(0xF0, 0xE0, 0x90), dark(0x30, 0x60, 0x90);
        {
            kdui::MainWindow window({ini, true});
            window.resize(1024, 640);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.action(QStringLiteral("appearance_system"))->isChecked());
            QVERIFY(window.action(QStringLiteral("pieces_classic"))->isChecked());
            const QImage classic = window.board()->grab().toImage();
            window.setCustomColours(light, dark);
            QCOMPARE(window.board()->lightColor(), light);
            QCOMPARE(window.board()->darkColor(), dark);
            QVERIFY(window.action(QStringLiteral("themeCustom"))->isChecked());
            window.action(QStringLiteral("pieces_bauhaus"))->trigger();
            QCOMPARE(kdui::pieceSet().style(), QStringLiteral("bauhaus"));
            QVERIFY(kdui::pieceSet().valid());
            window.action(QStringLiteral("themeSlate"))->trigger();
            QVERIFY(window.board()->grab().toImage() != classic); // other pieces on the same squares
            window.setCustomColours(light, dark);
            window.action(QStringLiteral("appearance_dark"))->trigger();
            QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 128);
            window.showPanel(QStringLiteral("heatmap"));
            QTRY_COMPARE(window.heatmap()->paintOptions().palette.neutral, kdui::HeatPalette::dark().neutral);
            window.saveSettings();
        }
        {
            kdui::MainWindow again({ini, true});
            QCOMPARE(again.board()->lightColor(), light);
            QCOMPARE(again.board()->darkColor(), dark);
            QVERIFY(again.action(QStringLiteral("themeCustom"))->isChecked());
            QVERIFY(again.action(QStringLiteral("pieces_bauhaus"))->isChecked());
            QCOMPARE(again.appearance(), QStringLiteral("dark"));
            QVERIFY(again.action(QStringLiteral("appearance_dark"))->isChecked());
            // Back to the defaults for the tests after this one.
            again.setAppearance(QStringLiteral("system"));
            again.setPieces(QStringLiteral("classic"));
            QVERIFY(QApplication::palette().color(QPalette::Window).lightness() >= 128);
            QTRY_COMPARE(again.heatmap()->paintOptions().palette.neutral, kdui::HeatPalette::light().neutral);
        }
    }

    // Screen readers: each part of the window has a name and a description, the board and the move
    // box theirs, and every button and toolbar entry a name.
    void accessibleNamesPresent()
    {
        kdui::MainWindow window(options("access.ini"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const std::pair<QWidget*, const char*> parts[] = {{window.board(), "Chess board"}, {window.moveList(), "Moves"},
            {window.evalBar(), "Evaluation bar"}, {window.fenEdit(), "FEN"}, {window.moveEntry(), "Move entry"},
            {window.enginePanel(), "Engine panel"}, {window.heatmap(), "Tables panel"},
            {window.inspector(), "Evaluation inspector"}, {window.openingLabel(), "Opening"}};
        for (const auto& [widget, name] : parts) {
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(widget);
            QVERIFY(iface);
            QCOMPARE(iface->text(QAccessible::Name), QString::fromLatin1(name));
            QVERIFY2(!iface->text(QAccessible::Description).isEmpty(), name);
        }
        for (QAbstractButton* b : window.findChildren<QAbstractButton*>()) {
            if (!b->isVisible() || !b->isEnabled())
                continue;
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(b);
            QVERIFY2(iface && !iface->text(QAccessible::Name).isEmpty(),
                qPrintable(QStringLiteral("%1 %2 in %3 (%4)")
                               .arg(QString::fromLatin1(b->metaObject()->className()), b->objectName(),
                                   b->parentWidget() ? QString::fromLatin1(b->parentWidget()->metaObject()->className())
                                                     : QString(),
                                   b->parentWidget() ? b->parentWidget()->objectName() : QString())));
        }
    }

    void checkmateIsAnnounced()
    {
        kdui::MainWindow window(options("mate.ini"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.controller()->newGame(twoPeople());
        for (auto [from, to] : {std::pair {SQ_F2, SQ_F3}, {SQ_E7, SQ_E5}, {SQ_G2, SQ_G4}, {SQ_D8, SQ_H4}})
            click(window, from, to);
        QVERIFY(window.controller()->game().over());
        QVERIFY(window.resultText().contains(QStringLiteral("Checkmate: Black wins")));
        QVERIFY(window.resultText().contains(QStringLiteral("0-1")));
        QVERIFY(!window.board()->isInteractive());
    }

    void flagFallEndsTheGame()
    {
        kdui::MainWindow window(options("flag.ini"));
        kdui::GameController* c = window.controller();
        GameSetup s = twoPeople();
        s.clock.mode = kdui::ClockSettings::Increment;
        s.clock.baseMs = 600;
        s.clock.incMs = 0;
        c->newGame(s);
        QCOMPARE(c->clockMs(WHITE), 600);
        QVERIFY(c->playMove(parseUci(c->game().current(), "e2e4").value()));
        QVERIFY(c->clockRunning());
        QTRY_VERIFY_WITH_TIMEOUT(c->game().over(), 3000);
        QCOMPARE(c->game().result(), std::string("1-0"));
        QCOMPARE(c->game().reason(), std::string("Black loses on time"));
        QCOMPARE(c->clockMs(BLACK), 0);
        QCOMPARE(window.clock(BLACK)->timeText(), QStringLiteral("0:00.0"));
    }

    void pgnRoundTripThroughTheUi()
    {
        const QString file = dir.filePath(QStringLiteral("round.pgn"));
        std::string played;
        {
            kdui::MainWindow window(options("pgn1.ini"));
            window.controller()->newGame(twoPeople());
            for (auto [from, to] :
                {std::pair {SQ_E2, SQ_E4}, {SQ_C7, SQ_C5}, {SQ_G1, SQ_F3}, {SQ_B8, SQ_C6}, {SQ_F1, SQ_B5}})
                click(window, from, to);
            played = movesOf(window.controller()->game());
            QCOMPARE(window.savePgnFile(file), QString());
        }
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(saved.readAll());
        QVERIFY(text.contains(QStringLiteral("[Event ")));
        QVERIFY(text.contains(QStringLiteral("[Result \"*\"]")));
        QVERIFY(text.contains(QStringLiteral("1. e4 c5 2. Nf3 Nc6 3. Bb5 *")));

        kdui::MainWindow other(options("pgn2.ini"));
        QCOMPARE(other.openPgnFile(file), QString());
        QCOMPARE(movesOf(other.controller()->game()), played);
        QCOMPARE(other.board()->position().fen(), other.controller()->game().current().fen());
    }

    void realWorldPgnLoadsItsMainLine()
    {
        kdui::MainWindow window(options("opera.ini"));
        QCOMPARE(window.openPgnFile(kdtest::dataPath("opera.pgn")), QString());
        const Game& g = window.controller()->game();
        QCOMPARE(g.plyCount(), 33);
        QCOMPARE(g.san(32), std::string("Rd8#"));
        QVERIFY(window.resultText().contains(QStringLiteral("1-0")));
        QCOMPARE(window.moveList()->itemForPly(32)->text(), QStringLiteral("Rd8#"));
    }

    void brokenPgnLeavesTheGameAsItWas()
    {
        kdui::MainWindow window(options("broken.ini"));
        window.controller()->newGame(twoPeople());
        click(window, SQ_D2, SQ_D4);
        const std::string before = movesOf(window.controller()->game());
        const QString error = window.openPgnFile(kdtest::dataPath("broken.pgn"));
        QVERIFY(error.contains(QStringLiteral("line 7")));
        QVERIFY(error.contains(QStringLiteral("Bxe8")));
        QCOMPARE(movesOf(window.controller()->game()), before);
        QCOMPARE(window.board()->position().fen(), window.controller()->game().current().fen());
        QVERIFY(!window.openPgnFile(dir.filePath(QStringLiteral("missing.pgn"))).isEmpty());
        QCOMPARE(movesOf(window.controller()->game()), before);
        // A file whose first game reads opens it, whatever follows; what does not read after it is
        // said in the message bar.
        const QString later = dir.filePath(QStringLiteral("later-broken.pgn"));
        {
            QFile f(later);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[Event \"a\"]\n\n1. e4 e5 2. Nf3 1-0\n\n[Event \"b\"]\n\n1. d4 Ke7 0-1\n");
        }
        QCOMPARE(window.openPgnFile(later), QString());
        QCOMPARE(movesOf(window.controller()->game()), std::string("e2e4 e7e5 g1f3"));
        QVERIFY2(window.message().contains(QStringLiteral("the text after the first game does not read: line 7")),
            qPrintable(window.message()));
        // The same text pasted (Game > Paste): the warning stays in view after the paste.
        {
            QFile f(later);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QApplication::clipboard()->setText(QString::fromUtf8(f.readAll()));
        }
        window.controller()->newGame(twoPeople());
        window.action(QStringLiteral("pasteFen"))->trigger();
        QCOMPARE(movesOf(window.controller()->game()), std::string("e2e4 e7e5 g1f3"));
        QVERIFY2(window.message().contains(QStringLiteral("the text after the first game does not read: line 7")),
            qPrintable(window.message()));
        window.controller()->newGame(twoPeople());
        click(window, SQ_D2, SQ_D4);
        // What is not a PGN file is refused before reading: a device that never ends (it would
        // fill memory) and a folder.
        QCOMPARE(window.openPgnFile(QStringLiteral("/dev/zero")),
            QStringLiteral("/dev/zero: it is not a regular file (a device, pipe or socket)"));
        QCOMPARE(window.openPgnFile(dir.path()), dir.path() + QStringLiteral(": it is a folder, not a file"));
        QCOMPARE(movesOf(window.controller()->game()), before);
    }

    // A Result tag that is no result loads the game as unfinished and says so, naming the line;
    // the moves are all there and nothing is added to them when it is saved.
    void resultTagWarning()
    {
        kdui::MainWindow window(options("resulttag.ini"));
        window.show();
        const QString pgn = QStringLiteral("[Event \"x\"]\n[Result \"Nf6\"]\n\n1. e4 e5 2. Nf3\n");
        QCOMPARE(window.pasteText(pgn), QString());
        QCOMPARE(window.controller()->game().plyCount(), 3);
        QVERIFY2(window.message().contains(QStringLiteral("line 2")), qPrintable(window.message()));
        QVERIFY2(window.message().contains(QStringLiteral("Nf6")), qPrintable(window.message()));
        QVERIFY(!window.controller()->pgn().contains(QStringLiteral("Nf3 Nf6")));
        QVERIFY(window.controller()->pgn().contains(QStringLiteral("2. Nf3 *")));
    }

    void fenThroughTheUi()
    {
        kdui::MainWindow window(options("fen.ini"));
        window.show();
        const QString fen = QStringLiteral("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        QCOMPARE(window.pasteText(fen), QString());
        QCOMPARE(QString::fromStdString(window.board()->position().fen()), fen);
        QCOMPARE(window.fenEdit()->text(), fen);
        // A bad FEN typed into the field: a message that says what is wrong, the game unchanged.
        window.fenEdit()->setFocus();
        window.fenEdit()->setText(QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"));
        QTest::keyClick(window.fenEdit(), Qt::Key_Return);
        QVERIFY2(window.message().contains(QStringLiteral("FEN")), qPrintable(window.message()));
        QCOMPARE(QString::fromStdString(window.board()->position().fen()), fen);
        QVERIFY(!window.pasteText(QStringLiteral("not a position")).isEmpty());
        QCOMPARE(QString::fromStdString(window.controller()->game().current().fen()), fen);
    }

    void gameAndSettingsSurviveARestart()
    {
        const QString ini = dir.filePath(QStringLiteral("persist.ini"));
        std::string played;
        {
            kdui::MainWindow window({ini, true});
            window.show();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            window.controller()->newGame(twoPeople());
            click(window, SQ_E2, SQ_E4);
            click(window, SQ_E7, SQ_E5);
            window.action(QStringLiteral("themeWood"))->trigger();
            QTest::keyClick(&window, Qt::Key_F);
            played = movesOf(window.controller()->game());
            window.close();
        }
        kdui::MainWindow again({ini, true});
        QCOMPARE(movesOf(again.controller()->game()), played);
        QVERIFY(again.board()->isFlipped());
        QCOMPARE(again.board()->lightColor(), kdui::boardThemes().at(1).light);
        QCOMPARE(again.board()->position().fen(), again.controller()->game().current().fen());
    }

    void corruptSettingsFallBackToDefaults_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("binary garbage") << QByteArray("\x00\xff\xfe[[[=\x01\x02", 10);
        QTest::newRow("broken game") << QByteArray("[game]\npgn=1. e4 e5 2. Ke3 Ke6\nwhite=human\nblack=human\nelo=0\n"
                                                   "clockMode=0\n[board]\ntheme=Nonexistent\n");
        QTest::newRow("bad players") << QByteArray("[game]\npgn=1. e4\nwhite=martian\nblack=human\nelo=x\n");
    }
    void corruptSettingsFallBackToDefaults()
    {
        QFETCH(QByteArray, content);
        const QString ini = dir.filePath(QStringLiteral("corrupt.ini"));
        QFile file(ini);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(content);
        file.close();
        kdui::MainWindow window({ini, true});
        QCOMPARE(window.controller()->game().plyCount(), 0);
        QCOMPARE(window.board()->position().fen(), std::string(Position::START_FEN));
        QCOMPARE(window.board()->lightColor(), kdui::boardThemes().at(0).light);
        // Playable as usual.
        window.controller()->newGame(twoPeople());
        QVERIFY(window.controller()->playMove(parseUci(window.controller()->game().current(), "e2e4").value()));
    }

    // The bar and the engine panel describe the position on the board, never an undone one.
    void takeBackClearsTheBarAndThePanel()
    {
        kdui::MainWindow window(options("staletb.ini"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        kdui::GameController* c = window.controller();
        c->newGame(versusEngine(WHITE, 150));
        click(window, SQ_E2, SQ_E4);
        QTRY_COMPARE_WITH_TIMEOUT(c->game().plyCount(), 2, 10000);
        QTRY_VERIFY(window.evalBar()->hasScore()); // the engine's line, after its move
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier); // take back
        QCOMPARE(c->game().plyCount(), 0);
        QVERIFY(!window.evalBar()->hasScore()); // nobody has searched the start position
        QCOMPARE(window.enginePanel()->scoreText(), QStringLiteral("–"));
        QVERIFY(window.enginePanel()->pvText().isEmpty());
    }

    void takeBackDuringAThinkShowsNoCancelledSearch()
    {
        kdui::MainWindow window(options("staletb2.ini"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        kdui::GameController* c = window.controller();
        c->newGame(versusEngine(WHITE, 60000));
        click(window, SQ_D2, SQ_D4);
        QTRY_VERIFY_WITH_TIMEOUT(window.evalBar()->hasScore(), 5000); // its first depths
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(c->game().plyCount(), 0);
        QVERIFY(!window.evalBar()->hasScore());
        QTest::qWait(300); // whatever the stopped search still sends
        QVERIFY(!window.evalBar()->hasScore());
        QVERIFY(window.enginePanel()->pvText().isEmpty());
    }

    // After the engine mates, the start of the game is not "#1".
    void stepToMoveZeroAfterAMate()
    {
        kdui::MainWindow window(options("matezero.ini"));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        kdui::GameController* c = window.controller();
        c->newGame(versusEngine(WHITE, 300), Position::fromFen("1r4k1/8/8/8/8/8/P4PPP/6K1 w - - 0 1").value());
        click(window, SQ_A2, SQ_A3);
        QTRY_VERIFY_WITH_TIMEOUT(c->game().over(), 10000); // ...Rb1#
        QCOMPARE(c->game().san(1), std::string("Rb1#"));
        QCOMPARE(window.evalBar()->text(), QStringLiteral("0-1")); // the final position: the result
        QCOMPARE(window.evalBar()->whiteShare(), 0.0);
        QVERIFY(window.evalBar()->toolTip().contains(QStringLiteral("played Rb1#")));
        QTest::keyClick(&window, Qt::Key_Home);
        QCOMPARE(c->viewPly(), 0);
        QVERIFY2(!window.evalBar()->hasScore(), qPrintable(window.evalBar()->text()));
        QCOMPARE(window.enginePanel()->scoreText(), QStringLiteral("–"));
        QTest::keyClick(&window, Qt::Key_Right); // after 1. a3: the engine's own search of it
        QCOMPARE(c->viewPly(), 1);
        QVERIFY(window.evalBar()->hasScore());
        QCOMPARE(window.evalBar()->text(), QString(kdui::MINUS) + QStringLiteral("#1"));
    }

    // At a limited level the bar and panel show the move played and a full-strength evaluation of
    // the position after it, saying so; never the weakened search's own numbers and line.
    void limitedLevelSaysWhatTheBarShows()
    {
        kdui::MainWindow window(options("limited.ini"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        kdui::GameController* c = window.controller();
        c->newGame(versusEngine(WHITE, 300, 1200));
        click(window, SQ_E2, SQ_E4);
        QTRY_COMPARE_WITH_TIMEOUT(c->game().plyCount(), 2, 10000);
        const QString played = QString::fromStdString(c->game().san(1));
        const QString expected
            = QStringLiteral("Kandinsky 1200 played %1 · evaluation (full strength, depth ").arg(played);
        QTRY_VERIFY_WITH_TIMEOUT(window.evalBar()->toolTip().startsWith(expected), 10000);
        QVERIFY2(window.enginePanel()->pvText().isEmpty() || window.enginePanel()->pvText().startsWith("2. "),
            qPrintable(window.enginePanel()->pvText())); // a line from the position on the board
    }

    // A saved game opened again keeps its players' names and time control (shown, not run).
    void savedGameReopensWithNamesAndTimeControl()
    {
        const QString file = dir.filePath(QStringLiteral("names.pgn"));
        {
            kdui::MainWindow window(options("names1.ini"));
            GameSetup setup = versusEngine(WHITE, 0, 1200);
            setup.clock.mode = kdui::ClockSettings::Increment;
            setup.clock.baseMs = 5 * 60000;
            setup.clock.incMs = 3000;
            window.controller()->newGame(setup);
            click(window, SQ_E2, SQ_E4);
            QTRY_COMPARE_WITH_TIMEOUT(window.controller()->game().plyCount(), 2, 10000);
            QCOMPARE(window.savePgnFile(file), QString());
        }
        kdui::MainWindow other(options("names2.ini"));
        QCOMPARE(other.openPgnFile(file), QString());
        QVERIFY2(
            other.windowTitle().contains(QStringLiteral("You vs Kandinsky 1200")), qPrintable(other.windowTitle()));
        QVERIFY2(other.windowTitle().contains(QStringLiteral("5+3")), qPrintable(other.windowTitle()));
        QVERIFY(other.clock(BLACK)->player().contains(QStringLiteral("Kandinsky 1200")));
        QVERIFY(other.clock(WHITE)->player().contains(QStringLiteral("You")));
        QVERIFY(!other.controller()->engineThinking()); // two people at the board
        QVERIFY(other.board()->isInteractive());
    }

    void takeBackAfterResigningIsRefused()
    {
        kdui::MainWindow window(options("resigntb.ini"));
        kdui::GameController* c = window.controller();
        c->newGame(versusEngine(WHITE, 100));
        click(window, SQ_E2, SQ_E4);
        QTRY_COMPARE_WITH_TIMEOUT(c->game().plyCount(), 2, 10000);
        resign(window);
        QVERIFY(c->game().over());
        QVERIFY(!window.action(QStringLiteral("takeBack"))->isEnabled());
        window.action(QStringLiteral("takeBack"))->trigger();
        QCOMPARE(c->game().plyCount(), 2);
        QCOMPARE(c->game().reason(), std::string("White resigns"));
        QVERIFY(window.resultText().contains(QStringLiteral("White resigns")));
    }

    // The result row of a long game is scrolled into view when the game ends.
    void resultOfALongGameIsInView()
    {
        kdui::MainWindow window(options("longgame.ini"));
        window.resize(1100, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        kdui::GameController* c = window.controller();
        c->newGame(twoPeople());
        std::mt19937_64 rng(5);
        while (c->game().plyCount() < 101) {
            const MoveList moves(c->game().current());
            c->playMove(moves[std::size_t(rng() % moves.size())]);
            if (c->game().over())
                c->newGame(twoPeople());
        }
        resign(window);
        QTest::qWait(20);
        kdui::MoveListView* list = window.moveList();
        QTableWidgetItem* result = list->item(list->rowCount() - 1, 0);
        QVERIFY(result && result->text().contains(QStringLiteral("resigns")));
        QVERIFY(list->viewport()->rect().contains(list->visualItemRect(result)));
    }

    void screenshotSizedGrab()
    {
        kdui::MainWindow window(options("shot.ini"));
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QImage image = window.grab().toImage();
        QCOMPARE(image.size(), QSize(1400, 900) * window.devicePixelRatio());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
