#include "movelistview.h"

#include "game/game.h"

#include <QHeaderView>

namespace kdui {

namespace {
constexpr int PLY_ROLE = Qt::UserRole + 1;
}

MoveListView::MoveListView(QWidget* parent) : QTableWidget(parent)
{
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the columns share the width
    setColumnCount(2);
    setHorizontalHeaderLabels({tr("White"), tr("Black")});
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setFocusPolicy(Qt::NoFocus); // the arrow keys step through the game, window-wide
    setWordWrap(false);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    connect(this, &QTableWidget::itemClicked, this, [this](QTableWidgetItem* item) {
        const QVariant ply = item->data(PLY_ROLE);
        if (ply.isValid())
            emit plyClicked(ply.toInt() + 1);
    });
}

void MoveListView::setGame(const kd::Game& game, int viewPly)
{
    // Stepping through the game changes only the highlighted move: the items stay.
    const QString result = game.over() ? QString::fromStdString(game.result() + game.reason()) : QString();
    const std::string startFen = game.start().fen(); // the move numbers too
    if (startFen == startFen_ && game.moves() == moves_ && result == result_) {
        if (viewPly != viewPly_) {
            clearSelection();
            viewPly_ = viewPly;
            if (QTableWidgetItem* current = itemForPly(viewPly - 1))
                current->setSelected(true);
            scrollToCurrent();
        }
        return;
    }
    startFen_ = startFen;
    moves_ = game.moves();
    result_ = result;
    const kd::Position& start = game.start();
    firstColumn_ = start.sideToMove() == kd::BLACK ? 1 : 0;
    const int plies = game.plyCount();
    const int rows = (plies + firstColumn_ + 1) / 2 + (game.over() ? 1 : 0);
    clearSpans();
    setRowCount(rows);
    QStringList numbers;
    for (int row = 0; row < rows; ++row)
        numbers << QString::number(start.fullmoveNumber() + row) + '.';
    for (int ply = 0; ply < plies; ++ply) {
        const int index = ply + firstColumn_;
        auto* item = new QTableWidgetItem(QString::fromStdString(game.san(ply)));
        item->setData(PLY_ROLE, ply);
        setItem(index / 2, index % 2, item);
    }
    if (firstColumn_ == 1 && plies > 0)
        setItem(0, 0, new QTableWidgetItem(QStringLiteral("…")));
    if (plies % 2 != firstColumn_ % 2 || plies == 0) {
        // The empty half of the last row is not a move.
        const int index = plies + firstColumn_;
        if (index / 2 < rows - (game.over() ? 1 : 0))
            setItem(index / 2, index % 2, new QTableWidgetItem());
    }
    if (game.over()) {
        numbers.back() = QString();
        auto* item = new QTableWidgetItem(
            QStringLiteral("%1  %2").arg(QString::fromStdString(game.result()), QString::fromStdString(game.reason())));
        item->setTextAlignment(Qt::AlignCenter);
        QFont bold = font();
        bold.setBold(true);
        item->setFont(bold);
        setItem(rows - 1, 0, item);
        setSpan(rows - 1, 0, 1, 2);
    }
    setVerticalHeaderLabels(numbers);
    clearSelection();
    viewPly_ = viewPly;
    plies_ = plies;
    over_ = game.over();
    if (QTableWidgetItem* current = itemForPly(viewPly - 1))
        current->setSelected(true);
    scrollToCurrent();
}

void MoveListView::scrollToCurrent()
{
    updateGeometries(); // the scroll range of the rows just added, or the new last row is out of reach
    // At the live position of a finished game, the result row below the last move.
    if (over_ && viewPly_ == plies_ && rowCount() > 0) {
        scrollToItem(item(rowCount() - 1, 0));
        return;
    }
    if (QTableWidgetItem* current = itemForPly(viewPly_ - 1))
        scrollToItem(current);
    else if (viewPly_ == 0)
        scrollToTop();
}

void MoveListView::resizeEvent(QResizeEvent* event)
{
    QTableWidget::resizeEvent(event);
    scrollToCurrent();
}

QTableWidgetItem* MoveListView::itemForPly(int ply) const
{
    if (ply < 0)
        return nullptr;
    const int index = ply + firstColumn_;
    QTableWidgetItem* cell = item(index / 2, index % 2);
    return cell && cell->data(PLY_ROLE).toInt() == ply && cell->data(PLY_ROLE).isValid() ? cell : nullptr;
}

} // namespace kdui
