// The Tune page: fits a model's material, piece-square tables and terms to game results (kd::Tuner,
// tune/tuner.h) while the user watches. The page chooses the data (an EPD file of labelled quiet
// positions, or a PGN whose games are turned into such positions on the fly by
// kd::extractPgnFile), the start model and the tuner's settings; Start, Pause (Resume) and Stop
// drive a TuneWorker on its own thread. After every epoch the worker sends a copy of the tuned
// model and the epoch's report: the page redraws its heat maps (the tables, or each cell's change
// since the start), plots the loss and lists the weights that moved most. "Keep as model…" adds
// the tuned model to the ModelLibrary as a new model, which becomes the one in play; from then on
// it is played against, edited and saved like any other model.
//
// Threads: the worker owns the data and the tuner and never touches a widget; the page owns the
// thread. Pause and Stop are atomics the worker reads between epochs (Stop also inside an epoch,
// through kd::Tuner::epoch, and between the games of a PGN), so neither ever waits for the worker
// on the GUI thread. Destroying the page stops the worker and waits for its thread to end.
#pragma once

#include "eval/evalmodel.h"
#include "heatmap.h"
#include "tune/tuner.h"
#include "workerthread.h"

#include <QMetaType>
#include <QObject>
#include <QTimer>
#include <QVector>
#include <QWidget>

#include <atomic>
#include <condition_variable>
#include <mutex>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSettings;
class QSpinBox;

namespace kdui {

class HeatmapCanvas;
class ModelLibrary;

// What one tuning run is asked to do.
struct TuneJob {
    QString dataPath; // .pgn: extracted on the fly; anything else is read as training data (EPD)
    kd::EvalModel start;
    kd::TuneConfig config;
    int epochs = 20;
    int skipPlies = 16; // of each PGN game: the opening book's moves rather than the players'
};

// The change of every weight from `start` to `now` as a model of the same shape (phase rule,
// phase weights), clamped to the model ranges so it can be drawn as heat maps like any model.
kd::EvalModel modelChange(const kd::EvalModel& start, const kd::EvalModel& now);

class TuneWorker : public QObject {
    Q_OBJECT

public:
    // Thread-safe; called from the page's thread, they never wait for the worker.
    void prepare(); // before a run is requested: clears Stop and Pause
    void setPaused(bool paused); // takes effect after the current epoch (or before the first)
    void stop(); // ends the loading or the epoch under way soon, and the run
    // The page has shown this epoch. The worker runs at most one epoch ahead of what the page has
    // shown, so a fast tuner never floods the GUI thread with models it cannot draw in time (and
    // Pause stops within an epoch of where the user saw it).
    void acknowledge(int epoch);
    bool isPaused() const { return paused_; }

public slots:
    // Runs on the worker thread: loads the data, fits K, runs the epochs. Reports progress(),
    // loaded(), epochDone() per epoch (also an epoch cut short by Stop), then finished() or
    // failed() exactly once.
    void run(const kdui::TuneJob& job);

signals:
    void progress(const QString& text); // "Reading games… 35%"
    void loaded(const QString& summary, qint64 positions, double k, double loss);
    void epochDone(const kd::EvalModel& model, const kd::EpochReport& report);
    void pausedAt(int epoch); // the worker waits for Resume or Stop
    void finished(const QString& message);
    void failed(const QString& message);

private:
    bool waitWhilePaused(); // false when stopped
    void waitForPage(int epoch); // until the page has shown `epoch`, or Stop
    std::atomic<bool> stop_ {false};
    int shown_ = 0; // guarded by mutex_
    std::atomic<bool> paused_ {false};
    std::mutex mutex_;
    std::condition_variable wake_;
};

// The loss after each epoch, as a line over the epochs, with its range and the epochs labelled.
class LossCurve : public QWidget {
    Q_OBJECT

public:
    explicit LossCurve(QWidget* parent = nullptr);
    void setLosses(const QVector<double>& losses);
    void addLoss(double loss);
    const QVector<double>& losses() const { return losses_; }
    QSize sizeHint() const override { return {320, 130}; }
    QSize minimumSizeHint() const override { return {180, 100}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QVector<double> losses_;
};

class TunePanel : public QWidget {
    Q_OBJECT

public:
    enum class State { Idle, Loading, Running, Paused, Stopping };
    enum Show { ShowTables, ShowChange };

    explicit TunePanel(ModelLibrary* models, QWidget* parent = nullptr);
    ~TunePanel() override;

    State state() const { return state_; }
    QString status() const; // "Epoch 7/20 · loss 0.07712 · K 1.12 · 48,000 positions"
    QString errorText() const; // the last failure shown on the page, or ""
    HeatmapCanvas* canvas() const { return canvas_; }
    LossCurve* lossCurve() const { return curve_; }
    bool hasTunedModel() const { return haveTuned_; }
    const kd::EvalModel& tunedModel() const { return tuned_; }
    const kd::EvalModel& startModel() const { return startModel_; }
    int epochsDone() const { return epochsDone_; }

    void setDataPath(const QString& path);
    // Starts a run with the page's inputs (what Start does); an error message, or "".
    QString start();
    void setPaused(bool paused);
    void stop();
    // Adds the tuned model to the library under `name` and makes it current (what "Keep as model…"
    // does after asking the name); an error message, or "".
    QString keepModel(const QString& name);
    QString suggestedName() const;

    void saveSettings(QSettings& s) const;
    void restoreSettings(QSettings& s);

    QSize sizeHint() const override { return {460, 640}; }
    QSize minimumSizeHint() const override { return {260, 300}; }

signals:
    void message(const QString& text, bool error);
    void stateChanged(kdui::TunePanel::State state);
    void epochShown(int epoch); // the page shows this epoch's model

private:
    void buildControls();
    void refreshModelList();
    void setState(State state);
    void syncButtons();
    bool chosenHasTerms() const; // the start model chosen in the list has a terms section
    void refreshScene();
    void showError(const QString& text);
    void chooseData();
    void keepDialog();
    void onLoaded(const QString& summary, qint64 positions, double k, double loss);
    void onEpoch(const kd::EvalModel& model, const kd::EpochReport& report);
    void onFinished(const QString& text);
    void onFailed(const QString& text);
    HeatView view() const;

    ModelLibrary* models_;
    WorkerThread thread_;
    TuneWorker* worker_;
    QTimer redraw_; // epochs faster than the screen: the heat maps redraw at most every 40 ms
    State state_ = State::Idle;
    kd::EvalModel startModel_;
    kd::EvalModel tuned_;
    bool haveTuned_ = false;
    int epochsDone_ = 0, epochsPlanned_ = 0;
    qint64 positions_ = 0;
    double k_ = 0, loss_ = 0;
    QString source_;
    QString error_;

    QLineEdit* data_;
    QPushButton* choose_;
    QComboBox* model_;
    QSpinBox* epochs_;
    QDoubleSpinBox* rate_;
    QDoubleSpinBox* prior_; // TuneConfig::prior
    QCheckBox* material_;
    QCheckBox* tables_;
    QCheckBox* terms_; // enabled when the chosen start model has terms
    QPushButton* startButton_;
    QPushButton* pause_;
    QPushButton* stop_;
    QPushButton* keep_;
    QLabel* status_;
    QLabel* errorLabel_;
    LossCurve* curve_;
    QLabel* changes_;
    QLabel* materialLine_;
    QComboBox* show_;
    QComboBox* layout_;
    QComboBox* piece_;
    QComboBox* stages_;
    HeatmapCanvas* canvas_;
};

} // namespace kdui

Q_DECLARE_METATYPE(kdui::TuneJob)
Q_DECLARE_METATYPE(kd::EvalModel)
Q_DECLARE_METATYPE(kd::EpochReport)
