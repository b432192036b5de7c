#include "perft.h"

#include "movegen.h"

#include <charconv>

namespace kd {

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

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
        s.remove_suffix(1);
    return s;
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
        int depth = 0;
        std::uint64_t count = 0;
        const std::string_view d = entry.substr(0, space);
        const std::string_view n = space == std::string_view::npos ? std::string_view {} : trim(entry.substr(space));
        const auto [dp, dec] = d.size() > 1 ? std::from_chars(d.data() + 1, d.data() + d.size(), depth)
                                            : std::from_chars_result {d.data(), std::errc::invalid_argument};
        const auto [np, nec] = std::from_chars(n.data(), n.data() + n.size(), count);
        if (d.empty() || d[0] != 'D' || dec != std::errc() || dp != d.data() + d.size() || depth < 1
            || nec != std::errc() || np != n.data() + n.size() || n.empty())
            return Error {"bad entry '" + std::string(entry) + "': expected 'D<depth> <node count>', as in 'D3 8902'"};
        c.counts.emplace_back(depth, count);
        if (next == std::string_view::npos)
            break;
        rest = rest.substr(next + 1);
    }
    return c;
}

} // namespace kd
