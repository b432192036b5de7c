// SearchWorker: the engine on a QThread. Requests are searched off the caller's thread, results
// come back as queued signals tagged with their generation, and cancel() skips a request that has
// not started and stops one that runs. WorkerThread, the thread every GUI worker lives on, deletes
// its worker on that thread, and join() returns only after that.
#include "searchworker.h"
#include "support.h"
#include "workerthread.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace kd;

namespace {

kdui::SearchRequest request(quint64 generation, std::int64_t moveTimeMs)
{
    kdui::SearchRequest r;
    r.generation = generation;
    r.limits.moveTime = moveTimeMs;
    return r;
}

} // namespace

// Re-emits a worker's signals on the thread it lives in: connected across threads they arrive
// queued, so a QSignalSpy on the relay (QSignalSpy is not thread-safe: it records on the emitting
// thread) is only ever touched by the test's thread.
class Relay : public QObject {
    Q_OBJECT

signals:
    void info(quint64 generation, const kd::SearchInfo& info);
    void finished(quint64 generation, const kd::SearchResult& result);
};

// Says on which thread it was deleted, and whether its last slot had finished by then.
class Probe : public QObject {
    Q_OBJECT
public:
    Probe(QThread** deletedOn, bool* sleptFully) : deletedOn_(deletedOn), sleptFully_(sleptFully) { }
    std::atomic<bool> sleeping {false};
    ~Probe() override { *deletedOn_ = QThread::currentThread(); }

public slots:
    void sleep()
    {
        sleeping = true;
        QThread::msleep(200);
        *sleptFully_ = true;
    }

private:
    QThread** deletedOn_;
    bool* sleptFully_;
};

class TestSearchWorker : public QObject {
    Q_OBJECT

private slots:
    void cancelledRequestIsSkipped()
    {
        kdui::SearchWorker worker;
        QSignalSpy finished(&worker, &kdui::SearchWorker::finished);
        worker.cancel(5);
        worker.search(request(3, 60000)); // on this thread: returns at once, without a search
        worker.search(request(5, 60000));
        QCOMPARE(finished.count(), 0);
        worker.search(request(6, 20)); // a newer one runs
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toULongLong(), 6ULL);
    }

    // The worker is deleted on its own thread, after the slot it is running, and join() returns only
    // then: the owner may be destroyed at once. A thread that never ran deletes it on the caller's.
    void workerThreadDeletesItsWorkerOnItsThread()
    {
        QThread* deletedOn = nullptr;
        QThread* ranOn = nullptr;
        bool slept = false;
        {
            kdui::WorkerThread thread;
            auto* probe = new Probe(&deletedOn, &slept);
            thread.adopt(probe);
            QCOMPARE(probe->thread(), &thread);
            thread.start();
            QMetaObject::invokeMethod(probe, "sleep", Qt::QueuedConnection);
            QTRY_VERIFY(probe->sleeping); // join() during the slot: a queued call not yet begun is dropped
            ranOn = &thread;
            thread.join();
            QVERIFY(slept); // the queued slot ran to its end before the worker went
            QCOMPARE(deletedOn, ranOn);
            thread.join(); // twice is harmless
        }
        deletedOn = nullptr;
        {
            kdui::WorkerThread thread;
            thread.adopt(new Probe(&deletedOn, &slept));
            thread.join();
            QCOMPARE(deletedOn, QThread::currentThread());
        }
    }

    void runsOnItsThreadAndStopsWhenCancelled()
    {
        kdui::WorkerThread thread;
        auto* worker = new kdui::SearchWorker;
        thread.adopt(worker);
        thread.start();

        Relay relay;
        connect(worker, &kdui::SearchWorker::info, &relay, &Relay::info);
        connect(worker, &kdui::SearchWorker::finished, &relay, &Relay::finished);
        QSignalSpy infos(&relay, &Relay::info);
        QSignalSpy finished(&relay, &Relay::finished);
        QMetaObject::invokeMethod(
            worker, "search", Qt::QueuedConnection, Q_ARG(kdui::SearchRequest, request(7, 600000)));
        QTRY_VERIFY_WITH_TIMEOUT(infos.count() > 0, 5000);
        QCOMPARE(infos.at(0).at(0).toULongLong(), 7ULL);
        QCOMPARE(finished.count(), 0); // a ten-minute search is still running
        worker->cancel(7);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 2000);
        const auto result = finished.at(0).at(1).value<kd::SearchResult>();
        QVERIFY(Position().isLegal(result.best)); // a stopped search still names a legal move

        // moveNow() only touches the generation it names.
        QMetaObject::invokeMethod(
            worker, "search", Qt::QueuedConnection, Q_ARG(kdui::SearchRequest, request(8, 600000)));
        QTRY_VERIFY_WITH_TIMEOUT(infos.count() > 0 && infos.last().at(0).toULongLong() == 8ULL, 5000);
        worker->moveNow(7);
        QTest::qWait(100);
        QCOMPARE(finished.count(), 1);
        worker->moveNow(8);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 2000);
        thread.join();
    }
    // Every request carries the model; the same model again must not wipe the hash table (it did:
    // a repeated depth-12 search cost as much as the first). Another model clears it. One search
    // tree is chaotic (the histories the first search left reorder the second), so the nodes are
    // summed over kdtest::searchCostPositions(), each from a new game, and over depths 12 to 14 (at
    // one depth alone a single repeated search can cost twice its first): searched again with the
    // table kept they cost well under two thirds of the first search, and after a change of model
    // and back (the table cleared, the histories still warm) well over one and a half times the
    // kept table's.
    void theSameModelKeepsTheTable()
    {
        kdui::SearchWorker worker;
        QSignalSpy finished(&worker, &kdui::SearchWorker::finished);
        const auto pesto = kd::EvalTables::builtin("pesto");
        const auto simplified = kd::EvalTables::builtin("simplified");
        quint64 generation = 0;
        auto toDepth = [&](int depth, const Position& pos, std::shared_ptr<const kd::EvalTables> tables, bool newGame) {
            kdui::SearchRequest r;
            r.generation = ++generation;
            r.position = pos;
            r.limits.depth = depth;
            r.tables = std::move(tables);
            r.newGame = newGame;
            worker.search(r); // on this thread
            return finished.last().at(1).value<kd::SearchResult>().nodes;
        };
        std::uint64_t fresh = 0, again = 0, otherModel = 0, back = 0;
        for (int depth : {12, 13, 14})
            for (const Position& pos : kdtest::searchCostPositions()) {
                fresh += toDepth(depth, pos, pesto, true);
                again += toDepth(depth, pos, pesto, false);
                otherModel += toDepth(depth, pos, simplified, false);
                back += toDepth(depth, pos, pesto, false);
            }
        qInfo("depths 12 to 14, summed: %llu first, %llu again, %llu with another model, %llu back",
            (unsigned long long)fresh, (unsigned long long)again, (unsigned long long)otherModel,
            (unsigned long long)back);
        QVERIFY2(again * 3 < fresh * 2, qPrintable(QString("%1 then %2").arg(fresh).arg(again)));
        QVERIFY2(back * 2 > again * 3, qPrintable(QString("%1, then %2 after a change of model").arg(again).arg(back)));
        QVERIFY(otherModel > 0);
    }

    // A hint (1 s) and a fixed time per move are thought through in full, also at full strength
    // in a quiet position where the best move stays the same: the time asked for is the time spent.
    void aFixedTimeIsSpentInFull()
    {
        kdui::SearchWorker worker;
        QSignalSpy finished(&worker, &kdui::SearchWorker::finished);
        kdui::SearchRequest r = request(1, 400);
        worker.search(r); // on this thread
        QCOMPARE(finished.count(), 1);
        const auto result = finished.at(0).at(1).value<kd::SearchResult>();
        QVERIFY2(result.timeMs >= 400 - r.limits.moveOverhead, qPrintable(QString::number(result.timeMs)));
    }
};

QTEST_GUILESS_MAIN(TestSearchWorker)
#include "tst_searchworker.moc"
