#include "core/perft.h"

#include "core/file.h"
#include "core/movegen.h"
#include "core/text.h"

#include <chrono>
#include <fstream>
#include <stdexcept>

namespace kd {

using text::trim;

namespace {

std::uint64_t perftRecursive(Position& pos, int depth)
{
    if (depth == 1)
        return countLegalMoves(pos);
    std::uint64_t nodes = 0;
    for (Move m : MoveList(pos)) {
        pos.doMove(m);
        nodes += perftRecursive(pos, depth - 1);
        pos.undoMove();
    }
    return nodes;
}

struct Budget {
    std::uint64_t max = 0;
    std::uint64_t leaves = 0;
    std::uint64_t made = 0;
    bool passed = false;
};

// perftRecursive with a budget checked at every move made and every leaf count: a tree far bigger
// than expected (two bare kings at depth 30) ends as soon as it passes the budget.
void perftBudgeted(Position& pos, int depth, Budget& budget)
{
    if (depth == 1) {
        budget.leaves += countLegalMoves(pos);
        budget.passed = budget.leaves > budget.max;
        return;
    }
    for (Move m : MoveList(pos)) {
        if (++budget.made > budget.max) {
            budget.passed = true;
            return;
        }
        pos.doMove(m);
        perftBudgeted(pos, depth - 1, budget);
        pos.undoMove();
        if (budget.passed)
            return;
    }
}

void checkDepth(int depth)
{
    if (depth > MAX_PERFT_DEPTH)
        throw std::invalid_argument(
            "perft depth " + std::to_string(depth) + " is deeper than " + std::to_string(MAX_PERFT_DEPTH));
}

} // namespace

std::uint64_t perft(Position& pos, int depth)
{
    checkDepth(depth);
    return depth <= 0 ? 1 : perftRecursive(pos, depth);
}

PerftCount perft(Position& pos, int depth, std::uint64_t maxNodes)
{
    checkDepth(depth);
    if (depth <= 0)
        return {1, maxNodes >= 1};
    Budget budget;
    budget.max = maxNodes;
    perftBudgeted(pos, depth, budget);
    return {budget.leaves, !budget.passed};
}

std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth)
{
    checkDepth(depth);
    std::vector<std::pair<Move, std::uint64_t>> result;
    for (Move m : MoveList(pos)) {
        pos.doMove(m);
        result.emplace_back(m, perft(pos, depth - 1));
        pos.undoMove();
    }
    return result;
}

bool isPerftComment(std::string_view line)
{
    line = trim(line);
    return line.empty() || line.front() == '#';
}

Result<PerftCase> parsePerftLine(std::string_view line)
{
    line = trim(line);
    const std::size_t semi = line.find(';');
    if (semi == std::string_view::npos)
        return Error {"no ';D<depth> <count>' entries after the FEN"};
    PerftCase c;
    c.fen = std::string(trim(line.substr(0, semi)));
    if (auto pos = Position::fromFen(c.fen); !pos)
        return Error {"bad FEN: " + pos.error()};

    std::string_view rest = line.substr(semi + 1);
    while (true) {
        const std::size_t next = rest.find(';');
        const std::string_view entry = trim(rest.substr(0, next));
        const std::size_t space = entry.find(' ');
        const std::string_view d = entry.substr(0, space);
        const int depth = d.size() > 1 && d[0] == 'D' ? text::parseNumber<int>(d.substr(1)).value_or(0) : 0;
        const auto count = space == std::string_view::npos
            ? std::nullopt
            : text::parseNumber<std::uint64_t>(trim(entry.substr(space)));
        if (depth < 1 || !count)
            return Error {"bad entry '" + std::string(entry) + "': expected 'D<depth> <node count>', as in 'D3 8902'"};
        if (depth > MAX_PERFT_DEPTH)
            return Error {"bad entry '" + std::string(entry) + "': depth " + std::to_string(depth)
                + " is out of range (1 to " + std::to_string(MAX_PERFT_DEPTH) + ")"};
        c.counts.emplace_back(depth, count.value_or(0));
        if (next == std::string_view::npos)
            break;
        rest = rest.substr(next + 1);
    }
    return c;
}

Result<std::vector<PerftCase>> loadPerftSuite(const std::string& path)
{
    if (Result<void> file = checkStreamableFile(path); !file)
        return Error {"cannot open EPD file '" + path + "': " + file.error()};
    std::ifstream in(path);
    if (!in)
        return Error {"cannot open EPD file '" + path + "'"};
    std::vector<PerftCase> cases;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (isPerftComment(line))
            continue;
        Result<PerftCase> c = parsePerftLine(line);
        if (!c)
            return Error {path + ":" + std::to_string(number) + ": " + c.error()};
        c->line = number;
        cases.push_back(std::move(c).value());
    }
    return cases;
}

PerftSuiteSummary runPerftSuite(
    const std::vector<PerftCase>& cases, std::uint64_t maxNodes, const std::function<void(const PerftCheck&)>& onCheck)
{
    PerftSuiteSummary summary;
    summary.positions = int(cases.size());
    const auto start = std::chrono::steady_clock::now();
    for (const PerftCase& c : cases) {
        Position pos = Position::fromFen(c.fen).value();
        for (const auto& [depth, expected] : c.counts) {
            if (expected > maxNodes)
                continue;
            const PerftCount count = perft(pos, depth, maxNodes);
            PerftCheck check;
            check.position = &c;
            check.depth = depth;
            check.expected = expected;
            check.got = count.nodes;
            check.outcome = !count.complete ? PerftCheck::Stopped
                : count.nodes != expected   ? PerftCheck::Mismatch
                                            : PerftCheck::Pass;
            summary.nodes += count.nodes;
            summary.failed += check.outcome == PerftCheck::Mismatch;
            summary.stopped += check.outcome == PerftCheck::Stopped;
            if (onCheck)
                onCheck(check);
        }
    }
    summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return summary;
}

} // namespace kd
