// The inspector's Engine line tab: the last search's principal variation on a preview board, step
// by step from the searched position to its leaf. It asks the panel to inspect a position of the
// line (showRequested); the panel then calls setIndex().
#pragma once

#include "eval/evaluate.h"
#include "gamecontroller.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QToolButton;

namespace kdui {

class BoardView;

class LinePage : public QWidget {
    Q_OBJECT

public:
    explicit LinePage(QWidget* parent = nullptr);

    // A new line (kept while one of its positions is inspected); `game` is shown when there is none.
    void setLine(const EngineLine& line, const kd::EvalTables& tables, const kd::Position& game, int index);
    const EngineLine& line() const { return line_; }
    bool hasLine() const { return !line_.pv.empty(); }
    int length() const { return int(line_.pv.size()); }
    // The position after k moves of the line is inspected (-1: the game is).
    void setIndex(int k, const kd::Position& pos);
    QString moveText(int k) const; // "12. Nf3" for k >= 1, "Searched position" for 0
    BoardView* board() const { return board_; }
    QString summary() const;

signals:
    void showRequested(int k);

private:
    EngineLine line_;
    int index_ = -1;
    QLabel* summary_;
    QListWidget* moves_;
    BoardView* board_;
    QToolButton* start_;
    QToolButton* back_;
    QToolButton* step_;
    QToolButton* leaf_;
};

} // namespace kdui
