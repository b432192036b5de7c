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
constexpr long long MAX_GO_NUMBER = 1'000'000'000'000LL; // milliseconds, nodes: more than any game needs

// The first word of s and the rest, both trimmed.
std::pair<std::string_view, std::string_view> firstWord(std::string_view s)
{
    s = trim(s);
    std::size_t end = 0;
    while (end < s.size() && !isSpace(s[end]))
        ++end;
    return {s.substr(0, end), trim(s.substr(end))};
}

} // namespace

UciLoop::UciLoop(std::ostream& out, Mode mode) : out_(out)
{
    engine_.setHashMb(HASH_DEFAULT);
    addOptions();
    if (mode == Mode::Tuning)
        addSearchParamOptions();
}

void UciLoop::addSearchParamOptions()
{
    for (const SearchParamInfo& info : SEARCH_PARAMS) {
        const int value = engine_.searchParams().*info.field;
        options_.add({{std::string(info.name), UciOption::Spin, std::to_string(value), info.min, info.max, {}},
            [this, &info](const std::string& v) -> Result<std::string> {
                SearchParams params = engine_.searchParams();
                params.*info.field = int(parseNumber<long long>(v).value_or(0));
                if (Result<void> set = engine_.setSearchParams(params); !set)
                    return Error {set.error()};
                return std::string();
            }});
    }
}

void UciLoop::addOptions()
{
    using Applied = Result<std::string>;
    const auto number = [](const std::string& v) { return parseNumber<long long>(v).value_or(0); };
    options_.add({{"Hash", UciOption::Spin, std::to_string(HASH_DEFAULT), TranspositionTable::MIN_MB,
                      TranspositionTable::MAX_MB, {}},
        [this, number](const std::string& v) -> Applied {
            engine_.setHashMb(std::size_t(number(v)));
            return std::string();
        }});
    options_.add({{"Clear Hash", UciOption::Button, "", 0, 0, {}}, [this](const std::string&) -> Applied {
                      engine_.newGame();
                      return std::string();
                  }});
    std::vector<std::string> models;
    for (const EvalModel& m : builtinModels())
        models.push_back(m.name);
    options_.add({{"Model", UciOption::Combo, modelName_, 0, 0, models}, [this](const std::string& v) -> Applied {
                      engine_.setTables(EvalTables::builtin(v));
                      modelName_ = v;
                      modelFile_.clear();
                      return std::string();
                  }});
    options_.add({{"ModelFile", UciOption::String, "", 0, 0, {}}, [this](const std::string& v) -> Applied {
                      if (v.empty()) {
                          engine_.setTables(EvalTables::builtin(modelName_));
                          modelFile_.clear();
                          return std::string();
                      }
                      Result<EvalModel> model = loadModelFile(v);
                      if (!model)
                          return Error {model.error() + "; keeping model " + engine_.tables()->model().name};
                      engine_.setTables(EvalTables::build(std::move(*model)));
                      modelFile_ = v;
                      return "model " + engine_.tables()->model().name + " loaded from " + quoted(v);
                  }});
    options_.add(
        {{"MultiPV", UciOption::Spin, "1", 1, MULTIPV_MAX, {}}, [this, number](const std::string& v) -> Applied {
             engine_.setMultiPV(int(number(v)));
             return std::string();
         }});
    options_.add({{"UCI_LimitStrength", UciOption::Check, "false", 0, 0, {}}, [this](const std::string& v) -> Applied {
                      limitStrength_ = v == "true";
                      limitStrength_ ? engine_.setStrength(elo_) : engine_.setFullStrength();
                      return std::string();
                  }});
    options_.add(
        {{"UCI_Elo", UciOption::Spin, std::to_string(elo_), StrengthLevel::MIN_ELO, StrengthLevel::MAX_ELO, {}},
            [this, number](const std::string& v) -> Applied {
                elo_ = int(number(v));
                if (limitStrength_)
                    engine_.setStrength(elo_);
                return std::string();
            }});
    options_.add({{"Move Overhead", UciOption::Spin, std::to_string(moveOverhead_), 0, OVERHEAD_MAX, {}},
        [this, number](const std::string& v) -> Applied {
            moveOverhead_ = int(number(v));
            return std::string();
        }});
    options_.add({{"Threads", UciOption::Spin, "1", 1, Engine::MAX_THREADS, {}},
        [this, number](const std::string& v) -> Applied {
            engine_.setThreads(int(number(v)));
            return std::string();
        }});
    options_.add({{"OwnBook", UciOption::Check, "false", 0, 0, {}}, [this](const std::string& v) -> Applied {
                      ownBook_ = v == "true";
                      return applyBook();
                  }});
    options_.add(
        {{"BookFile", UciOption::String, DEFAULT_BOOK_FILE, 0, 0, {}}, [this](const std::string& v) -> Applied {
             bookFile_ = v;
             return applyBook();
         }});
    // Options GUIs send without asking; nothing to do.
    for (const char* name : {"Ponder", "UCI_AnalyseMode"})
        options_.accept(name);
}

Result<std::string> UciLoop::applyBook()
{
    if (!ownBook_) {
        engine_.setBook(nullptr);
        return std::string();
    }
    if (bookFile_.empty()) {
        engine_.setBook(nullptr);
        return std::string("OwnBook is on but BookFile is empty: playing without a book");
    }
    Result<PolyglotBook> book = PolyglotBook::load(bookFile_);
    if (!book) {
        engine_.setBook(nullptr);
        return book.error() + ": playing without a book";
    }
    const std::size_t entries = book->size();
    engine_.setBook(std::make_shared<const PolyglotBook>(std::move(*book)));
    return "book " + quoted(bookFile_) + " loaded: " + std::to_string(entries) + " entries";
}

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
    } else if (command == "debug" || command == "register") {
        // Standard UCI, with nothing to do here: no extra debug output, no registration needed.
    } else if (command == "eval")
        commandEval();
    else if (command == "bench")
        commandBench(args);
    else if (command == "d")
        commandDisplay();
    else
        send("info string unknown command " + quotedExcerpt(command) + " (try uci, position, go, eval, bench, d)");
    return true;
}

void UciLoop::commandUci()
{
    send("id name " + std::string(ENGINE_NAME));
    send("id author " + std::string(ENGINE_AUTHOR));
    for (const UciOption& option : options_.all())
        send(option.uciLine());
    send("uciok");
}

void UciLoop::commandSetOption(std::string_view args)
{
    if (engine_.searching()) {
        send("info string setoption ignored while searching: send stop first");
        return;
    }
    const Result<std::string> applied = options_.set(args);
    if (!applied)
        send("info string " + applied.error());
    else if (!applied->empty())
        send("info string " + *applied);
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
            send("info string position startpos: unexpected " + quotedExcerpt(before) + " (expected 'moves ...')");
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
        send("info string position needs 'startpos' or 'fen <FEN>', got " + quotedExcerpt(kind)
            + "; position unchanged");
        return;
    }
    int ply = 0;
    for (std::string_view word : split(moves)) {
        ++ply;
        Result<Move> m = parseUci(next, word);
        if (!m) {
            send("info string position: move " + std::to_string(ply) + " " + quotedExcerpt(word) + ": " + m.error()
                + "; position unchanged");
            return;
        }
        next.doMove(*m);
    }
    position_ = std::move(next);
}

// The limits of a go command. Every parameter is checked before anything starts: a malformed go
// (a word for a number, a missing value, a value out of range, a parameter given twice, an
// unknown word, an illegal search move) is refused whole, so no search starts without the limit
// the GUI meant to set.
Result<SearchLimits> UciLoop::parseGo(std::string_view args) const
{
    SearchLimits limits;
    limits.moveOverhead = moveOverhead_;
    static constexpr std::string_view keywords[] = {"wtime", "btime", "winc", "binc", "movestogo", "movetime", "depth",
        "nodes", "mate", "infinite", "ponder", "searchmoves"};
    auto isKeyword = [](std::string_view w) {
        return std::find(std::begin(keywords), std::end(keywords), w) != std::end(keywords);
    };
    const std::vector<std::string_view> words = split(args);
    std::vector<std::string_view> seen;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string_view word = words[i];
        if (!isKeyword(word))
            return Error {"unknown parameter " + quotedExcerpt(word)};
        if (std::find(seen.begin(), seen.end(), word) != seen.end())
            return Error {std::string(word) + " is given twice"};
        seen.push_back(word);
        if (word == "infinite" || word == "ponder") {
            limits.infinite = limits.infinite || word == "infinite";
            continue; // ponder: no Ponder option is offered; searched as a normal go
        }
        if (word == "searchmoves") {
            for (; i + 1 < words.size() && !isKeyword(words[i + 1]); ++i) {
                Result<Move> m = parseUci(position_, words[i + 1]);
                if (!m)
                    return Error {"searchmoves " + quotedExcerpt(words[i + 1]) + ": " + m.error()};
                limits.searchMoves.push_back(*m);
            }
            if (limits.searchMoves.empty())
                return Error {"searchmoves needs at least one legal move"};
            continue;
        }
        // A number: clocks may run below zero; depth, nodes, mate and movestogo of 0 would mean
        // no limit at all, so they start at 1.
        const bool clock = word == "wtime" || word == "btime";
        const bool positive = word == "depth" || word == "nodes" || word == "mate" || word == "movestogo";
        const long long min = clock ? -MAX_GO_NUMBER : positive ? 1 : 0;
        const std::string_view text = i + 1 < words.size() ? words[i + 1] : std::string_view();
        const auto n = parseNumber<long long>(text);
        if (!n || *n < min || *n > MAX_GO_NUMBER)
            return Error {std::string(word) + " needs a whole number from " + std::to_string(min) + " to "
                + std::to_string(MAX_GO_NUMBER) + ", got " + (text.empty() ? "nothing" : quotedExcerpt(text))};
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
    return limits;
}

void UciLoop::commandGo(std::string_view args)
{
    const Result<SearchLimits> limits = parseGo(args);
    if (!limits) {
        send("info string go: " + limits.error() + "; no search started");
        return;
    }
    if (findWord(args, "ponder") != std::string_view::npos)
        send("info string go ponder is not supported; searching normally");

    Engine::Callbacks callbacks;
    callbacks.onInfo = [this](const SearchInfo& info) { send(infoLine(info)); };
    callbacks.onBestMove = [this](const SearchResult& r) {
        if (r.fromBook)
            send("info string book move " + toUci(r.best));
        std::string line = "bestmove " + (r.best ? toUci(r.best) : std::string("0000"));
        if (r.ponder)
            line += " ponder " + toUci(r.ponder);
        send(line);
    };
    engine_.go(position_, *limits, std::move(callbacks));
}

std::string UciLoop::infoLine(const SearchInfo& info) const
{
    UciInfo u;
    u.depth = info.depth;
    u.seldepth = info.seldepth;
    u.multipv = info.multipv;
    u.hasScore = true;
    u.score = info.score;
    u.bound = info.bound;
    u.nodes = info.nodes;
    u.nps = info.nps;
    u.hashfull = info.hashfull;
    u.timeMs = info.timeMs;
    for (Move m : info.pv)
        u.pv.push_back(toUci(m));
    return u.uciLine();
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
            send("info string bench: depth must be a whole number from 1 to 30, got " + quotedExcerpt(trim(args)));
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
