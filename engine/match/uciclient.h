// The UCI client: starts an engine process, speaks UCI to it and times its answers. Used by the
// match runner (kandinsky-cli match) with the blocking go(), and by the GUI's UciEngine worker with
// the streaming send()/next(), which never blocks longer than the timeout it is given.
#pragma once

#include "core/result.h"
#include "core/ucitext.h"
#include "match/process.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace kd {

// An engine as a command line plus UCI options to set: "/usr/games/stockfish UCI_Elo=2000".
struct EngineSpec {
    std::vector<std::string> command; // program and arguments
    std::vector<std::pair<std::string, std::string>> options;
    std::string name; // display name; the engine's "id name" when empty
    // Limits added to every "go" besides the clock (0: none), as cutechess-cli's depth= and nodes=:
    // a limited engine (Stockfish's UCI_Elo picks its move at a fixed depth) then answers as soon
    // as its move is chosen instead of thinking on for the clock.
    int depth = 0;
    std::uint64_t nodes = 0;

    // Parses words: the first is the program; "name=value" words are options ("Move Overhead=20"
    // as one word); "-name=Display" names the engine, "-depth=N" and "-nodes=N" limit its
    // searches; other words are arguments.
    static Result<EngineSpec> parse(const std::vector<std::string>& words);
};

class UciClient {
public:
    // Starts the engine, waits for "uciok", sets the options (an option the engine does not offer
    // is an error), then waits for "readyok". Timeouts in milliseconds.
    // A value that does not fit the option's declaration (UciOptionDecl::check) is an error too.
    // Errors after the process started begin with the engine's name ("Stockfish: no 'readyok'
    // within 10000 ms after 'isready'"). An option line that does not parse is skipped: the
    // engine stays usable without that option.
    Result<void> start(const EngineSpec& spec, int timeoutMs = 10000);
    bool running() const { return process_.running(); }
    const std::string& name() const { return name_; } // "id name", or the spec's name
    const std::string& author() const { return author_; } // "id author"; empty when not given
    const std::vector<UciOptionDecl>& options() const { return options_; }
    // The text of each "info string" line the engine sent while it started (from "uci" to the
    // "readyok" after the options), in order: an engine that could not use an option says so
    // there ("model file 'x.json': ...; keeping model classical").
    const std::vector<std::string>& startMessages() const { return startMessages_; }
    const UciOptionDecl* option(std::string_view name) const; // in any case; nullptr if not declared

    // Sends "setoption name N value V" after checking V against the declaration (an undeclared
    // option or a bad value is an error and nothing is sent). Follow with isReady().
    Result<void> setOption(const std::string& name, const std::string& value);
    // "isready", then waits for "readyok" (info lines before it are read past).
    Result<void> isReady(int timeoutMs = 10000);

    // "ucinewgame" then "isready"/"readyok".
    Result<void> newGame(int timeoutMs = 10000);

    struct Reply {
        enum Status { Move, Timeout, Crashed } status = Crashed;
        std::string bestmove; // as sent, unchecked
        std::int64_t elapsedMs = 0;
        std::string detail; // why it crashed: the exit status
        // The last "info" line of the first line (multipv 1) that had a score, before bestmove:
        // its depth and score (UciInfo's form, from the side to move). hasScore false without one.
        bool hasScore = false;
        int depth = 0, score = 0;
    };
    // Sends the position and go commands and waits up to timeoutMs for "bestmove".
    Reply go(const std::string& positionCommand, const std::string& goCommand, std::int64_t timeoutMs);

    // Streaming, for a front end that reads the engine as it talks (analysis, a GUI's game):
    // send() writes one line (false when the engine no longer reads); next() waits up to timeoutMs
    // (0: only what has arrived) for one line and says what it was.
    bool send(std::string_view line);
    struct Event {
        enum Kind {
            Info, // an "info" line, parsed into info
            BestMove, // "bestmove M [ponder P]": move (unchecked), ponder
            ReadyOk,
            Other, // any other line, in line
            Timeout, // nothing whole arrived in time
            Closed, // the engine exited: detail is its exit status ("killed by signal 11")
        };
        Kind kind = Timeout;
        UciInfo info;
        std::string move, ponder;
        std::string line; // the line as read
        std::string detail;
    };
    Event next(int timeoutMs);
    // The descriptor the engine's output arrives on, for a poll loop or a QSocketNotifier; -1 when
    // no engine runs. Read only through next().
    int outputFd() const { return process_.outputFd(); }

    // "quit", then terminates the process (gives it graceMs to exit).
    void quit(int graceMs = 500);

private:
    // Reads lines up to `token`; the text of each "info string" line read on the way is appended
    // to infoStrings when given.
    Result<void> waitFor(
        std::string_view token, int timeoutMs, std::string_view sent, std::vector<std::string>* infoStrings = nullptr);
    // isready, then waitFor("readyok"): isReady() and the end of start() (which keeps the info strings).
    Result<void> ready(int timeoutMs, std::vector<std::string>* infoStrings);
    std::string exitStatus(); // after the engine closed its output: how it ended

    ChildProcess process_;
    std::string name_, author_;
    std::vector<UciOptionDecl> options_;
    std::vector<std::string> startMessages_;
};

} // namespace kd
