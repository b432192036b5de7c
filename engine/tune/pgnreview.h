// How the players of a PGN file err: every move of every game judged against Kandinsky's search,
// counted per player. It checks that the strength levels lose as people do (README, "How the levels
// lose"), and reviews any collection of games the same way.
//
// Each position of a game's main line is searched to a node budget at full strength, with a fresh
// table per game (a position the game ended in is scored by the rules). A move's loss is the
// review's (game/review.h): the score before it at best play minus the score after it, from the
// mover's side, both clamped to +-1000 cp, never negative. Losses of at least 100, 200 and 300 cp
// are counted apart, as published studies of human games count them. A loss of 300 or more is
// "shallow" when a one-ply search with quiescence (the reply, then captures) already shows it:
// the position after the move against the position before, both searched that shallowly with an
// empty table. Those are the blunders of a player who leaves a piece en prise or walks into a
// mate in one; the others needed a deeper look to see.
#pragma once

#include "core/result.h"
#include "eval/evaluate.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace kd {

struct PlayerErrors {
    std::string name; // the White or Black tag ("?" when missing)
    int games = 0, moves = 0;
    int lost100 = 0, lost200 = 0, lost300 = 0; // moves losing at least that many centipawns
    int shallow300 = 0; // of lost300, those a one-ply search already shows
    int blunders = 0; // lichess's blunders: the mover's winning chances drop by 0.3 or more
    std::int64_t cpLoss = 0; // summed over the moves (average: cpLoss / moves)
};

struct PgnReviewOptions {
    std::shared_ptr<const EvalTables> tables; // the model to search with
    std::uint64_t nodes = 200000; // per position
    std::size_t hashMb = 16;
};

struct PgnReviewStats {
    std::vector<PlayerErrors> players; // in the order they first appear
    int games = 0; // reviewed
    int badGames = 0; // that did not read (the first ten named in problems)
    std::vector<std::string> problems;
};

// Reviews every game of a PGN file. progress (optional) gets the bytes read, the file's size and
// the totals after each game; stop (optional) ends the review after the game under way. An error
// when the file cannot be opened, or when no game of it reads (naming the first problem).
Result<PgnReviewStats> reviewPgnFile(const std::string& path, const PgnReviewOptions& options,
    const std::function<void(std::int64_t, std::int64_t, const PgnReviewStats&)>& progress = {},
    const std::atomic<bool>* stop = nullptr);

} // namespace kd
