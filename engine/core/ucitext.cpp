#include "core/ucitext.h"

#include "core/text.h"

#include <algorithm>
#include <array>

namespace kd {

using namespace text;

namespace {

constexpr long long MAX_DEPTH_REPORTED = 100000; // depth, seldepth and multipv past this are malformed

constexpr std::array<std::string_view, 5> TYPE_NAMES = {"check", "spin", "combo", "button", "string"};

std::string joined(const std::vector<std::string>& words)
{
    std::string out;
    for (const std::string& w : words)
        out += (out.empty() ? "" : ", ") + w;
    return out;
}

// The words of s joined by single spaces (names and values written with several spaces read the same).
std::string joinedWords(const std::vector<std::string_view>& words, std::size_t from, std::size_t to)
{
    std::string out;
    for (std::size_t i = from; i < to; ++i)
        out += (out.empty() ? "" : " ") + std::string(words[i]);
    return out;
}

// A UCI move as engines write it: from and to squares and a promotion piece ("e7e8q"), or "0000".
bool looksLikeMove(std::string_view w)
{
    if (w == "0000")
        return true;
    if (w.size() != 4 && w.size() != 5)
        return false;
    const auto square = [&](std::size_t i) { return w[i] >= 'a' && w[i] <= 'h' && w[i + 1] >= '1' && w[i + 1] <= '8'; };
    return square(0) && square(2)
        && (w.size() == 4 || std::string_view("qrbnQRBN").find(w[4]) != std::string_view::npos);
}

} // namespace

std::string_view UciOptionDecl::typeName(Type type) { return TYPE_NAMES[std::size_t(type)]; }

std::string UciOptionDecl::uciLine() const
{
    std::string line = "option name " + name + " type " + std::string(typeName(type));
    if (type == Button)
        return line;
    line += " default " + (type == String && defaultValue.empty() ? std::string("<empty>") : defaultValue);
    if (type == Spin)
        line += " min " + std::to_string(min) + " max " + std::to_string(max);
    if (type == Combo)
        for (const std::string& v : vars)
            line += " var " + v;
    return line;
}

Result<UciOptionDecl> UciOptionDecl::parse(std::string_view line)
{
    // "option name <id> type <t> [default <x>] [min <n>] [max <n>] [var <v>]...": every part after
    // the keyword runs to the next keyword, so names and values may hold spaces. A String's default
    // runs to the end of the line, as written (a path may contain " min " or two spaces).
    const std::vector<std::string_view> words = split(line);
    if (words.empty() || words[0] != "option")
        return Error {"an option line starts with 'option', got " + quoted(trim(line))};
    if (words.size() < 2 || words[1] != "name")
        return Error {"option line " + quoted(trim(line)) + " has no 'name'"};
    // The first "type" followed by a type name ends the name ("Piece type bonus type spin ...").
    const auto isType = [&](std::size_t i) {
        return words[i] == "type" && i + 1 < words.size()
            && std::find(TYPE_NAMES.begin(), TYPE_NAMES.end(), words[i + 1]) != TYPE_NAMES.end();
    };
    std::size_t typeAt = 2;
    while (typeAt < words.size() && !isType(typeAt))
        ++typeAt;
    if (typeAt == words.size()) // no type name anywhere: the first "type", for the message
        typeAt = std::size_t(std::find(words.begin() + 2, words.end(), "type") - words.begin());
    UciOptionDecl decl;
    decl.name = joinedWords(words, 2, typeAt);
    if (decl.name.empty())
        return Error {"option line " + quoted(trim(line)) + " has no name before 'type'"};
    if (typeAt + 1 >= words.size())
        return Error {"option " + quoted(decl.name) + " has no type"};
    const auto type = std::find(TYPE_NAMES.begin(), TYPE_NAMES.end(), words[typeAt + 1]);
    if (type == TYPE_NAMES.end())
        return Error {"option " + quoted(decl.name) + " has an unknown type " + quoted(words[typeAt + 1])
            + " (check, spin, combo, button or string)"};
    decl.type = Type(type - TYPE_NAMES.begin());

    bool hasDefault = false, hasMin = false, hasMax = false;
    std::size_t defaultEnd = 0; // where the default's text starts in line
    const auto isKeyword = [&](std::string_view w) { return w == "default" || w == "min" || w == "max" || w == "var"; };
    for (std::size_t i = typeAt + 2; i < words.size();) {
        const std::string_view key = words[i];
        if (!isKeyword(key))
            return Error {"option " + quoted(decl.name) + ": unexpected " + quoted(key)};
        std::size_t end = i + 1;
        while (end < words.size() && !isKeyword(words[end]))
            ++end;
        const std::string value = joinedWords(words, i + 1, end);
        if (key == "default") {
            if (hasDefault)
                return Error {"option " + quoted(decl.name) + " has two defaults"};
            hasDefault = true;
            decl.defaultValue = value;
            defaultEnd = std::size_t(key.data() - line.data()) + key.size();
            if (decl.type == String)
                break; // the rest of the line, read below
        } else if (key == "var") {
            if (value.empty())
                return Error {"option " + quoted(decl.name) + " has an empty var"};
            decl.vars.push_back(value);
        } else {
            const auto n = parseNumber<long long>(value);
            if (!n)
                return Error {"option " + quoted(decl.name) + ": " + std::string(key) + " needs a whole number, got "
                    + (value.empty() ? std::string("nothing") : quoted(value))};
            (key == "min" ? hasMin : hasMax) = true;
            (key == "min" ? decl.min : decl.max) = *n;
        }
        i = end;
    }
    const std::string what = "option " + quoted(decl.name) + " (" + std::string(typeName(decl.type)) + ")";
    if (decl.type == Button) {
        if (hasDefault || hasMin || hasMax || !decl.vars.empty())
            return Error {what + " is a button and takes no default, range or vars"};
        return decl;
    }
    if (decl.type != Spin && (hasMin || hasMax))
        return Error {what + " has a range; only a spin has one"};
    if (decl.type != Combo && !decl.vars.empty())
        return Error {what + " has vars; only a combo has them"};
    if (decl.type == String) {
        // The rest of the line after "default", as written ("<empty>" is the empty string).
        if (hasDefault)
            decl.defaultValue = std::string(trim(line.substr(defaultEnd)));
        if (decl.defaultValue == "<empty>")
            decl.defaultValue.clear();
        return decl;
    }
    if (!hasDefault || decl.defaultValue.empty())
        return Error {what + " has no default"};
    if (decl.type == Spin) {
        if (!hasMin || !hasMax)
            return Error {what + " needs a min and a max"};
        if (decl.min > decl.max)
            return Error {what + ": min " + std::to_string(decl.min) + " is above max " + std::to_string(decl.max)};
    }
    if (decl.type == Combo && decl.vars.empty())
        return Error {what + " has no vars"};
    // The default must be a value the option takes; it is kept as check() spells it.
    Result<std::string> value = decl.check(decl.defaultValue);
    if (!value)
        return Error {value.error() + " (its default)"};
    decl.defaultValue = *value;
    return decl;
}

Result<std::string> UciOptionDecl::check(std::string_view value) const
{
    value = trim(value);
    const std::string got = ", got " + (value.empty() ? std::string("nothing") : quoted(value));
    switch (type) {
    case Check: {
        const std::string v = lower(value);
        if (v != "true" && v != "false")
            return Error {"option " + quoted(name) + " needs true or false" + got};
        return v;
    }
    case Spin: {
        const auto n = parseNumber<long long>(value);
        if (!n || *n < min || *n > max)
            return Error {"option " + quoted(name) + " needs a whole number from " + std::to_string(min) + " to "
                + std::to_string(max) + got};
        return std::to_string(*n);
    }
    case Combo: {
        const std::string wanted = lower(value);
        const auto it
            = std::find_if(vars.begin(), vars.end(), [&](const std::string& v) { return lower(v) == wanted; });
        if (it == vars.end())
            return Error {"option " + quoted(name) + " needs one of " + joined(vars) + got};
        return *it;
    }
    case Button:
        return std::string();
    case String:
        return value == "<empty>" ? std::string() : std::string(value);
    }
    return std::string();
}

UciInfo UciInfo::parse(std::string_view line)
{
    static constexpr std::string_view keywords[] = {"depth", "seldepth", "multipv", "score", "cp", "mate", "lowerbound",
        "upperbound", "nodes", "nps", "time", "hashfull", "pv", "string", "currmove", "currmovenumber", "tbhits",
        "sbhits", "cpuload", "refutation", "currline", "wdl"};
    const auto isKeyword = [](std::string_view w) {
        return std::find(std::begin(keywords), std::end(keywords), w) != std::end(keywords);
    };
    UciInfo info;
    const std::vector<std::string_view> words = split(line);
    std::size_t i = words.empty() || words[0] != "info" ? 0 : 1;
    // The word after a keyword, consumed unless it is a keyword itself ("depth seldepth 3").
    const auto value = [&]() -> std::string_view {
        if (i + 1 < words.size() && !isKeyword(words[i + 1]))
            return words[++i];
        return {};
    };
    const auto number = [&](auto& field, long long lo, long long hi) {
        using T = std::remove_reference_t<decltype(field)>;
        const auto n = parseNumber<long long>(value());
        if (n && *n >= lo && *n <= hi)
            field = T(*n);
    };
    constexpr long long BIG = 1LL << 62;
    for (; i < words.size(); ++i) {
        const std::string_view w = words[i];
        if (w == "depth")
            number(info.depth, 0, MAX_DEPTH_REPORTED);
        else if (w == "seldepth")
            number(info.seldepth, 0, MAX_DEPTH_REPORTED);
        else if (w == "multipv")
            number(info.multipv, 1, MAX_DEPTH_REPORTED);
        else if (w == "nodes")
            number(info.nodes, 0, BIG);
        else if (w == "nps")
            number(info.nps, 0, BIG);
        else if (w == "time")
            number(info.timeMs, 0, BIG);
        else if (w == "hashfull")
            number(info.hashfull, 0, 1000);
        else if (w == "wdl") {
            int chances[3] = {-1, -1, -1};
            for (int& c : chances)
                number(c, 0, 1000);
            info.hasWdl = chances[0] >= 0 && chances[1] >= 0 && chances[2] >= 0;
            if (info.hasWdl)
                std::copy(std::begin(chances), std::end(chances), info.wdl);
        } else if (w == "score") {
            // "score cp 31" / "score mate -3", then perhaps lowerbound/upperbound.
            const std::string_view kind = i + 1 < words.size() ? words[i + 1] : std::string_view();
            if (kind != "cp" && kind != "mate")
                continue;
            ++i;
            const auto n = parseNumber<long long>(value());
            if (!n)
                continue;
            info.hasScore = true;
            if (kind == "cp") {
                // Kept off the mate scores, so a huge centipawn value never reads as a mate.
                constexpr long long CP_MAX = VALUE_MATE_IN_MAX_PLY - 1;
                info.score = int(std::clamp<long long>(*n, -CP_MAX, CP_MAX));
            } else {
                // Mate in N moves is 2N - 1 plies; mated in N is 2N plies (N <= 0). Distances past
                // MAX_PLY are clamped to stay mate scores.
                const long long moves = std::clamp<long long>(*n, -MAX_PLY / 2, (MAX_PLY + 1) / 2);
                info.score = moves > 0 ? mateIn(int(2 * moves - 1)) : matedIn(int(-2 * moves));
            }
        } else if (w == "lowerbound")
            info.bound = BOUND_LOWER;
        else if (w == "upperbound")
            info.bound = BOUND_UPPER;
        else if (w == "pv") {
            info.pv.clear();
            while (i + 1 < words.size() && looksLikeMove(words[i + 1]))
                info.pv.emplace_back(words[++i]);
        } else if (w == "string") {
            // The rest of the line, as written.
            const std::size_t at = std::size_t(w.data() - line.data()) + w.size();
            info.text = std::string(trim(line.substr(at)));
            break;
        }
        // Anything else (currmove, tbhits, an unknown word) is skipped; its values are not
        // keywords and are skipped with it.
    }
    return info;
}

std::string UciInfo::uciLine() const
{
    if (!text.empty())
        return "info string " + text;
    std::string line = "info depth " + std::to_string(depth);
    if (seldepth > 0)
        line += " seldepth " + std::to_string(seldepth);
    line += " multipv " + std::to_string(multipv);
    if (hasScore) {
        line += " score ";
        line += isMateScore(score) ? "mate " + std::to_string(mateMoves(score)) : "cp " + std::to_string(score);
        if (bound == BOUND_LOWER)
            line += " lowerbound";
        else if (bound == BOUND_UPPER)
            line += " upperbound";
    }
    if (hasWdl)
        line += " wdl " + std::to_string(wdl[0]) + " " + std::to_string(wdl[1]) + " " + std::to_string(wdl[2]);
    line += " nodes " + std::to_string(nodes) + " nps " + std::to_string(nps);
    if (hashfull >= 0)
        line += " hashfull " + std::to_string(hashfull);
    line += " time " + std::to_string(timeMs);
    if (!pv.empty()) {
        line += " pv";
        for (const std::string& m : pv)
            line += " " + m;
    }
    return line;
}

} // namespace kd
