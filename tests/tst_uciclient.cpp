// The UCI client against the scripted fake engine (tests/fake_engine.cpp) and, where it is
// installed, Stockfish: the handshake and what it learns (name, author, options), the checks on
// option values before anything is sent, and the streaming reader an analyser uses.
#include "core/movegen.h"
#include "core/notation.h"
#include "game/game.h"
#include "match/uciclient.h"
#include "ucisupport.h"

#include <QFileInfo>
#include <QTest>

#include <poll.h>

using namespace kd;

namespace {

constexpr const char* STOCKFISH = "/usr/games/stockfish";

EngineSpec fake(const char* mode, std::vector<std::pair<std::string, std::string>> options = {})
{
    EngineSpec spec;
    spec.command = {KD_FAKE_ENGINE, mode};
    spec.options = std::move(options);
    return spec;
}

// Reads events until one of `kind` (or a Closed or a Timeout of 5 s); the infos on the way in infos.
UciClient::Event until(UciClient& client, UciClient::Event::Kind kind, std::vector<UciInfo>* infos = nullptr)
{
    for (;;) {
        UciClient::Event e = client.next(5000);
        if (e.kind == kind || e.kind == UciClient::Event::Closed || e.kind == UciClient::Event::Timeout)
            return e;
        if (e.kind == UciClient::Event::Info && infos)
            infos->push_back(e.info);
    }
}

} // namespace

class TestUciClient : public QObject {
    Q_OBJECT

private slots:
    void handshake()
    {
        UciClient client;
        QVERIFY(client.start(fake("analyse")));
        QCOMPARE(client.name(), std::string("fake-analyse"));
        QCOMPARE(client.author(), std::string("Kandinsky tests"));
        QVERIFY(client.outputFd() >= 0);
        client.quit();
        QCOMPARE(client.outputFd(), -1);
    }

    void options_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("type");
        QTest::addColumn<QString>("defaultValue");
        QTest::addColumn<qlonglong>("min");
        QTest::addColumn<qlonglong>("max");
        QTest::addColumn<QStringList>("vars");
        QTest::newRow("Dummy") << "Dummy" << int(UciOptionDecl::Spin) << "1" << 0LL << 9LL << QStringList();
        QTest::newRow("Style") << "Style" << int(UciOptionDecl::Combo) << "Normal" << 0LL << 0LL
                               << QStringList {"Solid", "Normal", "Risky"};
        QTest::newRow("Book File") << "Book File" << int(UciOptionDecl::String) << "" << 0LL << 0LL << QStringList();
        QTest::newRow("Fast") << "Fast" << int(UciOptionDecl::Check) << "false" << 0LL << 0LL << QStringList();
        QTest::newRow("Clear Hash") << "Clear Hash" << int(UciOptionDecl::Button) << "" << 0LL << 0LL << QStringList();
        QTest::newRow("MultiPV") << "MultiPV" << int(UciOptionDecl::Spin) << "1" << 1LL << 5LL << QStringList();
        QTest::newRow("UCI_LimitStrength")
            << "UCI_LimitStrength" << int(UciOptionDecl::Check) << "false" << 0LL << 0LL << QStringList();
        QTest::newRow("UCI_Elo") << "UCI_Elo" << int(UciOptionDecl::Spin) << "1500" << 1320LL << 3190LL
                                 << QStringList();
    }
    void options()
    {
        QFETCH(QString, name);
        QFETCH(int, type);
        QFETCH(QString, defaultValue);
        QFETCH(qlonglong, min);
        QFETCH(qlonglong, max);
        QFETCH(QStringList, vars);
        UciClient client;
        QVERIFY(client.start(fake("first")));
        QCOMPARE(client.options().size(), std::size_t(8));
        const UciOptionDecl* o = client.option(name.toLower().toStdString()); // found in any case
        QVERIFY(o);
        kdtest::compareOption(*o, name, type, defaultValue, min, max, vars);
    }

    void setOption_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("error"); // empty: accepted
        QTest::newRow("spin") << "Dummy"
                              << "7"
                              << "";
        QTest::newRow("combo any case") << "style"
                                        << "risky"
                                        << "";
        QTest::newRow("string") << "Book File"
                                << "/tmp/my book.bin"
                                << "";
        QTest::newRow("string empty") << "Book File"
                                      << ""
                                      << "";
        QTest::newRow("check") << "Fast"
                               << "TRUE"
                               << "";
        QTest::newRow("button") << "Clear Hash"
                                << ""
                                << "";
        QTest::newRow("undeclared") << "Threads"
                                    << "2"
                                    << "fake-first has no option 'Threads'";
        QTest::newRow("spin out of range") << "Dummy"
                                           << "12"
                                           << "fake-first: option 'Dummy' needs a whole number from 0 to 9, got '12'";
        QTest::newRow("elo below") << "UCI_Elo"
                                   << "800"
                                   << "option 'UCI_Elo' needs a whole number from 1320 to 3190, got '800'";
        QTest::newRow("combo unknown") << "Style"
                                       << "Wild"
                                       << "needs one of Solid, Normal, Risky, got 'Wild'";
        QTest::newRow("check other") << "Fast"
                                     << "yes"
                                     << "option 'Fast' needs true or false, got 'yes'";
    }
    void setOption()
    {
        QFETCH(QString, name);
        QFETCH(QString, value);
        QFETCH(QString, error);
        UciClient client;
        QVERIFY(client.start(fake("first")));
        const Result<void> set = client.setOption(name.toStdString(), value.toStdString());
        QCOMPARE(bool(set), error.isEmpty());
        if (!set)
            QVERIFY2(QString::fromStdString(set.error()).contains(error), set.error().c_str());
        // The engine is still in step: nothing half-sent, the next isready is answered.
        QVERIFY(client.isReady(5000));
    }

    void startWithOptions_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("error");
        QTest::newRow("good") << "UCI_Elo"
                              << "2000"
                              << "";
        QTest::newRow("bad value")
            << "UCI_Elo"
            << "99999"
            << "fake-first: option 'UCI_Elo' needs a whole number from 1320 to 3190, got '99999'";
        QTest::newRow("not offered") << "Threads"
                                     << "4"
                                     << "fake-first has no option 'Threads'";
    }
    void startWithOptions()
    {
        QFETCH(QString, option);
        QFETCH(QString, value);
        QFETCH(QString, error);
        UciClient client;
        const Result<void> started = client.start(fake("first", {{option.toStdString(), value.toStdString()}}));
        QCOMPARE(bool(started), error.isEmpty());
        if (!started)
            QVERIFY2(QString::fromStdString(started.error()).contains(error), started.error().c_str());
    }

    // next() streams what the engine says: info lines of every MultiPV line, then bestmove after stop.
    void streamsAnalysis()
    {
        UciClient client;
        QVERIFY(client.start(fake("analyse")));
        QVERIFY(client.setOption("MultiPV", "3"));
        QVERIFY(client.isReady(5000));
        QVERIFY(client.send("position startpos moves e2e4"));
        QVERIFY(client.send("go infinite"));
        std::vector<UciInfo> infos;
        while (infos.size() < 9) {
            const UciClient::Event e = client.next(5000);
            QCOMPARE(e.kind, UciClient::Event::Info);
            infos.push_back(e.info);
        }
        Position pos;
        pos.doMove(parseUci(pos, "e2e4").value());
        for (const UciInfo& info : infos) {
            QVERIFY(info.multipv >= 1 && info.multipv <= 3);
            QVERIFY(info.hasScore);
            QCOMPARE(info.score, 30 - 10 * (info.multipv - 1) + info.depth);
            QVERIFY(info.pv.size() >= 2);
            Position p = pos;
            for (const std::string& m : info.pv) {
                const Result<Move> move = parseUci(p, m);
                QVERIFY2(move, m.c_str());
                p.doMove(*move);
            }
        }
        QVERIFY(client.send("stop"));
        const UciClient::Event best = until(client, UciClient::Event::BestMove);
        QCOMPARE(best.kind, UciClient::Event::BestMove);
        QCOMPARE(best.move, toUci(MoveList(pos)[0]));
        // Nothing whole arrived since: next(0) only looks.
        QCOMPARE(client.next(0).kind, UciClient::Event::Timeout);
        QVERIFY(client.send("isready"));
        QCOMPARE(until(client, UciClient::Event::ReadyOk).kind, UciClient::Event::ReadyOk);
    }

    // next(0) takes a line that has arrived (as a QSocketNotifier's slot does once the descriptor
    // is readable) rather than reporting a timeout without reading.
    void nextZeroReadsWhatArrived()
    {
        UciClient client;
        QVERIFY(client.start(fake("first")));
        QVERIFY(client.send("isready"));
        pollfd p {client.outputFd(), POLLIN, 0};
        QCOMPARE(poll(&p, 1, 5000), 1);
        QCOMPARE(client.next(0).kind, UciClient::Event::ReadyOk);
        QCOMPARE(client.next(0).kind, UciClient::Event::Timeout);
    }

    void closedWithDetail()
    {
        UciClient client;
        QVERIFY(client.start(fake("crashanalyse")));
        QVERIFY(client.send("position startpos"));
        QVERIFY(client.send("go infinite"));
        std::vector<UciInfo> infos;
        const UciClient::Event e = until(client, UciClient::Event::BestMove, &infos);
        QCOMPARE(e.kind, UciClient::Event::Closed);
        QCOMPARE(e.detail, std::string("exit code 3"));
        QVERIFY(!infos.empty());
        QVERIFY(!client.running());
        QCOMPARE(client.outputFd(), -1);
        QVERIFY(!client.send("isready"));
        QCOMPARE(client.next(0).kind, UciClient::Event::Closed);
    }

    void crashDetail()
    {
        UciClient client;
        QVERIFY(client.start(fake("crash")));
        QVERIFY(client.send("position startpos"));
        QVERIFY(client.send("go depth 1"));
        const UciClient::Event e = until(client, UciClient::Event::BestMove);
        QCOMPARE(e.kind, UciClient::Event::Closed);
        QVERIFY2(e.detail.find("killed by signal 6") != std::string::npos, e.detail.c_str());
    }

    // The position command the match runner and the GUI send for a game.
    void uciPosition_data()
    {
        QTest::addColumn<QString>("fen"); // empty: the standard start
        QTest::addColumn<QStringList>("moves");
        QTest::addColumn<int>("ply");
        QTest::addColumn<QString>("command");
        const QString start = QString::fromLatin1(Position::START_FEN.data(), int(Position::START_FEN.size()));
        const QString kiwi = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        QTest::newRow("start") << "" << QStringList() << 0 << "position startpos";
        QTest::newRow("start moves") << "" << QStringList {"e2e4", "e7e5", "g1f3"} << 3
                                     << "position startpos moves e2e4 e7e5 g1f3";
        QTest::newRow("before the last") << "" << QStringList {"e2e4", "e7e5", "g1f3"} << 2
                                         << "position startpos moves e2e4 e7e5";
        QTest::newRow("ply past the end") << "" << QStringList {"e2e4"} << 5 << "position startpos moves e2e4";
        QTest::newRow("negative ply") << "" << QStringList {"e2e4"} << -1 << "position startpos";
        QTest::newRow("start fen is startpos") << start << QStringList {"d2d4"} << 1 << "position startpos moves d2d4";
        QTest::newRow("fen") << kiwi << QStringList() << 0 << "position fen " + kiwi;
        QTest::newRow("fen moves") << kiwi << QStringList {"e1g1", "e8c8"} << 2
                                   << "position fen " + kiwi + " moves e1g1 e8c8";
    }
    void uciPosition()
    {
        QFETCH(QString, fen);
        QFETCH(QStringList, moves);
        QFETCH(int, ply);
        QFETCH(QString, command);
        Game game = fen.isEmpty() ? Game() : Game(Position::fromFen(fen.toStdString()).value());
        for (const QString& m : moves)
            QVERIFY(game.play(parseUci(game.current(), m.toStdString()).value()));
        QCOMPARE(QString::fromStdString(game.uciPosition(ply)), command);
    }

    void stockfish()
    {
        if (!QFileInfo(STOCKFISH).isExecutable())
            QSKIP("no /usr/games/stockfish");
        UciClient client;
        EngineSpec spec;
        spec.command = {STOCKFISH};
        spec.options = {{"Threads", "1"}, {"Hash", "16"}};
        const Result<void> started = client.start(spec);
        QVERIFY2(started, started ? "" : started.error().c_str());
        QVERIFY(client.name().find("Stockfish") != std::string::npos);
        const UciOptionDecl* elo = client.option("UCI_Elo");
        QVERIFY(elo);
        QCOMPARE(elo->type, UciOptionDecl::Spin);
        QVERIFY(elo->min < elo->max);
        const UciOptionDecl* multiPV = client.option("MultiPV");
        QVERIFY(multiPV);
        QCOMPARE(multiPV->min, 1LL);
        QVERIFY(client.setOption("MultiPV", "2"));
        QVERIFY(client.isReady(10000));
        QVERIFY(client.send("position startpos moves e2e4"));
        QVERIFY(client.send("go depth 5"));
        std::vector<UciInfo> infos;
        const UciClient::Event best = until(client, UciClient::Event::BestMove, &infos);
        QCOMPARE(best.kind, UciClient::Event::BestMove);
        Position pos;
        pos.doMove(parseUci(pos, "e2e4").value());
        QVERIFY2(parseUci(pos, best.move), best.move.c_str());
        int withPv = 0;
        bool second = false;
        for (const UciInfo& info : infos)
            if (!info.pv.empty()) {
                ++withPv;
                second = second || info.multipv == 2;
                QVERIFY(info.hasScore);
                QVERIFY2(parseUci(pos, info.pv[0]), info.pv[0].c_str());
            }
        QVERIFY(withPv >= 5);
        QVERIFY(second);
        client.quit();
    }
};

QTEST_GUILESS_MAIN(TestUciClient)
#include "tst_uciclient.moc"
