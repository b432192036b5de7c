// Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard test of a
// move generator. Leaves are bulk-counted: at depth 1 the moves are counted, not made.
#pragma once

#include "core/position.h"
#include "core/result.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kd {

std::uint64_t perft(Position& pos, int depth);

// Leaf counts below each legal root move, in generation order.
std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth);

// One line of an EPD perft suite: "FEN ;D1 20 ;D2 400 ...".
struct PerftCase {
    std::string fen;
    std::vector<std::pair<int, std::uint64_t>> counts; // (depth, expected leaf count)
};

// Parses a suite line. Blank lines and '#' comments are not cases: the caller skips them
// (isPerftComment). The FEN is validated too, so a case that parses can be set up.
Result<PerftCase> parsePerftLine(std::string_view line);
bool isPerftComment(std::string_view line);

} // namespace kd
