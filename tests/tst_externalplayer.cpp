// External UCI engines as players, with real processes (tests/fake_engine, and Stockfish where it is
// installed): a game against an engine, engine against engine, an engine that plays an illegal
// move, crashes, hangs or does not start (each leaves the game as it was, paused, with a message,
// and can be restarted), stale replies after a take-back, the level sent as UCI_Elo, the new-game
// dialog's engine choices, the game store and the main window's message and Restart engine.
#include "core/notation.h"
#include "gamecontroller.h"
#include "gamestore.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "uciengine.h"
#include "uisupport.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace kd;
using kdui::ClockSettings;
using kdui::EngineChoice;
using kdui::EngineLine;
using kdui::ExternalPlayer;
using kdui::GameController;
using kdui::GameSetup;
using kdui::Player;
using kdui::UciEngine;

namespace {

// Generous limits that only guard against a hang; nothing here is timed.
constexpr int WAIT_MS = 20000;

ExternalPlayer fake(const char* mode, const QString& name = QStringLiteral("Fakefish"), int elo = 0)
{
    ExternalPlayer p;
    p.id = QStringLiteral("fake-") + QString::fromLatin1(mode);
    p.name = name;
    p.spec.command = {KD_FAKE_ENGINE, mode};
    p.elo = elo;
    return p;
}

// A person (White) against the engine (Black), a fixed time per move.
GameSetup versus(const ExternalPlayer& engine, Color human = WHITE, qint64 moveTimeMs = 100)
{
    GameSetup s;
    s.players[human] = Player::Human;
    s.players[~human] = Player::External;
    s.external[~human] = engine;
    s.clock.mode = ClockSettings::MoveTime;
    s.clock.moveTimeMs = moveTimeMs;
    return s;
}

using kdtest::increment;
using kdtest::uci;

// The new-game dialog's engines: one that offers a strength level, one that does not.
EngineChoice stockfishChoice()
{
    EngineChoice sf;
    sf.id = QStringLiteral("sf");
    sf.name = QStringLiteral("Stockfish 15.1");
    sf.spec.command = {"/usr/games/stockfish"};
    sf.offersElo = true;
    sf.minElo = 1320;
    sf.maxElo = 3190;
    return sf;
}

EngineChoice plainChoice(const QString& name)
{
    EngineChoice plain;
    plain.id = QStringLiteral("plain");
    plain.name = name;
    plain.spec.command = {"/opt/plainfish"};
    return plain;
}

// Waits until the engine of side c has started (or failed); false on a hang.
bool waitStarted(GameController& c, Color side)
{
    UciEngine* e = c.externalEngine(side);
    if (!e)
        return false;
    QSignalSpy started(e, &UciEngine::started);
    QSignalSpy failed(e, &UciEngine::failed);
    if (e->state() == UciEngine::State::Ready || e->state() == UciEngine::State::Failed)
        return true;
    return QTest::qWaitFor([&] { return !started.isEmpty() || !failed.isEmpty(); }, WAIT_MS);
}

bool hasOption(const EngineSpec& spec, const char* name, const char* value)
{
    for (const auto& [n, v] : spec.options)
        if (n == name && v == value)
            return true;
    return false;
}

} // namespace

class TestExternalPlayer : public QObject {
    Q_OBJECT

    QTemporaryDir dir;

private slots:
    void initTestCase()
    {
        QVERIFY(dir.isValid());
        qRegisterMetaType<kd::Move>();
        qRegisterMetaType<kd::Color>();
        qRegisterMetaType<kdui::EngineLine>();
    }

    void namesAndPgnTags()
    {
        GameSetup s = versus(fake("first", QStringLiteral("Stockfish 15.1"), 1500));
        QCOMPARE(s.playerName(BLACK), QStringLiteral("Stockfish 15.1 (1500)"));
        QCOMPARE(s.clockLabel(BLACK), QStringLiteral("Black · Stockfish 15.1 (1500)"));
        s.external[BLACK].elo = 0;
        QCOMPARE(s.playerName(BLACK), QStringLiteral("Stockfish 15.1"));
        s.external[BLACK].name.clear(); // named by its program when the list gave no name
        QCOMPARE(s.playerName(BLACK), QStringLiteral("fake_engine"));
        QVERIFY(s.againstComputer());
        QCOMPARE(s.humanColor(), WHITE);
        // The same engine on both sides still names the clocks.
        GameSetup both;
        both.players[WHITE] = both.players[BLACK] = Player::External;
        both.external[WHITE] = both.external[BLACK] = fake("first");
        QCOMPARE(both.clockLabel(WHITE), QStringLiteral("White · Fakefish"));
        QVERIFY(!both.againstComputer());

        GameController c;
        c.newGame(versus(fake("first", QStringLiteral("Stockfish 15.1"), 1500)));
        QCOMPARE(c.game().tag("Black"), std::string("Stockfish 15.1 (1500)"));
        QCOMPARE(c.game().tag("White"), std::string("You"));
    }

    // The level reaches the engine as UCI_LimitStrength and UCI_Elo, replacing the list's own.
    void levelIsSentAsUciElo()
    {
        ExternalPlayer p = fake("first", QStringLiteral("Fakefish"), 1500);
        p.spec.options = {{"uci_elo", "2000"}, {"Dummy", "3"}};
        const EngineSpec spec = p.startSpec();
        QVERIFY(hasOption(spec, "UCI_LimitStrength", "true"));
        QVERIFY(hasOption(spec, "UCI_Elo", "1500"));
        QVERIFY(hasOption(spec, "Dummy", "3"));
        QVERIFY(!hasOption(spec, "uci_elo", "2000"));
        p.elo = 0; // full strength: the list's options as they are
        QCOMPARE(p.startSpec().options, p.spec.options);

        GameController c;
        c.newGame(versus(fake("first", QStringLiteral("Fakefish"), 1500)));
        QVERIFY(c.externalEngine(BLACK));
        QVERIFY(!c.externalEngine(WHITE));
        QVERIFY(hasOption(c.externalEngine(BLACK)->spec(), "UCI_Elo", "1500"));
        QVERIFY(waitStarted(c, BLACK));
        QCOMPARE(c.externalEngine(BLACK)->state(), UciEngine::State::Ready);
        QVERIFY(c.engineProblem().isEmpty());
    }

    // A level outside the engine's own range is refused by the engine's declaration, in words.
    void levelOutOfRangeIsReported()
    {
        GameController c;
        QSignalSpy problems(&c, &GameController::engineProblemChanged);
        c.newGame(versus(fake("first", QStringLiteral("Fakefish"), 900), BLACK)); // the engine moves first
        QVERIFY(problems.wait(WAIT_MS));
        QVERIFY2(c.engineProblem().contains(QStringLiteral("UCI_Elo")), qPrintable(c.engineProblem()));
        QCOMPARE(c.game().plyCount(), 0);
        QVERIFY(!c.engineThinking());
        QVERIFY(c.enginePaused());
    }

    void playsAGameAgainstAnEngine()
    {
        GameController c;
        QSignalSpy infos(&c, &GameController::engineInfo);
        QSignalSpy played(&c, &GameController::movePlayed);
        c.newGame(versus(fake("first")));
        QVERIFY(c.humanToMove());
        for (const char* move : {"e2e4", "d2d4", "g1f3"}) {
            const int before = c.game().plyCount();
            QVERIFY(c.playMove(uci(c.game().current(), move)));
            QVERIFY(c.engineThinking());
            QVERIFY(QTest::qWaitFor([&] { return c.game().plyCount() == before + 2; }, WAIT_MS));
            QVERIFY(c.humanToMove());
            QVERIFY(!c.engineThinking());
        }
        // The engine's own line is shown for the position after its move, in its name.
        const EngineLine* line = c.evaluation();
        QVERIFY(line);
        QCOMPARE(line->ply, c.game().plyCount());
        QCOMPARE(line->source, EngineLine::Source::Search);
        QCOMPARE(line->player, QStringLiteral("Fakefish"));
        QCOMPARE(line->played, QString::fromStdString(c.game().san(c.game().plyCount() - 1)));
        QVERIFY(line->model.isEmpty()); // not one of Kandinsky's models
        QVERIFY(!infos.isEmpty());
        const auto last = infos.last().at(0).value<EngineLine>();
        QCOMPARE(last.player, QStringLiteral("Fakefish"));
        QCOMPARE(last.pvSan.size(), 1);
        QVERIFY(c.engineProblem().isEmpty());
    }

    // A line that is the engine's move alone with a bound (a search stopped while the move failed
    // high) says nothing of the position after it: Kandinsky evaluates that position instead, as
    // after a limited level's move, and the panel gets a line to show.
    void boundWithoutReplyIsEvaluated()
    {
        GameController c;
        c.newGame(versus(fake("lowerbound")));
        QVERIFY(c.playMove(uci(c.game().current(), "e2e4")));
        QVERIFY(QTest::qWaitFor([&] { return c.game().plyCount() == 2; }, WAIT_MS));
        QVERIFY(QTest::qWaitFor(
            [&] {
                const EngineLine* line = c.evaluation();
                return line && line->source == EngineLine::Source::Evaluation && !line->pv.empty();
            },
            WAIT_MS));
        const EngineLine* line = c.evaluation();
        QCOMPARE(line->ply, 2);
        QCOMPARE(line->root.fen(), c.game().current().fen());
        QCOMPARE(line->pvSan.size(), int(line->pv.size()));
    }

    void engineAgainstEngine()
    {
        GameController c;
        GameSetup s;
        s.players[WHITE] = s.players[BLACK] = Player::External;
        s.external[WHITE] = fake("first", QStringLiteral("Alpha"));
        s.external[BLACK] = fake("first", QStringLiteral("Alpha")); // an engine against itself
        s.clock.mode = ClockSettings::MoveTime;
        s.clock.moveTimeMs = 50;
        c.newGame(s);
        QVERIFY(c.externalEngine(WHITE) != c.externalEngine(BLACK));
        QVERIFY(QTest::qWaitFor([&] { return c.game().plyCount() >= 6; }, WAIT_MS));
        QVERIFY(c.engineProblem().isEmpty());
        // A new game with the same engines keeps them running.
        UciEngine* white = c.externalEngine(WHITE);
        c.newGame(s);
        QCOMPARE(c.externalEngine(WHITE), white);
        QVERIFY(QTest::qWaitFor([&] { return c.game().plyCount() >= 2; }, WAIT_MS));
    }

    // Kandinsky against an external engine, with a running clock.
    void kandinskyAgainstAnEngine()
    {
        GameController c;
        GameSetup s;
        s.players[WHITE] = Player::Engine;
        s.elo = 0;
        s.players[BLACK] = Player::External;
        s.external[BLACK] = fake("first");
        s.clock = increment(60000, 0);
        c.newGame(s);
        QVERIFY(QTest::qWaitFor([&] { return c.game().plyCount() >= 4; }, WAIT_MS));
        QVERIFY(c.engineProblem().isEmpty());
    }

    void illegalMoveLeavesTheGame()
    {
        GameController c;
        GameSetup s = versus(fake("illegal", QStringLiteral("Badfish")));
        s.clock = increment(60000, 1000);
        c.newGame(s);
        QSignalSpy problems(&c, &GameController::engineProblemChanged);
        QVERIFY(c.playMove(uci(c.game().current(), "e2e4")));
        const std::vector<Move> moves = c.game().moves();
        QVERIFY(problems.wait(WAIT_MS));
        QCOMPARE(problems.first().at(0).value<Color>(), BLACK);
        const QString message = c.engineProblem();
        QCOMPARE(problems.first().at(1).toString(), message);
        QVERIFY2(message.contains(QStringLiteral("Badfish played an illegal move: a1a1 in ")), qPrintable(message));
        QVERIFY2(message.contains(QString::fromStdString(c.game().current().fen())), qPrintable(message));
        QCOMPARE(c.game().moves(), moves);
        QVERIFY(!c.game().over()); // paused, not lost
        QVERIFY(!c.engineThinking());
        QVERIFY(c.enginePaused());
        QVERIFY(!c.clockRunning()); // its clock stops while it cannot move
        QVERIFY(!c.humanToMove());
        QVERIFY(c.canTakeBack());
        // Its unfinished search is not shown as its opinion (its line was not even legal).
        QVERIFY(!c.evaluation() || c.evaluation()->source != EngineLine::Source::Search);
        // Reported once, though the engine's own failed() follows.
        QTest::qWait(200);
        QCOMPARE(problems.size(), 1);
        // A take-back gives the person the move; the problem stays until the restart.
        c.takeBack();
        QCOMPARE(c.game().plyCount(), 0);
        QVERIFY(c.humanToMove());
        QVERIFY(!c.engineProblem().isEmpty());
    }

    // Analysis mode turns the game into a study: the external opponent is quit and a problem it
    // had is cleared, the moves stay.
    void analysisModeQuitsTheOpponent()
    {
        GameController c;
        GameSetup s = versus(fake("illegal", QStringLiteral("Badfish")));
        c.newGame(s);
        QSignalSpy problems(&c, &GameController::engineProblemChanged);
        QVERIFY(c.playMove(uci(c.game().current(), "e2e4")));
        QVERIFY(problems.wait(WAIT_MS));
        QVERIFY(!c.engineProblem().isEmpty());
        c.setAnalysisMode(true);
        QVERIFY(c.engineProblem().isEmpty());
        QVERIFY(!c.enginePaused());
        QCOMPARE(c.externalEngine(BLACK), nullptr);
        QCOMPARE(c.game().plyCount(), 1);
        QCOMPARE(c.setup().playerName(BLACK), QStringLiteral("Badfish"));
        QVERIFY(c.humanToMove()); // both sides are moved by hand now
    }

    // An engine that stops or never answers: the game stays as it was, with a message naming the
    // engine and what went wrong; restartEngine() starts it again and it is asked for its move.
    void failuresLeaveTheGame_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("goodMoves"); // moves it plays before it fails
        QTest::addColumn<QString>("says"); // what the message says (a regular expression)
        QTest::addColumn<bool>("movesAfterRestart");
        QTest::newRow("crash") << "crash" << 0 << "signal|exit|stopped" << false;
        QTest::newRow("crashlater") << "crashlater" << 2 << "code 3|exit|stopped" << true;
        QTest::newRow("hang") << "hang" << 0 << "bestmove|answer" << false;
    }

    void failuresLeaveTheGame()
    {
        QFETCH(QString, mode);
        QFETCH(int, goodMoves);
        QFETCH(QString, says);
        QFETCH(bool, movesAfterRestart);
        GameController c;
        c.setEngineTimeouts(1000, 1000); // short, but not so short that a busy machine trips them
        c.newGame(versus(fake(qPrintable(mode), QStringLiteral("Wobbly"))));
        QSignalSpy problems(&c, &GameController::engineProblemChanged);
        const char* moves[] = {"e2e4", "d2d4", "g1f3"};
        for (int i = 0; i < goodMoves; ++i) {
            QVERIFY(c.playMove(uci(c.game().current(), moves[i])));
            QVERIFY(QTest::qWaitFor([&] { return c.game().plyCount() == 2 * i + 2; }, WAIT_MS));
        }
        QVERIFY(c.playMove(uci(c.game().current(), moves[goodMoves])));
        const std::vector<Move> before = c.game().moves();
        QVERIFY(problems.wait(WAIT_MS));
        const QString message = c.engineProblem();
        qInfo("%s", qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("Wobbly")), qPrintable(message));
        QVERIFY2(message.contains(QRegularExpression(says)), qPrintable(message));
        QCOMPARE(c.game().moves(), before);
        QVERIFY(!c.game().over());
        QVERIFY(!c.engineThinking());
        QVERIFY(c.enginePaused());

        QSignalSpy restarted(&c, &GameController::engineProblemChanged);
        c.restartEngine();
        QCOMPARE(restarted.size(), 1);
        QVERIFY(restarted.first().at(1).toString().isEmpty());
        QVERIFY(c.engineProblem().isEmpty());
        QVERIFY(c.engineThinking());
        if (movesAfterRestart) {
            QVERIFY(QTest::qWaitFor([&] { return c.game().plyCount() == int(before.size()) + 1; }, WAIT_MS));
            QVERIFY(c.engineProblem().isEmpty());
        } else {
            QVERIFY(restarted.wait(WAIT_MS)); // it fails again, as it does every time
            QVERIFY(!c.engineProblem().isEmpty());
            QCOMPARE(c.game().moves(), before);
        }
    }

    // An engine kept for the next game is told "ucinewgame" and asked "isready": one that never
    // answers it is reported; the restarted engine plays.
    void noReadyAfterNewGame()
    {
        GameController c;
        c.setEngineTimeouts(1000, 1000);
        const GameSetup s = versus(fake("noready", QStringLiteral("Sleepy")), BLACK);
        c.newGame(s);
        QVERIFY(QTest::qWaitFor([&] { return c.game().plyCount() == 1; }, WAIT_MS));
        UciEngine* engine = c.externalEngine(WHITE);
        QSignalSpy problems(&c, &GameController::engineProblemChanged);
        c.newGame(s);
        QCOMPARE(c.externalEngine(WHITE), engine); // kept
        QVERIFY(problems.wait(WAIT_MS));
        qInfo("%s", qPrintable(c.engineProblem()));
        QVERIFY2(c.engineProblem().contains(QStringLiteral("Sleepy"))
                && c.engineProblem().contains(QStringLiteral("isready")),
            qPrintable(c.engineProblem()));
        QCOMPARE(c.game().plyCount(), 0);
        c.restartEngine();
        QVERIFY(QTest::qWaitFor([&] { return c.game().plyCount() == 1; }, WAIT_MS));
        QVERIFY(c.engineProblem().isEmpty());
    }

    void engineThatDoesNotStart_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QString>("says");
        QTest::newRow("missing") << QStringList {QStringLiteral("/nonexistent/kandinsky-no-engine")}
                                 << "nonexistent/kandinsky-no-engine";
        QTest::newRow("mute") << QStringList {QStringLiteral(KD_FAKE_ENGINE), QStringLiteral("mute")} << "uci";
    }

    void engineThatDoesNotStart()
    {
        QFETCH(QStringList, command);
        QFETCH(QString, says);
        ExternalPlayer p = fake("first", QStringLiteral("Ghost"));
        p.spec.command.clear();
        for (const QString& word : command)
            p.spec.command.push_back(word.toStdString());
        GameController c;
        c.setEngineTimeouts(1000, 1000);
        QSignalSpy problems(&c, &GameController::engineProblemChanged);
        c.newGame(versus(p, BLACK)); // its move first
        QVERIFY(c.engineThinking()); // waiting for it to start
        QVERIFY(problems.wait(WAIT_MS));
        qInfo("%s", qPrintable(c.engineProblem()));
        QVERIFY2(c.engineProblem().contains(says), qPrintable(c.engineProblem()));
        QVERIFY2(c.engineProblem().startsWith(QStringLiteral("Ghost: ")), qPrintable(c.engineProblem()));
        QCOMPARE(c.game().plyCount(), 0);
        QVERIFY(!c.engineThinking());
        // A new game with a working engine clears the problem.
        c.newGame(versus(fake("first"), BLACK));
        QVERIFY(c.engineProblem().isEmpty());
        QVERIFY(QTest::qWaitFor([&] { return c.game().plyCount() == 1; }, WAIT_MS));
    }

    // A take-back while the engine thinks: its answer, for the position taken back, is dropped.
    void takeBackDropsTheStaleReply()
    {
        GameController c;
        c.newGame(versus(fake("first")));
        QVERIFY(waitStarted(c, BLACK));
        QSignalSpy answers(c.externalEngine(BLACK), &UciEngine::bestMove);
        QVERIFY(c.playMove(uci(c.game().current(), "e2e4")));
        QVERIFY(c.engineThinking());
        c.takeBack(); // before its answer is read
        QCOMPARE(c.game().plyCount(), 0);
        QVERIFY(!c.engineThinking());
        QVERIFY(answers.wait(WAIT_MS)); // it answered the old position ...
        QCoreApplication::processEvents();
        QCOMPARE(c.game().plyCount(), 0); // ... and the answer was not played
        QVERIFY(c.humanToMove());
        // The game goes on: the next move is answered.
        QVERIFY(c.playMove(uci(c.game().current(), "d2d4")));
        QVERIFY(QTest::qWaitFor([&] { return c.game().plyCount() == 2; }, WAIT_MS));
        QCOMPARE(c.game().moves().front(), uci(Position(), "d2d4"));
    }

    // The game in progress against an engine is saved and restored; the engine starts again.
    void storeRoundTrips()
    {
        GameSetup s;
        s.players[WHITE] = Player::External;
        s.players[BLACK] = Player::External;
        s.external[WHITE] = fake("first", QStringLiteral("Stockfish 15.1"), 1500);
        s.external[WHITE].spec.options = {{"Hash", "64"}, {"Move Overhead", "20"}};
        s.external[WHITE].spec.name = "SF";
        s.external[BLACK] = fake("first", QStringLiteral("Fake, \"quoted\""), 0);
        kdui::StoredGame stored {s, Game(), {1000, 2000}, 0};
        const QVariantMap values = kdui::gamestore::save(stored);
        QString error;
        const std::optional<kdui::StoredGame> back = kdui::gamestore::load(values, &error);
        QVERIFY2(back, qPrintable(error));
        for (Color c : {WHITE, BLACK}) {
            QCOMPARE(back->setup.players[c], Player::External);
            const ExternalPlayer& a = s.external[c];
            const ExternalPlayer& b = back->setup.external[c];
            QCOMPARE(b.id, a.id);
            QCOMPARE(b.name, a.name);
            QCOMPARE(b.elo, a.elo);
            QCOMPARE(b.spec.command, a.spec.command);
            QCOMPARE(b.spec.options, a.spec.options);
            QCOMPARE(b.spec.name, a.spec.name);
        }

        // Through the controller: the engine to move starts again and moves.
        GameController first;
        first.newGame(versus(fake("first", QStringLiteral("Fakefish"), 1600)));
        QVERIFY(first.playMove(uci(first.game().current(), "e2e4")));
        QVERIFY(QTest::qWaitFor([&] { return first.game().plyCount() == 2; }, WAIT_MS));
        QVERIFY(first.playMove(uci(first.game().current(), "d2d4")));
        const QVariantMap state = first.saveState(); // saved while the engine thinks
        GameController second;
        QCOMPARE(second.restoreState(state), QString());
        QCOMPARE(second.setup().players[BLACK], Player::External);
        QCOMPARE(second.setup().external[BLACK].elo, 1600);
        QVERIFY(second.externalEngine(BLACK));
        QVERIFY(QTest::qWaitFor([&] { return second.game().plyCount() == 4; }, WAIT_MS));
    }

    void brokenStoredEngineIsRefused_data()
    {
        QTest::addColumn<QString>("white");
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("says");
        QTest::newRow("no command") << "external"
                                    << R"({"name":"X","command":[],"elo":0})"
                                    << "White engine cannot be read: it has no command";
        QTest::newRow("missing") << "external"
                                 << ""
                                 << "White engine cannot be read";
        QTest::newRow("not json") << "external"
                                  << "{oops"
                                  << "White engine cannot be read: unreadable";
        QTest::newRow("bad option") << "external"
                                    << R"({"command":["sf"],"options":[["Hash"]],"elo":0})"
                                    << "option [[\"Hash\"]] is not a name and a value";
        QTest::newRow("bad level") << "external"
                                   << R"({"command":["sf"],"elo":"high"})"
                                   << "its level is not a whole number";
        QTest::newRow("negative level") << "external"
                                        << R"({"command":["sf"],"elo":-5})"
                                        << "its level is not a whole number";
        QTest::newRow("unknown player") << "robot"
                                        << R"({"command":["sf"],"elo":0})"
                                        << "players";
    }

    void brokenStoredEngineIsRefused()
    {
        QFETCH(QString, white);
        QFETCH(QString, engine);
        QFETCH(QString, says);
        GameController c;
        const QVariantMap good = c.saveState();
        QVariantMap state = good;
        state[QStringLiteral("white")] = white;
        state[QStringLiteral("whiteEngine")] = engine;
        c.newGame(versus(fake("first"))); // the game that must survive
        QVERIFY(c.playMove(uci(c.game().current(), "e2e4")));
        const QString error = c.restoreState(state);
        QVERIFY2(error.contains(says), qPrintable(error));
        QCOMPARE(c.setup().players[BLACK], Player::External);
        QVERIFY(c.game().plyCount() >= 1);
    }

    void dialogOffersEngines()
    {
        const EngineChoice sf = stockfishChoice();
        const EngineChoice plain = plainChoice(QStringLiteral("Plainfish"));

        kdui::NewGameDialog dialog;
        auto* opponent = dialog.findChild<QComboBox*>(QStringLiteral("opponent"));
        QVERIFY(opponent);
        dialog.setEngines({sf, plain});
        dialog.setSetup(GameSetup(), kdui::NewGameDialog::PlayWhite);
        dialog.show();
        QCOMPARE(opponent->count(), 3);
        QCOMPARE(opponent->itemText(0), QStringLiteral("Kandinsky"));
        QCOMPARE(opponent->itemText(1), QStringLiteral("Stockfish 15.1"));
        QCOMPARE(opponent->itemText(2), QStringLiteral("Plainfish"));
        QVERIFY(opponent->isVisible());

        // Stockfish: its own range, 1500 by default, a full-strength check.
        opponent->setCurrentIndex(1);
        QSpinBox* elo = nullptr;
        for (QSpinBox* spin : dialog.findChildren<QSpinBox*>())
            if (spin->isVisible() && spin->maximum() == 3190)
                elo = spin;
        QVERIFY(elo);
        QCOMPARE(elo->minimum(), 1320);
        QCOMPARE(elo->value(), 1500);
        GameSetup s = dialog.setup();
        QCOMPARE(s.players[WHITE], Player::Human);
        QCOMPARE(s.players[BLACK], Player::External);
        QCOMPARE(s.external[BLACK].id, QStringLiteral("sf"));
        QCOMPARE(s.external[BLACK].elo, 1500);
        QVERIFY(hasOption(s.external[BLACK].startSpec(), "UCI_Elo", "1500"));
        QVERIFY(hasOption(s.external[BLACK].startSpec(), "UCI_LimitStrength", "true"));
        elo->setValue(2000);
        QCOMPARE(dialog.setup().external[BLACK].elo, 2000);
        QCheckBox* full = nullptr;
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
            if (box->isVisible() && box->text() == QStringLiteral("Full strength") && !box->isChecked()
                && elo->parentWidget()->parentWidget()->isAncestorOf(box))
                full = box;
        QVERIFY(full);
        full->setChecked(true);
        QCOMPARE(dialog.setup().external[BLACK].elo, 0);
        QVERIFY(!hasOption(dialog.setup().external[BLACK].startSpec(), "UCI_Elo", "1500"));

        // An engine without UCI_Elo: full strength only, and a note that says so.
        opponent->setCurrentIndex(2);
        QVERIFY(!elo->isVisible());
        bool noted = false;
        for (QLabel* label : dialog.findChildren<QLabel*>())
            noted = noted
                || (label->isVisible() && label->text().contains(QStringLiteral("Plainfish has no strength setting")));
        QVERIFY(noted);
        s = dialog.setup();
        QCOMPARE(s.external[BLACK].id, QStringLiteral("plain"));
        QCOMPARE(s.external[BLACK].elo, 0);

        // Playing Black against Stockfish at 1800: chosen again from the setup.
        GameSetup last = versus(ExternalPlayer {QStringLiteral("sf"), sf.name, sf.spec, 1800}, BLACK);
        dialog.setSetup(last, kdui::NewGameDialog::PlayBlack);
        QCOMPARE(opponent->currentIndex(), 1);
        QVERIFY(elo->isVisible());
        QCOMPARE(elo->value(), 1800);
        s = dialog.setup();
        QCOMPARE(s.players[WHITE], Player::External);
        QCOMPARE(s.players[BLACK], Player::Human);
        QCOMPARE(s.external[WHITE].elo, 1800);

        // Engine against engine: each side from Kandinsky or an engine.
        dialog.setSetup(GameSetup(), kdui::NewGameDialog::EngineVsEngine);
        auto* white = dialog.findChild<QComboBox*>(QStringLiteral("whitePlayer"));
        auto* black = dialog.findChild<QComboBox*>(QStringLiteral("blackPlayer"));
        QVERIFY(white && black && white->isVisible() && black->isVisible());
        QVERIFY(!opponent->isVisible());
        white->setCurrentIndex(1);
        black->setCurrentIndex(0);
        s = dialog.setup();
        QCOMPARE(s.players[WHITE], Player::External);
        QCOMPARE(s.players[BLACK], Player::Engine);
        QCOMPARE(s.external[WHITE].elo, 1500);

        // An engine no longer in the list: Kandinsky is chosen instead.
        dialog.setSetup(versus(fake("first")), kdui::NewGameDialog::PlayWhite);
        QCOMPARE(opponent->currentIndex(), 0);
        QCOMPARE(dialog.setup().players[BLACK], Player::Engine);
    }

    // Without engines the dialog offers Kandinsky only, as it always did.
    void dialogWithoutEngines()
    {
        kdui::NewGameDialog dialog;
        dialog.show();
        QVERIFY(!dialog.findChild<QComboBox*>(QStringLiteral("opponent"))->isVisible());
        QCOMPARE(dialog.setup().players[BLACK], Player::Engine);
        dialog.setSetup(GameSetup(), kdui::NewGameDialog::EngineVsEngine);
        QVERIFY(!dialog.findChild<QComboBox*>(QStringLiteral("whitePlayer"))->isVisible());
        QCOMPARE(dialog.setup().players[WHITE], Player::Engine);
        QCOMPARE(dialog.setup().players[BLACK], Player::Engine);
    }

    void mainWindowOffersRestart()
    {
        kdui::MainWindow window(kdui::MainWindow::Options {dir.filePath(QStringLiteral("w.ini")), false});
        window.resize(1280, 800);
        window.show();
        QAction* restart = window.action(QStringLiteral("restartEngine"));
        QVERIFY(restart);
        QVERIFY(!restart->isEnabled());
        QVERIFY(!window.findChild<QToolButton*>(QStringLiteral("restartEngineButton"))->isVisible());
        bool inGameMenu = false; // always there, enabled only while an engine has failed
        for (QAction* menu : window.menuBar()->actions())
            if (menu->text() == QStringLiteral("&Game"))
                inGameMenu = menu->menu()->actions().contains(restart);
        QVERIFY(inGameMenu);
        GameController* c = window.controller();
        c->newGame(versus(fake("crashlater", QStringLiteral("Wobbly"))));
        for (const char* move : {"e2e4", "d2d4"}) {
            const int before = c->game().plyCount();
            QVERIFY(c->playMove(uci(c->game().current(), move)));
            QVERIFY(QTest::qWaitFor([&] { return c->game().plyCount() == before + 2; }, WAIT_MS));
        }
        QSignalSpy problems(c, &GameController::engineProblemChanged);
        QVERIFY(c->playMove(uci(c->game().current(), "g1f3")));
        QVERIFY(problems.wait(WAIT_MS));
        QVERIFY2(window.message().contains(QStringLiteral("Wobbly")), qPrintable(window.message()));
        QVERIFY(window.message().contains(QStringLiteral("Restart engine")));
        QVERIFY(restart->isEnabled());
        auto* button = window.findChild<QToolButton*>(QStringLiteral("restartEngineButton"));
        QVERIFY(button);
        QTRY_VERIFY(button->isVisible()); // offered in the toolbar (at its next layout) while it is needed
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(!restart->isEnabled());
        QTRY_VERIFY(!button->isVisible());
        QVERIFY(window.message().isEmpty());
        QVERIFY(QTest::qWaitFor([&] { return c->game().plyCount() == 6; }, WAIT_MS));
    }

    // The engines the window is given reach its new-game dialog.
    void mainWindowPassesEnginesToTheDialog()
    {
        kdui::MainWindow window(kdui::MainWindow::Options {dir.filePath(QStringLiteral("d.ini")), false});
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        EngineChoice e;
        e.id = QStringLiteral("fake");
        e.name = QStringLiteral("Fakefish");
        e.spec = fake("first").spec;
        e.offersElo = true;
        e.minElo = 1320;
        e.maxElo = 3190;
        window.setNewGameEngines({e});
        bool sawDialog = false;
        QTimer::singleShot(0, &window, [&] {
            auto* dialog = qobject_cast<kdui::NewGameDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            sawDialog = true;
            dialog->findChild<QComboBox*>(QStringLiteral("opponent"))->setCurrentIndex(1);
            QTest::keyClick(dialog, Qt::Key_Return); // Play
        });
        QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier);
        QVERIFY(sawDialog);
        GameController* c = window.controller();
        QCOMPARE(c->setup().players[BLACK], Player::External);
        QCOMPARE(c->setup().external[BLACK].name, QStringLiteral("Fakefish"));
        QVERIFY(c->playMove(uci(c->game().current(), "e2e4")));
        QVERIFY(QTest::qWaitFor([&] { return c->game().plyCount() == 2; }, WAIT_MS));
    }

    void shots()
    {
        const QString out = qEnvironmentVariable("KD_SHOTS");
        if (out.isEmpty())
            QSKIP("KD_SHOTS not set");
        const EngineChoice sf = stockfishChoice();
        const EngineChoice plain = plainChoice(QStringLiteral("Plainfish 2.1"));
        struct Case {
            const char* name;
            int w, h;
        };
        for (Case sz : {Case {"800x600", 800, 600}, Case {"1280x800", 1280, 800}}) {
            for (int variant = 0; variant < 5; ++variant) {
                kdui::MainWindow window(kdui::MainWindow::Options {dir.filePath(QStringLiteral("s.ini")), false});
                window.resize(sz.w, sz.h);
                window.show();
                QVERIFY(QTest::qWaitForWindowExposed(&window));
                kdui::NewGameDialog dialog(&window);
                if (variant != 0)
                    dialog.setEngines({sf, plain});
                GameSetup setup;
                kdui::NewGameDialog::Side side = kdui::NewGameDialog::PlayWhite;
                if (variant == 1)
                    setup = versus(ExternalPlayer {QStringLiteral("sf"), sf.name, sf.spec, 1500});
                if (variant == 2)
                    setup = versus(ExternalPlayer {QStringLiteral("plain"), plain.name, plain.spec, 0});
                if (variant == 3 || variant == 4) {
                    side = kdui::NewGameDialog::EngineVsEngine;
                    setup.players[WHITE] = setup.players[BLACK] = Player::External;
                    setup.external[WHITE] = ExternalPlayer {QStringLiteral("sf"), sf.name, sf.spec, 2000};
                    setup.external[BLACK] = ExternalPlayer {QStringLiteral("plain"), plain.name, plain.spec, 0};
                    if (variant == 4) {
                        setup.external[BLACK] = setup.external[WHITE];
                        setup.external[BLACK].elo = 0;
                    }
                }
                dialog.setSetup(setup, side);
                dialog.show();
                QTest::qWait(50);
                QPixmap shot = window.grab();
                QPixmap d = dialog.grab();
                {
                    QPainter p(&shot);
                    const QSizeF free = shot.deviceIndependentSize() - d.deviceIndependentSize();
                    const QPoint at(int(free.width() / 2), int(free.height() / 2));
                    p.fillRect(QRect(at - QPoint(1, 1), d.deviceIndependentSize().toSize() + QSize(2, 2)), Qt::black);
                    p.drawPixmap(at, d);
                }
                const QString file
                    = QStringLiteral("%1/dialog-%2-v%3.png").arg(out, QString::fromLatin1(sz.name)).arg(variant);
                QVERIFY(shot.save(file));
                qInfo("%s dialog %dx%d in %dx%d", qPrintable(file), dialog.width(), dialog.height(), window.width(),
                    window.height());
            }
            // The window after an engine failed: the message and Restart engine.
            kdui::MainWindow window(kdui::MainWindow::Options {dir.filePath(QStringLiteral("s.ini")), false});
            window.resize(sz.w, sz.h);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QSignalSpy problems(window.controller(), &GameController::engineProblemChanged);
            window.controller()->newGame(versus(fake("illegal", QStringLiteral("Stockfish 15.1"), 1500)));
            QVERIFY(window.controller()->playMove(uci(window.controller()->game().current(), "e2e4")));
            QVERIFY(problems.wait(WAIT_MS));
            QTest::qWait(50);
            QVERIFY(window.grab().save(QStringLiteral("%1/problem-%2.png").arg(out, QString::fromLatin1(sz.name))));
        }
    }

    // The game against an engine survives a restart of the program (the engine starts again), and
    // the dialog offers the same opponent next time.
    void windowRemembersTheOpponent()
    {
        const QString ini = dir.filePath(QStringLiteral("persist.ini"));
        EngineChoice e;
        e.id = QStringLiteral("fake");
        e.name = QStringLiteral("Fakefish");
        e.spec = fake("first").spec;
        e.offersElo = true;
        e.minElo = 1320;
        e.maxElo = 3190;
        auto chooseInDialog = [](kdui::MainWindow& window, int opponent, int* seen) {
            QTimer::singleShot(0, &window, [=] {
                auto* dialog = qobject_cast<kdui::NewGameDialog*>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                auto* combo = dialog->findChild<QComboBox*>(QStringLiteral("opponent"));
                *seen = combo->currentIndex();
                if (opponent >= 0)
                    combo->setCurrentIndex(opponent);
                QTest::keyClick(dialog, opponent >= 0 ? Qt::Key_Return : Qt::Key_Escape);
            });
            QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier);
        };
        {
            kdui::MainWindow window(kdui::MainWindow::Options {ini, true});
            window.setNewGameEngines({e});
            window.show();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            int seen = -1;
            chooseInDialog(window, 1, &seen);
            QCOMPARE(seen, 0); // Kandinsky at first
            GameController* c = window.controller();
            QCOMPARE(c->setup().players[BLACK], Player::External);
            QVERIFY(c->playMove(uci(c->game().current(), "e2e4")));
            QVERIFY(QTest::qWaitFor([&] { return c->game().plyCount() == 2; }, WAIT_MS));
            window.close(); // writes the settings
        }
        kdui::MainWindow window(kdui::MainWindow::Options {ini, true});
        window.setNewGameEngines({e});
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        GameController* c = window.controller();
        QCOMPARE(c->game().plyCount(), 2);
        QCOMPARE(c->setup().players[BLACK], Player::External);
        QCOMPARE(c->setup().external[BLACK].elo, 1500);
        QVERIFY(c->externalEngine(BLACK));
        QVERIFY(c->playMove(uci(c->game().current(), "d2d4")));
        QVERIFY(QTest::qWaitFor([&] { return c->game().plyCount() == 4; }, WAIT_MS));
        int seen = -1;
        chooseInDialog(window, -1, &seen);
        QCOMPARE(seen, 1); // the same opponent offered again
    }

    void stockfishAt1500()
    {
        const QString path = QStringLiteral("/usr/games/stockfish");
        if (!QFileInfo(path).isExecutable())
            QSKIP("no /usr/games/stockfish");
        ExternalPlayer sf;
        sf.id = QStringLiteral("stockfish");
        sf.name = QStringLiteral("Stockfish");
        sf.spec.command = {path.toStdString()};
        sf.elo = 1500;
        GameController c;
        QSignalSpy infos(&c, &GameController::engineInfo);
        c.newGame(versus(sf));
        QVERIFY(c.playMove(uci(c.game().current(), "e2e4")));
        QVERIFY(QTest::qWaitFor([&] { return c.game().plyCount() == 2 || !c.engineProblem().isEmpty(); }, WAIT_MS));
        QVERIFY2(c.engineProblem().isEmpty(), qPrintable(c.engineProblem()));
        QCOMPARE(c.game().plyCount(), 2); // a legal move (an illegal one is refused)
        QVERIFY(!infos.isEmpty());
        QCOMPARE(infos.last().at(0).value<EngineLine>().player, QStringLiteral("Stockfish (1500)"));
        // Move now: a long search answers at once after "stop".
        GameSetup slow = versus(sf, WHITE, 600000);
        slow.external[BLACK].elo = 0;
        c.newGame(slow);
        QVERIFY(c.playMove(uci(c.game().current(), "d2d4")));
        QSignalSpy thinking(&c, &GameController::engineInfo);
        QVERIFY(thinking.wait(WAIT_MS)); // it searches
        QVERIFY(c.engineThinking());
        c.moveNow();
        QVERIFY(QTest::qWaitFor([&] { return c.game().plyCount() == 2; }, WAIT_MS));
        QVERIFY(c.engineProblem().isEmpty());
    }
};

QTEST_MAIN(TestExternalPlayer)
#include "tst_externalplayer.moc"
