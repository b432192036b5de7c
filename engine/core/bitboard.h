// Bitboards: one bit per square (bit 0 = a1, bit 63 = h8), attack tables and slider attacks.
//
// Slider attacks use "fancy" magic bitboards: for each square the relevant occupancy is
// multiplied by a magic number whose top bits index a dense per-square table. The multipliers are
// embedded in bitboard.cpp; the tables are filled and every multiplier verified before main().
// Where the processor has fast PEXT and PDEP instructions (BMI2, not the AMD cores before Zen 3,
// which run them in microcode), the occupancy's relevant bits are gathered by PEXT instead, and
// each entry keeps only the attack set's bits on the slider's empty-board rays (16 bits, which
// PDEP spreads back): a quarter of the memory (210 KB instead of 840 KB), so that the tables stay
// in the processor's second-level cache beside the search's own. Building with -DKD_NO_PEXT keeps
// the multipliers and the full entries everywhere (to compare the two).
#pragma once

#include "core/types.h"

#include <bit>
#include <cassert>

#if defined(__BMI2__) && !defined(KD_NO_PEXT) && !defined(__znver1__) && !defined(__znver2__) && !defined(__bdver4__)
#define KD_USE_PEXT 1
#include <immintrin.h>
#else
#define KD_USE_PEXT 0
#endif

namespace kd {

constexpr Bitboard FILE_A_BB = 0x0101010101010101ULL;
constexpr Bitboard FILE_H_BB = FILE_A_BB << 7;
constexpr Bitboard RANK_1_BB = 0xFFULL;
constexpr Bitboard RANK_2_BB = RANK_1_BB << 8;
constexpr Bitboard RANK_3_BB = RANK_1_BB << 16;
constexpr Bitboard RANK_4_BB = RANK_1_BB << 24;
constexpr Bitboard RANK_5_BB = RANK_1_BB << 32;
constexpr Bitboard RANK_6_BB = RANK_1_BB << 40;
constexpr Bitboard RANK_7_BB = RANK_1_BB << 48;
constexpr Bitboard RANK_8_BB = RANK_1_BB << 56;
constexpr Bitboard DARK_SQUARES = 0xAA55AA55AA55AA55ULL;

constexpr Bitboard squareBB(Square s) { return Bitboard(1) << s; }
constexpr Bitboard fileBB(File f) { return FILE_A_BB << f; }
constexpr Bitboard rankBB(Rank r) { return RANK_1_BB << (8 * r); }

constexpr Bitboard operator&(Bitboard b, Square s) { return b & squareBB(s); }
constexpr Bitboard operator|(Bitboard b, Square s) { return b | squareBB(s); }
constexpr Bitboard operator^(Bitboard b, Square s) { return b ^ squareBB(s); }
constexpr Bitboard& operator|=(Bitboard& b, Square s) { return b |= squareBB(s); }
constexpr Bitboard& operator^=(Bitboard& b, Square s) { return b ^= squareBB(s); }

constexpr int popcount(Bitboard b) { return std::popcount(b); }
constexpr bool moreThanOne(Bitboard b) { return b & (b - 1); }
constexpr Square lsb(Bitboard b)
{
    assert(b);
    return Square(std::countr_zero(b));
}
constexpr Square msb(Bitboard b)
{
    assert(b);
    return Square(63 - std::countl_zero(b));
}
constexpr Square popLsb(Bitboard& b)
{
    const Square s = lsb(b);
    b &= b - 1;
    return s;
}

template <Direction D> constexpr Bitboard shift(Bitboard b)
{
    if constexpr (D == NORTH)
        return b << 8;
    else if constexpr (D == SOUTH)
        return b >> 8;
    else if constexpr (D == EAST)
        return (b & ~FILE_H_BB) << 1;
    else if constexpr (D == WEST)
        return (b & ~FILE_A_BB) >> 1;
    else if constexpr (D == NORTH_EAST)
        return (b & ~FILE_H_BB) << 9;
    else if constexpr (D == NORTH_WEST)
        return (b & ~FILE_A_BB) << 7;
    else if constexpr (D == SOUTH_EAST)
        return (b & ~FILE_H_BB) >> 7;
    else
        return (b & ~FILE_A_BB) >> 9;
}

// The squares the pawns of colour C can push to: one square ahead onto an empty square (single),
// and two from their start rank when both squares are empty (twice). Move generation and the
// evaluation's push threats both ask this.
struct PawnPushes {
    Bitboard single, twice;
};
template <Color C> constexpr PawnPushes pawnPushes(Bitboard pawns, Bitboard empty)
{
    constexpr Direction Up = C == WHITE ? NORTH : SOUTH;
    const Bitboard single = shift<Up>(pawns) & empty;
    return {single, shift<Up>(single & (C == WHITE ? RANK_3_BB : RANK_6_BB)) & empty};
}
inline PawnPushes pawnPushes(Color c, Bitboard pawns, Bitboard empty)
{
    return c == WHITE ? pawnPushes<WHITE>(pawns, empty) : pawnPushes<BLACK>(pawns, empty);
}

// Every square the pawns of colour c attack.
constexpr Bitboard pawnAttacksOf(Color c, Bitboard pawns)
{
    return c == WHITE ? shift<NORTH_EAST>(pawns) | shift<NORTH_WEST>(pawns)
                      : shift<SOUTH_EAST>(pawns) | shift<SOUTH_WEST>(pawns);
}

// A hash of a pawn structure (each side's pawns by multiplication with its own odd constant), for
// the tables kept per pawn structure: the pawn cache and the correction history.
constexpr std::uint64_t pawnHash(Bitboard whitePawns, Bitboard blackPawns)
{
    return whitePawns * 0x9E3779B97F4A7C15ULL ^ blackPawns * 0xC2B2AE3D27D4EB4FULL;
}

namespace detail {

struct Magic {
    Bitboard mask; // the squares whose occupancy matters (the rays without their last squares)
    Bitboard magic;
#if KD_USE_PEXT
    Bitboard rays; // every square the slider attacks on an empty board
    const std::uint16_t* attacks; // the attack sets, as their bits on `rays` (PEXT's order)
#else
    const Bitboard* attacks;
#endif
    unsigned shift;

    unsigned index(Bitboard occupied) const
    {
#if KD_USE_PEXT
        return unsigned(_pext_u64(occupied, mask));
#else
        return unsigned(((occupied & mask) * magic) >> shift);
#endif
    }
    Bitboard attacksFrom(Bitboard occupied) const
    {
#if KD_USE_PEXT
        return _pdep_u64(attacks[index(occupied)], rays);
#else
        return attacks[index(occupied)];
#endif
    }
};

struct Tables {
    Bitboard pawnAttacks[COLOR_NB][SQUARE_NB];
    Bitboard knight[SQUARE_NB];
    Bitboard king[SQUARE_NB];
    Bitboard between[SQUARE_NB][SQUARE_NB]; // squares strictly between, plus the second square
    Bitboard line[SQUARE_NB][SQUARE_NB]; // the whole line through both squares, or 0
    Magic bishop[SQUARE_NB];
    Magic rook[SQUARE_NB];
};

extern Tables tables;

} // namespace detail

inline Bitboard pawnAttacks(Color c, Square s) { return detail::tables.pawnAttacks[c][s]; }
inline Bitboard knightAttacks(Square s) { return detail::tables.knight[s]; }
inline Bitboard kingAttacks(Square s) { return detail::tables.king[s]; }
inline Bitboard bishopAttacks(Square s, Bitboard occupied) { return detail::tables.bishop[s].attacksFrom(occupied); }
inline Bitboard rookAttacks(Square s, Bitboard occupied) { return detail::tables.rook[s].attacksFrom(occupied); }

// The squares a knight, bishop, rook, queen or king on s attacks (0 for a pawn, whose attacks
// depend on its colour).
inline Bitboard pieceAttacks(PieceType pt, Square s, Bitboard occupied)
{
    switch (pt) {
    case KNIGHT:
        return knightAttacks(s);
    case BISHOP:
        return bishopAttacks(s, occupied);
    case ROOK:
        return rookAttacks(s, occupied);
    case QUEEN:
        return bishopAttacks(s, occupied) | rookAttacks(s, occupied);
    case KING:
        return kingAttacks(s);
    default:
        return 0;
    }
}

// Squares strictly between a and b when they share a line, plus b itself; just b otherwise.
// between(king, checker) is therefore exactly the set of squares that answer a single check.
inline Bitboard between(Square a, Square b) { return detail::tables.between[a][b]; }
// The full rank, file or diagonal through a and b (edge to edge), or 0 if they share none.
inline Bitboard line(Square a, Square b) { return detail::tables.line[a][b]; }
inline bool aligned(Square a, Square b, Square c) { return line(a, b) & c; }

// Attacks computed square by square, without tables. Used to build and to test the tables.
Bitboard slidingAttacksSlow(PieceType pt, Square s, Bitboard occupied);

} // namespace kd
