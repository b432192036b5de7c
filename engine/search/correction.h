// Correction history: how far the searches of positions with something in common (the same pawns,
// the same places of one side's other pieces, or the same last two moves) and the same side to move ended from their
// static evaluation, kept as a moving average per (side, key) and added to the model's evaluation where the search
// decides with it (pruning, reductions, quiescence's stand-pat). The transposition table and every report keep the
// model's own score.
#pragma once

#include "core/position.h"

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

    // The correction, in centipawns, for the side to move `us` in positions with this key.
    int correction(Color us, std::uint64_t key) const { return entries_[us][index(key)] / GRAIN; }
    // Asks for the entry's cache line early, so that the load overlaps the evaluation.
    void prefetch(Color us, std::uint64_t key) const { __builtin_prefetch(&entries_[us][index(key)]); }
    // A search of depth `depth` ended at `score` where the (corrected) static evaluation said
    // `staticEval`: the entry moves towards the difference (clamped to +-MAX_CP), by a weight
    // of depth + 1 in 256 (at most 16 in 256).
    void update(Color us, std::uint64_t key, int staticEval, int score, int depth)
    {
        std::int32_t& e = entries_[us][index(key)];
        const int weight = std::clamp(depth + 1, 1, 16);
        const int diff = std::clamp(score - staticEval, -MAX_CP, MAX_CP);
        e = std::clamp((e * (256 - weight) + diff * GRAIN * weight) / 256, -MAX_CP * GRAIN, MAX_CP * GRAIN);
    }

private:
    static std::size_t index(std::uint64_t h) { return std::size_t(h ^ h >> 32) & (SIZE - 1); }

    std::int32_t entries_[COLOR_NB][SIZE];
};

// The keys: both sides' pawns, where one side's pieces other than pawns stand, and the last two moves.
inline std::uint64_t pawnKey(const Position& pos) { return pawnHash(pos.pieces(WHITE, PAWN), pos.pieces(BLACK, PAWN)); }
inline std::uint64_t nonPawnKey(const Position& pos, Color c)
{
    std::uint64_t h = pos.pieces(c, KNIGHT) * 0x9E3779B97F4A7C15ULL ^ pos.pieces(c, BISHOP) * 0xC2B2AE3D27D4EB4FULL
        ^ pos.pieces(c, ROOK) * 0x165667B19E3779F9ULL ^ pos.pieces(c, QUEEN) * 0xD6E8FEB86659FD93ULL
        ^ pos.pieces(c, KING) * 0xFF51AFD7ED558CCDULL;
    h = (h ^ h >> 31) * 0xBF58476D1CE4E5B9ULL;
    return h ^ h >> 29;
}

// The key of the last two moves: the piece each moved (NO_PIECE for none or a null move) and
// its target square, the last move's first.
inline std::uint64_t movesKey(Piece lastMoved, Square lastTo, Piece beforeMoved, Square beforeTo)
{
    const std::uint64_t k
        = (std::uint64_t(lastMoved) * 64 + lastTo) * 1024 + std::uint64_t(beforeMoved) * 64 + beforeTo;
    const std::uint64_t h = (k + 1) * 0x9E3779B97F4A7C15ULL;
    return h ^ h >> 29;
}

} // namespace kd
