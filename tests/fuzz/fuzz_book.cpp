// Polyglot books. The input is read as a book as it stands (refused with a message naming it, or read
// whole); then each 16-byte entry is given the key of one of a few positions (chosen by its first byte) and
// the book is read again, so that the entries' moves (any 16 bits: castling written as king takes
// rook, promotions, squares with no piece) are decoded against real positions: every move listed is
// legal there, listed once, and a pick is one of the moves with a weight.
#include "book/polyglot.h"
#include "core/movegen.h"
#include "fuzz.h"

#include <algorithm>
#include <random>

namespace {

const std::string_view POSITIONS[] = {
    kd::Position::START_FEN,
    "r3k2r/ppp1qppp/2n2n2/2bpP3/2B3b1/2N2N2/PPPQ1PPP/R3K2R w KQkq d6 0 8",
    "r3k2r/1P6/8/8/8/8/6p1/R3K2R b KQkq - 0 1",
    "8/P3k3/8/2pP4/8/8/5K1p/8 w - c6 0 1",
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    const kd::Result<kd::PolyglotBook> asIs = kd::PolyglotBook::fromBytes(bytes, "fuzz.bin");
    if (!asIs)
        KD_FUZZ_CHECK(asIs.error().find("'fuzz.bin'") != std::string::npos, "a refusal without the book's name");
    else
        KD_FUZZ_CHECK(asIs->size() == size / 16, "entries lost");
    if (size == 0 || size % 16 != 0)
        return 0;

    std::vector<kd::Position> positions;
    for (const std::string_view fen : POSITIONS)
        positions.push_back(kd::Position::fromFen(fen).value());
    std::vector<std::string> entries;
    for (std::size_t at = 0; at + 16 <= size; at += 16) {
        std::string e = bytes.substr(at, 16);
        const std::uint64_t key = kd::polyglotKey(positions[std::uint8_t(e[0]) % positions.size()]);
        for (int i = 0; i < 8; ++i)
            e[std::size_t(i)] = char(key >> (8 * (7 - i)) & 0xFF);
        entries.push_back(e);
    }
    std::stable_sort(entries.begin(), entries.end(), [](const std::string& a, const std::string& b) {
        return std::lexicographical_compare(a.begin(), a.begin() + 8, b.begin(), b.begin() + 8,
            [](char x, char y) { return std::uint8_t(x) < std::uint8_t(y); });
    });
    std::string keyed;
    for (const std::string& e : entries)
        keyed += e;
    const kd::Result<kd::PolyglotBook> book = kd::PolyglotBook::fromBytes(keyed, "keyed.bin");
    KD_FUZZ_CHECK(book.ok(), "a sorted book is refused: " + (book ? std::string() : book.error()));
    std::mt19937_64 random(size);
    for (const kd::Position& pos : positions) {
        const std::vector<kd::BookMove> moves = book->moves(pos);
        for (std::size_t i = 0; i < moves.size(); ++i) {
            KD_FUZZ_CHECK(pos.isLegal(moves[i].move), "a book move that is not legal");
            for (std::size_t j = 0; j < i; ++j)
                KD_FUZZ_CHECK(moves[j].move != moves[i].move, "a book move listed twice");
            KD_FUZZ_CHECK(i == 0 || moves[i - 1].weight >= moves[i].weight, "book moves out of weight order");
        }
        const kd::Move pick = book->pick(pos, random);
        const bool weighted
            = std::any_of(moves.begin(), moves.end(), [](const kd::BookMove& b) { return b.weight > 0; });
        KD_FUZZ_CHECK(bool(pick) == weighted, "a pick without weight, or none with");
        if (pick)
            KD_FUZZ_CHECK(std::any_of(moves.begin(), moves.end(),
                              [&](const kd::BookMove& b) { return b.move == pick && b.weight > 0; }),
                "a pick that is not a weighted book move");
    }
    return 0;
}
