#include "search/latency.h"

#include "search/bench.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <random>
#include <thread>

namespace kd {

LatencyResult measureStopLatency(Engine& engine, int runs)
{
    using Clock = std::chrono::steady_clock;
    LatencyResult result;
    const auto& fens = benchPositions();
    std::mt19937 random(7);
    for (int i = 0; i < std::max(1, runs); ++i) {
        const Position pos = Position::fromFen(fens[std::size_t(i) % fens.size()]).value();
        SearchLimits limits;
        limits.infinite = true;
        std::atomic<Clock::rep> arrived {0};
        engine.go(pos, limits, {{}, [&](const SearchResult&) { arrived = Clock::now().time_since_epoch().count(); }});
        std::this_thread::sleep_for(std::chrono::milliseconds(20 + random() % 200));
        const auto stopped = Clock::now();
        engine.stop();
        engine.wait();
        const Clock::duration delay = Clock::duration(arrived.load()) - stopped.time_since_epoch();
        result.micros.push_back(std::chrono::duration<double, std::micro>(delay).count());
    }
    std::sort(result.micros.begin(), result.micros.end());
    return result;
}

} // namespace kd
