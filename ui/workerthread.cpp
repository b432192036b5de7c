#include "workerthread.h"

#include <utility>

namespace kdui {

WorkerThread::WorkerThread(QObject* parent) : QThread(parent) { }

WorkerThread::~WorkerThread() { join(); }

void WorkerThread::adopt(QObject* worker)
{
    worker_ = worker;
    worker->moveToThread(this);
    // finished() is emitted on this thread after its event loop has returned: the worker runs no
    // more slots and is deleted where it lives.
    connect(
        this, &QThread::finished, this,
        [this] {
            delete std::exchange(worker_, nullptr);
            workerDeleted_.store(true, std::memory_order_release);
        },
        Qt::DirectConnection);
}

void WorkerThread::join()
{
    quit();
    wait();
    if (!workerDeleted_.load(std::memory_order_acquire))
        delete std::exchange(worker_, nullptr); // the thread never ran: nothing else touched it
}

} // namespace kdui
