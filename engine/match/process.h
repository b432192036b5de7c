// A child process that speaks lines on standard input and output, for UCI engines. POSIX only
// (posix_spawn, pipes, poll); no Qt. The UCI client runs its engines through it.
#pragma once

#include "core/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <vector>

namespace kd {

class ChildProcess {
public:
    ChildProcess() = default;
    ~ChildProcess(); // terminates the child if it still runs
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // Starts argv[0] (searched in PATH when it has no '/') with the given arguments. Its standard
    // error is discarded.
    Result<void> start(const std::vector<std::string>& argv);
    bool running() const { return pid_ > 0; }
    int outputFd() const { return running() ? fromChild_ : -1; } // for poll()/QSocketNotifier

    // Writes one line; false if the child no longer reads.
    bool writeLine(std::string_view line);

    enum class ReadStatus { Line, Timeout, Closed };
    // Waits up to timeoutMs (negative: forever) for a whole line, without its line ending.
    ReadStatus readLine(std::string& line, int timeoutMs);

    // Closes its input, gives it graceMs to exit, then kills it. Returns its exit status text
    // ("exit code 0", "killed by signal 11").
    std::string terminate(int graceMs = 200);

private:
    pid_t pid_ = -1;
    int toChild_ = -1, fromChild_ = -1;
    std::string buffer_;
    bool closed_ = false;
};

} // namespace kd
