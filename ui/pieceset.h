// PieceSet: the project's SVG pieces, rendered on demand at the size asked for and cached per size
// and device pixel ratio, so pieces stay crisp at any board size and on HiDPI. Two sets, both drawn
// for the project: "classic" (resources/pieces) and "bauhaus" (resources/pieces/bauhaus, geometric
// shapes with one of Kandinsky's circles each); View → Pieces chooses, kept in the settings.
#pragma once

#include "core/types.h"

#include <QHash>
#include <QPixmap>
#include <QStringList>
#include <QSvgRenderer>

#include <array>
#include <memory>

namespace kdui {

class PieceSet {
public:
    explicit PieceSet(const QString& style = QStringLiteral("classic"));
    QString style() const { return style_; }

    // The piece drawn into a square of side pixels (device-independent), for a device pixel ratio.
    QPixmap pixmap(kd::Piece pc, int side, qreal dpr) const;
    // Paints the piece scaled into rect (for moving pieces, where a cached size would blur).
    void paint(QPainter& p, kd::Piece pc, const QRectF& rect) const;
    bool valid() const; // every SVG loaded

private:
    QString style_;
    std::array<std::unique_ptr<QSvgRenderer>, kd::PIECE_NB> renderers_;
    mutable QHash<quint64, QPixmap> cache_;
};

// The sets' keys, "classic" first.
QStringList pieceStyles();
// The set in use for the whole application (the GUI thread's); setPieceStyle() changes it for every
// view's next paint (an unknown style gives "classic").
const PieceSet& pieceSet();
void setPieceStyle(const QString& style);

} // namespace kdui
