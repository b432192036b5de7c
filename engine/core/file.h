// Reading a whole file into memory (models, books, ECO files, openings), and the checks that keep
// every reader from hanging or running out of memory on what is not such a file.
#pragma once

#include "core/result.h"

#include <cstdint>
#include <string>

namespace kd {

// The largest files the readers take: far above any real model, book, ECO or openings file, and
// small enough that reading one never exhausts memory.
inline constexpr std::uintmax_t MAX_TEXT_FILE_BYTES = std::uintmax_t(256) << 20; // models, ECO, openings, PGN
inline constexpr std::uintmax_t MAX_BOOK_FILE_BYTES = std::uintmax_t(1) << 30; // Polyglot books

// "3 GB", "12.5 MB", "800 bytes": a file size for messages.
std::string sizeText(std::uintmax_t bytes);

// Whether path names a regular file of at most maxBytes: an error saying why not otherwise ("no such
// file", a folder, a device or pipe such as /dev/zero, which would never end, or too large). The
// caller names the file in its message. It only looks (stat), so a pipe never blocks it.
Result<void> checkReadableFile(const std::string& path, std::uintmax_t maxBytes);

// For readers that stream a file of any size line by line (PGN, EPD, training data): whether it is
// one, not a folder or a device such as /dev/zero that would never end. Call it before opening the
// file: opening a pipe with no writer would wait for ever.
Result<void> checkStreamableFile(const std::string& path);

// The file's bytes, or an error saying why not (see checkReadableFile(), or a read that failed).
Result<std::string> readFile(const std::string& path, std::uintmax_t maxBytes = MAX_TEXT_FILE_BYTES);

} // namespace kd
