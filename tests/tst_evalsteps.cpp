// The evaluation told step by step (evaluationSteps) and move by move (explainMove): the steps end at
// evaluate(), the move terms add up to the change of the evaluation for every legal move of the
// perft suite and of long random games, and the sentences say the hand-computed numbers.
#include "core/movegen.h"
#include "core/text.h"
#include "eval/evalsteps.h"
#include "support.h"

#include <QTest>

#include <algorithm>

using namespace kd;

namespace {

using kdtest::tables;

// Suite positions and every position of 30 random games of up to 300 plies.
std::vector<Position> positions()
{
    std::vector<Position> result;
    for (const PerftCase& c : kdtest::perftSuite())
        result.push_back(Position::fromFen(c.fen).value());
    std::mt19937_64 rng(11);
    for (int game = 0; game < 30; ++game) {
        Position pos;
        result.push_back(pos);
        kdtest::playRandomGame(
            pos, rng, 300, [&](const Position& p) { result.push_back(Position::fromFen(p.fen()).value()); });
    }
    return result;
}

const EvalStep* stepFor(const std::vector<EvalStep>& steps, const Explanation& e, EvalStep::Kind kind, Square s)
{
    for (const EvalStep& step : steps)
        if (step.kind == kind && step.piece >= 0 && e.pieces[std::size_t(step.piece)].square == s)
            return &step;
    return nullptr;
}

} // namespace

class TestEvalSteps : public QObject {
    Q_OBJECT

private slots:
    void numbers()
    {
        using kd::text::groupedNumber, kd::text::signedGrouped, kd::text::signedNumber;
        QCOMPARE(groupedNumber(0), std::string("0"));
        QCOMPARE(groupedNumber(999), std::string("999"));
        QCOMPARE(groupedNumber(1530), std::string("1,530"));
        QCOMPARE(groupedNumber(-21195), std::string("-21,195"));
        QCOMPARE(groupedNumber(1234567), std::string("1,234,567"));
        QCOMPARE(signedGrouped(35), std::string("+35"));
        QCOMPARE(signedGrouped(-1000), std::string("-1,000"));
        QCOMPARE(signedGrouped(0), std::string("0"));
        QCOMPARE(groupedNumber(-9223372036854775807LL - 1), std::string("-9,223,372,036,854,775,808"));
        QCOMPARE(signedNumber(1530), std::string("+1530"));
        QCOMPARE(signedNumber(-7), std::string("-7"));
        QCOMPARE(pieceWords(B_KNIGHT), std::string("Black knight"));
    }

    // After 1.e4 e5 2.Nf3 (Simplified): White's pawns 800 + (5+10+10-20+10+10+5) + 20 (e4) = 850,
    // knight b1 320-40 = 280, knight f3 320+10 = 330: 1,460 after the f3 knight.
    void sentences()
    {
        Position pos;
        kdtest::play(pos, {"e4", "e5", "Nf3"});
        const Explanation e = explain(pos, *tables("simplified"));
        const auto steps = evaluationSteps(e, StepOrder::PieceByPiece);
        const EvalStep* f3 = stepFor(steps, e, EvalStep::Piece, SQ_F3);
        QVERIFY(f3);
        QCOMPARE(f3->text,
            std::string("White knight on f3: 320 material + 10 from the knight table = 330; White total so far 1,460"));
        QCOMPARE(f3->white, 1460);
        QCOMPARE(f3->added, 330);
        const EvalStep* b1 = stepFor(steps, e, EvalStep::Piece, SQ_B1);
        QVERIFY(b1);
        QVERIFY2(b1->text.find("320 material - 40 from the knight table = 280") != std::string::npos, b1->text.c_str());
        // Black to move: the last steps subtract and negate.
        QCOMPARE(steps[steps.size() - 2].kind, EvalStep::Difference);
        QVERIFY(steps[steps.size() - 2].text.find("= +50 from White's side") != std::string::npos);
        QCOMPARE(steps.back().kind, EvalStep::SideToMove);
        QCOMPARE(steps.back().score, -50);
        QVERIFY2(steps.back().text.find("negated: -50") != std::string::npos, steps.back().text.c_str());

        const auto split = evaluationSteps(e, StepOrder::MaterialFirst);
        const EvalStep* material = stepFor(split, e, EvalStep::Material, SQ_F3);
        const EvalStep* positional = stepFor(split, e, EvalStep::Positional, SQ_F3);
        QVERIFY(material && positional);
        QCOMPARE(material->text, std::string("White knight on f3: 320 material; White material so far 1,440"));
        QCOMPARE(positional->added, 10);
        QVERIFY(material < positional);
    }

    // Stepping to the end reproduces evaluate(), in both orders, for every model; every piece is
    // added once (or once for material and once for its table) and the running totals add up.
    void stepsEndAtTheScore_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("order");
        for (const char* m : {"simplified", "otter", "pesto", "classical"}) {
            QTest::addRow("%s piece by piece", m) << m << int(StepOrder::PieceByPiece);
            QTest::addRow("%s material first", m) << m << int(StepOrder::MaterialFirst);
        }
    }
    void stepsEndAtTheScore()
    {
        QFETCH(QString, model);
        QFETCH(int, order);
        const auto t = tables(model);
        for (const Position& pos : positions()) {
            const Explanation e = explain(pos, *t);
            const auto steps = evaluationSteps(e, StepOrder(order));
            const std::size_t perPiece = order == int(StepOrder::PieceByPiece) ? 1 : 2;
            QCOMPARE(steps.size(), e.pieces.size() * perPiece + e.sideTerms.size() + 3);
            int total[COLOR_NB] = {0, 0};
            std::vector<int> seen(e.pieces.size(), 0);
            for (const EvalStep& s : steps) {
                if (s.piece >= 0) {
                    total[colorOf(e.pieces[std::size_t(s.piece)].piece)] += s.added;
                    ++seen[std::size_t(s.piece)];
                }
                if (s.kind == EvalStep::Side)
                    total[e.sideTerms[std::size_t(s.sideTerm)].side] += s.added;
                QCOMPARE(s.white, total[WHITE]);
                QCOMPARE(s.black, total[BLACK]);
            }
            for (int n : seen)
                QCOMPARE(std::size_t(n), perPiece);
            QCOMPARE(steps.back().score, evaluate(pos, *t));
            QCOMPARE(steps[steps.size() - 2].score, e.whiteScore);
        }
    }

    // Every legal move of every position: the terms add up to the change of White's score, and
    // the special moves show their terms.
    void moveTermsAddUp_data()
    {
        QTest::addColumn<QString>("model");
        for (const char* m : {"simplified", "otter", "pesto", "classical"})
            QTest::newRow(m) << m;
    }
    void moveTermsAddUp()
    {
        QFETCH(QString, model);
        const auto t = tables(model);
        int kinds[DeltaTerm::Phase + 1] = {};
        int enPassant = 0;
        for (const Position& pos : positions()) {
            const int before = whiteScore(pos, *t);
            for (const Move m : MoveList(pos)) {
                const MoveDelta d = explainMove(pos, m, *t);
                Position after = pos;
                after.doMove(m);
                QCOMPARE(d.whiteBefore, before);
                QCOMPARE(d.whiteAfter, whiteScore(after, *t));
                if (d.sum() != d.change())
                    QFAIL(qPrintable(QString("%1 %2: terms %3, change %4")
                                         .arg(QString::fromStdString(pos.fen()), QString::fromStdString(d.san))
                                         .arg(d.sum())
                                         .arg(d.change())));
                for (const DeltaTerm& x : d.terms)
                    ++kinds[x.kind];
                const bool captures = pos.pieceOn(m.to()) != NO_PIECE || m.kind() == Move::EN_PASSANT;
                QCOMPARE(std::count_if(d.terms.begin(), d.terms.end(),
                             [](const DeltaTerm& x) { return x.kind == DeltaTerm::Captured; }),
                    long(captures));
                QCOMPARE(std::count_if(d.terms.begin(), d.terms.end(),
                             [](const DeltaTerm& x) { return x.kind == DeltaTerm::CastlingRook; }),
                    long(m.kind() == Move::CASTLING));
                if (m.kind() == Move::EN_PASSANT) {
                    ++enPassant;
                    QCOMPARE(d.terms[1].from, Square(m.to() - pawnPush(pos.sideToMove())));
                }
            }
        }
        QVERIFY(kinds[DeltaTerm::Captured] > 0);
        QVERIFY(kinds[DeltaTerm::Promoted] > 0);
        QVERIFY(kinds[DeltaTerm::CastlingRook] > 0);
        QVERIFY(enPassant > 0);
        // Only a model with terms changes pieces that did not move, and the tempo.
        QCOMPARE(kinds[DeltaTerm::Affected] > 0, model == "classical");
        QCOMPARE(kinds[DeltaTerm::Tempo] > 0, model == "classical");
        if (model == "otter")
            QCOMPARE(kinds[DeltaTerm::Phase], 0); // a single-table model
        else
            QVERIFY(kinds[DeltaTerm::Phase] > 0); // simplified's ending rule, pesto's tapering
    }

    // Hand-computed (Simplified): after 1.e4 e5 2.Nf3 Nc6, 3.Nxe5 takes a pawn worth 100 + 20 on
    // e5 (Black's e5 reads White's e4) and the knight goes from f3 (+10) to e5 (+20).
    void handComputedDelta()
    {
        Position pos;
        kdtest::play(pos, {"e4", "e5", "Nf3", "Nc6"});
        const Move m = parseSan(pos, "Nxe5").value();
        const MoveDelta d = explainMove(pos, m, *tables("simplified"));
        QCOMPARE(d.san, std::string("Nxe5"));
        QCOMPARE(int(d.terms.size()), 2);
        QCOMPARE(d.terms[0].kind, DeltaTerm::Moved);
        QCOMPARE(d.terms[0].white, 10);
        QCOMPARE(d.terms[0].text, std::string("White knight f3 to e5: the knight table +10 -> +20: +10 for White"));
        QCOMPARE(d.terms[1].kind, DeltaTerm::Captured);
        QCOMPARE(d.terms[1].white, 120);
        QCOMPARE(d.terms[1].text,
            std::string("Black pawn taken on e5: 100 material + 20 from the pawn table lost: -120 for Black"));
        QCOMPARE(d.change(), 130);
    }
};

QTEST_GUILESS_MAIN(TestEvalSteps)
#include "tst_evalsteps.moc"
