// The evaluation inspector, driven as a user would (offscreen): the breakdown's total is evaluate()
// for the suite positions under every model, stepping reproduces the score, the move terms add up
// for every move of a long game with every kind of move, the graph jumps to a ply, rows and board
// squares point at each other and at the heatmap's cells, the engine's line can be followed to its
// leaf, and models compare piece by piece.
#include "boardview.h"
#include "enginepanel.h"
#include "evalgraph.h"
#include "gamecontroller.h"
#include "heatmappanel.h"
#include "inspectorpanel.h"
#include "mainwindow.h"
#include "modellibrary.h"
#include "pgn.h"
#include "support.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace kd;
using namespace kdui;

namespace {

int number(const QTreeWidgetItem* item, int column) { return item->data(column, Qt::UserRole).toInt(); }

// A long game with captures, castling, en passant and promotions: the first random game (from a
// fixed seed) that has all of them.
Game longGame()
{
    for (std::uint64_t seed = 1; seed < 1000; ++seed) {
        std::mt19937_64 rng(seed);
        Game game;
        bool castle = false, ep = false, promo = false, capture = false;
        while (game.plyCount() < 400 && !game.over()) {
            const MoveList moves(game.current());
            const Move m = moves[rng() % moves.size()];
            castle |= m.kind() == Move::CASTLING;
            ep |= m.kind() == Move::EN_PASSANT;
            promo |= m.kind() == Move::PROMOTION;
            capture |= game.current().pieceOn(m.to()) != NO_PIECE;
            game.play(m);
        }
        if (castle && ep && promo && capture)
            return game;
    }
    qFatal("no random game with every kind of move");
}

} // namespace

class TestInspector : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> shared; // one window for the many rows of tableTotalIsEvaluate

    std::unique_ptr<MainWindow> window()
    {
        auto w = std::make_unique<MainWindow>(MainWindow::Options {dir.filePath(QStringLiteral("i.ini")), false});
        w->resize(1400, 900);
        w->show();
        w->showPanel(QStringLiteral("inspector"));
        if (!QTest::qWaitForWindowExposed(w.get()))
            qFatal("window not exposed");
        return w;
    }

private slots:
    void initTestCase() { QVERIFY(dir.isValid()); }
    void cleanupTestCase() { shared.reset(); }

    // The table's numbers: the pieces add up to their side's row, the sides subtract to White's
    // score, and the footer shows the engine's evaluate() beside the table's total.
    void tableTotalIsEvaluate_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("fen");
        for (const char* m : {"simplified", "otter", "pesto"})
            for (const PerftCase& c : kdtest::perftSuite())
                QTest::addRow("%s %s", m, c.fen.c_str()) << m << QString::fromStdString(c.fen);
    }
    void tableTotalIsEvaluate()
    {
        QFETCH(QString, model);
        QFETCH(QString, fen);
        if (!shared)
            shared = window();
        MainWindow* w = shared.get();
        QVERIFY(w->models()->setCurrent(model));
        QCOMPARE(w->controller()->loadFen(fen), QString());
        InspectorPanel* in = w->inspector();
        const Position pos = Position::fromFen(fen.toStdString()).value();
        const auto tables = kdtest::tables(model);
        QTreeWidget* table = in->breakdown();
        QCOMPARE(table->topLevelItemCount(), 2);
        int sides[COLOR_NB] = {};
        int rows = 0;
        for (int i = 0; i < 2; ++i) {
            QTreeWidgetItem* side = table->topLevelItem(i);
            int sum = 0;
            for (int j = 0; j < side->childCount(); ++j) {
                QTreeWidgetItem* row = side->child(j);
                QCOMPARE(number(row, InspectorPanel::TotalCol),
                    number(row, InspectorPanel::MaterialCol) + number(row, InspectorPanel::TableCol));
                sum += number(row, InspectorPanel::TotalCol);
                ++rows;
            }
            QCOMPARE(number(side, InspectorPanel::TotalCol), sum);
            sides[i] = sum;
        }
        QCOMPARE(rows, popcount(pos.pieces()));
        QCOMPARE(table->topLevelItem(0)->text(InspectorPanel::PieceCol), QStringLiteral("White"));
        const int white = sides[WHITE] - sides[BLACK];
        QCOMPARE(white, whiteScore(pos, *tables));
        QCOMPARE(in->engineScore(), evaluate(pos, *tables));
        const QString score = QString::fromStdString(signedGrouped(evaluate(pos, *tables)));
        QVERIFY2(in->totalText().contains(QStringLiteral("evaluate(): %1 ✓").arg(score)), qPrintable(in->totalText()));
        // MG and EG columns only for the tapered model.
        QCOMPARE(table->isColumnHidden(InspectorPanel::TableMgCol), model != "pesto");
    }

    // Step by clicks (and keys) to the end: the last step is the engine's score, and each step's
    // running totals are what the rows added so far sum to.
    void steppingReproducesTheScore_data()
    {
        QTest::addColumn<int>("order");
        QTest::newRow("piece by piece") << int(StepOrder::PieceByPiece);
        QTest::newRow("material first") << int(StepOrder::MaterialFirst);
    }
    void steppingReproducesTheScore()
    {
        QFETCH(int, order);
        auto w = window();
        w->models()->setCurrent(QStringLiteral("pesto"));
        QCOMPARE(w->openPgnFile(kdtest::dataPath("opera.pgn")), QString());
        w->controller()->setViewPly(20);
        InspectorPanel* in = w->inspector();
        in->setStepOrder(StepOrder(order));
        QPushButton* step = nullptr;
        for (QPushButton* b : in->findChildren<QPushButton*>())
            if (b->text() == QLatin1String("Step") && b->toolTip().contains(QLatin1String("next piece")))
                step = b;
        QVERIFY(step);
        QCOMPARE(in->stepIndex(), -1);
        QTest::mouseClick(step, Qt::LeftButton); // the first step: both sides at 0
        QCOMPARE(in->stepIndex(), 0);
        QVERIFY(in->sentence().startsWith(QStringLiteral("Both sides start at 0")));
        QTest::mouseClick(step, Qt::LeftButton);
        QCOMPARE(in->stepIndex(), 1);
        QVERIFY(in->sentence().startsWith(QStringLiteral("White pawn on")));
        QTest::keyClick(w.get(), Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(in->stepIndex(), 2);
        QTest::keyClick(w.get(), Qt::Key_Left, Qt::ControlModifier);
        QCOMPARE(in->stepIndex(), 1);
        QCOMPARE(w->controller()->viewPly(), 20); // the keys step the evaluation, not the game
        while (step->isEnabled())
            QTest::mouseClick(step, Qt::LeftButton);
        const auto& steps = in->steps();
        QCOMPARE(in->stepIndex(), int(steps.size()) - 1);
        const Position pos = w->controller()->viewPosition();
        const int score = evaluate(pos, *w->controller()->tables());
        QCOMPARE(steps.back().score, score);
        QVERIFY2(in->sentence().contains(QString::fromStdString(signedGrouped(score))), qPrintable(in->sentence()));
        QVERIFY(in->sentence().contains(pos.sideToMove() == WHITE ? "stays" : "negated"));
        // Half way: the side rows show the running totals of the step.
        const int half = int(steps.size()) / 2;
        in->stepStart();
        for (int i = 0; i < half; ++i)
            in->stepForward();
        QCOMPARE(in->breakdown()->topLevelItem(0)->text(InspectorPanel::TotalCol),
            QString::fromStdString(groupedNumber(steps[std::size_t(half)].white)));
        QCOMPARE(in->breakdown()->topLevelItem(1)->text(InspectorPanel::TotalCol),
            QString::fromStdString(groupedNumber(steps[std::size_t(half)].black)));
        // The stepped piece is highlighted on the board.
        const EvalStep& s = steps[std::size_t(half)];
        if (s.piece >= 0)
            QVERIFY(w->board()
                        ->overlay(QStringLiteral("inspect"))
                        .contains(in->explanation().pieces[std::size_t(s.piece)].square));
        // Play runs to the end by itself.
        in->setPlayInterval(5);
        in->setPlaying(true);
        QTRY_VERIFY_WITH_TIMEOUT(!in->playing(), 60000);
        QCOMPARE(in->stepIndex(), int(steps.size()) - 1);
    }

    // Through a long game move by move: each position's terms add up to the change of White's
    // score, captures, castling, en passant and promotions included.
    void moveTermsAddUpThroughALongGame()
    {
        auto w = window();
        const Game game = longGame();
        QCOMPARE(w->controller()->loadPgn(QString::fromStdString(writePgn(game.toPgn()))), QString());
        QCOMPARE(w->controller()->game().plyCount(), game.plyCount());
        InspectorPanel* in = w->inspector();
        in->showTab(InspectorPanel::MoveTab);
        for (const char* model : {"pesto", "simplified"}) {
            w->models()->setCurrent(QString::fromLatin1(model));
            const auto& t = *w->controller()->tables();
            int kinds[5] = {};
            for (int ply = 1; ply <= game.plyCount(); ++ply) {
                w->controller()->setViewPly(ply);
                QVERIFY(in->delta());
                const MoveDelta& d = *in->delta();
                QCOMPARE(d.move, game.moves()[std::size_t(ply - 1)]);
                const int change = whiteScore(game.positionAt(ply), t) - whiteScore(game.positionAt(ply - 1), t);
                QCOMPARE(d.change(), change);
                QCOMPARE(d.sum(), change);
                QTreeWidget* table = in->deltaTable();
                QCOMPARE(table->topLevelItemCount(), int(d.terms.size()) + 1);
                QCOMPARE(table->topLevelItem(table->topLevelItemCount() - 1)->text(1),
                    QString::fromStdString(signedGrouped(change)));
                QVERIFY(in->deltaSummary().contains(QStringLiteral("✓")));
                for (const DeltaTerm& x : d.terms)
                    ++kinds[x.kind];
            }
            QVERIFY(kinds[DeltaTerm::Captured] > 0);
            QVERIFY(kinds[DeltaTerm::CastlingRook] > 0);
            QVERIFY(kinds[DeltaTerm::Promoted] > 0);
            QVERIFY(kinds[DeltaTerm::Phase] > 0);
        }
        w->controller()->setViewPly(0);
        QVERIFY(!in->delta());
    }

    // The graph has a point per ply; clicking one shows that position everywhere.
    void graphClickGoesToThePly()
    {
        auto w = window();
        QCOMPARE(w->openPgnFile(kdtest::dataPath("opera.pgn")), QString());
        EvalGraph* graph = w->inspector()->graph();
        const Game& game = w->controller()->game();
        QCOMPARE(graph->points().size(), game.plyCount() + 1);
        const auto& t = *w->controller()->tables();
        for (int ply : {0, 7, 20, game.plyCount()})
            QCOMPARE(graph->points()[ply].staticWhite, whiteScore(game.positionAt(ply), t));
        for (int ply : {11, 0, 24}) {
            QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointPos(ply).toPoint());
            QCOMPARE(w->controller()->viewPly(), ply);
            QCOMPARE(graph->current(), ply);
            QCOMPARE(w->board()->position().fen(), game.positionAt(ply).fen());
            QCOMPARE(w->inspector()->position().fen(), game.positionAt(ply).fen());
        }
        // Export: a PNG of the asked size.
        const QString path = dir.filePath(QStringLiteral("graph.png"));
        QCOMPARE(w->inspector()->exportGraph(path), QString());
        QCOMPARE(QImage(path).size(), QSize(1200, 360));
    }

    // A row points at its square on the board and its cells in the heatmap; hovering a piece on the
    // board selects its row.
    void rowsAndSquaresPointAtEachOther()
    {
        auto w = window();
        w->showPanel(QStringLiteral("heatmap"));
        QCOMPARE(w->controller()->loadFen(
                     QStringLiteral("r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 5 4")),
            QString());
        InspectorPanel* in = w->inspector();
        QTreeWidget* table = in->breakdown();
        QTreeWidgetItem* row = in->rowFor(SQ_F6);
        QVERIFY(row);
        table->scrollToItem(row);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualItemRect(row).center());
        QCOMPARE(table->currentItem(), row);
        QCOMPARE(in->highlighted(), SQ_F6);
        QCOMPARE(w->board()->overlay(QStringLiteral("inspect")).keys(), QList<Square> {SQ_F6});
        // The heatmap (White's view, both stages) outlines the knight's cells: Black's f6 reads f3.
        const auto cells = w->heatmap()->canvas()->markedCells();
        QCOMPARE(cells.size(), 2);
        for (const auto& [index, square] : cells) {
            QCOMPARE(w->heatmap()->canvas()->scene().tables[index].piece, KNIGHT);
            QCOMPARE(square, SQ_F3);
        }
        // Hovering the board's c3 knight selects its row.
        // (An event sent straight to the board: QTest::mouseMove goes through the offscreen window
        // system, which drops it when the cursor already stood there in an earlier test's window.)
        const QPointF c3 = w->board()->squareRect(SQ_C3).center();
        QMouseEvent move(
            QEvent::MouseMove, c3, w->board()->mapToGlobal(c3), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(w->board(), &move);
        QCOMPARE(in->highlighted(), SQ_C3);
        QCOMPARE(table->currentItem(), in->rowFor(SQ_C3));
        QCOMPARE(w->board()->overlay(QStringLiteral("inspect")).keys(), QList<Square> {SQ_C3});

        // Sorting by total keeps White's group first and orders each group.
        table->sortByColumn(InspectorPanel::TotalCol, Qt::DescendingOrder);
        QCOMPARE(table->topLevelItem(0)->text(InspectorPanel::PieceCol), QStringLiteral("White"));
        for (int i = 0; i < 2; ++i) {
            QTreeWidgetItem* side = table->topLevelItem(i);
            for (int j = 1; j < side->childCount(); ++j)
                QVERIFY(number(side->child(j - 1), InspectorPanel::TotalCol)
                    >= number(side->child(j), InspectorPanel::TotalCol));
        }
    }

    // The engine's line: from the engine panel's button, step by step to the leaf on the preview
    // board; each step's position is inspected and the move's terms add up.
    void followTheEngineLine()
    {
        auto w = window();
        QCOMPARE(w->controller()->loadFen(
                     QStringLiteral("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4")),
            QString());
        QPushButton* lineButton = w->enginePanel()->lineButton();
        QVERIFY(!lineButton->isEnabled());
        w->controller()->requestHint();
        QTRY_VERIFY_WITH_TIMEOUT(lineButton->isEnabled() && !w->controller()->hintPending(), 30000);
        InspectorPanel* in = w->inspector();
        QVERIFY(in->hasLine());
        QTest::mouseClick(lineButton, Qt::LeftButton);
        QCOMPARE(in->currentTab(), InspectorPanel::LineTab);
        QVERIFY(in->inspectingLine());
        QCOMPARE(in->lineIndex(), 0);
        QCOMPARE(in->position().fen(), w->controller()->game().current().fen());
        QCOMPARE(in->lineBoard()->position().fen(), in->position().fen());

        QPushButton* step = nullptr;
        for (QPushButton* b : in->findChildren<QPushButton*>())
            if (b->toolTip() == QLatin1String("One move along the line"))
                step = b;
        Position pos = in->position();
        const auto& t = *w->controller()->tables();
        for (int k = 1; k <= in->lineLength(); ++k) {
            QTest::mouseClick(step, Qt::LeftButton);
            QCOMPARE(in->lineIndex(), k);
            const Move m = in->delta()->move;
            QVERIFY(pos.isLegal(m));
            const int before = whiteScore(pos, t);
            pos.doMove(m);
            QCOMPARE(in->position().fen(), pos.fen());
            QCOMPARE(in->lineBoard()->position().fen(), pos.fen());
            QCOMPARE(in->delta()->sum(), whiteScore(pos, t) - before);
            QCOMPARE(in->explanation().score, evaluate(pos, t));
        }
        QVERIFY(!step->isEnabled());
        QVERIFY2(in->lineSummary().contains(QStringLiteral("leaf's static evaluation is %1")
                                                .arg(QString::fromStdString(signedGrouped(whiteScore(pos, t))))),
            qPrintable(in->lineSummary()));
        // The main board keeps the game; going back to it inspects the game again.
        QCOMPARE(w->board()->position().fen(), w->controller()->game().current().fen());
        in->showGame();
        QVERIFY(!in->inspectingLine());
        QCOMPARE(in->position().fen(), w->controller()->game().current().fen());
    }

    // Two models side by side: every row's difference is the two models' values apart.
    void compareModels()
    {
        auto w = window();
        w->models()->setCurrent(QStringLiteral("pesto"));
        QCOMPARE(w->openPgnFile(kdtest::dataPath("opera.pgn")), QString());
        w->controller()->setViewPly(15);
        InspectorPanel* in = w->inspector();
        int simplified = -1;
        for (int i = 0; i < w->models()->count(); ++i)
            if (w->models()->displayName(i) == QLatin1String("simplified"))
                simplified = i;
        QVERIFY(simplified >= 0);
        in->setCompareModel(simplified);
        const Position pos = w->controller()->viewPosition();
        const Explanation a = explain(pos, *kdtest::tables("pesto"));
        const Explanation b = explain(pos, *kdtest::tables("simplified"));
        QTreeWidget* table = in->compareTable();
        QCOMPARE(table->headerItem()->text(2), QStringLiteral("pesto"));
        QCOMPARE(table->headerItem()->text(3), QStringLiteral("simplified"));
        std::size_t i = 0;
        for (int s = 0; s < 2; ++s)
            for (int j = 0; j < table->topLevelItem(s)->childCount(); ++j, ++i) {
                QTreeWidgetItem* row = table->topLevelItem(s)->child(j);
                QCOMPARE(row->text(1), QString::fromStdString(squareName(a.pieces[i].square)));
                QCOMPARE(
                    row->text(4), QString::fromStdString(signedGrouped(b.pieces[i].total() - a.pieces[i].total())));
            }
        QCOMPARE(i, a.pieces.size());
        QVERIFY(in->compareSummary().contains(
            QStringLiteral("simplified %1").arg(QString::fromStdString(signedGrouped(b.whiteScore)))));
    }
};

QTEST_MAIN(TestInspector)
#include "tst_inspector.moc"
