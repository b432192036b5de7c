#include "match/sprt.h"

#include <cmath>
#include <string>

namespace kd {

namespace {

constexpr double PRIOR_COUNT = 0.5;

// The normal approximation of the LLR from samples with these scores and counts (0 before the first
// sample). Every outcome's count starts at PRIOR_COUNT (a Jeffreys prior on the outcomes): without
// it a few equal results have no variance and their ratio is huge, so a test with wide bounds
// could stop after two pairs; with it a run of equal results still decides, after a dozen pairs.
template <std::size_t N>
double llrOf(const Sprt& sprt, const std::array<double, N>& scores, const std::array<int, N>& seen)
{
    std::array<double, N> counts {};
    double n = 0, sum = 0, observed = 0;
    for (std::size_t i = 0; i < N; ++i) {
        observed += seen[i];
        counts[i] = seen[i] + PRIOR_COUNT;
        n += counts[i];
        sum += counts[i] * scores[i];
    }
    if (observed == 0)
        return 0;
    const double mean = sum / n;
    double variance = 0;
    for (std::size_t i = 0; i < N; ++i)
        variance += counts[i] * (scores[i] - mean) * (scores[i] - mean);
    variance /= n;
    if (variance <= 0)
        return 0;
    const double s0 = scoreOfElo(sprt.elo0), s1 = scoreOfElo(sprt.elo1);
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
}

} // namespace

double scoreOfElo(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

Result<Sprt> Sprt::make(double elo0, double elo1, double alpha, double beta)
{
    if (!(std::isfinite(elo0) && std::isfinite(elo1) && std::abs(elo0) <= 1000 && std::abs(elo1) <= 1000))
        return Error {"the SPRT's Elo bounds must be numbers from -1000 to 1000"};
    if (!(elo0 < elo1))
        return Error {"the SPRT needs elo0 < elo1, got " + std::to_string(elo0) + " and " + std::to_string(elo1)};
    if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5))
        return Error {"the SPRT's alpha and beta must lie between 0 and 0.5"};
    return Sprt {elo0, elo1, alpha, beta};
}

double Sprt::lowerBound() const { return std::log(beta / (1 - alpha)); }

double Sprt::upperBound() const { return std::log((1 - beta) / alpha); }

double Sprt::llrTrinomial(int wins, int draws, int losses) const
{
    return llrOf<3>(*this, {0.0, 0.5, 1.0}, {losses, draws, wins});
}

double Sprt::llrPentanomial(const Pentanomial& pairs) const
{
    return llrOf<5>(*this, {0.0, 0.25, 0.5, 0.75, 1.0}, pairs);
}

Sprt::Verdict Sprt::verdict(double llr) const
{
    return llr >= upperBound() ? Verdict::AcceptH1 : llr <= lowerBound() ? Verdict::AcceptH0 : Verdict::Continue;
}

} // namespace kd
