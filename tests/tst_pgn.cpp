// PGN reading (the main line of real-world files) and writing (Seven Tag Roster, SAN, wrapping).
#include "core/notation.h"
#include "game/pgn.h"

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
        QCOMPARE(int(immortal.moves.size()), 45);
        const Position end = immortal.end().value();
        QCOMPARE(
            QString::fromStdString(end.fen()), QString("r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23"));
        QVERIFY(end.inCheck());

        const PgnGame& second = (*games)[1];
        QCOMPARE(second.line, 17);
        QCOMPARE(int(second.moves.size()), 2);
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
        QTest::newRow("open variation") << "1. e4 (1. d4 d5\n2. c4 *"
                                        << "line 2: variation opened with '(' is never closed";
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
            QVERIFY(again->front().moves == game.moves);
            QCOMPARE(again->front().result, game.result);
            QCOMPARE(again->front().tag("FEN"), game.tag("FEN"));
        }
        // A game from a set-up position where Black moves first numbers its first move "60...".
        PgnGame g;
        g.setTag("FEN", "4k3/8/8/8/8/8/8/R3K3 b - - 0 60");
        Position pos = g.start().value();
        g.moves.push_back(parseSan(pos, "Kd7").value());
        g.result = "1/2-1/2";
        QVERIFY(QString::fromStdString(writePgn(g)).contains("\n60... Kd7 1/2-1/2\n"));
        QVERIFY(QString::fromStdString(writePgn(g)).contains("[Date \"????.??.??\"]"));
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
