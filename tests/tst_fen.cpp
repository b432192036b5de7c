// FEN: reading, writing, round trips, and a precise error for every kind of bad FEN.
#include "support.h"

#include <random>

using namespace kd;

class TestFen : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("fen");
        for (const PerftCase& c : kdtest::perftSuite())
            QTest::newRow(c.fen.c_str()) << QString::fromStdString(c.fen);
        // En passant after any double step, even when no pawn can capture (as the FEN standard says).
        QTest::newRow("ep no capturer") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        QTest::newRow("ep capturable") << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
        QTest::newRow("some rights") << "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 17 42";
        QTest::newRow("no rights, big counters") << "8/8/4k3/8/8/3K4/8/8 w - - 99 250";
        QTest::newRow("largest counters") << "8/8/4k3/8/8/3K4/8/8 w - - 100000000 100000000";
        QTest::newRow("counters beyond 16 bits") << "8/8/4k3/8/8/3K4/8/8 b - - 70000 65537";
    }
    void roundTrip()
    {
        QFETCH(QString, fen);
        const Result<Position> pos = Position::fromFen(fen.toStdString());
        QVERIFY2(pos.ok(), pos.error().c_str());
        QCOMPARE(QString::fromStdString(pos->fen()), fen);
    }

    // Only what FEN allows is normalised: order of castling letters, spacing, missing counters.
    void normalisation_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("written");
        QTest::newRow("castling order") << "r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1"
                                        << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        QTest::newRow("four fields (EPD)") << "8/8/4k3/8/8/3K4/8/8 b - -"
                                           << "8/8/4k3/8/8/3K4/8/8 b - - 0 1";
        QTest::newRow("extra spaces") << "  8/8/4k3/8/8/3K4/8/8   w  -  -  3   9 "
                                      << "8/8/4k3/8/8/3K4/8/8 w - - 3 9";
        QTest::newRow("fullmove 0") << "8/8/4k3/8/8/3K4/8/8 w - - 0 0"
                                    << "8/8/4k3/8/8/3K4/8/8 w - - 0 1";
    }
    void normalisation()
    {
        QFETCH(QString, input);
        QFETCH(QString, written);
        const Result<Position> pos = Position::fromFen(input.toStdString());
        QVERIFY2(pos.ok(), pos.error().c_str());
        QCOMPARE(QString::fromStdString(pos->fen()), written);
    }

    void startPosition()
    {
        QCOMPARE(Position().fen(), std::string(Position::START_FEN));
        const Position pos;
        QCOMPARE(pos.sideToMove(), WHITE);
        QCOMPARE(pos.castlingRights(), ANY_CASTLING);
        QCOMPARE(pos.pieceOn(SQ_E1), W_KING);
        QCOMPARE(pos.pieceOn(SQ_D8), B_QUEEN);
        QCOMPARE(popcount(pos.pieces()), 32);
    }

    void badFen_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("message");
        const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        QTest::newRow("empty") << ""
                               << "FEN is empty";
        QTest::newRow("bad piece letter") << "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                          << "bad piece letter 'x' in rank 7";
        QTest::newRow("digit 9") << "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                 << "bad piece letter '9' in rank 6";
        QTest::newRow("rank too short") << "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                        << "rank 7 ('ppppppp') has 7 squares, expected 8";
        QTest::newRow("rank too long") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR1 w KQkq - 0 1"
                                       << "rank 1 ('RNBQKBNR1') has 9 squares, expected 8";
        QTest::newRow("7 ranks") << "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                 << "piece placement has 7 ranks, expected 8";
        QTest::newRow("9 ranks") << "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                 << "piece placement has 9 ranks, expected 8";
        QTest::newRow("no black king") << "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"
                                       << "Black has no king";
        QTest::newRow("two white kings") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1"
                                         << "White has 2 kings";
        QTest::newRow("nine pawns") << "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"
                                    << "White has 9 pawns";
        QTest::newRow("side x") << start + " x KQkq - 0 1"
                                << "side to move must be 'w' or 'b', not 'x'";
        QTest::newRow("side W") << start + " W KQkq - 0 1"
                                << "side to move must be 'w' or 'b', not 'W'";
        QTest::newRow("castling letter") << start + " w KQkx - 0 1"
                                         << "bad castling letter 'x'";
        QTest::newRow("castling twice") << start + " w KKq - 0 1"
                                        << "castling right 'K' appears twice";
        QTest::newRow("castling king moved") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1KNR w K - 0 1"
                                             << "castling right 'K' needs the White king on e1";
        QTest::newRow("castling rook gone") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w K - 0 1"
                                            << "castling right 'K' needs a White rook on h1";
        QTest::newRow("castling black rook") << "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w q - 0 1"
                                             << "castling right 'q' needs a Black rook on a8";
        QTest::newRow("ep not a square") << start + " w KQkq z9 0 1"
                                         << "en-passant field 'z9' is not a square";
        QTest::newRow("ep wrong rank") << "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 2"
                                       << "en-passant square e3 is on the wrong rank: with White to move it must "
                                          "be on rank 6";
        QTest::newRow("ep no pawn") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq d3 0 1"
                                    << "en-passant square d3 has no White pawn on d4 that just made a double step";
        QTest::newRow("ep origin occupied") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPNPPP/RNBQKB1R b KQkq e3 0 1"
                                            << "en-passant square e3 is impossible: e3 and e2 must be empty";
        QTest::newRow("pawn on rank 8") << "4k2P/8/8/8/8/8/8/4K3 w - - 0 1"
                                        << "pawn on h8";
        QTest::newRow("pawn on rank 1") << "4k3/8/8/8/8/8/8/p3K3 w - - 0 1"
                                        << "pawn on a1";
        QTest::newRow("side not to move in check") << "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"
                                                   << "the side not to move (Black) is in check";
        QTest::newRow("kings touching") << "8/8/8/3kK3/8/8/8/8 b - - 0 1"
                                        << "the side not to move (White) is in check";
        QTest::newRow("halfmove word") << start + " w KQkq - x 1"
                                       << "halfmove clock 'x' is not a number";
        QTest::newRow("halfmove negative") << start + " w KQkq - -1 1"
                                           << "halfmove clock '-1' is not a number";
        QTest::newRow("halfmove too large") << start + " w KQkq - 100000001 1"
                                            << "halfmove clock '100000001' is not a number from 0 to 100000000";
        QTest::newRow("halfmove beyond int") << start + " w KQkq - 99999999999 1"
                                             << "halfmove clock '99999999999' is not a number";
        QTest::newRow("fullmove too large") << start + " w KQkq - 0 100000001"
                                            << "fullmove number '100000001' is not a number from 1 to 100000000";
        QTest::newRow("fullmove word") << start + " w KQkq - 0 one"
                                       << "fullmove number 'one' is not a number";
        QTest::newRow("fullmove trailing") << start + " w KQkq - 0 1x"
                                           << "fullmove number '1x' is not a number";
        QTest::newRow("too many fields") << start + " w KQkq - 0 1 extra"
                                         << "FEN has 7 fields, at most 6 are allowed";
        QTest::newRow("too few fields") << start + " w"
                                        << "FEN has 2 field(s)";
    }
    void badFen()
    {
        QFETCH(QString, fen);
        QFETCH(QString, message);
        const Result<Position> pos = Position::fromFen(fen.toStdString());
        QVERIFY(!pos.ok());
        QVERIFY2(QString::fromStdString(pos.error()).contains(message),
            qPrintable("got: " + QString::fromStdString(pos.error())));
    }

    // Random corruptions of good FENs never crash, and whatever is accepted is self-consistent.
    void corruptedFensNeverCrash()
    {
        std::mt19937_64 rng(7);
        const std::string alphabet = "pnbrqkPNBRQK12345678/ wb-KQkqabcdefgh0123456789x";
        const auto suite = kdtest::perftSuite();
        int accepted = 0;
        for (int i = 0; i < 20000; ++i) {
            std::string fen = suite[rng() % suite.size()].fen;
            for (int edits = 1 + int(rng() % 3); edits > 0; --edits)
                fen[rng() % fen.size()] = alphabet[rng() % alphabet.size()];
            const Result<Position> pos = Position::fromFen(fen);
            if (!pos) {
                QVERIFY(!pos.error().empty());
                continue;
            }
            ++accepted;
            const Result<Position> again = Position::fromFen(pos->fen());
            QVERIFY2(again.ok(), fen.c_str());
            QCOMPARE(again->fen(), pos->fen());
            Position copy = *pos;
            perft(copy, 2);
        }
        QVERIFY(accepted > 100); // some corruptions stay legal (a digit for a digit, ...)
    }
};

QTEST_GUILESS_MAIN(TestFen)
#include "tst_fen.moc"
