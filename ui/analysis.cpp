#include "analysis.h"

#include "gamecontroller.h"

using namespace kd;

namespace kdui {

const QColor Analysis::KANDINSKY_COLOR {0x1F, 0x6F, 0xD1};
const QColor Analysis::EXTERNAL_COLOR {0x8E, 0x44, 0xAD};

Analysis::Analysis(GameController* game, QObject* parent) : QObject(parent), game_(game)
{
    setEngines(true, std::nullopt);
}

Analysis::~Analysis() = default;

QList<Analyser*> Analysis::analysers() const
{
    QList<Analyser*> all;
    if (kandinsky_)
        all << kandinsky_.get();
    if (external_)
        all << external_.get();
    return all;
}

QColor Analysis::colorOf(const Analyser* analyser) const
{
    return analyser && analyser->isKandinsky() ? KANDINSKY_COLOR : EXTERNAL_COLOR;
}

void Analysis::adopt(Analyser* analyser)
{
    analyser->setMultiPV(multiPV_);
    connect(analyser, &Analyser::linesChanged, this, [this, analyser] { emit linesChanged(analyser); });
    connect(analyser, &Analyser::stateChanged, this, [this, analyser] { emit stateChanged(analyser); });
}

void Analysis::setEngines(bool kandinsky, const std::optional<EngineSpec>& external)
{
    if (!kandinsky && !external)
        kandinsky = true;
    const bool sameExternal = external && externalSpec_ && external->command == externalSpec_->command
        && external->options == externalSpec_->options && external->name == externalSpec_->name;
    if (kandinsky == bool(kandinsky_) && (sameExternal || (!external && !external_)))
        return;
    if (kandinsky && !kandinsky_) {
        kandinsky_ = std::make_unique<KandinskyAnalyser>();
        kandinsky_->setTables(tables_, modelName_);
        kandinsky_->setThreads(threads_);
        adopt(kandinsky_.get());
    } else if (!kandinsky) {
        kandinsky_.reset();
    }
    if (!sameExternal) {
        external_.reset();
        externalSpec_ = external;
        if (external) {
            external_ = std::make_unique<UciAnalyser>(*external);
            adopt(external_.get());
        }
    }
    emit analysersChanged();
    follow();
}

void Analysis::setMultiPV(int lines)
{
    multiPV_ = std::clamp(lines, 1, Analyser::MAX_LINES);
    for (Analyser* a : analysers())
        a->setMultiPV(multiPV_);
}

void Analysis::setThreads(int threads)
{
    threads_ = std::max(1, threads);
    if (kandinsky_)
        kandinsky_->setThreads(threads_); // from its next search: the next position analysed
}

void Analysis::setTables(std::shared_ptr<const EvalTables> tables, const QString& modelName)
{
    tables_ = std::move(tables);
    modelName_ = modelName;
    if (kandinsky_)
        kandinsky_->setTables(tables_, modelName_);
}

void Analysis::setActive(bool active)
{
    if (active == active_)
        return;
    active_ = active;
    if (active)
        follow();
    else
        for (Analyser* a : analysers())
            a->stop();
    emit analysersChanged();
}

void Analysis::start(Analyser* analyser)
{
    const int ply = game_->viewPly();
    analyser->analyse(game_->viewPosition(), QString::fromStdString(game_->game().uciPosition(ply)), ply);
}

void Analysis::follow()
{
    if (!active_)
        return;
    for (Analyser* a : analysers())
        start(a);
}

} // namespace kdui
