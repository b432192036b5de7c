// Polyglot opening books (the `.bin` format read by most chess programs; Debian's gnuchess-book
// installs one at /usr/share/games/gnuchess/book.bin).
//
// A book is a sorted array of 16-byte entries, each a position's 64-bit key, one move and its
// weight, all big-endian. The key is the format's own hash of the position (polyglotKey()), not
// Kandinsky's Zobrist key. A move is from/to squares and a promotion piece; castling is written as
// the king taking its own rook (e1h1), which moves() turns into Kandinsky's castling move.
#pragma once

#include "core/position.h"
#include "core/result.h"

#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace kd {

// Where Debian's gnuchess-book package installs its book: the default of the UCI option BookFile
// and of the GUI's book setting.
inline constexpr const char* DEFAULT_BOOK_FILE = "/usr/share/games/gnuchess/book.bin";

// The format's key of a position: pieces, castling rights, the en-passant file (only when a pawn of
// the side to move stands ready to take en passant) and the side to move.
std::uint64_t polyglotKey(const Position& pos);

struct BookMove {
    Move move;
    int weight = 0; // as stored: 0 means "known, never chosen"
};

class PolyglotBook {
public:
    // Reads a whole book file. Refused, with a message naming the file and what is wrong: a file
    // that cannot be read, is empty, is not a whole number of 16-byte entries, or whose keys are
    // not in ascending order (the entry is named).
    static Result<PolyglotBook> load(const std::string& path);
    // The same from bytes already in memory; name is used in the messages.
    static Result<PolyglotBook> fromBytes(std::string_view bytes, const std::string& name);

    // The book's moves for pos that are legal there, highest weight first (ties in the file's
    // order). Entries whose move is not legal in the position are skipped.
    std::vector<BookMove> moves(const Position& pos) const;
    // A weighted random choice among the moves with a positive weight; Move::none() when the
    // position is not in the book or all its weights are 0.
    Move pick(const Position& pos, std::mt19937_64& random) const;

    std::size_t size() const { return entries_.size(); }
    const std::string& name() const { return name_; }

private:
    struct Entry {
        std::uint64_t key;
        std::uint16_t move;
        std::uint16_t weight;
    };
    std::vector<Entry> entries_;
    std::string name_;
};

} // namespace kd
