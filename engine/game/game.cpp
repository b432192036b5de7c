#include "game/game.h"

#include "core/notation.h"

#include <algorithm>

namespace kd {

Game::Game(const Position& start) : start_(start), current_(start), status_(gameStatus(start)) { }

Result<Game> Game::fromPgn(const PgnGame& pgn)
{
    Result<Position> start = pgn.start();
    if (!start)
        return Error {start.error()};
    Game game(*start);
    game.tags_.tags = pgn.tags;
    for (std::size_t i = 0; i < pgn.moves.size(); ++i)
        if (!game.play(pgn.moves[i]))
            return Error {"move " + std::to_string(i + 1) + " (" + toUci(pgn.moves[i]) + ") cannot be played"};
    // A result the board does not show (a resignation, a flag, an agreed draw) is kept as it was.
    if (!game.over() && pgn.result != "*")
        game.finish(pgn.result, pgn.tag("Termination"));
    return game;
}

PgnGame Game::toPgn() const
{
    PgnGame pgn = tags_;
    pgn.moves = moves_;
    pgn.result = result();
    pgn.setTag("Result", pgn.result);
    if (start_.fen() != Position::START_FEN) {
        pgn.setTag("SetUp", "1");
        pgn.setTag("FEN", start_.fen());
    }
    if (const std::string why = reason(); !why.empty() && pgn.tag("Termination").empty())
        pgn.setTag("Termination", why);
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

bool Game::play(Move m)
{
    if (over() || !current_.isLegal(m))
        return false;
    sans_.push_back(toSan(current_, m));
    moves_.push_back(m);
    current_.doMove(m);
    status_ = gameStatus(current_);
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
    result_.clear();
    reason_.clear();
    status_ = gameStatus(current_);
}

void Game::finish(std::string result, std::string reason)
{
    if (over())
        return;
    result_ = std::move(result);
    reason_ = std::move(reason);
}

void Game::flagFall(Color c)
{
    const std::string side = c == WHITE ? "White" : "Black";
    if (!canMate(current_, ~c))
        finish("1/2-1/2", side + " ran out of time, but the opponent cannot mate: draw");
    else
        finish(c == WHITE ? "0-1" : "1-0", side + " loses on time");
}

std::string Game::result() const
{
    if (!result_.empty())
        return result_;
    return resultString(status_, current_.sideToMove());
}

std::string Game::reason() const
{
    if (!result_.empty())
        return reason_;
    return status_ == GameStatus::Ongoing ? std::string() : describe(status_, current_.sideToMove());
}

} // namespace kd
