// MoveEntry: the box where moves are typed, for playing without a mouse. It takes SAN as people write
// it (Nf3, exd5, O-O, e8=Q, with or without + and #) or UCI (g1f3, e7e8q) and completes from the
// legal moves of the position it is given (a popup of the moves starting with what was typed, SAN
// first). Enter plays: moveEntered() with the move, the box empties and keeps the focus for the
// next move; a text that is no legal move gives rejected() with the reason and stays to be corrected.
#pragma once

#include "core/position.h"

#include <QLineEdit>

class QCompleter;
class QStringListModel;

namespace kdui {

class MoveEntry : public QLineEdit {
    Q_OBJECT

public:
    explicit MoveEntry(QWidget* parent = nullptr);

    // The position moves are typed for; `canMove` false disables the box (not the user's turn).
    void setPosition(const kd::Position& pos, bool canMove);
    // The legal moves offered for completion: SAN, then UCI.
    QStringList candidates() const;
    QCompleter* moveCompleter() const { return completer_; }

signals:
    void moveEntered(kd::Move move);
    void rejected(const QString& reason);

private:
    void enter();

    kd::Position pos_;
    QCompleter* completer_;
    QStringListModel* model_;
};

} // namespace kdui
