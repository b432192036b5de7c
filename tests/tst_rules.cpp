// The rules that end a game.
#include "support.h"

#include "core/notation.h"
#include "core/rules.h"
#include "game/gameresult.h"

using namespace kd;

Q_DECLARE_METATYPE(kd::GameStatus)

class TestRules : public QObject {
    Q_OBJECT

private slots:
    void status_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QStringList>("moves");
        QTest::addColumn<GameStatus>("status"); // statusClaimingDraws(): every claim made
        QTest::addColumn<QString>("result");
        const QString start = QString::fromLatin1(Position::START_FEN.data());
        QTest::newRow("start") << start << QStringList {} << GameStatus::Ongoing << "*";
        QTest::newRow("fool's mate") << start << QStringList {"f3", "e5", "g4", "Qh4#"} << GameStatus::Checkmate
                                     << "0-1";
        QTest::newRow("back-rank mate") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1" << QStringList {"Ra8#"}
                                        << GameStatus::Checkmate << "1-0";
        QTest::newRow("stalemate") << "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1" << QStringList {"Qf7"} << GameStatus::Stalemate
                                   << "1/2-1/2";
        QTest::newRow("check is not mate")
            << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1" << QStringList {"Ra8+"} << GameStatus::Ongoing << "*";
        QTest::newRow("fifty moves reached")
            << "4k3/8/8/8/8/8/8/R3K3 w - - 99 80" << QStringList {"Rb1"} << GameStatus::FiftyMoveRule << "1/2-1/2";
        QTest::newRow("one ply short of fifty")
            << "4k3/8/8/8/8/8/8/R3K3 w - - 98 80" << QStringList {"Rb1"} << GameStatus::Ongoing << "*";
        QTest::newRow("capture resets the count")
            << "4k3/8/8/8/8/8/r7/R3K3 w - - 99 80" << QStringList {"Rxa2"} << GameStatus::Ongoing << "*";
        QTest::newRow("mate on the hundredth ply wins")
            << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80" << QStringList {"Ra8#"} << GameStatus::Checkmate << "1-0";
        QTest::newRow("threefold") << start << QStringList {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"}
                                   << GameStatus::ThreefoldRepetition << "1/2-1/2";
        QTest::newRow("twofold only") << start << QStringList {"Nf3", "Nf6", "Ng1", "Ng8"} << GameStatus::Ongoing
                                      << "*";
        // The same placement with different castling rights is a different position.
        QTest::newRow("rights differ") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                       << QStringList {"Kf1", "Kf8", "Ke1", "Ke8", "Kf1", "Kf8", "Ke1", "Ke8"}
                                       << GameStatus::Ongoing << "*";
        QTest::newRow("rights differ, then threefold")
            << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
            << QStringList {"Kf1", "Kf8", "Ke1", "Ke8", "Kf1", "Kf8", "Ke1", "Ke8", "Kf1", "Kf8", "Ke1", "Ke8"}
            << GameStatus::ThreefoldRepetition << "1/2-1/2";
        QTest::newRow("K v K") << "8/8/4k3/8/8/3K4/8/8 w - - 0 1" << QStringList {} << GameStatus::InsufficientMaterial
                               << "1/2-1/2";
        QTest::newRow("KB v K") << "8/8/4k3/8/8/3KB3/8/8 w - - 0 1" << QStringList {}
                                << GameStatus::InsufficientMaterial << "1/2-1/2";
        QTest::newRow("KN v K") << "8/8/4k3/8/8/3KN3/8/8 b - - 0 1" << QStringList {}
                                << GameStatus::InsufficientMaterial << "1/2-1/2";
        QTest::newRow("KB v KB same colour")
            << "8/8/4kb2/8/8/3KB3/8/8 w - - 0 1" << QStringList {} << GameStatus::InsufficientMaterial << "1/2-1/2";
        QTest::newRow("KBB v K same colour")
            << "8/8/4k3/8/8/2BKB3/8/8 w - - 0 1" << QStringList {} << GameStatus::InsufficientMaterial << "1/2-1/2";
        QTest::newRow("KB v KB opposite colours")
            << "8/8/4k1b1/8/8/3KB3/8/8 w - - 0 1" << QStringList {} << GameStatus::Ongoing << "*";
        QTest::newRow("KN v KN") << "8/8/4kn2/8/8/3KN3/8/8 w - - 0 1" << QStringList {} << GameStatus::Ongoing << "*";
        QTest::newRow("KNN v K") << "8/8/4k3/8/8/3KNN2/8/8 w - - 0 1" << QStringList {} << GameStatus::Ongoing << "*";
        QTest::newRow("KP v K") << "8/8/4k3/8/8/3KP3/8/8 w - - 0 1" << QStringList {} << GameStatus::Ongoing << "*";
        QTest::newRow("KR v K") << "8/8/4k3/8/8/3K1R2/8/8 w - - 0 1" << QStringList {} << GameStatus::Ongoing << "*";
        const QStringList shuffle {"Nf3", "Nf6", "Ng1", "Ng8"};
        QTest::newRow("fourfold is a claim")
            << start << shuffle + shuffle + shuffle << GameStatus::ThreefoldRepetition << "1/2-1/2";
        QTest::newRow("fivefold") << start << shuffle + shuffle + shuffle + shuffle << GameStatus::FivefoldRepetition
                                  << "1/2-1/2";
        QTest::newRow("seventy-five moves") << "4k3/8/8/8/8/8/8/R3K3 w - - 149 80" << QStringList {"Rb1"}
                                            << GameStatus::SeventyFiveMoveRule << "1/2-1/2";
        QTest::newRow("mate on the 150th ply wins")
            << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 80" << QStringList {"Ra8#"} << GameStatus::Checkmate << "1-0";
    }
    void status()
    {
        QFETCH(QString, fen);
        QFETCH(QStringList, moves);
        QFETCH(GameStatus, status);
        QFETCH(QString, result);
        Position pos = Position::fromFen(fen.toStdString()).value();
        kdtest::play(pos, moves);
        QCOMPARE(statusClaimingDraws(pos), status);
        // Threefold repetition and fifty moves are claims: the game goes on unless one is made.
        const bool claim = status == GameStatus::ThreefoldRepetition || status == GameStatus::FiftyMoveRule;
        QCOMPARE(gameStatus(pos), claim ? GameStatus::Ongoing : status);
        QCOMPARE(drawClaim(pos), claim ? status : GameStatus::Ongoing);
        QCOMPARE(QString::fromStdString(GameResult::fromStatus(status, pos).token()), result);
    }

    void descriptions()
    {
        const Position blackMated = Position::fromFen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1").value();
        QCOMPARE(
            GameResult::fromStatus(GameStatus::Checkmate, blackMated).sentence(), std::string("Checkmate: White wins"));
        const Position whiteMated = Position::fromFen("6k1/8/8/8/8/8/5PPP/r5K1 w - - 0 1").value();
        QCOMPARE(
            GameResult::fromStatus(GameStatus::Checkmate, whiteMated).sentence(), std::string("Checkmate: Black wins"));
        QCOMPARE(GameResult::fromStatus(GameStatus::ThreefoldRepetition, whiteMated).sentence(),
            std::string("Draw by threefold repetition"));
        QCOMPARE(GameResult::fromStatus(GameStatus::InsufficientMaterial, whiteMated).sentence(),
            std::string("Draw by insufficient material"));
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
