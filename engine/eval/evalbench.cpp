#include "eval/evalbench.h"

#include "core/randomgame.h"

#include <chrono>
#include <random>
#include <vector>

namespace kd {

namespace {

struct Game {
    Position start;
    std::vector<Move> moves;
};

std::vector<Game> randomGames(int count, int plies)
{
    std::mt19937_64 rng(20261122);
    std::vector<Game> games;
    for (int g = 0; g < count; ++g) {
        Game game;
        Position pos = game.start;
        game.moves = playRandomGame(pos, rng, plies);
        games.push_back(std::move(game));
    }
    return games;
}

// Runs work() until at least half a second has passed; returns nanoseconds per item.
template <class Work> double nanosecondsPer(std::uint64_t itemsPerRun, Work&& work)
{
    std::uint64_t runs = 0;
    const auto start = std::chrono::steady_clock::now();
    double seconds = 0;
    do {
        work();
        ++runs;
        seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    } while (seconds < 0.5);
    return seconds * 1e9 / double(runs * itemsPerRun);
}

} // namespace

EvalBenchResult runEvalBench(const EvalTables& tables)
{
    const std::vector<Game> games = randomGames(100, 120);
    std::vector<Position> positions;
    EvalBenchResult r;
    for (const Game& g : games) {
        Position pos = g.start;
        for (Move m : g.moves) {
            pos.doMove(m);
            positions.push_back(Position::fromFen(pos.fen()).value());
        }
        r.moves += g.moves.size();
    }
    r.positions = positions.size();

    long long checksum = 0;
    r.scratchNs = nanosecondsPer(positions.size(), [&] {
        for (const Position& p : positions)
            checksum += evaluate(p, tables);
    });
    r.explainNs = nanosecondsPer(positions.size(), [&] {
        for (const Position& p : positions)
            checksum += explain(p, tables).score;
    });
    // The same moves played and taken back, with and without the sums kept: the difference is
    // what keeping them costs per move (made and unmade).
    auto playAll = [&](bool attached) {
        return nanosecondsPer(r.moves, [&] {
            for (const Game& g : games) {
                Position pos = g.start;
                if (attached)
                    pos.attachPsq(tables.lanes());
                for (Move m : g.moves)
                    pos.doMove(m);
                for (std::size_t i = 0; i < g.moves.size(); ++i)
                    pos.undoMove();
                checksum += pos.psqSums().lane[0];
            }
        });
    };
    r.withoutSumsNs = playAll(false);
    r.withSumsNs = playAll(true);
    std::vector<Position> attached = positions;
    for (Position& p : attached)
        p.attachPsq(tables.lanes());
    r.incrementalNs = nanosecondsPer(attached.size(), [&] {
        for (const Position& p : attached)
            checksum += evaluateIncremental(p, tables);
    });
    r.checksum = checksum;
    return r;
}

} // namespace kd
