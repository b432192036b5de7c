// BoardView: paints a chess position. It stays square inside whatever size it is given and paints
// in layers (squares, overlays, pieces, coordinates) so later features can add a layer without
// touching the others.
#pragma once

#include "position.h"

#include <QColor>
#include <QWidget>

namespace kdui {

class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);

    void setPosition(const kd::Position& pos);
    const kd::Position& position() const { return position_; }

    void setFlipped(bool flipped);
    bool isFlipped() const { return flipped_; }

    // The square under a widget point, or SQ_NONE off the board.
    kd::Square squareAt(QPointF point) const;
    // The area of one square in widget coordinates.
    QRectF squareRect(kd::Square s) const;
    // The board's area: the largest centred square that fits.
    QRectF boardRect() const;

    QColor lightColor() const { return light_; }
    QColor darkColor() const { return dark_; }

    QSize sizeHint() const override { return {640, 640}; }
    QSize minimumSizeHint() const override { return {240, 240}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paintSquares(QPainter& p) const;
    void paintPieces(QPainter& p) const;
    void paintCoordinates(QPainter& p) const;

    kd::Position position_;
    bool flipped_ = false;
    QColor light_ {0xEE, 0xE4, 0xD0};
    QColor dark_ {0x8A, 0x9B, 0xB0};
};

} // namespace kdui
