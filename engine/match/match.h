// Engine matches: two UCI engines play a series of games from opening positions, colours
// alternating per opening, on a clock. Each game is a kd::Game: it checks every move and ends the game
// by the rules (mate, stalemate, insufficient material, fivefold repetition, seventy-five moves, and
// threefold repetition and fifty moves, claimed for the engines); a flag fall, a crash or an illegal
// move loses (a flag fall draws when the other side cannot mate). Its PGN is the Game's.
#pragma once

#include "core/result.h"
#include "game/game.h"
#include "game/pgn.h"
#include "game/timecontrol.h"
#include "match/sprt.h"
#include "match/uciclient.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace kd {

struct MatchConfig {
    EngineSpec engines[2];
    int games = 2; // the schedule's last game
    // The schedule's first game played: a match resumed at game N plays games N to `games` with the
    // openings and colours they have in a full run (game N's opening is number (N - 1) / 2 + 1, and
    // engines[0] has White in odd-numbered games) and appends to its PGN file instead of replacing
    // it; the finished games the file already holds (numbered by their Round tag, up to `games`)
    // count in the totals and the SPRT as if just played, so that a test resumes where it stopped,
    // and those numbered N or later (finished before the stop beside the game that was not) are not
    // played again.
    int firstGame = 1;
    TimeControl timeControl;
    std::vector<std::string> openings; // FENs, used in turn; the standard start when empty
    int concurrency = 1; // games played at once, each by its own pair of processes
    std::int64_t timeMarginMs = 0; // how far past zero a clock may run before the flag falls
    int startTimeoutMs = 10000; // for "uciok" and "readyok"
    std::string event = "Kandinsky engine match";
    // With an SPRT no new game starts once its verdict is in (the games under way finish and
    // count); games is then the most the match may play.
    std::optional<Sprt> sprt;
};

struct GameOutcome {
    int number = 0; // 1-based
    int whiteEngine = 0; // index into MatchConfig::engines
    GameResult result; // how it ended
    std::string reason; // result.sentence(): "Checkmate: White wins", "Black loses on time", ...
    PgnGame pgn; // the Game's PGN: tags, moves, result and Termination
    double scoreOfFirst() const; // 1, 0.5 or 0 for engines[0]
};

struct MatchStats {
    int wins = 0, draws = 0, losses = 0; // from engines[0]'s side
    // Finished pairs of games (the two colours of one opening, games 2k-1 and 2k) by engines[0]'s
    // points; a pair counts once both its games are over.
    Pentanomial pairs {};
    // The SPRT's log-likelihood ratio (pentanomial) and its verdict, when the match runs one: the
    // verdict is the first bound the LLR crossed and stays.
    double llr = 0;
    Sprt::Verdict verdict = Sprt::Verdict::Continue;
    // A resumed match (MatchConfig::firstGame > 1): the finished games its PGN file already held,
    // counted in the totals above, and the file's games that did not read.
    int earlierGames = 0;
    int unreadGames = 0;

    int games() const { return wins + draws + losses; }
    double score() const; // fraction of points
    // The Elo difference the score implies, and half the width of its 95% confidence interval
    // (from the per-game variance of the results). Infinite at 0% or 100%.
    double elo() const;
    double eloError95() const;
    void add(double scoreOfFirst);
};

// Loads openings: EPD or FEN lines (the first four to six fields; '#' comments) or a PGN file (the
// position at the end of each game's main line).
Result<std::vector<std::string>> loadOpenings(const std::string& path);

// The comment a match writes after each move in the PGN, the engine's own view of it as
// cutechess-cli writes it: its last score of the first line, in pawns from the mover's side with two
// decimals ("+0.35", "-1.20", "0.00"; a mate "+M5" or "-M3" in moves), "/" the depth, then the time
// the move took in seconds ("+0.35/12 0.481s"); the time alone when the engine gave no score.
std::string moveComment(bool hasScore, int score, int depth, std::int64_t elapsedMs);

// Plays the match. onGame is called after every game, in the order they finish, with the totals so
// far (from one thread at a time). If pgnPath is not empty every game is appended to it as it ends
// (the file is replaced first unless the match starts after game 1). onNote, when given, is called
// once per engine with each message it sent while it first started ("info string" lines, such as
// an option it could not use): "engine 1 (name): model file 'x.json': ...; keeping model classical".
Result<MatchStats> runMatch(const MatchConfig& config, const std::string& pgnPath,
    const std::function<void(const GameOutcome&, const MatchStats&)>& onGame,
    const std::function<void(const std::string&)>& onNote = {});

} // namespace kd
