// Piece-square sums that the Position keeps up to date as pieces are placed, moved and removed
// (seed 004 keeps its PSQT sums in the board state the same way).
//
// A piece's value depends on the game phase (tapered models blend a middle-game and an end-game
// value), and it is rounded to whole centipawns per piece so that the per-piece breakdown adds up to
// the score exactly. The Position therefore keeps one sum per phase: lane p holds White's total
// minus Black's total with every piece valued at phase p. Adding a piece adds its vector of values,
// a handful of SIMD additions; the evaluation reads the lane of the current phase.
//
// Range: with model numbers inside MODEL_MATERIAL_MAX and MODEL_TABLE_MAX (core/types.h) a piece's
// value is at most 22,000 in size and a lane at most 32 x 22,000 = 704,000: 32 bits hold it with room.
#pragma once

#include "core/types.h"

#include <cstdint>

namespace kd {

inline constexpr int PHASE_LANES = 32; // phases 0..31; a model's phase range must fit

struct alignas(64) PhaseSums {
    std::int32_t lane[PHASE_LANES] = {};

    void add(const PhaseSums& o)
    {
        for (int i = 0; i < PHASE_LANES; ++i)
            lane[i] += o.lane[i];
    }
    void sub(const PhaseSums& o)
    {
        for (int i = 0; i < PHASE_LANES; ++i)
            lane[i] -= o.lane[i];
    }
    // this += a - b, for a piece moving from one square to another.
    void addSub(const PhaseSums& a, const PhaseSums& b)
    {
        for (int i = 0; i < PHASE_LANES; ++i)
            lane[i] += a.lane[i] - b.lane[i];
    }
    bool operator==(const PhaseSums&) const = default;
};

// For every piece and square, the signed value of that piece there (White positive) at every phase.
struct PsqLanes {
    PhaseSums of[PIECE_NB][SQUARE_NB];
};

} // namespace kd
