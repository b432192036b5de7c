// GameController: the one game on screen and who plays it. It keeps the kd::Game, the players, the
// position being viewed and the evaluation shown for it, plays human moves, asks the SearchWorker
// (on its own QThread) for the engine's moves, hints and evaluations, and tells the views through
// signals. The clocks are a GameClock; saving and restoring the game is GameStore's. Views never
// change the game themselves; they call the controller.
#pragma once

#include "book/eco.h"
#include "core/ucitext.h"
#include "format.h"
#include "game/game.h"
#include "game/review.h"
#include "gameclock.h"
#include "match/uciclient.h"
#include "searchworker.h"
#include "workerthread.h"

#include <QObject>
#include <QStringList>
#include <QVariantMap>

#include <map>
#include <memory>
#include <optional>

namespace kdui {

class UciEngine;

// Who plays a side: a person, Kandinsky's own engine (at GameSetup::elo), or an external UCI engine
// (GameSetup::external[side]).
enum class Player { Human, Engine, External };

// An external UCI engine as one side's player.
struct ExternalPlayer {
    QString id; // the engine list's id (for the new-game dialog to find it again); may be empty
    QString name; // as shown: "Stockfish 15.1"; empty: the spec's name, else the program's file name
    kd::EngineSpec spec; // its command and the options to set at start
    // Its level: 0 for full strength, else UCI_LimitStrength=true and UCI_Elo=elo are set at start
    // (only for an engine that declares UCI_Elo; the engine refuses a value outside its range).
    int elo = 0;

    QString displayName() const; // "Stockfish 15.1 (1500)", "Stockfish 15.1"
    // spec with the level's options (any UCI_LimitStrength/UCI_Elo of spec replaced by them).
    kd::EngineSpec startSpec() const;
};

struct GameSetup {
    Player players[kd::COLOR_NB] = {Player::Human, Player::Engine};
    int elo = 1500; // Kandinsky's level; 0 for full strength
    ExternalPlayer external[kd::COLOR_NB]; // for a side played by Player::External
    ClockSettings clock;
    // The players' names from a loaded game's tags; empty: named by who plays ("You", "Kandinsky").
    QString names[kd::COLOR_NB];

    // Kandinsky or an external engine plays side c.
    bool computer(kd::Color c) const { return players[c] != Player::Human; }
    // One person against a computer (Kandinsky or an external engine).
    bool againstComputer() const { return computer(kd::WHITE) != computer(kd::BLACK); }
    // The person's colour against the computer (White otherwise).
    kd::Color humanColor() const { return players[kd::WHITE] == Player::Human ? kd::WHITE : kd::BLACK; }
    // A level in StrengthLevel's range, or 0 (full strength) for 0 and below.
    static int clampedElo(int elo);
    // Two people at one board, no clock: a position set up or pasted, a screenshot.
    static GameSetup twoPeople();
    // names[c] when set, else "You", "Kandinsky 1500", "Kandinsky (full strength)", "Stockfish 15.1 (1500)".
    QString playerName(kd::Color c) const;
    // What a clock is labelled: "White · Kandinsky 1500" when the players differ, an external engine
    // plays or a loaded game names them, else "White".
    QString clockLabel(kd::Color c) const;
};

// What the engine reports, from White's side, ready to show: one evaluation of one position (root,
// at the game's ply `ply`), and where it comes from.
struct EngineLine {
    enum class Source {
        Search, // the engine's own search for its move, at full strength
        Hint, // a full-strength hint search for the person to move
        Evaluation, // a full-strength search of the position after an engine move with no line of its own
        Static, // the static evaluation of that position, until the search has a depth
        GameOver, // the final position of a game the rules ended (mate, stalemate, a draw)
    };
    Source source = Source::Search;
    QString player; // who searched or played: "Kandinsky 1200"; empty for a hint
    QString played; // the move `player` just played into root ("Nf3"); empty while it thinks
    QString model; // the evaluation model searched or summed with, as shown: "pesto (edited)"
    QString result; // GameOver: "1-0", "0-1", "1/2-1/2"; reason: "Checkmate: White wins"
    QString reason;
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

// An engine's report on line.root, written into line: depth, speed, the score and bound turned to
// White's side, and the legal prefix of its principal variation as moves and numbered SAN. From
// Kandinsky's own search, or read from an external engine's "info" line (its UCI moves are read one
// by one; the line stops at the first that is not legal).
void fillLine(EngineLine& line, const kd::SearchInfo& info);
void fillLine(EngineLine& line, const kd::UciInfo& info);

// The move played from pos in numbered SAN: "12. Nf3" or "12... Nc6".
QString numberedSan(const kd::Position& pos, kd::Move m);
// Why a game ended, in the language in use (kd::GameResult's sentence translated; a sentence read
// from a file or given by an engine is shown as it is). Empty while the game goes on.
QString reasonText(const kd::GameResult& result);
QString reasonText(const kd::Game& game); // of its result
// Where a line comes from, for people: "Kandinsky 1200 played Nf3 · evaluation (full strength,
// depth 9)", "Kandinsky (full strength), depth 12", "Hint search (full strength), depth 10",
// "Kandinsky 1200 played Nf3 · static evaluation".
QString lineSource(const EngineLine& line);
// The same with the score: "Kandinsky 1200 played Nf3 · evaluation (full strength, depth 9): +0.40".
QString describeLine(const EngineLine& line);
// describeLine() and, on a second line, "Model: pesto (edited)" when the line names its model.
QString describeLineWithModel(const EngineLine& line);
// A finished game's result as shown: "1-0", "0-1", "½-½".
QString resultText(const EngineLine& line);

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
    qint64 clockMs(kd::Color c) const { return clock_.remaining(c); }
    bool clockRunning() const { return clock_.running(); }

    // The evaluation of the viewed position, or null when there is none for it: the newest search
    // of that position (the engine's own at full strength, a hint, or the full-strength evaluation
    // after a limited level's move; the static evaluation until that search reports). In a game
    // against the engine, a position after move 0 that nobody searched (the person's own move, seen
    // when stepping back) has its static evaluation, made when asked. It always describes
    // viewPosition(): take-backs, new games, loaded games and stepping through the game change
    // it, with evaluationChanged(). The pointer is valid until the next call or game change.
    const EngineLine* evaluation() const;

    // Games and positions. Errors come back as a message and change nothing.
    void newGame(const GameSetup& setup, const kd::Position& start = kd::Position());
    QString loadPgn(const QString& text); // the first game of the text; "" when it loaded
    // What the last loadPgn() read past without refusing the game (a Result tag that is not a
    // result, one that contradicts the moves), each with its line.
    QStringList loadWarnings() const { return loadWarnings_; }
    // The game as PGN; with an ECO file, ECO and Opening tags name its opening unless it has them.
    QString pgn(const kd::EcoTable* eco = nullptr) const;
    QString loadFen(const QString& fen); // a new game from this position, same players; "" when it loaded

    // A person's move at the live position; false (and nothing changes) when it is not allowed.
    // Where variations are allowed, a move on any position viewed is played there (see below).
    bool playMove(kd::Move m);
    // Analysis mode: the computer stops playing (both sides are moved by hand, the clocks stop; the
    // players' names stay). Leaving it goes back to the game's main line.
    void setAnalysisMode(bool on);
    bool analysisMode() const { return analysisMode_; }

    // Variations. The game (record()) is a kd::Game whose tree holds variations, comments and NAGs;
    // game() is the line on screen: the main line (then game() is record()), or a variation's whole
    // line while one is viewed (exploring()). Variations are allowed in analysis mode and when no
    // computer plays and no clock runs (a loaded game, two people at the board): a move on a
    // position before the line's end, or at the end of a variation, adds to the tree (or follows
    // the variation that plays it already) and shows its line; playing the main line's own move
    // stays on it. pgn() and the saved state write the whole tree.
    bool variationsAllowed() const;
    const kd::Game& record() const { return keptGame_ ? *keptGame_ : game_; }
    bool exploring() const { return keptGame_.has_value(); } // a variation is on screen
    // Where the variation on screen leaves the main line: the main line's ply before its first move.
    int explorationPly() const;
    // The tree node of the line's position after ply moves, and of the position viewed.
    int nodeAt(int ply) const;
    int viewNode() const { return nodeAt(viewPly_); }
    std::vector<int> lineNodes() const; // nodeAt() of every ply of game(), 0 first
    // Shows the position after node id of record()'s tree, with its line (nothing when absent).
    void setViewNode(int id);
    void backToGame(); // the main line, at the position where the variation on screen leaves it
    // Edits of the tree (ignored for an id not in it). Promoting or making a main line may change
    // the main line (then the game's moves and result follow it); deleting the node viewed, or one
    // before it, shows the position before the deleted move.
    bool promoteVariation(int id);
    void makeMainLine(int id);
    void deleteFrom(int id);
    void setComment(int id, const QString& comment);
    void setNags(int id, const std::vector<int>& nags);
    // Writes a review (kd::writeReview) into the game's main line: [%eval] comments, marks and the
    // better moves; false (nothing changes) when the main line is no longer the one reviewed.
    bool applyReview(const kd::GameReview& review);
    // Counts every change of the tree: views compare it to know when to redraw.
    quint64 treeRevision() const { return treeRevision_; }

    // Takes back the last move; against the computer, back to the person's last turn (a full move).
    // Refused after a resignation or a flag fall: those end the game for good (as on lichess).
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
    // The model's name as people see it ("pesto (edited)"), written into every line from the next
    // search on; empty (the default) names it by the tables' own name.
    void setModelName(const QString& name);
    QString modelName() const;

    // The game in progress, as settings values, and back (a message when the values are broken);
    // GameStore does the work.
    QVariantMap saveState() const;
    QString restoreState(const QVariantMap& state);

    // External engines as players. An engine that fails (does not start, crashes, does not answer
    // in time, plays an illegal move) leaves the game as it was and pauses it: its clock stops and
    // it is not asked to move until restartEngine(). Failures of a finished game are not reported.
    // engineProblem(): what went wrong, in plain words ("Stockfish played an illegal move: a1a1 in
    // <FEN>"); empty while every engine plays.
    QString engineProblem() const;
    bool enginePaused() const; // the side to move is an engine with a problem
    // Starts the failed engine(s) again; the side to move's is asked for its move once it is ready.
    void restartEngine();
    UciEngine* externalEngine(kd::Color c) const; // the engine playing side c, or null
    // For tests: UciEngine::setTimeouts for the engines running now and those started later.
    void setEngineTimeouts(int handshakeMs, int stopMs);

    // For tests and measurements: the generation of the newest request, and the worker.
    quint64 generation() const { return generation_; }
    SearchWorker* worker() const { return worker_; }
    const QThread* workerThread() const { return &thread_; }

    // The opening book Kandinsky plays from (nullptr: none): its moves while the game is in the
    // book, at every level. Hints and evaluations always search.
    void setBook(std::shared_ptr<const kd::PolyglotBook> book);
    const std::shared_ptr<const kd::PolyglotBook>& book() const { return book_; }
    // Search threads for Kandinsky's full-strength searches (its levels play on one).
    void setThreads(int threads) { threads_ = std::max(1, threads); }
    int threads() const { return threads_; }

signals:
    void gameChanged(); // moves, result, players or the viewed position changed
    void movePlayed(kd::Move move); // a move was added at the live position (for animation)
    void clocksChanged();
    // Every line of a search whose numbers are an evaluation (never a limited level's own search,
    // whose line is its noisy choice): for the inspector's record.
    void engineInfo(const kdui::EngineLine& line);
    void evaluationChanged(); // evaluation() changed: show it, or clear when it is null
    void thinkingChanged(bool thinking);
    void hintChanged(kd::Move move); // Move::none() when the hint is cleared
    void gameOver(const QString& result, const QString& reason);
    void explorationChanged(); // a line was started from an earlier position, or the game is back
    void bookChanged(); // setBook()
    void searchRequested(const kdui::SearchRequest& request); // queued to the worker
    // The external engine playing side failed (message says how, as engineProblem() does), or was
    // restarted (an empty message).
    void engineProblemChanged(kd::Color side, const QString& message);

private:
    enum class Pending { None, Move, Hint, Evaluation };
    struct Record {
        EngineLine line;
        quint64 generation = 0;
    };

    void startTurn(); // after every change: starts the engine if it is its turn
    void sendSearch(Pending kind, const kd::SearchLimits& limits, int elo);
    void cancelSearch(); // drops everything asked so far
    void onInfo(quint64 generation, const kd::SearchInfo& info);
    void onFinished(quint64 generation, const kd::SearchResult& result);
    // Plays an engine's legal move, found by the search `generation`, and describes the position
    // after it: by the rest of the search's line when ownLine and the line starts with the move,
    // else by a short evaluation search.
    void playEngineMove(kd::Move best, quint64 generation, bool ownLine);
    void applyMove(kd::Move m); // plays a legal move: clocks, view, signals, game end
    void syncClock(); // the side to move's time runs (a timed game under way), or nothing does
    void flag(kd::Color c); // c's time ran out: the game ends
    void startEvaluation(); // after an engine move with no line of its own (a limited level's, or one
                            // found mid-depth): the static, then a short full-strength evaluation
    void record(const EngineLine& line, quint64 generation);
    void forgetEvaluations(bool all); // all, or those of plies no longer in the game
    void setPending(Pending p);
    void afterGameChange(bool newGameForEngine);
    void finishIfOver();
    // The line of the game's position at ply: its root, and who played which move into it.
    EngineLine lineAfterMove(int ply) const;
    EngineLine staticLine(int ply) const; // its static evaluation with the model in play

    // External engines as players (see engineProblem()).
    struct External {
        UciEngine* engine = nullptr; // a child of the controller; null when a person or Kandinsky plays
        bool ready = false; // started() came since the last start
        QString problem; // why it failed; empty while it plays
    };
    // The engines for setup_: kept when the same engine with the same options plays the side again
    // (told "ucinewgame" when newGame), else started anew; stopped for a side no engine plays.
    void setupExternals(bool newGame);
    void startExternalTurn(kd::Color us);
    void sendExternalGo(kd::Color us);
    void onExternalStarted(kd::Color c);
    void onExternalInfo(kd::Color c, quint64 generation, const kd::UciInfo& info);
    void onExternalBestMove(kd::Color c, quint64 generation, const QString& move);
    void onExternalFailed(kd::Color c, const QString& message);
    QString positionCommand() const; // "position startpos moves e2e4 ..." of the live position
    QString goCommand() const; // "go wtime .. btime .. winc .. binc ..", "go movetime .."

    kd::Game game_;
    bool analysisMode_ = false;
    std::optional<kd::Game> keptGame_; // the game, while game_ is a variation's line
    std::vector<int> lineNodes_; // while exploring: the tree node of each ply of game_
    quint64 treeRevision_ = 1; // MoveListView::setLine() takes 0 for "unknown"
    // Plays m on the viewed position into the tree and shows its line; false when the tree takes no
    // move there (after a game's end by resignation, flag or agreement).
    bool explore(kd::Move m);
    // Shows node id's line; force: rebuild it even when it is the one on screen (after an edit).
    void showNode(int id, bool force);
    kd::Game& recordRef() { return keptGame_ ? *keptGame_ : game_; }
    void treeEdited(int keepNode); // after an edit of the tree: shows keepNode's line again
    void forgetExploration();

    QStringList loadWarnings_;
    GameSetup setup_;
    int viewPly_ = 0;
    kd::Position viewPosition_;

    GameClock clock_;
    std::map<int, Record> evaluations_; // by ply: the evaluation of the game's position there

    std::shared_ptr<const kd::EvalTables> tables_;
    bool engineNewGame_ = true; // the next request starts a new game for the engine
    WorkerThread thread_;
    SearchWorker* worker_;
    quint64 generation_ = 0;
    QString searchModel_; // the model of the newest request
    QString modelName_; // setModelName(); empty: the tables' name
    mutable std::optional<EngineLine> shownStatic_; // evaluation() of a position nobody searched
    Pending pending_ = Pending::None;
    std::shared_ptr<const kd::PolyglotBook> book_;
    int threads_ = 1;
    kd::Move hint_;
    External externals_[kd::COLOR_NB];
    // The side whose external engine was sent "go" for the pending move; COLOR_NB when none was
    // (Kandinsky thinks, or the engine is still starting).
    kd::Color externalAsked_ = kd::COLOR_NB;
    int engineTimeouts_[2] = {0, 0}; // setEngineTimeouts(); 0: UciEngine's own
};

} // namespace kdui

Q_DECLARE_METATYPE(kdui::EngineLine)
