// The UCI options as one table (the shape of Stockfish's OptionsMap): each row is an option's
// declaration (name, type, default, range or choices: core/ucitext.h, which also prints it and
// checks values) and the handler that applies a new value. `uci` prints the table and `setoption`
// reads it, so adding an option is adding one row.
#pragma once

#include "core/result.h"
#include "core/ucitext.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kd {

struct UciOption : UciOptionDecl {
    // Applies a value that passed UciOptionDecl::check (a Combo value as spelled in vars, a
    // String's "<empty>" as ""). An error leaves the option as it was; a non-empty success text is
    // reported to the GUI as an info string.
    std::function<Result<std::string>(const std::string& value)> onChange;
};

class UciOptions {
public:
    void add(UciOption option);
    // Names GUIs send without asking (Ponder, Threads...): setoption accepts them and does nothing.
    void accept(std::string name);

    const std::vector<UciOption>& all() const { return options_; }
    const UciOption* find(std::string_view name) const; // in any case; nullptr if not in the table

    // Handles the arguments of setoption ("name <id> [value <x>]"): finds the option, checks the
    // value against its declaration and calls its handler. The result is the text to report
    // (possibly empty); an error names the option and the value and changes nothing.
    Result<std::string> set(std::string_view args) const;

private:
    std::vector<UciOption> options_;
    std::vector<std::string> accepted_;
};

} // namespace kd
