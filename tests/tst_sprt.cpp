// The SPRT of kandinsky-cli match: its bounds, its log-likelihood ratio for game results and for
// game pairs, against values computed independently (Python, from the formula in match/sprt.h,
// every outcome's count starting at 1/2), its verdicts and the bounds it refuses.
#include "match/sprt.h"

#include <QTest>

#include <cmath>

using namespace kd;

class TestSprt : public QObject {
    Q_OBJECT

private slots:
    void bounds_data()
    {
        QTest::addColumn<double>("alpha");
        QTest::addColumn<double>("beta");
        QTest::addColumn<double>("lower");
        QTest::addColumn<double>("upper");
        QTest::newRow("5% both ways") << 0.05 << 0.05 << -2.944439 << 2.944439;
        QTest::newRow("alpha 5%, beta 10%") << 0.05 << 0.10 << -2.251292 << 2.890372;
    }

    void bounds()
    {
        QFETCH(double, alpha);
        QFETCH(double, beta);
        QFETCH(double, lower);
        QFETCH(double, upper);
        const Sprt sprt = Sprt::make(0, 5, alpha, beta).value();
        QVERIFY(std::abs(sprt.lowerBound() - lower) < 1e-5);
        QVERIFY(std::abs(sprt.upperBound() - upper) < 1e-5);
    }

    void scoreOfElo()
    {
        QCOMPARE(kd::scoreOfElo(0), 0.5);
        QVERIFY(std::abs(kd::scoreOfElo(400) - 10.0 / 11.0) < 1e-12);
        QVERIFY(std::abs(kd::scoreOfElo(-400) - 1.0 / 11.0) < 1e-12);
    }

    void trinomial_data()
    {
        QTest::addColumn<double>("elo0");
        QTest::addColumn<double>("elo1");
        QTest::addColumn<int>("wins");
        QTest::addColumn<int>("draws");
        QTest::addColumn<int>("losses");
        QTest::addColumn<double>("llr");
        QTest::newRow("60-20-20, [0, 10]") << 0.0 << 10.0 << 60 << 20 << 20 << 1.725400;
        QTest::newRow("320-400-300, [0, 5]") << 0.0 << 5.0 << 320 << 400 << 300 << 0.299630;
        QTest::newRow("1010-2000-1000, [-3, 1]") << -3.0 << 1.0 << 1010 << 2000 << 1000 << 0.494807;
        QTest::newRow("3 wins alone, [0, 5]") << 0.0 << 5.0 << 3 << 0 << 0 << 0.096085;
        QTest::newRow("no games") << 0.0 << 5.0 << 0 << 0 << 0 << 0.0;
    }

    void trinomial()
    {
        QFETCH(double, elo0);
        QFETCH(double, elo1);
        QFETCH(int, wins);
        QFETCH(int, draws);
        QFETCH(int, losses);
        QFETCH(double, llr);
        const Sprt sprt = Sprt::make(elo0, elo1).value();
        const double got = sprt.llrTrinomial(wins, draws, losses);
        QVERIFY2(std::abs(got - llr) < 1e-5, qPrintable(QString::number(got, 'f', 6)));
        // The same results seen from the other engine, with the hypotheses mirrored (its H1 is
        // our H0): the same evidence, the opposite sign.
        const Sprt mirrored = Sprt::make(-elo1, -elo0).value();
        QVERIFY(std::abs(mirrored.llrTrinomial(losses, draws, wins) + got) < 1e-9);
    }

    void pentanomial_data()
    {
        QTest::addColumn<double>("elo0");
        QTest::addColumn<double>("elo1");
        QTest::addColumn<QList<int>>("pairs");
        QTest::addColumn<double>("llr");
        QTest::newRow("slightly ahead") << 0.0 << 5.0 << QList<int> {10, 60, 200, 70, 12} << 0.408142;
        QTest::newRow("slightly behind") << 0.0 << 5.0 << QList<int> {20, 70, 200, 60, 10} << -1.454984;
        QTest::newRow("[-1, 4], even") << -1.0 << 4.0 << QList<int> {50, 400, 1100, 420, 48} << -0.069073;
        // The prior keeps a few equal results from deciding: one pair won twice says little, and it
        // takes eight such pairs to accept a gain of 50.
        QTest::newRow("one pair won twice, [0, 10]") << 0.0 << 10.0 << QList<int> {0, 0, 0, 0, 1} << 0.048689;
        QTest::newRow("ten pairs won twice, [0, 10]") << 0.0 << 10.0 << QList<int> {0, 0, 0, 0, 10} << 1.086803;
        QTest::newRow("seven pairs won twice, [0, 50]") << 0.0 << 50.0 << QList<int> {0, 0, 0, 0, 7} << 2.775709;
        QTest::newRow("eight pairs won twice, [0, 50]") << 0.0 << 50.0 << QList<int> {0, 0, 0, 0, 8} << 3.448664;
    }

    void pentanomial()
    {
        QFETCH(double, elo0);
        QFETCH(double, elo1);
        QFETCH(QList<int>, pairs);
        QFETCH(double, llr);
        const Sprt sprt = Sprt::make(elo0, elo1).value();
        const Pentanomial p {pairs[0], pairs[1], pairs[2], pairs[3], pairs[4]};
        const double got = sprt.llrPentanomial(p);
        QVERIFY2(std::abs(got - llr) < 1e-5, qPrintable(QString::number(got, 'f', 6)));
    }

    void verdicts()
    {
        const Sprt sprt = Sprt::make(0, 5).value();
        QCOMPARE(sprt.verdict(0.0), Sprt::Verdict::Continue);
        QCOMPARE(sprt.verdict(2.94), Sprt::Verdict::Continue);
        QCOMPARE(sprt.verdict(2.95), Sprt::Verdict::AcceptH1);
        QCOMPARE(sprt.verdict(-2.95), Sprt::Verdict::AcceptH0);
        // More wins move the ratio towards H1, more losses towards H0.
        QVERIFY(sprt.llrTrinomial(110, 200, 100) > sprt.llrTrinomial(100, 200, 100));
        QVERIFY(sprt.llrTrinomial(100, 200, 110) < sprt.llrTrinomial(100, 200, 100));
    }

    void refusedBounds_data()
    {
        QTest::addColumn<double>("elo0");
        QTest::addColumn<double>("elo1");
        QTest::addColumn<double>("alpha");
        QTest::addColumn<double>("beta");
        QTest::addColumn<QString>("message");
        QTest::newRow("elo0 = elo1") << 5.0 << 5.0 << 0.05 << 0.05 << "elo0 < elo1";
        QTest::newRow("elo0 > elo1") << 5.0 << 0.0 << 0.05 << 0.05 << "elo0 < elo1";
        QTest::newRow("alpha 0") << 0.0 << 5.0 << 0.0 << 0.05 << "alpha and beta";
        QTest::newRow("beta 0.5") << 0.0 << 5.0 << 0.05 << 0.5 << "alpha and beta";
        QTest::newRow("huge Elo") << 0.0 << 5000.0 << 0.05 << 0.05 << "-1000 to 1000";
        QTest::newRow("not a number") << 0.0 << std::nan("") << 0.05 << 0.05 << "-1000 to 1000";
    }

    void refusedBounds()
    {
        QFETCH(double, elo0);
        QFETCH(double, elo1);
        QFETCH(double, alpha);
        QFETCH(double, beta);
        QFETCH(QString, message);
        const Result<Sprt> sprt = Sprt::make(elo0, elo1, alpha, beta);
        QVERIFY(!sprt.ok());
        QVERIFY2(QString::fromStdString(sprt.error()).contains(message), sprt.error().c_str());
    }
};

QTEST_GUILESS_MAIN(TestSprt)
#include "tst_sprt.moc"
