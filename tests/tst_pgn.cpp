// PGN reading (real-world files with variations, comments and NAGs) and writing (Seven Tag Roster,
// SAN, variations, wrapping).
#include "core/notation.h"
#include "game/pgn.h"

#include <QFile>
#include <QTest>

using namespace kd;

namespace {

const char* REAL_WORLD = R"([Event "Casual game"]
[Site "?"]
[Date "1851.06.21"]
[Round "?"]
[White "Anderssen, Adolf"]
[Black "Kieseritzky, Lionel"]
[Result "1-0"]
[ECO "C33"]

% an escape line, ignored
1.e4 e5 2.f4 exf4 3.Bc4 Qh4+ 4.Kf1 b5!? {Bryan's counter-gambit} 5.Bxb5 Nf6 6.Nf3
Qh6 7.d3 Nh5 8.Nh4 $1 Qg5 (8...g6 9.Nf5 {a side line} (9.g4 Nf6)) 9.Nf5 c6 10.g4 Nf6
11.Rg1 cxb5 12.h4 Qg6 13.h5 Qg5 14.Qf3 Ng8 15.Bxf4 Qf6 16.Nc3 Bc5 17.Nd5 Qxb2
18.Bd6 Bxg1 ; the immortal sacrifices
19. e5 Qxa1+ 20. Ke2 Na6 21.Nxg7+ Kd8 22.Qf6+ Nxf6 23.Be7# 1-0

[Event "Second"]
[White "A"]
[Black "B"]
[Result "*"]
[SetUp "1"]
[FEN "4k3/P7/8/8/8/8/8/4K3 w - - 0 60"]

60. a8=Q+ Kd7 *
)";

} // namespace

class TestPgn : public QObject {
    Q_OBJECT

private slots:
    void readsTheMainLineOfARealWorldFile()
    {
        const Result<std::vector<PgnGame>> games = readPgn(REAL_WORLD);
        QVERIFY2(games.ok(), games.ok() ? "" : games.error().c_str());
        QCOMPARE(int(games->size()), 2);
        const PgnGame& immortal = games->front();
        QCOMPARE(QString::fromStdString(immortal.tag("White")), QString("Anderssen, Adolf"));
        QCOMPARE(QString::fromStdString(immortal.tag("ECO")), QString("C33"));
        QCOMPARE(QString::fromStdString(immortal.result), QString("1-0"));
        QCOMPARE(int(immortal.mainLine().size()), 45);
        const Position end = immortal.end().value();
        QCOMPARE(
            QString::fromStdString(end.fen()), QString("r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23"));
        QVERIFY(end.inCheck());

        const PgnGame& second = (*games)[1];
        QCOMPARE(second.line, 17);
        QCOMPARE(int(second.mainLine().size()), 2);
        QCOMPARE(QString::fromStdString(second.end()->fen()), QString("Q7/3k4/8/8/8/8/8/4K3 w - - 1 61"));
        QCOMPARE(QString::fromStdString(second.result), QString("*"));
    }

    void errorsNameTheLine_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("illegal move") << "[Event \"x\"]\n\n1. e4 e5\n2. Ke3 Nf6 *"
                                      << "line 4: illegal move 'Ke3'";
        QTest::newRow("unknown piece move") << "1. e4 e5 2. Zz9 *"
                                            << "line 1: ";
        QTest::newRow("open comment") << "1. e4 {never closed\n\n e5 *"
                                      << "line 1: comment opened with '{' is never closed";
        QTest::newRow("open variation")
            << "1. e4 (1. d4 d5\n2. c4 *"
            << "line 2: variation opened with '(' on line 1 is never closed before the result '*'";
        QTest::newRow("open variation at the end") << "1. e4 (1. d4 d5\n2. c4"
                                                   << "line 2: variation opened with '(' on line 1 is never closed";
        QTest::newRow("variation before any move") << "[Event \"x\"]\n\n(1. e4) 1. d4 *"
                                                   << "line 3: '(' opens a variation before any move";
        QTest::newRow("variation before a variation's first move") << "1. e4 (\n(1. d4) *"
                                                                   << "line 2: '(' opens a variation before any move";
        QTest::newRow("illegal move in a variation") << "1. e4 e5\n(1... d5 2. Ke3 Kd6) *"
                                                     << "line 2: illegal move 'Ke3'";
        QTest::newRow("illegal move in a nested variation") << "1. e4 e5 (1... c5 2. Nf3\n(2. Nf6)) *"
                                                            << "line 2: illegal move 'Nf6'";
        QTest::newRow("NAG 256") << "1. e4\n$256 *"
                                 << "line 2: NAG '$256' must be $1 to $255";
        QTest::newRow("NAG 0") << "1. e4 $0 *"
                               << "line 1: NAG '$0' must be $1 to $255";
        QTest::newRow("NAG not a number") << "1. e4 $x1 *"
                                          << "line 1: NAG '$x1' must be $1 to $255";
        QTest::newRow("NAG too long") << "1. e4 $00000000001 *"
                                      << "line 1: NAG '$00000000001' must be $1 to $255";
        QTest::newRow("NAG before any move") << "$1 1. e4 *"
                                             << "line 1: NAG '$1' comes before any move";
        QTest::newRow("NAG before a variation's first move") << "1. e4 ($1 1. d4) *"
                                                             << "line 1: NAG '$1' comes before any move";
        QTest::newRow("unknown suffix") << "1. e4!!! *"
                                        << "line 1: move 'e4!!!' ends in '!!!'";
        QTest::newRow("unknown suffix mixed") << "1. e4 e5 2. Nf3?!? *"
                                              << "line 1: move 'Nf3?!?' ends in '?!?'";
        QTest::newRow("stray paren") << "1. e4 ) e5 *"
                                     << "line 1: ')' closes no variation";
        QTest::newRow("bad tag") << "[Event x]\n1. e4 *"
                                 << "line 1: tag must look like [Name \"value\"]";
        QTest::newRow("bad FEN tag") << "[FEN \"8/8/8 w - - 0 1\"]\n1. e4 *"
                                     << "line 1: FEN tag: ";
    }
    void errorsNameTheLine()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        const Result<std::vector<PgnGame>> games = readPgn(text.toStdString());
        QVERIFY(!games.ok());
        QVERIFY2(QString::fromStdString(games.error()).startsWith(error), games.error().c_str());
    }

    // Variations, comments and NAGs: read into the tree, written in PGN export format (move numbers
    // after a comment or a variation and at a variation's start), and read back equal.
    void treeRoundTrip_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("written"); // the movetext written
        QTest::newRow("plain") << "1. e4 e5 2. Nf3 *"
                               << "1. e4 e5 2. Nf3 *";
        QTest::newRow("variation at the first move") << "1. e4 (1. d4 d5) e5 *"
                                                     << "1. e4 (1. d4 d5) 1... e5 *";
        QTest::newRow("two variations") << "1. e4 (1. d4) (1. c4 c5) e5 *"
                                        << "1. e4 (1. d4) (1. c4 c5) 1... e5 *";
        QTest::newRow("variation for Black") << "1. e4 e5 (c5 2. Nf3) 2. Nf3 *"
                                             << "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *";
        QTest::newRow("nested 3 deep") << "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 (2... Nf6 3. e5)) d6) 2. Nf3 *"
                                       << "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 (2... Nf6 3. e5)) 2... d6) 2. Nf3 *";
        QTest::newRow("comment at the start") << "{Opening} 1. e4 {best by test} e5 *"
                                              << "{Opening} 1. e4 {best by test} 1... e5 *";
        QTest::newRow("comment before a variation's move") << "1. e4 ( {or} 1. d4) e5 *"
                                                           << "1. e4 ({or} 1. d4) 1... e5 *";
        QTest::newRow("comments joined, whitespace as one space") << "1. e4 {a\n  b} {c} *"
                                                                  << "1. e4 {a b c} *";
        QTest::newRow("empty comment") << "1. e4 {} e5 *"
                                       << "1. e4 e5 *";
        QTest::newRow("NAG suffixes") << "1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $14 $1 *"
                                      << "1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $14 $1 *";
        QTest::newRow("NAGs as glyph and numbers") << "1. e4 $1 $14 e5 $2 $3 *"
                                                   << "1. e4! $14 e5? $3 *";
        QTest::newRow("suffix after a check") << "1. e4 f5 2. Qh5+! *"
                                              << "1. e4 f5 2. Qh5+! *";
        QTest::newRow("Black to move from a FEN, with a variation")
            << "[FEN \"4k3/8/8/8/8/8/8/R3K3 b - - 0 60\"]\n60... Kd7 (60... Ke7 61. Ra7+) 61. Ra7+ *"
            << "60... Kd7 (60... Ke7 61. Ra7+) 61. Ra7+ *";
        QTest::newRow("a variation repeating its move") << "1. e4 ({x} 1. e4 e5) *"
                                                        << "{x} 1. e4 e5 *";
    }

    void treeRoundTrip()
    {
        QFETCH(QString, text);
        QFETCH(QString, written);
        const Result<std::vector<PgnGame>> games = readPgn(text.toStdString());
        QVERIFY2(games.ok(), games.ok() ? "" : games.error().c_str());
        QCOMPARE(int(games->size()), 1);
        const std::string out = writePgn(games->front());
        const std::size_t movetext = out.find("\n\n");
        QCOMPARE(QString::fromStdString(out.substr(movetext + 2)).trimmed(), written);
        const Result<std::vector<PgnGame>> back = readPgn(out);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().c_str());
        QVERIFY(back->front().tree == games->front().tree);
        QCOMPARE(writePgn(back->front()), out);
    }

    void treeNodes()
    {
        const auto games = readPgn("{start} 1. e4 $1 {best} (1. d4 d5) (1. c4) e5 (c5 $2) 2. Nf3 *");
        QVERIFY(games.ok());
        const MoveTree& t = games->front().tree;
        QCOMPARE(t.node(MoveTree::ROOT).comment, std::string("start"));
        const int e4 = t.mainLineNode(1);
        QCOMPARE(t.node(e4).nags, std::vector<int> {1});
        QCOMPARE(t.node(e4).comment, std::string("best"));
        QCOMPARE(int(t.node(MoveTree::ROOT).children.size()), 3); // e4, then its variations d4 and c4
        QCOMPARE(int(t.node(e4).children.size()), 2);
        QCOMPARE(t.node(t.node(e4).children[1]).nags, std::vector<int> {2});
        QCOMPARE(int(games->front().mainLine().size()), 3);
    }

    // A real-world-like annotated game (nested variations, comments, NAGs, [%eval] and [%clk]) reads
    // into the tree and writes back as a fixed point.
    // A tree built in code may hold what PGN cannot say: NAGs outside $1..$255 are left out, a '}'
    // in a comment is written as ')'.
    void unwritableAnnotations()
    {
        PgnGame g;
        const int e4 = g.tree.add(MoveTree::ROOT, parseSan(Position(), "e4").value());
        g.tree.setNags(e4, {0, 7, 256, -1, 2});
        g.tree.setComment(e4, "a} {b");
        const std::string text = writePgn(g);
        QVERIFY2(text.find("\n1. e4 $7 $2 {a) {b} *\n") != std::string::npos, text.c_str());
        const Result<std::vector<PgnGame>> back = readPgn(text);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().c_str());
        QCOMPARE(back->front().tree.node(back->front().tree.mainLineNode(1)).nags, (std::vector<int> {7, 2}));
        QCOMPARE(back->front().tree.node(back->front().tree.mainLineNode(1)).comment, std::string("a) {b"));
    }

    void annotatedFileRoundTrips()
    {
        QFile file(KD_TEST_DATA_DIR "/annotated.pgn");
        QVERIFY(file.open(QIODevice::ReadOnly));
        const Result<std::vector<PgnGame>> games = readPgn(file.readAll().toStdString());
        QVERIFY2(games.ok(), games.ok() ? "" : games.error().c_str());
        QCOMPARE(int(games->size()), 1);
        const PgnGame& game = games->front();
        QVERIFY(game.tree.annotated());
        QCOMPARE(int(game.mainLine().size()), 21);
        QCOMPARE(QString::fromStdString(game.end().value().fen()),
            QString("rnbB1b1r/ppk2ppp/2p5/4q3/4n3/8/PPP2PPP/2KR1BNR b - - 3 11"));
        int variations = 0;
        int depth = 0;
        for (int id = 0; id < 200; ++id)
            if (game.tree.contains(id)) {
                variations += std::max(0, int(game.tree.node(id).children.size()) - 1);
                int d = 0;
                for (int n = id; n != MoveTree::ROOT; n = game.tree.node(n).parent)
                    d += !game.tree.onMainLine(n) && game.tree.continuation(game.tree.node(n).parent) != n;
                depth = std::max(depth, d);
            }
        QCOMPARE(variations, 7);
        QCOMPARE(depth, 3);
        const int qd3 = game.tree.mainLineNode(9);
        int eval = 0;
        QVERIFY(commentEval(game.tree.node(qd3).comment, eval));
        QCOMPARE(eval, 30);
        QCOMPARE(game.tree.node(qd3).nags, std::vector<int> {5});

        const std::string written = writePgn(game);
        for (const QString& l : QString::fromStdString(written).split('\n'))
            QVERIFY2(l.size() <= 80, qPrintable(l));
        const Result<std::vector<PgnGame>> back = readPgn(written);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().c_str());
        QVERIFY(back->front().tree == game.tree);
        QCOMPARE(writePgn(back->front()), written);
    }

    void nestingIsLimited()
    {
        // "(1. d4 (1. e4 (1. d4 ..." nests one level per '(' (the same two moves again and again).
        std::string text = "1. e4";
        for (int i = 0; i < 1001; ++i)
            text += i % 2 == 0 ? " (1. d4" : " (1. e4";
        const Result<std::vector<PgnGame>> games = readPgn(text);
        QVERIFY(!games.ok());
        QCOMPARE(QString::fromStdString(games.error()), QString("line 1: variations nested deeper than 1000 levels"));
        text = "1. e4";
        for (int i = 0; i < 1000; ++i)
            text += i % 2 == 0 ? " (1. d4" : " (1. e4";
        text += std::string(1000, ')') + " *";
        QVERIFY(readPgn(text).ok());
    }

    void writesSevenTagRosterAndRoundTrips()
    {
        const Result<std::vector<PgnGame>> games = readPgn(REAL_WORLD);
        for (const PgnGame& game : *games) {
            const std::string text = writePgn(game);
            const QString q = QString::fromStdString(text);
            QVERIFY(q.startsWith("[Event "));
            const QStringList lines = q.split('\n');
            const QStringList roster {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
            for (int i = 0; i < roster.size(); ++i)
                QVERIFY2(lines[i].startsWith("[" + roster[i] + " \""), qPrintable(lines[i]));
            for (const QString& l : lines)
                QVERIFY(l.size() <= 80);
            const Result<std::vector<PgnGame>> again = readPgn(text);
            QVERIFY(again.ok());
            QCOMPARE(int(again->size()), 1);
            QVERIFY(again->front().mainLine() == game.mainLine());
            QCOMPARE(again->front().result, game.result);
            QCOMPARE(again->front().tag("FEN"), game.tag("FEN"));
        }
        // A game from a set-up position where Black moves first numbers its first move "60...".
        PgnGame g;
        g.setTag("FEN", "4k3/8/8/8/8/8/8/R3K3 b - - 0 60");
        Position pos = g.start().value();
        g.tree.add(g.tree.end(MoveTree::ROOT), parseSan(pos, "Kd7").value());
        g.result = "1/2-1/2";
        QVERIFY(QString::fromStdString(writePgn(g)).contains("\n60... Kd7 1/2-1/2\n"));
        QVERIFY(QString::fromStdString(writePgn(g)).contains("[Date \"????.??.??\"]"));
    }

    // The Result tag gives the result only when the movetext has none, and only as one of the four
    // results: anything else reads as an unfinished game with a warning, and is never written into
    // the movetext (a Result tag 'Nf6' used to be saved as one more move, and '0-0' as a castling).
    void resultTag_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("result");
        QTest::addColumn<QString>("warning");
        QTest::newRow("tag 1-0, no token") << "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3"
                                           << "1-0"
                                           << "";
        QTest::newRow("tag draw, no token") << "[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3"
                                            << "1/2-1/2"
                                            << "";
        QTest::newRow("tag *, no token") << "[Result \"*\"]\n\n1. e4 e5 2. Nf3"
                                         << "*"
                                         << "";
        QTest::newRow("no tag, no token") << "[Event \"x\"]\n\n1. e4 e5 2. Nf3"
                                          << "*"
                                          << "";
        QTest::newRow("move as result") << "[Result \"Nf6\"]\n\n1. e4 e5 2. Nf3"
                                        << "*"
                                        << "line 1: Result tag 'Nf6' is not 1-0, 0-1, 1/2-1/2 or *";
        QTest::newRow("castling as result") << "[Event \"x\"]\n[Result \"0-0\"]\n\n1. e4 e5 2. Nf3"
                                            << "*"
                                            << "line 2: Result tag '0-0' is not 1-0, 0-1, 1/2-1/2 or *";
        QTest::newRow("half") << "[Result \"1/2\"]\n1. e4 1/2-1/2"
                              << "1/2-1/2"
                              << "line 1: Result tag '1/2' is not 1-0, 0-1, 1/2-1/2 or *";
        QTest::newRow("token wins") << "[Result \"1-0\"]\n1. e4 0-1"
                                    << "0-1"
                                    << "line 1: Result tag '1-0' differs from the result '0-1' after the moves";
        QTest::newRow("tag before next game") << "[Result \"Nf6\"]\n1. e4\n[Event \"b\"]\n1. d4 *"
                                              << "*"
                                              << "line 1: Result tag 'Nf6'";
    }
    void resultTag()
    {
        QFETCH(QString, text);
        QFETCH(QString, result);
        QFETCH(QString, warning);
        const Result<std::vector<PgnGame>> games = readPgn(text.toStdString());
        QVERIFY2(games.ok(), games.ok() ? "" : games.error().c_str());
        const PgnGame& g = games->front();
        QCOMPARE(QString::fromStdString(g.result), result);
        if (warning.isEmpty())
            QVERIFY(g.warnings.empty());
        else {
            QCOMPARE(int(g.warnings.size()), 1);
            QVERIFY2(QString::fromStdString(g.warnings[0]).startsWith(warning), g.warnings[0].c_str());
        }
        // Written and read again: the same moves and result, and nothing else in the movetext.
        const std::string written = writePgn(g);
        const Result<std::vector<PgnGame>> again = readPgn(written);
        QVERIFY2(again.ok(), written.c_str());
        QVERIFY(again->front().mainLine() == g.mainLine());
        QCOMPARE(again->front().result, g.result);
        QVERIFY(again->front().warnings.empty());
    }

    // Whatever a PgnGame holds, what writePgn() makes reads back as the same game.
    void writtenGamesAlwaysReadBack()
    {
        PgnGame g;
        g.setTag("White", "a ] b [ c");
        g.setTag("Black", "two\nlines\tand \"quotes\" \\");
        g.setTag("My Tag", "x");
        g.setTag("Annotator", "");
        Position pos = g.start().value();
        for (const char* san : {"e4", "e5", "Nf3"}) {
            const Move m = parseSan(pos, san).value();
            g.tree.add(g.tree.end(MoveTree::ROOT), m);
            pos.doMove(m);
        }
        for (const char* result : {"Nf6", "0-0", "1-0 {", "", "}"}) {
            g.result = result;
            const std::string text = writePgn(g);
            const Result<std::vector<PgnGame>> back = readPgn(text);
            QVERIFY2(back.ok(), (text + back.error()).c_str());
            QCOMPARE(int(back->size()), 1);
            QVERIFY(back->front().mainLine() == g.mainLine());
            QCOMPARE(back->front().result, std::string("*"));
            QCOMPARE(back->front().tag("White"), g.tag("White"));
            QCOMPARE(back->front().tag("Black"), std::string("two lines and \"quotes\" \\"));
            QCOMPARE(back->front().tag("My_Tag"), std::string("x"));
        }
    }

    // 50,000 distinct tags load (this took 13 s when each tag was looked up in all the earlier ones;
    // now it is linear), and a repeated tag keeps its place with the newer value.
    void manyTags()
    {
        std::string text;
        for (int i = 0; i < 50000; ++i)
            text += "[Tag" + std::to_string(i) + " \"" + std::to_string(i) + "\"]\n";
        text += "[Tag7 \"again\"]\n\n1. e4 *\n";
        const Result<std::vector<PgnGame>> games = readPgn(text);
        QVERIFY2(games.ok(), games.ok() ? "" : games.error().c_str());
        QCOMPARE(int(games->front().tags.size()), 50000);
        QCOMPARE(games->front().tags[7].second, std::string("again"));
        QCOMPARE(games->front().tags[49999].second, std::string("49999"));
    }

    void badTags_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("no quotes") << "[Event x]"
                                   << "line 1: tag must look like [Name \"value\"], got [Event x]";
        QTest::newRow("no name") << "[\"x\"]"
                                 << "line 1: tag must look like";
        QTest::newRow("open value") << "[Event \"x]\n1. e4 *"
                                    << "line 1: tag must look like";
        QTest::newRow("no bracket") << "[Event \"x\"\n1. e4 *"
                                    << "line 1: tag must look like";
        QTest::newRow("junk after") << "[Event \"x\" y]"
                                    << "line 1: tag must look like";
        QTest::newRow("lone bracket") << "["
                                      << "line 1: tag must look like";
        QTest::newRow("end in name") << "[Event"
                                     << "line 1: tag must look like";
        QTest::newRow("end after escape") << "[Event \"\\"
                                          << "line 1: tag must look like";
        QTest::newRow("dash in name") << "[Event \"x\"]\n[White-Elo \"2500\"]\n1. e4 *"
                                      << "line 2: tag name 'White-Elo' may hold only letters, digits and '_'";
        QTest::newRow("byte in name") << "[R\x7f\x01t \"1/2-1/2\"]\n*"
                                      << "line 1: tag name";
    }
    void badTags()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        const Result<std::vector<PgnGame>> games = readPgn(text.toStdString());
        QVERIFY(!games.ok());
        QVERIFY2(QString::fromStdString(games.error()).startsWith(error), games.error().c_str());
    }

    // A control character in a value reads as the space the writer writes for it, so a tag read is
    // written and read back equal.
    void controlCharactersInValues()
    {
        const Result<std::vector<PgnGame>> games = readPgn("[Event \"a\tb\rc\"]\n[Site_2 \"x\"]\n1. e4 *");
        QVERIFY2(games.ok(), games.ok() ? "" : games.error().c_str());
        QCOMPARE(games->front().tag("Event"), std::string("a b c"));
        QCOMPARE(games->front().tag("Site_2"), std::string("x"));
        const Result<std::vector<PgnGame>> back = readPgn(writePgn(games->front()));
        QCOMPARE(back->front().tag("Event"), games->front().tag("Event"));
    }

    void tagsAreEscaped()
    {
        PgnGame g;
        g.setTag("White", "Kasparov, \"Garry\" \\ G");
        const std::string text = writePgn(g);
        QVERIFY(QString::fromStdString(text).contains("[White \"Kasparov, \\\"Garry\\\" \\\\ G\"]"));
        QCOMPARE(readPgn(text)->front().tag("White"), g.tag("White"));
    }
};

QTEST_GUILESS_MAIN(TestPgn)
#include "tst_pgn.moc"
