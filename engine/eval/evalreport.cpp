#include "eval/evalreport.h"

#include "core/notation.h"
#include "core/text.h"
#include "eval/evalsteps.h"

#include <cstdio>

namespace kd {

using text::signedNumber;

namespace {

std::string format(const char* fmt, auto... args)
{
    char buffer[256];
    std::snprintf(buffer, sizeof buffer, fmt, args...);
    return buffer;
}

} // namespace

std::string scoresheet(const Explanation& e, const EvalModel& model, const Position& pos)
{
    const bool tapered = e.kind == PhaseKind::Tapered;
    std::string out;
    out += "Model     " + model.name + ": " + model.title + "\n";
    out += "Position  " + pos.fen() + "\n";
    out += "Phase     " + std::to_string(e.phase) + " of " + std::to_string(e.phaseMax) + ": " + e.phaseNote + "\n";

    for (Color c : {WHITE, BLACK}) {
        const std::string side(colorName(c));
        out += "\n";
        if (tapered)
            out += format("%-16s %8s %6s %6s %10s %6s %6s %7s %8s\n", (side + " pieces").c_str(), "material", "mg",
                "eg", "positional", e.hasTerms ? "tbl mg" : "mg", e.hasTerms ? "tbl eg" : "eg", "piece", "running");
        else
            out += format(
                "%-16s %8s %10s %7s %8s\n", (side + " pieces").c_str(), "material", "positional", "piece", "running");
        int running = 0;
        for (const PieceTerm& t : e.pieces) {
            if (colorOf(t.piece) != c)
                continue;
            running += t.total();
            const std::string name = "  " + std::string(pieceTypeName(typeOf(t.piece))) + " " + squareName(t.square);
            if (tapered)
                out += format("%-16s %8d %6d %6d %10d %6d %6d %7d %8d\n", name.c_str(), t.material, t.materialMg,
                    t.materialEg, t.positional, t.positionalMg, t.positionalEg, t.total(), running);
            else
                out += format("%-16s %8d %10d %7d %8d\n", name.c_str(), t.material, t.positional, t.total(), running);
            if (e.hasTerms) {
                const std::string phrase = positionalPhrase(t);
                out += "      = " + std::string(phrase.starts_with(" - ") ? "-" : "") + phrase.substr(3) + "\n";
            }
        }
        for (const SideTerm& st : e.sideTerms)
            if (st.side == c) {
                running += st.value;
                const std::string name = "  " + std::string(termKindWords(st.kind)) + " (to move)";
                if (tapered)
                    out += format("%-16s %8s %6s %6s %10d %6s %6s %7d %8d\n", name.c_str(), "", "", "", st.value, "",
                        "", st.value, running);
                else
                    out += format("%-16s %8s %10d %7d %8d\n", name.c_str(), "", st.value, st.value, running);
            }
        const SideTotals& s = c == WHITE ? e.white : e.black;
        const std::string label = "  " + side + " total";
        if (tapered)
            out += format("%-16s %8d %6s %6s %10d %6s %6s %7s %8d\n", label.c_str(), s.material, "", "",
                s.positional + s.side, "", "", "", s.total());
        else
            out += format("%-16s %8d %10d %7s %8d\n", label.c_str(), s.material, s.positional + s.side, "", s.total());
    }

    out += "\nWhite - Black = " + std::to_string(e.white.total()) + " - " + std::to_string(e.black.total()) + " = "
        + signedNumber(e.whiteScore) + " from White's side\n";
    if (e.sideToMove == WHITE)
        out += "White is to move, so the score stays as it is: " + signedNumber(e.score) + "\n";
    else
        out += "Black is to move, so the score is negated (scores are from the side to move): -("
            + signedNumber(e.whiteScore) + ") = " + signedNumber(e.score) + "\n";
    return out;
}

std::string explanationJson(const Explanation& e)
{
    auto sideJson = [](const SideTotals& s) {
        return "{\"material\": " + std::to_string(s.material) + ", \"positional\": " + std::to_string(s.positional)
            + "}";
    };
    // "table" always; every other kind the piece read (a knight's mobility even when 0).
    auto termsJson = [](const PieceTerm& t) {
        std::string out = "{";
        for (int k = TERM_KIND_TABLE; k < TERM_KIND_NB; ++k)
            if (t.has(TermKind(k)))
                out += std::string(k == TERM_KIND_TABLE ? "" : ", ") + "\"" + std::string(termKindName(TermKind(k)))
                    + "\": " + std::to_string(t.terms[std::size_t(k)]);
        return out + "}";
    };
    std::string out = "{\n";
    out += "  \"model\": " + text::jsonString(e.model) + ",\n";
    out += std::string("  \"side_to_move\": \"") + (e.sideToMove == WHITE ? "w" : "b") + "\",\n";
    out += "  \"phase\": " + std::to_string(e.phase) + ",\n";
    out += "  \"score\": " + std::to_string(e.score) + ",\n";
    out += "  \"white\": " + sideJson(e.white) + ",\n";
    out += "  \"black\": " + sideJson(e.black) + ",\n";
    out += "  \"pieces\": [";
    for (std::size_t i = 0; i < e.pieces.size(); ++i) {
        const PieceTerm& t = e.pieces[i];
        out += std::string(i ? ",\n" : "\n") + "    {\"square\": \"" + squareName(t.square) + "\", \"piece\": \""
            + pieceChar(t.piece) + "\", \"material\": " + std::to_string(t.material)
            + ", \"positional\": " + std::to_string(t.positional) + ", \"terms\": " + termsJson(t) + "}";
    }
    out += e.pieces.empty() ? "],\n" : "\n  ],\n";
    out += "  \"side_terms\": [";
    for (std::size_t i = 0; i < e.sideTerms.size(); ++i) {
        const SideTerm& st = e.sideTerms[i];
        out += std::string(i ? ", " : "") + "{\"side\": \"" + (st.side == WHITE ? "w" : "b") + "\", \"term\": \""
            + std::string(termKindName(st.kind)) + "\", \"value\": " + std::to_string(st.value) + "}";
    }
    out += "]\n}\n";
    return out;
}

} // namespace kd
