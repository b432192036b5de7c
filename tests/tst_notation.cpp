// UCI and SAN: writing, reading, and the forms people paste.
#include "support.h"

#include "core/notation.h"

#include <set>

using namespace kd;

namespace {

Position fromFen(const QString& fen)
{
    Result<Position> pos = Position::fromFen(fen.toStdString());
    if (!pos)
        qFatal("bad test FEN %s: %s", qPrintable(fen), pos.error().c_str());
    return std::move(pos).value();
}

} // namespace

class TestNotation : public QObject {
    Q_OBJECT

private slots:
    // Every legal move of every suite position (and of the positions one move later) survives
    // write -> read in both notations, and SAN strings are unique within a position.
    void roundTripEveryLegalMove()
    {
        std::uint64_t moves = 0, expected = 0;
        for (const PerftCase& c : kdtest::perftSuite()) {
            for (const auto& [depth, count] : c.counts)
                expected += depth <= 2 ? count : 0; // the moves at depth 1 and 2 are the ones checked
            Position pos = Position::fromFen(c.fen).value();
            auto check = [&](const Position& p) {
                std::set<std::string> sans;
                for (Move m : MoveList(p)) {
                    const Result<Move> uci = parseUci(p, toUci(m));
                    QVERIFY2(uci.ok() && *uci == m, (p.fen() + " " + toUci(m)).c_str());
                    const std::string san = toSan(p, m);
                    const Result<Move> back = parseSan(p, san);
                    QVERIFY2(back.ok() && *back == m, (p.fen() + " " + san + ": " + back.error()).c_str());
                    QVERIFY2(sans.insert(san).second, (p.fen() + " duplicate SAN " + san).c_str());
                    ++moves;
                }
            };
            check(pos);
            for (Move m : MoveList(pos)) {
                pos.doMove(m);
                check(pos);
                pos.undoMove();
            }
        }
        QCOMPARE(moves, expected);
    }

    void writeSan_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("uci");
        QTest::addColumn<QString>("san");
        const QString start = QString::fromLatin1(Position::START_FEN.data());
        QTest::newRow("pawn push") << start << "e2e4"
                                   << "e4";
        QTest::newRow("knight") << start << "g1f3"
                                << "Nf3";
        const QString twoKnights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
        QTest::newRow("file disambiguation b") << twoKnights << "b1d2"
                                               << "Nbd2";
        QTest::newRow("file disambiguation f") << twoKnights << "f1d2"
                                               << "Nfd2";
        QTest::newRow("no disambiguation needed") << twoKnights << "f1g3"
                                                  << "Ng3";
        const QString twoRooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
        QTest::newRow("rank disambiguation 1") << twoRooks << "a1a3"
                                               << "R1a3";
        QTest::newRow("rank disambiguation 5") << twoRooks << "a5a3"
                                               << "R5a3";
        const QString threeQueens = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
        QTest::newRow("both needed") << threeQueens << "a1b2"
                                     << "Qa1b2";
        QTest::newRow("rank among three") << threeQueens << "a3b2"
                                          << "Q3b2";
        QTest::newRow("file among three") << threeQueens << "c1b2"
                                          << "Qcb2";
        // The knight on e3 is pinned, so Nc2 is not ambiguous.
        QTest::newRow("pinned piece ignored") << "4r1k1/8/8/8/3N4/4N3/8/4K3 w - - 0 1"
                                              << "d4c2"
                                              << "Nc2";
        QTest::newRow("pawn capture") << "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
                                      << "e4d5"
                                      << "exd5";
        QTest::newRow("en passant") << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
                                    << "e5f6"
                                    << "exf6";
        QTest::newRow("promotion") << "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1"
                                   << "e7e8q"
                                   << "e8=Q";
        QTest::newRow("under-promotion with check") << "8/4P3/8/8/8/8/8/k3K3 w - - 0 1"
                                                    << "e7e8r"
                                                    << "e8=R";
        QTest::newRow("promotion check") << "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
                                         << "e7e8q"
                                         << "e8=Q+";
        QTest::newRow("capture promotion") << "3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1"
                                           << "e7d8n"
                                           << "exd8=N";
        QTest::newRow("castle short") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                      << "e1g1"
                                      << "O-O";
        QTest::newRow("castle long") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
                                     << "e8c8"
                                     << "O-O-O";
        QTest::newRow("check") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                               << "a1a8"
                               << "Ra8+";
        QTest::newRow("mate") << "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
                              << "h5f7"
                              << "Qxf7#";
    }
    void writeSan()
    {
        QFETCH(QString, fen);
        QFETCH(QString, uci);
        QFETCH(QString, san);
        const Position pos = fromFen(fen);
        const Result<Move> m = parseUci(pos, uci.toStdString());
        QVERIFY2(m.ok(), m.error().c_str());
        QCOMPARE(QString::fromStdString(toSan(pos, *m)), san);
        const Result<Move> back = parseSan(pos, san.toStdString());
        QVERIFY2(back.ok(), back.error().c_str());
        QCOMPARE(*back, *m);
    }

    // Forms people paste that must still be read as the one move they mean.
    void readVariants_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("uci");
        const QString start = QString::fromLatin1(Position::START_FEN.data());
        const QString castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        QTest::newRow("zeros short") << castle << "0-0"
                                     << "e1g1";
        QTest::newRow("zeros long") << castle << "0-0-0"
                                    << "e1c1";
        QTest::newRow("castle with check mark") << castle << "O-O+"
                                                << "e1g1";
        QTest::newRow("promotion without =") << "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1"
                                             << "e8Q"
                                             << "e7e8q";
        QTest::newRow("promotion lower case") << "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1"
                                              << "e8=n"
                                              << "e7e8n";
        QTest::newRow("promotion parentheses") << "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1"
                                               << "e8(R)"
                                               << "e7e8r";
        QTest::newRow("missing mate mark") << "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
                                           << "Qxf7"
                                           << "h5f7";
        QTest::newRow("missing capture mark") << "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
                                              << "Qf7#"
                                              << "h5f7";
        QTest::newRow("annotation") << start << "Nf3!?"
                                    << "g1f3";
        QTest::newRow("long algebraic") << start << "Ng1-f3"
                                        << "g1f3";
        QTest::newRow("pawn long algebraic") << start << "e2-e4"
                                             << "e2e4";
        QTest::newRow("uci through san") << start << "e2e4"
                                         << "e2e4";
        QTest::newRow("explicit pawn letter") << start << "Pe4"
                                              << "e2e4";
        QTest::newRow("en passant suffix") << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
                                           << "exf6 e.p."
                                           << "e5f6";
        QTest::newRow("surrounding spaces") << start << "  d4 "
                                            << "d2d4";
    }
    void readVariants()
    {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(QString, uci);
        const Position pos = fromFen(fen);
        const Result<Move> m = parseSan(pos, text.toStdString());
        QVERIFY2(m.ok(), m.error().c_str());
        QCOMPARE(QString::fromStdString(toUci(*m)), uci);
    }

    void rejected_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const QString start = QString::fromLatin1(Position::START_FEN.data());
        QTest::newRow("ambiguous") << "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"
                                   << "Nd2"
                                   << "ambiguous move 'Nd2': Nbd2 and Nfd2 are both legal";
        QTest::newRow("ambiguous three") << "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1"
                                         << "Qb2"
                                         << "ambiguous move 'Qb2': Q3b2, Qa1b2 and Qcb2 are all legal";
        QTest::newRow("illegal knight") << start << "Nf6"
                                        << "illegal move 'Nf6': no White knight can move to f6";
        QTest::newRow("pinned knight") << "4r1k1/8/8/8/3N4/4N3/8/4K3 w - - 0 1"
                                       << "Nec2"
                                       << "illegal move 'Nec2': no White knight can move to c2";
        QTest::newRow("into check") << "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"
                                    << "Kd1"
                                    << "no White king can move to d1";
        QTest::newRow("missing promotion") << "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1"
                                           << "e8"
                                           << "reaches the last rank: add the promotion piece";
        QTest::newRow("bad promotion piece") << "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1"
                                             << "e8=K"
                                             << "'K' is not a promotion piece";
        QTest::newRow("promotion on a non-promotion") << start << "e4=Q"
                                                      << "no White pawn can move to e4 with that promotion";
        QTest::newRow("castle through check") << "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1"
                                              << "O-O"
                                              << "White cannot castle kingside here";
        QTest::newRow("capture mark on empty square") << start << "Nxf3"
                                                      << "there is nothing to capture on f3";
        QTest::newRow("garbage") << start << "hello"
                                 << "'hello' is not a move";
        QTest::newRow("off the board") << start << "Nz9"
                                       << "'Nz9' is not a move";
        QTest::newRow("empty") << start << ""
                               << "empty move";
        // Short and punctuation-only inputs: each is refused without reading outside the text.
        QTest::newRow("Q)") << start << "Q)"
                            << "'Q)' is not a move";
        QTest::newRow(")") << start << ")"
                           << "')' is not a move";
        QTest::newRow("(") << start << "("
                           << "'(' is not a move";
        QTest::newRow("()") << start << "()"
                            << "'()' is not a move";
        QTest::newRow("(Q)") << start << "(Q)"
                             << "'(Q)' is not a move";
        QTest::newRow("=") << start << "="
                           << "'=' is not a move";
        QTest::newRow("+") << start << "+"
                           << "empty move";
        QTest::newRow("#") << start << "#"
                           << "empty move";
        QTest::newRow("!?") << start << "!?"
                            << "empty move";
        QTest::newRow("O-") << start << "O-"
                            << "'O-' is not a move";
        QTest::newRow("e8=") << "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1"
                             << "e8="
                             << "'=' is not a promotion piece";
        QTest::newRow("e8=()") << "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1"
                               << "e8()"
                               << "is not a promotion piece";
        QTest::newRow("x") << start << "x"
                           << "'x' is not a move";
        QTest::newRow("-") << start << "-"
                           << "'-' is not a move";
        QTest::newRow("e.p.") << start << "e.p."
                              << "'e.p.' is not a move";
        QTest::newRow("ep") << start << "ep"
                            << "'ep' is not a move";
        QTest::newRow("N") << start << "N"
                           << "'N' is not a move";
        QTest::newRow("spaces") << start << "   "
                                << "empty move";
    }
    void rejected()
    {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(QString, message);
        const Result<Move> m = parseSan(fromFen(fen), text.toStdString());
        QVERIFY2(!m.ok(), qPrintable("accepted " + text));
        QVERIFY2(QString::fromStdString(m.error()).contains(message), m.error().c_str());
    }

    void uciRejected_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("illegal") << "e2e5"
                                 << "move 'e2e5' is not legal in this position";
        QTest::newRow("no piece") << "e3e4"
                                  << "move 'e3e4' is not legal in this position";
        QTest::newRow("short") << "e2"
                               << "'e2' is not a move in UCI notation";
        QTest::newRow("bad promotion") << "e2e4k"
                                       << "'e2e4k' is not a move in UCI notation";
        QTest::newRow("upper-case promotion") << "e7e8Q"
                                              << "is not a move in UCI notation";
        QTest::newRow("too long") << "e2e4e5"
                                  << "is not a move in UCI notation";
    }
    void uciRejected()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const Result<Move> m = parseUci(Position(), text.toStdString());
        QVERIFY(!m.ok());
        QVERIFY2(QString::fromStdString(m.error()).contains(message), m.error().c_str());
    }

    // A move after mate or stalemate is refused saying the game is over there.
    void uciMoveAfterTheEnd()
    {
        const Result<Move> mate = parseUci(fromFen("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1"), "a8a7");
        QCOMPARE(QString::fromStdString(mate.error()),
            QString("move 'a8a7' comes after the end of the game: the side to move is checkmated"));
        const Result<Move> stalemate = parseUci(fromFen("k7/8/1Q6/8/8/8/8/7K b - - 0 1"), "a8b8");
        QCOMPARE(QString::fromStdString(stalemate.error()),
            QString("move 'a8b8' comes after the end of the game: the side to move is stalemated"));
    }

    void uciPromotionNeedsPiece()
    {
        const Position pos = fromFen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
        const Result<Move> m = parseUci(pos, "e7e8");
        QVERIFY(!m.ok());
        QVERIFY2(QString::fromStdString(m.error()).contains("is a promotion: add the piece, as in 'e7e8q'"),
            m.error().c_str());
    }

    void moveLayout()
    {
        const Move m = Move::make(SQ_E7, SQ_D8, Move::PROMOTION, ROOK);
        QCOMPARE(m.from(), SQ_E7);
        QCOMPARE(m.to(), SQ_D8);
        QCOMPARE(m.kind(), Move::PROMOTION);
        QCOMPARE(m.promotion(), ROOK);
        QCOMPARE(int(m.raw()), SQ_E7 | (SQ_D8 << 6) | (2 << 12) | (1 << 14));
        QCOMPARE(toUci(Move::none()), std::string("0000"));
        QVERIFY(!Move::none());
        QVERIFY(!Move::null().isOk());
    }
};

QTEST_GUILESS_MAIN(TestNotation)
#include "tst_notation.moc"
