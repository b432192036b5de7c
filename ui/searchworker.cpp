#include "searchworker.h"

namespace kdui {

SearchWorker::SearchWorker()
{
    qRegisterMetaType<kdui::SearchRequest>();
    qRegisterMetaType<kd::SearchInfo>();
    qRegisterMetaType<kd::SearchResult>();
}

void SearchWorker::cancel(quint64 generation)
{
    std::lock_guard lock(mutex_);
    cancelledUpTo_ = std::max(cancelledUpTo_, generation);
    if (running_ != 0 && running_ <= generation)
        engine_.stop();
}

void SearchWorker::moveNow(quint64 generation)
{
    std::lock_guard lock(mutex_);
    if (running_ == generation)
        engine_.stop();
}

void SearchWorker::search(const SearchRequest& request)
{
    {
        std::lock_guard lock(mutex_);
        if (request.generation <= cancelledUpTo_)
            return;
        running_ = request.generation;
        // Cleared here, under the lock: a cancel() from now on stops this search (StopFlag::Keep).
        engine_.clearStop();
    }
    if (request.tables)
        engine_.setTables(request.tables);
    if (request.newGame)
        engine_.newGame();
    engine_.setMultiPV(request.multiPV);
    engine_.setThreads(request.threads);
    engine_.setBook(request.book);
    if (request.elo > 0)
        engine_.setStrength(request.elo);
    else
        engine_.setFullStrength();

    const quint64 generation = request.generation;
    const kd::SearchResult result = engine_.search(
        request.position, request.limits, [&](const kd::SearchInfo& i) { emit info(generation, i); },
        kd::Engine::StopFlag::Keep);
    {
        std::lock_guard lock(mutex_);
        running_ = 0;
    }
    emit finished(generation, result);
}

} // namespace kdui
