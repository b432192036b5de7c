// The inspector's Compare tab: the inspected position under a second model, piece by piece, with
// the differences. Kings are compared without their material: a model may give the king a huge
// value (simplified: 20,000 centipawns) that cancels in its own score but would swamp every
// difference; only the kings' square values are compared, and a note says so. A model with terms
// compares each piece's whole value (table and terms) and adds the side to move's tempo as a row.
#pragma once

#include "eval/evaluate.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QTreeWidget;

namespace kdui {

class ModelLibrary;

class ComparePage : public QWidget {
    Q_OBJECT

public:
    ComparePage(ModelLibrary* models, QWidget* parent = nullptr);

    // The model compared with, by the ModelLibrary's index.
    void setCompareModel(int index);
    int compareModel() const { return index_; }
    // The position and the model in play (its display name and its explanation of the position).
    void setPosition(const kd::Position& pos, const kd::Explanation& inPlay, const QString& nameInPlay);
    void modelsChanged(); // a model may have been edited: rebuild the compared tables at the next fill
    QTreeWidget* table() const { return table_; }
    QString summary() const;
    QString note() const;

private:
    void fillBox();
    void fill();

    ModelLibrary* models_;
    int index_ = -1;
    std::shared_ptr<const kd::EvalTables> tables_;
    kd::Position position_;
    kd::Explanation inPlay_;
    QString nameInPlay_;
    QComboBox* box_;
    QTreeWidget* table_;
    QLabel* summary_;
    QLabel* note_;
};

} // namespace kdui
