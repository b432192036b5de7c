// Labels training data with another engine's judgement: each position is searched by a UCI engine
// (Stockfish, say) to a fixed number of nodes, and the label becomes that engine's expected score
// for White, optionally mixed with the game's result:
//     label = resultWeight * result + (1 - resultWeight) * expected
// The expected score comes from the engine's last report before its move: its win/draw/loss chances
// (UCI_ShowWDL, "wdl W D L", from the side to move) as (W + D / 2) / 1000 when it sends them,
// otherwise its score through 1 / (1 + 10^(-cp / 400)) (a mate counts as 1 or 0).
//
// The output is the tuner's bracketed form, `FEN [0.6231]`, one line per position in the input's
// order. Each position is searched after "ucinewgame", so its label depends on the position alone,
// not on the positions before it or on how many engines share the work.
#pragma once

#include "core/result.h"
#include "core/ucitext.h"
#include "match/uciclient.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

namespace kd {

// White's expected score from an engine's report, given who was to move (see above). Needs
// info.hasScore or info.hasWdl.
double expectedScore(const UciInfo& info, Color sideToMove);

struct LabelConfig {
    EngineSpec engine;
    std::uint64_t nodes = 5000; // per position
    int concurrency = 1; // engines at work at once
    double resultWeight = 0.0; // the game result's share of the label, 0 to 1
    int timeoutMs = 10000; // for one position's search; a longer wait counts as a hang
};

struct LabelStats {
    std::int64_t positions = 0; // labelled and written
    std::int64_t fromWdl = 0; // of which by the engine's wdl (the rest by its score)
    std::int64_t failed = 0; // not labelled: the engine crashed or hung on them twice (left out)
    std::int64_t badLines = 0; // input lines that do not read (left out)
    std::vector<std::string> problems; // the first ten failures and bad lines, "positions.epd line 12: ..."
    double seconds = 0;
};

// Reads the data lines of `in` (the tuner's formats; comments and empty lines skipped), labels them
// and writes them to `out`. An engine that crashes or hangs is started again and the position
// tried once more. Fails only when the engine cannot be started (the error names it) or no line
// reads; `stop` ends the work early, and the lines labelled up to the first one not done are written.
Result<LabelStats> labelPositions(std::istream& in, const std::string& sourceName, std::ostream& out,
    const LabelConfig& config, const std::function<void(std::int64_t done, std::int64_t total)>& progress = {},
    const std::atomic<bool>* stop = nullptr);

} // namespace kd
