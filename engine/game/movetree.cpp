#include "game/movetree.h"

#include "core/text.h"

#include <cmath>
#include <cstdlib>
#include <utility>

namespace kd {

MoveTree::MoveTree() : nodes_(1), alive_(1, true) { }

MoveTree::MoveTree(const std::vector<Move>& mainLine) : MoveTree()
{
    int at = ROOT;
    for (Move m : mainLine)
        at = add(at, m);
}

bool MoveTree::contains(int id) const { return id >= 0 && id < int(nodes_.size()) && alive_[std::size_t(id)]; }

const MoveNode& MoveTree::node(int id) const { return nodes_.at(std::size_t(id)); }

int MoveTree::size() const
{
    int n = 0;
    for (bool a : alive_)
        n += a;
    return n;
}

int MoveTree::find(int parent, Move m) const
{
    if (!contains(parent))
        return -1;
    for (int c : nodes_[std::size_t(parent)].children)
        if (nodes_[std::size_t(c)].move == m)
            return c;
    return -1;
}

int MoveTree::add(int parent, Move m)
{
    if (!contains(parent))
        return -1;
    if (const int existing = find(parent, m); existing >= 0)
        return existing;
    const int id = int(nodes_.size());
    MoveNode n;
    n.move = m;
    n.parent = parent;
    nodes_.push_back(std::move(n));
    alive_.push_back(true);
    nodes_[std::size_t(parent)].children.push_back(id);
    return id;
}

int MoveTree::continuation(int id) const
{
    if (!contains(id) || nodes_[std::size_t(id)].children.empty())
        return -1;
    return nodes_[std::size_t(id)].children.front();
}

int MoveTree::end(int id) const
{
    if (!contains(id))
        return -1;
    for (int next = continuation(id); next >= 0; next = continuation(id))
        id = next;
    return id;
}

int MoveTree::ply(int id) const
{
    int n = 0;
    for (; contains(id) && id != ROOT; id = nodes_[std::size_t(id)].parent)
        ++n;
    return n;
}

std::vector<int> MoveTree::path(int id) const
{
    std::vector<int> p;
    for (; contains(id) && id != ROOT; id = nodes_[std::size_t(id)].parent)
        p.push_back(id);
    return {p.rbegin(), p.rend()};
}

std::vector<Move> MoveTree::moves(int id) const
{
    std::vector<Move> ms;
    for (int n : path(id))
        ms.push_back(nodes_[std::size_t(n)].move);
    return ms;
}

std::vector<Move> MoveTree::mainLine() const { return moves(end(ROOT)); }

int MoveTree::mainLineNode(int ply) const
{
    if (ply < 0)
        return -1;
    int id = ROOT;
    for (int i = 0; i < ply && id >= 0; ++i)
        id = continuation(id);
    return id;
}

bool MoveTree::onMainLine(int id) const
{
    if (!contains(id))
        return false;
    for (; id != ROOT; id = nodes_[std::size_t(id)].parent)
        if (nodes_[std::size_t(nodes_[std::size_t(id)].parent)].children.front() != id)
            return false;
    return true;
}

bool MoveTree::promote(int id)
{
    if (!contains(id))
        return false;
    // Up to the first node that is not its parent's continuation: the variation's first move.
    while (id != ROOT) {
        std::vector<int>& siblings = nodes_[std::size_t(nodes_[std::size_t(id)].parent)].children;
        if (siblings.front() != id) {
            for (std::size_t k = 1; k < siblings.size(); ++k)
                if (siblings[k] == id) {
                    std::swap(siblings[k - 1], siblings[k]);
                    return true;
                }
        }
        id = nodes_[std::size_t(id)].parent;
    }
    return false;
}

void MoveTree::makeMainLine(int id)
{
    while (promote(id)) { }
}

void MoveTree::remove(int id)
{
    if (!contains(id) || id == ROOT)
        return;
    std::vector<int>& siblings = nodes_[std::size_t(nodes_[std::size_t(id)].parent)].children;
    std::erase(siblings, id);
    std::vector<int> stack {id};
    while (!stack.empty()) {
        const int n = stack.back();
        stack.pop_back();
        alive_[std::size_t(n)] = false;
        MoveNode& dead = nodes_[std::size_t(n)];
        stack.insert(stack.end(), dead.children.begin(), dead.children.end());
        dead = MoveNode {};
    }
}

void MoveTree::setComment(int id, std::string comment)
{
    if (contains(id))
        nodes_[std::size_t(id)].comment = std::move(comment);
}

void MoveTree::setPreComment(int id, std::string comment)
{
    if (contains(id))
        nodes_[std::size_t(id)].preComment = std::move(comment);
}

void MoveTree::setNags(int id, std::vector<int> nags)
{
    if (contains(id))
        nodes_[std::size_t(id)].nags = std::move(nags);
}

namespace {

void append(std::string& to, std::string_view text)
{
    if (text.empty())
        return;
    if (!to.empty())
        to += ' ';
    to += text;
}

} // namespace

void MoveTree::appendComment(int id, std::string_view text)
{
    if (contains(id))
        append(nodes_[std::size_t(id)].comment, text);
}

void MoveTree::appendPreComment(int id, std::string_view text)
{
    if (contains(id))
        append(nodes_[std::size_t(id)].preComment, text);
}

void MoveTree::addNag(int id, int nag)
{
    if (contains(id))
        nodes_[std::size_t(id)].nags.push_back(nag);
}

bool MoveTree::annotated() const
{
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        const MoveNode& n = nodes_[i];
        if (alive_[i] && (n.children.size() > 1 || !n.nags.empty() || !n.comment.empty() || !n.preComment.empty()))
            return true;
    }
    return false;
}

bool MoveTree::operator==(const MoveTree& other) const
{
    std::vector<std::pair<int, int>> stack {{ROOT, ROOT}};
    while (!stack.empty()) {
        const auto [a, b] = stack.back();
        stack.pop_back();
        const MoveNode& x = nodes_[std::size_t(a)];
        const MoveNode& y = other.nodes_[std::size_t(b)];
        if (x.move != y.move || x.nags != y.nags || x.comment != y.comment || x.preComment != y.preComment
            || x.children.size() != y.children.size())
            return false;
        for (std::size_t k = 0; k < x.children.size(); ++k)
            stack.emplace_back(x.children[k], y.children[k]);
    }
    return true;
}

namespace {

constexpr std::string_view EVAL_OPEN = "[%eval ";

// Where the comment's "[%eval ...]" command starts and how long it is (npos when none).
std::pair<std::size_t, std::size_t> findEval(std::string_view comment)
{
    const std::size_t at = comment.find(EVAL_OPEN);
    if (at == std::string_view::npos)
        return {std::string_view::npos, 0};
    const std::size_t close = comment.find(']', at);
    if (close == std::string_view::npos)
        return {std::string_view::npos, 0};
    return {at, close + 1 - at};
}

} // namespace

bool commentEval(std::string_view comment, int& scoreWhite)
{
    const auto [at, length] = findEval(comment);
    if (at == std::string_view::npos)
        return false;
    std::string_view value = comment.substr(at + EVAL_OPEN.size(), length - EVAL_OPEN.size() - 1);
    while (!value.empty() && value.back() == ' ')
        value.remove_suffix(1);
    while (!value.empty() && value.front() == ' ')
        value.remove_prefix(1);
    if (value.empty())
        return false;
    if (value.front() == '#') { // #n: White mates in n moves; #-n: Black does
        value.remove_prefix(1);
        const bool black = !value.empty() && value.front() == '-';
        if (black)
            value.remove_prefix(1);
        if (value.empty() || value.size() > 3)
            return false;
        int n = 0;
        for (char c : value) {
            if (c < '0' || c > '9')
                return false;
            n = n * 10 + (c - '0');
        }
        // n moves are 2n - 1 plies for the side that mates (counted from its own move); a mate
        // beyond the plies a score can count (or "#0", the mate on the board) does not read.
        if (n < 1 || 2 * n > MAX_PLY)
            return false;
        scoreWhite = black ? -mateIn(2 * n) : mateIn(2 * n - 1);
        return true;
    }
    // Pawns: [-]digits[.digits], at most two decimals kept (rounded to the centipawn).
    std::size_t k = 0;
    const bool negative = value[k] == '-' || value[k] == '+' ? value[k++] == '-' : false;
    long long whole = 0;
    std::size_t digits = 0;
    for (; k < value.size() && value[k] >= '0' && value[k] <= '9'; ++k, ++digits) {
        whole = whole * 10 + (value[k] - '0');
        if (whole > VALUE_MATE_IN_MAX_PLY / 100)
            return false;
    }
    int cents = 0;
    if (k < value.size() && value[k] == '.') {
        ++k;
        int scale = 1;
        int rest = 0;
        std::size_t decimals = 0;
        for (; k < value.size() && value[k] >= '0' && value[k] <= '9'; ++k, ++decimals) {
            if (decimals < 3) { // a fourth decimal cannot change the centipawns by more than rounding
                rest = rest * 10 + (value[k] - '0');
                scale *= 10;
            }
        }
        digits += decimals;
        cents = (rest * 100 + scale / 2) / scale; // rounded half up (half away from zero for the sign)
    }
    if (k != value.size() || digits == 0)
        return false;
    const long long cp = whole * 100 + cents;
    if (cp >= VALUE_MATE_IN_MAX_PLY)
        return false;
    scoreWhite = int(negative ? -cp : cp);
    return true;
}

namespace {

std::string evalText(int scoreWhite)
{
    if (isMateScore(scoreWhite)) {
        // The mover's plies to mate: odd for White's mates (2n - 1), even for Black's (2n).
        const int plies = VALUE_MATE - std::abs(scoreWhite);
        const int moves = (plies + 1) / 2;
        return "[%eval #" + std::string(scoreWhite < 0 ? "-" : "") + std::to_string(moves) + "]";
    }
    return "[%eval " + text::pawns(scoreWhite) + "]";
}

} // namespace

std::string withEval(std::string_view comment, int scoreWhite)
{
    const std::string command = evalText(scoreWhite);
    const auto [at, length] = findEval(comment);
    if (at != std::string_view::npos)
        return std::string(comment.substr(0, at)) + command + std::string(comment.substr(at + length));
    if (comment.empty())
        return command;
    return command + " " + std::string(comment);
}

std::string withoutEval(std::string_view comment)
{
    const auto [at, length] = findEval(comment);
    if (at == std::string_view::npos)
        return std::string(comment);
    std::string out(comment.substr(0, at));
    std::string_view rest = comment.substr(at + length);
    // One space of the two around the command goes with it.
    if (!rest.empty() && rest.front() == ' ' && (out.empty() || out.back() == ' '))
        rest.remove_prefix(1);
    else if (rest.empty() && !out.empty() && out.back() == ' ')
        out.pop_back();
    return out + std::string(rest);
}

} // namespace kd
