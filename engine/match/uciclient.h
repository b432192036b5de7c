// The UCI client: starts an engine process, speaks UCI to it and times its answers. Used by the
// match runner (kandinsky-cli match).
#pragma once

#include "core/result.h"
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

    // Parses words: the first is the program; "name=value" words are options ("Move Overhead=20"
    // as one word); "-name=Display" names the engine; other words are arguments.
    static Result<EngineSpec> parse(const std::vector<std::string>& words);
};

class UciClient {
public:
    // Starts the engine, waits for "uciok", sets the options (an option the engine does not offer
    // is an error), then waits for "readyok". Timeouts in milliseconds.
    Result<void> start(const EngineSpec& spec, int timeoutMs = 10000);
    const std::string& name() const { return name_; }
    const std::vector<std::string>& optionNames() const { return optionNames_; }

    // "ucinewgame" then "isready"/"readyok".
    Result<void> newGame(int timeoutMs = 10000);

    struct Reply {
        enum Status { Move, Timeout, Crashed } status = Crashed;
        std::string bestmove; // as sent, unchecked
        std::int64_t elapsedMs = 0;
        std::string detail; // why it crashed: the exit status
    };
    // Sends the position and go commands and waits up to timeoutMs for "bestmove".
    Reply go(const std::string& positionCommand, const std::string& goCommand, std::int64_t timeoutMs);

    // "quit", then terminates the process.
    void quit();

private:
    Result<void> waitFor(std::string_view token, int timeoutMs, std::string_view sent);

    ChildProcess process_;
    std::string name_;
    std::vector<std::string> optionNames_;
};

} // namespace kd
