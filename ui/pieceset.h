// PieceSet: the project's SVG pieces (resources/pieces), rendered on demand at the size asked for
// and cached per size and device pixel ratio, so pieces stay crisp at any board size and on HiDPI.
#pragma once

#include "core/types.h"

#include <QHash>
#include <QPixmap>
#include <QSvgRenderer>

#include <array>
#include <memory>

namespace kdui {

class PieceSet {
public:
    PieceSet();

    // The piece drawn into a square of side pixels (device-independent), for a device pixel ratio.
    QPixmap pixmap(kd::Piece pc, int side, qreal dpr) const;
    // Paints the piece scaled into rect (for moving pieces, where a cached size would blur).
    void paint(QPainter& p, kd::Piece pc, const QRectF& rect) const;
    bool valid() const; // every SVG loaded

private:
    std::array<std::unique_ptr<QSvgRenderer>, kd::PIECE_NB> renderers_;
    mutable QHash<quint64, QPixmap> cache_;
};

// One set for the whole application (the GUI thread's).
const PieceSet& pieceSet();

} // namespace kdui
