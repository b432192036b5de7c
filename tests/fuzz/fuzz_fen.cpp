// FEN reader: any text either is refused with a message or gives a position whose FEN reads back
// to the same position; so does the position after each legal move (move counters included).
#include "core/movegen.h"
#include "core/notation.h"
#include "core/position.h"
#include "fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view input = kdfuzz::text(data, size);
    const kd::Result<kd::Position> pos = kd::Position::fromFen(input);
    if (!pos) {
        KD_FUZZ_CHECK(!pos.error().empty(), "a refused FEN has no message");
        return 0;
    }
    const std::string fen = pos->fen();
    const kd::Result<kd::Position> again = kd::Position::fromFen(fen);
    KD_FUZZ_CHECK(again.ok(), fen + " (written from an accepted FEN) is refused: " + again.error());
    KD_FUZZ_CHECK(again->fen() == fen, fen + " reads back as " + again->fen());
    KD_FUZZ_CHECK(again->key() == pos->key(), fen + " reads back with another hash key");
    kd::Position next = *pos;
    for (const kd::Move m : kd::MoveList(next)) {
        next.doMove(m);
        const std::string after = next.fen();
        const kd::Result<kd::Position> read = kd::Position::fromFen(after);
        KD_FUZZ_CHECK(read.ok() && read->fen() == after,
            after + " (after " + kd::toUci(m) + " from " + fen + ") does not read back: " + read.error());
        next.undoMove();
    }
    return 0;
}
