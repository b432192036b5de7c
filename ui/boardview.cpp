#include "boardview.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

namespace kdui {

using namespace kd;

BoardView::BoardView(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
}

void BoardView::setPosition(const Position& pos)
{
    position_ = pos;
    update();
}

void BoardView::setFlipped(bool flipped)
{
    if (flipped_ == flipped)
        return;
    flipped_ = flipped;
    update();
}

QRectF BoardView::boardRect() const
{
    const qreal side = std::floor(std::min(width(), height()) / 8.0) * 8.0;
    return {(width() - side) / 2.0, (height() - side) / 2.0, side, side};
}

QRectF BoardView::squareRect(Square s) const
{
    const QRectF board = boardRect();
    const qreal size = board.width() / 8.0;
    const int col = flipped_ ? 7 - fileOf(s) : fileOf(s);
    const int row = flipped_ ? rankOf(s) : 7 - rankOf(s);
    return {board.left() + col * size, board.top() + row * size, size, size};
}

Square BoardView::squareAt(QPointF point) const
{
    const QRectF board = boardRect();
    if (!board.contains(point))
        return SQ_NONE;
    const qreal size = board.width() / 8.0;
    const int col = std::clamp(int((point.x() - board.left()) / size), 0, 7);
    const int row = std::clamp(int((point.y() - board.top()) / size), 0, 7);
    return makeSquare(File(flipped_ ? 7 - col : col), Rank(flipped_ ? row : 7 - row));
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    paintSquares(p);
    paintPieces(p);
    paintCoordinates(p);
}

void BoardView::paintSquares(QPainter& p) const
{
    for (Square s = SQ_A1; s <= SQ_H8; ++s)
        p.fillRect(squareRect(s), isLightSquare(s) ? light_ : dark_);
}

void BoardView::paintPieces(QPainter& p) const
{
    // Filled chess glyphs (U+265A..U+265F), White ones filled light with a dark outline.
    static const char16_t glyphs[] = {0, 0x265F, 0x265E, 0x265D, 0x265C, 0x265B, 0x265A};
    QFont font(QStringLiteral("DejaVu Sans"));
    const qreal size = boardRect().width() / 8.0;
    font.setPixelSize(std::max(1, int(size * 0.78)));
    for (Bitboard b = position_.pieces(); b;) {
        const Square s = popLsb(b);
        const Piece pc = position_.pieceOn(s);
        const QRectF r = squareRect(s);
        QPainterPath path;
        const QString text = QChar(glyphs[typeOf(pc)]);
        path.addText(QPointF(0, 0), font, text);
        const QRectF bounds = path.boundingRect();
        path.translate(r.center() - bounds.center());
        const bool white = colorOf(pc) == WHITE;
        p.setPen(QPen(white ? QColor(0x20, 0x20, 0x20) : QColor(0x10, 0x10, 0x10), std::max(1.0, size / 40.0)));
        p.setBrush(white ? QColor(0xFA, 0xFA, 0xF5) : QColor(0x25, 0x25, 0x28));
        p.drawPath(path);
    }
}

void BoardView::paintCoordinates(QPainter& p) const
{
    const qreal size = boardRect().width() / 8.0;
    QFont font = this->font();
    font.setPixelSize(std::max(8, int(size * 0.16)));
    font.setBold(true);
    p.setFont(font);
    const qreal margin = size * 0.05;
    for (int i = 0; i < 8; ++i) {
        // Files along the bottom row, ranks along the left column, in the other square colour.
        const Square bottom = flipped_ ? makeSquare(File(7 - i), RANK_8) : makeSquare(File(i), RANK_1);
        const QRectF fr = squareRect(bottom).adjusted(margin, margin, -margin, -margin);
        p.setPen(isLightSquare(bottom) ? dark_ : light_);
        p.drawText(fr, Qt::AlignRight | Qt::AlignBottom, QString(QChar('a' + fileOf(bottom))));
        const Square left = flipped_ ? makeSquare(FILE_H, Rank(i)) : makeSquare(FILE_A, Rank(7 - i));
        const QRectF rr = squareRect(left).adjusted(margin, margin, -margin, -margin);
        p.setPen(isLightSquare(left) ? dark_ : light_);
        p.drawText(rr, Qt::AlignLeft | Qt::AlignTop, QString(QChar('1' + rankOf(left))));
    }
}

} // namespace kdui
