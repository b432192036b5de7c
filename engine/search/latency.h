// Stop latency (kandinsky-cli latency): searches started with go(infinite) on the bench positions
// are stopped after a varying delay (20 to 220 ms); the time from stop() to the best-move callback
// is what a GUI waits for.
#pragma once

#include "search/engine.h"

#include <algorithm>
#include <vector>

namespace kd {

struct LatencyResult {
    std::vector<double> micros; // one per run, sorted
    double median() const { return micros.empty() ? 0 : micros[micros.size() / 2]; }
    double p95() const { return micros.empty() ? 0 : micros[std::min(micros.size() - 1, micros.size() * 95 / 100)]; }
    double max() const { return micros.empty() ? 0 : micros.back(); }
};

// runs searches (at least 1) with the engine as it is set up.
LatencyResult measureStopLatency(Engine& engine, int runs);

} // namespace kd
