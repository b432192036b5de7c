// Labelling training data with another engine (tune/label.h): the expected score from wdl and from
// centipawns, White's side whoever moves, the mix with the game result, the input order kept for
// any number of engines, a crashing engine restarted and a position it fails on twice left out and
// named, and `kandinsky-cli label` run as a user would, with its messages for bad input.
#include "clisupport.h"
#include "tune/label.h"
#include "tune/tuner.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <sstream>

using namespace kd;

namespace {

using kdtest::runCli;

// Three positions from the tests' data form: White a knight up with White to move, the same with
// Black to move, and a bracketed line.
const std::string DATA = "# a comment and an empty line are skipped\n"
                         "\n"
                         "4k3/8/8/8/8/8/8/1N2K3 w - - c9 \"1-0\";\n"
                         "4k3/8/8/8/8/8/8/1N2K3 b - - c9 \"1/2-1/2\";\n"
                         "4k3/8/8/8/8/8/8/4K3 w - - 0 1 [0.25]\n";

EngineSpec fake(const char* mode)
{
    EngineSpec spec;
    spec.command = {KD_FAKE_ENGINE, mode};
    return spec;
}

struct Labelled {
    Result<LabelStats> stats;
    std::vector<std::string> lines;
};

Labelled label(const std::string& data, LabelConfig config)
{
    std::istringstream in(data);
    std::ostringstream out;
    Labelled l {labelPositions(in, "data.epd", out, config), {}};
    std::istringstream written(out.str());
    for (std::string line; std::getline(written, line);)
        l.lines.push_back(line);
    return l;
}

double labelOf(const std::string& line) { return parseTuneLine(line).value().result; }

double logistic(int cp) { return 1.0 / (1.0 + std::pow(10.0, -cp / 400.0)); }

} // namespace

class TestLabel : public QObject {
    Q_OBJECT

private slots:
    void expectedScore_data()
    {
        QTest::addColumn<QString>("info");
        QTest::addColumn<bool>("whiteToMove");
        QTest::addColumn<double>("expected");
        QTest::newRow("wdl, White to move") << "info score cp 50 wdl 700 200 100" << true << 0.8;
        QTest::newRow("wdl, Black to move") << "info score cp 50 wdl 700 200 100" << false << 0.2;
        QTest::newRow("wdl wins over cp") << "info score cp -900 wdl 0 1000 0" << true << 0.5;
        QTest::newRow("cp 0") << "info score cp 0" << true << 0.5;
        QTest::newRow("cp 400, White") << "info score cp 400" << true << 1.0 / 1.1;
        QTest::newRow("cp 400, Black") << "info score cp 400" << false << 1.0 - 1.0 / 1.1;
        QTest::newRow("mate, White") << "info score mate 3" << true << 1.0;
        QTest::newRow("mated, Black to move") << "info score mate -2" << false << 1.0;
    }
    void expectedScore()
    {
        QFETCH(QString, info);
        QFETCH(bool, whiteToMove);
        QFETCH(double, expected);
        const double got = kd::expectedScore(UciInfo::parse(info.toStdString()), whiteToMove ? WHITE : BLACK);
        QVERIFY2(std::abs(got - expected) < 1e-9, qPrintable(QString::number(got, 'f', 9)));
    }

    // The engine's wdl once UCI_ShowWDL is set, turned to White's side; lines in the input's order,
    // as full FENs, comments left out.
    void wdlLabels()
    {
        LabelConfig config;
        config.engine = fake("wdl");
        const Labelled l = label(DATA, config);
        QVERIFY2(l.stats, l.stats ? "" : l.stats.error().c_str());
        QCOMPARE(l.stats->positions, 3);
        QCOMPARE(l.stats->fromWdl, 3);
        QCOMPARE(l.stats->failed, 0);
        QCOMPARE(l.lines.size(), std::size_t(3));
        QCOMPARE(l.lines[0], std::string("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1 [0.8000]"));
        QCOMPARE(l.lines[1], std::string("4k3/8/8/8/8/8/8/1N2K3 b - - 0 1 [0.2000]"));
        QCOMPARE(l.lines[2], std::string("4k3/8/8/8/8/8/8/4K3 w - - 0 1 [0.8000]"));
    }

    // Without wdl, the score: White a knight up reads 300 cp for White whoever moves; mixed with
    // the result by the weight.
    void scoreLabelsAndMix_data()
    {
        QTest::addColumn<double>("weight");
        QTest::newRow("engine alone") << 0.0;
        QTest::newRow("half and half") << 0.5;
        QTest::newRow("result alone") << 1.0;
    }
    void scoreLabelsAndMix()
    {
        QFETCH(double, weight);
        LabelConfig config;
        config.engine = fake("material");
        config.resultWeight = weight;
        const Labelled l = label(DATA, config);
        QVERIFY2(l.stats, l.stats ? "" : l.stats.error().c_str());
        QCOMPARE(l.stats->fromWdl, 0);
        QCOMPARE(l.lines.size(), std::size_t(3));
        const double results[3] = {1.0, 0.5, 0.25};
        const double engine[3] = {logistic(300), logistic(300), 0.5};
        for (int i = 0; i < 3; ++i) {
            const double want = weight * results[i] + (1 - weight) * engine[i];
            QVERIFY2(std::abs(labelOf(l.lines[std::size_t(i)]) - want) < 0.00006, l.lines[std::size_t(i)].c_str());
        }
    }

    // Several engines at once write the same lines in the same order.
    void concurrencyKeepsOrder()
    {
        std::string data;
        const char* fens[] = {"4k3/8/8/8/8/8/8/1N2K3 w - -", "4k3/8/8/8/8/8/8/R3K3 b - -", "4k3/8/8/8/8/8/8/4K3 w - -",
            "4k3/8/8/8/8/8/3q4/4K3 w - -", "4k3/p7/8/8/8/8/8/4K3 b - -"};
        for (int i = 0; i < 20; ++i)
            data += std::string(fens[i % 5]) + " [0.5]\n";
        LabelConfig config;
        config.engine = fake("material");
        const Labelled one = label(data, config);
        config.concurrency = 3;
        const Labelled three = label(data, config);
        QVERIFY(one.stats && three.stats);
        QCOMPARE(one.lines.size(), std::size_t(20));
        QCOMPARE(three.lines, one.lines);
        QVERIFY(one.lines[0] != one.lines[1]);
    }

    // An engine that crashes on its third search is started again and the position searched anew:
    // nothing is lost. One that crashes on every search fails each position twice: each is left out
    // and named, and the run still ends.
    void crashes()
    {
        LabelConfig config;
        config.engine = fake("crashlater");
        const Labelled later = label(DATA, config);
        QVERIFY2(later.stats, later.stats ? "" : later.stats.error().c_str());
        QCOMPARE(later.stats->positions, 3);
        QCOMPARE(later.stats->failed, 0);

        config.engine = fake("crash");
        const Labelled always = label(DATA, config);
        QVERIFY2(always.stats, always.stats ? "" : always.stats.error().c_str());
        QCOMPARE(always.stats->positions, 0);
        QCOMPARE(always.stats->failed, 3);
        QCOMPARE(always.lines.size(), std::size_t(0));
        QVERIFY(!always.stats->problems.empty());
        QVERIFY2(always.stats->problems[0].starts_with("data.epd line 3: fake-crash exited"),
            always.stats->problems[0].c_str());
    }

    // A hang is a failure after the timeout, not a hang of the labelling.
    void hang()
    {
        LabelConfig config;
        config.engine = fake("hang");
        config.timeoutMs = 300;
        const Labelled l = label("4k3/8/8/8/8/8/8/4K3 w - - [0.5]\n", config);
        QVERIFY(l.stats);
        QCOMPARE(l.stats->failed, 1);
        QVERIFY2(
            l.stats->problems[0].find("gave no move within 300 ms") != std::string::npos, l.stats->problems[0].c_str());
    }

    // Bad lines are skipped and named; an engine that does not start is an error naming it.
    void badInput()
    {
        LabelConfig config;
        config.engine = fake("first");
        const Labelled l = label("nonsense\n4k3/8/8/8/8/8/8/4K3 w - - [0.5]\n8/8/8 w - - [1.0]\n", config);
        QVERIFY(l.stats);
        QCOMPARE(l.stats->positions, 1);
        QCOMPARE(l.stats->badLines, 2);
        QVERIFY2(l.stats->problems[0].starts_with("data.epd line 1: "), l.stats->problems[0].c_str());
        QVERIFY2(l.stats->problems[1].starts_with("data.epd line 3: bad FEN"), l.stats->problems[1].c_str());

        const Labelled none = label("# nothing\n", config);
        QVERIFY(!none.stats);
        QVERIFY2(none.stats.error().starts_with("data.epd: no position reads"), none.stats.error().c_str());

        config.engine.command = {"/nonexistent/engine"};
        const Labelled missing = label(DATA, config);
        QVERIFY(!missing.stats);
        QVERIFY2(missing.stats.error().find("/nonexistent/engine") != std::string::npos, missing.stats.error().c_str());
    }

    // The command as a user runs it: the file it writes reads as tuning data; bad options are named
    // and leave no file.
    void command()
    {
        QTemporaryDir dir;
        const QString data = dir.filePath("data.epd"), out = dir.filePath("labelled.epd");
        {
            QFile f(data);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(DATA.c_str());
        }
        const kdtest::CliRun r = runCli({"label", "--data", data, "--engine", KD_FAKE_ENGINE, "wdl", "--out", out,
            "--nodes", "100", "--concurrency", "2", "--result-weight", "0.5"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("positions=3 from_wdl=3 failed=0 bad_lines=0 seconds="), r.out.constData());
        QVERIFY2(r.out.endsWith("wrote " + out.toUtf8() + "\n"), r.out.constData());
        const Result<TuneData> tuneData = loadTuneData(out.toStdString());
        QVERIFY(tuneData);
        QCOMPARE(tuneData->size(), std::size_t(3));
        QCOMPARE(tuneData->entries[0].result, 0.9f); // (1 + 0.8) / 2

        // The output exists now: refused, and kept.
        const kdtest::CliRun again = runCli({"label", "--data", data, "--engine", KD_FAKE_ENGINE, "--out", out});
        QCOMPARE(again.exitCode, 2);
        QVERIFY2(again.err.contains("exists"), again.err.constData());

        const QString other = dir.filePath("other.epd");
        const struct {
            QStringList args;
            const char* message;
        } bad[] = {
            {{"label", "--data", data, "--out", other}, "give --data FILE, --engine"},
            {{"label", "--data", data, "--engine", KD_FAKE_ENGINE, "--out", other, "--result-weight", "2"},
                "--result-weight needs a number from 0 to 1, not '2'"},
            {{"label", "--data", data, "--engine", KD_FAKE_ENGINE, "--out", other, "--nodes", "0"},
                "--nodes needs a whole number from 1"},
            {{"label", "--data", dir.filePath("missing.epd"), "--engine", KD_FAKE_ENGINE, "--out", other},
                "cannot read"},
            {{"label", "--data", data, "--engine", "/nonexistent/engine", "--out", other}, "/nonexistent/engine"},
            {{"label", "--data", dir.path(), "--engine", KD_FAKE_ENGINE, "--out", other}, "it is a folder, not a file"},
            // An engine that fails on every position: nothing labelled is a failure, not an empty file.
            {{"label", "--data", data, "--engine", KD_FAKE_ENGINE, "crash", "--out", other},
                "no position was labelled: the engine failed on every one"},
        };
        for (const auto& b : bad) {
            const kdtest::CliRun run = runCli(b.args);
            QVERIFY2(run.exitCode != 0, qPrintable(b.args.join(' ')));
            QVERIFY2(run.err.contains(b.message), run.err.constData());
            QVERIFY2(!QFile::exists(other), qPrintable(b.args.join(' ')));
        }
    }
};

QTEST_GUILESS_MAIN(TestLabel)
#include "tst_label.moc"
