// Evaluation model JSON reader: a model accepted is valid, and is written and read back equal.
#include "eval/evalmodel.h"
#include "fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const kd::Result<kd::EvalModel> model = kd::parseModelJson(kdfuzz::text(data, size));
    if (!model) {
        KD_FUZZ_CHECK(!model.error().empty(), "a refused model has no message");
        return 0;
    }
    const kd::Result<void> valid = kd::validate(*model);
    KD_FUZZ_CHECK(valid.ok(), "a model read is not valid: " + valid.error());
    const std::string json = kd::modelToJson(*model);
    const kd::Result<kd::EvalModel> back = kd::parseModelJson(json);
    KD_FUZZ_CHECK(back.ok(), "a model written is refused: " + back.error() + "\n" + json);
    KD_FUZZ_CHECK(*back == *model, "a model written reads back different:\n" + json);
    return 0;
}
