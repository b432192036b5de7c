// Opening names: a small ECO file written by the test (entries over several lines, refined codes,
// two entries for one position), lines classified by their last named position, transpositions
// (also one whose en-passant square nobody can take), files refused with the line and the reason,
// and Debian's scid.eco when it is installed.
#include "book/eco.h"
#include "core/notation.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace kd;

namespace {

// (Not a raw string: moc would read its "#" line as a directive.)
const char* const SMALL_ECO
    = "# A small ECO file in Scid's format, written for this test.\n"
      "A00a \"Start position\"  *\n"
      "A04 \"Reti Opening\"  1.Nf3 *\n"
      "A09 \"Reti: 2.c4\"  1.Nf3 d5 2.c4 *\n"
      "A15 \"English: Anglo-Indian\"  1.Nf3 Nf6\n"
      "  2.c4 *\n"
      "B20 \"Sicilian\"  1.e4 c5 *\n"
      "B90a \"Sicilian: Najdorf\"  1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 *\n"
      "B90a1 \"Sicilian: Najdorf, 6.Be3\"  1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 6.Be3 *\n"
      "C20 \"Open Game\"  1.e4 e5 *\n"
      "C20 \"Open Game, again\"  1.e4 e5 *\n"
      "D02 \"Queen's Pawn: 2.Nf3 d5\"  1.d4 d5 2.Nf3 *\n";

std::vector<Move> movesOf(const QString& san, Position pos = Position())
{
    std::vector<Move> out;
    for (const QString& token : san.split(' ', Qt::SkipEmptyParts)) {
        const Move m = parseSan(pos, token.toStdString()).value();
        out.push_back(m);
        pos.doMove(m);
    }
    return out;
}

EcoTable small()
{
    Result<EcoTable> table = EcoTable::fromText(SMALL_ECO, "small.eco");
    if (!table)
        qFatal("%s", table.error().c_str());
    return std::move(table).value();
}

} // namespace

class TestEco : public QObject {
    Q_OBJECT

private slots:
    void readsEveryEntry()
    {
        const EcoTable table = small();
        QCOMPARE(table.size(), std::size_t(10));
        QCOMPARE(QString::fromStdString(table.name()), QStringLiteral("small.eco"));
    }

    void classify_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("ply");
        QTest::newRow("start") << ""
                               << "A00a"
                               << "Start position" << 0;
        QTest::newRow("one move") << "Nf3"
                                  << "A04"
                                  << "Reti Opening" << 1;
        QTest::newRow("past the last named position") << "Nf3 e6 g3"
                                                      << "A04"
                                                      << "Reti Opening" << 1;
        QTest::newRow("entry over two lines") << "Nf3 Nf6 c4"
                                              << "A15"
                                              << "English: Anglo-Indian" << 3;
        QTest::newRow("longest entry wins") << "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5"
                                            << "B90a1"
                                            << "Sicilian: Najdorf, 6.Be3" << 11;
        QTest::newRow("a shorter one on the way") << "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Bg5"
                                                  << "B90a"
                                                  << "Sicilian: Najdorf" << 10;
        QTest::newRow("first entry for a position") << "e4 e5 Nf3"
                                                    << "C20"
                                                    << "Open Game" << 2;
        // Transpositions: the same position in another move order.
        QTest::newRow("transposition") << "Nf3 d5 d4"
                                       << "D02"
                                       << "Queen's Pawn: 2.Nf3 d5" << 3;
        QTest::newRow("transposition into a line ending with a double step") << "c4 Nf6 Nf3"
                                                                             << "A15"
                                                                             << "English: Anglo-Indian" << 3;
        QTest::newRow("transposition, Najdorf by 2.d4") << "e4 c5 d4 cxd4 Nf3 d6 Nxd4 Nf6 Nc3 a6"
                                                        << "B90a"
                                                        << "Sicilian: Najdorf" << 10;
    }
    void classify()
    {
        QFETCH(QString, moves);
        QFETCH(QString, code);
        QFETCH(QString, name);
        QFETCH(int, ply);
        const EcoTable table = small();
        const std::vector<Move> line = movesOf(moves);
        const OpeningAt at = table.classify(Position(), line, int(line.size()));
        QVERIFY(at.opening);
        QCOMPARE(QString::fromStdString(at.opening->code), code);
        QCOMPARE(QString::fromStdString(at.opening->name), name);
        QCOMPARE(QString::fromStdString(at.opening->eco()), code.left(3));
        QCOMPARE(at.ply, ply);
    }

    void classifyStopsAtThePlyAsked()
    {
        const EcoTable table = small();
        const std::vector<Move> line = movesOf("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3");
        QCOMPARE(QString::fromStdString(table.classify(Position(), line, 10).opening->code), QStringLiteral("B90a"));
        QCOMPARE(QString::fromStdString(table.classify(Position(), line, 3).opening->code), QStringLiteral("B20"));
        QCOMPARE(QString::fromStdString(table.classify(Position(), line, 0).opening->code), QStringLiteral("A00a"));
    }

    void unnamedLines()
    {
        const EcoTable table = small();
        QVERIFY(!table.find(Position::fromFen("8/8/8/8/8/8/8/k6K w - - 0 1").value()));
        // A game from another start that never meets a named position.
        const Position start = Position::fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").value();
        const std::vector<Move> line = movesOf("e4 Kd7", start);
        const OpeningAt at = table.classify(start, line, 2);
        QVERIFY(!at.opening);
        QCOMPARE(at.ply, -1);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << "# nothing\n\n"
                               << "ECO file 'bad.eco' holds no opening";
        QTest::newRow("not a code")
            << "A00 \"Start\" *\nZ12 \"Zebra\" 1.e4 *\n"
            << "ECO file 'bad.eco' line 2: expected an ECO code such as B90 or B90a1, found 'Z12'";
        QTest::newRow("refinement out of range") << "B90a7 \"Najdorf\" 1.e4 *\n"
                                                 << "ECO file 'bad.eco' line 1: expected an ECO code such as B90 or "
                                                    "B90a1, found 'B90a7'";
        QTest::newRow("name without quotes") << "\n\nB20 Sicilian 1.e4 c5 *\n"
                                             << "ECO file 'bad.eco' line 3: the name of B20 must follow it in double "
                                                "quotes on one line";
        QTest::newRow("name not closed") << "B20 \"Sicilian\n 1.e4 c5 *\n"
                                         << "ECO file 'bad.eco' line 1: the name of B20 must follow it in double "
                                            "quotes on one line";
        QTest::newRow("no star") << "B20 \"Sicilian\" 1.e4 c5 *\nC20 \"Open Game\" 1.e4 e5\n"
                                 << "ECO file 'bad.eco' line 2: C20 'Open Game' has no '*' at the end of its moves";
        QTest::newRow("illegal move") << "A00 \"Start\" *\n\nC20 \"Open Game\" 1.e4 e5 2.Ke3 *\n"
                                      << "ECO file 'bad.eco' line 3: C20 'Open Game', move 3 'Ke3': ";
    }
    void refused()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const Result<EcoTable> table = EcoTable::fromText(text.toStdString(), "bad.eco");
        QVERIFY(!table);
        QVERIFY2(QString::fromStdString(table.error()).startsWith(message), table.error().c_str());
    }

    void loadsAFileAndNamesTheMissingOne()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("small.eco")).toStdString();
        std::ofstream(path) << SMALL_ECO;
        const Result<EcoTable> table = EcoTable::load(path);
        QVERIFY2(table.ok(), table.error().c_str());
        QCOMPARE(table->size(), std::size_t(10));
        const Result<EcoTable> missing = EcoTable::load(path + ".missing");
        QVERIFY(!missing);
        QCOMPARE(QString::fromStdString(missing.error()),
            "ECO file '" + QString::fromStdString(path) + ".missing': no such file");
        const Result<EcoTable> endless = EcoTable::load("/dev/zero");
        QVERIFY(!endless);
        QCOMPARE(QString::fromStdString(endless.error()),
            "ECO file '/dev/zero': it is not a regular file (a device, pipe or socket)");
    }

    // Debian's scid-data (listed in .ci/debian-packages): every entry reads, and known lines.
    void debianScidEco()
    {
        if (!std::ifstream(DEFAULT_ECO_FILE))
            QSKIP("scid-data is not installed");
        const Result<EcoTable> table = EcoTable::load(DEFAULT_ECO_FILE);
        QVERIFY2(table.ok(), table.error().c_str());
        QVERIFY(table->size() > 10000);
        const std::vector<Move> najdorf = movesOf("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6");
        const OpeningAt at = table->classify(Position(), najdorf, int(najdorf.size()));
        QVERIFY(at.opening);
        QCOMPARE(QString::fromStdString(at.opening->eco()), QStringLiteral("B90"));
        QVERIFY(QString::fromStdString(at.opening->name).contains(QStringLiteral("Najdorf")));
        const std::vector<Move> qgd = movesOf("Nf3 d5 c4 e6 d4 Nf6 Nc3"); // a QGD by transposition
        const OpeningAt q = table->classify(Position(), qgd, int(qgd.size()));
        QVERIFY(q.opening);
        QCOMPARE(QString::fromStdString(q.opening->eco()).left(1), QStringLiteral("D"));
    }
};

QTEST_GUILESS_MAIN(TestEco)
#include "tst_eco.moc"
