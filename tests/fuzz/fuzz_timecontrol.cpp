// Match time controls ("10+0.1"): one accepted is written as a PGN TimeControl tag and read back
// equal.
#include "fuzz.h"
#include "game/timecontrol.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const kd::Result<kd::TimeControl> tc = kd::TimeControl::parse(kdfuzz::text(data, size));
    if (!tc) {
        KD_FUZZ_CHECK(!tc.error().empty(), "a refused time control has no message");
        return 0;
    }
    KD_FUZZ_CHECK(tc->baseMs > 0 && tc->incMs >= 0, "an accepted time control has no time: " + tc->pgnText());
    const std::string text = tc->pgnText();
    const kd::Result<kd::TimeControl> back = kd::TimeControl::parse(text);
    KD_FUZZ_CHECK(back.ok(), "'" + text + "' (written from an accepted time control) is refused: " + back.error());
    KD_FUZZ_CHECK(back->baseMs == tc->baseMs && back->incMs == tc->incMs,
        "'" + text + "' reads back as " + back->pgnText() + " (" + std::to_string(tc->baseMs) + "+"
            + std::to_string(tc->incMs) + " ms)");
    return 0;
}
