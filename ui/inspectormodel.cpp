#include "inspectormodel.h"

#include "core/notation.h"
#include "format.h"
#include "heatmap.h"
#include "pieceset.h"

#include <QFont>
#include <QPixmap>

#include <algorithm>
#include <cstdlib>

namespace kdui {

using namespace kd;

namespace {

constexpr quintptr SIDE_ID = 0; // a side row's internal id; a piece row's is its side + 1

QString sq(Square s) { return QString::fromStdString(squareName(s)); }

QString pieceWordsQ(Piece pc)
{
    return (colorOf(pc) == WHITE ? QObject::tr("White ") : QObject::tr("Black ")) + pieceName(typeOf(pc)).toLower();
}

} // namespace

ExplanationModel::ExplanationModel(QObject* parent) : QAbstractItemModel(parent) { }

void ExplanationModel::setExplanation(const Explanation& e, int iconSide, qreal dpr)
{
    beginResetModel();
    e_ = e;
    rows_[WHITE].clear();
    rows_[BLACK].clear();
    barScale_ = 1;
    for (int i = 0; i < int(e_.pieces.size()); ++i) {
        const PieceTerm& t = e_.pieces[std::size_t(i)];
        rows_[colorOf(t.piece)].push_back(i);
        barScale_ = std::max(barScale_, std::abs(t.positional));
        QIcon& icon = icons_[int(t.piece) & 15];
        if (icon.isNull())
            icon = QIcon(pieceSet().pixmap(t.piece, iconSide, dpr));
    }
    stepping_ = false;
    current_ = -1;
    endResetModel();
}

void ExplanationModel::setSquareInPieceColumn(bool on)
{
    if (squareInPiece_ == on)
        return;
    squareInPiece_ = on;
    for (int side = 0; side < 2; ++side)
        if (!rows_[side].empty())
            emit dataChanged(index(0, PieceCol, index(side, 0)),
                index(int(rows_[side].size()) - 1, PieceCol, index(side, 0)), {Qt::DisplayRole});
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void ExplanationModel::setStep(
    std::vector<char> materialIn, std::vector<char> tableIn, int current, int white, int black)
{
    stepping_ = true;
    materialIn_ = std::move(materialIn);
    tableIn_ = std::move(tableIn);
    current_ = current;
    running_[WHITE] = white;
    running_[BLACK] = black;
    emitAllChanged();
}

void ExplanationModel::clearStep()
{
    stepping_ = false;
    current_ = -1;
    emitAllChanged();
}

void ExplanationModel::emitAllChanged()
{
    for (int side = 0; side < 2; ++side) {
        emit dataChanged(index(side, 0), index(side, ColumnCount - 1));
        if (!rows_[side].empty())
            emit dataChanged(
                index(0, 0, index(side, 0)), index(int(rows_[side].size()) - 1, ColumnCount - 1, index(side, 0)));
    }
}

QModelIndex ExplanationModel::pieceIndex(int piece, int column) const
{
    if (piece < 0 || piece >= int(e_.pieces.size()))
        return {};
    const Color c = colorOf(e_.pieces[std::size_t(piece)].piece);
    const auto& rows = rows_[c];
    const auto it = std::find(rows.begin(), rows.end(), piece);
    return it == rows.end() ? QModelIndex() : index(int(it - rows.begin()), column, sideIndex(c));
}

QModelIndex ExplanationModel::sideIndex(Color c, int column) const { return index(int(c), column); }

QModelIndex ExplanationModel::index(int row, int column, const QModelIndex& parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < 2 ? createIndex(row, column, SIDE_ID) : QModelIndex();
    if (parent.internalId() != SIDE_ID || parent.row() > 1 || row >= int(rows_[parent.row()].size()))
        return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex ExplanationModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == SIDE_ID)
        return {};
    return createIndex(int(child.internalId() - 1), 0, SIDE_ID);
}

int ExplanationModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return 2;
    if (parent.internalId() == SIDE_ID && parent.column() == 0)
        return int(rows_[parent.row()].size());
    return 0;
}

int ExplanationModel::columnCount(const QModelIndex&) const { return ColumnCount; }

Qt::ItemFlags ExplanationModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return index.internalId() == SIDE_ID ? Qt::ItemIsEnabled : Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QVariant ExplanationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case PieceCol:
            return tr("Piece");
        case SquareCol:
            return tr("Square");
        case MaterialCol:
            return squareInPiece_ ? tr("Mat.") : tr("Material");
        case TableCol:
            return squareInPiece_ ? tr("Square") : tr("Square value");
        case TableMgCol:
            return tr("Middle");
        case TableEgCol:
            return tr("End");
        case TotalCol:
            return tr("Total");
        default:
            return QString();
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case MaterialCol:
            return tr("What the piece is worth by itself, in %1").arg(unitName());
        case TableCol:
            return tr("What its square adds or takes away (the piece-square table), in %1").arg(unitName());
        case TableMgCol:
            return tr("The square's value in the middle game");
        case TableEgCol:
            return tr("The square's value in the end game");
        case TotalCol:
            return tr("What the piece adds to its side: material plus square value");
        case BarCol:
            return tr("The square value's size and sign");
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole && section >= MaterialCol && section <= TotalCol)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ExplanationModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == SIDE_ID)
        return sideData(Color(index.row()), index.column(), role);
    const int side = int(index.internalId() - 1);
    return pieceData(rows_[side][std::size_t(index.row())], index.column(), role);
}

QVariant ExplanationModel::sideData(Color c, int column, int role) const
{
    const SideTotals& totals = c == WHITE ? e_.white : e_.black;
    const int total = stepping_ ? running_[c] : totals.total();
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case PieceCol:
            return c == WHITE ? tr("White") : tr("Black");
        case MaterialCol:
            return plainValue(totals.material);
        case TableCol:
            return signedValue(totals.positional);
        case TotalCol:
            return plainValue(total);
        default:
            return {};
        }
    case SortRole:
        switch (column) {
        case PieceCol:
            return int(c);
        case MaterialCol:
            return totals.material;
        case TableCol:
            return totals.positional;
        case TotalCol:
            return total;
        default:
            return {};
        }
    case Qt::FontRole: {
        QFont f;
        f.setBold(true);
        return f;
    }
    case Qt::TextAlignmentRole:
        return column >= MaterialCol && column <= TotalCol ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                                           : QVariant();
    case Qt::ToolTipRole:
        if (stepping_ && column == TotalCol)
            return tr("%1's total so far").arg(c == WHITE ? tr("White") : tr("Black"));
        return {};
    default:
        return {};
    }
}

QVariant ExplanationModel::pieceData(int i, int column, int role) const
{
    const PieceTerm& t = e_.pieces[std::size_t(i)];
    const bool tapered = e_.kind == PhaseKind::Tapered;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case PieceCol:
            return squareInPiece_ ? pieceName(typeOf(t.piece)) + QLatin1Char(' ') + sq(t.square)
                                  : pieceName(typeOf(t.piece));
        case SquareCol:
            return sq(t.square);
        case MaterialCol:
            return plainValue(t.material);
        case TableCol:
            return signedValue(t.positional);
        case TableMgCol:
            return signedValue(t.positionalMg);
        case TableEgCol:
            return signedValue(t.positionalEg);
        case TotalCol:
            return plainValue(t.total());
        default:
            return {};
        }
    case SortRole:
        switch (column) {
        case PieceCol:
            return i;
        case SquareCol:
            return int(t.square);
        case MaterialCol:
            return t.material;
        case TableCol:
            return t.positional;
        case TableMgCol:
            return t.positionalMg;
        case TableEgCol:
            return t.positionalEg;
        case TotalCol:
            return t.total();
        case BarCol:
            return t.positional;
        default:
            return {};
        }
    case IndexRole:
        return i;
    case BarRole:
        return column == BarCol ? QVariant(t.positional) : QVariant();
    case Qt::DecorationRole:
        return column == PieceCol ? QVariant(icons_[int(t.piece) & 15]) : QVariant();
    case Qt::TextAlignmentRole:
        return column >= MaterialCol && column <= TotalCol ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                                           : QVariant();
    case Qt::ForegroundRole: {
        if (!stepping_)
            return {};
        const bool m = materialIn_[std::size_t(i)], tb = tableIn_[std::size_t(i)];
        const bool in = column == MaterialCol ? m : column == TableCol || column >= TableMgCol ? tb : m || tb;
        return in ? QVariant() : QVariant(QColor(0x9A, 0x9A, 0x9A));
    }
    case Qt::FontRole: {
        if (i != current_)
            return {};
        QFont f;
        f.setBold(true);
        return f;
    }
    case Qt::ToolTipRole: {
        QString tip = tr("%1 on %2 (its square in White's table: %3)\nmaterial %4, square value %5")
                          .arg(pieceWordsQ(t.piece), sq(t.square), sq(t.tableSquare), plainValue(t.material),
                              signedValue(t.positional));
        if (tapered)
            tip += tr("\nmixed for the phase (%1/%2 middle game) from middle game %3 %4 and end game %5 %6")
                       .arg(e_.phase)
                       .arg(e_.phaseMax)
                       .arg(plainValue(t.materialMg), signedValue(t.positionalMg), plainValue(t.materialEg),
                           signedValue(t.positionalEg));
        return tip;
    }
    default:
        return {};
    }
}

bool ExplanationSortModel::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    if (!left.parent().isValid()) // the side rows: White first, whichever the order
        return sortOrder() == Qt::AscendingOrder ? left.row() < right.row() : left.row() > right.row();
    const QVariant a = left.data(ExplanationModel::SortRole), b = right.data(ExplanationModel::SortRole);
    if (a.isValid() && b.isValid())
        return a.toInt() < b.toInt();
    return left.data().toString() < right.data().toString();
}

} // namespace kdui
