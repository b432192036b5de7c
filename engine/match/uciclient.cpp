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
        if (w.rfind("-name=", 0) == 0) {
            spec.name = w.substr(6);
        } else if (w.rfind("-depth=", 0) == 0) {
            const auto d = parseNumber<int>(w.substr(7));
            if (!d || *d < 1 || *d > 100)
                return Error {"-depth= needs a whole number from 1 to 100, got " + quoted(w.substr(7))};
            spec.depth = *d;
        } else if (w.rfind("-nodes=", 0) == 0) {
            const auto n = parseNumber<std::uint64_t>(w.substr(7));
            if (!n || *n < 1)
                return Error {"-nodes= needs a whole number of at least 1, got " + quoted(w.substr(7))};
            spec.nodes = *n;
        } else if (eq == std::string::npos) {
            spec.command.push_back(w);
        } else if (eq == 0) {
            return Error {"option " + quoted(w) + " has no name before '='"};
        } else {
            spec.options.emplace_back(w.substr(0, eq), w.substr(eq + 1));
        }
    }
    return spec;
}

Result<void> UciClient::waitFor(
    std::string_view token, int timeoutMs, std::string_view sent, std::vector<std::string>* infoStrings)
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
            return Error {"the engine exited (" + exitStatus() + ") after '" + std::string(sent) + "'"};
        case ChildProcess::ReadStatus::Line:
            break;
        }
        const std::vector<std::string_view> words = split(line);
        if (words.empty())
            continue;
        if (words[0] == token)
            return {};
        if (words.size() >= 3 && words[0] == "id" && (words[1] == "name" || words[1] == "author")) {
            // The rest of the line after "id name" / "id author", spaces and all.
            const std::string_view rest
                = trim(std::string_view(line).substr(std::size_t(words[1].data() - line.data()) + words[1].size()));
            (words[1] == "name" ? name_ : author_) = std::string(rest);
        }
        if (infoStrings && words[0] == "info")
            if (UciInfo info = UciInfo::parse(line); !info.text.empty())
                infoStrings->push_back(std::move(info.text));
        if (words[0] == "option") {
            // A line that does not parse is skipped: the engine stays usable without that option.
            if (Result<UciOptionDecl> decl = UciOptionDecl::parse(line); decl && !option(decl->name))
                options_.push_back(std::move(*decl));
        }
    }
}

std::string UciClient::exitStatus()
{
    // The engine closed its output, so it is exiting: a moment to go, so its own status is read
    // (a signal, an exit code) rather than the kill that would follow.
    return process_.terminate(200);
}

Result<void> UciClient::start(const EngineSpec& spec, int timeoutMs)
{
    if (process_.running())
        quit();
    name_.clear();
    author_.clear();
    options_.clear();
    startMessages_.clear();
    if (Result<void> started = process_.start(spec.command); !started)
        return started;
    name_ = spec.command[0];
    process_.writeLine("uci");
    if (Result<void> ok = waitFor("uciok", timeoutMs, "uci", &startMessages_); !ok)
        return Error {name_ + ": " + ok.error()};
    if (!spec.name.empty())
        name_ = spec.name;
    for (const auto& [option, value] : spec.options)
        if (Result<void> set = setOption(option, value); !set)
            return set;
    if (Result<void> ok = ready(timeoutMs, &startMessages_); !ok)
        return Error {name_ + ": " + ok.error()};
    return {};
}

const UciOptionDecl* UciClient::option(std::string_view name) const
{
    const std::string wanted = lower(name);
    for (const UciOptionDecl& o : options_)
        if (lower(o.name) == wanted)
            return &o;
    return nullptr;
}

Result<void> UciClient::setOption(const std::string& name, const std::string& value)
{
    const UciOptionDecl* decl = option(name);
    if (!decl)
        return Error {name_ + " has no option " + quoted(name)};
    const Result<std::string> checked = decl->check(value);
    if (!checked)
        return Error {name_ + ": " + checked.error()};
    std::string line = "setoption name " + decl->name;
    if (decl->type != UciOptionDecl::Button)
        line += " value " + (decl->type == UciOptionDecl::String && checked->empty() ? "<empty>" : *checked);
    if (!process_.writeLine(line))
        return Error {name_ + " no longer reads its input"};
    return {};
}

Result<void> UciClient::isReady(int timeoutMs) { return ready(timeoutMs, nullptr); }

Result<void> UciClient::ready(int timeoutMs, std::vector<std::string>* infoStrings)
{
    if (!process_.writeLine("isready"))
        return Error {"the engine no longer reads its input"};
    return waitFor("readyok", timeoutMs, "isready", infoStrings);
}

Result<void> UciClient::newGame(int timeoutMs)
{
    process_.writeLine("ucinewgame");
    return isReady(timeoutMs);
}

UciClient::Reply UciClient::go(const std::string& positionCommand, const std::string& goCommand, std::int64_t timeoutMs)
{
    using Clock = std::chrono::steady_clock;
    Reply reply;
    process_.writeLine(positionCommand);
    const auto start = Clock::now();
    if (!process_.writeLine(goCommand)) {
        reply.detail = "the engine no longer reads its input (" + exitStatus() + ")";
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
            reply.detail = exitStatus();
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
        if (words[0] == "info") {
            // The match runner keeps the engine's own view of its move for the PGN's comment.
            const UciInfo info = UciInfo::parse(line);
            if (info.hasScore && info.multipv == 1) {
                reply.hasScore = true;
                reply.depth = info.depth;
                reply.score = info.score;
            }
        }
        // Everything else is read past.
    }
}

bool UciClient::send(std::string_view line) { return process_.writeLine(line); }

UciClient::Event UciClient::next(int timeoutMs)
{
    Event event;
    switch (process_.readLine(event.line, timeoutMs)) {
    case ChildProcess::ReadStatus::Timeout:
        event.kind = Event::Timeout;
        return event;
    case ChildProcess::ReadStatus::Closed:
        event.kind = Event::Closed;
        event.detail = exitStatus();
        return event;
    case ChildProcess::ReadStatus::Line:
        break;
    }
    const std::vector<std::string_view> words = split(event.line);
    const std::string_view first = words.empty() ? std::string_view() : words[0];
    if (first == "info") {
        event.kind = Event::Info;
        event.info = UciInfo::parse(event.line);
    } else if (first == "bestmove") {
        event.kind = Event::BestMove;
        event.move = words.size() > 1 ? std::string(words[1]) : std::string();
        if (words.size() > 3 && words[2] == "ponder")
            event.ponder = std::string(words[3]);
    } else if (first == "readyok") {
        event.kind = Event::ReadyOk;
    } else {
        event.kind = Event::Other;
    }
    return event;
}

void UciClient::quit(int graceMs)
{
    if (!process_.running())
        return;
    process_.writeLine("quit");
    process_.terminate(graceMs);
}

} // namespace kd
