// A time control as PGN and the command line write it, "BASE[+INC]" in seconds, with the one reader
// and writer of seconds that the match runner, the GUI's clock settings and the PGN tags share, so
// every time control written reads back as itself.
#pragma once

#include "core/result.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace kd {

// A number of seconds as a whole number of milliseconds: digits, optionally a point and at most
// three decimals ("10", "0.5", "1234.567"), from 0 to TimeControl::MAX_SECONDS. No sign, no
// exponent, no locale: exactly what secondsText() writes. `what` names the number in the error.
Result<std::int64_t> parseSeconds(std::string_view s, std::string_view what);
// Milliseconds as seconds in that syntax: 1500 -> "1.5", 10000 -> "10", 1234567 -> "1234.567".
std::string secondsText(std::int64_t ms);

struct TimeControl {
    static constexpr std::int64_t MAX_SECONDS = 10'000'000; // for the base time and the increment

    std::int64_t baseMs = 10000, incMs = 100;
    // "BASE" or "BASE+INC" in seconds: "10+0.1", "60" (no increment), "0.5+0.005". Each number is
    // digits with an optional point and at most 3 decimals (milliseconds), no sign or exponent; the
    // base is 0.001 to MAX_SECONDS, the increment 0 to MAX_SECONDS.
    static Result<TimeControl> parse(std::string_view text);
    // The same syntax, exactly (parse(pgnText()) gives this time control back); also the PGN
    // TimeControl tag: "10+0.1", "1234.567", "10000000".
    std::string pgnText() const;
};

} // namespace kd
