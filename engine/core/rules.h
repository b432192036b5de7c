// The rules that end a game, as FIDE's Laws (article 9) have them: checkmate, stalemate, a dead
// position (insufficient material), fivefold repetition and the seventy-five-move rule end a game by
// themselves; threefold repetition and the fifty-move rule are draws a player may claim, and play may
// go on past them.
#pragma once

#include "core/position.h"

namespace kd {

enum class GameStatus {
    Ongoing,
    Checkmate, // the side to move is mated
    Stalemate, // the side to move has no legal move and is not in check
    InsufficientMaterial, // no sequence of legal moves can end in mate
    FivefoldRepetition, // the same position for the fifth time: drawn, no claim needed
    SeventyFiveMoveRule, // seventy-five moves by each side without a capture or pawn move: drawn
    ThreefoldRepetition, // the same position for the third time: the side to move may claim a draw
    FiftyMoveRule, // fifty moves by each side without a capture or pawn move: may be claimed
};

// What ends the game by itself here: Checkmate, Stalemate, InsufficientMaterial, FivefoldRepetition,
// SeventyFiveMoveRule, or Ongoing. Checkmate and stalemate come first: a mate on the hundred-and-fiftieth
// half-move still wins.
GameStatus gameStatus(const Position& pos);
// The draw the side to move may claim here when the game goes on: ThreefoldRepetition, FiftyMoveRule,
// or Ongoing (none, or the game is already over by gameStatus()).
GameStatus drawClaim(const Position& pos);
// gameStatus(), else drawClaim(): the game's state when every claimable draw is claimed, as the GUI
// and the match runner do for their players.
GameStatus statusClaimingDraws(const Position& pos);

// Neither side can ever mate: only kings and bishops that all stand on squares of one colour, or
// kings and a single knight or bishop.
bool insufficientMaterial(const Position& pos);

// Whether side c has material that could ever give mate: a pawn, a rook, a queen or two minor
// pieces. A flag fall against a side that cannot mate is a draw.
bool canMate(const Position& pos, Color c);

} // namespace kd
