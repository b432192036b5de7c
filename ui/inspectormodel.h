// The Breakdown tab's item model: kd::explain() as a tree, two side rows (White, Black) with a
// child row per piece. For a model with terms the table column holds the table entry alone and a
// column per term family (mobility, pawns, pieces, king, threats) holds the rest; the side to move's
// tempo is a row of its own under its side (not a piece), so that the rows add up to the score.
// A model without terms shows the same columns with the family columns hidden by the view. Every number is formatted
// through format.h (the app's one unit); the raw centipawns are in SortRole so sorting and tests read numbers, not
// text. During stepping the model fades the parts not yet added and the side rows show the running totals.
// ExplanationSortModel sorts the pieces within each side and keeps White's group before Black's in
// either order.
#pragma once

#include "eval/evaluate.h"

#include <QAbstractItemModel>
#include <QIcon>
#include <QSortFilterProxyModel>

#include <vector>

namespace kdui {

class ExplanationModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column {
        PieceCol,
        SquareCol,
        MaterialCol,
        TableCol,
        TableMgCol,
        TableEgCol,
        MobilityCol, // the term families, FAMILY_MOBILITY .. FAMILY_THREATS in order
        PawnsCol,
        PiecesCol,
        KingCol,
        ThreatsCol,
        TotalCol,
        BarCol,
        ColumnCount
    };
    // The column of a term family (TableCol for FAMILY_TABLE; -1 for FAMILY_TEMPO, which is a row).
    static int familyColumn(kd::TermFamily f);
    enum Role {
        SortRole = Qt::UserRole, // the number (centipawns) of a cell, or the order of a text cell
        IndexRole, // a piece row: its index in Explanation::pieces
        BarRole, // the bar column: everything but material
        SideTermRole, // a side-term row (the tempo): its index in Explanation::sideTerms
    };

    explicit ExplanationModel(QObject* parent = nullptr);

    void setExplanation(const kd::Explanation& e, int iconSide, qreal devicePixelRatio);
    // Narrow views: the piece column also names the square ("Pawn a2"), and titles are short.
    void setSquareInPieceColumn(bool on);
    const kd::Explanation& explanation() const { return e_; }
    int barScale() const { return barScale_; }

    // Stepping: which pieces' material and table entries count so far, the piece just added (-1:
    // none) and both sides' running totals. clearStep(): everything counts.
    // sideIn: which side terms count so far (empty: none); currentSide: the side term just added.
    void setStep(std::vector<char> materialIn, std::vector<char> tableIn, int current, int white, int black,
        std::vector<char> sideIn = {}, int currentSide = -1);
    void clearStep();

    // The index of a piece (by its index in Explanation::pieces), or of a side row (pieceIndex -1).
    QModelIndex pieceIndex(int piece, int column = PieceCol) const;
    QModelIndex sideIndex(kd::Color c, int column = PieceCol) const;
    // The row of a side term (by its index in Explanation::sideTerms); invalid if none.
    QModelIndex sideTermIndex(int sideTerm, int column = PieceCol) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    void emitAllChanged(); // every row of both sides (the step marks changed)
    QVariant sideData(kd::Color c, int column, int role) const;
    QVariant pieceData(int piece, int column, int role) const;
    QVariant sideTermData(int index, int column, int role) const;
    // A piece's (or a side's) centipawns in a column of a family: its terms of that family.
    static int familyValue(const kd::PieceTerm& t, int column);

    kd::Explanation e_;
    // Per side, in the engine's order: piece indices, then the side terms as -1 - their index.
    std::vector<int> rows_[2];
    int sideFamily_[2][ColumnCount] = {}; // per side, the sum of its pieces' family columns
    QIcon icons_[16];
    int barScale_ = 1;
    bool stepping_ = false;
    bool squareInPiece_ = false;
    std::vector<char> materialIn_, tableIn_, sideIn_;
    int current_ = -1, currentSide_ = -1;
    int running_[2] = {0, 0};
};

// Sorts the piece rows within their side by the clicked column's number (SortRole); the side rows
// keep their order (White first) whichever way the column sorts.
class ExplanationSortModel : public QSortFilterProxyModel {
    Q_OBJECT

public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;
};

} // namespace kdui
