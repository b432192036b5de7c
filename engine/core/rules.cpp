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
    if (pos.repetitions() >= 2)
        return GameStatus::ThreefoldRepetition;
    if (pos.rule50() >= 100)
        return GameStatus::FiftyMoveRule;
    return GameStatus::Ongoing;
}

std::string resultString(GameStatus status, Color sideToMove)
{
    switch (status) {
    case GameStatus::Ongoing:
        return "*";
    case GameStatus::Checkmate:
        return sideToMove == WHITE ? "0-1" : "1-0";
    default:
        return "1/2-1/2";
    }
}

bool canMate(const Position& pos, Color c)
{
    if (pos.pieces(c, PAWN) | pos.pieces(c, ROOK) | pos.pieces(c, QUEEN))
        return true;
    return popcount(pos.pieces(c) & ~pos.pieces(KING)) >= 2;
}

std::string describe(GameStatus status, Color sideToMove)
{
    switch (status) {
    case GameStatus::Ongoing:
        return "Game in progress";
    case GameStatus::Checkmate:
        return std::string("Checkmate: ") + (sideToMove == WHITE ? "Black" : "White") + " wins";
    case GameStatus::Stalemate:
        return "Draw by stalemate";
    case GameStatus::FiftyMoveRule:
        return "Draw by the fifty-move rule";
    case GameStatus::ThreefoldRepetition:
        return "Draw by threefold repetition";
    case GameStatus::InsufficientMaterial:
        return "Draw by insufficient material";
    }
    return {};
}

} // namespace kd
