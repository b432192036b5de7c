#include "search/bench.h"

#include "core/notation.h"

#include <chrono>

namespace kd {

const std::vector<std::string_view>& benchPositions()
{
    // The wiki's perft positions, positions from the project's perft suite and opening book, and
    // a few endings with a mate or a passed pawn to find.
    static const std::vector<std::string_view> positions {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/3P1N2/PPP1NPPP/R4RK1 w - - 0 10",
        "r1bqkb1r/pp2pppp/2n2n2/2pp4/4P3/3P1N2/PPP1BPPP/RNBQK2R w KQkq - 2 5",
        "rnb1k1nr/pp1p1ppp/2p5/q3p3/1bP5/1QN3P1/PP1PPP1P/R1B1KBNR w KQkq - 4 5",
        "r2q1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9",
        "2r2rk1/1b2qppp/p3pn2/1p6/3N4/1BP1Q3/PP3PPP/R4RK1 w - - 0 18",
        "r1b2rk1/2q1bppp/p2ppn2/1p6/3NP3/1BN1B3/PPP1QPPP/R4RK1 w - - 0 12",
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
        "rn1k2nr/R2p1p2/6p1/7p/5p1P/1P6/3PK1P1/1NB2BNR b - - 0 13",
        "b3r3/2R1p1k1/2n5/pp1p4/8/P1KP2NB/1B5P/6R1 w - - 2 41",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
        "6Rr/p7/2k3P1/6Pp/n3p3/P4N2/5P1P/R4K2 w - - 1 31",
        "7r/2pk4/1p6/3Pp2B/pP6/NP5P/P2K4/R1B5 b - - 1 29",
        "rnbqkbnr/1p3ppp/2p5/p2pp3/2P5/4P2P/PP1PBPP1/RNBQK1NR w KQkq - 0 5",
    };
    return positions;
}

std::string BenchResult::summary() const { return "nodes=" + std::to_string(nodes) + " nps=" + std::to_string(nps()); }

BenchResult runBench(Engine& engine, int depth, const std::function<void(const std::string&)>& report, int threads)
{
    const std::size_t hashMb = engine.hashMb();
    const bool limited = engine.limitsStrength();
    const int multiPV = engine.multiPV();
    const int oldThreads = engine.threads();
    const std::shared_ptr<const PolyglotBook> book = engine.book();
    engine.setHashMb(BENCH_HASH_MB);
    engine.setFullStrength();
    engine.setMultiPV(1);
    engine.setThreads(threads);
    engine.setBook(nullptr);
    BenchResult total;
    const auto& positions = benchPositions();
    for (std::size_t i = 0; i < positions.size(); ++i) {
        engine.newGame();
        const Position pos = Position::fromFen(positions[i]).value();
        SearchLimits limits;
        limits.depth = depth;
        const SearchResult r = engine.search(pos, limits);
        total.nodes += r.nodes;
        total.timeMs += r.timeMs;
        if (report)
            report("position " + std::to_string(i + 1) + "/" + std::to_string(positions.size())
                + " bestmove=" + toUci(r.best) + " score=" + std::to_string(r.score)
                + " nodes=" + std::to_string(r.nodes) + " time_ms=" + std::to_string(r.timeMs));
    }
    engine.setHashMb(hashMb);
    engine.setMultiPV(multiPV);
    engine.setThreads(oldThreads);
    engine.setBook(book);
    if (limited)
        engine.setStrength(engine.elo());
    engine.newGame();
    return total;
}

} // namespace kd
