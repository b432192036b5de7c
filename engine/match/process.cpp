#include "match/process.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace kd {

namespace {

std::string statusText(int status)
{
    if (WIFEXITED(status))
        return "exit code " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status))
        return std::string("killed by signal ") + std::to_string(WTERMSIG(status)) + " (" + strsignal(WTERMSIG(status))
            + ")";
    return "unknown status";
}

} // namespace

ChildProcess::~ChildProcess() { terminate(50); }

Result<void> ChildProcess::start(const std::vector<std::string>& argv)
{
    if (argv.empty() || argv[0].empty())
        return Error {"no command given"};
    // A child that dies must not take us with it when we write to its closed pipe.
    std::signal(SIGPIPE, SIG_IGN);

    int in[2], out[2];
    if (pipe2(in, O_CLOEXEC) != 0)
        return Error {std::string("cannot create a pipe: ") + std::strerror(errno)};
    if (pipe2(out, O_CLOEXEC) != 0) {
        close(in[0]);
        close(in[1]);
        return Error {std::string("cannot create a pipe: ") + std::strerror(errno)};
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);

    std::vector<char*> args;
    for (const std::string& a : argv)
        args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    pid_t pid = -1;
    const int rc = posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(in[0]);
    close(out[1]);
    if (rc != 0) {
        close(in[1]);
        close(out[0]);
        return Error {"cannot start '" + argv[0] + "': " + std::strerror(rc)};
    }
    pid_ = pid;
    toChild_ = in[1];
    fromChild_ = out[0];
    buffer_.clear();
    closed_ = false;
    return {};
}

bool ChildProcess::writeLine(std::string_view line)
{
    if (toChild_ < 0)
        return false;
    std::string data(line);
    data += '\n';
    std::size_t written = 0;
    while (written < data.size()) {
        const ssize_t n = write(toChild_, data.data() + written, data.size() - written);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        written += std::size_t(n);
    }
    return true;
}

ChildProcess::ReadStatus ChildProcess::readLine(std::string& line, int timeoutMs)
{
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
        if (const std::size_t eol = buffer_.find('\n'); eol != std::string::npos) {
            line.assign(buffer_, 0, eol);
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            buffer_.erase(0, eol + 1);
            return ReadStatus::Line;
        }
        if (closed_ || fromChild_ < 0)
            return ReadStatus::Closed;
        // A timeout of 0 (or one that ran out) still takes what has arrived: poll() then only looks.
        int wait = -1;
        if (timeoutMs >= 0) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
            wait = int(std::max<long long>(0, left));
        }
        pollfd p {fromChild_, POLLIN, 0};
        const int ready = poll(&p, 1, wait);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0)
            return ReadStatus::Timeout;
        char chunk[4096];
        const ssize_t n = read(fromChild_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            closed_ = true;
        else
            buffer_.append(chunk, std::size_t(n));
    }
}

std::string ChildProcess::terminate(int graceMs)
{
    if (toChild_ >= 0)
        close(toChild_);
    toChild_ = -1;
    std::string text = "not running";
    if (pid_ > 0) {
        int status = 0;
        pid_t done = 0;
        for (int waited = 0; waited <= graceMs; waited += 5) {
            done = waitpid(pid_, &status, WNOHANG);
            if (done != 0)
                break;
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        if (done == 0) {
            kill(pid_, SIGKILL);
            waitpid(pid_, &status, 0);
        }
        text = done < 0 ? "lost" : statusText(status);
        pid_ = -1;
    }
    if (fromChild_ >= 0)
        close(fromChild_);
    fromChild_ = -1;
    closed_ = true;
    return text;
}

} // namespace kd
