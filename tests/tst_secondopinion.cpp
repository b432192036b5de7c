// The inspector's second opinion, driven as the analysis mode drives it (offscreen): an analyser's
// report on the viewed position appears in the Breakdown beside the tables' static score with the
// difference named in the app's unit (a mate named as a mate, never subtracted), a report on another
// position never shows, the deepest report per position and source stays, and the evaluation graph
// carries the analyser's curve (its points, its legend, its tooltip, its pixels).
#include "evalgraph.h"
#include "format.h"
#include "gamecontroller.h"
#include "inspectorbreakdown.h"
#include "inspectorpanel.h"
#include "inspectortext.h"
#include "mainwindow.h"
#include "modellibrary.h"
#include "support.h"

#include <QAction>
#include <QLabel>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

using namespace kd;
using namespace kdui;

namespace {

// An analyser's report on the game's position at `ply`.
EngineLine report(const Game& game, int ply, const QString& player, int depth, int scoreWhite,
    Bound bound = BOUND_EXACT, std::optional<Position> root = std::nullopt)
{
    EngineLine line;
    line.ply = ply;
    line.root = root ? *root : game.positionAt(ply);
    line.player = player;
    line.depth = depth;
    line.scoreWhite = scoreWhite;
    line.bound = bound;
    line.pv = {MoveList(line.root)[0]};
    return line;
}

// Pixels of the analyser's purple (as EvalGraph draws it) in an image.
int purplePixels(const QImage& image)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - 0xA0) < 12 && std::abs(c.green() - 0x5C) < 12 && std::abs(c.blue() - 0xD6) < 12)
                ++n;
        }
    return n;
}

} // namespace

class TestSecondOpinion : public QObject {
    Q_OBJECT

    QTemporaryDir dir;

    std::unique_ptr<MainWindow> window()
    {
        auto w = std::make_unique<MainWindow>(MainWindow::Options {dir.filePath(QStringLiteral("o.ini")), false});
        w->resize(1400, 900);
        w->show();
        w->showPanel(QStringLiteral("inspector"));
        if (!QTest::qWaitForWindowExposed(w.get()))
            qFatal("window not exposed");
        if (!w->openPgnFile(kdtest::dataPath("opera.pgn")).isEmpty())
            qFatal("opera.pgn");
        return w;
    }

private slots:
    void initTestCase() { QVERIFY(dir.isValid()); }
    void cleanup() { setScoreUnit(ScoreUnit::Pawns); }

    // The analyser's report on the viewed position: its name, depth and score, and the difference
    // from the tables' static score in words, in the app's unit and with its bound.
    void opinionOfTheViewedPosition_data()
    {
        QTest::addColumn<int>("offset"); // the analyser's score minus the tables' (centipawns)
        QTest::addColumn<int>("bound");
        QTest::addColumn<bool>("centipawns");
        QTest::addColumn<QString>("shown"); // the score as the first line shows it ("%1": the score)
        QTest::addColumn<QString>("difference");
        QTest::newRow("White better") << 180 << int(BOUND_EXACT) << false << "%1"
                                      << ": 1.80 pawns for White the tables cannot see.";
        QTest::newRow("Black better") << -250 << int(BOUND_EXACT) << false << "%1"
                                      << ": 2.50 pawns for Black the tables cannot see.";
        QTest::newRow("agrees") << 0 << int(BOUND_EXACT) << false << "%1"
                                << " too: it agrees with the tables.";
        QTest::newRow("lower bound") << 180 << int(BOUND_LOWER) << false << "≥ %1"
                                     << ": at least 1.80 pawns for White the tables cannot see.";
        QTest::newRow("upper bound") << -180 << int(BOUND_UPPER) << false << "≤ %1"
                                     << ": at least 1.80 pawns for Black the tables cannot see.";
        QTest::newRow("lower bound, Black better") << -180 << int(BOUND_LOWER) << false << "≥ %1"
                                                   << ": at most 1.80 pawns for Black the tables cannot see.";
        QTest::newRow("centipawns") << 180 << int(BOUND_EXACT) << true << "%1"
                                    << ": 180 centipawns for White the tables cannot see.";
    }
    void opinionOfTheViewedPosition()
    {
        QFETCH(int, offset);
        QFETCH(int, bound);
        QFETCH(bool, centipawns);
        QFETCH(QString, shown);
        QFETCH(QString, difference);
        auto w = window();
        if (centipawns)
            w->action(QStringLiteral("unitscentipawns"))->trigger();
        InspectorPanel* in = w->inspector();
        const Game& game = w->controller()->game();
        w->controller()->setViewPly(12);
        QVERIFY2(
            in->secondOpinion().contains(QLatin1String("Compare with an engine")), qPrintable(in->secondOpinion()));
        const int tables = in->explanation().whiteScore;
        QCOMPARE(tables, whiteScore(game.positionAt(12), *w->controller()->tables()));
        const int score = tables + offset;
        in->recordAnalysis(report(game, 12, QStringLiteral("Stockfish 15.1"), 22, score, Bound(bound)), false);
        const QString text = in->secondOpinion();
        QVERIFY2(text.startsWith(QStringLiteral("Stockfish 15.1 · depth 22: ") + shown.arg(scoreText(score))),
            qPrintable(text));
        const QString sentence = QStringLiteral("The tables see %1; Stockfish 15.1 sees ").arg(signedValue(tables));
        QVERIFY2(text.contains(sentence), qPrintable(text));
        QVERIFY2(text.endsWith(difference), qPrintable(text));
        QVERIFY2(in->secondOpinionDetails().contains(text), qPrintable(in->secondOpinionDetails()));
        // The unit changes: the text follows.
        w->action(centipawns ? QStringLiteral("unitspawns") : QStringLiteral("unitscentipawns"))->trigger();
        QVERIFY2(in->secondOpinion().contains(scoreText(score)), qPrintable(in->secondOpinion()));
    }

    // A mate score is named as a mate, in moves, and never subtracted as if it were centipawns.
    void mateIsNamed_data()
    {
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("shown");
        QTest::addColumn<QString>("words");
        QTest::newRow("White mates in 5") << mateIn(9) << "#5"
                                          << "sees a mate in 5 for White (#5) the tables cannot see.";
        QTest::newRow("White mates in 1") << mateIn(1) << "#1"
                                          << "sees a mate in 1 for White (#1) the tables cannot see.";
        QTest::newRow("Black mates in 2") << -mateIn(4) << "−#2"
                                          << "sees a mate in 2 for Black (−#2) the tables cannot see.";
    }
    void mateIsNamed()
    {
        QFETCH(int, score);
        QFETCH(QString, shown);
        QFETCH(QString, words);
        auto w = window();
        InspectorPanel* in = w->inspector();
        w->controller()->setViewPly(20);
        in->recordAnalysis(report(w->controller()->game(), 20, QStringLiteral("Stockfish 15.1"), 30, score), false);
        const QString text = in->secondOpinion();
        QVERIFY2(text.startsWith(QStringLiteral("Stockfish 15.1 · depth 30: ") + shown), qPrintable(text));
        QVERIFY2(text.endsWith(words), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("pawns")), qPrintable(text));
        // The graph's tooltip names it too, with no difference in pawns; the point sits at the edge.
        const QString tip = in->graph()->toolTipAt(20);
        QVERIFY2(tip.contains(QStringLiteral("Stockfish 15.1: ") + shown), qPrintable(tip));
        QVERIFY2(!tip.contains(QLatin1String("pawns")), qPrintable(tip));
        QVERIFY(in->graph()->range() <= 1200);
    }

    // A report on another position (same ply, another key) never shows, in the Breakdown or the
    // graph; moving the view shows each ply's own report, and a note where there is none.
    void onlyTheViewedPositionsOpinion()
    {
        auto w = window();
        InspectorPanel* in = w->inspector();
        const Game& game = w->controller()->game();
        w->controller()->setViewPly(10);
        in->recordAnalysis(
            report(game, 10, QStringLiteral("Stale 1.0"), 40, 555, BOUND_EXACT, game.positionAt(11)), false);
        QCOMPARE(in->secondOpinion(), QStringLiteral("Second opinion: Stale 1.0 has not analysed this position yet."));
        QVERIFY(!in->graph()->points()[10].analyserWhite);
        in->recordAnalysis(report(game, 10, QStringLiteral("Stockfish 15.1"), 20, 110), false);
        in->recordAnalysis(report(game, 20, QStringLiteral("Stockfish 15.1"), 21, -330), false);
        QVERIFY2(in->secondOpinion().contains(QStringLiteral("depth 20: ") + scoreText(110)),
            qPrintable(in->secondOpinion()));
        w->controller()->setViewPly(20);
        QVERIFY2(in->secondOpinion().contains(QStringLiteral("depth 21: ") + scoreText(-330)),
            qPrintable(in->secondOpinion()));
        w->controller()->setViewPly(15);
        QCOMPARE(
            in->secondOpinion(), QStringLiteral("Second opinion: Stockfish 15.1 has not analysed this position yet."));
        // The graph: the recorded plies, and none elsewhere.
        const auto& points = in->graph()->points();
        QCOMPARE(points.size(), game.plyCount() + 1);
        for (int ply = 0; ply < points.size(); ++ply) {
            const std::optional<int> expected = ply == 10 ? std::optional<int>(110)
                : ply == 20                               ? std::optional<int>(-330)
                                                          : std::nullopt;
            QCOMPARE(points[ply].analyserWhite, expected);
        }
        QCOMPARE(in->graph()->analyserName(), QStringLiteral("Stockfish 15.1"));
        // A changed game: the same ply is another position, and its report is not shown.
        QCOMPARE(w->controller()->loadPgn(QStringLiteral("1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O "
                                                         "6. Nf3 Nbd7 *")),
            QString());
        w->controller()->setViewPly(10);
        QVERIFY2(!in->secondOpinion().contains(QLatin1String("depth")), qPrintable(in->secondOpinion()));
        for (const EvalGraph::Point& p : in->graph()->points())
            QVERIFY(!p.analyserWhite);
    }

    // The deepest report per position and source stays: a shallower one later does not replace
    // it, one as deep does, and another analyser does.
    void deepestReportStays()
    {
        auto w = window();
        InspectorPanel* in = w->inspector();
        const Game& game = w->controller()->game();
        w->controller()->setViewPly(8);
        in->recordAnalysis(report(game, 8, QStringLiteral("Stockfish 15.1"), 22, 210), false);
        in->recordAnalysis(report(game, 8, QStringLiteral("Stockfish 15.1"), 18, -40), false);
        QVERIFY2(in->secondOpinion().startsWith(QStringLiteral("Stockfish 15.1 · depth 22: ") + scoreText(210)),
            qPrintable(in->secondOpinion()));
        QCOMPARE(in->graph()->points()[8].analyserWhite, std::optional<int>(210));
        in->recordAnalysis(report(game, 8, QStringLiteral("Stockfish 15.1"), 22, 190), false);
        QVERIFY2(in->secondOpinion().startsWith(QStringLiteral("Stockfish 15.1 · depth 22: ") + scoreText(190)),
            qPrintable(in->secondOpinion()));
        QCOMPARE(in->graph()->points()[8].analyserWhite, std::optional<int>(190));
        in->recordAnalysis(report(game, 8, QStringLiteral("Komodo 14"), 12, 70), false);
        QVERIFY2(in->secondOpinion().startsWith(QStringLiteral("Komodo 14 · depth 12: ") + scoreText(70)),
            qPrintable(in->secondOpinion()));
        QCOMPARE(in->graph()->analyserName(), QStringLiteral("Komodo 14"));
        // Kandinsky's own analysis is a second source beside it, kept the same way.
        in->recordAnalysis(report(game, 8, QStringLiteral("Kandinsky"), 14, 55), true);
        in->recordAnalysis(report(game, 8, QStringLiteral("Kandinsky"), 9, 900), true);
        const QStringList lines = in->secondOpinion().split(QLatin1Char('\n'));
        QVERIFY2(lines.size() >= 3, qPrintable(in->secondOpinion()));
        QCOMPARE(lines[0], QStringLiteral("Komodo 14 · depth 12: ") + scoreText(70));
        QCOMPARE(lines[1], QStringLiteral("Kandinsky search · depth 14: ") + scoreText(55));
        QVERIFY2(lines[2].contains(QLatin1String("Komodo 14 sees")), qPrintable(lines[2]));
        QVERIFY2(in->secondOpinionDetails().contains(QLatin1String("Kandinsky search sees")),
            qPrintable(in->secondOpinionDetails()));
    }

    // Kandinsky's analysis feeds the graph's engine-search point where it is deeper than the
    // search recorded there, and alone it is the Breakdown's second opinion.
    void kandinskyAnalysisIsTheEngineSearch()
    {
        auto w = window();
        QVERIFY(w->models()->setCurrent(QStringLiteral("pesto")));
        InspectorPanel* in = w->inspector();
        const Game& game = w->controller()->game();
        EngineLine search = report(game, 6, QString(), 10, 40);
        in->recordSearch(search);
        QCOMPARE(in->graph()->points()[6].searchWhite, std::optional<int>(40));
        in->recordAnalysis(report(game, 6, QStringLiteral("Kandinsky"), 8, 70), true);
        QCOMPARE(in->graph()->points()[6].searchWhite, std::optional<int>(40)); // shallower than the search
        in->recordAnalysis(report(game, 6, QStringLiteral("Kandinsky"), 16, 95), true);
        QCOMPARE(in->graph()->points()[6].searchWhite, std::optional<int>(95));
        QVERIFY(!in->graph()->points()[6].analyserWhite); // not an external analyser's curve
        w->controller()->setViewPly(6);
        const QString text = in->secondOpinion();
        QVERIFY2(text.startsWith(QStringLiteral("Kandinsky search · depth 16: ") + scoreText(95)), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Kandinsky search sees")), qPrintable(text));
        // Another model: that search was made with other tables, and is no longer shown.
        QVERIFY(w->models()->setCurrent(QStringLiteral("simplified")));
        QVERIFY2(!in->secondOpinion().contains(QLatin1String("Kandinsky")), qPrintable(in->secondOpinion()));
        QCOMPARE(in->graph()->points()[6].searchWhite, std::optional<int>(40));
        in->recordAnalysis(report(game, 6, QStringLiteral("Kandinsky"), 12, -20), true); // under the new model
        QVERIFY2(in->secondOpinion().startsWith(QStringLiteral("Kandinsky search · depth 12: ") + scoreText(-20)),
            qPrintable(in->secondOpinion()));
        QCOMPARE(in->graph()->points()[6].searchWhite, std::optional<int>(-20));
    }

    // Stepping through the engine's line: a position with no report shows a note, never the game
    // position's report; the searched position (the game's) shows its report.
    void engineLineShowsNothingStale()
    {
        auto w = window();
        InspectorPanel* in = w->inspector();
        const Game& game = w->controller()->game();
        w->controller()->setViewPly(16);
        EngineLine line = report(game, 16, QString(), 8, 30);
        Position pos = line.root;
        line.pv.clear();
        for (int i = 0; i < 3; ++i) {
            const Move m = MoveList(pos)[0];
            line.pv.push_back(m);
            pos.doMove(m);
        }
        in->recordSearch(line);
        in->recordAnalysis(report(game, 16, QStringLiteral("Stockfish 15.1"), 25, 260), false);
        QVERIFY2(
            in->secondOpinion().contains(QStringLiteral("Stockfish 15.1 · depth 25")), qPrintable(in->secondOpinion()));
        in->showLine(2);
        QVERIFY(in->inspectingLine());
        QVERIFY2(!in->secondOpinion().contains(QLatin1String("Stockfish")), qPrintable(in->secondOpinion()));
        QVERIFY2(in->secondOpinion().contains(QLatin1String("go back to the game")), qPrintable(in->secondOpinion()));
        in->showLine(0);
        QVERIFY2(
            in->secondOpinion().contains(QStringLiteral("Stockfish 15.1 · depth 25")), qPrintable(in->secondOpinion()));
        in->showGame();
        QVERIFY(in->secondOpinion().contains(QStringLiteral("Stockfish 15.1 · depth 25")));
    }

    // A new game forgets every report: the Breakdown's hint again, no curve, no legend name.
    void clearAnalysisForgetsAll()
    {
        auto w = window();
        InspectorPanel* in = w->inspector();
        const Game& game = w->controller()->game();
        w->controller()->setViewPly(4);
        in->recordAnalysis(report(game, 4, QStringLiteral("Stockfish 15.1"), 20, 120), false);
        in->recordAnalysis(report(game, 4, QStringLiteral("Kandinsky"), 30, 90), true);
        QVERIFY(in->graph()->points()[4].analyserWhite);
        QCOMPARE(in->graph()->points()[4].searchWhite, std::optional<int>(90));
        in->clearAnalysis();
        QVERIFY2(
            in->secondOpinion().contains(QLatin1String("Compare with an engine")), qPrintable(in->secondOpinion()));
        for (const EvalGraph::Point& p : in->graph()->points()) {
            QVERIFY(!p.analyserWhite);
            QVERIFY(!p.searchWhite);
        }
        QVERIFY(in->graph()->analyserName().isEmpty());
    }

    // A report reaching the hidden inspector is kept (nothing rebuilt) and shows once it is shown.
    void hiddenInspectorShowsItWhenShown()
    {
        auto w = window();
        InspectorPanel* in = w->inspector();
        const Game& game = w->controller()->game();
        w->controller()->setViewPly(14);
        w->action(QStringLiteral("showInspector"))->trigger(); // closed
        QVERIFY(!in->isVisible());
        const int rebuilds = in->graphRebuilds();
        for (int depth = 10; depth <= 24; ++depth)
            in->recordAnalysis(report(game, 14, QStringLiteral("Stockfish 15.1"), depth, 100 + depth), false);
        QCOMPARE(in->graphRebuilds(), rebuilds);
        QVERIFY(!in->secondOpinion().contains(QLatin1String("Stockfish")));
        w->action(QStringLiteral("showInspector"))->trigger(); // shown
        QVERIFY(in->isVisible());
        QVERIFY2(in->secondOpinion().startsWith(QStringLiteral("Stockfish 15.1 · depth 24: ") + scoreText(124)),
            qPrintable(in->secondOpinion()));
        QCOMPARE(in->graph()->points()[14].analyserWhite, std::optional<int>(124));

        // The panel on its own (no window to refresh it): shown again, it rebuilds the graph once.
        InspectorPanel panel(w->controller(), w->models());
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.hide();
        const int before = panel.graphRebuilds();
        in->recordAnalysis(report(game, 14, QStringLiteral("Stockfish 15.1"), 24, 124), false);
        panel.recordAnalysis(report(game, 14, QStringLiteral("Stockfish 15.1"), 24, 124), false);
        panel.recordAnalysis(report(game, 16, QStringLiteral("Stockfish 15.1"), 20, 60), false);
        QCOMPARE(panel.graphRebuilds(), before);
        QVERIFY(panel.searchPending());
        panel.show();
        QCOMPARE(panel.graphRebuilds(), before + 1);
        QCOMPARE(panel.graph()->points()[14].analyserWhite, std::optional<int>(124));
        QCOMPARE(panel.graph()->points()[16].analyserWhite, std::optional<int>(60));
        QVERIFY2(panel.secondOpinion().startsWith(QStringLiteral("Stockfish 15.1 · depth 24: ") + scoreText(124)),
            qPrintable(panel.secondOpinion()));
    }

    // The reports never move the table: the second opinion's height is fixed whatever it says.
    void reportsNeverMoveTheTable()
    {
        auto w = window();
        InspectorPanel* in = w->inspector();
        const Game& game = w->controller()->game();
        w->controller()->setViewPly(30);
        in->recordAnalysis(report(game, 2, QStringLiteral("Stockfish 15.1"), 5, 0), false); // analysis began
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        const QRect table = in->breakdown()->geometry();
        const QSize minimum = in->minimumSizeHint();
        const QString longName = QStringLiteral("A very long engine name 2026 (dev build, NNUE, 64 threads)");
        const int scores[] = {0, 35, -1250, mateIn(7), -mateIn(12)};
        for (int score : scores)
            for (const QString& name : {QStringLiteral("SF"), longName}) {
                in->recordAnalysis(report(game, 30, name, 60, score, BOUND_LOWER), false);
                in->recordAnalysis(report(game, 30, QStringLiteral("Kandinsky"), 60, -score, BOUND_UPPER), true);
                QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
                QCOMPARE(in->breakdown()->geometry(), table);
                QCOMPARE(in->minimumSizeHint(), minimum);
            }
    }

    // The graph draws the analyser's curve (the widget through its cache, and the exported PNG)
    // and names it in its tooltip with both values and the difference.
    void graphDrawsTheAnalysersCurve()
    {
        auto w = window();
        InspectorPanel* in = w->inspector();
        const Game& game = w->controller()->game();
        EvalGraph* graph = in->graph();
        QCOMPARE(purplePixels(graph->grab().toImage()), 0);
        QCOMPARE(purplePixels(graph->render({800, 240})), 0);
        // A lone report (no neighbour to join) is a dot: another one adds purple beside the legend's.
        in->recordAnalysis(report(game, 32, QStringLiteral("Stockfish 15.1"), 20, 100), false);
        const int one = purplePixels(graph->render({800, 240}));
        in->recordAnalysis(report(game, 2, QStringLiteral("Stockfish 15.1"), 20, -100), false);
        QVERIFY2(purplePixels(graph->render({800, 240})) >= one + 5, qPrintable(QString::number(one)));
        for (int ply = 10; ply <= 30; ++ply)
            in->recordAnalysis(report(game, ply, QStringLiteral("Stockfish 15.1"), 20, ply * 40 - 800), false);
        QVERIFY(purplePixels(graph->grab().toImage()) > 50);
        const QString path = dir.filePath(QStringLiteral("graph.png"));
        QCOMPARE(in->exportGraph(path), QString());
        QVERIFY(purplePixels(QImage(path)) > 100);
        const EvalGraph::Point& p = graph->points()[30];
        const QString tip = graph->toolTipAt(30);
        QVERIFY2(tip.contains(scoreText(p.plotted())), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Stockfish 15.1: ") + scoreText(400)), qPrintable(tip));
        if (p.plotted() != 400 && !isMateScore(p.plotted()))
            QVERIFY2(tip.contains(differenceWords(p.plotted(), 400)), qPrintable(tip));
        QVERIFY(!graph->toolTipAt(5).contains(QLatin1String("Stockfish")));
    }

    // The plot's range takes the analyser's scores in (a mate is clamped to the edge instead).
    void graphRangeTakesTheAnalyserIn_data()
    {
        QTest::addColumn<int>("analyser");
        QTest::addColumn<int>("range");
        QTest::newRow("none") << 0 << 200;
        QTest::newRow("+9.00") << 900 << 1000;
        QTest::newRow("-5.10") << -510 << 600;
        QTest::newRow("mate") << mateIn(5) << 200;
        QTest::newRow("beyond") << 5000 << 1200;
    }
    void graphRangeTakesTheAnalyserIn()
    {
        QFETCH(int, analyser);
        QFETCH(int, range);
        EvalGraph graph;
        QVector<EvalGraph::Point> points(3);
        if (analyser != 0)
            points[1].analyserWhite = analyser;
        graph.setPoints(points, 0);
        QCOMPARE(graph.range(), range);
    }
};

QTEST_MAIN(TestSecondOpinion)
#include "tst_secondopinion.moc"
