#include "search/search.h"

#include "core/movegen.h"
#include "core/rules.h"
#include "search/correction.h"
#include "search/movepick.h"
#include "search/params.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <thread>

namespace kd {

namespace {

using Clock = std::chrono::steady_clock;

bool hasNonPawnMaterial(const Position& pos, Color c) { return pos.pieces(c) & ~pos.pieces(PAWN, KING); }

int valueToTT(int v, int ply)
{
    return v >= VALUE_MATE_IN_MAX_PLY ? v + ply : v <= -VALUE_MATE_IN_MAX_PLY ? v - ply : v;
}

int valueFromTT(int v, int ply)
{
    if (v == VALUE_NONE)
        return v;
    return v >= VALUE_MATE_IN_MAX_PLY ? v - ply : v <= -VALUE_MATE_IN_MAX_PLY ? v + ply : v;
}

// Late-move reductions in plies by depth and move number: base + ln(d) * ln(m) / divisor, rounded
// down (the parameters' lmrBase and lmrDivisor in hundredths: 0.5 and 2.1 by default).
struct ReductionTable {
    int r[MAX_PLY][MAX_MOVES] = {};
    void build(const SearchParams& p)
    {
        for (int d = 1; d < MAX_PLY; ++d)
            for (int m = 1; m < MAX_MOVES; ++m)
                r[d][m] = int(p.lmrBase / 100.0 + std::log(double(d)) * std::log(double(m)) / (p.lmrDivisor / 100.0));
    }
};

constexpr int HISTORY_MAX = 16384;

void updateHistory(std::int16_t& entry, int bonus)
{
    entry = std::int16_t(entry + bonus - entry * std::abs(bonus) / HISTORY_MAX);
}

} // namespace

TimePlan planTime(const SearchLimits& l, Color us, int legalMoves)
{
    TimePlan plan;
    if (l.infinite)
        return plan;
    if (l.moveTime >= 0) {
        // A fixed time per move (UCI "go movetime") is spent in full: no soft limit that ends
        // the search early when the best move looks stable. Only a single legal move and a
        // forced mate found (see the iteration loop) end it sooner.
        plan.maximum = std::max<std::int64_t>(1, l.moveTime - l.moveOverhead);
        plan.optimum = legalMoves == 1 ? std::min<std::int64_t>(plan.maximum, 10) : -1;
        return plan;
    }
    if (!l.clock(us))
        return plan;
    const std::int64_t left = std::max<std::int64_t>(1, l.time[us] - l.moveOverhead);
    // Without "movestogo" the plan assumes 25 more moves: with 35 the engine ended its games with
    // much of its clock unused, and 25 won +62 Elo against 35 in self-play at 1+0.01 (20 did worse
    // than 25). The increment counts 1.5 times (it counted 3/4: the soft limit stops most searches
    // at 0.45 of the plan once the best move is stable, and the clock then settled at about 36
    // increments, 3.7 s at 10+0.1, from move 20 on, never spent), but never for more than a fifth
    // of the clock: in sharp positions 1.5 increments a move would drain a low clock to where the
    // overhead flags it. (README, "Search changes by SPRT".)
    const int movesToGo = l.movesToGo > 0 ? std::min(l.movesToGo, 40) : 25;
    const std::int64_t fromIncrement = std::min<std::int64_t>(l.inc[us] * 3 / 2, left / 5);
    plan.optimum = std::min<std::int64_t>(left / movesToGo + fromIncrement, left / 2);
    plan.maximum = std::min<std::int64_t>(plan.optimum * 5, left * 3 / 4);
    if (l.movesToGo == 1)
        plan.optimum = plan.maximum = left * 9 / 10;
    if (legalMoves == 1)
        plan.optimum = std::min<std::int64_t>(plan.optimum, 10);
    plan.optimum = std::max<std::int64_t>(1, plan.optimum);
    plan.maximum = std::max<std::int64_t>(1, plan.maximum);
    return plan;
}

double softLimitFactor(int stableDepths, std::optional<double> scoreDrop, double bestMoveEffort, int depth)
{
    double factor = stableDepths >= 6 ? 0.45 : stableDepths >= 3 ? 0.7 : 1.1;
    // A score that holds or rises saves 15%; a fall of 25 cp spends 60% more.
    if (scoreDrop)
        factor *= std::clamp(0.85 + 0.03 * *scoreDrop, 0.85, 1.6);
    if (depth >= 8 && bestMoveEffort >= 0.93)
        factor *= 0.75;
    return factor;
}

struct Search::Impl {
    // One ply of the current line.
    struct Frame {
        Move move; // the move made from this ply's position
        Piece moved = NO_PIECE;
        int staticEval = VALUE_NONE;
        Move killers[2];
        PieceToHistory* contHist = nullptr; // continuation history of (moved, move.to())
        bool nullMoved = false;
        bool earlyQuiet = false; // move is a quiet move tried first (after the table's move, if any)
        Move excluded; // the move a singular search leaves out (Move::none() otherwise)
        int doubleExtensions = 0; // on the line to this ply
        Bitboard threats = 0; // the squares the opponent attacks, once the node's moves are searched
    };

    struct RootMove {
        Move move;
        int score = -VALUE_INFINITE, previousScore = -VALUE_INFINITE;
        int scoredAt = 0; // the iteration (root depth) that set score
        Bound bound = BOUND_EXACT; // what score is against the window it was searched with
        int seldepth = 0;
        std::vector<Move> pv;
        std::uint64_t effort = 0; // the nodes this search has spent below the move, over all depths
    };

    explicit Impl(TranspositionTable& table) : tt(table)
    {
        contHist.reset(new PieceToHistory[int(PIECE_NB) * int(SQUARE_NB)]);
        clearHistory();
        setParams(SearchParams {});
    }

    void clearHistory()
    {
        std::memset(history, 0, sizeof(history));
        std::memset(counterMoves, 0, sizeof(counterMoves));
        std::memset(static_cast<void*>(contHist.get()), 0, sizeof(PieceToHistory) * int(PIECE_NB) * int(SQUARE_NB));
        std::memset(sentinelHist, 0, sizeof(sentinelHist));
        std::memset(captureHist, 0, sizeof(captureHist));
        clearCorrection();
        lastSearchScore = VALUE_NONE;
    }

    PieceToHistory* contHistFor(Piece pc, Square to) { return &contHist[int(pc) * SQUARE_NB + int(to)]; }

    void setParams(const SearchParams& p)
    {
        params = p;
        reductions.build(p);
    }

    int historyBonus(int depth) const
    {
        return std::min(
            params.historyBonusQuad * depth * depth + params.historyBonusLin * depth, params.historyBonusMax);
    }

    // ---- limits ----------------------------------------------------------------------------

    std::int64_t elapsed() const
    {
        return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
    }

    // Polled at every node: an external stop, the node limit, and every 1024 nodes the clock.
    bool outOfTime()
    {
        if (aborted)
            return true;
        // The main search always completes depth 1, even after a stop (it takes a few milliseconds),
        // so every line has a searched score and the best move is never just the first one
        // generated. Helpers give the answer nothing of their own: they stop at once.
        if (completedDepth >= 1 || threadIndex > 0) {
            const std::uint64_t n = nodes.load(std::memory_order_relaxed);
            if (stop->load(std::memory_order_relaxed)
                || (completedDepth >= 1
                    && ((limits.nodes && n >= limits.nodes)
                        || ((n & 1023) == 0 && plan.maximum >= 0 && elapsed() >= plan.maximum))))
                aborted = true;
        }
        return aborted;
    }

    // ---- evaluation ------------------------------------------------------------------------

    // The model's score, clamped so that no evaluation reads as a mate (VALUE_EVAL_MAX).
    int evaluate() { return clampEval(evaluateIncremental(pos, *tables, &pawnCache)); }

    // The keys of the four correction histories at this node, computed once for its correction and
    // its update.
    struct CorrectionKeys {
        std::uint64_t pawns, nonPawn[COLOR_NB], moves;
    };
    CorrectionKeys correctionKeys(int ply)
    {
        const Frame &last = frame(ply - 1), &before = frame(ply - 2);
        const CorrectionKeys keys {pawnKey(pos), {nonPawnKey(pos, WHITE), nonPawnKey(pos, BLACK)},
            movesKey(last.moved, last.move.to(), before.moved, before.move.to())};
        // The four entries are rarely in the processor's caches: their loads start here and arrive
        // while the evaluation is computed.
        const Color us = pos.sideToMove();
        pawnCorrection.prefetch(us, keys.pawns);
        nonPawnCorrection[WHITE].prefetch(us, keys.nonPawn[WHITE]);
        nonPawnCorrection[BLACK].prefetch(us, keys.nonPawn[BLACK]);
        moveCorrection.prefetch(us, keys.moves);
        return keys;
    }
    // The model's evaluation moved by what the searches of positions with these pawns, with each
    // side's other pieces where they are, and after the same last two moves found.
    int corrected(int raw, const CorrectionKeys& k)
    {
        const Color us = pos.sideToMove();
        return clampEval(raw + pawnCorrection.correction(us, k.pawns)
            + nonPawnCorrection[WHITE].correction(us, k.nonPawn[WHITE])
            + nonPawnCorrection[BLACK].correction(us, k.nonPawn[BLACK]) + moveCorrection.correction(us, k.moves));
    }
    void updateCorrection(const CorrectionKeys& k, int staticEval, int score, int depth)
    {
        const Color us = pos.sideToMove();
        pawnCorrection.update(us, k.pawns, staticEval, score, depth);
        for (Color c : {WHITE, BLACK})
            nonPawnCorrection[c].update(us, k.nonPawn[c], staticEval, score, depth);
        moveCorrection.update(us, k.moves, staticEval, score, depth);
    }
    void clearCorrection()
    {
        pawnCorrection.clear();
        for (CorrectionHistory& h : nonPawnCorrection)
            h.clear();
        moveCorrection.clear();
    }

    bool drawn(int ply) const
    {
        if (pos.rule50() >= 100 && (!pos.inCheck() || countLegalMoves(pos) > 0))
            return true;
        if (ply > 0 && pos.repetitions() >= 1)
            return true;
        return popcount(pos.pieces()) <= 4 && insufficientMaterial(pos);
    }

    // ---- move ordering ---------------------------------------------------------------------

    void updateQuietStats(int ply, Move best, const Move* quiets, int quietCount, int depth)
    {
        Frame& f = frame(ply);
        if (f.killers[0] != best) {
            f.killers[1] = f.killers[0];
            f.killers[0] = best;
        }
        const Frame& prev = frame(ply - 1);
        if (prev.move && !prev.nullMoved)
            counterMoves[prev.moved][prev.move.to()] = best;
        const int bonus = historyBonus(depth);
        const Color us = pos.sideToMove();
        auto update = [&](Move m, int b) {
            updateHistory(butterflyEntry(history[us], f.threats, m), b);
            updateContinuations(ply, pos.pieceOn(m.from()), m.to(), b);
        };
        update(best, bonus);
        for (int i = 0; i < quietCount; ++i)
            if (quiets[i] != best)
                update(quiets[i], -bonus);
    }

    // A move of pc to `to` at ply: its entries in the continuation histories after the moves
    // CONTINUATION_PLIES before it (none after a null move or before the root) move by bonus.
    void updateContinuations(int ply, Piece pc, Square to, int bonus)
    {
        for (int back : OrderingContext::CONTINUATION_PLIES)
            if (PieceToHistory* h = frame(ply - back).contHist; h != &sentinelHist)
                updateHistory((*h)[pc][to], bonus);
    }

    // After a cut: the capture that made it (if it was one) gains, the captures tried before it lose.
    void updateCaptureStats(Move best, const Move* captures, int captureCount, int depth)
    {
        const int bonus = historyBonus(depth);
        auto entry
            = [&](Move m) -> std::int16_t& { return captureHist[pos.pieceOn(m.from())][m.to()][capturedType(pos, m)]; };
        if (isCapture(pos, best))
            updateHistory(entry(best), bonus);
        for (int i = 0; i < captureCount; ++i)
            if (captures[i] != best)
                updateHistory(entry(captures[i]), -bonus);
    }

    // After a cut: when the opponent's move that led here was a quiet move its node tried first
    // (after the table's move, if any), the ordering expected it to hold; it loses continuation
    // history, a ply's bonus more than the cut earns (as Stockfish's malus for an early refuted
    // prior move). The frames before it are the opponent's earlier moves.
    void refutedEarly(int ply, int depth)
    {
        const Frame& prev = frame(ply - 1);
        if (!params.earlyRefutation || !prev.earlyQuiet || prev.nullMoved)
            return;
        updateContinuations(ply - 1, prev.moved, prev.move.to(), -historyBonus(depth + 1));
    }

    // What the move ordering needs of the node at ply besides the position.
    OrderingContext ordering(int ply, Move ttMove)
    {
        const Frame& f = frame(ply);
        const Frame& prev = frame(ply - 1);
        OrderingContext c;
        c.ttMove = ttMove;
        c.killers[0] = f.killers[0];
        c.killers[1] = f.killers[1];
        c.counter = prev.move && !prev.nullMoved ? counterMoves[prev.moved][prev.move.to()] : Move::none();
        c.butterfly = &history[pos.sideToMove()];
        c.threats = f.threats;
        for (std::size_t i = 0; i < std::size(c.continuation); ++i)
            c.continuation[i] = frame(ply - OrderingContext::CONTINUATION_PLIES[i]).contHist;
        c.captures = &captureHist;
        return c;
    }

    // ---- the search ------------------------------------------------------------------------

    Frame& frame(int ply) { return frames[ply + 4]; }

    void makeMove(Move m, int ply, bool earlyQuiet = false)
    {
        Frame& f = frame(ply);
        f.move = m;
        f.moved = pos.pieceOn(m.from());
        f.nullMoved = false;
        f.earlyQuiet = earlyQuiet;
        f.contHist = contHistFor(f.moved, m.to());
        pos.doMove(m);
        countNode();
    }

    void updatePv(int ply, Move m)
    {
        pv[ply][0] = m;
        std::copy(pv[ply + 1], pv[ply + 1] + pvLength[ply + 1], pv[ply] + 1);
        pvLength[ply] = pvLength[ply + 1] + 1;
    }

    // Bookkeeping at the top of every node; false when the search must unwind.
    bool enterNode(int ply, bool pvNode)
    {
        if (pvNode)
            pvLength[ply] = 0;
        seldepth = std::max(seldepth, ply);
        return !outOfTime();
    }

    int qsearch(int alpha, int beta, int ply, bool pvNode)
    {
        if (!enterNode(ply, pvNode))
            return 0;
        const bool inCheck = pos.inCheck();
        if (ply >= MAX_PLY - 1)
            return inCheck ? VALUE_DRAW : evaluate();
        if (pos.rule50() >= 100 || (popcount(pos.pieces()) <= 4 && insufficientMaterial(pos)))
            return drawn(ply) ? VALUE_DRAW : matedIn(ply);

        bool ttHit = false;
        TTEntry* tte = tt.probe(pos.key(), ttHit);
        const int ttScore = ttHit ? valueFromTT(tte->score(), ply) : VALUE_NONE;
        const Move ttMove = ttHit ? tte->move() : Move::none();
        const int ttDepth = inCheck ? 0 : -1;
        if (!pvNode && ttHit && tte->depth() >= ttDepth && ttScore != VALUE_NONE
            && (tte->bound() & (ttScore >= beta ? BOUND_LOWER : BOUND_UPPER)))
            return ttScore;

        int bestScore, staticEval = VALUE_NONE, rawEval = VALUE_NONE;
        if (inCheck) {
            bestScore = -VALUE_INFINITE;
        } else {
            const CorrectionKeys keys = correctionKeys(ply);
            rawEval = ttHit && tte->eval() != VALUE_NONE ? tte->eval() : evaluate();
            staticEval = corrected(rawEval, keys);
            bestScore = staticEval;
            if (ttScore != VALUE_NONE && (tte->bound() & (ttScore > bestScore ? BOUND_LOWER : BOUND_UPPER)))
                bestScore = ttScore;
            if (bestScore >= beta) {
                if (!ttHit)
                    tt.store(tte, pos.key(), valueToTT(bestScore, ply), rawEval, BOUND_LOWER, DEPTH_ENTRY_OFFSET,
                        Move::none());
                return bestScore;
            }
            alpha = std::max(alpha, bestScore);
        }

        ScoredMoves list;
        list.generate(pos, inCheck ? GenType::All : GenType::Captures, ordering(ply, ttMove), true);
        const int oldAlpha = alpha;
        Move bestMove = Move::none();
        int moveCount = 0;
        while (Move m = list.pick()) {
            tt.prefetch(pos.keyAfter(m)); // early: the pruning below gives the load time to arrive
            ++moveCount;
            if (!inCheck) {
                if (m.kind() == Move::PROMOTION && m.promotion() != QUEEN)
                    continue;
                if (m.kind() != Move::PROMOTION
                    && staticEval + SEE_VALUE[capturedType(pos, m)] + params.qsFutilityMargin <= alpha) {
                    bestScore
                        = std::max(bestScore, staticEval + SEE_VALUE[capturedType(pos, m)] + params.qsFutilityMargin);
                    continue;
                }
                if (!seeGe(pos, m, 0))
                    continue;
            } else if (bestScore > -VALUE_MATE_IN_MAX_PLY && moveCount > 2 && !isCapture(pos, m)) {
                continue; // after two evasions, quiet ones rarely matter
            }
            makeMove(m, ply);
            const int score = -qsearch(-beta, -alpha, ply + 1, pvNode);
            pos.undoMove();
            if (aborted)
                return 0;
            if (score > bestScore) {
                bestScore = score;
                if (score > alpha) {
                    bestMove = m;
                    if (pvNode)
                        updatePv(ply, m);
                    if (score >= beta)
                        break;
                    alpha = score;
                }
            }
        }
        if (inCheck && bestScore == -VALUE_INFINITE)
            return matedIn(ply);
        const Bound bound = bestScore >= beta ? BOUND_LOWER
            : pvNode && bestScore > oldAlpha  ? BOUND_EXACT
                                              : BOUND_UPPER;
        tt.store(tte, pos.key(), valueToTT(bestScore, ply), rawEval, bound, ttDepth, bestMove);
        return bestScore;
    }

    int search(int alpha, int beta, int depth, int ply, bool cutNode)
    {
        const bool pvNode = beta - alpha > 1;
        const bool root = ply == 0;
        if (depth <= 0)
            return qsearch(alpha, beta, ply, pvNode);
        if (!enterNode(ply, pvNode))
            return 0;
        const bool inCheck = pos.inCheck();
        const Color us = pos.sideToMove();

        if (!root) {
            if (drawn(ply))
                return VALUE_DRAW;
            if (ply >= MAX_PLY - 1)
                return inCheck ? VALUE_DRAW : evaluate();
            // Mate-distance pruning: no line from here beats a mate already found nearer the root.
            alpha = std::max(alpha, matedIn(ply));
            beta = std::min(beta, mateIn(ply + 1));
            if (alpha >= beta)
                return alpha;
        }

        Frame& f = frame(ply);
        const Move excluded = f.excluded; // a singular search of this node without its table move
        frame(ply + 1).killers[0] = frame(ply + 1).killers[1] = Move::none();

        bool ttHit = false;
        TTEntry* tte = tt.probe(pos.key(), ttHit);
        const int ttScore = ttHit ? valueFromTT(tte->score(), ply) : VALUE_NONE;
        Move ttMove = root ? rootMoves[pvIndex].move : ttHit ? tte->move() : Move::none();
        if (!pvNode && !excluded && ttHit && tte->depth() >= depth && ttScore != VALUE_NONE
            && (tte->bound() & (ttScore >= beta ? BOUND_LOWER : BOUND_UPPER)))
            return ttScore;

        // Static evaluation, sharpened by the table's score when its bound allows.
        int eval = VALUE_NONE, rawEval = VALUE_NONE;
        CorrectionKeys keys {};
        bool improving = false;
        if (inCheck) {
            f.staticEval = VALUE_NONE;
        } else {
            keys = correctionKeys(ply);
            rawEval = ttHit && tte->eval() != VALUE_NONE ? tte->eval() : evaluate();
            f.staticEval = corrected(rawEval, keys);
            eval = f.staticEval;
            if (ttScore != VALUE_NONE && (tte->bound() & (ttScore > eval ? BOUND_LOWER : BOUND_UPPER)))
                eval = ttScore;
            if (!ttHit)
                tt.store(tte, pos.key(), VALUE_NONE, rawEval, BOUND_NONE, DEPTH_ENTRY_OFFSET, Move::none());
            const int before = frame(ply - 2).staticEval != VALUE_NONE
                ? frame(ply - 2).staticEval
                : frame(ply - 4).staticEval; // VALUE_NONE before the root
            improving = before != VALUE_NONE && f.staticEval > before;
        }

        if (!pvNode && !inCheck) {
            // Reverse futility: far enough above beta that a shallow search will not fall below it.
            if (depth <= 8 && eval - params.rfpMargin * (depth - improving) >= beta && eval < VALUE_MATE_IN_MAX_PLY)
                return (eval + beta) / 2;
            // Razoring: hopeless at low depth unless a capture saves it.
            if (depth <= 3 && eval + params.razorMargin * depth < alpha) {
                const int score = qsearch(alpha, alpha + 1, ply, false);
                if (score <= alpha)
                    return score;
            }
            // Null move: if passing still keeps us above beta, a real move will too.
            if (depth >= 3 && !excluded && eval >= beta
                && f.staticEval >= beta - params.nmpDepthMargin * depth + params.nmpBaseMargin
                && !frame(ply - 1).nullMoved && hasNonPawnMaterial(pos, us) && beta > -VALUE_MATE_IN_MAX_PLY) {
                const int r = params.nmpBase + depth / params.nmpDepthDivisor
                    + std::min(3, (eval - beta) / params.nmpEvalDivisor);
                f.move = Move::null();
                f.moved = NO_PIECE;
                f.nullMoved = true;
                f.earlyQuiet = false;
                f.contHist = &sentinelHist;
                frame(ply + 1).doubleExtensions = f.doubleExtensions;
                pos.doNullMove();
                countNode();
                const int score = -search(-beta, -beta + 1, depth - r, ply + 1, !cutNode);
                pos.undoNullMove();
                f.nullMoved = false;
                if (aborted)
                    return 0;
                if (score >= beta)
                    return score >= VALUE_MATE_IN_MAX_PLY ? beta : score;
            }
        }

        // ProbCut: a capture that wins enough by SEE to reach a raised beta, and still reaches it by
        // quiescence and by a search four plies shallower, would almost surely cut this node.
        const int probCutBeta = beta + params.probCutMargin - params.probCutImproving * improving;
        if (!pvNode && !inCheck && !excluded && depth >= 5 && params.probCut && std::abs(beta) < VALUE_MATE_IN_MAX_PLY
            && !(ttHit && tte->depth() >= depth - 3 && ttScore != VALUE_NONE && ttScore < probCutBeta)) {
            ScoredMoves captures;
            captures.generate(pos, GenType::Captures, ordering(ply, ttMove), true);
            while (Move m = captures.pick()) {
                if (m.kind() == Move::PROMOTION && m.promotion() != QUEEN)
                    continue;
                if (!seeGe(pos, m, probCutBeta - f.staticEval))
                    continue;
                tt.prefetch(pos.keyAfter(m));
                frame(ply + 1).doubleExtensions = f.doubleExtensions; // as the null move's child
                makeMove(m, ply);
                int score = -qsearch(-probCutBeta, -probCutBeta + 1, ply + 1, false);
                if (score >= probCutBeta)
                    score = -search(-probCutBeta, -probCutBeta + 1, depth - 4, ply + 1, !cutNode);
                pos.undoMove();
                if (aborted)
                    return 0;
                if (score >= probCutBeta) {
                    tt.store(tte, pos.key(), valueToTT(score, ply), rawEval, BOUND_LOWER, depth - 3, m);
                    return score - (probCutBeta - beta);
                }
            }
        }

        // Internal iterative reduction: without a table move this node was not searched before.
        if (!root && (pvNode || cutNode) && depth >= 4 && !ttMove)
            --depth;

        // The moves in order: at the root those of the last iteration; elsewhere the table's move
        // first, before any generation (it often refutes the node on its own), then the rest,
        // generated and scored only when the search gets there.
        ScoredMoves list; // the root's moves, and evasions
        f.threats = pos.attacksBy(~us);
        const bool ttMoveFirst = !root && ttMove && pos.isLegal(ttMove);
        const bool staged = !root && !inCheck;
        const OrderingContext context = ordering(ply, ttMove);
        MovePicker picker(pos, context);
        bool generated = root;
        bool ttMoveTried = false;
        if (root) {
            list.count = 0;
            for (std::size_t i = pvIndex; i < rootMoves.size(); ++i) {
                list.moves[list.count] = rootMoves[i].move;
                list.scores[list.count++] = -int(i); // keep the order of the last iteration
            }
        }
        auto nextMove = [&]() -> Move {
            if (ttMoveFirst && !ttMoveTried) {
                ttMoveTried = true;
                return ttMove;
            }
            if (staged)
                return picker.next();
            if (!generated) {
                list.generate(pos, GenType::All, context, false);
                generated = true;
            }
            Move m = list.pick();
            if (ttMoveFirst && m == ttMove) // scored first, already searched
                m = list.pick();
            return m;
        };

        const int oldAlpha = alpha;
        int bestScore = -VALUE_INFINITE;
        Move bestMove = Move::none();
        Move quiets[64], captures[32];
        int quietCount = 0, captureCount = 0, moveCount = 0;
        // Once late-move pruning cuts, only the quiet moves checkSquares.keptBehindPruning() are searched
        // (none outside PV nodes).
        bool skipQuiets = false;
        CheckSquares checkSquares;

        while (Move m = nextMove()) {
            if (m == excluded)
                continue;
            tt.prefetch(pos.keyAfter(m)); // early: the pruning below gives the load time to arrive
            const bool capture = isCapture(pos, m);
            const bool quiet = isQuiet(pos, m);
            if (quiet && skipQuiets && !staged && !checkSquares.keptBehindPruning(pos, m))
                continue; // the whole list, generated after the cut (the picker leaves them out itself)
            ++moveCount;
            const bool killer = m == f.killers[0] || m == f.killers[1];
            const int moveHistory = quiet ? context.butterflyScore(m) : 0;
            const int statScore = quiet ? context.quietScore(pos, m) : 0;
            const int reduction = reductions.r[std::min(depth, MAX_PLY - 1)][std::min(moveCount, MAX_MOVES - 1)];

            // Shallow pruning, only once a move has saved us from being mated. Quiet checks are not
            // pruned one by one, and at PV nodes late-move pruning keeps the direct ones SEE keeps.
            if (!root && bestScore > -VALUE_MATE_IN_MAX_PLY && hasNonPawnMaterial(pos, us)) {
                const int lmrDepth = std::max(0, depth - 1 - reduction);
                if (quiet && !givesCheck(pos, m)) {
                    if (moveCount >= (params.lmpBase + depth * depth) / (2 - improving)) {
                        skipQuiets = true;
                        // Checks kept at PV nodes only (elsewhere they cost more than the mates they
                        // find), and not by the strength levels (SearchParams::pvQuietChecks).
                        const bool keepChecks = pvNode && params.pvQuietChecks;
                        if (keepChecks)
                            checkSquares = CheckSquares(pos);
                        if (staged)
                            picker.skipQuiets(keepChecks);
                        else if (generated)
                            list.filterRest([&](Move rest) {
                                return !isQuiet(pos, rest) || checkSquares.keptBehindPruning(pos, rest);
                            });
                        continue;
                    }
                    if (!inCheck && lmrDepth <= 6
                        && f.staticEval + params.futilityBase + params.futilityPerDepth * lmrDepth <= alpha && !killer)
                        continue;
                    if (lmrDepth <= 3 && moveHistory < -params.historyPruneMargin * depth)
                        continue;
                    if (lmrDepth <= 7 && !seeGe(pos, m, -params.seeQuietMargin * lmrDepth * lmrDepth))
                        continue;
                } else if (!quiet && depth <= 6 && !seeGe(pos, m, -params.seeCaptureMargin * depth)) {
                    continue;
                }
            }

            // Singular extension: the table's move is searched deeper when a shallower search of
            // every other move falls clearly short of its score. When even the others reach beta,
            // the node is cut (multi-cut); when only the table's move was expected to, it is
            // searched less deep.
            int extension = 0;
            if (!root && m == ttMove && !excluded && depth >= 6 && ply < 2 * rootDepth && ttHit
                && (tte->bound() & BOUND_LOWER) && tte->depth() >= depth - 3
                && std::abs(ttScore) < VALUE_MATE_IN_MAX_PLY) {
                const int singularBeta = ttScore - params.singularMargin * depth / 16;
                f.excluded = m;
                const int value = search(singularBeta - 1, singularBeta, (depth - 1) / 2, ply, cutNode);
                f.excluded = Move::none();
                if (aborted)
                    return 0;
                if (value < singularBeta)
                    extension
                        = !pvNode && value < singularBeta - params.doubleExtMargin && f.doubleExtensions < 6 ? 2 : 1;
                else if (singularBeta >= beta)
                    return singularBeta;
                else if (ttScore >= beta)
                    extension = -1;
            }

            const bool goodCapture
                = capture && (m == ttMove || (staged ? picker.lastScore() : list.lastScore()) >= GOOD_CAPTURE);
            frame(ply + 1).doubleExtensions = f.doubleExtensions + (extension >= 2);
            const std::uint64_t nodesBefore = root ? nodes.load(std::memory_order_relaxed) : 0;
            makeMove(m, ply, quiet && m != ttMove && moveCount == 1 + int(ttMoveFirst));
            const bool checks = pos.inCheck(); // the move made gives check
            int newDepth = depth - 1 + extension;
            if (extension == 0 && checks && (ply < 2 * rootDepth) && (goodCapture || quiet || seeGeAfter()))
                ++newDepth; // check extension

            int score = 0;
            if (depth >= 3 && moveCount > 1 + (pvNode ? 1 : 0) && (quiet || !goodCapture)) {
                int r = reduction;
                r += !pvNode;
                r += cutNode;
                r += !improving;
                r -= killer;
                r -= checks;
                r -= statScore / params.lmrHistoryDivisor;
                r = std::clamp(r, 0, newDepth - 1);
                score = -search(-alpha - 1, -alpha, newDepth - r, ply + 1, true);
                if (score > alpha && r > 0) {
                    // The reduced search beat alpha: search it in full, a ply deeper when it beat
                    // the best score so far by far, a ply shallower when only just.
                    newDepth
                        += (score > bestScore + params.reSearchMargin + 2 * newDepth) - (score < bestScore + newDepth);
                    score = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
                }
            } else if (!pvNode || moveCount > 1) {
                score = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
            }
            if (pvNode && (moveCount == 1 || (score > alpha && (root || score < beta))))
                score = -search(-beta, -alpha, newDepth, ply + 1, false);
            pos.undoMove();
            if (aborted)
                return 0;

            if (root) {
                RootMove& rm
                    = *std::find_if(rootMoves.begin(), rootMoves.end(), [m](const RootMove& r) { return r.move == m; });
                rm.effort += nodes.load(std::memory_order_relaxed) - nodesBefore;
                rm.scoredAt = rootDepth;
                if (moveCount == 1 || score > alpha) {
                    rm.score = score;
                    rm.bound = score >= beta ? BOUND_LOWER : score <= alpha ? BOUND_UPPER : BOUND_EXACT;
                    rm.seldepth = seldepth;
                    rm.pv.assign(1, m);
                    rm.pv.insert(rm.pv.end(), pv[1], pv[1] + pvLength[1]);
                } else {
                    rm.score = -VALUE_INFINITE;
                }
            }

            if (score > bestScore) {
                bestScore = score;
                if (score > alpha) {
                    bestMove = m;
                    if (pvNode && !root)
                        updatePv(ply, m);
                    if (score >= beta) {
                        if (quiet)
                            updateQuietStats(ply, m, quiets, quietCount, depth);
                        updateCaptureStats(m, captures, captureCount, depth);
                        refutedEarly(ply, depth);
                        break;
                    }
                    // A move raised alpha: the moves after it are searched less deep, since they
                    // now have to beat a better score (one that does is searched again in full by
                    // the PV re-search). The strength levels search without it (Engine).
                    if (depth > 2 && depth < 12 && beta < VALUE_MATE_IN_MAX_PLY && score > -VALUE_MATE_IN_MAX_PLY)
                        depth -= params.alphaRaiseReduction;
                    alpha = score;
                }
            }
            if (quiet && quietCount < 64)
                quiets[quietCount++] = m;
            else if (capture && captureCount < 32)
                captures[captureCount++] = m;
        }

        if (moveCount == 0 && !root) // no legal move (a pruned move still counts)
            return excluded ? alpha : inCheck ? matedIn(ply) : VALUE_DRAW;
        if (excluded)
            return bestScore; // a result without the best move: not one for the table
        if (!root || pvIndex == 0) {
            const Bound bound = bestScore >= beta            ? BOUND_LOWER
                : pvNode && bestMove && bestScore > oldAlpha ? BOUND_EXACT
                                                             : BOUND_UPPER;
            tt.store(tte, pos.key(), valueToTT(bestScore, ply), rawEval, bound, depth, bestMove);
            if (!inCheck && (!bestMove || !isCapture(pos, bestMove)) && std::abs(bestScore) < VALUE_MATE_IN_MAX_PLY
                && !(bound == BOUND_LOWER && bestScore <= f.staticEval)
                && !(bound == BOUND_UPPER && bestScore >= f.staticEval))
                updateCorrection(keys, f.staticEval, bestScore, depth);
        }
        return bestScore;
    }

    // After a checking move is made: whether it did not simply hang material (the move is undone
    // temporarily to ask SEE from the mover's side).
    bool seeGeAfter()
    {
        const Move m = pos.lastMove();
        pos.undoMove();
        const bool ok = seeGe(pos, m, 0);
        pos.doMove(m);
        return ok;
    }

    // ---- iterative deepening ---------------------------------------------------------------

    // The score of the last search that finished for this move (0 if none did).
    static int reportedScore(const RootMove& rm)
    {
        return rm.score != -VALUE_INFINITE ? rm.score : rm.previousScore != -VALUE_INFINITE ? rm.previousScore : 0;
    }

    SearchInfo infoFor(const RootMove& rm, int depth, int line, Bound bound) const
    {
        SearchInfo info;
        info.depth = depth;
        info.seldepth = std::max(rm.seldepth, 1);
        info.multipv = line + 1;
        info.score = reportedScore(rm);
        info.bound = bound;
        info.nodes = totalNodes();
        info.timeMs = elapsed();
        info.nps = info.timeMs > 0 ? info.nodes * 1000 / std::uint64_t(info.timeMs) : info.nodes * 1000;
        info.hashfull = tt.hashfull();
        info.pv = rm.pv;
        return info;
    }

    // The quiescence search alone from the root: captures (and evasions) until the position is
    // quiet, scored from the side to move.
    int quiescence(const Position& rootPos, std::shared_ptr<const EvalTables> evalTables)
    {
        static const std::atomic<bool> never {false};
        start = Clock::now();
        tables = std::move(evalTables);
        limits = SearchLimits {};
        stop = &never;
        pos = rootPos;
        pos.attachPsq(tables->lanes());
        nodes = 0;
        aborted = false;
        completedDepth = 0;
        plan = TimePlan {};
        threadIndex = 0;
        tt.newSearch();
        for (Frame& fr : frames)
            fr = Frame {};
        for (Frame& fr : frames)
            fr.contHist = &sentinelHist;
        return qsearch(-VALUE_INFINITE, VALUE_INFINITE, 0, true);
    }

    // Lazy SMP: the helper searches run the same iterative deepening on their own threads, with
    // their own histories, sharing only the transposition table; what they store there steers the
    // main search, which alone reports and chooses the move. Every other depth is skipped by a
    // helper (odd helpers skip odd depths, even ones even depths) so that they run ahead of the
    // main search instead of repeating it. They stop when the main search returns.
    struct Helpers {
        std::atomic<bool> stop {false};
        std::vector<Search*> searches;
        std::vector<std::thread> threads;

        Helpers(const std::vector<Search*>& helpers, const Position& root,
            const std::shared_ptr<const EvalTables>& tables, SearchLimits limits)
            : searches(helpers)
        {
            limits.infinite = true; // no clock, node or mate limit of their own: they stop with the main search
            limits.nodes = 0;
            limits.mate = 0;
            for (Search* s : searches)
                s->impl_->nodes = 0; // before the reports can count them: no count left from the last search
            for (std::size_t i = 0; i < searches.size(); ++i)
                threads.emplace_back([this, i, &root, tables, limits] {
                    searches[i]->impl_->run(root, tables, limits, 1, stop, {}, {}, int(i) + 1);
                });
        }
        ~Helpers()
        {
            stop = true;
            for (std::thread& t : threads)
                t.join();
        }
        std::uint64_t nodes() const
        {
            std::uint64_t n = 0;
            for (const Search* s : searches)
                n += s->impl_->nodes.load(std::memory_order_relaxed);
            return n;
        }
    };

    SearchResult run(const Position& rootPos, std::shared_ptr<const EvalTables> evalTables,
        const SearchLimits& searchLimits, int multiPV, const std::atomic<bool>& stopFlag, const InfoCallback& onInfo,
        const std::vector<Search*>& helperSearches, int thread)
    {
        start = Clock::now();
        tables = std::move(evalTables);
        if (tables->id() != correctedModel) { // what it learned corrects another model's evaluation
            clearCorrection();
            correctedModel = tables->id();
        }
        limits = searchLimits;
        stop = &stopFlag;
        pos = rootPos;
        pos.attachPsq(tables->lanes());
        nodes = 0;
        aborted = false;
        completedDepth = 0;
        threadIndex = thread;
        if (threadIndex == 0)
            tt.newSearch(); // before any helper starts: they read the generation
        for (Frame& fr : frames)
            fr = Frame {};
        for (Frame& fr : frames)
            fr.contHist = &sentinelHist;

        rootMoves.clear();
        for (Move m : MoveList(pos))
            if (limits.searchMoves.empty()
                || std::find(limits.searchMoves.begin(), limits.searchMoves.end(), m) != limits.searchMoves.end())
                rootMoves.push_back(RootMove {m, -VALUE_INFINITE, -VALUE_INFINITE, 0, BOUND_EXACT, 0, {m}});
        SearchResult result;
        if (rootMoves.empty()) {
            result.score = pos.inCheck() ? matedIn(0) : VALUE_DRAW;
            return result;
        }
        // A first order for depth 1: the table's move, then the usual ordering.
        {
            bool found = false;
            const TTEntry* tte = tt.probe(pos.key(), found);
            ScoredMoves list;
            const OrderingContext context = ordering(0, found ? tte->move() : Move::none());
            list.count = int(rootMoves.size());
            for (int i = 0; i < list.count; ++i) {
                list.moves[i] = rootMoves[i].move;
                list.scores[i] = context.score(pos, list.moves[i], false);
            }
            std::vector<RootMove> ordered;
            while (Move m = list.pick())
                ordered.push_back(
                    *std::find_if(rootMoves.begin(), rootMoves.end(), [m](const RootMove& r) { return r.move == m; }));
            rootMoves = std::move(ordered);
        }
        std::optional<Helpers> helpers;
        if (!helperSearches.empty())
            helpers.emplace(helperSearches, rootPos, tables, limits);
        crew = helpers ? &*helpers : nullptr;

        plan = planTime(limits, pos.sideToMove(), int(rootMoves.size()));
        multiPV = std::clamp(multiPV, 1, int(rootMoves.size()));
        int maxDepth = limits.depth > 0 ? std::min(limits.depth, MAX_PLY - 2) : MAX_PLY - 2;
        if (limits.mate > 0 && limits.depth <= 0 && !limits.infinite)
            maxDepth = std::min(maxDepth, 2 * limits.mate + 10); // "go mate N" alone ends even without a mate
        Move lastBest = Move::none();
        int stableIterations = 0;
        // The best scores of the last four depths, for the time plan's falling-score factor; they
        // start at the score of this side's last search when there was one.
        int iterScores[4];
        const bool knownPrevious = lastSearchSide == pos.sideToMove() && lastSearchScore != VALUE_NONE;
        std::fill(std::begin(iterScores), std::end(iterScores), knownPrevious ? lastSearchScore : VALUE_NONE);

        for (rootDepth = 1; rootDepth <= maxDepth; ++rootDepth) {
            if (threadIndex > 0 && rootDepth > 1 && rootDepth < maxDepth && (rootDepth + threadIndex) % 2 == 0)
                continue;
            for (RootMove& rm : rootMoves)
                rm.previousScore = rm.score;
            for (pvIndex = 0; pvIndex < std::size_t(multiPV); ++pvIndex) {
                seldepth = 0;
                // The aspiration window: 12 cp either side of the last score, widened by half after
                // each fail (12 beat 20 by +12 Elo in self-play; README, "Search changes by SPRT").
                int delta = params.aspirationDelta;
                const int previous = rootMoves[pvIndex].previousScore;
                int alpha = -VALUE_INFINITE, beta = VALUE_INFINITE;
                // Fail highs in a row: each re-search after one goes a ply shallower (a move that beats the
                // window is usually confirmed with less depth, and the next iteration searches it in
                // full); a fail low resets it.
                int failedHigh = 0;
                if (rootDepth >= 4 && !isMateScore(previous)) {
                    alpha = std::max(previous - delta, -VALUE_INFINITE);
                    beta = std::min(previous + delta, VALUE_INFINITE);
                }
                for (;;) {
                    const int score = search(alpha, beta, std::max(1, rootDepth - failedHigh), 0, false);
                    std::stable_sort(rootMoves.begin() + long(pvIndex), rootMoves.end(),
                        [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
                    if (aborted)
                        break;
                    // A full window ends the loop whatever the score (it cannot fail against it).
                    if (score <= alpha && alpha > -VALUE_INFINITE) {
                        beta = (alpha + beta) / 2;
                        alpha = std::max(score - delta, -VALUE_INFINITE);
                        failedHigh = 0;
                    } else if (score >= beta && beta < VALUE_INFINITE) {
                        beta = std::min(score + delta, VALUE_INFINITE);
                        ++failedHigh;
                    } else {
                        break;
                    }
                    delta = std::min(delta + delta / 2, VALUE_INFINITE); // saturates: no overflow
                }
                std::stable_sort(rootMoves.begin(), rootMoves.begin() + long(pvIndex) + 1,
                    [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
                if (aborted)
                    break;
            }
            if (aborted && completedDepth > 0) {
                // A stopped iteration. The move played is the first after sorting, as in Stockfish:
                // the moves this depth scored carry their new scores (the first searched is the
                // last depth's best, and a move that beat it is better at this depth); the moves it
                // did not reach keep the scores they had one depth earlier, so when the best move's
                // new score has fallen below the score a move reached one depth earlier (by raising
                // alpha), that move is played. (Putting the unreached moves behind instead scored
                // −4.0 ± 7.4 over 3,805 games of self-play: not kept.) Either way the answer is
                // reported before it is played, at the depth that scored it and with its bound, so
                // that `bestmove` is always the move of the last line shown.
                const RootMove& chosen = rootMoves[0];
                if (onInfo && chosen.score != -VALUE_INFINITE
                    && (chosen.move != lastBest || chosen.scoredAt == rootDepth))
                    onInfo(infoFor(chosen, chosen.scoredAt, 0, chosen.bound));
                break;
            }
            completedDepth = rootDepth;
            if (onInfo)
                for (int line = 0; line < multiPV; ++line)
                    onInfo(infoFor(rootMoves[std::size_t(line)], rootDepth, line, BOUND_EXACT));
            if (aborted)
                break;

            const RootMove& best = rootMoves[0];
            stableIterations = best.move == lastBest ? stableIterations + 1 : 0;
            lastBest = best.move;
            if (limits.mate > 0 && best.score >= VALUE_MATE_IN_MAX_PLY && mateMoves(best.score) <= limits.mate)
                break;
            // A fixed time per move ends early only on a forced mate that this depth has proved:
            // searching on would find nothing that changes the move's outcome.
            if (limits.moveTime >= 0 && !limits.infinite && isMateScore(best.score)
                && VALUE_MATE - std::abs(best.score) <= rootDepth)
                break;
            const int fourBack = iterScores[rootDepth & 3];
            iterScores[rootDepth & 3] = best.score;
            if (plan.optimum >= 0 && !limits.infinite) {
                std::optional<double> drop;
                // lastSearchScore is never a mate score, and with knownPrevious every slot of
                // iterScores holds a score; only this depth's and four depths ago's can be mates.
                if (knownPrevious && !isMateScore(best.score) && !isMateScore(fourBack))
                    drop = (2.0 * (lastSearchScore - best.score) + (fourBack - best.score)) / 3.0;
                const double effort
                    = double(best.effort) / double(std::max<std::uint64_t>(1, nodes.load(std::memory_order_relaxed)));
                if (double(elapsed())
                    > double(plan.optimum) * softLimitFactor(stableIterations, drop, effort, rootDepth))
                    break;
            }
        }

        const RootMove& best = rootMoves[0];
        result.best = best.move;
        result.ponder = best.pv.size() > 1 ? best.pv[1] : Move::none();
        result.score = reportedScore(best);
        result.depth = completedDepth;
        lastSearchSide = pos.sideToMove();
        lastSearchScore = completedDepth > 0 && !isMateScore(result.score) ? result.score : VALUE_NONE;
        result.nodes = totalNodes();
        result.timeMs = elapsed();
        for (int line = 0; line < multiPV; ++line) {
            const RootMove& rm = rootMoves[std::size_t(line)];
            if (line > 0 && rm.score == -VALUE_INFINITE && rm.previousScore == -VALUE_INFINITE)
                break; // never searched as a line of its own (stopped during depth 1)
            result.lines.push_back(RootLine {rm.move, reportedScore(rm), rm.pv});
        }
        helpers.reset(); // stops and joins them
        crew = nullptr;
        return result;
    }

    TranspositionTable& tt;
    SearchParams params; // the tunable constants (search/params.h)
    ReductionTable reductions; // built from params
    std::shared_ptr<const EvalTables> tables;
    PawnCache pawnCache; // the pawn terms of the positions this search has seen
    SearchLimits limits;
    const std::atomic<bool>* stop = nullptr;
    Position pos;
    Clock::time_point start;
    TimePlan plan; // this search's soft and hard limits (planTime())
    // Written only by this search's thread; read by the main search's reports when this is a helper.
    std::atomic<std::uint64_t> nodes {0};
    bool aborted = false;
    int threadIndex = 0; // 0: the main search; 1, 2, ...: helpers
    Helpers* crew = nullptr; // the main search's running helpers

    void countNode() { nodes.store(nodes.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed); }
    std::uint64_t totalNodes() const { return nodes.load(std::memory_order_relaxed) + (crew ? crew->nodes() : 0); }
    int completedDepth = 0, rootDepth = 0, seldepth = 0;
    std::size_t pvIndex = 0;
    Color lastSearchSide = COLOR_NB; // the side to move and best score of the last search (clearHistory forgets it)
    int lastSearchScore = VALUE_NONE;
    std::vector<RootMove> rootMoves;

    Frame frames[MAX_PLY + 6]; // frame(ply) = frames[ply + 4]: plies -4..-1 are empty
    Move pv[MAX_PLY + 1][MAX_PLY + 1];
    int pvLength[MAX_PLY + 1] = {};
    ButterflyHistory history[COLOR_NB];
    Move counterMoves[PIECE_NB][SQUARE_NB];
    std::unique_ptr<PieceToHistory[]> contHist;
    PieceToHistory sentinelHist; // for frames without a move (before the root, null moves): all zero
    CaptureHistory captureHist;
    CorrectionHistory pawnCorrection; // by both sides' pawns
    CorrectionHistory nonPawnCorrection[COLOR_NB]; // by where one side's other pieces stand
    CorrectionHistory moveCorrection; // by the last two moves
    std::uint64_t correctedModel = 0; // the id() of the tables the correction history learned from
};

Search::Search(TranspositionTable& tt) : impl_(std::make_unique<Impl>(tt)) { }
Search::~Search() = default;

void Search::clearHistory() { impl_->clearHistory(); }

void Search::setParams(const SearchParams& params) { impl_->setParams(params); }

const SearchParams& Search::params() const { return impl_->params; }

int quiescenceScore(const Position& pos, std::shared_ptr<const EvalTables> tables)
{
    // One small table and search per thread, cleared at every call so the answer depends only on
    // the position and the tables.
    thread_local TranspositionTable tt;
    thread_local Search search(tt);
    if (tt.sizeMb() != 1)
        tt.resize(1);
    else
        tt.clear();
    search.clearHistory();
    return search.impl_->quiescence(pos, std::move(tables));
}

SearchResult Search::run(const Position& root, std::shared_ptr<const EvalTables> tables, const SearchLimits& limits,
    int multiPV, const std::atomic<bool>& stop, const InfoCallback& onInfo, const std::vector<Search*>& helpers)
{
    return impl_->run(root, std::move(tables), limits, multiPV, stop, onInfo, helpers, 0);
}

} // namespace kd
