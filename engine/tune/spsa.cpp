#include "tune/spsa.h"

#include "core/text.h"
#include "search/params.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace kd {

double SpsaSchedule::c(const SpsaParam& p, int k) const
{
    return p.step * std::pow(double(iterations), gamma) / std::pow(double(k), gamma);
}

double SpsaSchedule::a(const SpsaParam& p, int k) const
{
    const double A = stability * iterations;
    return rEnd * p.step * p.step * std::pow(A + iterations, alpha) / std::pow(A + k, alpha);
}

Result<Spsa> Spsa::make(std::vector<SpsaParam> params, SpsaSchedule schedule, std::uint64_t seed, int firstIteration)
{
    if (params.empty())
        return Error {"SPSA needs at least one parameter"};
    std::set<std::string> names;
    for (const SpsaParam& p : params) {
        const std::string what = "parameter " + text::quoted(p.name);
        if (p.name.empty())
            return Error {"a parameter has no name"};
        if (!names.insert(p.name).second)
            return Error {what + " is given twice"};
        if (!(p.min < p.max))
            return Error {what + ": its minimum must be below its maximum"};
        if (!(p.value >= p.min && p.value <= p.max))
            return Error {what + ": its value " + std::to_string(std::lround(p.value)) + " is outside "
                + std::to_string(std::lround(p.min)) + ".." + std::to_string(std::lround(p.max))};
        if (!(p.step > 0))
            return Error {what + ": its step must be above 0"};
    }
    if (schedule.iterations < 1)
        return Error {"SPSA needs at least one iteration"};
    if (firstIteration < 1 || firstIteration > schedule.iterations)
        return Error {"the first iteration " + std::to_string(firstIteration) + " is not within 1.."
            + std::to_string(schedule.iterations)};
    Spsa s;
    s.params_ = std::move(params);
    s.schedule_ = schedule;
    s.seed_ = seed;
    s.iteration_ = firstIteration;
    return s;
}

SpsaTrial Spsa::trial() const
{
    SpsaTrial t;
    t.iteration = iteration_;
    for (std::size_t i = 0; i < params_.size(); ++i) {
        // splitmix64 of (seed, iteration, parameter): the sign depends on nothing else.
        std::uint64_t h = seed_ ^ (std::uint64_t(iteration_) << 20) ^ std::uint64_t(i);
        h += 0x9E3779B97F4A7C15ULL;
        h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ULL;
        h = (h ^ (h >> 27)) * 0x94D049BB133111EBULL;
        h ^= h >> 31;
        const SpsaParam& p = params_[i];
        const int sign = (h & 1) ? 1 : -1;
        const double c = schedule_.c(p, iteration_);
        t.sign.push_back(sign);
        t.plus.push_back(int(std::lround(std::clamp(p.value + sign * c, p.min, p.max))));
        t.minus.push_back(int(std::lround(std::clamp(p.value - sign * c, p.min, p.max))));
    }
    return t;
}

void Spsa::update(const SpsaTrial& trial, int winsMinusLosses)
{
    for (std::size_t i = 0; i < params_.size(); ++i) {
        SpsaParam& p = params_[i];
        const double step
            = schedule_.a(p, trial.iteration) / schedule_.c(p, trial.iteration) * winsMinusLosses * trial.sign[i];
        p.value = std::clamp(p.value + step, p.min, p.max);
    }
    iteration_ = trial.iteration + 1;
}

Result<std::vector<SpsaParam>> searchSpsaParams(std::string_view list)
{
    const SearchParams defaults;
    std::vector<SpsaParam> params;
    auto add = [&](const SearchParamInfo& info, double value) {
        params.push_back(
            SpsaParam {std::string(info.name), value, double(info.min), double(info.max), double(info.step)});
    };
    if (text::lower(text::trim(list)) == "all") {
        for (const SearchParamInfo& info : SEARCH_PARAMS)
            add(info, defaults.*info.field);
        return params;
    }
    std::size_t at = 0;
    while (at <= list.size()) {
        const std::size_t comma = std::min(list.find(',', at), list.size());
        const std::string_view item = text::trim(list.substr(at, comma - at));
        at = comma + 1;
        const std::size_t eq = item.find('=');
        const std::string_view name = text::trim(item.substr(0, eq));
        const auto row = std::find_if(SEARCH_PARAMS.begin(), SEARCH_PARAMS.end(),
            [&](const SearchParamInfo& info) { return text::lower(info.name) == text::lower(name); });
        if (row == SEARCH_PARAMS.end()) {
            std::string known;
            for (const SearchParamInfo& info : SEARCH_PARAMS)
                known += (known.empty() ? "" : ", ") + std::string(info.name);
            return Error {"no parameter " + text::quoted(name) + " (known: " + known + ")"};
        }
        double value = defaults.*row->field;
        if (eq != std::string_view::npos) {
            const auto v = text::parseNumber<double>(text::trim(item.substr(eq + 1)));
            if (!v)
                return Error {text::quoted(item) + " needs a number after '='"};
            value = *v;
        }
        add(*row, value);
    }
    return params;
}

Result<void> runSpsa(Spsa& spsa, const SpsaRunConfig& config,
    const std::function<void(const SpsaTrial&, const MatchStats&, const Spsa&)>& onIteration)
{
    if (config.pairs < 1)
        return Error {"SPSA needs at least one pair of games per iteration"};
    const std::vector<std::string> openings
        = config.openings.empty() ? std::vector<std::string> {std::string(Position::START_FEN)} : config.openings;
    while (!spsa.done()) {
        const SpsaTrial trial = spsa.trial();
        MatchConfig match;
        for (int side = 0; side < 2; ++side) {
            EngineSpec& e = match.engines[side];
            e = config.engine;
            e.name = side == 0 ? "plus" : "minus";
            const std::vector<int>& values = side == 0 ? trial.plus : trial.minus;
            for (std::size_t i = 0; i < spsa.params().size(); ++i)
                e.options.emplace_back(spsa.params()[i].name, std::to_string(values[i]));
        }
        match.games = 2 * config.pairs;
        match.timeControl = config.timeControl;
        match.concurrency = config.concurrency;
        match.event = "Kandinsky SPSA iteration " + std::to_string(trial.iteration);
        const std::size_t first = std::size_t(trial.iteration - 1) * std::size_t(config.pairs);
        for (int j = 0; j < config.pairs; ++j)
            match.openings.push_back(openings[(first + std::size_t(j)) % openings.size()]);
        const Result<MatchStats> stats = runMatch(match, "", {});
        if (!stats)
            return Error {"iteration " + std::to_string(trial.iteration) + ": " + stats.error()};
        spsa.update(trial, stats->wins - stats->losses);
        if (onIteration)
            onIteration(trial, *stats, spsa);
    }
    return {};
}

} // namespace kd
