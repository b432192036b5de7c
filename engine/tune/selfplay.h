// Training data for the tuner (tuner.h): quiet positions labelled with the result of the game they
// come from, as EPD lines `FEN c9 "1-0";`, made from Kandinsky's own games (selfplay) or from any
// PGN (extraction).
//
// A position is kept when it is quiet: the side to move is not in check, and the quiescence search
// (search.h, quiescenceScore) returns exactly the static evaluation, so no capture, promotion or
// evasion changes the score (a mate score is never quiet). Positions are kept once (by Zobrist key,
// across all the games of a run), games without a result are skipped, and the first `skipPlies`
// plies of each game (counted from the game's start, after the opening position of selfplay) are
// not used, because they are the opening book's choices rather than the engine's.
#pragma once

#include "core/position.h"
#include "core/result.h"
#include "eval/evaluate.h"
#include "game/pgn.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

namespace kd {

// Whether pos is quiet for the tuner (see above), with the model `tables`.
bool isQuietPosition(const Position& pos, const std::shared_ptr<const EvalTables>& tables);

// `FEN c9 "1-0";` for White's result 1, 0.5 or 0.
std::string epdLine(const Position& pos, double whiteResult);

struct ExtractStats {
    int games = 0; // games read
    int gamesUsed = 0; // with a result
    std::int64_t positions = 0; // positions written
    std::int64_t notQuiet = 0, duplicates = 0, skipped = 0; // positions left out, by reason
    int badGames = 0; // games that did not read (extractPgnFile)
    std::vector<std::string> problems; // their errors, "games.pgn: line 12: illegal move ..." (the first ten)
};

// Turns games into EPD lines, remembering the positions already kept.
class PositionExtractor {
public:
    PositionExtractor(std::shared_ptr<const EvalTables> tables, int skipPlies);
    // The lines kept from the game's main line (empty for a game without a result).
    std::vector<std::string> addGame(const PgnGame& game);
    const ExtractStats& stats() const { return stats_; }

private:
    std::shared_ptr<const EvalTables> tables_;
    int skipPlies_;
    std::unordered_set<std::uint64_t> seen_;
    ExtractStats stats_;
};

// Reads a PGN file game by game (never whole, so a large database streams through) and writes the
// kept positions to `out`. A game that does not read (an illegal move, a broken tag) is skipped and
// counted in stats.badGames, its error with the file's line number kept in stats.problems (the first
// ten); the file is refused only when it cannot be opened or no game in it reads. `progress` (may
// be empty) is called after each game with the bytes read so far and the file's size; `stop` ends
// it after the current game.
Result<ExtractStats> extractPgnFile(const std::string& path, std::ostream& out,
    std::shared_ptr<const EvalTables> tables, int skipPlies,
    const std::function<void(std::int64_t done, std::int64_t total, const ExtractStats&)>& progress = {},
    const std::atomic<bool>* stop = nullptr);

struct SelfplayConfig {
    int games = 100;
    std::uint64_t nodes = 5000; // per move
    EvalModel model; // both sides play with it
    std::vector<std::string>
        openings; // FENs in turn, each played twice with colours swapped; start position when empty
    int concurrency = 1;
    int skipPlies = 8;
    std::size_t hashMb = 16; // per game
    std::uint64_t seed = 1; // varies the node budget of each move (selfplayNodes)
};

// The node budget of a move: config.nodes varied by up to +-25% by a hash of the seed, the game
// number (0-based) and the ply, so that the two games of an opening with the same colours and the
// games of later rounds differ, while a run stays reproducible.
std::uint64_t selfplayNodes(const SelfplayConfig& config, int game, int ply);

struct SelfplayStats : ExtractStats {
    int whiteWins = 0, blackWins = 0, draws = 0;
    double seconds = 0;
};

// Plays config.games games, each move searched to config.nodes nodes by Kandinsky itself (so the
// games do not depend on the machine), adjudicated by the rules only. Games are written to `pgn`
// and positions to `epd` in game order, whatever the concurrency, so a run is reproducible.
// `onGame` (may be empty) is called after each game written (from one thread at a time); `stop`
// ends the run at the next move: games not finished are dropped, what was written stays written.
Result<SelfplayStats> runSelfplay(const SelfplayConfig& config, std::ostream& pgn, std::ostream& epd,
    const std::function<void(const SelfplayStats&)>& onGame = {}, const std::atomic<bool>* stop = nullptr);

} // namespace kd
