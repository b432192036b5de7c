#include "game/timecontrol.h"

#include "core/text.h"

#include <algorithm>

namespace kd {

using namespace text;

Result<std::int64_t> parseSeconds(std::string_view s, std::string_view what)
{
    const std::size_t point = s.find('.');
    const std::string_view whole = s.substr(0, point);
    const std::string_view decimals = point == std::string_view::npos ? std::string_view() : s.substr(point + 1);
    auto digitsOnly = [](std::string_view d) {
        return std::all_of(d.begin(), d.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    if (whole.empty() || !digitsOnly(whole) || !digitsOnly(decimals)
        || (point != std::string_view::npos && decimals.empty()))
        return Error {std::string(what) + " " + quoted(s)
            + " is not a number of seconds (digits, optionally a point and up to 3 decimals, as in 10 or 0.5)"};
    if (decimals.size() > 3)
        return Error {
            std::string(what) + " " + quoted(s) + " has more than 3 decimals: the clock counts whole milliseconds"};
    // Leading zeros aside, more than 8 digits is more than MAX_SECONDS (and might not fit).
    const std::size_t first = std::min(whole.find_first_not_of('0'), whole.size());
    std::int64_t ms = -1;
    if (whole.size() - first <= 8) {
        ms = 0;
        for (char c : whole.substr(first))
            ms = ms * 10 + (c - '0');
        ms *= 1000;
        for (std::size_t i = 0; i < 3; ++i)
            ms += (i < decimals.size() ? decimals[i] - '0' : 0) * (i == 0 ? 100 : i == 1 ? 10 : 1);
    }
    if (ms < 0 || ms > TimeControl::MAX_SECONDS * 1000)
        return Error {std::string(what) + " " + quoted(s) + " is more than " + std::to_string(TimeControl::MAX_SECONDS)
            + " seconds"};
    return ms;
}

std::string secondsText(std::int64_t ms)
{
    std::string s = std::to_string(ms / 1000);
    if (const std::int64_t frac = ms % 1000) {
        std::string d = std::to_string(1000 + frac).substr(1); // three digits
        while (d.back() == '0')
            d.pop_back();
        s += "." + d;
    }
    return s;
}

Result<TimeControl> TimeControl::parse(std::string_view text)
{
    const std::string_view t = trim(text);
    const std::size_t plus = t.find('+');
    auto bad = [&](const std::string& why) {
        return Error {
            "time control " + quoted(t) + " should look like 10+0.1 (seconds + increment in seconds): " + why};
    };
    const Result<std::int64_t> base = parseSeconds(t.substr(0, plus), "base time");
    if (!base)
        return bad(base.error());
    if (*base <= 0)
        return bad("the base time must be more than 0");
    std::int64_t inc = 0;
    if (plus != std::string_view::npos) {
        const Result<std::int64_t> i = parseSeconds(t.substr(plus + 1), "increment");
        if (!i)
            return bad(i.error());
        inc = *i;
    }
    return TimeControl {*base, inc};
}

std::string TimeControl::pgnText() const { return secondsText(baseMs) + (incMs ? "+" + secondsText(incMs) : ""); }

} // namespace kd
