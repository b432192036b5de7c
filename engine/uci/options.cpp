#include "uci/options.h"

#include "core/text.h"

#include <algorithm>

namespace kd {

using namespace text;

namespace {

constexpr std::string_view TYPE_NAMES[] = {"check", "spin", "combo", "button", "string"};

std::string joined(const std::vector<std::string>& words)
{
    std::string out;
    for (const std::string& w : words)
        out += (out.empty() ? "" : ", ") + w;
    return out;
}

} // namespace

std::string UciOption::uciLine() const
{
    std::string line = "option name " + name + " type " + std::string(TYPE_NAMES[type]);
    if (type == Button)
        return line;
    line += " default " + (type == String && defaultValue.empty() ? std::string("<empty>") : defaultValue);
    if (type == Spin)
        line += " min " + std::to_string(min) + " max " + std::to_string(max);
    for (const std::string& v : vars)
        line += " var " + v;
    return line;
}

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
    const std::string got = ", got " + (hasValue && !value.empty() ? quoted(value) : std::string("nothing"));
    std::string applied(value);
    switch (option->type) {
    case UciOption::Check: {
        const std::string v = lower(value);
        if (v != "true" && v != "false")
            return Error {"option " + quoted(option->name) + " needs true or false" + got};
        applied = v;
        break;
    }
    case UciOption::Spin: {
        const auto n = parseNumber<long long>(value);
        if (!n || *n < option->min || *n > option->max)
            return Error {"option " + quoted(option->name) + " needs a whole number from " + std::to_string(option->min)
                + " to " + std::to_string(option->max) + got};
        break;
    }
    case UciOption::Combo: {
        const auto it = std::find_if(
            option->vars.begin(), option->vars.end(), [&](const std::string& v) { return lower(v) == lower(value); });
        if (it == option->vars.end())
            return Error {"option " + quoted(option->name) + " needs one of " + joined(option->vars) + got};
        applied = *it;
        break;
    }
    case UciOption::Button:
        if (hasValue)
            return Error {"option " + quoted(option->name) + " is a button and takes no value" + got};
        break;
    case UciOption::String:
        if (applied == "<empty>")
            applied.clear();
        break;
    }
    if (!option->onChange)
        return std::string();
    return option->onChange(applied);
}

} // namespace kd
