#include "gamereview.h"

#include "core/notation.h"
#include "core/rules.h"
#include "format.h"
#include "uciengine.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

using namespace kd;

namespace kdui {

// --- Engine and limit --------------------------------------------------------------------------

ReviewEngine ReviewEngine::kandinsky(std::shared_ptr<const EvalTables> tables)
{
    ReviewEngine e;
    e.kind = Kind::Kandinsky;
    e.tables = std::move(tables);
    return e;
}

ReviewEngine ReviewEngine::fromArgument(const QString& word, std::shared_ptr<const EvalTables> tables)
{
    if (word == QLatin1String("kandinsky"))
        return kandinsky(std::move(tables));
    ExternalPlayer player;
    player.spec.command = {word.toStdString()};
    return engine(player);
}

ReviewEngine ReviewEngine::engine(const ExternalPlayer& player)
{
    ReviewEngine e;
    e.kind = Kind::External;
    e.external = player;
    e.external.elo = 0; // a review wants full strength
    return e;
}

QString ReviewEngine::displayName() const
{
    return kind == Kind::Kandinsky ? QObject::tr("Kandinsky") : external.displayName();
}

int ReviewLimit::clampedValue() const
{
    return kind == Kind::Depth ? std::clamp(value, 1, MAX_DEPTH) : std::clamp(value, MIN_TIME_MS, MAX_TIME_MS);
}

SearchLimits ReviewLimit::searchLimits() const
{
    SearchLimits limits;
    if (kind == Kind::Depth)
        limits.depth = clampedValue();
    else
        limits.moveTime = clampedValue();
    return limits;
}

QString ReviewLimit::goCommand() const
{
    return (kind == Kind::Depth ? QStringLiteral("go depth %1") : QStringLiteral("go movetime %1")).arg(clampedValue());
}

// --- GameReviewer ------------------------------------------------------------------------------

GameReviewer::GameReviewer(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<kd::GameReview>();
    qRegisterMetaType<kd::Move>();
}

GameReviewer::~GameReviewer()
{
    running_ = false;
    stopEngines();
    thread_.join(); // a reviewer that never searched with Kandinsky has nothing to join: returns at once
}

SearchWorker* GameReviewer::worker()
{
    // Made by the first review with Kandinsky: its engine holds a 16 MB table and a thread.
    if (worker_)
        return worker_;
    worker_ = new SearchWorker;
    thread_.adopt(worker_);
    // Requests and results cross threads as queued signals' copies, never in a lambda's captures.
    connect(this, &GameReviewer::searchRequested, worker_, &SearchWorker::search, Qt::QueuedConnection);
    connect(worker_, &SearchWorker::finished, this, &GameReviewer::onKandinskyResult, Qt::QueuedConnection);
    thread_.start();
    return worker_;
}

void GameReviewer::start(const Game& game, const ReviewEngine& engine, const ReviewLimit& limit)
{
    if (running_)
        stopEngines();
    game_ = game;
    engine_ = engine;
    limit_ = limit;
    total_ = game.plyCount() + 1;
    scores_.clear();
    best_.clear();
    running_ = true;
    emit progress(0, total_);
    if (engine_.kind == ReviewEngine::Kind::Kandinsky) {
        next();
        return;
    }
    uci_ = new UciEngine(this);
    uciStarted_ = false;
    connect(uci_, &UciEngine::started, this, [this] {
        uciStarted_ = true;
        if (running_)
            next();
    });
    connect(uci_, &UciEngine::failed, this, [this](const QString& message) { fail(message); });
    connect(uci_, &UciEngine::info, this, [this](quint64 generation, const UciInfo& info) {
        if (generation != generation_ || !info.hasScore || info.multipv != 1 || info.bound != BOUND_EXACT)
            return;
        haveScore_ = true;
        uciScore_ = info.score;
    });
    connect(uci_, &UciEngine::bestMove, this, [this](quint64 generation, const QString& text, const QString&) {
        if (generation != generation_ || !running_)
            return;
        const int ply = int(scores_.size());
        const Position pos = game_.positionAt(ply);
        const Result<Move> move = parseUci(pos, text.toStdString());
        if (!move.ok()) {
            uci_->fail(
                tr("%1 answered the illegal move '%2' in position %3 of the review").arg(uci_->name(), text).arg(ply));
            return;
        }
        if (!haveScore_) {
            uci_->fail(tr("%1 gave no score for position %2 of the review").arg(uci_->name()).arg(ply));
            return;
        }
        record(pos.sideToMove() == WHITE ? uciScore_ : -uciScore_, *move);
        next();
    });
    ExternalPlayer player = engine_.external;
    uci_->start(player.startSpec());
}

void GameReviewer::next()
{
    while (running_) {
        const int ply = int(scores_.size());
        if (ply >= total_) {
            running_ = false;
            std::vector<Move> bests = best_;
            bests.pop_back(); // the last position has no move played from it
            Result<GameReview> review = reviewGame(game_.start().sideToMove(), game_.moves(), scores_, bests);
            stopEngines();
            if (review.ok())
                emit finished(*review);
            else
                emit failed(QString::fromStdString(review.error()));
            return;
        }
        const Position pos = game_.positionAt(ply);
        if (const std::optional<int> byRules = scoreByRules(pos)) {
            record(*byRules, Move::none());
            continue; // record() only counts; the loop takes the next position
        }
        ++generation_;
        haveScore_ = false;
        if (engine_.kind == ReviewEngine::Kind::Kandinsky) {
            SearchWorker* searcher = worker();
            searcher->cancel(generation_ - 1);
            SearchRequest request;
            request.generation = generation_;
            request.position = pos;
            request.limits = limit_.searchLimits();
            request.tables = engine_.tables;
            request.newGame = ply == 0;
            emit searchRequested(request);
        } else {
            uci_->go(generation_, QString::fromStdString(game_.uciPosition(ply)), limit_.goCommand());
        }
        return;
    }
}

void GameReviewer::record(int scoreWhite, Move best)
{
    const int ply = int(scores_.size());
    scores_.push_back(scoreWhite);
    best_.push_back(best);
    emit positionDone(ply, scoreWhite, best);
    emit progress(int(scores_.size()), total_);
}

void GameReviewer::onKandinskyResult(quint64 generation, const SearchResult& result)
{
    if (generation != generation_ || !running_ || engine_.kind != ReviewEngine::Kind::Kandinsky)
        return;
    const Position pos = game_.positionAt(int(scores_.size()));
    record(pos.sideToMove() == WHITE ? result.score : -result.score, result.best);
    next();
}

void GameReviewer::fail(const QString& message)
{
    if (!running_)
        return;
    running_ = false;
    const QString name = engine_.displayName();
    QString text = tr("The review stopped after %1 of %2 positions: %3").arg(scores_.size()).arg(total_).arg(message);
    if (!message.contains(name) && !(uci_ && message.contains(uci_->name())))
        text += QStringLiteral(" (%1)").arg(name);
    stopEngines();
    emit failed(text);
}

void GameReviewer::cancel()
{
    if (!running_)
        return;
    running_ = false;
    stopEngines();
    emit cancelled();
}

void GameReviewer::stopEngines()
{
    ++generation_; // whatever is still on its way is dropped
    if (worker_)
        worker_->cancel(generation_);
    if (uci_) {
        uci_->disconnect(this);
        uci_->deleteLater(); // quits the engine (a hung one is killed) and joins its thread
        uci_ = nullptr;
    }
}

// --- ReviewDialog ------------------------------------------------------------------------------

namespace {

std::unique_ptr<QSettings> openSettings(const QString& file)
{
    return file.isEmpty() ? std::make_unique<QSettings>() : std::make_unique<QSettings>(file, QSettings::IniFormat);
}

} // namespace

ReviewDialog::ReviewDialog(const QString& settingsFile, QWidget* parent)
    : QDialog(parent),
      settingsFile_(settingsFile),
      reviewer_(new GameReviewer(this)),
      engineBox_(new QComboBox(this)),
      limitBox_(new QComboBox(this)),
      depthBox_(new QSpinBox(this)),
      timeBox_(new QSpinBox(this)),
      reviewButton_(new QPushButton(tr("Review"), this)),
      cancelButton_(new QPushButton(tr("Cancel"), this)),
      progressBar_(new QProgressBar(this)),
      status_(new QLabel(this)),
      summary_(new QTableWidget(2, 4, this))
{
    setWindowTitle(tr("Review game"));
    engineBox_->addItem(tr("Kandinsky"), QString());
    limitBox_->addItem(tr("Depth"));
    limitBox_->addItem(tr("Time per move"));
    depthBox_->setRange(1, ReviewLimit::MAX_DEPTH);
    depthBox_->setValue(DEFAULT_DEPTH);
    timeBox_->setRange(ReviewLimit::MIN_TIME_MS, 60000);
    timeBox_->setSingleStep(100);
    timeBox_->setSuffix(tr(" ms"));
    timeBox_->setValue(DEFAULT_TIME_MS);
    status_->setWordWrap(true);
    summary_->setHorizontalHeaderLabels({tr("Inaccuracies"), tr("Mistakes"), tr("Blunders"), tr("Avg. loss")});
    summary_->setVerticalHeaderLabels({tr("White"), tr("Black")});
    summary_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    summary_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // Wide enough for every header, two rows high: the summary is a small table, not a list.
    const int column = summary_->fontMetrics().horizontalAdvance(tr("Inaccuracies")) + 16;
    summary_->horizontalHeader()->setMinimumSectionSize(column);
    summary_->setMinimumWidth(4 * column + summary_->fontMetrics().horizontalAdvance(tr("White")) + 40);
    summary_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    summary_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    summary_->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    summary_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);

    auto* form = new QFormLayout;
    form->addRow(tr("Engine:"), engineBox_);
    auto* limitRow = new QHBoxLayout;
    limitRow->addWidget(limitBox_);
    limitRow->addWidget(depthBox_);
    limitRow->addWidget(timeBox_);
    form->addRow(tr("Search:"), limitRow);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(reviewButton_);
    buttons->addWidget(cancelButton_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(progressBar_);
    layout->addWidget(status_);
    layout->addWidget(summary_);
    layout->addLayout(buttons);

    auto showLimit = [this] {
        const bool depth = limitBox_->currentIndex() == 0;
        depthBox_->setVisible(depth);
        timeBox_->setVisible(!depth);
    };
    connect(limitBox_, &QComboBox::currentIndexChanged, this, showLimit);
    connect(reviewButton_, &QPushButton::clicked, this, &ReviewDialog::startReview);
    connect(cancelButton_, &QPushButton::clicked, reviewer_, &GameReviewer::cancel);
    connect(reviewer_, &GameReviewer::progress, this, [this](int done, int total) {
        progressBar_->setRange(0, total);
        progressBar_->setValue(done);
        status_->setText(tr("Position %1 of %2").arg(done).arg(total));
    });
    connect(reviewer_, &GameReviewer::finished, this, [this](const GameReview& review) {
        setBusy(false);
        showSummary(review);
        status_->setText(tr("Review done."));
    });
    connect(reviewer_, &GameReviewer::failed, this, [this](const QString& message) {
        setBusy(false);
        status_->setText(message);
    });
    connect(reviewer_, &GameReviewer::cancelled, this, [this] {
        setBusy(false);
        status_->setText(tr("Review cancelled."));
    });
    loadSettings();
    showLimit();
    setBusy(false);
}

void ReviewDialog::setGame(const Game& game) { game_ = game; }

void ReviewDialog::setTables(std::shared_ptr<const EvalTables> tables) { tables_ = std::move(tables); }

void ReviewDialog::setEngines(const QList<EngineConfig>& engines)
{
    const QString chosen = engineBox_->currentData().toString();
    engines_ = engines;
    engineBox_->clear();
    engineBox_->addItem(tr("Kandinsky"), QString());
    for (const EngineConfig& e : engines_)
        engineBox_->addItem(e.name, e.id);
    engineBox_->setCurrentIndex(std::max(0, engineBox_->findData(chosen)));
    loadSettings(); // the remembered engine may be in the list now
}

ReviewEngine ReviewDialog::chosenEngine() const
{
    const QString id = engineBox_->currentData().toString();
    for (const EngineConfig& e : engines_) {
        if (e.id == id && !id.isEmpty()) {
            ExternalPlayer player;
            player.id = e.id;
            player.name = e.name;
            player.spec = e.spec();
            return ReviewEngine::engine(player);
        }
    }
    return ReviewEngine::kandinsky(tables_);
}

ReviewLimit ReviewDialog::chosenLimit() const
{
    return limitBox_->currentIndex() == 0 ? ReviewLimit::depth(depthBox_->value())
                                          : ReviewLimit::time(timeBox_->value());
}

void ReviewDialog::startReview()
{
    saveSettings();
    summary_->clearContents();
    setBusy(true);
    reviewer_->start(game_, chosenEngine(), chosenLimit());
}

QString ReviewDialog::statusText() const { return status_->text(); }

void ReviewDialog::setBusy(bool busy)
{
    reviewButton_->setEnabled(!busy);
    cancelButton_->setEnabled(busy);
    engineBox_->setEnabled(!busy);
    limitBox_->setEnabled(!busy);
    depthBox_->setEnabled(!busy);
    timeBox_->setEnabled(!busy);
}

void ReviewDialog::showSummary(const GameReview& review)
{
    for (Color c : {WHITE, BLACK}) {
        const SideSummary& s = review.sides[c];
        const QString cells[] = {QString::number(s.inaccuracies), QString::number(s.mistakes),
            QString::number(s.blunders), decimal(s.averageCpLoss, 0)};
        for (int col = 0; col < 4; ++col)
            summary_->setItem(int(c), col, new QTableWidgetItem(cells[col]));
    }
}

void ReviewDialog::saveSettings() const
{
    auto s = openSettings(settingsFile_);
    s->beginGroup(QStringLiteral("review"));
    s->setValue(QStringLiteral("engine"), engineBox_->currentData().toString());
    s->setValue(QStringLiteral("limit"), limitBox_->currentIndex() == 0 ? "depth" : "time");
    s->setValue(QStringLiteral("depth"), depthBox_->value());
    s->setValue(QStringLiteral("timeMs"), timeBox_->value());
}

void ReviewDialog::loadSettings()
{
    const auto s = openSettings(settingsFile_);
    const QString group = QStringLiteral("review/");
    const int engine = engineBox_->findData(s->value(group + "engine").toString());
    if (engine >= 0)
        engineBox_->setCurrentIndex(engine);
    limitBox_->setCurrentIndex(s->value(group + "limit").toString() == QLatin1String("time") ? 1 : 0);
    // Out-of-range or unreadable values fall back to the defaults (the spin boxes clamp the rest).
    bool ok = false;
    const int depth = s->value(group + "depth", DEFAULT_DEPTH).toInt(&ok);
    depthBox_->setValue(ok ? depth : DEFAULT_DEPTH);
    const int timeMs = s->value(group + "timeMs", DEFAULT_TIME_MS).toInt(&ok);
    timeBox_->setValue(ok ? timeMs : DEFAULT_TIME_MS);
}

} // namespace kdui
