// Reading a whole file into memory (models, books, ECO files, openings).
#pragma once

#include <fstream>
#include <optional>
#include <sstream>
#include <string>

namespace kd {

// The file's bytes, or nullopt when it cannot be opened or read; the caller names the file in its message.
inline std::optional<std::string> readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (in.bad())
        return std::nullopt;
    return std::move(bytes).str();
}

} // namespace kd
