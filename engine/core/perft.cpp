#include "core/perft.h"

#include "core/movegen.h"
#include "core/text.h"

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

} // namespace

std::uint64_t perft(Position& pos, int depth) { return depth <= 0 ? 1 : perftRecursive(pos, depth); }

std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth)
{
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
        c.counts.emplace_back(depth, count.value_or(0));
        if (next == std::string_view::npos)
            break;
        rest = rest.substr(next + 1);
    }
    return c;
}

} // namespace kd
