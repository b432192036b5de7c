#include "inspectormodel.h"

#include "core/notation.h"
#include "format.h"
#include "heatmap.h"
#include "inspectortext.h"
#include "pieceset.h"

#include <QApplication>
#include <QFont>
#include <QPixmap>
#include <QStyle>

#include <algorithm>
#include <cstdlib>

namespace kdui {

using namespace kd;

namespace {

constexpr quintptr SIDE_ID = 0; // a side row's internal id; a piece row's is its side + 1

QString sq(Square s) { return QString::fromStdString(squareName(s)); }

QString pieceWordsQ(Piece pc)
{
    return (colorOf(pc) == WHITE ? QObject::tr("White ") : QObject::tr("Black ")) + pieceWord(typeOf(pc));
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
    for (auto& side : sideFamily_)
        std::fill(std::begin(side), std::end(side), 0);
    for (int i = 0; i < int(e_.pieces.size()); ++i) {
        const PieceTerm& t = e_.pieces[std::size_t(i)];
        rows_[colorOf(t.piece)].push_back(i);
        for (int c = TableCol; c < TotalCol; ++c)
            sideFamily_[colorOf(t.piece)][c] += familyValue(t, c);
        barScale_ = std::max(barScale_, std::abs(t.positional));
        QIcon& icon = icons_[int(t.piece) & 15];
        if (icon.isNull())
            icon = QIcon(pieceSet().pixmap(t.piece, iconSide, dpr));
    }
    for (int i = 0; i < int(e_.sideTerms.size()); ++i)
        rows_[e_.sideTerms[std::size_t(i)].side].push_back(-1 - i);
    stepping_ = false;
    currentSide_ = -1;
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

void ExplanationModel::setStep(std::vector<char> materialIn, std::vector<char> tableIn, int current, int white,
    int black, std::vector<char> sideIn, int currentSide)
{
    stepping_ = true;
    materialIn_ = std::move(materialIn);
    tableIn_ = std::move(tableIn);
    sideIn_ = std::move(sideIn);
    sideIn_.resize(e_.sideTerms.size(), 0);
    current_ = current;
    currentSide_ = currentSide;
    running_[WHITE] = white;
    running_[BLACK] = black;
    emitAllChanged();
}

void ExplanationModel::clearStep()
{
    stepping_ = false;
    current_ = -1;
    currentSide_ = -1;
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

QModelIndex ExplanationModel::sideTermIndex(int sideTerm, int column) const
{
    if (sideTerm < 0 || sideTerm >= int(e_.sideTerms.size()))
        return {};
    const Color c = e_.sideTerms[std::size_t(sideTerm)].side;
    const auto& rows = rows_[c];
    const auto it = std::find(rows.begin(), rows.end(), -1 - sideTerm);
    return it == rows.end() ? QModelIndex() : index(int(it - rows.begin()), column, sideIndex(c));
}

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

int ExplanationModel::familyColumn(TermFamily f)
{
    if (f == FAMILY_TABLE)
        return TableCol;
    return f == FAMILY_TEMPO ? -1 : MobilityCol + (int(f) - FAMILY_MOBILITY);
}

int ExplanationModel::familyValue(const PieceTerm& t, int column)
{
    int v = 0;
    for (int k = 0; k < TERM_KIND_NB; ++k)
        if (familyColumn(termFamily(TermKind(k))) == column)
            v += t.terms[std::size_t(k)];
    return v;
}

namespace {

bool familyApplies(const PieceTerm& t, int column)
{
    for (int k = 0; k < TERM_KIND_NB; ++k)
        if (t.has(TermKind(k)) && ExplanationModel::familyColumn(termFamily(TermKind(k))) == column)
            return true;
    return false;
}

// A bold font for the side rows and the step's current row (no font otherwise: the view's own).
QVariant boldFont(bool on)
{
    if (!on)
        return {};
    QFont f;
    f.setBold(true);
    return f;
}

bool isNumberColumn(int column)
{
    return column >= ExplanationModel::MaterialCol && column <= ExplanationModel::TotalCol;
}

} // namespace

QVariant ExplanationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    const bool terms = e_.hasTerms;
    if (role == Qt::DisplayRole) {
        switch (section) {
        case PieceCol:
            return tr("Piece");
        case SquareCol:
            return tr("Square");
        case MaterialCol:
            return squareInPiece_ || terms ? tr("Mat.") : tr("Material");
        case TableCol:
            return terms ? tr("Table") : squareInPiece_ ? tr("Square") : tr("Square value");
        case TableMgCol:
            return tr("Middle");
        case TableEgCol:
            return tr("End");
        case MobilityCol:
            return squareInPiece_ ? tr("Mob.") : tr("Mobility");
        case PawnsCol:
            return squareInPiece_ ? tr("Pwn.") : tr("Pawns");
        case PiecesCol:
            return squareInPiece_ ? tr("Pcs.") : tr("Pieces");
        case KingCol:
            return tr("King");
        case ThreatsCol:
            return squareInPiece_ ? tr("Thr.") : tr("Threats");
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
        case MobilityCol:
            return tr("Mobility: what the safe squares a knight, bishop, rook or queen can go to are worth");
        case PawnsCol:
            return tr("Pawn structure: passed, doubled, isolated and backward pawns");
        case PiecesCol:
            return tr("Pieces: the bishop pair (shared by the bishops), rooks on open and half-open files");
        case KingCol:
            return tr("King safety: attacks on the enemy king's zone, the own king's pawn shield");
        case ThreatsCol:
            return tr("Threats: the piece is attacked by a pawn or a lesser piece");
        case TotalCol:
            return terms ? tr("What the piece adds to its side: material plus table plus terms")
                         : tr("What the piece adds to its side: material plus square value");
        case BarCol:
            return terms ? tr("Everything but material: its size and sign") : tr("The square value's size and sign");
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole && isNumberColumn(section))
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
    const int row = rows_[side][std::size_t(index.row())];
    return row >= 0 ? pieceData(row, index.column(), role) : sideTermData(-1 - row, index.column(), role);
}

QVariant ExplanationModel::sideData(Color c, int column, int role) const
{
    const SideTotals& totals = c == WHITE ? e_.white : e_.black;
    const int total = stepping_ ? running_[c] : totals.total();
    const bool family = column >= MobilityCol && column < TotalCol;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case PieceCol:
            return c == WHITE ? tr("White") : tr("Black");
        case MaterialCol:
            return plainValue(totals.material);
        case TableCol:
            return signedValue(sideFamily_[c][TableCol]);
        case TotalCol:
            return plainValue(total);
        default:
            return family ? QVariant(signedValue(sideFamily_[c][column])) : QVariant();
        }
    case SortRole:
        switch (column) {
        case PieceCol:
            return int(c);
        case MaterialCol:
            return totals.material;
        case TableCol:
            return sideFamily_[c][TableCol];
        case TotalCol:
            return total;
        default:
            return family ? QVariant(sideFamily_[c][column]) : QVariant();
        }
    case Qt::FontRole:
        return boldFont(true);
    case Qt::TextAlignmentRole:
        return isNumberColumn(column) ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case Qt::ToolTipRole:
        if (stepping_ && column == TotalCol)
            return tr("%1's total so far").arg(c == WHITE ? tr("White") : tr("Black"));
        if (totals.side != 0 && column == TotalCol)
            return tr("Its pieces %1, its tempo %2")
                .arg(plainValue(totals.material + totals.positional), signedValue(totals.side));
        return {};
    default:
        return {};
    }
}

QVariant ExplanationModel::sideTermData(int i, int column, int role) const
{
    const SideTerm& st = e_.sideTerms[std::size_t(i)];
    switch (role) {
    case Qt::DisplayRole:
        return column == PieceCol ? QVariant(sideTermName(st))
            : column == TotalCol  ? QVariant(signedValue(st.value))
                                  : QVariant();
    case SortRole:
        return column == PieceCol ? QVariant(int(e_.pieces.size()) + i)
            : column == TotalCol  ? QVariant(st.value)
                                  : QVariant();
    case SideTermRole:
        return i;
    case Qt::DecorationRole: // the move handing the turn over, as in the Move tab
        return column == PieceCol ? QVariant(QApplication::style()->standardIcon(QStyle::SP_MediaSkipForward))
                                  : QVariant();
    case Qt::TextAlignmentRole:
        return isNumberColumn(column) ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case Qt::ForegroundRole:
        return !stepping_ || sideIn_[std::size_t(i)] ? QVariant() : QVariant(QColor(0x9A, 0x9A, 0x9A));
    case Qt::FontRole:
        return boldFont(i == currentSide_);
    case Qt::ToolTipRole:
        return sideTermTip(st);
    default:
        return {};
    }
}

QVariant ExplanationModel::pieceData(int i, int column, int role) const
{
    const PieceTerm& t = e_.pieces[std::size_t(i)];
    const bool tapered = e_.kind == PhaseKind::Tapered;
    const bool family = column >= MobilityCol && column < TotalCol;
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
            return signedValue(t.table);
        case TableMgCol:
            return signedValue(t.positionalMg);
        case TableEgCol:
            return signedValue(t.positionalEg);
        case TotalCol:
            return plainValue(t.total());
        default:
            // A family that does not apply to the piece (a pawn's mobility) stays blank.
            return family && familyApplies(t, column) ? QVariant(signedValue(familyValue(t, column))) : QVariant();
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
            return t.table;
        case TableMgCol:
            return t.positionalMg;
        case TableEgCol:
            return t.positionalEg;
        case TotalCol:
            return t.total();
        case BarCol:
            return t.positional;
        default:
            return family ? QVariant(familyValue(t, column)) : QVariant();
        }
    case IndexRole:
        return i;
    case BarRole:
        return column == BarCol ? QVariant(t.positional) : QVariant();
    case Qt::DecorationRole:
        return column == PieceCol ? QVariant(icons_[int(t.piece) & 15]) : QVariant();
    case Qt::TextAlignmentRole:
        return isNumberColumn(column) ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case Qt::ForegroundRole: {
        if (!stepping_)
            return {};
        const bool m = materialIn_[std::size_t(i)], tb = tableIn_[std::size_t(i)];
        const bool in = column == MaterialCol ? m : column == TableCol || column >= TableMgCol ? tb : m || tb;
        return in ? QVariant() : QVariant(QColor(0x9A, 0x9A, 0x9A));
    }
    case Qt::FontRole:
        return boldFont(i == current_);
    case Qt::ToolTipRole: {
        QString tip = tr("%1 on %2 (its square in White's table: %3)\nmaterial %4, %5 %6")
                          .arg(pieceWordsQ(t.piece), sq(t.square), sq(t.tableSquare), plainValue(t.material),
                              e_.hasTerms ? tr("table") : tr("square value"), signedValue(t.table));
        if (tapered)
            tip += tr("\nmixed for the phase (%1/%2 middle game) from middle game %3 %4 and end game %5 %6")
                       .arg(e_.phase)
                       .arg(e_.phaseMax)
                       .arg(plainValue(t.materialMg), signedValue(t.positionalMg), plainValue(t.materialEg),
                           signedValue(t.positionalEg));
        for (int k = TERM_KIND_TABLE + 1; k < TERM_KIND_NB; ++k)
            if (t.has(TermKind(k)))
                tip += QLatin1Char('\n') + termLine(t, TermKind(k));
        if (e_.hasTerms)
            tip += tr("\ntotal %1").arg(plainValue(t.total()));
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
    // A side term (the tempo) is no piece: it stays under the pieces, whichever the order.
    const bool sideL = left.data(ExplanationModel::SideTermRole).isValid();
    const bool sideR = right.data(ExplanationModel::SideTermRole).isValid();
    if (sideL != sideR)
        return (sortOrder() == Qt::AscendingOrder) == sideR;
    const QVariant a = left.data(ExplanationModel::SortRole), b = right.data(ExplanationModel::SortRole);
    if (a.isValid() && b.isValid())
        return a.toInt() < b.toInt();
    return left.data().toString() < right.data().toString();
}

} // namespace kdui
