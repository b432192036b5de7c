// kandinsky-engine's UCI loop, driven by scripted input as a GUI (or a careless user) would: the
// handshake and options, positions, every go limit, stop, the eval and bench extensions, and
// malformed input of every kind, which must be reported and change nothing.
#include "core/movegen.h"
#include "core/notation.h"
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
    SyncBuf buf;
    std::ostream out {&buf};
    UciLoop loop {out};

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
                 "option name Model type combo default pesto var simplified var otter var pesto",
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
        QTest::newRow("control bytes") << QString::fromLatin1("\x01\x02\x7f\xff") << "info string unknown command";
        QTest::newRow("hash out of range") << "setoption name Hash value -5"
                                           << "info string option 'Hash' needs a whole number from 1 to 4096, got '-5'";
        QTest::newRow("hash not a number")
            << "setoption name Hash value lots"
            << "info string option 'Hash' needs a whole number from 1 to 4096, got 'lots'";
        QTest::newRow("elo out of range") << "setoption name UCI_Elo value 99999"
                                          << "info string option 'UCI_Elo' needs a whole number from 800 to 2400";
        QTest::newRow("check not a bool") << "setoption name UCI_LimitStrength value yes"
                                          << "info string option 'UCI_LimitStrength' needs true or false, got 'yes'";
        QTest::newRow("unknown model") << "setoption name Model value nonsense"
                                       << "info string unknown model 'nonsense' (built in: simplified, otter, pesto)";
        QTest::newRow("missing model file")
            << "setoption name ModelFile value /nonexistent/model.json"
            << "info string model file '/nonexistent/model.json': cannot open it; keeping model pesto";
        QTest::newRow("unknown option") << "setoption name Nope value 1"
                                        << "info string unknown option 'Nope'";
        QTest::newRow("bench depth") << "bench 0"
                                     << "info string bench: depth must be a whole number from 1 to 30";
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
        QVERIFY(s.send({"eval"}).contains("pesto")); // the model stays
        QCOMPARE(s.send({"isready"}), QString("readyok\n"));
    }

    void badGoParametersAreReportedAndTheSearchStillAnswers_data()
    {
        QTest::addColumn<QString>("go");
        QTest::addColumn<QString>("message");
        QTest::newRow("word for a number") << "go depth abc movetime 50"
                                           << "info string go: depth needs a whole number from 0, got 'abc'; ignored";
        QTest::newRow("missing value") << "go movetime 50 depth"
                                       << "info string go: depth needs a whole number from 0, got nothing";
        QTest::newRow("negative") << "go nodes -5 depth 3"
                                  << "info string go: nodes needs a whole number from 0, got '-5'";
        QTest::newRow("unknown parameter") << "go depth 3 frobnicate"
                                           << "info string go: unknown parameter 'frobnicate' ignored";
        QTest::newRow("searchmoves with no move") << "go searchmoves depth 3"
                                                  << "info string go searchmoves: no legal move";
    }
    void badGoParametersAreReportedAndTheSearchStillAnswers()
    {
        QFETCH(QString, go);
        QFETCH(QString, message);
        Session s;
        const QString out = s.send({"position startpos", go});
        QVERIFY2(out.startsWith(message), qPrintable(out));
        QVERIFY(Position().isLegal(parseUci(Position(), bestMove(out).toStdString()).value()));
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
        const QString out = s.send({"position fen k7/8/2K5/8/8/8/8/6R1 w - - 0 1", "go depth 6"});
        QVERIFY2(out.contains(" score mate 2 "), qPrintable(out));
        const QString mated = s.send({"position fen k7/8/1K6/8/8/8/8/6R1 b - - 0 1", "go depth 6"});
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

    void modelOptions()
    {
        Session s;
        s.send({"position startpos moves e2e4"});
        QVERIFY(s.send({"eval"}).contains("pesto"));
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
        s.send({"setoption name ModelFile value <empty>"});
        QVERIFY(s.send({"eval"}).contains("simplified"));
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
    }
};

QTEST_GUILESS_MAIN(TestUci)
#include "tst_uci.moc"
