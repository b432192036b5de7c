// PositionEditor: the "Set up position" dialog. A board with a palette of White's and Black's pieces
// in two columns beside it; side to move, castling rights, en-passant square and the two counters beside
// it; the FEN shown live (and typed into); and the FEN reader's verdict on the set-up, live. Only a
// position the reader accepts can be played or analysed from.
//
// EditorBoard is the board and palette in one widget, so a piece dragged from the palette onto a
// square never crosses widgets:
//   - left-click a square: puts the palette's chosen piece there (the same piece again takes it off;
//     with the eraser chosen, takes the piece off)
//   - drag a palette piece onto a square: puts it there (and chooses it in the palette)
//   - drag a piece on the board: moves it; dropped off the board it is taken off
//   - right-click a square: takes its piece off
#pragma once

#include "core/position.h"

#include <QDialog>
#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace kdui {

class EditorBoard : public QWidget {
    Q_OBJECT

public:
    using Pieces = std::array<kd::Piece, kd::SQUARE_NB>;
    // The palette's choice besides a piece: the eraser.
    static constexpr kd::Piece ERASER = kd::NO_PIECE;

    explicit EditorBoard(QWidget* parent = nullptr);

    void setPieces(const Pieces& pieces);
    const Pieces& pieces() const { return pieces_; }
    kd::Piece pieceOn(kd::Square s) const { return pieces_[s]; }

    // The palette's chosen piece (ERASER for the eraser).
    void setChosen(kd::Piece pc);
    kd::Piece chosen() const { return chosen_; }

    void setFlipped(bool flipped);
    bool isFlipped() const { return flipped_; }

    // Geometry, in widget coordinates: the board, one square, the square under a point (SQ_NONE off
    // the board), and a palette cell (ERASER for the eraser: Black's column has one, White's another).
    QRectF boardRect() const;
    QRectF squareRect(kd::Square s) const;
    kd::Square squareAt(QPointF point) const;
    QRectF paletteRect(kd::Piece pc, kd::Color column = kd::WHITE) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override;

signals:
    void piecesChanged(); // after every user edit
    void chosenChanged(kd::Piece pc);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    qreal side() const; // one square's side in pixels
    // The palette cell under a point: true and its piece (ERASER included), or false.
    bool paletteAt(QPointF point, kd::Piece* pc) const;
    void edit(kd::Square s, kd::Piece pc);

    Pieces pieces_ {};
    kd::Piece chosen_ = kd::W_PAWN;
    bool flipped_ = false;
    QColor light_ {0xEE, 0xE4, 0xD0};
    QColor dark_ {0x8A, 0x9B, 0xB0};

    // A press, and the drag that may follow: from a board square or from a palette cell.
    enum class Source { None, Square, Palette };
    Source source_ = Source::None;
    kd::Square fromSquare_ = kd::SQ_NONE;
    kd::Piece dragPiece_ = kd::NO_PIECE;
    QPointF pressPos_, dragPos_;
    bool dragging_ = false;
};

class PositionEditor : public QDialog {
    Q_OBJECT

public:
    // What the dialog was closed with.
    enum Outcome { Cancelled, Play, Analyse };

    explicit PositionEditor(QWidget* parent = nullptr);

    // Shows this position (its board, side, rights, en-passant square and counters).
    void setPosition(const kd::Position& pos);
    // Loads a FEN as the FEN field's Enter does: "" when it loaded; else the reader's message, and
    // the set-up stays as it was.
    QString setFen(const QString& fen);
    // The set-up as FEN (whether or not it is legal).
    QString fen() const;
    // The reader's message about the set-up; empty when it is a legal position.
    QString problem() const { return problem_; }
    bool isLegal() const { return problem_.isEmpty(); }
    Outcome outcome() const { return outcome_; }

    EditorBoard* board() const { return board_; }

    QSize sizeHint() const override { return {740, 540}; }

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void clearBoard();
    void startPosition();
    void refresh(); // controls and verdict from the set-up
    void fillEnPassant();
    void finish(Outcome outcome);

    EditorBoard* board_;
    QComboBox* side_;
    std::array<QCheckBox*, 4> castling_; // K, Q, k, q
    QComboBox* enPassant_;
    QSpinBox* halfmove_;
    QSpinBox* fullmove_;
    QLineEdit* fenEdit_;
    QLabel* status_;
    QPushButton* play_;
    QPushButton* analyse_;
    QString problem_;
    QString typedError_; // the last typed FEN's message, shown until the next edit
    bool updating_ = false;
    Outcome outcome_ = Cancelled;
};

} // namespace kdui
