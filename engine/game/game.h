// Game: one game of chess as a front end keeps it. The starting position, the moves played (with
// their SAN), the PGN tags, and how the game ended: by the rules (mate, stalemate, threefold,
// fifty moves, insufficient material, all found by gameStatus()) or by an event outside the board
// (resignation, a flag fall, an agreed draw).
#pragma once

#include "core/position.h"
#include "core/result.h"
#include "core/rules.h"
#include "game/pgn.h"

#include <string>
#include <vector>

namespace kd {

class Game {
public:
    Game() : Game(Position()) { }
    explicit Game(const Position& start);

    // A game from a PGN's main line, or why it cannot be one (a bad FEN tag, an illegal move).
    static Result<Game> fromPgn(const PgnGame& pgn);
    // The game as PGN: its tags (the Seven Tag Roster filled in), SetUp/FEN for a set-up start,
    // its moves and its result.
    PgnGame toPgn() const;

    const Position& start() const { return start_; }
    const Position& current() const { return current_; } // after every move, with the history
    const std::vector<Move>& moves() const { return moves_; }
    int plyCount() const { return int(moves_.size()); }
    // The position after the first ply moves (0: the start), with its history for repetitions.
    Position positionAt(int ply) const;
    // SAN of the move at index ply (the move played from positionAt(ply)).
    const std::string& san(int ply) const { return sans_[std::size_t(ply)]; }
    // The move number and side of the move at index ply, as PGN counts them ("12." / "12...").
    int moveNumber(int ply) const { return start_.fullmoveNumber() + (ply + int(start_.sideToMove())) / 2; }

    // Plays a move if it is legal and the game is not over; false otherwise.
    bool play(Move m);
    // Takes back up to plies moves (fewer at the start); an ending by an outside event is undone
    // with them, an ending by the rules follows the position.
    void takeBack(int plies);

    // Ends the game by an event outside the board: result "1-0", "0-1" or "1/2-1/2" and a
    // sentence ("White resigns", "Black wins on time").
    void finish(std::string result, std::string reason);
    // Side c's flag fell: a loss, or a draw when the other side cannot mate.
    void flagFall(Color c);

    bool over() const { return !result_.empty() || status_ != GameStatus::Ongoing; }
    GameStatus status() const { return status_; }
    std::string result() const; // "1-0", "0-1", "1/2-1/2" or "*"
    std::string reason() const; // why it ended, empty while it goes on

    std::string tag(std::string_view name) const { return tags_.tag(name); }
    void setTag(std::string_view name, std::string value) { tags_.setTag(name, std::move(value)); }

private:
    Position start_;
    Position current_;
    std::vector<Move> moves_;
    std::vector<std::string> sans_;
    GameStatus status_ = GameStatus::Ongoing;
    std::string result_, reason_; // an outside ending
    PgnGame tags_; // only the tags are used
};

} // namespace kd
