#include "gamecontroller.h"

#include "notation.h"

#include <QDate>

namespace kdui {

using namespace kd;

namespace {

constexpr int TICK_MS = 100;
constexpr qint64 NO_CLOCK_THINK_MS = 2000; // the engine's time per move when the game has no clock
constexpr qint64 HINT_MS = 1000;

QString playerKey(Player p) { return p == Player::Human ? QStringLiteral("human") : QStringLiteral("engine"); }

// The first game of a PGN text, replayed; or what is wrong with it.
Result<Game> firstGame(const QString& text)
{
    const Result<std::vector<PgnGame>> games = readPgn(text.toStdString());
    if (!games)
        return Error {games.error()};
    if (games->empty())
        return Error {"no game in the PGN text"};
    Result<Game> game = Game::fromPgn(games->front());
    if (!game)
        return Error {"game at line " + std::to_string(games->front().line) + ": " + game.error()};
    return game;
}

} // namespace

QString ClockSettings::text() const
{
    switch (mode) {
    case None:
        return QObject::tr("no clock");
    case MoveTime:
        return QObject::tr("%1 s per move").arg(double(moveTimeMs) / 1000.0);
    case Increment:
        break;
    }
    return QStringLiteral("%1+%2").arg(double(baseMs) / 60000.0).arg(double(incMs) / 1000.0);
}

QString ClockSettings::pgnTag() const
{
    switch (mode) {
    case None:
        return QStringLiteral("-");
    case MoveTime:
        return QStringLiteral("*%1").arg(moveTimeMs / 1000);
    case Increment:
        break;
    }
    return QStringLiteral("%1+%2").arg(baseMs / 1000).arg(double(incMs) / 1000.0);
}

ClockSettings ClockSettings::sanitized() const
{
    ClockSettings c = *this;
    c.baseMs = std::max<qint64>(1000, baseMs);
    c.incMs = std::max<qint64>(0, incMs);
    c.moveTimeMs = std::max<qint64>(100, moveTimeMs);
    return c;
}

int GameSetup::clampedElo(int elo)
{
    return elo > 0 ? std::clamp(elo, StrengthLevel::MIN_ELO, StrengthLevel::MAX_ELO) : 0;
}

QString GameSetup::playerName(Color c) const
{
    if (players[c] == Player::Human)
        return QObject::tr("You");
    return elo > 0 ? QObject::tr("Kandinsky %1").arg(elo) : QObject::tr("Kandinsky (full strength)");
}

QString numberedSan(const Position& pos, Move m)
{
    return QStringLiteral("%1%2 %3")
        .arg(pos.fullmoveNumber())
        .arg(pos.sideToMove() == WHITE ? QStringLiteral(".") : QStringLiteral("..."))
        .arg(QString::fromStdString(toSan(pos, m)));
}

GameController::GameController(QObject* parent) : QObject(parent), worker_(new SearchWorker)
{
    qRegisterMetaType<kdui::EngineLine>();
    thread_.setObjectName(QStringLiteral("SearchWorker"));
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(this, &GameController::searchRequested, worker_, &SearchWorker::search, Qt::QueuedConnection);
    connect(worker_, &SearchWorker::info, this, &GameController::onInfo, Qt::QueuedConnection);
    connect(worker_, &SearchWorker::finished, this, &GameController::onFinished, Qt::QueuedConnection);
    thread_.start();

    tick_.setInterval(TICK_MS);
    connect(&tick_, &QTimer::timeout, this, [this] {
        checkFlag();
        emit clocksChanged();
    });
    tables_ = EvalTables::builtin("pesto");
    viewPosition_ = game_.current();
}

GameController::~GameController()
{
    worker_->cancel(~quint64(0));
    thread_.quit();
    thread_.wait();
}

void GameController::setViewPly(int ply)
{
    ply = std::clamp(ply, 0, game_.plyCount());
    if (ply == viewPly_)
        return;
    viewPly_ = ply;
    viewPosition_ = game_.positionAt(ply);
    emit gameChanged();
}

bool GameController::humanToMove() const
{
    return !game_.over() && setup_.players[game_.current().sideToMove()] == Player::Human;
}

bool GameController::clockRunning() const
{
    return setup_.clock.mode == ClockSettings::Increment && !game_.over() && game_.plyCount() > 0;
}

qint64 GameController::clockMs(Color c) const
{
    if (setup_.clock.mode != ClockSettings::Increment)
        return 0;
    const bool running = clockRunning() && c == game_.current().sideToMove();
    return std::max<qint64>(0, remaining_[c] - (running ? turnTimer_.elapsed() : 0));
}

void GameController::newGame(const GameSetup& setup, const Position& start)
{
    cancelSearch();
    setup_ = setup;
    setup_.elo = GameSetup::clampedElo(setup.elo);
    game_ = Game(start);
    game_.setTag("Event", tr("Kandinsky game").toStdString());
    game_.setTag("Site", "Kandinsky");
    game_.setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    game_.setTag("Round", "-");
    game_.setTag("White", setup_.playerName(WHITE).toStdString());
    game_.setTag("Black", setup_.playerName(BLACK).toStdString());
    game_.setTag("TimeControl", setup_.clock.pgnTag().toStdString());
    remaining_[WHITE] = remaining_[BLACK] = setup_.clock.baseMs;
    afterGameChange(true);
}

QString GameController::loadPgn(const QString& text)
{
    Result<Game> game = firstGame(text);
    if (!game)
        return QString::fromStdString(game.error());
    cancelSearch();
    game_ = std::move(*game);
    // A loaded game is for reading and playing on by hand; the new-game dialog starts a match.
    setup_.players[WHITE] = setup_.players[BLACK] = Player::Human;
    setup_.clock.mode = ClockSettings::None;
    afterGameChange(true);
    return {};
}

QString GameController::pgn() const { return QString::fromStdString(writePgn(game_.toPgn())); }

QString GameController::loadFen(const QString& fen)
{
    Result<Position> pos = Position::fromFen(fen.trimmed().toStdString());
    if (!pos)
        return tr("FEN: %1").arg(QString::fromStdString(pos.error()));
    newGame(setup_, *pos);
    return {};
}

bool GameController::playMove(Move m)
{
    if (!viewingLive() || !humanToMove() || !game_.current().isLegal(m))
        return false;
    cancelSearch(); // a pending hint
    applyMove(m);
    return true;
}

bool GameController::canTakeBack() const
{
    if (game_.plyCount() == 0)
        return false;
    if (setup_.againstComputer()) {
        const Color human = setup_.humanColor();
        // The person has a move of theirs on the board to take back.
        const int firstHumanPly = (human == game_.start().sideToMove()) ? 0 : 1;
        return game_.plyCount() > firstHumanPly;
    }
    return true;
}

void GameController::takeBack()
{
    if (!canTakeBack())
        return;
    cancelSearch();
    int plies = 1;
    if (setup_.againstComputer()) {
        const Color human = setup_.humanColor();
        // The computer answered already: take back its move and the person's.
        plies = game_.current().sideToMove() == human ? 2 : 1;
    }
    chargeClock();
    game_.takeBack(plies);
    turnTimer_.restart();
    afterGameChange(false);
}

void GameController::resign()
{
    if (game_.over())
        return;
    Color loser = game_.current().sideToMove();
    if (setup_.againstComputer())
        loser = setup_.humanColor();
    cancelSearch();
    chargeClock();
    game_.finish(loser == WHITE ? "0-1" : "1-0", loser == WHITE ? "White resigns" : "Black resigns");
    afterGameChange(false);
}

void GameController::requestHint()
{
    if (!viewingLive() || !humanToMove() || pending_ != Pending::None)
        return;
    SearchLimits limits;
    limits.moveTime = HINT_MS;
    sendSearch(Pending::Hint, limits, 0);
}

void GameController::moveNow()
{
    if (pending_ == Pending::Move)
        worker_->moveNow(generation_);
}

void GameController::setTables(std::shared_ptr<const EvalTables> tables)
{
    tables_ = std::move(tables);
    engineNewGame_ = true; // hash entries scored by the old model are worthless
}

void GameController::afterGameChange(bool newGameForEngine)
{
    if (newGameForEngine)
        engineNewGame_ = true;
    hint_ = Move::none();
    emit hintChanged(hint_);
    viewPly_ = game_.plyCount();
    viewPosition_ = game_.current();
    turnTimer_.restart();
    if (setup_.clock.mode == ClockSettings::Increment && !game_.over())
        tick_.start();
    else
        tick_.stop();
    emit gameChanged();
    emit clocksChanged();
    finishIfOver();
    startTurn();
}

void GameController::startTurn()
{
    if (game_.over() || pending_ == Pending::Move)
        return;
    const Color us = game_.current().sideToMove();
    if (setup_.players[us] != Player::Engine)
        return;
    SearchLimits limits;
    switch (setup_.clock.mode) {
    case ClockSettings::Increment:
        for (Color c : {WHITE, BLACK}) {
            limits.time[c] = clockMs(c);
            limits.inc[c] = setup_.clock.incMs;
        }
        break;
    case ClockSettings::MoveTime:
        limits.moveTime = setup_.clock.moveTimeMs;
        break;
    case ClockSettings::None:
        limits.moveTime = NO_CLOCK_THINK_MS;
        break;
    }
    sendSearch(Pending::Move, limits, setup_.elo);
}

void GameController::sendSearch(Pending kind, const SearchLimits& limits, int elo)
{
    SearchRequest request;
    request.generation = ++generation_;
    request.position = game_.current();
    request.limits = limits;
    request.elo = elo;
    request.tables = tables_;
    request.newGame = std::exchange(engineNewGame_, false);
    setPending(kind);
    emit searchRequested(request);
}

void GameController::cancelSearch()
{
    worker_->cancel(generation_);
    ++generation_; // anything still on its way from the worker is now stale
    setPending(Pending::None);
}

void GameController::setPending(Pending p)
{
    const bool wasThinking = engineThinking();
    pending_ = p;
    if (wasThinking != engineThinking())
        emit thinkingChanged(engineThinking());
}

void GameController::onInfo(quint64 generation, const SearchInfo& info)
{
    if (generation != generation_ || info.multipv != 1)
        return;
    const Position& root = game_.current();
    const bool white = root.sideToMove() == WHITE;
    EngineLine line;
    line.hint = pending_ == Pending::Hint;
    line.depth = info.depth;
    line.seldepth = info.seldepth;
    line.scoreWhite = white ? info.score : -info.score;
    line.bound = white || info.bound == BOUND_EXACT ? info.bound : Bound(info.bound ^ BOUND_EXACT);
    line.nodes = info.nodes;
    line.nps = info.nps;
    line.timeMs = info.timeMs;
    line.ply = game_.plyCount();
    line.root = root;
    Position pos = root;
    for (std::size_t i = 0; i < info.pv.size() && pos.isLegal(info.pv[i]); ++i) {
        line.pv.push_back(info.pv[i]);
        // Numbered White moves, and Black's when the line starts with one: "12... Nc6 13. Nf3 d6".
        line.pvSan << (pos.sideToMove() == WHITE || i == 0 ? numberedSan(pos, info.pv[i])
                                                           : QString::fromStdString(toSan(pos, info.pv[i])));
        pos.doMove(info.pv[i]);
    }
    emit engineInfo(line);
}

void GameController::onFinished(quint64 generation, const SearchResult& result)
{
    if (generation != generation_)
        return; // stale: the game changed since this search was asked for
    const Pending kind = pending_;
    setPending(Pending::None);
    if (!game_.current().isLegal(result.best))
        return;
    if (kind == Pending::Hint) {
        hint_ = result.best;
        emit hintChanged(hint_);
    } else if (kind == Pending::Move) {
        applyMove(result.best);
    }
}

void GameController::chargeClock()
{
    if (!clockRunning())
        return;
    const Color us = game_.current().sideToMove();
    remaining_[us] -= turnTimer_.elapsed();
    turnTimer_.restart();
}

void GameController::applyMove(Move m)
{
    const Color us = game_.current().sideToMove();
    const bool followLive = viewingLive();
    chargeClock();
    if (setup_.clock.mode == ClockSettings::Increment) {
        if (remaining_[us] <= 0)
            return flag(us); // the engine overstepped its time
        remaining_[us] += setup_.clock.incMs;
    }
    game_.play(m);
    turnTimer_.restart();
    hint_ = Move::none();
    emit hintChanged(hint_);
    if (followLive) {
        viewPly_ = game_.plyCount();
        viewPosition_ = game_.current();
    }
    if (game_.over())
        tick_.stop();
    else if (setup_.clock.mode == ClockSettings::Increment)
        tick_.start();
    emit movePlayed(m);
    emit gameChanged();
    emit clocksChanged();
    finishIfOver();
    startTurn();
}

void GameController::checkFlag()
{
    if (!clockRunning())
        return;
    const Color us = game_.current().sideToMove();
    if (clockMs(us) <= 0)
        flag(us);
}

void GameController::flag(Color c)
{
    cancelSearch();
    remaining_[c] = 0;
    game_.flagFall(c);
    afterGameChange(false);
}

void GameController::finishIfOver()
{
    if (!game_.over())
        return;
    if (pending_ != Pending::None)
        cancelSearch();
    tick_.stop();
    emit gameOver(QString::fromStdString(game_.result()), QString::fromStdString(game_.reason()));
}

QVariantMap GameController::saveState() const
{
    QVariantMap s;
    s[QStringLiteral("pgn")] = pgn();
    s[QStringLiteral("white")] = playerKey(setup_.players[WHITE]);
    s[QStringLiteral("black")] = playerKey(setup_.players[BLACK]);
    s[QStringLiteral("elo")] = setup_.elo;
    s[QStringLiteral("clockMode")] = int(setup_.clock.mode);
    s[QStringLiteral("baseMs")] = setup_.clock.baseMs;
    s[QStringLiteral("incMs")] = setup_.clock.incMs;
    s[QStringLiteral("moveTimeMs")] = setup_.clock.moveTimeMs;
    s[QStringLiteral("whiteMs")] = clockMs(WHITE);
    s[QStringLiteral("blackMs")] = clockMs(BLACK);
    s[QStringLiteral("viewPly")] = viewPly_;
    return s;
}

QString GameController::restoreState(const QVariantMap& state)
{
    auto player = [&](const char* key, Player& out) {
        const QString v = state.value(QString::fromLatin1(key)).toString();
        if (v != QLatin1String("human") && v != QLatin1String("engine"))
            return false;
        out = v == QLatin1String("human") ? Player::Human : Player::Engine;
        return true;
    };
    GameSetup setup;
    bool ok = player("white", setup.players[WHITE]) && player("black", setup.players[BLACK]);
    bool eloOk = false, modeOk = false;
    setup.elo = state.value(QStringLiteral("elo")).toInt(&eloOk);
    const int mode = state.value(QStringLiteral("clockMode")).toInt(&modeOk);
    setup.clock.mode = ClockSettings::Mode(std::clamp(mode, 0, 2));
    setup.clock.baseMs = state.value(QStringLiteral("baseMs")).toLongLong();
    setup.clock.incMs = state.value(QStringLiteral("incMs")).toLongLong();
    setup.clock.moveTimeMs = state.value(QStringLiteral("moveTimeMs")).toLongLong();
    if (!ok || !eloOk || !modeOk || mode < 0 || mode > 2)
        return tr("the saved game's players or clock settings are unreadable");

    Result<Game> game = firstGame(state.value(QStringLiteral("pgn")).toString());
    if (!game)
        return tr("the saved game cannot be replayed: %1").arg(QString::fromStdString(game.error()));

    cancelSearch();
    setup_ = setup;
    setup_.elo = GameSetup::clampedElo(setup.elo);
    setup_.clock = setup.clock.sanitized();
    game_ = std::move(*game);
    remaining_[WHITE] = std::max<qint64>(0, state.value(QStringLiteral("whiteMs")).toLongLong());
    remaining_[BLACK] = std::max<qint64>(0, state.value(QStringLiteral("blackMs")).toLongLong());
    afterGameChange(true);
    setViewPly(state.value(QStringLiteral("viewPly"), game_.plyCount()).toInt());
    return {};
}

} // namespace kdui
