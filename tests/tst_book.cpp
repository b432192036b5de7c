// Polyglot opening books: the format's keys against the test keys its description publishes, a
// small book written by the test (weights, castling and promotions as the format writes them,
// entries for moves that are not legal), books that are refused with the reason, Debian's
// gnuchess book when it is installed, and the engine playing from a book.
#include "book/polyglot.h"
#include "booksupport.h"
#include "core/notation.h"
#include "search/engine.h"
#include "support.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <map>

using namespace kd;

namespace {

Position play(const QString& moves, std::string_view fen = Position::START_FEN)
{
    Position pos = Position::fromFen(fen).value();
    for (const QString& m : moves.split(' ', Qt::SkipEmptyParts))
        pos.doMove(parseUci(pos, m.toStdString()).value());
    return pos;
}

QStringList uciOf(const std::vector<BookMove>& moves)
{
    QStringList out;
    for (const BookMove& b : moves)
        out << QString::fromStdString(toUci(b.move)) + "/" + QString::number(b.weight);
    return out;
}

const char* const CASTLING_FEN = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
const char* const PROMOTION_FEN = "8/P7/8/8/8/8/8/k6K w - - 0 1";

std::string smallBook()
{
    const Position start = play("");
    return kdtest::polyglotBytes({
        {start, "e2e4", 6},
        {start, "d2d4", 3},
        {start, "g1f3", 0}, // known, never chosen
        {start, "e2e5", 9}, // not legal: skipped
        {play("e2e4"), "c7c5", 1},
        {play("", CASTLING_FEN), "e1h1", 2},
        {play("", CASTLING_FEN), "e1a1", 1},
        {play("", PROMOTION_FEN), "a7a8n", 1},
        {play("", PROMOTION_FEN), "a7a8q", 5},
    });
}

} // namespace

class TestBook : public QObject {
    Q_OBJECT

private slots:
    // The test keys of the format's description ("Polyglot book format"): the start position, then
    // lines with en-passant chances (only hashed when a pawn can take), lost castling rights and a
    // rook's move.
    void publishedKeys_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<quint64>("key");
        QTest::newRow("start") << "" << Q_UINT64_C(0x463b96181691fc9c);
        QTest::newRow("e4") << "e2e4" << Q_UINT64_C(0x823c9b50fd114196);
        QTest::newRow("e4 d5") << "e2e4 d7d5" << Q_UINT64_C(0x0756b94461c50fb0);
        QTest::newRow("e4 d5 e5") << "e2e4 d7d5 e4e5" << Q_UINT64_C(0x662fafb965db29d4);
        QTest::newRow("e4 d5 e5 f5") << "e2e4 d7d5 e4e5 f7f5" << Q_UINT64_C(0x22a48b5a8e47ff78);
        QTest::newRow("e4 d5 e5 f5 Ke2") << "e2e4 d7d5 e4e5 f7f5 e1e2" << Q_UINT64_C(0x652a607ca3f242c1);
        QTest::newRow("e4 d5 e5 f5 Ke2 Kf7") << "e2e4 d7d5 e4e5 f7f5 e1e2 e8f7" << Q_UINT64_C(0x00fdd303c946bdd9);
        QTest::newRow("a4 b5 h4 b4 c4") << "a2a4 b7b5 h2h4 b5b4 c2c4" << Q_UINT64_C(0x3c8123ea7b067637);
        QTest::newRow("a4 b5 h4 b4 c4 bxc3 Ra3")
            << "a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3" << Q_UINT64_C(0x5c3f9b829b279560);
    }

    void publishedKeys()
    {
        QFETCH(QString, moves);
        QFETCH(quint64, key);
        QCOMPARE(quint64(polyglotKey(play(moves))), key);
    }

    void movesOfASmallBook()
    {
        const PolyglotBook book = PolyglotBook::fromBytes(smallBook(), "small").value();
        QCOMPARE(book.size(), std::size_t(9));
        QCOMPARE(uciOf(book.moves(play(""))), QStringList({"e2e4/6", "d2d4/3", "g1f3/0"}));
        QCOMPARE(uciOf(book.moves(play("e2e4"))), QStringList({"c7c5/1"}));
        QCOMPARE(uciOf(book.moves(play("e2e4 e7e5"))), QStringList());
        // The format's king-takes-rook castling is Kandinsky's castling move.
        const std::vector<BookMove> castles = book.moves(play("", CASTLING_FEN));
        QCOMPARE(uciOf(castles), QStringList({"e1g1/2", "e1c1/1"}));
        QCOMPARE(castles[0].move.kind(), Move::CASTLING);
        QCOMPARE(uciOf(book.moves(play("", PROMOTION_FEN))), QStringList({"a7a8q/5", "a7a8n/1"}));
    }

    void pickFollowsTheWeights()
    {
        const PolyglotBook book = PolyglotBook::fromBytes(smallBook(), "small").value();
        std::mt19937_64 random(7);
        std::map<std::string, int> counts;
        const Position start = play("");
        for (int i = 0; i < 9000; ++i)
            ++counts[toUci(book.pick(start, random))];
        QCOMPARE(int(counts.size()), 2); // never g1f3 (weight 0) nor the illegal e2e5
        QVERIFY2(std::abs(counts["e2e4"] - 6000) < 300, qPrintable(QString::number(counts["e2e4"])));
        QVERIFY2(std::abs(counts["d2d4"] - 3000) < 300, qPrintable(QString::number(counts["d2d4"])));
        QVERIFY(!book.pick(play("e2e4 e7e5"), random));
    }

    void refusedBooks_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        const std::string good = smallBook();
        QTest::newRow("empty") << QByteArray() << "book 'bad.bin' is empty";
        QTest::newRow("cut short") << QByteArray::fromStdString(good.substr(0, good.size() - 5))
                                   << "its size, 139 bytes, is not a whole number of 16-byte entries";
        // The last entry (the largest key) first.
        std::string swapped = good.substr(good.size() - 16) + good.substr(16, good.size() - 32) + good.substr(0, 16);
        QTest::newRow("out of order") << QByteArray::fromStdString(swapped) << "entry 2 (at byte 16) is out of order";
        QTest::newRow("text") << QByteArray(32, 'x').append("not a book\n12345") << "is out of order";
    }

    void refusedBooks()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        const Result<PolyglotBook> book = PolyglotBook::fromBytes(bytes.toStdString(), "bad.bin");
        QVERIFY(!book.ok());
        QVERIFY2(QString::fromStdString(book.error()).contains(message), book.error().c_str());
    }

    void loadFromAFile()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("small.bin").toStdString();
        std::ofstream(path, std::ios::binary) << smallBook();
        const Result<PolyglotBook> book = PolyglotBook::load(path);
        QVERIFY(book.ok());
        QCOMPARE(book->size(), std::size_t(9));
        QCOMPARE(book->name(), path);
        const Result<PolyglotBook> missing = PolyglotBook::load(dir.filePath("none.bin").toStdString());
        QVERIFY(!missing.ok());
        QCOMPARE(QString::fromStdString(missing.error()), "book '" + dir.filePath("none.bin") + "': no such file");
    }

    // What cannot be a book is refused before reading: a folder, a device that never ends, and a
    // file larger than any book (sparse, so the test writes nothing).
    void refusesWhatIsNotABookFile_data()
    {
        kdtest::addNotAReadableFileRows("it is 3 GB, more than the 1 GB read at most");
    }
    void refusesWhatIsNotABookFile()
    {
        QFETCH(QString, what);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString path = kdtest::notAReadableFile(what, dir.path(), std::uintmax_t(3) << 30);
        const Result<PolyglotBook> book = PolyglotBook::load(path.toStdString());
        QVERIFY(!book.ok());
        QCOMPARE(QString::fromStdString(book.error()), "book '" + path + "': " + reason);
    }

    // Debian's gnuchess-book (listed in .ci/debian-packages): a real book of 180,000 entries.
    void gnuchessBook()
    {
        const Result<PolyglotBook> book = PolyglotBook::load(DEFAULT_BOOK_FILE);
        if (!book.ok())
            QSKIP("gnuchess-book is not installed");
        QVERIFY(book->size() > 100000);
        const QStringList first = uciOf(book->moves(play("")));
        QVERIFY2(first.size() >= 4, qPrintable(first.join(' ')));
        QVERIFY2(first.join(' ').contains("e2e4/") && first.join(' ').contains("d2d4/"), qPrintable(first.join(' ')));
        // Deep in a main line the book still knows moves, and every one is legal there.
        QVERIFY(!book->moves(play("e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3")).empty());
    }

    // The engine answers from the book at once while the position is in it, and searches after.
    void enginePlaysFromTheBook()
    {
        Engine engine;
        engine.setSeed(3);
        engine.setBook(std::make_shared<const PolyglotBook>(PolyglotBook::fromBytes(smallBook(), "small").value()));
        SearchLimits limits;
        limits.depth = 6;
        SearchResult r = engine.search(play(""), limits);
        QVERIFY(r.fromBook);
        QVERIFY(r.best == parseUci(play(""), "e2e4").value() || r.best == parseUci(play(""), "d2d4").value());
        QCOMPARE(r.nodes, std::uint64_t(0));
        r = engine.search(play("e2e4 e7e5"), limits); // not in the book
        QVERIFY(!r.fromBook);
        QCOMPARE(r.depth, 6);
        SearchLimits mate;
        mate.mate = 3;
        QVERIFY(!engine.search(play(""), mate).fromBook); // "go mate" always searches
        engine.setBook(nullptr);
        QVERIFY(!engine.search(play(""), limits).fromBook);
    }
};

QTEST_GUILESS_MAIN(TestBook)
#include "tst_book.moc"
