// Game: one game of chess as a front end keeps it. The starting position, the moves played (with
// their SAN), the PGN tags, and its result (a GameResult): an ending by the rules (mate, stalemate,
// a dead position, fivefold repetition, the seventy-five-move rule, found by gameStatus()), a draw
// claimed (threefold repetition, fifty moves: Game claims them for its players unless told not to),
// or an event outside the board (resignation, a flag fall, an agreed draw, a forfeit).
#pragma once

#include "core/position.h"
#include "core/result.h"
#include "core/rules.h"
#include "game/gameresult.h"
#include "game/movetree.h"
#include "game/pgn.h"

#include <string>
#include <vector>

namespace kd {

class Game {
public:
    Game() : Game(Position()) { }
    explicit Game(const Position& start);

    // A game from a PGN's main line, or why it cannot be one (a bad FEN tag, an illegal move, a move
    // after the game ended by itself). Every legal game loads as it was played: one that went on past
    // a threefold repetition or fifty moves (draws that must be claimed) too. The result is the
    // board's when the rules ended the game, else the PGN's, with the reason from its Termination tag
    // and the final position (GameResult::fromPgn()).
    static Result<Game> fromPgn(const PgnGame& pgn);
    // The game as PGN: its tags (the Seven Tag Roster filled in), SetUp/FEN for a set-up start, its
    // moves, its result and, for a finished game, the Termination tag.
    PgnGame toPgn() const;

    const Position& start() const { return start_; }
    // Whether the game starts from a set-up position rather than the standard one.
    bool setUp() const;
    const Position& current() const { return current_; } // after every move, with the history
    const std::vector<Move>& moves() const { return moves_; } // the main line
    // The moves with their variations, comments and NAGs; its main line is always moves().
    const MoveTree& tree() const { return tree_; }
    int mainNode(int ply) const { return tree_.mainLineNode(ply); } // the node after ply moves
    // The position after node id (with its history), and a game of id's whole line: the moves to
    // id and on along its continuations, from the same start, no tags, result by the rules.
    Position positionOf(int id) const;
    Game line(int id) const;
    // The nodes of line(id), ROOT first: [ROOT, first move, ..., last move].
    std::vector<int> lineNodes(int id) const;

    // Variations. addMove() plays m from node parent: the child that plays it already, else a new
    // one (a variation, or the main line's next move when parent is its last node and the game is
    // not over); -1 when m is not legal there or parent ends the main line of a finished game. promote(),
    // makeMainLine() and remove() are MoveTree's; when they change the main line, moves(), current() and the result
    // follow it (an outside ending such as a resignation is kept only while the main line keeps its end).
    int addMove(int parent, Move m);
    bool promote(int id);
    void makeMainLine(int id);
    void remove(int id); // not the root
    void setComment(int id, std::string comment) { tree_.setComment(id, std::move(comment)); }
    void setNags(int id, std::vector<int> nags) { tree_.setNags(id, std::move(nags)); }
    int plyCount() const { return int(moves_.size()); }
    // The position after the first ply moves (0: the start), with its history for repetitions.
    Position positionAt(int ply) const;
    // The UCI command that sets up the position after the first ply moves: "position startpos moves
    // e2e4 e7e5" from the standard start, else "position fen <FEN> moves ..." (no " moves" before
    // the first move).
    std::string uciPosition(int ply) const;
    // SAN of the move at index ply (the move played from positionAt(ply)).
    const std::string& san(int ply) const { return sans_[std::size_t(ply)]; }
    // The move number and side of the move at index ply, as PGN counts them ("12." / "12...").
    int moveNumber(int ply) const { return start_.fullmoveNumber() + (ply + int(start_.sideToMove())) / 2; }

    // Whether a threefold repetition or fifty moves end the game at once, claimed for the player to
    // move (true by default, as the GUI and the match runner play).
    bool claimsDraws() const { return claimDraws_; }
    void setClaimDraws(bool claim);

    // Plays a move if it is legal and the game is not over; false otherwise.
    bool play(Move m);
    // Takes back up to plies moves (fewer at the start); an ending by an outside event is undone
    // with them, an ending by the rules follows the position. The moves leave the tree too (a
    // variation of the last move taken back then continues the main line, as remove() does).
    void takeBack(int plies);

    // Ends the game by an event outside the board (a resignation, an agreement, a forfeit). Nothing
    // happens when the game is over already or result is not an ending.
    void finish(GameResult result);
    // Side c's flag fell: a loss, or a draw when the other side cannot mate.
    void flagFall(Color c);

    const GameResult& gameResult() const { return result_; }
    bool over() const { return result_.over(); }
    std::string result() const { return result_.token(); } // "1-0", "0-1", "1/2-1/2" or "*"
    std::string reason() const { return result_.sentence(); } // why it ended, empty while it goes on

    std::string tag(std::string_view name) const { return tags_.tag(name); }
    void setTag(std::string_view name, std::string value) { tags_.setTag(name, std::move(value)); }

private:
    GameResult byTheRules() const; // the result the current position gives
    // moves(), current() and the result follow the tree's main line after it changed; an outside
    // ending stays when the main line still ends at oldEnd.
    void replayMainLine(int oldEnd);

    Position start_;
    Position current_;
    std::vector<Move> moves_;
    MoveTree tree_;
    std::vector<std::string> sans_;
    GameResult result_;
    bool claimDraws_ = true;
    PgnGame tags_; // only the tags are used
};

} // namespace kd
