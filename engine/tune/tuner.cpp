// The tuner: weights as doubles, the score of a position as the sum of its features times the
// weights blended by its phase, the loss and its gradient computed in fixed chunks (so a thread
// count never changes a result), Adam steps on shuffled mini-batches.
#include "tune/tuner.h"

#include "core/notation.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>
#include <random>
#include <thread>

namespace kd {

namespace {

// Positions per chunk of the loss and the gradient: partial sums are kept per chunk and added in
// chunk order, whatever thread computed them.
constexpr std::size_t CHUNK = 4096;
constexpr double LN10 = 2.302585092994046;

double sigmoid(double k, double score) { return 1.0 / (1.0 + std::pow(10.0, -k * score / 400.0)); }

int materialIndex(PieceType pt) { return pt - 1; }
int tableIndex(PieceType pt, Square s) { return 6 + (pt - 1) * 64 + s; }

// Runs work(chunk) for chunks 0..n-1 on up to `threads` threads.
template <class Work> void forChunks(std::size_t n, int threads, Work&& work)
{
    const std::size_t helpers = std::min<std::size_t>(std::size_t(std::max(threads, 1)) - 1, n > 0 ? n - 1 : 0);
    if (helpers == 0) {
        for (std::size_t c = 0; c < n; ++c)
            work(c);
        return;
    }
    std::atomic<std::size_t> next {0};
    auto run = [&] {
        for (std::size_t c; (c = next.fetch_add(1)) < n;)
            work(c);
    };
    std::vector<std::thread> pool;
    for (std::size_t t = 0; t < helpers; ++t)
        pool.emplace_back(run);
    run();
    for (std::thread& t : pool)
        t.join();
}

} // namespace

std::string weightName(int index)
{
    if (index < 0 || index >= TUNE_PARAMS)
        return "weight " + std::to_string(index);
    const char* stage = index < STAGE_PARAMS ? " (mg)" : " (eg)";
    const int i = index % STAGE_PARAMS;
    if (i < 6)
        return "material " + std::string(1, PIECE_TYPE_LETTERS[i + 1]) + stage;
    if (i >= TERMS_FIRST) {
        const int w = i - TERMS_FIRST;
        for (const TermInfo& info : TERM_INFO)
            if (w >= info.offset && w < info.offset + info.size) {
                const int entry = w - info.offset;
                switch (info.index) {
                case TermIndex::Scalar:
                    return std::string(info.key) + stage;
                case TermIndex::Square:
                    return std::string(info.key) + " " + squareName(Square(entry)) + stage;
                default:
                    return std::string(info.key) + "[" + std::to_string(entry) + "]" + stage;
                }
            }
    }
    const int pt = (i - 6) / 64 + 1;
    return "table " + std::string(1, PIECE_TYPE_LETTERS[pt]) + " " + squareName(Square((i - 6) % 64)) + stage;
}

struct Tuner::Impl {
    const TuneData& data;
    EvalModel startModel;
    TuneConfig config;
    double k = 0;
    int epochs = 0;
    std::vector<double> w; // [TUNE_PARAMS]: MG weights, then EG weights
    std::vector<double> w0; // the start model's weights (for the prior)
    std::vector<char> trainable; // [TUNE_PARAMS]
    std::vector<float> rho; // per entry: the MG share, phase / phaseMax
    std::vector<double> adamM, adamV;
    long long steps = 0;
    std::mt19937_64 rng;
    std::vector<std::uint32_t> order;

    Impl(const TuneData& d, const EvalModel& start, TuneConfig c)
        : data(d),
          startModel(start),
          config(c),
          k(c.k),
          w(TUNE_PARAMS),
          trainable(TUNE_PARAMS, 0),
          adamM(TUNE_PARAMS),
          adamV(TUNE_PARAMS),
          rng(c.seed),
          order(d.size())
    {
        for (int st = MG; st < STAGE_NB; ++st)
            for (PieceType pt = PAWN; pt <= KING; ++pt) {
                w[st * STAGE_PARAMS + materialIndex(pt)] = start.material[st][pt];
                for (Square s = SQ_A1; s <= SQ_H8; ++s)
                    w[st * STAGE_PARAMS + tableIndex(pt, s)] = start.psqt[st][pt][s];
            }
        if (start.hasTerms)
            for (int st = MG; st < STAGE_NB; ++st)
                for (int i = 0; i < TERM_WEIGHTS; ++i)
                    w[std::size_t(st * STAGE_PARAMS + TERMS_FIRST + i)] = start.terms[st][std::size_t(i)];
        w0 = w;
        rho.resize(d.size());
        for (std::size_t i = 0; i < d.size(); ++i)
            rho[i] = float(phaseShare(d.entries[i]));

        // A weight moves if its set is chosen and some position reads it at a stage it is used in.
        std::vector<char> readMg(STAGE_PARAMS, 0), readEg(STAGE_PARAMS, 0);
        for (std::size_t i = 0; i < d.size(); ++i) {
            const TuneData::Entry& e = d.entries[i];
            for (std::uint32_t f = e.first; f < e.first + e.size; ++f) {
                readMg[d.features[f].index] |= rho[i] > 0;
                readEg[d.features[f].index] |= rho[i] < 1;
            }
        }
        for (int i = 0; i < STAGE_PARAMS; ++i) {
            const unsigned set = i < 6 ? TUNE_MATERIAL : i < TERMS_FIRST ? TUNE_TABLES : TUNE_TERMS;
            if (!(config.params & set) || i == materialIndex(KING) || (set == TUNE_TERMS && !start.hasTerms))
                continue;
            trainable[i] = readMg[i];
            trainable[STAGE_PARAMS + i] = readEg[i] && start.kind != PhaseKind::Single;
        }
        std::iota(order.begin(), order.end(), 0u);
    }

    // The MG share of a position's blend under the start model's phase rule.
    double phaseShare(const TuneData::Entry& e) const
    {
        const EvalModel& m = startModel;
        switch (m.kind) {
        case PhaseKind::Single:
            return 1.0;
        case PhaseKind::Switch:
            return e.endingRule ? 0.0 : 1.0;
        case PhaseKind::Tapered:
            break;
        }
        int phase = 0;
        for (PieceType pt = PAWN; pt <= KING; ++pt)
            phase += m.phaseWeight[pt] * (e.pieceCounts[WHITE][pt] + e.pieceCounts[BLACK][pt]);
        return double(std::min(phase, m.phaseMax)) / m.phaseMax;
    }

    double score(std::size_t i) const
    {
        const TuneData::Entry& e = data.entries[i];
        const double r = rho[i];
        const double* mg = w.data();
        const double* eg = w.data() + STAGE_PARAMS;
        double mgSum = 0, egSum = 0;
        for (const TuneFeature *f = data.features.data() + e.first, *end = f + e.size; f != end; ++f) {
            mgSum += f->count * mg[f->index];
            egSum += f->count * eg[f->index];
        }
        return r * mgSum + (1 - r) * egSum;
    }

    double error(std::size_t i, double kk) const
    {
        const double d = sigmoid(kk, score(i)) - data.entries[i].result;
        return d * d;
    }

    // The mean squared error over all the data at scale kk, summed per chunk in chunk order.
    double lossAt(double kk) const
    {
        const std::size_t n = data.size();
        if (n == 0)
            return 0;
        const std::size_t chunks = (n + CHUNK - 1) / CHUNK;
        std::vector<double> partial(chunks, 0.0);
        forChunks(chunks, config.threads, [&](std::size_t c) {
            double sum = 0;
            for (std::size_t i = c * CHUNK, end = std::min(n, i + CHUNK); i < end; ++i)
                sum += error(i, kk);
            partial[c] = sum;
        });
        return std::accumulate(partial.begin(), partial.end(), 0.0) / double(n);
    }

    // Golden-section search for the K of least loss. The scores do not depend on K, so they are
    // computed once.
    double fitK()
    {
        const std::size_t n = data.size();
        std::vector<double> scores(n);
        std::vector<float> results(n);
        for (std::size_t i = 0; i < n; ++i) {
            scores[i] = score(i);
            results[i] = data.entries[i].result;
        }
        auto loss = [&](double kk) {
            double sum = 0;
            for (std::size_t i = 0; i < n; ++i) {
                const double d = sigmoid(kk, scores[i]) - results[i];
                sum += d * d;
            }
            return sum;
        };
        const double ratio = (std::sqrt(5.0) - 1) / 2;
        double a = 0.1, b = 10.0;
        double c = b - ratio * (b - a), d = a + ratio * (b - a);
        double lc = loss(c), ld = loss(d);
        while (b - a > 1e-5) {
            if (lc < ld) {
                b = d;
                d = c;
                ld = lc;
                c = b - ratio * (b - a);
                lc = loss(c);
            } else {
                a = c;
                c = d;
                lc = ld;
                d = a + ratio * (b - a);
                ld = loss(d);
            }
        }
        k = (a + b) / 2;
        return k;
    }

    // The gradient of the batch's summed squared error, into grad (TUNE_PARAMS values).
    void gradient(const std::uint32_t* batch, std::size_t size, std::vector<double>& grad) const
    {
        const std::size_t chunks = (size + CHUNK - 1) / CHUNK;
        std::vector<std::vector<double>> partial(chunks, std::vector<double>(TUNE_PARAMS, 0.0));
        const double scale = k * LN10 / 400.0;
        forChunks(chunks, config.threads, [&](std::size_t c) {
            double* g = partial[c].data();
            for (std::size_t j = c * CHUNK, end = std::min(size, j + CHUNK); j < end; ++j) {
                const std::size_t i = batch[j];
                const TuneData::Entry& e = data.entries[i];
                const double p = sigmoid(k, score(i));
                // d(E - r)^2 / ds
                const double ds = 2 * (p - e.result) * p * (1 - p) * scale;
                const double gm = ds * rho[i], ge = ds * (1 - rho[i]);
                for (const TuneFeature *f = data.features.data() + e.first, *fe = f + e.size; f != fe; ++f) {
                    g[f->index] += gm * f->count;
                    g[STAGE_PARAMS + f->index] += ge * f->count;
                }
            }
        });
        std::fill(grad.begin(), grad.end(), 0.0);
        for (const std::vector<double>& p : partial)
            for (int j = 0; j < TUNE_PARAMS; ++j)
                grad[j] += p[j];
    }

    void adamStep(const std::vector<double>& grad, std::size_t batchSize)
    {
        constexpr double beta1 = 0.9, beta2 = 0.999, eps = 1e-8;
        ++steps;
        const double c1 = 1 - std::pow(beta1, double(steps)), c2 = 1 - std::pow(beta2, double(steps));
        for (int j = 0; j < TUNE_PARAMS; ++j) {
            if (!trainable[j])
                continue;
            // The prior's gradient: d/dw prior * ((w - w0) / 100)^2.
            const double g = grad[j] / double(batchSize) + config.prior * 2 * (w[j] - w0[j]) / 10000.0;
            adamM[j] = beta1 * adamM[j] + (1 - beta1) * g;
            adamV[j] = beta2 * adamV[j] + (1 - beta2) * g * g;
            w[j] -= config.learningRate * (adamM[j] / c1) / (std::sqrt(adamV[j] / c2) + eps);
        }
        if (startModel.kind == PhaseKind::Single)
            std::copy(w.begin(), w.begin() + STAGE_PARAMS, w.begin() + STAGE_PARAMS);
    }

    // A fresh order of the positions (Fisher-Yates with the seeded generator: the same on every
    // platform, unlike std::shuffle).
    void shuffle()
    {
        for (std::size_t i = order.size(); i > 1; --i)
            std::swap(order[i - 1], order[std::size_t(rng() % i)]);
    }
};

Tuner::Tuner(const TuneData& data, const EvalModel& start, TuneConfig config)
    : impl_(std::make_unique<Impl>(data, start, config))
{
}

Tuner::~Tuner() = default;

double Tuner::fitK() { return impl_->fitK(); }
double Tuner::k() const { return impl_->k; }
double Tuner::loss() const { return impl_->lossAt(impl_->k); }
double Tuner::score(std::size_t entry) const { return impl_->score(entry); }
int Tuner::epochsDone() const { return impl_->epochs; }
const EvalModel& Tuner::start() const { return impl_->startModel; }

EpochReport Tuner::epoch(const std::atomic<bool>* stop)
{
    Impl& t = *impl_;
    const auto began = std::chrono::steady_clock::now();
    if (t.k <= 0)
        t.fitK();
    const std::vector<double> before = t.w;
    t.shuffle();
    const std::size_t n = t.data.size();
    const std::size_t batch = t.config.batchSize > 0 ? std::size_t(t.config.batchSize) : std::max<std::size_t>(n, 1);
    std::vector<double> grad(TUNE_PARAMS);
    for (std::size_t from = 0; from < n; from += batch) {
        const std::size_t size = std::min(batch, n - from);
        t.gradient(t.order.data() + from, size, grad);
        t.adamStep(grad, size);
        if (stop && stop->load())
            break;
    }
    ++t.epochs;

    EpochReport report;
    report.epoch = t.epochs;
    report.loss = t.lossAt(t.k);
    std::vector<int> moved;
    for (int j = 0; j < TUNE_PARAMS; ++j)
        if (t.w[j] != before[j] && !(t.startModel.kind == PhaseKind::Single && j >= STAGE_PARAMS))
            moved.push_back(j);
    const std::size_t shown = std::min<std::size_t>(moved.size(), 8);
    std::partial_sort(moved.begin(), moved.begin() + std::ptrdiff_t(shown), moved.end(), [&](int a, int b) {
        const double da = std::abs(t.w[a] - before[a]), db = std::abs(t.w[b] - before[b]);
        return da != db ? da > db : a < b;
    });
    for (std::size_t i = 0; i < shown; ++i) {
        const int j = moved[i];
        report.largest.push_back({j, weightName(j), before[j], t.w[j]});
    }
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    return report;
}

EvalModel Tuner::model() const
{
    const Impl& t = *impl_;
    EvalModel m = t.startModel;
    auto rounded = [](double v, int limit) {
        const double r = std::round(v); // halves away from zero
        return int(std::clamp(r, double(-limit), double(limit)));
    };
    for (int st = MG; st < STAGE_NB; ++st)
        for (PieceType pt = PAWN; pt <= KING; ++pt) {
            const int base = (m.kind == PhaseKind::Single ? MG : st) * STAGE_PARAMS;
            if (pt != KING)
                m.material[st][pt] = rounded(t.w[base + materialIndex(pt)], MODEL_MATERIAL_MAX);
            for (Square s = SQ_A1; s <= SQ_H8; ++s)
                m.psqt[st][pt][s] = rounded(t.w[base + tableIndex(pt, s)], MODEL_TABLE_MAX);
        }
    if (m.hasTerms)
        for (int st = MG; st < STAGE_NB; ++st) {
            const int base = (m.kind == PhaseKind::Single ? MG : st) * STAGE_PARAMS + TERMS_FIRST;
            for (int i = 0; i < TERM_WEIGHTS; ++i)
                m.terms[st][std::size_t(i)] = rounded(t.w[std::size_t(base + i)], MODEL_TABLE_MAX);
        }
    return m;
}

} // namespace kd
