// kd::Game: moves with SAN, take-backs, endings by the rules and by events, and PGN both ways.
#include "core/notation.h"
#include "game/game.h"
#include "support.h"

#include <QTest>

using namespace kd;

Q_DECLARE_METATYPE(kd::GameResult)

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
        QCOMPARE(g.gameResult(), GameResult::win(BLACK, GameResult::Reason::Checkmate));
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
        g.finish(GameResult::win(BLACK, GameResult::Reason::Resignation));
        QVERIFY(g.over());
        QCOMPARE(g.result(), std::string("0-1"));
        QCOMPARE(g.reason(), std::string("White resigns"));
        g.finish(GameResult::draw(GameResult::Reason::Agreement)); // over already: nothing changes
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
        QCOMPARE(game->gameResult().reason, GameResult::Reason::Checkmate);
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
        g.finish(GameResult::draw(GameResult::Reason::Agreement));
        const PgnGame pgn = g.toPgn();
        QCOMPARE(pgn.tag("SetUp"), std::string("1"));
        QCOMPARE(pgn.tag("FEN"), std::string("4k3/8/8/8/8/8/4P3/4K3 w - - 0 40"));
        QCOMPARE(pgn.tag("Termination"), std::string("normal"));
        auto back = Game::fromPgn(readPgn(writePgn(pgn))->front());
        QVERIFY(back.ok());
        QCOMPARE(back->result(), std::string("1/2-1/2"));
        QCOMPARE(back->reason(), std::string("Draw agreed"));
        QCOMPARE(back->start().fen(), g.start().fen());
        QCOMPARE(back->moveNumber(0), 40);
    }

    // Every ending survives PGN: the result token, the Termination tag, and the reason read back.
    void endingsRoundTrip_data()
    {
        using R = GameResult::Reason;
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QStringList>("moves");
        QTest::addColumn<GameResult>("result");
        QTest::addColumn<QString>("token");
        QTest::addColumn<QString>("termination");
        QTest::addColumn<QString>("sentence");
        const QString start = QString::fromLatin1(Position::START_FEN.data());
        const QString kpk = "8/8/8/4k3/8/8/4P3/4K3 b - - 0 1";
        QTest::newRow("resignation") << start << QStringList {"e4"} << GameResult::win(WHITE, R::Resignation) << "1-0"
                                     << "normal"
                                     << "Black resigns";
        QTest::newRow("agreement") << start << QStringList {"e4"} << GameResult::draw(R::Agreement) << "1/2-1/2"
                                   << "normal"
                                   << "Draw agreed";
        QTest::newRow("flag") << kpk << QStringList {"Kd6"} << GameResult::win(WHITE, R::TimeForfeit) << "1-0"
                              << "time forfeit"
                              << "Black loses on time";
        QTest::newRow("flag, cannot mate")
            << kpk << QStringList {"Kd6"} << GameResult::draw(R::TimeForfeit, "White") << "1/2-1/2"
            << "time forfeit"
            << "White ran out of time, but the opponent cannot mate: draw";
        QTest::newRow("crash") << start << QStringList {"e4"}
                               << GameResult::win(WHITE, R::Crash, "Black (x) crashed: killed by signal 11") << "1-0"
                               << "abandoned"
                               << "Black (x) crashed: killed by signal 11";
        QTest::newRow("illegal move") << start << QStringList {"e4"} << GameResult::win(BLACK, R::IllegalMove) << "0-1"
                                      << "rules infraction"
                                      << "White forfeits by an illegal move";
        QTest::newRow("adjudication") << start << QStringList {"e4"} << GameResult::draw(R::Adjudication) << "1/2-1/2"
                                      << "adjudication"
                                      << "Draw by adjudication";
    }
    void endingsRoundTrip()
    {
        QFETCH(QString, fen);
        QFETCH(QStringList, moves);
        QFETCH(GameResult, result);
        QFETCH(QString, token);
        QFETCH(QString, termination);
        QFETCH(QString, sentence);
        Game g(Position::fromFen(fen.toStdString()).value());
        for (const QString& m : moves)
            QVERIFY(g.play(parseSan(g.current(), m.toStdString()).value()));
        g.finish(result);
        QCOMPARE(QString::fromStdString(g.result()), token);
        QCOMPARE(QString::fromStdString(g.reason()), sentence);
        const PgnGame pgn = g.toPgn();
        QCOMPARE(QString::fromStdString(pgn.result), token);
        QCOMPARE(QString::fromStdString(pgn.tag("Termination")), termination);
        const auto back = Game::fromPgn(readPgn(writePgn(pgn))->front());
        QVERIFY2(back.ok(), back.error().c_str());
        QCOMPARE(back->result(), g.result());
        QCOMPARE(back->gameResult().reason, result.reason);
        if (result.reason != GameResult::Reason::Crash) // the crash's own words are not in the PGN
            QCOMPARE(QString::fromStdString(back->reason()), sentence);
    }

    // Termination tags this program did not write (or wrote as sentences before) are kept as they are;
    // a draw at a position that could be claimed is that claim, whatever the tag says.
    void otherTerminationTags()
    {
        auto load = [](const char* text) { return Game::fromPgn(readPgn(text)->front()).value(); };
        const Game old = load("[Termination \"White resigns\"]\n1. e4 e5 0-1");
        QCOMPARE(old.reason(), std::string("White resigns"));
        QCOMPARE(old.toPgn().tag("Termination"), std::string("White resigns"));
        const Game lichess = load("[Termination \"Time forfeit\"]\n1. e4 e5 1-0");
        QCOMPARE(lichess.reason(), std::string("Black loses on time"));
        const Game none = load("1. e4 e5 1/2-1/2");
        QCOMPARE(none.reason(), std::string("Draw"));
        QCOMPARE(none.toPgn().tag("Termination"), std::string());
        const Game claimed = load("[Termination \"Draw by threefold repetition\"]\n"
                                  "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2");
        QCOMPARE(claimed.gameResult(), GameResult::draw(GameResult::Reason::ThreefoldRepetition));
    }

    // Threefold repetition and fifty moves are draws a player claims; a game that went on past them
    // is a legal game and loads as played (it was refused). Playing on, Game claims them.
    void gamesGoOnPastClaimableDraws()
    {
        const QStringList shuffle {"Nf3", "Nf6", "Ng1", "Ng8"};
        QString text = "[Event \"x\"]\n\n";
        for (int i = 0; i < 3; ++i)
            text += shuffle.join(' ') + ' ';
        text += "e4 e5 1-0";
        const auto games = readPgn(text.toStdString());
        QVERIFY2(games.ok(), games.ok() ? "" : games.error().c_str());
        const auto game = Game::fromPgn(games->front());
        QVERIFY2(game.ok(), game.ok() ? "" : game.error().c_str());
        QCOMPARE(game->plyCount(), 14);
        QCOMPARE(game->result(), std::string("1-0"));
        QCOMPARE(game->reason(), std::string("White wins")); // no Termination tag: the reason is unknown

        const auto fifty
            = Game::fromPgn(readPgn("[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 99 80\"]\n80. Rb1 Kd7 81. Ra1 *")->front());
        QVERIFY2(fifty.ok(), fifty.ok() ? "" : fifty.error().c_str());
        QVERIFY(!fifty->over());

        // Played here, the third occurrence is claimed for the player at once.
        Game g;
        for (int i = 0; i < 2; ++i)
            for (const QString& m : shuffle)
                QVERIFY(g.play(parseSan(g.current(), m.toStdString()).value()));
        QCOMPARE(g.gameResult(), GameResult::draw(GameResult::Reason::ThreefoldRepetition));
        // A drawn game at a claimable position reads back as that claim.
        const auto claimed = Game::fromPgn(readPgn(writePgn(g.toPgn()))->front());
        QVERIFY(claimed.ok());
        QCOMPARE(claimed->gameResult(), g.gameResult());
        // Without claims, the game goes on until the fifth occurrence, which ends it by itself.
        Game noClaims;
        noClaims.setClaimDraws(false);
        for (int i = 0; i < 4; ++i) {
            QVERIFY(!noClaims.over());
            for (const QString& m : shuffle)
                QVERIFY(noClaims.play(parseSan(noClaims.current(), m.toStdString()).value()));
        }
        QCOMPARE(noClaims.gameResult(), GameResult::draw(GameResult::Reason::FivefoldRepetition));
        // A PGN that goes on after the fifth occurrence is refused, saying why.
        std::string five;
        for (int i = 0; i < 4; ++i)
            five += shuffle.join(' ').toStdString() + ' ';
        const auto refused = Game::fromPgn(readPgn(five + "e4 *")->front());
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().find("move 17 (e2e4) comes after the end of the game: Draw by fivefold repetition")
                != std::string::npos,
            refused.error().c_str());
    }

    // The tree's main line is always moves(): play() adds to it, takeBack() removes from it (a
    // variation of the last move taken back then continues the main line).
    void treeFollowsPlayAndTakeBack()
    {
        Game g;
        for (const char* m : {"e2e4", "e7e5", "g1f3"})
            QVERIFY(g.play(uci(g, m)));
        QCOMPARE(g.tree().mainLine(), g.moves());
        QCOMPARE(g.mainNode(3), g.tree().end(MoveTree::ROOT));
        const int c5 = g.addMove(g.mainNode(1), Move(SQ_C7, SQ_C5));
        QVERIFY(c5 > 0);
        QVERIFY(!g.tree().onMainLine(c5));
        QCOMPARE(g.plyCount(), 3); // a variation leaves the game as it was
        g.takeBack(1);
        QCOMPARE(g.tree().mainLine(), g.moves());
        QCOMPARE(g.plyCount(), 2);
        g.takeBack(1); // e5 leaves: its variation c5 continues the main line
        QCOMPARE(g.plyCount(), 2);
        QCOMPARE(g.moves().back(), Move(SQ_C7, SQ_C5));
        QCOMPARE(g.tree().mainLine(), g.moves());
        QCOMPARE(g.current().fen(), g.positionOf(c5).fen());
        g.takeBack(5);
        QCOMPARE(g.plyCount(), 0);
        QCOMPARE(g.tree().size(), 1);
    }

    void addMoveChecksLegality_data()
    {
        QTest::addColumn<int>("parentPly");
        QTest::addColumn<QString>("move");
        QTest::addColumn<bool>("legal");
        QTest::addColumn<bool>("mainLine");
        QTest::newRow("variation at the first move") << 0 << "d2d4" << true << false;
        QTest::newRow("illegal at the first move") << 0 << "e2e5" << false << false;
        QTest::newRow("variation for Black") << 1 << "c7c5" << true << false;
        QTest::newRow("illegal for Black") << 1 << "c2c4" << false << false;
        QTest::newRow("the existing move") << 1 << "e7e5" << true << true;
        QTest::newRow("the main line goes on") << 2 << "g1f3" << true << true;
        QTest::newRow("illegal at the end") << 2 << "g1g3" << false << false;
    }

    void addMoveChecksLegality()
    {
        QFETCH(int, parentPly);
        QFETCH(QString, move);
        QFETCH(bool, legal);
        QFETCH(bool, mainLine);
        Game g;
        QVERIFY(g.play(uci(g, "e2e4")));
        QVERIFY(g.play(uci(g, "e7e5")));
        const MoveTree before = g.tree();
        const std::string uciText = move.toStdString();
        const Move m(makeSquare(File(uciText[0] - 'a'), Rank(uciText[1] - '1')),
            makeSquare(File(uciText[2] - 'a'), Rank(uciText[3] - '1')));
        const int id = g.addMove(g.mainNode(parentPly), m);
        QCOMPARE(id >= 0, legal);
        if (!legal) {
            QVERIFY(g.tree() == before);
            return;
        }
        QCOMPARE(g.tree().onMainLine(id), mainLine);
        QCOMPARE(g.tree().mainLine(), g.moves());
        QCOMPARE(g.addMove(g.mainNode(parentPly), m), id); // again: the same node
        QCOMPARE(g.line(id).current().fen(), g.positionOf(g.tree().end(id)).fen());
    }

    // promote(), makeMainLine() and remove() that change the main line replay it: moves(), SANs,
    // current() and the result follow.
    void editsReplayTheMainLine()
    {
        Game g;
        for (const char* m : {"f2f3", "e7e5", "g2g4", "d8h4"}) // Fool's mate
            QVERIFY(g.play(uci(g, m)));
        QVERIFY(g.over());
        QCOMPARE(g.result(), std::string("0-1"));
        const int e6 = g.addMove(g.mainNode(1), Move(SQ_E7, SQ_E6));
        const int a3 = g.addMove(e6, Move(SQ_A2, SQ_A3));
        QVERIFY(e6 > 0 && a3 > 0);
        QVERIFY(g.tree().continuation(e6) == a3);
        QCOMPARE(g.lineNodes(e6), (std::vector<int> {MoveTree::ROOT, g.mainNode(1), e6, a3}));
        const Game line = g.line(e6);
        QCOMPARE(line.plyCount(), 3);
        QVERIFY(!line.over());
        QCOMPARE(line.tree().mainLine(), line.moves());

        QVERIFY(g.promote(e6)); // the variation is the main line now
        QCOMPARE(g.plyCount(), 3);
        QVERIFY(!g.over());
        QCOMPARE(g.san(1), std::string("e6"));
        QCOMPARE(g.current().fen(), g.positionOf(a3).fen());
        QCOMPARE(g.tree().mainLine(), g.moves());
        QVERIFY(!g.promote(e6)); // on the main line already

        const int e5 = g.tree().find(g.mainNode(1), Move(SQ_E7, SQ_E5));
        g.makeMainLine(g.tree().find(e5, Move(SQ_G2, SQ_G4)));
        QCOMPARE(g.plyCount(), 4);
        QCOMPARE(g.result(), std::string("0-1"));
        QVERIFY(g.tree().find(g.mainNode(1), Move(SQ_E7, SQ_E6)) > 0); // kept as a variation

        g.remove(g.mainNode(2)); // e5 goes: e6 takes its place
        QCOMPARE(g.plyCount(), 3);
        QCOMPARE(g.san(1), std::string("e6"));
        QVERIFY(!g.over());
        QCOMPARE(g.tree().mainLine(), g.moves());
        g.remove(MoveTree::ROOT); // not the root: nothing happens
        QCOMPARE(g.plyCount(), 3);
    }

    // An outside ending stays while the main line keeps its last node.
    void outsideResultFollowsTheMainLineEnd()
    {
        Game g;
        for (const char* m : {"e2e4", "e7e5", "g1f3"})
            QVERIFY(g.play(uci(g, m)));
        g.finish(GameResult::win(WHITE, GameResult::Reason::Resignation));
        QVERIFY(g.over());
        QCOMPARE(g.addMove(g.mainNode(3), Move(SQ_B8, SQ_C6)), -1); // the game is over there
        const int c5 = g.addMove(g.mainNode(1), Move(SQ_C7, SQ_C5));
        QVERIFY(c5 > 0);
        g.remove(c5); // a variation: the main line is unchanged
        QCOMPARE(g.result(), std::string("1-0"));
        const int d4 = g.addMove(g.mainNode(2), Move(SQ_D2, SQ_D4));
        QVERIFY(g.promote(d4)); // the main line ends elsewhere: the resignation is gone
        QVERIFY(!g.over());
        QVERIFY(g.promote(g.tree().find(g.mainNode(2), Move(SQ_G1, SQ_F3))));
        QCOMPARE(g.plyCount(), 3);
        QVERIFY(!g.over()); // not restored: the resignation was undone with its line's end
    }

    // Variations, comments and NAGs go from a PGN to the game and back; an illegal variation move
    // is refused, naming it.
    void pgnTreeRoundTrip()
    {
        const auto games = readPgn("{start} 1. e4 $1 {best} (1. d4 d5) 1... e5 (1... c5 $2) 2. Nf3 *");
        QVERIFY2(games.ok(), games.ok() ? "" : games.error().c_str());
        const auto game = Game::fromPgn(games->front());
        QVERIFY2(game.ok(), game.ok() ? "" : game.error().c_str());
        QCOMPARE(game->plyCount(), 3);
        QVERIFY(game->tree() == games->front().tree);
        QVERIFY(game->toPgn().tree == games->front().tree);

        PgnGame bad = games->front();
        const int d4 = bad.tree.find(MoveTree::ROOT, Move(SQ_D2, SQ_D4));
        bad.tree.add(d4, Move(SQ_E2, SQ_E4)); // White twice
        const auto refused = Game::fromPgn(bad);
        QVERIFY(!refused.ok());
        QCOMPARE(QString::fromStdString(refused.error()), QString("variation move 2 (e2e4) is not legal"));
    }

    // The annotated file loads as a game (mate on the board) and saves as the same movetext.
    void annotatedFileLoadsAndSaves()
    {
        QFile file(kdtest::dataPath("annotated.pgn"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto games = readPgn(file.readAll().toStdString());
        QVERIFY(games.ok());
        const auto game = Game::fromPgn(games->front());
        QVERIFY2(game.ok(), game.ok() ? "" : game.error().c_str());
        QCOMPARE(game->result(), std::string("1-0"));
        QCOMPARE(game->reason(), std::string("Checkmate: White wins"));
        QVERIFY(game->tree() == games->front().tree);
        const std::string saved = writePgn(game->toPgn()); // with a Termination tag more
        const std::string read = writePgn(games->front());
        QCOMPARE(saved.substr(saved.find("\n\n")), read.substr(read.find("\n\n")));
    }
};

QTEST_GUILESS_MAIN(TestGame)
#include "tst_game.moc"
