// Random legal play, the same for the tests, the command-line measurements and the GUI's
// measurements: a uniformly drawn legal move, and a game of them. With a seeded generator the
// moves are the same on every run.
#pragma once

#include "core/movegen.h"
#include "core/position.h"

#include <vector>

namespace kd {

// A legal move of pos drawn with rng (rng() % the number of moves); Move::none() if there is none.
template <class Rng> Move randomMove(const Position& pos, Rng& rng)
{
    const MoveList moves(pos);
    return moves.empty() ? Move::none() : moves[std::size_t(rng() % moves.size())];
}

// Plays random legal moves on pos until there is none or maxPlies are played, calling
// afterMove(pos) after every move. Returns the moves played (so a caller can undo them).
template <class Rng, class AfterMove>
std::vector<Move> playRandomGame(Position& pos, Rng& rng, int maxPlies, AfterMove&& afterMove)
{
    std::vector<Move> played;
    for (int ply = 0; ply < maxPlies; ++ply) {
        const Move m = randomMove(pos, rng);
        if (!m)
            break;
        pos.doMove(m);
        played.push_back(m);
        afterMove(pos);
    }
    return played;
}

template <class Rng> std::vector<Move> playRandomGame(Position& pos, Rng& rng, int maxPlies)
{
    return playRandomGame(pos, rng, maxPlies, [](const Position&) {});
}

} // namespace kd
