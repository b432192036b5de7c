#include "core/position.h"

#include "core/movegen.h"
#include "core/notation.h"
#include "core/text.h"
#include "core/zobrist.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace kd {

namespace {

using text::quoted;
using zobrist::keys;

// Rights that survive a move touching this square (the king's or a rook's home square).
constexpr auto castlingMask = [] {
    std::array<CastlingRights, SQUARE_NB> m {};
    m.fill(ANY_CASTLING);
    m[SQ_E1] = ~WHITE_CASTLING;
    m[SQ_H1] = ~WHITE_OO;
    m[SQ_A1] = ~WHITE_OOO;
    m[SQ_E8] = ~BLACK_CASTLING;
    m[SQ_H8] = ~BLACK_OO;
    m[SQ_A8] = ~BLACK_OOO;
    return m;
}();

constexpr std::string_view PIECE_CHARS = " PNBRQK  pnbrqk";

} // namespace

Position::Position() { *this = fromFen(START_FEN).value(); }

void Position::clear()
{
    std::fill(std::begin(board_), std::end(board_), NO_PIECE);
    std::fill(std::begin(byType_), std::end(byType_), 0);
    std::fill(std::begin(byColor_), std::end(byColor_), 0);
    sideToMove_ = WHITE;
    gamePly_ = 0;
    states_.assign(1, StateInfo {});
    states_.reserve(256);
    psqLanes_.reset();
    psqSums_ = PhaseSums {};
}

Result<Position> Position::fromFen(std::string_view fen)
{
    const std::vector<std::string_view> fields = text::split(fen);
    if (fields.empty())
        return Error {"FEN is empty"};
    if (fields.size() > 6)
        return Error {"FEN has " + std::to_string(fields.size()) + " fields, at most 6 are allowed (extra field "
            + quoted(fields[6]) + ")"};
    if (fields.size() < 4)
        return Error {"FEN has " + std::to_string(fields.size())
            + " field(s); it needs at least piece placement, side to move, castling and en passant"};

    Position pos {Empty {}};
    StateInfo& st = pos.states_.back();

    // 1. Piece placement, rank 8 first.
    {
        const std::string_view placement = fields[0];
        std::vector<std::string_view> ranks;
        std::size_t start = 0;
        for (std::size_t i = 0; i <= placement.size(); ++i)
            if (i == placement.size() || placement[i] == '/') {
                ranks.push_back(placement.substr(start, i - start));
                start = i + 1;
            }
        if (ranks.size() != 8)
            return Error {"piece placement has " + std::to_string(ranks.size()) + " ranks, expected 8"};
        for (int i = 0; i < 8; ++i) {
            const Rank r = Rank(7 - i);
            const std::string rankName = "rank " + std::to_string(r + 1);
            int file = 0;
            for (char c : ranks[i]) {
                if (c >= '1' && c <= '8')
                    file += c - '0';
                else if (const auto idx = PIECE_CHARS.find(c); c != ' ' && idx != std::string_view::npos) {
                    if (file < 8)
                        pos.putPiece(Piece(idx), makeSquare(File(file), r));
                    ++file;
                } else
                    return Error {"bad piece letter " + quoted(c) + " in " + rankName + " (" + quoted(ranks[i])
                        + "); use PNBRQK for White, pnbrqk for Black, 1-8 for empty squares"};
            }
            if (file != 8)
                return Error {
                    rankName + " (" + quoted(ranks[i]) + ") has " + std::to_string(file) + " squares, expected 8"};
        }
    }

    // 2. Side to move.
    if (fields[1] == "w")
        pos.sideToMove_ = WHITE;
    else if (fields[1] == "b")
        pos.sideToMove_ = BLACK;
    else
        return Error {"side to move must be 'w' or 'b', not " + quoted(fields[1])};

    // Kings and pawns, which the remaining checks rely on.
    for (Color c : {WHITE, BLACK}) {
        const int kings = pos.count(c, KING);
        if (kings == 0)
            return Error {std::string(colorName(c)) + " has no king"};
        if (kings > 1)
            return Error {std::string(colorName(c)) + " has " + std::to_string(kings) + " kings"};
        if (pos.count(c, PAWN) > 8)
            return Error {std::string(colorName(c)) + " has " + std::to_string(pos.count(c, PAWN))
                + " pawns, at most 8 are possible"};
        if (popcount(pos.pieces(c)) > 16)
            return Error {std::string(colorName(c)) + " has " + std::to_string(popcount(pos.pieces(c)))
                + " pieces, at most 16 are possible"};
    }
    if (const Bitboard b = pos.pieces(PAWN) & (RANK_1_BB | RANK_8_BB))
        return Error {"pawn on " + squareName(lsb(b)) + ": pawns can never stand on rank 1 or 8"};

    // 3. Castling rights: each needs its king and rook on their home squares.
    if (fields[2] != "-") {
        for (char c : fields[2]) {
            CastlingRights cr;
            Color color;
            Square rookSq;
            switch (c) {
            case 'K':
                cr = WHITE_OO, color = WHITE, rookSq = SQ_H1;
                break;
            case 'Q':
                cr = WHITE_OOO, color = WHITE, rookSq = SQ_A1;
                break;
            case 'k':
                cr = BLACK_OO, color = BLACK, rookSq = SQ_H8;
                break;
            case 'q':
                cr = BLACK_OOO, color = BLACK, rookSq = SQ_A8;
                break;
            default:
                return Error {
                    "bad castling letter " + quoted(c) + " in " + quoted(fields[2]) + "; use K, Q, k, q or '-'"};
            }
            if (st.castling & cr)
                return Error {"castling right " + quoted(c) + " appears twice in " + quoted(fields[2])};
            const Square kingSq = relativeSquare(color, SQ_E1);
            if (pos.pieceOn(kingSq) != makePiece(color, KING))
                return Error {"castling right " + quoted(c) + " needs the " + colorName(color) + " king on "
                    + squareName(kingSq)};
            if (pos.pieceOn(rookSq) != makePiece(color, ROOK))
                return Error {
                    "castling right " + quoted(c) + " needs a " + colorName(color) + " rook on " + squareName(rookSq)};
            st.castling |= cr;
        }
    }

    // 4. En passant: the square the pawn that just made a double step passed over.
    if (fields[3] != "-") {
        const std::string_view f = fields[3];
        if (f.size() != 2 || f[0] < 'a' || f[0] > 'h' || f[1] < '1' || f[1] > '8')
            return Error {"en-passant field " + quoted(f) + " is not a square or '-'"};
        const Square ep = makeSquare(File(f[0] - 'a'), Rank(f[1] - '1'));
        const Color us = pos.sideToMove_, them = ~us;
        const Rank expected = relativeRank(us, RANK_6);
        if (rankOf(ep) != expected)
            return Error {"en-passant square " + squareName(ep) + " is on the wrong rank: with " + colorName(us)
                + " to move it must be on rank " + std::to_string(expected + 1)};
        const Square pawnSq = ep - pawnPush(us), origin = ep + pawnPush(us);
        if (pos.pieceOn(pawnSq) != makePiece(them, PAWN))
            return Error {"en-passant square " + squareName(ep) + " has no " + colorName(them) + " pawn on "
                + squareName(pawnSq) + " that just made a double step"};
        if (!pos.empty(ep) || !pos.empty(origin))
            return Error {"en-passant square " + squareName(ep) + " is impossible: " + squareName(ep) + " and "
                + squareName(origin) + " must be empty after the double step"};
        st.epSquare = ep;
    }

    // 5. Counters.
    if (fields.size() > 4) {
        const auto value = text::parseNumber<int>(fields[4]);
        if (!value || *value < 0 || *value > MAX_FEN_COUNTER)
            return Error {"halfmove clock " + quoted(fields[4]) + " is not a number from 0 to "
                + std::to_string(MAX_FEN_COUNTER)};
        st.rule50 = *value;
    }
    int fullmove = 1;
    if (fields.size() > 5) {
        const auto value = text::parseNumber<int>(fields[5]);
        if (!value || *value < 0 || *value > MAX_FEN_COUNTER)
            return Error {"fullmove number " + quoted(fields[5]) + " is not a number from 1 to "
                + std::to_string(MAX_FEN_COUNTER)};
        fullmove = std::max(*value, 1); // some programs write 0; FEN counts from 1
    }
    pos.gamePly_ = 2 * (fullmove - 1) + (pos.sideToMove_ == BLACK);

    // 6. The side that just moved cannot have left its king in check.
    const Color them = ~pos.sideToMove_;
    if (pos.attackersTo(pos.kingSquare(them)) & pos.pieces(pos.sideToMove_))
        return Error {std::string("the side not to move (") + colorName(them) + ") is in check"};

    pos.finishSetup();
    return pos;
}

void Position::finishSetup()
{
    StateInfo& st = states_.back();
    st.checkers = attackersTo(kingSquare(sideToMove_)) & pieces(~sideToMove_);
    st.epInKey = st.epSquare != SQ_NONE && epCaptureLegal();
    st.key = computeKey();
}

std::string Position::fen() const
{
    std::string s;
    for (int r = RANK_8; r >= RANK_1; --r) {
        int empty = 0;
        for (File f = FILE_A; f <= FILE_H; ++f) {
            const Piece pc = board_[makeSquare(f, Rank(r))];
            if (pc == NO_PIECE) {
                ++empty;
                continue;
            }
            if (empty)
                s += char('0' + empty), empty = 0;
            s += PIECE_CHARS[pc];
        }
        if (empty)
            s += char('0' + empty);
        if (r > RANK_1)
            s += '/';
    }
    s += sideToMove_ == WHITE ? " w " : " b ";
    const CastlingRights cr = castlingRights();
    if (cr == NO_CASTLING)
        s += '-';
    if (cr & WHITE_OO)
        s += 'K';
    if (cr & WHITE_OOO)
        s += 'Q';
    if (cr & BLACK_OO)
        s += 'k';
    if (cr & BLACK_OOO)
        s += 'q';
    s += ' ';
    s += epSquare() == SQ_NONE ? "-" : squareName(epSquare());
    s += ' ' + std::to_string(std::min(rule50(), MAX_FEN_COUNTER)) + ' '
        + std::to_string(std::min(fullmoveNumber(), MAX_FEN_COUNTER));
    return s;
}

Key Position::computeKey() const
{
    Key k = 0;
    for (Bitboard b = pieces(); b;) {
        const Square s = popLsb(b);
        k ^= keys.psq[board_[s]][s];
    }
    k ^= keys.castling[castlingRights()];
    if (state().epInKey)
        k ^= keys.enPassant[fileOf(epSquare())];
    if (sideToMove_ == BLACK)
        k ^= keys.side;
    return k;
}

bool Position::epCaptureLegal() const
{
    const Square ep = epSquare();
    if (ep == SQ_NONE)
        return false;
    for (Bitboard b = pawnAttacks(~sideToMove_, ep) & pieces(sideToMove_, PAWN); b;)
        if (movegen::enPassantLegal(*this, popLsb(b), ep))
            return true;
    return false;
}

bool Position::isLegal(Move m) const
{
    if (!m.isOk())
        return false;
    if (m.kind() != Move::NORMAL) // castling, en passant and promotions are rare: the generator decides
        return MoveList(*this).contains(m);
    // A normal move, checked directly (the search vets every table move this way): the generator
    // makes normal moves with the promotion bits clear, and never a pawn move to the last rank.
    const Color us = sideToMove_;
    const Square from = m.from(), to = m.to();
    const Piece pc = board_[from];
    if ((m.raw() >> 12) != 0 || pc == NO_PIECE || colorOf(pc) != us || (pieces(us) & to))
        return false;
    const PieceType pt = typeOf(pc);
    const Bitboard occupied = pieces();
    if (pt == PAWN) {
        if (relativeRank(us, to) == RANK_8)
            return false;
        const Square ahead = from + pawnPush(us);
        const bool push = to == ahead && empty(to);
        const bool doublePush
            = relativeRank(us, from) == RANK_2 && to == ahead + pawnPush(us) && empty(ahead) && empty(to);
        const bool capture = (pawnAttacks(us, from) & to) && (pieces(~us) & to);
        if (!push && !doublePush && !capture)
            return false;
    } else if (!(pieceAttacks(pt, from, occupied) & to)) {
        return false;
    }
    if (pt == KING)
        return !(attackersTo(to, occupied ^ from) & pieces(~us));
    const Square ksq = kingSquare(us);
    if (const Bitboard checkers = state().checkers) {
        if (moreThanOne(checkers) || !(between(ksq, lsb(checkers)) & to))
            return false;
    }
    return !(pinned(us) & from) || aligned(from, to, ksq);
}

void Position::doMove(Move m)
{
    assert(isLegal(m));
    states_.push_back(states_.back());
    StateInfo& st = states_.back();

    const Color us = sideToMove_, them = ~us;
    const Square from = m.from(), to = m.to();
    const Piece pc = board_[from];
    Key k = st.key ^ keys.side;

    st.move = m;
    ++st.rule50;
    ++st.pliesFromNull;
    if (st.epInKey)
        k ^= keys.enPassant[fileOf(st.epSquare)];
    st.epSquare = SQ_NONE;
    st.epInKey = false;

    Piece captured = NO_PIECE;
    if (m.kind() == Move::CASTLING) {
        const bool kingSide = to > from;
        const Square rookFrom = relativeSquare(us, kingSide ? SQ_H1 : SQ_A1);
        const Square rookTo = relativeSquare(us, kingSide ? SQ_F1 : SQ_D1);
        const Piece rook = makePiece(us, ROOK);
        movePiece(from, to);
        movePiece(rookFrom, rookTo);
        k ^= keys.psq[pc][from] ^ keys.psq[pc][to] ^ keys.psq[rook][rookFrom] ^ keys.psq[rook][rookTo];
    } else {
        const Square capSq = m.kind() == Move::EN_PASSANT ? to - pawnPush(us) : to;
        captured = board_[capSq];
        if (captured != NO_PIECE) {
            removePiece(capSq);
            k ^= keys.psq[captured][capSq];
            st.rule50 = 0;
        }
        movePiece(from, to);
        k ^= keys.psq[pc][from] ^ keys.psq[pc][to];
        if (typeOf(pc) == PAWN) {
            st.rule50 = 0;
            if (m.kind() == Move::PROMOTION) {
                const Piece promoted = makePiece(us, m.promotion());
                removePiece(to);
                putPiece(promoted, to);
                k ^= keys.psq[pc][to] ^ keys.psq[promoted][to];
            } else if ((int(from) ^ int(to)) == 16)
                st.epSquare = from + pawnPush(us);
        }
    }
    st.captured = captured;

    if (const CastlingRights lost = ~(castlingMask[from] & castlingMask[to]); st.castling & lost) {
        k ^= keys.castling[st.castling];
        st.castling &= ~lost;
        k ^= keys.castling[st.castling];
    }

    sideToMove_ = them;
    ++gamePly_;
    st.checkers = attackersTo(kingSquare(them)) & pieces(us);
    if (st.epSquare != SQ_NONE && (pawnAttacks(us, st.epSquare) & pieces(them, PAWN)) && epCaptureLegal()) {
        st.epInKey = true;
        k ^= keys.enPassant[fileOf(st.epSquare)];
    }
    st.key = k;
}

void Position::undoMove()
{
    assert(states_.size() > 1);
    const StateInfo& st = states_.back();
    const Move m = st.move;
    sideToMove_ = ~sideToMove_;
    --gamePly_;

    if (m != Move::null()) {
        const Color us = sideToMove_;
        const Square from = m.from(), to = m.to();
        if (m.kind() == Move::CASTLING) {
            const bool kingSide = to > from;
            movePiece(to, from);
            movePiece(relativeSquare(us, kingSide ? SQ_F1 : SQ_D1), relativeSquare(us, kingSide ? SQ_H1 : SQ_A1));
        } else {
            if (m.kind() == Move::PROMOTION) {
                removePiece(to);
                putPiece(makePiece(us, PAWN), to);
            }
            movePiece(to, from);
            if (st.captured != NO_PIECE)
                putPiece(st.captured, m.kind() == Move::EN_PASSANT ? to - pawnPush(us) : to);
        }
    }
    states_.pop_back();
}

void Position::doNullMove()
{
    assert(!inCheck());
    states_.push_back(states_.back());
    StateInfo& st = states_.back();
    st.key ^= keys.side;
    if (st.epInKey)
        st.key ^= keys.enPassant[fileOf(st.epSquare)];
    st.epSquare = SQ_NONE;
    st.epInKey = false;
    st.move = Move::null();
    st.captured = NO_PIECE;
    st.checkers = 0;
    ++st.rule50;
    st.pliesFromNull = 0;
    sideToMove_ = ~sideToMove_;
    ++gamePly_;
}

int Position::repetitions() const
{
    const StateInfo& st = state();
    const int last = int(states_.size()) - 1;
    const int end = std::min({int(st.rule50), int(st.pliesFromNull), last});
    int count = 0;
    for (int i = 4; i <= end; i += 2)
        if (states_[last - i].key == st.key)
            ++count;
    return count;
}

Position Position::mirrored() const
{
    Position m {Empty {}};
    for (Bitboard b = pieces(); b;) {
        const Square s = popLsb(b);
        const Piece pc = board_[s];
        m.putPiece(makePiece(~colorOf(pc), typeOf(pc)), flipRank(s));
    }
    m.sideToMove_ = ~sideToMove_;
    m.gamePly_ = gamePly_;
    StateInfo& st = m.states_.back();
    const CastlingRights cr = castlingRights();
    st.castling = CastlingRights(((cr & WHITE_CASTLING) << 2) | ((cr & BLACK_CASTLING) >> 2));
    st.epSquare = epSquare() == SQ_NONE ? SQ_NONE : flipRank(epSquare());
    st.rule50 = state().rule50;
    m.finishSetup();
    m.attachPsq(psqLanes_);
    return m;
}

void Position::attachPsq(std::shared_ptr<const PsqLanes> lanes)
{
    psqLanes_ = std::move(lanes);
    psqSums_ = PhaseSums {};
    if (!psqLanes_)
        return;
    for (Bitboard b = pieces(); b;) {
        const Square s = popLsb(b);
        psqSums_.add(psqLanes_->of[board_[s]][s]);
    }
}

} // namespace kd
