// Result<T>: a value or a message saying precisely what went wrong (C++20 has no std::expected).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>

namespace kd {

struct Error {
    std::string message;
};

template <class T> class [[nodiscard]] Result {
public:
    Result(T value) : value_(std::move(value)) { }
    Result(Error error) : error_(std::move(error.message)) { }

    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }

    // Reading the value of an error is a programming mistake: it stops the program, also in
    // release builds, with the error text.
    T& value() &
    {
        check();
        return *value_;
    }
    const T& value() const&
    {
        check();
        return *value_;
    }
    T&& value() &&
    {
        check();
        return std::move(*value_);
    }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() { return value(); }
    const T& operator*() const { return value(); }

    // Empty when ok().
    const std::string& error() const { return error_; }

private:
    void check() const
    {
        if (!value_) {
            std::fprintf(stderr, "Result::value() called on an error: %s\n", error_.c_str());
            std::abort();
        }
    }

    std::optional<T> value_;
    std::string error_;
};

// Success or a message, for operations that return nothing else: `return {};` means success.
template <> class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error error) : error_(std::move(error.message)), failed_(true) { }

    bool ok() const { return !failed_; }
    explicit operator bool() const { return ok(); }
    const std::string& error() const { return error_; }

private:
    std::string error_;
    bool failed_ = false;
};

} // namespace kd
