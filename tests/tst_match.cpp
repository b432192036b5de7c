// The match runner and its UCI client, against tiny scripted engines that play the first legal
// move, an illegal move, crash, hang or never answer: every game is adjudicated by the rules, the
// PGN says what happened, and the statistics follow from the results.
#include "core/rules.h"
#include "match/match.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <tuple>
#include <vector>

using namespace kd;

namespace {

// A one-game PGN record numbered `round` (its Round tag), as a match writes it.
std::string pgnGame(
    int round, const char* result, const char* moves = "", const char* white = "", const char* black = "")
{
    const std::string names = *white ? "[White \"" + std::string(white) + "\"]\n[Black \"" + black + "\"]\n" : "";
    return "[Event \"m\"]\n[Round \"" + std::to_string(round) + "\"]\n" + names + "[Result \"" + result + "\"]\n\n"
        + moves + result + "\n\n";
}

EngineSpec fake(const char* mode)
{
    EngineSpec spec;
    spec.command = {KD_FAKE_ENGINE, mode};
    return spec;
}

EngineSpec kandinsky()
{
    EngineSpec spec;
    spec.command = {KD_ENGINE};
    return spec;
}

struct Played {
    MatchStats stats;
    std::vector<GameOutcome> games;
};

Played play(const EngineSpec& a, const EngineSpec& b, int games, const char* tc = "2+0.02", int marginMs = 0)
{
    MatchConfig config;
    config.timeMarginMs = marginMs;
    config.engines[0] = a;
    config.engines[1] = b;
    config.games = games;
    config.timeControl = TimeControl::parse(tc).value();
    config.openings = {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1"};
    Played p;
    const Result<MatchStats> stats
        = runMatch(config, "", [&](const GameOutcome& g, const MatchStats&) { p.games.push_back(g); });
    if (!stats)
        qFatal("match failed: %s", stats.error().c_str());
    p.stats = *stats;
    return p;
}

} // namespace

class TestMatch : public QObject {
    Q_OBJECT

private slots:
    void timeControls_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("base");
        QTest::addColumn<qint64>("inc");
        QTest::newRow("10+0.1") << "10+0.1" << qint64(10000) << qint64(100);
        QTest::newRow("60") << "60" << qint64(60000) << qint64(0);
        QTest::newRow("0.5+0.005") << "0.5+0.005" << qint64(500) << qint64(5);
        QTest::newRow("bad") << "ten" << qint64(-1) << qint64(-1);
        QTest::newRow("no base") << "+1" << qint64(-1) << qint64(-1);
        QTest::newRow("negative") << "-5+1" << qint64(-1) << qint64(-1);
        QTest::newRow("largest") << "10000000+10000000" << qint64(10000000000) << qint64(10000000000);
        QTest::newRow("leading zeros") << "0010.500+00" << qint64(10500) << qint64(0);
        QTest::newRow("milliseconds") << "1234.567+0.001" << qint64(1234567) << qint64(1);
        QTest::newRow("one millisecond") << "0.001" << qint64(1) << qint64(0);
        QTest::newRow("zero base") << "0+1" << qint64(-1) << qint64(-1);
        QTest::newRow("too large") << "10000000.001" << qint64(-1) << qint64(-1);
        QTest::newRow("inc too large") << "1+10000001" << qint64(-1) << qint64(-1);
        QTest::newRow("huge") << "99999999999999999999999" << qint64(-1) << qint64(-1);
        QTest::newRow("exponent") << "1e7" << qint64(-1) << qint64(-1);
        QTest::newRow("written exponent") << "1e+07" << qint64(-1) << qint64(-1);
        QTest::newRow("four decimals") << "0.0005" << qint64(-1) << qint64(-1);
        QTest::newRow("hex") << "0x10" << qint64(-1) << qint64(-1);
        QTest::newRow("inf") << "inf" << qint64(-1) << qint64(-1);
        QTest::newRow("nan") << "nan" << qint64(-1) << qint64(-1);
        QTest::newRow("bare point") << "5." << qint64(-1) << qint64(-1);
        QTest::newRow("point first") << ".5" << qint64(-1) << qint64(-1);
        QTest::newRow("two pluses") << "1+1+1" << qint64(-1) << qint64(-1);
        QTest::newRow("empty increment") << "1+" << qint64(-1) << qint64(-1);
        QTest::newRow("empty") << "" << qint64(-1) << qint64(-1);
        QTest::newRow("comma") << "0,5" << qint64(-1) << qint64(-1);
    }
    void timeControls()
    {
        QFETCH(QString, text);
        QFETCH(qint64, base);
        QFETCH(qint64, inc);
        const Result<TimeControl> tc = TimeControl::parse(text.toStdString());
        QCOMPARE(tc.ok(), base >= 0);
        if (tc) {
            QCOMPARE(qint64(tc->baseMs), base);
            QCOMPARE(qint64(tc->incMs), inc);
            const Result<TimeControl> again = TimeControl::parse(tc->pgnText());
            QVERIFY2(again.ok(), again.error().c_str());
            QCOMPARE(again->baseMs, tc->baseMs);
            QCOMPARE(again->incMs, tc->incMs);
        } else {
            QVERIFY(tc.error().find("should look like 10+0.1") != std::string::npos);
        }
    }

    // What pgnText() writes is the time control exactly, and reads back as it (it wrote 1e7 as
    // "1e+07" and 1234.567 as "1234.57").
    void timeControlText_data()
    {
        QTest::addColumn<qint64>("base");
        QTest::addColumn<qint64>("inc");
        QTest::addColumn<QString>("text");
        QTest::newRow("10+0.1") << qint64(10000) << qint64(100) << "10+0.1";
        QTest::newRow("1e7") << qint64(10000000000) << qint64(0) << "10000000";
        QTest::newRow("1234.567") << qint64(1234567) << qint64(0) << "1234.567";
        QTest::newRow("0.05+0.005") << qint64(50) << qint64(5) << "0.05+0.005";
        QTest::newRow("1.01+1") << qint64(1010) << qint64(1000) << "1.01+1";
    }
    void timeControlText()
    {
        QFETCH(qint64, base);
        QFETCH(qint64, inc);
        QFETCH(QString, text);
        const TimeControl tc {base, inc};
        QCOMPARE(QString::fromStdString(tc.pgnText()), text);
        const Result<TimeControl> back = TimeControl::parse(tc.pgnText());
        QVERIFY2(back.ok(), back.error().c_str());
        QCOMPARE(qint64(back->baseMs), base);
        QCOMPARE(qint64(back->incMs), inc);
    }

    // Every millisecond count from 1 ms to MAX_SECONDS round-trips (a sample of them).
    void timeControlRoundTrip()
    {
        std::int64_t ms = 1;
        for (int i = 0; ms <= TimeControl::MAX_SECONDS * 1000; ++i, ms = ms * 3 + i % 7) {
            const TimeControl tc {ms, ms / 2};
            const Result<TimeControl> back = TimeControl::parse(tc.pgnText());
            QVERIFY2(back.ok() && back->baseMs == ms && back->incMs == ms / 2, tc.pgnText().c_str());
        }
    }

    void eloStatistics_data()
    {
        QTest::addColumn<int>("wins");
        QTest::addColumn<int>("draws");
        QTest::addColumn<int>("losses");
        QTest::addColumn<double>("elo");
        QTest::addColumn<double>("error");
        // Elo = -400 log10(1/s - 1); error = half the Elo width of s +- 1.96 standard errors.
        QTest::newRow("even") << 10 << 0 << 10 << 0.0 << 163.32;
        QTest::newRow("75%") << 75 << 0 << 25 << 190.85 << 81.15;
        QTest::newRow("all draws") << 0 << 50 << 0 << 0.0 << 0.0;
        QTest::newRow("60% with draws") << 40 << 40 << 20 << 70.44 << 53.55;
    }
    void eloStatistics()
    {
        QFETCH(int, wins);
        QFETCH(int, draws);
        QFETCH(int, losses);
        QFETCH(double, elo);
        QFETCH(double, error);
        MatchStats s;
        for (int i = 0; i < wins; ++i)
            s.add(1.0);
        for (int i = 0; i < draws; ++i)
            s.add(0.5);
        for (int i = 0; i < losses; ++i)
            s.add(0.0);
        QCOMPARE(s.games(), wins + draws + losses);
        QVERIFY2(std::abs(s.elo() - elo) < 0.1, qPrintable(QString::number(s.elo())));
        QVERIFY2(std::abs(s.eloError95() - error) < 0.1, qPrintable(QString::number(s.eloError95())));
    }

    void perfectScoreIsInfinite()
    {
        MatchStats s;
        s.add(1.0);
        QVERIFY(std::isinf(s.elo()) && s.elo() > 0);
    }

    void openingsFromEpdAndPgn()
    {
        const auto epd = loadOpenings(KD_TEST_DATA_DIR "/openings.epd");
        QVERIFY(epd.ok());
        QCOMPARE(int(epd->size()), 200);
        QCOMPARE(QString::fromStdString(epd->front()),
            QString("rnbqkb1r/1pp1pp1p/p2p1p2/8/3P4/2N5/PPP1PPPP/R2QKBNR w KQkq - 0 5"));

        QTemporaryDir dir;
        const std::string pgn = dir.filePath("book.pgn").toStdString();
        std::ofstream(pgn) << "[Event \"a\"]\n\n1. e4 c5 2. Nf3 *\n\n[Event \"b\"]\n\n1. d4 {QGD} d5 2. c4 e6 *\n";
        const auto book = loadOpenings(pgn);
        QVERIFY(book.ok());
        QCOMPARE(int(book->size()), 2);
        QCOMPARE(QString::fromStdString((*book)[1]),
            QString("rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3"));

        const std::string bad = dir.filePath("bad.epd").toStdString();
        std::ofstream(bad) << "# comment\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\n8/8/8 w - -\n";
        const auto refused = loadOpenings(bad);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().find("bad.epd:3: ") != std::string::npos, refused.error().c_str());
        QVERIFY(!loadOpenings(dir.filePath("missing.epd").toStdString()).ok());
    }

    // An opening where the game is already over would score a result no engine played for.
    void openingsThatAreOverAreRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("checkmate") << "o.epd"
                                   << "k7/8/8/8/8/8/8/1R5K w - -\nk7/1Q6/1K6/8/8/8/8/8 b - -\n"
                                   << "o.epd:2: the game is already over there (Checkmate: White wins)";
        QTest::newRow("stalemate") << "o.epd"
                                   << "k7/8/1Q6/8/8/8/8/7K b - - 0 1\n"
                                   << "o.epd:1: the game is already over there (Draw by stalemate)";
        QTest::newRow("bare kings") << "o.epd"
                                    << "# kings\nk7/8/8/8/8/8/8/7K w - -\n"
                                    << "o.epd:2: the game is already over there (Draw by insufficient material)";
        QTest::newRow("fifty moves") << "o.epd"
                                     << "k7/8/8/8/8/8/8/1R5K w - - 100 80\n"
                                     << "o.epd:1: the game is already over there (Draw by the fifty-move rule)";
        QTest::newRow("pgn mate") << "o.pgn"
                                  << "[Event \"m\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n"
                                  << "o.pgn: game at line 1: the game is already over there (Checkmate: Black wins)";
    }
    void openingsThatAreOverAreRefused()
    {
        QFETCH(QString, file);
        QFETCH(QString, content);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const std::string path = dir.filePath(file).toStdString();
        std::ofstream(path) << content.toStdString();
        const auto refused = loadOpenings(path);
        QVERIFY(!refused.ok());
        QCOMPARE(QString::fromStdString(refused.error()), dir.filePath(message));
    }

    // Two engines that always play their first legal move: the games end by the rules, and what the
    // PGN records is exactly what the rules say about its final position.
    void gamesAreAdjudicatedByTheRules()
    {
        const Played p = play(fake("first"), fake("first"), 4);
        QCOMPARE(int(p.games.size()), 4);
        for (const GameOutcome& g : p.games) {
            const Position end = g.pgn.end().value();
            const GameStatus status = statusClaimingDraws(end);
            QVERIFY2(status != GameStatus::Ongoing, g.reason.c_str());
            const GameResult byRules = GameResult::fromStatus(status, end);
            QCOMPARE(g.result, byRules);
            QCOMPARE(g.pgn.result, byRules.token());
            QCOMPARE(g.reason, byRules.sentence());
            QCOMPARE(g.pgn.tag("Termination"), std::string("normal"));
            QCOMPARE(QString::fromStdString(g.pgn.tag("White")), QString("fake-first"));
            // The PGN is the game: it loads back with the same result.
            const Result<Game> back = Game::fromPgn(readPgn(writePgn(g.pgn))->front());
            QVERIFY2(back.ok(), back.ok() ? "" : back.error().c_str());
            QCOMPARE(back->gameResult(), g.result);
        }
        // Colours alternate per opening: games 1 and 2 share the opening with colours swapped.
        QCOMPARE(p.games.size(), std::size_t(4));
        QCOMPARE(p.stats.games(), 4);
    }

    // A match resumed at game N plays the rest of the schedule as a full run would: the same
    // numbers, openings and colours, and its games are added to the PGN file already there.
    void resumedMatchKeepsTheSchedule_data()
    {
        QTest::addColumn<int>("games");
        QTest::addColumn<int>("start");
        QTest::newRow("from the second pair") << 4 << 3;
        QTest::newRow("from the second game of a pair") << 5 << 4;
        QTest::newRow("the last game alone") << 6 << 6;
    }
    void resumedMatchKeepsTheSchedule()
    {
        QFETCH(int, games);
        QFETCH(int, start);
        QTemporaryDir dir;
        const std::string pgnPath = dir.filePath("games.pgn").toStdString();
        const std::string earlier = "[Event \"earlier\"]\n[Round \"1\"]\n[Result \"*\"]\n\n*\n\n";
        std::ofstream(pgnPath, std::ios::binary) << earlier;

        MatchConfig config;
        config.engines[0] = fake("first");
        config.engines[1] = fake("first");
        config.engines[1].name = "second";
        config.games = games;
        config.firstGame = start;
        config.concurrency = 2;
        config.timeControl = TimeControl::parse("2+0.02").value();
        config.openings = {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1"};
        std::vector<GameOutcome> played;
        const Result<MatchStats> stats
            = runMatch(config, pgnPath, [&](const GameOutcome& g, const MatchStats&) { played.push_back(g); });
        QVERIFY2(stats.ok(), stats.ok() ? "" : stats.error().c_str());
        QCOMPARE(stats->games(), games - start + 1);
        std::sort(played.begin(), played.end(), [](const auto& a, const auto& b) { return a.number < b.number; });
        QCOMPARE(int(played.size()), games - start + 1);
        for (int i = 0; i < int(played.size()); ++i) {
            const GameOutcome& g = played[std::size_t(i)];
            const int number = start + i;
            QCOMPARE(g.number, number);
            QCOMPARE(g.pgn.tag("Round"), std::to_string(number));
            QCOMPARE(g.whiteEngine, (number - 1) % 2);
            QCOMPARE(g.pgn.tag("White"), std::string(number % 2 ? "fake-first" : "second"));
            QCOMPARE(g.pgn.tag("FEN"), config.openings[std::size_t((number - 1) / 2) % config.openings.size()]);
        }
        // The file keeps what it held and gains the games played now.
        std::ifstream in(pgnPath, std::ios::binary);
        const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        QVERIFY(text.starts_with(earlier));
        const Result<std::vector<PgnGame>> all = readPgn(text);
        QVERIFY2(all.ok(), all.ok() ? "" : all.error().c_str());
        QCOMPARE(int(all->size()), 1 + games - start + 1);
    }

    // Resumed, the games the file holds from before the first game count in the totals and the
    // SPRT: a later game, a repeated number, an unfinished game and one that does not read do not.
    void resumedMatchCountsTheEarlierGames()
    {
        QTemporaryDir dir;
        const std::string pgnPath = dir.filePath("games.pgn").toStdString();
        // Game 1: the first engine (White) wins; game 2: it wins with Black. Game 2 again, game 5
        // (past the last game), an unfinished game and an illegal move are left out.
        std::ofstream(pgnPath, std::ios::binary) << pgnGame(1, "1-0") << pgnGame(2, "0-1") << pgnGame(2, "1-0")
                                                 << pgnGame(5, "1-0") << pgnGame(6, "*") << pgnGame(7, "1-0", "1. e5 ");
        MatchConfig config;
        config.engines[0] = fake("first");
        config.engines[1] = fake("illegal");
        config.games = 4;
        config.firstGame = 3;
        config.timeControl = TimeControl::parse("2+0.02").value();
        int played = 0;
        const Result<MatchStats> stats
            = runMatch(config, pgnPath, [&](const GameOutcome&, const MatchStats&) { ++played; });
        QVERIFY2(stats.ok(), stats.ok() ? "" : stats.error().c_str());
        QCOMPARE(played, 2);
        QCOMPARE(stats->earlierGames, 2);
        QCOMPARE(stats->unreadGames, 1);
        QCOMPARE(stats->wins, 4);
        QCOMPARE(stats->games(), 4);
        QCOMPARE(stats->pairs, (Pentanomial {0, 0, 0, 0, 2}));

        // An SPRT already decided by the earlier games plays nothing more.
        std::ofstream out(pgnPath, std::ios::binary | std::ios::trunc);
        for (int round = 1; round <= 16; ++round)
            out << pgnGame(round, round % 2 ? "1-0" : "0-1");
        out.close();
        config.games = 40;
        config.firstGame = 17;
        config.sprt = Sprt::make(0, 50).value();
        played = 0;
        const Result<MatchStats> decided
            = runMatch(config, pgnPath, [&](const GameOutcome&, const MatchStats&) { ++played; });
        QVERIFY(decided.ok());
        QCOMPARE(played, 0);
        QCOMPARE(decided->games(), 16);
        QCOMPARE(decided->verdict, Sprt::Verdict::AcceptH1);
        QVERIFY(decided->llr >= config.sprt->upperBound());
    }

    // With several games at once, games after the first missing one may have finished before the
    // stop: resumed there, they count and are not played again, so each number is in the file once.
    void resumedMatchSkipsTheGamesAlreadyPlayed()
    {
        QTemporaryDir dir;
        const std::string pgnPath = dir.filePath("games.pgn").toStdString();
        // Games 1, 2 and 4 finished; game 3 was cut off (its unfinished record stays in the file).
        std::ofstream(pgnPath, std::ios::binary)
            << pgnGame(1, "1-0") << pgnGame(2, "1-0") << pgnGame(3, "*") << pgnGame(4, "0-1");
        MatchConfig config;
        config.engines[0] = fake("first");
        config.engines[1] = fake("illegal");
        config.games = 6;
        config.firstGame = 3;
        config.concurrency = 2;
        config.timeControl = TimeControl::parse("2+0.02").value();
        std::vector<int> played;
        const Result<MatchStats> stats
            = runMatch(config, pgnPath, [&](const GameOutcome& g, const MatchStats&) { played.push_back(g.number); });
        QVERIFY2(stats.ok(), stats.ok() ? "" : stats.error().c_str());
        std::sort(played.begin(), played.end());
        QCOMPARE(played, (std::vector<int> {3, 5, 6}));
        QCOMPARE(stats->earlierGames, 3);
        QCOMPARE(stats->games(), 6);
        // The first engine won 1 and 4 and every game against the illegal mover; lost game 2.
        QCOMPARE(stats->wins, 5);
        QCOMPARE(stats->losses, 1);
        QCOMPARE(stats->pairs, (Pentanomial {0, 0, 1, 0, 2}));

        std::ifstream in(pgnPath, std::ios::binary);
        const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const Result<std::vector<PgnGame>> all = readPgn(text);
        QVERIFY2(all.ok(), all.ok() ? "" : all.error().c_str());
        std::map<std::string, int> finished;
        for (const PgnGame& g : *all)
            if (g.result != "*")
                ++finished[g.tag("Round")];
        QCOMPARE(finished, (std::map<std::string, int> {{"1", 1}, {"2", 1}, {"3", 1}, {"4", 1}, {"5", 1}, {"6", 1}}));
    }

    // The file's games name their engines: a resume with other engines, or the same two swapped, is
    // refused before any game is played, and the file is left as it was. The same names go on.
    void resumeWithOtherEnginesIsRefused()
    {
        QTemporaryDir dir;
        const std::string pgnPath = dir.filePath("games.pgn").toStdString();
        const std::string before
            = pgnGame(1, "1-0", "", "fake-first", "fake-illegal") + pgnGame(2, "1-0", "", "fake-illegal", "fake-first");
        std::ofstream(pgnPath, std::ios::binary) << before;
        MatchConfig config;
        config.games = 4;
        config.firstGame = 3;
        config.timeControl = TimeControl::parse("2+0.02").value();
        auto fileText = [&] {
            std::ifstream in(pgnPath, std::ios::binary);
            return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        };

        config.engines[0] = fake("illegal");
        config.engines[1] = fake("first");
        int played = 0;
        Result<MatchStats> stats = runMatch(config, pgnPath, [&](const GameOutcome&, const MatchStats&) { ++played; });
        QVERIFY(!stats.ok());
        QCOMPARE(QString::fromStdString(stats.error()),
            QString("cannot resume from PGN file '%1': its games were played by 'fake-first' and 'fake-illegal' "
                    "(engine 1 and 2), not by 'fake-illegal' and 'fake-first': resume with the same engines in "
                    "the same order, or write to another --pgn")
                .arg(QString::fromStdString(pgnPath)));
        QCOMPARE(played, 0);
        QCOMPARE(fileText(), before);

        config.engines[0] = fake("first");
        config.engines[1] = fake("illegal");
        stats = runMatch(config, pgnPath, [&](const GameOutcome&, const MatchStats&) { ++played; });
        QVERIFY2(stats.ok(), stats.ok() ? "" : stats.error().c_str());
        QCOMPARE(played, 2);
        QCOMPARE(stats->games(), 4);
    }

    void resumingPastTheLastGameIsRefused()
    {
        MatchConfig config;
        config.engines[0] = config.engines[1] = fake("first");
        config.games = 4;
        config.firstGame = 5;
        const Result<MatchStats> stats = runMatch(config, "", {});
        QVERIFY(!stats.ok());
        QCOMPARE(QString::fromStdString(stats.error()), QString("the first game (5) must be from 1 to the last (4)"));
    }

    void illegalMoveLoses()
    {
        const Played p = play(fake("first"), fake("illegal"), 2);
        QCOMPARE(p.stats.wins, 2);
        for (const GameOutcome& g : p.games) {
            QVERIFY2(
                g.reason.find("(fake-illegal) played an illegal move 'a1a1'") != std::string::npos, g.reason.c_str());
            QCOMPARE(g.pgn.result, std::string(g.whiteEngine == 0 ? "1-0" : "0-1"));
            QCOMPARE(g.result.reason, GameResult::Reason::IllegalMove);
            QCOMPARE(g.pgn.tag("Termination"), std::string("rules infraction"));
        }
    }

    // "-depth=N" and "-nodes=N" go into every "go" of that engine only: the limited fake plays
    // legal moves only when its go carries both.
    void searchLimitsReachTheEngine_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        QTest::addColumn<QString>("error");
        QTest::newRow("both") << QStringList {"-depth=3", "-nodes=500"} << 3 << 500ull << "";
        QTest::newRow("depth only") << QStringList {"-depth=3"} << 3 << 0ull << "";
        QTest::newRow("with options") << QStringList {"Dummy=4", "-nodes=500", "-name=X", "-depth=3"} << 3 << 500ull
                                      << "";
        QTest::newRow("depth 0") << QStringList {"-depth=0"} << 0 << 0ull
                                 << "-depth= needs a whole number from 1 to 100, got '0'";
        QTest::newRow("depth word") << QStringList {"-depth=deep"} << 0 << 0ull
                                    << "-depth= needs a whole number from 1 to 100, got 'deep'";
        QTest::newRow("depth 101") << QStringList {"-depth=101"} << 0 << 0ull
                                   << "-depth= needs a whole number from 1 to 100, got '101'";
        QTest::newRow("nodes negative") << QStringList {"-nodes=-5"} << 0 << 0ull
                                        << "-nodes= needs a whole number of at least 1, got '-5'";
        QTest::newRow("nodes empty") << QStringList {"-nodes="} << 0 << 0ull
                                     << "-nodes= needs a whole number of at least 1, got ''";
    }
    void searchLimitsReachTheEngine()
    {
        QFETCH(QStringList, words);
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        QFETCH(QString, error);
        std::vector<std::string> all {KD_FAKE_ENGINE, "limited"};
        for (const QString& w : words)
            all.push_back(w.toStdString());
        const Result<EngineSpec> spec = EngineSpec::parse(all);
        if (!error.isEmpty()) {
            QVERIFY(!spec.ok());
            QCOMPARE(QString::fromStdString(spec.error()), error);
            return;
        }
        QVERIFY(spec.ok());
        QCOMPARE(spec->depth, depth);
        QCOMPARE(qulonglong(spec->nodes), nodes);
        QCOMPARE(spec->command, (std::vector<std::string> {KD_FAKE_ENGINE, "limited"}));
        // Only with both limits does the limited fake play legal moves. Its opponent, the same
        // fake without limits, must get none of them: it plays a1a1 and loses every game then;
        // otherwise whoever has Black, the first to move in these openings, loses at once.
        const Played p = play(*spec, fake("limited"), 2);
        const bool legal = depth == 3 && nodes == 500;
        QCOMPARE(int(p.games.size()), 2);
        for (const GameOutcome& g : p.games) {
            QCOMPARE(g.result.reason, GameResult::Reason::IllegalMove);
            QCOMPARE(g.scoreOfFirst(), legal || g.whiteEngine == 0 ? 1.0 : 0.0);
        }
    }

    void crashLosesAndTheEngineIsRestarted()
    {
        const Played p = play(fake("crash"), fake("first"), 3);
        QCOMPARE(p.stats.losses, 3); // every game: the engine was started again after each crash
        for (const GameOutcome& g : p.games) {
            QVERIFY2(g.reason.find("crashed: killed by signal") != std::string::npos, g.reason.c_str());
            QCOMPARE(g.result.reason, GameResult::Reason::Crash);
            QCOMPARE(g.pgn.tag("Termination"), std::string("abandoned"));
        }
    }

    void hangLosesOnTime()
    {
        const Played p = play(fake("first"), fake("hang"), 2, "0.3+0");
        QCOMPARE(p.stats.wins, 2);
        for (const GameOutcome& g : p.games) {
            QVERIFY2(g.reason.find("loses on time") != std::string::npos, g.reason.c_str());
            QCOMPARE(g.result.reason, GameResult::Reason::TimeForfeit);
            QCOMPARE(g.pgn.tag("Termination"), std::string("time forfeit"));
        }
    }

    void enginesThatDoNotStartAreReported()
    {
        // The mute engine starts first, so that the short timeout cannot catch the other one on a
        // loaded machine.
        MatchConfig config;
        config.engines[0] = fake("mute");
        config.engines[1] = fake("first");
        config.startTimeoutMs = 300;
        Result<MatchStats> r = runMatch(config, "", {});
        QVERIFY(!r.ok());
        QVERIFY2(
            r.error().find("engine 1 (" KD_FAKE_ENGINE "): " KD_FAKE_ENGINE ": no 'uciok' within 300 ms after 'uci'")
                != std::string::npos,
            r.error().c_str());

        config.startTimeoutMs = 10000;
        config.engines[0] = fake("first");
        config.engines[1].command = {"/nonexistent/engine"};
        r = runMatch(config, "", {});
        QVERIFY2(r.error().find("cannot start '/nonexistent/engine'") != std::string::npos, r.error().c_str());

        config.engines[1] = fake("first");
        config.engines[1].options = {{"Threads", "2"}};
        r = runMatch(config, "", {});
        QVERIFY2(r.error().find("fake-first has no option 'Threads'") != std::string::npos, r.error().c_str());
        config.engines[1].options = {{"dummy", "3"}}; // names are not case sensitive
        QVERIFY(runMatch(config, "", {}).ok());
    }

    // An SPRT stops the match once its verdict is in: with every pair won (or lost) twice, a gain
    // of 50 is accepted (or refused) after eight (or seven) pairs, long before the most games
    // allowed; the pairs are counted by their points.
    void sprtStopsTheMatch_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<int>("verdict");
        QTest::addColumn<int>("pairColumn");
        QTest::newRow("gain") << "first"
                              << "illegal" << int(Sprt::Verdict::AcceptH1) << 4;
        QTest::newRow("no gain") << "illegal"
                                 << "first" << int(Sprt::Verdict::AcceptH0) << 0;
    }

    void sprtStopsTheMatch()
    {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(int, verdict);
        QFETCH(int, pairColumn);
        MatchConfig config;
        config.engines[0] = fake(qPrintable(first));
        config.engines[1] = fake(qPrintable(second));
        config.games = 200;
        config.concurrency = 2;
        config.timeControl = TimeControl::parse("1+0").value();
        config.sprt = Sprt::make(0, 50).value();
        std::vector<double> llrs;
        const Result<MatchStats> stats
            = runMatch(config, "", [&](const GameOutcome&, const MatchStats& s) { llrs.push_back(s.llr); });
        QVERIFY(stats.ok());
        QCOMPARE(int(stats->verdict), verdict);
        QVERIFY2(stats->games() >= 14 && stats->games() <= 18, qPrintable(QString::number(stats->games())));
        QCOMPARE(stats->pairs[std::size_t(pairColumn)], stats->games() / 2);
        QVERIFY(std::abs(stats->llr) > config.sprt->upperBound());
        QCOMPARE(llrs.front(), 0.0); // one game is no pair yet
        QVERIFY(std::abs(llrs[1]) < 0.4); // one pair says little (the bound is 2.94)
    }

    // The real engine against the first-legal-move engine: it wins every game, and its moves carry
    // its view of them in the PGN, the last one a mate in one.
    void kandinskyBeatsTheFirstMoveEngine()
    {
        const Played p = play(kandinsky(), fake("first"), 2, "3+0.1", 2000); // margin: a loaded CI machine
        const QRegularExpression shape("^([+-]\\d+\\.\\d\\d|0\\.00|[+-]M\\d+)/\\d+ \\d+\\.\\d{3}s$");
        for (const GameOutcome& g : p.games) {
            QVERIFY2(g.scoreOfFirst() == 1.0, g.reason.c_str());
            const MoveTree& tree = g.pgn.tree;
            const int plies = int(g.pgn.mainLine().size());
            for (int ply = 1; ply <= plies; ++ply) {
                const QString comment = QString::fromStdString(tree.node(tree.mainLineNode(ply)).comment);
                QVERIFY2(shape.match(comment).hasMatch(), qPrintable(QString("ply %1: %2").arg(ply).arg(comment)));
            }
            QVERIFY(QString::fromStdString(tree.node(tree.mainLineNode(plies)).comment).startsWith("+M1/"));
            // The comments read back with the game.
            const Result<Game> back = Game::fromPgn(readPgn(writePgn(g.pgn))->front());
            QVERIFY(back.ok());
            QCOMPARE(back->tree().node(back->mainNode(plies)).comment, tree.node(tree.mainLineNode(plies)).comment);
        }
    }

    // What an engine says as it starts reaches onNote once per engine, however many games it
    // plays: here the model file it could not read, and that it plays with its own model.
    void startMessagesAreNoted()
    {
        MatchConfig config;
        config.engines[0] = kandinsky();
        config.engines[0].options = {{"ModelFile", "/nonexistent/model.json"}};
        config.engines[0].nodes = 500;
        config.engines[1] = fake("first");
        config.games = 4;
        config.timeControl = TimeControl::parse("5+0.1").value();
        config.openings = {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"};
        std::vector<std::string> notes;
        const Result<MatchStats> r = runMatch(config, "", {}, [&](const std::string& note) { notes.push_back(note); });
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
        QCOMPARE(r->games(), 4);
        QCOMPARE(int(notes.size()), 1);
        QVERIFY2(notes[0].starts_with("engine 1 (Kandinsky): model file '/nonexistent/model.json'"), notes[0].c_str());
        QVERIFY2(notes[0].ends_with("keeping model classical"), notes[0].c_str());

        UciClient client;
        QVERIFY(client.start(fake("first")).ok());
        QVERIFY(client.startMessages().empty());
        client.quit();
    }

    // The comment after each move: score (pawns, mover's side, or a mate in moves), depth, time.
    void moveComments_data()
    {
        QTest::addColumn<bool>("hasScore");
        QTest::addColumn<int>("score");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qlonglong>("ms");
        QTest::addColumn<QString>("comment");
        QTest::newRow("ahead") << true << 35 << 12 << 481ll << "+0.35/12 0.481s";
        QTest::newRow("behind") << true << -120 << 9 << 2050ll << "-1.20/9 2.050s";
        QTest::newRow("level") << true << 0 << 20 << 7ll << "0.00/20 0.007s";
        QTest::newRow("a pawn down, just") << true << -5 << 3 << 0ll << "-0.05/3 0.000s";
        QTest::newRow("mates in 5") << true << mateIn(9) << 30 << 1000ll << "+M5/30 1.000s";
        QTest::newRow("mates in 1") << true << mateIn(1) << 1 << 12ll << "+M1/1 0.012s";
        QTest::newRow("mated in 3") << true << matedIn(6) << 18 << 95ll << "-M3/18 0.095s";
        QTest::newRow("no score") << false << 0 << 0 << 12345ll << "12.345s";
    }

    void moveComments()
    {
        QFETCH(bool, hasScore);
        QFETCH(int, score);
        QFETCH(int, depth);
        QFETCH(qlonglong, ms);
        QFETCH(QString, comment);
        QCOMPARE(QString::fromStdString(moveComment(hasScore, score, depth, ms)), comment);
    }

    // The command line, as README shows it.
    void commandLine()
    {
        QTemporaryDir dir;
        const QString pgn = dir.filePath("games.pgn");
        QProcess cli;
        cli.start(QStringLiteral(KD_CLI),
            {"match", "--engine", KD_FAKE_ENGINE, "first", "-name=Alpha", "--engine", KD_FAKE_ENGINE, "illegal",
                "Dummy=2", "--games", "2", "--tc", "1+0", "--pgn", pgn, "--concurrency", "2"});
        QVERIFY(cli.waitForFinished(30000));
        const QString out = cli.readAllStandardOutput();
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY2(out.contains("Score of Alpha vs fake-illegal: 2 - 0 - 0 [1.000] 2"), qPrintable(out));
        QVERIFY(out.endsWith("games=2 wins=2 draws=0 losses=0 score=1.000 elo=inf error=inf\n"));
        QFile file(pgn);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const Result<std::vector<PgnGame>> games = readPgn(file.readAll().toStdString());
        QVERIFY(games.ok());
        QCOMPARE(int(games->size()), 2);

        QProcess wrong;
        wrong.start(QStringLiteral(KD_CLI), {"match", "--engine", KD_FAKE_ENGINE, "--games", "2"});
        QVERIFY(wrong.waitForFinished(10000));
        QCOMPARE(wrong.exitCode(), 2);
        QVERIFY(wrong.readAllStandardError().contains("give exactly two engines"));
        // Each bad number is named with what it needs.
        for (const auto& [option, value, message] :
            {std::tuple {"--games", "-1", "--games needs a whole number from 1, not '-1'"},
                std::tuple {"--concurrency", "0", "--concurrency needs a whole number from 1, not '0'"},
                std::tuple {
                    "--timemargin", "abc", "--timemargin needs a whole number of milliseconds from 0, not 'abc'"},
                std::tuple {"--start", "0", "--start needs a game number from 1, not '0'"},
                std::tuple {"--start", "3", "--start 3 is past the last game (--games 2)"}}) {
            QProcess bad;
            bad.start(QStringLiteral(KD_CLI),
                {"match", "--engine", KD_FAKE_ENGINE, "--engine", KD_FAKE_ENGINE, QString(option), QString(value)});
            QVERIFY(bad.waitForFinished(10000));
            QCOMPARE(bad.exitCode(), 2);
            QCOMPARE(QString(bad.readAllStandardError()), QString("kandinsky-cli: match: ") + message + "\n");
        }

        QProcess sprt;
        sprt.start(QStringLiteral(KD_CLI),
            {"match", "--engine", KD_FAKE_ENGINE, "first", "--engine", KD_FAKE_ENGINE, "illegal", "--tc", "1+0",
                "--sprt", "0", "50"});
        QVERIFY(sprt.waitForFinished(30000));
        const QString sprtOut = sprt.readAllStandardOutput();
        QCOMPARE(sprt.exitCode(), 0);
        QVERIFY2(sprtOut.contains("game 14/20000: ") && sprtOut.contains(" | LLR 2.78 (-2.94, 2.94)\n")
                && sprtOut.contains("game 16/20000: ") && !sprtOut.contains("game 17/"),
            qPrintable(sprtOut));
        QVERIFY2(sprtOut.contains("Game pairs by points (0, 1/2, 1, 3/2, 2): 0 0 0 0 8\n"), qPrintable(sprtOut));
        QVERIFY2(sprtOut.contains("SPRT (elo0 0, elo1 50, alpha 0.05, beta 0.05): LLR 3.45, bounds (-2.94, 2.94): "
                                  "H1 accepted"),
            qPrintable(sprtOut));
        QVERIFY(sprtOut.endsWith(" llr=3.449 sprt=H1\n"));

        for (const QStringList& bounds : {QStringList {"5", "0"}, QStringList {"0"}, QStringList {"0", "x"},
                 QStringList {"0", "5", "0.6", "0.05"}}) {
            QProcess bad;
            bad.start(QStringLiteral(KD_CLI),
                QStringList {
                    "match", "--engine", KD_FAKE_ENGINE, "first", "--engine", KD_FAKE_ENGINE, "first", "--sprt"}
                    + bounds);
            QVERIFY(bad.waitForFinished(10000));
            QCOMPARE(bad.exitCode(), 2);
            QVERIFY2(bad.readAllStandardError().contains("match: "), qPrintable(bounds.join(' ')));
        }
    }
};

QTEST_GUILESS_MAIN(TestMatch)
#include "tst_match.moc"
