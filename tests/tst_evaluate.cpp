// The evaluation: hand-computed scores for each built-in model, Simplified's ending rule, the tapered
// blend and its rounding, and the invariants: breakdown sum == evaluate() == incremental sums,
// colour symmetry.
#include "core/notation.h"
#include "eval/evaluate.h"
#include "support.h"

#include <QTest>

#include <numeric>

using namespace kd;

namespace {

using kdtest::tables;

Position fromFen(const QString& fen)
{
    Result<Position> pos = Position::fromFen(fen.toStdString());
    if (!pos)
        qFatal("bad FEN %s: %s", qPrintable(fen), pos.error().c_str());
    return *pos;
}

const QStringList BUILTIN = {"simplified", "otter", "pesto", "kandinsky", "classical"};

// Positions from the perft suite plus positions along random games: every kind of move and material.
std::vector<Position> samplePositions()
{
    std::vector<Position> result;
    for (const PerftCase& c : kdtest::perftSuite())
        result.push_back(Position::fromFen(c.fen).value());
    std::mt19937_64 rng(7);
    for (int game = 0; game < 40; ++game) {
        Position pos;
        kdtest::playRandomGame(pos, rng, 200, [&](const Position& p) {
            if (p.gamePly() % 7 == 0)
                result.push_back(Position::fromFen(p.fen()).value());
        });
    }
    return result;
}

} // namespace

class TestEvaluate : public QObject {
    Q_OBJECT

private slots:
    // Hand-computed from the seeds' tables (a comment shows each sum). Kings sit on squares whose
    // middle-game and end-game entries differ, so the ending rule shows in the score.
    void handComputed_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QStringList>("moves");
        QTest::addColumn<int>("phase");
        QTest::addColumn<int>("score");

        const QString start = QString::fromLatin1(Position::START_FEN.data());
        for (const QString& m : BUILTIN) // the start is balanced; classical gives White its tempo
            QTest::addRow("%s start", qPrintable(m))
                << m << start << QStringList() << 24
                << kdtest::builtinModel(qPrintable(m)).termWeight(MG, TERM_TEMPO, 0);
        // Pawn e2 -> e4: -20 -> +20 (simplified, otter), -15 -> 17 (pesto MG, phase 24); Black to move.
        QTest::addRow("simplified 1.e4") << "simplified" << start << QStringList {"e4"} << 24 << -40;
        QTest::addRow("otter 1.e4") << "otter" << start << QStringList {"e4"} << 24 << -40;
        QTest::addRow("pesto 1.e4") << "pesto" << start << QStringList {"e4"} << 24 << -32;
        // 1.e4 e5 2.Nf3: the pawns cancel, knight g1 -40 -> f3 +10; Black to move: -(50).
        QTest::addRow("simplified 1.e4 e5 2.Nf3")
            << "simplified" << start << QStringList {"e4", "e5", "Nf3"} << 24 << -50;

        // Ending (White: queen + one minor; Black: queen alone), so kings read the end-game table.
        // White: K g1 20000-30, Q d1 900-5, N f3 320+10 = 21195. Black: K e8 (= e1) 20000-30, Q d8 900-5 = 20865.
        const QString queenMinorVsQueen = "3qk3/8/8/8/8/5N2/8/3Q2K1 w - - 0 1";
        QTest::addRow("simplified Q+N vs Q: ending") << "simplified" << queenMinorVsQueen << QStringList() << 0 << 330;
        // Otter: K 0 material, middle-game king table always: K g1 +30, Q 895, N 300+10 = 1235; K e8 0, Q 895.
        QTest::addRow("otter Q+N vs Q") << "otter" << queenMinorVsQueen << QStringList() << 24 << 340;
        // PeSTO at phase 2*4 + 1 = 9, each term round((mg*9 + eg*15)/24):
        // K g1 (24,-24) -> -6; Q d1 material (1025,936) -> 969, table (10,-43) -> -23; N f3 material (337,281)
        // -> 302, table (17,-3) -> 4.5 -> 5; K e8 (8,-28) -> -14.5 -> -15; Q d8 969-23. 1247 - 931 = 316.
        QTest::addRow("pesto Q+N vs Q") << "pesto" << queenMinorVsQueen << QStringList() << 9 << 316;

        // Middle game: Black has a queen and two minor pieces (B b7 = b2 +5, N c6 = c3 +10).
        // White: K g1 20000+30, Q 895, N 330 = 21255. Black: K e8 (= e1) 20000+0, Q 895, B 335, N 330 = 21560.
        QTest::addRow("simplified Q+N vs Q+B+N: middle")
            << "simplified"
            << "3qk3/1b6/2n5/8/8/5N2/8/3Q2K1 w - - 0 1" << QStringList() << 24 << -305;
        // No queens: ending. White: K g1 20000-30, R e2 500+0. Black: K e8 20000-30. Black to move: -500.
        QTest::addRow("simplified R vs -: ending") << "simplified"
                                                   << "4k3/8/8/8/8/8/4R3/6K1 b - - 0 1" << QStringList() << 0 << -500;
        // Queen and rook: middle game. White: K g1 20030, Q d1 895, R a1 500. Black: K e8 20000.
        QTest::addRow("simplified Q+R vs -: middle")
            << "simplified"
            << "4k3/8/8/8/8/8/8/R2Q2K1 w - - 0 1" << QStringList() << 24 << 1425;
        // Two queens: the second queen is an "other piece". White: K g1 20030, Q d1 895, Q d2 900+0. Black: K e8 20000.
        QTest::addRow("simplified Q+Q vs -: middle")
            << "simplified"
            << "4k3/8/8/8/8/8/3Q4/3Q2K1 w - - 0 1" << QStringList() << 24 << 1825;
    }
    void handComputed()
    {
        QFETCH(QString, model);
        QFETCH(QString, fen);
        QFETCH(QStringList, moves);
        QFETCH(int, phase);
        QFETCH(int, score);
        const auto t = tables(model);
        Position pos = fromFen(fen);
        kdtest::play(pos, moves);
        QCOMPARE(t->phase(pos), phase);
        QCOMPARE(evaluate(pos, *t), score);
        QCOMPARE(explain(pos, *t).score, score);
    }

    // Simplified's rule: the ending begins when every side that has a queen has no other pieces
    // except at most one minor piece.
    void endingRule_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("ending");
        QTest::addRow("start") << QString::fromLatin1(Position::START_FEN.data()) << false;
        QTest::addRow("kings and pawns") << "4k3/pppp4/8/8/8/8/4PPPP/4K3 w - - 0 1" << true;
        QTest::addRow("no queens, all the rest") << "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1" << true;
        QTest::addRow("Q vs Q") << "3qk3/8/8/8/8/8/8/3QK3 w - - 0 1" << true;
        QTest::addRow("Q+N vs Q+B") << "3qk3/1b6/8/8/8/5N2/8/3QK3 w - - 0 1" << true;
        QTest::addRow("Q+N vs Q+B+N") << "3qk3/1b6/2n5/8/8/5N2/8/3QK3 w - - 0 1" << false;
        QTest::addRow("Q+B+N vs R+R") << "r3k2r/8/8/8/8/5N2/8/2BQK3 w - - 0 1" << false;
        QTest::addRow("Q+N vs R+R") << "r3k2r/8/8/8/8/5N2/8/3QK3 w - - 0 1" << true;
        QTest::addRow("Q+R vs -") << "4k3/8/8/8/8/8/8/R2Q2K1 w - - 0 1" << false;
        QTest::addRow("Q+Q vs -") << "4k3/8/8/8/8/8/3Q4/3Q2K1 w - - 0 1" << false;
        QTest::addRow("- vs Q+B+B") << "2bqkb2/8/8/8/8/8/8/4K3 w - - 0 1" << false;
    }
    void endingRule()
    {
        QFETCH(QString, fen);
        QFETCH(bool, ending);
        const Position pos = fromFen(fen);
        QCOMPARE(EvalTables::endingRule(pos), ending);
        QCOMPARE(tables("simplified")->phase(pos), ending ? 0 : 24);
        QCOMPARE(tables("otter")->phase(pos), 24); // a single model ignores the rule
        const Explanation e = explain(pos, *tables("simplified"));
        QVERIFY2(
            QString::fromStdString(e.phaseNote).startsWith(ending ? "end game" : "middle game"), e.phaseNote.c_str());
    }

    // PeSTO's phase: N = B = 1, R = 2, Q = 4, capped at 24 (extra queens after promotions).
    void taperedPhase_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("phase");
        QTest::addRow("start") << QString::fromLatin1(Position::START_FEN.data()) << 24;
        QTest::addRow("kings and pawns") << "4k3/pppp4/8/8/8/8/4PPPP/4K3 w - - 0 1" << 0;
        QTest::addRow("R+N vs B") << "4kb2/8/8/8/8/5N2/8/R3K3 w - - 0 1" << 4;
        QTest::addRow("six queens and a rook (26)") << "7k/8/8/8/8/8/R7/QQQQQQ1K b - - 0 1" << 24;
    }
    void taperedPhase()
    {
        QFETCH(QString, fen);
        QFETCH(int, phase);
        QCOMPARE(tables("pesto")->phase(fromFen(fen)), phase);
    }

    // Each term is blended on its own and rounded halves away from zero, so +x and -x round to
    // opposite values (colour symmetry) and phases 0 and max are exact.
    void blendRounding()
    {
        const auto t = tables("pesto");
        QCOMPARE(t->blend(1, 0, 12), 1); // 0.5 -> 1
        QCOMPARE(t->blend(-1, 0, 12), -1); // -0.5 -> -1
        QCOMPARE(t->blend(1, 0, 11), 0); // 0.458 -> 0
        QCOMPARE(t->blend(10, -43, 9), -23); // -23.125
        QCOMPARE(t->blend(17, -3, 9), 5); // 4.5
        for (int p = 0; p <= 24; ++p)
            for (int mg : {-77, -1, 0, 5, 1025})
                for (int eg : {-50, 0, 3, 936}) {
                    QCOMPARE(t->blend(-mg, -eg, p), -t->blend(mg, eg, p));
                    const int exact24 = mg * p + eg * (24 - p);
                    QVERIFY(std::abs(24 * t->blend(mg, eg, p) - exact24) <= 12);
                }
        QCOMPARE(t->blend(123, -45, 24), 123);
        QCOMPARE(t->blend(123, -45, 0), -45);
    }

    // The breakdown of a tapered model shows the model's MG and EG entries (mirrored for Black) and
    // each piece's blended value, which is what the piece contributes.
    void explainTaperedTerms()
    {
        const auto t = tables("pesto");
        const Position pos = fromFen("3qk3/8/8/8/8/5N2/8/3Q2K1 w - - 0 1");
        const Explanation e = explain(pos, *t);
        QCOMPARE(e.phase, 9);
        QCOMPARE(int(e.pieces.size()), 5);
        const PieceTerm* knight = nullptr;
        const PieceTerm* blackKing = nullptr;
        for (const PieceTerm& term : e.pieces) {
            if (term.piece == W_KNIGHT)
                knight = &term;
            if (term.piece == B_KING)
                blackKing = &term;
        }
        QVERIFY(knight && blackKing);
        QCOMPARE(knight->square, SQ_F3);
        QCOMPARE(knight->materialMg, 337);
        QCOMPARE(knight->materialEg, 281);
        QCOMPARE(knight->positionalMg, 17);
        QCOMPARE(knight->positionalEg, -3);
        QCOMPARE(knight->material, 302);
        QCOMPARE(knight->positional, 5);
        QCOMPARE(blackKing->square, SQ_E8);
        QCOMPARE(blackKing->tableSquare, SQ_E1);
        QCOMPARE(blackKing->positionalMg, 8);
        QCOMPARE(blackKing->positionalEg, -28);
        QCOMPARE(blackKing->positional, -15);
    }

    // Invariant: the contributions add up to evaluate(), for every model and position; the side
    // sums are the sums of that side's pieces; kings are listed; the sign step is right.
    void explainAddsUp_data()
    {
        QTest::addColumn<QString>("model");
        for (const QString& m : BUILTIN)
            QTest::newRow(qPrintable(m)) << m;
    }
    void explainAddsUp()
    {
        QFETCH(QString, model);
        const auto t = tables(model);
        for (const Position& pos : samplePositions()) {
            const Explanation e = explain(pos, *t);
            SideTotals sums[COLOR_NB];
            for (const PieceTerm& term : e.pieces) {
                QCOMPARE(pos.pieceOn(term.square), term.piece);
                QCOMPARE(term.material, t->material(typeOf(term.piece), e.phase));
                QCOMPARE(term.table, t->positional(term.piece, term.square, e.phase));
                QCOMPARE(term.terms[TERM_KIND_TABLE], term.table);
                QCOMPARE(std::accumulate(term.terms.begin(), term.terms.end(), 0), term.positional);
                if (!t->hasTerms())
                    QCOMPARE(term.positional, term.table);
                sums[colorOf(term.piece)].material += term.material;
                sums[colorOf(term.piece)].positional += term.positional;
            }
            QCOMPARE(e.sideTerms.empty(), !t->hasTerms());
            for (const SideTerm& st : e.sideTerms) {
                QCOMPARE(st.side, pos.sideToMove());
                sums[st.side].side += st.value;
            }
            QCOMPARE(e.white.side, sums[WHITE].side);
            QCOMPARE(e.black.side, sums[BLACK].side);
            QCOMPARE(int(e.pieces.size()), popcount(pos.pieces()));
            QCOMPARE(e.white.material, sums[WHITE].material);
            QCOMPARE(e.white.positional, sums[WHITE].positional);
            QCOMPARE(e.black.material, sums[BLACK].material);
            QCOMPARE(e.black.positional, sums[BLACK].positional);
            QCOMPARE(e.whiteScore, e.white.total() - e.black.total());
            QCOMPARE(e.score, pos.sideToMove() == WHITE ? e.whiteScore : -e.whiteScore);
            QCOMPARE(e.score, evaluate(pos, *t));
            QCOMPARE(e.phase, t->phase(pos));
        }
    }

    // evaluate(p) == evaluate(mirror(p)) for the built-in models, which are colour-symmetric.
    void mirrorSymmetry_data() { explainAddsUp_data(); }
    void mirrorSymmetry()
    {
        QFETCH(QString, model);
        const auto t = tables(model);
        for (const Position& pos : samplePositions()) {
            const Position m = pos.mirrored();
            QCOMPARE(evaluate(m, *t), evaluate(pos, *t));
            QCOMPARE(t->phase(m), t->phase(pos));
        }
    }

    // The sums the Position keeps through doMove/undoMove equal the evaluation from scratch, after
    // every move and every undo, in games with captures, promotions, castling and en passant.
    void incrementalEqualsScratch_data() { explainAddsUp_data(); }
    void incrementalEqualsScratch()
    {
        QFETCH(QString, model);
        const auto t = tables(model);
        std::mt19937_64 rng(11);
        int checked = 0;
        for (const char* fen :
            {Position::START_FEN.data(), "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"}) {
            for (int game = 0; game < 25; ++game) {
                PawnCache cache; // the search's path: the pawn terms through the cache
                Position pos = fromFen(fen);
                pos.attachPsq(t->lanes());
                const int atStart = evaluateIncremental(pos, *t);
                QCOMPARE(atStart, evaluate(pos, *t));
                std::string mismatch; // the first position where the sums disagree
                const auto played = kdtest::playRandomGame(pos, rng, 160, [&](const Position& p) {
                    if (mismatch.empty() && evaluateIncremental(p, *t, &cache) != evaluate(p, *t))
                        mismatch = p.fen() + " after " + toUci(p.lastMove());
                    ++checked;
                });
                QVERIFY2(mismatch.empty(), mismatch.c_str());
                for (std::size_t i = 0; i < played.size(); ++i) {
                    pos.undoMove();
                    QCOMPARE(evaluateIncremental(pos, *t, &cache), evaluate(pos, *t));
                }
                QCOMPARE(evaluateIncremental(pos, *t), atStart);
                const Position mirror = pos.mirrored();
                QCOMPARE(evaluateIncremental(mirror, *t), evaluate(mirror, *t));
            }
        }
        QVERIFY(checked > 5000);
    }

    // Null moves keep the sums and only flip the sign of the side-to-move score.
    void nullMove()
    {
        const auto t = tables("pesto");
        Position pos = fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        pos.attachPsq(t->lanes());
        const int before = evaluateIncremental(pos, *t);
        QVERIFY(before != 0);
        pos.doNullMove();
        QCOMPARE(evaluateIncremental(pos, *t), -before);
        QCOMPARE(evaluate(pos, *t), -before);
        pos.undoNullMove();
        QCOMPARE(evaluateIncremental(pos, *t), before);
    }

    // Without lanes attached (perft, the GUI's own positions) no sums are kept.
    void detachedKeepsNothing()
    {
        Position pos;
        QVERIFY(pos.psqLanes() == nullptr);
        kdtest::play(pos, {"e4", "d5", "exd5"});
        QCOMPARE(pos.psqSums(), PhaseSums {});
        pos.attachPsq(tables("simplified")->lanes());
        QVERIFY(pos.psqSums() != PhaseSums {});
        pos.attachPsq(nullptr);
        QCOMPARE(pos.psqSums(), PhaseSums {});
    }
};

QTEST_GUILESS_MAIN(TestEvaluate)
#include "tst_evaluate.moc"
