// Zobrist hashing keys, generated at compile time from a fixed seed.
#pragma once

#include "core/types.h"

namespace kd::zobrist {

struct Keys {
    Key psq[PIECE_NB][SQUARE_NB];
    Key enPassant[FILE_NB];
    Key castling[CASTLING_RIGHT_NB]; // castling[r] is the XOR of the keys of the single rights in r
    Key side; // XORed in when Black is to move
};

constexpr Keys generate()
{
    Keys k {};
    std::uint64_t state = 0x4B414E44494E534BULL; // "KANDINSK"
    auto next = [&state] { // splitmix64
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    for (auto& piece : k.psq)
        for (auto& key : piece)
            key = next();
    for (auto& key : k.enPassant)
        key = next();
    Key single[4] = {next(), next(), next(), next()};
    for (int r = 0; r < CASTLING_RIGHT_NB; ++r)
        for (int bit = 0; bit < 4; ++bit)
            if (r & (1 << bit))
                k.castling[r] ^= single[bit];
    k.side = next();
    return k;
}

inline constexpr Keys keys = generate();

} // namespace kd::zobrist
