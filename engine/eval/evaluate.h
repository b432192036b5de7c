// The evaluation: material plus piece-square tables, White's sum minus Black's, negated when Black is
// to move (seed 002). One code path, whiteSum() in evaluate.cpp, gives both the score and its breakdown.
//
// Exactness. A piece's value at phase p is rounded to whole centipawns on its own:
//     material(pt, p)       = round((mg * p + eg * (max - p)) / max)   (halves away from zero)
//     positional(pc, sq, p) = the same blend of its two table entries
// and the score is the plain sum of those values, so the per-piece breakdown adds up to the score
// to the centipawn, and a piece is worth exactly what the heat map of its table shows at that phase.
// At phase max (and for Single and Switch models, which use phases 0 and max only) no rounding
// happens at all.
#pragma once

#include "core/position.h"
#include "core/psq.h"
#include "eval/evalmodel.h"

#include <memory>
#include <string>
#include <vector>

namespace kd {

// A model made ready for evaluation: every blended value at every phase, looked up, never computed
// during the search. Immutable and shared (a Position keeps its lanes alive).
class EvalTables {
public:
    // The model must pass validate() (every reader and editor checks it first); one that does not
    // stops the program with the reason, in every build type.
    static std::shared_ptr<const EvalTables> build(EvalModel model);
    static std::shared_ptr<const EvalTables> builtin(std::string_view name); // nullptr if unknown

    const EvalModel& model() const { return model_; }

    // The phase of a position: 0 (end game) to model().phaseMax (middle game).
    int phase(const Position& pos) const;
    // Whether Simplified's ending rule holds (used by Switch models; defined for every position).
    static bool endingRule(const Position& pos);

    // What a piece adds for its own side at phase p (Black's entries mirrored).
    int material(PieceType pt, int p) const { return material_[p][pt]; }
    int positional(Piece pc, Square s, int p) const
    {
        return positional_[p][typeOf(pc)][relativeSquare(colorOf(pc), s)];
    }
    // The blend at phase p of an MG and an EG value, as defined above.
    int blend(int mg, int eg, int p) const;

    // For Position::attachPsq(): signed material + positional per piece, square and phase.
    std::shared_ptr<const PsqLanes> lanes() const { return lanes_; }

private:
    explicit EvalTables(EvalModel model);

    EvalModel model_;
    int material_[PHASE_LANES][PIECE_TYPE_NB] = {};
    int positional_[PHASE_LANES][PIECE_TYPE_NB][SQUARE_NB] = {}; // by White's square
    std::shared_ptr<const PsqLanes> lanes_;
};

// The score from the side to move, computed from scratch.
int evaluate(const Position& pos, const EvalTables& tables);

// White's total minus Black's with every piece blended at `phase` (0..phaseMax), whatever the
// position's own phase: evaluate() is this at tables.phase(pos), negated when Black is to move.
// explainMove() uses it to tell a move's own terms from the re-blending a phase change causes.
int whiteScoreAtPhase(const Position& pos, const EvalTables& tables, int phase);
// evaluate() from White's side, whoever is to move.
inline int whiteScore(const Position& pos, const EvalTables& tables)
{
    return whiteScoreAtPhase(pos, tables, tables.phase(pos));
}

// The score from the side to move, read from the sums the Position keeps (Position::attachPsq()
// with tables.lanes() must have been called). Equal to evaluate() after every move and undo.
inline int evaluateIncremental(const Position& pos, const EvalTables& tables)
{
    const int white = pos.psqSums().lane[tables.phase(pos)];
    return pos.sideToMove() == WHITE ? white : -white;
}

// One piece's part of the evaluation, for its own side (a good square is positive for either colour).
struct PieceTerm {
    Square square = SQ_NONE;
    Piece piece = NO_PIECE;
    Square tableSquare = SQ_NONE; // the entry read in White's table (mirrored for Black)
    int materialMg = 0, materialEg = 0; // the model's values
    int positionalMg = 0, positionalEg = 0; // the table entries
    int material = 0, positional = 0; // blended at the position's phase: what the piece adds
    int total() const { return material + positional; }
};

struct SideTotals {
    int material = 0, positional = 0;
    int total() const { return material + positional; }
};

struct Explanation {
    std::string model; // model name
    PhaseKind kind = PhaseKind::Single;
    int phase = 0, phaseMax = 24;
    std::string phaseNote; // why the phase is what it is, in words
    std::vector<PieceTerm> pieces; // White's, then Black's; each side by piece type, then square
    SideTotals white, black;
    int whiteScore = 0; // white.total() - black.total()
    Color sideToMove = WHITE;
    int score = 0; // from the side to move: whiteScore, negated when Black is to move
};

// The breakdown of evaluate(): the same code with a trace switched on at compile time.
Explanation explain(const Position& pos, const EvalTables& tables);

} // namespace kd
