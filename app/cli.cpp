// kandinsky-cli: command-line tools on top of the engine library.
//
//   kandinsky-cli perft [--fen FEN] --depth N [--divide]
//   kandinsky-cli perft --epd FILE [--max-nodes N]
//   kandinsky-cli eval [--fen FEN] [--model NAME|FILE] [--json]
//   kandinsky-cli evalbench [--model NAME|FILE]
#include "evalreport.h"
#include "evaluate.h"
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "position.h"
#include "text.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace {

using namespace kd;

constexpr const char* USAGE = R"(Usage: kandinsky-cli <command> [options]

Commands:
  perft [--fen FEN] --depth N [--divide]
      Count the leaf nodes of the legal move tree to depth N (start position without --fen).
      --divide prints the count below each root move. Last line: nodes=<N> time_ms=<T> nps=<X>
  perft --epd FILE [--max-nodes N]
      Run an EPD perft suite (lines "FEN ;D1 n ;D2 n ..."), every depth whose expected count is
      at most N (default 10000000). Prints each mismatch, then positions=<P> failed=<F> nodes=<N> nps=<X>.
  eval [--fen FEN] [--model NAME|FILE] [--json]
      Evaluate a position (start position without --fen) with a model: simplified (default),
      otter, pesto, or a model file. Prints a scoresheet: every piece's material and positional
      part, running sums, the phase and the side-to-move step. --json prints one JSON object:
      {"model", "side_to_move", "phase", "score", "white": {"material", "positional"},
       "black": {...}, "pieces": [{"square", "piece", "material", "positional"}, ...]}
  evalbench [--model NAME|FILE]
      Time the evaluation: from scratch, with the breakdown, and the incremental update per move.
  help
      Show this text.
)";

// Options of one command: "--name value" pairs and bare "--flag"s. A value may span several
// arguments (an unquoted FEN): everything up to the next "--option".
class Options {
public:
    static std::optional<Options> parse(
        int argc, char** argv, int first, const std::vector<std::string>& flags, std::string& error)
    {
        Options o;
        for (int i = first; i < argc; ++i) {
            std::string arg = argv[i];
            if (!arg.starts_with("--")) {
                error = "unexpected argument '" + arg + "'";
                return std::nullopt;
            }
            const std::string name = arg.substr(2);
            if (std::find(flags.begin(), flags.end(), name) != flags.end()) {
                o.values_[name] = "";
                continue;
            }
            std::string value;
            while (i + 1 < argc && !std::string(argv[i + 1]).starts_with("--"))
                value += (value.empty() ? "" : " ") + std::string(argv[++i]);
            if (value.empty()) {
                error = "option --" + name + " needs a value";
                return std::nullopt;
            }
            o.values_[name] = value;
        }
        return o;
    }

    bool has(const std::string& name) const { return values_.count(name) != 0; }
    std::string get(const std::string& name, const std::string& fallback = "") const
    {
        const auto it = values_.find(name);
        return it == values_.end() ? fallback : it->second;
    }
    // The names given that are not in `known`.
    std::vector<std::string> unknown(const std::vector<std::string>& known) const
    {
        std::vector<std::string> result;
        for (const auto& [name, value] : values_)
            if (std::find(known.begin(), known.end(), name) == known.end())
                result.push_back(name);
        return result;
    }

private:
    std::map<std::string, std::string> values_;
};

std::optional<std::uint64_t> parseCount(const std::string& s) { return text::parseNumber<std::uint64_t>(s); }

int fail(const std::string& message)
{
    std::cerr << "kandinsky-cli: " << message << "\n";
    return 2;
}

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

std::uint64_t nodesPerSecond(std::uint64_t nodes, double seconds)
{
    return seconds > 0 ? std::uint64_t(double(nodes) / seconds) : 0;
}

int runPerftSuite(const std::string& file, std::uint64_t maxNodes)
{
    std::ifstream in(file);
    if (!in)
        return fail("cannot open EPD file '" + file + "'");
    std::vector<PerftCase> cases;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (isPerftComment(line))
            continue;
        Result<PerftCase> c = parsePerftLine(line);
        if (!c)
            return fail(file + ":" + std::to_string(number) + ": " + c.error());
        cases.push_back(std::move(c).value());
    }

    std::uint64_t nodes = 0;
    int failed = 0;
    const auto start = std::chrono::steady_clock::now();
    for (const PerftCase& c : cases) {
        Position pos = Position::fromFen(c.fen).value();
        for (const auto& [depth, expected] : c.counts) {
            if (expected > maxNodes)
                continue;
            const std::uint64_t got = perft(pos, depth);
            nodes += got;
            if (got != expected) {
                ++failed;
                std::cout << "mismatch fen=\"" << c.fen << "\" depth=" << depth << " expected=" << expected
                          << " got=" << got << std::endl;
            }
        }
    }
    std::cout << "positions=" << cases.size() << " failed=" << failed << " nodes=" << nodes
              << " nps=" << nodesPerSecond(nodes, secondsSince(start)) << std::endl;
    return failed ? 1 : 0;
}

int commandPerft(int argc, char** argv)
{
    std::string error;
    const auto opts = Options::parse(argc, argv, 2, {"divide"}, error);
    if (!opts)
        return fail("perft: " + error);
    if (const auto unknown = opts->unknown({"fen", "depth", "divide", "epd", "max-nodes"}); !unknown.empty())
        return fail("perft: unknown option --" + unknown.front());

    if (opts->has("epd")) {
        if (opts->has("fen") || opts->has("depth") || opts->has("divide"))
            return fail("perft: --epd runs a whole suite and cannot be combined with --fen, --depth or --divide");
        const auto maxNodes = parseCount(opts->get("max-nodes", "10000000"));
        if (!maxNodes)
            return fail("perft: --max-nodes needs a whole number, not '" + opts->get("max-nodes") + "'");
        return runPerftSuite(opts->get("epd"), *maxNodes);
    }
    if (opts->has("max-nodes"))
        return fail("perft: --max-nodes applies to --epd suites only");

    const auto depth = parseCount(opts->get("depth"));
    if (!opts->has("depth") || !depth || *depth > 20)
        return fail("perft: --depth needs a whole number from 0 to 20"
            + (opts->has("depth") ? ", not '" + opts->get("depth") + "'" : std::string()));
    Result<Position> pos = Position::fromFen(opts->get("fen", std::string(Position::START_FEN)));
    if (!pos)
        return fail("perft: bad FEN: " + pos.error());

    const auto start = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (opts->has("divide") && *depth > 0) {
        auto divided = perftDivide(*pos, int(*depth));
        std::sort(divided.begin(), divided.end(),
            [](const auto& a, const auto& b) { return toUci(a.first) < toUci(b.first); });
        for (const auto& [move, count] : divided) {
            std::cout << toUci(move) << ": " << count << "\n";
            nodes += count;
        }
    } else
        nodes = perft(*pos, int(*depth));
    const double seconds = secondsSince(start);
    std::cout << "nodes=" << nodes << " time_ms=" << std::uint64_t(seconds * 1000)
              << " nps=" << nodesPerSecond(nodes, seconds) << std::endl;
    return 0;
}

int commandEval(int argc, char** argv)
{
    std::string error;
    const auto opts = Options::parse(argc, argv, 2, {"json"}, error);
    if (!opts)
        return fail("eval: " + error);
    if (const auto unknown = opts->unknown({"fen", "model", "json"}); !unknown.empty())
        return fail("eval: unknown option --" + unknown.front());
    Result<Position> pos = Position::fromFen(opts->get("fen", std::string(Position::START_FEN)));
    if (!pos)
        return fail("eval: bad FEN: " + pos.error());
    Result<EvalModel> model = resolveModel(opts->get("model", "simplified"));
    if (!model)
        return fail("eval: " + model.error());
    const auto tables = EvalTables::build(*model);
    const Explanation e = explain(*pos, *tables);
    std::cout << (opts->has("json") ? explanationJson(e) : scoresheet(e, *model, *pos));
    return 0;
}

// Positions from random games (a fixed seed, so every run measures the same work), with the moves
// that lead through them.
struct BenchGame {
    Position start;
    std::vector<Move> moves;
};

std::vector<BenchGame> benchGames(int count, int plies)
{
    std::mt19937_64 rng(20261122);
    std::vector<BenchGame> games;
    for (int g = 0; g < count; ++g) {
        BenchGame game;
        Position pos = game.start;
        for (int ply = 0; ply < plies; ++ply) {
            const MoveList moves(pos);
            if (moves.empty())
                break;
            const Move m = moves[rng() % moves.size()];
            pos.doMove(m);
            game.moves.push_back(m);
        }
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
        seconds = secondsSince(start);
    } while (seconds < 0.5);
    return seconds * 1e9 / double(runs * itemsPerRun);
}

int commandEvalBench(int argc, char** argv)
{
    std::string error;
    const auto opts = Options::parse(argc, argv, 2, {}, error);
    if (!opts)
        return fail("evalbench: " + error);
    if (const auto unknown = opts->unknown({"model"}); !unknown.empty())
        return fail("evalbench: unknown option --" + unknown.front());
    Result<EvalModel> model = resolveModel(opts->get("model", "simplified"));
    if (!model)
        return fail("evalbench: " + model.error());
    const auto tables = EvalTables::build(*model);

    const std::vector<BenchGame> games = benchGames(100, 120);
    std::vector<Position> positions;
    std::uint64_t moveCount = 0;
    for (const BenchGame& g : games) {
        Position pos = g.start;
        for (Move m : g.moves) {
            pos.doMove(m);
            positions.push_back(Position::fromFen(pos.fen()).value());
        }
        moveCount += g.moves.size();
    }

    long long checksum = 0;
    const double scratch = nanosecondsPer(positions.size(), [&] {
        for (const Position& p : positions)
            checksum += evaluate(p, *tables);
    });
    const double traced = nanosecondsPer(positions.size(), [&] {
        for (const Position& p : positions)
            checksum += explain(p, *tables).score;
    });
    // The same moves played and taken back, with and without the sums kept: the difference is
    // what keeping them costs per move (made and unmade).
    auto playAll = [&](bool attached) {
        return nanosecondsPer(moveCount, [&] {
            for (const BenchGame& g : games) {
                Position pos = g.start;
                if (attached)
                    pos.attachPsq(tables->lanes());
                for (Move m : g.moves)
                    pos.doMove(m);
                for (std::size_t i = 0; i < g.moves.size(); ++i)
                    pos.undoMove();
                checksum += pos.psqSums().lane[0];
            }
        });
    };
    const double without = playAll(false);
    const double with = playAll(true);
    std::vector<Position> attached = positions;
    for (Position& p : attached)
        p.attachPsq(tables->lanes());
    const double incremental = nanosecondsPer(attached.size(), [&] {
        for (const Position& p : attached)
            checksum += evaluateIncremental(p, *tables);
    });

    std::printf("model=%s positions=%zu moves=%llu checksum=%lld\n", model->name.c_str(), positions.size(),
        static_cast<unsigned long long>(moveCount), checksum);
    std::printf("evaluate (from scratch)        %7.1f ns/position\n", scratch);
    std::printf("explain (breakdown)            %7.1f ns/position\n", traced);
    std::printf("evaluate (incremental read)    %7.1f ns/position\n", incremental);
    std::printf("make+unmake without sums       %7.1f ns/move\n", without);
    std::printf("make+unmake with sums          %7.1f ns/move\n", with);
    std::printf("incremental update             %7.1f ns/move (make+unmake)\n", with - without);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2)
        return std::cerr << USAGE, 2;
    const std::string command = argv[1];
    if (command == "perft")
        return commandPerft(argc, argv);
    if (command == "eval")
        return commandEval(argc, argv);
    if (command == "evalbench")
        return commandEvalBench(argc, argv);
    if (command == "help" || command == "--help" || command == "-h")
        return std::cout << USAGE, 0;
    std::cerr << "kandinsky-cli: unknown command '" << command << "'\n\n" << USAGE;
    return 2;
}
