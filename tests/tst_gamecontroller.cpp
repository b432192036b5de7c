// The game side of the GUI without the window: GameClock and GameStore on their own, the
// controller's evaluation (always of the position on the board, honest at a limited level), names
// and TimeControl from a loaded PGN, take-back after resignation, and the game column's views (eval
// bar, engine panel, clocks, move list) against the layout contract.
#include "clockview.h"
#include "core/notation.h"
#include "enginepanel.h"
#include "eval/evaluate.h"
#include "evalbar.h"
#include "format.h"
#include "gameclock.h"
#include "gamecontroller.h"
#include "gamestore.h"
#include "movelistview.h"
#include "newgamedialog.h"
#include "search/engine.h"
#include "support.h"
#include "uisupport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <random>

using namespace kd;
using kdui::ClockSettings;
using kdui::EngineLine;
using kdui::GameController;
using kdui::GameSetup;
using kdui::Player;

namespace {

GameSetup versusEngine(Color human, qint64 moveTimeMs, int elo = 0)
{
    GameSetup s;
    s.players[human] = Player::Human;
    s.players[~human] = Player::Engine;
    s.elo = elo;
    s.clock.mode = ClockSettings::MoveTime;
    s.clock.moveTimeMs = moveTimeMs;
    return s;
}

GameSetup twoPeople()
{
    GameSetup s;
    s.players[WHITE] = s.players[BLACK] = Player::Human;
    s.clock.mode = ClockSettings::None;
    return s;
}

using kdtest::increment;
using kdtest::uci;

// A game of random legal moves (the same every run), ended by a resignation when it is still on.
Game randomGame(int plies, std::uint64_t seed)
{
    Game g;
    std::mt19937_64 rng(seed);
    for (int i = 0; i < plies && !g.over(); ++i) {
        const MoveList list(g.current());
        g.play(list[std::size_t(rng() % list.size())]);
    }
    if (!g.over())
        g.finish(GameResult::win(BLACK, GameResult::Reason::Resignation));
    return g;
}

// Records, each time the controller says something changed, whether the evaluation it offers
// describes the position on the board (or is absent).
struct EvaluationWatch {
    int checks = 0;
    QStringList faults;

    explicit EvaluationWatch(GameController* c)
    {
        auto check = [this, c] {
            ++checks;
            const EngineLine* e = c->evaluation();
            if (!e)
                return;
            if (e->ply != c->viewPly() || e->root.key() != c->viewPosition().key())
                faults << QStringLiteral("evaluation of ply %1 shown at ply %2").arg(e->ply).arg(c->viewPly());
            Position pos = e->root;
            for (Move m : e->pv) {
                if (!pos.isLegal(m)) {
                    faults << QStringLiteral("illegal line at ply %1").arg(e->ply);
                    break;
                }
                pos.doMove(m);
            }
        };
        QObject::connect(c, &GameController::evaluationChanged, c, check);
        QObject::connect(c, &GameController::gameChanged, c, check);
    }
};

} // namespace

class TestGameController : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<kd::Move>(); }

    // ---- GameClock ----------------------------------------------------------------------------

    void clockCountsOnlyTheRunningSideAndAddsTheIncrement()
    {
        kdui::GameClock clock;
        clock.reset(increment(60000, 2000));
        QCOMPARE(clock.remaining(WHITE), 60000);
        QVERIFY(!clock.running());
        QVERIFY(clock.moveMade(WHITE)); // the first move, before any time ran: the increment only
        QCOMPARE(clock.remaining(WHITE), 62000);
        clock.start(BLACK);
        QVERIFY(clock.running());
        QCOMPARE(clock.runningSide(), BLACK);
        QCOMPARE(clock.remaining(WHITE), 62000); // White's time does not run
        QVERIFY(clock.remaining(BLACK) <= 60000);
        QVERIFY(clock.moveMade(BLACK));
        QVERIFY(!clock.running());
        QVERIFY(clock.remaining(BLACK) > 60000); // the increment, less the (short) time it ran
    }

    void clockMoveAfterTheFlagIsRefused()
    {
        kdui::GameClock clock;
        clock.reset(increment(60000, 2000), 60000, 0);
        clock.start(BLACK);
        QVERIFY(!clock.moveMade(BLACK));
        QCOMPARE(clock.remaining(BLACK), 0);
    }

    void clockFlagFallsWhileRunning()
    {
        kdui::GameClock clock;
        clock.reset(increment(60000, 0), 60000, 1);
        QSignalSpy flags(&clock, &kdui::GameClock::flagFell);
        clock.start(BLACK);
        QTRY_COMPARE_WITH_TIMEOUT(flags.count(), 1, 3000);
        QCOMPARE(flags.at(0).at(0).value<Color>(), BLACK);
        QVERIFY(!clock.running());
    }

    void untimedClockShowsNoTime()
    {
        kdui::GameClock clock;
        ClockSettings none;
        none.mode = ClockSettings::None;
        clock.reset(none);
        clock.start(WHITE);
        QVERIFY(!clock.running());
        QCOMPARE(clock.remaining(WHITE), 0);
        QVERIFY(clock.moveMade(WHITE));
    }

    // Take-back: both times are what they were when the first move taken back was due.
    void clockTakeBackRestoresBothTimes()
    {
        kdui::GameClock clock;
        clock.reset(increment(60000, 2000));
        QVERIFY(clock.moveMade(WHITE));
        clock.start(BLACK);
        QTest::qWait(30);
        QVERIFY(clock.moveMade(BLACK));
        clock.start(WHITE);
        QVERIFY(clock.remaining(BLACK) > 60000 && clock.remaining(BLACK) < 62000);
        QVERIFY(clock.takeBack(1));
        QVERIFY(!clock.running());
        QCOMPARE(clock.remaining(WHITE), 62000);
        QCOMPARE(clock.remaining(BLACK), 60000); // neither the time Black spent nor its increment
        QVERIFY(clock.takeBack(1));
        QCOMPARE(clock.remaining(WHITE), 60000);
        QVERIFY(!clock.takeBack(1)); // no move it saw: the times stay
        QCOMPARE(clock.remaining(WHITE), 60000);
    }

    // Starting an untimed clock stops it without charging anything.
    void clockStartUntimedChargesNothing()
    {
        kdui::GameClock clock;
        clock.reset(increment(60000, 0));
        clock.start(WHITE);
        QTest::qWait(30);
        clock.stop();
        const qint64 white = clock.remaining(WHITE);
        QVERIFY(white < 60000);
        clock.stop(); // a second stop charges nothing more
        QCOMPARE(clock.remaining(WHITE), white);
        ClockSettings none;
        none.mode = ClockSettings::None;
        clock.reset(none, 60000, 60000);
        clock.start(WHITE);
        QVERIFY(!clock.running());
        clock.reset(increment(60000, 0), 60000, 60000);
        QCOMPARE(clock.remaining(WHITE), 60000);
    }

    // In a game: White's first move gets the increment (clocks start after it), Black's reply
    // too, and a take-back restores both clocks (the person's and the engine's moves).
    void controllerClocksGiveEveryMoveTheIncrementAndTakeBackRestoresThem()
    {
        GameController c;
        GameSetup s = twoPeople();
        s.clock = increment(300000, 2000);
        c.newGame(s);
        QVERIFY(!c.clockRunning());
        c.playMove(uci(c.game().current(), "e2e4"));
        QCOMPARE(c.clockMs(WHITE), 302000);
        QVERIFY(c.clockRunning());
        QTest::qWait(30);
        c.playMove(uci(c.game().current(), "e7e5"));
        QVERIFY(c.clockMs(BLACK) > 300000 && c.clockMs(BLACK) < 302000);
        c.takeBack();
        QCOMPARE(c.game().plyCount(), 1);
        QVERIFY(c.clockMs(BLACK) <= 300000); // running again from 5:00, without the increment
        QVERIFY(c.clockMs(BLACK) > 299000);
        QCOMPARE(c.clockMs(WHITE), 302000);
        c.takeBack();
        QCOMPARE(c.game().plyCount(), 0);
        QVERIFY(!c.clockRunning());
        QCOMPARE(c.clockMs(WHITE), 300000);
        QCOMPARE(c.clockMs(BLACK), 300000);

        // Against the engine a take-back removes its reply and the person's move.
        GameSetup e = versusEngine(WHITE, 0);
        e.clock = increment(60000, 1000);
        c.newGame(e);
        c.playMove(uci(c.game().current(), "e2e4"));
        QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, 20000);
        c.takeBack();
        QCOMPARE(c.game().plyCount(), 0);
        QCOMPARE(c.clockMs(WHITE), 60000);
        QCOMPARE(c.clockMs(BLACK), 60000);
    }

    // A fixed time per move, whole or not, is written so that it reads back the same.
    void moveTimeTagRoundTrip_data()
    {
        QTest::addColumn<qint64>("ms");
        for (qint64 ms : {100, 500, 1000, 1001, 2500, 3000, 12345, 60000})
            QTest::newRow(qPrintable(QString::number(ms))) << ms;
    }

    void moveTimeTagRoundTrip()
    {
        QFETCH(qint64, ms);
        ClockSettings c;
        c.mode = ClockSettings::MoveTime;
        c.moveTimeMs = ms;
        const ClockSettings back = ClockSettings::fromPgnTag(c.pgnTag());
        QCOMPARE(int(back.mode), int(ClockSettings::MoveTime));
        QCOMPARE(back.moveTimeMs, ms);
    }

    void timeControlTags_data()
    {
        QTest::addColumn<QString>("tag");
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("text");
        QTest::newRow("5+3") << "300+3" << int(ClockSettings::Increment) << "5+3";
        QTest::newRow("10 min") << "600" << int(ClockSettings::Increment) << "10+0";
        QTest::newRow("per move") << "*8" << int(ClockSettings::MoveTime) << "8 s per move";
        QTest::newRow("none") << "-" << int(ClockSettings::None) << "no clock";
        QTest::newRow("unknown") << "?" << int(ClockSettings::None) << "no clock";
        QTest::newRow("moves/time") << "40/5400" << int(ClockSettings::None) << "40/5400 as recorded, untimed";
    }

    void timeControlTags()
    {
        QFETCH(QString, tag);
        QFETCH(int, mode);
        QFETCH(QString, text);
        const ClockSettings c = ClockSettings::fromPgnTag(tag);
        QCOMPARE(int(c.mode), mode);
        QCOMPARE(c.text(), text);
        if (c.mode == ClockSettings::Increment)
            QCOMPARE(c.pgnTag(), tag);
    }

    // Every clock the GUI can hold writes a TimeControl tag that reads back as the same clock, in the
    // engine library's syntax (kandinsky-cli match reads it too): no "1e+07", no whole seconds cut.
    void incrementTagRoundTrip_data()
    {
        QTest::addColumn<qint64>("baseMs");
        QTest::addColumn<qint64>("incMs");
        QTest::addColumn<QString>("tag");
        QTest::newRow("5+3") << qint64(300000) << qint64(3000) << "300+3";
        QTest::newRow("no increment") << qint64(600000) << qint64(0) << "600";
        QTest::newRow("half a second") << qint64(500) << qint64(250) << "0.5+0.25";
        QTest::newRow("milliseconds") << qint64(1234567) << qint64(1) << "1234.567+0.001";
        QTest::newRow("huge") << qint64(10000000000) << qint64(0) << "10000000";
    }

    void incrementTagRoundTrip()
    {
        QFETCH(qint64, baseMs);
        QFETCH(qint64, incMs);
        QFETCH(QString, tag);
        ClockSettings c;
        c.mode = ClockSettings::Increment;
        c.baseMs = baseMs;
        c.incMs = incMs;
        QCOMPARE(c.pgnTag(), tag);
        const ClockSettings back = ClockSettings::fromPgnTag(tag);
        QCOMPARE(int(back.mode), int(ClockSettings::Increment));
        QCOMPARE(back.baseMs, baseMs);
        QCOMPARE(back.incMs, incMs);
    }

    // Tags in forms the reader refuses (exponents, signs, hex, infinity) are kept as recorded text,
    // never turned into a clock through a floating-point guess.
    void oddTimeControlTags_data()
    {
        QTest::addColumn<QString>("tag");
        for (const char* t : {"1e7", "inf", "0x10", "-5+3", "300+-3", "nan", "*1e3", "*-1", "300+3+1"})
            QTest::newRow(t) << QString::fromLatin1(t);
    }

    void oddTimeControlTags()
    {
        QFETCH(QString, tag);
        const ClockSettings c = ClockSettings::fromPgnTag(tag);
        QCOMPARE(int(c.mode), int(ClockSettings::None));
        QCOMPARE(c.recordedTag, tag);
    }

    // ---- GameStore ----------------------------------------------------------------------------

    void storeRoundTrip()
    {
        kdui::StoredGame g;
        g.setup = versusEngine(BLACK, 0, 1200);
        g.setup.clock = increment(300000, 3000);
        g.setup.names[WHITE] = QStringLiteral("Anna");
        g.game.play(uci(g.game.current(), "d2d4"));
        g.game.play(uci(g.game.current(), "g8f6"));
        g.clockMs[WHITE] = 123456;
        g.clockMs[BLACK] = 98765;
        g.viewPly = 1;
        QString error;
        const std::optional<kdui::StoredGame> back = kdui::gamestore::load(kdui::gamestore::save(g), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->setup.players[WHITE], Player::Engine);
        QCOMPARE(back->setup.players[BLACK], Player::Human);
        QCOMPARE(back->setup.elo, 1200);
        QCOMPARE(back->setup.clock.baseMs, 300000);
        QCOMPARE(back->setup.clock.incMs, 3000);
        QCOMPARE(back->setup.names[WHITE], QStringLiteral("Anna"));
        QCOMPARE(back->setup.playerName(WHITE), QStringLiteral("Anna"));
        QCOMPARE(back->game.plyCount(), 2);
        QCOMPARE(back->clockMs[WHITE], 123456);
        QCOMPARE(back->clockMs[BLACK], 98765);
        QCOMPARE(back->viewPly, 1);
    }

    void storeRefusesBrokenValues_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QVariant>("value");
        QTest::newRow("player") << "white" << QVariant(QStringLiteral("robot"));
        QTest::newRow("clock mode") << "clockMode" << QVariant(QStringLiteral("fast"));
        QTest::newRow("pgn") << "pgn" << QVariant(QStringLiteral("1. e5 *"));
    }

    void storeRefusesBrokenValues()
    {
        QFETCH(QString, key);
        QFETCH(QVariant, value);
        QVariantMap values = kdui::gamestore::save(kdui::StoredGame {});
        values[key] = value;
        QString error;
        QVERIFY(!kdui::gamestore::load(values, &error));
        QVERIFY(!error.isEmpty());
    }

    // ---- the controller -----------------------------------------------------------------------

    // A saved game opened again is between two people at the board, but keeps its players' names
    // and time control (shown, not run).
    void loadedPgnKeepsNamesAndTimeControl()
    {
        GameController c;
        const QString pgn = QStringLiteral("[Event \"Kandinsky game\"]\n[White \"You\"]\n[Black \"Kandinsky 1200\"]\n"
                                           "[TimeControl \"300+3\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n");
        QCOMPARE(c.loadPgn(pgn), QString());
        QCOMPARE(c.setup().playerName(WHITE), QStringLiteral("You"));
        QCOMPARE(c.setup().playerName(BLACK), QStringLiteral("Kandinsky 1200"));
        QCOMPARE(c.setup().clockLabel(BLACK), QStringLiteral("Black · Kandinsky 1200"));
        QCOMPARE(c.setup().players[WHITE], Player::Human);
        QCOMPARE(c.setup().players[BLACK], Player::Human); // nobody pretends the engine will play
        QVERIFY(!c.engineThinking());
        QCOMPARE(c.setup().clock.text(), QStringLiteral("5+3 as recorded, untimed"));
        QVERIFY(!c.clockRunning());
        // Saved again, the tags are the game's own.
        const QString again = c.pgn();
        QVERIFY(again.contains(QStringLiteral("[Black \"Kandinsky 1200\"]")));
        QVERIFY(again.contains(QStringLiteral("[TimeControl \"300+3\"]")));
        // And through the saved session.
        GameController d;
        QCOMPARE(d.restoreState(c.saveState()), QString());
        QCOMPARE(d.setup().playerName(BLACK), QStringLiteral("Kandinsky 1200"));
        QCOMPARE(d.setup().clock.text(), QStringLiteral("5+3 as recorded, untimed"));
        // A new game from a FEN is not that game: its names go.
        QCOMPARE(d.loadFen(QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 0 1")), QString());
        QCOMPARE(d.setup().playerName(BLACK), QStringLiteral("You"));
        QCOMPARE(d.setup().clock.text(), QStringLiteral("no clock"));
    }

    void pgnWithoutNamesShowsWhoPlays()
    {
        GameController c;
        QCOMPARE(c.loadPgn(QStringLiteral("[White \"?\"]\n\n1. d4 *\n")), QString());
        QCOMPARE(c.setup().playerName(WHITE), QStringLiteral("You"));
        QCOMPARE(c.setup().clockLabel(WHITE), QStringLiteral("White"));
        QCOMPARE(c.setup().clock.text(), QStringLiteral("no clock"));
    }

    // As on lichess, a resignation is final: no take-back brings the game back.
    void takeBackAfterResignationIsRefused()
    {
        GameController c;
        c.newGame(twoPeople());
        c.playMove(uci(c.game().current(), "e2e4"));
        c.playMove(uci(c.game().current(), "e7e5"));
        QVERIFY(c.canTakeBack());
        c.resign();
        QVERIFY(c.game().over());
        QVERIFY(!c.canTakeBack());
        c.takeBack();
        QCOMPARE(c.game().plyCount(), 2);
        QCOMPARE(c.game().reason(), std::string("White resigns"));
    }

    void takeBackAfterCheckmateIsAllowed()
    {
        GameController c;
        c.newGame(twoPeople());
        for (const char* m : {"f2f3", "e7e5", "g2g4", "d8h4"})
            c.playMove(uci(c.game().current(), m));
        QVERIFY(c.game().over());
        QVERIFY(c.evaluation() != nullptr); // the final position: the result, not a number
        QCOMPARE(c.evaluation()->source, EngineLine::Source::GameOver);
        QCOMPARE(kdui::describeLine(*c.evaluation()), QStringLiteral("You played Qh4# · Checkmate: Black wins (0-1)"));
        QVERIFY(c.canTakeBack());
        c.takeBack();
        QCOMPARE(c.game().plyCount(), 3);
        QVERIFY(!c.game().over());
        QVERIFY(c.evaluation() == nullptr);
    }

    // A loaded game that went on past a threefold repetition (a draw that must be claimed) loads as
    // played; played on here, the next repetition is claimed for the players and ends the game, and
    // the resignation's result is the one value the PGN writes.
    void loadedGamePastARepetitionPlaysOn()
    {
        const QString played = QStringLiteral("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 *");
        GameController c;
        QCOMPARE(c.loadPgn(played), QString());
        QCOMPARE(c.game().plyCount(), 9);
        QVERIFY(!c.game().over());
        QVERIFY(c.playMove(uci(c.game().current(), "g8f6")));
        QVERIFY(c.game().over());
        QCOMPARE(c.game().gameResult(), GameResult::draw(GameResult::Reason::ThreefoldRepetition));
        QVERIFY(c.canTakeBack()); // an ending by the rules follows the position

        GameController r;
        QCOMPARE(r.loadPgn(played), QString());
        r.resign();
        QCOMPARE(r.game().gameResult(), GameResult::win(WHITE, GameResult::Reason::Resignation));
        QVERIFY(r.pgn().contains(QStringLiteral("[Termination \"normal\"]")));
        QVERIFY(r.pgn().contains(QStringLiteral(" 1-0\n")));
    }

    // A game between two people has no search: nothing is shown, not a number of another position.
    void noSearchNoEvaluation()
    {
        GameController c;
        c.newGame(twoPeople());
        c.playMove(uci(c.game().current(), "e2e4"));
        QVERIFY(c.evaluation() == nullptr);
    }

    // Full strength: the engine's own line, first of the position it searches, then (after its
    // move) of the position after that move, always of the position on the board; take-backs,
    // stepping to move 0 and new games clear or replace it.
    void evaluationAlwaysDescribesTheBoard()
    {
        GameController c;
        EvaluationWatch watch(&c);
        c.newGame(versusEngine(WHITE, 150));
        c.playMove(uci(c.game().current(), "e2e4"));
        QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, 10000);
        QVERIFY(c.evaluation() != nullptr);
        QCOMPARE(c.evaluation()->played, QString::fromStdString(c.game().san(1)));
        QVERIFY(kdui::lineSource(*c.evaluation()).contains(QStringLiteral("Kandinsky (full strength) played")));
        c.setViewPly(0);
        QVERIFY(c.evaluation() == nullptr); // nobody searched the start position
        c.setViewPly(1);
        QVERIFY(c.evaluation() != nullptr); // the engine's search of the position after 1. e4
        c.setViewPly(2);
        c.playMove(uci(c.game().current(), "d2d4"));
        QVERIFY(c.engineThinking());
        QTRY_VERIFY_WITH_TIMEOUT(c.evaluation() != nullptr, 10000); // its first depths, live
        const quint64 cancelled = c.generation();
        c.takeBack(); // during the think: back to the person's turn, so no new search starts
        QCOMPARE(c.game().plyCount(), 2);
        QVERIFY(!c.engineThinking());
        QVERIFY(c.generation() > cancelled); // what the cancelled search still sends is stale
        QTest::qWait(300); // ... and dropped when it arrives
        // Ply 2 keeps the engine's line from before the take-back (its search, after its reply
        // 1... e5), not a line of the taken-back 2. d4 (ply 3, gone).
        QVERIFY(c.evaluation() != nullptr);
        QCOMPARE(c.evaluation()->ply, 2);
        QCOMPARE(c.evaluation()->played, QString::fromStdString(c.game().san(1)));
        QVERIFY(c.evaluation()->root.key() == c.game().current().key());
        c.newGame(versusEngine(WHITE, 150));
        QVERIFY(c.evaluation() == nullptr);
        c.playMove(uci(c.game().current(), "e2e4"));
        QTRY_VERIFY_WITH_TIMEOUT(c.evaluation() != nullptr, 10000);
        QCOMPARE(c.loadPgn(QStringLiteral("1. e4 e5 *")), QString());
        QVERIFY(c.evaluation() == nullptr); // a loaded game: nobody searched it
        QVERIFY(watch.checks > 5);
        QVERIFY2(watch.faults.isEmpty(), qPrintable(watch.faults.join("; ")));
    }

    // A limited level's own search is its noisy choice: its numbers are never shown. After its move
    // the static evaluation of the new position shows at once, then a full-strength search of it,
    // saying who played what.
    void limitedLevelShowsTheMovePlayedAndAFullStrengthEvaluation()
    {
        QList<EngineLine> lines; // before the controller, so that it outlives the connection
        GameController c;
        EvaluationWatch watch(&c);
        connect(&c, &GameController::engineInfo, this, [&](const EngineLine& l) { lines << l; });
        c.newGame(versusEngine(WHITE, 300, 1200));
        c.playMove(uci(c.game().current(), "e2e4"));
        QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, 10000);
        for (const EngineLine& l : lines)
            QVERIFY(l.source != EngineLine::Source::Search); // nothing of the weakened search
        QVERIFY(c.evaluation() != nullptr);
        const QString played = QString::fromStdString(c.game().san(1));
        QCOMPARE(c.evaluation()->played, played);
        QTRY_VERIFY_WITH_TIMEOUT(c.evaluation()->source == EngineLine::Source::Evaluation, 10000);
        const QString text = kdui::describeLine(*c.evaluation());
        QVERIFY2(
            text.startsWith(QStringLiteral("Kandinsky 1200 played %1 · evaluation (full strength, depth ").arg(played)),
            qPrintable(text));
        QVERIFY(c.evaluation()->root.key() == c.game().current().key());
        QCOMPARE(c.evaluation()->model, QString::fromLatin1(kd::DEFAULT_MODEL.data()));
        // The person's move ends the evaluation; the hint may replace it.
        c.requestHint();
        QVERIFY(c.hintPending());
        QTRY_VERIFY_WITH_TIMEOUT(c.hint() != Move::none(), 10000);
        QVERIFY2(watch.faults.isEmpty(), qPrintable(watch.faults.join("; ")));
    }

    // The model's name as the model list shows it ("pesto (edited)") in every line and tooltip.
    void linesCarryTheModelsDisplayName()
    {
        GameController c;
        QCOMPARE(c.modelName(), QString::fromLatin1(kd::DEFAULT_MODEL.data()));
        c.setModelName(QStringLiteral("pesto (edited)"));
        c.newGame(versusEngine(WHITE, 300, 1200));
        c.playMove(uci(c.game().current(), "e2e4"));
        QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, 10000);
        QVERIFY(c.evaluation() != nullptr);
        QCOMPARE(c.evaluation()->model, QStringLiteral("pesto (edited)")); // the static one
        QTRY_VERIFY_WITH_TIMEOUT(c.evaluation()->source == EngineLine::Source::Evaluation, 10000);
        QCOMPARE(c.evaluation()->model, QStringLiteral("pesto (edited)")); // the search's
        kdui::EvalBar bar;
        bar.setLine(*c.evaluation());
        QVERIFY2(bar.toolTip().contains(QStringLiteral("Model: pesto (edited)")), qPrintable(bar.toolTip()));
        QCOMPARE(kdui::describeLineWithModel(*c.evaluation()),
            kdui::describeLine(*c.evaluation()) + QStringLiteral("\nModel: pesto (edited)"));
    }

    // A model whose numbers lie in range but add up past what the search takes: the static line on
    // the bar and the panel is read as the search reads it, a large number and never a mate.
    void hugeStaticEvaluationIsNoMate()
    {
        GameController c;
        kd::EvalModel model = kd::builtinModels().front();
        model.name = "huge";
        for (auto& stage : model.material)
            stage[kd::PAWN] = kd::MODEL_MATERIAL_MAX;
        c.setTables(kd::EvalTables::build(model));
        const auto start = kd::Position::fromFen("4k3/8/8/8/8/8/PPPP4/4K3 w - - 0 1");
        QVERIFY(start.ok());
        c.newGame(versusEngine(WHITE, 300, 1200), *start); // a limited level: its own line is not shown
        c.playMove(uci(c.game().current(), "a2a3"));
        QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, 10000);
        c.setViewPly(1);
        const EngineLine* e = c.evaluation();
        QVERIFY(e != nullptr);
        QCOMPARE(int(e->source), int(EngineLine::Source::Static));
        QVERIFY(kd::whiteScore(c.viewPosition(), *c.tables()) > kd::VALUE_EVAL_MAX); // the model's number
        QCOMPARE(e->scoreWhite, kd::VALUE_EVAL_MAX);
        QVERIFY(!kd::isMateScore(e->scoreWhite));
    }

    // Stepping back to the position after the person's own move (a limited level, whose own
    // search is never shown): its static evaluation, never nothing and never another position's.
    void positionAfterThePersonsMoveHasItsStaticEvaluation()
    {
        GameController c;
        EvaluationWatch watch(&c);
        c.newGame(versusEngine(WHITE, 300, 1200));
        c.playMove(uci(c.game().current(), "e2e4"));
        QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, 10000);
        c.setViewPly(1);
        const EngineLine* e = c.evaluation();
        QVERIFY(e != nullptr);
        QCOMPARE(int(e->source), int(EngineLine::Source::Static));
        QCOMPARE(e->ply, 1);
        QVERIFY(e->root.key() == c.viewPosition().key());
        QCOMPARE(e->played, QStringLiteral("e4"));
        QCOMPARE(e->scoreWhite, kd::whiteScore(c.viewPosition(), *c.tables()));
        kdui::EnginePanel panel;
        panel.setLine(*e);
        QVERIFY2(panel.sourceText().contains(QStringLiteral("You played e4 · static evaluation")),
            qPrintable(panel.sourceText()));
        c.setViewPly(2);
        QVERIFY(c.evaluation() != nullptr);
        QCOMPARE(c.evaluation()->ply, 2);
        QVERIFY2(watch.faults.isEmpty(), qPrintable(watch.faults.join("; ")));
    }

    void staticEvaluationText()
    {
        EngineLine l;
        l.source = EngineLine::Source::Static;
        l.player = QStringLiteral("Kandinsky 800");
        l.played = QStringLiteral("Nf3");
        l.scoreWhite = 40;
        QCOMPARE(kdui::describeLine(l), QStringLiteral("Kandinsky 800 played Nf3 · static evaluation: +0.40"));
        l.source = EngineLine::Source::Evaluation;
        l.depth = 9;
        QCOMPARE(kdui::describeLine(l),
            QStringLiteral("Kandinsky 800 played Nf3 · evaluation (full strength, depth 9): +0.40"));
    }

    // ---- the views ----------------------------------------------------------------------------

    void evalBarShowsTheSignedValueInTheUnit_data()
    {
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("text");
        QTest::newRow("+0.35") << 35 << "+0.35";
        QTest::newRow("-1.30") << -130 << QString(kdui::MINUS) + "1.30";
        QTest::newRow("0.00") << 0 << "0.00";
        QTest::newRow("#3") << mateIn(5) << "#3";
        QTest::newRow("-#2") << matedIn(4) << QString(kdui::MINUS) + "#2";
        // Black to move and mating in 1 (one ply), White mating in 1 after Black's move (two plies).
        QTest::newRow("-#1, Black to move") << matedIn(1) << QString(kdui::MINUS) + "#1";
        QTest::newRow("#1, Black to move") << mateIn(2) << "#1";
    }

    void evalBarShowsTheSignedValueInTheUnit()
    {
        QFETCH(int, score);
        QFETCH(QString, text);
        kdui::EvalBar bar;
        const QSize hint = bar.sizeHint(), minimum = bar.minimumSizeHint();
        QVERIFY(hint.width() >= 24);
        QVERIFY(minimum.width() >= 24);
        QVERIFY(!bar.hasScore());
        QVERIFY(bar.toolTip().contains(QStringLiteral("No evaluation")));
        EngineLine line;
        line.source = EngineLine::Source::Evaluation;
        line.player = QStringLiteral("Kandinsky 1200");
        line.played = QStringLiteral("Nf3");
        line.depth = 9;
        line.scoreWhite = score;
        line.model = QStringLiteral("pesto");
        bar.setLine(line);
        QVERIFY(bar.toolTip().contains(QStringLiteral("Model: pesto")));
        QCOMPARE(bar.text(), text);
        QVERIFY(bar.toolTip().contains(QStringLiteral("evaluation (full strength, depth 9)")));
        QVERIFY(bar.toolTip().contains(QStringLiteral("White's side")));
        QCOMPARE(bar.sizeHint(), hint); // the value never sizes the bar
        QCOMPARE(bar.minimumSizeHint(), minimum);
        bar.clear();
        QCOMPARE(bar.text(), QString());
    }

    // View → Score units: the bar's tooltip and the panel's labels are written again in the new
    // unit on refreshUnit(), without a new line.
    void viewsRefreshTheUnit()
    {
        EngineLine line;
        line.source = EngineLine::Source::Evaluation;
        line.player = QStringLiteral("Kandinsky 1200");
        line.played = QStringLiteral("Nf3");
        line.depth = 9;
        line.scoreWhite = 135;
        line.model = QStringLiteral("pesto");
        kdui::EvalBar bar;
        kdui::EnginePanel panel;
        kdui::setScoreUnit(kdui::ScoreUnit::Pawns);
        bar.setLine(line);
        panel.setLine(line);
        QVERIFY(bar.toolTip().contains(QStringLiteral("+1.35")));
        kdui::setScoreUnit(kdui::ScoreUnit::Centipawns);
        bar.refreshUnit();
        panel.refreshUnit();
        const QString cp = kdui::scoreText(line.scoreWhite);
        QCOMPARE(cp, QStringLiteral("+135"));
        QCOMPARE(panel.scoreText(), cp);
        QVERIFY2(bar.toolTip().contains(cp + QLatin1Char('\n')), qPrintable(bar.toolTip()));
        QVERIFY(!bar.toolTip().contains(QStringLiteral("+1.35")));
        QVERIFY(bar.toolTip().contains(QStringLiteral("in centipawns")));
        QVERIFY(panel.sourceText().contains(QStringLiteral("depth 9")));
        QCOMPARE(bar.text(), cp);
        kdui::setScoreUnit(kdui::ScoreUnit::Pawns);
        bar.refreshUnit();
        panel.refreshUnit();
        QCOMPARE(panel.scoreText(), QStringLiteral("+1.35"));
        QVERIFY(bar.toolTip().contains(QStringLiteral("+1.35\n")));
    }

    // The search's time in the panel: hundredths below 10 s (a quick search is not "0.0 s"),
    // tenths from there.
    void enginePanelTime_data()
    {
        QTest::addColumn<int>("ms");
        QTest::addColumn<QString>("shown");
        QTest::newRow("50 ms") << 50 << QStringLiteral(" · 0.05 s");
        QTest::newRow("1234 ms") << 1234 << QStringLiteral(" · 1.23 s");
        QTest::newRow("12345 ms") << 12345 << QStringLiteral(" · 12.3 s");
    }
    void enginePanelTime()
    {
        QFETCH(int, ms);
        QFETCH(QString, shown);
        EngineLine line;
        line.source = EngineLine::Source::Search;
        line.depth = 14;
        line.seldepth = 22;
        line.nodes = 108200;
        line.nps = 2210000;
        line.timeMs = ms;
        kdui::EnginePanel panel;
        panel.setLine(line);
        QVERIFY2(panel.statsText().endsWith(shown), qPrintable(panel.statsText()));
    }

    // The fill moves to its value over about 200 ms; the value itself is set at once.
    void evalBarAnimatesTowardsTheTarget()
    {
        kdui::EvalBar bar;
        bar.resize(30, 300);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        bar.setScore(400);
        QVERIFY(bar.whiteShare() > 0.85);
        QTRY_VERIFY_WITH_TIMEOUT(std::abs(bar.shownShare() - bar.whiteShare()) < 1e-9, 3000);
        bar.setScore(mateIn(1));
        QCOMPARE(bar.whiteShare(), 1.0);
        bar.clear();
        QCOMPARE(bar.whiteShare(), 0.5);
        QTRY_VERIFY_WITH_TIMEOUT(std::abs(bar.shownShare() - 0.5) < 1e-9, 3000);
    }

    // The game column (240–320 px): small minimums, and sizes that text arriving never changes.
    void enginePanelKeepsItsSize()
    {
        kdui::EnginePanel panel;
        const QSize hint = panel.sizeHint(), minimum = panel.minimumSizeHint();
        QVERIFY2(minimum.width() <= 220, qPrintable(QString::number(minimum.width())));
        panel.resize(260, hint.height() + 80);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QRect button = panel.lineButton()->geometry();
        EngineLine line;
        line.player = QStringLiteral("Kandinsky (full strength)");
        line.depth = 24;
        line.seldepth = 38;
        line.nodes = 123456789;
        line.nps = 2345678;
        line.timeMs = 12345;
        line.scoreWhite = -1234;
        line.bound = BOUND_UPPER;
        Game g = randomGame(40, 7);
        line.root = g.start();
        for (int i = 0; i < g.plyCount(); ++i) {
            line.pv.push_back(g.moves()[std::size_t(i)]);
            line.pvSan << QString::fromStdString(g.san(i));
        }
        panel.setLine(line);
        QTest::qWait(20);
        QCOMPARE(panel.sizeHint(), hint);
        QCOMPARE(panel.minimumSizeHint(), minimum);
        QCOMPARE(panel.lineButton()->geometry(), button); // nothing moved
        panel.clear();
        QTest::qWait(20);
        QCOMPARE(panel.lineButton()->geometry(), button);
        QCOMPARE(panel.sizeHint(), hint);
    }

    void clockViewKeepsItsSize()
    {
        kdui::ClockView clock;
        clock.setPlayer(QStringLiteral("White"));
        clock.setTime(300000, false);
        const QSize hint = clock.sizeHint(), minimum = clock.minimumSizeHint();
        QVERIFY2(minimum.width() <= 220, qPrintable(QString::number(minimum.width())));
        clock.setPlayer(QStringLiteral("White · Kandinsky (full strength), a very long name from a PGN file"));
        clock.setTime(3723000, true);
        QCOMPARE(clock.sizeHint(), hint);
        QCOMPARE(clock.minimumSizeHint(), minimum);
        QVERIFY(clock.player().endsWith(QStringLiteral("PGN file")));
    }

    void moveListKeepsItsSize()
    {
        kdui::MoveListView list;
        const QSize hint = list.sizeHint(), minimum = list.minimumSizeHint();
        QVERIFY(minimum.width() <= 220);
        const Game g = randomGame(150, 3);
        list.setGame(g, g.plyCount());
        QCOMPARE(list.sizeHint(), hint);
        QCOMPARE(list.minimumSizeHint(), minimum);
    }

    // When the game ends, the result row under the last move is scrolled into view, after an
    // even or an odd number of moves.
    void moveListShowsTheResult_data()
    {
        QTest::addColumn<int>("plies");
        QTest::newRow("even") << 120;
        QTest::newRow("odd") << 121;
    }

    void moveListShowsTheResult()
    {
        QFETCH(int, plies);
        kdui::MoveListView list;
        list.resize(260, 300);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        Game g;
        std::mt19937_64 rng(11);
        while (g.plyCount() < plies) { // random moves, restarted if the game ends early
            const MoveList moves(g.current());
            g.play(moves[std::size_t(rng() % moves.size())]);
            if (g.over())
                g = Game();
        }
        list.setGame(g, g.plyCount());
        QVERIFY(list.resultItem() == nullptr);
        g.finish(GameResult::win(WHITE, GameResult::Reason::Resignation));
        list.setGame(g, g.plyCount());
        QTest::qWait(20);
        QTableWidgetItem* result = list.resultItem();
        QVERIFY(result);
        QVERIFY(result->text().contains(QStringLiteral("Black resigns")));
        const QRect cell = list.visualItemRect(result);
        QVERIFY2(list.viewport()->rect().contains(cell),
            qPrintable(QStringLiteral("result row at y %1..%2, viewport height %3")
                           .arg(cell.top())
                           .arg(cell.bottom())
                           .arg(list.viewport()->height())));
    }

    // "1 minute", never "1 minutes".
    void presetsReadAsEnglish_data()
    {
        QTest::addColumn<qint64>("baseMs");
        QTest::addColumn<qint64>("incMs");
        QTest::addColumn<QString>("text");
        QTest::newRow("1+0") << qint64(60000) << qint64(0) << "1 minute";
        QTest::newRow("3+2") << qint64(180000) << qint64(2000) << "3 minutes + 2 seconds per move";
        QTest::newRow("1+1") << qint64(60000) << qint64(1000) << "1 minute + 1 second per move";
        QTest::newRow("0.5+0.5") << qint64(30000) << qint64(500) << "0.5 min + 0.5 s per move";
    }

    void presetsReadAsEnglish()
    {
        QFETCH(qint64, baseMs);
        QFETCH(qint64, incMs);
        QFETCH(QString, text);
        QCOMPARE(kdui::NewGameDialog::presetText(increment(baseMs, incMs)), text);
    }

    void newGameDialogHasNoFalsePlurals()
    {
        kdui::NewGameDialog dialog;
        auto* combo = dialog.findChild<QComboBox*>();
        QVERIFY(combo);
        QStringList items;
        for (QComboBox* box : dialog.findChildren<QComboBox*>())
            for (int i = 0; i < box->count(); ++i)
                items << box->itemText(i);
        QVERIFY(items.contains(QStringLiteral("1 minute")));
        for (const QString& item : items)
            QVERIFY2(!item.startsWith(QStringLiteral("1 minutes")), qPrintable(item));
    }

    // The level's text tells the player what the engine will do at the level typed in: its depth
    // and node caps come from the engine's own table, and turning the limit off names full
    // strength's measured Elo. Noise is named only where there are lines to choose among.
    void newGameDialogDescribesTheLevel_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("full");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("absent");
        for (int elo : {800, 1400, 2200, 2400}) {
            const kd::StrengthLevel l = kd::StrengthLevel::forElo(elo);
            const QString caps = QStringLiteral("%1 %2 and %3 nodes")
                                     .arg(l.depth)
                                     .arg(l.depth == 1 ? "ply" : "plies")
                                     .arg(kdui::groupedInt(qint64(l.nodes)));
            QTest::newRow(qPrintable(QString::number(elo))) << QString::number(elo) << false << caps << QString();
            if (l.candidates > 1)
                QTest::newRow(qPrintable(QStringLiteral("%1 lines").arg(elo)))
                    << QString::number(elo) << false
                    << QStringLiteral("among the %1 best moves with noise").arg(l.candidates)
                    << QStringLiteral("best move it finds");
            else
                QTest::newRow(qPrintable(QStringLiteral("%1 one line").arg(elo)))
                    << QString::number(elo) << false << QStringLiteral("then plays the best move it finds.")
                    << QStringLiteral("noise");
        }
        QTest::newRow("full") << QStringLiteral("1500") << true
                              << QStringLiteral("about %1 Elo").arg(kd::StrengthLevel::FULL_STRENGTH_ELO) << QString();
    }

    void newGameDialogDescribesTheLevel()
    {
        QFETCH(QString, typed);
        QFETCH(bool, full);
        QFETCH(QString, expected);
        kdui::NewGameDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QSpinBox* spin = nullptr;
        for (QSpinBox* box : dialog.findChildren<QSpinBox*>())
            if (box->suffix().contains(QStringLiteral("Elo")))
                spin = box;
        QVERIFY(spin);
        QCheckBox* fullBox = nullptr;
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
            if (box->text().contains(QStringLiteral("Full strength")))
                fullBox = box;
        QVERIFY(fullBox);
        if (fullBox->isChecked())
            QTest::mouseClick(fullBox, Qt::LeftButton, {}, QPoint(8, fullBox->height() / 2));
        QVERIFY(!fullBox->isChecked());
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, typed);
        QTest::keyClick(spin, Qt::Key_Return);
        QCOMPARE(spin->value(), typed.toInt());
        if (full)
            QTest::mouseClick(fullBox, Qt::LeftButton, {}, QPoint(8, fullBox->height() / 2));
        QCOMPARE(fullBox->isChecked(), full);
        QStringList texts;
        for (QLabel* label : dialog.findChildren<QLabel*>())
            texts << label->text();
        QVERIFY2(texts.join(QLatin1Char('\n')).contains(expected), qPrintable(expected));
        QFETCH(QString, absent);
        if (!absent.isEmpty())
            QVERIFY2(!texts.join(QLatin1Char('\n')).contains(absent), qPrintable(absent));
    }
};

QTEST_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
