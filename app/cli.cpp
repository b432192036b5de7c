// kandinsky-cli: command-line tools on top of the engine library.
//
//   kandinsky-cli perft [--fen FEN] --depth N [--divide]
//   kandinsky-cli perft --epd FILE [--max-nodes N]
//   kandinsky-cli eval [--fen FEN] [--model NAME|FILE] [--json]
//   kandinsky-cli evalbench [--model NAME|FILE]
//   kandinsky-cli bench [--depth N] [--model NAME|FILE]
//   kandinsky-cli latency [--runs N]
//   kandinsky-cli heatmap --model NAME|FILE [--piece P|N|B|R|Q|K|all] [--phase mg|eg|0..24] ... --png FILE
//   kandinsky-cli selfplay --out DIR [--games N] [--nodes K] ...
//   kandinsky-cli extract --pgn FILE --out FILE [--model NAME|FILE] [--skip N]
//   kandinsky-cli label --data FILE --engine CMD [OPTION=VALUE...] --out FILE [--nodes N] ...
//   kandinsky-cli review --pgn FILE [--nodes N] [--model NAME|FILE]
//   kandinsky-cli match --engine CMD [OPTION=VALUE...] --engine CMD [OPTION=VALUE...] [--games N] ...
//   kandinsky-cli tune --data FILE [--model NAME|FILE] [--epochs N] [--out FILE.json] [--params LIST] ...
//   kandinsky-cli spsa --engine CMD [ARG...] [OPTION=VALUE...] --iterations N [--params LIST] ...
#include "core/file.h"
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
#include "tune/label.h"
#include "tune/pgnreview.h"
#include "tune/selfplay.h"
#include "tune/spsa.h"
#include "tune/tuner.h"

#include <QGuiApplication>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <unistd.h>
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
  bench [--depth N] [--model NAME|FILE] [--threads T]
      Search the bench positions to depth N (default 14) with a fresh 16 MB table, one thread.
      The node count is the search's signature. Last line: nodes=<N> nps=<X>
      --threads: search with T threads (Lazy SMP) to measure the speed; the node count then
      varies from run to run.
  latency [--runs N]
      Measure how long the best move takes to arrive after stop() (N searches, default 50).
  match --engine CMD [ARG...] [OPTION=VALUE...] [-name=NAME] [-depth=N] [-nodes=N] --engine CMD ... [--games N]
        [--tc BASE+INC] [--openings FILE.epd|FILE.pgn] [--pgn OUT.pgn] [--concurrency N]
        [--timemargin MS] [--start N] [--sprt ELO0 ELO1 [ALPHA BETA]]
      Play N games (default 2) between two UCI engines at a time control in seconds (default
      10+0.1), openings in turn with colours alternated per opening, every move checked and every
      game adjudicated by the rules. Prints each result, then the score of the first engine and
      the Elo difference with its 95% error bar. Last line:
      games=<N> wins=<W> draws=<D> losses=<L> score=<S> elo=<E> error=<X>
      An engine's words after its command: OPTION=VALUE sets a UCI option, -name=NAME names it,
      -depth=N and -nodes=N add "depth N" and "nodes N" to each of its go commands (the clock
      still runs), other words are its arguments. What an engine says as it starts ("info
      string" lines, such as a model file it could not read) is printed as "note: engine 1
      (NAME): ..." before the games.
      --start N: resume an interrupted match at game N (of --games): games N to the last are
      played with the openings and colours they have in a full run, numbered as there (the PGN's
      Round), --pgn is appended to instead of replaced, and the games it holds numbered below N
      count in the totals and the SPRT, so that the match goes on where it stopped.
      --sprt ELO0 ELO1 [ALPHA BETA]: a sequential test (alpha and beta default to 0.05) of whether
      the first engine gains ELO1 Elo rather than at most ELO0: no new game starts once the
      log-likelihood ratio of the game pairs (pentanomial) crosses a bound; --games is then the
      most it plays (default 20000). The last line adds llr=<L> sprt=<H1|H0|open>.
  spsa --engine CMD [ARG...] [OPTION=VALUE...] --iterations N [--params NAME[=VALUE],...] [--pairs P]
       [--tc BASE+INC] [--openings FILE.epd|FILE.pgn] [--concurrency C] [--seed S] [--start K]
       [--log FILE.csv] [--rate R]
      Tune the search's constants (engine/search/params.h) by SPSA: each iteration plays P pairs of
      games (default 1; one opening, both colours) between the engine with every parameter moved
      up or down by a random sign and the engine with them moved the other way, and steps each
      parameter towards the side that won. The engine must offer the parameters as UCI options:
      kandinsky-engine does when started as 'kandinsky-engine tune'. --params picks the rows
      (default: all), NAME=VALUE starts one elsewhere than its default (to resume, with --start K,
      the iteration to go on from, and the values the log's last line reached). Prints a line per
      iteration and, at the end, the values as OPTION=VALUE words for a match. --log writes the
      same to a CSV file: iteration, wins, losses, draws, then each parameter's value after it.
      --rate R: the final learning rate r_end (default 0.002, fishtest's, for runs of tens of
      thousands of games; a run of a few thousand needs about ten times that to move at all).
  selfplay --out DIR [--games N] [--nodes K] [--model NAME|FILE] [--openings FILE.epd|FILE.pgn]
           [--concurrency C] [--skip N] [--seed S]
      Play N games (default 100) of Kandinsky against itself, K nodes a move (default 5000, varied
      by up to 25% a move by the seed, so the games do not depend on the machine), openings in turn
      with colours alternated, adjudicated by the rules; C games at a time (default 1). Writes the
      games to DIR/games.pgn and the quiet positions (not in check, quiescence score = static score)
      with the game's result to DIR/positions.epd, as lines `FEN c9 "1-0";`, each position once,
      the first N plies of each game (default 8) left out. --model: as for eval (default pesto).
      A progress bar shows games, positions, games per second and time left; Ctrl+C stops and keeps
      the games finished. Last line but one: games=... positions=... positions_per_second=...
  extract --pgn FILE --out FILE [--model NAME|FILE] [--skip N]
      The same kind of positions from any PGN's games with a result: quiet (judged with --model,
      default pesto), each once, the first N plies (default 16) of each game left out. The file is
      read a game at a time; a game that does not read is skipped and named with its line.
  label --data FILE --engine CMD [OPTION=VALUE...] --out FILE [--nodes N] [--result-weight W]
        [--concurrency C]
      Label training positions (the tuner's formats) with a UCI engine's judgement: each searched
      to N nodes (default 5000) after ucinewgame, its win/draw/loss chances (UCI_ShowWDL is set when
      offered) or else its score turned into White's expected score E; the label is
      W * result + (1 - W) * E (W default 0). Writes `FEN [0.6231]` lines in the input's order; C
      engines at a time (default 1). An engine that crashes or hangs is restarted and the position
      tried again; a position that fails twice is left out and named.
      Last line: positions=... from_wdl=... failed=... bad_lines=... seconds=...
  review --pgn FILE [--nodes N] [--model NAME|FILE]
      How each player of a PGN file errs: every position of every game searched to N nodes
      (default 200000) at full strength with the model (default classical), each move's loss
      against the best move counted per player (names from the White and Black tags). Prints a
      line per player: games, moves, the share of moves losing at least 100, 200 and 300 cp, the
      300 cp losses per game, the share of those a one-ply search (reply and captures) already
      shows (a piece left en prise, a mate in one allowed), lichess's blunders per game, and the
      average centipawn loss:
      NAME: games=G moves=M lost100=X% lost200=X% lost300=X% lost300_per_game=X shallow=X%
            blunders_per_game=X acpl=X
  tune --data FILE [--model NAME|FILE] [--epochs N] [--out FILE.json] [--params material,tables,terms]
       [--rate LR] [--batch N] [--k K] [--seed S] [--threads N] [--prior P]
      Fit a model's material, tables and terms to game results (Texel's method). FILE has one
      position a line: EPD with the result in c9 (FEN c9 "1-0";) or a FEN and a bracketed result
      or probability (FEN [0.5]); '#' starts a comment. --model: the start model and its phase rule
      (default pesto). --params: which weights move (default material,tables, and terms for a model
      that has them; the king's material never does). --rate: Adam's step in centipawns (default 1); --batch: positions per step
      (default 16384, 0 the whole data); --k: the sigmoid's scale (default fitted to the data);
      --seed: the shuffle (default 1); --threads: gradient threads (the result is the same);
      --prior: a pull towards the start model, P x (change in pawns)^2 per weight added to the
      loss Adam minimises (default 0.0001; 0: no pull).
      Prints the data summary, K and the start loss, then per epoch
      "epoch 3/20 loss=0.0771234 time=1.2s" and the weights that moved most, and writes the
      model to --out (default tuned.json, its name the file's stem). Default 20 epochs.
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

// A new output file for --out: refused when it exists (nothing is overwritten) or cannot be made;
// the message says which.
std::optional<std::string> openNewOutput(const std::string& path, std::ofstream& out)
{
    if (std::filesystem::exists(path))
        return path + " exists; choose another --out file or remove it";
    out.open(path);
    if (!out)
        return "cannot write " + path;
    return std::nullopt;
}

// After a failure before anything was written: no empty file is left behind.
void discardOutput(std::ofstream& out, const std::string& path)
{
    out.close();
    std::error_code ignored;
    std::filesystem::remove(path, ignored);
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
    if (const auto bad = options->unknown({"depth", "model", "threads"}); !bad.empty())
        return fail("bench: unknown option --" + bad.front());
    const auto depth = text::parseNumber<int>(options->get("depth", std::to_string(BENCH_DEPTH)));
    if (!depth || *depth < 1 || *depth > 30)
        return fail("bench: --depth needs a whole number from 1 to 30");
    const auto threads = text::parseNumber<int>(options->get("threads", "1"));
    if (!threads || *threads < 1 || *threads > Engine::MAX_THREADS)
        return fail("bench: --threads needs a whole number from 1 to " + std::to_string(Engine::MAX_THREADS));
    Engine engine;
    if (options->has("model")) {
        auto tables = tablesFor(options->get("model"), error);
        if (!tables)
            return fail(error);
        engine.setTables(tables);
    }
    const BenchResult r = runBench(
        engine, *depth, [](const std::string& line) { std::cout << line << '\n'; }, *threads);
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

// The words after argv[i] up to the next "--option" (an engine's command, arguments and options);
// i ends on the last of them.
std::vector<std::string> wordsUntilOption(int argc, char** argv, int& i)
{
    std::vector<std::string> words;
    while (i + 1 < argc && !std::string(argv[i + 1]).starts_with("--"))
        words.push_back(argv[++i]);
    return words;
}

// The whole number given as --name, `fallback` when it is not given, nothing when it is not a whole
// number from min to max (match and spsa say so with the option's name).
template <class T>
std::optional<T> optionNumber(const std::map<std::string, std::string>& values, const std::string& name, T fallback,
    T min, T max = std::numeric_limits<T>::max())
{
    const auto given = values.find(name);
    if (given == values.end())
        return fallback;
    const auto n = text::parseNumber<T>(given->second);
    if (!n || *n < min || *n > max)
        return std::nullopt;
    return n;
}

// --tc and --openings, as match and spsa take them: each only when given.
Result<void> readClockAndOpenings(
    std::map<std::string, std::string>& values, TimeControl& timeControl, std::vector<std::string>& openings)
{
    if (values.count("tc")) {
        Result<TimeControl> tc = TimeControl::parse(values["tc"]);
        if (!tc)
            return Error {tc.error()};
        timeControl = *tc;
    }
    if (values.count("openings")) {
        Result<std::vector<std::string>> read = loadOpenings(values["openings"]);
        if (!read)
            return Error {read.error()};
        openings = std::move(*read);
    }
    return {};
}

int commandMatch(int argc, char** argv)
{
    MatchConfig config;
    std::vector<std::vector<std::string>> engines;
    std::map<std::string, std::string> values;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--engine") {
            engines.push_back(wordsUntilOption(argc, argv, i));
            if (engines.back().empty())
                return fail("match: --engine needs a command");
            continue;
        }
        if (arg == "--sprt") {
            // elo0 elo1 [alpha beta]: the numbers up to the next option.
            std::vector<double> bounds;
            while (i + 1 < argc && !std::string(argv[i + 1]).starts_with("--")) {
                const auto v = text::parseNumber<double>(argv[++i]);
                if (!v)
                    return fail(
                        "match: --sprt needs numbers: elo0 elo1 [alpha beta], got '" + std::string(argv[i]) + "'");
                bounds.push_back(*v);
            }
            if (bounds.size() != 2 && bounds.size() != 4)
                return fail("match: --sprt needs elo0 elo1 [alpha beta]");
            Result<Sprt> sprt = bounds.size() == 2 ? Sprt::make(bounds[0], bounds[1])
                                                   : Sprt::make(bounds[0], bounds[1], bounds[2], bounds[3]);
            if (!sprt)
                return fail("match: " + sprt.error());
            config.sprt = *sprt;
            continue;
        }
        static const std::vector<std::string> known {
            "games", "tc", "openings", "pgn", "concurrency", "timemargin", "start"};
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
    const auto games = optionNumber(values, "games", config.sprt ? 20000 : 2, 1);
    const auto concurrency = optionNumber(values, "concurrency", 1, 1);
    const auto margin = optionNumber(values, "timemargin", 0, 0);
    const auto start = optionNumber(values, "start", 1, 1);
    for (const auto& [value, name, what] : {std::tuple {games, "games", "a whole number from 1"},
             std::tuple {concurrency, "concurrency", "a whole number from 1"},
             std::tuple {margin, "timemargin", "a whole number of milliseconds from 0"},
             std::tuple {start, "start", "a game number from 1"}})
        if (!value)
            return fail(std::string("match: --") + name + " needs " + what + ", not '" + values[name] + "'");
    if (*start > *games)
        return fail("match: --start " + std::to_string(*start) + " is past the last game (--games "
            + std::to_string(*games) + ")");
    config.games = *games;
    config.firstGame = *start;
    config.concurrency = *concurrency;
    config.timeMarginMs = *margin;
    if (const Result<void> read = readClockAndOpenings(values, config.timeControl, config.openings); !read)
        return fail("match: " + read.error());

    std::string names[2];
    const Result<MatchStats> stats = runMatch(
        config, values["pgn"],
        [&](const GameOutcome& g, const MatchStats& s) {
            names[0] = g.pgn.tag(g.whiteEngine == 0 ? "White" : "Black");
            names[1] = g.pgn.tag(g.whiteEngine == 0 ? "Black" : "White");
            std::printf("game %d/%d: %s - %s %s (%s) | %d-%d-%d", g.number, config.games, g.pgn.tag("White").c_str(),
                g.pgn.tag("Black").c_str(), g.pgn.result.c_str(), g.reason.c_str(), s.wins, s.losses, s.draws);
            if (config.sprt)
                std::printf(" | LLR %.2f (%.2f, %.2f)", s.llr, config.sprt->lowerBound(), config.sprt->upperBound());
            std::printf("\n");
            std::fflush(stdout);
        },
        [](const std::string& note) {
            // What an engine said as it started, such as a model file it could not read: on the log,
            // where a match of the wrong engine would otherwise go unnoticed.
            std::printf("note: %s\n", note.c_str());
            std::fflush(stdout);
        });
    if (!stats)
        return fail("match: " + stats.error());
    for (int e = 0; e < 2; ++e) // no game played: a resumed SPRT that had already ended
        if (names[e].empty())
            names[e] = config.engines[e].name.empty() ? config.engines[e].command[0] : config.engines[e].name;
    if (config.firstGame > 1)
        std::printf("Resumed at game %d: %d earlier games of %s counted%s\n", config.firstGame, stats->earlierGames,
            values["pgn"].empty() ? "(no --pgn)" : values["pgn"].c_str(),
            stats->unreadGames ? (", " + std::to_string(stats->unreadGames) + " that do not read left out").c_str()
                               : "");
    std::printf("Score of %s vs %s: %d - %d - %d [%.3f] %d\n", names[0].c_str(), names[1].c_str(), stats->wins,
        stats->losses, stats->draws, stats->score(), stats->games());
    std::printf("Elo difference: %s +/- %s\n", formatElo(stats->elo()).c_str(), formatElo(stats->eloError95()).c_str());
    std::string sprtFields;
    if (config.sprt) {
        const Sprt& t = *config.sprt;
        const char* verdict = stats->verdict == Sprt::Verdict::AcceptH1 ? "H1"
            : stats->verdict == Sprt::Verdict::AcceptH0                 ? "H0"
                                                                        : "open";
        std::printf("Game pairs by points (0, 1/2, 1, 3/2, 2): %d %d %d %d %d\n", stats->pairs[0], stats->pairs[1],
            stats->pairs[2], stats->pairs[3], stats->pairs[4]);
        std::printf("SPRT (elo0 %g, elo1 %g, alpha %g, beta %g): LLR %.2f, bounds (%.2f, %.2f): %s\n", t.elo0, t.elo1,
            t.alpha, t.beta, stats->llr, t.lowerBound(), t.upperBound(),
            stats->verdict == Sprt::Verdict::AcceptH1       ? "H1 accepted (the gain is there)"
                : stats->verdict == Sprt::Verdict::AcceptH0 ? "H0 accepted (no gain of elo1)"
                                                            : "no verdict yet (more games needed)");
        char buf[64];
        std::snprintf(buf, sizeof buf, " llr=%.3f sprt=%s", stats->llr, verdict);
        sprtFields = buf;
    }
    std::printf("games=%d wins=%d draws=%d losses=%d score=%.3f elo=%s error=%s%s\n", stats->games(), stats->wins,
        stats->draws, stats->losses, stats->score(), formatElo(stats->elo()).c_str(),
        formatElo(stats->eloError95()).c_str(), sprtFields.c_str());
    return 0;
}

int commandSpsa(int argc, char** argv)
{
    std::vector<std::string> engineWords;
    std::map<std::string, std::string> values;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--engine") {
            engineWords = wordsUntilOption(argc, argv, i);
            if (engineWords.empty())
                return fail("spsa: --engine needs a command");
            continue;
        }
        static const std::vector<std::string> known {
            "iterations", "params", "pairs", "tc", "openings", "concurrency", "seed", "start", "log", "rate"};
        if (!arg.starts_with("--") || std::find(known.begin(), known.end(), arg.substr(2)) == known.end())
            return fail("spsa: unexpected argument '" + arg + "'");
        if (i + 1 >= argc)
            return fail("spsa: " + arg + " needs a value");
        values[arg.substr(2)] = argv[++i];
    }
    if (engineWords.empty())
        return fail("spsa: give the engine with --engine CMD [ARG...] [OPTION=VALUE...]");
    if (!values.count("iterations"))
        return fail("spsa: give the number of iterations with --iterations N");
    SpsaRunConfig run;
    Result<EngineSpec> spec = EngineSpec::parse(engineWords);
    if (!spec)
        return fail("spsa: " + spec.error());
    run.engine = std::move(*spec);
    constexpr long long most = 1'000'000'000;
    const auto iterations = optionNumber(values, "iterations", 0LL, 1LL, most);
    const auto pairs = optionNumber(values, "pairs", 1LL, 1LL, most);
    const auto concurrency = optionNumber(values, "concurrency", 1LL, 1LL, most);
    const auto seed = optionNumber(values, "seed", 1LL, 0LL, most);
    const auto start = optionNumber(values, "start", 1LL, 1LL, most);
    for (const auto& [value, name] : {std::pair {iterations, "iterations"}, std::pair {pairs, "pairs"},
             std::pair {concurrency, "concurrency"}, std::pair {seed, "seed"}, std::pair {start, "start"}})
        if (!value)
            return fail(std::string("spsa: --") + name + " needs a whole number from "
                + (name == std::string("seed") ? "0" : "1") + ", not '" + values[name] + "'");
    run.pairs = int(*pairs);
    run.concurrency = int(*concurrency);
    if (const Result<void> read = readClockAndOpenings(values, run.timeControl, run.openings); !read)
        return fail("spsa: " + read.error());
    Result<std::vector<SpsaParam>> params = searchSpsaParams(values.count("params") ? values["params"] : "all");
    if (!params)
        return fail("spsa: --params: " + params.error());
    SpsaSchedule schedule;
    schedule.iterations = int(*iterations);
    if (values.count("rate")) {
        const auto rate = text::parseNumber<double>(values["rate"]);
        if (!rate || !(*rate > 0) || *rate > 1)
            return fail("spsa: --rate needs a number above 0 and at most 1, not '" + values["rate"] + "'");
        schedule.rEnd = *rate;
    }
    Result<Spsa> spsa = Spsa::make(std::move(*params), schedule, std::uint64_t(*seed), int(*start));
    if (!spsa)
        return fail("spsa: " + spsa.error());
    std::ofstream log;
    if (values.count("log")) {
        log.open(values["log"], *start > 1 ? std::ios::app : std::ios::trunc);
        if (!log)
            return fail("spsa: cannot write the log " + text::quoted(values["log"]));
        if (*start == 1) {
            log << "iteration,wins,losses,draws";
            for (const SpsaParam& p : spsa->params())
                log << ',' << p.name;
            log << '\n';
        }
    }
    // NAME=VALUE words: to two decimals, or rounded as the engine gets them (halves away from zero).
    auto valuesText = [](const Spsa& s, bool rounded) {
        std::string out;
        char buf[32];
        for (const SpsaParam& p : s.params()) {
            std::snprintf(buf, sizeof buf, "%.2f", p.value);
            out += (out.empty() ? "" : " ") + p.name + "=" + (rounded ? std::to_string(std::lround(p.value)) : buf);
        }
        return out;
    };
    int wins = 0, losses = 0, draws = 0;
    const Result<void> done = runSpsa(*spsa, run, [&](const SpsaTrial& t, const MatchStats& stats, const Spsa& s) {
        wins += stats.wins;
        losses += stats.losses;
        draws += stats.draws;
        std::printf("iteration %d/%d: +%d -%d =%d | total +%d -%d =%d | %s\n", t.iteration, s.schedule().iterations,
            stats.wins, stats.losses, stats.draws, wins, losses, draws, valuesText(s, false).c_str());
        std::fflush(stdout);
        if (log) {
            log << t.iteration << ',' << stats.wins << ',' << stats.losses << ',' << stats.draws;
            for (const SpsaParam& p : s.params())
                log << ',' << p.value;
            log << std::endl;
        }
    });
    if (!done)
        return fail("spsa: " + done.error());
    std::printf("final: %s\n", valuesText(*spsa, true).c_str());
    return 0;
}

// Ctrl+C during selfplay and extract: the first press asks the run to stop after what it is doing
// (what was written stays), a second one ends the program at once.
std::atomic<bool> interrupted {false};

extern "C" void onInterrupt(int)
{
    if (interrupted.exchange(true))
        std::_Exit(130);
}

class InterruptGuard {
public:
    InterruptGuard() { previous_ = std::signal(SIGINT, onInterrupt); }
    ~InterruptGuard() { std::signal(SIGINT, previous_); }

private:
    void (*previous_)(int) = nullptr;
};

std::string formatDuration(double seconds)
{
    const long s = std::lround(std::max(0.0, seconds));
    char buf[32];
    if (s >= 3600)
        std::snprintf(buf, sizeof buf, "%ldh%02ldm", s / 3600, s / 60 % 60);
    else
        std::snprintf(buf, sizeof buf, "%ldm%02lds", s / 60, s % 60);
    return buf;
}

// A progress bar on stderr: redrawn in place on a terminal, one line per tenth of the way in a log.
class ProgressBar {
public:
    explicit ProgressBar(std::int64_t total) : total_(std::max<std::int64_t>(total, 1)), tty_(isatty(2)) { }

    void show(std::int64_t done, const std::string& text)
    {
        const double fraction = std::min(1.0, double(done) / double(total_));
        if (!tty_) {
            const int tenth = int(fraction * 10);
            if (tenth <= lastTenth_ && done < total_)
                return;
            lastTenth_ = tenth;
            std::fprintf(stderr, "%3d%% %s\n", int(fraction * 100), text.c_str());
            return;
        }
        constexpr int WIDTH = 30;
        const int filled = int(fraction * WIDTH);
        std::fprintf(stderr, "\r[%s%s] %3d%% %s\033[K", std::string(std::size_t(filled), '#').c_str(),
            std::string(std::size_t(WIDTH - filled), '.').c_str(), int(fraction * 100), text.c_str());
        std::fflush(stderr);
    }
    void finish()
    {
        if (tty_)
            std::fprintf(stderr, "\n");
    }

private:
    std::int64_t total_;
    bool tty_;
    int lastTenth_ = -1;
};

// Progress through a file read front to back (extract, review): the bar, and the time left from
// the bytes read per second.
class FileProgress {
public:
    void show(std::int64_t done, std::int64_t total, const std::string& what)
    {
        if (!bar_)
            bar_.emplace(total);
        const double bytesPerSecond = seconds() > 0 ? double(done) / seconds() : 0;
        bar_->show(done,
            what + ", " + (bytesPerSecond > 0 ? formatDuration(double(total - done) / bytesPerSecond) : "?") + " left");
    }
    double seconds() const { return secondsSince(start_); }
    void finish()
    {
        if (bar_)
            bar_->finish();
    }

private:
    std::optional<ProgressBar> bar_;
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

// The games of a PGN file that did not read, each problem with its line (extract and review).
void printBadGames(int badGames, const std::vector<std::string>& problems)
{
    if (badGames == 0)
        return;
    std::printf("%d game%s that did not read skipped:\n", badGames, badGames == 1 ? "" : "s");
    for (const std::string& problem : problems)
        std::printf("  %s\n", problem.c_str());
}

// The model for selfplay, extract and review: --model, else fallback.
std::optional<EvalModel> modelOption(
    const Options& opts, const std::string& command, std::string_view fallback = "pesto")
{
    Result<EvalModel> model = resolveModel(opts.get("model", std::string(fallback)));
    if (!model) {
        fail(command + ": " + model.error());
        return std::nullopt;
    }
    return *model;
}

int commandSelfplay(int argc, char** argv)
{
    std::string error;
    const auto opts = Options::parse(argc, argv, 2, {}, error);
    if (!opts)
        return fail("selfplay: " + error);
    if (const auto unknown
        = opts->unknown({"games", "nodes", "model", "openings", "concurrency", "out", "skip", "seed"});
        !unknown.empty())
        return fail("selfplay: unknown option --" + unknown.front());
    if (!opts->has("out"))
        return fail(
            "selfplay: --out DIR is needed (the games go to DIR/games.pgn, the positions to DIR/positions.epd)");
    SelfplayConfig config;
    const auto games = text::parseNumber<int>(opts->get("games", "100"));
    const auto nodes = parseCount(opts->get("nodes", "5000"));
    const auto concurrency = text::parseNumber<int>(opts->get("concurrency", "1"));
    const auto skip = text::parseNumber<int>(opts->get("skip", "8"));
    const auto seed = parseCount(opts->get("seed", "1"));
    if (!games || *games < 1)
        return fail("selfplay: --games needs a whole number from 1, not '" + opts->get("games") + "'");
    if (!nodes || *nodes < 1)
        return fail("selfplay: --nodes needs a whole number from 1, not '" + opts->get("nodes") + "'");
    if (!concurrency || *concurrency < 1 || *concurrency > 256)
        return fail(
            "selfplay: --concurrency needs a whole number from 1 to 256, not '" + opts->get("concurrency") + "'");
    if (!skip || *skip < 0)
        return fail("selfplay: --skip needs a whole number from 0, not '" + opts->get("skip") + "'");
    if (!seed)
        return fail("selfplay: --seed needs a whole number, not '" + opts->get("seed") + "'");
    const auto model = modelOption(*opts, "selfplay");
    if (!model)
        return 2;
    config.games = *games;
    config.nodes = *nodes;
    config.concurrency = *concurrency;
    config.skipPlies = *skip;
    config.seed = *seed;
    config.model = *model;
    if (opts->has("openings")) {
        Result<std::vector<std::string>> openings = loadOpenings(opts->get("openings"));
        if (!openings)
            return fail("selfplay: " + openings.error());
        config.openings = std::move(*openings);
    }

    const std::filesystem::path dir = opts->get("out");
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec)
        return fail("selfplay: cannot create " + dir.string() + ": " + ec.message());
    const std::filesystem::path pgnPath = dir / "games.pgn", epdPath = dir / "positions.epd";
    for (const auto& p : {pgnPath, epdPath})
        if (std::filesystem::exists(p))
            return fail("selfplay: " + p.string() + " exists; choose another --out directory or remove it");
    std::ofstream pgn(pgnPath), epd(epdPath);
    if (!pgn || !epd)
        return fail("selfplay: cannot write in " + dir.string());

    std::printf("selfplay: %d games, %llu nodes a move (varied by up to 25%%), model %s, %zu openings, %d at a time\n",
        config.games, static_cast<unsigned long long>(config.nodes), config.model.name.c_str(), config.openings.size(),
        config.concurrency);
    std::fflush(stdout);
    InterruptGuard guard;
    ProgressBar bar(config.games);
    const Result<SelfplayStats> stats = runSelfplay(
        config, pgn, epd,
        [&](const SelfplayStats& s) {
            const int done = s.games;
            const double rate = s.seconds > 0 ? done / s.seconds : 0;
            char text[160];
            std::snprintf(text, sizeof text, "%d/%d games, %lld positions, %.2f games/s, %s left", done, config.games,
                static_cast<long long>(s.positions), rate,
                rate > 0 ? formatDuration((config.games - done) / rate).c_str() : "?");
            bar.show(done, text);
        },
        &interrupted);
    bar.finish();
    if (!stats)
        return fail("selfplay: " + stats.error());
    const SelfplayStats& s = *stats;
    if (interrupted)
        std::printf("stopped by Ctrl+C: the %d games finished are written\n", s.games);
    std::printf("games=%d white_wins=%d black_wins=%d draws=%d positions=%lld not_quiet=%lld duplicates=%lld "
                "skipped=%lld seconds=%.1f positions_per_second=%.0f\n",
        s.games, s.whiteWins, s.blackWins, s.draws, static_cast<long long>(s.positions),
        static_cast<long long>(s.notQuiet), static_cast<long long>(s.duplicates), static_cast<long long>(s.skipped),
        s.seconds, s.seconds > 0 ? double(s.positions) / s.seconds : 0.0);
    std::printf("wrote %s and %s\n", pgnPath.string().c_str(), epdPath.string().c_str());
    return 0;
}

int commandExtract(int argc, char** argv)
{
    std::string error;
    const auto opts = Options::parse(argc, argv, 2, {}, error);
    if (!opts)
        return fail("extract: " + error);
    if (const auto unknown = opts->unknown({"pgn", "out", "model", "skip"}); !unknown.empty())
        return fail("extract: unknown option --" + unknown.front());
    if (!opts->has("pgn") || !opts->has("out"))
        return fail("extract: give --pgn FILE and --out FILE");
    const auto skip = text::parseNumber<int>(opts->get("skip", "16"));
    if (!skip || *skip < 0)
        return fail("extract: --skip needs a whole number from 0, not '" + opts->get("skip") + "'");
    const auto model = modelOption(*opts, "extract");
    if (!model)
        return 2;
    const std::string outPath = opts->get("out");
    std::ofstream out;
    if (const auto refused = openNewOutput(outPath, out))
        return fail("extract: " + *refused);
    InterruptGuard guard;
    FileProgress progress;
    const Result<ExtractStats> stats = extractPgnFile(
        opts->get("pgn"), out, EvalTables::build(*model), *skip,
        [&](std::int64_t done, std::int64_t total, const ExtractStats& s) {
            char text[120];
            std::snprintf(text, sizeof text, "%d games, %lld positions, %.0f games/s", s.games + s.badGames,
                static_cast<long long>(s.positions),
                progress.seconds() > 0 ? (s.games + s.badGames) / progress.seconds() : 0.0);
            progress.show(done, total, text);
        },
        &interrupted);
    progress.finish();
    if (!stats) {
        discardOutput(out, outPath);
        return fail("extract: " + stats.error());
    }
    if (interrupted)
        std::printf("stopped by Ctrl+C: the positions of the %d games read are written\n", stats->games);
    printBadGames(stats->badGames, stats->problems);
    std::printf("games=%d used=%d bad=%d positions=%lld not_quiet=%lld duplicates=%lld skipped=%lld\n", stats->games,
        stats->gamesUsed, stats->badGames, static_cast<long long>(stats->positions),
        static_cast<long long>(stats->notQuiet), static_cast<long long>(stats->duplicates),
        static_cast<long long>(stats->skipped));
    std::printf("wrote %s\n", outPath.c_str());
    return 0;
}

int commandLabel(int argc, char** argv)
{
    std::string error;
    const auto opts = Options::parse(argc, argv, 2, {}, error);
    if (!opts)
        return fail("label: " + error);
    if (const auto unknown = opts->unknown({"data", "engine", "out", "nodes", "result-weight", "concurrency"});
        !unknown.empty())
        return fail("label: unknown option --" + unknown.front());
    if (!opts->has("data") || !opts->has("engine") || !opts->has("out"))
        return fail("label: give --data FILE, --engine CMD [OPTION=VALUE...] and --out FILE");
    LabelConfig config;
    const auto nodes = parseCount(opts->get("nodes", "5000"));
    const auto weight = text::parseNumber<double>(opts->get("result-weight", "0"));
    const auto concurrency = text::parseNumber<int>(opts->get("concurrency", "1"));
    if (!nodes || *nodes < 1)
        return fail("label: --nodes needs a whole number from 1, not '" + opts->get("nodes") + "'");
    if (!weight || !(*weight >= 0.0 && *weight <= 1.0))
        return fail("label: --result-weight needs a number from 0 to 1, not '" + opts->get("result-weight") + "'");
    if (!concurrency || *concurrency < 1 || *concurrency > 256)
        return fail("label: --concurrency needs a whole number from 1 to 256, not '" + opts->get("concurrency") + "'");
    const std::string engineWords = opts->get("engine");
    std::vector<std::string> words;
    for (const std::string_view w : text::split(engineWords))
        words.emplace_back(w);
    Result<EngineSpec> spec = EngineSpec::parse(words);
    if (!spec)
        return fail("label: --engine: " + spec.error());
    config.engine = std::move(*spec);
    config.nodes = *nodes;
    config.resultWeight = *weight;
    config.concurrency = *concurrency;

    const std::string dataPath = opts->get("data"), outPath = opts->get("out");
    if (Result<void> file = checkStreamableFile(dataPath); !file)
        return fail("label: cannot read " + dataPath + ": " + file.error());
    std::ifstream in(dataPath);
    if (!in)
        return fail("label: cannot read " + dataPath);
    std::ofstream out;
    if (const auto refused = openNewOutput(outPath, out))
        return fail("label: " + *refused);
    InterruptGuard guard;
    std::optional<ProgressBar> bar;
    const auto begun = std::chrono::steady_clock::now();
    const Result<LabelStats> stats = labelPositions(
        in, dataPath, out, config,
        [&](std::int64_t done, std::int64_t total) {
            if (!bar)
                bar.emplace(total);
            const double seconds = secondsSince(begun);
            const double rate = seconds > 0 ? double(done) / seconds : 0;
            char text[120];
            std::snprintf(text, sizeof text, "%lld/%lld positions, %.0f/s, %s left", static_cast<long long>(done),
                static_cast<long long>(total), rate,
                rate > 0 ? formatDuration(double(total - done) / rate).c_str() : "?");
            bar->show(done, text);
        },
        &interrupted);
    if (bar)
        bar->finish();
    if (!stats) {
        discardOutput(out, outPath);
        return fail("label: " + stats.error());
    }
    if (interrupted)
        std::printf("stopped by Ctrl+C: the positions labelled up to the first one not done are written\n");
    for (const std::string& p : stats->problems)
        std::printf("  %s\n", p.c_str());
    std::printf("positions=%lld from_wdl=%lld failed=%lld bad_lines=%lld seconds=%.1f\n",
        static_cast<long long>(stats->positions), static_cast<long long>(stats->fromWdl),
        static_cast<long long>(stats->failed), static_cast<long long>(stats->badLines), stats->seconds);
    if (stats->positions == 0 && !interrupted) {
        // Nothing labelled (the engine failed on every position): no empty file, and a failure.
        discardOutput(out, outPath);
        return fail("label: no position was labelled: the engine failed on every one (see above)");
    }
    std::printf("wrote %s\n", outPath.c_str());
    return 0;
}

int commandReview(int argc, char** argv)
{
    std::string error;
    const auto opts = Options::parse(argc, argv, 2, {}, error);
    if (!opts)
        return fail("review: " + error);
    if (const auto unknown = opts->unknown({"pgn", "nodes", "model"}); !unknown.empty())
        return fail("review: unknown option --" + unknown.front());
    if (!opts->has("pgn"))
        return fail("review: give --pgn FILE");
    const auto nodes = text::parseNumber<std::uint64_t>(opts->get("nodes", "200000"));
    if (!nodes || *nodes < 1)
        return fail("review: --nodes needs a whole number of at least 1, not '" + opts->get("nodes") + "'");
    const auto model = modelOption(*opts, "review", DEFAULT_MODEL);
    if (!model)
        return 2;
    PgnReviewOptions options;
    options.tables = EvalTables::build(*model);
    options.nodes = *nodes;
    InterruptGuard guard;
    FileProgress progress;
    const Result<PgnReviewStats> stats = reviewPgnFile(
        opts->get("pgn"), options,
        [&](std::int64_t done, std::int64_t total, const PgnReviewStats& s) {
            progress.show(done, total, std::to_string(s.games + s.badGames) + " games");
        },
        &interrupted);
    progress.finish();
    if (!stats)
        return fail("review: " + stats.error());
    if (interrupted)
        std::printf("stopped by Ctrl+C: the %d games reviewed are counted\n", stats->games);
    printBadGames(stats->badGames, stats->problems);
    std::printf("%d games reviewed, %llu nodes a position, model %s\n", stats->games,
        static_cast<unsigned long long>(*nodes), model->name.c_str());
    for (const PlayerErrors& p : stats->players) {
        const auto share = [&](int n) { return p.moves > 0 ? 100.0 * n / p.moves : 0.0; };
        const auto perGame = [&](int n) { return p.games > 0 ? double(n) / p.games : 0.0; };
        std::printf("%s: games=%d moves=%d lost100=%.1f%% lost200=%.1f%% lost300=%.1f%% lost300_per_game=%.2f "
                    "shallow=%.0f%% blunders_per_game=%.2f acpl=%.0f\n",
            p.name.c_str(), p.games, p.moves, share(p.lost100), share(p.lost200), share(p.lost300), perGame(p.lost300),
            p.lost300 > 0 ? 100.0 * p.shallow300 / p.lost300 : 0.0, perGame(p.blunders),
            p.moves > 0 ? double(p.cpLoss) / p.moves : 0.0);
    }
    return 0;
}

int commandTune(int argc, char** argv)
{
    std::string error;
    const auto opts = Options::parse(argc, argv, 2, {}, error);
    if (!opts)
        return fail("tune: " + error);
    if (const auto unknown
        = opts->unknown({"data", "model", "epochs", "out", "params", "rate", "batch", "k", "seed", "threads", "prior"});
        !unknown.empty())
        return fail("tune: unknown option --" + unknown.front());
    if (!opts->has("data"))
        return fail("tune: --data FILE is required");

    TuneConfig config;
    const auto epochs = text::parseNumber<int>(opts->get("epochs", "20"));
    if (!epochs || *epochs < 1 || *epochs > 100000)
        return fail("tune: --epochs '" + opts->get("epochs") + "': expected a whole number from 1 to 100000");
    const auto rate = text::parseNumber<double>(opts->get("rate", "1"));
    if (!rate || !(*rate > 0 && *rate <= 1000))
        return fail("tune: --rate '" + opts->get("rate") + "': expected a number above 0, at most 1000");
    config.learningRate = *rate;
    const auto batch = text::parseNumber<int>(opts->get("batch", std::to_string(config.batchSize)));
    if (!batch || *batch < 0)
        return fail("tune: --batch '" + opts->get("batch") + "': expected a whole number (0: the whole data)");
    config.batchSize = *batch;
    if (opts->has("k")) {
        const auto k = text::parseNumber<double>(opts->get("k"));
        if (!k || !(*k >= 0.1 && *k <= 10))
            return fail("tune: --k '" + opts->get("k") + "': expected a number from 0.1 to 10");
        config.k = *k;
    }
    const auto seed = text::parseNumber<std::uint64_t>(opts->get("seed", "1"));
    if (!seed)
        return fail("tune: --seed '" + opts->get("seed") + "': expected a whole number");
    config.seed = *seed;
    const auto threads = text::parseNumber<int>(opts->get("threads", "1"));
    if (!threads || *threads < 1 || *threads > 256)
        return fail("tune: --threads '" + opts->get("threads") + "': expected a whole number from 1 to 256");
    config.threads = *threads;
    const auto prior
        = opts->has("prior") ? text::parseNumber<double>(opts->get("prior")) : std::optional(TUNE_DEFAULT_PRIOR);
    if (!prior || !(*prior >= 0 && *prior <= 1000))
        return fail("tune: --prior '" + opts->get("prior") + "': expected a number from 0 to 1000");
    config.prior = *prior;
    const std::string out = opts->get("out", "tuned.json");
    const std::string name = std::filesystem::path(out).stem().string();
    if (name.empty())
        return fail("tune: --out '" + out + "': the file name gives the model's name and must not be empty");
    // An existing model file may be replaced (tuning again); anything else there, the training data
    // above all, is kept.
    if (std::error_code ec; std::filesystem::exists(out, ec) && !loadModelFile(out))
        return fail("tune: --out '" + out + "' exists and is not a model file; choose another --out file or remove it");

    // A model with terms tunes them too by default.
    Result<EvalModel> start = resolveModel(opts->get("model", "pesto"));
    const std::string paramsText
        = opts->get("params", start && start->hasTerms ? "material,tables,terms" : "material,tables");
    const Result<unsigned> params = parseTuneParams(paramsText);
    if (!params)
        return fail("tune: --params: " + params.error());
    config.params = *params;
    if (!start)
        return fail("tune: " + start.error());
    if ((*params & TUNE_TERMS) && !start->hasTerms)
        return fail("tune: --params " + paramsText + ": the model '" + start->name
            + "' has no terms to tune (classical and kandinsky have them)");
    const std::string dataFile = opts->get("data");
    std::vector<DataProblem> problems;
    const auto loadStart = std::chrono::steady_clock::now();
    const Result<TuneData> data = loadTuneData(dataFile, &problems);
    if (!data)
        return fail("tune: " + data.error());
    std::printf("data: %s: %zu positions, %zu bad line%s skipped (%.1fs)\n", dataFile.c_str(), data->size(),
        problems.size(), problems.size() == 1 ? "" : "s", secondsSince(loadStart));
    for (std::size_t i = 0; i < problems.size() && i < 5; ++i)
        std::printf("  %s\n", problems[i].message.c_str());
    if (problems.size() > 5)
        std::printf("  ... and %zu more\n", problems.size() - 5);

    Tuner tuner(*data, *start, config);
    if (config.k <= 0)
        tuner.fitK();
    std::printf("model: %s (%s), K=%.4f%s, start loss=%.7f\n", start->name.c_str(),
        std::string(phaseKindName(start->kind)).c_str(), tuner.k(), config.k > 0 ? " (given)" : " (fitted)",
        tuner.loss());
    std::fflush(stdout);
    double loss = tuner.loss();
    for (int e = 1; e <= *epochs; ++e) {
        const EpochReport r = tuner.epoch();
        loss = r.loss;
        std::printf("epoch %d/%d loss=%.7f time=%.1fs\n", e, *epochs, r.loss, r.seconds);
        for (const WeightChange& c : r.largest)
            std::printf("  %s %ld -> %ld\n", c.name.c_str(), std::lround(c.from), std::lround(c.to));
        std::fflush(stdout);
    }

    EvalModel tuned = tuner.model();
    tuned.name = name;
    tuned.title = "Tuned from " + dataFile;
    char priorText[32];
    std::snprintf(priorText, sizeof priorText, "%g", config.prior);
    char summary[256];
    std::snprintf(summary, sizeof summary, "; K=%.4f, %d epochs, final loss %.7f, %zu positions", tuner.k(), *epochs,
        loss, data->size());
    tuned.source = "kandinsky-cli tune --data " + dataFile + " --model " + opts->get("model", "pesto") + " --params "
        + paramsText + " --rate " + opts->get("rate", "1") + " --batch " + std::to_string(config.batchSize) + " --seed "
        + std::to_string(config.seed) + " --prior " + priorText + summary;
    if (const Result<void> saved = saveModelFile(tuned, out); !saved)
        return fail("tune: " + saved.error());
    std::printf("wrote %s\n", out.c_str());
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
    if (command == "selfplay")
        return commandSelfplay(argc, argv);
    if (command == "extract")
        return commandExtract(argc, argv);
    if (command == "tune")
        return commandTune(argc, argv);
    if (command == "spsa")
        return commandSpsa(argc, argv);
    if (command == "label")
        return commandLabel(argc, argv);
    if (command == "review")
        return commandReview(argc, argv);
    if (command == "help" || command == "--help" || command == "-h")
        return std::cout << USAGE, 0;
    std::cerr << "kandinsky-cli: unknown command '" << command << "'\n\n" << USAGE;
    return 2;
}
