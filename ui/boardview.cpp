#include "boardview.h"

#include "core/movegen.h"
#include "core/notation.h"
#include "eval/evaluate.h"
#include "pieceset.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPointer>

#include <cmath>

namespace kdui {

using namespace kd;

namespace {

const QColor LAST_MOVE {0xF2, 0xD3, 0x4C, 0x70};
const QColor SELECTED {0x3C, 0x8C, 0x3C, 0x80};
const QColor HOVER {0xFF, 0xFF, 0xFF, 0x60};
const QColor TARGET {0x14, 0x55, 0x1E, 0x66};
const QColor SAFE {0x21, 0x66, 0xAC, 0xC0}; // the heat maps' blue: squares that count as mobility
constexpr PieceType PROMOTION_ORDER[] = {QUEEN, KNIGHT, ROOK, BISHOP};

} // namespace

BoardView::BoardView(QWidget* parent) : QWidget(parent)
{
    installAccessibleGrids();
    setAccessibleName(tr("Chess board"));
    describeBoard();
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus); // Tab reaches the board: it can be played from the keyboard
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setEasingCurve(QEasingCurve::OutCubic);
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        slides_.clear();
        update();
    });
}

void BoardView::setPosition(const Position& pos, Move arrivedBy)
{
    animation_.stop();
    slides_.clear();
    if (arrivedBy && arrivedBy != dropped_ && animationMs_ > 0 && position_.isLegal(arrivedBy)) {
        const Piece mover = position_.pieceOn(arrivedBy.from());
        const Piece placed = arrivedBy.kind() == Move::PROMOTION ? pos.pieceOn(arrivedBy.to()) : mover;
        slides_.push_back({placed, arrivedBy.from(), arrivedBy.to()});
        if (arrivedBy.kind() == Move::CASTLING) {
            const bool kingSide = fileOf(arrivedBy.to()) == FILE_G;
            const Rank r = rankOf(arrivedBy.from());
            slides_.push_back({position_.pieceOn(makeSquare(kingSide ? FILE_H : FILE_A, r)),
                makeSquare(kingSide ? FILE_H : FILE_A, r), makeSquare(kingSide ? FILE_F : FILE_D, r)});
        }
        animation_.setDuration(animationMs_);
        animation_.start();
    }
    dropped_ = Move::none();
    position_ = pos;
    lastMove_ = arrivedBy ? arrivedBy : pos.lastMove();
    cancelInteraction();
    describeBoard();
    update();
}

void BoardView::describeBoard()
{
    setAccessibleDescription(
        tr("%1 to move. Enter shows a cursor, the arrow keys move it, Enter picks up and puts down a piece.")
            .arg(position_.sideToMove() == WHITE ? tr("White") : tr("Black")));
}

void BoardView::setLastMove(Move m)
{
    lastMove_ = m;
    update();
}

void BoardView::setInteractive(bool interactive)
{
    if (interactive_ == interactive)
        return;
    interactive_ = interactive;
    if (!interactive)
        cancelInteraction();
    update();
}

void BoardView::setFlipped(bool flipped)
{
    if (flipped_ == flipped)
        return;
    flipped_ = flipped;
    update();
}

void BoardView::setColors(const QColor& light, const QColor& dark)
{
    light_ = light;
    dark_ = dark;
    update();
}

void BoardView::setShowCoordinates(bool show)
{
    showCoordinates_ = show;
    update();
}

void BoardView::setShowLegalMoves(bool show)
{
    showLegalMoves_ = show;
    update();
}

void BoardView::setOverlay(const QString& name, const QMap<Square, QColor>& fills)
{
    if (fills.isEmpty())
        overlays_.remove(name);
    else
        overlays_[name] = fills;
    update();
}

void BoardView::setArrows(const QVector<BoardArrow>& arrows)
{
    arrows_ = arrows;
    update();
}

QRectF BoardView::boardRect() const
{
    const qreal side = std::floor(std::min(width(), height()) / 8.0) * 8.0;
    return {std::floor((width() - side) / 2.0), std::floor((height() - side) / 2.0), side, side};
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

QRectF BoardView::promotionRect(PieceType pt) const
{
    if (!promotion_.active)
        return {};
    // From the promotion square toward the middle of the board, as lichess shows it.
    const QRectF target = squareRect(promotion_.to);
    const bool down = target.center().y() < boardRect().center().y();
    for (int i = 0; i < 4; ++i)
        if (PROMOTION_ORDER[i] == pt)
            return target.translated(0, (down ? 1 : -1) * i * target.height());
    return {};
}

// Painting ---------------------------------------------------------------------------------------

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    paintSquares(p);
    paintOverlays(p);
    paintPieces(p);
    paintMoveHints(p);
    paintArrows(p);
    if (showCoordinates_)
        paintCoordinates(p);
    paintDragged(p);
    paintPromotion(p);
    paintCursor(p);
}

void BoardView::paintSquares(QPainter& p) const
{
    for (Square s = SQ_A1; s <= SQ_H8; ++s)
        p.fillRect(squareRect(s), isLightSquare(s) ? light_ : dark_);
}

void BoardView::paintOverlays(QPainter& p) const
{
    for (const auto& layer : overlays_)
        for (auto it = layer.cbegin(); it != layer.cend(); ++it)
            p.fillRect(squareRect(it.key()), it.value());
    if (lastMove_ && lastMove_.isOk()) {
        p.fillRect(squareRect(lastMove_.from()), LAST_MOVE);
        p.fillRect(squareRect(lastMove_.to()), LAST_MOVE);
    }
    if (position_.inCheck()) {
        // A red glow around the king in check.
        const QRectF r = squareRect(position_.kingSquare(position_.sideToMove()));
        QRadialGradient glow(r.center(), r.width() * 0.6);
        glow.setColorAt(0.0, QColor(0xFF, 0x20, 0x20, 0xE0));
        glow.setColorAt(0.45, QColor(0xE8, 0x20, 0x20, 0xA0));
        glow.setColorAt(1.0, QColor(0xA0, 0x00, 0x00, 0x00));
        p.fillRect(r, glow);
    }
    if (selected_ != SQ_NONE)
        p.fillRect(squareRect(selected_), SELECTED);
    if (dragging_ && hover_ != SQ_NONE && hover_ != selected_)
        p.fillRect(squareRect(hover_), HOVER);
    // Safe squares: an inset frame, unlike the dots and rings of the legal-move hints.
    for (Bitboard b = safeSquaresShown(); b;) {
        const QRectF r = squareRect(popLsb(b));
        const qreal w = std::max(2.0, r.width() * 0.06);
        p.setPen(QPen(SAFE, w));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(w * 1.5, w * 1.5, -w * 1.5, -w * 1.5));
    }
}

void BoardView::setShowSafeSquares(bool show)
{
    showSafeSquares_ = show;
    update();
}

Bitboard BoardView::safeSquaresShown() const
{
    if (!showSafeSquares_ || pointer_ == SQ_NONE || dragging_ || selected_ != SQ_NONE || promotion_.active)
        return 0;
    const PieceType pt = typeOf(position_.pieceOn(pointer_));
    if (position_.pieceOn(pointer_) == NO_PIECE || pt < KNIGHT || pt > QUEEN)
        return 0;
    return safeSquares(position_, pointer_);
}

void BoardView::paintPieces(QPainter& p) const
{
    const qreal size = boardRect().width() / 8.0;
    const qreal dpr = devicePixelRatioF();
    const PieceSet& set = pieceSet();
    const qreal t = animating() ? animation_.currentValue().toReal() : 1.0;
    Bitboard sliding = 0;
    for (const Slide& s : slides_)
        sliding |= s.to;
    for (Bitboard b = position_.pieces(); b;) {
        const Square s = popLsb(b);
        if ((dragging_ && s == selected_) || (sliding & s))
            continue;
        p.drawPixmap(squareRect(s).topLeft(), set.pixmap(position_.pieceOn(s), int(size), dpr));
    }
    for (const Slide& s : slides_) {
        const QRectF a = squareRect(s.from), b = squareRect(s.to);
        set.paint(p, s.piece, a.translated((b.topLeft() - a.topLeft()) * t));
    }
}

void BoardView::paintMoveHints(QPainter& p) const
{
    if (!showLegalMoves_ || selected_ == SQ_NONE)
        return;
    p.setPen(Qt::NoPen);
    p.setBrush(TARGET);
    for (Bitboard b = targetsOf(selected_); b;) {
        const Square s = popLsb(b);
        const QRectF r = squareRect(s);
        const bool capture
            = !position_.empty(s) || (typeOf(position_.pieceOn(selected_)) == PAWN && fileOf(s) != fileOf(selected_));
        if (capture) {
            // A ring around the square's corners, leaving the captured piece visible.
            QPainterPath path;
            path.addRect(r);
            path.addEllipse(r.center(), r.width() * 0.54, r.height() * 0.54);
            p.drawPath(path);
        } else {
            p.drawEllipse(r.center(), r.width() * 0.16, r.height() * 0.16);
        }
    }
}

void BoardView::paintArrows(QPainter& p) const
{
    const qreal size = boardRect().width() / 8.0;
    for (const BoardArrow& a : arrows_) {
        if (a.from == SQ_NONE || a.to == SQ_NONE || a.from == a.to)
            continue;
        const QPointF from = squareRect(a.from).center(), to = squareRect(a.to).center();
        const QLineF line(from, to);
        const qreal head = size * 0.42 * std::sqrt(a.width), shaft = size * 0.16 * a.width;
        const QLineF unit = line.unitVector();
        const QPointF dir(unit.dx(), unit.dy()), normal(-dir.y(), dir.x());
        const QPointF start = from + dir * size * 0.18;
        const QPointF tip = to;
        const QPointF base = tip - dir * head;
        QPainterPath path;
        path.moveTo(start + normal * shaft / 2);
        path.lineTo(base + normal * shaft / 2);
        path.lineTo(base + normal * head * 0.55);
        path.lineTo(tip);
        path.lineTo(base - normal * head * 0.55);
        path.lineTo(base - normal * shaft / 2);
        path.lineTo(start - normal * shaft / 2);
        path.closeSubpath();
        p.setPen(Qt::NoPen);
        p.setBrush(a.color);
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

void BoardView::paintDragged(QPainter& p) const
{
    if (!dragging_ || selected_ == SQ_NONE)
        return;
    const qreal size = boardRect().width() / 8.0;
    const QRectF r(dragPos_ - QPointF(size / 2, size / 2), QSizeF(size, size));
    p.drawPixmap(r.topLeft(), pieceSet().pixmap(position_.pieceOn(selected_), int(size), devicePixelRatioF()));
}

void BoardView::paintPromotion(QPainter& p) const
{
    if (!promotion_.active)
        return;
    p.fillRect(boardRect(), QColor(0x10, 0x10, 0x10, 0x90));
    const Color us = colorOf(position_.pieceOn(promotion_.from));
    for (PieceType pt : PROMOTION_ORDER) {
        const QRectF r = promotionRect(pt);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xF4, 0xF4, 0xF0));
        p.drawEllipse(r.adjusted(2, 2, -2, -2));
        pieceSet().paint(p, makePiece(us, pt),
            r.adjusted(r.width() * 0.08, r.height() * 0.08, -r.width() * 0.08, -r.height() * 0.08));
    }
}

// Interaction ------------------------------------------------------------------------------------

bool BoardView::canPick(Square s) const
{
    return interactive_ && s != SQ_NONE && !position_.empty(s)
        && colorOf(position_.pieceOn(s)) == position_.sideToMove();
}

Bitboard BoardView::targetsOf(Square from) const
{
    Bitboard targets = 0;
    for (Move m : MoveList(position_))
        if (m.from() == from)
            targets |= m.to();
    return targets;
}

void BoardView::select(Square s)
{
    if (selected_ == s)
        return;
    selected_ = s;
    emit pieceSelected(s);
    update();
}

void BoardView::cancelInteraction()
{
    dragging_ = false;
    promotion_ = {};
    pressSquare_ = SQ_NONE;
    select(SQ_NONE);
}

bool BoardView::tryMove(Square from, Square to, bool dropped)
{
    if (from == SQ_NONE || to == SQ_NONE || from == to)
        return false;
    const Piece pc = position_.pieceOn(from);
    // A king dropped on its own rook castles that way.
    if (typeOf(pc) == KING && position_.pieceOn(to) == makePiece(colorOf(pc), ROOK) && rankOf(to) == rankOf(from))
        to = makeSquare(to > from ? FILE_G : FILE_C, rankOf(from));
    bool promotion = false;
    Move found;
    for (Move m : MoveList(position_)) {
        if (m.from() != from || m.to() != to)
            continue;
        if (m.kind() == Move::PROMOTION)
            promotion = true;
        else
            found = m;
    }
    if (promotion) {
        dragging_ = false;
        promotion_ = {true, from, to};
        update();
        return true;
    }
    if (!found)
        return false;
    if (dropped)
        dropped_ = found;
    dragging_ = false;
    select(SQ_NONE);
    emit moveChosen(found);
    return true;
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        cancelInteraction(); // a right click puts the piece back
        return;
    }
    const QPointF pos = event->position();
    const Square s = squareAt(pos);
    if (promotion_.active) {
        for (PieceType pt : PROMOTION_ORDER)
            if (promotionRect(pt).contains(pos)) {
                const Move m = Move::make(promotion_.from, promotion_.to, Move::PROMOTION, pt);
                promotion_ = {};
                select(SQ_NONE);
                emit moveChosen(m);
                return;
            }
        cancelInteraction();
        return;
    }
    if (selected_ != SQ_NONE && s != selected_ && !canPick(s)) {
        if (!tryMove(selected_, s, false))
            select(SQ_NONE);
        return;
    }
    if (canPick(s)) {
        wasSelected_ = selected_ == s;
        select(s);
        pressSquare_ = s;
        pressPos_ = dragPos_ = pos;
        update();
        return;
    }
    select(SQ_NONE);
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF pos = event->position();
    setPointerSquare(squareAt(pos));
    if (!(event->buttons() & Qt::LeftButton) || pressSquare_ == SQ_NONE)
        return;
    if (!dragging_ && (pos - pressPos_).manhattanLength() >= QApplication::startDragDistance())
        dragging_ = true;
    if (dragging_) {
        dragPos_ = pos;
        hover_ = squareAt(pos);
        update();
    }
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || pressSquare_ == SQ_NONE)
        return;
    const Square from = pressSquare_;
    pressSquare_ = SQ_NONE;
    const Square target = squareAt(event->position());
    if (dragging_) {
        dragging_ = false;
        hover_ = SQ_NONE;
        if (!tryMove(from, target, true))
            select(target == from ? from : SQ_NONE); // an illegal drop snaps back
        update();
        return;
    }
    // A click: the first one picks the piece up, a second one on it puts it down.
    if (wasSelected_ && target == from)
        select(SQ_NONE);
}

// ---- Keyboard ----------------------------------------------------------------------------------

void BoardView::setCursorSquare(Square s)
{
    if (s == cursor_)
        return;
    cursor_ = s;
    update();
    if (s != SQ_NONE)
        announceFocusCell(this, int(s));
}

bool BoardView::handlesKey(const QKeyEvent* e) const
{
    if (e->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier))
        return false;
    switch (e->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        return true;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Escape:
        return cursor_ != SQ_NONE || promotion_.active;
    case Qt::Key_Q:
    case Qt::Key_R:
    case Qt::Key_B:
    case Qt::Key_N:
        return promotion_.active;
    default:
        return false;
    }
}

bool BoardView::event(QEvent* e)
{
    // Keys the board uses win over the window's shortcuts (the arrows step through the game
    // while the cursor is hidden).
    if (e->type() == QEvent::ShortcutOverride && handlesKey(static_cast<QKeyEvent*>(e))) {
        e->accept();
        return true;
    }
    return QWidget::event(e);
}

void BoardView::activateCursor()
{
    if (cursor_ == SQ_NONE) {
        // Start where the play is: the piece picked up, the last move's target, else the king of
        // the side to move.
        const Square start = selected_ != SQ_NONE            ? selected_
            : lastMove_ && lastMove_.isOk()                  ? lastMove_.to()
            : position_.pieces(position_.sideToMove(), KING) ? position_.kingSquare(position_.sideToMove())
                                                             : SQ_E4;
        setCursorSquare(start);
        return;
    }
    if (selected_ != SQ_NONE && cursor_ != selected_ && !canPick(cursor_)) {
        if (!tryMove(selected_, cursor_, false))
            select(SQ_NONE);
    } else if (cursor_ == selected_) {
        select(SQ_NONE);
    } else if (canPick(cursor_)) {
        select(cursor_);
    } else {
        select(SQ_NONE);
    }
    update();
}

void BoardView::keyPressEvent(QKeyEvent* e)
{
    if (!handlesKey(e)) {
        QWidget::keyPressEvent(e);
        return;
    }
    if (promotion_.active) {
        PieceType pt = NO_PIECE_TYPE;
        switch (e->key()) {
        case Qt::Key_Q:
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            pt = QUEEN;
            break;
        case Qt::Key_R:
            pt = ROOK;
            break;
        case Qt::Key_B:
            pt = BISHOP;
            break;
        case Qt::Key_N:
            pt = KNIGHT;
            break;
        case Qt::Key_Escape:
            cancelInteraction();
            return;
        default:
            return;
        }
        const Move m = Move::make(promotion_.from, promotion_.to, Move::PROMOTION, pt);
        promotion_ = {};
        select(SQ_NONE);
        emit moveChosen(m);
        return;
    }
    int df = 0, dr = 0;
    switch (e->key()) {
    case Qt::Key_Left:
        df = -1;
        break;
    case Qt::Key_Right:
        df = 1;
        break;
    case Qt::Key_Up:
        dr = 1;
        break;
    case Qt::Key_Down:
        dr = -1;
        break;
    case Qt::Key_Escape:
        if (selected_ != SQ_NONE)
            select(SQ_NONE);
        else
            setCursorSquare(SQ_NONE);
        update();
        return;
    default:
        activateCursor();
        return;
    }
    if (flipped_) {
        df = -df;
        dr = -dr;
    }
    const int file = std::clamp(int(fileOf(cursor_)) + df, 0, 7), rank = std::clamp(int(rankOf(cursor_)) + dr, 0, 7);
    setCursorSquare(makeSquare(File(file), Rank(rank)));
}

void BoardView::focusInEvent(QFocusEvent* e)
{
    QWidget::focusInEvent(e);
    update();
}

void BoardView::focusOutEvent(QFocusEvent* e)
{
    QWidget::focusOutEvent(e);
    update();
}

void BoardView::paintCursor(QPainter& p) const
{
    if (cursor_ == SQ_NONE || !hasFocus())
        return;
    // Two frames, dark outside and light inside, visible on both colours of square.
    const QRectF r = squareRect(cursor_);
    const qreal w = std::max(2.0, r.width() / 22);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(0x0D, 0x47, 0xA1), w));
    p.drawRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    p.setPen(QPen(QColor(0xFF, 0xFF, 0xFF, 0xE0), w / 2));
    p.drawRect(r.adjusted(w * 1.25, w * 1.25, -w * 1.25, -w * 1.25));
}

QString BoardView::squareName(Square s) const
{
    const QString square = QString::fromStdString(kd::squareName(s));
    const Piece pc = position_.pieceOn(s);
    if (pc == NO_PIECE)
        return tr("%1, empty").arg(square);
    static const char* const names[COLOR_NB][PIECE_TYPE_NB]
        = {{nullptr, QT_TR_NOOP("white pawn %1"), QT_TR_NOOP("white knight %1"), QT_TR_NOOP("white bishop %1"),
               QT_TR_NOOP("white rook %1"), QT_TR_NOOP("white queen %1"), QT_TR_NOOP("white king %1")},
            {nullptr, QT_TR_NOOP("black pawn %1"), QT_TR_NOOP("black knight %1"), QT_TR_NOOP("black bishop %1"),
                QT_TR_NOOP("black rook %1"), QT_TR_NOOP("black queen %1"), QT_TR_NOOP("black king %1")}};
    return tr(names[colorOf(pc)][typeOf(pc)]).arg(square);
}

void BoardView::leaveEvent(QEvent*)
{
    hover_ = SQ_NONE;
    setPointerSquare(SQ_NONE);
    update();
}

void BoardView::setPointerSquare(Square s)
{
    if (s == pointer_)
        return;
    pointer_ = s;
    if (showSafeSquares_)
        update();
    emit squareHovered(s);
}

} // namespace kdui
