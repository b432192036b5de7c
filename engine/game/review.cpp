#include "game/review.h"

#include "core/notation.h"
#include "core/rules.h"
#include "game/game.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace kd {

std::optional<int> scoreByRules(const Position& pos)
{
    const GameStatus status = gameStatus(pos);
    if (status == GameStatus::Ongoing)
        return std::nullopt;
    if (status != GameStatus::Checkmate)
        return VALUE_DRAW;
    return pos.sideToMove() == WHITE ? matedIn(0) : -matedIn(0);
}

double winningChances(int scoreWhite)
{
    if (isMateScore(scoreWhite))
        return scoreWhite > 0 ? 1.0 : -1.0;
    const int cp = std::clamp(scoreWhite, -REVIEW_CP_CAP, REVIEW_CP_CAP);
    return 2.0 / (1.0 + std::exp(-0.00368208 * cp)) - 1.0;
}

const char* judgementName(Judgement j)
{
    switch (j) {
    case Judgement::Good:
        return "good";
    case Judgement::Inaccuracy:
        return "inaccuracy";
    case Judgement::Mistake:
        return "mistake";
    case Judgement::Blunder:
        return "blunder";
    }
    return "good";
}

Judgement judgementForDrop(double drop)
{
    // A tiny tolerance so that a drop computed as 0.29999999 from scores meant to sit on a threshold
    // is judged by the threshold it was meant to reach.
    constexpr double eps = 1e-9;
    if (drop >= BLUNDER_DROP - eps)
        return Judgement::Blunder;
    if (drop >= MISTAKE_DROP - eps)
        return Judgement::Mistake;
    if (drop >= INACCURACY_DROP - eps)
        return Judgement::Inaccuracy;
    return Judgement::Good;
}

SideSummary summarize(const std::vector<MoveReview>& moves, Color firstMover, Color side)
{
    SideSummary s;
    long long loss = 0;
    for (const MoveReview& m : moves) {
        const Color mover = (m.ply % 2 == 0) ? firstMover : ~firstMover;
        if (mover != side)
            continue;
        ++s.moves;
        loss += m.cpLoss;
        s.inaccuracies += m.judgement == Judgement::Inaccuracy;
        s.mistakes += m.judgement == Judgement::Mistake;
        s.blunders += m.judgement == Judgement::Blunder;
    }
    s.averageCpLoss = s.moves > 0 ? double(loss) / s.moves : 0.0;
    return s;
}

Result<GameReview> reviewGame(
    Color firstMover, const std::vector<Move>& played, const std::vector<int>& evals, const std::vector<Move>& best)
{
    const std::size_t n = played.size();
    if (evals.size() != n + 1)
        return Error {"review: " + std::to_string(n) + " moves need " + std::to_string(n + 1)
            + " evaluations (positions 0.." + std::to_string(n) + "), got " + std::to_string(evals.size())};
    if (best.size() != n)
        return Error {"review: " + std::to_string(n) + " moves need " + std::to_string(n) + " best moves, got "
            + std::to_string(best.size())};
    GameReview review;
    review.moves.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        MoveReview m;
        m.ply = int(i);
        m.before = evals[i];
        m.after = evals[i + 1];
        m.best = best[i];
        const Color mover = (i % 2 == 0) ? firstMover : ~firstMover;
        const int sign = mover == WHITE ? 1 : -1;
        m.drop = sign * (winningChances(m.before) - winningChances(m.after));
        const int before = std::clamp(m.before, -REVIEW_CP_CAP, REVIEW_CP_CAP);
        const int after = std::clamp(m.after, -REVIEW_CP_CAP, REVIEW_CP_CAP);
        m.cpLoss = std::max(0, sign * (before - after));
        const bool engineBest = m.best && m.best == played[i];
        m.judgement = engineBest ? Judgement::Good : judgementForDrop(m.drop);
        review.moves.push_back(m);
    }
    for (Color c : {WHITE, BLACK})
        review.sides[c] = summarize(review.moves, firstMover, c);
    return review;
}

namespace {

constexpr std::string_view SENTENCE_END = " was best.";

// The comment without an earlier review's sentence ("Mistake. Nf3 was best."); removed tells
// whether there was one.
std::string withoutSentence(std::string comment, bool& removed)
{
    removed = false;
    for (std::string_view word : {"Inaccuracy. ", "Mistake. ", "Blunder. "}) {
        const std::size_t at = comment.find(word);
        if (at == std::string::npos)
            continue;
        const std::size_t end = comment.find(SENTENCE_END, at + word.size());
        if (end == std::string::npos || comment.find(' ', at + word.size()) < end)
            continue; // not "<Word>. <SAN> was best."
        std::size_t stop = end + SENTENCE_END.size();
        while (stop < comment.size() && comment[stop] == ' ')
            ++stop;
        comment.erase(at, stop - at);
        removed = true;
    }
    while (!comment.empty() && comment.back() == ' ')
        comment.pop_back();
    return comment;
}

bool qualityNag(int nag) { return nag >= 1 && nag <= 6; }

} // namespace

int judgementNag(Judgement j)
{
    switch (j) {
    case Judgement::Inaccuracy:
        return 6;
    case Judgement::Mistake:
        return 2;
    case Judgement::Blunder:
        return 4;
    default:
        return 0;
    }
}

Judgement judgementOfNags(const std::vector<int>& nags)
{
    Judgement worst = Judgement::Good;
    for (int nag : nags)
        for (Judgement j : {Judgement::Inaccuracy, Judgement::Mistake, Judgement::Blunder})
            if (nag == judgementNag(j) && j > worst)
                worst = j;
    return worst;
}

bool writeReview(Game& game, const GameReview& review)
{
    if (review.moves.size() != std::size_t(game.plyCount()))
        return false;
    for (const MoveReview& m : review.moves)
        if (m.ply < 0 || m.ply >= game.plyCount())
            return false;
    const MoveTree& tree = game.tree();
    if (!review.moves.empty())
        game.setComment(MoveTree::ROOT, withEval(tree.node(MoveTree::ROOT).comment, review.moves.front().before));
    Position pos = game.start();
    for (const MoveReview& m : review.moves) {
        const int id = game.mainNode(m.ply + 1);
        const MoveNode& node = tree.node(id);
        bool reviewedBefore = false;
        std::string comment = withoutSentence(withoutEval(node.comment), reviewedBefore);
        std::vector<int> nags = node.nags;
        if (reviewedBefore || m.judgement != Judgement::Good)
            nags.erase(std::remove_if(nags.begin(), nags.end(), qualityNag), nags.end());
        if (m.judgement != Judgement::Good) {
            static constexpr const char* WORD[] = {"", "Inaccuracy. ", "Mistake. ", "Blunder. "};
            const int j = int(m.judgement);
            nags.insert(nags.begin(), judgementNag(m.judgement));
            std::string sentence = WORD[j];
            if (m.best && pos.isLegal(m.best))
                sentence += toSan(pos, m.best) + std::string(SENTENCE_END);
            else
                sentence.pop_back();
            comment = comment.empty() ? sentence : sentence + " " + comment;
        }
        game.setComment(id, withEval(comment, m.after));
        game.setNags(id, nags);
        pos.doMove(game.moves()[std::size_t(m.ply)]);
    }
    return true;
}

Move reviewBestMove(const Position& before, std::string_view comment)
{
    const std::size_t end = comment.find(SENTENCE_END);
    if (end == std::string_view::npos)
        return Move::none();
    const std::size_t start = comment.rfind(' ', end == 0 ? 0 : end - 1);
    const std::string_view san = comment.substr(
        start == std::string_view::npos ? 0 : start + 1, end - (start == std::string_view::npos ? 0 : start + 1));
    Result<Move> m = parseSan(before, san);
    return m ? *m : Move::none();
}

} // namespace kd
