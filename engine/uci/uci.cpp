#include "uci/uci.h"

#include "core/movegen.h"
#include "core/notation.h"
#include "core/text.h"
#include "eval/evalreport.h"
#include "eval/evaluate.h"
#include "search/bench.h"

#include <algorithm>
#include <cctype>
#include <istream>
#include <optional>
#include <ostream>

namespace kd {

using namespace text;

namespace {

constexpr int HASH_DEFAULT = 16, MULTIPV_MAX = 64, OVERHEAD_MAX = 5000;

// The first word of s and the rest, both trimmed.
std::pair<std::string_view, std::string_view> firstWord(std::string_view s)
{
    s = trim(s);
    std::size_t end = 0;
    while (end < s.size() && !isSpace(s[end]))
        ++end;
    return {s.substr(0, end), trim(s.substr(end))};
}

// Where `word` (lower case) first stands in s as a whole word, in any case; npos if nowhere.
std::size_t findWord(std::string_view s, std::string_view word)
{
    for (std::size_t i = 0; i + word.size() <= s.size(); ++i)
        if ((i == 0 || isSpace(s[i - 1])) && lower(s.substr(i, word.size())) == word
            && (i + word.size() == s.size() || isSpace(s[i + word.size()])))
            return i;
    return std::string_view::npos;
}

// "name <id> [value <x>]": the id may contain spaces ("Move Overhead"), the value too (paths).
std::pair<std::string, std::string> nameAndValue(std::string_view args)
{
    std::string_view rest = trim(args);
    if (lower(firstWord(rest).first) == "name")
        rest = firstWord(rest).second;
    std::string_view name = rest, value;
    if (const std::size_t at = findWord(rest, "value"); at != std::string_view::npos) {
        name = trim(rest.substr(0, at));
        value = trim(rest.substr(at + 5));
    }
    return {std::string(name), std::string(value)};
}

std::optional<bool> parseBool(std::string_view s)
{
    const std::string v = lower(s);
    if (v == "true")
        return true;
    if (v == "false")
        return false;
    return std::nullopt;
}

} // namespace

UciLoop::UciLoop(std::ostream& out) : out_(out) { engine_.setHashMb(HASH_DEFAULT); }

UciLoop::~UciLoop()
{
    engine_.stop();
    engine_.wait();
}

void UciLoop::send(std::string_view line)
{
    std::lock_guard lock(outMutex_);
    out_ << line << '\n' << std::flush;
}

void UciLoop::run(std::istream& in)
{
    // A tied input stream flushes the output before every read, from this thread and outside
    // outMutex_, racing the search thread's writes (a line could go out twice). send() flushes.
    in.tie(nullptr);
    std::string line;
    while (std::getline(in, line))
        if (!handle(line))
            return;
    engine_.stop();
    engine_.wait();
}

bool UciLoop::handle(std::string_view line)
{
    const auto [command, args] = firstWord(line);
    if (command.empty())
        return true;
    if (command == "quit") {
        engine_.stop();
        engine_.wait();
        return false;
    }
    if (command == "uci")
        commandUci();
    else if (command == "isready")
        send("readyok");
    else if (command == "ucinewgame") {
        engine_.stop();
        engine_.newGame();
    } else if (command == "setoption")
        commandSetOption(args);
    else if (command == "position")
        commandPosition(args);
    else if (command == "go")
        commandGo(args);
    else if (command == "stop")
        engine_.stop();
    else if (command == "ponderhit") {
        // No Ponder option is offered, so a GUI has no reason to send this.
    } else if (command == "eval")
        commandEval();
    else if (command == "bench")
        commandBench(args);
    else if (command == "d")
        commandDisplay();
    else
        send("info string unknown command " + quoted(command) + " (try uci, position, go, eval, bench, d)");
    return true;
}

void UciLoop::commandUci()
{
    send("id name " + std::string(ENGINE_NAME));
    send("id author " + std::string(ENGINE_AUTHOR));
    send("option name Hash type spin default " + std::to_string(HASH_DEFAULT) + " min "
        + std::to_string(TranspositionTable::MIN_MB) + " max " + std::to_string(TranspositionTable::MAX_MB));
    send("option name Clear Hash type button");
    std::string combo = "option name Model type combo default " + modelName_;
    for (const EvalModel& m : builtinModels())
        combo += " var " + m.name;
    send(combo);
    send("option name ModelFile type string default <empty>");
    send("option name MultiPV type spin default 1 min 1 max " + std::to_string(MULTIPV_MAX));
    send("option name UCI_LimitStrength type check default false");
    send("option name UCI_Elo type spin default " + std::to_string(elo_) + " min "
        + std::to_string(StrengthLevel::MIN_ELO) + " max " + std::to_string(StrengthLevel::MAX_ELO));
    send("option name Move Overhead type spin default " + std::to_string(moveOverhead_) + " min 0 max "
        + std::to_string(OVERHEAD_MAX));
    send("uciok");
}

void UciLoop::commandSetOption(std::string_view args)
{
    // Named variables, not a structured binding: the lambdas below capture them, which clang accepts
    // only from version 16 on.
    const std::pair<std::string, std::string> nameValue = nameAndValue(args);
    const std::string& name = nameValue.first;
    const std::string& value = nameValue.second;
    const std::string id = lower(name);
    if (engine_.searching()) {
        send("info string setoption ignored while searching: send stop first");
        return;
    }
    auto spin = [&](int min, int max) -> std::optional<int> {
        const auto n = parseNumber<long long>(value);
        if (!n || *n < min || *n > max) {
            send("info string option " + quoted(name) + " needs a whole number from " + std::to_string(min) + " to "
                + std::to_string(max) + ", got " + quoted(value));
            return std::nullopt;
        }
        return int(*n);
    };
    auto check = [&]() -> std::optional<bool> {
        const auto b = parseBool(value);
        if (!b)
            send("info string option " + quoted(name) + " needs true or false, got " + quoted(value));
        return b;
    };

    if (id == "hash") {
        if (auto mb = spin(int(TranspositionTable::MIN_MB), int(TranspositionTable::MAX_MB)))
            engine_.setHashMb(std::size_t(*mb));
    } else if (id == "clear hash") {
        engine_.newGame();
    } else if (id == "model") {
        const auto tables = EvalTables::builtin(lower(value));
        if (!tables) {
            std::string names;
            for (const EvalModel& m : builtinModels())
                names += (names.empty() ? "" : ", ") + m.name;
            send("info string unknown model " + quoted(value) + " (built in: " + names + ")");
            return;
        }
        engine_.setTables(tables);
        modelName_ = lower(value);
        modelFile_.clear();
    } else if (id == "modelfile") {
        if (value.empty() || value == "<empty>") {
            engine_.setTables(EvalTables::builtin(modelName_));
            modelFile_.clear();
            return;
        }
        Result<EvalModel> model = loadModelFile(value);
        if (!model) {
            send("info string " + model.error() + "; keeping model " + engine_.tables()->model().name);
            return;
        }
        engine_.setTables(EvalTables::build(std::move(*model)));
        modelFile_ = value;
        send("info string model " + engine_.tables()->model().name + " loaded from " + quoted(value));
    } else if (id == "multipv") {
        if (auto n = spin(1, MULTIPV_MAX))
            engine_.setMultiPV(*n);
    } else if (id == "uci_limitstrength") {
        if (auto b = check()) {
            limitStrength_ = *b;
            limitStrength_ ? engine_.setStrength(elo_) : engine_.setFullStrength();
        }
    } else if (id == "uci_elo") {
        if (auto n = spin(StrengthLevel::MIN_ELO, StrengthLevel::MAX_ELO)) {
            elo_ = *n;
            if (limitStrength_)
                engine_.setStrength(elo_);
        }
    } else if (id == "move overhead") {
        if (auto n = spin(0, OVERHEAD_MAX))
            moveOverhead_ = *n;
    } else if (id == "ponder" || id == "uci_analysemode" || id == "threads") {
        // Options GUIs send without asking; nothing to do.
    } else {
        send("info string unknown option " + quoted(name));
    }
}

void UciLoop::commandPosition(std::string_view args)
{
    auto [kind, rest] = firstWord(args);
    std::string_view fen, moves;
    const std::size_t movesAt = findWord(rest, "moves");
    const std::string_view before = movesAt == std::string_view::npos ? rest : trim(rest.substr(0, movesAt));
    if (movesAt != std::string_view::npos)
        moves = rest.substr(movesAt + 5);

    Position next;
    if (kind == "startpos") {
        if (!before.empty()) {
            send("info string position startpos: unexpected " + quoted(before) + " (expected 'moves ...')");
            return;
        }
    } else if (kind == "fen") {
        fen = before;
        Result<Position> parsed = Position::fromFen(fen);
        if (!parsed) {
            send("info string position fen: " + parsed.error() + "; position unchanged");
            return;
        }
        next = std::move(*parsed);
    } else {
        send("info string position needs 'startpos' or 'fen <FEN>', got " + quoted(kind) + "; position unchanged");
        return;
    }
    int ply = 0;
    for (std::string_view word : split(moves)) {
        ++ply;
        Result<Move> m = parseUci(next, word);
        if (!m) {
            send("info string position: move " + std::to_string(ply) + " " + quoted(word) + ": " + m.error()
                + "; position unchanged");
            return;
        }
        next.doMove(*m);
    }
    position_ = std::move(next);
}

void UciLoop::commandGo(std::string_view args)
{
    SearchLimits limits;
    limits.moveOverhead = moveOverhead_;
    const std::vector<std::string_view> words = split(args);
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string_view word = words[i];
        if (word == "infinite") {
            limits.infinite = true;
            continue;
        }
        if (word == "ponder") {
            send("info string go ponder is not supported; searching normally");
            continue;
        }
        if (word == "searchmoves") {
            while (i + 1 < words.size()) {
                Result<Move> m = parseUci(position_, words[i + 1]);
                if (!m)
                    break;
                limits.searchMoves.push_back(*m);
                ++i;
            }
            if (limits.searchMoves.empty())
                send("info string go searchmoves: no legal move follows; searching all moves");
            continue;
        }
        static constexpr std::string_view numeric[]
            = {"wtime", "btime", "winc", "binc", "movestogo", "movetime", "depth", "nodes", "mate"};
        if (std::find(std::begin(numeric), std::end(numeric), word) == std::end(numeric)) {
            send("info string go: unknown parameter " + quoted(word) + " ignored");
            continue;
        }
        const std::string_view text = i + 1 < words.size() ? words[i + 1] : std::string_view();
        const auto n = parseNumber<long long>(text);
        const bool signedOk = word == "wtime" || word == "btime"; // clocks may run below zero
        if (!n || (*n < 0 && !signedOk) || *n > 1'000'000'000'000LL) {
            send("info string go: " + std::string(word) + " needs a whole number" + (signedOk ? "" : " from 0")
                + ", got " + (text.empty() ? "nothing" : quoted(text)) + "; ignored");
            if (!text.empty() && !n)
                ++i;
            continue;
        }
        ++i;
        if (word == "wtime")
            limits.time[WHITE] = std::max(0LL, *n);
        else if (word == "btime")
            limits.time[BLACK] = std::max(0LL, *n);
        else if (word == "winc")
            limits.inc[WHITE] = *n;
        else if (word == "binc")
            limits.inc[BLACK] = *n;
        else if (word == "movestogo")
            limits.movesToGo = int(std::min(*n, 1000LL));
        else if (word == "movetime")
            limits.moveTime = *n;
        else if (word == "depth")
            limits.depth = int(std::min<long long>(*n, MAX_PLY));
        else if (word == "nodes")
            limits.nodes = std::uint64_t(*n);
        else if (word == "mate")
            limits.mate = int(std::min<long long>(*n, MAX_PLY / 2));
    }

    Engine::Callbacks callbacks;
    callbacks.onInfo = [this](const SearchInfo& info) { send(infoLine(info)); };
    callbacks.onBestMove = [this](const SearchResult& r) {
        std::string line = "bestmove " + (r.best ? toUci(r.best) : std::string("0000"));
        if (r.ponder)
            line += " ponder " + toUci(r.ponder);
        send(line);
    };
    engine_.go(position_, limits, std::move(callbacks));
}

std::string UciLoop::infoLine(const SearchInfo& info) const
{
    std::string line = "info depth " + std::to_string(info.depth) + " seldepth " + std::to_string(info.seldepth)
        + " multipv " + std::to_string(info.multipv) + " score ";
    line += isMateScore(info.score) ? "mate " + std::to_string(mateMoves(info.score))
                                    : "cp " + std::to_string(info.score);
    if (info.bound == BOUND_LOWER)
        line += " lowerbound";
    else if (info.bound == BOUND_UPPER)
        line += " upperbound";
    line += " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(info.nps) + " hashfull "
        + std::to_string(info.hashfull) + " time " + std::to_string(info.timeMs) + " pv";
    for (Move m : info.pv)
        line += " " + toUci(m);
    return line;
}

void UciLoop::commandEval()
{
    const EvalTables& tables = *engine_.tables();
    const Explanation e = explain(position_, tables);
    std::string text = scoresheet(e, tables.model(), position_);
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        send(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
}

void UciLoop::commandBench(std::string_view args)
{
    int depth = BENCH_DEPTH;
    if (!trim(args).empty()) {
        const auto n = parseNumber<int>(trim(args));
        if (!n || *n < 1 || *n > 30) {
            send("info string bench: depth must be a whole number from 1 to 30, got " + quoted(trim(args)));
            return;
        }
        depth = *n;
    }
    engine_.stop();
    engine_.wait();
    const BenchResult r = runBench(engine_, depth, [this](const std::string& line) { send(line); });
    send(r.summary());
}

void UciLoop::commandDisplay()
{
    for (Rank r = RANK_8;; --r) {
        std::string row = std::to_string(r + 1) + " ";
        for (File f = FILE_A; f < FILE_NB; ++f) {
            const Piece pc = position_.pieceOn(makeSquare(f, r));
            row += ' ';
            row += pc == NO_PIECE ? '.' : pieceChar(pc);
        }
        send(row);
        if (r == RANK_1)
            break;
    }
    send("   a b c d e f g h");
    send("fen " + position_.fen());
}

} // namespace kd
