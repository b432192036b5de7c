// HeatmapPanel: the piece-square tables of the model in play, drawn as heat maps (heatmap.h), with
// the controls that choose what to see (all pieces or one, middle game / end game / blended at a
// phase, White's or Black's side, material in or out, shared or per-table scale), the model
// selector, cell editing with undo and saving, PNG export, and a "Board heat" choice that drives the
// main window's BoardHeat (boardheat.h; the board's heat layer lives there, so it works with this
// panel closed). It reads the model from a ModelLibrary and the position from its owner; it never
// talks to the engine. The controls wrap onto more rows as the panel narrows (320 to 900 px).
// A model with evaluation terms adds its passed-pawn table to the heat maps (edited like a cell,
// through ModelLibrary::setTermWeight()) and its other terms under them (HeatmapTerms).
#pragma once

#include "accessiblegrid.h"
#include "boardheat.h"
#include "heatmap.h"
#include "heatmapterms.h"

#include <QPixmap>
#include <QPointer>
#include <QSpinBox>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSettings;
class QSlider;

namespace kdui {

class ModelLibrary;

// The tables, painted; hovering shows the square and value, double-click or Ctrl+wheel edits.
// For screen readers every cell of every table is a cell of one accessible table: "knight f3,
// table +0.10", described by its table's title; the cell under the mouse has the focus.
class HeatmapCanvas : public QWidget, public AccessibleGrid {
    Q_OBJECT

public:
    explicit HeatmapCanvas(QWidget* parent = nullptr);

    void setScene(const HeatScene& scene);
    const HeatScene& scene() const { return scene_; }
    HeatLayout currentLayout() const; // where the tables are drawn now
    // The table and square under a point (table -1 when none).
    std::pair<int, kd::Square> hit(QPointF point) const;
    QString toolTipAt(QPointF point) const;
    void setPhaseMax(int phaseMax) { phaseMax_ = phaseMax; }
    void setMaterialInfo(const QString& note) { materialNote_ = note; }
    // Whether double-click and Ctrl+wheel edit cells (a view of a model being tuned is read-only).
    void setEditable(bool editable) { editable_ = editable; }

    // The cell editor (a spin box over the cell) for tests: null when not editing. In the unit
    // shown (scoreUnit()): a QDoubleSpinBox in pawns (two decimals, 0.01 = 1 cp), a QSpinBox in
    // centipawns. editorValue(): what it holds, in whole centipawns (how tables store values).
    QAbstractSpinBox* editor() const { return editor_; }
    int editorValue() const;
    void startEdit(int table, kd::Square s);
    // Outlines, in every table of its piece type, the cell a piece reads (the inspector's piece);
    // NO_PIECE clears. markedCells(): the (table, square) pairs outlined now.
    void setMark(kd::Piece piece, kd::Square square);
    QVector<std::pair<int, kd::Square>> markedCells() const;
    // Drops the drawn tables: the next paint draws them again (also on resize and palette change).
    void invalidate();

    QSize sizeHint() const override { return {420, 420}; }
    QSize minimumSizeHint() const override { return {160, 160}; }

    // AccessibleGrid: table t's square s is cell 64 t + s.
    int cellCount() const override { return int(scene_.tables.size()) * kd::SQUARE_NB; }
    QString cellName(int cell) const override;
    QString cellDescription(int cell) const override;
    QRect cellRect(int cell) const override;
    int cellAt(QPoint point) const override;
    int focusCell() const override; // the cell under the mouse

signals:
    // The user set the displayed value of a cell (table index in the scene, board square).
    void valueEntered(int table, kd::Square square, int value);
    void hovered(int table, kd::Square square);
    // The user tried to edit a blended table (which is computed, not stored).
    void blendEditRequested();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void finishEdit(bool commit);

    HeatScene scene_;
    mutable HeatLayout layout_;
    mutable bool layoutValid_ = false;
    QPixmap cache_;
    int phaseMax_ = 24;
    bool editable_ = true;
    QString materialNote_;
    int hoverTable_ = -1;
    kd::Square hoverSquare_ = kd::SQ_NONE;
    kd::Piece markPiece_ = kd::NO_PIECE;
    kd::Square markSquare_ = kd::SQ_NONE;
    QPointer<QAbstractSpinBox> editor_;
    int editTable_ = -1;
    kd::Square editSquare_ = kd::SQ_NONE;
};

class HeatmapPanel : public QWidget {
    Q_OBJECT

public:
    // How the tables are painted now: the heat palette follows the window's (light or dark).
    HeatPaintOptions paintOptions() const;
    explicit HeatmapPanel(ModelLibrary* models, QWidget* parent = nullptr);

    // The position on the main board: its phase (when following it), its pieces (ringed in the
    // tables) and its static evaluation.
    void setPosition(const kd::Position& pos);
    // The board's heat layer this panel's "Board heat" control drives and follows (not owned; null:
    // the control is hidden).
    void setBoardHeat(BoardHeat* heat);
    BoardHeat* boardHeat() const { return boardHeat_; }
    // The piece the inspector points at: its cells are outlined (NO_PIECE: none).
    void setMarkedPiece(kd::Piece piece, kd::Square square) { canvas_->setMark(piece, square); }

    HeatView view() const { return view_; }
    void setView(const HeatView& view);
    bool followsPosition() const;
    void setFollowPosition(bool follow);

    HeatmapCanvas* canvas() const { return canvas_; }
    // The model's terms under the heat maps (hidden for a PSQT-only model).
    HeatmapTerms* terms() const { return terms_; }
    QString status() const; // the line under the controls: evaluation and phase, in words
    QString statusDetails() const; // its tooltip: how the phase is counted and the blend formula
    // The view choices, kept between runs (each value checked when read back).
    void saveSettings(QSettings& s) const;
    void restoreSettings(QSettings& s);

    // Sets a displayed cell (what double-click and Enter do): the table's value for the viewed
    // side, with material when it is shown. An error message, or "".
    QString enterValue(int table, kd::Square square, int value);
    // Writes the panel's tables (or one table, by index) as PNG at `boardPx` per board (-1: from
    // 200 px for twelve tables to 400 px for one, exportBoardPx()).
    QString exportPng(const QString& path, int table = -1, int boardPx = -1) const;

    // The panel asks for no width: its controls wrap, and it scrolls inside when very short.
    QSize sizeHint() const override { return {460, 640}; }
    QSize minimumSizeHint() const override { return {260, 300}; }
    // The active model as JSON to a file (what "Save model" does after asking for the name).
    QString saveModel(const QString& path);
    QString openModel(const QString& path);

signals:
    void message(const QString& text, bool error);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildControls();
    // With the terms shown, the heat maps keep the visible height (as without terms) and the
    // terms follow below, scrolled to.
    void fitCanvas();
    void syncControls(); // from view_ and the model to the controls
    void readControls(); // from the controls to view_
    void refresh(); // rebuilds the scene and the status
    void refreshModelList();
    void syncBoardHeat();
    void exportDialog();
    void saveDialog();
    void openDialog();
    QString blendNotEditable() const;

    ModelLibrary* models_;
    HeatView view_;
    kd::Position position_;
    QPointer<BoardHeat> boardHeat_;
    bool syncing_ = false;

    HeatmapCanvas* canvas_;
    HeatmapTerms* terms_;
    QComboBox* model_;
    QPushButton* open_;
    QPushButton* save_;
    QPushButton* undo_;
    QPushButton* export_;
    QComboBox* layout_;
    QComboBox* piece_;
    QComboBox* stages_;
    QComboBox* side_;
    QSlider* phase_;
    QLabel* phaseLabel_;
    QCheckBox* follow_;
    QCheckBox* material_;
    QCheckBox* shared_;
    QComboBox* boardHeatMode_;
    QLabel* boardHeatLabel_;
    QLabel* status_;
    QScrollArea* scroll_;
};

} // namespace kdui
