#include "tune/selfplay.h"

#include "core/movegen.h"
#include "core/text.h"
#include "game/game.h"
#include "search/engine.h"
#include "search/search.h"

#include <chrono>
#include <condition_variable>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>

namespace kd {

bool isQuietPosition(const Position& pos, const std::shared_ptr<const EvalTables>& tables)
{
    if (pos.inCheck() || countLegalMoves(pos) == 0)
        return false;
    const int score = quiescenceScore(pos, tables);
    return !isMateScore(score) && score == evaluate(pos, *tables);
}

std::string epdLine(const Position& pos, double whiteResult)
{
    // The FEN's first four fields: the move counters are not part of an EPD position.
    const std::string fen = pos.fen();
    std::size_t cut = fen.size(), spaces = 0;
    for (std::size_t i = 0; i < fen.size(); ++i)
        if (fen[i] == ' ' && ++spaces == 4) {
            cut = i;
            break;
        }
    const char* result = whiteResult > 0.75 ? "1-0" : whiteResult < 0.25 ? "0-1" : "1/2-1/2";
    return fen.substr(0, cut) + " c9 \"" + result + "\";";
}

PositionExtractor::PositionExtractor(std::shared_ptr<const EvalTables> tables, int skipPlies)
    : tables_(std::move(tables)), skipPlies_(skipPlies)
{
}

std::vector<std::string> PositionExtractor::addGame(const PgnGame& game)
{
    ++stats_.games;
    std::vector<std::string> lines;
    const double result = game.result == "1-0" ? 1.0 : game.result == "0-1" ? 0.0 : 0.5;
    if (game.result != "1-0" && game.result != "0-1" && game.result != "1/2-1/2")
        return lines;
    Result<Position> start = game.start();
    if (!start)
        return lines;
    ++stats_.gamesUsed;
    Position pos = *start;
    const std::vector<Move> moves = game.mainLine();
    for (std::size_t ply = 0; ply <= moves.size(); ++ply) {
        if (ply > 0)
            pos.doMove(moves[ply - 1]);
        if (int(ply) < skipPlies_) {
            ++stats_.skipped;
            continue;
        }
        if (!isQuietPosition(pos, tables_)) {
            ++stats_.notQuiet;
            continue;
        }
        if (!seen_.insert(pos.key()).second) {
            ++stats_.duplicates;
            continue;
        }
        lines.push_back(epdLine(pos, result));
        ++stats_.positions;
    }
    return lines;
}

Result<ExtractStats> extractPgnFile(const std::string& path, std::ostream& out,
    std::shared_ptr<const EvalTables> tables, int skipPlies,
    const std::function<void(std::int64_t, std::int64_t, const ExtractStats&)>& progress, const std::atomic<bool>* stop)
{
    PositionExtractor extractor(std::move(tables), skipPlies);
    ExtractStats bad; // the games that did not read
    const Result<void> read = forEachPgnGame(path, [&](PgnFileGame&& g) {
        if (!g.game) {
            ++bad.badGames;
            if (bad.problems.size() < 10)
                bad.problems.push_back(path + ": " + g.game.error());
        } else {
            for (const std::string& kept : extractor.addGame(*g.game))
                out << kept << '\n';
        }
        if (progress) {
            ExtractStats now = extractor.stats();
            now.badGames = bad.badGames;
            progress(g.bytesRead, g.bytesTotal, now);
        }
        return !(stop && stop->load());
    });
    if (!read)
        return Error {read.error()};
    out.flush();
    if (!out)
        return Error {"cannot write the positions extracted from " + path};
    ExtractStats stats = extractor.stats();
    stats.badGames = bad.badGames;
    stats.problems = std::move(bad.problems);
    if (stats.games == 0 && stats.badGames > 0)
        return Error {stats.problems.front()};
    return stats;
}

namespace {

// splitmix64: the per-move node budgets, from the seed, the game and the ply.
std::uint64_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

} // namespace

std::uint64_t selfplayNodes(const SelfplayConfig& config, int game, int ply)
{
    // Uniform in [3/4, 5/4) of the budget, so two games from the same opening and colours differ.
    const std::uint64_t r = mix(config.seed ^ mix(std::uint64_t(game) << 20 ^ std::uint64_t(ply)));
    const std::uint64_t base = std::max<std::uint64_t>(config.nodes, 4);
    return base * 3 / 4 + r % (base / 2 + 1);
}

Result<SelfplayStats> runSelfplay(const SelfplayConfig& config, std::ostream& pgn, std::ostream& epd,
    const std::function<void(const SelfplayStats&)>& onGame, const std::atomic<bool>* stop)
{
    if (config.games < 1)
        return Error {"the number of games must be at least 1"};
    if (config.nodes < 1)
        return Error {"the node limit must be at least 1"};
    if (Result<void> valid = validate(config.model); !valid)
        return Error {valid.error()};
    std::vector<Position> openings;
    for (const std::string& fen : config.openings) {
        Result<Position> pos = Position::fromFen(fen);
        if (!pos)
            return Error {"opening " + std::to_string(openings.size() + 1) + ": " + pos.error()};
        openings.push_back(*pos);
    }
    if (openings.empty())
        openings.push_back(Position::fromFen(Position::START_FEN).value());

    const std::shared_ptr<const EvalTables> tables = EvalTables::build(config.model);
    const std::string player = "Kandinsky " + config.model.name + " " + std::to_string(config.nodes) + " nodes";
    const auto started = std::chrono::steady_clock::now();

    std::mutex mutex;
    std::map<int, PgnGame> finished; // played, waiting for their turn to be written
    int nextToWrite = 0;
    std::atomic<int> nextToPlay {0};
    SelfplayStats stats;
    PositionExtractor extractor(tables, config.skipPlies);
    bool writeFailed = false;

    auto writeReady = [&] { // with mutex held: writes the games whose predecessors are written
        for (auto it = finished.find(nextToWrite); it != finished.end(); it = finished.find(nextToWrite)) {
            const PgnGame& game = it->second;
            pgn << writePgn(game) << '\n';
            for (const std::string& line : extractor.addGame(game))
                epd << line << '\n';
            pgn.flush();
            epd.flush();
            writeFailed = writeFailed || !pgn || !epd;
            const ExtractStats& e = extractor.stats();
            static_cast<ExtractStats&>(stats) = e;
            stats.whiteWins += game.result == "1-0";
            stats.blackWins += game.result == "0-1";
            stats.draws += game.result == "1/2-1/2";
            stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            finished.erase(it);
            ++nextToWrite;
            if (onGame)
                onGame(stats);
        }
    };

    auto worker = [&] {
        Engine engine;
        engine.setHashMb(config.hashMb);
        engine.setTables(tables);
        for (int number = nextToPlay++; number < config.games; number = nextToPlay++) {
            if (stop && stop->load())
                return;
            // Openings in turn, each twice: game 2k has White to move first from opening k ...
            const Position& opening = openings[std::size_t(number / 2) % openings.size()];
            engine.newGame();
            Game game(opening);
            game.setTag("Event", "Kandinsky selfplay");
            game.setTag("Site", "kandinsky-cli selfplay");
            game.setTag("Date", "????.??.??");
            game.setTag("Round", std::to_string(number + 1));
            game.setTag("White", player);
            game.setTag("Black", player);
            bool abandoned = false;
            for (int ply = 0; !game.over(); ++ply) {
                if (stop && stop->load()) {
                    abandoned = true;
                    break;
                }
                SearchLimits limits;
                limits.nodes = selfplayNodes(config, number, ply);
                const SearchResult result = engine.search(game.current(), limits);
                if (!result.best || !game.play(result.best)) {
                    abandoned = true; // cannot happen: the search returns a legal move while the game goes on
                    break;
                }
            }
            if (abandoned)
                return;
            std::lock_guard lock(mutex);
            finished.emplace(number, game.toPgn());
            writeReady();
        }
    };

    const int threads = std::max(1, std::min(config.concurrency, config.games));
    std::vector<std::thread> pool;
    for (int i = 1; i < threads; ++i)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
    if (writeFailed)
        return Error {"cannot write the games or positions (disk full?)"};
    stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return stats;
}

} // namespace kd
