#include "inspectormove.h"

#include "format.h"
#include "inspectorbreakdown.h"
#include "inspectortext.h"
#include "pieceset.h"

#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kdui {

using namespace kd;

namespace {
constexpr int INDEX_ROLE = Qt::UserRole + 1;
constexpr int VALUE_ROLE = Qt::UserRole;
} // namespace

QIcon MovePage::termIcon(const DeltaTerm& t) const
{
    switch (t.kind) {
    case DeltaTerm::Tempo: // the move handing the turn over
        return style()->standardIcon(QStyle::SP_MediaSkipForward);
    case DeltaTerm::Phase: // every piece re-mixed
        return style()->standardIcon(QStyle::SP_BrowserReload);
    case DeltaTerm::Moved:
    case DeltaTerm::Captured:
    case DeltaTerm::Promoted:
    case DeltaTerm::CastlingRook:
    case DeltaTerm::Affected:
        break;
    }
    return QIcon(pieceSet().pixmap(t.piece, table_->fontMetrics().height() + 2, devicePixelRatioF()));
}

MovePage::MovePage(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    summary_ = fixedLabel(this, 3, "deltaSummary");
    layout->addWidget(summary_);
    table_ = new QTreeWidget(this);
    table_->setObjectName(QStringLiteral("deltaTable"));
    table_->setColumnCount(2);
    table_->setHeaderLabels({tr("What the move changed"), tr("For White")});
    table_->setRootIsDecorated(false);
    table_->setItemsExpandable(false);
    table_->setWordWrap(true);
    table_->setMinimumHeight(table_->fontMetrics().height() * 4);
    table_->header()->setStretchLastSection(false);
    table_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->header()->setSectionResizeMode(1, QHeaderView::Fixed);
    table_->header()->resizeSection(1, table_->fontMetrics().horizontalAdvance(QStringLiteral("For White")) + 16);
    connect(table_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (!item || !delta_ || !item->data(0, INDEX_ROLE).isValid())
            return;
        const DeltaTerm& t = delta_->terms[std::size_t(item->data(0, INDEX_ROLE).toInt())];
        if (t.kind == DeltaTerm::Phase || t.kind == DeltaTerm::Tempo)
            emit highlightChanged(NO_PIECE, SQ_NONE);
        else
            emit highlightChanged(
                t.kind == DeltaTerm::Captured ? NO_PIECE : t.piece, t.kind == DeltaTerm::Captured ? t.from : t.to);
    });
    layout->addWidget(table_, 1);
}

void MovePage::setDelta(const std::optional<MoveDelta>& delta, int phaseMax, PhaseKind kind, bool line, bool terms)
{
    delta_ = delta;
    const QSignalBlocker block(table_);
    table_->clear();
    if (!delta_) {
        setFixedLabelText(summary_,
            line ? tr("The searched position: no move of the line led here yet.")
                 : tr("The start position: no move led here."));
        return;
    }
    const MoveDelta& d = *delta_;
    for (int i = 0; i < int(d.terms.size()); ++i) {
        const DeltaTerm& t = d.terms[std::size_t(i)];
        auto* row = new QTreeWidgetItem(table_);
        const QString text = termText(d, t, phaseMax, kind);
        row->setText(0, text);
        row->setIcon(0, termIcon(t));
        row->setToolTip(0, text);
        // A model with terms: what changed kind by kind, on a line of its own under the piece's row
        // ("table −0.50 → +0.10, mobility +0.02 → +0.14 (2 → 6 safe squares)").
        const bool piece = t.kind != DeltaTerm::Tempo && t.kind != DeltaTerm::Phase && t.kind != DeltaTerm::Captured;
        if (terms && piece) {
            const QString changes = changedTermsText(t.was, t.is);
            auto* child = new QTreeWidgetItem(row);
            child->setText(0, changes);
            child->setToolTip(0, changes);
            child->setData(0, INDEX_ROLE, i);
            child->setForeground(0, palette().brush(QPalette::Disabled, QPalette::Text));
            row->setToolTip(0, text + QLatin1Char('\n') + changes);
        }
        row->setData(0, INDEX_ROLE, i);
        row->setText(1, signedValue(t.white));
        row->setData(1, VALUE_ROLE, t.white);
        row->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    }
    table_->expandAll();
    auto* sum = new QTreeWidgetItem(table_);
    sum->setText(0, tr("Sum of the changes"));
    sum->setText(1, signedValue(d.sum()));
    sum->setData(1, VALUE_ROLE, d.sum());
    sum->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    QFont bold = sum->font(0);
    bold.setBold(true);
    sum->setFont(0, bold);
    sum->setFont(1, bold);

    QString text = tr("%1 (%2): White's score %3 → %4, a change of %5.")
                       .arg(QString::fromStdString(d.san), d.mover == WHITE ? tr("White") : tr("Black"),
                           signedValue(d.whiteBefore), signedValue(d.whiteAfter), signedValue(d.change()));
    text += d.sum() == d.change() ? tr(" The changes add up: %1 ✓").arg(signedValue(d.sum()))
                                  : tr(" The changes add up to %1: they differ!").arg(signedValue(d.sum()));
    setFixedLabelText(summary_, text);
}

QString MovePage::summary() const { return summary_->text(); }

} // namespace kdui
