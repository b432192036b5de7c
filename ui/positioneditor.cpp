#include "positioneditor.h"

#include "core/notation.h"
#include "pieceset.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace kdui {

using namespace kd;

namespace {

// A palette column: the six pieces, then the eraser.
constexpr PieceType PALETTE_ORDER[] = {KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN};
constexpr int PALETTE_CELLS = 7;
constexpr qreal PALETTE_GAP = 0.2; // between the board and the palette, in squares
constexpr qreal WIDTH_IN_SQUARES = 8 + PALETTE_GAP + 2;
const QColor CHOSEN {0x3C, 0x8C, 0x3C, 0x90};
const QColor HOVER {0xFF, 0xFF, 0xFF, 0x60};

struct CastlingBox {
    char letter;
    Color color;
    Square king, rook;
};
constexpr CastlingBox CASTLING[4] = {
    {'K', WHITE, SQ_E1, SQ_H1},
    {'Q', WHITE, SQ_E1, SQ_A1},
    {'k', BLACK, SQ_E8, SQ_H8},
    {'q', BLACK, SQ_E8, SQ_A8},
};

QString squareText(Square s) { return QString::fromStdString(squareName(s)); }

} // namespace

// ---------------------------------------------------------------------------------------------------
// EditorBoard

EditorBoard::EditorBoard(QWidget* parent) : QWidget(parent)
{
    pieces_.fill(NO_PIECE);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMouseTracking(true);
}

void EditorBoard::setPieces(const Pieces& pieces)
{
    pieces_ = pieces;
    update();
}

void EditorBoard::setChosen(Piece pc)
{
    if (pc == chosen_)
        return;
    chosen_ = pc;
    update();
    emit chosenChanged(pc);
}

void EditorBoard::setFlipped(bool flipped)
{
    flipped_ = flipped;
    update();
}

QSize EditorBoard::sizeHint() const { return {int(56 * WIDTH_IN_SQUARES), 56 * 8}; }
// Squares of at least 40 pixels.
QSize EditorBoard::minimumSizeHint() const { return {int(std::ceil(40 * WIDTH_IN_SQUARES)), 40 * 8}; }
int EditorBoard::heightForWidth(int w) const { return int(w / WIDTH_IN_SQUARES * 8); }

qreal EditorBoard::side() const { return std::min(width() / WIDTH_IN_SQUARES, height() / 8.0); }

QRectF EditorBoard::boardRect() const
{
    const qreal s = side();
    return {(width() - WIDTH_IN_SQUARES * s) / 2, (height() - 8 * s) / 2, 8 * s, 8 * s};
}

QRectF EditorBoard::squareRect(Square s) const
{
    const QRectF b = boardRect();
    const qreal size = b.width() / 8;
    const int col = flipped_ ? 7 - fileOf(s) : fileOf(s);
    const int row = flipped_ ? rankOf(s) : 7 - rankOf(s);
    return {b.left() + col * size, b.top() + row * size, size, size};
}

Square EditorBoard::squareAt(QPointF point) const
{
    const QRectF b = boardRect();
    if (!b.contains(point))
        return SQ_NONE;
    const qreal size = b.width() / 8;
    const int col = std::clamp(int((point.x() - b.left()) / size), 0, 7);
    const int row = std::clamp(int((point.y() - b.top()) / size), 0, 7);
    return flipped_ ? makeSquare(File(7 - col), Rank(row)) : makeSquare(File(col), Rank(7 - row));
}

QRectF EditorBoard::paletteRect(Piece pc, Color column) const
{
    const Color c = pc == ERASER ? column : colorOf(pc);
    int index = PALETTE_CELLS - 1;
    for (int i = 0; i < 6; ++i)
        if (pc != ERASER && PALETTE_ORDER[i] == typeOf(pc))
            index = i;
    const QRectF b = boardRect();
    const qreal s = b.width() / 8;
    // Two columns right of the board, White's then Black's, centred on the board's height.
    const qreal left = b.right() + PALETTE_GAP * s + (c == WHITE ? 0 : s);
    const qreal top = b.top() + (8 - PALETTE_CELLS) * s / 2;
    return {left, top + index * s, s, s};
}

bool EditorBoard::paletteAt(QPointF point, Piece* pc) const
{
    for (Color c : {WHITE, BLACK}) {
        for (PieceType pt : PALETTE_ORDER)
            if (paletteRect(makePiece(c, pt)).contains(point)) {
                *pc = makePiece(c, pt);
                return true;
            }
        if (paletteRect(ERASER, c).contains(point)) {
            *pc = ERASER;
            return true;
        }
    }
    return false;
}

void EditorBoard::edit(Square s, Piece pc)
{
    if (s == SQ_NONE || pieces_[s] == pc)
        return;
    pieces_[s] = pc;
    update();
    emit piecesChanged();
}

void EditorBoard::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal s = boardRect().width() / 8;
    const qreal dpr = devicePixelRatioF();
    const QPointF mouse = mapFromGlobal(QCursor::pos());

    for (int sq = 0; sq < SQUARE_NB; ++sq) {
        const Square square = Square(sq);
        const QRectF r = squareRect(square);
        p.fillRect(r, isLightSquare(square) ? light_ : dark_);
        if (dragging_ && squareAt(dragPos_) == square)
            p.fillRect(r, HOVER);
        const bool lifted = dragging_ && source_ == Source::Square && fromSquare_ == square;
        if (pieces_[sq] != NO_PIECE && !lifted)
            p.drawPixmap(r.topLeft(), pieceSet().pixmap(pieces_[sq], int(s), dpr));
    }

    // Coordinates: files along the bottom row, ranks along the left column.
    QFont font = this->font();
    font.setPixelSize(std::max(8, int(s * 0.16)));
    font.setBold(true);
    p.setFont(font);
    const qreal margin = s * 0.05;
    for (int i = 0; i < 8; ++i) {
        const Square bottom = flipped_ ? makeSquare(File(7 - i), RANK_8) : makeSquare(File(i), RANK_1);
        p.setPen(isLightSquare(bottom) ? dark_ : light_);
        p.drawText(squareRect(bottom).adjusted(margin, margin, -margin, -margin), Qt::AlignRight | Qt::AlignBottom,
            QString(QChar('a' + fileOf(bottom))));
        const Square left = flipped_ ? makeSquare(FILE_H, Rank(i)) : makeSquare(FILE_A, Rank(7 - i));
        p.setPen(isLightSquare(left) ? dark_ : light_);
        p.drawText(squareRect(left).adjusted(margin, margin, -margin, -margin), Qt::AlignLeft | Qt::AlignTop,
            QString(QChar('1' + rankOf(left))));
    }

    // The palettes: a rounded tile per cell, the chosen one green.
    const QColor tile = palette().color(QPalette::Button);
    for (Color c : {WHITE, BLACK}) {
        for (int i = 0; i < PALETTE_CELLS; ++i) {
            const Piece pc = i < 6 ? makePiece(c, PALETTE_ORDER[i]) : ERASER;
            const QRectF r = paletteRect(pc, c);
            const QRectF inner = r.adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04);
            p.setPen(Qt::NoPen);
            p.setBrush(pc == chosen_ ? CHOSEN : (r.contains(mouse) ? tile.lighter(110) : tile));
            p.drawRoundedRect(inner, s * 0.12, s * 0.12);
            if (pc != ERASER) {
                p.drawPixmap(r.topLeft(), pieceSet().pixmap(pc, int(s), dpr));
                continue;
            }
            // The eraser: a red cross.
            QPen pen(QColor(0xC0, 0x30, 0x30), std::max(2.0, s * 0.08), Qt::SolidLine, Qt::RoundCap);
            p.setPen(pen);
            const QRectF x = r.adjusted(s * 0.3, s * 0.3, -s * 0.3, -s * 0.3);
            p.drawLine(x.topLeft(), x.bottomRight());
            p.drawLine(x.topRight(), x.bottomLeft());
        }
    }

    if (dragging_ && dragPiece_ != NO_PIECE)
        p.drawPixmap(dragPos_ - QPointF(s / 2, s / 2), pieceSet().pixmap(dragPiece_, int(s), dpr));
}

void EditorBoard::mousePressEvent(QMouseEvent* event)
{
    const QPointF pos = event->position();
    dragging_ = false;
    source_ = Source::None;
    if (event->button() == Qt::RightButton) {
        edit(squareAt(pos), NO_PIECE);
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    pressPos_ = dragPos_ = pos;
    Piece pc = NO_PIECE;
    if (const Square s = squareAt(pos); s != SQ_NONE) {
        source_ = Source::Square;
        fromSquare_ = s;
        dragPiece_ = pieces_[s];
    } else if (paletteAt(pos, &pc)) {
        setChosen(pc);
        source_ = Source::Palette;
        dragPiece_ = pc;
    }
}

void EditorBoard::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF pos = event->position();
    if (source_ != Source::None && dragPiece_ != NO_PIECE && (event->buttons() & Qt::LeftButton)) {
        if (!dragging_ && (pos - pressPos_).manhattanLength() >= QApplication::startDragDistance())
            dragging_ = true;
        dragPos_ = pos;
    }
    update(); // the hover highlight follows the pointer
}

void EditorBoard::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || source_ == Source::None)
        return;
    const QPointF pos = event->position();
    const Square to = squareAt(pos);
    const Source source = std::exchange(source_, Source::None);
    const bool dragged = dragging_ || (to != squareAt(pressPos_) && source == Source::Square);
    dragging_ = false;
    if (source == Source::Palette) {
        // A palette piece dropped on a square is put there; a click only chose it.
        if (to != SQ_NONE && dragPiece_ != NO_PIECE)
            edit(to, dragPiece_);
        update();
        return;
    }
    if (dragged) {
        // A board piece moved (off the board: taken off); from an empty square nothing moves.
        if (to == fromSquare_ || dragPiece_ == NO_PIECE) {
            update();
            return;
        }
        pieces_[fromSquare_] = NO_PIECE;
        if (to != SQ_NONE)
            pieces_[to] = dragPiece_;
        update();
        emit piecesChanged();
        return;
    }
    // A click: puts the chosen piece, or takes it off when it is already there (or with the eraser).
    if (to == SQ_NONE)
        return;
    edit(to, pieces_[to] == chosen_ ? NO_PIECE : chosen_);
}

// ---------------------------------------------------------------------------------------------------
// PositionEditor

PositionEditor::PositionEditor(QWidget* parent) : QDialog(parent), board_(new EditorBoard(this))
{
    setWindowTitle(tr("Set up position"));
    board_->setObjectName(QStringLiteral("editorBoard"));

    side_ = new QComboBox(this);
    side_->setObjectName(QStringLiteral("sideToMove"));
    side_->addItems({tr("White to move"), tr("Black to move")});

    auto* castlingBox = new QGroupBox(tr("Castling"), this);
    auto* castlingGrid = new QGridLayout(castlingBox);
    castlingGrid->addWidget(new QLabel(tr("White"), castlingBox), 0, 0);
    castlingGrid->addWidget(new QLabel(tr("Black"), castlingBox), 1, 0);
    for (int i = 0; i < 4; ++i) {
        castling_[i] = new QCheckBox(i % 2 == 0 ? tr("O-O") : tr("O-O-O"), castlingBox);
        castling_[i]->setObjectName(QStringLiteral("castling") + QChar(CASTLING[i].letter));
        castlingGrid->addWidget(castling_[i], i / 2, 1 + i % 2);
    }

    enPassant_ = new QComboBox(this);
    enPassant_->setObjectName(QStringLiteral("enPassant"));
    enPassant_->setToolTip(tr("The square a pawn passed over in a double step just played; only the "
                              "squares where the side that just moved has such a pawn are offered"));
    halfmove_ = new QSpinBox(this);
    halfmove_->setObjectName(QStringLiteral("halfmoveClock"));
    halfmove_->setRange(0, Position::MAX_FEN_COUNTER);
    halfmove_->setToolTip(tr("Half-moves since the last capture or pawn move (the fifty-move rule)"));
    fullmove_ = new QSpinBox(this);
    fullmove_->setObjectName(QStringLiteral("moveNumber"));
    fullmove_->setRange(1, Position::MAX_FEN_COUNTER);
    for (QSpinBox* spin : {halfmove_, fullmove_})
        spin->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000000")) + 40);

    auto* clear = new QPushButton(tr("&Clear board"), this);
    clear->setObjectName(QStringLiteral("clearBoard"));
    auto* start = new QPushButton(tr("&Start position"), this);
    start->setObjectName(QStringLiteral("startPosition"));
    auto* flip = new QPushButton(tr("&Flip board"), this);
    flip->setObjectName(QStringLiteral("flipBoard"));

    fenEdit_ = new QLineEdit(this);
    fenEdit_->setObjectName(QStringLiteral("fen"));
    fenEdit_->setToolTip(tr("The set-up as FEN; type or paste one and press Enter to load it"));
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("verdict"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QDialogButtonBox(this);
    play_ = buttons->addButton(tr("&Play from here"), QDialogButtonBox::AcceptRole);
    play_->setObjectName(QStringLiteral("play"));
    play_->setToolTip(tr("Start a game from this position (the new-game dialog chooses the players)"));
    analyse_ = buttons->addButton(tr("&Analyse from here"), QDialogButtonBox::AcceptRole);
    analyse_->setObjectName(QStringLiteral("analyse"));
    analyse_->setToolTip(tr("Analyse this position"));
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QAbstractButton* b : buttons->buttons())
        if (auto* push = qobject_cast<QPushButton*>(b))
            push->setAutoDefault(false);

    // Layout: the board on the left; the controls on the right; the FEN, verdict and buttons below.
    auto* form = new QFormLayout;
    form->addRow(tr("Side:"), side_);
    form->addRow(tr("En passant:"), enPassant_);
    form->addRow(tr("Halfmove clock:"), halfmove_);
    form->addRow(tr("Move number:"), fullmove_);
    auto* controls = new QVBoxLayout;
    controls->addLayout(form);
    controls->addWidget(castlingBox);
    controls->addSpacing(8);
    controls->addWidget(clear);
    controls->addWidget(start);
    controls->addWidget(flip);
    controls->addStretch(1);
    auto* top = new QHBoxLayout;
    top->addWidget(board_, 1);
    top->addLayout(controls);
    auto* fenRow = new QHBoxLayout;
    fenRow->addWidget(new QLabel(tr("FEN:"), this));
    fenRow->addWidget(fenEdit_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addLayout(fenRow);
    layout->addWidget(status_);
    layout->addWidget(buttons);

    connect(board_, &EditorBoard::piecesChanged, this, [this] {
        typedError_.clear();
        refresh();
    });
    connect(side_, &QComboBox::currentIndexChanged, this, [this] {
        if (!updating_) {
            typedError_.clear();
            refresh();
        }
    });
    for (QCheckBox* box : castling_)
        connect(box, &QCheckBox::toggled, this, [this] {
            if (!updating_) {
                typedError_.clear();
                refresh();
            }
        });
    connect(enPassant_, &QComboBox::currentIndexChanged, this, [this] {
        if (!updating_) {
            typedError_.clear();
            refresh();
        }
    });
    for (QSpinBox* spin : {halfmove_, fullmove_})
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            if (!updating_) {
                typedError_.clear();
                refresh();
            }
        });
    connect(clear, &QPushButton::clicked, this, &PositionEditor::clearBoard);
    connect(start, &QPushButton::clicked, this, &PositionEditor::startPosition);
    connect(flip, &QPushButton::clicked, this, [this] { board_->setFlipped(!board_->isFlipped()); });
    connect(fenEdit_, &QLineEdit::returnPressed, this, [this] { setFen(fenEdit_->text()); });
    connect(play_, &QPushButton::clicked, this, [this] { finish(Play); });
    connect(analyse_, &QPushButton::clicked, this, [this] { finish(Analyse); });

    setPosition(Position());
    // Its own size, not Qt's default of two thirds of the screen: it fits an 800x600 screen.
    const QSize avail = screen()->availableGeometry().size() - QSize(40, 40);
    resize(sizeHint().boundedTo(avail).expandedTo(minimumSizeHint()));
}

void PositionEditor::setPosition(const Position& pos)
{
    EditorBoard::Pieces pieces;
    for (int s = 0; s < SQUARE_NB; ++s)
        pieces[s] = pos.pieceOn(Square(s));
    updating_ = true;
    board_->setPieces(pieces);
    side_->setCurrentIndex(pos.sideToMove() == WHITE ? 0 : 1);
    const CastlingRights rights[4] = {WHITE_OO, WHITE_OOO, BLACK_OO, BLACK_OOO};
    for (int i = 0; i < 4; ++i)
        castling_[i]->setChecked(pos.canCastle(rights[i]));
    halfmove_->setValue(pos.rule50());
    fullmove_->setValue(pos.fullmoveNumber());
    fillEnPassant();
    enPassant_->setCurrentIndex(std::max(0, enPassant_->findData(int(pos.epSquare()))));
    updating_ = false;
    typedError_.clear();
    refresh();
}

QString PositionEditor::setFen(const QString& fen)
{
    Result<Position> pos = Position::fromFen(fen.trimmed().toStdString());
    if (!pos) {
        typedError_ = QString::fromStdString(pos.error());
        refresh();
        return typedError_;
    }
    setPosition(*pos);
    return {};
}

QString PositionEditor::fen() const
{
    QString placement;
    for (int r = 7; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < 8; ++f) {
            const Piece pc = board_->pieceOn(makeSquare(File(f), Rank(r)));
            if (pc == NO_PIECE) {
                ++empty;
                continue;
            }
            if (empty)
                placement += QString::number(std::exchange(empty, 0));
            placement += QChar(" PNBRQK  pnbrqk"[pc]);
        }
        if (empty)
            placement += QString::number(empty);
        if (r)
            placement += QLatin1Char('/');
    }
    QString rights;
    for (int i = 0; i < 4; ++i)
        if (castling_[i]->isEnabled() && castling_[i]->isChecked())
            rights += QLatin1Char(CASTLING[i].letter);
    const Square ep = Square(enPassant_->currentData().toInt());
    return QStringLiteral("%1 %2 %3 %4 %5 %6")
        .arg(placement, side_->currentIndex() == 0 ? QStringLiteral("w") : QStringLiteral("b"),
            rights.isEmpty() ? QStringLiteral("-") : rights, ep == SQ_NONE ? QStringLiteral("-") : squareText(ep))
        .arg(halfmove_->value())
        .arg(fullmove_->value());
}

// The en-passant squares that make sense for the side to move: behind an enemy pawn on its fourth
// rank, with the square and the one the pawn came from empty.
void PositionEditor::fillEnPassant()
{
    const int current = enPassant_->currentData().isValid() ? enPassant_->currentData().toInt() : int(SQ_NONE);
    const Color us = side_->currentIndex() == 0 ? WHITE : BLACK;
    const Color them = ~us;
    enPassant_->clear();
    enPassant_->addItem(tr("none"), int(SQ_NONE));
    for (int f = 0; f < 8; ++f) {
        const Square ep = makeSquare(File(f), relativeRank(us, RANK_6));
        const Square pawn = ep - pawnPush(us), origin = ep + pawnPush(us);
        if (board_->pieceOn(pawn) == makePiece(them, PAWN) && board_->pieceOn(ep) == NO_PIECE
            && board_->pieceOn(origin) == NO_PIECE)
            enPassant_->addItem(squareText(ep), int(ep));
    }
    enPassant_->setCurrentIndex(std::max(0, enPassant_->findData(current)));
    enPassant_->setEnabled(enPassant_->count() > 1);
}

void PositionEditor::refresh()
{
    updating_ = true;
    // Castling: a right is offered only while its king and rook stand on their squares.
    for (int i = 0; i < 4; ++i) {
        const CastlingBox& c = CASTLING[i];
        const bool possible = board_->pieceOn(c.king) == makePiece(c.color, KING)
            && board_->pieceOn(c.rook) == makePiece(c.color, ROOK);
        if (!possible)
            castling_[i]->setChecked(false);
        castling_[i]->setEnabled(possible);
        castling_[i]->setToolTip(possible
                ? QString()
                : tr("Needs the %1 king on %2 and a rook on %3")
                      .arg(c.color == WHITE ? tr("white") : tr("black"), squareText(c.king), squareText(c.rook)));
    }
    fillEnPassant();
    updating_ = false;

    const QString text = fen();
    Result<Position> pos = Position::fromFen(text.toStdString());
    problem_ = pos ? QString() : QString::fromStdString(pos.error());
    if (typedError_.isEmpty()) // a refused FEN stays in the field to be corrected
        fenEdit_->setText(text);
    if (!typedError_.isEmpty()) {
        status_->setStyleSheet(QStringLiteral("color: #b02020;"));
        status_->setText(tr("The FEN typed was not loaded: %1").arg(typedError_));
    } else if (!problem_.isEmpty()) {
        status_->setStyleSheet(QStringLiteral("color: #b02020;"));
        status_->setText(problem_);
    } else {
        status_->setStyleSheet(QStringLiteral("color: #1e7a2e;"));
        status_->setText(pos->inCheck()
                ? tr("Legal position (%1 is in check)").arg(pos->sideToMove() == WHITE ? tr("White") : tr("Black"))
                : tr("Legal position"));
    }
    play_->setEnabled(problem_.isEmpty());
    analyse_->setEnabled(problem_.isEmpty());
}

// Enter loads a typed FEN (and confirms a spin box's value); it never closes the dialog, so a
// stray Enter cannot throw the set-up away or start a game.
void PositionEditor::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        event->accept();
        return;
    }
    QDialog::keyPressEvent(event);
}

void PositionEditor::clearBoard()
{
    EditorBoard::Pieces pieces;
    pieces.fill(NO_PIECE);
    board_->setPieces(pieces);
    typedError_.clear();
    refresh();
}

void PositionEditor::startPosition() { setPosition(Position()); }

void PositionEditor::finish(Outcome outcome)
{
    if (!isLegal())
        return;
    outcome_ = outcome;
    accept();
}

} // namespace kdui
