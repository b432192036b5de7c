// The heat maps of piece-square tables: the numbers (mirror, blend), the colours, the panel's
// editing (evaluate() moves by exactly the edit), saving, export, the board's heat layer, and the
// main window's model switch reaching the engine. Offscreen.
#include "boardheat.h"
#include "boardview.h"
#include "core/notation.h"
#include "format.h"
#include "gamecontroller.h"
#include "heatmap.h"
#include "heatmappanel.h"
#include "mainwindow.h"
#include "modellibrary.h"

#include <QAccessible>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFontMetricsF>
#include <QMenu>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <QtTest>

#include <cmath>

using namespace kd;
using namespace kdui;

namespace {

const char* MIDDLE_GAME = "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 4 4";

Position fen(const char* text)
{
    Result<Position> p = Position::fromFen(text);
    if (!p)
        qFatal("bad FEN in test: %s", p.error().c_str());
    return *p;
}

// The blend written out here, apart from the engine's code: round half away from zero.
int blendByHand(int mg, int eg, int p, int max)
{
    const double exact = (double(mg) * p + double(eg) * (max - p)) / max;
    return int(exact >= 0 ? std::floor(exact + 0.5) : -std::floor(-exact + 0.5));
}

// A pixel inside a cell but away from its number (centre), its coordinates (top left, bottom right)
// and its edges.
QColor cellPixel(const QImage& image, const QRectF& board, Square s)
{
    const QRectF r = cellRect(board, s);
    return image.pixelColor(QPoint(int(r.left() + r.width() * 0.85), int(r.top() + r.height() * 0.15)));
}

bool sameColor(const QColor& a, const QColor& b, int tolerance = 2)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
        && std::abs(a.blue() - b.blue()) <= tolerance;
}

HeatView onePiece(PieceType pt, HeatView::Stages stages, Color side = WHITE)
{
    HeatView view;
    view.layout = HeatView::OnePiece;
    view.piece = pt;
    view.stages = stages;
    view.side = side;
    return view;
}

// Shows a panel at a size, laid out as a user sees it.
bool shown(QWidget& w, QSize size)
{
    w.resize(size);
    w.show();
    return QTest::qWaitForWindowExposed(&w);
}

// What a user types into the cell editor for a value in centipawns, in the unit shown: "0.55" in
// pawns, "55" in centipawns.
QString typed(int cp)
{
    return scoreUnit() == ScoreUnit::Pawns ? QString::number(cp / 100.0, 'f', 2) : QString::number(cp);
}

// The process-wide unit for one test, back to pawns when it ends (even when it fails).
struct UnitScope {
    explicit UnitScope(ScoreUnit unit) { setScoreUnit(unit); }
    ~UnitScope() { setScoreUnit(ScoreUnit::Pawns); }
};

double distance(const QColor& a, const QColor& b)
{
    return std::hypot(a.redF() - b.redF(), a.greenF() - b.greenF(), a.blueF() - b.blueF());
}

} // namespace

class TestHeatmap : public QObject {
    Q_OBJECT

private slots:
    void paletteFollowsValue();
    void strongestCellHasStrongestColor();
    void blackIsTheMirrorOfWhite_data();
    void blackIsTheMirrorOfWhite();
    void blendEqualsTheModel_data();
    void blendEqualsTheModel();
    void materialAddsTheBlendedMaterial();
    void sharedAndPerTableScales();
    void editChangesEvaluateByTheEdit_data();
    void editChangesEvaluateByTheEdit();
    void cellsShowTheFullValueWhenItFits();
    void doubleClickEditsAndUndoRestores_data();
    void doubleClickEditsAndUndoRestores();
    void everyViewEditsTheCellUnderTheMouse_data();
    void everyViewEditsTheCellUnderTheMouse();
    void blendedTablesAreNotEditable();
    void badValueIsRefused();
    void editorKeepsTheModelRange_data();
    void editorKeepsTheModelRange();
    void hugeEvaluationIsNoMate();
    void savedModelRoundTrips();
    void tooltipNamesSquareAndValue();
    void exportedPngHasTheExpectedSize();
    void exportedTextIsNeverCut_data();
    void exportedTextIsNeverCut();
    void titlesFitOrAbbreviate_data();
    void titlesFitOrAbbreviate();
    void valuesUseTheScoreUnit_data();
    void valuesUseTheScoreUnit();
    void panelLaysOutFrom320To900_data();
    void panelLaysOutFrom320To900();
    void cliDrawsWhatThePanelDraws();
    void cliRefusesBadOptions_data();
    void cliRefusesBadOptions();
    void followsTheDarkTheme();
    void phaseSliderAndCurrentPosition();
    void switchModelShowsItsEndingRule();
    void boardHeatFollowsThePieceUnderTheMouse();
    void accessibleCells();
    void boardHeatWorksWithThePanelClosed();
    void boardHeatModesAndSettings_data();
    void boardHeatModesAndSettings();
    void legendBarIsCompactAndShowsTheRange_data();
    void legendBarIsCompactAndShowsTheRange();
    void modelSwitchReachesTheEngine();
    void editedModelIsPlayedAndKeptAcrossRestarts();
};

void TestHeatmap::paletteFollowsValue()
{
    for (const HeatPalette& pal : {HeatPalette::light(), HeatPalette::dark()}) {
        QCOMPARE(pal.color(100, 100), pal.good);
        QCOMPARE(pal.color(250, 100), pal.good); // beyond the scale: still the end
        QCOMPARE(pal.color(-100, 100), pal.bad);
        QCOMPARE(pal.color(0, 100), pal.neutral);
        // Intensity grows with magnitude, on both sides.
        double last = 0;
        for (int v = 10; v <= 100; v += 10) {
            const double d = distance(pal.color(v, 100), pal.neutral);
            QVERIFY2(d > last, qPrintable(QStringLiteral("value %1").arg(v)));
            QVERIFY(distance(pal.color(v, 100), pal.good) < distance(pal.color(v, 100), pal.bad));
            QVERIFY(distance(pal.color(-v, 100), pal.bad) < distance(pal.color(-v, 100), pal.good));
            last = d;
        }
    }
    // Text stays readable: dark on the light middle, light on the strong ends.
    QCOMPARE(HeatPalette::textOn(HeatPalette::light().neutral).lightness() < 128, true);
    QCOMPARE(HeatPalette::textOn(HeatPalette::light().good).lightness() > 128, true);
}

void TestHeatmap::strongestCellHasStrongestColor()
{
    // PeSTO's end-game pawn table: its maximum (on the seventh rank) is also its largest magnitude.
    const auto tables = EvalTables::builtin("pesto");
    HeatView view = onePiece(PAWN, HeatView::EgOnly);
    view.sharedScale = false;
    const HeatScene scene = buildScene(*tables, view);
    QCOMPARE(scene.tables.size(), 1);
    const HeatTable& t = scene.tables[0];
    const auto maxIt = std::max_element(t.values.begin(), t.values.end());
    const auto minIt = std::min_element(t.values.begin(), t.values.end());
    QVERIFY(*maxIt >= std::abs(*minIt));
    const Square maxSq = Square(maxIt - t.values.begin());
    const Square minSq = Square(minIt - t.values.begin());

    const HeatPaintOptions o;
    const QImage image = renderScene(scene, 320, o);
    const HeatLayout layout = layoutScene(scene, QRectF(image.rect()), scene.columns);
    QVERIFY(sameColor(cellPixel(image, layout.boards[0], maxSq), o.palette.good));
    QVERIFY(!sameColor(cellPixel(image, layout.boards[0], minSq), o.palette.good));
    // Every other positive cell is less intense than the maximum's.
    for (Square s = SQ_A1; s <= SQ_H8; ++s) {
        const QColor c = cellPixel(image, layout.boards[0], s);
        QVERIFY(
            distance(c, o.palette.good) >= distance(cellPixel(image, layout.boards[0], maxSq), o.palette.good) - 0.01);
        if (t.values[s] < 0)
            QVERIFY(c.red() > c.blue()); // towards orange
        if (t.values[s] > 0)
            QVERIFY(c.blue() > c.red()); // towards blue
        if (t.values[s] == 0)
            QVERIFY(sameColor(c, o.palette.neutral));
    }
}

void TestHeatmap::blackIsTheMirrorOfWhite_data()
{
    QTest::addColumn<QString>("model");
    for (const EvalModel& m : builtinModels())
        QTest::newRow(m.name.c_str()) << QString::fromStdString(m.name);
}

void TestHeatmap::blackIsTheMirrorOfWhite()
{
    QFETCH(QString, model);
    const auto tables = EvalTables::builtin(model.toStdString());
    for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1))
        for (int p : {0, tables->model().phaseMax / 2, tables->model().phaseMax}) {
            const auto white = heatValues(*tables, pt, WHITE, p, true);
            const auto black = heatValues(*tables, pt, BLACK, p, true);
            for (Square s = SQ_A1; s <= SQ_H8; ++s)
                QCOMPARE(black[s], white[flipRank(s)]);
        }
    // And the pictures: Black's cell on s has White's colour of the mirrored square.
    HeatView view;
    view.stages = HeatView::MgOnly;
    const HeatScene whiteScene = buildScene(*tables, view);
    view.side = BLACK;
    const HeatScene blackScene = buildScene(*tables, view);
    const QImage wi = renderScene(whiteScene, 160), bi = renderScene(blackScene, 160);
    QCOMPARE(wi.size(), bi.size());
    const HeatLayout layout = layoutScene(whiteScene, QRectF(wi.rect()), whiteScene.columns);
    for (int t = 0; t < layout.boards.size(); ++t)
        for (Square s = SQ_A1; s <= SQ_H8; ++s)
            QVERIFY(sameColor(cellPixel(bi, layout.boards[t], s), cellPixel(wi, layout.boards[t], flipRank(s))));
}

void TestHeatmap::blendEqualsTheModel_data()
{
    QTest::addColumn<int>("phase");
    for (int p : {0, 1, 5, 7, 12, 13, 19, 23, 24})
        QTest::addRow("phase %d", p) << p;
}

void TestHeatmap::blendEqualsTheModel()
{
    QFETCH(int, phase);
    const auto tables = EvalTables::builtin("pesto");
    const EvalModel& m = tables->model();
    HeatView view;
    view.stages = HeatView::Blended;
    view.phase = phase;
    const HeatScene scene = buildScene(*tables, view);
    QCOMPARE(scene.tables.size(), 6);
    for (const HeatTable& t : scene.tables) {
        QCOMPARE(t.stage, HeatStage::Blend);
        QCOMPARE(t.phase, phase);
        for (Square s = SQ_A1; s <= SQ_H8; ++s)
            QCOMPARE(t.values[s], blendByHand(m.psqt[MG][t.piece][s], m.psqt[EG][t.piece][s], phase, m.phaseMax));
    }
}

void TestHeatmap::materialAddsTheBlendedMaterial()
{
    const auto tables = EvalTables::builtin("pesto");
    const EvalModel& m = tables->model();
    for (int p : {0, 9, 24})
        for (PieceType pt = PAWN; pt <= QUEEN; pt = PieceType(pt + 1)) {
            const auto with = heatValues(*tables, pt, WHITE, p, true);
            const auto without = heatValues(*tables, pt, WHITE, p, false);
            const int material = blendByHand(m.material[MG][pt], m.material[EG][pt], p, m.phaseMax);
            for (Square s = SQ_A1; s <= SQ_H8; ++s)
                QCOMPARE(with[s] - without[s], material);
        }
}

void TestHeatmap::sharedAndPerTableScales()
{
    const auto tables = EvalTables::builtin("simplified");
    HeatView view;
    view.stages = HeatView::MgOnly;
    view.sharedScale = true;
    HeatScene shared = buildScene(*tables, view);
    int largest = 0;
    for (const HeatTable& t : shared.tables)
        for (int v : t.values)
            largest = std::max(largest, std::abs(v));
    for (const HeatTable& t : shared.tables)
        QCOMPARE(t.scale, largest);
    QCOMPARE(shared.legendScale, largest);

    view.sharedScale = false;
    const HeatScene own = buildScene(*tables, view);
    for (const HeatTable& t : own.tables) {
        int most = 1;
        for (int v : t.values)
            most = std::max(most, std::abs(v));
        QCOMPARE(t.scale, most);
    }
    // With material the king (20000 in Simplified) keeps its own scale; the others share one.
    view.sharedScale = true;
    view.withMaterial = true;
    const HeatScene totals = buildScene(*tables, view);
    QVERIFY(totals.tables.back().piece == KING && totals.tables.back().scale > 19000);
    QVERIFY(totals.tables.front().scale < 2000);
    QVERIFY(totals.legendNote.contains(QStringLiteral("king")));
}

void TestHeatmap::editChangesEvaluateByTheEdit_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("side");
    QTest::addColumn<bool>("material");
    QTest::addColumn<QString>("square");
    QTest::addColumn<int>("stages");
    QTest::newRow("simplified white knight f3") << "simplified" << int(WHITE) << false << "f3" << int(HeatView::MgOnly);
    QTest::newRow("simplified black knight c6") << "simplified" << int(BLACK) << false << "c6" << int(HeatView::MgOnly);
    QTest::newRow("otter white knight f3, totals") << "otter" << int(WHITE) << true << "f3" << int(HeatView::MgOnly);
    QTest::newRow("pesto black knight c6, both stages")
        << "pesto" << int(BLACK) << false << "c6" << int(HeatView::BothStages);
}

void TestHeatmap::editChangesEvaluateByTheEdit()
{
    QFETCH(QString, model);
    QFETCH(int, side);
    QFETCH(bool, material);
    QFETCH(QString, square);
    QFETCH(int, stages);
    ModelLibrary models {nullptr, "pesto"};
    QVERIFY(models.setCurrent(model));
    HeatmapPanel panel(&models);
    // Full material (phase max, the middle-game tables), and no two knights on mirrored squares.
    const Position pos = fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    panel.setPosition(pos);
    HeatView view = onePiece(KNIGHT, HeatView::Stages(stages), Color(side));
    view.withMaterial = material;
    panel.setView(view);

    const Square s = *parseSquare(square.toStdString());
    QVERIFY(pos.pieceOn(s) == makePiece(Color(side), KNIGHT));
    const int before = evaluate(pos, *models.tables());
    QCOMPARE(panel.canvas()->scene().tables[0].piece, KNIGHT);
    const int shown = panel.canvas()->scene().tables[0].values[s];
    const int edit = 37;
    QCOMPARE(panel.enterValue(0, s, shown + edit), QString());
    QVERIFY(models.isEdited());
    QVERIFY(models.displayName(models.current()).endsWith(QStringLiteral("(edited)")));
    // White to move: a better square for White raises the score, for Black lowers it.
    const int after = evaluate(pos, *models.tables());
    QCOMPARE(after - before, side == WHITE ? edit : -edit);
    QCOMPARE(panel.canvas()->scene().tables[0].values[s], shown + edit);
    // The entry changed is White's table square (mirrored for Black), in the MG table only.
    const Square entry = relativeSquare(Color(side), s);
    const EvalModel& m = models.model();
    const EvalModel& original = *findBuiltinModel(model.toStdString());
    for (Square t = SQ_A1; t <= SQ_H8; ++t)
        QCOMPARE(m.psqt[MG][KNIGHT][t] - original.psqt[MG][KNIGHT][t], t == entry ? edit : 0);
    if (m.kind != PhaseKind::Single)
        QCOMPARE(m.psqt[EG][KNIGHT], original.psqt[EG][KNIGHT]);
    // The incremental sums agree with the new tables too.
    Position attached = pos;
    attached.attachPsq(models.tables()->lanes());
    QCOMPARE(evaluateIncremental(attached, *models.tables()), after);
}

// A cell shows "+0.17" as every other panel does; only a cell too narrow for that (measured in the
// cell's font) drops the leading zero ("+.17"), and a tiny one shows no numbers.
void TestHeatmap::cellsShowTheFullValueWhenItFits()
{
    std::array<int, SQUARE_NB> values {};
    values[SQ_E4] = 17;
    values[SQ_D4] = -105;
    QFont base;
    const HeatCellText wide = heatCellText(values, 80, base);
    QVERIFY(wide.numbers);
    QVERIFY(!wide.compact);
    QCOMPARE(wide.text(17), QStringLiteral("+0.17"));
    QCOMPARE(wide.text(-105), signedValue(-105));
    // At every size: the full form whenever it fits at a readable size (9 px), measured in the
    // cell font; else the compact one.
    bool sawCompact = false;
    for (int cell = 17; cell <= 100; ++cell) {
        const HeatCellText c = heatCellText(values, cell, base);
        if (!c.numbers)
            continue;
        QFont nine = base;
        nine.setPixelSize(9);
        const double full = QFontMetricsF(c.compact ? nine : c.font).horizontalAdvance(signedValue(-105));
        QVERIFY2(c.compact == (full > cell * 0.9 + 0.5), qPrintable(QString::number(cell)));
        QCOMPARE(c.text(17), c.compact ? QStringLiteral("+.17") : QStringLiteral("+0.17"));
        QVERIFY(QFontMetricsF(c.font).horizontalAdvance(c.text(-105)) <= cell * 0.9 + 0.5);
        sawCompact |= c.compact;
    }
    QVERIFY(sawCompact); // small cells exist where only "+.17" fits
    QVERIFY(!heatCellText(values, 12, base).numbers);
    {
        const UnitScope scope {ScoreUnit::Centipawns};
        const HeatCellText cp = heatCellText(values, 40, base);
        QVERIFY(cp.numbers);
        QCOMPARE(cp.text(17), QStringLiteral("+17"));
    }
}

void TestHeatmap::doubleClickEditsAndUndoRestores_data()
{
    QTest::addColumn<int>("unit");
    QTest::newRow("pawns") << int(ScoreUnit::Pawns);
    QTest::newRow("centipawns") << int(ScoreUnit::Centipawns);
}

void TestHeatmap::doubleClickEditsAndUndoRestores()
{
    QFETCH(int, unit);
    const UnitScope scope {ScoreUnit(unit)};
    ModelLibrary models {nullptr, "pesto"};
    QVERIFY(models.setCurrent(QStringLiteral("simplified")));
    HeatmapPanel panel(&models);
    const Position pos = fen(MIDDLE_GAME);
    panel.setPosition(pos);
    panel.setView(onePiece(KNIGHT, HeatView::MgOnly));
    QVERIFY(shown(panel, {600, 700}));

    HeatmapCanvas* canvas = panel.canvas();
    const QRectF board = canvas->currentLayout().boards[0];
    const QPoint e4 = cellRect(board, SQ_E4).center().toPoint();
    QCOMPARE(canvas->hit(e4), std::make_pair(0, SQ_E4));
    QTest::mouseDClick(canvas, Qt::LeftButton, Qt::NoModifier, e4);
    QVERIFY(canvas->editor());
    QCOMPARE(canvas->editorValue(), 20); // Simplified: a knight on e4 gets +20
    // The editor speaks the unit the panel shows: "0.20" in pawns, "20" in centipawns.
    QCOMPARE(canvas->editor()->text(), typed(20));
    QCOMPARE(qobject_cast<QDoubleSpinBox*>(canvas->editor()) != nullptr, ScoreUnit(unit) == ScoreUnit::Pawns);
    QVERIFY(canvas->editor()->toolTip().contains(QStringLiteral("Ctrl+wheel steps 1 cp")));
    canvas->editor()->selectAll();
    QTest::keyClicks(canvas->editor(), typed(55));
    QTest::keyClick(canvas->editor(), Qt::Key_Return);
    QVERIFY(!canvas->editor());
    QCOMPARE(models.model().psqt[MG][KNIGHT][SQ_E4], 55);
    QVERIFY(models.isEdited());

    // Escape leaves the value alone.
    QTest::mouseDClick(canvas, Qt::LeftButton, Qt::NoModifier, e4);
    QVERIFY(canvas->editor());
    canvas->editor()->selectAll();
    QTest::keyClicks(canvas->editor(), typed(99));
    QTest::keyClick(canvas->editor(), Qt::Key_Escape);
    QCOMPARE(models.model().psqt[MG][KNIGHT][SQ_E4], 55);

    // Ctrl+wheel nudges by one (by ten with Shift).
    QWheelEvent up(QPointF(e4), canvas->mapToGlobal(QPointF(e4)), QPoint(), QPoint(0, 120), Qt::NoButton,
        Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(canvas, &up);
    QCOMPARE(models.model().psqt[MG][KNIGHT][SQ_E4], 56);

    auto* undo = panel.findChild<QPushButton*>(QStringLiteral("heatUndo"));
    QVERIFY(undo && undo->isEnabled());
    QTest::mouseClick(undo, Qt::LeftButton);
    QCOMPARE(models.model().psqt[MG][KNIGHT][SQ_E4], 55);
    QTest::mouseClick(undo, Qt::LeftButton);
    QCOMPARE(models.model().psqt[MG][KNIGHT][SQ_E4], 20);
    QVERIFY(!models.isEdited()); // back to the model as loaded: no longer marked
    QVERIFY(!undo->isEnabled());
    QCOMPARE(evaluate(pos, *models.tables()), evaluate(pos, *EvalTables::builtin("simplified")));
}

void TestHeatmap::everyViewEditsTheCellUnderTheMouse_data()
{
    QTest::addColumn<int>("layout");
    QTest::addColumn<int>("piece");
    QTest::addColumn<int>("stages");
    QTest::addColumn<int>("side");
    const char* stageNames[] = {"both", "mg", "eg", "blend"};
    for (int side : {int(WHITE), int(BLACK)})
        for (int stages = HeatView::BothStages; stages <= HeatView::Blended; ++stages) {
            QTest::addRow("all pieces %s %s", stageNames[stages], side == WHITE ? "white" : "black")
                << int(HeatView::AllPieces) << int(KNIGHT) << stages << side;
            for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1))
                QTest::addRow(
                    "one %s %s %s", pieceTypeName(pt).data(), stageNames[stages], side == WHITE ? "white" : "black")
                    << int(HeatView::OnePiece) << int(pt) << stages << side;
        }
}

// Every view the controls offer, chosen with the controls as a user does: a double-click, typing
// and Enter on a cell at its real place, then Ctrl+wheel on it, change exactly that table's entry
// by exactly the edit, and the message names the side, piece and square under the mouse.
void TestHeatmap::everyViewEditsTheCellUnderTheMouse()
{
    QFETCH(int, layout);
    QFETCH(int, piece);
    QFETCH(int, stages);
    QFETCH(int, side);
    // Both units: White's rows type in pawns, Black's in centipawns.
    const UnitScope scope {side == WHITE ? ScoreUnit::Pawns : ScoreUnit::Centipawns};
    ModelLibrary models {nullptr, "pesto"}; // tapered, two stages
    HeatmapPanel panel(&models);
    QVERIFY(shown(panel, {700, 820}));
    // The default view first, then the choices, one control at a time.
    auto* layoutBox = panel.findChild<QComboBox*>(QStringLiteral("heatLayout"));
    auto* pieceBox = panel.findChild<QComboBox*>(QStringLiteral("heatPiece"));
    auto* stagesBox = panel.findChild<QComboBox*>(QStringLiteral("heatStages"));
    auto* sideBox = panel.findChild<QComboBox*>(QStringLiteral("heatSide"));
    QVERIFY(layoutBox && pieceBox && stagesBox && sideBox);
    panel.canvas()->grab(); // painted (and laid out) in the default view
    layoutBox->setCurrentIndex(layout);
    panel.canvas()->grab();
    if (layout == HeatView::OnePiece)
        pieceBox->setCurrentIndex(piece - PAWN);
    panel.canvas()->grab();
    stagesBox->setCurrentIndex(stages);
    panel.canvas()->grab();
    sideBox->setCurrentIndex(side);
    panel.canvas()->grab();

    HeatmapCanvas* canvas = panel.canvas();
    const HeatScene scene = canvas->scene();
    const HeatLayout where = canvas->currentLayout();
    QCOMPARE(where.boards.size(), scene.tables.size());
    QSignalSpy messages(&panel, &HeatmapPanel::message);
    for (int i = 0; i < scene.tables.size(); ++i) {
        const HeatTable table = canvas->scene().tables[i];
        QCOMPARE(int(table.side), side);
        if (layout == HeatView::OnePiece)
            QCOMPARE(int(table.piece), piece);
        // A square away from the middle, so a wrong mirror shows.
        const Square s = table.piece == PAWN ? SQ_C3 : SQ_B6;
        const QPoint at = cellRect(where.boards[i], s).center().toPoint();
        QCOMPARE(canvas->hit(at), std::make_pair(i, s));
        const QString pieceWords = QStringLiteral("%1 %2 on %3")
                                       .arg(side == WHITE ? QStringLiteral("White") : QStringLiteral("Black"),
                                           pieceName(table.piece).toLower(), QString::fromStdString(squareName(s)));
        QVERIFY2(canvas->toolTipAt(at).startsWith(pieceWords), qPrintable(canvas->toolTipAt(at)));
        const EvalModel before = models.model();
        const Square entry = relativeSquare(Color(side), s);
        messages.clear();

        QTest::mouseDClick(canvas, Qt::LeftButton, Qt::NoModifier, at);
        QTest::mouseRelease(canvas, Qt::LeftButton, Qt::NoModifier, at);
        if (table.stage == HeatStage::Blend) {
            QVERIFY(!canvas->editor());
            QCOMPARE(messages.count(), 1);
            QVERIFY(messages.at(0).at(0).toString().contains(QStringLiteral("blended")));
            QCOMPARE(models.model(), before);
            continue;
        }
        const Stage stage = table.stage == HeatStage::Mg ? MG : EG;
        QVERIFY(canvas->editor());
        QCOMPARE(canvas->editorValue(), table.values[s]);
        QCOMPARE(canvas->editor()->text(), typed(table.values[s]));
        const int value = table.values[s] == 30 ? 31 : 30;
        canvas->editor()->selectAll();
        QTest::keyClicks(canvas->editor(), typed(value));
        QTest::keyClick(canvas->editor(), Qt::Key_Return);
        QVERIFY(!canvas->editor());
        const int delta = value - table.values[s];
        for (Stage st : {MG, EG})
            for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1))
                for (Square t = SQ_A1; t <= SQ_H8; ++t)
                    QCOMPARE(models.model().psqt[st][pt][t] - before.psqt[st][pt][t],
                        st == stage && pt == table.piece && t == entry ? delta : 0);
        QCOMPARE(canvas->scene().tables[i].values[s], value);
        QVERIFY(!messages.isEmpty());
        QVERIFY2(messages.last().at(0).toString().startsWith(pieceWords), qPrintable(messages.last().at(0).toString()));

        // Ctrl+wheel one notch up at the same place: one more.
        messages.clear();
        QWheelEvent up(QPointF(at), canvas->mapToGlobal(QPointF(at)), QPoint(), QPoint(0, 120), Qt::NoButton,
            Qt::ControlModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(canvas, &up);
        QCOMPARE(models.model().psqt[stage][table.piece][entry], before.psqt[stage][table.piece][entry] + delta + 1);
        QVERIFY(!messages.isEmpty());
        QVERIFY2(messages.last().at(0).toString().startsWith(pieceWords), qPrintable(messages.last().at(0).toString()));
        models.undo();
        models.undo();
        QCOMPARE(models.model(), before);
    }
}

void TestHeatmap::blendedTablesAreNotEditable()
{
    ModelLibrary models {nullptr, "pesto"}; // tapered
    HeatmapPanel panel(&models);
    HeatView view;
    view.stages = HeatView::Blended;
    view.phase = 12;
    panel.setView(view);
    const EvalModel before = models.model();
    QVERIFY(panel.enterValue(0, SQ_E4, 500).contains(QStringLiteral("blended")));
    QCOMPARE(models.model(), before);
    // Double-clicking a blended cell opens no editor and says why.
    QSignalSpy messages(&panel, &HeatmapPanel::message);
    QVERIFY(shown(panel, {600, 600}));
    const QRectF board = panel.canvas()->currentLayout().boards[0];
    const QPoint e4 = cellRect(board, SQ_E4).center().toPoint();
    QTest::mouseDClick(panel.canvas(), Qt::LeftButton, Qt::NoModifier, e4);
    QTest::mouseRelease(panel.canvas(), Qt::LeftButton, Qt::NoModifier, e4); // QTest leaves the button down
    QVERIFY(!panel.canvas()->editor());
    QCOMPARE(messages.count(), 1);
    QVERIFY(messages.at(0).at(0).toString().contains(QStringLiteral("blended")));
    QVERIFY(!models.isEdited());
}

// The cell editor takes what the model range (kd::MODEL_TABLE_MAX) allows and refuses anything else
// with a message naming the range, in either unit; the model is left as it was.
void TestHeatmap::editorKeepsTheModelRange_data()
{
    QTest::addColumn<int>("unit");
    QTest::addColumn<int>("value");
    QTest::addColumn<bool>("accepted");
    for (const ScoreUnit unit : {ScoreUnit::Pawns, ScoreUnit::Centipawns}) {
        const QString u = unit == ScoreUnit::Pawns ? "pawns" : "cp";
        QTest::newRow(qPrintable(u + ": the top of the range")) << int(unit) << MODEL_TABLE_MAX << true;
        QTest::newRow(qPrintable(u + ": the bottom of the range")) << int(unit) << -MODEL_TABLE_MAX << true;
        QTest::newRow(qPrintable(u + ": just above")) << int(unit) << MODEL_TABLE_MAX + 1 << false;
        QTest::newRow(qPrintable(u + ": just below")) << int(unit) << -MODEL_TABLE_MAX - 1 << false;
        QTest::newRow(qPrintable(u + ": a queen's worth of mate")) << int(unit) << 32300 << false;
        QTest::newRow(qPrintable(u + ": six digits")) << int(unit) << -999999 << false;
    }
}

void TestHeatmap::editorKeepsTheModelRange()
{
    QFETCH(int, unit);
    QFETCH(int, value);
    QFETCH(bool, accepted);
    const UnitScope scope {ScoreUnit(unit)};
    ModelLibrary models {nullptr, "pesto"};
    QVERIFY(models.setCurrent(QStringLiteral("simplified")));
    HeatmapPanel panel(&models);
    panel.setPosition(fen(MIDDLE_GAME));
    panel.setView(onePiece(KNIGHT, HeatView::MgOnly));
    QVERIFY(shown(panel, {600, 700}));
    QSignalSpy messages(&panel, &HeatmapPanel::message);
    const EvalModel before = models.model();

    HeatmapCanvas* canvas = panel.canvas();
    const QPoint e4 = cellRect(canvas->currentLayout().boards[0], SQ_E4).center().toPoint();
    QTest::mouseDClick(canvas, Qt::LeftButton, Qt::NoModifier, e4);
    QTest::mouseRelease(canvas, Qt::LeftButton, Qt::NoModifier, e4); // QTest leaves the button down
    QVERIFY(canvas->editor());
    canvas->editor()->selectAll();
    QTest::keyClicks(canvas->editor(), typed(value));
    QCOMPARE(canvas->editorValue(), value); // typed as it stands, not changed by the box
    QTest::keyClick(canvas->editor(), Qt::Key_Return);
    QVERIFY(!canvas->editor());
    QCOMPARE(messages.count(), 1);
    const QString text = messages.at(0).at(0).toString();
    QCOMPARE(messages.at(0).at(1).toBool(), !accepted);
    if (accepted) {
        QCOMPARE(models.model().psqt[MG][KNIGHT][SQ_E4], value);
    } else {
        QVERIFY2(text.contains(QStringLiteral("out of range")) && text.contains(QStringLiteral("-2000 and 2000")),
            qPrintable(text));
        QCOMPARE(models.model(), before);
        QVERIFY(!models.isEdited());
    }
}

// A model at the top of its ranges evaluates eight extra pawns far beyond the mate scores: the status
// line shows the number, not a mate.
void TestHeatmap::hugeEvaluationIsNoMate()
{
    const UnitScope scope {ScoreUnit::Centipawns};
    EvalModel m = *findBuiltinModel("pesto");
    for (int st = MG; st < STAGE_NB; ++st)
        for (PieceType pt = PAWN; pt <= KING; ++pt) {
            m.material[st][pt] = MODEL_MATERIAL_MAX;
            m.psqt[st][pt].fill(MODEL_TABLE_MAX);
        }
    QTemporaryDir dir;
    const QString path = dir.filePath("extreme.json");
    QVERIFY(saveModelFile(m, path.toStdString()).ok());
    ModelLibrary models {nullptr, "pesto"};
    QCOMPARE(models.openFile(path), QString());
    HeatmapPanel panel(&models);
    const Position pos = fen("4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1");
    panel.setPosition(pos);
    const int white = whiteScore(pos, *models.tables());
    QCOMPARE(white, 8 * (MODEL_MATERIAL_MAX + MODEL_TABLE_MAX));
    QVERIFY2(panel.status().contains(QStringLiteral("<b>+176000</b>")), qPrintable(panel.status()));
}

void TestHeatmap::badValueIsRefused()
{
    ModelLibrary models {nullptr, "pesto"};
    HeatmapPanel panel(&models);
    QSignalSpy changed(&models, &ModelLibrary::changed);
    const EvalModel before = models.model();
    const QString error = panel.enterValue(0, SQ_E4, 150000);
    QVERIFY2(error.contains(QStringLiteral("out of range")), qPrintable(error));
    QCOMPARE(models.model(), before);
    QCOMPARE(changed.count(), 0);
}

void TestHeatmap::savedModelRoundTrips()
{
    QTemporaryDir dir;
    ModelLibrary models {nullptr, "pesto"};
    QVERIFY(models.setCurrent(QStringLiteral("otter")));
    QCOMPARE(models.setEntry(EG, ROOK, SQ_D7, 77), QString());
    QCOMPARE(models.setEntry(MG, PAWN, SQ_E4, -12), QString());
    const EvalModel edited = models.model();
    const QString path = dir.filePath(QStringLiteral("otter-mine.json"));
    HeatmapPanel panel(&models);
    QCOMPARE(panel.saveModel(path), QString());
    QVERIFY(!models.isEdited());
    QCOMPARE(models.fileOf(models.current()), path);
    QCOMPARE(models.displayName(models.current()), QStringLiteral("otter-mine.json"));
    Result<EvalModel> loaded = loadModelFile(path.toStdString());
    QVERIFY2(loaded.ok(), loaded.error().c_str());
    QCOMPARE(*loaded, edited);
    // The built-in model is still there, as shipped.
    QVERIFY(models.setCurrent(QStringLiteral("otter")));
    QCOMPARE(models.model(), *findBuiltinModel("otter"));
    // Opening the file again in a new library gives the edited model.
    ModelLibrary fresh {nullptr, "pesto"};
    QCOMPARE(fresh.openFile(path), QString());
    QCOMPARE(fresh.model(), edited);
    // A broken file changes nothing and says what is wrong where.
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    QFile f(broken);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{ \"name\": \"x\", ");
    f.close();
    const int count = fresh.count();
    const QString error = fresh.openFile(broken);
    QVERIFY2(
        error.contains(QStringLiteral("broken.json")) && error.contains(QStringLiteral("line")), qPrintable(error));
    QCOMPARE(fresh.count(), count);
    QCOMPARE(fresh.model(), edited);
}

void TestHeatmap::tooltipNamesSquareAndValue()
{
    ModelLibrary models {nullptr, "pesto"};
    QVERIFY(models.setCurrent(QStringLiteral("simplified")));
    HeatmapPanel panel(&models);
    panel.setView(onePiece(BISHOP, HeatView::MgOnly, BLACK));
    panel.resize(500, 600);
    const QRectF board = panel.canvas()->currentLayout().boards[0];
    // A Black bishop on b7 reads White's b2 entry: +5 in Simplified, worth 330 + 5, in the unit shown.
    const QString tip = panel.canvas()->toolTipAt(cellRect(board, SQ_B7).center());
    QVERIFY2(tip.contains(QStringLiteral("Black bishop on b7")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("table +0.05, material 3.30")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("worth 3.35")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("b2")), qPrintable(tip));
    setScoreUnit(ScoreUnit::Centipawns);
    const QString cp = panel.canvas()->toolTipAt(cellRect(board, SQ_B7).center());
    setScoreUnit(ScoreUnit::Pawns);
    QVERIFY2(cp.contains(QStringLiteral("table +5, material 330")), qPrintable(cp));
    QVERIFY2(cp.contains(QStringLiteral("worth 335")), qPrintable(cp));
    QVERIFY(panel.canvas()->toolTipAt(QPointF(1, 1)).isEmpty());
}

void TestHeatmap::exportedPngHasTheExpectedSize()
{
    QTemporaryDir dir;
    ModelLibrary models {nullptr, "pesto"};
    HeatmapPanel panel(&models);
    const QString all = dir.filePath(QStringLiteral("all.png"));
    QCOMPARE(panel.exportPng(all, -1, 200), QString());
    QImage image(all);
    const HeatScene scene = panel.canvas()->scene();
    QCOMPARE(scene.tables.size(), 12);
    QCOMPARE(image.size(), exportSize(scene, 200));
    // Four boards of exactly 200 px across, three down, inside the picture.
    const HeatLayout layout = layoutScene(scene, QRectF(image.rect()), scene.columns);
    for (const QRectF& b : layout.boards) {
        QCOMPARE(b.width(), 200.0);
        QVERIFY(QRectF(image.rect()).contains(b));
    }
    QCOMPARE(layout.boards[3].top(), layout.boards[0].top());
    QVERIFY(layout.boards[4].top() > layout.boards[0].bottom());

    QVERIFY(image.width() >= 600);

    // One table alone: one board, in a picture wide enough for its caption and legend.
    const QString one = dir.filePath(QStringLiteral("one.png"));
    QCOMPARE(panel.exportPng(one, 2, 200), QString());
    HeatScene single = scene;
    single.tables = {scene.tables[2]};
    single.columns = 1;
    single.pairs = false;
    QCOMPARE(QImage(one).size(), exportSize(single, 200));
    QVERIFY(QImage(one).width() >= 400);
    // By default a single table is drawn large.
    QCOMPARE(panel.exportPng(one, 2), QString());
    QVERIFY(QImage(one).width() >= 400 && QImage(one).height() >= 400);
    QVERIFY(!panel.exportPng(dir.filePath(QStringLiteral("missing/dir/x.png"))).isEmpty());
}

namespace {

// Every text of a rendered picture lies inside it, whole (no ellipsis) and as wide as its font
// draws it at most.
void checkTextsWhole(const HeatScene& scene, const QImage& image)
{
    const HeatLayout layout = layoutScene(scene, QRectF(image.rect()), scene.columns);
    const QVector<HeatText> texts = sceneTexts(scene, layout, QFont());
    QVERIFY(texts.size() >= 1 + scene.tables.size() + 2);
    for (const HeatText& t : texts) {
        QVERIFY2(!t.text.contains(QChar(0x2026)), qPrintable(t.text));
        QVERIFY2(QRectF(image.rect()).contains(t.rect), qPrintable(t.text));
        QVERIFY2(QFontMetricsF(t.font).horizontalAdvance(t.text) <= t.rect.width() + 0.5, qPrintable(t.text));
    }
    // The caption and the legend's end numbers are there in full.
    QCOMPARE(texts.front().text, scene.caption);
    if (scene.legendScale > 0) {
        bool low = false, high = false;
        for (const HeatText& t : texts) {
            low = low || t.text == signedValue(-scene.legendScale);
            high = high || t.text == signedValue(scene.legendScale);
        }
        QVERIFY(low && high);
    }
}

} // namespace

void TestHeatmap::exportedTextIsNeverCut_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("layout");
    QTest::addColumn<int>("stages");
    QTest::addColumn<bool>("material");
    QTest::addColumn<bool>("shared");
    QTest::addColumn<int>("boardPx");
    for (const char* model : {"pesto", "simplified", "otter"})
        for (int layout : {int(HeatView::AllPieces), int(HeatView::OnePiece)})
            for (int stages : {int(HeatView::BothStages), int(HeatView::MgOnly)})
                for (bool material : {false, true})
                    for (int px : {64, 200, 240})
                        QTest::addRow("%s %s %s %s %dpx", model, layout ? "one" : "all", stages ? "mg" : "both",
                            material ? "material" : "table", px)
                            << model << layout << stages << material << !material << px;
}

// The exported PNG (panel → PNG…, kandinsky-cli heatmap): a sensible size, and every text whole.
void TestHeatmap::exportedTextIsNeverCut()
{
    QFETCH(QString, model);
    QFETCH(int, layout);
    QFETCH(int, stages);
    QFETCH(bool, material);
    QFETCH(bool, shared);
    QFETCH(int, boardPx);
    const auto tables = EvalTables::builtin(model.toStdString());
    HeatView view = onePiece(KNIGHT, HeatView::Stages(stages));
    view.layout = HeatView::Layout(layout);
    view.withMaterial = material;
    view.sharedScale = shared;
    const HeatScene scene = buildScene(*tables, view, nullptr);
    const QImage image = renderScene(scene, boardPx);
    QCOMPARE(image.size(), exportSize(scene, boardPx));
    QVERIFY2(image.width() >= (scene.tables.size() > 1 ? 600 : 400), qPrintable(QString::number(image.width())));
    checkTextsWhole(scene, image);
    // One table of it alone, as the panel's "Save this table" writes it.
    HeatScene single = scene;
    single.tables = {scene.tables.back()};
    single.columns = 1;
    single.pairs = false;
    const QImage one = renderScene(single, boardPx);
    QVERIFY(one.width() >= 400);
    checkTextsWhole(single, one);
}

void TestHeatmap::titlesFitOrAbbreviate_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("shared");
    for (int w : {320, 380, 450, 700})
        for (bool shared : {true, false})
            QTest::addRow("%d px %s", w, shared ? "shared scale" : "per-table scale") << w << shared;
}

// Table titles are the full "Pawn · middle game", the short "Pawn · MG" or "P·MG", never a stub
// like "Pa…"; every title of a picture takes the same form.
void TestHeatmap::titlesFitOrAbbreviate()
{
    QFETCH(int, width);
    QFETCH(bool, shared);
    ModelLibrary models {nullptr, "pesto"};
    HeatmapPanel panel(&models);
    HeatView view;
    view.sharedScale = shared;
    panel.setView(view);
    QVERIFY(shown(panel, {width, 700}));
    HeatmapCanvas* canvas = panel.canvas();
    const HeatScene scene = canvas->scene();
    QCOMPARE(scene.tables.size(), 12);
    const HeatLayout layout = canvas->currentLayout();
    const QVector<HeatText> texts = sceneTexts(scene, layout, canvas->font());
    int form = -1;
    for (int i = 0; i < scene.tables.size(); ++i) {
        const HeatTable& t = scene.tables[i];
        const HeatText& title = texts[1 + i];
        const QStringList forms {t.title, t.shortTitle, t.tinyTitle};
        QVERIFY2(forms.contains(title.text), qPrintable(title.text));
        if (form < 0)
            form = int(forms.indexOf(title.text));
        QCOMPARE(forms.indexOf(title.text), form);
        QVERIFY(QFontMetricsF(title.font).horizontalAdvance(title.text) <= title.rect.width() + 0.5);
    }
    // With room the full title shows.
    if (width >= 700 && shared)
        QCOMPARE(texts[1].text, QStringLiteral("Pawn · middle game"));
    QCOMPARE(scene.tables[0].shortTitle.section(QStringLiteral("  "), 0, 0), QStringLiteral("Pawn · MG"));
    QCOMPARE(scene.tables[0].tinyTitle, QStringLiteral("P·MG"));
}

void TestHeatmap::valuesUseTheScoreUnit_data()
{
    QTest::addColumn<int>("unit");
    QTest::newRow("pawns") << int(ScoreUnit::Pawns);
    QTest::newRow("centipawns") << int(ScoreUnit::Centipawns);
}

// Scores and values in the status line, the tooltips, the legend and the edit message all go
// through ui/format.h; the status line speaks of pieces, the arithmetic is in its tooltip.
void TestHeatmap::valuesUseTheScoreUnit()
{
    QFETCH(int, unit);
    setScoreUnit(ScoreUnit(unit));
    ModelLibrary models {nullptr, "pesto"};
    HeatmapPanel panel(&models);
    const Position pos = fen("r1bqk2r/pppp1ppp/2n2n2/4p3/1b2P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 0 1");
    panel.setPosition(pos);
    const Explanation e = explain(pos, *models.tables());
    QCOMPARE(e.phase, 24);
    const QString status = panel.status();
    QVERIFY2(status.startsWith(QStringLiteral("Evaluation <b>%1</b> for White").arg(scoreText(e.whiteScore))),
        qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("middle game, phase 24/24 (4 knights, 4 bishops, 4 rooks, 2 queens)")),
        qPrintable(status));
    QVERIFY(!status.contains(QStringLiteral("round(")));
    QVERIFY2(panel.statusDetails().contains(QStringLiteral("round((mg × 24 + eg × 0) / 24)")),
        qPrintable(panel.statusDetails()));
    // Between the stages: the phase named for a player, the sum in the details.
    panel.setPosition(fen("4k3/8/3r4/8/8/2N5/8/4K3 w - - 0 1"));
    QVERIFY2(panel.status().contains(QStringLiteral("between middle and end game, phase 3/24 (1 knight, 1 rook)")),
        qPrintable(panel.status()));
    QVERIFY2(panel.statusDetails().contains(QStringLiteral("1 knight x 1 + 1 rook x 2 = 3")),
        qPrintable(panel.statusDetails()));
    // A one-table model says so in one sentence.
    QVERIFY(models.setCurrent(QStringLiteral("otter")));
    QVERIFY2(
        panel.status().endsWith(QStringLiteral("one set of tables for the whole game")), qPrintable(panel.status()));
    QVERIFY(!panel.status().contains(QStringLiteral("this position")));
    QVERIFY(models.setCurrent(QStringLiteral("pesto")));

    // The legend's ends and a per-table title's range.
    HeatView view;
    view.stages = HeatView::MgOnly;
    panel.setView(view);
    const int scale = panel.canvas()->scene().legendScale;
    QStringList drawn;
    for (const HeatText& t :
        sceneTexts(panel.canvas()->scene(), layoutScene(panel.canvas()->scene(), QRectF(0, 0, 600, 600)), QFont()))
        drawn << t.text;
    QVERIFY2(drawn.contains(signedValue(-scale)) && drawn.contains(signedValue(scale)), qPrintable(drawn.join('|')));
    view.sharedScale = false;
    panel.setView(view);
    const HeatTable& pawn = panel.canvas()->scene().tables[0];
    QVERIFY2(pawn.title.endsWith(QStringLiteral("±") + plainValue(pawn.scale)), qPrintable(pawn.title));

    // The message after an edit.
    QSignalSpy messages(&panel, &HeatmapPanel::message);
    QCOMPARE(panel.canvas()->scene().tables[1].piece, KNIGHT);
    const int shown = panel.canvas()->scene().tables[1].values[SQ_E4];
    QCOMPARE(panel.enterValue(1, SQ_E4, shown + 35), QString());
    QVERIFY(!messages.isEmpty());
    QVERIFY2(messages.last().at(0).toString().contains(
                 QStringLiteral("table value %1").arg(signedValue(models.model().psqt[MG][KNIGHT][SQ_E4]))),
        qPrintable(messages.last().at(0).toString()));
    setScoreUnit(ScoreUnit::Pawns);
}

void TestHeatmap::panelLaysOutFrom320To900_data()
{
    QTest::addColumn<int>("width");
    for (int w : {320, 450, 700, 900})
        QTest::addRow("%d px", w) << w;
}

// The panel asks for no width: its minimum fits a 320 px side area, its size hint does not change
// with its content, every control stays inside it, the one-piece table fills the room and twelve
// tables take as many columns as give the largest boards.
void TestHeatmap::panelLaysOutFrom320To900()
{
    QFETCH(int, width);
    ModelLibrary models {nullptr, "pesto"};
    HeatmapPanel panel(&models);
    BoardHeat heat(&models);
    panel.setBoardHeat(&heat);
    QVERIFY(panel.minimumSizeHint().width() <= 320 && panel.minimumSizeHint().height() <= 360);
    const QSize hint = panel.sizeHint();
    panel.setPosition(fen("4k3/8/3r4/8/8/2N5/8/4K3 w - - 0 1"));
    QVERIFY(models.setCurrent(QStringLiteral("otter")));
    QVERIFY(models.setCurrent(QStringLiteral("pesto")));
    QCOMPARE(panel.sizeHint(), hint);
    QVERIFY(shown(panel, {width, 640}));

    // Every control inside the panel's width, none on top of another.
    QWidget* inner = panel.findChild<QWidget*>(QStringLiteral("heatInner"));
    QVERIFY(inner);
    QVERIFY(inner->width() <= width);
    QVector<QRect> boxes;
    for (const char* name : {"heatModel", "heatOpen", "heatSave", "heatUndo", "heatExport", "heatLayout", "heatPiece",
             "heatStages", "heatSide", "heatPhase", "heatFollow", "heatMaterial", "heatShared", "heatBoard"}) {
        auto* w = panel.findChild<QWidget*>(QString::fromLatin1(name));
        QVERIFY2(w && w->isVisible(), name);
        const QRect r(w->mapTo(inner, QPoint(0, 0)), w->size());
        QVERIFY2(r.left() >= 0 && r.right() < inner->width(), name);
        QVERIFY2(w->width() >= std::min(w->minimumSizeHint().width(), inner->width()), name);
        for (const QRect& other : boxes)
            QVERIFY2(!r.intersects(other), name);
        boxes.push_back(r);
    }

    // One piece: the table as large as the canvas allows.
    panel.setView(onePiece(KNIGHT, HeatView::MgOnly));
    HeatmapCanvas* canvas = panel.canvas();
    HeatLayout layout = canvas->currentLayout();
    QCOMPARE(layout.boards.size(), 1);
    const double room = std::min(canvas->width() - 16.0, layout.legend.top() - layout.boards[0].top());
    QVERIFY2(layout.boards[0].width() >= room * 0.85 - 8,
        qPrintable(QStringLiteral("%1 of %2").arg(layout.boards[0].width()).arg(room)));
    QVERIFY(layout.boards[0].width() >= 240);

    // Twelve tables: the column count with the largest cells.
    panel.setView(HeatView {});
    layout = canvas->currentLayout();
    QCOMPARE(layout.boards.size(), 12);
    for (int c : {2, 4, 6, 12})
        QVERIFY(layoutScene(canvas->scene(), QRectF(canvas->rect()), c).cell <= layout.cell);
    QVERIFY(layout.boards[1].top() == layout.boards[0].top()); // at least two columns
}

void TestHeatmap::cliDrawsWhatThePanelDraws()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("n.png"));
    QProcess cli;
    cli.start(QStringLiteral(KD_CLI),
        {QStringLiteral("heatmap"), QStringLiteral("--model"), QStringLiteral("simplified"), QStringLiteral("--piece"),
            QStringLiteral("N"), QStringLiteral("--phase"), QStringLiteral("mg"), QStringLiteral("--side"),
            QStringLiteral("black"), QStringLiteral("--size"), QStringLiteral("256"), QStringLiteral("--png"), file});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 0);
    QVERIFY(cli.readAllStandardOutput().startsWith("wrote "));

    const HeatScene scene = buildScene(*EvalTables::builtin("simplified"), onePiece(KNIGHT, HeatView::MgOnly, BLACK));
    const QImage expected = renderScene(scene, 256).convertToFormat(QImage::Format_RGB32);
    const QImage got = QImage(file).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(got.size(), expected.size());
    QCOMPARE(got, expected);
}

void TestHeatmap::cliRefusesBadOptions_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("piece") << QStringList {"--piece", "X"} << "--piece 'X'";
    QTest::newRow("phase range") << QStringList {"--phase", "25"} << "from 0 to 24";
    QTest::newRow("no blend") << QStringList {"--model", "simplified", "--phase", "12"} << "has no blend";
    QTest::newRow("side") << QStringList {"--side", "red"} << "--side 'red'";
    QTest::newRow("model") << QStringList {"--model", "/nonexistent.json"} << "nonexistent.json";
    QTest::newRow("size") << QStringList {"--size", "10"} << "--size '10'";
}

void TestHeatmap::cliRefusesBadOptions()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QProcess cli;
    cli.start(QStringLiteral(KD_CLI),
        QStringList {QStringLiteral("heatmap")} + args + QStringList {QStringLiteral("--png"), dir.filePath("x.png")});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 2);
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QVERIFY2(err.contains(message), qPrintable(err));
    QVERIFY(!QFile::exists(dir.filePath("x.png")));
}

void TestHeatmap::followsTheDarkTheme()
{
    ModelLibrary models {nullptr, "pesto"};
    QVERIFY(models.setCurrent(QStringLiteral("simplified")));
    HeatmapPanel panel(&models);
    panel.setView(onePiece(PAWN, HeatView::MgOnly));
    QVERIFY(shown(panel, {500, 640}));
    HeatmapCanvas* canvas = panel.canvas();
    const QRectF board = canvas->currentLayout().boards[0];
    // Simplified's pawn on a2 is worth 0 here: the neutral colour of the theme.
    QCOMPARE(models.model().psqt[MG][PAWN][SQ_A2], 5);
    QCOMPARE(models.model().psqt[MG][PAWN][SQ_D3], 0);
    QVERIFY(sameColor(cellPixel(canvas->grab().toImage(), board, SQ_D3), HeatPalette::light().neutral));
    QPalette dark = panel.palette();
    dark.setColor(QPalette::Window, QColor(0x20, 0x22, 0x25));
    dark.setColor(QPalette::WindowText, QColor(0xE0, 0xE0, 0xE0));
    panel.setPalette(dark);
    const QImage image = canvas->grab().toImage();
    QVERIFY(sameColor(cellPixel(image, board, SQ_D3), HeatPalette::dark().neutral));
    QVERIFY(sameColor(image.pixelColor(2, 2), QColor(0x20, 0x22, 0x25)));
}

void TestHeatmap::phaseSliderAndCurrentPosition()
{
    ModelLibrary models {nullptr, "pesto"};
    HeatmapPanel panel(&models);
    auto* slider = panel.findChild<QSlider*>(QStringLiteral("heatPhase"));
    QVERIFY(slider && slider->isEnabled());
    QCOMPARE(slider->maximum(), 24);
    slider->setValue(9);
    QCOMPARE(panel.view().stages, HeatView::Blended);
    QCOMPARE(panel.canvas()->scene().tables.size(), 6);
    for (const HeatTable& t : panel.canvas()->scene().tables)
        QCOMPARE(t.phase, 9);

    // Following the position: its phase, updated as the position changes.
    panel.setFollowPosition(true);
    const Position start;
    panel.setPosition(start);
    QCOMPARE(panel.view().phase, 24);
    const Position ending = fen("4k3/8/3r4/8/8/2N5/8/4K3 w - - 0 1"); // a rook and a knight: 2 + 1
    panel.setPosition(ending);
    QCOMPARE(panel.view().phase, models.tables()->phase(ending));
    QCOMPARE(panel.view().phase, 3);
    QCOMPARE(slider->value(), 3);
    QCOMPARE(panel.canvas()->scene().tables[0].phase, 3);
    // The ending's pieces are ringed on their tables: White's knight on c3.
    const HeatScene scene = panel.canvas()->scene();
    QCOMPARE(scene.tables[KNIGHT - PAWN].occupied, squareBB(SQ_C3));
    QVERIFY(panel.status().contains(QStringLiteral("phase 3/24")));
}

void TestHeatmap::switchModelShowsItsEndingRule()
{
    ModelLibrary models {nullptr, "pesto"};
    QVERIFY(models.setCurrent(QStringLiteral("simplified")));
    HeatmapPanel panel(&models);
    panel.setFollowPosition(true);
    panel.setPosition(Position());
    QCOMPARE(panel.view().stages, HeatView::MgOnly);
    QVERIFY2(panel.status().contains(QStringLiteral("middle-game tables")), qPrintable(panel.status()));
    // Queens off: the ending rule holds, the end-game tables are in use, and the panel says why.
    panel.setPosition(fen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1"));
    QCOMPARE(panel.view().stages, HeatView::EgOnly);
    QVERIFY2(panel.status().contains(QStringLiteral("end-game tables")), qPrintable(panel.status()));
    QVERIFY2(panel.status().contains(QStringLiteral("White has no queen")), qPrintable(panel.status()));
    // A Switch model has no blend to slide through.
    QVERIFY(!panel.findChild<QSlider*>(QStringLiteral("heatPhase"))->isEnabled());
}

void TestHeatmap::boardHeatFollowsThePieceUnderTheMouse()
{
    MainWindow window(MainWindow::Options {QString(), false});
    window.resize(1400, 900);
    window.show();
    window.showPanel(QStringLiteral("heatmap"));
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.heatmap()->isVisible());
    BoardView* board = window.board();
    HeatmapPanel* panel = window.heatmap();
    BoardHeat* heat = panel->boardHeat();
    QVERIFY(heat);
    QCOMPARE(heat->mode(), BoardHeat::Off); // an explicit choice, off by default
    QTest::mouseMove(board, board->squareRect(SQ_G1).center().toPoint());
    QVERIFY(board->overlay(QStringLiteral("heat")).isEmpty());

    // Chosen in the panel's control: the board heat follows it.
    auto* combo = panel->findChild<QComboBox*>(QStringLiteral("heatBoard"));
    QVERIFY(combo && combo->isVisible());
    combo->setCurrentIndex(BoardHeat::Pointer);
    emit combo->activated(BoardHeat::Pointer);
    QCOMPARE(heat->mode(), BoardHeat::Pointer);

    // The mouse over White's g1 knight: the knight's table, at the position's phase, under the pieces.
    QTest::mouseMove(board, board->squareRect(SQ_F1).center().toPoint());
    QTest::mouseMove(board, board->squareRect(SQ_G1).center().toPoint());
    QTRY_VERIFY(!board->overlay(QStringLiteral("heat")).isEmpty());
    const auto tables = window.models()->tables();
    const auto knight = heatValues(*tables, KNIGHT, WHITE, tables->phase(board->position()), false);
    const QMap<Square, QColor> fills = board->overlay(QStringLiteral("heat"));
    const Square best = Square(std::max_element(knight.begin(), knight.end()) - knight.begin());
    const Square worst = Square(std::min_element(knight.begin(), knight.end()) - knight.begin());
    QCOMPARE(fills.size(), 64);
    QVERIFY(fills[best].alphaF() > fills[SQ_A1].alphaF() || knight[SQ_A1] < 0);
    QVERIFY(fills[worst].blue() < fills[worst].red()); // bad: orange
    QVERIFY(fills[best].blue() > fills[best].red()); // good: blue
    QCOMPARE(fills, heat->fills());
    QVERIFY(heat->legend().visible);
    QCOMPARE(heat->legend().title, QStringLiteral("White knight · blended at phase 24/24"));
    QCOMPARE(heat->legend().scale, heatScale(knight));

    // Over an empty square: no heat. Picking up a pawn: the pawn's table, even with the mouse away.
    QTest::mouseMove(board, board->squareRect(SQ_E4).center().toPoint());
    QTRY_VERIFY(board->overlay(QStringLiteral("heat")).isEmpty());
    QVERIFY(!heat->legend().visible);
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->squareRect(SQ_E2).center().toPoint());
    QCOMPARE(board->selectedSquare(), SQ_E2);
    QTest::mouseMove(board, board->squareRect(SQ_E5).center().toPoint());
    const auto pawn = heatValues(*tables, PAWN, WHITE, tables->phase(board->position()), false);
    QCOMPARE(board->overlay(QStringLiteral("heat")), boardHeat(pawn, heatScale(pawn), HeatPalette::light()));

    // A chosen piece type instead (the panel's control follows), and off.
    heat->setMode(BoardHeat::Queen);
    QCOMPARE(combo->currentIndex(), int(BoardHeat::Queen));
    QVERIFY(!board->overlay(QStringLiteral("heat")).isEmpty());
    heat->setMode(BoardHeat::Off);
    QCOMPARE(combo->currentIndex(), int(BoardHeat::Off));
    QVERIFY(board->overlay(QStringLiteral("heat")).isEmpty());
}

// For screen readers: every heat-map cell is named by piece, square and value ("knight f3, table
// +0.10") and described by its table's title; the cell under the mouse has the focus; with the
// board heat on, the board's squares describe their heat.
void TestHeatmap::accessibleCells()
{
    MainWindow window(MainWindow::Options {QString(), false});
    window.resize(1400, 900);
    window.show();
    window.showPanel(QStringLiteral("heatmap"));
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* canvas = window.heatmap()->findChild<HeatmapCanvas*>();
    QVERIFY(canvas);
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(canvas);
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::Table);
    const auto& tables = canvas->scene().tables;
    QCOMPARE(iface->childCount(), int(tables.size()) * 64);
    int k = -1;
    for (int i = 0; i < int(tables.size()); ++i)
        if (tables[std::size_t(i)].piece == KNIGHT && !tables[std::size_t(i)].passed)
            k = i;
    QVERIFY(k >= 0);
    const HeatTable& knight = tables[std::size_t(k)];
    QAccessibleInterface* f3 = iface->child(k * 64 + SQ_F3);
    QCOMPARE(f3->role(), QAccessible::Cell);
    QCOMPARE(f3->text(QAccessible::Name), QStringLiteral("knight f3, table %1").arg(signedValue(knight.values[SQ_F3])));
    QCOMPARE(f3->text(QAccessible::Description), knight.title);
    const QPoint centre = canvas->cellRect(k * 64 + SQ_F3).center();
    const QPoint global = canvas->mapToGlobal(centre);
    QCOMPARE(iface->childAt(global.x(), global.y()), f3);
    QTest::mouseMove(canvas, centre);
    QCOMPARE(iface->focusChild(), f3);

    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(window.board());
    QCOMPARE(board->child(SQ_F3)->text(QAccessible::Description), QString());
    window.boardHeat()->setMode(BoardHeat::Knight);
    const auto values = heatValues(
        *window.models()->tables(), KNIGHT, WHITE, window.models()->tables()->phase(window.board()->position()), false);
    QCOMPARE(board->child(SQ_F3)->text(QAccessible::Description),
        QStringLiteral("knight table %1").arg(signedValue(values[SQ_F3])));
    QCOMPARE(board->child(SQ_G1)->text(QAccessible::Name), QStringLiteral("white knight g1"));
}

void TestHeatmap::boardHeatWorksWithThePanelClosed()
{
    MainWindow window(MainWindow::Options {QString(), false});
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.heatmap()->isVisible());
    BoardView* board = window.board();
    const QRect boardRect = board->geometry();
    auto* heat = window.findChild<BoardHeat*>();
    QVERIFY(heat);
    // Off by default: hovering and picking up pieces paints nothing.
    QTest::mouseMove(board, board->squareRect(SQ_B1).center().toPoint());
    QTest::mouseMove(board, board->squareRect(SQ_G1).center().toPoint());
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->squareRect(SQ_E2).center().toPoint());
    QVERIFY(board->overlay(QStringLiteral("heat")).isEmpty());
    QVERIFY(!heat->legend().visible);
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->squareRect(SQ_E2).center().toPoint());

    // Chosen with the panel closed: it works.
    heat->setMode(BoardHeat::Knight);
    // Its legend shows under the board, and the board keeps its place and size.
    QVERIFY(window.heatLegend()->isVisible());
    QVERIFY(window.heatLegend()->geometry().top() >= board->geometry().bottom());
    QCOMPARE(board->geometry(), boardRect);
    const auto tables = window.models()->tables();
    const auto knight = heatValues(*tables, KNIGHT, WHITE, tables->phase(board->position()), false);
    QCOMPARE(board->overlay(QStringLiteral("heat")), boardHeat(knight, heatScale(knight), HeatPalette::light()));
    // The model in play changes: the heat follows.
    QCOMPARE(window.models()->setEntry(MG, KNIGHT, SQ_A1, -300), QString());
    const auto edited = heatValues(*window.models()->tables(), KNIGHT, WHITE, 24, false);
    QCOMPARE(edited[SQ_A1], -300);
    QCOMPARE(board->overlay(QStringLiteral("heat")), boardHeat(edited, heatScale(edited), HeatPalette::light()));
    QCOMPARE(heat->legend().scale, 300);
}

void TestHeatmap::boardHeatModesAndSettings_data()
{
    QTest::addColumn<QVariant>("stored");
    QTest::addColumn<int>("mode");
    QTest::newRow("pointer") << QVariant(QStringLiteral("pointer")) << int(BoardHeat::Pointer);
    QTest::newRow("rook") << QVariant(QStringLiteral("rook")) << int(BoardHeat::Rook);
    QTest::newRow("off") << QVariant(QStringLiteral("off")) << int(BoardHeat::Off);
    QTest::newRow("unknown word") << QVariant(QStringLiteral("dragon")) << int(BoardHeat::Off);
    QTest::newRow("a number") << QVariant(3) << int(BoardHeat::Off);
    QTest::newRow("empty") << QVariant(QString()) << int(BoardHeat::Off);
}

void TestHeatmap::boardHeatModesAndSettings()
{
    QFETCH(QVariant, stored);
    QFETCH(int, mode);
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    ModelLibrary models {nullptr, "pesto"};
    BoardHeat heat(&models);
    QCOMPARE(heat.mode(), BoardHeat::Off);
    heat.setMode(BoardHeat::Queen);
    settings.setValue(QStringLiteral("boardHeat/mode"), stored);
    heat.restoreSettings(settings);
    QCOMPARE(int(heat.mode()), mode);
    // And back: what is saved reads back the same.
    heat.setMode(BoardHeat::Bishop);
    heat.saveSettings(settings);
    BoardHeat again(&models);
    again.restoreSettings(settings);
    QCOMPARE(again.mode(), BoardHeat::Bishop);
    QCOMPARE(BoardHeat::modeName(BoardHeat::Off), QStringLiteral("Off"));
    QCOMPARE(BoardHeat::modeName(BoardHeat::Pointer), QStringLiteral("Piece under the mouse"));
    QCOMPARE(BoardHeat::modeName(BoardHeat::Pawn), QStringLiteral("Pawn table"));
    QCOMPARE(BoardHeat::modeName(BoardHeat::King), QStringLiteral("King table"));

    // A chosen type is read as the side to move reads it; the legend names it and its phase.
    const Position blackToMove = fen("4k3/8/3r4/8/8/2N5/8/4K3 b - - 0 1");
    heat.setPosition(blackToMove);
    heat.setMode(BoardHeat::Rook);
    const auto rook = heatValues(*models.tables(), ROOK, BLACK, 3, false);
    QCOMPARE(heat.fills(), boardHeat(rook, heatScale(rook), HeatPalette::light()));
    QCOMPARE(heat.legend().title, QStringLiteral("Black rook · blended at phase 3/24"));
    // The menu's actions set the mode and follow it.
    QWidget host;
    QMenu* menu = heat.createMenu(&host);
    QCOMPARE(menu->actions().size(), 9); // eight modes and a separator
    for (QAction* a : menu->actions())
        if (a->objectName() == QLatin1String("boardHeat_pointer"))
            a->trigger();
    QCOMPARE(heat.mode(), BoardHeat::Pointer);
    heat.setMode(BoardHeat::King);
    for (QAction* a : menu->actions())
        if (!a->isSeparator())
            QCOMPARE(a->isChecked(), a->objectName() == QLatin1String("boardHeat_king"));
}

void TestHeatmap::legendBarIsCompactAndShowsTheRange_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("unit");
    for (int w : {320, 450, 700})
        for (int unit : {int(ScoreUnit::Pawns), int(ScoreUnit::Centipawns)})
            QTest::addRow("%d px, %s", w, unit == int(ScoreUnit::Pawns) ? "pawns" : "centipawns") << w << unit;
}

void TestHeatmap::legendBarIsCompactAndShowsTheRange()
{
    QFETCH(int, width);
    QFETCH(int, unit);
    setScoreUnit(ScoreUnit(unit));
    QWidget host;
    auto* box = new QVBoxLayout(&host);
    auto* bar = new HeatLegendBar(&host);
    box->addWidget(bar);
    box->addStretch();
    QVERIFY(shown(host, {width, 120}));
    QVERIFY(!bar->isVisible()); // nothing to show
    HeatLegend legend;
    legend.visible = true;
    legend.title = QStringLiteral("White knight · blended at phase 14/24");
    legend.scale = 167;
    bar->setLegend(legend);
    QVERIFY(bar->isVisible());
    QVERIFY(bar->height() <= 24);
    QVERIFY(bar->minimumSizeHint().width() <= 320);
    const HeatLegendBar::Parts parts = bar->parts();
    QCOMPARE(parts.lowText, signedValue(-167));
    QCOMPARE(parts.highText, signedValue(167));
    // The title fits from 320 px: whole, or with "blended at phase" shortened to "phase".
    QVERIFY2(parts.titleText == legend.title || parts.titleText == QStringLiteral("White knight · phase 14/24"),
        qPrintable(parts.titleText));
    if (width >= 450)
        QCOMPARE(parts.titleText, legend.title);
    const QFontMetricsF fm(bar->font());
    for (const auto& [r, text] : {std::pair {parts.title, parts.titleText}, std::pair {parts.low, parts.lowText},
             std::pair {parts.high, parts.highText}}) {
        QVERIFY2(QRectF(bar->rect()).contains(r), qPrintable(text));
        QVERIFY2(fm.horizontalAdvance(text) <= r.width() + 0.5, qPrintable(text));
    }
    QVERIFY(parts.bar.width() >= 32);
    QVERIFY(
        !parts.bar.intersects(parts.title) && !parts.bar.intersects(parts.low) && !parts.bar.intersects(parts.high));
    legend.visible = false;
    bar->setLegend(legend);
    QVERIFY(!bar->isVisible());
    setScoreUnit(ScoreUnit::Pawns);
}

void TestHeatmap::modelSwitchReachesTheEngine()
{
    MainWindow window(MainWindow::Options {QString(), false});
    HeatmapPanel* panel = window.heatmap();
    auto* combo = panel->findChild<QComboBox*>(QStringLiteral("heatModel"));
    QVERIFY(combo);
    QCOMPARE(combo->count(), int(kd::builtinModels().size()));
    QVERIFY(combo->findText(QStringLiteral("kandinsky")) >= 0);
    QCOMPARE(window.controller()->tables()->model().name, std::string(kd::DEFAULT_MODEL));
    const int simplified = combo->findText(QStringLiteral("simplified"));
    QVERIFY(simplified >= 0);
    combo->setCurrentIndex(simplified);
    emit combo->activated(simplified);
    QCOMPARE(window.models()->model().name, std::string("simplified"));
    QCOMPARE(window.controller()->tables()->model().name, std::string("simplified"));
    QCOMPARE(panel->canvas()->scene().caption.startsWith(QStringLiteral("simplified")), true);
    // The status shows the static evaluation under the new model.
    const Position pos = window.controller()->viewPosition();
    QVERIFY(panel->status().contains(scoreText(evaluate(pos, *window.models()->tables()))));
}

void TestHeatmap::editedModelIsPlayedAndKeptAcrossRestarts()
{
    QTemporaryDir dir;
    const QString settings = dir.filePath(QStringLiteral("k.ini"));
    {
        MainWindow window(MainWindow::Options {settings, true});
        QVERIFY(window.models()->setCurrent(QStringLiteral("simplified")));
        QCOMPARE(window.models()->setEntry(MG, QUEEN, SQ_D4, 44), QString());
        // The engine's next search uses the edited tables.
        QCOMPARE(window.controller()->tables()->model(), window.models()->model());
        QCOMPARE(window.controller()->tables()->model().psqt[MG][QUEEN][SQ_D4], 44);
        window.heatmap()->boardHeat()->setMode(BoardHeat::Rook);
        window.saveSettings();
    }
    MainWindow again(MainWindow::Options {settings, true});
    QCOMPARE(again.models()->model().name, std::string("simplified"));
    QVERIFY(again.models()->isEdited());
    QCOMPARE(again.models()->model().psqt[MG][QUEEN][SQ_D4], 44);
    QCOMPARE(again.controller()->tables()->model().psqt[MG][QUEEN][SQ_D4], 44);
    QCOMPARE(again.heatmap()->boardHeat()->mode(), BoardHeat::Rook); // the board heat choice is kept too
}

QTEST_MAIN(TestHeatmap)
#include "tst_heatmap.moc"
