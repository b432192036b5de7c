// The evaluation terms beyond material and piece-square tables: what a model's optional `terms`
// section holds, and the kinds of centipawns an explanation names.
//
// Weights. Each term is a small table of weights, a middle-game and an end-game value each, blended
// by the model's phase rule like the tables. Its entries are indexed by
//   a count   — mobility (safe squares), king attack (attack units), pawn shield (pawns), open
//               files by the king, own pawns on a bishop's colour, a minor piece's distance to its
//               king (squares); or a rank (by the owner's side: 0 its first rank) — connected
//               pawns, passed pawns free to advance, king distances to passed pawns, pawn storms;
//   a square  — the passed-pawn table, by White's square like the PSQTs (Black's mirrored);
//   a piece   — threats, safe checks, outposts, minor pieces behind a pawn and undefended pieces, by
//               the piece's type;
//   nothing   — a single weight (doubled pawn, bishop pair, tempo, ...).
// A weight is read once per use, or a number of times (the king distances: one per square).
// All of a model's term weights live in one flat array per stage; TERM_INFO gives each term's place.
//
// Kinds. Every centipawn of the evaluation belongs to one piece or to a side; TermKind names what it
// is for: a piece's table entry and its terms, or a side's tempo. The README's "Evaluation terms"
// section gives the definitions and the attribution rule.
#pragma once

#include "core/types.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace kd {

enum TermId : std::uint8_t {
    TERM_MOBILITY_KNIGHT,
    TERM_MOBILITY_BISHOP,
    TERM_MOBILITY_ROOK,
    TERM_MOBILITY_QUEEN,
    TERM_PASSED_PAWN,
    TERM_DOUBLED_PAWN,
    TERM_ISOLATED_PAWN,
    TERM_BACKWARD_PAWN,
    TERM_CONNECTED_PAWN,
    TERM_PASSED_FREE,
    TERM_PASSED_OWN_KING,
    TERM_PASSED_ENEMY_KING,
    TERM_BISHOP_PAIR,
    TERM_ROOK_OPEN_FILE,
    TERM_ROOK_HALF_OPEN_FILE,
    TERM_OUTPOST,
    TERM_BISHOP_PAWNS,
    TERM_MINOR_BEHIND_PAWN,
    TERM_KING_PROTECTOR,
    TERM_ROOK_SEVENTH,
    TERM_KING_ATTACK,
    TERM_SAFE_CHECK,
    TERM_PAWN_SHIELD,
    TERM_KING_OPEN_FILES,
    TERM_PAWN_STORM,
    TERM_THREAT_BY_PAWN,
    TERM_THREAT_BY_MINOR,
    TERM_THREAT_BY_ROOK,
    TERM_HANGING,
    TERM_THREAT_PAWN_PUSH,
    TERM_BN_MATE_CORNER,
    TERM_BN_MATE_KINGS,
    TERM_TEMPO,
    TERM_ID_NB
};

enum class TermIndex : std::uint8_t { Scalar, Count, Square, Piece };

// What a centipawn of an explanation is for. TERM_KIND_TABLE is the piece's table entry; the rest
// are the terms, and TERM_KIND_TEMPO belongs to a side, not a piece.
enum TermKind : std::uint8_t {
    TERM_KIND_TABLE,
    TERM_KIND_MOBILITY,
    TERM_KIND_PASSED,
    TERM_KIND_DOUBLED,
    TERM_KIND_ISOLATED,
    TERM_KIND_BACKWARD,
    TERM_KIND_CONNECTED,
    TERM_KIND_BISHOP_PAIR,
    TERM_KIND_ROOK_FILE,
    TERM_KIND_OUTPOST,
    TERM_KIND_BISHOP_PAWNS,
    TERM_KIND_BEHIND_PAWN,
    TERM_KIND_KING_PROTECTOR,
    TERM_KIND_SEVENTH,
    TERM_KIND_KING_ATTACK,
    TERM_KIND_CHECK,
    TERM_KIND_SHIELD,
    TERM_KIND_KING_FILE,
    TERM_KIND_STORM,
    TERM_KIND_THREAT,
    TERM_KIND_HANGING,
    TERM_KIND_PUSH_THREAT,
    TERM_KIND_MATING,
    TERM_KIND_TEMPO,
    TERM_KIND_NB
};

// The inspector's columns: kinds grouped by what a player would call them.
enum TermFamily : std::uint8_t {
    FAMILY_TABLE, // table
    FAMILY_MOBILITY, // mobility
    FAMILY_PAWNS, // passed, doubled, isolated, backward, connected
    FAMILY_PIECES, // bishop pair, rook file, outpost, bishop's pawns, behind a pawn, king distance, 7th rank
    FAMILY_KING, // attacks, safe checks and storms on the enemy king, the mating corner; the own king's shield, files
    FAMILY_THREATS, // attacked by a pawn or a lesser piece, undefended, or a safe pawn push away
    FAMILY_TEMPO, // the side to move's bonus
    FAMILY_NB
};

struct TermInfo {
    std::string_view key; // the model file's name: "mobility_knight"
    TermIndex index;
    int size; // entries
    int offset; // into the flat weight array
    TermKind kind;
    std::string_view words; // for people: "knight mobility"
};

namespace detail {
constexpr std::array<TermInfo, TERM_ID_NB> makeTermInfo()
{
    std::array<TermInfo, TERM_ID_NB> t {{
        {"mobility_knight", TermIndex::Count, 9, 0, TERM_KIND_MOBILITY, "knight mobility"},
        {"mobility_bishop", TermIndex::Count, 14, 0, TERM_KIND_MOBILITY, "bishop mobility"},
        {"mobility_rook", TermIndex::Count, 15, 0, TERM_KIND_MOBILITY, "rook mobility"},
        {"mobility_queen", TermIndex::Count, 28, 0, TERM_KIND_MOBILITY, "queen mobility"},
        {"passed_pawn", TermIndex::Square, 64, 0, TERM_KIND_PASSED, "passed pawn"},
        {"doubled_pawn", TermIndex::Scalar, 1, 0, TERM_KIND_DOUBLED, "doubled pawn"},
        {"isolated_pawn", TermIndex::Scalar, 1, 0, TERM_KIND_ISOLATED, "isolated pawn"},
        {"backward_pawn", TermIndex::Scalar, 1, 0, TERM_KIND_BACKWARD, "backward pawn"},
        {"connected_pawn", TermIndex::Count, 8, 0, TERM_KIND_CONNECTED, "connected pawn"},
        {"passed_free", TermIndex::Count, 8, 0, TERM_KIND_PASSED, "passed pawn free to advance"},
        {"passed_own_king", TermIndex::Count, 8, 0, TERM_KIND_PASSED, "own king's distance to a passed pawn"},
        {"passed_enemy_king", TermIndex::Count, 8, 0, TERM_KIND_PASSED, "enemy king's distance to a passed pawn"},
        {"bishop_pair", TermIndex::Scalar, 1, 0, TERM_KIND_BISHOP_PAIR, "bishop pair"},
        {"rook_open_file", TermIndex::Scalar, 1, 0, TERM_KIND_ROOK_FILE, "rook on an open file"},
        {"rook_half_open_file", TermIndex::Scalar, 1, 0, TERM_KIND_ROOK_FILE, "rook on a half-open file"},
        {"outpost", TermIndex::Piece, 2, 0, TERM_KIND_OUTPOST, "outpost"},
        {"bishop_pawns", TermIndex::Count, 9, 0, TERM_KIND_BISHOP_PAWNS, "own pawns on the bishop's colour"},
        {"minor_behind_pawn", TermIndex::Piece, 2, 0, TERM_KIND_BEHIND_PAWN, "minor piece behind a pawn"},
        {"king_protector", TermIndex::Count, 8, 0, TERM_KIND_KING_PROTECTOR, "minor piece's distance to its king"},
        {"rook_seventh", TermIndex::Scalar, 1, 0, TERM_KIND_SEVENTH, "rook on the seventh rank"},
        {"king_attack", TermIndex::Count, 40, 0, TERM_KIND_KING_ATTACK, "attack on the king"},
        {"safe_check", TermIndex::Piece, 4, 0, TERM_KIND_CHECK, "safe check"},
        {"pawn_shield", TermIndex::Count, 4, 0, TERM_KIND_SHIELD, "pawn shield"},
        {"king_open_files", TermIndex::Count, 4, 0, TERM_KIND_KING_FILE, "open files by the king"},
        {"pawn_storm", TermIndex::Count, 8, 0, TERM_KIND_STORM, "pawn storm"},
        {"threat_by_pawn", TermIndex::Piece, 4, 0, TERM_KIND_THREAT, "attacked by a pawn"},
        {"threat_by_minor", TermIndex::Piece, 2, 0, TERM_KIND_THREAT, "attacked by a minor piece"},
        {"threat_by_rook", TermIndex::Scalar, 1, 0, TERM_KIND_THREAT, "attacked by a rook"},
        {"hanging", TermIndex::Piece, 5, 0, TERM_KIND_HANGING, "undefended and attacked"},
        {"threat_pawn_push", TermIndex::Piece, 4, 0, TERM_KIND_PUSH_THREAT, "attacked after a safe pawn push"},
        {"bn_mate_corner", TermIndex::Count, 8, 0, TERM_KIND_MATING, "lone king's distance to the bishop's corner"},
        {"bn_mate_kings", TermIndex::Count, 8, 0, TERM_KIND_MATING, "kings' distance, bishop and knight mate"},
        {"tempo", TermIndex::Scalar, 1, 0, TERM_KIND_TEMPO, "tempo"},
    }};
    int offset = 0;
    for (TermInfo& i : t) {
        i.offset = offset;
        offset += i.size;
    }
    return t;
}
} // namespace detail

inline constexpr std::array<TermInfo, TERM_ID_NB> TERM_INFO = detail::makeTermInfo();
inline constexpr int TERM_WEIGHTS = TERM_INFO[TERM_ID_NB - 1].offset + TERM_INFO[TERM_ID_NB - 1].size;

// Piece-indexed terms: the first piece type of the index (threat_by_pawn, safe_check: N B R Q;
// by_minor: R Q; outpost: N B; hanging: P N B R Q).
constexpr PieceType termFirstPiece(TermId id)
{
    return id == TERM_THREAT_BY_MINOR ? ROOK : id == TERM_HANGING ? PAWN : KNIGHT;
}

// King attack: the attack units a piece adds per square of the enemy king's zone it attacks.
inline constexpr std::array<int, PIECE_TYPE_NB> KING_ATTACK_UNITS = {0, 0, 2, 2, 3, 5, 0};

// "table", "mobility", ..., "tempo": the names `kandinsky-cli eval --json` writes.
constexpr std::string_view termKindName(TermKind k)
{
    constexpr std::string_view names[TERM_KIND_NB] = {"table", "mobility", "passed", "doubled", "isolated", "backward",
        "connected", "bishop_pair", "rook_file", "outpost", "bishop_pawns", "behind_pawn", "king_protector", "seventh",
        "king_attack", "check", "shield", "king_file", "storm", "threat", "hanging", "push_threat", "mating", "tempo"};
    return names[k];
}
// For sentences: "table", "mobility", "passed pawn", "king attack", ...
constexpr std::string_view termKindWords(TermKind k)
{
    constexpr std::string_view words[TERM_KIND_NB] = {"table", "mobility", "passed pawn", "doubled", "isolated",
        "backward", "connected", "bishop pair", "rook file", "outpost", "pawns on its colour", "behind a pawn",
        "king distance", "seventh rank", "king attack", "safe check", "pawn shield", "open king file", "pawn storm",
        "threat", "undefended", "pawn push threat", "mating corner", "tempo"};
    return words[k];
}
constexpr TermFamily termFamily(TermKind k)
{
    constexpr TermFamily family[TERM_KIND_NB] = {FAMILY_TABLE, FAMILY_MOBILITY, FAMILY_PAWNS, FAMILY_PAWNS,
        FAMILY_PAWNS, FAMILY_PAWNS, FAMILY_PAWNS, FAMILY_PIECES, FAMILY_PIECES, FAMILY_PIECES, FAMILY_PIECES,
        FAMILY_PIECES, FAMILY_PIECES, FAMILY_PIECES, FAMILY_KING, FAMILY_KING, FAMILY_KING, FAMILY_KING, FAMILY_KING,
        FAMILY_THREATS, FAMILY_THREATS, FAMILY_THREATS, FAMILY_KING, FAMILY_TEMPO};
    return family[k];
}
// "Table", "Mobility", "Pawns", "Pieces", "King", "Threats", "Tempo": column titles.
constexpr std::string_view termFamilyName(TermFamily f)
{
    constexpr std::string_view names[FAMILY_NB] = {"Table", "Mobility", "Pawns", "Pieces", "King", "Threats", "Tempo"};
    return names[f];
}

} // namespace kd
