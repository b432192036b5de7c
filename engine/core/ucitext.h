// The text of the UCI protocol that both sides share: option declarations ("option name Hash type
// spin default 16 min 1 max 4096") and search reports ("info depth 12 multipv 2 score cp 31 ... pv
// e2e4 e7e5"), written by Kandinsky's own engine (uci/) and read by its UCI client (match/) and the
// GUI. One reader and one writer for each, so what the engine prints is what the client reads back.
#pragma once

#include "core/result.h"
#include "core/types.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kd {

// One option as an engine declares it after "uci".
struct UciOptionDecl {
    enum Type { Check, Spin, Combo, Button, String };

    std::string name; // as declared; compared in any case
    Type type = Button;
    std::string defaultValue; // "true"/"false", a number, one of vars, or text ("" for <empty>)
    long long min = 0, max = 0; // Spin
    std::vector<std::string> vars; // Combo

    // "option name Hash type spin default 16 min 1 max 4096" (a String default "" prints <empty>).
    std::string uciLine() const;
    // Reads such a line (names and values may hold spaces: "option name Move Overhead type spin
    // ..."; a String's default is the rest of the line); an error says what is missing or malformed,
    // a default the option would not take included.
    static Result<UciOptionDecl> parse(std::string_view line);
    // Checks a value for this option: the value as it should be sent ("true"/"false" in lower case,
    // a Combo value as spelled in vars, a Spin's number without leading zeros, a String's "<empty>"
    // as ""), or why it does not fit ("option 'Hash' needs a whole number from 1 to 4096, got 'x'").
    // A Button takes any value and ignores it.
    Result<std::string> check(std::string_view value) const;
    static std::string_view typeName(Type type); // "check", "spin", ...
};

// One "info" line of a search report. Fields the line does not give keep their defaults.
struct UciInfo {
    int depth = 0, seldepth = 0;
    int multipv = 1; // 1-based line number
    bool hasScore = false;
    // From the side to move: centipawns (kept inside +-(VALUE_MATE_IN_MAX_PLY - 1), so never a mate),
    // or a mate score: "mate N" is mateIn(2N - 1) for N > 0, matedIn(-2N) for N <= 0, |N| at most 64.
    int score = 0;
    Bound bound = BOUND_EXACT; // "lowerbound" / "upperbound"
    std::uint64_t nodes = 0, nps = 0;
    std::int64_t timeMs = 0;
    int hashfull = -1; // -1 when not given
    // "wdl W D L": the engine's win, draw and loss chances from the side to move, in permille.
    // hasWdl only when all three are whole numbers from 0 to 1000.
    bool hasWdl = false;
    int wdl[3] = {0, 0, 0};
    std::vector<std::string> pv; // UCI moves, unchecked
    std::string text; // "info string ...": the rest of the line

    // Reads an "info ..." line; never fails: unknown or malformed fields are skipped, and a
    // malformed number leaves its field at the default. "pv" takes the move-shaped words after it,
    // "string" the rest of the line.
    static UciInfo parse(std::string_view line);
    // "info depth 12 seldepth 18 multipv 1 score cp 31 nodes ... nps ... hashfull ... time ... pv ...";
    // an info string line when text is set.
    std::string uciLine() const;
};

} // namespace kd
