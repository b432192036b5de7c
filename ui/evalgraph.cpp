#include "evalgraph.h"

#include "core/types.h"
#include "format.h"
#include "gamecontroller.h"
#include "inspectortext.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace kdui {

namespace {

const QColor SEARCH_COLOR {0xE0, 0x7A, 0x1F};
const QColor CURRENT_COLOR {0x2E, 0x5E, 0x8C};
// The external analyser's curve: a purple that reads on the light area and on the dark background.
const QColor ANALYSER_COLOR {0xA0, 0x5C, 0xD6};
constexpr int MIN_RANGE = 200, MAX_RANGE = 1200; // centipawns at the edges

} // namespace

EvalGraph::EvalGraph(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setToolTip(tr("The evaluation of each position, from White's side: the engine's search score where it "
                  "searched (orange dots), otherwise a quiet estimate (the evaluation once the pending captures "
                  "are played out); an analysing engine's score as a purple curve. Click a point to go to that "
                  "position; right-click to export."));
}

void EvalGraph::setPoints(const QVector<Point>& points, int current)
{
    if (points != points_)
        cache_ = QPixmap(); // only the marks move when just the viewed ply changes
    points_ = points;
    current_ = std::clamp(current, 0, std::max(0, int(points_.size()) - 1));
    int r = MIN_RANGE;
    for (const Point& p : points_) {
        if (!kd::isMateScore(p.plotted()))
            r = std::max(r, std::abs(p.plotted()));
        if (p.analyserWhite && !kd::isMateScore(*p.analyserWhite))
            r = std::max(r, std::abs(*p.analyserWhite));
    }
    range_ = std::min(MAX_RANGE, (r + 199) / 200 * 200); // half the range is a whole number of pawns
    update();
}

void EvalGraph::setAnalyserName(const QString& name)
{
    if (name == analyserName_)
        return;
    analyserName_ = name;
    cache_ = QPixmap(); // the legend names it
    update();
}

QRectF EvalGraph::plotRect(QSizeF size) const
{
    const QFontMetricsF fm(font());
    const double left = fm.horizontalAdvance(QStringLiteral("+00.00")) + 8;
    return QRectF(left, 6, std::max(10.0, size.width() - left - 8), std::max(10.0, size.height() - 12));
}

QPointF EvalGraph::pointIn(const QRectF& plot, int ply, int value) const
{
    const int last = std::max(1, int(points_.size()) - 1);
    const int r = range();
    const double v = std::clamp(double(value), double(-r), double(r));
    return {plot.left() + plot.width() * ply / last, plot.center().y() - plot.height() / 2 * v / r};
}

QPointF EvalGraph::pointPos(int ply) const
{
    if (ply < 0 || ply >= points_.size())
        return {};
    return pointIn(plotRect(size()), ply, points_[ply].plotted());
}

int EvalGraph::plyAt(QPointF pos) const
{
    if (points_.isEmpty())
        return -1;
    const QRectF plot = plotRect(size());
    if (pos.x() < plot.left() - 6 || pos.x() > plot.right() + 6)
        return -1;
    const int last = std::max(1, int(points_.size()) - 1);
    const int ply = int(std::lround((pos.x() - plot.left()) / plot.width() * last));
    return std::clamp(ply, 0, int(points_.size()) - 1);
}

void EvalGraph::paint(QPainter& p, QSizeF size, const QPalette& palette) const
{
    paintBase(p, size, palette);
    paintMarks(p, size);
}

void EvalGraph::paintMarks(QPainter& p, QSizeF size) const
{
    if (points_.isEmpty())
        return;
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF plot = plotRect(size);
    const QPointF cur = pointIn(plot, current_, points_[current_].plotted());
    p.setPen(QPen(CURRENT_COLOR, 2));
    p.drawLine(QPointF(cur.x(), plot.top()), QPointF(cur.x(), plot.bottom()));
    p.setPen(QPen(Qt::white, 1.5));
    p.setBrush(CURRENT_COLOR);
    p.drawEllipse(cur, 4.5, 4.5);
    if (hover_ >= 0 && hover_ < points_.size()) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(CURRENT_COLOR, 1.5));
        p.drawEllipse(pointIn(plot, hover_, points_[hover_].plotted()), 6, 6);
    }
}

void EvalGraph::paintBase(QPainter& p, QSizeF size, const QPalette& palette) const
{
    const QRectF plot = plotRect(size);
    const QColor text = palette.color(QPalette::WindowText);
    p.fillRect(plot, QColor(0x40, 0x40, 0x40));
    const double zeroY = plot.center().y();
    const int r = range();

    // Grid: zero and the half ranges, labelled in pawns.
    p.setFont(font());
    for (int v : {r, r / 2, 0, -r / 2, -r}) {
        const double y = zeroY - plot.height() / 2 * v / r;
        p.setPen(QPen(v == 0 ? QColor(0x90, 0x90, 0x90) : QColor(0x60, 0x60, 0x60), 1));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(text);
        p.drawText(QRectF(0, y - 8, plot.left() - 4, 16), Qt::AlignRight | Qt::AlignVCenter,
            v == 0 ? QStringLiteral("0") : scoreText(v));
    }
    if (points_.isEmpty())
        return;

    // The plotted scores: the area between the line and the bottom edge is White's.
    QPolygonF line;
    for (int i = 0; i < points_.size(); ++i)
        line << pointIn(plot, i, points_[i].plotted());
    QPolygonF area = line;
    area << pointIn(plot, int(points_.size()) - 1, -r) << pointIn(plot, 0, -r);
    // The area is filled without antialiasing (its edge is drawn by the line): an antialiased fill
    // of a long path costs milliseconds in the raster engine.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xF2, 0xF2, 0xF2));
    p.drawPolygon(area);
    // A one-pixel cosmetic pen: an antialiased 1.2 px pen made this line cost 5 ms a redraw.
    p.setRenderHint(QPainter::Antialiasing);
    QPen linePen(QColor(0x90, 0x90, 0x90), 1);
    linePen.setCosmetic(true);
    p.setPen(linePen);
    p.setBrush(Qt::NoBrush);
    p.drawPolyline(line);
    p.setPen(QPen(QColor(0x40, 0x40, 0x40), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(plot);

    // Search scores where the engine searched.
    p.setPen(QPen(SEARCH_COLOR.darker(130), 1));
    p.setBrush(SEARCH_COLOR);
    for (int i = 0; i < points_.size(); ++i)
        if (points_[i].searchWhite)
            p.drawEllipse(pointIn(plot, i, *points_[i].searchWhite), 3.5, 3.5);

    // The external analyser's curve: lines between consecutive scored plies, a dot on each.
    bool analysed = false;
    QPen analyserPen(ANALYSER_COLOR, 2);
    analyserPen.setCosmetic(true);
    for (int i = 0; i < points_.size(); ++i) {
        if (!points_[i].analyserWhite)
            continue;
        analysed = true;
        const QPointF at = pointIn(plot, i, *points_[i].analyserWhite);
        if (i + 1 < points_.size() && points_[i + 1].analyserWhite) {
            p.setPen(analyserPen);
            p.drawLine(at, pointIn(plot, i + 1, *points_[i + 1].analyserWhite));
        }
        p.setPen(QPen(ANALYSER_COLOR.darker(140), 1));
        p.setBrush(ANALYSER_COLOR);
        p.drawEllipse(at, 2.5, 2.5);
    }

    // A review's marks: a ring on the plotted curve, the analyser's where it has one.
    for (int i = 0; i < points_.size(); ++i) {
        if (points_[i].mark <= 0)
            continue;
        const int value = points_[i].analyserWhite ? *points_[i].analyserWhite : points_[i].plotted();
        p.setPen(QPen(reviewMarkColor(points_[i].mark).darker(130), 1.5));
        p.setBrush(reviewMarkColor(points_[i].mark));
        p.drawEllipse(pointIn(plot, i, value), 4.5, 4.5);
    }

    // The legend, top left inside the plot: which curve is which.
    const QFontMetricsF fm(font());
    const QString search = tr("engine search"), quiet = tr("quiet estimate");
    const double h = fm.height();
    const double base = fm.horizontalAdvance(search) + fm.horizontalAdvance(quiet) + 3 * h + 14;
    // The analyser's name, cut short to what the plot has room for.
    QString analyser;
    if (analysed) {
        const QString name = analyserName_.isEmpty() ? tr("analyser") : analyserName_;
        analyser = fm.elidedText(name, Qt::ElideRight, std::max(0.0, plot.width() - 8 - base - h - 14));
    }
    const double extra = analyser.isEmpty() ? 0 : h + 14 + fm.horizontalAdvance(analyser);
    const QRectF box(plot.left() + 4, plot.top() + 3, base + extra, h + 4);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x30, 0x30, 0x30)); // opaque: translucent fills are slow in the raster engine
    p.drawRoundedRect(box, 3, 3);
    double x = box.left() + 5;
    const double cy = box.center().y();
    p.setPen(QPen(SEARCH_COLOR.darker(130), 1));
    p.setBrush(SEARCH_COLOR);
    p.drawEllipse(QPointF(x + 3.5, cy), 3.5, 3.5);
    x += 10;
    p.setPen(Qt::white);
    p.drawText(QRectF(x, box.top(), fm.horizontalAdvance(search) + 2, box.height()), Qt::AlignVCenter, search);
    x += fm.horizontalAdvance(search) + 10;
    p.setPen(QPen(QColor(0xC0, 0xC0, 0xC0), 2));
    p.drawLine(QPointF(x, cy), QPointF(x + h, cy));
    x += h + 4;
    p.setPen(Qt::white);
    p.drawText(QRectF(x, box.top(), fm.horizontalAdvance(quiet) + 2, box.height()), Qt::AlignVCenter, quiet);
    if (analyser.isEmpty())
        return;
    x += fm.horizontalAdvance(quiet) + 10;
    p.setPen(analyserPen);
    p.drawLine(QPointF(x, cy), QPointF(x + h, cy));
    p.setPen(QPen(ANALYSER_COLOR.darker(140), 1));
    p.setBrush(ANALYSER_COLOR);
    p.drawEllipse(QPointF(x + h / 2, cy), 2.5, 2.5);
    x += h + 4;
    p.setPen(Qt::white);
    p.drawText(QRectF(x, box.top(), fm.horizontalAdvance(analyser) + 2, box.height()), Qt::AlignVCenter, analyser);
}

void EvalGraph::paintEvent(QPaintEvent*)
{
    const qreal dpr = devicePixelRatioF();
    // The points and the analyser's name clear the cache when they change (setPoints(),
    // setAnalyserName()); the key holds what changes without them.
    const QString key = QStringLiteral("%1x%2@%3 %4 %5 %6")
                            .arg(width())
                            .arg(height())
                            .arg(dpr)
                            .arg(palette().cacheKey())
                            .arg(int(scoreUnit()))
                            .arg(analyserName_);
    if (cache_.isNull() || key != cacheKey_) {
        cache_ = QPixmap((QSizeF(size()) * dpr).toSize());
        cache_.setDevicePixelRatio(dpr);
        cache_.fill(palette().color(QPalette::Window));
        QPainter base(&cache_);
        paintBase(base, size(), palette());
        cacheKey_ = key;
    }
    QPainter p(this);
    p.drawPixmap(0, 0, cache_);
    paintMarks(p, size());
}

QImage EvalGraph::render(QSize size) const
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(palette().color(QPalette::Window));
    QPainter p(&image);
    paint(p, size, palette());
    return image;
}

QString EvalGraph::exportPng(const QString& path, QSize size) const
{
    if (!render(size).save(path, "PNG"))
        return tr("Could not write %1.").arg(path);
    return {};
}

void EvalGraph::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const int ply = plyAt(event->position());
    if (ply >= 0)
        emit plyClicked(ply);
}

void EvalGraph::mouseMoveEvent(QMouseEvent* event)
{
    const int ply = plyAt(event->position());
    if (ply != hover_) {
        hover_ = ply;
        update();
    }
    if (ply < 0) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(event->globalPosition().toPoint(), toolTipAt(ply), this);
}

QColor reviewMarkColor(int mark)
{
    switch (mark) {
    case 1:
        return {0xD4, 0xA8, 0x00}; // inaccuracy: yellow
    case 2:
        return {0xE0, 0x7A, 0x10}; // mistake: orange
    default:
        return {0xD0, 0x28, 0x1E}; // blunder: red
    }
}

QString EvalGraph::toolTipAt(int ply) const
{
    if (ply < 0 || ply >= points_.size())
        return {};
    const Point& pt = points_[ply];
    const QString curve = pt.searchWhite ? tr("engine search") : tr("quiet estimate");
    QString text = tr("Ply %1: %2 %3").arg(ply).arg(curve, scoreText(pt.plotted()));
    text += tr(" (static evaluation %1)").arg(signedValue(pt.staticWhite));
    if (pt.mark > 0) {
        const QString marks[] = {tr("an inaccuracy"), tr("a mistake"), tr("a blunder")};
        text += QLatin1Char('\n') + tr("The move into it: %1").arg(marks[std::min(pt.mark, 3) - 1]);
    }
    if (!pt.analyserWhite)
        return text;
    const QString name = analyserName_.isEmpty() ? tr("analyser") : analyserName_;
    const int a = *pt.analyserWhite;
    text += QLatin1Char('\n') + tr("%1: %2").arg(name, scoreText(a));
    // A mate is named by its score, never subtracted as if it were pawns.
    if (!kd::isMateScore(a) && !kd::isMateScore(pt.plotted()) && a != pt.plotted())
        text += tr(", %1 more than the %2").arg(differenceWords(pt.plotted(), a), curve);
    else if (!kd::isMateScore(a) && a == pt.plotted())
        text += tr(", as the %1").arg(curve);
    return text;
}

void EvalGraph::leaveEvent(QEvent*)
{
    hover_ = -1;
    update();
}

void EvalGraph::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu menu(this);
    menu.addAction(tr("Export graph as PNG…"), this, &EvalGraph::exportRequested);
    menu.exec(event->globalPos());
}

} // namespace kdui
