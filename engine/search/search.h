// The search: iterative deepening over a principal-variation alpha-beta search with a quiescence
// search at the leaves, driven by a transposition table, and scored by the evaluation model's
// incremental sums (evaluateIncremental(), the same numbers explain() reports).
//
// Selectivity: null-move pruning, reverse futility pruning, razoring, late-move reductions and
// pruning, futility and SEE pruning, internal iterative reductions, check extensions. Ordering: TT
// move, good captures by SEE then MVV-LVA, killers, counter move, history and continuation history,
// bad captures last. Draws by repetition, the fifty-move rule and bare kings are scored inside the
// tree; mate scores count plies from the root.
#pragma once

#include "core/position.h"
#include "eval/evaluate.h"
#include "search/params.h"
#include "search/tt.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace kd {

// What ends a search. Times are in milliseconds; -1 and 0 mean "not set".
struct SearchLimits {
    std::int64_t time[COLOR_NB] = {-1, -1}; // wtime, btime
    std::int64_t inc[COLOR_NB] = {0, 0}; // winc, binc
    int movesToGo = 0;
    std::int64_t moveTime = -1;
    int depth = 0;
    std::uint64_t nodes = 0;
    int mate = 0; // stop once a mate in this many moves is found (alone: also at depth 2 x mate + 10)
    bool infinite = false; // search until stopped (the caller waits for stop before using the move)
    std::vector<Move> searchMoves; // only these root moves (all when empty)
    std::int64_t moveOverhead = 10; // kept back from the clock for communication delays

    bool clock(Color c) const { return time[c] >= 0; }
};

// The time a search of the side `us` may spend, in milliseconds: `optimum`, the soft limit that the
// iterative deepening scales by the best move's stability (it ends after a depth past it), and
// `maximum`, the hard limit at which the search stops inside a depth. -1 means none (depth, nodes,
// infinite, or no clock for `us`).
struct TimePlan {
    std::int64_t optimum = -1, maximum = -1;
};
TimePlan planTime(const SearchLimits& limits, Color us, int legalMoves);

// After each completed depth iterative deepening stops when the time spent passes the plan's
// optimum times this factor: less time when the best move has stayed the same for several depths
// (`stableDepths` in a row), more when the score is falling (`scoreDrop`, in centipawns, the fall
// against this side's last search and against four depths ago, 2:1; none when either is unknown or
// a mate), less when from depth 8 on the best move has taken at least 93% of the root's nodes
// (`bestMoveEffort`, a share) and nothing else came close.
double softLimitFactor(int stableDepths, std::optional<double> scoreDrop, double bestMoveEffort, int depth);

// What the search reports after each completed depth, one per principal variation.
struct SearchInfo {
    int depth = 0, seldepth = 0;
    int multipv = 1; // 1-based line number
    int score = 0; // from the side to move; see isMateScore() / mateMoves()
    Bound bound = BOUND_EXACT; // lower/upper when an aspiration window failed
    std::uint64_t nodes = 0, nps = 0;
    std::int64_t timeMs = 0;
    int hashfull = 0;
    std::vector<Move> pv;
};

struct RootLine {
    Move move;
    int score = -VALUE_INFINITE;
    std::vector<Move> pv; // starts with move
};

struct SearchResult {
    Move best; // Move::none() only when the root has no legal move
    Move ponder; // the expected reply, if known
    int score = 0;
    int depth = 0; // last completed depth
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    // The best multiPV lines, best first: the last completed depth's, except that a depth stopped
    // part way sorts in the scores it had reached (each root move by its latest score).
    std::vector<RootLine> lines;
    bool fromBook = false; // best is an opening-book move, played without a search (Engine::setBook)
};

using InfoCallback = std::function<void(const SearchInfo&)>;

class Search {
public:
    explicit Search(TranspositionTable& tt);
    ~Search();
    Search(const Search&) = delete;
    Search& operator=(const Search&) = delete;

    // Forgets move-ordering statistics (a new game).
    void clearHistory();

    // The tunable constants (search/params.h) the next searches use; the defaults unless set.
    void setParams(const SearchParams& params);
    const SearchParams& params() const;

    // Searches root (whose state history counts for repetitions) until a limit is reached or stop
    // becomes true (polled at every node). Blocks; onInfo is called from this thread.
    //
    // helpers (Lazy SMP): other Search objects on the same table, each run on a thread of its own
    // for as long as this search runs; their nodes count in the reports and the result, but a
    // node limit counts this search's nodes only. A helper must not be in use elsewhere.
    SearchResult run(const Position& root, std::shared_ptr<const EvalTables> tables, const SearchLimits& limits,
        int multiPV, const std::atomic<bool>& stop, const InfoCallback& onInfo,
        const std::vector<Search*>& helpers = {});

private:
    friend int quiescenceScore(const Position& pos, std::shared_ptr<const EvalTables> tables);
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// The quiescence search of pos alone (no full-width ply): captures, promotions and check evasions
// until the position is quiet, with the search's own qsearch and the model's tables, from the side
// to move. A position's "quiet estimate": what its static score becomes once the pending exchanges
// are played out. Deterministic; it uses a small table of its own (one per thread).
int quiescenceScore(const Position& pos, std::shared_ptr<const EvalTables> tables);

} // namespace kd
