#include "inspectorline.h"

#include "boardview.h"
#include "format.h"
#include "inspectorbreakdown.h"
#include "inspectortext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace kdui {

using namespace kd;

LinePage::LinePage(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    summary_ = fixedLabel(this, 3, "lineSummary");
    layout->addWidget(summary_);
    auto* row = new QHBoxLayout;
    moves_ = new QListWidget(this);
    moves_->setObjectName(QStringLiteral("lineMoves"));
    moves_->setMaximumWidth(120);
    moves_->setMinimumWidth(80);
    row->addWidget(moves_);
    board_ = new BoardView(this);
    board_->setObjectName(QStringLiteral("lineBoard"));
    board_->setInteractive(false);
    board_->setAnimationMs(0);
    board_->setMinimumSize(100, 100);
    row->addWidget(board_, 1);
    layout->addLayout(row, 1);
    auto* controls = new QHBoxLayout;
    start_ = inspectorButton(
        tr("Searched position"), tr("The position the engine searched"), this, QStyle::SP_MediaSkipBackward);
    back_ = inspectorButton(tr("Back"), tr("One move back along the line"), this, QStyle::SP_MediaSeekBackward);
    step_ = inspectorButton(tr("Step"), tr("One move along the line"), this, QStyle::SP_MediaSeekForward);
    leaf_
        = inspectorButton(tr("Leaf"), tr("The last position of the line, whose evaluation the search score came from"),
            this, QStyle::SP_MediaSkipForward);
    for (QToolButton* b : {start_, back_, step_, leaf_})
        controls->addWidget(b);
    controls->addStretch(1);
    layout->addLayout(controls);
    connect(start_, &QToolButton::clicked, this, [this] { emit showRequested(0); });
    connect(back_, &QToolButton::clicked, this, [this] { emit showRequested(std::max(0, index_ - 1)); });
    connect(step_, &QToolButton::clicked, this, [this] { emit showRequested(index_ + 1); });
    connect(leaf_, &QToolButton::clicked, this, [this] { emit showRequested(length()); });
    connect(moves_, &QListWidget::itemClicked, this,
        [this](QListWidgetItem* item) { emit showRequested(moves_->row(item)); });
}

void LinePage::setLine(const EngineLine& line, const EvalTables& tables, const Position& game, int index)
{
    line_ = line;
    index_ = index;
    const QSignalBlocker block(moves_);
    moves_->clear();
    const bool any = hasLine();
    for (QToolButton* b : {start_, back_, step_, leaf_})
        b->setEnabled(any);
    if (!any) {
        setFixedLabelText(summary_,
            tr("No search yet. When the engine has searched (its move or a hint, H), its principal variation can "
               "be stepped through here."));
        board_->setPosition(game);
        return;
    }
    moves_->addItem(tr("Searched position"));
    Position pos = line_.root;
    for (Move m : line_.pv) {
        moves_->addItem(numberedSan(pos, m));
        pos.doMove(m);
    }
    moves_->item(moves_->count() - 1)->setText(moves_->item(moves_->count() - 1)->text() + tr(" (leaf)"));
    const int leafWhite = whiteScore(pos, tables);
    const int rootWhite = whiteScore(line_.root, tables);
    QString text = tr("A depth %1 search gives %2 for White, along %3 moves.")
                       .arg(line_.depth)
                       .arg(scoreText(line_.scoreWhite))
                       .arg(length());
    if (isMateScore(line_.scoreWhite))
        text += tr(" The line ends in mate.");
    else if (leafWhite == line_.scoreWhite)
        text += tr(" The leaf's static evaluation is %1: the search score is that position's evaluation.")
                    .arg(signedValue(leafWhite));
    else
        text += tr(" The leaf's static evaluation is %1, not %2: the line was cut short (a position already "
                   "known, or a draw), so the score comes from beyond the moves shown.")
                    .arg(signedValue(leafWhite), signedValue(line_.scoreWhite));
    text += tr(" White's static evaluation goes %1 → %2 along the line (%3).")
                .arg(signedValue(rootWhite), signedValue(leafWhite), signedValue(leafWhite - rootWhite));
    setFixedLabelText(summary_, text);
    if (index_ >= 0)
        moves_->setCurrentRow(index_);
    else
        board_->setPosition(line_.root);
}

void LinePage::setIndex(int k, const Position& pos)
{
    index_ = k;
    board_->setPosition(pos);
    if (k < 0)
        return;
    board_->setLastMove(k > 0 ? line_.pv[std::size_t(k - 1)] : Move::none());
    {
        const QSignalBlocker block(moves_);
        moves_->setCurrentRow(k);
    }
    back_->setEnabled(k > 0);
    start_->setEnabled(k > 0);
    step_->setEnabled(k < length());
    leaf_->setEnabled(k < length());
}

QString LinePage::moveText(int k) const { return moves_->item(k) ? moves_->item(k)->text() : QString(); }

QString LinePage::summary() const { return summary_->text(); }

} // namespace kdui
