// Perft EPD suite lines: a line accepted gives a FEN that sets up and depths that
// `kandinsky-cli perft --depth` accepts too (1 to 20), and written back as "FEN ;D1 n ;D2 m" reads
// back equal.
#include "core/perft.h"
#include "fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view line = kdfuzz::text(data, size);
    if (kd::isPerftComment(line))
        return 0;
    const kd::Result<kd::PerftCase> c = kd::parsePerftLine(line);
    if (!c) {
        KD_FUZZ_CHECK(!c.error().empty(), "a refused line has no message");
        return 0;
    }
    const kd::Result<kd::Position> pos = kd::Position::fromFen(c->fen);
    KD_FUZZ_CHECK(pos.ok(), "the FEN of an accepted line is refused: " + pos.error());
    std::string written = c->fen;
    for (const auto& [depth, count] : c->counts) {
        KD_FUZZ_CHECK(depth >= 1 && depth <= 20, "an accepted line has depth " + std::to_string(depth));
        written += " ;D" + std::to_string(depth) + " " + std::to_string(count);
    }
    const kd::Result<kd::PerftCase> back = kd::parsePerftLine(written);
    KD_FUZZ_CHECK(back.ok(), "'" + written + "' (written from an accepted line) is refused: " + back.error());
    KD_FUZZ_CHECK(back->fen == c->fen && back->counts == c->counts, "'" + written + "' reads back different");
    return 0;
}
