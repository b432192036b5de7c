// kandinsky-cli: command-line tools on top of the engine library.
//
//   kandinsky-cli perft [--fen FEN] --depth N [--divide]
//   kandinsky-cli perft --epd FILE [--max-nodes N]
//   kandinsky-cli eval [--fen FEN] [--model NAME|FILE] [--json]
//   kandinsky-cli evalbench [--model NAME|FILE]
//   kandinsky-cli bench [--depth N] [--model NAME|FILE]
//   kandinsky-cli latency [--runs N]
//   kandinsky-cli heatmap --model NAME|FILE [--piece P|N|B|R|Q|K|all] [--phase mg|eg|0..24] ... --png FILE
//   kandinsky-cli match --engine CMD [OPTION=VALUE...] --engine CMD [OPTION=VALUE...] [--games N] ...
#include "core/notation.h"
#include "core/perft.h"
#include "core/position.h"
#include "core/text.h"
#include "eval/evalbench.h"
#include "eval/evalreport.h"
#include "eval/evaluate.h"
#include "heatmap.h"
#include "match/match.h"
#include "search/bench.h"
#include "search/engine.h"
#include "search/latency.h"

#include <QGuiApplication>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <optional>
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
      at most N (default 10000000); a depth whose tree passes N nodes is stopped there and reported
      as stopped, neither passed nor failed. Depths from 1 to 20. Prints each mismatch and stop, then
      positions=<P> failed=<F> stopped=<S> nodes=<N> nps=<X>; exit status 1 if any failed or stopped.
  eval [--fen FEN] [--model NAME|FILE] [--json]
      Evaluate a position (start position without --fen) with a model: simplified (default),
      otter, pesto, or a model file. Prints a scoresheet: every piece's material and positional
      part, running sums, the phase and the side-to-move step. --json prints one JSON object:
      {"model", "side_to_move", "phase", "score", "white": {"material", "positional"},
       "black": {...}, "pieces": [{"square", "piece", "material", "positional"}, ...]}
  heatmap [--model NAME|FILE] [--piece P|N|B|R|Q|K|all] [--phase mg|eg|0..MAX] [--side white|black]
          [--material] [--scale shared|table] [--fen FEN] [--size PX] --png FILE
      Draw piece-square tables as a heat map PNG, with the painting code of the GUI's panel.
      --model: as for eval (default pesto). --piece: one piece or all six (default all).
      --phase: the middle-game or end-game tables, or their blend at a phase (tapered models);
      without it, both side by side. --side: the tables as that side's pieces read them
      (default white). --material adds the material value to each square. --scale: one colour
      scale for all tables (default) or one per table. --fen rings that position's pieces.
      --size: pixels per board (default 240). Prints the file name, size and tables drawn.
  evalbench [--model NAME|FILE]
      Time the evaluation: from scratch, with the breakdown, and the incremental update per move.
  bench [--depth N] [--model NAME|FILE]
      Search the bench positions to depth N (default 14) with a fresh 16 MB table, one thread.
      The node count is the search's signature. Last line: nodes=<N> nps=<X>
  latency [--runs N]
      Measure how long the best move takes to arrive after stop() (N searches, default 50).
  match --engine CMD [ARG...] [OPTION=VALUE...] [-name=NAME] --engine CMD ... [--games N]
        [--tc BASE+INC] [--openings FILE.epd|FILE.pgn] [--pgn OUT.pgn] [--concurrency N]
        [--timemargin MS]
      Play N games (default 2) between two UCI engines at a time control in seconds (default
      10+0.1), openings in turn with colours alternated per opening, every move checked and every
      game adjudicated by the rules. Prints each result, then the score of the first engine and
      the Elo difference with its 95% error bar. Last line:
      games=<N> wins=<W> draws=<D> losses=<L> score=<S> elo=<E> error=<X>
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

int commandPerftSuite(const std::string& file, std::uint64_t maxNodes)
{
    const Result<std::vector<PerftCase>> cases = loadPerftSuite(file);
    if (!cases)
        return fail(cases.error());
    const PerftSuiteSummary s = runPerftSuite(*cases, maxNodes, [maxNodes](const PerftCheck& c) {
        if (c.outcome == PerftCheck::Mismatch)
            std::cout << "mismatch fen=\"" << c.position->fen << "\" depth=" << c.depth << " expected=" << c.expected
                      << " got=" << c.got << std::endl;
        else if (c.outcome == PerftCheck::Stopped)
            std::cout << "stopped at the node budget fen=\"" << c.position->fen << "\" depth=" << c.depth
                      << " expected=" << c.expected << " budget=" << maxNodes << std::endl;
    });
    std::cout << "positions=" << s.positions << " failed=" << s.failed << " stopped=" << s.stopped
              << " nodes=" << s.nodes << " nps=" << s.nps() << std::endl;
    return s.failed || s.stopped ? 1 : 0;
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
        return commandPerftSuite(opts->get("epd"), *maxNodes);
    }
    if (opts->has("max-nodes"))
        return fail("perft: --max-nodes applies to --epd suites only");

    const auto depth = parseCount(opts->get("depth"));
    if (!opts->has("depth") || !depth || *depth > std::uint64_t(MAX_PERFT_DEPTH))
        return fail("perft: --depth needs a whole number from 0 to " + std::to_string(MAX_PERFT_DEPTH)
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

int commandHeatmap(int argc, char** argv)
{
    std::string error;
    const auto opts = Options::parse(argc, argv, 2, {"material"}, error);
    if (!opts)
        return fail("heatmap: " + error);
    if (const auto unknown
        = opts->unknown({"model", "piece", "phase", "side", "material", "scale", "fen", "size", "png"});
        !unknown.empty())
        return fail("heatmap: unknown option --" + unknown.front());
    if (!opts->has("png"))
        return fail("heatmap: --png FILE is required");
    Result<EvalModel> model = resolveModel(opts->get("model", "pesto"));
    if (!model)
        return fail("heatmap: " + model.error());
    const auto tables = EvalTables::build(*model);

    kdui::HeatView view;
    const std::string piece = opts->get("piece", "all");
    if (piece == "all") {
        view.layout = kdui::HeatView::AllPieces;
    } else if (piece.size() == 1 && PIECE_TYPE_LETTERS.find(char(std::toupper(piece[0]))) != std::string_view::npos
        && piece[0] != ' ') {
        view.layout = kdui::HeatView::OnePiece;
        view.piece = PieceType(PIECE_TYPE_LETTERS.find(char(std::toupper(piece[0]))));
    } else {
        return fail("heatmap: --piece '" + piece + "': expected one of P, N, B, R, Q, K or all");
    }
    if (opts->has("phase")) {
        const std::string phase = opts->get("phase");
        if (phase == "mg") {
            view.stages = kdui::HeatView::MgOnly;
        } else if (phase == "eg") {
            view.stages = kdui::HeatView::EgOnly;
        } else {
            const auto p = text::parseNumber<int>(phase);
            if (!p || *p < 0 || *p > model->phaseMax)
                return fail("heatmap: --phase '" + phase + "': expected mg, eg or a number from 0 to "
                    + std::to_string(model->phaseMax));
            if (model->kind != PhaseKind::Tapered && *p != 0 && *p != model->phaseMax)
                return fail("heatmap: --phase " + phase + ": the " + std::string(phaseKindName(model->kind)) + " model "
                    + model->name + " has no blend; use mg, eg, 0 or " + std::to_string(model->phaseMax));
            view.stages = model->kind == PhaseKind::Tapered ? kdui::HeatView::Blended
                : *p == 0                                   ? kdui::HeatView::EgOnly
                                                            : kdui::HeatView::MgOnly;
            view.phase = *p;
        }
    }
    const std::string side = opts->get("side", "white");
    if (side != "white" && side != "black")
        return fail("heatmap: --side '" + side + "': expected white or black");
    view.side = side == "white" ? WHITE : BLACK;
    view.withMaterial = opts->has("material");
    const std::string scale = opts->get("scale", "shared");
    if (scale != "shared" && scale != "table")
        return fail("heatmap: --scale '" + scale + "': expected shared or table");
    view.sharedScale = scale == "shared";
    const auto size = text::parseNumber<int>(opts->get("size", "240"));
    if (!size || *size < 64 || *size > 4000)
        return fail("heatmap: --size '" + opts->get("size") + "': expected pixels per board from 64 to 4000");
    std::optional<Position> pos;
    if (opts->has("fen")) {
        Result<Position> parsed = Position::fromFen(opts->get("fen"));
        if (!parsed)
            return fail("heatmap: bad FEN: " + parsed.error());
        pos = *parsed;
    }

    // Painting text needs a QGuiApplication; no window is shown, so no display either.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    int qtArgc = 1;
    QGuiApplication app(qtArgc, argv);
    const kdui::HeatScene scene = kdui::buildScene(*tables, view, pos ? &*pos : nullptr);
    const QImage image = kdui::renderScene(scene, *size);
    const std::string file = opts->get("png");
    if (!image.save(QString::fromStdString(file), "PNG"))
        return fail("heatmap: cannot write " + file);
    std::printf("wrote %s (%dx%d, %d table%s: %s)\n", file.c_str(), image.width(), image.height(),
        int(scene.tables.size()), scene.tables.size() == 1 ? "" : "s", scene.caption.toStdString().c_str());
    return 0;
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
    const EvalBenchResult r = runEvalBench(*tables);
    std::printf("model=%s positions=%zu moves=%llu checksum=%lld\n", model->name.c_str(), r.positions,
        static_cast<unsigned long long>(r.moves), r.checksum);
    std::printf("evaluate (from scratch)        %7.1f ns/position\n", r.scratchNs);
    std::printf("explain (breakdown)            %7.1f ns/position\n", r.explainNs);
    std::printf("evaluate (incremental read)    %7.1f ns/position\n", r.incrementalNs);
    std::printf("make+unmake without sums       %7.1f ns/move\n", r.withoutSumsNs);
    std::printf("make+unmake with sums          %7.1f ns/move\n", r.withSumsNs);
    std::printf("incremental update             %7.1f ns/move (make+unmake)\n", r.withSumsNs - r.withoutSumsNs);
    return 0;
}

std::shared_ptr<const EvalTables> tablesFor(const std::string& name, std::string& error)
{
    Result<EvalModel> model = resolveModel(name);
    if (!model) {
        error = model.error();
        return nullptr;
    }
    return EvalTables::build(std::move(*model));
}

int commandBench(int argc, char** argv)
{
    std::string error;
    const auto options = Options::parse(argc, argv, 2, {}, error);
    if (!options)
        return fail(error);
    if (const auto bad = options->unknown({"depth", "model"}); !bad.empty())
        return fail("bench: unknown option --" + bad.front());
    const auto depth = text::parseNumber<int>(options->get("depth", std::to_string(BENCH_DEPTH)));
    if (!depth || *depth < 1 || *depth > 30)
        return fail("bench: --depth needs a whole number from 1 to 30");
    Engine engine;
    if (options->has("model")) {
        auto tables = tablesFor(options->get("model"), error);
        if (!tables)
            return fail(error);
        engine.setTables(tables);
    }
    const BenchResult r = runBench(engine, *depth, [](const std::string& line) { std::cout << line << '\n'; });
    std::cout << r.summary() << std::endl;
    return 0;
}

int commandLatency(int argc, char** argv)
{
    std::string error;
    const auto options = Options::parse(argc, argv, 2, {}, error);
    if (!options)
        return fail(error);
    if (const auto bad = options->unknown({"runs"}); !bad.empty())
        return fail("latency: unknown option --" + bad.front());
    const auto runs = text::parseNumber<int>(options->get("runs", "50"));
    if (!runs || *runs < 1)
        return fail("latency: --runs needs a positive whole number");
    Engine engine;
    engine.setHashMb(64);
    const LatencyResult r = measureStopLatency(engine, *runs);
    std::printf("runs=%d median_us=%.0f p95_us=%.0f max_us=%.0f\n", *runs, r.median(), r.p95(), r.max());
    return 0;
}

std::string formatElo(double v)
{
    if (std::isinf(v))
        return v > 0 ? "inf" : "-inf";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

int commandMatch(int argc, char** argv)
{
    MatchConfig config;
    std::vector<std::vector<std::string>> engines;
    std::map<std::string, std::string> values;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--engine") {
            engines.emplace_back();
            while (i + 1 < argc && !std::string(argv[i + 1]).starts_with("--"))
                engines.back().push_back(argv[++i]);
            if (engines.back().empty())
                return fail("match: --engine needs a command");
            continue;
        }
        static const std::vector<std::string> known {"games", "tc", "openings", "pgn", "concurrency", "timemargin"};
        if (!arg.starts_with("--") || std::find(known.begin(), known.end(), arg.substr(2)) == known.end())
            return fail("match: unexpected argument '" + arg + "'");
        if (i + 1 >= argc)
            return fail("match: " + arg + " needs a value");
        values[arg.substr(2)] = argv[++i];
    }
    if (engines.size() != 2)
        return fail("match: give exactly two engines, each with --engine CMD [OPTION=VALUE...]");
    for (int e = 0; e < 2; ++e) {
        Result<EngineSpec> spec = EngineSpec::parse(engines[std::size_t(e)]);
        if (!spec)
            return fail("match: engine " + std::to_string(e + 1) + ": " + spec.error());
        config.engines[e] = std::move(*spec);
    }
    auto number = [&](const std::string& name, int fallback, int min) -> std::optional<int> {
        if (!values.count(name))
            return fallback;
        const auto n = text::parseNumber<int>(values[name]);
        if (!n || *n < min)
            return std::nullopt;
        return n;
    };
    const auto games = number("games", 2, 1);
    const auto concurrency = number("concurrency", 1, 1);
    const auto margin = number("timemargin", 0, 0);
    if (!games || !concurrency || !margin)
        return fail("match: --games and --concurrency need a positive whole number, --timemargin one from 0");
    config.games = *games;
    config.concurrency = *concurrency;
    config.timeMarginMs = *margin;
    if (values.count("tc")) {
        Result<TimeControl> tc = TimeControl::parse(values["tc"]);
        if (!tc)
            return fail("match: " + tc.error());
        config.timeControl = *tc;
    }
    if (values.count("openings")) {
        Result<std::vector<std::string>> openings = loadOpenings(values["openings"]);
        if (!openings)
            return fail("match: " + openings.error());
        config.openings = std::move(*openings);
    }

    std::string names[2];
    const Result<MatchStats> stats = runMatch(config, values["pgn"], [&](const GameOutcome& g, const MatchStats& s) {
        names[0] = g.pgn.tag(g.whiteEngine == 0 ? "White" : "Black");
        names[1] = g.pgn.tag(g.whiteEngine == 0 ? "Black" : "White");
        std::printf("game %d/%d: %s - %s %s (%s) | %d-%d-%d\n", g.number, config.games, g.pgn.tag("White").c_str(),
            g.pgn.tag("Black").c_str(), g.pgn.result.c_str(), g.reason.c_str(), s.wins, s.losses, s.draws);
        std::fflush(stdout);
    });
    if (!stats)
        return fail("match: " + stats.error());
    std::printf("Score of %s vs %s: %d - %d - %d [%.3f] %d\n", names[0].c_str(), names[1].c_str(), stats->wins,
        stats->losses, stats->draws, stats->score(), stats->games());
    std::printf("Elo difference: %s +/- %s\n", formatElo(stats->elo()).c_str(), formatElo(stats->eloError95()).c_str());
    std::printf("games=%d wins=%d draws=%d losses=%d score=%.3f elo=%s error=%s\n", stats->games(), stats->wins,
        stats->draws, stats->losses, stats->score(), formatElo(stats->elo()).c_str(),
        formatElo(stats->eloError95()).c_str());
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
    if (command == "heatmap")
        return commandHeatmap(argc, argv);
    if (command == "evalbench")
        return commandEvalBench(argc, argv);
    if (command == "bench")
        return commandBench(argc, argv);
    if (command == "latency")
        return commandLatency(argc, argv);
    if (command == "match")
        return commandMatch(argc, argv);
    if (command == "help" || command == "--help" || command == "-h")
        return std::cout << USAGE, 0;
    std::cerr << "kandinsky-cli: unknown command '" << command << "'\n\n" << USAGE;
    return 2;
}
