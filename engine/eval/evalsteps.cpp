#include "eval/evalsteps.h"

#include "core/notation.h"
#include "core/text.h"

#include <cstdlib>

namespace kd {

using text::groupedNumber;
using text::signedGrouped;

std::string pieceWords(Piece pc)
{
    return std::string(colorName(colorOf(pc))) + " " + std::string(pieceTypeName(typeOf(pc)));
}

namespace {

std::string tableName(Piece pc) { return "the " + std::string(pieceTypeName(typeOf(pc))) + " table"; }

// "+ 10 from the knight table" / "- 5 from the pawn table"
std::string positionalWords(const PieceTerm& t)
{
    const std::string sign = t.positional < 0 ? " - " : " + ";
    return sign + groupedNumber(std::abs(t.positional)) + " from " + tableName(t.piece);
}

std::string at(const PieceTerm& t) { return pieceWords(t.piece) + " on " + squareName(t.square); }

} // namespace

std::vector<EvalStep> evaluationSteps(const Explanation& e, StepOrder order)
{
    std::vector<EvalStep> steps;
    int total[COLOR_NB] = {0, 0};
    auto push = [&](EvalStep::Kind kind, int index, int added, std::string text) {
        EvalStep s;
        s.kind = kind;
        s.piece = index;
        s.added = added;
        if (index >= 0)
            total[colorOf(e.pieces[std::size_t(index)].piece)] += added;
        s.white = total[WHITE];
        s.black = total[BLACK];
        s.score = total[WHITE] - total[BLACK];
        s.text = std::move(text);
        steps.push_back(std::move(s));
    };
    auto soFar = [&](Color c, const char* what) {
        return "; " + std::string(colorName(c)) + " " + what + " so far " + groupedNumber(total[c]);
    };

    push(EvalStep::Start, -1, 0,
        "Both sides start at 0. Each piece adds its material and its table entry to its own side"
            + std::string(e.kind == PhaseKind::Tapered
                    ? ", blended at phase " + std::to_string(e.phase) + "/" + std::to_string(e.phaseMax)
                    : "")
            + ".");
    const int n = int(e.pieces.size());
    if (order == StepOrder::PieceByPiece) {
        for (int i = 0; i < n; ++i) {
            const PieceTerm& t = e.pieces[std::size_t(i)];
            push(EvalStep::Piece, i, t.total(), "");
            steps.back().text = at(t) + ": " + groupedNumber(t.material) + " material" + positionalWords(t) + " = "
                + groupedNumber(t.total()) + soFar(colorOf(t.piece), "total");
        }
    } else {
        for (int i = 0; i < n; ++i) {
            const PieceTerm& t = e.pieces[std::size_t(i)];
            push(EvalStep::Material, i, t.material, "");
            steps.back().text
                = at(t) + ": " + groupedNumber(t.material) + " material" + soFar(colorOf(t.piece), "material");
        }
        for (int i = 0; i < n; ++i) {
            const PieceTerm& t = e.pieces[std::size_t(i)];
            push(EvalStep::Positional, i, t.positional, "");
            steps.back().text = at(t) + ": " + signedGrouped(t.positional) + " from " + tableName(t.piece)
                + soFar(colorOf(t.piece), "total");
        }
    }
    push(EvalStep::Difference, -1, 0,
        "White " + groupedNumber(total[WHITE]) + " - Black " + groupedNumber(total[BLACK]) + " = "
            + signedGrouped(total[WHITE] - total[BLACK]) + " from White's side.");
    push(EvalStep::SideToMove, -1, 0, "");
    EvalStep& last = steps.back();
    last.score = e.sideToMove == WHITE ? last.score : -last.score;
    last.text = e.sideToMove == WHITE
        ? "White is to move, so the score stays " + signedGrouped(last.score) + ": the engine's evaluation."
        : "Black is to move, so the score is negated: " + signedGrouped(last.score)
            + " is the engine's evaluation, from Black's side.";
    return steps;
}

int MoveDelta::sum() const
{
    int s = 0;
    for (const DeltaTerm& t : terms)
        s += t.white;
    return s;
}

MoveDelta explainMove(const Position& before, Move m, const EvalTables& t)
{
    MoveDelta d;
    d.move = m;
    d.san = toSan(before, m);
    d.mover = before.sideToMove();
    d.phaseBefore = t.phase(before);
    d.whiteBefore = whiteScoreAtPhase(before, t, d.phaseBefore);
    const int p = d.phaseBefore;
    auto value = [&](Piece pc, Square s) { return t.material(typeOf(pc), p) + t.positional(pc, s, p); };
    auto term = [&](DeltaTerm::Kind kind, Piece pc, Square from, Square to, int was, int is, std::string text) {
        DeltaTerm x {kind, pc, from, to, was, is, colorOf(pc) == WHITE ? is - was : was - is, std::move(text)};
        const Color c = colorOf(pc);
        x.text += ": " + signedGrouped(is - was) + " for " + std::string(colorName(c));
        d.terms.push_back(std::move(x));
    };

    const Color us = d.mover;
    const Square from = m.from(), to = m.to();
    const Piece pc = before.pieceOn(from);
    const std::string route = squareName(from) + " to " + squareName(to);
    if (m.kind() == Move::PROMOTION) {
        const Piece promoted = makePiece(us, m.promotion());
        term(DeltaTerm::Promoted, promoted, from, to, value(pc, from), value(promoted, to),
            pieceWords(pc) + " " + squareName(from) + " becomes a " + std::string(pieceTypeName(m.promotion())) + " on "
                + squareName(to) + ": " + groupedNumber(value(pc, from)) + " -> " + groupedNumber(value(promoted, to)));
    } else {
        const int was = t.positional(pc, from, p), is = t.positional(pc, to, p);
        term(DeltaTerm::Moved, pc, from, to, value(pc, from), value(pc, to),
            pieceWords(pc) + " " + route + ": " + tableName(pc) + " " + signedGrouped(was) + " -> "
                + signedGrouped(is));
    }
    if (m.kind() == Move::CASTLING) {
        const bool kingSide = to > from;
        const Square rookFrom = relativeSquare(us, kingSide ? SQ_H1 : SQ_A1);
        const Square rookTo = relativeSquare(us, kingSide ? SQ_F1 : SQ_D1);
        const Piece rook = makePiece(us, ROOK);
        term(DeltaTerm::CastlingRook, rook, rookFrom, rookTo, value(rook, rookFrom), value(rook, rookTo),
            pieceWords(rook) + " " + squareName(rookFrom) + " to " + squareName(rookTo)
                + " (castling): " + tableName(rook) + " " + signedGrouped(t.positional(rook, rookFrom, p)) + " -> "
                + signedGrouped(t.positional(rook, rookTo, p)));
    } else {
        const Square capSq = m.kind() == Move::EN_PASSANT ? Square(to - pawnPush(us)) : to;
        const Piece captured = before.pieceOn(capSq);
        if (captured != NO_PIECE)
            term(DeltaTerm::Captured, captured, capSq, SQ_NONE, value(captured, capSq), 0,
                pieceWords(captured) + " taken on " + squareName(capSq)
                    + (m.kind() == Move::EN_PASSANT ? " en passant" : "") + ": "
                    + groupedNumber(t.material(typeOf(captured), p)) + " material "
                    + (t.positional(captured, capSq, p) < 0 ? "- " : "+ ")
                    + groupedNumber(std::abs(t.positional(captured, capSq, p))) + " from " + tableName(captured)
                    + " lost");
    }

    Position after = before;
    after.doMove(m);
    d.phaseAfter = t.phase(after);
    d.whiteAfter = whiteScoreAtPhase(after, t, d.phaseAfter);
    if (d.phaseAfter != d.phaseBefore) {
        const int atOld = whiteScoreAtPhase(after, t, d.phaseBefore);
        DeltaTerm x;
        x.kind = DeltaTerm::Phase;
        x.before = atOld;
        x.after = d.whiteAfter;
        x.white = d.whiteAfter - atOld;
        if (t.model().kind == PhaseKind::Switch)
            x.text = d.phaseAfter == 0 ? "The ending rule now holds: every piece is read from the end-game tables"
                                       : "The ending rule no longer holds: every piece is read from the "
                                         "middle-game tables";
        else
            x.text = "Phase " + std::to_string(d.phaseBefore) + " -> " + std::to_string(d.phaseAfter) + "/"
                + std::to_string(t.model().phaseMax) + ": every piece re-blended toward the "
                + (d.phaseAfter < d.phaseBefore ? "end game" : "middle game");
        x.text += ": " + signedGrouped(x.white) + " for White";
        d.terms.push_back(std::move(x));
    }
    return d;
}

} // namespace kd
