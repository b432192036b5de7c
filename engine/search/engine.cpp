#include "search/engine.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace kd {

namespace {

// Anchors of the strength scale: Elo, depth cap, node cap, root lines, noise (cp). From 1400 up,
// each is the setting that scored an even match against Stockfish 15.1 at that UCI_Elo, at the
// GUI's default 5+3 (Stockfish capped at the depth where its level picks its move); below, each
// is measured against the level above it and against Stockfish at 1350, its lowest level (README,
// "Strength levels"). A level's depth cap makes steps of 150-300 Elo a ply; its noise and root
// lines move it within a step. Levels between anchors are interpolated. Up to 2100 the depth cap
// binds before the node cap, so a search or evaluation change that makes each ply stronger moves
// these levels: measure them again after every such change (the Stockfish-labelled weights moved
// 1600 up by about 80, 2000 by about 105 and 2100 by about 115, and 1600, 2000 and 2100 came down
// a ply each; singular extensions once moved 1800 up by 300). From 2200 up the node cap binds:
// a faster search or a better evaluation moves them too (2200 gained about 110 Elo between two
// calibrations and its cap came down from 1,000,000 nodes to 400,000; 2400's from 4,000,000 to
// 2,500,000 and, after the correction histories, to 1,250,000). Stockfish's scale is uneven from
// Kandinsky's side: the setting of 2100 scores about 47% against Stockfish 2100 and 10% against
// Stockfish 2200, which is why each label is measured against Stockfish at that label. The
// shallower search of the moves after one that raised alpha (SearchParams::alphaRaiseReduction,
// +8 Elo at full strength) came after the last calibration and made 2000 search too little
// against 1900 and 2200 too much against 2100: the levels search without it (runSearch) until
// they are measured again with it. The same holds for the quiet checks late-move pruning keeps at
// PV nodes (SearchParams::pvQuietChecks): every root line of a level is a PV, so at its shallow
// depths they let 1400 and 1500 see far more (+170 to +190 Elo against Stockfish at their labels,
// 2026-12-06); the levels search without them too, and without the malus of a quiet move refuted
// as its parent's first try (SearchParams::earlyRefutation) and ProbCut (SearchParams::probCut),
// which came after them.
struct Anchor {
    int elo, depth;
    double nodes;
    int candidates, noise;
};
constexpr std::array<Anchor, 10> ANCHORS {{
    {800, 1, 400, 8, 240},
    {1000, 3, 1800, 6, 145},
    {1200, 4, 3800, 6, 95},
    {1400, 5, 5800, 5, 72},
    {1600, 5, 12400, 4, 40},
    {1800, 7, 52000, 4, 40},
    {2000, 9, 57891, 4, 15},
    {2100, 11, 81240, 4, 7},
    {2200, 18, 400000, 3, 3},
    {2400, 30, 1250000, 1, 0},
}};

} // namespace

StrengthLevel StrengthLevel::forElo(int elo)
{
    elo = std::clamp(elo, MIN_ELO, MAX_ELO);
    std::size_t i = 0;
    while (i + 2 < ANCHORS.size() && ANCHORS[i + 1].elo <= elo)
        ++i;
    const Anchor& a = ANCHORS[i];
    const Anchor& b = ANCHORS[i + 1];
    const double t = std::clamp(double(elo - a.elo) / double(b.elo - a.elo), 0.0, 1.0);
    StrengthLevel level;
    level.elo = elo;
    // The depth cap rounds down: a level between two anchors plays at the lower anchor's depth
    // until the next whole ply is reached, and its other settings move it towards the upper one.
    // (Rounding to nearest gave 1500 and 1700 their upper anchor's depth and with it about 140
    // and 270 Elo more than their labels against Stockfish at the same UCI_Elo.)
    level.depth = a.depth + int(std::floor(t * double(b.depth - a.depth) + 1e-9));
    level.nodes = std::uint64_t(std::llround(a.nodes * std::pow(b.nodes / a.nodes, t))); // geometric
    level.candidates = int(std::lround(a.candidates + t * (b.candidates - a.candidates)));
    level.noise = int(std::lround(a.noise + t * (b.noise - a.noise)));
    return level;
}

Engine::Engine() : search_(tt_), tables_(EvalTables::builtin(DEFAULT_MODEL)), random_(std::random_device {}()) { }

Engine::~Engine()
{
    {
        std::lock_guard lock(jobMutex_);
        quit_ = true;
    }
    stop();
    jobQueued_.notify_all();
    if (thread_.joinable())
        thread_.join();
}

bool Engine::onEngineThread() const
{
    std::lock_guard lock(jobMutex_);
    return threadId_ == std::this_thread::get_id();
}

void Engine::setHashMb(std::size_t mb)
{
    wait();
    tt_.resize(mb);
}

void Engine::setTables(std::shared_ptr<const EvalTables> tables)
{
    wait();
    if (!tables || tables == tables_)
        return; // the same model: what the table learned still holds
    tables_ = std::move(tables);
    tt_.clear(); // scores of another model are not this model's
}

void Engine::setFullStrength()
{
    wait();
    limitStrength_ = false;
}

void Engine::setStrength(int elo)
{
    wait();
    limitStrength_ = true;
    elo_ = elo;
}

void Engine::setMultiPV(int lines)
{
    wait();
    multiPV_ = std::max(1, lines);
}

void Engine::setThreads(int threads)
{
    wait();
    threads = std::clamp(threads, 1, MAX_THREADS);
    while (int(helpers_.size()) > threads - 1)
        helpers_.pop_back();
    while (int(helpers_.size()) < threads - 1) {
        helpers_.push_back(std::make_unique<Search>(tt_));
        helpers_.back()->setParams(params_);
    }
}

Result<void> Engine::setSearchParams(const SearchParams& params)
{
    if (std::string why = invalidSearchParam(params); !why.empty())
        return Error {"search parameters refused: " + why};
    wait();
    params_ = params;
    search_.setParams(params);
    for (auto& helper : helpers_)
        helper->setParams(params);
    return {};
}

void Engine::setBook(std::shared_ptr<const PolyglotBook> book)
{
    wait();
    book_ = std::move(book);
}

void Engine::setSeed(std::uint64_t seed)
{
    wait();
    random_.seed(seed);
}

void Engine::newGame()
{
    wait();
    tt_.clear();
    search_.clearHistory();
    for (auto& helper : helpers_)
        helper->clearHistory();
}

SearchResult Engine::search(
    const Position& position, const SearchLimits& limits, const InfoCallback& onInfo, StopFlag flag)
{
    wait();
    if (flag == StopFlag::Clear)
        stop_ = false;
    return runSearch(position, limits, onInfo);
}

SearchResult Engine::runSearch(const Position& position, const SearchLimits& limits, const InfoCallback& onInfo)
{
    if (book_ && !limits.infinite && limits.mate == 0 && limits.searchMoves.empty()) {
        if (const Move m = book_->pick(position, random_)) {
            SearchResult result;
            result.best = m;
            result.fromBook = true;
            result.lines.push_back(RootLine {m, 0, {m}});
            return result;
        }
    }
    if (!limitStrength_) {
        std::vector<Search*> helpers;
        for (auto& helper : helpers_)
            helpers.push_back(helper.get());
        return search_.run(position, tables_, limits, multiPV_, stop_, onInfo, helpers);
    }

    const StrengthLevel level = StrengthLevel::forElo(elo_);
    SearchLimits capped = limits;
    capped.depth = capped.depth > 0 ? std::min(capped.depth, level.depth) : level.depth;
    capped.nodes = capped.nodes > 0 ? std::min(capped.nodes, level.nodes) : level.nodes;
    // Report only the lines the caller asked for; the extra ones are the level's candidates.
    const int shown = multiPV_;
    InfoCallback filtered;
    if (onInfo)
        filtered = [&](const SearchInfo& info) {
            if (info.multipv <= shown)
                onInfo(info);
        };
    // The levels search as they were calibrated: without the shallower search of the moves after
    // one that raised alpha, the quiet checks kept at PV nodes, the malus of an early refuted quiet
    // move and ProbCut, which came later and move every level (README, "Strength levels").
    SearchParams calibrated = params_;
    calibrated.alphaRaiseReduction = 0;
    calibrated.pvQuietChecks = false;
    calibrated.earlyRefutation = false;
    calibrated.probCut = false;
    search_.setParams(calibrated);
    SearchResult result = search_.run(position, tables_, capped, std::max(multiPV_, level.candidates), stop_, filtered);
    search_.setParams(params_);
    const Move chosen = chooseWeakerMove(result, level);
    if (chosen != result.best) {
        const auto line = std::find_if(
            result.lines.begin(), result.lines.end(), [chosen](const RootLine& l) { return l.move == chosen; });
        result.best = chosen;
        result.score = line->score;
        result.ponder = line->pv.size() > 1 ? line->pv[1] : Move::none();
    }
    return result;
}

Move Engine::chooseWeakerMove(const SearchResult& result, const StrengthLevel& level)
{
    if (result.lines.size() < 2 || level.noise == 0)
        return result.best;
    // Never trade a mate for noise: a forced mate found is played, and a line that walks into a
    // mate is not chosen.
    if (result.lines.front().score >= VALUE_MATE_IN_MAX_PLY)
        return result.best;
    std::normal_distribution<double> noise(0.0, double(level.noise));
    Move chosen = result.best;
    double bestValue = -1e9;
    for (const RootLine& line : result.lines) {
        if (line.score <= -VALUE_MATE_IN_MAX_PLY)
            continue;
        const double value = double(line.score) + noise(random_);
        if (value > bestValue) {
            bestValue = value;
            chosen = line.move;
        }
    }
    return chosen;
}

void Engine::go(const Position& position, const SearchLimits& limits, Callbacks callbacks)
{
    if (!onEngineThread()) {
        stop();
        wait();
    }
    std::lock_guard lock(jobMutex_);
    if (quit_)
        return; // the destructor runs: a callback's new search is not started
    stop_ = false;
    jobs_.push_back(Job {position, limits, std::move(callbacks)});
    running_ = true;
    if (!thread_.joinable()) {
        thread_ = std::thread([this] { loop(); });
        threadId_ = thread_.get_id();
    }
    jobQueued_.notify_one();
}

void Engine::loop()
{
    std::unique_lock lock(jobMutex_);
    while (true) {
        jobQueued_.wait(lock, [this] { return quit_ || !jobs_.empty(); });
        if (jobs_.empty())
            return; // quit_, and nothing left to answer
        const Job job = std::move(jobs_.front());
        jobs_.pop_front();
        busy_ = true;
        lock.unlock();
        runJob(job);
        lock.lock();
        busy_ = false;
        if (jobs_.empty()) {
            running_ = false;
            jobsDone_.notify_all();
        }
    }
}

void Engine::runJob(const Job& job)
{
    SearchResult result = runSearch(job.position, job.limits, job.callbacks.onInfo);
    if (job.limits.infinite) {
        std::unique_lock lock(stopMutex_);
        stopSignal_.wait(lock, [this] { return stop_.load(); });
    }
    if (job.callbacks.onBestMove)
        job.callbacks.onBestMove(result); // may call go(): the job is queued behind this one
}

void Engine::stop()
{
    {
        std::lock_guard lock(stopMutex_);
        stop_.store(true, std::memory_order_relaxed);
    }
    stopSignal_.notify_all();
}

void Engine::wait()
{
    std::unique_lock lock(jobMutex_);
    if (threadId_ == std::this_thread::get_id())
        return; // a callback waiting for its own search would wait for ever
    jobsDone_.wait(lock, [this] { return !busy_ && jobs_.empty(); });
}

} // namespace kd
