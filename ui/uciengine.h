// UciEngine: an external UCI engine for the GUI (an analyser, an opponent, one side of an
// engine-versus-engine game). The process is a kd::UciClient owned by a worker object on its own
// QThread, which reads the engine's output through a QSocketNotifier and guards every answer with
// a timer, so the GUI thread never waits for the engine: every call here returns at once and the
// answers come back as queued signals.
//
// Searches carry a generation number, as SearchWorker's do: a new analyse()/go() stops the running
// search first, and the reports of an older generation are dropped by the worker, so a receiver
// only ever sees the newest request's info() and bestMove().
//
// Failures are reported once, in plain words, through failed(), and the engine is then Failed
// until restart(): it does not start ("cannot start /x/y: No such file or directory"), it never
// answers "uci"/"isready"/"bestmove" after "stop" in time ("Stockfish did not answer 'isready'
// within 10 s"), or it exits ("Stockfish stopped (killed by signal 11)"). An illegal move is the
// receiver's to judge (it knows the position); it calls fail() with its message.
#pragma once

#include "core/ucitext.h"
#include "match/uciclient.h"
#include "workerthread.h"

#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>

#include <memory>

namespace kdui {

class UciEngineWorker;

class UciEngine : public QObject {
    Q_OBJECT

public:
    // Stopped (no process), Starting (the handshake runs), Ready (idle), Searching (from an
    // analyse()/go() until the bestMove() of the newest request), Failed (until start/restart).
    enum class State { Stopped, Starting, Ready, Searching, Failed };
    Q_ENUM(State)

    explicit UciEngine(QObject* parent = nullptr);
    ~UciEngine() override; // "quit" to the engine, then the thread is joined (a hung engine is killed)

    // Starts the engine (program, arguments and options to set); started() or failed() follows.
    // A running engine is quit first.
    void start(const kd::EngineSpec& spec);
    // Starts the last spec again (after a failure, or to apply new options).
    void restart();
    void quit(); // State::Stopped

    State state() const { return state_; }
    QString name() const { return name_; } // "id name" once started, else the spec's name or program
    const QList<kd::UciOptionDecl>& options() const { return options_; } // declared, once started
    const kd::EngineSpec& spec() const { return spec_; }

    // An infinite search ("go infinite") of positionCommand ("position startpos moves e2e4 ...")
    // with this many lines (setoption MultiPV when the engine declares it, clamped to its range).
    // Stops the running search first. Ignored unless the engine is Ready or Searching.
    void analyse(quint64 generation, const QString& positionCommand, int multiPV);
    // A search for a move: goCommand is "go wtime 60000 btime 60000 winc 0 binc 0" or "go movetime
    // 1000" (MultiPV goes back to 1 first). bestMove() follows (failed() when it does not arrive
    // within the side to move's clock or the movetime plus the stop timeout; "go depth"/"go nodes"
    // are not timed). Ignored unless the engine is Ready or Searching.
    void go(quint64 generation, const QString& positionCommand, const QString& goCommand);
    // Stops the running search; its bestMove() still follows (with its generation).
    void stop();
    // "ucinewgame" before the next search.
    void newGame();
    // The receiver found the engine at fault (an illegal move): report it as failed() and stop it.
    void fail(const QString& message);

    // Timeouts (milliseconds; 10,000 and 5,000 by default): an answer to uci/isready, and to stop
    // (also the grace after a timed go). Applies from the next start()/request on.
    void setTimeouts(int handshakeMs, int stopMs);

signals:
    void started(const QString& name); // ready for searches
    // The engine's reports of the newest request: search lines (with a pv or a score) and info
    // strings; currmove/nodes-only lines are left out.
    void info(quint64 generation, const kd::UciInfo& info);
    void bestMove(quint64 generation, const QString& move, const QString& ponder);
    void failed(const QString& message);
    void stateChanged(kdui::UciEngine::State state);

private:
    void setState(State state);
    void request(
        quint64 generation, const QString& positionCommand, const QString& goCommand, int multiPV, bool analyse);

    // GUI thread only; the worker's signals carry copies. epoch_ counts start()/quit()/fail(), so
    // what the worker reports about an engine the GUI has left behind is dropped.
    State state_ = State::Stopped;
    QString name_;
    QList<kd::UciOptionDecl> options_;
    kd::EngineSpec spec_;
    quint64 epoch_ = 0;
    quint64 generation_ = 0; // of the newest analyse()/go()
    WorkerThread thread_;
    UciEngineWorker* worker_ = nullptr; // lives on thread_, deleted there as it finishes (WorkerThread)
};

} // namespace kdui

Q_DECLARE_METATYPE(kd::UciInfo)
Q_DECLARE_METATYPE(kd::UciOptionDecl)
