// Reviewing a PGN file's games per player (tune/pgnreview.h), and the file reader under it
// (forEachPgnGame, game/pgn.h): a mate in one allowed is a shallow loss, a pawn fork a deep one,
// a game that does not read is named by its line in the file and the others still count, and
// `kandinsky-cli review` prints a line per player.
#include "eval/evalmodel.h"
#include "eval/evaluate.h"
#include "game/pgn.h"
#include "tune/pgnreview.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace kd;

namespace {

// Game 1: Black allows the Scholar's mate (3...Nf6?? 4.Qxf7#), seen one ply ahead. Game 2 does
// not read (an ambiguous move on line 14 of the file). Game 3: Black puts a second rook on the
// sixth rank (1...Rff6??), and 2.e5 forks the rooks: only a look past the reply shows the loss.
constexpr const char* GAMES = R"([Event "t"]
[White "Whitey"]
[Black "Blacky"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0

[Event "t"]
[White "Whitey"]
[Black "Blacky"]
[SetUp "1"]
[FEN "5r1k/ppp3pp/3r4/8/3PP3/2P5/PP4PP/R5K1 b - - 0 1"]

1... Rf6 2. e5 *

[Event "t"]
[White "Whitey"]
[Black "Blacky"]
[SetUp "1"]
[FEN "5r1k/ppp3pp/3r4/8/3PP3/2P5/PP4PP/R5K1 b - - 0 1"]

1... Rff6 2. e5 *
)";

QString writeFile(const QTemporaryDir& dir, const char* name, const char* text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) < 0)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

PgnReviewOptions options()
{
    PgnReviewOptions o;
    o.tables = EvalTables::build(resolveModel(std::string(DEFAULT_MODEL)).value());
    o.nodes = 100000;
    o.hashMb = 4;
    return o;
}

const PlayerErrors* find(const PgnReviewStats& s, const std::string& name)
{
    for (const PlayerErrors& p : s.players)
        if (p.name == name)
            return &p;
    return nullptr;
}

} // namespace

class TestPgnReview : public QObject {
    Q_OBJECT

private slots:
    void theFileIsReadGameByGame()
    {
        QTemporaryDir dir;
        const std::string path = writeFile(dir, "games.pgn", GAMES).toStdString();
        std::vector<std::string> seen;
        std::int64_t lastBytes = 0, total = 0;
        bool ordered = true;
        const Result<void> r = forEachPgnGame(path, [&](PgnFileGame&& g) {
            seen.push_back(g.game ? g.game->tag("White") + " " + std::to_string(g.game->mainLine().size()) + " @"
                        + std::to_string(g.game->line)
                                  : g.game.error());
            ordered = ordered && g.bytesRead >= lastBytes;
            lastBytes = g.bytesRead;
            total = g.bytesTotal;
            return true;
        });
        QVERIFY(r.ok());
        QVERIFY(ordered);
        QCOMPARE(seen.size(), std::size_t(3));
        QCOMPARE(seen[0], std::string("Whitey 7 @1"));
        QCOMPARE(seen[1].substr(0, 25), std::string("line 14: ambiguous move '"));
        QCOMPARE(seen[2], std::string("Whitey 2 @16")); // its line in the file
        QCOMPARE(total, std::int64_t(std::string(GAMES).size()));

        int calls = 0; // false from the callback stops the reading
        QVERIFY(forEachPgnGame(path, [&](PgnFileGame&&) { return ++calls < 2; }).ok());
        QCOMPARE(calls, 2);

        const Result<void> missing
            = forEachPgnGame(dir.filePath("none.pgn").toStdString(), [](PgnFileGame&&) { return true; });
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().starts_with("cannot open "), missing.error().c_str());
    }

    // A stray line after a finished game costs only itself: the game before it is read, and so is
    // the next one; a byte order mark at the start is no error.
    void aStrayLineAfterAGameLosesNothingElse()
    {
        QTemporaryDir dir;
        const std::string path = writeFile(dir, "stray.pgn",
            "\xEF\xBB\xBF[Event \"a\"]\n[Site \"s\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\ngarbage\n\n"
            "[Event \"b\"]\n\n1. d4 d5 0-1\n")
                                     .toStdString();
        std::vector<std::string> seen;
        QVERIFY(forEachPgnGame(path, [&](PgnFileGame&& g) {
            seen.push_back(g.game ? g.game->tag("Event") + " " + std::to_string(g.game->mainLine().size()) + " @"
                        + std::to_string(g.game->line)
                                  : g.game.error().substr(0, 7));
            return true;
        }).ok());
        QCOMPARE(seen, (std::vector<std::string> {"a 4 @1", "line 6:", "b 2 @8"}));
    }

    void errorsAreCountedPerPlayer()
    {
        QTemporaryDir dir;
        const std::string path = writeFile(dir, "games.pgn", GAMES).toStdString();
        std::vector<int> progress;
        const Result<PgnReviewStats> s = reviewPgnFile(path, options(),
            [&](std::int64_t, std::int64_t, const PgnReviewStats& now) { progress.push_back(now.games); });
        QVERIFY2(s.ok(), s ? "" : s.error().c_str());
        QCOMPARE(s->games, 2);
        QCOMPARE(s->badGames, 1);
        QCOMPARE(s->problems.size(), std::size_t(1));
        QVERIFY2(s->problems[0].ends_with("games.pgn: line 14: ambiguous move 'Rf6': Rdf6 and Rff6 are both legal"),
            s->problems[0].c_str());
        QCOMPARE(progress, (std::vector<int> {1, 1, 2}));

        QCOMPARE(s->players.size(), std::size_t(2));
        QCOMPARE(s->players[0].name, std::string("Whitey"));
        const PlayerErrors* white = find(*s, "Whitey");
        const PlayerErrors* black = find(*s, "Blacky");
        QVERIFY(white && black);
        QCOMPARE(white->games, 2);
        QCOMPARE(black->games, 2);
        QCOMPARE(white->moves, 5); // e4 Bc4 Qh5 Qxf7#, e5
        QCOMPARE(black->moves, 4); // e5 Nc6 Nf6, Rff6
        QCOMPARE(white->lost300, 0);
        QCOMPARE(white->blunders, 0);
        QCOMPARE(black->lost300, 2); // Nf6 (a mate in one) and Rff6 (the fork)
        QCOMPARE(black->lost200, 2);
        QCOMPARE(black->lost100, 2);
        QCOMPARE(black->blunders, 2);
        QCOMPARE(black->shallow300, 1); // the mate in one; the fork needs a look past the reply
        QVERIFY(black->cpLoss >= 600);
        QVERIFY(white->cpLoss < 100 * white->moves);
    }

    void aStopEndsAfterTheGameUnderWay()
    {
        QTemporaryDir dir;
        const std::string path = writeFile(dir, "games.pgn", GAMES).toStdString();
        std::atomic<bool> stop {true};
        const Result<PgnReviewStats> s = reviewPgnFile(path, options(), {}, &stop);
        QVERIFY(s.ok());
        QCOMPARE(s->games, 1);
        QCOMPARE(s->badGames, 0);
    }

    void filesWithoutAGameThatReadsAreErrors()
    {
        QTemporaryDir dir;
        const Result<PgnReviewStats> missing = reviewPgnFile(dir.filePath("none.pgn").toStdString(), options());
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().starts_with("cannot open "), missing.error().c_str());

        const std::string bad = writeFile(dir, "bad.pgn", "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n").toStdString();
        const Result<PgnReviewStats> none = reviewPgnFile(bad, options());
        QVERIFY(!none.ok());
        QVERIFY2(none.error().find("bad.pgn: line 3: illegal move 'Ke3'") != std::string::npos, none.error().c_str());

        const std::string empty = writeFile(dir, "empty.pgn", "").toStdString();
        const Result<PgnReviewStats> nothing = reviewPgnFile(empty, options());
        QVERIFY(nothing.ok());
        QCOMPARE(nothing->games, 0);
        QVERIFY(nothing->players.empty());
    }

    // The command line, as README shows it.
    void commandLine()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "games.pgn", GAMES);
        QProcess cli;
        cli.start(QStringLiteral(KD_CLI), {"review", "--pgn", path, "--nodes", "100000"});
        QVERIFY(cli.waitForFinished(120000));
        const QString out = cli.readAllStandardOutput();
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY2(out.contains("1 game that did not read skipped:\n  " + path
                     + ": line 14: ambiguous move 'Rf6': Rdf6 and Rff6 are both legal\n"),
            qPrintable(out));
        QVERIFY2(out.contains("2 games reviewed, 100000 nodes a position, model classical\n"), qPrintable(out));
        QVERIFY2(out.contains("\nBlacky: games=2 moves=4 lost100=50.0% lost200=50.0% lost300=50.0% "
                              "lost300_per_game=1.00 shallow=50% blunders_per_game=1.00 acpl="),
            qPrintable(out));
        QVERIFY2(out.contains("\nWhitey: games=2 moves=5 lost100=0.0% lost200=0.0% lost300=0.0% "
                              "lost300_per_game=0.00 shallow=0% blunders_per_game=0.00 acpl="),
            qPrintable(out));

        for (const QStringList& wrong : {QStringList {"review"}, QStringList {"review", "--pgn", path, "--nodes", "0"},
                 QStringList {"review", "--pgn", path, "--model", "nosuchmodel"},
                 QStringList {"review", "--pgn", dir.filePath("none.pgn")}, QStringList {"review", "--depth", "3"}}) {
            QProcess bad;
            bad.start(QStringLiteral(KD_CLI), wrong);
            QVERIFY(bad.waitForFinished(10000));
            QVERIFY2(bad.exitCode() != 0, qPrintable(wrong.join(' ')));
            QVERIFY2(bad.readAllStandardError().startsWith("kandinsky-cli: review: "), qPrintable(wrong.join(' ')));
        }
    }
};

QTEST_GUILESS_MAIN(TestPgnReview)
#include "tst_pgnreview.moc"
