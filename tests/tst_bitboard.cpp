// Attack tables: magic lookups against attacks computed ray by ray.
#include "core/bitboard.h"

#include <QTest>

#include <random>

using namespace kd;

class TestBitboard : public QObject {
    Q_OBJECT

private slots:
    void sliderAttacksMatchRayWalk()
    {
        std::mt19937_64 rng(20261122);
        for (int i = 0; i < 20000; ++i) {
            const Bitboard occupied = rng() & rng(); // about a quarter of the squares
            const Square s = Square(rng() % 64);
            QCOMPARE(bishopAttacks(s, occupied), slidingAttacksSlow(BISHOP, s, occupied));
            QCOMPARE(rookAttacks(s, occupied), slidingAttacksSlow(ROOK, s, occupied));
        }
    }

    void leaperAttacks()
    {
        QCOMPARE(knightAttacks(SQ_A1), squareBB(SQ_B3) | SQ_C2);
        QCOMPARE(popcount(knightAttacks(SQ_E4)), 8);
        QCOMPARE(kingAttacks(SQ_H8), squareBB(SQ_G8) | SQ_G7 | SQ_H7);
        QCOMPARE(pawnAttacks(WHITE, SQ_A2), squareBB(SQ_B3));
        QCOMPARE(pawnAttacks(BLACK, SQ_E5), squareBB(SQ_D4) | SQ_F4);
    }

    void betweenAndLine()
    {
        QCOMPARE(between(SQ_A1, SQ_D4), squareBB(SQ_B2) | SQ_C3 | SQ_D4);
        QCOMPARE(between(SQ_E1, SQ_E2), squareBB(SQ_E2));
        QCOMPARE(between(SQ_A1, SQ_B3), squareBB(SQ_B3)); // not aligned: only the second square
        QCOMPARE(line(SQ_C3, SQ_E5), line(SQ_A1, SQ_H8));
        QCOMPARE(line(SQ_A1, SQ_B3), Bitboard(0));
        QVERIFY(aligned(SQ_A1, SQ_C3, SQ_H8));
        QVERIFY(!aligned(SQ_A1, SQ_C3, SQ_H7));
    }
};

QTEST_GUILESS_MAIN(TestBitboard)
#include "tst_bitboard.moc"
