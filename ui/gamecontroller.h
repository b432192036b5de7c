// GameController: the one game on screen and who plays it. It keeps the kd::Game, the clocks and
// the position being viewed, plays human moves, asks the SearchWorker (on its own QThread) for the
// engine's moves and hints, and tells the views through signals. Views never change the game
// themselves; they call the controller.
#pragma once

#include "format.h"
#include "game.h"
#include "searchworker.h"

#include <QElapsedTimer>
#include <QObject>
#include <QThread>
#include <QTimer>
#include <QVariantMap>

#include <memory>

namespace kdui {

enum class Player { Human, Engine };

struct ClockSettings {
    enum Mode { None, Increment, MoveTime };
    Mode mode = Increment;
    qint64 baseMs = 5 * 60 * 1000, incMs = 3000; // Increment: base time per side + per move
    qint64 moveTimeMs = 3000; // MoveTime: the engine's time per move (the human is not timed)

    QString text() const; // "5+3", "3 s per move", "no clock"
    // The same settings with every time in range (at least 1 s of base time, 0.1 s per move).
    ClockSettings sanitized() const;
    QString pgnTag() const; // PGN TimeControl: "300+3", "-" ...
};

struct GameSetup {
    Player players[kd::COLOR_NB] = {Player::Human, Player::Engine};
    int elo = 1500; // the engine's level; 0 for full strength
    ClockSettings clock;

    bool againstComputer() const { return (players[0] == Player::Engine) != (players[1] == Player::Engine); }
    // The person's colour against the computer (White otherwise).
    kd::Color humanColor() const { return players[kd::WHITE] == Player::Human ? kd::WHITE : kd::BLACK; }
    // A level in StrengthLevel's range, or 0 (full strength) for 0 and below.
    static int clampedElo(int elo);
    QString playerName(kd::Color c) const; // "You", "Kandinsky 1500", "Kandinsky (full strength)"
};

// What the engine reports, from White's side, ready to show.
struct EngineLine {
    bool hint = false; // a hint search, not the engine's own move
    int depth = 0, seldepth = 0;
    int scoreWhite = 0; // centipawns or a mate score (kd::isMateScore), from White's side
    kd::Bound bound = kd::BOUND_EXACT; // as seen from White's side
    quint64 nodes = 0, nps = 0;
    qint64 timeMs = 0;
    QStringList pvSan; // numbered SAN moves: "12. Nf3", "Nc6", ...
    std::vector<kd::Move> pv; // legal from root, one by one
    int ply = 0; // the game's ply count when the search started: the position searched
    kd::Position root; // that position
};

// The move played from pos in numbered SAN: "12. Nf3" or "12... Nc6".
QString numberedSan(const kd::Position& pos, kd::Move m);

class GameController : public QObject {
    Q_OBJECT

public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override; // stops the engine and joins its thread

    const kd::Game& game() const { return game_; }
    const GameSetup& setup() const { return setup_; }

    // The position on the board: the live one, or an earlier one while stepping through moves.
    int viewPly() const { return viewPly_; }
    bool viewingLive() const { return viewPly_ == game_.plyCount(); }
    const kd::Position& viewPosition() const { return viewPosition_; }
    void setViewPly(int ply);

    // Who moves now, and whether a person may move on the board (the live position, a person's turn).
    bool humanToMove() const;
    bool engineThinking() const { return pending_ == Pending::Move; }
    bool hintPending() const { return pending_ == Pending::Hint; }
    kd::Move hint() const { return hint_; }

    // Remaining time, counting down the side to move's running turn.
    qint64 clockMs(kd::Color c) const;
    bool clockRunning() const;

    // Games and positions. Errors come back as a message and change nothing.
    void newGame(const GameSetup& setup, const kd::Position& start = kd::Position());
    QString loadPgn(const QString& text); // the first game of the text; "" when it loaded
    QString pgn() const;
    QString loadFen(const QString& fen); // a new game from this position, same players; "" when it loaded

    // A person's move at the live position; false (and nothing changes) when it is not allowed.
    bool playMove(kd::Move m);
    // Takes back the last move; against the computer, back to the person's last turn (a full move).
    void takeBack();
    bool canTakeBack() const;
    // The person resigns (the side to move when both sides are people).
    void resign();
    // A short full-strength search for the person to move; the move comes back via hintChanged().
    void requestHint();
    // The engine plays the best move it has found so far.
    void moveNow();

    // The evaluation model the engine plays with, from its next search.
    void setTables(std::shared_ptr<const kd::EvalTables> tables);
    const std::shared_ptr<const kd::EvalTables>& tables() const { return tables_; }

    // The game in progress, as settings values, and back (a message when the values are broken).
    QVariantMap saveState() const;
    QString restoreState(const QVariantMap& state);

    // For tests and measurements: the generation of the newest request, and the worker.
    quint64 generation() const { return generation_; }
    SearchWorker* worker() const { return worker_; }
    const QThread* workerThread() const { return &thread_; }

signals:
    void gameChanged(); // moves, result, players or the viewed position changed
    void movePlayed(kd::Move move); // a move was added at the live position (for animation)
    void clocksChanged();
    void engineInfo(const kdui::EngineLine& line);
    void thinkingChanged(bool thinking);
    void hintChanged(kd::Move move); // Move::none() when the hint is cleared
    void gameOver(const QString& result, const QString& reason);
    void searchRequested(const kdui::SearchRequest& request); // queued to the worker

private:
    enum class Pending { None, Move, Hint };

    void startTurn(); // after every change: starts the engine if it is its turn
    void sendSearch(Pending kind, const kd::SearchLimits& limits, int elo);
    void cancelSearch(); // drops everything asked so far
    void onInfo(quint64 generation, const kd::SearchInfo& info);
    void onFinished(quint64 generation, const kd::SearchResult& result);
    void applyMove(kd::Move m); // plays a legal move: clocks, view, signals, game end
    void chargeClock(); // takes the running turn's time off the side to move
    void checkFlag();
    void flag(kd::Color c); // c's time ran out: the game ends
    void setPending(Pending p);
    void afterGameChange(bool newGameForEngine);
    void finishIfOver();

    kd::Game game_;
    GameSetup setup_;
    int viewPly_ = 0;
    kd::Position viewPosition_;

    qint64 remaining_[kd::COLOR_NB] = {0, 0};
    QElapsedTimer turnTimer_;
    QTimer tick_;

    std::shared_ptr<const kd::EvalTables> tables_;
    bool engineNewGame_ = true; // the next request starts a new game for the engine
    QThread thread_;
    SearchWorker* worker_;
    quint64 generation_ = 0;
    Pending pending_ = Pending::None;
    kd::Move hint_;
};

} // namespace kdui

Q_DECLARE_METATYPE(kdui::EngineLine)
