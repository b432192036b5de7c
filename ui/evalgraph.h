// EvalGraph: the evaluation of every position of the game, from White's side, as a filled line
// (white above zero, dark below, as on an analysis board). Each ply plots the engine's search score
// where the engine searched that position (orange dots, "engine search"), and otherwise its quiet
// estimate (the quiescence search's score, kd::quiescenceScore(): the static score once pending
// captures are played out, so an exchange does not read as a blunder half way). Where an external
// analyser (a UCI engine in analysis mode) scored a position, its score is a second curve (purple,
// a dot per scored ply, gaps where it has none), so a user sees where the model and a strong engine
// disagree (evaluations read from a PGN's [%eval] comments draw the same curve). Moves a review
// marked as inaccuracy, mistake or blunder have a coloured ring. A legend names them. The viewed ply is marked;
// clicking a point asks to view that ply. The same painting exports to PNG.
#pragma once

#include <QImage>
#include <QPixmap>
#include <QVector>
#include <QWidget>

#include <optional>

namespace kdui {

// The colour of a review's mark, int(kd::Judgement): 1 inaccuracy yellow, 2 mistake orange, 3 blunder red.
QColor reviewMarkColor(int mark);

class EvalGraph : public QWidget {
    Q_OBJECT

public:
    struct Point {
        int staticWhite = 0; // centipawns, White's side (the tooltip's "static")
        int quietWhite = 0; // the quiet estimate, White's side (may be a mate score)
        std::optional<int> searchWhite; // the engine's score there, if it searched (may be a mate score)
        std::optional<int> analyserWhite; // the external analyser's score there, if any (may be a mate score)
        // The move into this ply as a review judged it: 0 none, 1 inaccuracy, 2 mistake, 3 blunder
        // (drawn as a yellow, orange or red ring on the curve).
        int mark = 0;
        int plotted() const { return searchWhite ? *searchWhite : quietWhite; } // what the curve shows
        bool operator==(const Point&) const = default;
    };

    explicit EvalGraph(QWidget* parent = nullptr);

    // One point per ply, 0 (the start) to the last position; `current` is the ply shown.
    void setPoints(const QVector<Point>& points, int current);
    const QVector<Point>& points() const { return points_; }
    int current() const { return current_; }
    // The external analyser, as the legend and the tooltip name it ("Stockfish 15.1").
    void setAnalyserName(const QString& name);
    QString analyserName() const { return analyserName_; }
    QString toolTipAt(int ply) const; // what hovering that ply shows

    // Where a ply's plotted point is drawn, and the ply nearest to a widget point (-1: none).
    QPointF pointPos(int ply) const;
    int plyAt(QPointF pos) const;
    int range() const { return range_; } // the centipawns at the top and bottom edges

    QImage render(QSize size) const;
    QString exportPng(const QString& path, QSize size = {1200, 360}) const; // an error, or ""

    QSize sizeHint() const override { return {400, 130}; }
    QSize minimumSizeHint() const override { return {160, 64}; }
    // Its preferred height whatever the width. Declared so that, as a tab page, it counts in the
    // tab widget's height-for-width like the other pages (a page without one made the tabs measure
    // by their plain size hint, the tallest page's, and the panel scroll while the graph was shown).
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int) const override { return sizeHint().height(); }

signals:
    void plyClicked(int ply);
    void exportRequested(); // the context menu's "Export graph as PNG…"

protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent*) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    QRectF plotRect(QSizeF size) const;
    QPointF pointIn(const QRectF& plot, int ply, int value) const;
    void paint(QPainter& p, QSizeF size, const QPalette& palette) const;
    void paintBase(QPainter& p, QSizeF size, const QPalette& palette) const; // all but the marks
    void paintMarks(QPainter& p, QSizeF size) const; // the viewed ply and the hovered one

    QVector<Point> points_;
    int current_ = 0;
    int hover_ = -1;
    int range_ = 200; // from the points, set with them
    QString analyserName_;
    // The base picture, drawn again only when the points, analyser name, size, palette or unit change: moving the
    // viewed ply or hovering repaints just the marks on top.
    mutable QPixmap cache_;
    mutable QString cacheKey_;
};

} // namespace kdui
