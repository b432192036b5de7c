// The engine facade: one object every front end drives (the GUI's worker thread, the UCI loop, the
// command-line tools). It owns the transposition table, the evaluation model and the strength
// setting, and runs searches either on the caller's thread (search()) or on its own (go()).
//
//   Engine engine;
//   engine.go(position, limits, {.onInfo = ..., .onBestMove = ...}); // returns at once
//   engine.stop();                                                      // best move follows promptly
//   engine.wait();
//
// Callbacks run on the thread that searches. The stop flag is an std::atomic<bool> that the
// search polls at every node.
#pragma once

#include "core/position.h"
#include "eval/evaluate.h"
#include "search/search.h"
#include "search/tt.h"

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <random>
#include <thread>

namespace kd {

// Strength for people: a level from MIN_ELO to MAX_ELO limits the depth and nodes of the search
// and picks among the best few root moves with random noise that grows as the level drops, so a
// weak level prefers plausible moves and errs by degrees instead of blundering at random.
struct StrengthLevel {
    static constexpr int MIN_ELO = 800, MAX_ELO = 2400;

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

    // Settings. Changing them while a search runs waits for it to finish first.
    void setHashMb(std::size_t mb);
    std::size_t hashMb() const { return tt_.sizeMb(); }
    void setTables(std::shared_ptr<const EvalTables> tables);
    std::shared_ptr<const EvalTables> tables() const { return tables_; }
    // Full strength (the default) or a level (see StrengthLevel).
    void setFullStrength() { limitStrength_ = false; }
    void setStrength(int elo)
    {
        limitStrength_ = true;
        elo_ = elo;
    }
    bool limitsStrength() const { return limitStrength_; }
    int elo() const { return elo_; }
    void setMultiPV(int lines) { multiPV_ = std::max(1, lines); }
    void setSeed(std::uint64_t seed) { random_.seed(seed); } // for reproducible weak play in tests

    // Forgets everything learned: the transposition table and the ordering statistics.
    void newGame();

    // Searches on the calling thread and returns the move to play. position carries the game's
    // history (its states back to the start) for repetition draws. The stop flag is cleared first
    // (StopFlag::Clear), or kept (StopFlag::Keep) by a caller that queues searches and clears it
    // itself with clearStop() when it takes a request: a stop() that lands between the two then
    // ends the search at once instead of being lost.
    enum class StopFlag { Clear, Keep };
    SearchResult search(const Position& position, const SearchLimits& limits, const InfoCallback& onInfo = {},
        StopFlag flag = StopFlag::Clear);
    void clearStop() { stop_.store(false); }

    // Starts the same search on the engine's thread and returns at once. A search still running is
    // stopped first. With limits.infinite the best move is reported only after stop().
    void go(const Position& position, const SearchLimits& limits, Callbacks callbacks);
    // Asks the running search to finish; returns at once. Its best move follows within a few ms.
    void stop();
    // Blocks until the search started by go() has reported its best move.
    void wait();
    bool searching() const { return running_.load(); }

private:
    SearchResult runSearch(const Position& position, const SearchLimits& limits, const InfoCallback& onInfo);
    Move chooseWeakerMove(const SearchResult& result, const StrengthLevel& level);

    TranspositionTable tt_;
    Search search_;
    std::shared_ptr<const EvalTables> tables_;
    bool limitStrength_ = false;
    int elo_ = 1500;
    int multiPV_ = 1;
    std::mt19937_64 random_;

    std::atomic<bool> stop_ {false};
    std::atomic<bool> running_ {false};
    std::mutex stopMutex_;
    std::condition_variable stopSignal_;
    std::thread thread_;
};

} // namespace kd
