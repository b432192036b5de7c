// The GUI's UciEngine against real fake_engine processes (tests/fake_engine.cpp) and, where it is
// installed, Stockfish: the handshake, analysis with MultiPV and generations, and every way an
// engine can fail (a crash, no readyok, no bestmove after stop), each reported once and in words;
// a failed engine restarts, and a hung one never keeps the destructor waiting.
#include "uciengine.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>
#include <memory>

using namespace kdui;

namespace {

constexpr const char* STOCKFISH = "/usr/games/stockfish";
constexpr int WAIT_MS = 10000; // for a signal that must come (QTRY_ waits only as long as needed)

kd::EngineSpec fake(const char* mode)
{
    kd::EngineSpec spec;
    spec.command = {KD_FAKE_ENGINE, mode};
    return spec;
}

// An engine started in `mode` (with the default timeouts, so a slow machine still starts it),
// ready for searches with these timeouts.
std::unique_ptr<UciEngine> started(const char* mode, int handshakeMs = 10000, int stopMs = 5000)
{
    auto engine = std::make_unique<UciEngine>();
    QSignalSpy ready(engine.get(), &UciEngine::started);
    engine->start(fake(mode));
    if (!ready.wait(WAIT_MS) && ready.isEmpty())
        qFatal("fake engine '%s' did not start", mode);
    engine->setTimeouts(handshakeMs, stopMs);
    return engine;
}

struct Info {
    quint64 generation;
    kd::UciInfo info;
};

QList<Info> infos(const QSignalSpy& spy)
{
    QList<Info> out;
    for (const QList<QVariant>& args : spy)
        out.append({args[0].toULongLong(), args[1].value<kd::UciInfo>()});
    return out;
}

int count(const QSignalSpy& spy, const std::function<bool(const Info&)>& which)
{
    const QList<Info> all = infos(spy);
    return int(std::count_if(all.begin(), all.end(), which));
}

} // namespace

class TestUciEngine : public QObject {
    Q_OBJECT

private slots:
    void startsWithNameAndOptions()
    {
        UciEngine engine;
        QSignalSpy ready(&engine, &UciEngine::started);
        QSignalSpy states(&engine, &UciEngine::stateChanged);
        engine.start(fake("analyse"));
        QCOMPARE(engine.state(), UciEngine::State::Starting);
        QVERIFY(ready.wait(WAIT_MS));
        QCOMPARE(ready.first().first().toString(), QStringLiteral("fake-analyse"));
        QCOMPARE(engine.name(), QStringLiteral("fake-analyse"));
        QCOMPARE(engine.state(), UciEngine::State::Ready);
        QCOMPARE(engine.options().size(), 8);
        QCOMPARE(engine.options().at(5).name, std::string("MultiPV"));
        QCOMPARE(engine.options().at(5).max, 5LL);
        QCOMPARE(states.size(), 2);
        QCOMPARE(states[0][0].value<UciEngine::State>(), UciEngine::State::Starting);
        QCOMPARE(states[1][0].value<UciEngine::State>(), UciEngine::State::Ready);
        engine.quit();
        QCOMPARE(engine.state(), UciEngine::State::Stopped);
    }

    void cannotStart()
    {
        UciEngine engine;
        QSignalSpy failed(&engine, &UciEngine::failed);
        kd::EngineSpec spec;
        spec.command = {"/nonexistent/engine"};
        engine.start(spec);
        QVERIFY(failed.wait(WAIT_MS));
        QCOMPARE(failed.first().first().toString(),
            QStringLiteral("cannot start '/nonexistent/engine': No such file or directory"));
        QCOMPARE(engine.state(), UciEngine::State::Failed);
    }

    void analysisLines_data()
    {
        QTest::addColumn<int>("multiPV");
        QTest::addColumn<int>("lines");
        QTest::newRow("1") << 1 << 1;
        QTest::newRow("3") << 3 << 3;
        QTest::newRow("clamped to the engine's 5") << 9 << 5;
        QTest::newRow("clamped to 1") << 0 << 1;
    }
    void analysisLines()
    {
        QFETCH(int, multiPV);
        QFETCH(int, lines);
        auto engine = started("analyse");
        QSignalSpy info(engine.get(), &UciEngine::info);
        QSignalSpy best(engine.get(), &UciEngine::bestMove);
        engine->analyse(7, QStringLiteral("position startpos moves e2e4"), multiPV);
        QCOMPARE(engine->state(), UciEngine::State::Searching);
        // Depth 3 complete: every line has reported three times.
        QTRY_VERIFY_WITH_TIMEOUT(count(info, [](const Info& i) { return i.info.depth >= 4; }) > 0, WAIT_MS);
        QList<int> seen;
        for (const Info& i : infos(info)) {
            QCOMPARE(i.generation, quint64(7));
            QCOMPARE(i.info.score, 30 - 10 * (i.info.multipv - 1) + i.info.depth);
            if (!seen.contains(i.info.multipv))
                seen.append(i.info.multipv);
        }
        std::sort(seen.begin(), seen.end());
        QList<int> expected;
        for (int k = 1; k <= lines; ++k)
            expected.append(k);
        QCOMPARE(seen, expected);
        engine->stop();
        QVERIFY(best.wait(WAIT_MS));
        QCOMPARE(best.first()[0].toULongLong(), quint64(7));
        QCOMPARE(best.first()[1].toString(), QStringLiteral("b8a6")); // line 1's move: the first legal one
        QCOMPARE(engine->state(), UciEngine::State::Ready);
    }

    // A new analysis replaces the old one: once it is asked for, no report of the old one arrives
    // (not even those already on their way), and the old one's bestmove is not reported at all.
    void newGenerationReplacesOld()
    {
        auto engine = started("analyse");
        QSignalSpy info(engine.get(), &UciEngine::info);
        QSignalSpy best(engine.get(), &UciEngine::bestMove);
        engine->analyse(1, QStringLiteral("position startpos"), 5);
        QTRY_VERIFY_WITH_TIMEOUT(info.size() >= 10, WAIT_MS);
        const int before = int(info.size());
        engine->analyse(2, QStringLiteral("position startpos moves d2d4"), 1);
        QTRY_VERIFY_WITH_TIMEOUT(count(info, [](const Info& i) { return i.generation == 2; }) >= 5, WAIT_MS);
        // Nothing of generation 1 once generation 2 was asked for (what was on its way is dropped).
        const QList<Info> all = infos(info);
        for (const Info& i : all.mid(before)) {
            QCOMPARE(i.generation, quint64(2));
            QCOMPARE(i.info.multipv, 1); // MultiPV 1 now
            QCOMPARE(i.info.pv.front(), std::string("b8a6")); // a move of the new position
        }
        QVERIFY(best.isEmpty());
        engine->stop();
        QVERIFY(best.wait(WAIT_MS));
        QCOMPARE(best.size(), 1);
        QCOMPARE(best.first()[0].toULongLong(), quint64(2));
    }

    // go() plays: the first legal move, at once, with the request's generation.
    void goAnswers()
    {
        auto engine = started("first");
        QSignalSpy best(engine.get(), &UciEngine::bestMove);
        engine->go(4, QStringLiteral("position startpos moves e2e4"),
            QStringLiteral("go wtime 1000 btime 1000 winc 0 binc 0"));
        QVERIFY(best.wait(WAIT_MS));
        QCOMPARE(best.first()[0].toULongLong(), quint64(4));
        QCOMPARE(best.first()[1].toString(), QStringLiteral("b8a6"));
        QCOMPARE(engine->state(), UciEngine::State::Ready);
    }

    void failures_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<bool>("analyse");
        QTest::addColumn<QString>("message");
        QTest::newRow("crash") << "crash" << false << "fake-crash stopped (killed by signal 6";
        QTest::newRow("crash later") << "crashanalyse" << true << "fake-crashanalyse stopped (exit code 3)";
        // MultiPV 3 needs a setoption and so an isready, which noready never answers.
        QTest::newRow("noready") << "noready" << true << "fake-noready did not answer 'isready' within 0.3 s";
        QTest::newRow("nostop") << "nostop" << true << "fake-nostop did not answer 'stop' with a bestmove within 0.3 s";
        QTest::newRow("hang") << "hang" << false << "fake-hang sent no bestmove within 0.4 s of 'go movetime 100'";
        // Timed by the clock of the side to move (Black after e2e4; from a FEN with White to move).
        QTest::newRow("hang black clock") << "hang:position startpos moves e2e4:go wtime 60000 btime 100" << false
                                          << "fake-hang sent no bestmove within 0.4 s of 'go wtime 60000 btime 100'";
        QTest::newRow("hang fen clock")
            << "hang:position fen 4k3/8/8/8/8/8/8/4K3 w - - 0 1 moves e1e2 e8e7:go btime 60000 wtime 200" << false
            << "fake-hang sent no bestmove within 0.5 s of 'go btime 60000 wtime 200'";
    }
    void failures()
    {
        QFETCH(QString, mode);
        QFETCH(bool, analyse);
        QFETCH(QString, message);
        // "mode:position:go" for a go other than the default.
        const QStringList parts = mode.split(':');
        const QString position = parts.size() == 3 ? parts[1] : QStringLiteral("position startpos");
        const QString goCommand = parts.size() == 3 ? parts[2] : QStringLiteral("go movetime 100");
        mode = parts[0];
        auto engine = started(qPrintable(mode), 300, 300);
        QSignalSpy failed(engine.get(), &UciEngine::failed);
        QSignalSpy best(engine.get(), &UciEngine::bestMove);
        if (analyse)
            engine->analyse(1, position, 3);
        else
            engine->go(1, position, goCommand);
        if (mode == "nostop") {
            QSignalSpy info(engine.get(), &UciEngine::info);
            QVERIFY(info.wait(WAIT_MS));
            engine->stop();
        }
        QVERIFY(failed.wait(WAIT_MS));
        QVERIFY2(failed.first().first().toString().startsWith(message), qPrintable(failed.first().first().toString()));
        QCOMPARE(engine->state(), UciEngine::State::Failed);
        QVERIFY(best.isEmpty());
        // Reported once; nothing follows.
        QTest::qWait(100);
        QCOMPARE(failed.size(), 1);

        // restart() gets it going again.
        QSignalSpy ready(engine.get(), &UciEngine::started);
        engine->setTimeouts(10000, 5000);
        engine->restart();
        QCOMPARE(engine->state(), UciEngine::State::Starting);
        QVERIFY(ready.wait(WAIT_MS));
        QCOMPARE(engine->state(), UciEngine::State::Ready);
    }

    // An engine that plays two moves and exits on the third go: the moves come, then the failure.
    void crashesInMidGame()
    {
        auto engine = started("crashlater");
        QSignalSpy best(engine.get(), &UciEngine::bestMove);
        QSignalSpy failed(engine.get(), &UciEngine::failed);
        const QStringList positions
            = {QStringLiteral("position startpos"), QStringLiteral("position startpos moves b1a3 b8a6"),
                QStringLiteral("position startpos moves b1a3 b8a6 a3b1 a6b8")};
        for (int ply = 0; ply < 3; ++ply) {
            engine->go(quint64(ply + 1), positions[ply], QStringLiteral("go wtime 60000 btime 60000"));
            QTRY_VERIFY_WITH_TIMEOUT(best.size() + failed.size() > ply, WAIT_MS);
        }
        QCOMPARE(best.size(), 2);
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.first().first().toString(), QStringLiteral("fake-crashlater stopped (exit code 3)"));
        QCOMPARE(engine->state(), UciEngine::State::Failed);
    }

    // stop() before the search went out (MultiPV first needs an isready): the search starts, stops,
    // and its bestmove follows with its generation.
    void stopBeforeSearchStarts()
    {
        auto engine = started("analyse");
        QSignalSpy best(engine.get(), &UciEngine::bestMove);
        engine->analyse(5, QStringLiteral("position startpos"), 3);
        engine->stop();
        QVERIFY(best.wait(WAIT_MS));
        QCOMPARE(best.first()[0].toULongLong(), quint64(5));
        QCOMPARE(engine->state(), UciEngine::State::Ready);
    }

    // newGame() sends ucinewgame and waits for isready before the next search.
    void newGameWaitsForReady_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("failure"); // empty: the move comes
        QTest::newRow("answers") << "first"
                                 << "";
        QTest::newRow("never ready") << "noready"
                                     << "fake-noready did not answer 'isready' within 0.3 s";
    }
    void newGameWaitsForReady()
    {
        QFETCH(QString, mode);
        QFETCH(QString, failure);
        auto engine = started(qPrintable(mode), 300, 300);
        QSignalSpy best(engine.get(), &UciEngine::bestMove);
        QSignalSpy failed(engine.get(), &UciEngine::failed);
        engine->newGame();
        engine->go(1, QStringLiteral("position startpos"), QStringLiteral("go movetime 50"));
        QTRY_VERIFY_WITH_TIMEOUT(!best.isEmpty() || !failed.isEmpty(), WAIT_MS);
        if (failure.isEmpty()) {
            QCOMPARE(best.first()[1].toString(), QStringLiteral("b1a3"));
            QVERIFY(failed.isEmpty());
        } else {
            QCOMPARE(failed.first().first().toString(), failure);
            QVERIFY(best.isEmpty());
        }
    }

    // The receiver's verdict (an illegal move) is reported as the engine's failure, once.
    void failByReceiver()
    {
        auto engine = started("illegal");
        QSignalSpy failed(engine.get(), &UciEngine::failed);
        QSignalSpy best(engine.get(), &UciEngine::bestMove);
        engine->go(1, QStringLiteral("position startpos"), QStringLiteral("go movetime 100"));
        QVERIFY(best.wait(WAIT_MS));
        engine->fail(QStringLiteral("fake-illegal played an illegal move 'a1a1'"));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(engine->state(), UciEngine::State::Failed);
        engine->analyse(2, QStringLiteral("position startpos"), 1); // ignored while Failed
        QCOMPARE(engine->state(), UciEngine::State::Failed);
        QTest::qWait(100);
        QCOMPARE(failed.size(), 1);
    }

    // The destructor asks a well-behaved engine to quit, even at once after a search: it is not
    // killed (its thread must not end before the worker has sent "quit").
    void destructorSendsQuit()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (int round = 0; round < 5; ++round) {
            const QString file = dir.filePath(QStringLiteral("quit%1").arg(round));
            auto engine = std::make_unique<UciEngine>();
            QSignalSpy ready(engine.get(), &UciEngine::started);
            kd::EngineSpec spec;
            spec.command = {KD_FAKE_ENGINE, "first", file.toStdString()};
            engine->start(spec);
            QVERIFY(ready.wait(WAIT_MS));
            QSignalSpy best(engine.get(), &UciEngine::bestMove);
            engine->go(1, QStringLiteral("position startpos"), QStringLiteral("go movetime 100"));
            QVERIFY(best.wait(WAIT_MS));
            engine.reset();
            QTRY_VERIFY2_WITH_TIMEOUT(QFileInfo::exists(file), qPrintable(file), 2000);
        }
    }

    // The destructor returns with an engine that ignores stop and quit in mid-search.
    void destroysHungEngine()
    {
        auto engine = started("nostop");
        QSignalSpy info(engine.get(), &UciEngine::info);
        engine->analyse(1, QStringLiteral("position startpos"), 2);
        QVERIFY(info.wait(WAIT_MS));
        engine->stop();
        engine.reset();
        QVERIFY(!engine);
    }

    // Destroyed while the handshake runs with an engine that never answers "uci".
    void destroysDuringHandshake()
    {
        auto engine = std::make_unique<UciEngine>();
        engine->setTimeouts(300, 300);
        engine->start(fake("mute"));
        engine.reset();
        QVERIFY(!engine);
    }

    void stockfish()
    {
        if (!QFileInfo(STOCKFISH).isExecutable())
            QSKIP("no /usr/games/stockfish");
        UciEngine engine;
        QSignalSpy ready(&engine, &UciEngine::started);
        QSignalSpy info(&engine, &UciEngine::info);
        QSignalSpy best(&engine, &UciEngine::bestMove);
        kd::EngineSpec spec;
        spec.command = {STOCKFISH};
        spec.options = {{"Threads", "1"}, {"Hash", "16"}};
        engine.start(spec);
        QVERIFY(ready.wait(WAIT_MS));
        QVERIFY(engine.name().contains(QStringLiteral("Stockfish")));
        engine.analyse(3, QStringLiteral("position startpos moves e2e4 e7e5"), 2);
        QTRY_VERIFY_WITH_TIMEOUT(
            count(info, [](const Info& i) { return i.info.multipv == 2 && i.info.depth >= 5; }) > 0, WAIT_MS);
        engine.stop();
        QVERIFY(best.wait(WAIT_MS));
        QList<int> lines;
        for (const Info& i : infos(info)) {
            QCOMPARE(i.generation, quint64(3));
            if (!i.info.pv.empty() && !lines.contains(i.info.multipv))
                lines.append(i.info.multipv);
        }
        std::sort(lines.begin(), lines.end());
        QCOMPARE(lines, QList<int>({1, 2}));
    }
};

QTEST_GUILESS_MAIN(TestUciEngine)
#include "tst_uciengine.moc"
