// The engine facade: one object every front end drives (the GUI's worker thread, the UCI loop, the
// command-line tools). It owns the transposition table, the evaluation model and the strength
// setting, and runs searches either on the caller's thread (search()) or on its own (go()).
//
//   Engine engine;
//   engine.go(position, limits, {.onInfo = ..., .onBestMove = ...}); // returns at once
//   engine.stop();                                                      // best move follows promptly
//   engine.wait();
//
// Callbacks run on the engine's own thread (one per Engine, started by the first go()). A callback
// may call go() again: the new search is queued and starts once the callback returns. The stop
// flag is an std::atomic<bool> that the search polls at every node.
#pragma once

#include "book/polyglot.h"
#include "core/position.h"
#include "eval/evaluate.h"
#include "search/search.h"
#include "search/tt.h"

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

namespace kd {

// Strength for people: a level from MIN_ELO to MAX_ELO limits the depth and nodes of the search
// and picks among the best few root moves with random noise that grows as the level drops, so a
// weak level prefers plausible moves and errs by degrees instead of blundering at random.
struct StrengthLevel {
    static constexpr int MIN_ELO = 800, MAX_ELO = 2400;
    // Full strength (no level) on Stockfish 15.1's UCI_Elo scale at 10+0.1, as last measured
    // (README, "Strength"): what the GUI tells a player who turns the limit off.
    static constexpr int FULL_STRENGTH_ELO = 2500;

    int elo = MAX_ELO;
    int depth = 0; // search depth cap
    std::uint64_t nodes = 0; // node cap per move
    int candidates = 1; // root moves searched as separate lines (MultiPV)
    int noise = 0; // standard deviation, in centipawns, of the noise added to each line's score

    // The settings for an Elo level (clamped to MIN_ELO..MAX_ELO), interpolated between anchors.
    static StrengthLevel forElo(int elo);
};

class Engine {
public:
    struct Callbacks {
        std::function<void(const SearchInfo&)> onInfo; // after each completed depth, per line
        std::function<void(const SearchResult&)> onBestMove; // once per go(), last
    };

    Engine();
    ~Engine(); // stops a running search and waits for it

    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Settings. Each setter first waits for a search started by go() to finish (an infinite one
    // must be stopped first); called from a callback, where the search is over, it does not wait.
    void setHashMb(std::size_t mb);
    std::size_t hashMb() const { return tt_.sizeMb(); }
    // The model to search with. The transposition table is cleared only when the model really
    // changes (another EvalTables object); setting the same tables again keeps what was learned.
    // nullptr keeps the current model.
    void setTables(std::shared_ptr<const EvalTables> tables);
    std::shared_ptr<const EvalTables> tables() const { return tables_; }
    // Full strength (the default) or a level (see StrengthLevel).
    void setFullStrength();
    void setStrength(int elo);
    bool limitsStrength() const { return limitStrength_; }
    int elo() const { return elo_; }
    void setMultiPV(int lines);
    int multiPV() const { return multiPV_; }
    // Search threads at full strength (Lazy SMP, see Search::run); a strength level always plays
    // on one. Clamped to 1..MAX_THREADS.
    static constexpr int MAX_THREADS = 256;
    void setThreads(int threads);
    int threads() const { return int(helpers_.size()) + 1; }
    // The opening book to play from (nullptr: none). While the position is in the book, a search
    // with a clock, a fixed time, depth or nodes answers at once with a weighted random book move
    // (SearchResult::fromBook); an infinite search, "go mate" and searchmoves always search.
    void setBook(std::shared_ptr<const PolyglotBook> book);
    std::shared_ptr<const PolyglotBook> book() const { return book_; }
    void setSeed(std::uint64_t seed); // for reproducible weak play in tests
    // The search's tunable constants (search/params.h), for every thread; the defaults unless set.
    // A set with a value outside its SEARCH_PARAMS range is refused whole, with the reason
    // (invalidSearchParam()), and the constants in use stay.
    Result<void> setSearchParams(const SearchParams& params);
    const SearchParams& searchParams() const { return params_; }

    // Forgets everything learned: the transposition table and the ordering statistics.
    void newGame();

    // Searches on the calling thread and returns the move to play. position carries the game's
    // history (its states back to the start) for repetition draws. A search started by go() is
    // waited for first, as by the setters. The stop flag is cleared first (StopFlag::Clear), or
    // kept (StopFlag::Keep) by a caller that queues searches and clears it itself with clearStop()
    // when it takes a request: a stop() that lands between the two then ends the search as soon as
    // its depth 1 is done (a few milliseconds) instead of being lost.
    enum class StopFlag { Clear, Keep };
    SearchResult search(const Position& position, const SearchLimits& limits, const InfoCallback& onInfo = {},
        StopFlag flag = StopFlag::Clear);
    void clearStop() { stop_.store(false); }

    // Starts the same search on the engine's thread and returns at once. A search still running is
    // stopped first and reports its best move before the new one starts. With limits.infinite the
    // best move is reported only after stop(). Called from a callback, the new search is queued
    // and starts when the callback returns; every go() gets its onBestMove, in order (except one
    // made from a callback while the engine is being destroyed, which is ignored).
    void go(const Position& position, const SearchLimits& limits, Callbacks callbacks);
    // Asks the running search to finish; returns at once. Its best move follows within a few ms.
    void stop();
    // Blocks until every search started by go() has reported its best move. From a callback (the
    // engine's own thread) it returns at once.
    void wait();
    bool searching() const { return running_.load(); }

private:
    struct Job {
        Position position;
        SearchLimits limits;
        Callbacks callbacks;
    };
    void loop(); // the engine's thread: runs the jobs queued by go() in order
    void runJob(const Job& job);
    bool onEngineThread() const;
    SearchResult runSearch(const Position& position, const SearchLimits& limits, const InfoCallback& onInfo);
    Move chooseWeakerMove(const SearchResult& result, const StrengthLevel& level);

    TranspositionTable tt_;
    Search search_;
    SearchParams params_; // as set: a level's search runs search_ with its own for a while
    std::vector<std::unique_ptr<Search>> helpers_; // threads() - 1 helper searches on tt_
    std::shared_ptr<const PolyglotBook> book_;
    std::shared_ptr<const EvalTables> tables_;
    bool limitStrength_ = false;
    int elo_ = 1500;
    int multiPV_ = 1;
    std::mt19937_64 random_;

    std::atomic<bool> stop_ {false};
    std::atomic<bool> running_ {false}; // a job is queued or running
    std::mutex stopMutex_;
    std::condition_variable stopSignal_;

    mutable std::mutex jobMutex_; // guards the five below
    std::deque<Job> jobs_;
    bool busy_ = false; // the engine's thread is running a job
    bool quit_ = false; // the destructor runs: no new job is taken
    std::thread::id threadId_;
    std::condition_variable jobQueued_, jobsDone_;
    std::thread thread_;
};

} // namespace kd
