#include "gamecontroller.h"

#include "core/notation.h"
#include "eval/evaluate.h"
#include "gamestore.h"
#include "uciengine.h"

#include <QDate>
#include <QFileInfo>

#include <algorithm>

namespace kdui {

using namespace kd;

namespace {

constexpr qint64 NO_CLOCK_THINK_MS = 2000; // the engine's time per move when the game has no clock
constexpr qint64 HINT_MS = 1000;
// The full-strength evaluation after a limited level's move, while the person thinks.
constexpr qint64 EVALUATION_MS = 2000;
constexpr int EVALUATION_DEPTH = 14;

// The line's numbered SAN, from its root: "12... Nc6 13. Nf3 d6"; only the legal prefix of pv.
void setPv(EngineLine& line, const std::vector<Move>& pv)
{
    line.pv.clear();
    line.pvSan.clear();
    Position pos = line.root;
    for (std::size_t i = 0; i < pv.size() && pos.isLegal(pv[i]); ++i) {
        line.pv.push_back(pv[i]);
        line.pvSan << (pos.sideToMove() == WHITE || i == 0 ? numberedSan(pos, pv[i])
                                                           : QString::fromStdString(toSan(pos, pv[i])));
        pos.doMove(pv[i]);
    }
}

template <class Info> void fillNumbers(EngineLine& line, const Info& info)
{
    const bool white = line.root.sideToMove() == WHITE;
    line.depth = info.depth;
    line.seldepth = info.seldepth;
    line.scoreWhite = white ? info.score : -info.score;
    line.bound = white || info.bound == BOUND_EXACT ? info.bound : Bound(info.bound ^ BOUND_EXACT);
    line.nodes = info.nodes;
    line.nps = info.nps;
    line.timeMs = info.timeMs;
}

} // namespace

void fillLine(EngineLine& line, const SearchInfo& info)
{
    fillNumbers(line, info);
    setPv(line, info.pv);
}

void fillLine(EngineLine& line, const UciInfo& info)
{
    fillNumbers(line, info);
    std::vector<Move> pv;
    Position pos = line.root;
    for (const std::string& word : info.pv) {
        const Result<Move> m = parseUci(pos, word);
        if (!m)
            break;
        pv.push_back(*m);
        pos.doMove(*m);
    }
    setPv(line, pv);
}

GameSetup GameSetup::twoPeople()
{
    GameSetup setup;
    setup.players[kd::WHITE] = setup.players[kd::BLACK] = Player::Human;
    setup.elo = 0;
    setup.clock.mode = ClockSettings::None;
    return setup;
}

QString ExternalPlayer::displayName() const
{
    QString base = name;
    if (base.isEmpty())
        base = QString::fromStdString(spec.name);
    if (base.isEmpty() && !spec.command.empty())
        base = QFileInfo(QString::fromStdString(spec.command.front())).fileName();
    if (base.isEmpty())
        base = QObject::tr("Engine");
    return elo > 0 ? QStringLiteral("%1 (%2)").arg(base).arg(elo) : base;
}

EngineSpec ExternalPlayer::startSpec() const
{
    EngineSpec s = spec;
    if (s.name.empty())
        s.name = name.toStdString();
    auto isLevel = [](const std::pair<std::string, std::string>& o) {
        const QString n = QString::fromStdString(o.first);
        return n.compare(QLatin1String("UCI_LimitStrength"), Qt::CaseInsensitive) == 0
            || n.compare(QLatin1String("UCI_Elo"), Qt::CaseInsensitive) == 0;
    };
    if (elo > 0) {
        std::erase_if(s.options, isLevel);
        s.options.emplace_back("UCI_LimitStrength", "true");
        s.options.emplace_back("UCI_Elo", std::to_string(elo));
    }
    return s;
}

int GameSetup::clampedElo(int elo)
{
    return elo > 0 ? std::clamp(elo, StrengthLevel::MIN_ELO, StrengthLevel::MAX_ELO) : 0;
}

QString GameSetup::playerName(Color c) const
{
    if (!names[c].isEmpty())
        return names[c];
    if (players[c] == Player::Human)
        return QObject::tr("You");
    if (players[c] == Player::External)
        return external[c].displayName();
    return elo > 0 ? QObject::tr("Kandinsky %1").arg(elo) : QObject::tr("Kandinsky (full strength)");
}

QString GameSetup::clockLabel(Color c) const
{
    const QString side = c == WHITE ? QObject::tr("White") : QObject::tr("Black");
    const bool named = players[WHITE] != players[BLACK] || players[WHITE] == Player::External || !names[WHITE].isEmpty()
        || !names[BLACK].isEmpty();
    return named ? QStringLiteral("%1 · %2").arg(side, playerName(c)) : side;
}

QString reasonText(const Game& game) { return reasonText(game.gameResult()); }

QString reasonText(const GameResult& r)
{
    if (!r.over())
        return {};
    if (!r.detail.empty())
        return QString::fromStdString(r.sentence());
    const std::optional<Color> w = r.winner();
    auto side = [](Color c) { return c == WHITE ? QObject::tr("White") : QObject::tr("Black"); };
    using R = GameResult::Reason;
    switch (r.reason) {
    case R::Checkmate:
        return QObject::tr("Checkmate: %1 wins").arg(side(*w));
    case R::Stalemate:
        return QObject::tr("Draw by stalemate");
    case R::InsufficientMaterial:
        return QObject::tr("Draw by insufficient material");
    case R::FivefoldRepetition:
        return QObject::tr("Draw by fivefold repetition");
    case R::SeventyFiveMoveRule:
        return QObject::tr("Draw by the seventy-five-move rule");
    case R::ThreefoldRepetition:
        return QObject::tr("Draw by threefold repetition");
    case R::FiftyMoveRule:
        return QObject::tr("Draw by the fifty-move rule");
    case R::Resignation:
        return w ? QObject::tr("%1 resigns").arg(side(~*w)) : QObject::tr("Draw");
    case R::Agreement:
        return QObject::tr("Draw agreed");
    case R::TimeForfeit:
        return w ? QObject::tr("%1 loses on time").arg(side(~*w))
                 : QObject::tr("A flag fell, but the opponent cannot mate: draw");
    case R::Crash:
        return w ? QObject::tr("%1 forfeits: its engine stopped answering").arg(side(~*w))
                 : QObject::tr("Draw: an engine stopped");
    case R::IllegalMove:
        return w ? QObject::tr("%1 forfeits by an illegal move").arg(side(~*w)) : QObject::tr("Draw: an illegal move");
    case R::Adjudication:
        return w ? QObject::tr("%1 wins by adjudication").arg(side(*w)) : QObject::tr("Draw by adjudication");
    case R::None:
    case R::Unknown:
        break;
    }
    return w ? QObject::tr("%1 wins").arg(side(*w)) : QObject::tr("Draw");
}

QString numberedSan(const Position& pos, Move m)
{
    return QStringLiteral("%1%2 %3")
        .arg(pos.fullmoveNumber())
        .arg(pos.sideToMove() == WHITE ? QStringLiteral(".") : QStringLiteral("..."))
        .arg(QString::fromStdString(toSan(pos, m)));
}

QString lineSource(const EngineLine& line)
{
    const QString played = line.played.isEmpty()
        ? QString()
        : QObject::tr("%1 played %2 · ")
              .arg(line.player.isEmpty() ? QObject::tr("The engine") : line.player, line.played);
    switch (line.source) {
    case EngineLine::Source::GameOver:
        return played + line.reason;
    case EngineLine::Source::Static:
        return played + QObject::tr("static evaluation");
    case EngineLine::Source::Evaluation:
        return played + QObject::tr("evaluation (full strength, depth %1)").arg(line.depth);
    case EngineLine::Source::Hint:
        return QObject::tr("Hint search (full strength), depth %1").arg(line.depth);
    case EngineLine::Source::Search:
        break;
    }
    if (!line.played.isEmpty())
        return played + QObject::tr("its search, depth %1").arg(line.depth);
    return QObject::tr("%1 thinking, depth %2").arg(line.player, QString::number(line.depth));
}

QString resultText(const EngineLine& line)
{
    return line.result == QLatin1String("1/2-1/2") ? QStringLiteral("½-½") : line.result;
}

QString describeLine(const EngineLine& line)
{
    if (line.source == EngineLine::Source::GameOver)
        return QStringLiteral("%1 (%2)").arg(lineSource(line), line.result);
    return QStringLiteral("%1: %2").arg(lineSource(line), scoreText(line.scoreWhite));
}

QString describeLineWithModel(const EngineLine& line)
{
    if (line.model.isEmpty())
        return describeLine(line);
    return QObject::tr("%1\nModel: %2").arg(describeLine(line), line.model);
}

GameController::GameController(QObject* parent) : QObject(parent), worker_(new SearchWorker)
{
    qRegisterMetaType<kdui::EngineLine>();
    thread_.setObjectName(QStringLiteral("SearchWorker"));
    thread_.adopt(worker_);
    connect(this, &GameController::searchRequested, worker_, &SearchWorker::search, Qt::QueuedConnection);
    connect(worker_, &SearchWorker::info, this, &GameController::onInfo, Qt::QueuedConnection);
    connect(worker_, &SearchWorker::finished, this, &GameController::onFinished, Qt::QueuedConnection);
    thread_.start();

    connect(&clock_, &GameClock::ticked, this, &GameController::clocksChanged);
    connect(&clock_, &GameClock::flagFell, this, [this](Color c) {
        if (!game_.over())
            flag(c);
    });
    tables_ = EvalTables::builtin(kd::DEFAULT_MODEL);
    viewPosition_ = game_.current();
}

GameController::~GameController()
{
    for (External& x : externals_) { // "quit" to each engine now, while the controller is whole
        if (x.engine)
            x.engine->disconnect(this);
        delete x.engine;
    }
    worker_->cancel(~quint64(0));
    thread_.join();
}

void GameController::setViewPly(int ply)
{
    ply = std::clamp(ply, 0, game_.plyCount());
    if (ply == viewPly_)
        return;
    viewPly_ = ply;
    viewPosition_ = game_.positionAt(ply);
    emit gameChanged();
    emit evaluationChanged();
}

bool GameController::humanToMove() const
{
    return !game_.over() && setup_.players[game_.current().sideToMove()] == Player::Human;
}

const EngineLine* GameController::evaluation() const
{
    const auto it = evaluations_.find(viewPly_);
    if (it != evaluations_.end())
        return &it->second.line;
    // No search of this position (an earlier one, where the person moved): against the engine the
    // bar never goes blank, it shows the static evaluation of the position on the board, made now.
    const bool engineGame = setup_.computer(WHITE) || setup_.computer(BLACK);
    if (!engineGame || viewPly_ == 0)
        return nullptr;
    shownStatic_ = staticLine(viewPly_);
    return &*shownStatic_;
}

EngineLine GameController::lineAfterMove(int ply) const
{
    EngineLine line;
    line.root = game_.positionAt(ply);
    line.ply = ply;
    if (ply > 0) {
        line.player = setup_.playerName(~line.root.sideToMove());
        line.played = QString::fromStdString(game_.san(ply - 1));
    }
    return line;
}

EngineLine GameController::staticLine(int ply) const
{
    EngineLine line = lineAfterMove(ply);
    line.source = EngineLine::Source::Static;
    line.scoreWhite = kd::clampEval(whiteScore(line.root, *tables_)); // as the search reads it: never a mate
    line.model = modelName();
    return line;
}

void GameController::setModelName(const QString& name) { modelName_ = name; }

QString GameController::modelName() const
{
    return modelName_.isEmpty() ? QString::fromStdString(tables_->model().name) : modelName_;
}

void GameController::newGame(const GameSetup& setup, const Position& start)
{
    cancelSearch();
    forgetExploration();
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
    clock_.reset(setup_.clock);
    setupExternals(true);
    afterGameChange(true);
}

QString GameController::loadPgn(const QString& text)
{
    std::vector<std::string> warnings;
    Result<Game> game = gamestore::firstGame(text, &warnings);
    if (!game)
        return QString::fromStdString(game.error());
    loadWarnings_.clear();
    for (const std::string& w : warnings)
        loadWarnings_ << QString::fromStdString(w);
    cancelSearch();
    forgetExploration();
    game_ = std::move(*game);
    // A loaded game is for reading and playing on by hand: two people at the board, no clock; the
    // new-game dialog starts a match from it. The names and time control of its tags are shown.
    setup_.players[WHITE] = setup_.players[BLACK] = Player::Human;
    for (Color c : {WHITE, BLACK}) {
        const QString name = QString::fromStdString(game_.tag(std::string(colorName(c)))).trimmed();
        setup_.names[c] = name == QLatin1String("?") ? QString() : name;
    }
    setup_.clock = ClockSettings();
    setup_.clock.mode = ClockSettings::None;
    const ClockSettings recorded = ClockSettings::fromPgnTag(QString::fromStdString(game_.tag("TimeControl")));
    setup_.clock.recordedTag = recorded.mode == ClockSettings::None ? recorded.recordedTag
                                                                    : QString::fromStdString(game_.tag("TimeControl"));
    clock_.reset(setup_.clock);
    setupExternals(true);
    afterGameChange(true);
    return {};
}

QString GameController::pgn(const EcoTable* eco) const
{
    PgnGame out = record().toPgn();
    if (eco && out.tag("ECO").empty() && out.tag("Opening").empty()) {
        const Game& game = record();
        const OpeningAt at = eco->classify(game.start(), game.moves(), game.plyCount());
        if (at.opening && at.ply > 0) {
            out.setTag("ECO", at.opening->eco());
            out.setTag("Opening", at.opening->name);
        }
    }
    return QString::fromStdString(writePgn(out));
}

QString GameController::loadFen(const QString& fen)
{
    Result<Position> pos = Position::fromFen(fen.trimmed().toStdString());
    if (!pos)
        return tr("FEN: %1").arg(QString::fromStdString(pos.error()));
    GameSetup setup = setup_; // the same players; a loaded game's names and clock were that game's
    setup.names[WHITE] = setup.names[BLACK] = QString();
    setup.clock.recordedTag.clear();
    newGame(setup, *pos);
    return {};
}

bool GameController::playMove(Move m)
{
    if (variationsAllowed() && (exploring() || !viewingLive() || game_.over())) {
        return viewPosition_.isLegal(m) && explore(m);
    }
    if (!viewingLive() || !humanToMove() || !game_.current().isLegal(m))
        return false;
    cancelSearch(); // a pending hint or evaluation
    applyMove(m);
    return true;
}

bool GameController::canTakeBack() const
{
    if (exploring())
        return true; // the variation's last move
    if (game_.plyCount() == 0)
        return false;
    // A resignation, a flag fall or an agreed result (an ending that is not the position's) is final.
    if (game_.over() && !game_.gameResult().onBoard())
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
    if (exploring())
        return deleteFrom(lineNodes_.back());
    cancelSearch();
    int plies = 1;
    if (setup_.againstComputer()) {
        const Color human = setup_.humanColor();
        // The computer answered already: take back its move and the person's.
        plies = game_.current().sideToMove() == human ? 2 : 1;
    }
    clock_.takeBack(plies); // both clocks as they were when the first move taken back was due
    game_.takeBack(plies);
    ++treeRevision_;
    afterGameChange(false);
}

// --- Analysis mode and lines explored from an earlier position -----------------------------------

void GameController::setAnalysisMode(bool on)
{
    if (on == analysisMode_)
        return;
    analysisMode_ = on;
    if (!on) {
        backToGame();
        return;
    }
    cancelSearch();
    for (Color c : {WHITE, BLACK}) {
        setup_.names[c] = setup_.playerName(c); // "Kandinsky 1500" stays the name on the clocks
        setup_.players[c] = Player::Human;
    }
    setup_.clock.mode = ClockSettings::None;
    clock_.stop();
    setupExternals(false); // an external opponent is quit, and a problem it had is cleared
    emit gameChanged();
    emit clocksChanged();
}

bool GameController::variationsAllowed() const
{
    return analysisMode_
        || (setup_.players[WHITE] == Player::Human && setup_.players[BLACK] == Player::Human && !clock_.timed());
}

int GameController::nodeAt(int ply) const
{
    if (!keptGame_)
        return game_.mainNode(std::clamp(ply, 0, game_.plyCount()));
    return lineNodes_[std::size_t(std::clamp(ply, 0, int(lineNodes_.size()) - 1))];
}

std::vector<int> GameController::lineNodes() const
{
    if (keptGame_)
        return lineNodes_;
    std::vector<int> nodes;
    for (int ply = 0; ply <= game_.plyCount(); ++ply)
        nodes.push_back(game_.mainNode(ply));
    return nodes;
}

int GameController::explorationPly() const
{
    if (!keptGame_)
        return viewPly_;
    const MoveTree& tree = keptGame_->tree();
    for (std::size_t i = 1; i < lineNodes_.size(); ++i)
        if (!tree.onMainLine(lineNodes_[i]))
            return int(i) - 1;
    return int(lineNodes_.size()) - 1;
}

bool GameController::explore(Move m)
{
    const int id = recordRef().addMove(viewNode(), m);
    if (id < 0)
        return false; // after the end of a game that ended by an outside event: nothing to add to
    cancelSearch();
    ++treeRevision_;
    emit movePlayed(m); // before the views redraw, as applyMove() does: they slide this move's piece
    showNode(id, true);
    return true;
}

void GameController::setViewNode(int id)
{
    if (record().tree().contains(id) && id != viewNode())
        showNode(id, false);
}

void GameController::showNode(int id, bool force)
{
    const bool wasExploring = exploring();
    const MoveTree& tree = record().tree();
    const int ply = tree.ply(id);
    if (tree.onMainLine(id)) {
        if (keptGame_) {
            game_ = *std::exchange(keptGame_, std::nullopt);
            lineNodes_.clear();
            force = true;
        }
    } else if (force || std::find(lineNodes_.begin(), lineNodes_.end(), id) == lineNodes_.end()) {
        if (!keptGame_)
            keptGame_ = std::move(game_);
        game_ = keptGame_->line(id);
        lineNodes_ = keptGame_->lineNodes(id);
        force = true;
    }
    if (force)
        forgetEvaluations(true); // the plies are another line's now
    else if (ply == viewPly_)
        return;
    viewPly_ = ply;
    viewPosition_ = game_.positionAt(ply);
    hint_ = Move::none();
    emit hintChanged(hint_);
    emit gameChanged();
    emit evaluationChanged();
    if (wasExploring || exploring())
        emit explorationChanged();
}

void GameController::backToGame()
{
    if (!keptGame_)
        return;
    cancelSearch();
    showNode(keptGame_->mainNode(explorationPly()), false);
}

void GameController::treeEdited(int keepNode)
{
    ++treeRevision_;
    showNode(record().tree().contains(keepNode) ? keepNode : MoveTree::ROOT, true);
}

bool GameController::promoteVariation(int id)
{
    if (!variationsAllowed() || !record().tree().contains(id))
        return false;
    const int viewed = viewNode();
    cancelSearch();
    if (!recordRef().promote(id))
        return false;
    treeEdited(viewed);
    return true;
}

void GameController::makeMainLine(int id)
{
    if (!variationsAllowed() || !record().tree().contains(id) || record().tree().onMainLine(id))
        return;
    const int viewed = viewNode();
    cancelSearch();
    recordRef().makeMainLine(id);
    treeEdited(viewed);
}

void GameController::deleteFrom(int id)
{
    const MoveTree& tree = record().tree();
    if (!variationsAllowed() || id == MoveTree::ROOT || !tree.contains(id))
        return;
    cancelSearch();
    // The position viewed stays, unless it is the deleted move's or after it.
    int keep = viewNode();
    for (int n = keep; n != -1; n = tree.node(n).parent)
        if (n == id) {
            keep = tree.node(id).parent;
            break;
        }
    recordRef().remove(id);
    treeEdited(keep);
}

void GameController::setComment(int id, const QString& comment)
{
    if (!record().tree().contains(id))
        return;
    recordRef().setComment(id, comment.toStdString());
    ++treeRevision_;
    emit gameChanged();
}

void GameController::setNags(int id, const std::vector<int>& nags)
{
    if (!record().tree().contains(id) || id == MoveTree::ROOT)
        return;
    recordRef().setNags(id, nags);
    ++treeRevision_;
    emit gameChanged();
}

bool GameController::applyReview(const GameReview& review)
{
    if (!kd::writeReview(recordRef(), review))
        return false;
    ++treeRevision_; // comments and NAGs only: the line on screen and its nodes stay
    emit gameChanged();
    return true;
}

void GameController::forgetExploration()
{
    ++treeRevision_;
    lineNodes_.clear();
    if (keptGame_) {
        keptGame_.reset();
        emit explorationChanged();
    }
}

void GameController::resign()
{
    if (game_.over())
        return;
    Color loser = game_.current().sideToMove();
    if (setup_.againstComputer())
        loser = setup_.humanColor();
    cancelSearch();
    game_.finish(GameResult::win(~loser, GameResult::Reason::Resignation));
    afterGameChange(false);
}

void GameController::requestHint()
{
    if (!viewingLive() || !humanToMove() || (pending_ != Pending::None && pending_ != Pending::Evaluation))
        return;
    if (pending_ == Pending::Evaluation)
        cancelSearch();
    SearchLimits limits;
    limits.moveTime = HINT_MS;
    sendSearch(Pending::Hint, limits, 0);
}

void GameController::moveNow()
{
    if (pending_ != Pending::Move)
        return;
    if (externalAsked_ != COLOR_NB)
        externals_[externalAsked_].engine->stop(); // its bestmove follows
    else
        worker_->moveNow(generation_);
}

void GameController::setTables(std::shared_ptr<const EvalTables> tables)
{
    tables_ = std::move(tables);
    engineNewGame_ = true; // hash entries scored by the old model are worthless
}

void GameController::forgetEvaluations(bool all)
{
    if (all)
        evaluations_.clear();
    else
        evaluations_.erase(evaluations_.upper_bound(game_.plyCount()), evaluations_.end());
}

void GameController::afterGameChange(bool newGameForEngine)
{
    if (newGameForEngine)
        engineNewGame_ = true;
    forgetEvaluations(newGameForEngine);
    hint_ = Move::none();
    emit hintChanged(hint_);
    viewPly_ = game_.plyCount();
    viewPosition_ = game_.current();
    syncClock();
    emit gameChanged();
    emit clocksChanged();
    emit evaluationChanged();
    finishIfOver();
    startTurn();
}

void GameController::syncClock()
{
    if (clock_.timed() && !game_.over() && game_.plyCount() > 0 && !enginePaused())
        clock_.start(game_.current().sideToMove());
    else
        clock_.stop();
}

void GameController::startTurn()
{
    if (game_.over() || pending_ == Pending::Move)
        return;
    const Color us = game_.current().sideToMove();
    if (setup_.players[us] == Player::External)
        return startExternalTurn(us);
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

void GameController::startEvaluation()
{
    if (game_.over() || game_.plyCount() == 0)
        return;
    record(staticLine(game_.plyCount()), 0);
    if (pending_ != Pending::None)
        return; // the engine plays on (engine against engine): the static evaluation stays
    SearchLimits limits;
    limits.moveTime = EVALUATION_MS;
    limits.depth = EVALUATION_DEPTH;
    sendSearch(Pending::Evaluation, limits, 0);
}

void GameController::sendSearch(Pending kind, const SearchLimits& limits, int elo)
{
    SearchRequest request;
    request.generation = ++generation_;
    request.position = game_.current();
    request.limits = limits;
    request.elo = elo;
    request.tables = tables_;
    request.threads = threads_;
    if (kind == Pending::Move)
        request.book = book_;
    searchModel_ = modelName();
    request.newGame = std::exchange(engineNewGame_, false);
    setPending(kind);
    emit searchRequested(request);
}

void GameController::setBook(std::shared_ptr<const kd::PolyglotBook> book)
{
    book_ = std::move(book);
    emit bookChanged();
}

void GameController::cancelSearch()
{
    worker_->cancel(generation_);
    if (externalAsked_ != COLOR_NB && externals_[externalAsked_].engine)
        externals_[externalAsked_].engine->stop(); // its bestmove comes back stale
    externalAsked_ = COLOR_NB;
    ++generation_; // anything still on its way from the worker or an engine is now stale
    setPending(Pending::None);
}

void GameController::setPending(Pending p)
{
    const bool wasThinking = engineThinking();
    pending_ = p;
    if (wasThinking != engineThinking())
        emit thinkingChanged(engineThinking());
}

void GameController::record(const EngineLine& line, quint64 generation)
{
    auto it = evaluations_.find(line.ply);
    // The newest search replaces what is shown, but not with a shallower line of another search
    // (a hint's first depths after a deeper evaluation), and a static evaluation never replaces one.
    if (it != evaluations_.end() && it->second.line.source == EngineLine::Source::GameOver)
        return; // the final position of a finished game is described by its result
    if (it != evaluations_.end() && it->second.generation != generation) {
        const EngineLine& old = it->second.line;
        const bool oldSearched = old.source != EngineLine::Source::Static;
        if (line.source == EngineLine::Source::Static ? oldSearched : oldSearched && line.depth < old.depth)
            return;
    }
    evaluations_[line.ply] = Record {line, generation};
    if (line.ply == viewPly_)
        emit evaluationChanged();
}

void GameController::onInfo(quint64 generation, const SearchInfo& info)
{
    if (generation != generation_ || info.multipv != 1)
        return;
    // A limited level's own search is not an evaluation: its line is its noisy choice, cut short
    // by its depth and node caps. Its move is followed by a full-strength evaluation instead.
    if (pending_ == Pending::Move && setup_.elo > 0)
        return;
    EngineLine line;
    if (pending_ == Pending::Evaluation)
        line = lineAfterMove(game_.plyCount()); // who played the move into the position evaluated
    line.root = game_.current();
    line.ply = game_.plyCount();
    line.source = pending_ == Pending::Hint ? EngineLine::Source::Hint
        : pending_ == Pending::Evaluation   ? EngineLine::Source::Evaluation
                                            : EngineLine::Source::Search;
    if (pending_ == Pending::Move)
        line.player = setup_.playerName(line.root.sideToMove());
    line.model = searchModel_;
    fillLine(line, info);
    record(line, generation);
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
        playEngineMove(result.best, generation, setup_.elo <= 0);
    }
}

void GameController::playEngineMove(Move best, quint64 generation, bool ownLine)
{
    // At full strength the search's line starts with the move played: the position after it is
    // described by the rest of the line, with the same score. Not when the line is the move alone
    // with a bound: the search was stopped while it tried a move that failed high, before it had a
    // reply (Kandinsky's 300 ms searches, on a busy machine); the panel would show a bound and no line.
    const int ply = game_.plyCount();
    std::optional<EngineLine> after;
    const auto it = evaluations_.find(ply);
    const EngineLine* own
        = ownLine && it != evaluations_.end() && it->second.generation == generation ? &it->second.line : nullptr;
    if (own && !own->pv.empty() && own->pv.front() == best && (own->pv.size() >= 2 || own->bound == BOUND_EXACT)) {
        EngineLine line = *own;
        line.played = QString::fromStdString(toSan(game_.current(), best));
        const std::vector<Move> rest(line.pv.begin() + 1, line.pv.end());
        line.root = game_.current();
        line.root.doMove(best);
        line.ply = ply + 1;
        setPv(line, rest);
        after = line;
    }
    applyMove(best);
    if (game_.plyCount() != ply + 1 || game_.over())
        return; // the engine's flag fell, or its move ended the game (the result is shown)
    // Otherwise (a limited level, whose own noisy line is never shown, or a full-strength move that
    // differs from the last completed depth's line, found when the time ran out mid-depth) a short
    // full-strength search describes the position after the move.
    if (after)
        record(*after, generation);
    else
        startEvaluation();
}

void GameController::applyMove(Move m)
{
    const Color us = game_.current().sideToMove();
    const bool followLive = viewingLive();
    if (!clock_.moveMade(us))
        return flag(us); // the move came after the flag fell
    game_.play(m);
    ++treeRevision_;
    hint_ = Move::none();
    emit hintChanged(hint_);
    if (followLive) {
        viewPly_ = game_.plyCount();
        viewPosition_ = game_.current();
    }
    syncClock();
    emit movePlayed(m);
    emit gameChanged();
    emit clocksChanged();
    if (followLive)
        emit evaluationChanged();
    finishIfOver();
    startTurn();
}

void GameController::flag(Color c)
{
    cancelSearch();
    clock_.setRemaining(c, 0);
    game_.flagFall(c);
    afterGameChange(false);
}

void GameController::finishIfOver()
{
    if (!game_.over())
        return;
    if (pending_ != Pending::None)
        cancelSearch();
    clock_.stop();
    if (game_.gameResult().onBoard() && game_.plyCount() > 0) {
        // The rules ended the game: its last position is described by the result, not a search.
        EngineLine line = lineAfterMove(game_.plyCount());
        const Position& pos = line.root;
        line.source = EngineLine::Source::GameOver;
        line.result = QString::fromStdString(game_.result());
        line.reason = reasonText(game_);
        line.scoreWhite = game_.gameResult().reason != GameResult::Reason::Checkmate ? 0
            : pos.sideToMove() == WHITE                                              ? -VALUE_MATE
                                                                                     : VALUE_MATE;
        evaluations_[line.ply] = Record {line, 0};
        if (line.ply == viewPly_)
            emit evaluationChanged();
    }
    emit gameOver(QString::fromStdString(game_.result()), reasonText(game_));
}

QVariantMap GameController::saveState() const
{
    // While a line is explored, the game kept aside is what is saved: nothing of it is lost.
    StoredGame stored {setup_, record(), {clockMs(WHITE), clockMs(BLACK)}, keptGame_ ? explorationPly() : viewPly_};
    return gamestore::save(stored);
}

QString GameController::restoreState(const QVariantMap& state)
{
    QString error;
    std::optional<StoredGame> stored = gamestore::load(state, &error);
    if (!stored)
        return error;
    cancelSearch();
    forgetExploration();
    setup_ = stored->setup;
    game_ = std::move(stored->game);
    clock_.reset(setup_.clock, stored->clockMs[WHITE], stored->clockMs[BLACK]);
    setupExternals(true);
    afterGameChange(true);
    setViewPly(stored->viewPly);
    return {};
}

// External engines as players ----------------------------------------------------------------

namespace {

bool sameSpec(const EngineSpec& a, const EngineSpec& b)
{
    return a.command == b.command && a.options == b.options && a.name == b.name;
}

} // namespace

void GameController::setupExternals(bool newGame)
{
    for (Color c : {WHITE, BLACK}) {
        External& x = externals_[c];
        const bool hadProblem = !x.problem.isEmpty();
        if (setup_.players[c] != Player::External) {
            if (x.engine) {
                x.engine->disconnect(this);
                x.engine->deleteLater(); // "quit", then its thread ends
            }
            x = External {};
        } else {
            const EngineSpec spec = setup_.external[c].startSpec();
            if (x.engine && !hadProblem && x.engine->state() != UciEngine::State::Failed
                && sameSpec(x.engine->spec(), spec)) {
                if (newGame)
                    x.engine->newGame();
                continue; // the same engine plays on: no restart
            }
            if (x.engine) {
                x.engine->disconnect(this);
                x.engine->deleteLater();
            }
            // A new engine object for every start: nothing the last one still sends can reach us.
            auto* engine = new UciEngine(this);
            x = External {engine, false, QString()};
            if (engineTimeouts_[0] > 0)
                engine->setTimeouts(engineTimeouts_[0], engineTimeouts_[1]);
            connect(engine, &UciEngine::started, this, [this, c] { onExternalStarted(c); });
            connect(engine, &UciEngine::info, this,
                [this, c](quint64 generation, const UciInfo& info) { onExternalInfo(c, generation, info); });
            connect(engine, &UciEngine::bestMove, this,
                [this, c](quint64 generation, const QString& move) { onExternalBestMove(c, generation, move); });
            connect(
                engine, &UciEngine::failed, this, [this, c](const QString& message) { onExternalFailed(c, message); });
            engine->start(spec);
        }
        if (hadProblem)
            emit engineProblemChanged(c, QString());
    }
}

UciEngine* GameController::externalEngine(Color c) const { return externals_[c].engine; }

void GameController::setEngineTimeouts(int handshakeMs, int stopMs)
{
    engineTimeouts_[0] = handshakeMs;
    engineTimeouts_[1] = stopMs;
    for (const External& x : externals_)
        if (x.engine)
            x.engine->setTimeouts(handshakeMs, stopMs);
}

QString GameController::engineProblem() const
{
    QStringList problems;
    for (const External& x : externals_)
        if (!x.problem.isEmpty() && !problems.contains(x.problem))
            problems << x.problem;
    return problems.join(QLatin1Char('\n'));
}

bool GameController::enginePaused() const
{
    const Color us = game_.current().sideToMove();
    return !game_.over() && setup_.players[us] == Player::External && !externals_[us].problem.isEmpty();
}

void GameController::restartEngine()
{
    bool restarted = false;
    for (Color c : {WHITE, BLACK}) {
        External& x = externals_[c];
        if (!x.engine || x.problem.isEmpty())
            continue;
        x.problem.clear();
        x.ready = false;
        x.engine->restart();
        restarted = true;
        emit engineProblemChanged(c, QString());
    }
    if (!restarted)
        return;
    syncClock(); // the side to move's time runs again
    emit clocksChanged();
    startTurn(); // asks for the move once the engine is ready
}

void GameController::startExternalTurn(Color us)
{
    External& x = externals_[us];
    if (!x.engine || !x.problem.isEmpty())
        return; // paused until restartEngine()
    setPending(Pending::Move);
    externalAsked_ = COLOR_NB;
    if (x.ready)
        sendExternalGo(us); // else when it has started
}

void GameController::sendExternalGo(Color us)
{
    externalAsked_ = us;
    externals_[us].engine->go(++generation_, positionCommand(), goCommand());
}

void GameController::onExternalStarted(Color c)
{
    External& x = externals_[c];
    x.ready = true;
    if (pending_ == Pending::Move && externalAsked_ == COLOR_NB && !game_.over() && game_.current().sideToMove() == c
        && setup_.players[c] == Player::External)
        sendExternalGo(c);
}

void GameController::onExternalInfo(Color c, quint64 generation, const UciInfo& info)
{
    if (generation != generation_ || externalAsked_ != c || pending_ != Pending::Move || info.multipv != 1
        || !info.hasScore)
        return;
    EngineLine line;
    line.root = game_.current();
    line.ply = game_.plyCount();
    line.source = EngineLine::Source::Search;
    line.player = setup_.playerName(c);
    fillLine(line, info);
    record(line, generation);
    emit engineInfo(line);
}

void GameController::onExternalBestMove(Color c, quint64 generation, const QString& move)
{
    if (generation != generation_ || externalAsked_ != c || pending_ != Pending::Move)
        return; // stale: the game changed since this search was asked for
    const Result<Move> m = parseUci(game_.current(), move.trimmed().toStdString());
    if (!m) {
        const QString message = tr("%1 played an illegal move: %2 in %3")
                                    .arg(setup_.playerName(c), move.trimmed().isEmpty() ? tr("(none)") : move,
                                        QString::fromStdString(game_.current().fen()));
        onExternalFailed(c, message); // the game pauses now; the engine's failed() is then a repeat
        externals_[c].engine->fail(message);
        return;
    }
    externalAsked_ = COLOR_NB;
    setPending(Pending::None);
    playEngineMove(*m, generation, true);
}

void GameController::onExternalFailed(Color c, const QString& message)
{
    External& x = externals_[c];
    if (!x.engine || !x.problem.isEmpty())
        return; // reported already
    // Every message names the engine as the user chose it ("cannot start '/x/y': ..." does not).
    ExternalPlayer named = setup_.external[c];
    named.elo = 0;
    x.problem = message.isEmpty()               ? tr("%1 failed").arg(setup_.playerName(c))
        : message.contains(named.displayName()) ? message
                                                : QStringLiteral("%1: %2").arg(setup_.playerName(c), message);
    x.ready = false;
    if (externalAsked_ == c || (pending_ == Pending::Move && game_.current().sideToMove() == c)) {
        // The search it will not finish is not an evaluation to show ("thinking, depth 9").
        const auto it = evaluations_.find(game_.plyCount());
        const bool shown = it != evaluations_.end() && it->second.generation == generation_
            && it->second.line.source == EngineLine::Source::Search;
        if (shown)
            evaluations_.erase(it);
        externalAsked_ = COLOR_NB;
        ++generation_; // whatever it still sends is stale
        setPending(Pending::None);
        if (shown && viewPly_ == game_.plyCount())
            emit evaluationChanged();
    }
    syncClock(); // its clock stops while it is its turn: the game is paused, not lost
    emit clocksChanged();
    emit engineProblemChanged(c, x.problem);
}

QString GameController::positionCommand() const { return QString::fromStdString(game_.uciPosition(game_.plyCount())); }

QString GameController::goCommand() const
{
    switch (setup_.clock.mode) {
    case ClockSettings::Increment:
        return QStringLiteral("go wtime %1 btime %2 winc %3 binc %3")
            .arg(clockMs(WHITE))
            .arg(clockMs(BLACK))
            .arg(setup_.clock.incMs);
    case ClockSettings::MoveTime:
        return QStringLiteral("go movetime %1").arg(setup_.clock.moveTimeMs);
    case ClockSettings::None:
        break;
    }
    return QStringLiteral("go movetime %1").arg(NO_CLOCK_THINK_MS);
}

} // namespace kdui
