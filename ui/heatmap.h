// Heat maps of piece-square tables: the numbers (which value a piece gets on each square, exactly as
// the engine reads them) and the painting (boards of coloured cells, titles, a legend). Qt Gui only,
// no widgets: the heatmap panel, the board overlay, PNG export and `kandinsky-cli heatmap` all call
// this one code, so an exported picture is the panel's picture.
//
// Colours. A diverging scale centred on zero: blue for values good for the piece's side, orange
// for bad ones, the intensity by magnitude. Blue against orange stays distinct for the common
// colour-vision deficiencies (red-green), unlike red against green, and the cell text switches
// between black and white by the cell's luminance.
#pragma once

#include "eval/evaluate.h"

#include <QColor>
#include <QFont>
#include <QImage>
#include <QMap>
#include <QRectF>
#include <QString>
#include <QVector>

#include <array>

class QPainter;

namespace kdui {

// Which table of a model: one stage, or the blend of both at a phase.
enum class HeatStage { Mg, Eg, Blend };

// What a piece of colour `side` and type `pt` adds on each board square (a1 = 0) at phase `phase`:
// the table entry, plus the material value with `withMaterial`. Black's entries are the vertical
// mirror of White's, as the engine reads them. Identical to EvalTables::positional()/material().
std::array<int, kd::SQUARE_NB> heatValues(
    const kd::EvalTables& t, kd::PieceType pt, kd::Color side, int phase, bool withMaterial);
// The passed-pawn term's weight on each square for a pawn of colour `side` at `phase` (Black's
// mirrored), as EvalTables::term() gives it. All zero for a model without terms.
std::array<int, kd::SQUARE_NB> passedValues(const kd::EvalTables& t, kd::Color side, int phase);

// The largest magnitude of a table (at least 1): the value that gets full colour on its own scale.
int heatScale(const std::array<int, kd::SQUARE_NB>& values);

// The phase a stage is read at: Mg is phaseMax, Eg is 0, Blend is `phase` clamped to the range.
int stagePhase(const kd::EvalModel& m, HeatStage stage, int phase);

// The colour of `value` on a scale whose extremes are +-scale (|value| >= scale: full colour).
struct HeatPalette {
    QColor good, bad, neutral;
    static HeatPalette light();
    static HeatPalette dark();
    QColor color(int value, int scale) const;
    static QColor textOn(const QColor& fill); // black or white, whichever reads better
};

// One table as drawn: its values on the board squares, its title, its scale, and which squares
// the current position's pieces of that kind stand on (ringed).
struct HeatTable {
    kd::PieceType piece = kd::PAWN;
    HeatStage stage = HeatStage::Mg;
    int phase = 0;
    std::array<int, kd::SQUARE_NB> values {};
    int scale = 1; // the |value| that gets full colour (> 0)
    kd::Bitboard occupied = 0;
    QString title; // "Pawn · middle game"; shortTitle "Pawn · MG" and tinyTitle "P·MG" when it is narrow
    QString shortTitle, tinyTitle;
    kd::Color side = kd::WHITE;
    int material = 0; // the piece's material value at this phase
    bool withMaterial = false; // values include it
    // The model's passed-pawn term (a square-indexed term table, eval/terms.h), not a PSQT: piece is
    // PAWN, material 0, and only the side's passed pawns are ringed.
    bool passed = false;
    int entry(kd::Square s) const { return values[s] - (withMaterial ? material : 0); } // the table's part
};

// What the panel (or the command line) asks to see.
struct HeatView {
    enum Layout { AllPieces, OnePiece };
    enum Stages { BothStages, MgOnly, EgOnly, Blended };
    Layout layout = AllPieces;
    kd::PieceType piece = kd::KNIGHT; // OnePiece
    Stages stages = BothStages;
    int phase = 24; // Blended
    kd::Color side = kd::WHITE;
    bool withMaterial = false;
    bool sharedScale = true;
};

// A whole picture: the tables in reading order (piece by piece, MG before EG), a caption and the
// legend's scale. With a shared scale every table has the same scale.
struct HeatScene {
    QVector<HeatTable> tables;
    int columns = 1; // for export; a widget may lay the tables out in other column counts
    bool pairs = false; // MG and EG of each piece side by side: columns stay even
    QString caption; // model, side, stage or phase: "pesto · White pieces · middle game · table only"
    QString shortCaption; // for narrow pictures: "pesto · White · MG"
    QString legendNote; // e.g. the king is on its own scale
    int legendScale = 1;
};

// The tables of `view` for the model in `t`. `position`, when given, rings its pieces. A model with
// terms adds its passed-pawn table (each stage shown) after the PSQTs, when all pieces or the pawn
// are shown.
HeatScene buildScene(const kd::EvalTables& t, const HeatView& view, const kd::Position* position = nullptr);

// Where each table and the legend go in an area: the column count giving the largest boards.
struct HeatLayout {
    QVector<QRectF> boards; // the 8x8 cell areas, one per table
    QVector<QRectF> titles;
    QRectF caption, legend;
    double cell = 0; // the side of one cell
};
HeatLayout layoutScene(const HeatScene& scene, const QRectF& area, int columns = 0); // 0: best fit

// The square of a table's cell under a point (SQ_NONE outside), and the cell's rectangle.
kd::Square cellAt(const QRectF& board, QPointF point);
QRectF cellRect(const QRectF& board, kd::Square s);

// Every text of a picture, where it goes and in which font: the caption, the table titles (the
// longest of a table's titles that fits its width), the legend's words and numbers and its note.
// paintScene() draws exactly these, so a test can check that no text is cut.
struct HeatText {
    QRectF rect;
    QString text;
    QFont font;
    int flags = 0; // Qt::Alignment
};
QVector<HeatText> sceneTexts(const HeatScene& scene, const HeatLayout& layout, const QFont& base);
// The legend's gradient bar inside layout.legend.
QRectF legendBar(const QRectF& legendArea);

struct HeatPaintOptions {
    HeatPalette palette = HeatPalette::light();
    QColor text = Qt::black; // titles, caption, legend
    QColor background = Qt::white; // transparent: nothing painted
    int hoverTable = -1; // outline one cell
    kd::Square hoverSquare = kd::SQ_NONE;
};

// How a table's cells show their values at a cell size: the full signedValue() ("+0.17") when the
// widest one fits the cell in the cell font; else compactValue() ("+.17") in a font sized to fit;
// no numbers at all when even that would be unreadable.
struct HeatCellText {
    bool numbers = false;
    bool compact = false;
    QFont font;
    QString text(int value) const;
};
HeatCellText heatCellText(const std::array<int, kd::SQUARE_NB>& values, double cell, const QFont& base);

void paintScene(QPainter& p, const HeatScene& scene, const HeatLayout& layout, const HeatPaintOptions& options);
// The outline of the cell under the mouse (paintScene() draws it for options.hoverTable).
void paintHover(QPainter& p, const QRectF& board, kd::Square s, const HeatPaintOptions& options);

// PNG export: `boardPx` pixels per board, laid out in scene.columns columns, in a picture wide
// enough for its caption and legend (at least 600 px for several tables, 400 for one), so no text
// is cut. `font` is the font it is painted with (QGuiApplication's by default).
QSize exportSize(const HeatScene& scene, int boardPx, const QFont& font = QFont());
// The board size an export uses by default: 200 px for twelve tables up to 400 for one.
int exportBoardPx(const HeatScene& scene);
QImage renderScene(const HeatScene& scene, int boardPx, const HeatPaintOptions& options = {});

// Translucent fills for the main board's heat layer: the hue by sign, the opacity by magnitude, so
// pieces stay readable over it.
QMap<kd::Square, QColor> boardHeat(const std::array<int, kd::SQUARE_NB>& values, int scale, const HeatPalette& palette);

// The colour that marks the piece the inspector points at: its board square and its table cells.
inline QColor markColor() { return {0xC8, 0x2D, 0xB4}; }

QString stageName(HeatStage stage, int phase, int phaseMax); // "middle game", "phase 12/24"
QString pieceName(kd::PieceType pt);
// The name inside a sentence: "knight" (German keeps its capital: "Springer").
QString pieceWord(kd::PieceType pt);
// A number of pieces of a type: "1 knight", "3 pawns".
QString pieceCount(kd::PieceType pt, int n);

} // namespace kdui
