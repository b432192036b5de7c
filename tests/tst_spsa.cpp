// SPSA for the search's constants (tune/spsa.h): its schedules against values computed apart
// (Python, from the formulas in the header), its perturbations (signs, rounding, the range, the
// same for a resumed run), its step towards the side that won, the parameter lists it accepts and
// refuses, and one short run against the real engine in its tuning mode.
#include "search/params.h"
#include "tune/spsa.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace kd;

namespace {

SpsaParam param(const char* name, double value, double min = 0, double max = 1000, double step = 8)
{
    return SpsaParam {name, value, min, max, step};
}

SpsaSchedule schedule(int iterations)
{
    SpsaSchedule s;
    s.iterations = iterations;
    return s;
}

} // namespace

class TestSpsa : public QObject {
    Q_OBJECT

private slots:
    // N = 100, c_end = 8, r_end = 0.002, A = 10 (Python: 8 * 100**0.101 / k**0.101 and
    // 0.002 * 64 * 110**0.602 / (10 + k)**0.602).
    void schedules_data()
    {
        QTest::addColumn<int>("k");
        QTest::addColumn<double>("c");
        QTest::addColumn<double>("a");
        QTest::newRow("first") << 1 << 12.737669816 << 0.511929280;
        QTest::newRow("middle") << 50 << 8.580132935 << 0.184366204;
        QTest::newRow("last: c_end and r_end x c_end^2") << 100 << 8.0 << 0.128;
    }

    void schedules()
    {
        QFETCH(int, k);
        QFETCH(double, c);
        QFETCH(double, a);
        const SpsaSchedule s = schedule(100);
        const SpsaParam p = param("P", 80);
        QVERIFY2(std::abs(s.c(p, k) - c) < 1e-8, qPrintable(QString::number(s.c(p, k), 'f', 9)));
        QVERIFY2(std::abs(s.a(p, k) - a) < 1e-8, qPrintable(QString::number(s.a(p, k), 'f', 9)));
    }

    void refused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("value");
        QTest::addColumn<double>("min");
        QTest::addColumn<double>("max");
        QTest::addColumn<double>("step");
        QTest::addColumn<int>("iterations");
        QTest::addColumn<int>("first");
        QTest::addColumn<QString>("message");
        QTest::newRow("no name") << "" << 5.0 << 0.0 << 10.0 << 1.0 << 10 << 1 << "a parameter has no name";
        QTest::newRow("empty range") << "P" << 5.0 << 10.0 << 10.0 << 1.0 << 10 << 1
                                     << "parameter 'P': its minimum must be below its maximum";
        QTest::newRow("value outside") << "P" << 12.0 << 0.0 << 10.0 << 1.0 << 10 << 1
                                       << "parameter 'P': its value 12 is outside 0..10";
        QTest::newRow("no step") << "P" << 5.0 << 0.0 << 10.0 << 0.0 << 10 << 1
                                 << "parameter 'P': its step must be above 0";
        QTest::newRow("no iterations") << "P" << 5.0 << 0.0 << 10.0 << 1.0 << 0 << 1
                                       << "SPSA needs at least one iteration";
        QTest::newRow("start past the end")
            << "P" << 5.0 << 0.0 << 10.0 << 1.0 << 10 << 11 << "the first iteration 11 is not within 1..10";
    }

    void refused()
    {
        QFETCH(QString, name);
        QFETCH(double, value);
        QFETCH(double, min);
        QFETCH(double, max);
        QFETCH(double, step);
        QFETCH(int, iterations);
        QFETCH(int, first);
        QFETCH(QString, message);
        const Result<Spsa> s
            = Spsa::make({SpsaParam {name.toStdString(), value, min, max, step}}, schedule(iterations), 1, first);
        QVERIFY(!s);
        QCOMPARE(QString::fromStdString(s.error()), message);
        QCOMPARE(QString::fromStdString(Spsa::make({}, schedule(10), 1).error()),
            QString("SPSA needs at least one parameter"));
        QCOMPARE(QString::fromStdString(Spsa::make({param("P", 1), param("P", 2)}, schedule(10), 1).error()),
            QString("parameter 'P' is given twice"));
    }

    // Each parameter moves by +-c_k, rounded, within its range; the + and - engines get opposite
    // moves; the trial is the same when asked again and when a run resumes at that iteration.
    void trials()
    {
        Spsa s = Spsa::make({param("A", 80), param("B", 3, 0, 10, 5), param("C", 500.4)}, schedule(100), 7).value();
        const SpsaTrial t = s.trial();
        QCOMPARE(t.iteration, 1);
        QCOMPARE(int(t.sign.size()), 3);
        const double c = s.schedule().c(s.params()[0], 1); // 12.74
        for (int i : {0, 2}) {
            QVERIFY(t.sign[std::size_t(i)] == 1 || t.sign[std::size_t(i)] == -1);
            const double v = s.params()[std::size_t(i)].value;
            QCOMPARE(t.plus[std::size_t(i)], int(std::lround(v + t.sign[std::size_t(i)] * c)));
            QCOMPARE(t.minus[std::size_t(i)], int(std::lround(v - t.sign[std::size_t(i)] * c)));
        }
        // B = 3 moved by c = 7.96 either way: clamped at 0 on one side.
        QCOMPARE(std::min(t.plus[1], t.minus[1]), 0);
        QCOMPARE(std::max(t.plus[1], t.minus[1]), 10);
        QCOMPARE(s.trial().sign, t.sign);

        // Signs differ between iterations and between seeds (64 parameters: all alike by chance
        // would be one in 2^63).
        std::vector<SpsaParam> many;
        for (int i = 0; i < 64; ++i)
            many.push_back(param(qPrintable(QString("P%1").arg(i)), 500));
        Spsa a = Spsa::make(many, schedule(100), 1).value();
        const Spsa b = Spsa::make(many, schedule(100), 2).value();
        QVERIFY(a.trial().sign != b.trial().sign);
        const SpsaTrial first = a.trial();
        a.update(first, 0);
        QCOMPARE(a.iteration(), 2);
        QVERIFY(a.trial().sign != first.sign);

        // A run resumed at iteration 2 with the values reached perturbs as the uninterrupted one.
        std::vector<SpsaParam> reached = a.params();
        const Spsa resumed = Spsa::make(reached, schedule(100), 1, 2).value();
        QCOMPARE(resumed.trial().sign, a.trial().sign);
        QCOMPARE(resumed.trial().plus, a.trial().plus);
    }

    // theta += a_k / c_k * (wins - losses of the + engine) * sign, clamped to the range.
    void updates()
    {
        Spsa s = Spsa::make({param("A", 80), param("B", 995)}, schedule(100), 3).value();
        const SpsaTrial t = s.trial();
        const double gain = s.schedule().a(s.params()[0], 1) / s.schedule().c(s.params()[0], 1); // 0.0402
        s.update(t, 3);
        QVERIFY(std::abs(s.params()[0].value - (80 + 3 * gain * t.sign[0])) < 1e-12);
        QCOMPARE(s.iteration(), 2);
        // The + side won: every parameter moved towards its + value.
        for (std::size_t i = 0; i < 2; ++i)
            QVERIFY((s.params()[i].value - (i == 0 ? 80 : 995)) * (t.plus[i] - t.minus[i]) > 0);

        Spsa still = Spsa::make({param("A", 80)}, schedule(100), 3).value();
        still.update(still.trial(), 0);
        QCOMPARE(still.params()[0].value, 80.0);

        Spsa edge = Spsa::make({param("A", 999.99, 0, 1000, 8)}, schedule(2), 3).value();
        const SpsaTrial e = edge.trial();
        edge.update(e, 1000 * e.sign[0]);
        QCOMPARE(edge.params()[0].value, 1000.0);
        QVERIFY(edge.trial().plus[0] <= 1000 && edge.trial().minus[0] <= 1000);
    }

    void searchParamLists()
    {
        const std::vector<SpsaParam> all = searchSpsaParams("all").value();
        QCOMPARE(all.size(), SEARCH_PARAMS.size());
        const SearchParams defaults;
        for (std::size_t i = 0; i < all.size(); ++i) {
            QCOMPARE(all[i].name, std::string(SEARCH_PARAMS[i].name));
            QCOMPARE(all[i].value, double(defaults.*SEARCH_PARAMS[i].field));
            QCOMPARE(all[i].step, double(SEARCH_PARAMS[i].step));
        }
        const std::vector<SpsaParam> two = searchSpsaParams("rfpmargin=91.5, SeeQuietMargin").value();
        QCOMPARE(two.size(), std::size_t(2));
        QCOMPARE(two[0].name, std::string("RfpMargin"));
        QCOMPARE(two[0].value, 91.5);
        QCOMPARE(two[1].name, std::string("SeeQuietMargin"));
        QCOMPARE(two[1].value, double(defaults.seeQuietMargin));
        QVERIFY(QString::fromStdString(searchSpsaParams("RfpMargin,Depth").error())
                    .startsWith("no parameter 'Depth' (known: RfpMargin, RazorMargin, "));
        QCOMPARE(QString::fromStdString(searchSpsaParams("RfpMargin=wide").error()),
            QString("'RfpMargin=wide' needs a number after '='"));
        // A duplicate or a value out of range is refused by Spsa::make, by name.
        QCOMPARE(QString::fromStdString(Spsa::make(searchSpsaParams("RfpMargin=500").value(), schedule(10), 1).error()),
            QString("parameter 'RfpMargin': its value 500 is outside 30..200"));
    }

    // Two iterations of one pair each against the engine in its tuning mode, at a node limit: four
    // games, the parameters moved and the iteration counted after each.
    void shortRunAgainstTheEngine()
    {
        Spsa spsa = Spsa::make(searchSpsaParams("RfpMargin,SeeQuietMargin").value(), schedule(2), 5).value();
        SpsaRunConfig config;
        config.engine = EngineSpec::parse({KD_ENGINE, "tune", "-nodes=400"}).value();
        config.timeControl = TimeControl::parse("10+0.1").value();
        config.concurrency = 2;
        int games = 0;
        std::vector<int> iterations;
        const Result<void> run = runSpsa(spsa, config, [&](const SpsaTrial& t, const MatchStats& stats, const Spsa& s) {
            iterations.push_back(t.iteration);
            games += stats.games();
            QCOMPARE(s.iteration(), t.iteration + 1);
        });
        QVERIFY2(run, run ? "" : run.error().c_str());
        QCOMPARE(iterations, (std::vector<int> {1, 2}));
        QCOMPARE(games, 4);
        QVERIFY(spsa.done());

        // An engine without the options fails with its name and the option.
        Spsa other = Spsa::make(searchSpsaParams("RfpMargin").value(), schedule(1), 5).value();
        config.engine = EngineSpec::parse({KD_ENGINE}).value();
        const Result<void> refused = runSpsa(other, config, {});
        QVERIFY(!refused);
        QVERIFY2(
            QString::fromStdString(refused.error()).contains("has no option 'RfpMargin'"), refused.error().c_str());
    }

    // `kandinsky-cli spsa` run as a process: a line per iteration, the final values as options,
    // the CSV log; and bad options named, with exit status 2.
    void commandLine()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath("spsa.csv");
        QProcess cli;
        cli.start(QStringLiteral(KD_CLI),
            {"spsa", "--engine", QStringLiteral(KD_ENGINE), "tune", "-nodes=300", "--iterations", "2", "--params",
                "RfpMargin=85,LmrDivisor", "--concurrency", "2", "--seed", "3", "--log", log});
        QVERIFY(cli.waitForFinished(120000));
        const QString out = cli.readAllStandardOutput();
        QVERIFY2(cli.exitCode() == 0, qPrintable(out + cli.readAllStandardError()));
        const QStringList lines = out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        const QRegularExpression iteration("^iteration ([12])/2: \\+\\d+ -\\d+ =\\d+ \\| total \\+\\d+ -\\d+ =\\d+ \\| "
                                           "RfpMargin=\\d+\\.\\d\\d LmrDivisor=\\d+\\.\\d\\d$");
        QCOMPARE(iteration.match(lines[0]).captured(1), QString("1"));
        QCOMPARE(iteration.match(lines[1]).captured(1), QString("2"));
        QVERIFY2(QRegularExpression("^final: RfpMargin=\\d+ LmrDivisor=\\d+$").match(lines[2]).hasMatch(),
            qPrintable(lines[2]));
        QFile csv(log);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList rows = QString(csv.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[0], QString("iteration,wins,losses,draws,RfpMargin,LmrDivisor"));
        QVERIFY(rows[1].startsWith("1,") && rows[2].startsWith("2,"));

        const QList<QPair<QStringList, QString>> refused {
            {{"--iterations", "2"}, "spsa: give the engine with --engine CMD [ARG...] [OPTION=VALUE...]"},
            {{"--engine", "x"}, "spsa: give the number of iterations with --iterations N"},
            {{"--engine", "x", "--iterations", "0"}, "spsa: --iterations needs a whole number from 1, not '0'"},
            {{"--engine", "x", "--iterations", "5", "--params", "Depth"},
                "spsa: --params: no parameter 'Depth' (known: "},
            {{"--engine", "x", "--iterations", "5", "--rate", "0"},
                "spsa: --rate needs a number above 0 and at most 1, not '0'"},
            {{"--engine", "x", "--iterations", "5", "--start", "6"}, "spsa: the first iteration 6 is not within 1..5"},
            {{"--engine", "x", "--iterations", "5", "--games", "5"}, "spsa: unexpected argument '--games'"},
        };
        for (const auto& [args, message] : refused) {
            QProcess bad;
            bad.start(QStringLiteral(KD_CLI), QStringList {"spsa"} + args);
            QVERIFY(bad.waitForFinished(10000));
            QCOMPARE(bad.exitCode(), 2);
            const QString err = bad.readAllStandardError();
            QVERIFY2(err.startsWith("kandinsky-cli: " + message), qPrintable(err));
        }
    }
};

QTEST_GUILESS_MAIN(TestSpsa)
#include "tst_spsa.moc"
