// Game review in the GUI: GameReviewer analyses every position of a game's main line with
// Kandinsky's own search or an external UCI engine, off the GUI thread, and judges the moves
// (kd::reviewGame, game/review.h); ReviewDialog is a self-contained panel to choose the engine and
// the depth or time per position, follow the progress, cancel, and read the summary per side.
//
// Threads: Kandinsky searches in a SearchWorker on the reviewer's own QThread, an external engine
// runs in a UciEngine (its own thread). Requests go out and answers come back as queued signals
// only; the GUI thread never waits for a search.
#pragma once

#include "enginelist.h"
#include "game/game.h"
#include "game/review.h"
#include "gamecontroller.h"
#include "searchworker.h"
#include "workerthread.h"

#include <QDialog>
#include <QMetaType>
#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace kdui {

class UciEngine;

// Who reviews: Kandinsky with a model, or an external engine (its spec, at full strength).
struct ReviewEngine {
    enum class Kind { Kandinsky, External };
    Kind kind = Kind::Kandinsky;
    std::shared_ptr<const kd::EvalTables> tables; // Kandinsky's model; null: the engine's default
    ExternalPlayer external; // for Kind::External

    static ReviewEngine kandinsky(std::shared_ptr<const kd::EvalTables> tables);
    static ReviewEngine engine(const ExternalPlayer& player);
    // From a command line's word: "kandinsky" (with tables), else the program of a UCI engine.
    static ReviewEngine fromArgument(const QString& word, std::shared_ptr<const kd::EvalTables> tables);
    QString displayName() const; // "Kandinsky", "Stockfish 15.1"
};

// How long each position is searched: to a depth (1..MAX_DEPTH) or for a time in milliseconds
// (MIN_TIME_MS..MAX_TIME_MS). Values outside are clamped.
struct ReviewLimit {
    static constexpr int MAX_DEPTH = 40, MIN_TIME_MS = 10, MAX_TIME_MS = 600000;
    enum class Kind { Depth, Time };
    Kind kind = Kind::Depth;
    int value = 16;

    static ReviewLimit depth(int plies) { return {Kind::Depth, plies}; }
    static ReviewLimit time(int ms) { return {Kind::Time, ms}; }
    int clampedValue() const;
    kd::SearchLimits searchLimits() const; // for Kandinsky
    QString goCommand() const; // "go depth 12", "go movetime 500"
};

class GameReviewer : public QObject {
    Q_OBJECT

public:
    explicit GameReviewer(QObject* parent = nullptr);
    ~GameReviewer() override; // cancels; joins Kandinsky's thread, quits an external engine

    // Reviews positions 0..game.plyCount() of the game's main line (a copy is kept), dropping a
    // review still running (without cancelled()). A position the rules end (mate, stalemate, a dead position, fivefold
    // repetition, seventy-five moves) is scored without the engine: mated -VALUE_MATE for the side
    // to move, otherwise 0. progress(0, total) follows at once.
    void start(const kd::Game& game, const ReviewEngine& engine, const ReviewLimit& limit);
    // Stops at once: cancelled() follows, and nothing else from this review.
    void cancel();
    bool running() const { return running_; }
    const kd::Game& game() const { return game_; } // the game of the last start()

    // What was reviewed so far (also after a failure or a cancel): the scores (White's view) and
    // the engine's best moves of positions 0..k-1.
    const std::vector<int>& scores() const { return scores_; }
    const std::vector<kd::Move>& bestMoves() const { return best_; }
    int total() const { return total_; }

signals:
    void progress(int done, int total); // positions done of positions to do (plyCount + 1)
    void positionDone(int ply, int scoreWhite, kd::Move best);
    void finished(const kd::GameReview& review);
    void failed(const QString& message); // names the engine; the positions reviewed stay
    void cancelled();
    void searchRequested(const kdui::SearchRequest& request); // queued to the Kandinsky worker

private:
    void next(); // the next position: scored by the rules, or asked of the engine
    void record(int scoreWhite, kd::Move best);
    void fail(const QString& message);
    void stopEngines(); // cancels Kandinsky's search, drops the external engine
    SearchWorker* worker(); // made on first use
    void onKandinskyResult(quint64 generation, const kd::SearchResult& result);

    kd::Game game_;
    ReviewEngine engine_;
    ReviewLimit limit_;
    bool running_ = false;
    int total_ = 0;
    std::vector<int> scores_;
    std::vector<kd::Move> best_;
    quint64 generation_ = 0; // of the newest request; older answers are dropped

    WorkerThread thread_;
    SearchWorker* worker_ = nullptr; // lives on thread_
    UciEngine* uci_ = nullptr; // the external engine of the running review
    bool uciStarted_ = false;
    bool haveScore_ = false;
    int uciScore_ = 0; // the last exact score of the running search, from the side to move
};

// The review panel: engine, depth or time, Review/Cancel, progress, and the summary per side.
// Settings (group "review": engine, limit, depth, timeMs) are remembered between sessions.
class ReviewDialog : public QDialog {
    Q_OBJECT

public:
    // Kandinsky at depth 16 reviews the Opera game (33 plies) in about 2 s; Stockfish at depth 16
    // in about 20 s (see tst_gamereview's measure()).
    static constexpr int DEFAULT_DEPTH = 16, DEFAULT_TIME_MS = 500;

    // settingsFile: the app's INI file (empty: the default QSettings).
    explicit ReviewDialog(const QString& settingsFile = {}, QWidget* parent = nullptr);

    // The game to review (a copy), the model Kandinsky plays with, and the external engines offered.
    void setGame(const kd::Game& game);
    void setTables(std::shared_ptr<const kd::EvalTables> tables);
    void setEngines(const QList<EngineConfig>& engines);

    GameReviewer* reviewer() const { return reviewer_; } // for the move list and the graph
    ReviewEngine chosenEngine() const;
    ReviewLimit chosenLimit() const;
    void startReview(); // what the Review button does
    // The summary table: rows White/Black, columns inaccuracies, mistakes, blunders, average loss.
    QTableWidget* summaryTable() const { return summary_; }
    QString statusText() const;

private:
    void saveSettings() const;
    void loadSettings();
    void showSummary(const kd::GameReview& review);
    void setBusy(bool busy);

    QString settingsFile_;
    GameReviewer* reviewer_;
    kd::Game game_;
    std::shared_ptr<const kd::EvalTables> tables_;
    QList<EngineConfig> engines_;
    QComboBox* engineBox_;
    QComboBox* limitBox_;
    QSpinBox* depthBox_;
    QSpinBox* timeBox_;
    QPushButton* reviewButton_;
    QPushButton* cancelButton_;
    QProgressBar* progressBar_;
    QLabel* status_;
    QTableWidget* summary_;
};

} // namespace kdui

Q_DECLARE_METATYPE(kd::GameReview)
