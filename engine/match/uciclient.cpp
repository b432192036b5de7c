#include "match/uciclient.h"

#include "core/text.h"

#include <algorithm>
#include <cctype>
#include <chrono>

namespace kd {

using namespace text;

Result<EngineSpec> EngineSpec::parse(const std::vector<std::string>& words)
{
    EngineSpec spec;
    if (words.empty())
        return Error {"an engine needs a command"};
    spec.command.push_back(words[0]);
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string& w = words[i];
        const std::size_t eq = w.find('=');
        if (w.rfind("-name=", 0) == 0)
            spec.name = w.substr(6);
        else if (eq == std::string::npos)
            spec.command.push_back(w);
        else if (eq == 0)
            return Error {"option " + quoted(w) + " has no name before '='"};
        else
            spec.options.emplace_back(w.substr(0, eq), w.substr(eq + 1));
    }
    return spec;
}

Result<void> UciClient::waitFor(std::string_view token, int timeoutMs, std::string_view sent)
{
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
    std::string line;
    for (;;) {
        const int left = int(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count());
        switch (process_.readLine(line, std::max(0, left))) {
        case ChildProcess::ReadStatus::Timeout:
            return Error {"no '" + std::string(token) + "' within " + std::to_string(timeoutMs) + " ms after '"
                + std::string(sent) + "'"};
        case ChildProcess::ReadStatus::Closed:
            return Error {"the engine exited (" + process_.terminate(0) + ") after '" + std::string(sent) + "'"};
        case ChildProcess::ReadStatus::Line:
            break;
        }
        const std::vector<std::string_view> words = split(line);
        if (words.empty())
            continue;
        if (words[0] == token)
            return {};
        if (words.size() >= 3 && words[0] == "id" && words[1] == "name")
            name_ = std::string(trim(std::string_view(line).substr(line.find("name") + 4)));
        if (words.size() >= 3 && words[0] == "option" && words[1] == "name") {
            const std::size_t from = line.find("name") + 4;
            const std::size_t to = line.find(" type ", from);
            optionNames_.emplace_back(trim(std::string_view(line).substr(from, to - from)));
        }
    }
}

Result<void> UciClient::start(const EngineSpec& spec, int timeoutMs)
{
    if (Result<void> started = process_.start(spec.command); !started)
        return started;
    name_ = spec.command[0];
    optionNames_.clear();
    process_.writeLine("uci");
    if (Result<void> ok = waitFor("uciok", timeoutMs, "uci"); !ok)
        return ok;
    if (!spec.name.empty())
        name_ = spec.name;
    for (const auto& [option, value] : spec.options) {
        // A named copy: clang before 16 cannot capture a structured binding in a lambda.
        const std::string wanted = lower(option);
        const bool offered = std::any_of(
            optionNames_.begin(), optionNames_.end(), [&](const std::string& n) { return lower(n) == wanted; });
        if (!offered)
            return Error {name_ + " has no option " + quoted(option)};
        process_.writeLine("setoption name " + option + " value " + value);
    }
    process_.writeLine("isready");
    return waitFor("readyok", timeoutMs, "isready");
}

Result<void> UciClient::newGame(int timeoutMs)
{
    process_.writeLine("ucinewgame");
    process_.writeLine("isready");
    return waitFor("readyok", timeoutMs, "isready");
}

UciClient::Reply UciClient::go(const std::string& positionCommand, const std::string& goCommand, std::int64_t timeoutMs)
{
    using Clock = std::chrono::steady_clock;
    Reply reply;
    process_.writeLine(positionCommand);
    const auto start = Clock::now();
    if (!process_.writeLine(goCommand)) {
        reply.detail = "the engine no longer reads its input (" + process_.terminate(0) + ")";
        return reply;
    }
    const auto deadline = start + std::chrono::milliseconds(timeoutMs);
    std::string line;
    for (;;) {
        const auto now = Clock::now();
        const int left = int(
            std::max<std::int64_t>(0, std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now).count()));
        const ChildProcess::ReadStatus status = process_.readLine(line, left);
        reply.elapsedMs = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
        if (status == ChildProcess::ReadStatus::Timeout) {
            reply.status = Reply::Timeout;
            return reply;
        }
        if (status == ChildProcess::ReadStatus::Closed) {
            reply.status = Reply::Crashed;
            reply.detail = process_.terminate(0);
            return reply;
        }
        const std::vector<std::string_view> words = split(line);
        if (words.empty())
            continue;
        if (words[0] == "bestmove") {
            reply.status = Reply::Move;
            reply.bestmove = words.size() > 1 ? std::string(words[1]) : std::string();
            return reply;
        }
        // Everything else ("info" lines included) is read past: the match runner needs only the move.
    }
}

void UciClient::quit()
{
    if (!process_.running())
        return;
    process_.writeLine("quit");
    process_.terminate(500);
}

} // namespace kd
