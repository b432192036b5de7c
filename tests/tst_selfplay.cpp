// Training data for the tuner: the quiet-position filter, EPD lines, extraction from PGN and
// node-limited self-play (reproducible, in game order whatever the concurrency, stoppable), and
// `kandinsky-cli selfplay` / `extract` run as a user would.
#include "core/movegen.h"
#include "game/game.h"
#include "tune/selfplay.h"

#include "clisupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <set>
#include <sstream>

using namespace kd;

namespace {

std::shared_ptr<const EvalTables> pesto() { return EvalTables::builtin("pesto"); }

Position fen(const char* text) { return Position::fromFen(text).value(); }

std::vector<std::string> lines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (!line.empty())
            out.push_back(line);
    return out;
}

// The FEN and result of an EPD line written by epdLine().
std::pair<std::string, std::string> splitEpd(const std::string& line)
{
    const std::size_t c9 = line.find(" c9 \"");
    return {line.substr(0, c9), line.substr(c9 + 5, line.size() - c9 - 7)};
}

kdtest::CliRun cli(const QStringList& args) { return kdtest::runCli(args, 120000); }

} // namespace

class TestSelfplay : public QObject {
    Q_OBJECT

private slots:
    void quiet_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("quiet");
        QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << true;
        QTest::newRow("queen hangs to a bishop")
            << "rnb1kbnr/pppp1ppp/8/4p1q1/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 3" << false;
        QTest::newRow("in check") << "rnbqkbnr/ppppp2p/5p2/6pQ/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 3" << false;
        QTest::newRow("checkmated") << "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3" << false;
        QTest::newRow("stalemate") << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" << false;
        QTest::newRow("quiet end game") << "8/5k2/8/3K4/8/8/4P3/8 w - - 0 1" << true;
    }
    void quiet()
    {
        QFETCH(QString, fen);
        QFETCH(bool, quiet);
        QCOMPARE(isQuietPosition(::fen(fen.toLatin1().constData()), pesto()), quiet);
    }

    void epd_data()
    {
        QTest::addColumn<double>("result");
        QTest::addColumn<QString>("expected");
        QTest::newRow("white") << 1.0 << R"(rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c9 "1-0";)";
        QTest::newRow("draw") << 0.5 << R"(rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c9 "1/2-1/2";)";
        QTest::newRow("black") << 0.0 << R"(rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c9 "0-1";)";
    }
    void epd()
    {
        QFETCH(double, result);
        QFETCH(QString, expected);
        const Position start = fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        QCOMPARE(QString::fromStdString(epdLine(start, result)), expected);
    }

    // The Opera Game: every kept position is quiet, labelled 1-0, after the skipped plies, once.
    void extractGame()
    {
        QFile file(KD_TEST_DATA_DIR "/opera.pgn");
        QVERIFY(file.open(QIODevice::ReadOnly));
        Result<std::vector<PgnGame>> games = readPgn(file.readAll().toStdString());
        QVERIFY(games.ok());
        const PgnGame& game = games->front();
        QCOMPARE(QString::fromStdString(game.result), QStringLiteral("1-0"));

        PositionExtractor extractor(pesto(), 6);
        const std::vector<std::string> kept = extractor.addGame(game);
        const int plies = int(game.mainLine().size());
        QVERIFY(!kept.empty());
        QCOMPARE(extractor.stats().skipped, 6);
        QCOMPARE(std::int64_t(kept.size()) + extractor.stats().notQuiet + extractor.stats().skipped, plies + 1);
        QVERIFY(extractor.stats().notQuiet > 0); // the Opera Game is full of captures and checks
        // Which positions those are: the positions after ply 6 that are quiet, in order.
        Position pos = game.start().value();
        std::vector<std::string> expected;
        for (int ply = 0; ply <= plies; ++ply) {
            if (ply)
                pos.doMove(game.mainLine()[std::size_t(ply - 1)]);
            if (ply >= 6 && isQuietPosition(pos, pesto()))
                expected.push_back(epdLine(pos, 1.0));
        }
        QCOMPARE(kept, expected);
        for (const std::string& line : kept)
            QCOMPARE(QString::fromStdString(splitEpd(line).second), QStringLiteral("1-0"));

        // The same game again adds nothing: every position is a duplicate.
        QVERIFY(extractor.addGame(game).empty());
        QCOMPARE(extractor.stats().duplicates, std::int64_t(kept.size()));
        // A game without a result gives nothing.
        PgnGame unfinished = game;
        unfinished.result = "*";
        PositionExtractor fresh(pesto(), 0);
        QVERIFY(fresh.addGame(unfinished).empty());
        QCOMPARE(fresh.stats().gamesUsed, 0);
        // Black's win is labelled 0-1.
        PgnGame lost = game;
        lost.result = "0-1";
        for (const std::string& line : fresh.addGame(lost))
            QCOMPARE(QString::fromStdString(splitEpd(line).second), QStringLiteral("0-1"));
    }

    void extractFile()
    {
        std::ostringstream out;
        int calls = 0;
        Result<ExtractStats> stats = extractPgnFile(KD_TEST_DATA_DIR "/opera.pgn", out, pesto(), 6,
            [&](std::int64_t done, std::int64_t total, const ExtractStats& s) {
                ++calls;
                const std::int64_t size = QFileInfo(KD_TEST_DATA_DIR "/opera.pgn").size();
                QCOMPARE(total, size); // bytes: the whole file was read for its one game
                QCOMPARE(done, size);
                QCOMPARE(s.games, 1);
            });
        QVERIFY2(stats.ok(), stats.error().c_str());
        QCOMPARE(calls, 1);
        QCOMPARE(std::int64_t(lines(out.str()).size()), stats->positions);

        std::ostringstream none;
        Result<ExtractStats> missing = extractPgnFile("/nonexistent/games.pgn", none, pesto(), 6);
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().find("/nonexistent/games.pgn") != std::string::npos);
        Result<ExtractStats> broken = extractPgnFile(KD_TEST_DATA_DIR "/broken.pgn", none, pesto(), 6);
        QVERIFY(!broken.ok());
        QVERIFY2(broken.error().find("broken.pgn: line ") != std::string::npos, broken.error().c_str());
        QVERIFY(none.str().empty());
    }

    // A database with a broken game in the middle: the games around it are used, the broken one is
    // counted and named with its line in the file.
    void extractSkipsBadGames()
    {
        QFile opera(KD_TEST_DATA_DIR "/opera.pgn"), broken(KD_TEST_DATA_DIR "/broken.pgn");
        QVERIFY(opera.open(QIODevice::ReadOnly) && broken.open(QIODevice::ReadOnly));
        const QByteArray first = opera.readAll(), bad = broken.readAll();
        QByteArray second = first;
        second.replace("1-0", "0-1"); // the same moves, another result: every position a duplicate
        QTemporaryDir dir;
        const QString path = dir.filePath("db.pgn");
        QFile db(path);
        QVERIFY(db.open(QIODevice::WriteOnly));
        db.write(first + "\n" + bad + "\n" + second);
        db.close();
        std::ostringstream out;
        std::int64_t lastDone = 0, lastTotal = 0;
        Result<ExtractStats> stats = extractPgnFile(
            path.toStdString(), out, pesto(), 6, [&](std::int64_t done, std::int64_t total, const ExtractStats&) {
                QVERIFY(done >= lastDone);
                lastDone = done;
                lastTotal = total;
            });
        QVERIFY2(stats.ok(), stats.error().c_str());
        QCOMPARE(stats->games, 2);
        QCOMPARE(stats->badGames, 1);
        QCOMPARE(int(stats->problems.size()), 1);
        // broken.pgn's bad move is on its line 7, after opera.pgn's lines and the blank line between.
        const int badLine = int(first.count('\n')) + 1 + 7;
        const std::string expected = path.toStdString() + ": line " + std::to_string(badLine) + ": ";
        QVERIFY2(stats->problems.front().starts_with(expected), stats->problems.front().c_str());
        QVERIFY(stats->positions > 0);
        QCOMPARE(stats->duplicates, stats->positions);
        QCOMPARE(lastTotal, std::int64_t(first.size() + bad.size() + second.size() + 2));
        QCOMPARE(lastDone, lastTotal);
    }

    void nodesVary()
    {
        SelfplayConfig config;
        config.nodes = 1000;
        std::set<std::uint64_t> seen;
        for (int ply = 0; ply < 200; ++ply) {
            const std::uint64_t n = selfplayNodes(config, 3, ply);
            QVERIFY(n >= 750 && n <= 1250);
            QCOMPARE(selfplayNodes(config, 3, ply), n);
            seen.insert(n);
        }
        QVERIFY(seen.size() > 100);
        QVERIFY(selfplayNodes(config, 4, 0) != selfplayNodes(config, 5, 0)
            || selfplayNodes(config, 4, 1) != selfplayNodes(config, 5, 1));
    }

    // Four short games: results in the PGN, every position line quiet and labelled with its game's
    // result, the same files whatever the concurrency, and again on a second run.
    void selfplay()
    {
        SelfplayConfig config;
        config.games = 4;
        config.nodes = 300;
        config.model = *findBuiltinModel("pesto");
        config.openings = {"rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"};
        config.skipPlies = 4;
        std::ostringstream pgn1, epd1, pgn2, epd2;
        int calls = 0;
        Result<SelfplayStats> one = runSelfplay(config, pgn1, epd1, [&](const SelfplayStats& s) {
            ++calls;
            QCOMPARE(s.games, calls);
        });
        QVERIFY2(one.ok(), one.error().c_str());
        QCOMPARE(calls, 4);
        QCOMPARE(one->games, 4);
        QCOMPARE(one->whiteWins + one->blackWins + one->draws, 4);
        QCOMPARE(std::int64_t(lines(epd1.str()).size()), one->positions);
        QVERIFY(one->positions > 20);

        Result<std::vector<PgnGame>> games = readPgn(pgn1.str());
        QVERIFY2(games.ok(), games.error().c_str());
        QCOMPARE(int(games->size()), 4);
        std::set<std::string> results;
        for (int i = 0; i < 4; ++i) {
            const PgnGame& g = (*games)[std::size_t(i)];
            QVERIFY(g.result != "*");
            QCOMPARE(g.tag("Round"), std::to_string(i + 1));
            // Openings in turn, each played twice.
            QCOMPARE(g.start()->fen(), config.openings[std::size_t(i / 2)]);
            QVERIFY(Game::fromPgn(g).ok());
        }
        // Each kept position is quiet, appears once, and carries the result of a game it occurs in.
        std::set<std::string> positions;
        for (const std::string& line : lines(epd1.str())) {
            const auto [fen, result] = splitEpd(line);
            Result<Position> pos = Position::fromFen(fen);
            QVERIFY2(pos.ok(), line.c_str());
            QVERIFY2(isQuietPosition(*pos, pesto()), line.c_str());
            QVERIFY2(positions.insert(fen).second, line.c_str());
            QVERIFY(result == "1-0" || result == "0-1" || result == "1/2-1/2");
        }
        // The two games of an opening differ (colours swapped, budgets varied).
        QVERIFY((*games)[0].mainLine() != (*games)[1].mainLine());

        config.concurrency = 2;
        Result<SelfplayStats> two = runSelfplay(config, pgn2, epd2);
        QVERIFY(two.ok());
        QCOMPARE(pgn2.str(), pgn1.str());
        QCOMPARE(epd2.str(), epd1.str());
    }

    void stop()
    {
        SelfplayConfig config;
        config.games = 1000;
        config.nodes = 20000;
        config.model = *findBuiltinModel("pesto");
        std::atomic<bool> stop {false};
        std::ostringstream pgn, epd;
        Result<SelfplayStats> stats = runSelfplay(
            config, pgn, epd,
            [&](const SelfplayStats& s) {
                if (s.games == 1)
                    stop = true;
            },
            &stop);
        QVERIFY(stats.ok());
        QCOMPARE(stats->games, 1);
        Result<std::vector<PgnGame>> games = readPgn(pgn.str());
        QVERIFY(games.ok());
        QCOMPARE(int(games->size()), 1);
    }

    void badConfig()
    {
        std::ostringstream pgn, epd;
        SelfplayConfig config;
        config.model = *findBuiltinModel("pesto");
        config.openings = {"not a fen"};
        Result<SelfplayStats> r = runSelfplay(config, pgn, epd);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().starts_with("opening 1: "), r.error().c_str());
        config.openings.clear();
        config.games = 0;
        QVERIFY(!runSelfplay(config, pgn, epd).ok());
        QVERIFY(pgn.str().empty() && epd.str().empty());
    }

    void cliSelfplay()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("data");
        kdtest::CliRun run = cli({"selfplay", "--games", "2", "--nodes", "200", "--out", out, "--openings",
            KD_TEST_DATA_DIR "/openings.epd"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.contains("games=2 "));
        QVERIFY(run.err.contains("2/2 games")); // the progress line
        QFile epd(out + "/positions.epd");
        QVERIFY(epd.open(QIODevice::ReadOnly));
        const QList<QByteArray> epdLines = epd.readAll().split('\n');
        QVERIFY(epdLines.size() > 10);
        QVERIFY(epdLines.front().contains(" c9 \""));
        QVERIFY(QFile::exists(out + "/games.pgn"));

        // Files are never overwritten.
        run = cli({"selfplay", "--games", "2", "--out", out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("positions.epd exists") || run.err.contains("games.pgn exists"), run.err.constData());
        run = cli({"selfplay", "--games", "x", "--out", out});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("--games"));
        run = cli({"selfplay", "--games", "2", "--out", dir.filePath("m"), "--model", "nosuchmodel"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("nosuchmodel"));

        // extract reads the games back into positions.
        run = cli({"extract", "--pgn", out + "/games.pgn", "--out", dir.filePath("x.epd"), "--skip", "8"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.contains("games=2 used=2 bad=0 "));
        // A broken game among good ones is skipped and named.
        QFile games(out + "/games.pgn"), broken(KD_TEST_DATA_DIR "/broken.pgn");
        QVERIFY(games.open(QIODevice::ReadOnly) && broken.open(QIODevice::ReadOnly));
        QFile mixed(dir.filePath("mixed.pgn"));
        QVERIFY(mixed.open(QIODevice::WriteOnly));
        mixed.write(broken.readAll() + "\n" + games.readAll());
        mixed.close();
        run = cli({"extract", "--pgn", mixed.fileName(), "--out", dir.filePath("z.epd")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.out.contains("games=2 used=2 bad=1 "), run.out.constData());
        QVERIFY2(run.out.contains("mixed.pgn: line 7: "), run.out.constData());
        run = cli({"extract", "--pgn", dir.filePath("missing.pgn"), "--out", dir.filePath("y.epd")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("missing.pgn"));
        QVERIFY(!QFile::exists(dir.filePath("y.epd")));
    }
};

QTEST_GUILESS_MAIN(TestSelfplay)
#include "tst_selfplay.moc"
