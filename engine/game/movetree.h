// MoveTree: a game's moves with its variations, comments and NAGs, as a PGN editor keeps them.
// Nodes are numbered; node 0 (ROOT) is the starting position. A node's children are the moves
// played from the position after it: children[0] continues its line, the others are variations
// (alternatives to children[0], in PGN order). The main line is ROOT's continuation chain.
// Ids stay valid while their node is in the tree (a removed node's id is never reused). The tree
// does not know positions: legality is checked by whoever adds a move (PGN reader, Game).
#pragma once

#include "core/types.h"

#include <string>
#include <string_view>
#include <vector>

namespace kd {

struct MoveNode {
    Move move; // Move::none() for the root
    int parent = -1; // -1 for the root
    std::vector<int> children; // children[0]: the continuation; the others: variations of it
    std::vector<int> nags; // numeric annotation glyphs ($1 = "!", $2 = "?", ...), in the order read
    std::string comment; // after the move (the root's: before the first move of the game)
    std::string preComment; // before the move: a comment that opens a variation
};

class MoveTree {
public:
    static constexpr int ROOT = 0;

    MoveTree(); // the root alone
    explicit MoveTree(const std::vector<Move>& mainLine);

    bool contains(int id) const; // a node in the tree (not removed)
    const MoveNode& node(int id) const; // id must be contained
    int size() const; // nodes in the tree, root included

    // The child of parent that plays m, or -1.
    int find(int parent, Move m) const;
    // The child of parent that plays m: the existing one, else a new one (the continuation when
    // parent has none, else its last variation).
    int add(int parent, Move m);
    int continuation(int id) const; // children[0], or -1
    int end(int id) const; // the last node of id's line: following continuations from id

    int ply(int id) const; // moves from the root to id (0 for the root)
    std::vector<int> path(int id) const; // the nodes from the first move to id (empty for the root)
    std::vector<Move> moves(int id) const; // the moves of path(id)
    std::vector<Move> mainLine() const;
    int mainLineNode(int ply) const; // the main line's node after ply moves (0: ROOT); -1 past its end
    bool onMainLine(int id) const;

    // The variation holding id moves one place up among its siblings at its branching node (from
    // first variation it becomes the continuation there, the old continuation its first variation).
    // False when id is on the main line.
    bool promote(int id);
    // Promotes id's variation at every branching until id is on the main line.
    void makeMainLine(int id);
    // Removes id and everything after it (its continuation and the variations inside). Not the root.
    void remove(int id);

    void setComment(int id, std::string comment);
    void setPreComment(int id, std::string comment);
    void setNags(int id, std::vector<int> nags);
    // Adds to what a node has (text after its comment or preComment, with a space between; a NAG
    // last), in time for the text only: the PGN reader joins a move's comments and NAGs this way.
    void appendComment(int id, std::string_view text);
    void appendPreComment(int id, std::string_view text);
    void addNag(int id, int nag);
    // Whether any node has a variation, a comment or a NAG (a plain list of moves otherwise).
    bool annotated() const;

    // Same moves, variations in the same order, same comments and NAGs (ids may differ).
    bool operator==(const MoveTree& other) const;

private:
    std::vector<MoveNode> nodes_;
    std::vector<bool> alive_;
};

// The engine evaluation recorded in a PGN comment as "[%eval 0.17]" (pawns, White's view) or
// "[%eval #-3]" (mate in 3 for Black), as lichess and ChessBase write it. commentEval() gives it in
// centipawns from White's side: pawns with up to three decimals, rounded to the centipawn ("0.17" ->
// 17, "-1.05" -> -105), below VALUE_MATE_IN_MAX_PLY; "#n" (White mates in n moves, 1 <= n <= 64)
// -> mateIn(2n - 1) = VALUE_MATE - (2n - 1), the plies from White's move; "#-n" (Black mates in n)
// -> -mateIn(2n) = -(VALUE_MATE - 2n), the plies from White's move before Black's n moves. False
// (scoreWhite untouched) when the comment has none or it does not read ("[%eval abc]", "#0").
// Other commands ("[%clk 0:03:00]") and the words around are never touched.
bool commentEval(std::string_view comment, int& scoreWhite);
// The comment with its "[%eval ...]" set to scoreWhite (replacing one that is there, else put
// first, followed by a space): "[%eval 0.17]", "[%eval -1.05]" (two decimals always), and for a
// mate score (isMateScore) "[%eval #n]" / "[%eval #-n]" with n = (plies to mate + 1) / 2, which
// reads back as the same score when its plies are as commentEval() gives them (odd for White's
// mates, even for Black's; another is read back one ply off). withoutEval() takes the command out
// with one space next to it.
std::string withEval(std::string_view comment, int scoreWhite);
std::string withoutEval(std::string_view comment);

} // namespace kd
