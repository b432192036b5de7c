// SearchWorker: the engine on a worker thread. One long-lived object, moved to a QThread by its
// owner (GameController); it wraps the kd::Engine facade and runs one search per request.
//
// Every request carries a generation number. The owner bumps its generation whenever the game
// changes under the engine (a take-back, a new game, a loaded position) and calls cancel(): a
// request that has not started is skipped, a running search stops (after its depth 1, within a few
// milliseconds), and the owner drops
// any info or result whose generation is not its current one. The position in a request is a
// copy (with its history for repetition draws), never the UI's live object.
#pragma once

#include "search/engine.h"

#include <QMetaType>
#include <QObject>

#include <cstdint>
#include <memory>
#include <mutex>

namespace kdui {

struct SearchRequest {
    quint64 generation = 0;
    kd::Position position;
    kd::SearchLimits limits;
    int elo = 0; // a strength level (StrengthLevel::MIN_ELO..MAX_ELO), 0 for full strength
    int multiPV = 1; // lines reported at full strength (analysis: 1 to 5)
    // The model to search with (kept when null). The hash table is cleared only when it is another
    // model than the last request's, so the GUI may send its model with every request.
    std::shared_ptr<const kd::EvalTables> tables;
    bool newGame = false; // clear the hash table and move-ordering statistics first
    int threads = 1; // search threads at full strength (Lazy SMP); a level plays on one
    // The opening book to play from (a move request only): while the position is in it, the
    // answer is a book move (SearchResult::fromBook) without a search.
    std::shared_ptr<const kd::PolyglotBook> book;
};

class SearchWorker : public QObject {
    Q_OBJECT

public:
    SearchWorker();

    // Thread-safe, called from the owner's thread; neither waits for the search.
    // Cancels every request up to generation: skipped if pending, stopped if running.
    void cancel(quint64 generation);
    // Asks the running search of this generation to move now; its best move follows within a few ms.
    void moveNow(quint64 generation);

public slots:
    // Runs on the worker thread: searches, reporting info() per completed depth and finished()
    // once, unless the request was cancelled before it started.
    void search(const kdui::SearchRequest& request);

signals:
    void info(quint64 generation, const kd::SearchInfo& info);
    void finished(quint64 generation, const kd::SearchResult& result);

private:
    kd::Engine engine_;
    std::mutex mutex_; // guards the two generations below and the engine's stop flag with them
    quint64 cancelledUpTo_ = 0;
    quint64 running_ = 0; // the generation being searched, 0 when idle
};

} // namespace kdui

Q_DECLARE_METATYPE(kdui::SearchRequest)
Q_DECLARE_METATYPE(kd::SearchInfo)
Q_DECLARE_METATYPE(kd::SearchResult)
