#include "tune/pgnreview.h"

#include "game/game.h"
#include "game/pgn.h"
#include "game/review.h"
#include "search/engine.h"

#include <algorithm>

namespace kd {

namespace {

inline constexpr int SHALLOW_DEPTH = 1;

// The score of pos for White: by the rules when the game is over there, else by a search.
int searchedScoreWhite(Engine& engine, const Position& pos, const SearchLimits& limits, Move* best = nullptr)
{
    if (const std::optional<int> byRules = scoreByRules(pos))
        return *byRules;
    const SearchResult r = engine.search(pos, limits);
    if (best)
        *best = r.best;
    return pos.sideToMove() == WHITE ? r.score : -r.score;
}

// The mover's loss with a one-ply search: the position after the move against the one before,
// by the review's own arithmetic.
int shallowLoss(Engine& engine, const Position& before, Move played, const Position& after)
{
    SearchLimits limits;
    limits.depth = SHALLOW_DEPTH;
    engine.newGame();
    const int scoreBefore = searchedScoreWhite(engine, before, limits);
    engine.newGame();
    const int scoreAfter = searchedScoreWhite(engine, after, limits);
    const Result<GameReview> one = reviewGame(before.sideToMove(), {played}, {scoreBefore, scoreAfter}, {Move::none()});
    return one ? one->moves[0].cpLoss : 0;
}

PlayerErrors& player(PgnReviewStats& stats, const std::string& tag)
{
    const std::string name = tag.empty() ? "?" : tag;
    for (PlayerErrors& p : stats.players)
        if (p.name == name)
            return p;
    stats.players.push_back(PlayerErrors {});
    stats.players.back().name = name;
    return stats.players.back();
}

} // namespace

Result<PgnReviewStats> reviewPgnFile(const std::string& path, const PgnReviewOptions& options,
    const std::function<void(std::int64_t, std::int64_t, const PgnReviewStats&)>& progress,
    const std::atomic<bool>* stop)
{
    Engine engine, shallow;
    engine.setHashMb(options.hashMb);
    engine.setTables(options.tables);
    shallow.setHashMb(1);
    shallow.setTables(options.tables);
    SearchLimits limits;
    limits.nodes = options.nodes;

    PgnReviewStats stats;
    const Result<void> read = forEachPgnGame(path, [&](PgnFileGame&& file) {
        Result<Game> game = file.game ? Game::fromPgn(*file.game) : Result<Game>(Error {file.game.error()});
        if (!game) {
            ++stats.badGames;
            if (stats.problems.size() < 10)
                stats.problems.push_back(path + ": " + game.error());
        } else {
            engine.newGame();
            const int plies = game->plyCount();
            std::vector<int> scores;
            std::vector<Move> best(std::size_t(plies), Move::none());
            for (int ply = 0; ply <= plies; ++ply)
                scores.push_back(
                    searchedScoreWhite(engine, game->positionAt(ply), limits, ply < plies ? &best[ply] : nullptr));
            const Result<GameReview> review = reviewGame(game->start().sideToMove(), game->moves(), scores, best);
            if (review) {
                ++stats.games;
                const std::string names[COLOR_NB] = {file.game->tag("White"), file.game->tag("Black")};
                for (Color c : {WHITE, BLACK})
                    ++player(stats, names[c]).games;
                for (const MoveReview& m : review->moves) {
                    const Position before = game->positionAt(m.ply);
                    const Move played = game->moves()[std::size_t(m.ply)];
                    // The search's own move loses nothing, whatever two searches of it say.
                    const int loss = m.best == played ? 0 : m.cpLoss;
                    PlayerErrors& p = player(stats, names[before.sideToMove()]);
                    ++p.moves;
                    p.cpLoss += loss;
                    p.lost100 += loss >= 100;
                    p.lost200 += loss >= 200;
                    p.lost300 += loss >= 300;
                    p.blunders += m.judgement == Judgement::Blunder;
                    if (loss >= 300 && shallowLoss(shallow, before, played, game->positionAt(m.ply + 1)) >= 300)
                        ++p.shallow300;
                }
            }
        }
        if (progress)
            progress(file.bytesRead, file.bytesTotal, stats);
        return !(stop && stop->load());
    });
    if (!read)
        return Error {read.error()};
    if (stats.games == 0 && stats.badGames > 0)
        return Error {stats.problems.front()};
    return stats;
}

} // namespace kd
