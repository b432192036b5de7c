#include "analyser.h"

#include "core/movegen.h"
#include "core/rules.h"
#include "searchworker.h"
#include "uciengine.h"

#include <algorithm>

using namespace kd;

namespace kdui {

Analyser::Analyser(QObject* parent) : QObject(parent)
{
    flushTimer_.setSingleShot(true);
    flushTimer_.setInterval(REPORT_MS);
    connect(&flushTimer_, &QTimer::timeout, this, &Analyser::flush);
}

Analyser::~Analyser() = default;

void Analyser::analyse(const Position& root, const QString& positionCommand, int ply)
{
    const bool searching = state_ == State::Running || state_ == State::Starting;
    if (searching && hasRoot_ && root.key() == root_.key() && ply == ply_ && positionCommand == positionCommand_)
        return;
    root_ = root;
    positionCommand_ = positionCommand;
    ply_ = ply;
    hasRoot_ = true;
    ++generation_;
    dropPending();
    flushTimer_.stop();
    lines_.clear();
    firstLinesMs_ = -1;
    sinceStart_.start();
    emit linesChanged();
    if (MoveList(root_).size() == 0) {
        // Mate or stalemate: nothing to search; the view says which.
        stopSearch();
        if (state_ != State::Failed)
            setState(State::Running);
        return;
    }
    if (state_ != State::Failed)
        startSearch();
}

void Analyser::stop()
{
    if (state_ == State::Idle)
        return;
    ++generation_;
    dropPending();
    flushTimer_.stop();
    stopSearch();
    if (state_ != State::Failed)
        setState(State::Idle);
}

void Analyser::setMultiPV(int lines)
{
    lines = std::clamp(lines, 1, MAX_LINES);
    if (lines == multiPV_)
        return;
    multiPV_ = lines;
    if (lines_.size() > lines) {
        lines_.resize(lines);
        emit linesChanged();
    }
    if (state_ == State::Running && hasRoot_) {
        ++generation_;
        dropPending();
        firstLinesMs_ = -1;
        sinceStart_.start();
        startSearch();
    }
}

void Analyser::pendingArrived()
{
    if (firstLinesMs_ < 0)
        flush(); // the first lines of a position: at once, they are what a click waits for
    else if (!flushTimer_.isActive())
        flushTimer_.start();
}

void Analyser::flush()
{
    QVector<EngineLine> lines = lines_;
    convertPending(lines);
    // A line per rank up to the last one reported; ranks beyond the count asked for are dropped.
    if (lines.size() > multiPV_)
        lines.resize(multiPV_);
    lines_ = lines;
    if (firstLinesMs_ < 0)
        firstLinesMs_ = sinceStart_.elapsed();
    emit linesChanged();
}

void Analyser::setState(State state, const QString& error)
{
    if (state == state_ && error == error_)
        return;
    state_ = state;
    error_ = error;
    emit stateChanged();
}

EngineLine Analyser::emptyLine() const
{
    EngineLine line;
    line.source = EngineLine::Source::Search;
    line.player = name();
    line.root = root_;
    line.ply = ply_;
    return line;
}

namespace {

void place(QVector<EngineLine>& lines, int rank, EngineLine line)
{
    if (rank < 1 || rank > Analyser::MAX_LINES || line.pv.empty())
        return; // a line without a legal move shows nothing
    if (lines.size() < rank)
        lines.resize(rank);
    lines[rank - 1] = std::move(line);
}

} // namespace

// --- Kandinsky ------------------------------------------------------------------------------

KandinskyAnalyser::KandinskyAnalyser(QObject* parent) : Analyser(parent) { }

SearchWorker* KandinskyAnalyser::worker()
{
    // Made by the first analysis, not with the window: its engine holds a 16 MB table and a thread.
    if (worker_)
        return worker_;
    worker_ = new SearchWorker;
    thread_.adopt(worker_);
    // A queued signal, as the game controller's: the request is copied by Qt's argument hand-over
    // (what ThreadSanitizer is told about), never captured by a lambda.
    connect(this, &KandinskyAnalyser::searchRequested, worker_, &SearchWorker::search, Qt::QueuedConnection);
    connect(worker_, &SearchWorker::info, this, [this](quint64 generation, const SearchInfo& info) {
        if (generation != generation_)
            return;
        pending_[info.multipv] = info;
        pendingArrived();
    });
    thread_.start();
    return worker_;
}

KandinskyAnalyser::~KandinskyAnalyser()
{
    if (!worker_)
        return;
    worker_->cancel(~quint64(0) >> 1);
    thread_.join();
}

QString KandinskyAnalyser::name() const { return tr("Kandinsky"); }

void KandinskyAnalyser::setTables(std::shared_ptr<const EvalTables> tables, const QString& modelName)
{
    if (tables == tables_ && modelName == modelName_)
        return;
    tables_ = std::move(tables);
    modelName_ = modelName;
    if (state() == State::Running && hasRoot_) {
        const Position root = root_;
        const QString command = positionCommand_;
        hasRoot_ = false; // analyse the same position again, with the new model
        analyse(root, command, ply_);
    }
}

void KandinskyAnalyser::startSearch()
{
    SearchWorker* searcher = worker();
    searcher->cancel(generation_ - 1);
    SearchRequest request;
    request.generation = generation_;
    request.position = root_;
    request.limits.infinite = true;
    request.multiPV = multiPV_;
    request.tables = tables_;
    request.threads = threads_;
    emit searchRequested(request);
    setState(State::Running);
}

void KandinskyAnalyser::stopSearch()
{
    if (worker_)
        worker_->cancel(generation_);
}

void KandinskyAnalyser::convertPending(QVector<EngineLine>& lines)
{
    for (const auto& [rank, info] : pending_) {
        EngineLine line = emptyLine();
        line.model = modelName_;
        fillLine(line, info);
        place(lines, rank, std::move(line));
    }
    pending_.clear();
}

// --- An external engine ---------------------------------------------------------------------

UciAnalyser::UciAnalyser(const EngineSpec& spec, QObject* parent) : Analyser(parent), engine_(new UciEngine(this))
{
    specName_ = QString::fromStdString(spec.name.empty() ? spec.command.front() : spec.name);
    connect(engine_, &UciEngine::started, this, [this] {
        if (state() == State::Starting && hasRoot_)
            startSearch();
        else if (state() == State::Starting || state() == State::Failed)
            setState(State::Idle);
        emit linesChanged(); // the name is the engine's own now
    });
    connect(engine_, &UciEngine::failed, this, [this](const QString& message) { setState(State::Failed, message); });
    connect(engine_, &UciEngine::info, this, [this](quint64 generation, const UciInfo& info) {
        if (generation != generation_ || !info.hasScore || info.pv.empty())
            return; // an older position's, or a line that says nothing yet (currmove, string)
        pending_[info.multipv] = info;
        pendingArrived();
    });
    spec_ = spec; // started by the first analysis, not before: choosing an engine costs nothing
}

UciAnalyser::~UciAnalyser() = default;

QString UciAnalyser::name() const { return engine_->name().isEmpty() ? specName_ : engine_->name(); }

void UciAnalyser::restart()
{
    setState(State::Starting);
    engine_->restart();
}

void UciAnalyser::startSearch()
{
    using S = UciEngine::State;
    if (engine_->state() == S::Ready || engine_->state() == S::Searching) {
        engine_->analyse(generation_, positionCommand_, multiPV_);
        setState(State::Running);
    } else if (engine_->state() != S::Failed) {
        if (engine_->state() == S::Stopped)
            engine_->start(spec_);
        setState(State::Starting); // analysis begins when the engine has started
    }
}

void UciAnalyser::stopSearch()
{
    if (engine_->state() == UciEngine::State::Searching)
        engine_->stop();
}

void UciAnalyser::convertPending(QVector<EngineLine>& lines)
{
    for (const auto& [rank, info] : pending_) {
        EngineLine line = emptyLine();
        fillLine(line, info);
        place(lines, rank, std::move(line));
    }
    pending_.clear();
}

} // namespace kdui
