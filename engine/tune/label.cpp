// Labelling training positions with a UCI engine's expected score (label.h).
#include "tune/label.h"

#include "core/position.h"
#include "core/text.h"
#include "tune/tuner.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <istream>
#include <mutex>
#include <optional>
#include <ostream>
#include <thread>

namespace kd {

double expectedScore(const UciInfo& info, Color sideToMove)
{
    double mover = 0.5;
    if (info.hasWdl) {
        const int total = info.wdl[0] + info.wdl[1] + info.wdl[2];
        mover = total > 0 ? (info.wdl[0] + info.wdl[1] / 2.0) / total : 0.5;
    } else if (isMateScore(info.score)) {
        mover = info.score > 0 ? 1.0 : 0.0;
    } else {
        mover = 1.0 / (1.0 + std::pow(10.0, -info.score / 400.0));
    }
    return sideToMove == WHITE ? mover : 1.0 - mover;
}

namespace {

struct Item {
    std::string fen; // as Position::fen() writes it
    Color sideToMove = WHITE;
    double result = 0.5;
    int line = 0;
};

enum class Outcome : std::uint8_t { NotDone, Done, Failed };

// One engine and the positions it labels.
class Labeller {
public:
    explicit Labeller(const LabelConfig& config) : config_(config) { }
    ~Labeller() { client_.quit(); }

    Result<void> start()
    {
        client_.quit();
        if (Result<void> started = client_.start(config_.engine); !started)
            return started;
        if (client_.option("UCI_ShowWDL")) {
            if (Result<void> set = client_.setOption("UCI_ShowWDL", "true"); !set)
                return set;
            return client_.isReady();
        }
        return {};
    }

    // The engine's last report before its move, or why there is none.
    Result<UciInfo> search(const Item& item)
    {
        if (Result<void> fresh = client_.newGame(config_.timeoutMs); !fresh)
            return Error {fresh.error()};
        if (!client_.send("position fen " + item.fen) || !client_.send("go nodes " + std::to_string(config_.nodes)))
            return Error {client_.name() + " stopped reading its input"};
        std::optional<UciInfo> last;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(config_.timeoutMs);
        while (true) {
            const auto left
                = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now())
                      .count();
            if (left <= 0)
                return Error {client_.name() + " gave no move within " + std::to_string(config_.timeoutMs) + " ms"};
            UciClient::Event event = client_.next(int(left));
            switch (event.kind) {
            case UciClient::Event::Info:
                if ((event.info.hasScore || event.info.hasWdl) && event.info.multipv == 1 && event.info.text.empty())
                    last = std::move(event.info);
                break;
            case UciClient::Event::BestMove:
                if (!last)
                    return Error {client_.name() + " moved without reporting a score"};
                return *last;
            case UciClient::Event::Closed:
                return Error {client_.name() + " exited (" + event.detail + ")"};
            default:
                break;
            }
        }
    }

private:
    const LabelConfig& config_;
    UciClient client_;
};

} // namespace

Result<LabelStats> labelPositions(std::istream& in, const std::string& sourceName, std::ostream& out,
    const LabelConfig& config, const std::function<void(std::int64_t, std::int64_t)>& progress,
    const std::atomic<bool>* stop)
{
    const auto started = std::chrono::steady_clock::now();
    LabelStats stats;
    auto problem = [&](std::string message) {
        if (stats.problems.size() < 10)
            stats.problems.push_back(std::move(message));
    };

    // The positions, checked before any engine starts.
    std::vector<Item> items;
    std::string text;
    for (int number = 1; std::getline(in, text); ++number) {
        const std::string_view trimmed = text::trim(text);
        if (trimmed.empty() || trimmed.front() == '#')
            continue;
        const std::string where = sourceName + " line " + std::to_string(number) + ": ";
        const Result<TuneLine> parsed = parseTuneLine(trimmed);
        if (!parsed) {
            ++stats.badLines;
            problem(where + parsed.error());
            continue;
        }
        const Result<Position> pos = Position::fromFen(parsed->fen);
        if (!pos) {
            ++stats.badLines;
            problem(where + "bad FEN: " + pos.error());
            continue;
        }
        items.push_back(Item {pos->fen(), pos->sideToMove(), parsed->result, number});
    }
    if (in.bad())
        return Error {sourceName + ": read error"};
    if (items.empty())
        return Error {sourceName + ": no position reads"
            + (stats.problems.empty() ? std::string() : "; the first problem: " + stats.problems.front())};

    std::vector<double> labels(items.size(), 0.0);
    std::vector<Outcome> outcomes(items.size(), Outcome::NotDone);
    std::vector<std::uint8_t> byWdl(items.size(), 0);
    std::atomic<std::size_t> nextItem {0};
    std::atomic<std::int64_t> done {0};
    std::atomic<bool> abort {false};
    std::mutex mutex; // guards startError and problems
    std::string startError;

    auto work = [&] {
        Labeller labeller(config);
        if (Result<void> ok = labeller.start(); !ok) {
            const std::lock_guard lock(mutex);
            if (startError.empty())
                startError = ok.error();
            abort = true;
            return;
        }
        while (!abort && !(stop && *stop)) {
            const std::size_t i = nextItem++;
            if (i >= items.size())
                return;
            Result<UciInfo> info = labeller.search(items[i]);
            if (!info) {
                // A crash or a hang: a fresh engine gets one more try.
                const std::string first = info.error();
                if (Result<void> again = labeller.start(); !again) {
                    const std::lock_guard lock(mutex);
                    if (startError.empty())
                        startError = "after '" + first + "' it could not be started again: " + again.error();
                    abort = true;
                    return;
                }
                info = labeller.search(items[i]);
                if (!info) {
                    {
                        const std::lock_guard lock(mutex);
                        problem(sourceName + " line " + std::to_string(items[i].line) + ": " + info.error());
                    }
                    outcomes[i] = Outcome::Failed;
                    ++done;
                    (void)labeller.start();
                    continue;
                }
            }
            const double expected = expectedScore(*info, items[i].sideToMove);
            labels[i] = config.resultWeight * items[i].result + (1.0 - config.resultWeight) * expected;
            byWdl[i] = info->hasWdl;
            outcomes[i] = Outcome::Done;
            ++done;
        }
    };
    {
        std::vector<std::jthread> workers;
        const int n = std::max(1, std::min<int>(config.concurrency, int(items.size())));
        for (int w = 0; w < n; ++w)
            workers.emplace_back(work);
        while (done < std::int64_t(items.size()) && !abort && !(stop && *stop)) {
            if (progress)
                progress(done, std::int64_t(items.size()));
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
        }
    } // joins the workers
    if (!startError.empty())
        return Error {startError};
    if (progress)
        progress(done, std::int64_t(items.size()));

    char number[32];
    for (std::size_t i = 0; i < items.size() && outcomes[i] != Outcome::NotDone; ++i) {
        if (outcomes[i] == Outcome::Failed) {
            ++stats.failed;
            continue;
        }
        std::snprintf(number, sizeof number, "%.4f", labels[i]);
        out << items[i].fen << " [" << number << "]\n";
        ++stats.positions;
        stats.fromWdl += byWdl[i];
    }
    out.flush();
    if (!out)
        return Error {"the labelled positions could not be written"};
    stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return stats;
}

} // namespace kd
