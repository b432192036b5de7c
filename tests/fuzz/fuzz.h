// Shared by the fuzz targets: a property check that stops the program (so libFuzzer keeps the
// input as a crash and the replay test fails), and the input as text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#define KD_FUZZ_CHECK(cond, what)                                                                                      \
    do {                                                                                                               \
        if (!(cond))                                                                                                   \
            ::kdfuzz::fail(__FILE__, __LINE__, #cond, what);                                                           \
    } while (false)

namespace kdfuzz {

[[noreturn]] inline void fail(const char* file, int line, const char* cond, std::string_view what)
{
    std::fprintf(stderr, "%s:%d: property violated: %s\n  %.*s\n", file, line, cond, int(what.size()), what.data());
    std::abort();
}

inline std::string_view text(const std::uint8_t* data, std::size_t size)
{
    return std::string_view(reinterpret_cast<const char*>(data), size);
}

} // namespace kdfuzz
