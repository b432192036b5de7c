// The rules that end a game: checkmate, stalemate, the fifty-move rule, threefold repetition and
// insufficient material.
#pragma once

#include "core/position.h"

#include <string>

namespace kd {

enum class GameStatus {
    Ongoing,
    Checkmate, // the side to move is mated
    Stalemate, // the side to move has no legal move and is not in check
    FiftyMoveRule, // fifty moves by each side without a capture or pawn move
    ThreefoldRepetition, // the same position for the third time, same side to move and rights
    InsufficientMaterial, // no sequence of legal moves can end in mate
};

// Checkmate and stalemate come first: a mate on the hundredth half-move still wins.
GameStatus gameStatus(const Position& pos);

// Neither side can ever mate: only kings and bishops that all stand on squares of one colour, or
// kings and a single knight or bishop.
bool insufficientMaterial(const Position& pos);

// Whether side c has material that could ever give mate: a pawn, a rook, a queen or two minor
// pieces. A flag fall against a side that cannot mate is a draw.
bool canMate(const Position& pos, Color c);

// "1-0", "0-1", "1/2-1/2" for a finished game, "*" while it goes on.
std::string resultString(GameStatus status, Color sideToMove);
// A sentence for the user: "Checkmate: White wins", "Draw by threefold repetition", ...
std::string describe(GameStatus status, Color sideToMove);

} // namespace kd
