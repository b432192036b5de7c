// The bench: a fixed list of positions searched to a fixed depth with a fresh table, single
// threaded, so the node count is the search's signature. It changes exactly when the search's
// behaviour changes, and commit messages that change the search give it as "Bench: N".
#pragma once

#include "search/engine.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace kd {

inline constexpr int BENCH_DEPTH = 14;
inline constexpr std::size_t BENCH_HASH_MB = 16;

// The node count of the bench at BENCH_DEPTH with the default model (DEFAULT_MODEL). The bench_signature
// test checks it against both executables: a commit that changes the search's behaviour updates
// it and names it in its message ("Bench: N").
inline constexpr std::uint64_t BENCH_SIGNATURE = 945757;

// The positions, as FENs: openings, middle games, endings, tactics.
const std::vector<std::string_view>& benchPositions();

struct BenchResult {
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::uint64_t nps() const { return timeMs > 0 ? nodes * 1000 / std::uint64_t(timeMs) : nodes * 1000; }
    // The last line of every bench report.
    std::string summary() const;
};

// Runs the bench with the engine's model and search parameters (the signature is that of the
// defaults; other parameters give the bench they would have) and fixed settings, whatever was set
// before: full strength, one line (MultiPV 1), a BENCH_HASH_MB table cleared before every position,
// no book, and `threads` threads (1, the signature's setting, unless asked: with more the node count
// varies from run to run and only the speed means something). Writes one line per position to
// report. The engine's settings are restored afterwards; its table is cleared.
BenchResult runBench(Engine& engine, int depth, const std::function<void(const std::string&)>& report, int threads = 1);

} // namespace kd
