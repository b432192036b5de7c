// Analysers: an infinite search of one position that reports its best lines (MultiPV) as they
// deepen, restarted at once on another position. KandinskyAnalyser runs Kandinsky's own engine (a
// SearchWorker on its own QThread, with the model in play); UciAnalyser runs an external UCI engine
// (a UciEngine). Both answer in EngineLines (score from White's side, numbered SAN), so the
// analysis panel, the board's arrows, the inspector's second opinion and the graph read one type.
//
// The GUI never waits: analyse() and stop() return at once; a report of an older position is
// dropped (generations, as the game controller's); the lines are handed over at most every
// REPORT_MS (the first depth of a new position at once), so an engine that talks a lot costs the
// GUI a few conversions a second, not hundreds.
#pragma once

#include "gamecontroller.h"
#include "match/uciclient.h"
#include "searchworker.h"
#include "workerthread.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QVector>

#include <map>
#include <memory>

namespace kdui {

class UciEngine;

class Analyser : public QObject {
    Q_OBJECT

public:
    static constexpr int MAX_LINES = 5;
    static constexpr int REPORT_MS = 100;

    enum class State {
        Idle, // not analysing
        Starting, // an external engine is starting
        Running,
        Failed, // error() says why; restart() tries again
    };

    ~Analyser() override;

    virtual QString name() const = 0;
    virtual bool isKandinsky() const = 0;

    // Analyses root (with its history), the game's position at ply; positionCommand is the same
    // position in UCI ("position startpos moves e2e4 ..."). The lines of the last position are
    // dropped at once. Analysing the position already analysed does nothing.
    void analyse(const kd::Position& root, const QString& positionCommand, int ply);
    void stop(); // Idle; the lines stay on screen until the next analyse()
    // 1 to MAX_LINES lines; restarts a running analysis with the new count.
    void setMultiPV(int lines);
    int multiPV() const { return multiPV_; }
    // Tries again after a failure (an external engine that crashed or hung).
    virtual void restart() { }

    State state() const { return state_; }
    QString error() const { return error_; }
    bool hasRoot() const { return hasRoot_; }
    const kd::Position& root() const { return root_; }
    int ply() const { return ply_; }
    // The best lines of root so far, best first (a line per MultiPV rank that has reported).
    const QVector<EngineLine>& lines() const { return lines_; }
    // Milliseconds from the last analyse() to its first lines on hand (-1 until they come).
    qint64 firstLinesMs() const { return firstLinesMs_; }

signals:
    void linesChanged();
    void stateChanged();

protected:
    explicit Analyser(QObject* parent);

    // The subclass starts (or stops) its engine's search of root_ with multiPV_ lines, tagged
    // with generation_; a running search of an older generation is stopped first.
    virtual void startSearch() = 0;
    virtual void stopSearch() = 0;
    // A report of the newest generation has been kept by the subclass: the lines are converted
    // (convertPending) at once for a new position's first report, else within REPORT_MS.
    void pendingArrived();
    // Writes the reports kept since the last call into lines (line k at index k - 1) and forgets them.
    virtual void convertPending(QVector<EngineLine>& lines) = 0;
    virtual void dropPending() = 0;
    void setState(State state, const QString& error = {});
    // A line of root_ as this analyser reports it (root, ply, who, source), numbers still empty.
    EngineLine emptyLine() const;

    quint64 generation_ = 0;
    kd::Position root_;
    QString positionCommand_;
    int ply_ = 0;
    bool hasRoot_ = false;
    int multiPV_ = 1;

private:
    void flush();

    State state_ = State::Idle;
    QString error_;
    QVector<EngineLine> lines_;
    QTimer flushTimer_;
    QElapsedTimer sinceStart_;
    qint64 firstLinesMs_ = -1;
};

// Kandinsky's own engine, full strength, with the model the game is played with.
class KandinskyAnalyser : public Analyser {
    Q_OBJECT

public:
    explicit KandinskyAnalyser(QObject* parent = nullptr);
    ~KandinskyAnalyser() override; // stops the search and joins the thread

    QString name() const override;
    bool isKandinsky() const override { return true; }
    // The model to analyse with and its name as shown ("pesto (edited)"); a running analysis
    // starts again with it.
    void setTables(std::shared_ptr<const kd::EvalTables> tables, const QString& modelName);
    // Search threads (Lazy SMP) from the next search on.
    void setThreads(int threads) { threads_ = threads; }

signals:
    void searchRequested(const kdui::SearchRequest& request); // queued to its worker

protected:
    void startSearch() override;
    void stopSearch() override;
    void convertPending(QVector<EngineLine>& lines) override;
    void dropPending() override { pending_.clear(); }

private:
    std::map<int, kd::SearchInfo> pending_; // by rank
    int threads_ = 1;
    SearchWorker* worker(); // made on first use
    WorkerThread thread_;
    SearchWorker* worker_ = nullptr;
    std::shared_ptr<const kd::EvalTables> tables_;
    QString modelName_;
};

// An external UCI engine.
class UciAnalyser : public Analyser {
    Q_OBJECT

public:
    // The engine starts with the first analyse(); analysis begins once it answers.
    explicit UciAnalyser(const kd::EngineSpec& spec, QObject* parent = nullptr);
    ~UciAnalyser() override;

    QString name() const override;
    bool isKandinsky() const override { return false; }
    void restart() override;
    UciEngine* engine() const { return engine_; }

protected:
    void startSearch() override;
    void stopSearch() override;
    void convertPending(QVector<EngineLine>& lines) override;
    void dropPending() override { pending_.clear(); }

private:
    std::map<int, kd::UciInfo> pending_; // by rank
    UciEngine* engine_;
    kd::EngineSpec spec_;
    QString specName_;
};

} // namespace kdui
