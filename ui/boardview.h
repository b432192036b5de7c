// BoardView: the chess board. It stays square inside whatever size it is given and paints in
// layers, bottom to top:
//   1. squares            the light and dark squares
//   2. overlays           named per-square fills that other features own (setOverlay(): the
//                         heatmap's heat, the inspector's highlights), then the last move, the
//                         check, the selected piece, the square under a dragged piece and the
//                         safe squares of the hovered piece (setShowSafeSquares())
//   3. pieces             SVG pieces; a moving piece slides from its old square (animation)
//   4. move hints         dots on the legal targets of the picked-up piece, rings on captures
//   5. arrows             hint and best-move arrows
//   6. coordinates        files and ranks along the edges
//   7. dragged piece      the piece under the mouse while dragging
//   8. promotion chooser  four pieces on the promotion file while the user picks one
//
// A person moves by dragging a piece or by clicking it and then its target; an illegal drop snaps
// back. Without a mouse: with the keyboard focus on the board, Enter or Space shows a cursor square,
// the arrow keys move it (as the board is seen, flipped or not), Enter or Space picks up the piece
// under it and puts it down on the target, Q/R/B/N (or Enter for a queen) choose a promotion, and
// Escape puts the piece back, then hides the cursor (the arrow keys step through the game again).
// For screen readers the board is a table of 64 cells named by piece and square ("white knight
// f3"), the cursor's cell taking the accessibility focus; setSquareDescriber() adds a description. The view checks
// legality against its own position and emits moveChosen() only for legal moves; the owner decides whether to play it
// and sets the new position.
#pragma once

#include "accessiblegrid.h"
#include "core/position.h"

#include <QColor>
#include <QMap>
#include <QVariantAnimation>
#include <QVector>
#include <QWidget>

#include <array>
#include <functional>

namespace kdui {

struct BoardArrow {
    kd::Square from = kd::SQ_NONE, to = kd::SQ_NONE;
    QColor color;
    qreal width = 1.0; // the shaft's and head's width, relative to a hint arrow's
};

class BoardView : public QWidget, public AccessibleGrid {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);

    // Shows a position. With a move that leads to it (played from the position shown before),
    // the piece slides there unless the user just dropped it there.
    void setPosition(const kd::Position& pos, kd::Move arrivedBy = kd::Move::none());
    const kd::Position& position() const { return position_; }
    kd::Move lastMove() const { return lastMove_; } // the move marked as the last one played
    // The move highlighted as the last one (none to clear).
    void setLastMove(kd::Move m);

    // Whether the user may move the side to move's pieces.
    void setInteractive(bool interactive);
    bool isInteractive() const { return interactive_; }

    void setFlipped(bool flipped);
    bool isFlipped() const { return flipped_; }
    void setColors(const QColor& light, const QColor& dark);
    QColor lightColor() const { return light_; }
    QColor darkColor() const { return dark_; }
    void setShowCoordinates(bool show);
    void setShowLegalMoves(bool show);
    // Whether hovering a knight, bishop, rook or queen marks its safe squares (kd::safeSquares(),
    // what the mobility term counts). Not while a piece is picked up, dragged or promoting.
    void setShowSafeSquares(bool show);
    bool showsSafeSquares() const { return showSafeSquares_; }
    // The squares marked now (empty when none).
    kd::Bitboard safeSquaresShown() const;
    void setAnimationMs(int ms) { animationMs_ = std::max(0, ms); }

    // A named layer of translucent per-square fills under the pieces (an empty map removes it).
    void setOverlay(const QString& name, const QMap<kd::Square, QColor>& fills);
    QMap<kd::Square, QColor> overlay(const QString& name) const { return overlays_.value(name); }
    void setArrows(const QVector<BoardArrow>& arrows);
    const QVector<BoardArrow>& arrows() const { return arrows_; }

    // The square under a widget point, or SQ_NONE off the board.
    kd::Square squareAt(QPointF point) const;
    // The area of one square in widget coordinates.
    QRectF squareRect(kd::Square s) const;
    // The board's area: the largest centred square that fits.
    QRectF boardRect() const;

    kd::Square selectedSquare() const { return selected_; }
    // The keyboard cursor's square, SQ_NONE while it is hidden.
    kd::Square cursorSquare() const { return cursor_; }
    void setCursorSquare(kd::Square s);
    // Words for a square's accessible name and description: "white knight f3", "e4, empty".
    QString squareName(kd::Square s) const;
    // What a screen reader adds after a square's name (e.g. the board heat's table value).
    void setSquareDescriber(std::function<QString(kd::Square)> describe) { describe_ = std::move(describe); }
    QString squareDescription(kd::Square s) const { return describe_ ? describe_(s) : QString(); }

    // AccessibleGrid: the 64 squares, a1 first.
    int cellCount() const override { return kd::SQUARE_NB; }
    QString cellName(int cell) const override { return squareName(kd::Square(cell)); }
    QString cellDescription(int cell) const override { return squareDescription(kd::Square(cell)); }
    QRect cellRect(int cell) const override { return squareRect(kd::Square(cell)).toAlignedRect(); }
    int cellAt(QPoint point) const override { return squareAt(point) == kd::SQ_NONE ? -1 : int(squareAt(point)); }
    int focusCell() const override { return cursor_ == kd::SQ_NONE ? -1 : int(cursor_); }
    bool cellSelected(int cell) const override { return selected_ == kd::Square(cell); }
    bool choosingPromotion() const { return promotion_.active; }
    // Where the promotion chooser shows a piece type (valid while choosingPromotion()).
    QRectF promotionRect(kd::PieceType pt) const;
    bool animating() const { return animation_.state() == QAbstractAnimation::Running; }

    QSize sizeHint() const override { return {640, 640}; }
    QSize minimumSizeHint() const override { return {240, 240}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

signals:
    void moveChosen(kd::Move move);
    // The piece the user picked up (SQ_NONE when put down): other views can follow it.
    void pieceSelected(kd::Square square);
    // The square under the mouse pointer changed (SQ_NONE: the pointer left the board).
    void squareHovered(kd::Square square);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void paintSquares(QPainter& p) const;
    void paintOverlays(QPainter& p) const;
    void paintPieces(QPainter& p) const;
    void paintMoveHints(QPainter& p) const;
    void paintArrows(QPainter& p) const;
    void paintCoordinates(QPainter& p) const;
    void paintDragged(QPainter& p) const;
    void paintPromotion(QPainter& p) const;

    bool canPick(kd::Square s) const;
    void select(kd::Square s);
    kd::Bitboard targetsOf(kd::Square from) const;
    // Plays from-to if legal (opening the promotion chooser when needed); false if illegal.
    bool tryMove(kd::Square from, kd::Square to, bool dropped);
    void cancelInteraction();
    void setPointerSquare(kd::Square s);

    kd::Position position_;
    kd::Move lastMove_;
    bool interactive_ = true;
    bool flipped_ = false;
    bool showCoordinates_ = true;
    bool showLegalMoves_ = true;
    bool showSafeSquares_ = true;
    int animationMs_ = 160;
    QColor light_ {0xEE, 0xE4, 0xD0};
    QColor dark_ {0x8A, 0x9B, 0xB0};
    QMap<QString, QMap<kd::Square, QColor>> overlays_;
    QVector<BoardArrow> arrows_;

    // Interaction.
    kd::Square selected_ = kd::SQ_NONE;
    kd::Square cursor_ = kd::SQ_NONE; // the keyboard's square
    std::function<QString(kd::Square)> describe_;
    void activateCursor(); // Enter or Space on the cursor: pick up, put down, or show the cursor
    void describeBoard(); // the accessible description: who is to move, how to move by keys
    bool handlesKey(const QKeyEvent* event) const;
    void paintCursor(QPainter& p) const;
    kd::Square pressSquare_ = kd::SQ_NONE;
    bool wasSelected_ = false; // the pressed piece was already selected (a second click puts it down)
    bool dragging_ = false;
    QPointF pressPos_, dragPos_;
    kd::Square hover_ = kd::SQ_NONE; // the target under a dragged piece
    kd::Square pointer_ = kd::SQ_NONE; // the square under the mouse pointer
    kd::Move dropped_; // the last move made by dragging: it arrives without animation

    struct Promotion {
        bool active = false;
        kd::Square from = kd::SQ_NONE, to = kd::SQ_NONE;
    } promotion_;

    // Animation: pieces sliding from one square to another.
    struct Slide {
        kd::Piece piece = kd::NO_PIECE;
        kd::Square from = kd::SQ_NONE, to = kd::SQ_NONE;
    };
    QVector<Slide> slides_;
    QVariantAnimation animation_;
};

} // namespace kdui
