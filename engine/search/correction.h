// Correction history: how far the searches of positions with the same pawns and side to move ended
// from their static evaluation, kept as a moving average per (side, pawn structure) and added to
// the model's evaluation where the search decides with it (pruning, reductions, quiescence's
// stand-pat). The transposition table and every report keep the model's own score.
#pragma once

#include "core/bitboard.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace kd {

class CorrectionHistory {
public:
    static constexpr int SIZE = 16384; // entries per side
    static constexpr int GRAIN = 256; // an entry counts 1/GRAIN centipawn
    // At most this many centipawns either way: 128 beat 64 in self-play (README, "Search changes
    // by SPRT"). How often a correction reaches the limit was not measured.
    static constexpr int MAX_CP = 128;

    CorrectionHistory() { clear(); }
    void clear() { std::memset(entries_, 0, sizeof(entries_)); }

    // The correction, in centipawns, for the side to move `us` with these pawns.
    int correction(Color us, Bitboard whitePawns, Bitboard blackPawns) const
    {
        return entries_[us][index(whitePawns, blackPawns)] / GRAIN;
    }
    // A search of depth `depth` ended at `score` where the (corrected) static evaluation said
    // `staticEval`: the entry moves towards the difference (clamped to +-MAX_CP), by a weight
    // of depth + 1 in 256 (at most 16 in 256).
    void update(Color us, Bitboard whitePawns, Bitboard blackPawns, int staticEval, int score, int depth)
    {
        std::int32_t& e = entries_[us][index(whitePawns, blackPawns)];
        const int weight = std::clamp(depth + 1, 1, 16);
        const int diff = std::clamp(score - staticEval, -MAX_CP, MAX_CP);
        e = std::clamp((e * (256 - weight) + diff * GRAIN * weight) / 256, -MAX_CP * GRAIN, MAX_CP * GRAIN);
    }

private:
    static std::size_t index(Bitboard whitePawns, Bitboard blackPawns)
    {
        const std::uint64_t h = pawnHash(whitePawns, blackPawns);
        return std::size_t(h ^ h >> 32) & (SIZE - 1);
    }

    std::int32_t entries_[COLOR_NB][SIZE];
};

} // namespace kd
