#include "match/match.h"

#include "core/file.h"
#include "core/notation.h"
#include "core/text.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <limits>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

namespace kd {

using namespace text;

double GameOutcome::scoreOfFirst() const
{
    const double white = result.kind == GameResult::Kind::WhiteWins ? 1.0
        : result.kind == GameResult::Kind::BlackWins                ? 0.0
                                                                    : 0.5;
    return whiteEngine == 0 ? white : 1.0 - white;
}

double MatchStats::score() const { return games() ? (wins + 0.5 * draws) / games() : 0.5; }

namespace {

double eloOf(double score)
{
    if (score <= 0.0)
        return -std::numeric_limits<double>::infinity();
    if (score >= 1.0)
        return std::numeric_limits<double>::infinity();
    return -400.0 * std::log10(1.0 / score - 1.0);
}

} // namespace

double MatchStats::elo() const { return eloOf(score()); }

double MatchStats::eloError95() const
{
    const int n = games();
    const double s = score();
    if (n == 0 || s <= 0.0 || s >= 1.0)
        return std::numeric_limits<double>::infinity();
    const double variance = (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
    const double margin = 1.959964 * std::sqrt(variance / n);
    return (eloOf(s + margin) - eloOf(s - margin)) / 2.0;
}

void MatchStats::add(double s)
{
    if (s > 0.75)
        ++wins;
    else if (s < 0.25)
        ++losses;
    else
        ++draws;
}

Result<std::vector<std::string>> loadOpenings(const std::string& path)
{
    const Result<std::string> file = readFile(path);
    if (!file)
        return Error {"openings file " + quoted(path) + ": " + file.error()};
    const std::string& text = *file;
    std::vector<std::string> fens;
    // A game that would end before its first move scores nothing about the engines: refused.
    auto over = [](const Position& pos) -> std::string {
        const GameStatus status = statusClaimingDraws(pos);
        return status == GameStatus::Ongoing
            ? std::string()
            : "the game is already over there (" + GameResult::fromStatus(status, pos).sentence() + ")";
    };
    const bool pgn = path.ends_with(".pgn") || path.ends_with(".PGN");
    if (pgn) {
        Result<std::vector<PgnGame>> games = readPgn(text);
        if (!games)
            return Error {path + ": " + games.error()};
        for (const PgnGame& g : *games) {
            Result<Position> end = g.end();
            if (!end)
                return Error {path + ": game at line " + std::to_string(g.line) + ": " + end.error()};
            // Played from its FEN alone (no history), so judged from that: no repetition to claim.
            if (const std::string ended = over(Position::fromFen(end->fen()).value()); !ended.empty())
                return Error {path + ": game at line " + std::to_string(g.line) + ": " + ended};
            fens.push_back(end->fen());
        }
    } else {
        std::istringstream lines(text);
        std::string line;
        int number = 0;
        while (std::getline(lines, line)) {
            ++number;
            const std::string_view t = trim(line);
            if (t.empty() || t[0] == '#')
                continue;
            // EPD: four fields and operations; FEN: six fields.
            std::vector<std::string_view> words = split(t.substr(0, t.find(';')));
            std::string fen;
            for (std::size_t i = 0; i < words.size() && i < 6; ++i) {
                if (i >= 4 && !parseNumber<int>(words[i]))
                    break;
                fen += (fen.empty() ? "" : " ") + std::string(words[i]);
            }
            Result<Position> pos = Position::fromFen(fen);
            if (!pos)
                return Error {path + ":" + std::to_string(number) + ": " + pos.error()};
            if (const std::string ended = over(*pos); !ended.empty())
                return Error {path + ":" + std::to_string(number) + ": " + ended};
            fens.push_back(pos->fen());
        }
    }
    if (fens.empty())
        return Error {"no positions in openings file " + quoted(path)};
    return fens;
}

std::string moveComment(bool hasScore, int score, int depth, std::int64_t elapsedMs)
{
    char time[32];
    std::snprintf(time, sizeof time, "%lld.%03llds", static_cast<long long>(elapsedMs / 1000),
        static_cast<long long>(elapsedMs % 1000));
    if (!hasScore)
        return time;
    std::string value;
    if (isMateScore(score)) {
        const int moves = mateMoves(score);
        value = (moves > 0 ? "+M" : "-M") + std::to_string(std::abs(moves));
    } else {
        value = text::pawns(score, true);
    }
    return value + "/" + std::to_string(depth) + " " + time;
}

namespace {

std::string today()
{
    const std::time_t now = std::time(nullptr);
    std::tm tm {};
    localtime_r(&now, &tm);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y.%m.%d", &tm);
    return buf;
}

struct Seat {
    UciClient client;
    bool ready = false;
};

// Plays one game through a kd::Game, which checks every move, ends the game by the rules (claiming
// threefold repetition and fifty moves for the engines) and writes the PGN; the seats hold the
// engines (seats[0] is engines[0]).
GameOutcome playGame(const MatchConfig& config, Seat seats[2], int number, const std::string& openingFen)
{
    GameOutcome out;
    out.number = number;
    out.whiteEngine = (number - 1) % 2; // engines[0] has White in odd-numbered games
    Game game(Position::fromFen(openingFen).value());
    game.setTag("Event", config.event);
    game.setTag("Site", "kandinsky-cli match");
    game.setTag("Date", today());
    game.setTag("Round", std::to_string(number));
    game.setTag("White", seats[out.whiteEngine].client.name());
    game.setTag("Black", seats[1 - out.whiteEngine].client.name());
    game.setTag("TimeControl", config.timeControl.pgnText());

    auto seatOf = [&](Color c) -> Seat& { return seats[c == WHITE ? out.whiteEngine : 1 - out.whiteEngine]; };
    auto forfeit = [&](Color c, GameResult::Reason reason, const std::string& what) {
        game.finish(
            GameResult::win(~c, reason, std::string(colorName(c)) + " (" + seatOf(c).client.name() + ") " + what));
    };
    for (Color c : {WHITE, BLACK})
        if (Result<void> ok = seatOf(c).client.newGame(config.startTimeoutMs); !ok) {
            seatOf(c).ready = false;
            forfeit(c, GameResult::Reason::Crash, "failed: " + ok.error());
            break;
        }

    std::int64_t clock[COLOR_NB] = {config.timeControl.baseMs, config.timeControl.baseMs};
    const std::int64_t inc = config.timeControl.incMs;
    while (!game.over()) {
        const Color us = game.current().sideToMove();
        Seat& seat = seatOf(us);
        const EngineSpec& spec = config.engines[us == WHITE ? out.whiteEngine : 1 - out.whiteEngine];
        const std::string position = game.uciPosition(game.plyCount());
        const std::string go = "go wtime " + std::to_string(clock[WHITE]) + " btime " + std::to_string(clock[BLACK])
            + " winc " + std::to_string(inc) + " binc " + std::to_string(inc)
            + (spec.depth > 0 ? " depth " + std::to_string(spec.depth) : std::string())
            + (spec.nodes > 0 ? " nodes " + std::to_string(spec.nodes) : std::string());
        const UciClient::Reply reply = seat.client.go(position, go, clock[us] + config.timeMarginMs + 1);

        if (reply.status == UciClient::Reply::Crashed) {
            seat.ready = false;
            forfeit(us, GameResult::Reason::Crash, "crashed: " + reply.detail);
            break;
        }
        if (reply.status == UciClient::Reply::Move)
            clock[us] -= reply.elapsedMs;
        if (reply.status == UciClient::Reply::Timeout || clock[us] < -config.timeMarginMs) {
            seat.ready = false; // it may still be thinking: start it afresh for the next game
            game.flagFall(us);
            break;
        }
        clock[us] += inc;

        const Result<Move> m = parseUci(game.current(), reply.bestmove);
        if (!m) {
            forfeit(us, GameResult::Reason::IllegalMove,
                "played an illegal move " + quoted(reply.bestmove) + ": " + m.error());
            break;
        }
        game.play(*m);
        game.setComment(
            game.mainNode(game.plyCount()), moveComment(reply.hasScore, reply.score, reply.depth, reply.elapsedMs));
    }
    out.result = game.gameResult();
    out.reason = out.result.sentence();
    out.pgn = game.toPgn();
    return out;
}

} // namespace

Result<MatchStats> runMatch(const MatchConfig& config, const std::string& pgnPath,
    const std::function<void(const GameOutcome&, const MatchStats&)>& onGame,
    const std::function<void(const std::string&)>& onNote)
{
    if (config.games < 1)
        return Error {"a match needs at least one game"};
    if (config.firstGame < 1 || config.firstGame > config.games)
        return Error {"the first game (" + std::to_string(config.firstGame) + ") must be from 1 to the last ("
            + std::to_string(config.games) + ")"};
    std::vector<std::string> openings = config.openings;
    if (openings.empty())
        openings.emplace_back(Position::START_FEN);

    MatchStats stats;
    std::map<int, double> pairStarted; // pair index -> engines[0]'s score in its first finished game
    // A finished game counts: its result, its pair once both games of the pair are in, the SPRT.
    auto record = [&](int number, double scoreOfFirst) {
        stats.add(scoreOfFirst);
        const int pair = (number - 1) / 2;
        if (const auto first = pairStarted.find(pair); first != pairStarted.end()) {
            ++stats.pairs[std::size_t(std::lround(2 * (first->second + scoreOfFirst)))];
            pairStarted.erase(first);
        } else {
            pairStarted.emplace(pair, scoreOfFirst);
        }
        if (config.sprt) {
            stats.llr = config.sprt->llrPentanomial(stats.pairs);
            if (stats.verdict == Sprt::Verdict::Continue)
                stats.verdict = config.sprt->verdict(stats.llr);
        }
    };
    std::set<int> alreadyPlayed; // games from firstGame on that the PGN file holds finished
    std::string earlierNames[2]; // engines[0]'s and engines[1]'s names in the file's first finished game
    if (config.firstGame > 1 && !pgnPath.empty() && std::ifstream(pgnPath).good()) {
        // A resumed match: the finished games the file already holds count as if just played, and
        // those numbered from firstGame on (finished before the stop by another of the concurrent
        // games) are not played again.
        std::map<int, double> earlier; // game number -> engines[0]'s score; the first of a number only
        const Result<void> read = forEachPgnGame(pgnPath, [&](PgnFileGame&& g) {
            if (!g.game) {
                ++stats.unreadGames;
                return true;
            }
            const auto number = parseNumber<int>(g.game->tag("Round"));
            const std::string result = g.game->tag("Result");
            if (!number || *number < 1 || *number > config.games
                || (result != "1-0" && result != "0-1" && result != "1/2-1/2"))
                return true;
            const double white = result == "1-0" ? 1.0 : result == "0-1" ? 0.0 : 0.5;
            if (earlier.empty()) {
                earlierNames[0] = g.game->tag(*number % 2 ? "White" : "Black");
                earlierNames[1] = g.game->tag(*number % 2 ? "Black" : "White");
            }
            earlier.emplace(*number, *number % 2 ? white : 1.0 - white); // engines[0] has White in odd games
            return true;
        });
        if (!read)
            return Error {"cannot resume from PGN file " + quoted(pgnPath) + ": " + read.error()};
        for (const auto& [number, score] : earlier) {
            record(number, score);
            if (number >= config.firstGame)
                alreadyPlayed.insert(number);
        }
        stats.earlierGames = int(earlier.size());
    }
    std::ofstream pgnFile;
    if (!pgnPath.empty()) {
        pgnFile.open(pgnPath, std::ios::binary | (config.firstGame > 1 ? std::ios::app : std::ios::trunc));
        if (!pgnFile)
            return Error {"cannot write PGN file " + quoted(pgnPath)};
    }

    std::mutex mutex;
    std::string failure;
    std::atomic<int> next {config.firstGame};
    std::atomic<bool> failed {false}, decided {stats.verdict != Sprt::Verdict::Continue};
    std::atomic<bool> noted[2] = {false, false}; // onNote called for the engine's first start

    auto worker = [&] {
        Seat seats[2];
        for (;;) {
            const int number = next.fetch_add(1);
            if (number > config.games || failed || decided)
                break;
            if (alreadyPlayed.contains(number))
                continue;
            for (int s = 0; s < 2; ++s) {
                if (seats[s].ready)
                    continue;
                seats[s].client.quit();
                if (Result<void> ok = seats[s].client.start(config.engines[s], config.startTimeoutMs); !ok) {
                    std::lock_guard lock(mutex);
                    failure
                        = "engine " + std::to_string(s + 1) + " (" + config.engines[s].command[0] + "): " + ok.error();
                    failed = true;
                    return;
                }
                seats[s].ready = true;
                if (onNote && !noted[s].exchange(true)) {
                    std::lock_guard lock(mutex);
                    for (const std::string& m : seats[s].client.startMessages())
                        onNote("engine " + std::to_string(s + 1) + " (" + seats[s].client.name() + "): " + m);
                }
            }
            if (!earlierNames[0].empty() || !earlierNames[1].empty()) {
                // The file's games count for these engines only if they are the same ones, in the
                // same order (swapped, every earlier score would count for the other engine).
                const std::string now[2] = {seats[0].client.name(), seats[1].client.name()};
                if (now[0] != earlierNames[0] || now[1] != earlierNames[1]) {
                    std::lock_guard lock(mutex);
                    failure = "cannot resume from PGN file " + quoted(pgnPath) + ": its games were played by "
                        + quoted(earlierNames[0]) + " and " + quoted(earlierNames[1]) + " (engine 1 and 2), not by "
                        + quoted(now[0]) + " and " + quoted(now[1])
                        + ": resume with the same engines in the same order, or write to another --pgn";
                    failed = true;
                    return;
                }
            }
            const std::string& opening = openings[std::size_t((number - 1) / 2) % openings.size()];
            const GameOutcome outcome = playGame(config, seats, number, opening);
            std::lock_guard lock(mutex);
            record(number, outcome.scoreOfFirst());
            decided = stats.verdict != Sprt::Verdict::Continue;
            if (pgnFile) {
                pgnFile << writePgn(outcome.pgn);
                pgnFile.flush();
            }
            if (onGame)
                onGame(outcome, stats);
        }
        for (Seat& s : seats)
            s.client.quit();
    };

    std::vector<std::thread> threads;
    for (int t = 0; t < std::max(1, std::min(config.concurrency, config.games - config.firstGame + 1)); ++t)
        threads.emplace_back(worker);
    for (std::thread& t : threads)
        t.join();
    if (failed)
        return Error {failure};
    return stats;
}

} // namespace kd
