#include "inspectorcompare.h"

#include "core/notation.h"
#include "format.h"
#include "heatmap.h"
#include "inspectorbreakdown.h"
#include "inspectortext.h"
#include "modellibrary.h"
#include "pieceset.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kdui {

using namespace kd;

namespace {

constexpr int VALUE_ROLE = Qt::UserRole;

// What a piece is worth in a comparison: its total (table and terms included), without a king's
// material.
int compared(const PieceTerm& t) { return typeOf(t.piece) == KING ? t.positional : t.total(); }

// A side's centipawns that belong to no piece (the tempo of a model with terms).
int sideTermsOf(const Explanation& e, Color c)
{
    int v = 0;
    for (const SideTerm& t : e.sideTerms)
        if (t.side == c)
            v += t.value;
    return v;
}

} // namespace

ComparePage::ComparePage(ModelLibrary* models, QWidget* parent) : QWidget(parent), models_(models)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    auto* row = new QHBoxLayout;
    auto* label = new QLabel(tr("Compare with"), this);
    row->addWidget(label);
    box_ = new QComboBox(this);
    box_->setObjectName(QStringLiteral("compareModel"));
    box_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box_->setMinimumContentsLength(10);
    row->addWidget(box_, 1);
    layout->addLayout(row);
    table_ = new QTreeWidget(this);
    table_->setObjectName(QStringLiteral("compareTable"));
    table_->setColumnCount(5);
    table_->setRootIsDecorated(false);
    table_->setAlternatingRowColors(true);
    table_->setMinimumHeight(table_->fontMetrics().height() * 4);
    table_->header()->setStretchLastSection(true);
    layout->addWidget(table_, 1);
    summary_ = fixedLabel(this, 2, "compareSummary");
    layout->addWidget(summary_);
    note_ = fixedLabel(this, 2, "compareNote");
    layout->addWidget(note_);
    connect(box_, &QComboBox::currentIndexChanged, this, [this](int index) { setCompareModel(index); });
    connect(models_, &ModelLibrary::listChanged, this, &ComparePage::fillBox);
    fillBox();
}

void ComparePage::fillBox()
{
    tables_.reset(); // an edit of the compared model shows at the next fill
    const QSignalBlocker block(box_);
    box_->clear();
    for (int i = 0; i < models_->count(); ++i)
        box_->addItem(models_->displayName(i));
    box_->setCurrentIndex(index_);
}

void ComparePage::modelsChanged() { tables_.reset(); }

void ComparePage::setCompareModel(int index)
{
    if (index < 0 || index >= models_->count())
        return;
    index_ = index;
    tables_.reset();
    const QSignalBlocker block(box_);
    box_->setCurrentIndex(index);
    fill();
}

void ComparePage::setPosition(const Position& pos, const Explanation& inPlay, const QString& nameInPlay)
{
    position_ = pos;
    inPlay_ = inPlay;
    nameInPlay_ = nameInPlay;
    fill();
}

void ComparePage::fill()
{
    table_->clear();
    if (index_ < 0 || inPlay_.pieces.empty())
        return;
    if (!tables_)
        tables_ = EvalTables::build(models_->modelAt(index_));
    const Explanation& a = inPlay_;
    const Explanation b = explain(position_, *tables_);
    const QString nameA = nameInPlay_, nameB = models_->displayName(index_);
    table_->setHeaderLabels({tr("Piece"), tr("Square"), nameA, nameB, tr("Difference")});
    auto numbers = [](QTreeWidgetItem* item, int x, int y) {
        item->setText(2, plainValue(x));
        item->setText(3, plainValue(y));
        item->setText(4, signedValue(y - x));
        item->setData(2, VALUE_ROLE, x);
        item->setData(3, VALUE_ROLE, y);
        item->setData(4, VALUE_ROLE, y - x);
        for (int c = 2; c < 5; ++c)
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
    };
    const int iconSide = table_->fontMetrics().height() + 2;
    int kingMaterial[2] = {0, 0}; // a king's material in each model
    for (Color c : {WHITE, BLACK}) {
        auto* side = new QTreeWidgetItem(table_);
        side->setText(0, c == WHITE ? tr("White") : tr("Black"));
        int sumA = 0, sumB = 0;
        QFont bold = side->font(0);
        bold.setBold(true);
        for (int col = 0; col < 5; ++col)
            side->setFont(col, bold);
        // Both explanations list the same pieces in the same order: the position is the same.
        for (std::size_t i = 0; i < a.pieces.size() && i < b.pieces.size(); ++i) {
            if (colorOf(a.pieces[i].piece) != c)
                continue;
            auto* row = new QTreeWidgetItem(side);
            row->setIcon(0, QIcon(pieceSet().pixmap(a.pieces[i].piece, iconSide, devicePixelRatioF())));
            row->setText(0, pieceName(typeOf(a.pieces[i].piece)));
            row->setText(1, QString::fromStdString(squareName(a.pieces[i].square)));
            numbers(row, compared(a.pieces[i]), compared(b.pieces[i]));
            sumA += compared(a.pieces[i]);
            sumB += compared(b.pieces[i]);
            if (typeOf(a.pieces[i].piece) == KING) {
                kingMaterial[0] = a.pieces[i].material;
                kingMaterial[1] = b.pieces[i].material;
                row->setToolTip(0, tr("The king without its material: only its square value is compared"));
            }
        }
        // The side to move's tempo (a model with terms): a row of its own, so that each column's
        // White minus Black is its model's score.
        const int tempoA = sideTermsOf(a, c), tempoB = sideTermsOf(b, c);
        if (tempoA != 0 || tempoB != 0) {
            auto* row = new QTreeWidgetItem(side);
            row->setText(0, tr("Tempo"));
            row->setIcon(0, style()->standardIcon(QStyle::SP_MediaSkipForward));
            row->setToolTip(0,
                tr("%1 is to move: the side to move's bonus, which belongs to no piece")
                    .arg(c == WHITE ? tr("White") : tr("Black")));
            numbers(row, tempoA, tempoB);
            sumA += tempoA;
            sumB += tempoB;
        }
        numbers(side, sumA, sumB);
    }
    table_->expandAll();
    for (int c = 0; c < 4; ++c)
        table_->resizeColumnToContents(c);
    setFixedLabelText(summary_,
        tr("For White: %1 %2, %3 %4 (%5). Phases: %6/%7 and %8/%9.")
            .arg(nameA, signedValue(a.whiteScore), nameB, signedValue(b.whiteScore),
                signedValue(b.whiteScore - a.whiteScore))
            .arg(a.phase)
            .arg(a.phaseMax)
            .arg(b.phase)
            .arg(b.phaseMax));
    setFixedLabelText(note_,
        tr("Kings are compared without their material (%1: %2, %3: %4), which cancels out in each model's "
           "score; only their %5 are compared.")
            .arg(nameA, plainValue(kingMaterial[0]), nameB, plainValue(kingMaterial[1]),
                a.hasTerms || b.hasTerms ? tr("square values and terms") : tr("square values")));
}

QString ComparePage::summary() const { return summary_->text(); }

QString ComparePage::note() const { return note_->text(); }

} // namespace kdui
