// Position: the board, side to move, castling and en-passant state, counters, and the history of
// states back to where the position was set up (for repetitions and undo).
#pragma once

#include "core/bitboard.h"
#include "core/psq.h"
#include "core/result.h"
#include "core/types.h"
#include "core/zobrist.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kd {

// What doMove() records so that undoMove() can restore the previous state exactly. The first four
// fields are derived again on every move; the others are copied forward and then updated.
struct StateInfo {
    Key key = 0;
    Bitboard checkers = 0; // enemy pieces giving check to the side to move
    Move move; // the move that led to this state (none at the root)
    Piece captured = NO_PIECE; // piece that move captured
    CastlingRights castling = NO_CASTLING;
    Square epSquare = SQ_NONE; // FEN's en-passant target: set after every double pawn push
    bool epInKey = false; // a legal en-passant capture exists, so the key includes its file
    // Plies since the last capture or pawn move, and since the last null move (or the set-up). Both
    // are 32-bit: they start at most at MAX_FEN_COUNTER and grow by one per ply of history, so they
    // cannot wrap before memory runs out.
    std::int32_t rule50 = 0;
    std::int32_t pliesFromNull = 0;
};

class Position {
public:
    static constexpr std::string_view START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    // The largest halfmove clock and fullmove number a FEN may give. A position played on past them
    // keeps counting exactly; its FEN shows at most this value, so it always reads back.
    static constexpr int MAX_FEN_COUNTER = 100'000'000;

    Position(); // the standard starting position

    // Reads a FEN (4 to 6 fields; missing halfmove clock and fullmove number default to 0 and 1; the
    // halfmove clock is 0 to MAX_FEN_COUNTER, the fullmove number 1 to MAX_FEN_COUNTER, 0 read as 1).
    // Every rule a legal FEN obeys is checked, and the error says which one failed and where.
    static Result<Position> fromFen(std::string_view fen);
    // Writes the FEN. fromFen(x).fen() == x for every legal FEN x in canonical field order, and the
    // FEN of every position reachable from one read is readable (counters shown up to the maximum).
    std::string fen() const;

    Piece pieceOn(Square s) const { return board_[s]; }
    bool empty(Square s) const { return board_[s] == NO_PIECE; }
    Bitboard pieces() const { return byType_[ALL_PIECES]; }
    Bitboard pieces(PieceType pt) const { return byType_[pt]; }
    Bitboard pieces(PieceType a, PieceType b) const { return byType_[a] | byType_[b]; }
    Bitboard pieces(Color c) const { return byColor_[c]; }
    Bitboard pieces(Color c, PieceType pt) const { return byColor_[c] & byType_[pt]; }
    Bitboard pieces(Color c, PieceType a, PieceType b) const { return byColor_[c] & (byType_[a] | byType_[b]); }
    int count(Color c, PieceType pt) const { return popcount(pieces(c, pt)); }
    Square kingSquare(Color c) const { return lsb(pieces(c, KING)); }

    Color sideToMove() const { return sideToMove_; }
    CastlingRights castlingRights() const { return state().castling; }
    bool canCastle(CastlingRights cr) const { return state().castling & cr; }
    Square epSquare() const { return state().epSquare; }
    int rule50() const { return state().rule50; }
    int gamePly() const { return gamePly_; } // 0 at the standard start, counting from fullmove 1
    int fullmoveNumber() const { return 1 + gamePly_ / 2; }
    Key key() const { return state().key; }
    // The key after the normal move or capture m, to prefetch its table entry before making it.
    // Approximate: castling rights, en passant and promotions are left out (a wrong prefetch only
    // costs the time it would have saved).
    Key keyAfter(Move m) const
    {
        const Piece pc = board_[m.from()], captured = board_[m.to()];
        Key k = state().key ^ zobrist::keys.side ^ zobrist::keys.psq[pc][m.from()] ^ zobrist::keys.psq[pc][m.to()];
        return captured != NO_PIECE ? k ^ zobrist::keys.psq[captured][m.to()] : k;
    }
    Bitboard checkers() const { return state().checkers; }
    bool inCheck() const { return state().checkers != 0; }
    Move lastMove() const { return state().move; }
    Piece capturedPiece() const { return state().captured; }
    // Plies played since the position was set up (the length of the undo history).
    int historyLength() const { return int(states_.size()) - 1; }

    Bitboard attackersTo(Square s, Bitboard occupied) const;
    Bitboard attackersTo(Square s) const { return attackersTo(s, pieces()); }
    Bitboard attacksBy(Color c) const; // every square a piece of c attacks
    // Pieces of colour c that may not leave the line between their king and an enemy slider.
    Bitboard pinned(Color c) const;
    // Whether the side to move may capture en passant on the current en-passant square.
    bool epCaptureLegal() const;

    // Whether m is a legal move here. Accepts any 16-bit value, so it can vet moves from outside.
    bool isLegal(Move m) const;

    void doMove(Move m); // m must be legal
    void undoMove(); // takes back the last doMove() or doNullMove()
    void doNullMove(); // passes the turn; not allowed in check
    void undoNullMove() { undoMove(); }

    // How often the current position occurred before, counting back to the last capture, pawn
    // move or null move. Two earlier occurrences make a threefold repetition.
    int repetitions() const;

    // The Zobrist key computed from scratch (the incremental key must always equal it).
    Key computeKey() const;
    // The same position with colours swapped and the board flipped top to bottom. Keeps the
    // attached piece-square lanes.
    Position mirrored() const;

    // Incremental evaluation. With lanes attached, every piece placed, moved or removed (also by
    // undoMove) updates psqSums(); without (the default, as in perft) nothing is kept. Attaching
    // computes the sums from scratch. The lanes stay alive as long as a Position uses them.
    void attachPsq(std::shared_ptr<const PsqLanes> lanes);
    const PsqLanes* psqLanes() const { return psqLanes_.get(); }
    const PhaseSums& psqSums() const { return psqSums_; }

private:
    struct Empty { };
    explicit Position(Empty) { clear(); }
    const StateInfo& state() const { return states_.back(); }
    void clear();
    void putPiece(Piece pc, Square s);
    void removePiece(Square s);
    void movePiece(Square from, Square to);
    // Finishes set-up after the pieces and state fields are in place: checkers and key.
    void finishSetup();

    Piece board_[SQUARE_NB];
    Bitboard byType_[PIECE_TYPE_NB];
    Bitboard byColor_[COLOR_NB];
    Color sideToMove_ = WHITE;
    int gamePly_ = 0;
    std::vector<StateInfo> states_; // states_[0] is the set-up state, back() the current one
    std::shared_ptr<const PsqLanes> psqLanes_;
    PhaseSums psqSums_;
};

inline Bitboard Position::attackersTo(Square s, Bitboard occupied) const
{
    return (pawnAttacks(BLACK, s) & pieces(WHITE, PAWN)) | (pawnAttacks(WHITE, s) & pieces(BLACK, PAWN))
        | (knightAttacks(s) & pieces(KNIGHT)) | (bishopAttacks(s, occupied) & pieces(BISHOP, QUEEN))
        | (rookAttacks(s, occupied) & pieces(ROOK, QUEEN)) | (kingAttacks(s) & pieces(KING));
}

inline Bitboard Position::attacksBy(Color c) const
{
    const Bitboard occupied = pieces();
    Bitboard attacks = pawnAttacksOf(c, pieces(c, PAWN)) | kingAttacks(kingSquare(c));
    for (Bitboard b = pieces(c, KNIGHT); b;)
        attacks |= knightAttacks(popLsb(b));
    for (Bitboard b = pieces(c, BISHOP, QUEEN); b;)
        attacks |= bishopAttacks(popLsb(b), occupied);
    for (Bitboard b = pieces(c, ROOK, QUEEN); b;)
        attacks |= rookAttacks(popLsb(b), occupied);
    return attacks;
}

inline Bitboard Position::pinned(Color c) const
{
    const Square ksq = kingSquare(c);
    const Bitboard them = pieces(~c);
    Bitboard snipers
        = ((rookAttacks(ksq, 0) & pieces(ROOK, QUEEN)) | (bishopAttacks(ksq, 0) & pieces(BISHOP, QUEEN))) & them;
    Bitboard result = 0;
    while (snipers) {
        const Square s = popLsb(snipers);
        const Bitboard b = between(ksq, s) & pieces() & ~squareBB(s);
        if (b && !moreThanOne(b))
            result |= b;
    }
    return result & pieces(c);
}

inline void Position::putPiece(Piece pc, Square s)
{
    board_[s] = pc;
    byType_[ALL_PIECES] |= s;
    byType_[typeOf(pc)] |= s;
    byColor_[colorOf(pc)] |= s;
    if (const PsqLanes* t = psqLanes_.get())
        psqSums_.add(t->of[pc][s]);
}

inline void Position::removePiece(Square s)
{
    const Piece pc = board_[s];
    byType_[ALL_PIECES] ^= s;
    byType_[typeOf(pc)] ^= s;
    byColor_[colorOf(pc)] ^= s;
    board_[s] = NO_PIECE;
    if (const PsqLanes* t = psqLanes_.get())
        psqSums_.sub(t->of[pc][s]);
}

inline void Position::movePiece(Square from, Square to)
{
    const Piece pc = board_[from];
    const Bitboard fromTo = squareBB(from) | squareBB(to);
    byType_[ALL_PIECES] ^= fromTo;
    byType_[typeOf(pc)] ^= fromTo;
    byColor_[colorOf(pc)] ^= fromTo;
    board_[from] = NO_PIECE;
    board_[to] = pc;
    if (const PsqLanes* t = psqLanes_.get())
        psqSums_.addSub(t->of[pc][to], t->of[pc][from]);
}

} // namespace kd
