// Position: make/unmake, incremental Zobrist keys, castling rights, en passant, mirroring.
#include "support.h"

#include "core/notation.h"

using namespace kd;

namespace {

Position fromFen(const char* fen) { return Position::fromFen(fen).value(); }

} // namespace

class TestPosition : public QObject {
    Q_OBJECT

private slots:
    // Along long random games from every suite position the incremental key equals the key
    // computed from scratch, and undoing every move restores the FEN and key exactly.
    void incrementalKeyEqualsRecomputed()
    {
        std::mt19937_64 rng(2026);
        int plies = 0;
        for (const PerftCase& c : kdtest::perftSuite()) {
            for (int game = 0; game < 10; ++game) {
                Position pos = Position::fromFen(c.fen).value();
                const std::string fen = pos.fen();
                const Key key = pos.key();
                std::vector<std::string> fens {fen};
                const auto moves = kdtest::playRandomGame(pos, rng, 400, [&](const Position& p) {
                    QCOMPARE(p.key(), p.computeKey());
                    fens.push_back(p.fen());
                    ++plies;
                });
                for (std::size_t i = moves.size(); i > 0; --i) {
                    QCOMPARE(pos.fen(), fens[i]);
                    pos.undoMove();
                    QCOMPARE(pos.key(), pos.computeKey());
                }
                QCOMPARE(pos.fen(), fen);
                QCOMPARE(pos.key(), key);
            }
        }
        QVERIFY(plies > 50000);
    }

    void transpositionsShareAKey()
    {
        Position a, b;
        kdtest::play(a, {"Nf3", "Nf6", "Nc3", "Nc6"});
        kdtest::play(b, {"Nc3", "Nc6", "Nf3", "Nf6"});
        QCOMPARE(a.fen(), b.fen());
        QCOMPARE(a.key(), b.key());
    }

    // The en-passant square enters the key only when a legal capture exists, so that positions
    // that are the same under the repetition rule share a key.
    void enPassantInKeyOnlyWhenCapturable()
    {
        Position pushed;
        kdtest::play(pushed, {"e4"});
        QCOMPARE(pushed.epSquare(), SQ_E3);
        QCOMPARE(pushed.key(), fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").key());

        Position capturable = fromFen("rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3");
        kdtest::play(capturable, {"e4"});
        QCOMPARE(capturable.epSquare(), SQ_E3);
        QVERIFY(capturable.key() != fromFen("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3").key());

        // The capturing pawn is pinned along the rank: no legal capture, so no key difference.
        Position pinned = fromFen("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1");
        kdtest::play(pinned, {"e4"});
        QVERIFY(!pinned.epCaptureLegal());
        QCOMPARE(pinned.key(), fromFen("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1").key());
    }

    void castlingRightsFollowKingsAndRooks()
    {
        const char* fen = "r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1";
        Position pos = fromFen(fen);
        kdtest::play(pos, {"Bxh1"}); // rook captured on its home square
        QCOMPARE(pos.castlingRights(), WHITE_OOO | BLACK_CASTLING);

        pos = fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        kdtest::play(pos, {"Ra2"});
        QCOMPARE(pos.castlingRights(), WHITE_OO | BLACK_CASTLING);
        kdtest::play(pos, {"Kd8"});
        QCOMPARE(pos.castlingRights(), WHITE_OO);
        kdtest::play(pos, {"Kf1"});
        QCOMPARE(pos.castlingRights(), NO_CASTLING);
        QCOMPARE(pos.key(), pos.computeKey());
    }

    void castlingMovesTheRook()
    {
        Position pos = fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        kdtest::play(pos, {"O-O", "O-O-O"});
        QCOMPARE(pos.fen(), std::string("2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2"));
        pos.undoMove();
        pos.undoMove();
        QCOMPARE(pos.fen(), std::string("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    }

    void enPassantAndPromotionUndo()
    {
        Position pos = fromFen("4k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1");
        kdtest::play(pos, {"exd6"});
        QCOMPARE(pos.fen(), std::string("4k3/1P6/3P4/8/8/8/8/4K3 b - - 0 1"));
        QCOMPARE(pos.capturedPiece(), B_PAWN);
        kdtest::play(pos, {"Kd7", "b8=N+"});
        QCOMPARE(pos.fen(), std::string("1N6/3k4/3P4/8/8/8/8/4K3 b - - 0 2"));
        QVERIFY(pos.inCheck());
        for (int i = 0; i < 3; ++i)
            pos.undoMove();
        QCOMPARE(pos.fen(), std::string("4k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1"));
    }

    void countersAndFen()
    {
        Position pos;
        kdtest::play(pos, {"e4"});
        QCOMPARE(pos.fen(), std::string("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
        kdtest::play(pos, {"Nf6", "Nc3"});
        QCOMPARE(pos.fen(), std::string("rnbqkb1r/pppppppp/5n2/8/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 2"));
        QCOMPARE(pos.gamePly(), 3);
        QCOMPARE(pos.historyLength(), 3);
    }

    // The counters keep counting exactly over a very long game (they were 16-bit and wrapped after
    // 40,000 moves), repetitions are still found, and every FEN on the way reads back.
    void countersNeverWrap()
    {
        Position pos = fromFen("4k3/8/8/8/8/8/8/1N2K3 w - - 30000 1");
        const QStringList cycle {"Nc3", "Kd7", "Nb1", "Ke8"};
        for (int i = 0; i < 10000; ++i)
            kdtest::play(pos, cycle);
        QCOMPARE(pos.rule50(), 70000);
        QCOMPARE(pos.fullmoveNumber(), 20001);
        QVERIFY(pos.repetitions() >= 2);
        QCOMPARE(pos.fen(), std::string("4k3/8/8/8/8/8/8/1N2K3 w - - 70000 20001"));
        const Result<Position> again = Position::fromFen(pos.fen());
        QVERIFY2(again.ok(), again.error().c_str());
        QCOMPARE(again->fen(), pos.fen());
    }

    // From the largest counters a FEN may give, the position after a move still has a FEN that reads
    // back: the counters go on exactly and the FEN shows the maximum.
    void countersAtTheMaximum()
    {
        const std::string max = std::to_string(Position::MAX_FEN_COUNTER);
        Position pos = fromFen(("4k3/8/8/8/8/8/8/1N2K3 b - - " + max + " " + max).c_str());
        kdtest::play(pos, {"Kd7", "Nc3"});
        QCOMPARE(pos.rule50(), Position::MAX_FEN_COUNTER + 2);
        QCOMPARE(pos.fullmoveNumber(), Position::MAX_FEN_COUNTER + 1);
        QCOMPARE(pos.fen(), "8/3k4/8/8/8/2N5/8/4K3 b - - " + max + " " + max);
        const Result<Position> again = Position::fromFen(pos.fen());
        QVERIFY2(again.ok(), again.error().c_str());
        QCOMPARE(again->fen(), pos.fen());
    }

    void nullMove()
    {
        Position pos;
        kdtest::play(pos, {"e4"});
        const Key before = pos.key();
        pos.doNullMove();
        QCOMPARE(pos.sideToMove(), WHITE);
        QCOMPARE(pos.epSquare(), SQ_NONE);
        QCOMPARE(pos.key(), pos.computeKey());
        QVERIFY(pos.key() != before);
        pos.undoNullMove();
        QCOMPARE(pos.key(), before);
        QCOMPARE(pos.epSquare(), SQ_E3);
    }

    void mirrorIsAColourFlip()
    {
        for (const PerftCase& c : kdtest::perftSuite()) {
            Position pos = Position::fromFen(c.fen).value();
            Position m = pos.mirrored();
            QCOMPARE(m.mirrored().fen(), pos.fen());
            QCOMPARE(m.sideToMove(), ~pos.sideToMove());
            QCOMPARE(perft(m, 3), perft(pos, 3));
        }
    }

    void repetitionsCount()
    {
        Position pos;
        QCOMPARE(pos.repetitions(), 0);
        kdtest::play(pos, {"Nf3", "Nf6", "Ng1", "Ng8"});
        QCOMPARE(pos.repetitions(), 1);
        kdtest::play(pos, {"Nf3", "Nf6", "Ng1", "Ng8"});
        QCOMPARE(pos.repetitions(), 2);
        kdtest::play(pos, {"e4"}); // a pawn move: nothing before it can repeat
        QCOMPARE(pos.repetitions(), 0);
    }

    void legalityOfArbitraryMoves()
    {
        const Position pos;
        QVERIFY(pos.isLegal(Move(SQ_E2, SQ_E4)));
        QVERIFY(!pos.isLegal(Move(SQ_E2, SQ_E5)));
        QVERIFY(!pos.isLegal(Move::none()));
        QVERIFY(!pos.isLegal(Move::null()));
        QVERIFY(!pos.isLegal(Move::make(SQ_E1, SQ_G1, Move::CASTLING)));
        int legal = 0;
        for (int raw = 0; raw < 65536; ++raw) // any 16 bits are vetted safely
            legal += pos.isLegal(Move(std::uint16_t(raw)));
        QCOMPARE(legal, 20);
    }

    // isLegal() checks normal moves directly, without generating (the search vets every table
    // move with it); it must agree with the generator on every 16-bit value. The suite's positions
    // and the positions of random games from them cover checks, double checks, pins, en passant,
    // promotions and castling.
    void isLegalAgreesWithTheGenerator_data()
    {
        QTest::addColumn<QString>("fen");
        std::mt19937_64 rng(77);
        int row = 0;
        for (const PerftCase& c : kdtest::perftSuite()) {
            Position pos = Position::fromFen(c.fen).value();
            QTest::addRow("suite %d", row++) << QString::fromStdString(pos.fen());
            kdtest::playRandomGame(pos, rng, 120, [&](const Position& p) {
                if (p.inCheck() || rng() % 16 == 0)
                    QTest::addRow("suite %d", row++) << QString::fromStdString(p.fen());
            });
        }
    }
    void isLegalAgreesWithTheGenerator()
    {
        QFETCH(QString, fen);
        const Position pos = Position::fromFen(fen.toStdString()).value();
        const MoveList legal(pos);
        int agreed = 0;
        for (int raw = 0; raw < 65536; ++raw) {
            const Move m {std::uint16_t(raw)};
            const bool expected = legal.contains(m);
            if (pos.isLegal(m) != expected)
                QFAIL(qPrintable(
                    QString("%1: isLegal(%2) is %3").arg(fen, QString::fromStdString(toUci(m))).arg(!expected)));
            agreed += expected;
        }
        QCOMPARE(agreed, int(legal.size()));
    }
    // attacksBy() (the squares a side attacks, the search's threats for its history) must be the
    // squares attackersTo() finds an attacker of that side on, in the suite's positions and random
    // games from them; a hand-counted position pins the count.
    void attacksByAgreesWithAttackersTo_data() { isLegalAgreesWithTheGenerator_data(); }
    void attacksByAgreesWithAttackersTo()
    {
        QFETCH(QString, fen);
        const Position pos = Position::fromFen(fen.toStdString()).value();
        for (Color c : {WHITE, BLACK}) {
            const Bitboard attacks = pos.attacksBy(c);
            for (int s = 0; s < SQUARE_NB; ++s) {
                const bool expected = pos.attackersTo(Square(s)) & pos.pieces(c);
                if (bool(attacks & Square(s)) != expected)
                    QFAIL(qPrintable(
                        QString("%1: square %2 for %3").arg(fen).arg(s).arg(c == WHITE ? "white" : "black")));
            }
        }
    }
    void attacksByCounted()
    {
        // White: king a1 (a2, b1, b2), pawn e4 (d5, f5), knight g1 (e2, f3, h3), rook h8 (g8, f8
        // up to the knight, h7 to h1): 17 attacks on 16 squares, h3 twice. Black: king e8 (d8, f8,
        // d7, e7, f7), knight f8 (d7, e6, g6, h7), bishop c6 (b7, a8, d7, e8, b5, a4, d5, e4,
        // stopped by the pawn): 17 attacks on 15 squares, d7 three times.
        const Position pos = Position::fromFen("4kn1R/8/2b5/8/4P3/8/8/K5N1 w - - 0 1").value();
        QCOMPARE(popcount(pos.attacksBy(WHITE)), 16);
        QCOMPARE(popcount(pos.attacksBy(BLACK)), 15);
        QVERIFY(pos.attacksBy(BLACK) & SQ_E4);
        QVERIFY(!(pos.attacksBy(BLACK) & SQ_F3));
    }
};

QTEST_GUILESS_MAIN(TestPosition)
#include "tst_position.moc"
