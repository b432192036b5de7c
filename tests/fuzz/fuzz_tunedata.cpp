// Training data files for the tuner: any text is read or refused with a message, never crashes;
// accepted data keeps the rule that at most half the data lines are bad, every problem names the
// source and its line, every position's features are in range, and the tuner's loss over it is a
// number.
#include "eval/evalmodel.h"
#include "fuzz.h"
#include "tune/tuner.h"

#include <cmath>
#include <sstream>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::istringstream in {std::string(kdfuzz::text(data, size))};
    std::vector<kd::DataProblem> problems;
    const kd::Result<kd::TuneData> read = kd::readTuneData(in, "fuzz", &problems);
    for (const kd::DataProblem& p : problems)
        KD_FUZZ_CHECK(p.line >= 1 && p.message.starts_with("fuzz line " + std::to_string(p.line) + ": "),
            "a problem does not name its line: " + p.message);
    if (!read) {
        KD_FUZZ_CHECK(read.error().starts_with("fuzz: "), "a refusal does not name the source: " + read.error());
        return 0;
    }
    const kd::TuneData& d = *read;
    KD_FUZZ_CHECK(d.size() > 0, "accepted data has no positions");
    KD_FUZZ_CHECK(problems.size() <= d.size(), "accepted data with more bad lines than good ones");
    std::size_t features = 0;
    for (const kd::TuneData::Entry& e : d.entries) {
        KD_FUZZ_CHECK(e.result >= 0 && e.result <= 1, "a result outside [0, 1]: " + std::to_string(e.result));
        KD_FUZZ_CHECK(e.first == features, "the features of the positions are not consecutive");
        features += e.size;
        for (std::uint32_t f = e.first; f < e.first + e.size; ++f)
            KD_FUZZ_CHECK(d.features[f].index < kd::STAGE_PARAMS && d.features[f].count != 0,
                "a feature out of range: " + std::to_string(d.features[f].index));
    }
    KD_FUZZ_CHECK(features == d.features.size(), "features that belong to no position");
    kd::Tuner tuner(d, *kd::findBuiltinModel("pesto"));
    KD_FUZZ_CHECK(std::isfinite(tuner.loss()), "the loss is not a number");
    return 0;
}
