// Basic chess types of the Kandinsky engine library: colours, pieces, squares and moves.
// Plain C++20, no dependencies. Everything here is constexpr and header-only.
#pragma once

#include <cstdint>
#include <string_view>

namespace kd {

using Bitboard = std::uint64_t;
using Key = std::uint64_t;

constexpr int MAX_MOVES = 256; // more than the most legal moves of any reachable position (218)
constexpr int MAX_PLY = 128; // deepest line the search may ever walk

// ---- Scores -----------------------------------------------------------------------------------
// Scores are centipawns from the side to move. A mate is VALUE_MATE minus the plies to it, so every
// mate score lies beyond +-VALUE_MATE_IN_MAX_PLY and every other score inside it. The transposition
// table keeps scores and static evaluations in 16 bits, so everything here fits an int16.
inline constexpr int VALUE_DRAW = 0;
inline constexpr int VALUE_MATE = 32000;
inline constexpr int VALUE_INFINITE = 32001;
inline constexpr int VALUE_NONE = 32002;
inline constexpr int VALUE_MATE_IN_MAX_PLY = VALUE_MATE - MAX_PLY;

// The search reads a static evaluation clamped to +-VALUE_EVAL_MAX, so that no evaluation reads as a
// mate: the largest score it builds from one (the quiescence search's futility estimate, evaluation
// + a queen's 975 + 150) stays below VALUE_MATE_IN_MAX_PLY (31,872).
inline constexpr int VALUE_EVAL_MAX = 30000;
static_assert(VALUE_EVAL_MAX + 975 + 150 < VALUE_MATE_IN_MAX_PLY);
constexpr int clampEval(int v)
{
    return v > VALUE_EVAL_MAX ? VALUE_EVAL_MAX : v < -VALUE_EVAL_MAX ? -VALUE_EVAL_MAX : v;
}

constexpr int mateIn(int ply) { return VALUE_MATE - ply; }
constexpr int matedIn(int ply) { return -VALUE_MATE + ply; }
constexpr bool isMateScore(int v) { return v >= VALUE_MATE_IN_MAX_PLY || v <= -VALUE_MATE_IN_MAX_PLY; }
// Full moves to mate for UCI's "score mate N": positive when the side to move mates.
constexpr int mateMoves(int v) { return v > 0 ? (VALUE_MATE - v + 1) / 2 : -(VALUE_MATE + v) / 2; }
// Plies to the mate a mate score announces, whichever side mates.
constexpr int matePlies(int v) { return VALUE_MATE - (v < 0 ? -v : v); }

// What a score says about the true value: exact, or a bound (a search that failed high is a lower
// bound). The transposition table stores it in two bits; UCI reports print lowerbound/upperbound.
enum Bound : std::uint8_t { BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

// ---- Model numbers ----------------------------------------------------------------------------
// The range of every number an evaluation model holds; model files, the heat-map editor and any
// model built in code are checked against these (validate() in eval/evalmodel.h).
//   material (every piece type, king included; Simplified's king is 20,000): -20,000 to 20,000
//   table entries: -2,000 to 2,000
// Why these: the kings' material cancels (one king a side), so king and piece against a bare king
// evaluates to at most 20,000 + 3 x 2,000 = 26,000 (the piece's material and entry, both kings'
// entries), below VALUE_EVAL_MAX: a single piece of any value in range is weighed exactly. No range
// wide enough for the built-in models keeps every position below the mate scores (material must
// reach Simplified's 20,000; even queens of PeSTO's size, 1,025 with +-200 entries, make 30 pieces
// of opposite sign 37,000), so larger sums (several extra pieces of a huge value) are read by the
// search as VALUE_EVAL_MAX. Every sum stays far inside 32 bits: a side's total is at most
// 16 x 22,000 = 352,000, a phase blend at most 31 x 20,000 = 620,000.
inline constexpr int MODEL_MATERIAL_MAX = 20000;
inline constexpr int MODEL_TABLE_MAX = 2000;
static_assert(MODEL_MATERIAL_MAX + 3 * MODEL_TABLE_MAX < VALUE_EVAL_MAX);

enum Color : std::uint8_t { WHITE, BLACK, COLOR_NB = 2 };

constexpr Color operator~(Color c) { return Color(c ^ BLACK); }
// "White" / "Black", for messages and sentences.
constexpr const char* colorName(Color c) { return c == WHITE ? "White" : "Black"; }

// ALL_PIECES indexes the "every piece" bitboard; it shares the value of NO_PIECE_TYPE.
enum PieceType : std::uint8_t { NO_PIECE_TYPE, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, PIECE_TYPE_NB, ALL_PIECES = 0 };

// A piece is (colour << 3) | type, so the colour is bit 3 and the type the low three bits.
enum Piece : std::uint8_t {
    NO_PIECE,
    W_PAWN = PAWN,
    W_KNIGHT,
    W_BISHOP,
    W_ROOK,
    W_QUEEN,
    W_KING,
    B_PAWN = PAWN + 8,
    B_KNIGHT,
    B_BISHOP,
    B_ROOK,
    B_QUEEN,
    B_KING,
    PIECE_NB = 16
};

// The upper-case letter (SAN, FEN for White, model files) and the English name of a piece type.
inline constexpr std::string_view PIECE_TYPE_LETTERS = " PNBRQK"; // index = PieceType
constexpr std::string_view pieceTypeName(PieceType pt)
{
    constexpr std::string_view names[PIECE_TYPE_NB] = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};
    return names[pt];
}

constexpr Piece makePiece(Color c, PieceType pt) { return Piece((c << 3) | pt); }
constexpr PieceType typeOf(Piece p) { return PieceType(p & 7); }
constexpr Color colorOf(Piece p) { return Color(p >> 3); }

// clang-format off
enum Square : std::uint8_t {
    SQ_A1, SQ_B1, SQ_C1, SQ_D1, SQ_E1, SQ_F1, SQ_G1, SQ_H1,
    SQ_A2, SQ_B2, SQ_C2, SQ_D2, SQ_E2, SQ_F2, SQ_G2, SQ_H2,
    SQ_A3, SQ_B3, SQ_C3, SQ_D3, SQ_E3, SQ_F3, SQ_G3, SQ_H3,
    SQ_A4, SQ_B4, SQ_C4, SQ_D4, SQ_E4, SQ_F4, SQ_G4, SQ_H4,
    SQ_A5, SQ_B5, SQ_C5, SQ_D5, SQ_E5, SQ_F5, SQ_G5, SQ_H5,
    SQ_A6, SQ_B6, SQ_C6, SQ_D6, SQ_E6, SQ_F6, SQ_G6, SQ_H6,
    SQ_A7, SQ_B7, SQ_C7, SQ_D7, SQ_E7, SQ_F7, SQ_G7, SQ_H7,
    SQ_A8, SQ_B8, SQ_C8, SQ_D8, SQ_E8, SQ_F8, SQ_G8, SQ_H8,
    SQ_NONE,
    SQUARE_NB = 64
};
// clang-format on

enum File : std::uint8_t { FILE_A, FILE_B, FILE_C, FILE_D, FILE_E, FILE_F, FILE_G, FILE_H, FILE_NB };
enum Rank : std::uint8_t { RANK_1, RANK_2, RANK_3, RANK_4, RANK_5, RANK_6, RANK_7, RANK_8, RANK_NB };

enum Direction : std::int8_t {
    NORTH = 8,
    EAST = 1,
    SOUTH = -NORTH,
    WEST = -EAST,
    NORTH_EAST = NORTH + EAST,
    NORTH_WEST = NORTH + WEST,
    SOUTH_EAST = SOUTH + EAST,
    SOUTH_WEST = SOUTH + WEST,
};

constexpr Square makeSquare(File f, Rank r) { return Square((r << 3) | f); }
constexpr File fileOf(Square s) { return File(s & 7); }
constexpr Rank rankOf(Square s) { return Rank(s >> 3); }
constexpr bool isOk(Square s) { return s < SQ_NONE; }
constexpr bool isLightSquare(Square s) { return (int(fileOf(s)) + int(rankOf(s))) & 1; } // h1 is light
// The same square seen from the other side of the board (a1 <-> a8).
constexpr Square flipRank(Square s) { return Square(s ^ SQ_A8); }
constexpr Square relativeSquare(Color c, Square s) { return Square(s ^ (c * 56)); }
constexpr Rank relativeRank(Color c, Rank r) { return Rank(r ^ (c * 7)); }
constexpr Rank relativeRank(Color c, Square s) { return relativeRank(c, rankOf(s)); }
constexpr Direction pawnPush(Color c) { return c == WHITE ? NORTH : SOUTH; }

constexpr Square operator+(Square s, Direction d) { return Square(int(s) + int(d)); }
constexpr Square operator-(Square s, Direction d) { return Square(int(s) - int(d)); }
constexpr Square& operator++(Square& s) { return s = Square(int(s) + 1); }
constexpr File& operator++(File& f) { return f = File(int(f) + 1); }
constexpr Rank& operator++(Rank& r) { return r = Rank(int(r) + 1); }
constexpr Rank& operator--(Rank& r) { return r = Rank(int(r) - 1); }
constexpr PieceType& operator++(PieceType& pt) { return pt = PieceType(int(pt) + 1); }

// Castling rights are four bits; a set of rights is any combination of them.
enum CastlingRights : std::uint8_t {
    NO_CASTLING,
    WHITE_OO = 1,
    WHITE_OOO = 2,
    BLACK_OO = 4,
    BLACK_OOO = 8,
    KING_SIDE = WHITE_OO | BLACK_OO,
    QUEEN_SIDE = WHITE_OOO | BLACK_OOO,
    WHITE_CASTLING = WHITE_OO | WHITE_OOO,
    BLACK_CASTLING = BLACK_OO | BLACK_OOO,
    ANY_CASTLING = WHITE_CASTLING | BLACK_CASTLING,
    CASTLING_RIGHT_NB = 16
};

constexpr CastlingRights operator&(CastlingRights a, CastlingRights b) { return CastlingRights(int(a) & int(b)); }
constexpr CastlingRights operator|(CastlingRights a, CastlingRights b) { return CastlingRights(int(a) | int(b)); }
constexpr CastlingRights operator~(CastlingRights a) { return CastlingRights(~int(a) & ANY_CASTLING); }
constexpr CastlingRights& operator&=(CastlingRights& a, CastlingRights b) { return a = a & b; }
constexpr CastlingRights& operator|=(CastlingRights& a, CastlingRights b) { return a = a | b; }

// A move in 16 bits:
//
//   bit  15 14 | 13 12 | 11 10 9 8 7 6 | 5 4 3 2 1 0
//        kind  | promo |   to square   | from square
//
//   from, to  square index 0..63 (a1 = 0, b1 = 1, ..., h8 = 63)
//   promo     promotion piece type minus KNIGHT (0 knight, 1 bishop, 2 rook, 3 queen); 0 otherwise
//   kind      0 normal, 1 promotion, 2 en passant, 3 castling
//
// Castling is written as the king's own move (e1g1, e1c1, e8g8, e8c8), as UCI and SAN do.
// Move::none() (all bits zero, a1a1) and Move::null() (b1b1) never name a legal move.
class Move {
public:
    enum Kind : std::uint16_t { NORMAL = 0, PROMOTION = 1 << 14, EN_PASSANT = 2 << 14, CASTLING = 3 << 14 };

    constexpr Move() = default;
    constexpr explicit Move(std::uint16_t raw) : data_(raw) { }
    constexpr Move(Square from, Square to) : data_(std::uint16_t(from | (to << 6))) { }

    static constexpr Move make(Square from, Square to, Kind kind, PieceType promo = KNIGHT)
    {
        return Move(std::uint16_t(from | (to << 6) | ((promo - KNIGHT) << 12) | kind));
    }
    static constexpr Move none() { return Move(); }
    static constexpr Move null() { return Move(std::uint16_t(SQ_B1 | (SQ_B1 << 6))); }

    constexpr Square from() const { return Square(data_ & 0x3F); }
    constexpr Square to() const { return Square((data_ >> 6) & 0x3F); }
    constexpr Kind kind() const { return Kind(data_ & (3 << 14)); }
    constexpr PieceType promotion() const { return PieceType(((data_ >> 12) & 3) + KNIGHT); }
    constexpr std::uint16_t raw() const { return data_; }
    constexpr bool isOk() const { return from() != to(); }

    constexpr explicit operator bool() const { return data_ != 0; }
    constexpr bool operator==(const Move&) const = default;

private:
    std::uint16_t data_ = 0;
};

} // namespace kd
