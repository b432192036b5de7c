#include "measure.h"

#include "gamereview.h"

#include "analyser.h"
#include "analysis.h"
#include "analysispanel.h"
#include "boardheat.h"
#include "boardview.h"
#include "core/randomgame.h"
#include "evalgraph.h"
#include "heatmappanel.h"
#include "inspectorpanel.h"
#include "mainwindow.h"
#include "modellibrary.h"
#include "tunepanel.h"

#include "game/game.h"
#include "game/pgn.h"

#include <QCoreApplication>
#include <QEvent>
#include <QEventLoop>
#include <QSpinBox>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

namespace kdui {

using namespace kd;

namespace {

class FirstPaint : public QObject {
public:
    explicit FirstPaint(QEventLoop& loop) : loop_(loop) { }
    bool eventFilter(QObject*, QEvent* e) override
    {
        if (e->type() == QEvent::Paint && !seen_) {
            seen_ = true;
            QTimer::singleShot(0, &loop_, &QEventLoop::quit); // after the paint has finished
        }
        return false;
    }

private:
    QEventLoop& loop_;
    bool seen_ = false;
};

GameSetup engineWhite(qint64 moveTimeMs)
{
    GameSetup setup;
    setup.players[WHITE] = Player::Engine;
    setup.players[BLACK] = Player::Human;
    setup.elo = 0;
    setup.clock.mode = ClockSettings::MoveTime;
    setup.clock.moveTimeMs = moveTimeMs;
    return setup;
}

// The gaps between ticks of a 1 ms timer: how long the event loop was kept from its timers.
class StallSampler {
public:
    StallSampler()
    {
        timer_.setTimerType(Qt::PreciseTimer);
        timer_.setInterval(1);
        QObject::connect(&timer_, &QTimer::timeout, [this] {
            const qint64 now = clock_.nsecsElapsed();
            gaps_.push_back(now - last_);
            last_ = now;
        });
    }
    void start()
    {
        clock_.start();
        last_ = 0;
        timer_.start();
    }
    void stop() { timer_.stop(); }
    std::size_t ticks() const { return gaps_.size(); }
    // The longest gap and the 99th percentile, in ms.
    std::pair<double, double> longestAndP99()
    {
        if (gaps_.empty())
            return {0, 0};
        std::sort(gaps_.begin(), gaps_.end());
        return {double(gaps_.back()) / 1e6, double(gaps_[gaps_.size() * 99 / 100]) / 1e6};
    }

private:
    QTimer timer_;
    QElapsedTimer clock_;
    qint64 last_ = 0;
    std::vector<qint64> gaps_;
};

// Median and longest of n timed calls, in ms.
template <class F> std::pair<double, double> timed(int n, F step)
{
    std::vector<double> times;
    for (int i = 0; i < n; ++i) {
        QElapsedTimer t;
        t.start();
        step(i);
        times.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return {times[times.size() / 2], times.back()};
}

void report(const char* what, std::pair<double, double> t, int n)
{
    std::printf("%s: median %.2f ms, max %.2f ms over %d\n", what, t.first, t.second, n);
}

// The heatmap panel: repaints of the 12 tables and of one large table, the board with its heat
// layer, an edit (new tables, new scene, repaint), and resizing frame by frame.
void measureHeatmap(MainWindow& window)
{
    window.showPanel(QStringLiteral("heatmap"));
    QCoreApplication::processEvents();
    HeatmapPanel* panel = window.heatmap();
    HeatmapCanvas* canvas = panel->canvas();
    HeatView view;
    panel->setView(view);
    canvas->repaint();
    std::printf("heatmap canvas: %dx%d, boards of %.0f px\n", canvas->width(), canvas->height(),
        canvas->currentLayout().cell * 8);
    // A full redraw (what a new scene, size or palette costs), and a repaint (hovering).
    auto redraw = [&](int) {
        canvas->invalidate();
        canvas->repaint();
    };
    report("heatmap full redraw, 12 tables", timed(50, redraw), 50);
    report("heatmap repaint (hover), 12 tables", timed(50, [&](int) { canvas->repaint(); }), 50);
    view.withMaterial = true;
    view.sharedScale = false;
    panel->setView(view);
    report("heatmap full redraw, 12 tables with material, per-table scale", timed(50, redraw), 50);
    view = HeatView {};
    view.layout = HeatView::OnePiece;
    panel->setView(view);
    report("heatmap full redraw, one large table", timed(50, redraw), 50);
    panel->setView(HeatView {});

    panel->boardHeat()->setMode(BoardHeat::Knight);
    report("board repaint with the heat layer", timed(50, [&](int) { window.board()->repaint(); }), 50);
    ModelLibrary* models = window.models();
    report("edit a cell: new tables, scene and repaint",
        timed(50,
            [&](int i) {
                models->setEntry(kd::MG, kd::KNIGHT, kd::SQ_E4, i);
                canvas->repaint();
            }),
        50);
    report("heatmap resize frame (resize + repaint)",
        timed(50,
            [&](int i) {
                canvas->resize(canvas->width() + (i % 2 ? 7 : -7), canvas->height());
                canvas->repaint();
            }),
        50);
}

// The inspector: stepping through a 160-ply game (each step re-reads the position: breakdown,
// move terms, comparison, and the graph of every ply), and one step through an evaluation.
void measureInspector(MainWindow& window)
{
    window.showPanel(QStringLiteral("inspector"));
    GameController* controller = window.controller();
    controller->newGame(GameSetup::twoPeople());
    std::mt19937 rng(5);
    while (controller->game().plyCount() < 160 && !controller->game().over()) {
        controller->playMove(kd::randomMove(controller->game().current(), rng));
    }
    QCoreApplication::processEvents();
    InspectorPanel* inspector = window.inspector();
    const int plies = controller->game().plyCount();
    std::printf("inspector: a %d-ply game\n", plies);
    report("inspector: view another ply (window refresh with the inspector open)",
        timed(plies, [&](int i) { controller->setViewPly(i % 2 ? plies - i : i); }), plies);
    report("inspector: repaint of the panel", timed(50, [&](int) { inspector->repaint(); }), 50);
    report(
        "inspector: repaint of the graph (the ply moved)", timed(50, [&](int) { inspector->graph()->repaint(); }), 50);
    EvalGraph* graph = inspector->graph();
    report("inspector: redraw of the graph (new points)",
        timed(50,
            [&](int i) {
                QVector<EvalGraph::Point> points = graph->points();
                points.back().quietWhite += i % 2 ? 1 : -1;
                graph->setPoints(points, graph->current());
                graph->repaint();
            }),
        50);
    inspector->stepStart();
    report("inspector: one evaluation step (table, marks, sentence)", timed(30, [&](int) { inspector->stepForward(); }),
        30);
    inspector->stepStart();
    report("inspector: one evaluation step and the window's repaint",
        timed(30,
            [&](int) {
                inspector->stepForward();
                window.repaint();
            }),
        30);
}

// Playing with both study panels showing (stacked at 1600x1000): the engine plays both sides at
// 0.5 s a move for 10 s, and every move refreshes the board, the tables, the inspector and its
// graph on the GUI thread. The longest gap between ticks of a 1 ms timer is the stall a player
// would feel.
void measurePlayingWithPanels(MainWindow& window)
{
    const QSize before = window.size();
    window.resize(1600, 1000);
    window.setPanels(true, true);
    QCoreApplication::processEvents();
    report("window repaint with the tables and the inspector stacked (1600x1000)",
        timed(20, [&](int) { window.repaint(); }), 20);
    GameController* controller = window.controller();
    GameSetup setup = engineWhite(500);
    setup.players[BLACK] = Player::Engine;
    QEventLoop loop;
    StallSampler sampler;
    int moves = 0;
    const auto played = QObject::connect(controller, &GameController::movePlayed, [&] { ++moves; });
    controller->newGame(setup);
    window.repaint();
    sampler.start();
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    loop.exec();
    sampler.stop();
    QObject::disconnect(played);
    controller->newGame(GameSetup::twoPeople());
    const auto [longest, p99] = sampler.longestAndP99();
    std::printf("playing with the tables and the inspector open (1600x1000, stacked), %d engine moves in 10 s: "
                "longest stall %.2f ms, 99th percentile %.2f ms\n",
        moves, longest, p99);
    window.setPanels(false, false);
    window.resize(before);
    QCoreApplication::processEvents();
}

} // namespace

namespace {

// Clicks through the game (another move every 400 ms, 40 times) and reports the event loop's
// longest stall and, for each analyser running, the time from the click to its first lines of the
// new position painted on screen.
void clickThrough(MainWindow& window, const Game& game, const char* what)
{
    GameController* controller = window.controller();
    const QList<Analyser*> analysers
        = window.analysis()->active() ? window.analysis()->analysers() : QList<Analyser*>();
    constexpr int STEPS = 40;
    std::vector<std::vector<double>> toLines(std::size_t(analysers.size()));
    std::vector<bool> seen(std::size_t(analysers.size()), true);
    quint64 target = 0;
    QElapsedTimer sinceClick;
    std::vector<QMetaObject::Connection> connections;
    for (int i = 0; i < analysers.size(); ++i) {
        Analyser* a = analysers[i];
        connections.push_back(QObject::connect(a, &Analyser::linesChanged, [&, a, i] {
            if (seen[std::size_t(i)] || !a->hasRoot() || a->root().key() != target || a->lines().isEmpty())
                return;
            window.analysisPanel()->repaint(); // on screen
            seen[std::size_t(i)] = true;
            toLines[std::size_t(i)].push_back(double(sinceClick.nsecsElapsed()) / 1e6);
        }));
    }
    StallSampler sampler;
    sampler.start();
    for (int step = 0; step < STEPS; ++step) {
        int ply = (step * 37 + 5) % (game.plyCount() + 1);
        if (ply == controller->viewPly())
            ply = (ply + 1) % (game.plyCount() + 1);
        target = game.positionAt(ply).key();
        std::fill(seen.begin(), seen.end(), false);
        sinceClick.start();
        controller->setViewPly(ply);
        QEventLoop loop;
        QTimer::singleShot(400, &loop, &QEventLoop::quit);
        loop.exec();
    }
    sampler.stop();
    for (const auto& c : connections)
        QObject::disconnect(c);
    const auto [longest, p99] = sampler.longestAndP99();
    std::printf("%s, %d clicks on another move 400 ms apart: longest stall %.2f ms, 99th percentile %.2f ms over "
                "%zu ticks of a 1 ms timer\n",
        what, STEPS, longest, p99, sampler.ticks());
    for (int i = 0; i < analysers.size(); ++i) {
        std::vector<double>& t = toLines[std::size_t(i)];
        if (t.empty()) {
            std::printf("  %s: no lines arrived\n", qPrintable(analysers[i]->name()));
            continue;
        }
        std::sort(t.begin(), t.end());
        std::printf("  click to %s's first lines on screen: median %.1f ms, max %.1f ms over %zu clicks\n",
            qPrintable(analysers[i]->name()), t[t.size() / 2], t.back(), t.size());
    }
}

} // namespace

int measureAnalysis(MainWindow& window, const QString& analyser)
{
    window.resize(1280, 800);
    window.show();
    // A 60-ply random game (fixed seed) to click through.
    std::mt19937_64 random(20261123);
    Position pos;
    Game game;
    for (Move m : playRandomGame(pos, random, 60))
        game.play(m);
    window.controller()->loadPgn(QString::fromStdString(writePgn(game.toPgn())));
    clickThrough(window, game, "without analysis");

    if (!analyser.isEmpty())
        window.useAnalyser(analyser, true);
    window.analysisPanel()->linesBox()->setValue(5);
    window.setAnalysisMode(true);
    {
        QEventLoop loop; // the engines start and settle
        QTimer::singleShot(3000, &loop, &QEventLoop::quit);
        loop.exec();
    }
    QStringList names;
    for (Analyser* a : window.analysis()->analysers()) {
        if (a->state() == Analyser::State::Failed) {
            std::printf("%s failed: %s\n", qPrintable(a->name()), qPrintable(a->error()));
            return 1;
        }
        names << a->name();
    }
    const QByteArray what
        = QStringLiteral("analysing with MultiPV 5 (%1)").arg(names.join(QStringLiteral(" + "))).toUtf8();
    clickThrough(window, game, what.constData());
    window.setAnalysisMode(false);
    return 0;
}

int measureReview(MainWindow& window, const QString& engine, int depth)
{
    window.resize(1280, 800);
    window.show();
    window.showPanels(QStringLiteral("inspector"));
    QCoreApplication::processEvents();
    const ReviewEngine reviewer = ReviewEngine::fromArgument(engine, window.controller()->tables());
    const int positions = window.controller()->record().plyCount() + 1;
    QEventLoop loop;
    QString failure;
    StallSampler sampler;
    QElapsedTimer clock;
    window.startReview(reviewer, ReviewLimit::depth(depth));
    GameReviewer* r = window.reviewDialog()->reviewer();
    QObject::connect(r, &GameReviewer::finished, &loop, &QEventLoop::quit);
    QObject::connect(r, &GameReviewer::failed, &loop, [&](const QString& message) {
        failure = message;
        loop.quit();
    });
    clock.start();
    sampler.start();
    loop.exec();
    sampler.stop();
    const double seconds = double(clock.nsecsElapsed()) / 1e9;
    if (!failure.isEmpty()) {
        std::printf("review failed: %s\n", qPrintable(failure));
        return 1;
    }
    const auto [longest, p99] = sampler.longestAndP99();
    std::printf("review of %d positions by %s at depth %d: %.1f s, %.0f ms per position; longest event-loop stall "
                "%.2f ms, 99th percentile %.2f ms over %zu ticks\n",
        positions, qPrintable(reviewer.displayName()), depth, seconds, seconds * 1000 / positions, longest, p99,
        sampler.ticks());
    return 0;
}

int measureTune(MainWindow& window, const QString& data, int epochs)
{
    window.resize(1280, 800);
    window.show();
    window.showPanels(QStringLiteral("tune"));
    QCoreApplication::processEvents();
    TunePanel* panel = window.tune();
    panel->setDataPath(data);
    panel->findChild<QSpinBox*>(QStringLiteral("tuneEpochs"))->setValue(epochs);
    QEventLoop loop;
    QString failure;
    QObject::connect(panel, &TunePanel::stateChanged, &loop, [&](TunePanel::State state) {
        if (state == TunePanel::State::Idle)
            loop.quit();
    });
    QObject::connect(panel, &TunePanel::message, &loop, [&](const QString& text, bool error) {
        if (error)
            failure = text;
    });
    StallSampler sampler;
    QElapsedTimer clock;
    clock.start();
    sampler.start();
    if (const QString error = panel->start(); !error.isEmpty()) {
        std::printf("tuning did not start: %s\n", qPrintable(error));
        return 1;
    }
    loop.exec();
    sampler.stop();
    if (!failure.isEmpty() || panel->epochsDone() != epochs) {
        std::printf("tuning failed after %d epochs: %s\n", panel->epochsDone(), qPrintable(failure));
        return 1;
    }
    const auto [longest, p99] = sampler.longestAndP99();
    std::printf("Tune page (1280x800), %s, %d epochs, heat maps and curve redrawn each epoch: %.1f s; longest "
                "event-loop stall %.2f ms, 99th percentile %.2f ms over %zu ticks\n",
        qPrintable(data), epochs, double(clock.nsecsElapsed()) / 1e9, longest, p99, sampler.ticks());
    return 0;
}

int measureResponsiveness(MainWindow& window, const QElapsedTimer& sinceStart)
{
    GameController* controller = window.controller();
    {
        QEventLoop loop;
        FirstPaint filter(loop);
        window.board()->installEventFilter(&filter);
        window.show();
        loop.exec();
        window.board()->removeEventFilter(&filter);
        std::printf("first frame: %lld ms after main() started\n", static_cast<long long>(sinceStart.elapsed()));
    }

    // The longest gap between ticks of a 1 ms timer while the engine thinks for 10 s, with the board
    // repainted at 60 frames per second as an animation would.
    {
        constexpr qint64 THINK_MS = 10000;
        QEventLoop loop;
        StallSampler sampler;
        QTimer painter;
        painter.setInterval(16);
        QObject::connect(&painter, &QTimer::timeout, [&] { window.board()->repaint(); });
        const auto played = QObject::connect(controller, &GameController::movePlayed, &loop, &QEventLoop::quit);
        controller->newGame(engineWhite(THINK_MS)); // the engine starts thinking
        // Sampling starts once the new game is on screen (its first paint rasterises the clock's
        // font once): the stall measured is the search's. Warm repaints are timed on the way.
        window.repaint();
        for (QWidget* w : {static_cast<QWidget*>(&window), static_cast<QWidget*>(window.board())}) {
            std::vector<double> times;
            for (int i = 0; i < 20; ++i) {
                QElapsedTimer t;
                t.start();
                w->repaint();
                times.push_back(double(t.nsecsElapsed()) / 1e6);
            }
            std::sort(times.begin(), times.end());
            std::printf("%s repaint: median %.2f ms, max %.2f ms over 20\n", w == &window ? "window" : "board",
                times[times.size() / 2], times.back());
        }
        sampler.start();
        painter.start();
        loop.exec();
        QObject::disconnect(played);
        sampler.stop();
        painter.stop();
        const auto [longest, p99] = sampler.longestAndP99();
        std::printf("event-loop stall during a %lld s think: longest %.2f ms, 99th percentile %.2f ms over %zu "
                    "ticks of a 1 ms timer\n",
            static_cast<long long>(THINK_MS / 1000), longest, p99, sampler.ticks());
    }

    // "Move now" during a long think until the engine's move is on the board, 20 times.
    {
        std::vector<double> latencies;
        for (int i = 0; i < 20; ++i) {
            QEventLoop loop;
            QElapsedTimer stopClock;
            const auto played = QObject::connect(controller, &GameController::movePlayed, &loop, &QEventLoop::quit);
            controller->newGame(engineWhite(600000));
            QTimer::singleShot(200 + 37 * i, &loop, [&] {
                stopClock.start();
                controller->moveNow();
            });
            loop.exec();
            QObject::disconnect(played);
            latencies.push_back(double(stopClock.nsecsElapsed()) / 1e6);
        }
        std::sort(latencies.begin(), latencies.end());
        std::printf("move now to move on the board: median %.2f ms, max %.2f ms over %zu searches\n",
            latencies[latencies.size() / 2], latencies.back(), latencies.size());
    }
    measurePlayingWithPanels(window);
    measureHeatmap(window);
    measureInspector(window);
    return 0;
}

} // namespace kdui
