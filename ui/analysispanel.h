// AnalysisPanel: analysis mode in the game column. A row of controls (the engines: Kandinsky, an
// external engine, or both side by side; the number of lines, 1 to 5; stop / go), then one block per
// analyser: its name in its arrow colour, depth and speed (or what went wrong, with a Restart
// button), and its lines as a table of score, depth and moves in SAN (AnalysisLinesModel). A line's
// first move can be played by double-clicking it. Every part has a fixed height for the number of
// lines chosen, so lines arriving never move anything. Under them, when an opening book is in use,
// the book's moves for the viewed position with their share of its weight, each a link that plays it.
#pragma once

#include "gamecontroller.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeView;

namespace kdui {

class Analyser;
class Analysis;
class FitLabel;

// One analyser's lines: a row per MultiPV rank.
class AnalysisLinesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { ScoreCol, DepthCol, LineCol, COL_NB };

    using QAbstractTableModel::QAbstractTableModel;
    void setLines(const QVector<EngineLine>& lines);
    const QVector<EngineLine>& lines() const { return lines_; }
    // The score unit changed: the scores are written again.
    void refreshUnit();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<EngineLine> lines_;
};

// One analyser: header and lines.
class AnalyserView : public QWidget {
    Q_OBJECT

public:
    AnalyserView(Analyser* analyser, const QColor& color, QWidget* parent = nullptr);

    Analyser* analyser() const { return analyser_; }
    AnalysisLinesModel* model() const { return model_; }
    QTreeView* view() const { return view_; }
    QString headerText() const; // name, depth and speed, as shown
    QLabel* statsLabel() const;
    QString errorText() const; // empty unless the analyser failed
    QPushButton* restartButton() const { return restart_; }
    void setRows(int rows); // the fixed height: this many lines
    void refresh();

signals:
    void moveChosen(kd::Move move); // a line double-clicked: its first move

private:
    QPointer<Analyser> analyser_;
    QLabel* name_;
    FitLabel* stats_; // depth and speed in full when they fit, else a short form
    QLabel* error_;
    QPushButton* restart_;
    QTreeView* view_;
    AnalysisLinesModel* model_;
};

class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    // engines: the external engines offered beside Kandinsky, by display name.
    explicit AnalysisPanel(Analysis* analysis, QWidget* parent = nullptr);

    // The external engines offered (their display names, in the engine manager's order).
    void setEngineNames(const QStringList& names);
    // The choice shown: -1 for Kandinsky alone, else an external engine's index, with or without
    // Kandinsky beside it.
    void setChoice(int external, bool withKandinsky);
    int externalChoice() const;
    bool withKandinsky() const;

    QComboBox* engineBox() const { return engines_; }
    QSpinBox* linesBox() const { return lines_; }
    QPushButton* goButton() const { return go_; }
    QList<AnalyserView*> views() const { return views_; }
    QLabel* bookLabel() const { return book_; }
    void refreshUnit();

    QSize sizeHint() const override;

signals:
    // The user chose other engines: -1 (none) or an external engine's index, and whether
    // Kandinsky analyses too.
    void enginesChosen(int external, bool withKandinsky);
    void moveChosen(kd::Move move);
    void manageEngines(); // "Engines…" in the engine list

private:
    void rebuild(); // one view per analyser
    void refreshBook(); // the book's moves for the viewed position (hidden without a book)
    void syncGo();

    Analysis* analysis_;
    QComboBox* engines_;
    QSpinBox* lines_;
    QPushButton* go_;
    QWidget* viewsBox_;
    QLabel* book_;
    QList<AnalyserView*> views_;
    QStringList engineNames_;
};

} // namespace kdui
