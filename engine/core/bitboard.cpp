#include "core/bitboard.h"

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace kd {

namespace detail {
Tables tables;
}

namespace {
using detail::Magic;
using detail::Tables;

bool onBoard(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

Bitboard stepAttacks(Square s, const int (*steps)[2], int count)
{
    Bitboard b = 0;
    for (int i = 0; i < count; ++i) {
        const int f = fileOf(s) + steps[i][0], r = rankOf(s) + steps[i][1];
        if (onBoard(f, r))
            b |= makeSquare(File(f), Rank(r));
    }
    return b;
}

// Attack table storage for all squares: 5248 bishop and 102400 rook entries.
#if KD_USE_PEXT
using AttackEntry = std::uint16_t; // the attack set's bits on the slider's rays
#else
using AttackEntry = Bitboard;
#endif
static_assert(sizeof(AttackEntry) * 8 >= 14); // a rook attacks at most 14 squares
AttackEntry bishopTable[0x1480];
AttackEntry rookTable[0x19000];

// Magic multipliers, found once by a random search over sparse 64-bit numbers (this project's
// own run). Any multiplier that maps every occupancy of a square's mask without a harmful
// collision works; initMagics() verifies each one as it fills the tables.
constexpr Bitboard BISHOP_MAGICS[SQUARE_NB] = {
    0x0004840084110201ULL,
    0x0002080800A08600ULL,
    0x6204183081011000ULL,
    0x200809DB00008060ULL,
    0xE002021090212042ULL,
    0x0231012110000811ULL,
    0x0040480804100800ULL,
    0x8100110808048400ULL,
    0x0481612094011840ULL,
    0x00061448422400A8ULL,
    0x0020100440882100ULL,
    0x400A041042058000ULL,
    0x0009040420001020ULL,
    0x50000082A0200188ULL,
    0x0008440082082008ULL,
    0x0064003401280804ULL,
    0x001244C010510900ULL,
    0x2004044810240048ULL,
    0x0790108104098490ULL,
    0x0008002082014000ULL,
    0x3066000400941015ULL,
    0x4604088201040200ULL,
    0x042A040C01040250ULL,
    0x00A20000410C4D01ULL,
    0x0020090284080840ULL,
    0x2012300208100082ULL,
    0x40041A0004012400ULL,
    0xA044040200401080ULL,
    0x0022840002822000ULL,
    0x0C9001000A104204ULL,
    0x004801003200A200ULL,
    0x0001004000320800ULL,
    0x0490096041881A40ULL,
    0x0041241000600140ULL,
    0x80208404411009C0ULL,
    0x10BA008020020201ULL,
    0x42290802204E0200ULL,
    0x0020180084004045ULL,
    0x0001880A08008204ULL,
    0x9004008020008C00ULL,
    0x0008010808062140ULL,
    0x80E104222020C240ULL,
    0x2820404020881004ULL,
    0x0001202018000900ULL,
    0x008AB00250100200ULL,
    0x03A0200245800440ULL,
    0x00040480821C4400ULL,
    0x040A148200940204ULL,
    0x0000880410058062ULL,
    0x2000288804100010ULL,
    0x0004504200D00002ULL,
    0x82D180820A020001ULL,
    0x0004000803040008ULL,
    0x8224091010008440ULL,
    0x0140108202004810ULL,
    0x0108024802002410ULL,
    0x0002402C04024000ULL,
    0x010100208A082020ULL,
    0xA800010E00841100ULL,
    0x0010008300840400ULL,
    0x8888A40A20120482ULL,
    0x1024004084080088ULL,
    0x0301060404040400ULL,
    0x8124201084018084ULL,
};
constexpr Bitboard ROOK_MAGICS[SQUARE_NB] = {
    0x08800018C0036080ULL,
    0x0200220010408100ULL,
    0x9080200010000880ULL,
    0x0080080080100006ULL,
    0x0100080004110002ULL,
    0x0200100401080200ULL,
    0x4A00008104080200ULL,
    0x0200040820804502ULL,
    0x210680044000882AULL,
    0x8104401000200043ULL,
    0x0005004104200010ULL,
    0x2050800800100081ULL,
    0x2400800800800400ULL,
    0x0102001005020088ULL,
    0x000A801200800100ULL,
    0x1862800880204100ULL,
    0x0080044004200051ULL,
    0x0010004040102000ULL,
    0x0004820024104200ULL,
    0x5000210010010008ULL,
    0x4004808008000400ULL,
    0x0042008080020400ULL,
    0x8482008080010002ULL,
    0x02610A0004004881ULL,
    0x100040128001E080ULL,
    0x8200400100209100ULL,
    0x0020001010020400ULL,
    0x2040090100201002ULL,
    0x2004008080040800ULL,
    0x0000020080040080ULL,
    0x8060020400081001ULL,
    0x0000040200108051ULL,
    0x80C00080C58000ACULL,
    0x8040201000400042ULL,
    0x1383200082801000ULL,
    0x0200402012000A00ULL,
    0x8004110005000800ULL,
    0x1504040080800200ULL,
    0x1302000482000148ULL,
    0x0210801440802500ULL,
    0x9000400080218001ULL,
    0x0010004020004000ULL,
    0x0000200010008080ULL,
    0x4140081001010020ULL,
    0x0000040008008080ULL,
    0x0504040002008080ULL,
    0x2009001200050004ULL,
    0x0040004C30820001ULL,
    0x00108009A8400280ULL,
    0x4000822000400280ULL,
    0x2020048420100080ULL,
    0x0440980050008180ULL,
    0x1008020804008080ULL,
    0x0204020004008080ULL,
    0x4020218208100400ULL,
    0x8000440100408200ULL,
    0x0008482200110082ULL,
    0x00808040010C1021ULL,
    0x800268A080120042ULL,
    0x8043012004981001ULL,
    0x4002000408201002ULL,
    0x0002004190040802ULL,
    0x0000808110020804ULL,
    0x0000002100804402ULL,
};

void initMagics(PieceType pt, const Bitboard* multipliers, Magic* magics, AttackEntry* table)
{
    AttackEntry* next = table;
    for (Square s = SQ_A1; s <= SQ_H8; ++s) {
        // Edge squares never change the attack set unless the slider stands on that edge.
        const Bitboard edges
            = ((RANK_1_BB | RANK_8_BB) & ~rankBB(rankOf(s))) | ((FILE_A_BB | FILE_H_BB) & ~fileBB(fileOf(s)));
        Magic& m = magics[s];
        const Bitboard rays = slidingAttacksSlow(pt, s, 0);
        m.mask = rays & ~edges;
#if KD_USE_PEXT
        m.rays = rays;
#endif
        m.magic = multipliers[s];
        m.shift = unsigned(64 - popcount(m.mask));
        m.attacks = next;

        // Every subset of the mask (carry-rippler enumeration) goes to its slot; two occupancies
        // may share a slot only when their attack sets are equal.
        const std::size_t size = std::size_t(1) << popcount(m.mask);
        std::vector<bool> filled(size);
        Bitboard b = 0;
        do {
#if KD_USE_PEXT
            const auto attacks = AttackEntry(_pext_u64(slidingAttacksSlow(pt, s, b), m.rays));
#else
            const Bitboard attacks = slidingAttacksSlow(pt, s, b);
#endif
            const unsigned idx = m.index(b);
            if (filled[idx] && next[idx] != attacks) {
                std::fprintf(stderr, "kandinsky: bad magic for square %d\n", int(s));
                std::abort();
            }
            filled[idx] = true;
            next[idx] = attacks;
            b = (b - m.mask) & m.mask;
        } while (b);
        next += size;
    }
}

void init()
{
    Tables& t = detail::tables;
    static constexpr int knightSteps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static constexpr int kingSteps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    static constexpr int whitePawnSteps[2][2] = {{-1, 1}, {1, 1}};
    static constexpr int blackPawnSteps[2][2] = {{-1, -1}, {1, -1}};

    for (Square s = SQ_A1; s <= SQ_H8; ++s) {
        t.knight[s] = stepAttacks(s, knightSteps, 8);
        t.king[s] = stepAttacks(s, kingSteps, 8);
        t.pawnAttacks[WHITE][s] = stepAttacks(s, whitePawnSteps, 2);
        t.pawnAttacks[BLACK][s] = stepAttacks(s, blackPawnSteps, 2);
    }

    initMagics(BISHOP, BISHOP_MAGICS, t.bishop, bishopTable);
    initMagics(ROOK, ROOK_MAGICS, t.rook, rookTable);

    for (Square a = SQ_A1; a <= SQ_H8; ++a) {
        for (Square b = SQ_A1; b <= SQ_H8; ++b) {
            t.between[a][b] = squareBB(b);
            t.line[a][b] = 0;
            if (a == b)
                continue;
            for (PieceType pt : {BISHOP, ROOK}) {
                if (slidingAttacksSlow(pt, a, 0) & b) {
                    t.line[a][b] = (slidingAttacksSlow(pt, a, 0) & slidingAttacksSlow(pt, b, 0)) | a | b;
                    t.between[a][b] |= slidingAttacksSlow(pt, a, squareBB(b)) & slidingAttacksSlow(pt, b, squareBB(a));
                }
            }
        }
    }
}

// Tables are filled before main() runs; nothing in the library uses them during static init.
const struct Initializer {
    Initializer() { init(); }
} initializer;

} // namespace

Bitboard slidingAttacksSlow(PieceType pt, Square s, Bitboard occupied)
{
    static constexpr int rookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static constexpr int bishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    Bitboard result = 0;
    for (int d = 0; d < 4; ++d) {
        const int df = pt == ROOK ? rookDirs[d][0] : bishopDirs[d][0];
        const int dr = pt == ROOK ? rookDirs[d][1] : bishopDirs[d][1];
        for (int f = fileOf(s) + df, r = rankOf(s) + dr; onBoard(f, r); f += df, r += dr) {
            const Square to = makeSquare(File(f), Rank(r));
            result |= to;
            if (occupied & to)
                break;
        }
    }
    return result;
}

} // namespace kd
