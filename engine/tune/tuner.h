// The tuner: fits an evaluation model's material and piece-square tables to game results (Texel's
// method). The static score s of a quiet position, from White's side, predicts White's expected
// result through a sigmoid, E = 1 / (1 + 10^(-K s / 400)); the loss is the mean squared error
// between E and the result (1, 0.5, 0, or a fraction). K is fitted first with the start model's
// weights, then the weights move by Adam on mini-batches. The evaluation is linear in the weights,
// so each position is stored once as sparse features: per parameter, White's count minus Black's,
// and the phase that splits it between the middle-game and end-game weight.
//
// Training data (tunedata): one position a line,
//     FEN c9 "1-0";          the quiet-labelled EPD form (also "1/2-1/2" and "0-1"; c9 may be
//                            anywhere among the EPD operations)
//     FEN [1.0]              the bracketed form (a result or a probability in [0, 1])
// '#' starts a comment line; empty lines are skipped.
#pragma once

#include "core/position.h"
#include "core/result.h"
#include "eval/evalmodel.h"

#include <atomic>
#include <cstdint>
#include <istream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kd {

// One training position as features. Parameter numbering (a "weight index"): per stage, material
// of the six piece types, then the six 64-square tables by White's square, then the term weights
// (eval/terms.h, as termFeatures() counts them):
//     index(stage, pt, material)    = stage * STAGE_PARAMS + (pt - 1)
//     index(stage, pt, square)      = stage * STAGE_PARAMS + 6 + (pt - 1) * 64 + square
//     index(stage, term weight i)   = stage * STAGE_PARAMS + TERMS_FIRST + i
inline constexpr int TERMS_FIRST = 6 + 6 * 64;
inline constexpr int STAGE_PARAMS = TERMS_FIRST + TERM_WEIGHTS;
inline constexpr int TUNE_PARAMS = 2 * STAGE_PARAMS;

struct TuneFeature {
    std::uint16_t index; // a middle-game weight index (< STAGE_PARAMS); its end-game twin is + STAGE_PARAMS
    std::int8_t count; // White's pieces reading it minus Black's
};

struct TuneData {
    // Positions as parsed (FEN text is not kept: a position is its pieces, for the tuner).
    struct Entry {
        std::uint32_t first = 0; // into features
        std::uint16_t size = 0;
        std::uint8_t pieceCounts[2][7] = {}; // [color][piece type], for the phase of any model
        bool endingRule = false; // Simplified's ending rule, for Switch models
        float result = 0.5f; // White's result or probability
    };
    std::vector<Entry> entries;
    std::vector<TuneFeature> features;
    std::string source; // file name or description

    std::size_t size() const { return entries.size(); }
    // Adds a position with White's result (for tests and extraction on the fly).
    void add(const Position& pos, double result);
};

struct DataProblem {
    int line = 0; // 1-based
    std::string message; // "games.epd line 12: bad FEN: ..." (the source name, the line, what is wrong)
};

// One data line (not empty, not a comment): its FEN text and White's result, or why it does not read.
struct TuneLine {
    std::string fen;
    double result = 0.5;
};
Result<TuneLine> parseTuneLine(std::string_view line);

// Reads training data. Bad lines are skipped and listed in `problems` (when given); the data is
// refused (an error naming the first bad lines) when more than half the data lines are bad or none
// is good. Errors and problems name the file or `sourceName` and the line.
Result<TuneData> readTuneData(
    std::istream& in, const std::string& sourceName, std::vector<DataProblem>* problems = nullptr);
Result<TuneData> loadTuneData(const std::string& path, std::vector<DataProblem>* problems = nullptr);

// Which weights move.
// Terms move only when the start model has a terms section.
enum TuneParamSet : unsigned { TUNE_MATERIAL = 1, TUNE_TABLES = 2, TUNE_TERMS = 4, TUNE_ALL = 7 };
// "material,tables", "tables", "terms", ... -> the set; an error names an unknown word.
Result<unsigned> parseTuneParams(const std::string& text);

// The prior the command line and the GUI start with: it kept PeSTO's re-tuning on self-play data
// within 50 cp of PeSTO (README, "Tuning").
inline constexpr double TUNE_DEFAULT_PRIOR = 0.0001;

struct TuneConfig {
    unsigned params = TUNE_ALL;
    double learningRate = 1.0; // Adam's step size, in centipawns
    int batchSize = 16384; // positions per Adam step (0: the whole data, one step an epoch)
    double k = 0; // the sigmoid's scale; 0: fitted by fitK() before the first epoch
    std::uint64_t seed = 1; // the order of the positions in each epoch
    int threads = 1; // gradient threads; the result does not depend on it
    // A pull towards the start model: prior * (w - w0)^2 per weight, in loss units per pawn^2, is
    // added to what Adam minimises (the loss reported stays the mean squared error). Weights the
    // data hardly tells apart (a queen's middle-game and end-game value, seldom seen apart) then
    // stay near where they started instead of drifting on noise. 0: no pull.
    double prior = 0;
};

// One weight that moved, for reports: "table N e4 (mg)", from and to in centipawns (unrounded).
struct WeightChange {
    int index = 0;
    std::string name;
    double from = 0, to = 0;
};

struct EpochReport {
    int epoch = 0; // 1-based
    double loss = 0; // over all the data, after the epoch
    double seconds = 0; // the epoch's wall time
    std::vector<WeightChange> largest; // the weights that moved most in this epoch, largest first (up to 8)
};

// The weight names of reports: "material N (mg)", "table N e4 (eg)", "mobility_knight[4] (mg)",
// "passed_pawn e5 (eg)", "tempo (mg)".
std::string weightName(int index);

class Tuner {
public:
    // The data must outlive the tuner. The model's phase rule is kept: Tapered models blend by
    // phase, Switch models use one stage per position, Single models tune one set (the EG set
    // stays equal to the MG set). The king's material is not tuned.
    Tuner(const TuneData& data, const EvalModel& start, TuneConfig config = {});
    ~Tuner();

    // Finds the K that minimises the loss with the current weights (golden-section search over
    // [0.1, 10]) and uses it from then on. Returns it.
    double fitK();
    double k() const;
    double loss() const; // mean squared error over the data with the current weights and K
    // White's score of data position `entry` with the current weights, unrounded: the prediction
    // the loss reads (kd::whiteScore() of model() differs only by its per-piece rounding).
    double score(std::size_t entry) const;

    // Runs one epoch (fits K first if it is not set). `stop`, when given and set, ends the epoch
    // early after the current batch (the report then covers the steps taken).
    EpochReport epoch(const std::atomic<bool>* stop = nullptr);
    int epochsDone() const;

    // The current weights rounded to whole centipawns and clamped to the model ranges, with the
    // start model's name, phase rule, king material and untouched weights; passes validate().
    EvalModel model() const;
    const EvalModel& start() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace kd
