// The search's tunable constants as one table: each margin and divisor the pruning, the reductions
// and the history updates read, with its default, the range it may take and the step SPSA perturbs
// it by (kandinsky-cli spsa). The defaults are the search's own values: a search with the default
// parameters is the search the bench signature describes. `kandinsky-engine tune` offers every row
// as a UCI spin option so that a tuning run (or a match) can set them; the engine's ordinary UCI
// list and the GUI leave them alone.
#pragma once

#include <array>
#include <string>
#include <string_view>

namespace kd {

struct SearchParams {
    int rfpMargin = 80; // reverse futility: eval - margin x (depth - improving) >= beta
    int razorMargin = 250; // razoring: eval + margin x depth < alpha
    int nmpEvalDivisor = 200; // null move: one more ply of reduction per this much eval above beta
    int nmpDepthMargin = 15; // null move: static eval >= beta - this x depth + nmpBaseMargin
    int nmpBaseMargin = 150;
    int futilityBase = 120; // quiet futility: static eval + base + perDepth x reduced depth <= alpha
    int futilityPerDepth = 110;
    int historyPruneMargin = 2500; // a quiet move whose history < -this x depth is skipped near the leaves
    int seeQuietMargin = 30; // a quiet move losing more than this x reduced depth² by SEE is skipped
    int seeCaptureMargin = 100; // a capture losing more than this x depth by SEE is skipped
    int singularMargin = 32; // singular beta = table score - singularMargin x depth / 16
    int doubleExtMargin = 15; // two plies of extension when the others fall this far short
    int lmrHistoryDivisor = 12000; // late-move reductions: one ply less per this much history
    int reSearchMargin = 50; // a re-search a ply deeper when the reduced score beat the best by this + 2 x depth
    int qsFutilityMargin = 150; // quiescence: a capture that cannot lift eval + its value + this above alpha
    int historyBonusQuad = 20; // history bonus: min(quad x depth² + lin x depth, max)
    int historyBonusLin = 60;
    int historyBonusMax = 2000;
    int lmrBase = 50; // late-move reductions: (base + ln(depth) x ln(move number) x 100 / divisor) / 100 plies
    int lmrDivisor = 210;
    int nmpBase = 4; // null move: reduction = base + depth / depthDivisor + (eval - beta) / nmpEvalDivisor
    int nmpDepthDivisor = 3;
    int lmpBase = 3; // late-move pruning: quiet moves after (base + depth²) / (2 - improving) are skipped
    int aspirationDelta = 12; // the aspiration window's half-width from the fourth iteration
    int alphaRaiseReduction = 2; // plies less for the moves after one that raised alpha (depth 3 to 11)
    int probCutMargin = 180; // ProbCut: a capture tried against beta + margin - improving part
    int probCutImproving = 60;
    // Late-move pruning keeps the direct quiet checks SEE does not lose at PV nodes. A switch, not a
    // tuning row (SPSA has nothing to step): full strength has it, the strength levels turn it off.
    bool pvQuietChecks = true;
    // A quiet move refuted as its parent's first try loses continuation history (as Stockfish's
    // prior-move malus). Full strength has it; the strength levels, calibrated before it, do not.
    bool earlyRefutation = true;
    // ProbCut (search.cpp). Full strength has it; the strength levels, calibrated before it, do not.
    bool probCut = true;
};

struct SearchParamInfo {
    std::string_view name; // the UCI option's name
    int SearchParams::*field;
    int min, max;
    int step; // SPSA's final perturbation (c_end)
};

inline constexpr std::array<SearchParamInfo, 27> SEARCH_PARAMS {{
    {"RfpMargin", &SearchParams::rfpMargin, 30, 200, 8},
    {"RazorMargin", &SearchParams::razorMargin, 100, 600, 25},
    {"NmpEvalDivisor", &SearchParams::nmpEvalDivisor, 80, 500, 20},
    {"NmpDepthMargin", &SearchParams::nmpDepthMargin, 0, 50, 3},
    {"NmpBaseMargin", &SearchParams::nmpBaseMargin, 0, 400, 20},
    {"FutilityBase", &SearchParams::futilityBase, 30, 300, 12},
    {"FutilityPerDepth", &SearchParams::futilityPerDepth, 40, 250, 10},
    {"HistoryPruneMargin", &SearchParams::historyPruneMargin, 500, 8000, 250},
    {"SeeQuietMargin", &SearchParams::seeQuietMargin, 5, 100, 4},
    {"SeeCaptureMargin", &SearchParams::seeCaptureMargin, 30, 250, 10},
    {"SingularMargin", &SearchParams::singularMargin, 8, 96, 4},
    {"DoubleExtMargin", &SearchParams::doubleExtMargin, 0, 60, 3},
    {"LmrHistoryDivisor", &SearchParams::lmrHistoryDivisor, 3000, 30000, 1000},
    {"ReSearchMargin", &SearchParams::reSearchMargin, 5, 150, 5},
    {"QsFutilityMargin", &SearchParams::qsFutilityMargin, 30, 400, 15},
    {"HistoryBonusQuad", &SearchParams::historyBonusQuad, 2, 60, 2},
    {"HistoryBonusLin", &SearchParams::historyBonusLin, 0, 200, 10},
    {"HistoryBonusMax", &SearchParams::historyBonusMax, 500, 6000, 150},
    {"LmrBase", &SearchParams::lmrBase, -50, 150, 8},
    {"LmrDivisor", &SearchParams::lmrDivisor, 120, 350, 10},
    {"NmpBase", &SearchParams::nmpBase, 2, 6, 1},
    {"NmpDepthDivisor", &SearchParams::nmpDepthDivisor, 2, 6, 1},
    {"LmpBase", &SearchParams::lmpBase, 1, 10, 1},
    {"AspirationDelta", &SearchParams::aspirationDelta, 5, 40, 2},
    {"AlphaRaiseReduction", &SearchParams::alphaRaiseReduction, 0, 3, 1},
    {"ProbCutMargin", &SearchParams::probCutMargin, 50, 400, 15},
    {"ProbCutImproving", &SearchParams::probCutImproving, 0, 150, 8},
}};

// Empty when every value lies within its row's range; otherwise what is wrong with the first that
// does not, by its option name: "LmrDivisor is 0; it must be 120 to 350". A value outside its range
// can divide by zero (the divisors) or make the search meaningless, so the engine refuses it.
inline std::string invalidSearchParam(const SearchParams& p)
{
    for (const SearchParamInfo& info : SEARCH_PARAMS) {
        const int v = p.*info.field;
        if (v < info.min || v > info.max)
            return std::string(info.name) + " is " + std::to_string(v) + "; it must be " + std::to_string(info.min)
                + " to " + std::to_string(info.max);
    }
    return {};
}

} // namespace kd
