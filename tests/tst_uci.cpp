// kandinsky-engine's UCI loop, driven by scripted input as a GUI (or a careless user) would: the
// handshake and options, positions, every go limit, stop, the eval and bench extensions, and
// malformed input of every kind, which must be reported and change nothing.
#include "booksupport.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "search/bench.h"
#include "uci/uci.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <mutex>
#include <random>
#include <streambuf>
#include <thread>

using namespace kd;

namespace {

// An output stream that the test may read while the engine's thread writes to it.
class SyncBuf : public std::streambuf {
public:
    std::string text()
    {
        std::lock_guard lock(mutex_);
        return data_;
    }
    void clear()
    {
        std::lock_guard lock(mutex_);
        data_.clear();
    }

protected:
    int_type overflow(int_type c) override
    {
        if (c != traits_type::eof()) {
            std::lock_guard lock(mutex_);
            data_.push_back(char(c));
        }
        return c;
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override
    {
        std::lock_guard lock(mutex_);
        data_.append(s, std::size_t(n));
        return n;
    }

private:
    std::mutex mutex_;
    std::string data_;
};

struct Session {
    explicit Session(UciLoop::Mode mode = UciLoop::Mode::Play) : loop(out, mode) { }
    SyncBuf buf;
    std::ostream out {&buf};
    UciLoop loop;

    // Sends the lines, waits for the search they started, and returns what was printed.
    QString send(const QStringList& lines)
    {
        buf.clear();
        for (const QString& l : lines)
            loop.handle(l.toStdString());
        loop.waitForSearch();
        return QString::fromStdString(buf.text());
    }
    QString fen() const { return QString::fromStdString(loop.position().fen()); }
};

QString bestMove(const QString& output)
{
    const QRegularExpressionMatch m
        = QRegularExpression("^bestmove (\\S+)", QRegularExpression::MultilineOption).match(output);
    return m.hasMatch() ? m.captured(1) : QString();
}

bool waitFor(Session& s, const char* text, int ms)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) {
        if (s.buf.text().find(text) != std::string::npos)
            return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    return false;
}

const QString AFTER_E4_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";

} // namespace

class TestUci : public QObject {
    Q_OBJECT

private slots:
    void handshake()
    {
        Session s;
        const QString out = s.send({"uci"});
        QVERIFY(out.startsWith("id name Kandinsky\nid author "));
        QVERIFY(out.endsWith("uciok\n"));
        for (const char* option : {"option name Hash type spin default 16 min 1 max 4096",
                 "option name Model type combo default classical var simplified var otter var pesto var kandinsky var "
                 "classical",
                 "option name ModelFile type string default <empty>",
                 "option name UCI_LimitStrength type check default false",
                 "option name UCI_Elo type spin default 1500 min 800 max 2400",
                 "option name Move Overhead type spin default 10"})
            QVERIFY2(out.contains(option), option);
        QCOMPARE(s.send({"isready"}), QString("readyok\n"));
    }

    void positions()
    {
        Session s;
        QVERIFY(s.send({"position startpos moves e2e4 e7e5"}).isEmpty());
        QCOMPARE(s.fen(), AFTER_E4_E5);
        s.send({"position fen " + AFTER_E4_E5 + " moves g1f3"});
        QCOMPARE(s.fen(), QString("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
        s.send({"position startpos"});
        QCOMPARE(s.fen(), QString::fromLatin1(Position::START_FEN.data()));
        // Castling and promotion in UCI notation.
        s.send({"position fen r3k3/6P1/8/8/8/8/8/4K2R w Kq - 0 1 moves e1g1 e8c8 g7g8q"});
        QCOMPARE(s.fen(), QString("2kr2Q1/8/8/8/8/8/8/5RK1 b - - 0 2"));
    }

    void malformedInput_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("illegal move") << "position startpos moves e2e4 e2e4"
                                      << "info string position: move 2 'e2e4'";
        QTest::newRow("not a move") << "position startpos moves e2e4 banana"
                                    << "info string position: move 2 'banana'";
        QTest::newRow("bad FEN") << "position fen 8/8/8 w - - 0 1"
                                 << "info string position fen: ";
        QTest::newRow("no king") << "position fen 8/8/8/8/8/8/8/K7 w - - 0 1"
                                 << "info string position fen: ";
        QTest::newRow("neither startpos nor fen") << "position banana"
                                                  << "info string position needs 'startpos' or 'fen <FEN>'";
        QTest::newRow("startpos with junk") << "position startpos e2e4"
                                            << "info string position startpos: unexpected 'e2e4'";
        QTest::newRow("empty position") << "position"
                                        << "info string position needs";
        QTest::newRow("unknown command") << "flibbertigibbet 3"
                                         << "info string unknown command 'flibbertigibbet'";
        QTest::newRow("control bytes") << QString::fromLatin1("\x01\x02\x7f\xff") // \xff is two bytes in UTF-8
                                       << "info string unknown command '" + QString(5, QLatin1Char('?')) + "' (try";
        QTest::newRow("huge move") << "position startpos moves " + QString(100000, QLatin1Char('x'))
                                   << "info string position: move 1 '" + QString(40, QLatin1Char('x')) + "...': '"
                + QString(40, QLatin1Char('x')) + "...' is not a move in UCI notation";
        QTest::newRow("huge word") << QString(100000, QLatin1Char('x'))
                                   << "info string unknown command '" + QString(40, QLatin1Char('x')) + "...' (try";
        QTest::newRow("hash out of range") << "setoption name Hash value -5"
                                           << "info string option 'Hash' needs a whole number from 1 to 4096, got '-5'";
        QTest::newRow("hash not a number")
            << "setoption name Hash value lots"
            << "info string option 'Hash' needs a whole number from 1 to 4096, got 'lots'";
        QTest::newRow("elo out of range") << "setoption name UCI_Elo value 99999"
                                          << "info string option 'UCI_Elo' needs a whole number from 800 to 2400";
        QTest::newRow("check not a bool") << "setoption name UCI_LimitStrength value yes"
                                          << "info string option 'UCI_LimitStrength' needs true or false, got 'yes'";
        QTest::newRow("unknown model")
            << "setoption name Model value nonsense"
            << "info string option 'Model' needs one of simplified, otter, pesto, kandinsky, classical, got 'nonsense'";
        QTest::newRow("spin without a value")
            << "setoption name MultiPV"
            << "info string option 'MultiPV' needs a whole number from 1 to 64, got nothing";
        QTest::newRow("spin with an empty value")
            << "setoption name Move Overhead value"
            << "info string option 'Move Overhead' needs a whole number from 0 to 5000, got nothing";
        QTest::newRow("spin past long long") << "setoption name Hash value 99999999999999999999"
                                             << "info string option 'Hash' needs a whole number from 1 to 4096";
        QTest::newRow("check without a value")
            << "setoption name UCI_LimitStrength"
            << "info string option 'UCI_LimitStrength' needs true or false, got nothing";
        QTest::newRow("button with a value")
            << "setoption name Clear Hash value 3"
            << "info string option 'Clear Hash' is a button and takes no value, got '3'";
        QTest::newRow("setoption without name")
            << "setoption Hash value 3"
            << "info string setoption needs 'name <id> [value <x>]', got 'Hash value 3'";
        QTest::newRow("setoption with nothing") << "setoption"
                                                << "info string setoption needs 'name <id> [value <x>]', got ''";
        QTest::newRow("setoption name only") << "setoption name"
                                             << "info string setoption needs an option name";
        QTest::newRow("missing model file")
            << "setoption name ModelFile value /nonexistent/model.json"
            << "info string model file '/nonexistent/model.json': no such file; keeping model "
               "classical";
        QTest::newRow("unknown option") << "setoption name Nope value 1"
                                        << "info string unknown option 'Nope'";
        QTest::newRow("bench depth") << "bench 0"
                                     << "info string bench: depth must be a whole number from 1 to 30";
    }
    // debug and register are standard UCI with nothing to do here: taken silently, not unknown.
    void standardCommandsWithNothingToDo()
    {
        Session s;
        for (const char* line : {"debug on", "debug off", "register later", "register name x code y"})
            QCOMPARE(s.send({line}), QString());
    }

    void malformedInput()
    {
        QFETCH(QString, line);
        QFETCH(QString, message);
        Session s;
        s.send({"position startpos moves e2e4 e7e5"});
        const QString out = s.send({line});
        QVERIFY2(out.startsWith(message), qPrintable(out));
        QCOMPARE(s.fen(), AFTER_E4_E5); // the position stays
        QVERIFY(s.send({"eval"}).contains("classical")); // the model stays
        QCOMPARE(s.send({"isready"}), QString("readyok\n"));
    }

    // A malformed go is refused whole: the message names the parameter, and no search starts (a
    // search without the limit the GUI meant would leave it waiting for ever).
    void malformedGoIsRefused_data()
    {
        QTest::addColumn<QString>("go");
        QTest::addColumn<QString>("message");
        QTest::newRow("word for a number") << "go depth abc"
                                           << "depth needs a whole number from 1 to 1000000000000, got 'abc'";
        QTest::newRow("word for a number, then a limit")
            << "go depth abc movetime 50"
            << "depth needs a whole number from 1 to 1000000000000, got 'abc'";
        QTest::newRow("negative movetime") << "go movetime -5"
                                           << "movetime needs a whole number from 0 to 1000000000000, got '-5'";
        QTest::newRow("word for a clock") << "go wtime x"
                                          << "wtime needs a whole number from -1000000000000 to 1000000000000, got 'x'";
        QTest::newRow("nodes without a value") << "go nodes"
                                               << "nodes needs a whole number from 1 to 1000000000000, got nothing";
        QTest::newRow("depth, then depth without a value") << "go depth 5 depth"
                                                           << "depth is given twice";
        QTest::newRow("depth twice") << "go depth 5 depth 6"
                                     << "depth is given twice";
        QTest::newRow("missing value at the end") << "go movetime 50 depth"
                                                  << "depth needs a whole number from 1 to 1000000000000, got nothing";
        QTest::newRow("negative nodes") << "go nodes -5 depth 3"
                                        << "nodes needs a whole number from 1 to 1000000000000, got '-5'";
        QTest::newRow("depth 0 (no limit)") << "go depth 0"
                                            << "depth needs a whole number from 1";
        QTest::newRow("nodes 0 (no limit)") << "go nodes 0"
                                            << "nodes needs a whole number from 1";
        QTest::newRow("mate 0") << "go mate 0"
                                << "mate needs a whole number from 1";
        QTest::newRow("movestogo 0") << "go wtime 1000 btime 1000 movestogo 0"
                                     << "movestogo needs a whole number from 1";
        QTest::newRow("negative increment") << "go wtime 1000 winc -10"
                                            << "winc needs a whole number from 0";
        QTest::newRow("number too big") << "go movetime 99999999999999999999"
                                        << "movetime needs a whole number from 0 to 1000000000000, got '9999";
        QTest::newRow("unknown parameter") << "go depth 3 frobnicate"
                                           << "unknown parameter 'frobnicate'";
        QTest::newRow("unknown parameter first") << "go frobnicate depth 3"
                                                 << "unknown parameter 'frobnicate'";
        QTest::newRow("a number alone") << "go 5"
                                        << "unknown parameter '5'";
        QTest::newRow("infinite twice") << "go infinite infinite"
                                        << "infinite is given twice";
        QTest::newRow("searchmoves with no move") << "go searchmoves depth 3"
                                                  << "searchmoves needs at least one legal move";
        QTest::newRow("searchmoves with an illegal move") << "go depth 3 searchmoves e2e4 e2e5"
                                                          << "searchmoves 'e2e5': ";
        QTest::newRow("searchmoves with a word") << "go searchmoves e2e4 banana"
                                                 << "searchmoves 'banana': ";
    }
    void malformedGoIsRefused()
    {
        QFETCH(QString, go);
        QFETCH(QString, message);
        Session s;
        const QString out = s.send({"position startpos", go});
        QVERIFY2(out.startsWith("info string go: " + message), qPrintable(out));
        QVERIFY2(out.endsWith("; no search started\n"), qPrintable(out));
        QCOMPARE(out.count('\n'), 1); // nothing else: no info lines, no best move
        QCOMPARE(s.send({"isready"}), QString("readyok\n"));
        // A well-formed go afterwards searches as usual.
        QVERIFY(!bestMove(s.send({"go depth 2"})).isEmpty());
    }

    // A malformed go during a search leaves that search running.
    void malformedGoLeavesTheRunningSearch()
    {
        Session s;
        s.send({"position startpos"});
        s.loop.handle("go infinite");
        QVERIFY(waitFor(s, "info depth 2", 5000));
        s.loop.handle("go depth abc");
        QVERIFY(waitFor(s, "no search started", 1000));
        QVERIFY(bestMove(QString::fromStdString(s.buf.text())).isEmpty());
        s.loop.handle("stop");
        QVERIFY(waitFor(s, "bestmove", 2000));
        s.loop.waitForSearch();
    }

    void goPonderSearchesNormally()
    {
        Session s;
        const QString out = s.send({"position startpos", "go ponder depth 3"});
        QVERIFY2(out.startsWith("info string go ponder is not supported; searching normally\n"), qPrintable(out));
        QVERIFY(!bestMove(out).isEmpty());
    }

    void goLimits_data()
    {
        QTest::addColumn<QString>("go");
        QTest::newRow("depth") << "go depth 5";
        QTest::newRow("nodes") << "go nodes 20000";
        QTest::newRow("movetime") << "go movetime 100";
        QTest::newRow("clock") << "go wtime 1000 btime 1000 winc 10 binc 10";
        QTest::newRow("clock with moves to go") << "go wtime 500 btime 900 movestogo 3";
        QTest::newRow("mate") << "go mate 2";
        QTest::newRow("searchmoves") << "go depth 4 searchmoves a2a3 h2h3";
    }
    void goLimits()
    {
        QFETCH(QString, go);
        Session s;
        const QString out = s.send({"position startpos", go});
        const QString move = bestMove(out);
        QVERIFY2(Position().isLegal(parseUci(Position(), move.toStdString()).value()), qPrintable(out));
        QVERIFY(out.contains(QRegularExpression(
            "info depth 1 seldepth \\d+ multipv 1 score cp -?\\d+ nodes \\d+ nps \\d+ hashfull \\d+ time \\d+ pv ")));
        if (go.contains("depth 5"))
            QVERIFY(out.contains("info depth 5 "));
        if (go.contains("searchmoves"))
            QVERIFY(move == "a2a3" || move == "h2h3");
    }

    void mateScoresAreReportedInMoves()
    {
        Session s;
        // A mate in 2 (1. Kb6 Kb8 2. Rg8#). With the second round of terms the search finds a mate in
        // 5 first and the mate in 2 only from depth 16 (at depth 7 before): once late-move pruning
        // cuts a node's late quiet moves, the king's moves among them are cut too (keeping every quiet
        // check found it at depth 5 but has not held its own in self-play, README "Search changes by SPRT").
        const QString out = s.send({"position fen k7/8/2K5/8/8/8/8/6R1 w - - 0 1", "go depth 16"});
        QVERIFY2(out.contains(" score mate 2 "), qPrintable(out));
        // Black is mated in one (1... Kb8 2. Rg8#), seen from depth 2: at PV nodes late-move pruning
        // keeps the quiet checks that do not lose material (it dropped them, and the mate was seen
        // from depth 8).
        const QString mated = s.send({"ucinewgame", "position fen k7/8/1K6/8/8/8/8/6R1 b - - 0 1", "go depth 2"});
        QVERIFY2(mated.contains(" score mate -1 "), qPrintable(mated));
        const QString noMove = s.send({"position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", "go depth 3"});
        QVERIFY(noMove.endsWith("bestmove 0000\n"));
    }

    void infiniteUntilStop()
    {
        Session s;
        s.send({"position startpos"});
        s.loop.handle("go infinite");
        QVERIFY(waitFor(s, "info depth 3", 5000));
        QVERIFY(bestMove(QString::fromStdString(s.buf.text())).isEmpty());
        s.loop.handle("isready");
        QVERIFY(waitFor(s, "readyok", 1000)); // answered during the search
        s.loop.handle("stop");
        QVERIFY(waitFor(s, "bestmove", 2000));
        s.loop.waitForSearch();
    }

    // A stop straight after go still gets a searched move: depth 1 always completes, so the
    // answer is a searched line's move, never merely the first move generated (a king walk here),
    // and it is the move of the last line reported (a depth stopped part way reports the move it
    // plays before playing it). CI's ThreadSanitizer run once caught `bestmove b1c3` after a last
    // line of d2d4.
    void stopAtOnceAnswersWithTheLastReportedLine()
    {
        const QString italian = "position fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        for (const QString& second : {QString("stop"), QString("go depth 3")}) {
            for (int run = 0; run < 5; ++run) { // the stop lands at different points
                Session t;
                t.send({italian});
                t.buf.clear();
                t.loop.handle("go infinite");
                t.loop.handle(second.toStdString());
                QVERIFY(waitFor(t, "bestmove", 5000));
                t.loop.waitForSearch();
                const QString out = QString::fromStdString(t.buf.text());
                // Depth 1 was searched (and possibly more, if the stop came late)...
                QVERIFY2(out.startsWith("info depth 1 ") && !out.contains(" nodes 0 "), qPrintable(out));
                // ...and each search's move (the stopped one's, then depth 3's) is the last line it
                // reported, with that line's reply as the ponder move.
                QStringList pv;
                int answers = 0;
                for (const QString& line : out.split('\n')) {
                    if (line.startsWith("info ") && line.contains(" pv "))
                        pv = line.section(" pv ", 1).split(' ');
                    if (!line.startsWith("bestmove "))
                        continue;
                    ++answers;
                    QVERIFY2(!pv.isEmpty(), qPrintable(out));
                    const QString expected = "bestmove " + pv[0] + (pv.size() > 1 ? " ponder " + pv[1] : QString());
                    QVERIFY2(line == expected, qPrintable(out));
                    pv.clear();
                }
                QCOMPARE(answers, second == "stop" ? 1 : 2);
                QVERIFY(bestMove(out) != "e1e2");
            }
        }
    }

    void optionsDuringASearchAreRefused()
    {
        Session s;
        s.send({"position startpos"});
        s.loop.handle("go infinite");
        QVERIFY(waitFor(s, "info depth 1", 5000));
        s.loop.handle("setoption name Hash value 1");
        QVERIFY(waitFor(s, "info string setoption ignored while searching", 1000));
        s.loop.handle("stop");
        s.loop.waitForSearch();
    }

    // One table: every option `uci` prints is one setoption accepts, at its default and at its
    // bounds, and the messages come from the same rows.
    void optionsTable()
    {
        Session s;
        const QStringList lines = s.send({"uci"}).split('\n', Qt::SkipEmptyParts).filter("option name ");
        QCOMPARE(lines.size(), 11);
        const QRegularExpression spin("^option name (.+) type spin default (\\d+) min (\\d+) max (\\d+)$");
        for (const QString& line : lines) {
            const QRegularExpressionMatch m = spin.match(line);
            if (!m.hasMatch())
                continue;
            for (const QString& v : {m.captured(2), m.captured(3), m.captured(4)}) {
                if ((m.captured(1) == "Hash" || m.captured(1) == "Threads") && v == m.captured(4))
                    continue; // allocating 4 GB or 256 searches is not the point here
                QCOMPARE(s.send({"setoption name " + m.captured(1) + " value " + v}), QString());
            }
            QVERIFY(s.send({"setoption name " + m.captured(1) + " value -1"}).startsWith("info string option '"));
        }
        // Names in any case; combo values in any case.
        QCOMPARE(s.send({"setoption name multipv value 2", "setoption name MODEL value Simplified"}), QString());
        QVERIFY(s.send({"eval"}).contains("simplified"));
        QCOMPARE(
            s.send({"setoption name Clear Hash", "setoption name Threads value 1", "setoption name Ponder value true"}),
            QString());
    }

    // `kandinsky-engine tune` offers every row of SEARCH_PARAMS as a spin option with its default
    // and range; the ordinary engine does not. A value set changes the search, and the default
    // set again gives the same search as before.
    void tuningModeOffersTheSearchParams()
    {
        Session play;
        QVERIFY(!play.send({"uci"}).contains("RfpMargin"));
        QVERIFY(play.send({"setoption name RfpMargin value 90"}).startsWith("info string unknown option 'RfpMargin'"));

        Session s(UciLoop::Mode::Tuning);
        const QStringList lines = s.send({"uci"}).split('\n', Qt::SkipEmptyParts).filter("option name ");
        QCOMPARE(lines.size(), 11 + int(SEARCH_PARAMS.size()));
        const SearchParams defaults;
        for (const SearchParamInfo& info : SEARCH_PARAMS) {
            const QString name = QString::fromUtf8(info.name.data(), qsizetype(info.name.size()));
            QVERIFY2(lines.contains(QString("option name %1 type spin default %2 min %3 max %4")
                                        .arg(name)
                                        .arg(defaults.*info.field)
                                        .arg(info.min)
                                        .arg(info.max)),
                qPrintable(name));
            QVERIFY(info.min <= defaults.*info.field && defaults.*info.field <= info.max);
            QVERIFY(info.step > 0 && info.step < info.max - info.min);
            QVERIFY(s.send({QString("setoption name %1 value %2").arg(name).arg(info.max + 1)})
                        .startsWith("info string option '" + name + "'"));
        }
        auto nodesAtDepth = [&](const QStringList& options) {
            const QString out
                = s.send(options + QStringList {"ucinewgame", "position startpos moves e2e4 c7c5", "go depth 9"});
            const QRegularExpressionMatch m = QRegularExpression("info depth 9 .* nodes (\\d+) ").match(out);
            return m.hasMatch() ? m.captured(1).toLongLong() : -1;
        };
        const long long before = nodesAtDepth({});
        QVERIFY(before > 0);
        const long long changed = nodesAtDepth({"setoption name RfpMargin value 30",
            "setoption name FutilityBase value 30", "setoption name LmrHistoryDivisor value 3000"});
        QVERIFY(changed > 0);
        QVERIFY(changed != before);
        QCOMPARE(nodesAtDepth({"setoption name RfpMargin value 80", "setoption name FutilityBase value 120",
                     "setoption name LmrHistoryDivisor value 12000"}),
            before);
        // The reductions' table is built again from LmrDivisor, and again at the default.
        QVERIFY(nodesAtDepth({"setoption name LmrDivisor value 150"}) != before);
        QCOMPARE(nodesAtDepth({"setoption name LmrDivisor value 210"}), before);
    }

    // The bench searches with fixed settings: MultiPV, strength, hash and threads set before change nothing
    // (MultiPV 3 tripled the count), and the settings are back afterwards.
    void benchIgnoresTheSettings()
    {
        Session s;
        const QString out = s.send({"setoption name MultiPV value 3", "setoption name UCI_LimitStrength value true",
            "setoption name UCI_Elo value 900", "setoption name Hash value 2", "setoption name Threads value 2",
            "bench"});
        QVERIFY2(out.contains(QString("\nnodes=%1 nps=").arg(BENCH_SIGNATURE)), qPrintable(out.right(200)));
        const QString after
            = s.send({"setoption name UCI_LimitStrength value false", "position startpos", "go depth 3"});
        QVERIFY(after.contains(" multipv 3 ")); // MultiPV is 3 again
    }

    void modelOptions()
    {
        Session s;
        s.send({"position startpos moves e2e4"});
        QVERIFY(s.send({"eval"}).contains("classical"));
        s.send({"setoption name Model value simplified"});
        const QString simplified = s.send({"eval"});
        QVERIFY(simplified.contains("simplified"));
        QVERIFY(simplified.contains("-40")); // Simplified after 1.e4 (README)

        QTemporaryDir dir;
        const QString path = dir.filePath("mine.json");
        QVERIFY(QFile::copy(QStringLiteral(KD_SOURCE_DIR "/resources/models/otter.json"), path));
        const QString loaded = s.send({"setoption name ModelFile value " + path});
        QVERIFY2(loaded.startsWith("info string model otter loaded from"), qPrintable(loaded));
        QVERIFY(s.send({"eval"}).contains("otter"));
        // A broken file leaves the loaded model in place and says what is wrong.
        QFile broken(dir.filePath("broken.json"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"name\": \"x\",");
        broken.close();
        const QString refused = s.send({"setoption name ModelFile value " + broken.fileName()});
        QVERIFY2(refused.contains("not JSON") && refused.contains("keeping model otter"), qPrintable(refused));
        QVERIFY(s.send({"eval"}).contains("otter"));
        // So does a number outside the model ranges, or one no integer holds, with the field named.
        QFile file(QStringLiteral(KD_SOURCE_DIR "/resources/models/otter.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray otter = file.readAll();
        for (const QByteArray& queen : {QByteArray("1e400"), QByteArray("32300")}) {
            QByteArray text = otter;
            const qsizetype at = text.indexOf("\"mg\"", text.indexOf("\"material\""));
            const qsizetype q = text.indexOf("\"Q\"", at);
            QVERIFY(at > 0 && q > at);
            const qsizetype value = text.indexOf(':', q) + 1;
            const qsizetype end = text.indexOf(',', value);
            text.replace(value, end - value, " " + queen);
            QFile huge(dir.filePath("huge.json"));
            QVERIFY(huge.open(QIODevice::WriteOnly | QIODevice::Truncate));
            huge.write(text);
            huge.close();
            const QString out = s.send({"setoption name ModelFile value " + huge.fileName()});
            QVERIFY2(out.contains("material.mg.Q") && out.contains("keeping model otter"), qPrintable(out));
            QVERIFY(s.send({"eval"}).contains("otter"));
        }
        s.send({"setoption name ModelFile value <empty>"});
        QVERIFY(s.send({"eval"}).contains("simplified"));
    }

    // OwnBook and BookFile: a book made here is played from at once; a missing or broken book is
    // reported and the engine searches as before.
    void bookOptions()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("tiny.bin");
        {
            const std::string bytes = kdtest::polyglotBytes({{Position(), "d2d4", 1}});
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes.data(), qint64(bytes.size()));
        }
        Session s;
        QVERIFY(s.send({"uci"}).contains(QString("option name BookFile type string default ") + DEFAULT_BOOK_FILE));
        QCOMPARE(s.send({"setoption name BookFile value " + path}), QString()); // OwnBook is off
        QVERIFY(!s.send({"position startpos", "go depth 4"}).contains("book move"));
        const QString on = s.send({"setoption name OwnBook value true"});
        QVERIFY2(on.contains("info string book '" + path + "' loaded: 1 entries"), qPrintable(on));
        const QString out = s.send({"position startpos", "go depth 4"});
        QVERIFY2(out.contains("info string book move d2d4\nbestmove d2d4"), qPrintable(out));
        QVERIFY(!out.contains("info depth"));
        QVERIFY(s.send({"position startpos moves e2e4", "go depth 4"}).contains("info depth 4")); // out of the book

        const QString missing = s.send({"setoption name BookFile value " + dir.filePath("none.bin")});
        QVERIFY2(missing.contains("no such file") && missing.contains("playing without a book"), qPrintable(missing));
        QFile broken(dir.filePath("broken.bin"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("not a book");
        broken.close();
        const QString bad = s.send({"setoption name BookFile value " + broken.fileName()});
        QVERIFY2(bad.contains("not a whole number of 16-byte entries"), qPrintable(bad));
        const QString searched = s.send({"position startpos", "go depth 4"});
        QVERIFY(!searched.contains("book move") && searched.contains("info depth 4"));
    }

    void threadsOption()
    {
        Session s;
        QVERIFY(s.send({"uci"}).contains("option name Threads type spin default 1 min 1 max 256"));
        s.send({"setoption name Threads value 3", "position startpos moves e2e4 e7e5"});
        const QString out = s.send({"go movetime 300"});
        const QString move = bestMove(out);
        QVERIFY2(parseUci(s.loop.position(), move.toStdString()).ok(), qPrintable(out));
        QVERIFY(s.send({"setoption name Threads value 0"}).contains("info string option 'Threads'"));
    }

    void limitedStrengthPlaysLegalMoves()
    {
        Session s;
        s.send({"setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value 800", "ucinewgame"});
        const QString out = s.send({"position startpos moves e2e4", "go wtime 60000 btime 60000"});
        Position pos;
        pos.doMove(parseUci(pos, "e2e4").value());
        QVERIFY(pos.isLegal(parseUci(pos, bestMove(out).toStdString()).value()));
        QVERIFY(!out.contains("multipv 2")); // the level's extra lines are not shown
    }

    void displayAndBench()
    {
        Session s;
        s.send({"position startpos moves e2e4"});
        const QString board = s.send({"d"});
        QVERIFY(board.contains("4  . . . . P . . ."));
        QVERIFY(board.endsWith("fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n"));
        const QString bench = s.send({"bench 3"});
        QVERIFY(bench.contains(QRegularExpression("\nnodes=\\d+ nps=\\d+\n$")));
        QCOMPARE(s.fen(), QString("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
    }

    void quitEndsTheLoop()
    {
        Session s;
        QVERIFY(s.loop.handle("isready"));
        s.loop.handle("go infinite");
        QVERIFY(!s.loop.handle("quit"));
        QVERIFY(s.buf.text().find("bestmove") != std::string::npos); // the search was stopped and answered
    }

    // Thousands of lines of random words and bytes: the loop must neither crash nor hang, and it
    // still plays a legal move afterwards.
    void fuzz()
    {
        Session s;
        const QStringList words {"uci", "isready", "position", "startpos", "fen", "moves", "go", "depth", "nodes",
            "movetime", "wtime", "btime", "winc", "binc", "movestogo", "mate", "searchmoves", "setoption", "name",
            "value", "Hash", "UCI_Elo", "Model", "stop", "ucinewgame", "e2e4", "e7e5", "g1f3", "1", "0", "-1",
            "99999999999999999999", "8/8/8/8/8/8/8/8", "w", "KQkq", "-", "eval", "d",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"};
        std::mt19937 random(12345);
        for (int i = 0; i < 3000; ++i) {
            QString line;
            const int length = int(random() % 8);
            for (int w = 0; w < length; ++w) {
                if (random() % 10 == 0)
                    line += QChar(char(random() % 256));
                else
                    line += words[int(random() % std::uint32_t(words.size()))];
                line += ' ';
            }
            if (line.startsWith("go") && !line.contains("depth"))
                line += " depth 2"; // keep the run short
            if (line.contains("Hash"))
                continue; // reallocating tables thousands of times is slow, not interesting
            s.loop.handle(line.toStdString());
            if (line.startsWith("go"))
                s.loop.handle("stop");
        }
        s.loop.handle("stop");
        s.loop.waitForSearch();
        const QString out = s.send({"isready", "position startpos moves d2d4", "go depth 3"});
        QVERIFY(out.startsWith("readyok\n"));
        Position pos;
        pos.doMove(parseUci(pos, "d2d4").value());
        QVERIFY(pos.isLegal(parseUci(pos, bestMove(out).toStdString()).value()));
    }

    // The executable itself, as a GUI starts it.
    void executable()
    {
        QProcess engine;
        engine.start(QStringLiteral(KD_ENGINE), {});
        QVERIFY(engine.waitForStarted());
        engine.write("uci\nisready\nposition startpos moves e2e4\ngo depth 5\n");
        QByteArray out;
        QElapsedTimer t;
        t.start();
        while (!out.contains("bestmove") && t.elapsed() < 10000) {
            engine.waitForReadyRead(100);
            out += engine.readAllStandardOutput();
        }
        QVERIFY2(out.contains("uciok\n") && out.contains("readyok\n") && out.contains("bestmove "), out.constData());
        engine.write("quit\n");
        QVERIFY(engine.waitForFinished(5000));
        QCOMPARE(engine.exitCode(), 0);
    }

    void executableBenchAndUsage()
    {
        QProcess bench;
        bench.start(QStringLiteral(KD_ENGINE), {"bench", "4"});
        QVERIFY(bench.waitForFinished(60000));
        QCOMPARE(bench.exitCode(), 0);
        const QString out = bench.readAllStandardOutput();
        QVERIFY(out.contains(QRegularExpression("\nnodes=\\d+ nps=\\d+\n$")));
        QVERIFY(out.startsWith("position 1/"));

        QProcess wrong;
        wrong.start(QStringLiteral(KD_ENGINE), {"bench", "deep"});
        QVERIFY(wrong.waitForFinished(5000));
        QCOMPARE(wrong.exitCode(), 2);
        QVERIFY(wrong.readAllStandardError().contains("depth must be a whole number from 1 to 30, got 'deep'"));

        QProcess tuning;
        tuning.start(QStringLiteral(KD_ENGINE), {"tune"});
        QVERIFY(tuning.waitForStarted());
        tuning.write("uci\nquit\n");
        QVERIFY(tuning.waitForFinished(5000));
        QCOMPARE(tuning.exitCode(), 0);
        const QString listed = tuning.readAllStandardOutput();
        QVERIFY2(listed.contains("option name RfpMargin type spin default 80 min 30 max 200\n"), qPrintable(listed));
        QVERIFY(listed.endsWith("uciok\n"));

        QProcess unknown;
        unknown.start(QStringLiteral(KD_ENGINE), {"tuning"});
        QVERIFY(unknown.waitForFinished(5000));
        QCOMPARE(unknown.exitCode(), 2);
        QVERIFY(unknown.readAllStandardError().contains("usage: kandinsky-engine [bench [depth] | tune]"));
    }
};

QTEST_GUILESS_MAIN(TestUci)
#include "tst_uci.moc"
