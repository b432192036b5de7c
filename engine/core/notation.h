// Text forms of squares and moves: UCI long algebraic (e2e4, e7e8q) and SAN (Nf3, exd5, O-O, e8=Q+).
#pragma once

#include "core/result.h"
#include "core/types.h"

#include <optional>
#include <string>
#include <string_view>

namespace kd {

class Position;

std::string squareName(Square s); // "e4"
std::optional<Square> parseSquare(std::string_view s); // "e4" -> SQ_E4, anything else -> nullopt
char pieceChar(Piece pc); // FEN letter: 'N' white knight, 'n' black knight

// UCI: from and to square, plus the promotion piece in lower case. Move::none() is "0000".
std::string toUci(Move m);
// A UCI move that is legal in pos, or an error saying why the text is not one.
Result<Move> parseUci(const Position& pos, std::string_view text);

// SAN of a legal move: minimal disambiguation (file, else rank, else both), 'x' for captures,
// "=Q" for promotions, "O-O"/"O-O-O", and '+' or '#' after checks and mates.
std::string toSan(const Position& pos, Move m);
// Reads SAN as people write it: also 0-0, missing or extra +/#, annotations (!, ?), e8Q, e8=q, exd6e.p.,
// and long forms such as Ng1-f3 or e2e4. Never guesses: an ambiguous or illegal move is an error.
Result<Move> parseSan(const Position& pos, std::string_view text);

} // namespace kd
