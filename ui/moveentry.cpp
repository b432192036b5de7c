#include "moveentry.h"

#include "core/movegen.h"
#include "core/notation.h"

#include <QCompleter>
#include <QStringListModel>

using namespace kd;

namespace kdui {

MoveEntry::MoveEntry(QWidget* parent)
    : QLineEdit(parent), completer_(new QCompleter(this)), model_(new QStringListModel(this))
{
    setObjectName(QStringLiteral("moveEntry"));
    completer_->setModel(model_);
    // Case matters: "b4" is a pawn's move, "B4" would be a bishop's.
    completer_->setCaseSensitivity(Qt::CaseSensitive);
    completer_->setCompletionMode(QCompleter::PopupCompletion);
    completer_->setModelSorting(QCompleter::UnsortedModel);
    completer_->setMaxVisibleItems(12);
    setCompleter(completer_);
    setClearButtonEnabled(true);
    setAccessibleName(tr("Move entry"));
    setAccessibleDescription(tr("Type a move in SAN, such as Nf3, or UCI, such as g1f3, and press Enter"));
    connect(this, &QLineEdit::returnPressed, this, &MoveEntry::enter);
}

void MoveEntry::setPosition(const Position& pos, bool canMove)
{
    pos_ = pos;
    QStringList san, uci;
    if (canMove)
        for (Move m : MoveList(pos)) {
            san << QString::fromStdString(toSan(pos, m));
            uci << QString::fromStdString(toUci(m));
        }
    model_->setStringList(san + uci);
    setEnabled(canMove);
    setPlaceholderText(canMove ? tr("Type a move: Nf3, exd5, O-O or g1f3") : tr("Moves can be typed on your turn"));
}

QStringList MoveEntry::candidates() const { return model_->stringList(); }

void MoveEntry::enter()
{
    const std::string typed = text().trimmed().toStdString();
    if (typed.empty())
        return;
    Result<Move> m = parseSan(pos_, typed);
    if (!m) {
        if (Result<Move> u = parseUci(pos_, typed))
            m = std::move(u);
    }
    if (!m) {
        emit rejected(tr("“%1” is not a legal move here: %2").arg(text().trimmed(), QString::fromStdString(m.error())));
        return;
    }
    clear();
    emit moveEntered(*m);
}

} // namespace kdui
