#include "movelistview.h"

#include "core/notation.h"
#include "evalgraph.h"
#include "format.h"
#include "game/game.h"
#include "game/review.h"
#include "gamecontroller.h"

#include <QContextMenuEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>

namespace kdui {

using namespace kd;

namespace {

constexpr int PLY_ROLE = Qt::UserRole + 1;

// A comment as shown: without the [%eval ...] and [%clk ...] commands programs write into it.
QString shownComment(const std::string& comment)
{
    static const QRegularExpression commands(QStringLiteral("\\[%[^\\]]*\\]"));
    return QString::fromStdString(comment).remove(commands).simplified();
}

// A comment in the move list: at most MAX_SHOWN characters, so that a huge one (megabytes in some
// files) does not stall the list's layout; the game keeps it whole (Comment… shows it all).
QString commentHtml(const std::string& comment)
{
    constexpr qsizetype MAX_SHOWN = 2000;
    const bool cut = comment.size() > std::size_t(4 * MAX_SHOWN);
    std::string head = comment;
    if (cut) {
        // At a character's first byte (not inside a UTF-8 sequence), without a [%...] command cut open.
        std::size_t end = std::size_t(4 * MAX_SHOWN);
        while (end > 0 && (static_cast<unsigned char>(comment[end]) & 0xC0) == 0x80)
            --end;
        head = comment.substr(0, end);
        if (const std::size_t open = head.rfind("[%");
            open != std::string::npos && head.find(']', open) == std::string::npos)
            head.erase(open);
    }
    QString text = shownComment(head);
    if (text.size() > MAX_SHOWN || cut) {
        qsizetype n = std::min(MAX_SHOWN, text.size());
        if (n > 0 && n < text.size() && text[n - 1].isHighSurrogate())
            --n; // not half of a character outside the BMP
        text = text.left(n) + QStringLiteral(" \u2026");
    }
    return text.isEmpty() ? QString()
                          : QStringLiteral("<span style=\"color:gray\"><i>%1</i></span> ").arg(text.toHtmlEscaped());
}

QString nagsText(const std::vector<int>& nags)
{
    QString out;
    for (int nag : nags) {
        const QString glyph = MoveListView::nagText(nag);
        out += glyph.startsWith('$') ? QStringLiteral(" ") + glyph : glyph;
    }
    return out;
}

// The line from node first on (first played from pos), as PGN writes a variation: numbered moves
// as links to their nodes, comments, and the alternatives of every later move in parentheses.
void renderLine(QString& out, const MoveTree& tree, int first, Position pos)
{
    bool number = true; // a Black move needs its number: at the start, after a comment or a variation
    for (int n = first; n != -1; n = tree.continuation(n)) {
        const MoveNode& node = tree.node(n);
        if (const QString pre = commentHtml(node.preComment); !pre.isEmpty()) {
            out += pre;
            number = true;
        }
        if (pos.sideToMove() == WHITE)
            out += QStringLiteral("%1.&nbsp;").arg(pos.fullmoveNumber());
        else if (number)
            out += QStringLiteral("%1…&nbsp;").arg(pos.fullmoveNumber());
        out += QStringLiteral("<a href=\"%1\" style=\"text-decoration:none\">%2</a> ")
                   .arg(n)
                   .arg((QString::fromStdString(toSan(pos, node.move)) + nagsText(node.nags)).toHtmlEscaped());
        number = false;
        if (const QString after = commentHtml(node.comment); !after.isEmpty()) {
            out += after;
            number = true;
        }
        if (n != first) { // the alternatives of this move; first's are its caller's to write
            const MoveNode& parent = tree.node(node.parent);
            for (std::size_t i = 1; i < parent.children.size(); ++i) {
                out += QStringLiteral("(");
                renderLine(out, tree, parent.children[i], pos);
                out = out.trimmed() + QStringLiteral(") ");
                number = true;
            }
        }
        pos.doMove(node.move);
    }
}

} // namespace

QString MoveListView::nagText(int nag)
{
    static const char* const glyphs[] = {"", "!", "?", "!!", "??", "!?", "?!"};
    return nag >= 1 && nag <= 6 ? QString::fromLatin1(glyphs[nag]) : QStringLiteral("$%1").arg(nag);
}

MoveListView::MoveListView(QWidget* parent) : QTableWidget(parent)
{
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the columns share the width
    setCornerButtonEnabled(false); // "select all" means nothing in a move list
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
    setContextMenuPolicy(Qt::CustomContextMenu);
    connect(this, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        const QTableWidgetItem* cell = itemAt(at);
        const QVariant ply = cell ? cell->data(PLY_ROLE) : QVariant();
        if (ply.isValid() && ply.toInt() + 1 < int(nodes_.size()))
            showMenu(nodes_[std::size_t(ply.toInt() + 1)], viewport()->mapToGlobal(at));
        // The right press selected the cell; the highlight stays on the move of the position shown.
        clearSelection();
        if (QTableWidgetItem* current = itemForPly(viewPly_ - 1))
            current->setSelected(true);
    });
}

void MoveListView::setGame(const Game& game, int viewPly)
{
    std::vector<int> nodes;
    for (int ply = 0; ply <= game.plyCount(); ++ply)
        nodes.push_back(game.mainNode(ply));
    setLine(game, nodes, game, viewPly, 0);
}

QString MoveListView::nodeText(int node) const
{
    const MoveNode& n = record_->tree().node(node);
    return nagsText(n.nags);
}

QLabel* MoveListView::addAnnotation(const QString& html)
{
    const int row = rowCount();
    setRowCount(row + 1);
    auto* label = new QLabel(html);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setContentsMargins(6, 2, 6, 2);
    label->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    label->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(label, &QLabel::linkActivated, this, [this](const QString& link) { emit nodeClicked(link.toInt()); });
    connect(label, &QLabel::linkHovered, this,
        [this](const QString& link) { hoveredNode_ = link.isEmpty() ? -1 : link.toInt(); });
    connect(label, &QWidget::customContextMenuRequested, this, [this, label](const QPoint& at) {
        if (hoveredNode_ >= 0)
            showMenu(hoveredNode_, label->mapToGlobal(at));
    });
    setCellWidget(row, 0, label);
    setSpan(row, 0, 1, 2);
    return label;
}

void MoveListView::setLine(
    const Game& line, const std::vector<int>& nodes, const Game& record, int viewPly, quint64 revision)
{
    // Stepping through the same line changes only the highlighted move: the items stay.
    const QString result = line.over() ? QString::fromStdString(line.result()) + reasonText(line) : QString();
    const std::string startFen = line.start().fen(); // the move numbers too
    if (startFen == startFen_ && line.moves() == moves_ && nodes == nodes_ && revision == revision_ && revision != 0
        && result == result_) {
        if (viewPly != viewPly_) {
            clearSelection();
            viewPly_ = viewPly;
            if (QTableWidgetItem* current = itemForPly(viewPly - 1))
                current->setSelected(true);
            scrollToCurrent();
        }
        return;
    }
    record_ = &record;
    startFen_ = startFen;
    moves_ = line.moves();
    nodes_ = nodes;
    revision_ = revision;
    result_ = result;
    const MoveTree& tree = record.tree();
    const int plies = line.plyCount();
    clearSpans();
    clearContents();
    setRowCount(0);
    cells_.assign(std::size_t(plies), {0, 0});
    annotations_.assign(std::size_t(plies), nullptr);
    QStringList numbers;
    if (const QString intro = commentHtml(tree.node(MoveTree::ROOT).comment); !intro.isEmpty()) {
        addAnnotation(intro);
        numbers << QString();
    }
    QFont italic = font();
    italic.setItalic(true);
    Position pos = line.start();
    bool newRow = true;
    for (int ply = 0; ply < plies; ++ply) {
        const Color us = pos.sideToMove();
        const int node = nodes[std::size_t(ply + 1)];
        if (us == WHITE || newRow) {
            setRowCount(rowCount() + 1);
            numbers << QString::number(pos.fullmoveNumber()) + '.';
            if (us == BLACK)
                setItem(rowCount() - 1, 0, new QTableWidgetItem(QStringLiteral("…")));
        }
        const int row = rowCount() - 1, column = us == WHITE ? 0 : 1;
        auto* item = new QTableWidgetItem(QString::fromStdString(line.san(ply)) + nodeText(node));
        item->setData(PLY_ROLE, ply);
        if (!tree.onMainLine(node))
            item->setFont(italic);
        if (const int mark = int(judgementOfNags(tree.node(node).nags)); mark > 0)
            item->setForeground(reviewMarkColor(mark));
        setItem(row, column, item);
        cells_[std::size_t(ply)] = {row, column};
        // The move's comment, and the variations that are its alternatives.
        QString html = commentHtml(tree.node(node).comment);
        const MoveNode& parent = tree.node(nodes[std::size_t(ply)]);
        for (int sibling : parent.children) {
            if (sibling == node)
                continue;
            html += QStringLiteral("(");
            renderLine(html, tree, sibling, pos);
            html = html.trimmed() + QStringLiteral(") ");
        }
        newRow = !html.isEmpty();
        if (newRow) {
            if (column == 0)
                setItem(row, 1, new QTableWidgetItem());
            annotations_[std::size_t(ply)] = addAnnotation(html.trimmed());
            numbers << QString();
        }
        pos.doMove(line.moves()[std::size_t(ply)]);
    }
    if (!newRow && plies > 0 && cells_.back().second == 0)
        setItem(cells_.back().first, 1, new QTableWidgetItem()); // the empty half of the last row is not a move
    if (line.over()) {
        setRowCount(rowCount() + 1);
        numbers << QString();
        auto* item = new QTableWidgetItem(
            QStringLiteral("%1  %2").arg(QString::fromStdString(line.result()), reasonText(line)));
        item->setTextAlignment(Qt::AlignCenter);
        QFont bold = font();
        bold.setBold(true);
        item->setFont(bold);
        setItem(rowCount() - 1, 0, item);
        setSpan(rowCount() - 1, 0, 1, 2);
    }
    setVerticalHeaderLabels(numbers);
    record_ = nullptr;
    clearSelection();
    viewPly_ = viewPly;
    plies_ = plies;
    over_ = line.over();
    fitAnnotations();
    if (QTableWidgetItem* current = itemForPly(viewPly - 1))
        current->setSelected(true);
    scrollToCurrent();
}

void MoveListView::fitAnnotations()
{
    const int width = viewport()->width();
    for (int row = 0; row < rowCount(); ++row)
        if (auto* label = qobject_cast<QLabel*>(cellWidget(row, 0)))
            setRowHeight(row, std::max(verticalHeader()->defaultSectionSize(), label->heightForWidth(width)));
}

void MoveListView::showMenu(int node, const QPoint& globalPos)
{
    auto* menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addAction(tr("Promote variation"), this, [this, node] { emit promoteRequested(node); });
    menu->addAction(tr("Make main line"), this, [this, node] { emit mainLineRequested(node); });
    menu->addAction(tr("Delete from here"), this, [this, node] { emit deleteRequested(node); });
    menu->addSeparator();
    menu->addAction(tr("Comment…"), this, [this, node] { emit commentRequested(node); });
    QMenu* glyphs = menu->addMenu(tr("Annotation"));
    const QString names[] = {tr("Good move"), tr("Mistake"), tr("Brilliant move"), tr("Blunder"),
        tr("Interesting move"), tr("Dubious move")};
    for (int nag = 1; nag <= 6; ++nag)
        glyphs->addAction(QStringLiteral("%1  %2").arg(nagText(nag), names[nag - 1]), this,
            [this, node, nag] { emit nagsRequested(node, {nag}); });
    glyphs->addSeparator();
    glyphs->addAction(tr("None"), this, [this, node] { emit nagsRequested(node, {}); });
    menu->popup(globalPos);
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
    fitAnnotations();
    scrollToCurrent();
}

QTableWidgetItem* MoveListView::itemForPly(int ply) const
{
    if (ply < 0 || ply >= int(cells_.size()))
        return nullptr;
    const auto [row, column] = cells_[std::size_t(ply)];
    QTableWidgetItem* cell = item(row, column);
    return cell && cell->data(PLY_ROLE).isValid() && cell->data(PLY_ROLE).toInt() == ply ? cell : nullptr;
}

QLabel* MoveListView::annotationForPly(int ply) const
{
    return ply >= 0 && ply < int(annotations_.size()) ? annotations_[std::size_t(ply)] : nullptr;
}

} // namespace kdui
