#include "eval/evalsteps.h"

#include "core/notation.h"
#include "core/text.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <optional>

namespace kd {

using text::groupedNumber;
using text::signedGrouped;

std::string pieceWords(Piece pc)
{
    return std::string(colorName(colorOf(pc))) + " " + std::string(pieceTypeName(typeOf(pc)));
}

namespace {

std::string tableName(Piece pc) { return "the " + std::string(pieceTypeName(typeOf(pc))) + " table"; }

std::string at(const PieceTerm& t) { return pieceWords(t.piece) + " on " + squareName(t.square); }

std::string counted(int n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// The kinds a piece reads besides material, in the order the sentences name them.
template <class F> void forEachKind(const PieceTerm& t, F&& f)
{
    for (int k = TERM_KIND_TABLE; k < TERM_KIND_NB; ++k)
        if (t.has(TermKind(k)))
            f(TermKind(k));
}

} // namespace

std::string termPhrase(const PieceTerm& t, TermKind k)
{
    const int v = std::abs(t.terms[k]);
    const int d = t.detail[k];
    std::string words = groupedNumber(v);
    switch (k) {
    case TERM_KIND_TABLE:
        return words + " from " + tableName(t.piece);
    case TERM_KIND_MOBILITY:
        return words + " mobility (" + counted(d, "safe square", "safe squares") + ")";
    case TERM_KIND_PASSED:
        return words + " passed pawn";
    case TERM_KIND_DOUBLED:
        return words + " doubled pawn";
    case TERM_KIND_ISOLATED:
        return words + " isolated pawn";
    case TERM_KIND_BACKWARD:
        return words + " backward pawn";
    case TERM_KIND_BISHOP_PAIR:
        return words + " bishop pair (shared by " + std::to_string(t.detailTotal[k]) + " bishops)";
    case TERM_KIND_ROOK_FILE:
        return words + (d == 2 ? " open file" : " half-open file");
    case TERM_KIND_KING_ATTACK:
        return words + " king attack (" + std::to_string(d) + " of " + std::to_string(t.detailTotal[k])
            + " attack units)";
    case TERM_KIND_SHIELD:
        return words + " pawn shield (" + counted(d, "file", "files") + " covered)";
    case TERM_KIND_THREAT:
        return words + " threat (attacked by a " + std::string(pieceTypeName(PieceType(d))) + ")";
    case TERM_KIND_CHECK:
        return words + " safe check (" + std::to_string(d) + " of "
            + counted(t.detailTotal[k], "checking square", "checking squares") + ")";
    case TERM_KIND_KING_FILE:
        return words + " open king file (" + counted(d, "file", "files") + " without an own pawn)";
    case TERM_KIND_STORM:
        return words + " pawn storm (on its rank " + std::to_string(d + 1) + ")";
    case TERM_KIND_CONNECTED:
        return words + " connected pawn";
    case TERM_KIND_OUTPOST:
        return words + " outpost";
    case TERM_KIND_HANGING:
        return words + " undefended (attacked)";
    case TERM_KIND_BISHOP_PAWNS:
        return words + " pawns on its colour (" + counted(d, "own pawn", "own pawns") + ")";
    case TERM_KIND_BEHIND_PAWN:
        return words + " behind a pawn";
    case TERM_KIND_KING_PROTECTOR:
        return words + " king distance (" + counted(d, "square", "squares") + " from its king)";
    case TERM_KIND_SEVENTH:
        return words + " rook on the seventh rank";
    case TERM_KIND_PUSH_THREAT:
        return words + " pawn push threat (a safe pawn push would attack it)";
    case TERM_KIND_MATING:
        return words + " mating corner ("
            + (typeOf(t.piece) == KING ? "kings " + std::to_string(d) + " squares apart"
                                       : "lone king " + std::to_string(d) + " from the corner")
            + ")";
    default:
        return words + " " + std::string(termKindWords(k));
    }
}

std::string positionalPhrase(const PieceTerm& t)
{
    std::string out;
    forEachKind(t, [&](TermKind k) { out += (t.terms[k] < 0 ? " - " : " + ") + termPhrase(t, k); });
    return out;
}

std::vector<EvalStep> evaluationSteps(const Explanation& e, StepOrder order)
{
    std::vector<EvalStep> steps;
    int total[COLOR_NB] = {0, 0};
    auto push = [&](EvalStep::Kind kind, int index, int added, std::string text, int sideTerm = -1) {
        EvalStep s;
        s.kind = kind;
        s.piece = index;
        s.sideTerm = sideTerm;
        s.added = added;
        if (index >= 0)
            total[colorOf(e.pieces[std::size_t(index)].piece)] += added;
        if (sideTerm >= 0)
            total[e.sideTerms[std::size_t(sideTerm)].side] += added;
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
        "Both sides start at 0. Each piece adds its material and its table entry"
            + std::string(e.hasTerms ? " and its terms" : "") + " to its own side"
            + std::string(e.kind == PhaseKind::Tapered
                    ? ", blended at phase " + std::to_string(e.phase) + "/" + std::to_string(e.phaseMax)
                    : "")
            + ".");
    const int n = int(e.pieces.size());
    if (order == StepOrder::PieceByPiece) {
        for (int i = 0; i < n; ++i) {
            const PieceTerm& t = e.pieces[std::size_t(i)];
            push(EvalStep::Piece, i, t.total(), "");
            steps.back().text = at(t) + ": " + groupedNumber(t.material) + " material" + positionalPhrase(t) + " = "
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
            std::string phrase = positionalPhrase(t); // " + 10 from the knight table ..."
            phrase = (phrase.starts_with(" - ") ? "-" : "+") + phrase.substr(3);
            steps.back().text = at(t) + ": " + phrase + soFar(colorOf(t.piece), "total");
        }
    }
    for (std::size_t i = 0; i < e.sideTerms.size(); ++i) {
        const SideTerm& st = e.sideTerms[i];
        push(EvalStep::Side, -1, st.value, "", int(i));
        steps.back().text = std::string(colorName(st.side)) + " is to move: " + signedGrouped(st.value) + " "
            + std::string(termKindWords(st.kind)) + soFar(st.side, "total");
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

namespace {

// "table -50 -> +10, mobility +2 -> +14 (2 -> 6 safe squares)": what changed between two values of
// one piece (or of a pawn and the piece it became), kind by kind.
std::string changedKinds(const PieceTerm& was, const PieceTerm& is, bool withMaterial)
{
    std::vector<std::string> parts;
    if (withMaterial && was.material != is.material)
        parts.push_back("material " + groupedNumber(was.material) + " -> " + groupedNumber(is.material));
    for (int k = TERM_KIND_TABLE; k < TERM_KIND_NB; ++k) {
        const TermKind kind = TermKind(k);
        if (!was.has(kind) && !is.has(kind))
            continue;
        if (was.terms[k] == is.terms[k] && was.detail[k] == is.detail[k] && kind != TERM_KIND_TABLE)
            continue;
        std::string part = (kind == TERM_KIND_TABLE ? tableName(is.piece) : std::string(termKindWords(kind))) + " "
            + signedGrouped(was.terms[k]) + " -> " + signedGrouped(is.terms[k]);
        if (kind == TERM_KIND_MOBILITY)
            part += " (" + std::to_string(was.detail[k]) + " -> " + counted(is.detail[k], "safe square", "safe squares")
                + ")";
        else if (kind == TERM_KIND_SHIELD)
            part += " (" + std::to_string(was.detail[k]) + " -> " + counted(is.detail[k], "file", "files") + ")";
        parts.push_back(std::move(part));
    }
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i ? ", " : "") + parts[i];
    return out;
}

int sideTempo(const Explanation& e)
{
    int v = 0;
    for (const SideTerm& t : e.sideTerms)
        v += t.side == WHITE ? t.value : -t.value;
    return v;
}

} // namespace

MoveDelta explainMove(const Position& before, Move m, const EvalTables& t)
{
    MoveDelta d;
    d.move = m;
    d.san = toSan(before, m);
    d.mover = before.sideToMove();
    d.phaseBefore = t.phase(before);
    Position after = before;
    after.doMove(m);
    d.phaseAfter = t.phase(after);

    // Both positions at the phase before the move: each piece's change is its own.
    const Explanation eb = explainAtPhase(before, t, d.phaseBefore);
    const Explanation ea = explainAtPhase(after, t, d.phaseBefore);
    d.whiteBefore = eb.whiteScore;
    int indexB[SQUARE_NB], indexA[SQUARE_NB];
    std::fill(std::begin(indexB), std::end(indexB), -1);
    std::fill(std::begin(indexA), std::end(indexA), -1);
    for (std::size_t i = 0; i < eb.pieces.size(); ++i)
        indexB[eb.pieces[i].square] = int(i);
    for (std::size_t i = 0; i < ea.pieces.size(); ++i)
        indexA[ea.pieces[i].square] = int(i);
    bool usedB[SQUARE_NB] = {}, usedA[SQUARE_NB] = {};
    static const PieceTerm gone {};

    auto term = [&](DeltaTerm::Kind kind, const PieceTerm& was, const PieceTerm& is, Piece pc, Square from, Square to,
                    std::string text) {
        const int wasValue = &was == &gone ? 0 : was.total(), isValue = &is == &gone ? 0 : is.total();
        DeltaTerm x;
        x.kind = kind;
        x.piece = pc;
        x.from = from;
        x.to = to;
        x.before = wasValue;
        x.after = isValue;
        x.white = colorOf(pc) == WHITE ? isValue - wasValue : wasValue - isValue;
        x.text = std::move(text);
        x.material = (&is == &gone ? 0 : is.material) - (&was == &gone ? 0 : was.material);
        for (int k = 0; k < TERM_KIND_NB; ++k)
            x.byKind[std::size_t(k)]
                = (&is == &gone ? 0 : is.terms[std::size_t(k)]) - (&was == &gone ? 0 : was.terms[std::size_t(k)]);
        x.was = was; // `gone` where absent: a default PieceTerm
        x.is = is;
        x.text += ": " + signedGrouped(isValue - wasValue) + " for " + std::string(colorName(colorOf(pc)));
        d.terms.push_back(std::move(x));
    };
    auto pieceB = [&](Square s) -> const PieceTerm& {
        usedB[s] = true;
        return eb.pieces[std::size_t(indexB[s])];
    };
    auto pieceA = [&](Square s) -> const PieceTerm& {
        usedA[s] = true;
        return ea.pieces[std::size_t(indexA[s])];
    };

    const Color us = d.mover;
    const Square from = m.from(), to = m.to();
    const Piece pc = before.pieceOn(from);
    // The captured piece first leaves its square (a capture lands on it).
    const Square capSq = m.kind() == Move::EN_PASSANT ? Square(to - pawnPush(us)) : to;
    const bool capture = m.kind() != Move::CASTLING && before.pieceOn(capSq) != NO_PIECE;
    std::optional<std::size_t> capturedAt;
    if (capture) {
        const PieceTerm& c = pieceB(capSq);
        const Piece captured = c.piece;
        term(DeltaTerm::Captured, c, gone, captured, capSq, SQ_NONE,
            pieceWords(captured) + " taken on " + squareName(capSq)
                + (m.kind() == Move::EN_PASSANT ? " en passant" : "") + ": " + groupedNumber(c.material) + " material"
                + positionalPhrase(c) + " lost");
        capturedAt = d.terms.size() - 1;
    }
    const PieceTerm& moved = pieceB(from);
    const PieceTerm& landed = pieceA(to);
    if (m.kind() == Move::PROMOTION) {
        term(DeltaTerm::Promoted, moved, landed, landed.piece, from, to,
            pieceWords(pc) + " " + squareName(from) + " becomes a " + std::string(pieceTypeName(m.promotion())) + " on "
                + squareName(to) + ": " + groupedNumber(moved.total()) + " -> " + groupedNumber(landed.total()));
    } else {
        term(DeltaTerm::Moved, moved, landed, pc, from, to,
            pieceWords(pc) + " " + squareName(from) + " to " + squareName(to) + ": "
                + changedKinds(moved, landed, false));
    }
    if (capturedAt) // the moving piece's term reads first, as before
        std::rotate(d.terms.begin(), d.terms.begin() + 1, d.terms.end());
    if (m.kind() == Move::CASTLING) {
        const bool kingSide = to > from;
        const Square rookFrom = relativeSquare(us, kingSide ? SQ_H1 : SQ_A1);
        const Square rookTo = relativeSquare(us, kingSide ? SQ_F1 : SQ_D1);
        const Piece rook = makePiece(us, ROOK);
        const PieceTerm& rb = pieceB(rookFrom);
        const PieceTerm& ra = pieceA(rookTo);
        term(DeltaTerm::CastlingRook, rb, ra, rook, rookFrom, rookTo,
            pieceWords(rook) + " " + squareName(rookFrom) + " to " + squareName(rookTo)
                + " (castling): " + changedKinds(rb, ra, false));
    }
    // Every other piece stands where it stood; those whose terms changed get a term each.
    for (const PieceTerm& a : ea.pieces) {
        if (usedA[a.square])
            continue;
        const PieceTerm& b = pieceB(a.square);
        usedA[a.square] = true;
        if (a.total() != b.total())
            term(DeltaTerm::Affected, b, a, a.piece, a.square, a.square,
                pieceWords(a.piece) + " " + squareName(a.square) + ": " + changedKinds(b, a, false));
    }
    if (const int tempoBefore = sideTempo(eb), tempoAfter = sideTempo(ea); tempoBefore != tempoAfter) {
        DeltaTerm x;
        x.kind = DeltaTerm::Tempo;
        x.before = tempoBefore;
        x.after = tempoAfter;
        x.white = tempoAfter - tempoBefore;
        x.text = "Tempo: " + std::string(colorName(~us)) + " is to move now: " + signedGrouped(x.white) + " for White";
        d.terms.push_back(std::move(x));
    }

    d.whiteAfter = whiteScoreAtPhase(after, t, d.phaseAfter);
    if (d.phaseAfter != d.phaseBefore) {
        const int atOld = ea.whiteScore;
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
