// Small text helpers for parsing user input and writing error messages.
#pragma once

#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kd::text {

constexpr bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

constexpr std::string_view trim(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

// ASCII lower case (UCI option names are not case sensitive).
inline std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    return out;
}

// Where `word` (lower case) first stands in s as a whole word, in any case; npos if nowhere.
inline std::size_t findWord(std::string_view s, std::string_view word)
{
    for (std::size_t i = 0; i + word.size() <= s.size(); ++i)
        if ((i == 0 || isSpace(s[i - 1])) && lower(s.substr(i, word.size())) == word
            && (i + word.size() == s.size() || isSpace(s[i + word.size()])))
            return i;
    return std::string_view::npos;
}

// The whitespace-separated words of s.
inline std::vector<std::string_view> split(std::string_view s)
{
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && isSpace(s[i]))
            ++i;
        const std::size_t start = i;
        while (i < s.size() && !isSpace(s[i]))
            ++i;
        if (i > start)
            words.push_back(s.substr(start, i - start));
    }
    return words;
}

// Centipawns as pawns with two decimals: -35 -> "-0.35", 35 -> "0.35", or "+0.35" with plusSign
// (0 is "0.00" either way). Scores are far inside int's range, so the negation cannot overflow.
inline std::string pawns(int cp, bool plusSign = false)
{
    const int a = cp < 0 ? -cp : cp;
    std::string out = cp < 0 ? "-" : cp > 0 && plusSign ? "+" : "";
    out += std::to_string(a / 100);
    out += '.';
    out += char('0' + a % 100 / 10);
    out += char('0' + a % 10);
    return out;
}

// s in single quotes, for messages: 'e2e5'.
inline std::string quoted(std::string_view s) { return "'" + std::string(s) + "'"; }
inline std::string quoted(char c) { return quoted(std::string_view(&c, 1)); }
// quoted() for echoing what was received: printable ASCII kept, any other byte shown as '?', and
// cut after max characters ("..." then), so a huge or binary input is never sent back whole.
inline std::string quotedExcerpt(std::string_view s, std::size_t max = 40)
{
    std::string out;
    for (std::size_t i = 0; i < s.size() && i < max; ++i)
        out += s[i] >= 0x20 && s[i] < 0x7f ? s[i] : '?';
    return quoted(s.size() > max ? out + "..." : out);
}

// The whole of s as a number, or nothing (no sign for unsigned types, no trailing characters).
template <class T> std::optional<T> parseNumber(std::string_view s)
{
    T value {};
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return value;
}

// s as a JSON string literal, with quotes, backslashes and control characters escaped (UTF-8 passes).
inline std::string jsonString(std::string_view s)
{
    std::string out = "\"";
    for (const char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                static constexpr char hex[] = "0123456789abcdef";
                out += "\\u00";
                out += hex[(c >> 4) & 0xf];
                out += hex[c & 0xf];
            } else
                out += c;
        }
    }
    return out + "\"";
}

// Whole numbers for people and messages: "1,530", "+35", "0", "-15" (no overflow at the extremes).
inline std::string groupedNumber(long long v)
{
    const unsigned long long magnitude
        = v < 0 ? 0ULL - static_cast<unsigned long long>(v) : static_cast<unsigned long long>(v);
    std::string digits = std::to_string(magnitude);
    for (int i = int(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(std::size_t(i), ",");
    return v < 0 ? "-" + digits : digits;
}
inline std::string signedNumber(long long v) { return v > 0 ? "+" + std::to_string(v) : std::to_string(v); }
inline std::string signedGrouped(long long v) { return v > 0 ? "+" + groupedNumber(v) : groupedNumber(v); }

} // namespace kd::text
