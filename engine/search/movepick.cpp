#include "search/movepick.h"

#include <utility>

namespace kd {

bool seeGe(const Position& pos, Move m, int threshold)
{
    if (m.kind() != Move::NORMAL)
        return 0 >= threshold;
    const Square from = m.from(), to = m.to();
    int swap = SEE_VALUE[typeOf(pos.pieceOn(to))] - threshold;
    if (swap < 0)
        return false;
    swap = SEE_VALUE[typeOf(pos.pieceOn(from))] - swap;
    if (swap <= 0)
        return true;

    Bitboard occupied = pos.pieces() ^ from ^ to;
    Color side = colorOf(pos.pieceOn(from));
    Bitboard attackers = pos.attackersTo(to, occupied);
    const Bitboard diagonal = pos.pieces(BISHOP, QUEEN), straight = pos.pieces(ROOK, QUEEN);
    int result = 1;
    for (;;) {
        side = ~side;
        attackers &= occupied;
        const Bitboard ours = attackers & pos.pieces(side);
        if (!ours)
            break;
        result ^= 1;
        PieceType pt = PAWN;
        while (!(ours & pos.pieces(pt)))
            ++pt;
        if (pt == KING)
            return (attackers & ~pos.pieces(side)) ? result ^ 1 : result;
        swap = SEE_VALUE[pt] - swap;
        if (swap < result)
            break;
        occupied ^= lsb(ours & pos.pieces(pt));
        if (pt == PAWN || pt == BISHOP || pt == QUEEN)
            attackers |= bishopAttacks(to, occupied) & diagonal;
        if (pt == ROOK || pt == QUEEN)
            attackers |= rookAttacks(to, occupied) & straight;
    }
    return result;
}

bool givesCheck(const Position& pos, Move m)
{
    if (m.kind() != Move::NORMAL)
        return true;
    const Color us = pos.sideToMove();
    const Square from = m.from(), to = m.to();
    const Square ksq = pos.kingSquare(~us);
    const Bitboard occupied = (pos.pieces() ^ from) | to;
    const PieceType pt = typeOf(pos.pieceOn(from));
    const Bitboard direct = pt == PAWN ? pawnAttacks(us, to) : pt == KING ? 0 : pieceAttacks(pt, to, occupied);
    if (direct & ksq)
        return true;
    const Bitboard sliders = pos.pieces(us) & ~squareBB(from) & ~squareBB(to);
    return (bishopAttacks(ksq, occupied) & sliders & pos.pieces(BISHOP, QUEEN))
        || (rookAttacks(ksq, occupied) & sliders & pos.pieces(ROOK, QUEEN));
}

CheckSquares::CheckSquares(const Position& pos)
{
    const Square ksq = pos.kingSquare(~pos.sideToMove());
    const Bitboard occupied = pos.pieces();
    of[PAWN] = pawnAttacks(~pos.sideToMove(), ksq);
    of[KNIGHT] = knightAttacks(ksq);
    of[BISHOP] = bishopAttacks(ksq, occupied);
    of[ROOK] = rookAttacks(ksq, occupied);
    of[QUEEN] = of[BISHOP] | of[ROOK];
}

namespace {

// Keeps, of the moves generated, the quiet direct checks (castling never counts).
struct CheckSink : movegen::MoveSink {
    const Position& pos;
    const CheckSquares& checks;

    void addMoves(Square from, Bitboard targets)
    {
        MoveSink::addMoves(from, targets & checks.of[typeOf(pos.pieceOn(from))]);
    }
    template <int Delta> void addPawnMoves(Bitboard targets)
    {
        MoveSink::addPawnMoves<Delta>(targets & checks.of[PAWN]);
    }
    void add(Move) { }
};

int mvvLva(const Position& pos, Move m)
{
    return 16 * SEE_VALUE[capturedType(pos, m)] - SEE_VALUE[typeOf(pos.pieceOn(m.from()))] / 16;
}

} // namespace

int OrderingContext::tacticalScore(const Position& pos, Move m, bool quiescence) const
{
    if (m.kind() == Move::PROMOTION)
        return m.promotion() == QUEEN ? GOOD_CAPTURE + 8000 + mvvLva(pos, m) : BAD_CAPTURE - 1000;
    // A capture whose record outweighs what it takes waits with the captures that lose material.
    const int value = mvvLva(pos, m) + captureScore(pos, m) / 8;
    return (quiescence || (value >= 0 && seeGe(pos, m, -50)) ? GOOD_CAPTURE : BAD_CAPTURE) + value;
}

int OrderingContext::score(const Position& pos, Move m, bool quiescence) const
{
    if (m == ttMove)
        return TT_MOVE_SCORE;
    if (!isQuiet(pos, m))
        return tacticalScore(pos, m, quiescence);
    if (m == killers[0])
        return KILLER_SCORE;
    if (m == killers[1])
        return KILLER_SCORE - 1;
    if (m == counter)
        return COUNTER_SCORE;
    return quietScore(pos, m);
}

void ScoredMoves::generate(const Position& pos, GenType type, const OrderingContext& context, bool quiescence)
{
    movegen::MoveSink sink {moves};
    if (type == GenType::All)
        kd::generate<GenType::All>(pos, sink);
    else
        kd::generate<GenType::Captures>(pos, sink);
    count = int(sink.cur - moves);
    next = 0;
    for (int i = 0; i < count; ++i)
        scores[i] = context.score(pos, moves[i], quiescence);
}

Move ScoredMoves::pick()
{
    if (next >= count)
        return Move::none();
    int best = next;
    for (int i = next + 1; i < count; ++i)
        if (scores[i] > scores[best])
            best = i;
    std::swap(moves[best], moves[next]);
    std::swap(scores[best], scores[next]);
    return moves[next++];
}

Move MovePicker::next()
{
    for (;;) {
        switch (stage_) {
        case Stage::CapturesInit: {
            movegen::MoveSink sink {moves_};
            generate<GenType::Captures>(pos_, sink);
            const int generated = int(sink.cur - moves_);
            for (int i = 0; i < generated; ++i)
                if (moves_[i] != context_.ttMove) {
                    moves_[end_] = moves_[i];
                    scores_[end_++] = context_.tacticalScore(pos_, moves_[i], false);
                }
            badEnd_ = end_;
            stage_ = Stage::GoodCaptures;
            break;
        }
        case Stage::GoodCaptures:
            if (cur_ < end_ && selectBest() >= GOOD_CAPTURE)
                return take();
            badBegin_ = cur_; // the captures not taken are the bad ones
            stage_ = Stage::Refutations;
            break;
        case Stage::Refutations:
            while (refutationIndex_ < 3) {
                const int i = refutationIndex_++;
                if (isRefutation(i)
                    && (!skipQuiets_ || (keepChecks_ && checks_.keptBehindPruning(pos_, refutation(i))))) {
                    lastScore_ = i == 0 ? KILLER_SCORE : i == 1 ? KILLER_SCORE - 1 : COUNTER_SCORE;
                    return refutation(i);
                }
            }
            stage_ = Stage::QuietsInit;
            break;
        case Stage::QuietsInit: {
            stage_ = Stage::Quiets;
            if (skipQuiets_ && !keepChecks_)
                break;
            int generatedEnd = badEnd_;
            if (skipQuiets_) { // only the direct checks (the Quiets stage drops those SEE loses)
                CheckSink sink {{moves_ + badEnd_}, pos_, checks_};
                generate<GenType::Quiets>(pos_, sink);
                generatedEnd = int(sink.cur - moves_);
            } else {
                movegen::MoveSink sink {moves_ + badEnd_};
                generate<GenType::Quiets>(pos_, sink);
                generatedEnd = int(sink.cur - moves_);
            }
            cur_ = end_ = badEnd_;
            for (int i = badEnd_; i < generatedEnd; ++i) {
                const Move m = moves_[i];
                if (m == context_.ttMove || (m == refutation(0) && isRefutation(0))
                    || (m == refutation(1) && isRefutation(1)) || (m == refutation(2) && isRefutation(2)))
                    continue; // tried already
                moves_[end_] = m;
                scores_[end_++] = skipQuiets_ ? 0 : context_.quietScore(pos_, m);
            }
            break;
        }
        case Stage::Quiets:
            if (skipQuiets_) { // the checks kept among the quiet moves left, in the order they stand
                while (keepChecks_ && cur_ < end_ && !checks_.keptBehindPruning(pos_, moves_[cur_]))
                    ++cur_;
                if (keepChecks_ && cur_ < end_)
                    return take();
            } else if (cur_ < end_) {
                selectBest();
                return take();
            }
            stage_ = Stage::BadCaptures;
            cur_ = badBegin_;
            end_ = badEnd_;
            break;
        case Stage::BadCaptures:
            if (cur_ < end_) {
                selectBest();
                return take();
            }
            stage_ = Stage::Done;
            break;
        case Stage::Done:
            return Move::none();
        }
    }
}

// The same selection as ScoredMoves::pick(), kept apart on purpose: one shared function made the
// search 7% slower in nodes per second (bench, 9 rounds each, in turn), inlined or not.
int MovePicker::selectBest()
{
    int best = cur_;
    for (int i = cur_ + 1; i < end_; ++i)
        if (scores_[i] > scores_[best])
            best = i;
    std::swap(moves_[best], moves_[cur_]);
    std::swap(scores_[best], scores_[cur_]);
    return scores_[cur_];
}

Move MovePicker::take()
{
    lastScore_ = scores_[cur_];
    return moves_[cur_++];
}

bool MovePicker::isRefutation(int index) const
{
    const Move m = refutation(index);
    if (!m || m == context_.ttMove || !isQuiet(pos_, m))
        return false;
    for (int i = 0; i < index; ++i)
        if (refutation(i) == m)
            return false;
    return pos_.isLegal(m);
}

} // namespace kd
