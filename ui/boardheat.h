// BoardHeat: the main board's heat layer, an explicit choice (off by default). It paints one
// piece-square table under the pieces: the table of the piece under the mouse (or the one picked
// up or being dragged), or a chosen piece type's. It reads the position on the main board, its
// phase and the model in play (ModelLibrary::changed recomputes), and gives the board its fills
// and a compact legend. It works whether or not the heatmap panel is open; the panel's "Board heat"
// control only drives it. HeatLegendBar draws the legend as a strip under the board.
#pragma once

#include "core/position.h"
#include "heatmap.h"

#include <QColor>
#include <QMap>
#include <QObject>
#include <QString>
#include <QWidget>

#include <array>

class QMenu;
class QSettings;

namespace kdui {

class ModelLibrary;

// What the compact legend under the board shows: which table, at which phase, and its range.
struct HeatLegend {
    bool visible = false;
    QString title; // "White knight · blended at phase 14/24"
    int scale = 0; // the table's ± range in centipawns (full colour at ±scale)
    bool operator==(const HeatLegend&) const = default;
};

class BoardHeat : public QObject {
    Q_OBJECT

public:
    enum Mode {
        Off,
        Pointer, // the piece under the mouse, or the piece picked up / being dragged
        Pawn,
        Knight,
        Bishop,
        Rook,
        Queen,
        King
    };
    Q_ENUM(Mode)

    explicit BoardHeat(ModelLibrary* models, QObject* parent = nullptr);

    Mode mode() const { return mode_; }
    void setMode(Mode mode); // default Off

    // The position on the main board: its pieces, its side to move and its phase.
    void setPosition(const kd::Position& pos);
    // From BoardView::squareHovered and BoardView::pieceSelected (SQ_NONE: none).
    void setPointer(kd::Square s);
    void setSelection(kd::Square s);

    QMap<kd::Square, QColor> fills() const { return fills_; } // the board's "heat" overlay now
    HeatLegend legend() const { return legend_; } // what the compact legend shows now
    // For screen readers: the heat on square s ("knight table +0.10"), empty while there is none.
    QString describe(kd::Square s) const;

    static QString modeName(Mode m); // "Off", "Piece under the mouse", "Pawn table", ...
    // A "Board heat" menu of checkable actions, one per mode, that set the mode and follow it (for
    // the View menu or a tool button). Owned by `parent`.
    QMenu* createMenu(QWidget* parent);

    // Key "boardHeat/mode" ("off", "pointer", "pawn", ... "king"); anything else reads as Off.
    void saveSettings(QSettings& s) const;
    void restoreSettings(QSettings& s);

signals:
    void fillsChanged(const QMap<kd::Square, QColor>& fills);
    void legendChanged(const kdui::HeatLegend& legend);
    void modeChanged(kdui::BoardHeat::Mode mode);

private:
    void recompute();

    ModelLibrary* models_;
    Mode mode_ = Off;
    kd::Position position_;
    kd::Square pointer_ = kd::SQ_NONE, selection_ = kd::SQ_NONE;
    QMap<kd::Square, QColor> fills_;
    HeatLegend legend_;
    kd::PieceType heatPiece_ = kd::NO_PIECE_TYPE; // the table painted, none while off
    std::array<int, kd::SQUARE_NB> heatValues_ {};
};

// The legend of the board's heat: a strip at most 24 px tall with the table's name, the
// orange → grey → blue gradient of the board's fills and both end values (ui/format.h). Hidden
// when the legend is not visible.
class HeatLegendBar : public QWidget {
    Q_OBJECT

public:
    explicit HeatLegendBar(QWidget* parent = nullptr);
    void setLegend(const HeatLegend& legend);
    HeatLegend legend() const { return legend_; }

    // Where the parts are drawn (for tests): the title, the gradient and the two end labels.
    struct Parts {
        QRectF title, bar, low, high;
        QString titleText, lowText, highText;
    };
    Parts parts() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    HeatLegend legend_;
};

} // namespace kdui
