// Opening names: an ECO file in Scid's text format read into a table from position to opening.
//
// Debian's scid-data package installs one at /usr/share/scid/data/scid.eco (10,000 lines of the
// Encyclopaedia of Chess Openings' classification with Scid's refinements). Kandinsky ships no copy:
// without such a file there are no opening names, and the GUI says so.
//
// The format: '#' starts a comment line; each entry is a code (A00 to E99, optionally refined by a
// letter a-z and a digit 1-4: "B90a1"), a name in double quotes, and a line of SAN moves with move
// numbers, ended by '*'. An entry may run over several lines. Entries are matched by the position
// their line reaches (Polyglot's key: pieces, side, castling, a takeable en-passant square), so a
// game that transposes into a line gets its name too.
#pragma once

#include "core/position.h"
#include "core/result.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace kd {

// Where Debian's scid-data package installs its ECO file: the GUI's default.
inline constexpr const char* DEFAULT_ECO_FILE = "/usr/share/scid/data/scid.eco";

struct Opening {
    std::string code; // as the file writes it: "B90", or with Scid's refinements "B90a", "B90a1"
    std::string name; // "Sicilian: Najdorf"
    int plies = 0; // the length of the entry's line
    // The ECO code proper, the first three characters ("B90"), as PGN's ECO tag writes it.
    std::string eco() const { return code.substr(0, 3); }
};

// The opening of a line of play: the last position of the line that an entry names, and where.
struct OpeningAt {
    const Opening* opening = nullptr; // null when no position of the line is named
    int ply = -1; // the position after this many moves of the line
};

class EcoTable {
public:
    // Reads an ECO file. Refused, with a message naming the file, the line and what is wrong: a file
    // that cannot be read or holds no entry, a code that is not an ECO code, a name without its
    // closing quote, an entry without its '*', or a move that is not legal in its line.
    static Result<EcoTable> load(const std::string& path);
    // The same from text already in memory; name is used in the messages.
    static Result<EcoTable> fromText(std::string_view text, const std::string& name);

    // The opening whose line reaches pos, in any move order; null when none does. When several
    // entries reach the same position the file's first one names it.
    const Opening* find(const Position& pos) const;
    // The opening of the game from start through the first `plies` of moves: the entry naming the
    // latest of those positions (the start included) that has a name.
    OpeningAt classify(const Position& start, const std::vector<Move>& moves, int plies) const;

    std::size_t size() const { return openings_.size(); }
    const std::string& name() const { return name_; }

private:
    std::vector<Opening> openings_; // in the file's order
    std::unordered_map<std::uint64_t, std::uint32_t> byKey_; // polyglotKey() -> index in openings_
    std::string name_;
};

} // namespace kd
