// Move ordering: the scores that rank a node's moves, a whole list scored at once (the root's
// moves, evasions, quiescence) and the staged picker of the main search, which generates each kind
// of move only when the search gets to it. Both give the moves in the same order.
//
// The order: the table's move; queen promotions and captures that do not lose material (SEE at
// least -50) by MVV-LVA and their capture history; the two killers and the counter-move (quiet moves that refuted a
// sibling, or the previous move); the other quiet moves by their history (butterfly, by whether the opponent attacks
// the move's squares, plus the continuations after the last moves); then the captures that lose material, and
// underpromotions last.
#pragma once

#include "core/movegen.h"
#include "core/position.h"

#include <cstdint>
#include <iterator>

namespace kd {

// Piece values for exchanges and ordering only (the evaluation uses the model's numbers).
inline constexpr int SEE_VALUE[PIECE_TYPE_NB] = {0, 100, 325, 325, 500, 975, 0};

inline PieceType capturedType(const Position& pos, Move m)
{
    return m.kind() == Move::EN_PASSANT ? PAWN : typeOf(pos.pieceOn(m.to()));
}
inline bool isCapture(const Position& pos, Move m)
{
    return m.kind() == Move::EN_PASSANT || (m.kind() != Move::CASTLING && !pos.empty(m.to()));
}
inline bool isQuiet(const Position& pos, Move m) { return !isCapture(pos, m) && m.kind() != Move::PROMOTION; }

// Static exchange evaluation: whether the exchange sequence the move starts on its target square
// gains at least threshold centipawns (pawn 100, knight and bishop 325, rook 500, queen 975).
bool seeGe(const Position& pos, Move m, int threshold);

// Whether a move checks the enemy king, without making it: directly from its target square, or by
// uncovering a slider. Castling, en passant and promotions count as checks (not pruned, rare).
bool givesCheck(const Position& pos, Move m);

// The squares from which each piece type of the side to move would check the enemy king directly
// (none for the king), as the position stands.
struct CheckSquares {
    Bitboard of[PIECE_TYPE_NB] = {};
    CheckSquares() = default;
    explicit CheckSquares(const Position& pos);
    // A quiet move late-move pruning still searches: a direct check that does not lose material by
    // SEE. Without it a mate in one behind the pruned moves was seen only several plies deeper
    // (README "Search changes by SPRT").
    bool keptBehindPruning(const Position& pos, Move m) const
    {
        return m.kind() == Move::NORMAL && (of[typeOf(pos.pieceOn(m.from()))] & m.to()) && seeGe(pos, m, 0);
    }
};

using PieceToHistory = std::int16_t[PIECE_NB][SQUARE_NB]; // a continuation history: [piece][to]
// One side's history of quiet moves: [from attacked][to attacked][from][to], where "attacked"
// means the opponent attacks the square (a move that saves a piece is told from one that does not).
using ButterflyHistory = std::int16_t[2][2][SQUARE_NB][SQUARE_NB];
// A quiet move's entry in one side's butterfly history (const or not), given the squares the
// opponent attacks: the ordering reads it, the search updates it.
template <typename History> auto& butterflyEntry(History& history, Bitboard threats, Move m)
{
    return history[bool(threats & m.from())][bool(threats & m.to())][m.from()][m.to()];
}
using CaptureHistory = std::int16_t[PIECE_NB][SQUARE_NB][PIECE_TYPE_NB]; // [capturing piece][to][captured type]

inline constexpr int TT_MOVE_SCORE = 1 << 30, GOOD_CAPTURE = 1 << 28, KILLER_SCORE = 1 << 27,
                     COUNTER_SCORE = (1 << 27) - 2, BAD_CAPTURE = -(1 << 28);

// What the ordering knows of a node besides its position.
struct OrderingContext {
    Move ttMove;
    Move killers[2];
    Move counter;
    const ButterflyHistory* butterfly = nullptr; // the side to move's
    Bitboard threats = 0; // the squares the opponent attacks
    // The continuation histories after the moves CONTINUATION_PLIES back: the last move, the one
    // before, and the side's own move before last.
    static constexpr int CONTINUATION_PLIES[] = {1, 2, 4};
    const PieceToHistory* continuation[std::size(CONTINUATION_PLIES)] = {};
    const CaptureHistory* captures = nullptr; // none: every capture's record counts as 0

    // A quiet move's butterfly history, by whether its squares are attacked.
    int butterflyScore(Move m) const { return butterflyEntry(*butterfly, threats, m); }
    // A quiet move's whole record: its butterfly history and its continuations.
    int quietScore(const Position& pos, Move m) const
    {
        const Piece pc = pos.pieceOn(m.from());
        int score = butterflyScore(m);
        for (const PieceToHistory* h : continuation)
            score += (*h)[pc][m.to()];
        return score;
    }
    // A capture's record: how often this piece taking that piece type on that square refuted a node.
    int captureScore(const Position& pos, Move m) const
    {
        return captures ? (*captures)[pos.pieceOn(m.from())][m.to()][capturedType(pos, m)] : 0;
    }
    // The score of a capture or promotion; in quiescence every capture counts as good.
    int tacticalScore(const Position& pos, Move m, bool quiescence) const;
    // The score that ranks m among all the node's moves (higher first).
    int score(const Position& pos, Move m, bool quiescence) const;
};

// A list of moves scored at once, taken best first by selection: ordering work is spent only on
// the moves reached.
struct ScoredMoves {
    ScoredMoves() { } // the arrays stay uninitialised: only the first count entries are read
    union {
        Move moves[MAX_MOVES];
    };
    int scores[MAX_MOVES];
    int count = 0, next = 0;

    void generate(const Position& pos, GenType type, const OrderingContext& context, bool quiescence);
    Move pick(); // Move::none() when none is left
    int lastScore() const { return scores[next - 1]; }
    // Keeps only the moves not yet picked for which keep(move) holds, in their order.
    template <class Keep> void filterRest(Keep keep)
    {
        int kept = next;
        for (int i = next; i < count; ++i)
            if (keep(moves[i])) {
                moves[kept] = moves[i];
                scores[kept++] = scores[i];
            }
        count = kept;
    }
};

// The moves of a node out of check in stages: the good captures, the killers and the
// counter-move, the quiet moves, the bad captures. A node cut by a capture or a killer never
// generates its quiet moves. The table's move (the context's) is left out: the search tries it
// before any generation.
class MovePicker {
public:
    MovePicker(const Position& pos, const OrderingContext& context) : pos_(pos), context_(context) { }

    Move next(); // Move::none() when none is left
    // The score next()'s last move was ranked by (OrderingContext::score).
    int lastScore() const { return lastScore_; }
    // From now on no quiet move is returned (late-move pruning) but, when keepChecks, those
    // CheckSquares::keptBehindPruning() (in the order they stand): the search keeps them at PV nodes,
    // so that a mate in one behind the pruned moves is seen on the engine's line.
    void skipQuiets(bool keepChecks)
    {
        skipQuiets_ = true;
        keepChecks_ = keepChecks;
        if (keepChecks)
            checks_ = CheckSquares(pos_);
    }

private:
    enum class Stage { CapturesInit, GoodCaptures, Refutations, QuietsInit, Quiets, BadCaptures, Done };

    int selectBest(); // moves the best of [cur_, end_) to cur_; its score
    Move take();
    bool isRefutation(int index) const; // refutation(index) is tried before the quiet moves
    Move refutation(int index) const { return index < 2 ? context_.killers[index] : context_.counter; }

    const Position& pos_;
    const OrderingContext& context_;
    Stage stage_ = Stage::CapturesInit;
    int refutationIndex_ = 0;
    bool skipQuiets_ = false, keepChecks_ = false;
    CheckSquares checks_; // none until skipQuiets(true) is called
    int cur_ = 0, end_ = 0, badBegin_ = 0, badEnd_ = 0, lastScore_ = 0;
    union {
        Move moves_[MAX_MOVES]; // the captures [0, badEnd_), then the quiet moves
    };
    int scores_[MAX_MOVES];
};

} // namespace kd
