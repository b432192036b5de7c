// The evaluation terms in the GUI, offscreen: the heatmap panel's passed-pawn heat maps (shown,
// valued and edited like a table) and term bars and list for a model with terms, nothing of it for a
// PSQT-only model; the board's safe squares on hover (and its View-menu toggle, kept in the
// settings); the Tune page's Terms checkbox.
#include "boardview.h"
#include "core/notation.h"
#include "format.h"
#include "heatmappanel.h"
#include "heatmapterms.h"
#include "mainwindow.h"
#include "modellibrary.h"
#include "tunepanel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QTemporaryDir>
#include <QtTest>

using namespace kd;
using namespace kdui;

namespace {

Position fen(const char* text)
{
    auto pos = Position::fromFen(text);
    Q_ASSERT(pos);
    return *pos;
}

// The scene's passed-pawn tables, by index.
QVector<int> passedTables(const HeatScene& scene)
{
    QVector<int> out;
    for (int i = 0; i < scene.tables.size(); ++i)
        if (scene.tables[i].passed)
            out << i;
    return out;
}

QPoint centre(const BoardView& b, Square s) { return b.squareRect(s).center().toPoint(); }

// The squares whose pixels differ between two grabs of the board.
Bitboard changedSquares(const BoardView& b, const QImage& x, const QImage& y)
{
    Bitboard out = 0;
    const qreal dpr = x.devicePixelRatio();
    for (Square s = SQ_A1; s <= SQ_H8; ++s) {
        const QRect r = b.squareRect(s).toAlignedRect();
        for (int py = r.top(); py <= r.bottom() && !(out & squareBB(s)); ++py)
            for (int px = r.left(); px <= r.right(); ++px)
                if (x.pixel(int(px * dpr), int(py * dpr)) != y.pixel(int(px * dpr), int(py * dpr))) {
                    out |= squareBB(s);
                    break;
                }
    }
    return out;
}

} // namespace

class TestTermsView : public QObject {
    Q_OBJECT

private slots:
    void classicalShowsTheTerms_data();
    void classicalShowsTheTerms();
    void psqtOnlyModelShowsNoTerms();
    void passedPawnEditChangesEvaluateByTheEdit_data();
    void passedPawnEditChangesEvaluateByTheEdit();
    void hoverMarksSafeSquares_data();
    void hoverMarksSafeSquares();
    void safeSquaresStayOutOfMoves();
    void safeSquaresToggleIsKept();
    void tuneTermsCheckbox();
};

void TestTermsView::classicalShowsTheTerms_data()
{
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("stages");
    QTest::newRow("white, both stages") << int(WHITE) << int(HeatView::BothStages);
    QTest::newRow("black, both stages") << int(BLACK) << int(HeatView::BothStages);
    QTest::newRow("white, blend") << int(WHITE) << int(HeatView::Blended);
}

void TestTermsView::classicalShowsTheTerms()
{
    QFETCH(int, side);
    QFETCH(int, stages);
    ModelLibrary models;
    QVERIFY(models.setCurrent(QStringLiteral("classical")));
    const EvalModel& m = models.model();
    QVERIFY(m.hasTerms);
    HeatmapPanel panel(&models);
    panel.resize(700, 900);
    panel.show();
    HeatView view;
    view.side = Color(side);
    view.stages = HeatView::Stages(stages);
    view.phase = 9;
    panel.setFollowPosition(false);
    panel.setView(view);

    // The passed-pawn heat maps follow the PSQTs: one per stage shown, the model's weights.
    const HeatScene& scene = panel.canvas()->scene();
    const QVector<int> passed = passedTables(scene);
    QCOMPARE(passed.size(), stages == HeatView::BothStages ? 2 : 1);
    QCOMPARE(passed.front(), scene.tables.size() - passed.size());
    const EvalTables& t = *models.tables();
    for (int i : passed) {
        const HeatTable& table = scene.tables[i];
        QVERIFY(table.title.startsWith(QStringLiteral("Passed pawn")));
        for (Square s = SQ_A1; s <= SQ_H8; ++s) {
            const Square w = relativeSquare(Color(side), s);
            const int expected = table.stage == HeatStage::Mg ? m.termWeight(MG, TERM_PASSED_PAWN, w)
                : table.stage == HeatStage::Eg                ? m.termWeight(EG, TERM_PASSED_PAWN, w)
                                                              : t.term(TERM_PASSED_PAWN, w, 9);
            QCOMPARE(table.values[s], expected);
        }
    }
    // Some of the classical weights are not zero (else the comparison above proves little).
    QVERIFY(scene.tables[passed.front()].scale > 1);

    // The bar charts and the list carry the model's values.
    HeatmapTerms* terms = panel.terms();
    QVERIFY(terms->isVisible());
    for (TermId id : {TERM_MOBILITY_KNIGHT, TERM_MOBILITY_BISHOP, TERM_MOBILITY_ROOK, TERM_MOBILITY_QUEEN,
             TERM_KING_ATTACK, TERM_PAWN_SHIELD, TERM_BISHOP_PAWNS, TERM_KING_PROTECTOR}) {
        TermBars* bars = terms->bars(id);
        QVERIFY(bars && bars->isVisible());
        QCOMPARE(bars->entries(), TERM_INFO[id].size);
        for (int i = 0; i < bars->entries(); ++i) {
            QCOMPARE(bars->value(MG, i), m.termWeight(MG, id, i));
            QCOMPARE(bars->value(EG, i), m.termWeight(EG, id, i));
            // Hovering the count's bars tells its values.
            const QString tip = bars->toolTipAt(bars->barRect(EG, i).center());
            QVERIFY2(tip.contains(signedValue(m.termWeight(EG, id, i))), qPrintable(tip));
            QCOMPARE(bars->entryAt(bars->barRect(MG, i).center()), i);
        }
        // The bar chart fits its widget.
        QVERIFY(QRectF(bars->rect()).contains(bars->barRect(MG, bars->entries() - 1).topRight() - QPointF(0.5, 0)));
    }
    QCOMPARE(terms->bars(TERM_PASSED_PAWN), nullptr);
    QCOMPARE(terms->valueLabel(TERM_BISHOP_PAIR, 0)->text(),
        QStringLiteral("%1 / %2").arg(
            signedValue(m.termWeight(MG, TERM_BISHOP_PAIR, 0)), signedValue(m.termWeight(EG, TERM_BISHOP_PAIR, 0))));
    QCOMPARE(terms->valueLabel(TERM_THREAT_BY_PAWN, 3)->text(),
        QStringLiteral("%1 / %2").arg(signedValue(m.termWeight(MG, TERM_THREAT_BY_PAWN, 3)),
            signedValue(m.termWeight(EG, TERM_THREAT_BY_PAWN, 3))));
    for (const auto& [id, entry] :
        {std::pair {TERM_THREAT_PAWN_PUSH, 2}, std::pair {TERM_MINOR_BEHIND_PAWN, 0}, std::pair {TERM_ROOK_SEVENTH, 0}})
        QCOMPARE(terms->valueLabel(id, entry)->text(),
            QStringLiteral("%1 / %2").arg(
                signedValue(m.termWeight(MG, id, entry)), signedValue(m.termWeight(EG, id, entry))));
    QVERIFY(terms->valueLabel(TERM_TEMPO, 0)->isVisible());
}

void TestTermsView::psqtOnlyModelShowsNoTerms()
{
    ModelLibrary models;
    QVERIFY(models.setCurrent(QStringLiteral("classical")));
    HeatmapPanel panel(&models);
    panel.resize(700, 900);
    panel.show();
    QVERIFY(panel.terms()->isVisible());
    QVERIFY(models.setCurrent(QStringLiteral("pesto")));
    QVERIFY(!models.model().hasTerms);
    QVERIFY(passedTables(panel.canvas()->scene()).isEmpty());
    QCOMPARE(panel.canvas()->scene().tables.size(), 12);
    QVERIFY(!panel.terms()->isVisible());
    // Editing a term of a model without terms is refused.
    QVERIFY(!models.setTermWeight(MG, TERM_PASSED_PAWN, SQ_E5, 10).isEmpty());
    QVERIFY(!models.isEdited());
}

void TestTermsView::passedPawnEditChangesEvaluateByTheEdit_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("stages");
    QTest::addColumn<QString>("square");
    // Full material: phase max, the middle-game weight alone counts.
    QTest::newRow("white d5, middle game")
        << "rnbqkbnr/pp3ppp/8/3P4/8/8/PPP2PPP/RNBQKBNR w KQkq - 0 1" << int(WHITE) << int(HeatView::MgOnly) << "d5";
    QTest::newRow("black e4, middle game")
        << "rnbqkbnr/ppp2ppp/8/8/4p3/8/PP4PP/RNBQKBNR w KQkq - 0 1" << int(BLACK) << int(HeatView::MgOnly) << "e4";
    // Kings and pawns: phase 0, the end-game weight.
    QTest::newRow("white b6, end game") << "4k3/8/1P6/8/8/8/8/4K3 w - - 0 1" << int(WHITE) << int(HeatView::EgOnly)
                                        << "b6";
    QTest::newRow("black g3, both stages")
        << "4k3/8/8/8/8/6p1/8/4K3 w - - 0 1" << int(BLACK) << int(HeatView::BothStages) << "g3";
}

void TestTermsView::passedPawnEditChangesEvaluateByTheEdit()
{
    QFETCH(QString, position);
    QFETCH(int, side);
    QFETCH(int, stages);
    QFETCH(QString, square);
    ModelLibrary models;
    QVERIFY(models.setCurrent(QStringLiteral("classical")));
    HeatmapPanel panel(&models);
    panel.setFollowPosition(false);
    const Position pos = fen(position.toLatin1().constData());
    panel.setPosition(pos);
    HeatView view;
    view.side = Color(side);
    view.stages = HeatView::Stages(stages);
    panel.setView(view);

    const Square s = *parseSquare(square.toStdString());
    const EvalTables& before = *models.tables();
    const int phase = before.phase(pos);
    QVERIFY(phase == 0 || phase == models.model().phaseMax);
    const bool endGame = phase == 0;
    // The table of the stage the position is valued at.
    int table = -1;
    for (int i : passedTables(panel.canvas()->scene()))
        if (panel.canvas()->scene().tables[i].stage == (endGame ? HeatStage::Eg : HeatStage::Mg))
            table = i;
    QVERIFY(table >= 0);
    // The pawn is passed: its table rings it.
    QVERIFY(panel.canvas()->scene().tables[table].occupied & squareBB(s));
    const int evalBefore = evaluate(pos, before);
    const int shown = panel.canvas()->scene().tables[table].values[s];
    QCOMPARE(shown, models.model().termWeight(endGame ? EG : MG, TERM_PASSED_PAWN, relativeSquare(Color(side), s)));
    const int edit = 23;
    QCOMPARE(panel.enterValue(table, s, shown + edit), QString());
    QVERIFY(models.isEdited());
    const int evalAfter = evaluate(pos, *models.tables());
    QCOMPARE(evalAfter - evalBefore, side == WHITE ? edit : -edit); // White to move
    QCOMPARE(panel.canvas()->scene().tables[table].values[s], shown + edit);
    // Only that weight moved, in White's table.
    const EvalModel& original = *findBuiltinModel("classical");
    EvalModel expected = original;
    expected.termWeight(endGame ? EG : MG, TERM_PASSED_PAWN, relativeSquare(Color(side), s)) = shown + edit;
    QCOMPARE(models.model().terms, expected.terms);
    QCOMPARE(models.model().psqt, original.psqt);
    // Out of range is refused; undo takes the edit back.
    QVERIFY(!panel.enterValue(table, s, MODEL_TABLE_MAX + 1).isEmpty());
    models.undo();
    QCOMPARE(models.model(), original);
    QCOMPARE(evaluate(pos, *models.tables()), evalBefore);
}

void TestTermsView::hoverMarksSafeSquares_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("square");
    QTest::newRow("knight f3") << "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
                               << "f3";
    QTest::newRow("black knight c6") << "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
                                     << "c6";
    QTest::newRow("bishop c4") << "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
                               << "c4";
    QTest::newRow("queen d1 (shut in)") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                        << "d1";
}

void TestTermsView::hoverMarksSafeSquares()
{
    QFETCH(QString, position);
    QFETCH(QString, square);
    BoardView board;
    board.setAnimationMs(0);
    board.resize(480, 480);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const Position pos = fen(position.toLatin1().constData());
    board.setPosition(pos);
    const Square s = *parseSquare(square.toStdString());
    QVERIFY(board.showsSafeSquares()); // on by default

    QTest::mouseMove(&board, centre(board, SQ_H5)); // an empty square first
    QCOMPARE(board.safeSquaresShown(), Bitboard(0));
    const QImage plain = board.grab().toImage();
    QTest::mouseMove(&board, centre(board, s));
    const Bitboard expected = safeSquares(pos, s);
    QCOMPARE(board.safeSquaresShown(), expected);
    // What is painted: exactly those squares change (besides the hovered one, which is unchanged).
    const QImage marked = board.grab().toImage();
    QCOMPARE(changedSquares(board, plain, marked), expected);

    // Off: nothing is marked, the board looks as without hover.
    board.setShowSafeSquares(false);
    QCOMPARE(board.safeSquaresShown(), Bitboard(0));
    QCOMPARE(changedSquares(board, plain, board.grab().toImage()), Bitboard(0));
    // Hovering a pawn or a king marks nothing.
    board.setShowSafeSquares(true);
    QTest::mouseMove(&board, centre(board, pos.kingSquare(WHITE)));
    QCOMPARE(board.safeSquaresShown(), Bitboard(0));
}

void TestTermsView::safeSquaresStayOutOfMoves()
{
    BoardView board;
    board.setAnimationMs(0);
    board.resize(480, 480);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QSignalSpy chosen(&board, &BoardView::moveChosen);
    QTest::mouseMove(&board, centre(board, SQ_G1));
    QVERIFY(board.safeSquaresShown() != 0);
    // Click-click: picked up, the legal-move hints take over.
    QTest::mouseClick(&board, Qt::LeftButton, {}, centre(board, SQ_G1));
    QCOMPARE(board.selectedSquare(), SQ_G1);
    QCOMPARE(board.safeSquaresShown(), Bitboard(0));
    QTest::mouseClick(&board, Qt::LeftButton, {}, centre(board, SQ_F3));
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(toUci(chosen.at(0).at(0).value<Move>()), std::string("g1f3"));
    // Drag and drop.
    QTest::mouseMove(&board, centre(board, SQ_B1));
    QVERIFY(board.safeSquaresShown() != 0);
    QTest::mousePress(&board, Qt::LeftButton, {}, centre(board, SQ_B1));
    QTest::mouseMove(&board, (centre(board, SQ_B1) + centre(board, SQ_C3)) / 2);
    QCOMPARE(board.safeSquaresShown(), Bitboard(0));
    QTest::mouseMove(&board, centre(board, SQ_C3));
    QTest::mouseRelease(&board, Qt::LeftButton, {}, centre(board, SQ_C3));
    QCOMPARE(chosen.count(), 2);
    QCOMPARE(toUci(chosen.at(1).at(0).value<Move>()), std::string("b1c3"));
}

void TestTermsView::safeSquaresToggleIsKept()
{
    QTemporaryDir dir;
    const QString settings = dir.filePath(QStringLiteral("k.ini"));
    {
        MainWindow window(MainWindow::Options {settings, true});
        QAction* toggle = window.action(QStringLiteral("safeSquares"));
        QVERIFY(toggle && toggle->isCheckable());
        QVERIFY(toggle->isChecked());
        QVERIFY(window.board()->showsSafeSquares());
        toggle->trigger();
        QVERIFY(!window.board()->showsSafeSquares());
        window.saveSettings();
    }
    MainWindow again(MainWindow::Options {settings, true});
    QVERIFY(!again.action(QStringLiteral("safeSquares"))->isChecked());
    QVERIFY(!again.board()->showsSafeSquares());
}

void TestTermsView::tuneTermsCheckbox()
{
    ModelLibrary models;
    QVERIFY(models.setCurrent(QStringLiteral("pesto")));
    TunePanel panel(&models);
    auto* terms = panel.findChild<QCheckBox*>(QStringLiteral("tuneTerms"));
    auto* model = panel.findChild<QComboBox*>(QStringLiteral("tuneModel"));
    QVERIFY(terms && model);
    QCOMPARE(model->currentText(), QStringLiteral("pesto"));
    QVERIFY(!terms->isEnabled());
    model->setCurrentIndex(model->findText(QStringLiteral("classical")));
    QVERIFY(terms->isEnabled());
    // The tune page's heat maps show the passed-pawn table of a model with terms.
    QVERIFY(!passedTables(panel.canvas()->scene()).isEmpty());
    model->setCurrentIndex(model->findText(QStringLiteral("pesto")));
    QVERIFY(!terms->isEnabled());
    QVERIFY(passedTables(panel.canvas()->scene()).isEmpty());
}

QTEST_MAIN(TestTermsView)
#include "tst_termsview.moc"
