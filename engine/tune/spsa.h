// SPSA (simultaneous perturbation stochastic approximation) for the search's constants: every
// iteration moves all parameters at once by a random sign each (+c or -c), plays the engine with
// the parameters moved one way against the same engine with them moved the other way, and steps
// each parameter towards the side that scored better. The gain and perturbation schedules are
// Spall's, with the exponents and the defaults of the usual engine-tuning practice (fishtest):
//
//     c_k = c_end * N^gamma / k^gamma                       (the perturbation of iteration k, 1-based)
//     a_k = r_end * c_end^2 * (A + N)^alpha / (A + k)^alpha (A = stability x N)
//     theta += a_k / c_k * (wins - losses of the + side) * sign
//
// so that the last iteration perturbs each parameter by its step c_end and moves it by at most
// r_end * c_end per game won. The signs come from a hash of the seed, the iteration and the
// parameter: a run stopped at iteration K and started again with --start K and the values it had
// reached perturbs exactly as the uninterrupted run would have.
#pragma once

#include "core/result.h"
#include "match/match.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace kd {

struct SpsaParam {
    std::string name; // the engine's UCI option
    double value = 0; // theta, kept as a real number; the engine gets it rounded
    double min = 0, max = 0;
    double step = 1; // c_end
};

struct SpsaSchedule {
    int iterations = 1000; // N
    double alpha = 0.602, gamma = 0.101;
    double stability = 0.1; // A as a fraction of N
    double rEnd = 0.002; // the final learning rate

    double c(const SpsaParam& p, int k) const;
    double a(const SpsaParam& p, int k) const;
};

// One iteration's perturbation.
struct SpsaTrial {
    int iteration = 0;
    std::vector<int> sign; // +1 or -1 per parameter
    std::vector<int> plus, minus; // the rounded values each engine plays with
};

class Spsa {
public:
    // Checks the parameters (a name each, min < max, value within them, step > 0, names unique)
    // and the schedule (iterations >= 1, firstIteration within them).
    static Result<Spsa> make(
        std::vector<SpsaParam> params, SpsaSchedule schedule, std::uint64_t seed, int firstIteration = 1);

    int iteration() const { return iteration_; } // the next trial's, 1-based
    bool done() const { return iteration_ > schedule_.iterations; }
    const std::vector<SpsaParam>& params() const { return params_; }
    const SpsaSchedule& schedule() const { return schedule_; }

    SpsaTrial trial() const; // the current iteration's perturbation (the same every call)
    // The result of trial(): the + engine's wins minus its losses over the iteration's games.
    // Moves every parameter (clamped to its range) and goes on to the next iteration.
    void update(const SpsaTrial& trial, int winsMinusLosses);

private:
    std::vector<SpsaParam> params_;
    SpsaSchedule schedule_;
    std::uint64_t seed_ = 0;
    int iteration_ = 1;
};

// The rows of SEARCH_PARAMS (search/params.h) named in list, comma-separated and in any case, each
// with its range and step and its default value unless NAME=VALUE gives another ("all": every row).
// An unknown name or a value that is not a number is an error naming it.
Result<std::vector<SpsaParam>> searchSpsaParams(std::string_view list);

// Plays the iterations left: each one a match of `pairs` pairs of games (one opening, both
// colours) between `engine` with the + values and `engine` with the - values (as extra options),
// at config's time control and concurrency, the openings taken in turn across iterations.
// onIteration is called after each, with the trial, its games' totals and the updated parameters.
struct SpsaRunConfig {
    EngineSpec engine;
    int pairs = 1;
    TimeControl timeControl;
    std::vector<std::string> openings; // the standard start when empty
    int concurrency = 1;
};
Result<void> runSpsa(Spsa& spsa, const SpsaRunConfig& config,
    const std::function<void(const SpsaTrial&, const MatchStats&, const Spsa&)>& onIteration);

} // namespace kd
