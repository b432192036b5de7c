// GameReviewer and ReviewDialog (ui/gamereview.h): a review with a scripted engine whose scores are
// the material balance (tests/fake_engine `material`), positions the rules end, cancel, a crashing
// engine, and Kandinsky as the reviewer. Set KD_REVIEW_MEASURE=1 to print the review time per move of
// tests/data/opera.pgn with Kandinsky and (where installed) Stockfish.
#include "core/notation.h"
#include "game/pgn.h"
#include "gamereview.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace kd;
using namespace kdui;

Q_DECLARE_METATYPE(kd::Judgement)

namespace {

constexpr int WAIT_MS = 20000; // for a signal that must come (QTRY_ waits only as long as needed)

ReviewEngine fake(const char* mode)
{
    ExternalPlayer player;
    player.spec.command = {KD_FAKE_ENGINE, mode};
    return ReviewEngine::engine(player);
}

Game gameOf(const QString& fen, const QStringList& moves)
{
    Game game(*Position::fromFen(fen.toStdString()));
    for (const QString& m : moves)
        if (!game.play(*parseUci(game.current(), m.toStdString())))
            qFatal("illegal test move %s", qPrintable(m));
    return game;
}

// 1. e4 e5 2. Nf3 Nc6 3. Bc4 Qg5?? 4. Nxg5: Black hangs the queen to the knight.
Game hangsQueen()
{
    return gameOf(
        QString::fromLatin1(Position::START_FEN.data()), {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "d8g5", "f3g5"});
}

GameReview reviewOf(const QSignalSpy& finished) { return finished.last().at(0).value<GameReview>(); }

} // namespace

class TestGameReview : public QObject {
    Q_OBJECT

private slots:
    void hangingTheQueenIsABlunder()
    {
        GameReviewer reviewer;
        QSignalSpy progress(&reviewer, &GameReviewer::progress);
        QSignalSpy done(&reviewer, &GameReviewer::positionDone);
        QSignalSpy finished(&reviewer, &GameReviewer::finished);
        QSignalSpy failed(&reviewer, &GameReviewer::failed);
        const Game game = hangsQueen();
        reviewer.start(game, fake("material"), ReviewLimit::depth(1));
        QVERIFY(reviewer.running());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, WAIT_MS);
        QVERIFY(failed.isEmpty());
        QVERIFY(!reviewer.running());
        QCOMPARE(done.size(), 8);
        QCOMPARE(progress.first().at(0).toInt(), 0);
        QCOMPARE(progress.last().at(0).toInt(), 8);
        QCOMPARE(progress.last().at(1).toInt(), 8);
        const GameReview review = reviewOf(finished);
        QCOMPARE(review.moves.size(), std::size_t(7));
        for (int ply = 0; ply < 5; ++ply)
            QCOMPARE(review.moves[std::size_t(ply)].judgement, Judgement::Good);
        const MoveReview& qg5 = review.moves[5];
        QCOMPARE(qg5.before, 0);
        QCOMPARE(qg5.after, 900); // White to move takes the queen
        QCOMPARE(qg5.judgement, Judgement::Blunder);
        QCOMPARE(qg5.cpLoss, 900);
        const MoveReview& nxg5 = review.moves[6];
        QCOMPARE(nxg5.best, game.moves()[6]); // the engine's move: never marked
        QCOMPARE(nxg5.judgement, Judgement::Good);
        QCOMPARE(review.sides[BLACK].blunders, 1);
        QCOMPARE(review.sides[BLACK].moves, 3);
        QCOMPARE(review.sides[BLACK].averageCpLoss, 300.0);
        QCOMPARE(review.sides[WHITE].blunders + review.sides[WHITE].mistakes + review.sides[WHITE].inaccuracies, 0);
        QCOMPARE(review.sides[WHITE].averageCpLoss, 0.0);
        QCOMPARE(reviewer.scores().size(), std::size_t(8));
        QCOMPARE(done.at(6).at(1).toInt(), 900);
        QCOMPARE(done.at(6).at(2).value<Move>(), game.moves()[6]);
    }

    // The last position is scored by the rules, not by the engine.
    void terminalPositions_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QStringList>("moves");
        QTest::addColumn<int>("lastScore");
        QTest::addColumn<Judgement>("lastMove");
        QTest::newRow("fool's mate") << QString::fromLatin1(Position::START_FEN.data())
                                     << QStringList {"f2f3", "e7e5", "g2g4", "d8h4"} << matedIn(0) << Judgement::Good;
        // White throws away a queen's advantage (+900 by material) by stalemating.
        QTest::newRow("stalemate") << "k7/8/1Q6/8/8/8/8/K7 w - - 0 1" << QStringList {"b6c7"} << 0
                                   << Judgement::Blunder;
    }
    void terminalPositions()
    {
        QFETCH(QString, fen);
        QFETCH(QStringList, moves);
        QFETCH(int, lastScore);
        QFETCH(Judgement, lastMove);
        GameReviewer reviewer;
        QSignalSpy finished(&reviewer, &GameReviewer::finished);
        QSignalSpy done(&reviewer, &GameReviewer::positionDone);
        reviewer.start(gameOf(fen, moves), fake("material"), ReviewLimit::depth(1));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, WAIT_MS);
        QCOMPARE(reviewer.scores().back(), lastScore);
        QCOMPARE(done.last().at(2).value<Move>(), Move::none());
        QCOMPARE(reviewOf(finished).moves.back().judgement, lastMove);
    }

    void cancelMidReview_data()
    {
        QTest::addColumn<bool>("kandinsky");
        QTest::newRow("Kandinsky") << true;
        QTest::newRow("external") << false;
    }
    void cancelMidReview()
    {
        QFETCH(bool, kandinsky);
        GameReviewer reviewer;
        QSignalSpy done(&reviewer, &GameReviewer::positionDone);
        QSignalSpy finished(&reviewer, &GameReviewer::finished);
        QSignalSpy failed(&reviewer, &GameReviewer::failed);
        QSignalSpy cancelled(&reviewer, &GameReviewer::cancelled);
        const QMetaObject::Connection canceller
            = connect(&reviewer, &GameReviewer::positionDone, &reviewer, [&reviewer](int ply) {
                  if (ply == 2)
                      reviewer.cancel();
              });
        reviewer.start(hangsQueen(), kandinsky ? ReviewEngine::kandinsky(nullptr) : fake("material"),
            ReviewLimit::depth(kandinsky ? 8 : 1));
        QTRY_COMPARE_WITH_TIMEOUT(cancelled.size(), 1, WAIT_MS);
        QVERIFY(!reviewer.running());
        QCOMPARE(done.size(), 3);
        QTest::qWait(300); // anything still on its way would arrive now
        QCOMPARE(done.size(), 3);
        QVERIFY(finished.isEmpty());
        QVERIFY(failed.isEmpty());
        QCOMPARE(cancelled.size(), 1);
        reviewer.cancel(); // nothing runs: nothing more
        QCOMPARE(cancelled.size(), 1);
        // The same reviewer reviews again.
        disconnect(canceller);
        reviewer.start(hangsQueen(), fake("material"), ReviewLimit::depth(1));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, WAIT_MS);
    }

    // Cancelled while the engine thinks (it never answers): no wait, nothing further.
    void cancelAHungEngine()
    {
        GameReviewer reviewer;
        QSignalSpy cancelled(&reviewer, &GameReviewer::cancelled);
        QSignalSpy progress(&reviewer, &GameReviewer::progress);
        QSignalSpy failed(&reviewer, &GameReviewer::failed);
        reviewer.start(hangsQueen(), fake("hang"), ReviewLimit::depth(1));
        QTest::qWait(300);
        reviewer.cancel();
        QCOMPARE(cancelled.size(), 1);
        QTest::qWait(200);
        QCOMPARE(progress.size(), 1); // progress(0, 8) only
        QVERIFY(failed.isEmpty());
    }

    void crashingEngine_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("reviewed");
        QTest::newRow("crash") << "crash" << 0;
        QTest::newRow("crashlater") << "crashlater" << 2;
    }
    void crashingEngine()
    {
        QFETCH(QString, mode);
        QFETCH(int, reviewed);
        GameReviewer reviewer;
        QSignalSpy failed(&reviewer, &GameReviewer::failed);
        QSignalSpy finished(&reviewer, &GameReviewer::finished);
        reviewer.start(hangsQueen(), fake(qPrintable(mode)), ReviewLimit::depth(1));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, WAIT_MS);
        const QString message = failed.first().at(0).toString();
        QVERIFY2(message.contains("fake-" + mode), qPrintable(message));
        QVERIFY2(message.contains(QString("after %1 of 8 positions").arg(reviewed)), qPrintable(message));
        QVERIFY(!reviewer.running());
        QCOMPARE(reviewer.scores().size(), std::size_t(reviewed)); // what was reviewed stays
        QTest::qWait(200);
        QCOMPARE(failed.size(), 1);
        QVERIFY(finished.isEmpty());
    }

    void kandinskyReviews()
    {
        GameReviewer reviewer;
        QSignalSpy progress(&reviewer, &GameReviewer::progress);
        QSignalSpy finished(&reviewer, &GameReviewer::finished);
        reviewer.start(hangsQueen(), ReviewEngine::kandinsky(nullptr), ReviewLimit::depth(2));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, WAIT_MS);
        QCOMPARE(progress.last().at(0).toInt(), 8);
        QCOMPARE(progress.last().at(1).toInt(), 8);
        const GameReview review = reviewOf(finished);
        QCOMPARE(review.moves.size(), std::size_t(7));
        QCOMPARE(review.moves[5].judgement, Judgement::Blunder); // Kandinsky sees the queen hang too
        QVERIFY(review.moves[5].after > 500);
        for (const MoveReview& m : review.moves)
            QVERIFY(m.best); // a legal best move for every position before a move
    }

    void limits_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("command");
        QTest::newRow("depth") << 0 << 12 << "go depth 12";
        QTest::newRow("depth 0") << 0 << 0 << "go depth 1";
        QTest::newRow("depth 99") << 0 << 99 << "go depth 40";
        QTest::newRow("time") << 1 << 500 << "go movetime 500";
        QTest::newRow("time -5") << 1 << -5 << "go movetime 10";
    }
    void limits()
    {
        QFETCH(int, kind);
        QFETCH(int, value);
        QFETCH(QString, command);
        const ReviewLimit limit = kind == 0 ? ReviewLimit::depth(value) : ReviewLimit::time(value);
        QCOMPARE(limit.goCommand(), command);
        const SearchLimits s = limit.searchLimits();
        QCOMPARE(kind == 0 ? s.depth : int(s.moveTime), command.section(' ', 2).toInt());
    }

    void dialogReviewsAndRemembers()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("settings.ini");
        EngineConfig config;
        config.id = "fake";
        config.name = "Fake material";
        config.path = KD_FAKE_ENGINE;
        config.args = {"material"};
        {
            ReviewDialog dialog(file);
            QCOMPARE(dialog.chosenLimit().kind, ReviewLimit::Kind::Depth);
            QCOMPARE(dialog.chosenLimit().value, ReviewDialog::DEFAULT_DEPTH);
            QCOMPARE(dialog.chosenEngine().kind, ReviewEngine::Kind::Kandinsky);
            dialog.setEngines({config});
            auto* engines = dialog.findChild<QComboBox*>();
            QVERIFY(engines);
            engines->setCurrentIndex(1);
            auto* depth = dialog.findChild<QSpinBox*>();
            QVERIFY(depth);
            depth->setValue(3);
            dialog.setGame(hangsQueen());
            dialog.startReview();
            QTRY_VERIFY_WITH_TIMEOUT(dialog.summaryTable()->item(1, 2), WAIT_MS);
            QCOMPARE(dialog.summaryTable()->item(1, 2)->text(), QString("1")); // Black's blunder
            QCOMPARE(dialog.summaryTable()->item(1, 3)->text(), QString("300"));
            QCOMPARE(dialog.summaryTable()->item(0, 2)->text(), QString("0"));
            QCOMPARE(dialog.statusText(), QString("Review done."));
        }
        ReviewDialog again(file);
        again.setEngines({config});
        QCOMPARE(again.chosenEngine().kind, ReviewEngine::Kind::External);
        QCOMPARE(again.chosenEngine().external.name, QString("Fake material"));
        QCOMPARE(again.chosenLimit().value, 3);
    }

    // Not a test: KD_REVIEW_MEASURE=1 prints how long a review takes per move.
    void measure()
    {
        if (qEnvironmentVariableIsEmpty("KD_REVIEW_MEASURE"))
            QSKIP("set KD_REVIEW_MEASURE=1 to measure");
        QFile f(QStringLiteral(KD_TEST_DATA_DIR) + "/" + qEnvironmentVariable("KD_REVIEW_PGN", "opera.pgn"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto games = readPgn(f.readAll().toStdString());
        QVERIFY(games.ok());
        const Result<Game> game = Game::fromPgn(games->front());
        QVERIFY(game.ok());
        struct Run {
            QString name;
            ReviewEngine engine;
            ReviewLimit limit;
        };
        ExternalPlayer stockfish;
        stockfish.spec.command = {"/usr/games/stockfish"};
        const int kdDepth = qEnvironmentVariableIntValue("KD_REVIEW_DEPTH");
        const int sfDepth = qEnvironmentVariableIntValue("KD_REVIEW_SF_DEPTH");
        QList<Run> runs = {{"Kandinsky", ReviewEngine::kandinsky(nullptr),
            ReviewLimit::depth(kdDepth ? kdDepth : ReviewDialog::DEFAULT_DEPTH)}};
        if (QFile::exists("/usr/games/stockfish"))
            runs.append({"Stockfish", ReviewEngine::engine(stockfish),
                ReviewLimit::depth(sfDepth ? sfDepth : ReviewDialog::DEFAULT_DEPTH)});
        for (const Run& run : runs) {
            GameReviewer reviewer;
            QSignalSpy finished(&reviewer, &GameReviewer::finished);
            QElapsedTimer timer;
            timer.start();
            reviewer.start(*game, run.engine, run.limit);
            QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 600000);
            const GameReview review = reviewOf(finished);
            qInfo(
                "%s %s: %d plies in %lld ms, %.0f ms per position; White %d/%d/%d ACPL %.0f, Black %d/%d/%d ACPL %.0f",
                qPrintable(run.name), qPrintable(run.limit.goCommand()), game->plyCount(), timer.elapsed(),
                double(timer.elapsed()) / (game->plyCount() + 1), review.sides[WHITE].inaccuracies,
                review.sides[WHITE].mistakes, review.sides[WHITE].blunders, review.sides[WHITE].averageCpLoss,
                review.sides[BLACK].inaccuracies, review.sides[BLACK].mistakes, review.sides[BLACK].blunders,
                review.sides[BLACK].averageCpLoss);
        }
    }
};

QTEST_MAIN(TestGameReview)
#include "tst_gamereview.moc"
