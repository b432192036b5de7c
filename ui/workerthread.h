// WorkerThread: the thread of one worker object (Qt's worker-object pattern), and its end.
//
// adopt() moves the worker to the thread, which owns it from then on: the worker is deleted on its
// own thread as the thread finishes, after its last slot. join() quits the thread, waits for it and
// only then returns, so the owner may go: nothing on the worker's thread touches the owner or the
// worker after that. Debian's Qt is not built for ThreadSanitizer, so TSan does not see the
// ordering QThread::wait() gives; a flag set (release) on the worker's thread after the worker is
// deleted and read (acquire) after the wait shows it, and the owner's memory, reused after join(),
// is not taken for a race with the worker's destructor.
#pragma once

#include <QThread>

#include <atomic>

namespace kdui {

// No Q_OBJECT: it adds no signals or slots, and Qt's own metaObject() keeps ThreadSanitizer out
// of the signal emission that ends the thread.
class WorkerThread : public QThread {
public:
    explicit WorkerThread(QObject* parent = nullptr);
    ~WorkerThread() override; // join()

    // Moves `worker` (no parent) to this thread, not yet started, and takes it over.
    void adopt(QObject* worker);
    // quit() and wait(); the worker is deleted by then (on the caller's thread if this thread never
    // ran). Safe to call more than once.
    void join();

private:
    QObject* worker_ = nullptr;
    std::atomic<bool> workerDeleted_ {false};
};

} // namespace kdui
