// Perft: the move generator against the node counts of an independent generator.
#include "support.h"

#include "core/notation.h"

#include <stdexcept>

using namespace kd;

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    // Every position of the suite at every depth up to the budget (KD_PERFT_MAX_NODES nodes per
    // row, all of the suite by default: about four seconds in a Release build).
    void suite_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("expected");
        const qulonglong budget = qEnvironmentVariableIsSet("KD_PERFT_MAX_NODES")
            ? qEnvironmentVariable("KD_PERFT_MAX_NODES").toULongLong()
            : 200'000'000ULL;
        int index = 0;
        for (const PerftCase& c : kdtest::perftSuite()) {
            ++index;
            for (const auto& [depth, count] : c.counts)
                if (count <= budget)
                    QTest::addRow("#%02d depth %d", index, depth)
                        << QString::fromStdString(c.fen) << depth << qulonglong(count);
        }
    }
    void suite()
    {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(qulonglong, expected);
        Position pos = Position::fromFen(fen.toStdString()).value();
        const std::string before = pos.fen();
        QCOMPARE(qulonglong(perft(pos, depth)), expected);
        QCOMPARE(pos.fen(), before); // make/unmake restored everything
    }

    // Bulk counting at the leaves must agree with making every move one level deeper.
    void countingEqualsGenerating()
    {
        for (const PerftCase& c : kdtest::perftSuite()) {
            Position pos = Position::fromFen(c.fen).value();
            std::uint64_t made = 0;
            for (Move m : MoveList(pos)) {
                pos.doMove(m);
                made += MoveList(pos).size();
                pos.undoMove();
            }
            QCOMPARE(made, perft(pos, 2));
        }
    }

    // The moves of the capture and quiet generators are exactly the legal moves, split in two.
    void generatorKindsPartitionTheMoves()
    {
        for (const PerftCase& c : kdtest::perftSuite()) {
            const Position pos = Position::fromFen(c.fen).value();
            const MoveList all(pos), captures(pos, GenType::Captures), quiets(pos, GenType::Quiets);
            QCOMPARE(captures.size() + quiets.size(), all.size());
            for (Move m : captures) {
                QVERIFY(all.contains(m));
                QVERIFY2(!pos.empty(m.to()) || m.kind() == Move::EN_PASSANT || m.kind() == Move::PROMOTION,
                    toUci(m).c_str());
            }
            for (Move m : quiets) {
                QVERIFY(all.contains(m));
                QVERIFY2(
                    pos.empty(m.to()) && m.kind() != Move::PROMOTION && m.kind() != Move::EN_PASSANT, toUci(m).c_str());
            }
        }
    }

    void divideSumsToPerft()
    {
        Position pos
            = Position::fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").value();
        const auto divided = perftDivide(pos, 3);
        QCOMPARE(divided.size(), std::size_t(48));
        std::uint64_t sum = 0;
        for (const auto& [move, count] : divided)
            sum += count;
        QCOMPARE(sum, std::uint64_t(97862));
    }

    void suiteLines_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("error");
        const QString start = QString::fromLatin1(Position::START_FEN.data());
        QTest::newRow("good") << start + " ;D1 20 ;D2 400"
                              << "";
        QTest::newRow("spaces and CR") << "  " + start + " ; D1 20 ;D2 400 \r"
                                       << "";
        QTest::newRow("no counts") << start << "no ';D<depth> <count>' entries";
        QTest::newRow("count not a number") << start + " ;D1 x"
                                            << "bad entry 'D1 x'";
        QTest::newRow("negative count") << start + " ;D1 -20"
                                        << "bad entry 'D1 -20'";
        QTest::newRow("depth zero") << start + " ;D0 1"
                                    << "bad entry 'D0 1'";
        QTest::newRow("no D") << start + " ;1 20"
                              << "bad entry '1 20'";
        QTest::newRow("bad FEN") << "8/8/8/8/8/8/8/8 w - - 0 1 ;D1 0"
                                 << "bad FEN: White has no king";
        QTest::newRow("depth past the bound") << start + " ;D1 20 ;D1000000 1"
                                              << "bad entry 'D1000000 1': depth 1000000 is out of range (1 to 20)";
        QTest::newRow("depth 21") << start + " ;D21 1"
                                  << "depth 21 is out of range";
        QTest::newRow("depth overflowing int") << start + " ;D99999999999999999999 1"
                                               << "bad entry 'D99999999999999999999 1'";
    }
    void suiteLines()
    {
        QFETCH(QString, line);
        QFETCH(QString, error);
        const Result<PerftCase> c = parsePerftLine(line.toStdString());
        if (error.isEmpty()) {
            QVERIFY2(c.ok(), c.error().c_str());
            QCOMPARE(c->fen, std::string(Position::START_FEN));
            QCOMPARE(c->counts.size(), std::size_t(2));
            QCOMPARE(c->counts[1], (std::pair<int, std::uint64_t>(2, 400)));
        } else {
            QVERIFY(!c.ok());
            QVERIFY2(QString::fromStdString(c.error()).contains(error), c.error().c_str());
        }
        QVERIFY(isPerftComment("# a comment"));
        QVERIFY(isPerftComment("   "));
        QVERIFY(!isPerftComment(line.toStdString()));
    }

    // A budget stops the count as soon as it is passed, whatever the depth asked for, and leaves
    // the position as it was; a tree within the budget is counted in full.
    void budget_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("budget");
        QTest::addColumn<bool>("complete");
        QTest::addColumn<qulonglong>("nodes"); // the full count when complete
        const QString kings = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
        const QString start = QString::fromLatin1(Position::START_FEN.data());
        QTest::newRow("bare kings, depth 20") << kings << 20 << 10'000'000ULL << false << 0ULL;
        QTest::newRow("bare kings, depth 20, small budget") << kings << 20 << 1000ULL << false << 0ULL;
        QTest::newRow("start, depth 4, within") << start << 4 << 197'281ULL << true << 197'281ULL;
        QTest::newRow("start, depth 4, one short") << start << 4 << 197'280ULL << false << 0ULL;
        QTest::newRow("start, depth 0") << start << 0 << 1ULL << true << 1ULL;
        QTest::newRow("mate, no moves") << "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1" << 20 << 1000ULL << true << 0ULL;
    }
    void budget()
    {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(qulonglong, budget);
        QFETCH(bool, complete);
        QFETCH(qulonglong, nodes);
        Position pos = Position::fromFen(fen.toStdString()).value();
        const PerftCount count = perft(pos, depth, budget);
        QCOMPARE(count.complete, complete);
        if (complete)
            QCOMPARE(qulonglong(count.nodes), nodes);
        else // stopped as soon as the budget was passed: at most one leaf count beyond it
            QVERIFY2(count.nodes <= budget + 256, qPrintable(QString::number(count.nodes)));
        QCOMPARE(QString::fromStdString(pos.fen()), fen);
    }

    void tooDeepIsRefused()
    {
        Position pos;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, perft(pos, MAX_PERFT_DEPTH + 1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, perft(pos, 1'000'000, 10));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, perftDivide(pos, 1'000'000));
    }

    // The suite runner stops a wrong count at the budget and says so, neither pass nor mismatch.
    void suiteRunner()
    {
        const Result<std::vector<PerftCase>> cases = loadPerftSuite(KD_TEST_DATA_DIR "/budget.epd");
        QVERIFY2(cases.ok(), cases.error().c_str());
        QCOMPARE(cases->size(), std::size_t(2));
        QCOMPARE(cases->at(1).line, 4);
        std::vector<PerftCheck> checks;
        const PerftSuiteSummary s = runPerftSuite(*cases, 100'000, [&](const PerftCheck& c) { checks.push_back(c); });
        QCOMPARE(s.positions, 2);
        QCOMPARE(s.failed, 0);
        QCOMPARE(s.stopped, 1);
        QCOMPARE(checks.size(), std::size_t(4));
        QCOMPARE(checks[2].outcome, PerftCheck::Pass); // bare kings, depth 1: 5 moves
        QCOMPARE(checks[3].outcome, PerftCheck::Stopped);
        QCOMPARE(checks[3].depth, 20);
        QCOMPARE(checks[3].position, &cases->at(1));

        const Result<std::vector<PerftCase>> deep = loadPerftSuite(KD_TEST_DATA_DIR "/deep-line.epd");
        QVERIFY(!deep.ok());
        QVERIFY2(QString::fromStdString(deep.error())
                     .endsWith("deep-line.epd:3: bad entry 'D1000000 1': depth 1000000 "
                               "is out of range (1 to 20)"),
            deep.error().c_str());
        QVERIFY(!loadPerftSuite(KD_TEST_DATA_DIR "/no-such-file.epd").ok());
    }

    void depthZeroIsOneNode()
    {
        Position pos;
        QCOMPARE(perft(pos, 0), std::uint64_t(1));
    }
};

QTEST_GUILESS_MAIN(TestPerft)
#include "tst_perft.moc"
