#include "core/file.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

namespace kd {

std::string sizeText(std::uintmax_t bytes)
{
    auto oneDecimal = [](double v, const char* unit) {
        const long long tenths = static_cast<long long>(v * 10 + 0.5);
        return std::to_string(tenths / 10) + (tenths % 10 ? "." + std::to_string(tenths % 10) : "") + " " + unit;
    };
    if (bytes >= (std::uintmax_t(1) << 30))
        return oneDecimal(double(bytes) / double(std::uintmax_t(1) << 30), "GB");
    if (bytes >= (std::uintmax_t(1) << 20))
        return oneDecimal(double(bytes) / double(std::uintmax_t(1) << 20), "MB");
    return std::to_string(bytes) + " bytes";
}

Result<void> checkReadableFile(const std::string& path, std::uintmax_t maxBytes)
{
    std::error_code ec;
    const std::filesystem::file_status status = std::filesystem::status(path, ec);
    if (!std::filesystem::exists(status) && (!ec || ec == std::errc::no_such_file_or_directory))
        return Error {"no such file"};
    if (ec) // a folder on the way that may not be read, a name too long, a loop of links...
        return Error {"cannot open it: " + ec.message()};
    if (std::filesystem::is_directory(status))
        return Error {"it is a folder, not a file"};
    if (!std::filesystem::is_regular_file(status))
        return Error {"it is not a regular file (a device, pipe or socket)"};
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec)
        return Error {"cannot open it: " + ec.message()};
    if (size > maxBytes) {
        const bool sameText = sizeText(size) == sizeText(maxBytes); // just over: in bytes, or it reads as equal
        return Error {"it is " + (sameText ? std::to_string(size) + " bytes" : sizeText(size)) + ", more than the "
            + (sameText ? std::to_string(maxBytes) + " bytes" : sizeText(maxBytes)) + " read at most"};
    }
    return {};
}

Result<void> checkStreamableFile(const std::string& path) { return checkReadableFile(path, UINTMAX_MAX); }

Result<std::string> readFile(const std::string& path, std::uintmax_t maxBytes)
{
    if (Result<void> ok = checkReadableFile(path, maxBytes); !ok)
        return Error {ok.error()};
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error {"cannot open it (no permission to read it?)"};
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (in.bad())
        return Error {"reading it failed"};
    return std::move(bytes).str();
}

} // namespace kd
