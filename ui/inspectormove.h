// The inspector's Move tab: what the move that led to the inspected position changed, as
// kd::explainMove()'s terms (the moved piece, the captured one, the promotion, the castling rook,
// the pieces that did not move but whose terms changed, the tempo, the re-mixing for the phase), each
// with its change of White's score; they add up. Piece rows carry the piece's icon; for a model with
// terms the moved piece's row names what changed kind by kind.
#pragma once

#include "eval/evalsteps.h"

#include <QIcon>
#include <QWidget>

#include <optional>

class QLabel;
class QTreeWidget;

namespace kdui {

class MovePage : public QWidget {
    Q_OBJECT

public:
    explicit MovePage(QWidget* parent = nullptr);
    // The move's terms (none: the start position, or the searched position of a line).
    // terms: the model has terms beyond material and tables.
    void setDelta(
        const std::optional<kd::MoveDelta>& delta, int phaseMax, kd::PhaseKind kind, bool line, bool terms = false);
    QTreeWidget* table() const { return table_; }
    QString summary() const;

signals:
    void highlightChanged(kd::Piece piece, kd::Square square);

private:
    QIcon termIcon(const kd::DeltaTerm& t) const; // the piece's icon; the tempo and phase rows a symbol

    std::optional<kd::MoveDelta> delta_;
    QLabel* summary_;
    QTreeWidget* table_;
};

} // namespace kdui
