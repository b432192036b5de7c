#include "pieceset.h"

#include <QPainter>

namespace kdui {

using namespace kd;

PieceSet::PieceSet(const QString& style) : style_(pieceStyles().contains(style) ? style : pieceStyles().front())
{
    static const char names[] = "PNBRQK";
    const QString folder
        = style_ == QLatin1String("classic") ? QStringLiteral(":/pieces/") : QStringLiteral(":/pieces/%1/").arg(style_);
    for (Color c : {WHITE, BLACK})
        for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1)) {
            const QString file = folder + QStringLiteral("%1%2.svg").arg(c == WHITE ? 'w' : 'b').arg(names[pt - 1]);
            renderers_[makePiece(c, pt)] = std::make_unique<QSvgRenderer>(file);
        }
}

bool PieceSet::valid() const
{
    for (Color c : {WHITE, BLACK})
        for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1))
            if (!renderers_[makePiece(c, pt)] || !renderers_[makePiece(c, pt)]->isValid())
                return false;
    return true;
}

QPixmap PieceSet::pixmap(Piece pc, int side, qreal dpr) const
{
    side = std::max(1, side);
    const quint64 key = (quint64(pc) << 48) | (quint64(qRound(dpr * 100)) << 24) | quint64(side);
    if (auto it = cache_.constFind(key); it != cache_.constEnd())
        return *it;
    if (cache_.size() > 256) // a resize sweeps through many sizes: keep only recent ones
        cache_.clear();
    const int device = qRound(side * dpr);
    QPixmap pm(device, device);
    pm.fill(Qt::transparent);
    {
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        if (const auto& r = renderers_[pc])
            r->render(&p, QRectF(0, 0, device, device));
    }
    pm.setDevicePixelRatio(dpr);
    cache_.insert(key, pm);
    return pm;
}

void PieceSet::paint(QPainter& p, Piece pc, const QRectF& rect) const
{
    if (const auto& r = renderers_[pc])
        r->render(&p, rect);
}

QStringList pieceStyles() { return {QStringLiteral("classic"), QStringLiteral("bauhaus")}; }

namespace {
std::unique_ptr<PieceSet>& current()
{
    static std::unique_ptr<PieceSet> set = std::make_unique<PieceSet>();
    return set;
}
} // namespace

const PieceSet& pieceSet() { return *current(); }

void setPieceStyle(const QString& style)
{
    if (style != current()->style())
        current() = std::make_unique<PieceSet>(style);
}

} // namespace kdui
