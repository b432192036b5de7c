#include "eval/evaluate.h"

#include "core/notation.h"

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace kd {

namespace {

// num / den rounded to the nearest integer, halves away from zero, so that a value and its
// negation round to opposite numbers (den > 0).
int roundedDiv(int num, int den) { return num >= 0 ? (num + den / 2) / den : -((-num + den / 2) / den); }

// Counts of the pieces that decide Simplified's ending rule.
struct SideForce {
    int queens, rooks, minors;
};

SideForce force(const Position& pos, Color c)
{
    return {pos.count(c, QUEEN), pos.count(c, ROOK), pos.count(c, KNIGHT) + pos.count(c, BISHOP)};
}

bool endingFor(const SideForce& f) { return f.queens == 0 || (f.queens == 1 && f.rooks == 0 && f.minors <= 1); }

std::string plural(int n, std::string_view word)
{
    return std::to_string(n) + " " + std::string(word) + (n == 1 ? "" : "s");
}

// "a, b and c"
std::string listed(const std::vector<std::string>& parts)
{
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
    return out;
}

std::string describeForce(Color c, const SideForce& f)
{
    const std::string side(colorName(c));
    if (f.queens == 0)
        return side + " has no queen";
    std::vector<std::string> parts {f.queens == 1 ? "a queen" : plural(f.queens, "queen")};
    if (f.rooks)
        parts.push_back(plural(f.rooks, "rook"));
    if (f.minors)
        parts.push_back(f.minors == 1 ? "one minor piece" : plural(f.minors, "minor piece"));
    if (parts.size() == 1 && f.queens == 1)
        parts.push_back("no other piece");
    return side + " has " + listed(parts);
}

std::string phaseNote(const Position& pos, const EvalTables& t, int phase)
{
    const EvalModel& m = t.model();
    switch (m.kind) {
    case PhaseKind::Single:
        return "no phase: every piece has the same value from the opening to the end game";
    case PhaseKind::Switch: {
        const std::string why
            = describeForce(WHITE, force(pos, WHITE)) + "; " + describeForce(BLACK, force(pos, BLACK));
        return phase == 0 ? "end game (every side with a queen has at most one minor piece besides it): " + why
                          : "middle game (the ending rule does not hold): " + why;
    }
    case PhaseKind::Tapered:
        break;
    }
    std::string sum;
    int total = 0;
    for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1)) {
        const int n = popcount(pos.pieces(pt));
        if (!n || !m.phaseWeight[pt])
            continue;
        total += n * m.phaseWeight[pt];
        sum += (sum.empty() ? "" : " + ") + std::to_string(n) + " " + std::string(pieceTypeName(pt))
            + (n == 1 ? "" : "s") + " x " + std::to_string(m.phaseWeight[pt]);
    }
    const std::string max = std::to_string(m.phaseMax);
    std::string note = (sum.empty() ? "no pieces with a phase weight" : sum) + " = " + std::to_string(total);
    if (total > m.phaseMax)
        note += ", capped at " + max;
    return note + "; each value = round((mg x " + std::to_string(phase) + " + eg x "
        + std::to_string(m.phaseMax - phase) + ") / " + max + ")";
}

// No trace: the search's and evaluate()'s path. Every call compiles away.
struct NoTrace {
    static constexpr bool enabled = false;
};

struct Trace {
    static constexpr bool enabled = true;
    Explanation* out;
};

// The evaluation from White's side with every piece blended at `phase`. With Trace::enabled it also
// records every term it adds; the arithmetic is the same.
template <class TraceT> int whiteSum(const Position& pos, const EvalTables& t, int phase, TraceT trace)
{
    int sideTotal[COLOR_NB] = {0, 0};
    for (Color c : {WHITE, BLACK})
        for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1)) {
            const Piece pc = makePiece(c, pt);
            const int material = t.material(pt, phase);
            for (Bitboard b = pos.pieces(c, pt); b;) {
                const Square s = popLsb(b);
                const int positional = t.positional(pc, s, phase);
                sideTotal[c] += material + positional;
                if constexpr (TraceT::enabled) {
                    const EvalModel& m = t.model();
                    const Square ts = relativeSquare(c, s);
                    trace.out->pieces.push_back(PieceTerm {s, pc, ts, m.material[MG][pt], m.material[EG][pt],
                        m.psqt[MG][pt][ts], m.psqt[EG][pt][ts], material, positional});
                    SideTotals& side = c == WHITE ? trace.out->white : trace.out->black;
                    side.material += material;
                    side.positional += positional;
                }
            }
        }
    return sideTotal[WHITE] - sideTotal[BLACK];
}

} // namespace

EvalTables::EvalTables(EvalModel model) : model_(std::move(model))
{
    // Every reader and editor validates first; a model built in code that skipped it would break
    // the ranges every sum and the search rely on, so it stops the program here, in every build
    // type, with the reason (as Result::value() does on an error), instead of computing nonsense.
    if (const Result<void> valid = validate(model_); !valid) {
        std::fprintf(stderr, "EvalTables::build(): the model '%s' is not valid: %s\n", model_.name.c_str(),
            valid.error().c_str());
        std::abort();
    }
    auto lanes = std::make_shared<PsqLanes>();
    for (int p = 0; p <= model_.phaseMax; ++p)
        for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1)) {
            material_[p][pt] = blend(model_.material[MG][pt], model_.material[EG][pt], p);
            for (Square s = SQ_A1; s <= SQ_H8; ++s)
                positional_[p][pt][s] = blend(model_.psqt[MG][pt][s], model_.psqt[EG][pt][s], p);
        }
    for (Color c : {WHITE, BLACK})
        for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1))
            for (Square s = SQ_A1; s <= SQ_H8; ++s)
                for (int p = 0; p <= model_.phaseMax; ++p) {
                    const Piece pc = makePiece(c, pt);
                    const int value = material(pt, p) + positional(pc, s, p);
                    lanes->of[pc][s].lane[p] = c == WHITE ? value : -value;
                }
    lanes_ = std::move(lanes);
}

std::shared_ptr<const EvalTables> EvalTables::build(EvalModel model)
{
    return std::shared_ptr<const EvalTables>(new EvalTables(std::move(model)));
}

std::shared_ptr<const EvalTables> EvalTables::builtin(std::string_view name)
{
    const EvalModel* m = findBuiltinModel(name);
    return m ? build(*m) : nullptr;
}

int EvalTables::blend(int mg, int eg, int p) const
{
    return roundedDiv(mg * p + eg * (model_.phaseMax - p), model_.phaseMax);
}

bool EvalTables::endingRule(const Position& pos)
{
    return endingFor(force(pos, WHITE)) && endingFor(force(pos, BLACK));
}

int EvalTables::phase(const Position& pos) const
{
    switch (model_.kind) {
    case PhaseKind::Single:
        return model_.phaseMax;
    case PhaseKind::Switch:
        return endingRule(pos) ? 0 : model_.phaseMax;
    case PhaseKind::Tapered:
        break;
    }
    int phase = 0;
    for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1))
        phase += model_.phaseWeight[pt] * popcount(pos.pieces(pt));
    return phase < model_.phaseMax ? phase : model_.phaseMax;
}

int evaluate(const Position& pos, const EvalTables& tables)
{
    const int white = whiteSum(pos, tables, tables.phase(pos), NoTrace {});
    return pos.sideToMove() == WHITE ? white : -white;
}

int whiteScoreAtPhase(const Position& pos, const EvalTables& tables, int phase)
{
    return whiteSum(pos, tables, phase, NoTrace {});
}

Explanation explain(const Position& pos, const EvalTables& tables)
{
    Explanation e;
    e.model = tables.model().name;
    e.kind = tables.model().kind;
    e.phaseMax = tables.model().phaseMax;
    e.pieces.reserve(popcount(pos.pieces()));
    e.phase = tables.phase(pos);
    e.whiteScore = whiteSum(pos, tables, e.phase, Trace {&e});
    e.sideToMove = pos.sideToMove();
    e.score = e.sideToMove == WHITE ? e.whiteScore : -e.whiteScore;
    e.phaseNote = phaseNote(pos, tables, e.phase);
    return e;
}

} // namespace kd
