#include "uciengine.h"

#include "core/text.h"

#include <QFileInfo>
#include <QSocketNotifier>
#include <QTimer>

#include <algorithm>
#include <optional>

namespace kdui {

namespace {

constexpr int DEFAULT_HANDSHAKE_MS = 10000, DEFAULT_STOP_MS = 5000;
constexpr int MAX_LINES_PER_READ = 500; // then the event loop gets a turn (timers, new requests)
constexpr int QUIT_GRACE_MS = 200; // for "quit" before the process is killed

// "10 s", "0.5 s", for messages.
QString seconds(qint64 ms)
{
    return ms % 1000 == 0 ? QStringLiteral("%1 s").arg(ms / 1000) : QStringLiteral("%1 s").arg(double(ms) / 1000.0);
}

QString displayName(const kd::EngineSpec& spec)
{
    if (!spec.name.empty())
        return QString::fromStdString(spec.name);
    return spec.command.empty() ? QStringLiteral("engine")
                                : QFileInfo(QString::fromStdString(spec.command[0])).fileName();
}

// How long a go may take before its bestmove is overdue (without the grace): its movetime, or the
// clock of the side to move in positionCommand; -1 when it is not timed (depth, nodes, infinite).
qint64 goLimitMs(const std::string& positionCommand, const std::string& goCommand)
{
    using namespace kd::text;
    const std::vector<std::string_view> pos = split(positionCommand), go = split(goCommand);
    const auto number = [&](std::string_view key) -> qint64 {
        for (std::size_t i = 0; i + 1 < go.size(); ++i)
            if (go[i] == key)
                return std::max<qint64>(0, parseNumber<long long>(go[i + 1]).value_or(0));
        return -1;
    };
    if (const qint64 movetime = number("movetime"); movetime >= 0)
        return movetime;
    bool white = !(pos.size() > 3 && pos[1] == "fen" && pos[3] == "b");
    const auto moves = std::find(pos.begin(), pos.end(), "moves");
    if (moves != pos.end() && (pos.end() - moves - 1) % 2 == 1)
        white = !white;
    return number(white ? "wtime" : "btime");
}

} // namespace

// A search as the GUI asks for it.
struct UciEngineRequest {
    quint64 generation = 0;
    std::string position, go;
    int multiPV = 1;
    bool analyse = false;
};

} // namespace kdui

Q_DECLARE_METATYPE(kd::EngineSpec)
Q_DECLARE_METATYPE(kdui::UciEngineRequest)

namespace kdui {

// The engine's side of UciEngine: owns the kd::UciClient on the worker thread. Every slot returns
// at once except start(), which waits for the handshake (at most the handshake timeout). Signals
// carry the epoch of the start() they belong to, so the GUI side drops news of an engine it left.
// The GUI calls the slots by name with Q_ARG (a queued call whose arguments Qt copies), never
// with a functor: ThreadSanitizer cannot see the hand-over of a functor's captures inside Qt.
class UciEngineWorker : public QObject {
    Q_OBJECT

public:
    UciEngineWorker()
    {
        for (QTimer* t : {&readyTimer_, &stopTimer_, &goTimer_})
            t->setSingleShot(true);
        connect(&readyTimer_, &QTimer::timeout, this,
            [this] { failWith(name_ + QStringLiteral(" did not answer 'isready' within ") + seconds(handshakeMs_)); });
        connect(&stopTimer_, &QTimer::timeout, this, [this] {
            failWith(name_ + QStringLiteral(" did not answer 'stop' with a bestmove within ") + seconds(stopMs_));
        });
        connect(&goTimer_, &QTimer::timeout, this, [this] {
            failWith(name_ + QStringLiteral(" sent no bestmove within ") + seconds(goLimitMs_) + QStringLiteral(" of '")
                + QString::fromStdString(current_.go) + QStringLiteral("'"));
        });
    }

public slots:
    void setTimeouts(int handshakeMs, int stopMs)
    {
        handshakeMs_ = std::max(1, handshakeMs);
        stopMs_ = std::max(1, stopMs);
    }

    void start(quint64 epoch, const kd::EngineSpec& spec)
    {
        closeEngine();
        epoch_ = epoch;
        name_ = displayName(spec);
        const kd::Result<void> ok = client_.start(spec, handshakeMs_);
        if (!ok) {
            failWith(QString::fromStdString(ok.error()));
            return;
        }
        name_ = QString::fromStdString(client_.name());
        const kd::UciOptionDecl* multiPV = client_.option("MultiPV");
        multiPV_ = multiPV ? kd::text::parseNumber<int>(multiPV->defaultValue).value_or(1) : 1;
        notifier_ = new QSocketNotifier(client_.outputFd(), QSocketNotifier::Read, this);
        connect(notifier_, &QSocketNotifier::activated, this, &UciEngineWorker::readOutput);
        phase_ = Phase::Ready;
        QList<kd::UciOptionDecl> options(client_.options().begin(), client_.options().end());
        emit started(epoch_, name_, options);
        // Lines that arrived with the handshake's are already in the client's buffer.
        QMetaObject::invokeMethod(this, &UciEngineWorker::readOutput, Qt::QueuedConnection);
    }

    void quitEngine(quint64 epoch)
    {
        epoch_ = epoch;
        closeEngine();
    }

    void request(const kdui::UciEngineRequest& r)
    {
        if (phase_ == Phase::Idle || phase_ == Phase::Failed)
            return;
        pending_ = r;
        stopAfterLaunch_ = false;
        switch (phase_) {
        case Phase::Searching:
            sendStop(); // the old search's bestmove launches the new one
            break;
        case Phase::Ready:
            launch();
            break;
        default: // Readying, Stopping: the newest request goes when the engine is ready
            break;
        }
    }

    void stop()
    {
        if (pending_)
            stopAfterLaunch_ = true;
        else if (phase_ == Phase::Searching)
            sendStop();
    }

    void newGame() { newGamePending_ = true; }

    // The receiver's verdict: the engine is closed without another report.
    void close(quint64 epoch)
    {
        epoch_ = epoch;
        closeEngine();
        phase_ = Phase::Failed;
    }

    // The owner is going: close the engine (a hung one is killed) and end the thread.
    void shutdown()
    {
        closeEngine();
        QThread::currentThread()->quit();
    }

signals:
    void started(quint64 epoch, const QString& name, const QList<kd::UciOptionDecl>& options);
    void info(quint64 epoch, quint64 generation, const kd::UciInfo& info);
    void bestMove(quint64 epoch, quint64 generation, const QString& move, const QString& ponder);
    void failed(quint64 epoch, const QString& message);

private:
    enum class Phase {
        Idle, // no engine
        Ready, // nothing asked
        Readying, // "isready" sent before launching pending_
        Searching, // current_ runs
        Stopping, // "stop" sent to current_, its bestmove awaited
        Failed,
    };

    void readOutput()
    {
        for (int n = 0; n < MAX_LINES_PER_READ; ++n) {
            if (!notifier_)
                return;
            const kd::UciClient::Event event = client_.next(0);
            if (event.kind == kd::UciClient::Event::Timeout)
                return;
            handle(event);
        }
        // More may wait in the client's buffer, where the notifier does not look.
        QMetaObject::invokeMethod(this, &UciEngineWorker::readOutput, Qt::QueuedConnection);
    }

    void handle(const kd::UciClient::Event& event)
    {
        using Event = kd::UciClient::Event;
        const bool running = phase_ == Phase::Searching || phase_ == Phase::Stopping;
        switch (event.kind) {
        case Event::Info: {
            // Reports of a search that a newer request replaces are dropped.
            const kd::UciInfo& i = event.info;
            if (running && !pending_ && (!i.pv.empty() || i.hasScore || !i.text.empty()))
                emit info(epoch_, current_.generation, i);
            break;
        }
        case Event::BestMove:
            if (!running)
                break; // a stray one: nothing runs
            stopTimer_.stop();
            goTimer_.stop();
            phase_ = Phase::Ready;
            if (pending_)
                launch();
            else
                emit bestMove(epoch_, current_.generation, QString::fromStdString(event.move),
                    QString::fromStdString(event.ponder));
            break;
        case Event::ReadyOk:
            if (phase_ != Phase::Readying)
                break;
            readyTimer_.stop();
            phase_ = Phase::Ready;
            if (pending_)
                launch();
            break;
        case Event::Closed:
            failWith(name_ + QStringLiteral(" stopped (") + QString::fromStdString(event.detail) + QStringLiteral(")"));
            break;
        case Event::Other:
        case Event::Timeout:
            break;
        }
    }

    // Sends what pending_ needs before its search (ucinewgame, MultiPV) and waits for readyok;
    // when nothing is needed, starts it.
    void launch()
    {
        bool sent = false;
        if (newGamePending_) {
            client_.send("ucinewgame");
            newGamePending_ = false;
            sent = true;
        }
        const kd::UciOptionDecl* option = client_.option("MultiPV");
        if (option && option->type == kd::UciOptionDecl::Spin) {
            const int wanted
                = int(std::clamp<long long>(pending_->analyse ? pending_->multiPV : 1, option->min, option->max));
            if (wanted != multiPV_ && client_.setOption(option->name, std::to_string(wanted))) {
                multiPV_ = wanted;
                sent = true;
            }
        }
        if (sent) {
            client_.send("isready");
            phase_ = Phase::Readying;
            readyTimer_.start(handshakeMs_);
            return;
        }
        current_ = *pending_;
        pending_.reset();
        client_.send(current_.position);
        client_.send(current_.go);
        phase_ = Phase::Searching;
        if (!current_.analyse) {
            if (const qint64 limit = goLimitMs(current_.position, current_.go); limit >= 0) {
                goLimitMs_ = limit + stopMs_;
                goTimer_.start(std::chrono::milliseconds(goLimitMs_));
            }
        }
        if (stopAfterLaunch_) {
            stopAfterLaunch_ = false;
            sendStop();
        }
    }

    void sendStop()
    {
        if (phase_ != Phase::Searching)
            return;
        client_.send("stop");
        phase_ = Phase::Stopping;
        stopTimer_.start(stopMs_);
    }

    void failWith(const QString& message)
    {
        if (phase_ == Phase::Failed)
            return;
        closeEngine();
        phase_ = Phase::Failed;
        emit failed(epoch_, message);
    }

    void closeEngine()
    {
        for (QTimer* t : {&readyTimer_, &stopTimer_, &goTimer_})
            t->stop();
        if (notifier_) {
            // Off before the descriptor closes; deleted later, as this may run in its own slot.
            notifier_->setEnabled(false);
            notifier_->deleteLater();
            notifier_ = nullptr;
        }
        client_.quit(QUIT_GRACE_MS);
        pending_.reset();
        stopAfterLaunch_ = newGamePending_ = false;
        phase_ = Phase::Idle;
    }

    kd::UciClient client_;
    QSocketNotifier* notifier_ = nullptr;
    QTimer readyTimer_ {this}, stopTimer_ {this}, goTimer_ {this};
    int handshakeMs_ = DEFAULT_HANDSHAKE_MS, stopMs_ = DEFAULT_STOP_MS;
    qint64 goLimitMs_ = 0;
    quint64 epoch_ = 0;
    QString name_;
    Phase phase_ = Phase::Idle;
    UciEngineRequest current_;
    std::optional<UciEngineRequest> pending_;
    bool stopAfterLaunch_ = false; // stop() came for pending_
    bool newGamePending_ = false;
    int multiPV_ = 1; // as last set on the engine
};

UciEngine::UciEngine(QObject* parent) : QObject(parent), worker_(new UciEngineWorker)
{
    qRegisterMetaType<kd::UciInfo>();
    qRegisterMetaType<kd::UciOptionDecl>();
    qRegisterMetaType<QList<kd::UciOptionDecl>>();
    qRegisterMetaType<kdui::UciEngine::State>();
    qRegisterMetaType<kd::EngineSpec>();
    qRegisterMetaType<kdui::UciEngineRequest>();

    thread_.setObjectName(QStringLiteral("UciEngine"));
    thread_.adopt(worker_);
    connect(worker_, &UciEngineWorker::started, this,
        [this](quint64 epoch, const QString& name, const QList<kd::UciOptionDecl>& options) {
            if (epoch != epoch_)
                return;
            name_ = name;
            options_ = options;
            setState(State::Ready);
            emit started(name);
        });
    connect(worker_, &UciEngineWorker::info, this, [this](quint64 epoch, quint64 generation, const kd::UciInfo& i) {
        if (epoch == epoch_ && generation == generation_ && state_ == State::Searching)
            emit info(generation, i);
    });
    connect(worker_, &UciEngineWorker::bestMove, this,
        [this](quint64 epoch, quint64 generation, const QString& move, const QString& ponder) {
            if (epoch != epoch_ || generation != generation_ || state_ != State::Searching)
                return;
            setState(State::Ready);
            emit bestMove(generation, move, ponder);
        });
    connect(worker_, &UciEngineWorker::failed, this, [this](quint64 epoch, const QString& message) {
        if (epoch != epoch_)
            return;
        setState(State::Failed);
        emit failed(message);
    });
    thread_.start();
}

UciEngine::~UciEngine()
{
    // The worker closes the engine (killing one that does not quit) and ends its thread, which
    // deletes it. A start() under way finishes first: at most the handshake timeout.
    QMetaObject::invokeMethod(worker_, "shutdown", Qt::QueuedConnection);
    thread_.wait(); // for shutdown()'s own quit(): one from here could end the loop before it ran
    thread_.join();
}

void UciEngine::setState(State state)
{
    if (state == state_)
        return;
    state_ = state;
    emit stateChanged(state);
}

void UciEngine::start(const kd::EngineSpec& spec)
{
    spec_ = spec;
    name_ = displayName(spec);
    options_.clear();
    const quint64 epoch = ++epoch_;
    QMetaObject::invokeMethod(
        worker_, "start", Qt::QueuedConnection, Q_ARG(quint64, epoch), Q_ARG(kd::EngineSpec, spec));
    setState(State::Starting);
}

void UciEngine::restart() { start(spec_); }

void UciEngine::quit()
{
    const quint64 epoch = ++epoch_;
    QMetaObject::invokeMethod(worker_, "quitEngine", Qt::QueuedConnection, Q_ARG(quint64, epoch));
    setState(State::Stopped);
}

void UciEngine::request(
    quint64 generation, const QString& positionCommand, const QString& goCommand, int multiPV, bool analyse)
{
    if (state_ != State::Ready && state_ != State::Searching)
        return;
    UciEngineRequest r;
    r.generation = generation;
    r.position = positionCommand.toStdString();
    r.go = goCommand.toStdString();
    r.multiPV = multiPV;
    r.analyse = analyse;
    generation_ = generation;
    QMetaObject::invokeMethod(worker_, "request", Qt::QueuedConnection, Q_ARG(kdui::UciEngineRequest, r));
    setState(State::Searching);
}

void UciEngine::analyse(quint64 generation, const QString& positionCommand, int multiPV)
{
    request(generation, positionCommand, QStringLiteral("go infinite"), multiPV, true);
}

void UciEngine::go(quint64 generation, const QString& positionCommand, const QString& goCommand)
{
    request(generation, positionCommand, goCommand, 1, false);
}

void UciEngine::stop()
{
    if (state_ == State::Searching)
        QMetaObject::invokeMethod(worker_, "stop", Qt::QueuedConnection);
}

void UciEngine::newGame() { QMetaObject::invokeMethod(worker_, "newGame", Qt::QueuedConnection); }

void UciEngine::fail(const QString& message)
{
    if (state_ == State::Stopped || state_ == State::Failed)
        return;
    const quint64 epoch = ++epoch_; // nothing more from this engine reaches the receiver
    QMetaObject::invokeMethod(worker_, "close", Qt::QueuedConnection, Q_ARG(quint64, epoch));
    setState(State::Failed);
    emit failed(message);
}

void UciEngine::setTimeouts(int handshakeMs, int stopMs)
{
    QMetaObject::invokeMethod(
        worker_, "setTimeouts", Qt::QueuedConnection, Q_ARG(int, handshakeMs), Q_ARG(int, stopMs));
}

} // namespace kdui

#include "uciengine.moc"
