// Perft: the move generator against the node counts of an independent generator.
#include "support.h"

#include "core/notation.h"

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

    void depthZeroIsOneNode()
    {
        Position pos;
        QCOMPARE(perft(pos, 0), std::uint64_t(1));
    }
};

QTEST_GUILESS_MAIN(TestPerft)
#include "tst_perft.moc"
