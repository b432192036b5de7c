// PGN (Portable Game Notation): reading real-world files into a tree of moves (variations, comments,
// NAGs; escape lines skipped) and writing games with the Seven Tag Roster.
#pragma once

#include "core/position.h"
#include "core/result.h"
#include "game/movetree.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kd {

struct PgnGame {
    std::vector<std::pair<std::string, std::string>> tags; // in file order
    MoveTree tree; // the moves from start(), with variations, comments and NAGs
    std::vector<Move> mainLine() const { return tree.mainLine(); }
    std::string result = "*"; // "1-0", "0-1", "1/2-1/2" or "*"; writePgn() writes anything else as "*"
    int line = 1; // where the game starts in the file
    // What readPgn() read but did not take as written, with its line: a Result tag that is not one of
    // the four results (the game is then unfinished), or one the movetext contradicts.
    std::vector<std::string> warnings;

    std::string tag(std::string_view name) const; // empty when absent
    void setTag(std::string_view name, std::string value);
    // The starting position: the FEN tag's, or the standard one.
    Result<Position> start() const;
    // The position after every move of the main line (history kept for repetitions).
    Result<Position> end() const;
};

// Reads every game. An error names the line and says what is wrong there: "line 12: illegal move
// 'Nf6': ...", "line 3: unterminated comment". A game's result is the result token after its moves,
// else its Result tag when that is one of the four results, else "*" (with a warning in the game).
// Tags cost linear time in their number; a repeated tag replaces the earlier value.
// Movetext: "(" opens a variation replacing the last move read (from the position before it; nested
// up to 1000 levels), ")" closes it; every move in it must be legal. "{...}" after a move is that
// move's comment, before a variation's first move that move's preComment, before the game's first
// move the root's; comments read one after the other are joined, whitespace runs read as one space.
// "$1".."$255" and the move suffixes !, ?, !!, ??, !?, ?! ($1..$6) are the move's NAGs, in order.
Result<std::vector<PgnGame>> readPgn(std::string_view text);
// The same, keeping what reads: every game that ends before the error (by its result token, or by
// the next game's tags) is appended to games, so a stray line after a finished game loses only
// what follows it. A UTF-8 byte order mark at the start is skipped.
Result<void> readPgnGames(std::string_view text, std::vector<PgnGame>& games);

// Reads a PGN file one game at a time, so that files of any size take little memory: a game ends
// where a tag line follows movetext (outside a comment). onGame gets each game, or the error of one
// that does not read with the line numbers of the file ("line 812: illegal move ..."), and the
// bytes read so far of the file's size; it returns false to stop reading. An error only when the
// file cannot be opened.
struct PgnFileGame {
    Result<PgnGame> game;
    std::int64_t bytesRead = 0, bytesTotal = 0;
};
Result<void> forEachPgnGame(const std::string& path, const std::function<bool(PgnFileGame&&)>& onGame);

// Writes one game: the Seven Tag Roster first (Event, Site, Date, Round, White, Black, Result),
// then the other tags, then SAN movetext wrapped at 80 columns and the result. Variations follow,
// in parentheses, the move they replace; a move number is written for White's moves and for Black's
// after a comment or a variation and at a variation's start ("3... Nf6"); a first NAG $1..$6 is
// written as its glyph glued to the SAN ("e4!?"), other NAGs as " $n". What it writes always reads
// back as the same game: the result is one of the four tokens (anything else is written "*"), tag
// names keep only letters, digits and '_', tag values are one line, a '}' in a comment (which would
// end it) is written as ')', NAGs outside $1..$255 are left out. A preComment of a move that continues its line (only a
// tree edited in code has one) is written before the move and so reads back as the previous move's comment. The game's
// FEN tag (if any) must be a legal FEN and its moves legal from there, as readPgn() and Game::toPgn() make them.
std::string writePgn(const PgnGame& game);

} // namespace kd
