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
    const std::vector<Move> mainLine = pgn.mainLine();
    for (std::size_t i = 0; i < mainLine.size(); ++i) {
        if (game.over())
            return Error {"move " + std::to_string(i + 1) + " (" + toUci(mainLine[i])
                + ") comes after the end of the game: " + game.reason()};
        if (!game.play(mainLine[i]))
            return Error {"move " + std::to_string(i + 1) + " (" + toUci(mainLine[i]) + ") is not legal"};
    }
    // Every move of every variation must be legal where it is played (walked depth first, one
    // position made and unmade along the way).
    Position pos = *start;
    std::vector<std::pair<int, std::size_t>> stack {{MoveTree::ROOT, 0}};
    while (!stack.empty()) {
        auto& [id, next] = stack.back();
        const std::vector<int>& children = pgn.tree.node(id).children;
        if (next == children.size()) {
            stack.pop_back();
            if (!stack.empty())
                pos.undoMove();
            continue;
        }
        const int child = children[next++];
        const Move m = pgn.tree.node(child).move;
        if (!pos.isLegal(m))
            return Error {"variation move " + std::to_string(pgn.tree.ply(child)) + " (" + toUci(m) + ") is not legal"};
        pos.doMove(m);
        stack.emplace_back(child, 0);
    }
    game.tree_ = pgn.tree; // the same main line as played, with the file's node ids
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
    pgn.tree = tree_;
    const GameResult::Text text = result_.text();
    pgn.result = text.token;
    pgn.setTag("Result", pgn.result);
    if (setUp()) {
        pgn.setTag("SetUp", "1");
        pgn.setTag("FEN", start_.fen());
    }
    if (result_.over() && !text.termination.empty())
        pgn.setTag("Termination", text.termination);
    return pgn;
}

bool Game::setUp() const { return start_.fen() != Position::START_FEN; }

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
    std::string command = setUp() ? "position fen " + start_.fen() : "position startpos";
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
    tree_.add(tree_.mainLineNode(plyCount()), m);
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
    const int keep = plyCount() - plies;
    tree_.remove(tree_.mainLineNode(keep + 1));
    if (tree_.continuation(tree_.mainLineNode(keep)) >= 0) { // a variation took the main line's place
        replayMainLine(-1);
        return;
    }
    for (int i = 0; i < plies; ++i) {
        current_.undoMove();
        moves_.pop_back();
        sans_.pop_back();
    }
    result_ = byTheRules();
}

void Game::replayMainLine(int oldEnd)
{
    const GameResult old = result_;
    current_ = start_;
    moves_.clear();
    sans_.clear();
    for (Move m : tree_.mainLine()) {
        sans_.push_back(toSan(current_, m));
        moves_.push_back(m);
        current_.doMove(m);
    }
    result_ = byTheRules();
    if (!result_.over() && old.over() && !old.onBoard() && tree_.end(MoveTree::ROOT) == oldEnd)
        result_ = old;
}

Position Game::positionOf(int id) const
{
    Position pos = start_;
    for (Move m : tree_.moves(id))
        pos.doMove(m);
    return pos;
}

Game Game::line(int id) const
{
    Game game(start_);
    game.setClaimDraws(false); // the line as written, as fromPgn() reads a game
    for (Move m : tree_.moves(tree_.end(id)))
        if (!game.play(m))
            break;
    game.claimDraws_ = true; // from the next move on, as fromPgn() does
    return game;
}

std::vector<int> Game::lineNodes(int id) const
{
    std::vector<int> nodes {MoveTree::ROOT};
    for (int n : tree_.path(tree_.end(id)))
        nodes.push_back(n);
    return nodes;
}

int Game::addMove(int parent, Move m)
{
    if (!tree_.contains(parent))
        return -1;
    if (const int existing = tree_.find(parent, m); existing >= 0)
        return existing;
    if (parent == tree_.mainLineNode(plyCount())) // the main line's end: the game goes on
        return play(m) ? tree_.mainLineNode(plyCount()) : -1;
    if (!positionOf(parent).isLegal(m))
        return -1;
    return tree_.add(parent, m);
}

bool Game::promote(int id)
{
    const int oldEnd = tree_.end(MoveTree::ROOT);
    const bool mainLine = tree_.onMainLine(id);
    if (!tree_.promote(id))
        return false;
    if (!mainLine && tree_.onMainLine(id))
        replayMainLine(oldEnd);
    return true;
}

void Game::makeMainLine(int id)
{
    if (tree_.onMainLine(id) || !tree_.contains(id))
        return;
    const int oldEnd = tree_.end(MoveTree::ROOT);
    tree_.makeMainLine(id);
    replayMainLine(oldEnd);
}

void Game::remove(int id)
{
    if (id == MoveTree::ROOT || !tree_.contains(id))
        return;
    const int oldEnd = tree_.end(MoveTree::ROOT);
    const bool mainLine = tree_.onMainLine(id);
    tree_.remove(id);
    if (mainLine)
        replayMainLine(oldEnd);
}

void Game::finish(GameResult result)
{
    if (over() || !result.over())
        return;
    result_ = std::move(result);
}

void Game::flagFall(Color c) { finish(GameResult::flagFall(current_, c)); }

} // namespace kd
