#include "core/rules.h"

#include "core/movegen.h"

namespace kd {

bool insufficientMaterial(const Position& pos)
{
    if (pos.pieces(PAWN, ROOK) | pos.pieces(QUEEN))
        return false;
    const Bitboard minors = pos.pieces(KNIGHT, BISHOP);
    if (!moreThanOne(minors))
        return true; // K v K, K+N v K, K+B v K
    // Only bishops, all on one colour of squares: none of them can ever attack the other colour.
    return !pos.pieces(KNIGHT) && (!(minors & DARK_SQUARES) || !(minors & ~DARK_SQUARES));
}

GameStatus gameStatus(const Position& pos)
{
    if (countLegalMoves(pos) == 0)
        return pos.inCheck() ? GameStatus::Checkmate : GameStatus::Stalemate;
    if (insufficientMaterial(pos))
        return GameStatus::InsufficientMaterial;
    if (pos.repetitions() >= 4)
        return GameStatus::FivefoldRepetition;
    if (pos.rule50() >= 150)
        return GameStatus::SeventyFiveMoveRule;
    return GameStatus::Ongoing;
}

namespace {

// The claimable draws alone, for a position gameStatus() calls Ongoing.
GameStatus claimable(const Position& pos)
{
    if (pos.repetitions() >= 2)
        return GameStatus::ThreefoldRepetition;
    if (pos.rule50() >= 100)
        return GameStatus::FiftyMoveRule;
    return GameStatus::Ongoing;
}

} // namespace

GameStatus drawClaim(const Position& pos)
{
    return gameStatus(pos) == GameStatus::Ongoing ? claimable(pos) : GameStatus::Ongoing;
}

GameStatus statusClaimingDraws(const Position& pos)
{
    const GameStatus status = gameStatus(pos);
    return status != GameStatus::Ongoing ? status : claimable(pos);
}

bool canMate(const Position& pos, Color c)
{
    if (pos.pieces(c, PAWN) | pos.pieces(c, ROOK) | pos.pieces(c, QUEEN))
        return true;
    return popcount(pos.pieces(c) & ~pos.pieces(KING)) >= 2;
}

} // namespace kd
