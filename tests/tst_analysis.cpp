// Analysis mode, offscreen, driven as a user drives it: Kandinsky's infinite search follows the
// position on the board as the user steps through a game, shows as many legal lines as asked for
// and draws them as arrows; a move on an earlier position starts a new line and keeps the game;
// external engines (tests/fake_engine, and Stockfish where it is installed) analyse beside
// Kandinsky, and one that crashes says so and can be restarted.
#include "analyser.h"
#include "analysis.h"
#include "analysispanel.h"
#include "boardview.h"
#include "book/polyglot.h"
#include "booksupport.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "enginepanel.h"
#include "evalbar.h"
#include "format.h"
#include "inspectorpanel.h"
#include "mainwindow.h"
#include "movelistview.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <algorithm>
#include <memory>

using namespace kd;
using kdui::Analyser;
using kdui::MainWindow;

namespace {

const char* GAME = R"([Event "Test"]
[White "A"]
[Black "B"]
[Result "*"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *
)";

MainWindow::Options quiet()
{
    MainWindow::Options o;
    o.persist = false;
    return o;
}

// Waits (as a guard against a hang, never as a timing assertion) until the analyser has lines of
// the position on the board.
bool waitForLines(const MainWindow& w, const Analyser* a, int count = 1)
{
    const quint64 key = w.controller()->viewPosition().key();
    return QTest::qWaitFor([&] { return a->hasRoot() && a->root().key() == key && a->lines().size() >= count; }, 20000);
}

// Every line starts at the analysed position, is legal move by move and has its SAN.
void checkLegal(const Analyser* a)
{
    for (const kdui::EngineLine& line : a->lines()) {
        QVERIFY(!line.pv.empty());
        QCOMPARE(line.root.key(), a->root().key());
        QCOMPARE(int(line.pvSan.size()), int(line.pv.size()));
        Position pos = line.root;
        for (Move m : line.pv) {
            QVERIFY2(pos.isLegal(m), qPrintable(QString::fromStdString(toUci(m))));
            pos.doMove(m);
        }
    }
}

void clickRow(QTreeView* view, int row)
{
    // As a mouse does it: a click, then the double-click (QTest's double-click alone has no press).
    const QRect r = view->visualRect(view->model()->index(row, 2));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, r.center());
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, r.center());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, r.center());
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, r.center());
}

} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private slots:
    void followsTheViewedPosition();
    void multiPvCountIsHonoured_data();
    void multiPvCountIsHonoured();
    void arrowsFollowTheRanks();
    void aMoveOnAnEarlierPositionStartsALine();
    void playingTheGamesMoveRejoinsIt();
    void leavingAnalysisComesBackToTheGame();
    void stopAndGoInsideAnalysisMode();
    void newGameLeavesAnalysis();
    void externalEngineBesideKandinsky();
    void crashingAnalyserSaysSoAndRestarts();
    void stockfishAnalyses();
    void openingBook();
    void depthAndSpeedFitTheHeader_data();
    void depthAndSpeedFitTheHeader();
    // Last: under ThreadSanitizer (GCC 12) no thread may start in this process once QProcess has
    // started a program ("starting new threads after multi-threaded fork is not supported").
    void commandLineScreenshot();
};

void TestAnalysis::followsTheViewedPosition()
{
    MainWindow w(quiet());
    w.resize(1280, 800);
    w.show();
    QCOMPARE(w.pasteText(QString::fromLatin1(GAME)), QString());
    // The toolbar's and menu's action starts it.
    w.action(QStringLiteral("analysis"))->trigger();
    QVERIFY(w.analysisMode());
    QVERIFY(w.analysisPanel()->isVisible());
    const Analyser* k = w.analysis()->kandinsky();
    QVERIFY(k);
    QVERIFY(waitForLines(w, k));
    checkLegal(k);
    QCOMPARE(k->ply(), 10);

    // Stepping back with the keyboard: the analysis starts again on the position shown.
    QTest::keyClick(&w, Qt::Key_Left);
    QCOMPARE(w.controller()->viewPly(), 9);
    // The move list highlights the move that led there, and only it.
    QVERIFY(w.moveList()->itemForPly(8)->isSelected());
    QCOMPARE(w.moveList()->selectedItems().size(), 1);
    QVERIFY(waitForLines(w, k));
    QCOMPARE(k->ply(), 9);
    checkLegal(k);
    // A click in the move list: the position after 2. Nf3.
    QTableWidgetItem* item = w.moveList()->itemForPly(2);
    QVERIFY(item);
    QTest::mouseClick(w.moveList()->viewport(), Qt::LeftButton, {}, w.moveList()->visualItemRect(item).center());
    QCOMPARE(w.controller()->viewPly(), 3);
    QVERIFY(w.moveList()->itemForPly(2)->isSelected());
    QCOMPARE(w.moveList()->selectedItems().size(), 1);
    QVERIFY(waitForLines(w, k));
    QCOMPARE(k->ply(), 3);
    checkLegal(k);
    // The eval bar shows the analysis, not the static evaluation.
    QVERIFY(w.evalBar()->hasScore());
    QCOMPARE(w.evalBar()->score(), k->lines().front().scoreWhite);
    // The game was not touched, and the board takes moves for both sides.
    QCOMPARE(w.controller()->game().plyCount(), 10);
    QVERIFY(w.board()->isInteractive());
}

void TestAnalysis::depthAndSpeedFitTheHeader_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("800x600") << QSize(800, 600);
}

// The depth and speed are shown whole, in full where there is room and in a short form in a
// narrow column (before, the label cut the text at its left edge: "epth 17"); the full text is
// the tooltip.
void TestAnalysis::depthAndSpeedFitTheHeader()
{
    QFETCH(QSize, size);
    MainWindow w(quiet());
    w.resize(size);
    w.show();
    w.setAnalysisMode(true);
    const Analyser* k = w.analysis()->kandinsky();
    QVERIFY(QTest::qWaitFor([&] { return !k->lines().isEmpty() && k->lines().front().depth >= 3; }, 20000));
    kdui::AnalyserView* view = w.analysisPanel()->views().front();
    QVERIFY(QTest::qWaitFor([&] { return view->statsLabel()->toolTip().startsWith(QLatin1String("depth ")); }, 5000));
    const QLabel* stats = view->statsLabel();
    const QString shown = stats->text();
    QVERIFY2(QRegularExpression(QStringLiteral("^d(epth )?\\d+ · ")).match(shown).hasMatch(), qPrintable(shown));
    QVERIFY2(stats->fontMetrics().horizontalAdvance(shown) <= stats->contentsRect().width(),
        qPrintable(QString("'%1' in %2 px").arg(shown).arg(stats->contentsRect().width())));
    if (size.width() >= 1280)
        QCOMPARE(shown, stats->toolTip());
}

void TestAnalysis::multiPvCountIsHonoured_data()
{
    QTest::addColumn<int>("lines");
    QTest::newRow("1") << 1;
    QTest::newRow("3") << 3;
    QTest::newRow("5") << 5;
}

void TestAnalysis::multiPvCountIsHonoured()
{
    QFETCH(int, lines);
    MainWindow w(quiet());
    w.resize(1280, 800);
    w.show();
    w.setAnalysisMode(true);
    QSpinBox* box = w.analysisPanel()->linesBox();
    box->setValue(lines == 1 ? 2 : 1); // a change either way
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(lines));
    QTest::keyClick(box, Qt::Key_Enter);
    QCOMPARE(w.analysis()->multiPV(), lines);
    const Analyser* k = w.analysis()->kandinsky();
    QVERIFY(QTest::qWaitFor([&] { return k->lines().size() == lines && k->lines().back().depth >= 4; }, 20000));
    QCOMPARE(int(k->lines().size()), lines);
    checkLegal(k);
    // Different first moves, best first.
    QSet<quint16> first;
    for (const kdui::EngineLine& l : k->lines())
        first.insert(l.pv.front().raw());
    QCOMPARE(int(first.size()), lines);
    // The panel's table shows as many rows.
    QCOMPARE(w.analysisPanel()->views().front()->model()->rowCount(), lines);
}

void TestAnalysis::arrowsFollowTheRanks()
{
    MainWindow w(quiet());
    w.resize(1280, 800);
    w.show();
    w.analysisPanel()->linesBox()->setValue(3);
    w.setAnalysisMode(true);
    const Analyser* k = w.analysis()->kandinsky();
    QVERIFY(QTest::qWaitFor([&] { return k->lines().size() == 3; }, 20000));
    QVERIFY(QTest::qWaitFor([&] { return w.board()->arrows().size() == 3; }, 2000));
    const QVector<kdui::BoardArrow> arrows = w.board()->arrows();
    // Drawn worst first, so the best is on top and thickest.
    const Move best = k->lines().front().pv.front();
    QCOMPARE(arrows.back().from, best.from());
    QCOMPARE(arrows.back().to, best.to());
    QVERIFY(arrows[0].width < arrows[1].width);
    QVERIFY(arrows[1].width < arrows[2].width);
    // Off: no arrows.
    w.setAnalysisMode(false);
    QVERIFY(w.board()->arrows().isEmpty());
}

void TestAnalysis::aMoveOnAnEarlierPositionStartsALine()
{
    MainWindow w(quiet());
    w.resize(1280, 800);
    w.show();
    QCOMPARE(w.pasteText(QString::fromLatin1(GAME)), QString());
    w.setAnalysisMode(true);
    w.controller()->setViewPly(4); // after 2... Nc6
    // 3. Bc4 by mouse on the board, instead of the game's 3. Bb5.
    const kdui::BoardView* b = w.board();
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, b->squareRect(SQ_F1).center().toPoint());
    QTest::mouseClick(w.board(), Qt::LeftButton, {}, b->squareRect(SQ_C4).center().toPoint());
    QVERIFY(w.controller()->exploring());
    QCOMPARE(w.controller()->explorationPly(), 4);
    QCOMPARE(w.controller()->game().plyCount(), 5);
    QCOMPARE(QString::fromStdString(w.controller()->game().san(4)), QStringLiteral("Bc4"));
    QVERIFY(w.explorationText().contains(QStringLiteral("Nc6")));
    // The move list shows the line.
    QCOMPARE(w.moveList()->itemForPly(4)->text(), QStringLiteral("Bc4"));
    QVERIFY(!w.moveList()->itemForPly(5));
    // The game is kept, with the line as a variation of 3. Bb5.
    QCOMPARE(w.controller()->record().plyCount(), 10);
    QVERIFY2(
        w.controller()->pgn().contains(QStringLiteral("3. Bb5 (3. Bc4) 3... a6")), qPrintable(w.controller()->pgn()));
    // The analysis follows the line.
    const Analyser* k = w.analysis()->kandinsky();
    QVERIFY(waitForLines(w, k));
    QCOMPARE(k->root().key(), w.controller()->game().current().key());
    // A line's first move by double-click: the line grows.
    QVERIFY(QTest::qWaitFor([&] { return w.analysisPanel()->views().front()->model()->rowCount() > 0; }, 5000));
    clickRow(w.analysisPanel()->views().front()->view(), 0);
    QCOMPARE(w.controller()->game().plyCount(), 6);
    // Back to the game: the game's position where the line left it.
    auto* back = w.findChild<QPushButton*>(QStringLiteral("backToGameButton"));
    QVERIFY(back && back->isVisible());
    QTest::mouseClick(back, Qt::LeftButton);
    QVERIFY(!w.controller()->exploring());
    QCOMPARE(w.controller()->game().plyCount(), 10);
    QCOMPARE(w.controller()->viewPly(), 4);
    QVERIFY(w.controller()->pgn().contains(QStringLiteral("3. Bb5 (3. Bc4")));
    QVERIFY(w.explorationText().isEmpty());
    QCOMPARE(w.moveList()->itemForPly(4)->text(), QStringLiteral("Bb5"));
    QCOMPARE(w.moveList()->itemForPly(9)->text(), QStringLiteral("Be7"));
    QVERIFY(w.moveList()->itemForPly(3)->isSelected());
}

void TestAnalysis::playingTheGamesMoveRejoinsIt()
{
    MainWindow w(quiet());
    QCOMPARE(w.pasteText(QString::fromLatin1(GAME)), QString());
    w.setAnalysisMode(true);
    kdui::GameController* c = w.controller();
    c->setViewPly(2);
    QVERIFY(c->playMove(parseSan(c->viewPosition(), "Bc4").value()));
    QVERIFY(c->exploring());
    // Taken back to the game's own moves: the game is back, at that position.
    c->takeBack();
    QVERIFY(!c->exploring());
    QCOMPARE(c->game().plyCount(), 10);
    QCOMPARE(c->viewPly(), 2);
    // The game's own move from an earlier position: still the game, no line.
    c->setViewPly(6);
    QVERIFY(c->playMove(parseSan(c->viewPosition(), "Ba4").value()));
    QVERIFY(!c->exploring());
    QCOMPARE(c->game().plyCount(), 10);
    QCOMPARE(c->viewPly(), 7);
}

void TestAnalysis::leavingAnalysisComesBackToTheGame()
{
    MainWindow w(quiet());
    QCOMPARE(w.pasteText(QString::fromLatin1(GAME)), QString());
    w.setAnalysisMode(true);
    kdui::GameController* c = w.controller();
    c->setViewPly(8);
    QVERIFY(c->playMove(parseSan(c->viewPosition(), "d3").value()));
    QVERIFY(c->exploring());
    // The saved state keeps the game, with the line as a variation.
    const QVariantMap state = c->saveState();
    w.setAnalysisMode(false);
    QVERIFY(!c->exploring());
    QCOMPARE(c->game().plyCount(), 10);
    QVERIFY(!w.analysis()->active());
    QVERIFY(w.enginePanel()->isVisibleTo(&w));
    QVERIFY(!w.analysisPanel()->isVisibleTo(&w));
    // On the heap: a controller on the stack leaves its address to the next test's frame, and TSan,
    // blind to Qt's QThread::wait(), takes its worker thread's last reads for a race there.
    const auto other = std::make_unique<kdui::GameController>();
    QCOMPARE(other->restoreState(state), QString());
    QCOMPARE(other->game().plyCount(), 10);
    QVERIFY(other->pgn().contains(QStringLiteral("(5. d3)")));
}

void TestAnalysis::stopAndGoInsideAnalysisMode()
{
    MainWindow w(quiet());
    w.resize(1280, 800);
    w.show();
    w.action(QStringLiteral("analysis"))->trigger();
    const Analyser* k = w.analysis()->kandinsky();
    QVERIFY(waitForLines(w, k));
    // Stop pauses the analysers; the mode stays (the panel, moves for both sides).
    QPushButton* go = w.analysisPanel()->goButton();
    QTest::mouseClick(go, Qt::LeftButton);
    QVERIFY(!w.analysis()->active());
    QVERIFY(w.analysisMode());
    QCOMPARE(k->state(), Analyser::State::Idle);
    QVERIFY(w.board()->arrows().isEmpty());
    QVERIFY(w.analysisPanel()->isVisible());
    // Go again on another position.
    QCOMPARE(w.pasteText(QString::fromLatin1(GAME)), QString());
    QTest::mouseClick(go, Qt::LeftButton);
    QVERIFY(w.analysis()->active());
    QVERIFY(waitForLines(w, k));
    QCOMPARE(k->ply(), 10);
    // Stopped again, the action still leaves the mode.
    QTest::mouseClick(go, Qt::LeftButton);
    w.action(QStringLiteral("analysis"))->trigger();
    QVERIFY(!w.analysisMode());
    QVERIFY(!w.controller()->analysisMode());
    QVERIFY(!w.analysisPanel()->isVisibleTo(&w));
    QVERIFY(w.enginePanel()->isVisibleTo(&w));
}

void TestAnalysis::newGameLeavesAnalysis()
{
    MainWindow w(quiet());
    w.setAnalysisMode(true);
    QVERIFY(w.action(QStringLiteral("analysis"))->isChecked());
    // Against the computer the engine plays again once analysis is left.
    w.setAnalysisMode(false);
    QVERIFY(!w.action(QStringLiteral("analysis"))->isChecked());
    QVERIFY(!w.controller()->analysisMode());
}

void TestAnalysis::externalEngineBesideKandinsky()
{
    MainWindow w(quiet());
    w.resize(1280, 800);
    w.show();
    w.setAnalysisEngines({{QStringLiteral("Fake"), EngineSpec {{KD_FAKE_ENGINE, "analyse"}, {}, {}}}});
    w.analysisPanel()->linesBox()->setValue(2);
    w.setAnalysisMode(true);
    // Chosen in the panel's engine list: "Kandinsky + Fake".
    QComboBox* box = w.analysisPanel()->engineBox();
    const int index = box->findText(QStringLiteral("Kandinsky + Fake"));
    QVERIFY(index > 0);
    box->setCurrentIndex(index);
    emit box->activated(index);
    QCOMPARE(w.analysis()->analysers().size(), 2);
    const Analyser* ext = w.analysis()->external();
    QVERIFY(ext);
    QVERIFY(waitForLines(w, ext, 2));
    QVERIFY(waitForLines(w, w.analysis()->kandinsky(), 2));
    checkLegal(ext);
    QCOMPARE(ext->name(), QStringLiteral("fake-analyse"));
    QCOMPARE(w.analysisPanel()->views().size(), 2);
    // Arrows of both, in their colours.
    QVERIFY(QTest::qWaitFor([&] { return w.board()->arrows().size() == 4; }, 5000));
    // The inspector's second opinion names the external engine's score of the position shown, and
    // Kandinsky's search beside it.
    w.showPanel(QStringLiteral("inspector"));
    QVERIFY(
        QTest::qWaitFor([&] { return w.inspector()->secondOpinion().contains(QStringLiteral("fake-analyse")); }, 5000));
    QVERIFY2(w.inspector()->secondOpinion().contains(kdui::scoreText(ext->lines().front().scoreWhite)),
        qPrintable(w.inspector()->secondOpinion()));
    QVERIFY(w.inspector()->secondOpinion().contains(QStringLiteral("Kandinsky")));
    // Stepping: both follow.
    QCOMPARE(w.pasteText(QString::fromLatin1(GAME)), QString());
    w.controller()->setViewPly(5);
    QVERIFY(waitForLines(w, ext));
    QVERIFY(waitForLines(w, w.analysis()->kandinsky()));
    QCOMPARE(ext->ply(), 5);
    checkLegal(ext);
    // The external engine alone.
    const int alone = box->findText(QStringLiteral("Fake"));
    box->setCurrentIndex(alone);
    emit box->activated(alone);
    QCOMPARE(w.analysis()->analysers().size(), 1);
    QVERIFY(!w.analysis()->usesKandinsky());
}

void TestAnalysis::crashingAnalyserSaysSoAndRestarts()
{
    MainWindow w(quiet());
    w.resize(1280, 800);
    w.show();
    QCOMPARE(w.pasteText(QString::fromLatin1(GAME)), QString());
    const QString pgn = w.controller()->pgn();
    w.setAnalysisEngines({{QStringLiteral("Crashy"), EngineSpec {{KD_FAKE_ENGINE, "crashanalyse"}, {}, {}}}});
    w.chooseAnalysers(0, false);
    w.setAnalysisMode(true);
    const Analyser* ext = w.analysis()->external();
    QVERIFY(QTest::qWaitFor([&] { return ext->state() == Analyser::State::Failed; }, 20000));
    QVERIFY2(ext->error().contains(QStringLiteral("fake-crashanalyse")), qPrintable(ext->error()));
    kdui::AnalyserView* view = w.analysisPanel()->views().front();
    QVERIFY(QTest::qWaitFor([&] { return view->restartButton()->isVisible(); }, 2000));
    QVERIFY(view->errorText().contains(QStringLiteral("stopped")));
    // Whole in the tooltip too, where a short panel cuts the wrapped text.
    QCOMPARE(view->findChild<QLabel*>(QStringLiteral("analyserError"))->toolTip(), view->errorText());
    // The game is as it was.
    QCOMPARE(w.controller()->pgn(), pgn);
    // Restart: it starts and analyses again (and crashes again, which is its nature).
    QSignalSpy states(w.analysis(), &kdui::Analysis::stateChanged);
    QTest::mouseClick(view->restartButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor(
        [&] { return ext->state() == Analyser::State::Running || ext->state() == Analyser::State::Starting; }, 1000));
    QVERIFY(QTest::qWaitFor([&] { return ext->state() == Analyser::State::Failed; }, 20000));
    QVERIFY(states.size() >= 2);
}

void TestAnalysis::stockfishAnalyses()
{
    const QString stockfish = QStringLiteral("/usr/games/stockfish");
    if (!QFile::exists(stockfish))
        QSKIP("Stockfish is not installed");
    MainWindow w(quiet());
    w.resize(1280, 800);
    w.show();
    QCOMPARE(w.pasteText(QString::fromLatin1(GAME)), QString());
    w.analysisPanel()->linesBox()->setValue(2);
    w.useAnalyser(stockfish, true);
    w.setAnalysisMode(true);
    const Analyser* ext = w.analysis()->external();
    QVERIFY(QTest::qWaitFor([&] { return ext->lines().size() == 2 && ext->lines().front().depth >= 10; }, 30000));
    QVERIFY(ext->name().startsWith(QStringLiteral("Stockfish")));
    checkLegal(ext);
    // Another position: new lines of it.
    QTest::keyClick(&w, Qt::Key_Home);
    QVERIFY(waitForLines(w, ext, 2));
    QCOMPARE(ext->ply(), 0);
    checkLegal(ext);
}

void TestAnalysis::commandLineScreenshot()
{
    // kandinsky --analyse GAME.pgn --screenshot FILE.png: analyses the game's last position, then
    // takes the picture.
    QTemporaryDir dir;
    const QString pgn = dir.filePath(QStringLiteral("game.pgn"));
    QFile f(pgn);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(GAME);
    f.close();
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    QProcess app;
    app.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
    app.start(QStringLiteral(KD_GUI),
        {QStringLiteral("--analyse"), pgn, QStringLiteral("--analyse-seconds"), QStringLiteral("0.5"),
            QStringLiteral("--size"), QStringLiteral("1024x640"), QStringLiteral("--screenshot"), png});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 0);
    QImage shot(png);
    QCOMPARE(shot.size(), QSize(1024, 640));
    // A bad value is refused with its name.
    app.start(QStringLiteral(KD_GUI),
        {QStringLiteral("--analyse-seconds"), QStringLiteral("soon"), QStringLiteral("--screenshot"), png});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 2);
    QVERIFY(app.readAllStandardError().contains("--analyse-seconds"));
}

// A small Polyglot book written here: its moves play at once in a game against Kandinsky, and the
// analysis panel lists them with their share of the weight, each a link that plays it.
void TestAnalysis::openingBook()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("tiny.bin");
    {
        // The start position: 1.e4 (weight 2), 1.d4 and 1.Nf3 (1 each); after 1.e4, 1...c5.
        Position afterE4;
        afterE4.doMove(parseUci(afterE4, "e2e4").value());
        const std::string bytes = kdtest::polyglotBytes(
            {{Position(), "e2e4", 2}, {Position(), "d2d4", 1}, {Position(), "g1f3", 1}, {afterE4, "c7c5", 1}});
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes.data(), qint64(bytes.size()));
    }
    MainWindow w(quiet());
    w.resize(1280, 800);
    w.show();
    QLabel* label = w.analysisPanel()->bookLabel();
    w.setBookFile(path);
    QVERIFY(w.action(QStringLiteral("useBook"))->isChecked());
    QVERIFY(w.controller()->book());

    // Against Kandinsky as White at full strength: its first move comes from the book.
    kdui::GameSetup setup = kdui::GameSetup::twoPeople();
    setup.players[WHITE] = kdui::Player::Engine;
    setup.elo = 0;
    w.controller()->newGame(setup);
    QVERIFY(QTest::qWaitFor([&] { return w.controller()->game().plyCount() == 1; }, 10000));
    const std::string first = toUci(w.controller()->game().moves().front());
    QVERIFY2(first == "e2e4" || first == "d2d4" || first == "g1f3", first.c_str());

    // The analysis panel lists the book's moves of the viewed position.
    w.controller()->newGame(kdui::GameSetup::twoPeople());
    w.setAnalysisMode(true);
    QVERIFY(label->isVisible());
    QVERIFY2(label->text().contains(">e4</a>&nbsp;50%") && label->text().contains(">d4</a>&nbsp;25%")
            && label->text().contains(">Nf3</a>&nbsp;25%"),
        qPrintable(label->text()));
    emit label->linkActivated(QStringLiteral("e2e4")); // what a click on "e4" sends
    QCOMPARE(w.controller()->game().plyCount(), 1);
    QVERIFY2(label->text().contains(">c5</a>&nbsp;100%"), qPrintable(label->text()));
    QVERIFY(w.controller()->playMove(parseUci(w.controller()->viewPosition(), "e7e5").value()));
    QVERIFY2(label->text().contains("out of book"), qPrintable(label->text()));

    // Off: no book, no list; a file that is not a book is reported and play goes on without one.
    w.action(QStringLiteral("useBook"))->trigger();
    QVERIFY(!w.controller()->book());
    QVERIFY(!label->isVisible());
    QFile bad(dir.filePath("bad.bin"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("not a book");
    bad.close();
    w.setBookFile(bad.fileName());
    QVERIFY(!w.controller()->book());
    QVERIFY2(w.message().contains("not a whole number of 16-byte entries"), qPrintable(w.message()));
    QCOMPARE(w.controller()->game().plyCount(), 2);

    // Play > Engine threads reaches the game's searches and the analysis.
    QCOMPARE(w.controller()->threads(), 1);
    if (QAction* two = w.action(QStringLiteral("threads2"))) {
        two->trigger();
        QCOMPARE(w.controller()->threads(), 2);
        QCOMPARE(w.analysis()->threads(), 2);
        QVERIFY(two->isChecked());
        QVERIFY(!w.action(QStringLiteral("threads1"))->isChecked());
    }
}

QTEST_MAIN(TestAnalysis)
#include "tst_analysis.moc"
