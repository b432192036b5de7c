// Legal move generation.
//
// The generator produces only legal moves: it finds the checkers and pinned pieces first, so a
// single check restricts every non-king move to the checking line, pinned pieces stay on their pin
// line, and the king never steps onto an attacked square. One template feeds a "sink": MoveSink
// writes moves into a list, CountSink only counts them (perft's bulk counting at the leaves), so
// counting and generating can never disagree.
#pragma once

#include "core/position.h"

#include <algorithm>

namespace kd {

enum class GenType {
    All, // every legal move
    Captures, // captures (en passant included) and all promotions
    Quiets, // every other legal move (castling included)
};

namespace movegen {

// Writes moves to an array. Promotions come queen first, then knight, rook, bishop.
struct MoveSink {
    Move* cur;

    void addMoves(Square from, Bitboard targets)
    {
        while (targets)
            *cur++ = Move(from, popLsb(targets));
    }
    template <int Delta> void addPawnMoves(Bitboard targets)
    {
        while (targets) {
            const Square to = popLsb(targets);
            *cur++ = Move(Square(to - Delta), to);
        }
    }
    template <int Delta> void addPromotions(Bitboard targets)
    {
        while (targets) {
            const Square to = popLsb(targets);
            const Square from = Square(to - Delta);
            for (PieceType pt : {QUEEN, KNIGHT, ROOK, BISHOP})
                *cur++ = Move::make(from, to, Move::PROMOTION, pt);
        }
    }
    void add(Move m) { *cur++ = m; }
};

// Counts moves without writing them.
struct CountSink {
    std::uint64_t count = 0;

    void addMoves(Square, Bitboard targets) { count += popcount(targets); }
    template <int> void addPawnMoves(Bitboard targets) { count += popcount(targets); }
    template <int> void addPromotions(Bitboard targets) { count += 4 * popcount(targets); }
    void add(Move) { ++count; }
};

// Whether the pawn on `from` may capture en passant on `ep` without leaving its king in check.
// Rare enough to check the whole board again: the two pawns leave, the capturer lands on ep.
inline bool enPassantLegal(const Position& pos, Square from, Square ep)
{
    const Color us = pos.sideToMove(), them = ~us;
    const Square captured = ep - pawnPush(us);
    const Square ksq = pos.kingSquare(us);
    const Bitboard occupied = (pos.pieces() ^ from ^ captured) | ep;
    const Bitboard checkersLeft = pos.checkers() & ~squareBB(captured) & pos.pieces(KNIGHT, PAWN);
    return !checkersLeft && !(rookAttacks(ksq, occupied) & pos.pieces(them, ROOK, QUEEN))
        && !(bishopAttacks(ksq, occupied) & pos.pieces(them, BISHOP, QUEEN));
}

template <GenType Type, Color Us, class Sink>
inline void generatePawnMoves(Sink& sink, Bitboard pawns, Bitboard empty, Bitboard enemies, Bitboard mask)
{
    constexpr Direction Up = pawnPush(Us);
    constexpr Direction UpWest = Us == WHITE ? NORTH_WEST : SOUTH_WEST;
    constexpr Direction UpEast = Us == WHITE ? NORTH_EAST : SOUTH_EAST;
    constexpr Bitboard Rank7 = Us == WHITE ? RANK_7_BB : RANK_2_BB;

    const Bitboard normal = pawns & ~Rank7, promoting = pawns & Rank7;
    if constexpr (Type != GenType::Captures) {
        const PawnPushes pushes = pawnPushes<Us>(normal, empty);
        sink.template addPawnMoves<Up>(pushes.single & mask);
        sink.template addPawnMoves<2 * Up>(pushes.twice & mask);
    }
    if constexpr (Type != GenType::Quiets) {
        sink.template addPawnMoves<UpWest>(shift<UpWest>(normal) & enemies & mask);
        sink.template addPawnMoves<UpEast>(shift<UpEast>(normal) & enemies & mask);
        if (promoting) {
            sink.template addPromotions<Up>(shift<Up>(promoting) & empty & mask);
            sink.template addPromotions<UpWest>(shift<UpWest>(promoting) & enemies & mask);
            sink.template addPromotions<UpEast>(shift<UpEast>(promoting) & enemies & mask);
        }
    }
}

template <GenType Type, Color Us, class Sink> inline void generate(const Position& pos, Sink& sink)
{
    constexpr Color Them = ~Us;
    const Square ksq = pos.kingSquare(Us);
    const Bitboard occupied = pos.pieces(), ours = pos.pieces(Us), theirs = pos.pieces(Them);
    const Bitboard checkers = pos.checkers();
    const Bitboard destinations = Type == GenType::Captures ? theirs : Type == GenType::Quiets ? ~occupied : ~ours;

    // King moves: the target must not be attacked once the king has left its square.
    if (Bitboard targets = kingAttacks(ksq) & destinations) {
        const Bitboard occ = occupied ^ ksq;
        const Bitboard diag = pos.pieces(Them, BISHOP, QUEEN), orth = pos.pieces(Them, ROOK, QUEEN);
        Bitboard safe = 0;
        do {
            const Square to = popLsb(targets);
            if (!(pawnAttacks(Us, to) & pos.pieces(Them, PAWN)) && !(knightAttacks(to) & pos.pieces(Them, KNIGHT))
                && !(kingAttacks(to) & pos.pieces(Them, KING)) && !(bishopAttacks(to, occ) & diag)
                && !(rookAttacks(to, occ) & orth))
                safe |= to;
        } while (targets);
        sink.addMoves(ksq, safe);
    }
    if (moreThanOne(checkers))
        return; // double check: only the king may move

    // In single check every other move must capture the checker or block its line.
    const Bitboard checkMask = checkers ? between(ksq, lsb(checkers)) : ~Bitboard(0);
    const Bitboard target = destinations & checkMask;
    const Bitboard pinned = pos.pinned(Us);

    for (Bitboard b = pos.pieces(Us, KNIGHT) & ~pinned; b;) {
        const Square s = popLsb(b);
        sink.addMoves(s, knightAttacks(s) & target);
    }
    const Bitboard diagonal = pos.pieces(Us, BISHOP, QUEEN), orthogonal = pos.pieces(Us, ROOK, QUEEN);
    for (Bitboard b = diagonal & ~pinned; b;) {
        const Square s = popLsb(b);
        sink.addMoves(s, bishopAttacks(s, occupied) & target);
    }
    for (Bitboard b = orthogonal & ~pinned; b;) {
        const Square s = popLsb(b);
        sink.addMoves(s, rookAttacks(s, occupied) & target);
    }

    const Bitboard pawns = pos.pieces(Us, PAWN);
    generatePawnMoves<Type, Us>(sink, pawns & ~pinned, ~occupied, theirs, checkMask);

    // A pinned piece can never answer a check, and otherwise moves only along its pin line.
    if (!checkers && pinned) {
        for (Bitboard b = diagonal & pinned; b;) {
            const Square s = popLsb(b);
            sink.addMoves(s, bishopAttacks(s, occupied) & target & line(ksq, s));
        }
        for (Bitboard b = orthogonal & pinned; b;) {
            const Square s = popLsb(b);
            sink.addMoves(s, rookAttacks(s, occupied) & target & line(ksq, s));
        }
        for (Bitboard b = pawns & pinned; b;) {
            const Square s = popLsb(b);
            generatePawnMoves<Type, Us>(sink, squareBB(s), ~occupied, theirs, line(ksq, s));
        }
    }

    if constexpr (Type != GenType::Quiets) {
        const Square ep = pos.epSquare();
        if (ep != SQ_NONE) {
            for (Bitboard b = pawnAttacks(Them, ep) & pawns; b;) {
                const Square from = popLsb(b);
                if (enPassantLegal(pos, from, ep))
                    sink.add(Move::make(from, ep, Move::EN_PASSANT));
            }
        }
    }

    if constexpr (Type != GenType::Captures) {
        constexpr CastlingRights OO = Us == WHITE ? WHITE_OO : BLACK_OO;
        constexpr CastlingRights OOO = Us == WHITE ? WHITE_OOO : BLACK_OOO;
        if (!checkers && pos.canCastle(OO | OOO)) {
            auto attacked = [&](Square s) { return pos.attackersTo(s, occupied) & theirs; };
            constexpr Square E = relativeSquare(Us, SQ_E1), F = relativeSquare(Us, SQ_F1),
                             G = relativeSquare(Us, SQ_G1);
            constexpr Square D = relativeSquare(Us, SQ_D1), C = relativeSquare(Us, SQ_C1),
                             B = relativeSquare(Us, SQ_B1);
            if (pos.canCastle(OO) && !(occupied & (squareBB(F) | G)) && !attacked(F) && !attacked(G))
                sink.add(Move::make(E, G, Move::CASTLING));
            if (pos.canCastle(OOO) && !(occupied & (squareBB(D) | C | B)) && !attacked(D) && !attacked(C))
                sink.add(Move::make(E, C, Move::CASTLING));
        }
    }
}

} // namespace movegen

// Feeds every legal move of the given kind to the sink.
template <GenType Type, class Sink> inline void generate(const Position& pos, Sink& sink)
{
    if (pos.sideToMove() == WHITE)
        movegen::generate<Type, WHITE>(pos, sink);
    else
        movegen::generate<Type, BLACK>(pos, sink);
}

// The number of legal moves, without generating them.
inline std::uint64_t countLegalMoves(const Position& pos)
{
    movegen::CountSink sink;
    generate<GenType::All>(pos, sink);
    return sink.count;
}

// The legal moves of a position, in a fixed-size array on the stack.
class MoveList {
public:
    explicit MoveList(const Position& pos, GenType type = GenType::All)
    {
        movegen::MoveSink sink {moves_};
        switch (type) {
        case GenType::All:
            generate<GenType::All>(pos, sink);
            break;
        case GenType::Captures:
            generate<GenType::Captures>(pos, sink);
            break;
        case GenType::Quiets:
            generate<GenType::Quiets>(pos, sink);
            break;
        }
        last_ = sink.cur;
    }

    const Move* begin() const { return moves_; }
    const Move* end() const { return last_; }
    Move* begin() { return moves_; }
    Move* end() { return last_; }
    std::size_t size() const { return std::size_t(last_ - moves_); }
    bool empty() const { return last_ == moves_; }
    Move operator[](std::size_t i) const { return moves_[i]; }
    bool contains(Move m) const { return std::find(begin(), end(), m) != end(); }

private:
    union { // left uninitialised: the generator writes every move that is read
        Move moves_[MAX_MOVES];
    };
    Move* last_;
};

} // namespace kd
