// Match openings files. The first byte picks the kind (odd: PGN, even: EPD/FEN lines), the rest is
// the file. Every opening loaded is a FEN that reads back to itself.
#include "core/position.h"
#include "fuzz.h"
#include "match/match.h"

#include <filesystem>
#include <fstream>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const bool pgn = data[0] & 1;
    const std::filesystem::path path = std::filesystem::temp_directory_path()
        / ("kd_fuzz_openings_" + std::to_string(::getpid()) + (pgn ? ".pgn" : ".epd"));
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data + 1), std::streamsize(size - 1));
    }
    const kd::Result<std::vector<std::string>> openings = kd::loadOpenings(path.string());
    std::error_code ec;
    std::filesystem::remove(path, ec);
    if (!openings) {
        KD_FUZZ_CHECK(!openings.error().empty(), "a refused openings file has no message");
        return 0;
    }
    for (const std::string& fen : *openings) {
        const kd::Result<kd::Position> pos = kd::Position::fromFen(fen);
        KD_FUZZ_CHECK(pos.ok(), "opening '" + fen + "' is refused: " + pos.error());
        KD_FUZZ_CHECK(pos->fen() == fen, "opening '" + fen + "' reads back as " + pos->fen());
    }
    return 0;
}
