#include "game/game.h"

#include "core/notation.h"

#include <algorithm>

namespace kd {

Game::Game(const Position& start) : start_(start), current_(start) { result_ = byTheRules(); }

GameResult Game::byTheRules() const
{
    return GameResult::fromStatus(claimDraws_ ? statusClaimingDraws(current_) : gameStatus(current_), current_);
}

void Game::setClaimDraws(bool claim)
{
    claimDraws_ = claim;
    if (!result_.over() || result_.onBoard())
        result_ = byTheRules();
}

Result<Game> Game::fromPgn(const PgnGame& pgn)
{
    Result<Position> start = pgn.start();
    if (!start)
        return Error {start.error()};
    Game game(*start);
    game.tags_.tags = pgn.tags;
    game.setClaimDraws(false); // the game as played: nobody had claimed a draw it went on past
    for (std::size_t i = 0; i < pgn.moves.size(); ++i) {
        if (game.over())
            return Error {"move " + std::to_string(i + 1) + " (" + toUci(pgn.moves[i])
                + ") comes after the end of the game: " + game.reason()};
        if (!game.play(pgn.moves[i]))
            return Error {"move " + std::to_string(i + 1) + " (" + toUci(pgn.moves[i]) + ") is not legal"};
    }
    // The claims that end the GUI's and the match runner's games apply again from the next move.
    game.claimDraws_ = true;
    // A result the board does not show (a claimed draw, a resignation, a flag) is taken from the PGN.
    if (!game.over())
        game.result_ = GameResult::fromPgn(pgn.result, pgn.tag("Termination"), game.current_);
    return game;
}

PgnGame Game::toPgn() const
{
    PgnGame pgn = tags_;
    pgn.moves = moves_;
    const GameResult::Text text = result_.text();
    pgn.result = text.token;
    pgn.setTag("Result", pgn.result);
    if (start_.fen() != Position::START_FEN) {
        pgn.setTag("SetUp", "1");
        pgn.setTag("FEN", start_.fen());
    }
    if (result_.over() && !text.termination.empty())
        pgn.setTag("Termination", text.termination);
    return pgn;
}

Position Game::positionAt(int ply) const
{
    ply = std::clamp(ply, 0, plyCount());
    if (ply == plyCount())
        return current_;
    Position pos = start_;
    for (int i = 0; i < ply; ++i)
        pos.doMove(moves_[std::size_t(i)]);
    return pos;
}

std::string Game::uciPosition(int ply) const
{
    ply = std::clamp(ply, 0, plyCount());
    std::string command = start_.fen() == Position::START_FEN ? "position startpos" : "position fen " + start_.fen();
    if (ply > 0)
        command += " moves";
    for (int i = 0; i < ply; ++i)
        command += " " + toUci(moves_[std::size_t(i)]);
    return command;
}

bool Game::play(Move m)
{
    if (over() || !current_.isLegal(m))
        return false;
    sans_.push_back(toSan(current_, m));
    moves_.push_back(m);
    current_.doMove(m);
    result_ = byTheRules();
    return true;
}

void Game::takeBack(int plies)
{
    plies = std::min(plies, plyCount());
    if (plies <= 0)
        return;
    for (int i = 0; i < plies; ++i) {
        current_.undoMove();
        moves_.pop_back();
        sans_.pop_back();
    }
    result_ = byTheRules();
}

void Game::finish(GameResult result)
{
    if (over() || !result.over())
        return;
    result_ = std::move(result);
}

void Game::flagFall(Color c) { finish(GameResult::flagFall(current_, c)); }

} // namespace kd
