// The evaluation told step by step, for the inspector (and anyone else who wants to read it).
//
// evaluationSteps() adds the pieces of explain() one at a time, with the running totals of both
// sides, and ends with the subtraction and the side-to-move sign: its last step's score is exactly
// evaluate().
//
// explainMove() splits what a move changes in the evaluation (from White's side) into a handful of
// terms: the moved piece's old and new value, the captured piece (en passant included), the
// promotion, the castling rook, every other piece whose terms changed (the king that lost its
// shield, the pawn that became passed, the rook whose file opened), the tempo passing to the other
// side, all valued at the phase before the move, and one more term for the re-blending of every
// piece when the move changed the phase (a capture or promotion in a tapered model, a change of
// tables in a switch model). The terms add up exactly to whiteScore(after) - whiteScore(before):
// every piece's value is its own, and each term is the change of whole pieces' values.
#pragma once

#include "core/position.h"
#include "eval/evaluate.h"

#include <string>
#include <vector>

namespace kd {

std::string pieceWords(Piece pc); // "White knight"

// One term of a piece in words, without its sign: "14 mobility (6 safe squares)", "10 from the
// knight table", "25 king attack (5 of 9 attack units)".
std::string termPhrase(const PieceTerm& t, TermKind k);
// Everything but material, signed: " + 10 from the knight table + 14 mobility (6 safe squares)".
std::string positionalPhrase(const PieceTerm& t);

enum class StepOrder {
    PieceByPiece, // each piece with its material and its table entry at once
    MaterialFirst, // every piece's material, then every piece's table entry
};

struct EvalStep {
    enum Kind { Start, Piece, Material, Positional, Side, Difference, SideToMove };
    Kind kind = Start;
    int piece = -1; // index into Explanation::pieces for Piece, Material and Positional steps
    int sideTerm = -1; // index into Explanation::sideTerms for Side steps
    int added = 0; // what the step adds to its piece's side
    int white = 0, black = 0; // both sides' totals after the step
    int score = 0; // Difference: White's side; SideToMove: the side to move's (the engine's score)
    std::string text;
};

// Start, the pieces (one step each, or two in MaterialFirst order), the side terms, the difference,
// the sign.
std::vector<EvalStep> evaluationSteps(const Explanation& e, StepOrder order);

struct DeltaTerm {
    // Affected: a piece that did not move but whose terms changed (from == to, its square).
    // Tempo: the side-to-move bonus changing hands (before/after: White's tempo minus Black's).
    enum Kind { Moved, Captured, Promoted, CastlingRook, Affected, Tempo, Phase };
    Kind kind = Moved;
    Piece piece = NO_PIECE; // Promoted: the new piece
    Square from = SQ_NONE, to = SQ_NONE; // Captured: `from` is where the piece was taken
    int before = 0, after = 0; // the piece's value for its own side (Phase: White's score, old and new phase)
    int white = 0; // the change of White's score
    // The change of the piece's value by kind, for its own side (material apart): sums with
    // `material` to after - before. Zero for Tempo and Phase.
    int material = 0;
    std::array<int, TERM_KIND_NB> byKind {};
    // The piece's whole breakdown before and after (a default PieceTerm where it is absent: before a
    // promotion's new piece, after a capture). Empty for Tempo and Phase.
    PieceTerm was, is;
    std::string text;
};

struct MoveDelta {
    Move move;
    std::string san;
    Color mover = WHITE;
    int phaseBefore = 0, phaseAfter = 0;
    int whiteBefore = 0, whiteAfter = 0; // both positions' scores from White's side
    std::vector<DeltaTerm> terms;

    int change() const { return whiteAfter - whiteBefore; }
    int sum() const; // of the terms: equal to change()
};

// m must be legal in `before`.
MoveDelta explainMove(const Position& before, Move m, const EvalTables& tables);

} // namespace kd
