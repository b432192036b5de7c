// The evaluation's speed (kandinsky-cli evalbench): from scratch, with the breakdown, the
// incremental read, and what keeping the sums costs per move, over the positions of 100 random
// games of 120 plies (a fixed seed, so every run measures the same work).
#pragma once

#include "eval/evaluate.h"

#include <cstddef>
#include <cstdint>

namespace kd {

struct EvalBenchResult {
    std::size_t positions = 0;
    std::uint64_t moves = 0;
    long long checksum = 0; // of every score computed, so that no work is optimised away
    double scratchNs = 0; // evaluate(), per position
    double explainNs = 0; // explain(), per position
    double incrementalNs = 0; // evaluateIncremental(), per position
    double withoutSumsNs = 0; // make + unmake without the sums, per move
    double withSumsNs = 0; // make + unmake keeping the sums, per move
};

// Runs each measurement for at least half a second.
EvalBenchResult runEvalBench(const EvalTables& tables);

} // namespace kd
