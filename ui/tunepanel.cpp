#include "tunepanel.h"

#include "flowlayout.h"
#include "format.h"
#include "heatmappanel.h"
#include "modellibrary.h"
#include "tune/selfplay.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>

#include <algorithm>
#include <cmath>
#include <sstream>

namespace kdui {

namespace {

// A label and its control side by side, as one item of a flow row.
QWidget* labelled(QWidget* parent, const QString& text, QWidget* control)
{
    auto* box = new QWidget(parent);
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    auto* label = new QLabel(text, box);
    label->setBuddy(control);
    row->addWidget(label);
    row->addWidget(control, 1);
    box->setSizePolicy(control->sizePolicy().horizontalPolicy(), QSizePolicy::Fixed);
    return box;
}

QString lossText(double loss) { return decimal(loss, 5); }

const char* const pieceLetters = " PNBRQK";

} // namespace

kd::EvalModel modelChange(const kd::EvalModel& start, const kd::EvalModel& now)
{
    kd::EvalModel d = start;
    d.name = start.name + "-change";
    for (int st = 0; st < kd::STAGE_NB; ++st)
        for (int pt = 0; pt < kd::PIECE_TYPE_NB; ++pt) {
            d.material[st][pt] = std::clamp(
                now.material[st][pt] - start.material[st][pt], -kd::MODEL_MATERIAL_MAX, kd::MODEL_MATERIAL_MAX);
            for (int s = 0; s < kd::SQUARE_NB; ++s)
                d.psqt[st][pt][s] = std::clamp(
                    now.psqt[st][pt][s] - start.psqt[st][pt][s], -kd::MODEL_TABLE_MAX, kd::MODEL_TABLE_MAX);
        }
    for (int st = 0; st < kd::STAGE_NB; ++st)
        for (int i = 0; i < kd::TERM_WEIGHTS; ++i)
            d.terms[st][i]
                = std::clamp(now.terms[st][i] - start.terms[st][i], -kd::MODEL_TABLE_MAX, kd::MODEL_TABLE_MAX);
    return d;
}

// --- TuneWorker ----------------------------------------------------------------------------------

void TuneWorker::prepare()
{
    std::lock_guard lock(mutex_);
    stop_ = false;
    paused_ = false;
    shown_ = 0;
}

void TuneWorker::acknowledge(int epoch)
{
    {
        std::lock_guard lock(mutex_);
        shown_ = std::max(shown_, epoch);
    }
    wake_.notify_all();
}

void TuneWorker::waitForPage(int epoch)
{
    std::unique_lock lock(mutex_);
    wake_.wait(lock, [this, epoch] { return shown_ >= epoch || stop_; });
}

void TuneWorker::setPaused(bool paused)
{
    {
        std::lock_guard lock(mutex_);
        paused_ = paused;
    }
    wake_.notify_all();
}

void TuneWorker::stop()
{
    {
        std::lock_guard lock(mutex_);
        stop_ = true;
    }
    wake_.notify_all();
}

bool TuneWorker::waitWhilePaused()
{
    std::unique_lock lock(mutex_);
    wake_.wait(lock, [this] { return !paused_ || stop_; });
    return !stop_;
}

void TuneWorker::run(const kdui::TuneJob& job)
{
    const QString name = QFileInfo(job.dataPath).fileName();
    std::vector<kd::DataProblem> problems;
    kd::Result<kd::TuneData> data = kd::Error {};
    QString skippedGames; // from a PGN: the games that did not read
    if (job.dataPath.endsWith(QLatin1String(".pgn"), Qt::CaseInsensitive)) {
        // The games become labelled quiet positions in memory, judged quiet by the start model.
        emit progress(tr("Extracting positions from %1…").arg(name));
        std::ostringstream epd;
        QElapsedTimer sinceReport;
        sinceReport.start();
        auto onGame = [&](std::int64_t done, std::int64_t total, const kd::ExtractStats& stats) {
            if (sinceReport.elapsed() < 200)
                return;
            sinceReport.restart();
            emit progress(tr("Extracting positions from %1… %2% · %3 games · %4 positions")
                              .arg(name)
                              .arg(total > 0 ? int(100 * done / total) : 0)
                              .arg(groupedInt(stats.games), groupedInt(stats.positions)));
        };
        kd::Result<kd::ExtractStats> stats = kd::extractPgnFile(
            job.dataPath.toStdString(), epd, kd::EvalTables::build(job.start), job.skipPlies, onGame, &stop_);
        if (!stats) {
            emit failed(QString::fromStdString(stats.error()));
            return;
        }
        if (stop_) {
            emit finished(tr("Stopped while extracting positions"));
            return;
        }
        if (stats->badGames > 0)
            skippedGames = (stats->badGames == 1
                    ? tr(" (1 game that did not read skipped: %1)")
                    : tr(" (%1 games that did not read skipped, the first: %2)").arg(stats->badGames))
                               .arg(QString::fromStdString(stats->problems.front()));
        std::istringstream in(epd.str());
        data = kd::readTuneData(in, job.dataPath.toStdString(), &problems);
    } else {
        emit progress(tr("Reading %1…").arg(name));
        data = kd::loadTuneData(job.dataPath.toStdString(), &problems);
    }
    if (!data) {
        emit failed(QString::fromStdString(data.error()));
        return;
    }
    if (stop_) {
        emit finished(tr("Stopped before the first epoch"));
        return;
    }

    emit progress(tr("Fitting K on %1 positions…").arg(groupedInt(qint64(data->size()))));
    kd::Tuner tuner(*data, job.start, job.config);
    const double k = job.config.k > 0 ? tuner.k() : tuner.fitK();
    QString summary = tr("%1: %2 positions").arg(name, groupedInt(qint64(data->size()))) + skippedGames;
    if (!problems.empty())
        summary += (problems.size() == 1 ? tr(" (1 bad line skipped: %1)")
                                         : tr(" (%1 bad lines skipped, the first: %2)").arg(problems.size()))
                       .arg(QString::fromStdString(problems.front().message));
    emit loaded(summary, qint64(data->size()), k, tuner.loss());

    for (int e = 0; e < job.epochs; ++e) {
        if (paused_) {
            emit pausedAt(tuner.epochsDone());
            if (!waitWhilePaused())
                break;
        }
        if (stop_)
            break;
        const kd::EpochReport report = tuner.epoch(&stop_);
        emit epochDone(tuner.model(), report);
        waitForPage(report.epoch - 1);
    }
    const int done = tuner.epochsDone();
    if (stop_)
        emit finished(done == 1 ? tr("Stopped after 1 epoch") : tr("Stopped after %1 epochs").arg(done));
    else
        emit finished(done == 1 ? tr("Done: 1 epoch") : tr("Done: %1 epochs").arg(done));
}

// --- LossCurve -----------------------------------------------------------------------------------

LossCurve::LossCurve(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setMinimumHeight(100);
}

void LossCurve::setLosses(const QVector<double>& losses)
{
    losses_ = losses;
    update();
}

void LossCurve::addLoss(double loss)
{
    losses_.push_back(loss);
    update();
}

void LossCurve::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const QColor text = pal.color(QPalette::Text);
    QColor grid = text;
    grid.setAlphaF(0.25);
    const QFontMetrics fm(font());
    const int pad = 4;
    const QString title = tr("Loss (mean squared error) per epoch");
    p.setPen(text);
    p.drawText(QRect(pad, pad, width() - 2 * pad, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
        fm.elidedText(title, Qt::ElideRight, width() - 2 * pad));
    if (losses_.isEmpty()) {
        p.drawText(rect().adjusted(pad, fm.height() + pad, -pad, -pad), Qt::AlignCenter | Qt::TextWordWrap,
            tr("The loss of each epoch is drawn here"));
        return;
    }
    const auto [lowIt, highIt] = std::minmax_element(losses_.begin(), losses_.end());
    double low = *lowIt, high = *highIt;
    if (high - low < 1e-9) {
        low -= 1e-4;
        high += 1e-4;
    }
    const QString highText = lossText(high), lowText = lossText(low);
    const int labelW = std::max(fm.horizontalAdvance(highText), fm.horizontalAdvance(lowText)) + 2 * pad;
    const double top = 1.5 * fm.height() + 2 * pad; // the top label sits half a line under the title
    const QRectF plot(labelW, top, width() - labelW - 2 * pad, height() - top - fm.height() - 2 * pad);
    if (plot.width() < 10 || plot.height() < 10)
        return;
    p.setPen(grid);
    p.drawRect(plot);
    p.setPen(text);
    p.drawText(QRectF(0, plot.top() - fm.height() / 2.0, labelW - pad, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
        highText);
    p.drawText(QRectF(0, plot.bottom() - fm.height() / 2.0, labelW - pad, fm.height()),
        Qt::AlignRight | Qt::AlignVCenter, lowText);
    const int n = int(losses_.size());
    const QRectF below(plot.left(), plot.bottom() + pad, plot.width(), fm.height());
    // The first point is the start model's loss (epoch 0), then one per epoch.
    p.drawText(below, Qt::AlignLeft | Qt::AlignTop, QStringLiteral("0"));
    p.drawText(below, Qt::AlignHCenter | Qt::AlignTop, tr("epoch"));
    if (n > 1)
        p.drawText(below, Qt::AlignRight | Qt::AlignTop, QString::number(n - 1));
    auto at = [&](int i) {
        const double x = n == 1 ? plot.center().x() : plot.left() + plot.width() * i / (n - 1);
        const double y = plot.bottom() - plot.height() * (losses_[i] - low) / (high - low);
        return QPointF(x, y);
    };
    QPainterPath path(at(0));
    for (int i = 1; i < n; ++i)
        path.lineTo(at(i));
    const QColor line = pal.color(QPalette::Highlight);
    p.setPen(QPen(line, 2));
    p.drawPath(path);
    p.setBrush(line);
    if (n <= 60)
        for (int i = 0; i < n; ++i)
            p.drawEllipse(at(i), 2.5, 2.5);
}

// --- TunePanel -----------------------------------------------------------------------------------

TunePanel::TunePanel(ModelLibrary* models, QWidget* parent) : QWidget(parent), models_(models), worker_(new TuneWorker)
{
    qRegisterMetaType<kdui::TuneJob>();
    qRegisterMetaType<kd::EvalModel>();
    qRegisterMetaType<kd::EpochReport>();
    thread_.adopt(worker_);
    // Everything crosses the threads as queued signals' copies.
    connect(worker_, &TuneWorker::progress, this, [this](const QString& text) { status_->setText(text); });
    connect(worker_, &TuneWorker::loaded, this, &TunePanel::onLoaded);
    connect(worker_, &TuneWorker::epochDone, this, &TunePanel::onEpoch);
    connect(worker_, &TuneWorker::pausedAt, this, [this](int epoch) {
        if (state_ != State::Paused)
            return;
        status_->setText(epoch == 0
                ? tr("Paused before the first epoch · loss %1 · Resume goes on").arg(lossText(loss_))
                : tr("Paused after epoch %1/%2 · loss %3 · Resume goes on")
                      .arg(epoch)
                      .arg(epochsPlanned_)
                      .arg(lossText(loss_)));
    });
    connect(worker_, &TuneWorker::finished, this, &TunePanel::onFinished);
    connect(worker_, &TuneWorker::failed, this, &TunePanel::onFailed);
    thread_.start(QThread::LowPriority); // the GUI thread goes first on a busy machine
    redraw_.setSingleShot(true);
    redraw_.setInterval(40);
    connect(&redraw_, &QTimer::timeout, this, &TunePanel::refreshScene);

    buildControls();
    startModel_ = models_->model();
    connect(models_, &ModelLibrary::listChanged, this, &TunePanel::refreshModelList);
    refreshModelList();
    syncButtons();
    refreshScene();
}

TunePanel::~TunePanel()
{
    worker_->stop();
    thread_.join();
}

void TunePanel::buildControls()
{
    data_ = made<QLineEdit>(this, "tuneData",
        tr("Training data: an EPD file of positions labelled with results (FEN c9 \"1-0\"; or FEN [0.5]), or a PGN "
           "file whose games are turned into such positions first"));
    data_->setPlaceholderText(tr("EPD or PGN file"));
    data_->setMinimumWidth(140);
    data_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    choose_ = made<QPushButton>(this, "tuneChoose", tr("Choose the training data"), tr("Choose…"));
    model_ = made<QComboBox>(this, "tuneModel", tr("The model the tuning starts from"));
    model_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    model_->setMinimumContentsLength(10);
    epochs_ = made<QSpinBox>(this, "tuneEpochs", tr("How many passes over the data"));
    epochs_->setRange(1, 1000);
    epochs_->setValue(20);
    rate_ = made<QDoubleSpinBox>(this, "tuneRate", tr("Adam's step size, in centipawns per step"));
    rate_->setRange(0.01, 100);
    rate_->setDecimals(2);
    rate_->setSingleStep(0.1);
    rate_->setValue(1.0);
    prior_ = made<QDoubleSpinBox>(this, "tunePrior",
        tr("How strongly each value is pulled back towards the start model (0: not at all). Without a pull, "
           "values the data seldom tells apart, such as a queen's middle-game and end-game worth, drift on noise"));
    prior_->setRange(0, 1);
    prior_->setDecimals(5);
    prior_->setSingleStep(0.0001);
    prior_->setValue(kd::TUNE_DEFAULT_PRIOR);
    material_ = made<QCheckBox>(this, "tuneMaterial", tr("Tune the pieces' material values"), tr("Material"));
    material_->setChecked(true);
    tables_ = made<QCheckBox>(this, "tuneTables", tr("Tune the piece-square tables"), tr("Tables"));
    tables_->setChecked(true);
    terms_ = made<QCheckBox>(this, "tuneTerms",
        tr("Tune the evaluation terms (mobility, pawn structure, king safety, threats, tempo); only for a start "
           "model that has them"),
        tr("Terms"));
    terms_->setChecked(true);
    startButton_ = made<QPushButton>(this, "tuneStart", tr("Start tuning from the chosen model"), tr("Start"));
    pause_ = made<QPushButton>(this, "tunePause", tr("Pause after the current epoch, or go on"), tr("Pause"));
    stop_
        = made<QPushButton>(this, "tuneStop", tr("Stop tuning (the tuned model so far can still be kept)"), tr("Stop"));
    keep_ = made<QPushButton>(this, "tuneKeep",
        tr("Add the tuned model to the models: the engine then plays with it, and the Tables page shows, edits and "
           "saves it"),
        tr("Keep as model…"));

    status_ = new QLabel(tr("Choose the data and the start model, then Start"), this);
    status_->setObjectName(QStringLiteral("tuneStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    errorLabel_ = new QLabel(this);
    errorLabel_->setObjectName(QStringLiteral("tuneError"));
    errorLabel_->setWordWrap(true);
    errorLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    errorLabel_->setStyleSheet(QStringLiteral("QLabel { background: #F8D7DA; color: #58151C; padding: 4px; }"));
    errorLabel_->hide();

    curve_ = new LossCurve(this);
    curve_->setObjectName(QStringLiteral("tuneCurve"));
    changes_ = new QLabel(this);
    changes_->setObjectName(QStringLiteral("tuneChanges"));
    changes_->setWordWrap(true);
    changes_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    changes_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    changes_->setToolTip(tr("The weights that moved most in the last epoch, in centipawns"));
    changes_->hide(); // until an epoch is done: the curve takes the width
    materialLine_ = new QLabel(this);
    materialLine_->setObjectName(QStringLiteral("tuneMaterialLine"));
    materialLine_->setWordWrap(true);

    show_ = made<QComboBox>(this, "tuneShow", tr("The tuned tables, or how far each cell moved since the start"));
    show_->addItems({tr("Tables"), tr("Change since start")});
    layout_ = made<QComboBox>(this, "tuneLayout", tr("All six pieces, or one piece in large"));
    layout_->addItems({tr("All pieces"), tr("One piece")});
    piece_ = made<QComboBox>(this, "tunePiece", tr("The piece shown in large"));
    for (kd::PieceType pt = kd::PAWN; pt <= kd::KING; pt = kd::PieceType(pt + 1))
        piece_->addItem(pieceName(pt));
    piece_->setCurrentIndex(kd::KNIGHT - kd::PAWN);
    stages_ = made<QComboBox>(this, "tuneStages", tr("Middle-game and end-game tables, or one of them"));
    stages_->addItems({tr("Middle + end game"), tr("Middle game"), tr("End game")});
    canvas_ = new HeatmapCanvas(this);
    canvas_->setObjectName(QStringLiteral("tuneCanvas"));
    canvas_->setEditable(false);
    canvas_->setMinimumHeight(200);

    auto* dataRow = new FlowLayout;
    auto* dataBox = labelled(this, tr("Data:"), data_);
    dataBox->setMinimumWidth(200);
    dataRow->addWidget(dataBox);
    dataRow->addWidget(choose_);
    auto* settingsRow = new FlowLayout;
    settingsRow->addWidget(labelled(this, tr("Start model:"), model_));
    settingsRow->addWidget(labelled(this, tr("Epochs:"), epochs_));
    settingsRow->addWidget(labelled(this, tr("Step:"), rate_));
    settingsRow->addWidget(labelled(this, tr("Pull to start:"), prior_));
    settingsRow->addWidget(material_);
    settingsRow->addWidget(tables_);
    settingsRow->addWidget(terms_);
    auto* runRow = new FlowLayout;
    for (QWidget* w : std::initializer_list<QWidget*> {startButton_, pause_, stop_, keep_})
        runRow->addWidget(w);
    auto* viewRow = new FlowLayout;
    for (QWidget* w : std::initializer_list<QWidget*> {show_, layout_, piece_, stages_})
        viewRow->addWidget(w);

    auto* inner = new QWidget;
    inner->setObjectName(QStringLiteral("tuneInner"));
    auto* box = new QVBoxLayout(inner);
    box->setContentsMargins(6, 6, 6, 6);
    box->setSpacing(4);
    box->addLayout(dataRow);
    box->addLayout(settingsRow);
    box->addLayout(runRow);
    box->addWidget(status_);
    box->addWidget(errorLabel_);
    box->addWidget(curve_);
    box->addWidget(changes_);
    box->addWidget(materialLine_);
    box->addLayout(viewRow);
    box->addWidget(canvas_, 1);
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("tuneScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(inner);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    connect(choose_, &QPushButton::clicked, this, &TunePanel::chooseData);
    connect(startButton_, &QPushButton::clicked, this, [this] {
        if (const QString error = start(); !error.isEmpty())
            showError(error);
    });
    connect(pause_, &QPushButton::clicked, this, [this] { setPaused(state_ != State::Paused); });
    connect(stop_, &QPushButton::clicked, this, &TunePanel::stop);
    connect(keep_, &QPushButton::clicked, this, &TunePanel::keepDialog);
    for (QComboBox* c : {show_, layout_, piece_, stages_})
        connect(c, &QComboBox::currentIndexChanged, this, &TunePanel::refreshScene);
    connect(model_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (state_ == State::Idle && !haveTuned_ && i >= 0 && i < models_->count()) {
            startModel_ = models_->modelAt(i);
            refreshScene();
        }
        syncButtons();
    });
}

void TunePanel::refreshModelList()
{
    const QString chosen = model_->currentText();
    QSignalBlocker block(model_);
    model_->clear();
    for (int i = 0; i < models_->count(); ++i)
        model_->addItem(models_->displayName(i));
    const int again = model_->findText(chosen);
    model_->setCurrentIndex(again >= 0 ? again : models_->current());
}

HeatView TunePanel::view() const
{
    HeatView v;
    v.layout = HeatView::Layout(layout_->currentIndex());
    v.piece = kd::PieceType(piece_->currentIndex() + kd::PAWN);
    v.stages = HeatView::Stages(stages_->currentIndex());
    if (startModel_.kind == kd::PhaseKind::Single)
        v.stages = HeatView::MgOnly;
    v.sharedScale = true;
    return v;
}

void TunePanel::refreshScene()
{
    piece_->setEnabled(layout_->currentIndex() == HeatView::OnePiece);
    stages_->setEnabled(startModel_.kind != kd::PhaseKind::Single);
    const kd::EvalModel& now = haveTuned_ ? tuned_ : startModel_;
    const bool change = show_->currentIndex() == ShowChange;
    const kd::EvalModel shown = change ? modelChange(startModel_, now) : now;
    const auto tables = kd::EvalTables::build(shown);
    HeatScene scene = buildScene(*tables, view());
    const QString name = QString::fromStdString(startModel_.name);
    const QString when = haveTuned_ ? tr("epoch %1").arg(epochsDone_) : tr("before tuning");
    if (change) {
        scene.caption = tr("Change since start (%1) · %2 · %3").arg(unitName(), name, when);
        scene.shortCaption = tr("Change · %1").arg(when);
    } else {
        scene.caption = haveTuned_ ? tr("%1 tuned · %2 · table only").arg(name, when)
                                   : tr("%1 · start model · table only").arg(name);
        scene.shortCaption = tr("%1 · %2").arg(name, when);
    }
    canvas_->setPhaseMax(shown.phaseMax);
    canvas_->setScene(scene);

    // The material, which the tables leave out: now, or its change.
    QStringList parts;
    for (int pt = kd::PAWN; pt <= kd::QUEEN; ++pt) {
        const int mg = shown.material[kd::MG][pt], eg = shown.material[kd::EG][pt];
        const QString value = change ? signedValue(mg) : plainValue(mg);
        const QString letter(QChar::fromLatin1(pieceLetters[pt]));
        parts << (startModel_.kind == kd::PhaseKind::Single || mg == eg
                ? QStringLiteral("%1 %2").arg(letter, value)
                : QStringLiteral("%1 %2/%3").arg(letter, value, change ? signedValue(eg) : plainValue(eg)));
    }
    materialLine_->setText((change ? tr("Material change (MG/EG): %1") : tr("Material (MG/EG): %1"))
                               .arg(parts.join(QStringLiteral(" · "))));
}

void TunePanel::setState(State state)
{
    if (state_ == state)
        return;
    state_ = state;
    syncButtons();
    emit stateChanged(state);
}

void TunePanel::syncButtons()
{
    const bool idle = state_ == State::Idle;
    for (QWidget* w :
        std::initializer_list<QWidget*> {data_, choose_, model_, epochs_, rate_, prior_, material_, tables_})
        w->setEnabled(idle);
    terms_->setEnabled(idle && chosenHasTerms());
    startButton_->setEnabled(idle);
    pause_->setEnabled(state_ == State::Loading || state_ == State::Running || state_ == State::Paused);
    pause_->setText(state_ == State::Paused ? tr("Resume") : tr("Pause"));
    stop_->setEnabled(!idle && state_ != State::Stopping);
    keep_->setEnabled(haveTuned_ && epochsDone_ > 0);
}

bool TunePanel::chosenHasTerms() const
{
    const int i = model_->currentIndex();
    return i >= 0 && i < models_->count() && models_->modelAt(i).hasTerms;
}

QString TunePanel::status() const { return status_->text(); }

QString TunePanel::errorText() const { return error_; }

void TunePanel::showError(const QString& text)
{
    error_ = text;
    errorLabel_->setText(text);
    errorLabel_->setVisible(!text.isEmpty());
    if (!text.isEmpty())
        emit message(text, true);
}

void TunePanel::setDataPath(const QString& path) { data_->setText(path); }

QString TunePanel::start()
{
    if (state_ != State::Idle)
        return tr("Tuning is already running");
    const QString path = data_->text().trimmed();
    if (path.isEmpty())
        return tr("Choose the training data first (an EPD or a PGN file)");
    if (!QFileInfo(path).isFile())
        return tr("%1: no such file").arg(path);
    if (!material_->isChecked() && !tables_->isChecked() && !(terms_->isChecked() && chosenHasTerms()))
        return tr("Choose what to tune: material, tables or terms");
    const int index = model_->currentIndex();
    if (index < 0 || index >= models_->count())
        return tr("Choose the start model");
    showError({});
    TuneJob job;
    job.dataPath = path;
    job.start = models_->modelAt(index);
    job.epochs = epochs_->value();
    job.config.learningRate = rate_->value();
    job.config.prior = prior_->value();
    job.config.params = (material_->isChecked() ? kd::TUNE_MATERIAL : 0u)
        | (tables_->isChecked() ? kd::TUNE_TABLES : 0u)
        | (terms_->isChecked() && job.start.hasTerms ? kd::TUNE_TERMS : 0u);
    startModel_ = job.start;
    haveTuned_ = false;
    epochsDone_ = 0;
    epochsPlanned_ = job.epochs;
    positions_ = 0;
    source_ = QFileInfo(path).fileName();
    curve_->setLosses({});
    changes_->clear();
    changes_->hide();
    refreshScene();
    worker_->prepare();
    setState(State::Loading);
    QMetaObject::invokeMethod(worker_, "run", Qt::QueuedConnection, Q_ARG(kdui::TuneJob, job));
    return {};
}

void TunePanel::setPaused(bool paused)
{
    if (paused && (state_ == State::Running || state_ == State::Loading)) {
        worker_->setPaused(true);
        const bool loading = state_ == State::Loading;
        setState(State::Paused);
        status_->setText(
            loading ? tr("Pausing before the first epoch…") : tr("Pausing after epoch %1…").arg(epochsDone_ + 1));
    } else if (!paused && state_ == State::Paused) {
        worker_->setPaused(false);
        setState(State::Running);
        status_->setText(tr("Epoch %1/%2 under way…").arg(epochsDone_ + 1).arg(epochsPlanned_));
    }
}

void TunePanel::stop()
{
    if (state_ == State::Idle || state_ == State::Stopping)
        return;
    worker_->stop();
    setState(State::Stopping);
    status_->setText(tr("Stopping…"));
}

void TunePanel::onLoaded(const QString& summary, qint64 positions, double k, double loss)
{
    positions_ = positions;
    k_ = k;
    loss_ = loss;
    curve_->setLosses({loss}); // the start model's loss, before the first epoch
    if (state_ == State::Loading)
        setState(State::Running);
    if (state_ != State::Paused)
        status_->setText(tr("%1 · K %2 · loss %3 before tuning").arg(summary, decimal(k, 2), lossText(loss)));
    // The status line moves on with the epochs; the window's status bar keeps what was read (and
    // what was skipped).
    emit message(tr("Tuning on %1").arg(summary), false);
}

void TunePanel::onEpoch(const kd::EvalModel& model, const kd::EpochReport& report)
{
    worker_->acknowledge(report.epoch);
    tuned_ = model;
    haveTuned_ = true;
    epochsDone_ = report.epoch;
    loss_ = report.loss;
    curve_->addLoss(report.loss);
    const QLocale locale;
    status_->setText(tr("Epoch %1/%2 · loss %3 · K %4 · %5 positions")
                         .arg(report.epoch)
                         .arg(epochsPlanned_)
                         .arg(lossText(report.loss), decimal(k_, 2), locale.toString(positions_)));
    QStringList lines;
    for (std::size_t i = 0; i < report.largest.size() && i < 5; ++i) {
        const kd::WeightChange& c = report.largest[i];
        lines << tr("%1 %2 → %3")
                     .arg(QString::fromStdString(c.name).toHtmlEscaped(), decimal(c.from, 1), decimal(c.to, 1));
    }
    changes_->show();
    changes_->setText(lines.isEmpty()
            ? tr("No weight moved in epoch %1").arg(report.epoch)
            : tr("<b>Largest changes in epoch %1:</b> %2").arg(report.epoch).arg(lines.join(QStringLiteral(" · "))));
    syncButtons();
    if (!redraw_.isActive())
        redraw_.start();
    emit epochShown(report.epoch);
}

void TunePanel::onFinished(const QString& text)
{
    redraw_.stop();
    refreshScene();
    setState(State::Idle);
    status_->setText(haveTuned_ ? tr("%1 · loss %2 · K %3 · %4 positions")
                                      .arg(text, lossText(loss_), decimal(k_, 2), QLocale().toString(positions_))
                                : text);
    syncButtons();
}

void TunePanel::onFailed(const QString& text)
{
    setState(State::Idle);
    status_->setText(tr("Tuning failed"));
    showError(text);
}

QString TunePanel::suggestedName() const
{
    const QString base = QString::fromStdString(startModel_.name) + QStringLiteral("-tuned");
    QString name = base;
    for (int n = 2;; ++n) {
        bool used = false;
        for (int i = 0; i < models_->count(); ++i)
            used = used || (models_->fileOf(i).isEmpty() && QString::fromStdString(models_->modelAt(i).name) == name);
        if (!used)
            return name;
        name = QStringLiteral("%1-%2").arg(base).arg(n);
    }
}

QString TunePanel::keepModel(const QString& name)
{
    if (!haveTuned_)
        return tr("Nothing tuned yet: Start first");
    kd::EvalModel m = tuned_;
    m.name = name.trimmed().toStdString();
    m.title = tr("%1 tuned on %2 (%3 epochs)")
                  .arg(QString::fromStdString(startModel_.name), source_)
                  .arg(epochsDone_)
                  .toStdString();
    m.source = tr("Tuned in Kandinsky's Tune page from %1 on %2, loss %3")
                   .arg(QString::fromStdString(startModel_.name), source_, lossText(loss_))
                   .toStdString();
    const QString error = models_->addModel(m);
    if (error.isEmpty())
        emit message(tr("Kept the tuned model as \"%1\": the engine plays with it now; the Tables page shows, edits "
                        "and saves it")
                         .arg(name.trimmed()),
            false);
    return error;
}

void TunePanel::keepDialog()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Keep the tuned model"),
        tr("Name of the new model (it is added to the models and played with):"), QLineEdit::Normal, suggestedName(),
        &ok);
    if (!ok)
        return;
    const QString error = keepModel(name);
    showError(error);
}

void TunePanel::chooseData()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose training data"), data_->text(),
        tr("Training data (*.epd *.txt *.pgn);;EPD files (*.epd);;PGN files (*.pgn);;All files (*)"));
    if (!path.isEmpty())
        data_->setText(path);
}

void TunePanel::saveSettings(QSettings& s) const
{
    s.beginGroup(QStringLiteral("tune"));
    s.setValue(QStringLiteral("data"), data_->text());
    s.setValue(QStringLiteral("model"), model_->currentText());
    s.setValue(QStringLiteral("epochs"), epochs_->value());
    s.setValue(QStringLiteral("rate"), rate_->value());
    s.setValue(QStringLiteral("prior"), prior_->value());
    s.setValue(QStringLiteral("material"), material_->isChecked());
    s.setValue(QStringLiteral("tables"), tables_->isChecked());
    s.setValue(QStringLiteral("terms"), terms_->isChecked());
    s.setValue(QStringLiteral("show"), show_->currentIndex());
    s.setValue(QStringLiteral("layout"), layout_->currentIndex());
    s.setValue(QStringLiteral("piece"), piece_->currentIndex());
    s.setValue(QStringLiteral("stages"), stages_->currentIndex());
    s.endGroup();
}

void TunePanel::restoreSettings(QSettings& s)
{
    s.beginGroup(QStringLiteral("tune"));
    data_->setText(s.value(QStringLiteral("data")).toString());
    if (const int i = model_->findText(s.value(QStringLiteral("model")).toString()); i >= 0)
        model_->setCurrentIndex(i);
    epochs_->setValue(s.value(QStringLiteral("epochs"), 20).toInt()); // the spin box clamps
    rate_->setValue(s.value(QStringLiteral("rate"), 1.0).toDouble());
    prior_->setValue(s.value(QStringLiteral("prior"), kd::TUNE_DEFAULT_PRIOR).toDouble());
    material_->setChecked(s.value(QStringLiteral("material"), true).toBool());
    tables_->setChecked(s.value(QStringLiteral("tables"), true).toBool());
    terms_->setChecked(s.value(QStringLiteral("terms"), true).toBool());
    auto choose = [&s](QComboBox* box, const char* key, int fallback) {
        const int i = s.value(QString::fromLatin1(key), fallback).toInt();
        box->setCurrentIndex(i >= 0 && i < box->count() ? i : fallback);
    };
    choose(show_, "show", 0);
    choose(layout_, "layout", 0);
    choose(piece_, "piece", kd::KNIGHT - kd::PAWN);
    choose(stages_, "stages", 0);
    s.endGroup();
}

} // namespace kdui
