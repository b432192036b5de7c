// Analysis: analysis mode's controller. It keeps the analysers the user chose (Kandinsky, an
// external UCI engine, or both side by side), the number of lines, and points every analyser at
// the position on the board: follow() (called whenever the game or the viewed position changes)
// restarts them at once on a new position and does nothing when the position is the same. The
// analysers themselves live on their own threads; nothing here waits.
#pragma once

#include "analyser.h"

#include <QColor>
#include <QList>
#include <QObject>

#include <memory>
#include <optional>

namespace kdui {

class GameController;

class Analysis : public QObject {
    Q_OBJECT

public:
    // The colour of each analyser's lines and arrows: Kandinsky blue, an external engine purple.
    static const QColor KANDINSKY_COLOR;
    static const QColor EXTERNAL_COLOR;

    explicit Analysis(GameController* game, QObject* parent = nullptr);
    ~Analysis() override;

    bool active() const { return active_; }
    // Starts the analysers on the viewed position, or stops them (their lines stay until the next
    // start, the arrows go).
    void setActive(bool active);

    // Which engines analyse: Kandinsky and/or one external engine (at least one; Kandinsky when
    // neither). An external engine is started here; a running analysis goes on with the new set.
    void setEngines(bool kandinsky, const std::optional<kd::EngineSpec>& external);
    bool usesKandinsky() const { return kandinsky_ != nullptr; }
    const std::optional<kd::EngineSpec>& externalSpec() const { return externalSpec_; }

    void setMultiPV(int lines); // 1 to Analyser::MAX_LINES
    int multiPV() const { return multiPV_; }

    // The model Kandinsky analyses with (the one in play).
    void setTables(std::shared_ptr<const kd::EvalTables> tables, const QString& modelName);

    // Kandinsky's search threads (Lazy SMP).
    void setThreads(int threads);
    int threads() const { return threads_; }

    // The game followed (its viewed position, its opening book).
    GameController* game() const { return game_; }

    // Kandinsky first, then the external engine.
    QList<Analyser*> analysers() const;
    Analyser* kandinsky() const { return kandinsky_.get(); }
    Analyser* external() const { return external_.get(); }
    QColor colorOf(const Analyser* analyser) const;

    // Points the analysers at the controller's viewed position (when active).
    void follow();

signals:
    void analysersChanged(); // the set of analysers changed (or was started / stopped)
    void linesChanged(kdui::Analyser* analyser);
    void stateChanged(kdui::Analyser* analyser);

private:
    void adopt(Analyser* analyser);
    void start(Analyser* analyser);

    GameController* game_;
    bool active_ = false;
    int multiPV_ = 3;
    int threads_ = 1;
    std::unique_ptr<KandinskyAnalyser> kandinsky_;
    std::unique_ptr<UciAnalyser> external_;
    std::optional<kd::EngineSpec> externalSpec_;
    std::shared_ptr<const kd::EvalTables> tables_;
    QString modelName_;
};

} // namespace kdui
