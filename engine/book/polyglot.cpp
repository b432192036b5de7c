#include "book/polyglot.h"

#include "book/polyglotrandom.h"
#include "core/file.h"
#include "core/movegen.h"
#include "core/text.h"

#include <algorithm>
#include <iterator>

namespace kd {

namespace {

constexpr int CASTLE_OFFSET = 768, EN_PASSANT_OFFSET = 772, TURN_OFFSET = 780;
constexpr std::size_t ENTRY_BYTES = 16;

// The format numbers the twelve kinds of piece black pawn 0, white pawn 1, black knight 2, ...,
// white king 11.
int pieceKind(Piece pc) { return 2 * (int(typeOf(pc)) - 1) + (colorOf(pc) == WHITE ? 1 : 0); }

std::uint64_t readBigEndian(const unsigned char* p, int bytes)
{
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i)
        v = (v << 8) | p[i];
    return v;
}

// A book move (to file bits 0-2, to rank 3-5, from file 6-8, from rank 9-11, promotion 12-14:
// none, knight, bishop, rook, queen) as the legal move of pos it names, or none.
Move toMove(const Position& pos, std::uint16_t raw)
{
    const Square to = makeSquare(File(raw & 7), Rank((raw >> 3) & 7));
    const Square from = makeSquare(File((raw >> 6) & 7), Rank((raw >> 9) & 7));
    const int promo = (raw >> 12) & 7;
    for (Move m : MoveList(pos)) {
        if (m.from() != from)
            continue;
        if (m.kind() == Move::CASTLING) {
            // The format's king takes its own rook: e1h1 is O-O, e1a1 is O-O-O.
            const bool kingside = fileOf(m.to()) == FILE_G;
            if (to == makeSquare(kingside ? FILE_H : FILE_A, rankOf(from)))
                return m;
            continue;
        }
        if (m.to() != to)
            continue;
        if (m.kind() == Move::PROMOTION ? promo == int(m.promotion()) - int(KNIGHT) + 1 : promo == 0)
            return m;
    }
    return Move::none();
}

} // namespace

std::uint64_t polyglotKey(const Position& pos)
{
    std::uint64_t key = 0;
    for (Bitboard b = pos.pieces(); b;) {
        const Square s = popLsb(b);
        key ^= polyglot::RANDOM[64 * pieceKind(pos.pieceOn(s)) + int(s)];
    }
    const CastlingRights rights[4] = {WHITE_OO, WHITE_OOO, BLACK_OO, BLACK_OOO};
    for (int i = 0; i < 4; ++i)
        if (pos.canCastle(rights[i]))
            key ^= polyglot::RANDOM[CASTLE_OFFSET + i];
    const Color us = pos.sideToMove();
    if (const Square ep = pos.epSquare(); ep != SQ_NONE) {
        // Only when a pawn of the side to move could take en passant (legal or not).
        if (pawnAttacks(~us, ep) & pos.pieces(us) & pos.pieces(PAWN))
            key ^= polyglot::RANDOM[EN_PASSANT_OFFSET + int(fileOf(ep))];
    }
    if (us == WHITE)
        key ^= polyglot::RANDOM[TURN_OFFSET];
    return key;
}

Result<PolyglotBook> PolyglotBook::fromBytes(std::string_view bytes, const std::string& name)
{
    using text::quoted;
    if (bytes.empty())
        return Error {"book " + quoted(name) + " is empty"};
    if (bytes.size() % ENTRY_BYTES != 0)
        return Error {"book " + quoted(name) + " is not a Polyglot book: its size, " + std::to_string(bytes.size())
            + " bytes, is not a whole number of 16-byte entries"};
    PolyglotBook book;
    book.name_ = name;
    book.entries_.reserve(bytes.size() / ENTRY_BYTES);
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    for (std::size_t i = 0; i < bytes.size() / ENTRY_BYTES; ++i, p += ENTRY_BYTES) {
        const Entry e {
            readBigEndian(p, 8), std::uint16_t(readBigEndian(p + 8, 2)), std::uint16_t(readBigEndian(p + 10, 2))};
        if (!book.entries_.empty() && e.key < book.entries_.back().key)
            return Error {"book " + quoted(name) + " is not a Polyglot book: entry " + std::to_string(i + 1)
                + " (at byte " + std::to_string(i * ENTRY_BYTES) + ") is out of order"};
        book.entries_.push_back(e);
    }
    return book;
}

Result<PolyglotBook> PolyglotBook::load(const std::string& path)
{
    const Result<std::string> bytes = readFile(path, MAX_BOOK_FILE_BYTES);
    if (!bytes)
        return Error {"book " + text::quoted(path) + ": " + bytes.error()};
    return fromBytes(*bytes, path);
}

std::vector<BookMove> PolyglotBook::moves(const Position& pos) const
{
    const std::uint64_t key = polyglotKey(pos);
    const auto first = std::lower_bound(
        entries_.begin(), entries_.end(), key, [](const Entry& e, std::uint64_t k) { return e.key < k; });
    std::vector<BookMove> out;
    for (auto it = first; it != entries_.end() && it->key == key; ++it) {
        const Move m = toMove(pos, it->move);
        if (m && std::none_of(out.begin(), out.end(), [m](const BookMove& b) { return b.move == m; }))
            out.push_back(BookMove {m, it->weight});
    }
    std::stable_sort(out.begin(), out.end(), [](const BookMove& a, const BookMove& b) { return a.weight > b.weight; });
    return out;
}

Move PolyglotBook::pick(const Position& pos, std::mt19937_64& random) const
{
    const std::vector<BookMove> candidates = moves(pos);
    int total = 0;
    for (const BookMove& b : candidates)
        total += b.weight;
    if (total <= 0)
        return Move::none();
    int ticket = int(std::uniform_int_distribution<int>(0, total - 1)(random));
    for (const BookMove& b : candidates) {
        if (ticket < b.weight)
            return b.move;
        ticket -= b.weight;
    }
    return Move::none(); // not reached
}

} // namespace kd
