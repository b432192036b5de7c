// SAN and UCI move readers. The first line is a FEN (the standard start when it is refused or
// empty); each further line is read as SAN and as UCI. A move accepted is legal, is
// written back in the same notation and read back as the same move.
#include "core/notation.h"
#include "core/position.h"
#include "fuzz.h"

namespace {

void check(const kd::Position& pos, std::string_view text)
{
    const std::string fen = pos.fen();
    if (const kd::Result<kd::Move> m = kd::parseSan(pos, text)) {
        KD_FUZZ_CHECK(pos.isLegal(*m), "SAN '" + std::string(text) + "' gives an illegal move in " + fen);
        const std::string san = kd::toSan(pos, *m);
        const kd::Result<kd::Move> back = kd::parseSan(pos, san);
        KD_FUZZ_CHECK(back.ok() && *back == *m, "SAN '" + san + "' does not read back in " + fen);
    }
    if (const kd::Result<kd::Move> m = kd::parseUci(pos, text)) {
        KD_FUZZ_CHECK(pos.isLegal(*m), "UCI '" + std::string(text) + "' gives an illegal move in " + fen);
        const std::string uci = kd::toUci(*m);
        const kd::Result<kd::Move> back = kd::parseUci(pos, uci);
        KD_FUZZ_CHECK(back.ok() && *back == *m, "UCI '" + uci + "' does not read back in " + fen);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string_view input = kdfuzz::text(data, size);
    const std::size_t eol = input.find('\n');
    kd::Result<kd::Position> pos = kd::Position::fromFen(input.substr(0, eol));
    if (!pos)
        pos = kd::Position();
    input = eol == std::string_view::npos ? std::string_view() : input.substr(eol + 1);
    while (!input.empty()) {
        const std::size_t end = input.find('\n');
        // Each line on its own buffer, so reading past its ends is caught by AddressSanitizer.
        const std::string line(input.substr(0, end));
        check(*pos, line);
        input = end == std::string_view::npos ? std::string_view() : input.substr(end + 1);
    }
    return 0;
}
