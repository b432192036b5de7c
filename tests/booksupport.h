// Polyglot books written by the tests (tst_book, tst_uci, tst_analysis): entries given as a position,
// a move in the format's own spelling ("e2e4", "a7a8q", castling as the king taking its rook,
// "e1h1") and a weight, written as the format stores them (16 big-endian bytes each, sorted by key).
#pragma once

#include "book/polyglot.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace kdtest {

struct BookEntry {
    std::uint64_t key;
    const char* move;
    int weight;
    BookEntry(const kd::Position& pos, const char* m, int w) : key(kd::polyglotKey(pos)), move(m), weight(w) { }
};

// The format's 16 bits of a move: to file, to rank, from file, from rank, promotion (none, n, b, r, q).
inline std::uint16_t polyglotMove(const char* text)
{
    const int fromFile = text[0] - 'a', fromRank = text[1] - '1', toFile = text[2] - 'a', toRank = text[3] - '1';
    const int promo = text[4] ? int(std::string("nbrq").find(text[4])) + 1 : 0;
    return std::uint16_t(toFile | toRank << 3 | fromFile << 6 | fromRank << 9 | promo << 12);
}

// The book's bytes, entries sorted by key (stably: the given order within a key) unless sort is false.
inline std::string polyglotBytes(std::vector<BookEntry> entries, bool sort = true)
{
    if (sort)
        std::stable_sort(
            entries.begin(), entries.end(), [](const BookEntry& a, const BookEntry& b) { return a.key < b.key; });
    std::string out;
    auto put = [&](std::uint64_t v, int bytes) {
        for (int i = bytes - 1; i >= 0; --i)
            out += char((v >> (8 * i)) & 0xFF);
    };
    for (const BookEntry& e : entries) {
        put(e.key, 8);
        put(polyglotMove(e.move), 2);
        put(std::uint64_t(e.weight), 2);
        put(0, 4); // learn
    }
    return out;
}

} // namespace kdtest
