// Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard test of a
// move generator. Leaves are bulk-counted: at depth 1 the moves are counted, not made.
//
// Also the EPD perft suites ("FEN ;D1 20 ;D2 400 ..."): reading them, and running them with a node
// budget, for the command line, the tests and the measurements alike.
#pragma once

#include "core/position.h"
#include "core/result.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kd {

// The deepest perft asked for: far beyond what finishes (the start position at depth 13 has about
// 2 x 10^18 leaves), shallow enough that the recursion cannot exhaust the stack.
inline constexpr int MAX_PERFT_DEPTH = 20;

// Leaf count to depth (0..MAX_PERFT_DEPTH; a deeper one throws std::invalid_argument).
std::uint64_t perft(Position& pos, int depth);

// The same count, given up as soon as more than maxNodes leaves are counted or more than maxNodes
// moves made (complete = false; nodes is then the count so far, a lower bound). pos is restored
// either way. depth as for perft().
struct PerftCount {
    std::uint64_t nodes = 0;
    bool complete = true;
};
PerftCount perft(Position& pos, int depth, std::uint64_t maxNodes);

// Leaf counts below each legal root move, in generation order.
std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth);

// One line of an EPD perft suite: "FEN ;D1 20 ;D2 400 ...".
struct PerftCase {
    std::string fen;
    std::vector<std::pair<int, std::uint64_t>> counts; // (depth 1..MAX_PERFT_DEPTH, expected leaf count)
    int line = 0; // its line number in the file, when read by loadPerftSuite()
};

// Parses a suite line. Blank lines and '#' comments are not cases: the caller skips them
// (isPerftComment). The FEN is validated too, so a case that parses can be set up.
Result<PerftCase> parsePerftLine(std::string_view line);
bool isPerftComment(std::string_view line);

// Every case of a suite file. An unreadable file or a bad line is an error naming "file:line".
Result<std::vector<PerftCase>> loadPerftSuite(const std::string& path);

// One depth of one case, as the suite runner checked it.
struct PerftCheck {
    enum Outcome { Pass, Mismatch, Stopped };
    const PerftCase* position = nullptr;
    int depth = 0;
    std::uint64_t expected = 0;
    std::uint64_t got = 0; // when Stopped: the leaves counted before the budget was passed
    Outcome outcome = Pass;
};

struct PerftSuiteSummary {
    int positions = 0;
    int failed = 0; // mismatches
    int stopped = 0; // depths given up at the node budget: neither passed nor failed
    std::uint64_t nodes = 0;
    double seconds = 0;
    std::uint64_t nps() const { return seconds > 0 ? std::uint64_t(double(nodes) / seconds) : 0; }
};

// Counts every depth of every case whose expected count is at most maxNodes; a depth whose tree
// turns out bigger than that (the expected count was wrong) is stopped at the budget. Calls
// onCheck after each depth counted.
PerftSuiteSummary runPerftSuite(const std::vector<PerftCase>& cases, std::uint64_t maxNodes,
    const std::function<void(const PerftCheck&)>& onCheck = {});

} // namespace kd
