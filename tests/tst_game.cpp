// kd::Game: moves with SAN, take-backs, endings by the rules and by events, and PGN both ways.
#include "core/notation.h"
#include "game/game.h"
#include "support.h"

#include <QTest>

using namespace kd;

namespace {

Move uci(const Game& g, const char* text) { return parseUci(g.current(), text).value(); }

} // namespace

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void playsLegalMovesOnly()
    {
        Game g;
        QVERIFY(g.play(uci(g, "e2e4")));
        QVERIFY(!g.play(Move(SQ_E2, SQ_E4))); // no piece there any more
        QVERIFY(!g.play(Move(SQ_D7, SQ_D4)));
        QCOMPARE(g.plyCount(), 1);
        QCOMPARE(g.san(0), std::string("e4"));
        QCOMPARE(g.current().sideToMove(), BLACK);
        QCOMPARE(g.moveNumber(0), 1);
        QVERIFY(g.play(uci(g, "e7e5")));
        QCOMPARE(g.moveNumber(1), 1);
        QVERIFY(g.play(uci(g, "g1f3")));
        QCOMPARE(g.moveNumber(2), 2);
        QCOMPARE(g.positionAt(1).fen(), std::string("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
        QCOMPARE(g.positionAt(3).fen(), g.current().fen());
        QCOMPARE(g.positionAt(0).fen(), std::string(Position::START_FEN));
    }

    void takeBackRestoresThePosition()
    {
        Game g;
        for (const char* m : {"e2e4", "e7e5", "g1f3"})
            QVERIFY(g.play(uci(g, m)));
        const std::string afterOne = g.positionAt(1).fen();
        g.takeBack(2);
        QCOMPARE(g.plyCount(), 1);
        QCOMPARE(g.current().fen(), afterOne);
        g.takeBack(5); // more than there are
        QCOMPARE(g.plyCount(), 0);
        QCOMPARE(g.current().fen(), std::string(Position::START_FEN));
    }

    void endsByTheRules()
    {
        Game g;
        for (const char* m : {"f2f3", "e7e5", "g2g4", "d8h4"})
            QVERIFY(g.play(uci(g, m)));
        QVERIFY(g.over());
        QCOMPARE(g.status(), GameStatus::Checkmate);
        QCOMPARE(g.result(), std::string("0-1"));
        QCOMPARE(g.reason(), std::string("Checkmate: Black wins"));
        QCOMPARE(g.san(3), std::string("Qh4#"));
        QVERIFY(!g.play(Move(SQ_A2, SQ_A3))); // nothing after mate
        g.takeBack(1);
        QVERIFY(!g.over());
        QCOMPARE(g.result(), std::string("*"));
    }

    void endsByEvents()
    {
        Game g;
        QVERIFY(g.play(uci(g, "e2e4")));
        g.finish("0-1", "White resigns");
        QVERIFY(g.over());
        QCOMPARE(g.result(), std::string("0-1"));
        QVERIFY(!g.play(Move(SQ_E7, SQ_E5)));
        g.takeBack(1); // taking back also takes back the resignation
        QVERIFY(!g.over());
    }

    void flagFallAgainstBareKingIsDraw()
    {
        Game lone(Position::fromFen("8/8/8/4k3/8/8/4P3/4K3 b - - 0 1").value());
        lone.flagFall(WHITE);
        QCOMPARE(lone.result(), std::string("1/2-1/2")); // Black has a bare king and cannot mate
        Game pawn(Position::fromFen("8/8/8/4k3/8/8/4P3/4K3 b - - 0 1").value());
        pawn.flagFall(BLACK);
        QCOMPARE(pawn.result(), std::string("1-0"));
        QCOMPARE(pawn.reason(), std::string("Black loses on time"));
    }

    void pgnRoundTrip()
    {
        QFile file(kdtest::dataPath("opera.pgn"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto games = readPgn(file.readAll().toStdString());
        QVERIFY2(games.ok(), games.ok() ? "" : games.error().c_str());
        auto game = Game::fromPgn(games->front());
        QVERIFY(game.ok());
        QCOMPARE(game->plyCount(), 33);
        QCOMPARE(game->status(), GameStatus::Checkmate);
        QCOMPARE(game->result(), std::string("1-0"));
        QCOMPARE(game->san(32), std::string("Rd8#"));
        QCOMPARE(game->tag("White"), std::string("Paul Morphy"));

        const PgnGame out = game->toPgn();
        const auto again = readPgn(writePgn(out));
        QVERIFY(again.ok());
        auto back = Game::fromPgn(again->front());
        QVERIFY(back.ok());
        QCOMPARE(back->moves(), game->moves());
        QCOMPARE(back->tag("ECO"), std::string("C41"));
        QCOMPARE(back->result(), std::string("1-0"));
    }

    void pgnKeepsSetUpStartAndOutsideResults()
    {
        Game g(Position::fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 40").value());
        QVERIFY(g.play(uci(g, "e2e4")));
        g.finish("1/2-1/2", "Draw agreed");
        const PgnGame pgn = g.toPgn();
        QCOMPARE(pgn.tag("SetUp"), std::string("1"));
        QCOMPARE(pgn.tag("FEN"), std::string("4k3/8/8/8/8/8/4P3/4K3 w - - 0 40"));
        QCOMPARE(pgn.tag("Termination"), std::string("Draw agreed"));
        auto back = Game::fromPgn(readPgn(writePgn(pgn))->front());
        QVERIFY(back.ok());
        QCOMPARE(back->result(), std::string("1/2-1/2"));
        QCOMPARE(back->start().fen(), g.start().fen());
        QCOMPARE(back->moveNumber(0), 40);
    }
};

QTEST_GUILESS_MAIN(TestGame)
#include "tst_game.moc"
