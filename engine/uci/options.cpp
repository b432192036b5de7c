#include "uci/options.h"

#include "core/text.h"

#include <algorithm>

namespace kd {

using namespace text;

void UciOptions::add(UciOption option) { options_.push_back(std::move(option)); }

void UciOptions::accept(std::string name) { accepted_.push_back(lower(name)); }

const UciOption* UciOptions::find(std::string_view name) const
{
    const std::string id = lower(name);
    for (const UciOption& o : options_)
        if (lower(o.name) == id)
            return &o;
    return nullptr;
}

Result<std::string> UciOptions::set(std::string_view args) const
{
    // "name <id> [value <x>]": the id may contain spaces ("Move Overhead"), the value too (paths).
    std::string_view rest = trim(args);
    if (findWord(rest, "name") != 0)
        return Error {"setoption needs 'name <id> [value <x>]', got " + quoted(rest)};
    rest = trim(rest.substr(4));
    std::string_view name = rest, value;
    bool hasValue = false;
    if (const std::size_t at = findWord(rest, "value"); at != std::string_view::npos) {
        name = trim(rest.substr(0, at));
        value = trim(rest.substr(at + 5));
        hasValue = true;
    }
    if (name.empty())
        return Error {"setoption needs an option name"};
    const UciOption* option = find(name);
    if (!option) {
        if (std::find(accepted_.begin(), accepted_.end(), lower(name)) != accepted_.end())
            return std::string();
        return Error {"unknown option " + quoted(name)};
    }
    // A button takes no value at all; any other option's value is checked by its declaration.
    if (option->type == UciOption::Button && hasValue)
        return Error {"option " + quoted(option->name) + " is a button and takes no value, got "
            + (value.empty() ? std::string("nothing") : quoted(value))};
    const Result<std::string> applied = option->check(value);
    if (!applied)
        return Error {applied.error()};
    if (!option->onChange)
        return std::string();
    return option->onChange(*applied);
}

} // namespace kd
