// The evaluation: material plus piece-square tables, and for models with a `terms` section the terms
// of eval/terms.h (mobility, pawn structure, king safety, threats, tempo); White's sum minus Black's,
// negated when Black is to move (seed 002). One code path, whiteSum() and whiteTerms() in
// evaluate.cpp, gives both the score and its breakdown (a compile-time trace).
//
// Exactness. A piece's value at phase p is rounded to whole centipawns on its own:
//     material(pt, p)       = round((mg * p + eg * (max - p)) / max)   (halves away from zero)
//     positional(pc, sq, p) = the same blend of its two table entries
//     each term             = the same blend of the term's two weights
// and the score is the plain sum of those values, so the per-piece breakdown adds up to the score
// to the centipawn, and a piece is worth exactly what the heat map of its table shows at that phase.
// Two terms belong to several pieces at once; their blended value is split between them with the
// largest-remainder rule (splitLargestRemainder()): the bishop pair in equal shares among the side's
// bishops, the king attack among the attacking pieces in proportion to their attack units. The
// tempo bonus belongs to the side to move, not to a piece. At phase max (and for Single and Switch
// models, which use phases 0 and max only) no blend rounding happens at all.
#pragma once

#include "core/position.h"
#include "core/psq.h"
#include "eval/evalmodel.h"

#include <array>
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
    // Unique among all tables built in this process (caches tell tables apart by it).
    std::uint64_t id() const { return id_; }

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
    // Whether the model has terms beyond material and tables, and a term weight blended at phase p.
    bool hasTerms() const { return model_.hasTerms; }
    int term(TermId id, int entry, int p) const { return terms_[p][TERM_INFO[id].offset + entry]; }

    // For Position::attachPsq(): signed material + positional per piece, square and phase.
    std::shared_ptr<const PsqLanes> lanes() const { return lanes_; }

private:
    explicit EvalTables(EvalModel model);

    EvalModel model_;
    std::uint64_t id_ = 0;
    int material_[PHASE_LANES][PIECE_TYPE_NB] = {};
    int positional_[PHASE_LANES][PIECE_TYPE_NB][SQUARE_NB] = {}; // by White's square
    int terms_[PHASE_LANES][TERM_WEIGHTS] = {};
    std::shared_ptr<const PsqLanes> lanes_;
};

// Pawn-structure terms (passed, doubled, isolated, backward, connected) depend on the pawns alone: a search
// keeps their sum per pawn placement and phase in this cache (one per thread). Entries hold both
// pawn bitboards, so a hit is always the position's own pawns: the cache never changes a score.
class PawnCache {
public:
    PawnCache();
    struct Entry {
        Bitboard pawns[COLOR_NB] = {~Bitboard(0), ~Bitboard(0)};
        Bitboard passed[COLOR_NB] = {0, 0}; // each side's passed pawns
        std::uint64_t tablesId = 0; // EvalTables::id() of the tables the sum was made with
        int phase = -1;
        int white = 0; // White's pawn terms minus Black's
    };
    Entry& slot(Bitboard white, Bitboard black, int phase);

private:
    static constexpr std::size_t SIZE = 1 << 14;
    std::vector<Entry> entries_;
};

// The score from the side to move, computed from scratch (the cache, when given, speeds up the
// pawn terms and changes nothing).
int evaluate(const Position& pos, const EvalTables& tables, PawnCache* cache = nullptr);

// White's total minus Black's with every piece blended at `phase` (0..phaseMax), whatever the
// position's own phase: evaluate() is this at tables.phase(pos), negated when Black is to move.
// explainMove() uses it to tell a move's own terms from the re-blending a phase change causes.
int whiteScoreAtPhase(const Position& pos, const EvalTables& tables, int phase);
// evaluate() from White's side, whoever is to move.
inline int whiteScore(const Position& pos, const EvalTables& tables)
{
    return whiteScoreAtPhase(pos, tables, tables.phase(pos));
}

// The terms' part of whiteScoreAtPhase() (0 for a model without terms).
int whiteTermsAtPhase(const Position& pos, const EvalTables& tables, int phase, PawnCache* cache = nullptr);

// The score from the side to move, the material and tables read from the sums the Position keeps
// (Position::attachPsq() with tables.lanes() must have been called), the terms computed here.
// Equal to evaluate() after every move and undo.
inline int evaluateIncremental(const Position& pos, const EvalTables& tables, PawnCache* cache = nullptr)
{
    const int phase = tables.phase(pos);
    int white = pos.psqSums().lane[phase];
    if (tables.hasTerms())
        white += whiteTermsAtPhase(pos, tables, phase, cache);
    return pos.sideToMove() == WHITE ? white : -white;
}

// Splits `value` among n owners in proportion to their weights (all > 0): each gets the floor of its
// exact share, and the centipawns left go one each to the owners with the largest remainders (the
// earlier owner first on a tie). The shares add up to `value` exactly, for either sign.
void splitLargestRemainder(int value, const int* weights, int n, int* shares);

// Every term weight a position reads, as the tuner sees it: per weight (TERM_INFO offset + entry),
// the number of times White's side reads it minus Black's. Appends (weight, count) pairs, each
// weight once, counts nonzero.
void termFeatures(const Position& pos, std::vector<std::pair<int, int>>& out);

// A safe square of a knight, bishop, rook or queen, as the mobility term counts them: a square it
// attacks that no own piece stands on and no enemy pawn attacks. Empty for pawns and kings.
Bitboard safeSquares(const Position& pos, Square s);

// One piece's part of the evaluation, for its own side (a good square is positive for either colour).
struct PieceTerm {
    Square square = SQ_NONE;
    Piece piece = NO_PIECE;
    Square tableSquare = SQ_NONE; // the entry read in White's table (mirrored for Black)
    int materialMg = 0, materialEg = 0; // the model's values
    int positionalMg = 0, positionalEg = 0; // the table entries
    int material = 0; // blended at the position's phase: what the piece adds
    int table = 0; // its table entry, blended
    int positional = 0; // everything but material: the table entry plus every term below
    // By TermKind, blended: terms[TERM_KIND_TABLE] == table; the sum of all == positional.
    std::array<int, TERM_KIND_NB> terms {};
    // Which kinds were evaluated for this piece (bit k for TermKind k), even when worth 0: a
    // knight's mobility always, a pawn's "passed" only when it is passed.
    unsigned applied = 1u << TERM_KIND_TABLE;
    // What each term counted: mobility: safe squares; king attack: this piece's attack units (of
    // detailTotal[TERM_KIND_KING_ATTACK] in all); shield: shield pawns; threat: the attacker's
    // piece type; bishop pair: the side's bishops; safe check: this piece's checking squares (of
    // detailTotal); open king file: files without an own pawn; pawn storm: the pawn's rank index;
    // passed: the last king distance read.
    std::array<int, TERM_KIND_NB> detail {};
    std::array<int, TERM_KIND_NB> detailTotal {};
    int total() const { return material + positional; }
    bool has(TermKind k) const { return applied >> k & 1u; }
};

// A side's centipawns that belong to no piece (the tempo bonus of the side to move).
struct SideTerm {
    Color side = WHITE;
    TermKind kind = TERM_KIND_TEMPO;
    int value = 0;
};

struct SideTotals {
    int material = 0, positional = 0; // over the side's pieces
    int side = 0; // the side's SideTerms
    int total() const { return material + positional + side; }
};

struct Explanation {
    std::string model; // model name
    PhaseKind kind = PhaseKind::Single;
    int phase = 0, phaseMax = 24;
    std::string phaseNote; // why the phase is what it is, in words
    bool hasTerms = false; // the model has terms beyond material and tables
    std::vector<PieceTerm> pieces; // White's, then Black's; each side by piece type, then square
    std::vector<SideTerm> sideTerms; // empty for models without terms
    SideTotals white, black;
    int whiteScore = 0; // white.total() - black.total()
    Color sideToMove = WHITE;
    int score = 0; // from the side to move: whiteScore, negated when Black is to move
};

// The breakdown of evaluate(): the same code with a trace switched on at compile time.
Explanation explain(const Position& pos, const EvalTables& tables);
// The same with every value blended at `phase` (explainMove() values both positions at one phase),
// without the phase note.
Explanation explainAtPhase(const Position& pos, const EvalTables& tables, int phase);

} // namespace kd
