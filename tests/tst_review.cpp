// Game review (game/review.h): winning chances, the judgement thresholds at their edges, mates, the
// engine's best move, and the per-side summary.
#include "core/notation.h"
#include "game/game.h"
#include "game/review.h"

#include <QTest>

#include <cmath>

using namespace kd;

Q_DECLARE_METATYPE(kd::Judgement)
Q_DECLARE_METATYPE(kd::Color)

namespace {

const Move PLAYED(SQ_E2, SQ_E4);
const Move OTHER(SQ_D2, SQ_D4);

} // namespace

class TestReview : public QObject {
    Q_OBJECT

private slots:
    void winningChances_data()
    {
        QTest::addColumn<int>("score");
        QTest::addColumn<double>("expected");
        QTest::newRow("equal") << 0 << 0.0;
        QTest::newRow("+100") << 100 << 2.0 / (1.0 + std::exp(-0.368208)) - 1.0;
        QTest::newRow("-100") << -100 << 1.0 - 2.0 / (1.0 + std::exp(-0.368208));
        QTest::newRow("+1000 (the cap)") << 1000 << 2.0 / (1.0 + std::exp(-3.68208)) - 1.0;
        QTest::newRow("+5000 counts as +1000") << 5000 << 2.0 / (1.0 + std::exp(-3.68208)) - 1.0;
        QTest::newRow("-5000 counts as -1000") << -5000 << 1.0 - 2.0 / (1.0 + std::exp(-3.68208));
        QTest::newRow("White mates in 1") << mateIn(1) << 1.0;
        QTest::newRow("White mates in 60") << mateIn(119) << 1.0;
        QTest::newRow("White is mated") << matedIn(0) << -1.0;
        QTest::newRow("White is mated in 3") << matedIn(6) << -1.0;
    }
    void winningChances()
    {
        QFETCH(int, score);
        QFETCH(double, expected);
        QVERIFY2(std::abs(kd::winningChances(score) - expected) < 1e-12,
            qPrintable(QString("%1 gives %2").arg(score).arg(kd::winningChances(score))));
    }

    void thresholds_data()
    {
        QTest::addColumn<double>("drop");
        QTest::addColumn<Judgement>("expected");
        QTest::newRow("gain") << -0.5 << Judgement::Good;
        QTest::newRow("none") << 0.0 << Judgement::Good;
        QTest::newRow("just under 0.1") << 0.0999 << Judgement::Good;
        QTest::newRow("0.1") << 0.1 << Judgement::Inaccuracy;
        QTest::newRow("just under 0.2") << 0.1999 << Judgement::Inaccuracy;
        QTest::newRow("0.2") << 0.2 << Judgement::Mistake;
        QTest::newRow("just under 0.3") << 0.2999 << Judgement::Mistake;
        QTest::newRow("0.3") << 0.3 << Judgement::Blunder;
        QTest::newRow("2 (a won game lost)") << 2.0 << Judgement::Blunder;
    }
    void thresholds()
    {
        QFETCH(double, drop);
        QFETCH(Judgement, expected);
        QCOMPARE(judgementForDrop(drop), expected);
    }

    // One move, judged from the scores before and after it.
    void oneMove_data()
    {
        QTest::addColumn<Color>("mover");
        QTest::addColumn<int>("before");
        QTest::addColumn<int>("after");
        QTest::addColumn<bool>("engineBest"); // the move played is the engine's best move
        QTest::addColumn<Judgement>("expected");
        QTest::addColumn<int>("cpLoss");
        // From an equal position the edges fall between 54/55, 110/111 and 168/169 centipawns.
        QTest::newRow("White -54") << WHITE << 0 << -54 << false << Judgement::Good << 54;
        QTest::newRow("White -55") << WHITE << 0 << -55 << false << Judgement::Inaccuracy << 55;
        QTest::newRow("White -110") << WHITE << 0 << -110 << false << Judgement::Inaccuracy << 110;
        QTest::newRow("White -111") << WHITE << 0 << -111 << false << Judgement::Mistake << 111;
        QTest::newRow("White -168") << WHITE << 0 << -168 << false << Judgement::Mistake << 168;
        QTest::newRow("White -169") << WHITE << 0 << -169 << false << Judgement::Blunder << 169;
        QTest::newRow("Black +54") << BLACK << 0 << 54 << false << Judgement::Good << 54;
        QTest::newRow("Black +55") << BLACK << 0 << 55 << false << Judgement::Inaccuracy << 55;
        QTest::newRow("Black +169") << BLACK << 0 << 169 << false << Judgement::Blunder << 169;
        QTest::newRow("White gains") << WHITE << 0 << 300 << false << Judgement::Good << 0;
        QTest::newRow("Black gains") << BLACK << 0 << -300 << false << Judgement::Good << 0;
        // Far ahead, a few hundred centipawns barely move the chances, and the cap hides them.
        QTest::newRow("+3000 to +1000") << WHITE << 3000 << 1000 << false << Judgement::Good << 0;
        QTest::newRow("+1000 to +800") << WHITE << 1000 << 800 << false << Judgement::Good << 200;
        QTest::newRow("+900 to +600") << WHITE << 900 << 600 << false << Judgement::Inaccuracy << 300;
        // The engine's best move is never marked, even when the score falls (a lost position shows).
        QTest::newRow("best move, -500") << WHITE << 0 << -500 << true << Judgement::Good << 500;
        QTest::newRow("best move into mate") << BLACK << 0 << mateIn(3) << true << Judgement::Good << 1000;
        // Mates count as +-1.
        QTest::newRow("a forced mate lost for +300") << WHITE << mateIn(5) << 300 << false << Judgement::Blunder << 700;
        QTest::newRow("a forced mate lost for +1000") << WHITE << mateIn(5) << 1000 << false << Judgement::Good << 0;
        QTest::newRow("a longer mate kept") << WHITE << mateIn(3) << mateIn(9) << false << Judgement::Good << 0;
        QTest::newRow("walks into mate") << WHITE << 0 << matedIn(4) << false << Judgement::Blunder << 1000;
        QTest::newRow("Black walks into mate") << BLACK << -200 << mateIn(2) << false << Judgement::Blunder << 1200;
        QTest::newRow("mated either way") << BLACK << mateIn(6) << mateIn(2) << false << Judgement::Good << 0;
        QTest::newRow("escapes a mate") << WHITE << matedIn(4) << -800 << false << Judgement::Good << 0;
    }
    void oneMove()
    {
        QFETCH(Color, mover);
        QFETCH(int, before);
        QFETCH(int, after);
        QFETCH(bool, engineBest);
        QFETCH(Judgement, expected);
        QFETCH(int, cpLoss);
        const Result<GameReview> r = reviewGame(mover, {PLAYED}, {before, after}, {engineBest ? PLAYED : OTHER});
        QVERIFY2(r.ok(), r.error().c_str());
        QCOMPARE(r->moves.size(), std::size_t(1));
        const MoveReview& m = r->moves[0];
        QCOMPARE(m.ply, 0);
        QCOMPARE(m.before, before);
        QCOMPARE(m.after, after);
        QCOMPARE(m.best, engineBest ? PLAYED : OTHER);
        QCOMPARE(m.judgement, expected);
        QCOMPARE(m.cpLoss, cpLoss);
        const int sign = mover == WHITE ? 1 : -1;
        QCOMPARE(m.drop, sign * (kd::winningChances(before) - kd::winningChances(after)));
        QCOMPARE(r->sides[mover].moves, 1);
        QCOMPARE(r->sides[~mover].moves, 0);
        QCOMPARE(r->sides[~mover].averageCpLoss, 0.0);
    }

    // Six moves with known losses: the counts and the average per side.
    void summary_data()
    {
        QTest::addColumn<Color>("firstMover");
        QTest::newRow("White starts") << WHITE;
        QTest::newRow("Black starts") << BLACK;
    }
    void summary()
    {
        QFETCH(Color, firstMover);
        const int s = firstMover == WHITE ? 1 : -1; // scores from the first mover's view
        // first mover: 0 -> -60 (inaccuracy, 60), -40 -> -60 (good, 20), -40 -> -2000 (blunder, 960)
        // second:      -60 -> -40 (good, 20), -60 -> -40 (good, 20), -2000 -> it mates (good, 0)
        const std::vector<int> evals = {0, -60 * s, -40 * s, -60 * s, -40 * s, -2000 * s, matedIn(4) * s};
        const std::vector<Move> played(6, PLAYED);
        const std::vector<Move> best(6, OTHER);
        const Result<GameReview> r = reviewGame(firstMover, played, evals, best);
        QVERIFY2(r.ok(), r.error().c_str());
        const SideSummary& first = r->sides[firstMover];
        const SideSummary& second = r->sides[~firstMover];
        QCOMPARE(first.moves, 3);
        QCOMPARE(first.inaccuracies, 1);
        QCOMPARE(first.mistakes, 0);
        QCOMPARE(first.blunders, 1);
        // 60 + 20 + 960 (-40 to the cap -1000).
        QCOMPARE(first.averageCpLoss, (60 + 20 + 960) / 3.0);
        QCOMPARE(second.moves, 3);
        QCOMPARE(second.inaccuracies + second.mistakes + second.blunders, 0);
        QCOMPARE(second.averageCpLoss, (20 + 20 + 0) / 3.0);
        QCOMPARE(r->moves[2].judgement, Judgement::Good);
        QCOMPARE(r->moves[4].judgement, Judgement::Blunder);
    }

    void sizesThatDoNotFit_data()
    {
        QTest::addColumn<int>("evals");
        QTest::addColumn<int>("bests");
        QTest::addColumn<QString>("message");
        QTest::newRow("one eval short") << 2 << 2 << "2 moves need 3 evaluations (positions 0..2), got 2";
        QTest::newRow("one best short") << 3 << 1 << "2 moves need 2 best moves, got 1";
    }
    void sizesThatDoNotFit()
    {
        QFETCH(int, evals);
        QFETCH(int, bests);
        QFETCH(QString, message);
        const Result<GameReview> r = reviewGame(
            WHITE, {PLAYED, PLAYED}, std::vector<int>(std::size_t(evals), 0), std::vector<Move>(std::size_t(bests)));
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error()).contains(message), r.error().c_str());
    }

    void emptyGame()
    {
        const Result<GameReview> r = reviewGame(WHITE, {}, {25}, {});
        QVERIFY2(r.ok(), r.error().c_str());
        QVERIFY(r->moves.empty());
        QCOMPARE(r->sides[WHITE].moves, 0);
        QCOMPARE(r->sides[BLACK].averageCpLoss, 0.0);
    }
    // A review written into a game reads back from its PGN: [%eval] in every comment, the marks
    // as NAGs with the better move in words; a second review replaces the first.
    void writtenReviewReadsBack()
    {
        Game game;
        for (const char* san : {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"})
            QVERIFY(game.play(parseSan(game.current(), san).value()));
        game.setComment(game.mainNode(3), "Early queen.");
        std::vector<Move> best(7);
        best[5] = parseSan(game.positionAt(5), "g6").value();
        const std::vector<int> evals = {20, 30, 25, 10, 15, 15, VALUE_MATE, -matedIn(0)};
        const GameReview review = reviewGame(WHITE, game.moves(), evals, best).value();
        QCOMPARE(review.moves[5].judgement, Judgement::Blunder);
        QVERIFY(writeReview(game, review));
        Game back = Game::fromPgn(readPgn(writePgn(game.toPgn())).value().front()).value();
        const MoveTree& tree = back.tree();
        int score = 0;
        QVERIFY(commentEval(tree.node(MoveTree::ROOT).comment, score));
        QCOMPARE(score, 20);
        QVERIFY(commentEval(tree.node(back.mainNode(3)).comment, score));
        QCOMPARE(score, 10);
        QVERIFY(tree.node(back.mainNode(3)).comment.find("Early queen.") != std::string::npos);
        const MoveNode& nf6 = tree.node(back.mainNode(6));
        QCOMPARE(nf6.nags, std::vector<int> {4});
        QCOMPARE(judgementOfNags(nf6.nags), Judgement::Blunder);
        QCOMPARE(judgementOfNags({1, 6}), Judgement::Inaccuracy); // "!" is no review mark
        QCOMPARE(judgementOfNags({6, 4, 2}), Judgement::Blunder); // the worst counts
        QCOMPARE(judgementOfNags({1, 3, 5}), Judgement::Good);
        QVERIFY2(nf6.comment.find("Blunder. g6 was best.") != std::string::npos, nf6.comment.c_str());
        QCOMPARE(reviewBestMove(back.positionAt(5), nf6.comment), best[5]);
        QVERIFY(tree.node(back.mainNode(5)).nags.empty());
        // Reviewed again with other numbers: one eval, one sentence, no stale mark.
        std::vector<int> calmer = evals;
        calmer[6] = 40;
        const GameReview again = reviewGame(WHITE, back.moves(), calmer, best).value();
        QCOMPARE(again.moves[5].judgement, Judgement::Good);
        QVERIFY(writeReview(back, again));
        const MoveNode& nf6Again = back.tree().node(back.mainNode(6));
        QVERIFY(nf6Again.nags.empty());
        QVERIFY2(nf6Again.comment == "[%eval 0.40]", nf6Again.comment.c_str());
        // A review of another game changes nothing.
        Game other;
        QVERIFY(!writeReview(other, again));
        QCOMPARE(other.tree().node(MoveTree::ROOT).comment, std::string());
    }
};

QTEST_GUILESS_MAIN(TestReview)
#include "tst_review.moc"
