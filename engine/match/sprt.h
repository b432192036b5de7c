// The sequential probability ratio test of a match: does engine 1 gain elo1 Elo over engine 2, or
// at most elo0? Games are played until the log-likelihood ratio (LLR) of the results under the two
// hypotheses crosses a bound: ln((1 - beta) / alpha) accepts H1 (the gain is there), ln(beta /
// (1 - alpha)) accepts H0 (it is not). alpha and beta are the chances of a wrong verdict either way.
//
// The LLR is the generalised SPRT's normal approximation (Michel Van den Bergh): with N samples of
// mean score m and variance v, and s0, s1 the scores logistic Elo elo0 and elo1 give,
//
//     LLR = N (s1 - s0) (2m - s0 - s1) / (2v)
//
// A sample is a game (trinomial: scores 1, 1/2, 0) or a pair of games from the same opening with
// colours reversed (pentanomial: the pair's mean score 0, 1/4, 1/2, 3/4 or 1), which removes the
// opening's bias from the variance. Each outcome's count starts at 1/2 (a Jeffreys prior), so that
// the first few results, alike by chance, cannot fake a variance of zero and end the test; over
// hundreds of samples the prior is negligible. Elo here is logistic Elo, as the match's Elo line.
#pragma once

#include "core/result.h"

#include <array>

namespace kd {

// Pairs of games by the points engine 1 took from them: 0, 1/2, 1, 3/2 or 2.
using Pentanomial = std::array<int, 5>;

struct Sprt {
    enum class Verdict { Continue, AcceptH0, AcceptH1 };

    double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;

    // Checked bounds: elo0 < elo1, both within +-1000; alpha and beta in (0, 0.5).
    static Result<Sprt> make(double elo0, double elo1, double alpha = 0.05, double beta = 0.05);

    double lowerBound() const; // ln(beta / (1 - alpha))
    double upperBound() const; // ln((1 - beta) / alpha)
    double llrTrinomial(int wins, int draws, int losses) const;
    double llrPentanomial(const Pentanomial& pairs) const;
    Verdict verdict(double llr) const;
};

// The expected score of logistic Elo difference elo: 1 / (1 + 10^(-elo/400)).
double scoreOfElo(double elo);

} // namespace kd
