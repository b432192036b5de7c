#include "heatmap.h"

#include "core/notation.h"
#include "format.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHash>
#include <QLinearGradient>
#include <QPainter>
#include <QStaticText>

#include <algorithm>
#include <cmath>

namespace kdui {

namespace {

constexpr double MARGIN = 8; // around the picture
constexpr double GAP = 10; // between tables
constexpr double TITLE_H = 16; // a table's title line
constexpr double CAPTION_H = 20;
constexpr double LEGEND_H = 40; // the bar with its labels
constexpr double NOTE_H = 14; // a line under it for the legend's note

double legendHeight(const HeatScene& scene) { return LEGEND_H + (scene.legendNote.isEmpty() ? 0 : NOTE_H); }

constexpr kd::PieceType PIECES[] = {kd::PAWN, kd::KNIGHT, kd::BISHOP, kd::ROOK, kd::QUEEN, kd::KING};

QColor mix(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
        float(a.greenF() + (b.greenF() - a.greenF()) * t), float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

} // namespace

int heatScale(const std::array<int, kd::SQUARE_NB>& values)
{
    int scale = 1;
    for (int v : values)
        scale = std::max(scale, std::abs(v));
    return scale;
}

std::array<int, kd::SQUARE_NB> heatValues(
    const kd::EvalTables& t, kd::PieceType pt, kd::Color side, int phase, bool withMaterial)
{
    std::array<int, kd::SQUARE_NB> out {};
    const kd::Piece pc = kd::makePiece(side, pt);
    const int material = withMaterial ? t.material(pt, phase) : 0;
    for (kd::Square s = kd::SQ_A1; s <= kd::SQ_H8; ++s)
        out[s] = material + t.positional(pc, s, phase);
    return out;
}

std::array<int, kd::SQUARE_NB> passedValues(const kd::EvalTables& t, kd::Color side, int phase)
{
    std::array<int, kd::SQUARE_NB> out {};
    if (t.hasTerms())
        for (kd::Square s = kd::SQ_A1; s <= kd::SQ_H8; ++s)
            out[s] = t.term(kd::TERM_PASSED_PAWN, kd::relativeSquare(side, s), phase);
    return out;
}

int stagePhase(const kd::EvalModel& m, HeatStage stage, int phase)
{
    switch (stage) {
    case HeatStage::Mg:
        return m.phaseMax;
    case HeatStage::Eg:
        return 0;
    case HeatStage::Blend:
        break;
    }
    return std::clamp(phase, 0, m.phaseMax);
}

// Light: Paul Tol-style blue and ColorBrewer PuOr orange around a near-white middle.
HeatPalette HeatPalette::light()
{
    return {QColor(0x21, 0x66, 0xAC), QColor(0xB3, 0x58, 0x06), QColor(0xF4, 0xF4, 0xF2)};
}
// Dark: the same hues, lighter, around a dark grey middle, so the ends stand out on a dark panel.
HeatPalette HeatPalette::dark()
{
    return {QColor(0x4B, 0x9B, 0xE8), QColor(0xF0, 0x8C, 0x2C), QColor(0x33, 0x35, 0x38)};
}

QColor HeatPalette::color(int value, int scale) const
{
    const double t = std::min(1.0, std::abs(double(value)) / std::max(1, scale));
    // A square-root ramp: small values are visible, the largest still the strongest.
    return mix(neutral, value >= 0 ? good : bad, std::sqrt(t));
}

QColor HeatPalette::textOn(const QColor& fill)
{
    const QRgb c = fill.rgb();
    const int luminance = 2126 * qRed(c) + 7152 * qGreen(c) + 722 * qBlue(c); // of 255 * 10000
    return luminance > 45 * 255 * 100 ? QColor(0x10, 0x10, 0x10) : QColor(0xFA, 0xFA, 0xFA);
}

namespace {

// Each piece type's words, for lupdate and for tr at the time of use: the title, the word inside a
// sentence, and one and several of it (plural messages: each language's own forms by the count).
struct PieceWords {
    const char *title, *word, *one, *many;
};
constexpr PieceWords PIECE_WORDS[] = {
    {QT_TRANSLATE_NOOP("kdui::heatmap", "Pawn"), QT_TRANSLATE_NOOP("kdui::heatmap", "pawn"),
        QT_TRANSLATE_N_NOOP("kdui::heatmap", "%n pawn"), QT_TRANSLATE_N_NOOP("kdui::heatmap", "%n pawns")},
    {QT_TRANSLATE_NOOP("kdui::heatmap", "Knight"), QT_TRANSLATE_NOOP("kdui::heatmap", "knight"),
        QT_TRANSLATE_N_NOOP("kdui::heatmap", "%n knight"), QT_TRANSLATE_N_NOOP("kdui::heatmap", "%n knights")},
    {QT_TRANSLATE_NOOP("kdui::heatmap", "Bishop"), QT_TRANSLATE_NOOP("kdui::heatmap", "bishop"),
        QT_TRANSLATE_N_NOOP("kdui::heatmap", "%n bishop"), QT_TRANSLATE_N_NOOP("kdui::heatmap", "%n bishops")},
    {QT_TRANSLATE_NOOP("kdui::heatmap", "Rook"), QT_TRANSLATE_NOOP("kdui::heatmap", "rook"),
        QT_TRANSLATE_N_NOOP("kdui::heatmap", "%n rook"), QT_TRANSLATE_N_NOOP("kdui::heatmap", "%n rooks")},
    {QT_TRANSLATE_NOOP("kdui::heatmap", "Queen"), QT_TRANSLATE_NOOP("kdui::heatmap", "queen"),
        QT_TRANSLATE_N_NOOP("kdui::heatmap", "%n queen"), QT_TRANSLATE_N_NOOP("kdui::heatmap", "%n queens")},
    {QT_TRANSLATE_NOOP("kdui::heatmap", "King"), QT_TRANSLATE_NOOP("kdui::heatmap", "king"),
        QT_TRANSLATE_N_NOOP("kdui::heatmap", "%n king"), QT_TRANSLATE_N_NOOP("kdui::heatmap", "%n kings")},
};

const PieceWords* wordsOf(kd::PieceType pt)
{
    return pt >= kd::PAWN && pt <= kd::KING ? &PIECE_WORDS[pt - kd::PAWN] : nullptr;
}

QString translated(const char* text, int n = -1)
{
    return QCoreApplication::translate("kdui::heatmap", text, nullptr, n);
}

} // namespace

QString pieceName(kd::PieceType pt) { return wordsOf(pt) ? translated(wordsOf(pt)->title) : QString(); }

QString pieceWord(kd::PieceType pt) { return wordsOf(pt) ? translated(wordsOf(pt)->word) : QString(); }

QString pieceCount(kd::PieceType pt, int n)
{
    return wordsOf(pt) ? translated(n == 1 ? wordsOf(pt)->one : wordsOf(pt)->many, n) : QString();
}

QString stageName(HeatStage stage, int phase, int phaseMax)
{
    switch (stage) {
    case HeatStage::Mg:
        return QCoreApplication::translate("kdui::heatmap", "middle game");
    case HeatStage::Eg:
        return QCoreApplication::translate("kdui::heatmap", "end game");
    case HeatStage::Blend:
        break;
    }
    return QCoreApplication::translate("kdui::heatmap", "phase %1/%2").arg(phase).arg(phaseMax);
}

namespace {

// A table's titles: its name, with the stage when the model has two sets ("Pawn · middle game",
// "Pawn · MG", "P·MG").
void setTitles(
    HeatTable& table, const kd::EvalModel& m, const QString& name, const QString& shortName, const QString& tinyName)
{
    table.title = name;
    table.shortTitle = shortName;
    table.tinyTitle = tinyName;
    if (m.kind == kd::PhaseKind::Single)
        return;
    table.title += QStringLiteral(" · ") + stageName(table.stage, table.phase, m.phaseMax);
    const QString shortStage = table.stage == HeatStage::Mg ? QStringLiteral("MG")
        : table.stage == HeatStage::Eg                      ? QStringLiteral("EG")
                                                            : QStringLiteral("%1/%2").arg(table.phase).arg(m.phaseMax);
    table.shortTitle += QStringLiteral(" · ") + shortStage;
    table.tinyTitle += QStringLiteral("·") + shortStage;
}

} // namespace

HeatScene buildScene(const kd::EvalTables& t, const HeatView& view, const kd::Position* position)
{
    const kd::EvalModel& m = t.model();
    HeatScene scene;
    QVector<HeatStage> stages;
    switch (view.stages) {
    case HeatView::BothStages:
        stages = m.kind == kd::PhaseKind::Single ? QVector<HeatStage> {HeatStage::Mg}
                                                 : QVector<HeatStage> {HeatStage::Mg, HeatStage::Eg};
        break;
    case HeatView::MgOnly:
        stages = {HeatStage::Mg};
        break;
    case HeatView::EgOnly:
        stages = {m.kind == kd::PhaseKind::Single ? HeatStage::Mg : HeatStage::Eg};
        break;
    case HeatView::Blended:
        stages = {HeatStage::Blend};
        break;
    }
    scene.pairs = stages.size() == 2;

    QVector<kd::PieceType> pieces;
    if (view.layout == HeatView::AllPieces)
        pieces = QVector<kd::PieceType>(std::begin(PIECES), std::end(PIECES));
    else
        pieces = {view.piece};

    for (kd::PieceType pt : pieces)
        for (HeatStage stage : stages) {
            HeatTable table;
            table.piece = pt;
            table.stage = stage;
            table.phase = stagePhase(m, stage, view.phase);
            table.values = heatValues(t, pt, view.side, table.phase, view.withMaterial);
            table.scale = heatScale(table.values);
            table.occupied = position ? position->pieces(view.side, pt) : 0;
            table.side = view.side;
            table.material = t.material(pt, table.phase);
            table.withMaterial = view.withMaterial;
            setTitles(table, m, pieceName(pt), pieceName(pt), QString(QLatin1Char(kd::PIECE_TYPE_LETTERS[pt])));
            scene.tables.push_back(table);
        }

    // The passed-pawn term, after the tables: the pawns of the side it applies to now are ringed.
    if (m.hasTerms && (view.layout == HeatView::AllPieces || view.piece == kd::PAWN)) {
        kd::Bitboard passed = 0;
        if (position)
            for (const kd::PieceTerm& pt : kd::explain(*position, t).pieces)
                if (pt.has(kd::TERM_KIND_PASSED) && kd::colorOf(pt.piece) == view.side)
                    passed |= kd::squareBB(pt.square);
        for (HeatStage stage : stages) {
            HeatTable table;
            table.piece = kd::PAWN;
            table.passed = true;
            table.stage = stage;
            table.phase = stagePhase(m, stage, view.phase);
            table.values = passedValues(t, view.side, table.phase);
            table.scale = heatScale(table.values);
            table.occupied = passed;
            table.side = view.side;
            setTitles(table, m, QCoreApplication::translate("kdui::heatmap", "Passed pawn"),
                QCoreApplication::translate("kdui::heatmap", "Passed"),
                QCoreApplication::translate("kdui::heatmap", "PP", "a passed pawn's table, very short"));
            scene.tables.push_back(table);
        }
    }

    // A shared scale: the largest magnitude of all tables. With material included the king's
    // material (the same for both sides, so it never changes a score) would dwarf every other
    // piece: the king keeps its own scale then.
    const bool kingApart = view.withMaterial && pieces.size() > 1;
    if (view.sharedScale) {
        int shared = 1;
        for (const HeatTable& table : scene.tables)
            if (!(kingApart && table.piece == kd::KING))
                shared = std::max(shared, table.scale);
        for (HeatTable& table : scene.tables)
            if (!(kingApart && table.piece == kd::KING))
                table.scale = shared;
        scene.legendScale = shared;
        if (kingApart)
            for (const HeatTable& table : scene.tables)
                if (table.piece == kd::KING)
                    scene.legendNote = QCoreApplication::translate("kdui::heatmap", "king on its own scale (±%1)")
                                           .arg(plainValue(table.scale));
    } else {
        for (HeatTable& table : scene.tables) {
            const QString range = QStringLiteral("  ±") + plainValue(table.scale);
            table.title += range;
            table.shortTitle += range;
        }
        scene.legendScale = 0; // per table
        scene.legendNote
            = QCoreApplication::translate("kdui::heatmap", "each table on its own scale (its ± in the title)");
    }

    const int n = int(scene.tables.size());
    scene.columns = n >= 12 ? 4 : n >= 6 ? 3 : n;

    QString what;
    switch (view.stages) {
    case HeatView::BothStages:
        what = m.kind == kd::PhaseKind::Single
            ? QCoreApplication::translate("kdui::heatmap", "one set of tables")
            : QCoreApplication::translate("kdui::heatmap", "middle game and end game");
        break;
    case HeatView::MgOnly:
    case HeatView::EgOnly:
    case HeatView::Blended:
        what = stageName(scene.tables.front().stage, scene.tables.front().phase, m.phaseMax);
        break;
    }
    scene.caption = QCoreApplication::translate("kdui::heatmap", "%1 · %2 pieces · %3 · %4")
                        .arg(QString::fromStdString(m.name),
                            view.side == kd::WHITE ? QCoreApplication::translate("kdui::heatmap", "White")
                                                   : QCoreApplication::translate("kdui::heatmap", "Black"),
                            what,
                            view.withMaterial ? QCoreApplication::translate("kdui::heatmap", "material + table")
                                              : QCoreApplication::translate("kdui::heatmap", "table only"));
    QString shortWhat;
    switch (view.stages) {
    case HeatView::BothStages:
        shortWhat = m.kind == kd::PhaseKind::Single
            ? QString()
            : QCoreApplication::translate("kdui::heatmap", "MG + EG", "middle game and end game, short");
        break;
    case HeatView::MgOnly:
    case HeatView::EgOnly:
    case HeatView::Blended:
        shortWhat = scene.tables.front().stage == HeatStage::Blend
            ? QStringLiteral("%1/%2").arg(scene.tables.front().phase).arg(m.phaseMax)
            : scene.tables.front().stage == HeatStage::Mg
            ? QCoreApplication::translate("kdui::heatmap", "MG", "middle game, short")
            : QCoreApplication::translate("kdui::heatmap", "EG", "end game, short");
        break;
    }
    QStringList parts {QString::fromStdString(m.name),
        view.side == kd::WHITE ? QCoreApplication::translate("kdui::heatmap", "White")
                               : QCoreApplication::translate("kdui::heatmap", "Black")};
    if (!shortWhat.isEmpty())
        parts << shortWhat;
    if (view.withMaterial)
        parts << QCoreApplication::translate("kdui::heatmap", "+ material");
    scene.shortCaption = parts.join(QStringLiteral(" · "));
    return scene;
}

HeatLayout layoutScene(const HeatScene& scene, const QRectF& area, int columns)
{
    HeatLayout out;
    const int n = std::max(1, int(scene.tables.size()));
    const QRectF inner = area.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN);
    out.caption = QRectF(inner.left(), inner.top(), inner.width(), CAPTION_H);
    out.legend = QRectF(inner.left(), inner.bottom() - legendHeight(scene), inner.width(), legendHeight(scene));
    const QRectF grid(inner.left(), out.caption.bottom(), inner.width(), out.legend.top() - out.caption.bottom());

    auto boardFor = [&](int c) {
        const int r = (n + c - 1) / c;
        const double w = (grid.width() - (c - 1) * GAP) / c;
        const double h = (grid.height() - r * TITLE_H - (r - 1) * GAP) / r;
        return std::floor(std::min(w, h) / 8); // whole-pixel cells
    };
    int bestColumns = columns;
    if (bestColumns <= 0) {
        double best = -1;
        for (int c = 1; c <= n; ++c) {
            if (scene.pairs && c % 2 && c != n)
                continue;
            if (const double cell = boardFor(c); cell > best) {
                best = cell;
                bestColumns = c;
            }
        }
    }
    const int c = std::clamp(bestColumns, 1, n);
    const int r = (n + c - 1) / c;
    out.cell = std::max(1.0, boardFor(c));
    const double side = 8 * out.cell;
    const double usedW = c * side + (c - 1) * GAP;
    const double usedH = r * (TITLE_H + side) + (r - 1) * GAP;
    // Top-aligned and centred across; the legend follows right under the tables.
    const double x0 = std::round(grid.left() + (grid.width() - usedW) / 2);
    const double y0 = std::round(grid.top());
    for (int i = 0; i < n; ++i) {
        const double x = x0 + (i % c) * (side + GAP);
        const double y = y0 + (i / c) * (TITLE_H + side + GAP);
        out.titles.push_back(QRectF(x, y, side, TITLE_H));
        out.boards.push_back(QRectF(x, y + TITLE_H, side, side));
    }
    out.legend.moveTop(std::min(out.legend.top(), y0 + usedH + GAP / 2));
    return out;
}

kd::Square cellAt(const QRectF& board, QPointF point)
{
    if (!board.contains(point) || board.width() <= 0)
        return kd::SQ_NONE;
    const double cell = board.width() / 8;
    const int file = std::clamp(int((point.x() - board.left()) / cell), 0, 7);
    const int rank = 7 - std::clamp(int((point.y() - board.top()) / cell), 0, 7);
    return kd::makeSquare(kd::File(file), kd::Rank(rank));
}

QRectF cellRect(const QRectF& board, kd::Square s)
{
    const double cell = board.width() / 8;
    return QRectF(board.left() + int(kd::fileOf(s)) * cell, board.top() + (7 - kd::rankOf(s)) * cell, cell, cell);
}

namespace {

// A rectangle's outline as four filled strips. Stroking it would run the antialiasing rasteriser
// over the whole rectangle (in Qt's thread pool), many times slower for the same pixels.
void frameRect(QPainter& p, const QRectF& r, const QColor& color, double width = 1)
{
    p.fillRect(QRectF(r.left(), r.top(), r.width(), width), color);
    p.fillRect(QRectF(r.left(), r.bottom() - width, r.width(), width), color);
    p.fillRect(QRectF(r.left(), r.top() + width, width, r.height() - 2 * width), color);
    p.fillRect(QRectF(r.right() - width, r.top() + width, width, r.height() - 2 * width), color);
}

// A quiet line colour: the text colour faded into the background, opaque (blending a translucent
// fill is the slow path too).
QColor frameColor(const HeatPaintOptions& o)
{
    return o.background.alpha() == 255 ? mix(o.text, o.background, 0.55) : o.text;
}

// The laid-out text of a cell value, per pixel size: cells repeat the same few numbers, and a
// prepared QStaticText draws several times faster than laying the text out again each time.
// `fontKey`: textCacheKey() of the font and the unit, computed once per table.
quint32 textCacheKey(const QFont& font, bool compact)
{
    return quint32(qHash(font.key()) * 4 + (scoreUnit() == ScoreUnit::Centipawns) * 2 + compact);
}

const QStaticText& valueText(int value, const HeatCellText& cells, quint32 fontKey)
{
    // Keyed by the whole font (family, size, weight...) and the unit, not just the pixel size: the
    // panel's font and an exported picture's may differ.
    static QHash<quint64, QStaticText> cache;
    const quint64 key = (quint64(fontKey) << 32) | quint32(value);
    auto it = cache.find(key);
    if (it == cache.end()) {
        if (cache.size() > 4096)
            cache.clear();
        QStaticText text(cells.text(value));
        text.setTextFormat(Qt::PlainText);
        text.prepare(QTransform(), cells.font);
        it = cache.insert(key, text);
    }
    return *it;
}

} // namespace

QString HeatCellText::text(int value) const { return compact ? compactValue(value) : signedValue(value); }

HeatCellText heatCellText(const std::array<int, kd::SQUARE_NB>& values, double cell, const QFont& base)
{
    constexpr int MIN_PX = 7, MIN_FULL_PX = 9; // the smallest readable numbers; the full form's
    HeatCellText c;
    c.font = base;
    if (cell < 17)
        return c;
    // One font size for the whole table: a third of the cell, smaller if its widest value (measured
    // in that font) would not fit. The full form ("+0.17", as every other panel) whenever it fits
    // at a readable size; the compact one ("+.17") only where the cell is too narrow for it.
    const double room = cell * 0.9;
    QFont ref = base;
    ref.setPixelSize(std::max(1, int(cell * 0.34)));
    const QFontMetricsF metrics(ref);
    auto sizeFor = [&](QString (*text)(int)) {
        double widest = 1;
        for (int v : values)
            widest = std::max(widest, metrics.horizontalAdvance(text(v)));
        return int(ref.pixelSize() * std::min(1.0, room / widest));
    };
    int px = sizeFor(signedValue);
    if (px < MIN_FULL_PX) {
        c.compact = true;
        px = sizeFor(compactValue);
    }
    c.numbers = px >= MIN_PX;
    c.font.setPixelSize(std::max(MIN_PX, px));
    return c;
}

namespace {

void paintTable(QPainter& p, const HeatTable& table, const QRectF& board, bool hoverHere, kd::Square hover,
    const HeatPaintOptions& o)
{
    const double cell = board.width() / 8;

    // Values in the cells when they fit: one font and one form for the whole table.
    const HeatCellText cells = heatCellText(table.values, cell, p.font());
    const bool numbers = cells.numbers;
    p.setFont(cells.font);
    const quint32 fontKey = textCacheKey(cells.font, cells.compact);
    for (kd::Square s = kd::SQ_A1; s <= kd::SQ_H8; ++s) {
        const QRectF r = cellRect(board, s);
        const QColor fill = o.palette.color(table.values[s], table.scale);
        p.fillRect(r, fill);
        const QColor ink = HeatPalette::textOn(fill);
        if (numbers) {
            p.setPen(ink);
            const QStaticText& text = valueText(table.values[s], cells, fontKey);
            const QSizeF size = text.size();
            p.drawStaticText(
                QPointF(std::round(r.center().x() - size.width() / 2), std::round(r.center().y() - size.height() / 2)),
                text);
        }
        if (table.occupied & kd::squareBB(s)) {
            p.setPen(QPen(ink, std::max(1.5, cell * 0.07)));
            p.setBrush(Qt::NoBrush);
            const double inset = cell * 0.08;
            p.drawEllipse(r.adjusted(inset, inset, -inset, -inset));
        }
    }
    if (cell >= 36) {
        // Coordinates in the corners of the edge cells, as on a board.
        QFont small = p.font();
        small.setPixelSize(int(std::max(8.0, cell * 0.17)));
        p.setFont(small);
        const double pad = cell * 0.06;
        for (int i = 0; i < 8; ++i) {
            const kd::Square file = kd::makeSquare(kd::File(i), kd::RANK_1);
            const kd::Square rank = kd::makeSquare(kd::FILE_A, kd::Rank(i));
            p.setPen(HeatPalette::textOn(o.palette.color(table.values[file], table.scale)));
            p.drawText(cellRect(board, file).adjusted(pad, pad, -pad, -pad), Qt::AlignRight | Qt::AlignBottom,
                QString(QChar(u'a' + i)));
            p.setPen(HeatPalette::textOn(o.palette.color(table.values[rank], table.scale)));
            p.drawText(cellRect(board, rank).adjusted(pad, pad, -pad, -pad), Qt::AlignLeft | Qt::AlignTop,
                QString::number(i + 1));
        }
    }
    frameRect(p, board.adjusted(-1, -1, 1, 1), frameColor(o));
    if (hoverHere && hover != kd::SQ_NONE)
        paintHover(p, board, hover, o);
}

void paintLegend(QPainter& p, const QRectF& area, const HeatPaintOptions& o)
{
    const QRectF bar = legendBar(area);
    QLinearGradient g(bar.topLeft(), bar.topRight());
    for (int i = 0; i <= 20; ++i) {
        const int v = -100 + i * 10;
        g.setColorAt(i / 20.0, o.palette.color(v, 100));
    }
    p.fillRect(bar, g);
    frameRect(p, bar.adjusted(-1, -1, 1, 1), frameColor(o));
    p.setPen(o.text);
    for (int i = 0; i <= 4; ++i) {
        const double x = bar.left() + bar.width() * i / 4;
        p.drawLine(QPointF(x, bar.bottom()), QPointF(x, bar.bottom() + 3));
    }
}

QFont sized(const QFont& base, int px, bool bold = false)
{
    QFont f = base;
    f.setPixelSize(px);
    f.setBold(bold);
    return f;
}

constexpr int CAPTION_PX = 12, TITLE_PX = 11, LEGEND_PX = 10;

// The legend's five labels: from −scale to +scale, or words for per-table scales.
QStringList legendLabels(const HeatScene& scene)
{
    const int s = scene.legendScale;
    if (s > 0)
        return {signedValue(-s), signedValue(-s / 2), QStringLiteral("0"), signedValue(s / 2), signedValue(s)};
    return {QString(MINUS) + QStringLiteral("max"), QString(), QStringLiteral("0"), QString(), QStringLiteral("+max")};
}

// The legend's words, in the language in use when drawn.
QString badWords() { return QCoreApplication::translate("kdui::heatmap", "◀ bad for the piece"); }
QString goodWords() { return QCoreApplication::translate("kdui::heatmap", "good for the piece ▶"); }
QString badShort() { return QCoreApplication::translate("kdui::heatmap", "◀ bad"); }
QString goodShort() { return QCoreApplication::translate("kdui::heatmap", "good ▶"); }

double advance(const QFont& f, const QString& text) { return std::ceil(QFontMetricsF(f).horizontalAdvance(text)) + 1; }

// The narrowest legend that shows all its words and numbers.
double legendMinWidth(const HeatScene& scene, const QFont& base)
{
    const QFont f = sized(base, LEGEND_PX);
    double labels = 0;
    for (const QString& l : legendLabels(scene))
        labels += advance(f, l) + 6;
    const double words = advance(f, badWords()) + advance(f, goodWords()) + 12;
    const double note = scene.legendNote.isEmpty() ? 0 : advance(f, scene.legendNote);
    return std::max({labels, words, note, 160.0});
}

} // namespace

QRectF legendBar(const QRectF& area)
{
    const double width = std::min(area.width(), 380.0);
    return QRectF(area.left() + (area.width() - width) / 2, area.top() + 14, width, 10);
}

QVector<HeatText> sceneTexts(const HeatScene& scene, const HeatLayout& layout, const QFont& base)
{
    QVector<HeatText> out;
    const QFont caption = sized(base, CAPTION_PX, true);
    out.push_back(
        {layout.caption, QFontMetricsF(caption).elidedText(scene.caption, Qt::ElideRight, layout.caption.width()),
            caption, Qt::AlignLeft | Qt::AlignTop});

    // The titles: the longest form that fits every board's width (so all tables read alike: "Pawn ·
    // middle game", "Pawn · MG", "P·MG"), a table that does not fit it taking its next form.
    const QFont title = sized(base, TITLE_PX);
    auto form = [](const HeatTable& t, int level) {
        return level == 0 ? t.title : level == 1 ? t.shortTitle : t.tinyTitle;
    };
    int level = 0;
    for (int i = 0; i < scene.tables.size() && i < layout.titles.size(); ++i)
        while (level < 2 && advance(title, form(scene.tables[i], level)) > layout.titles[i].width() - 1)
            ++level;
    for (int i = 0; i < scene.tables.size() && i < layout.titles.size(); ++i) {
        const HeatTable& t = scene.tables[i];
        const QRectF r = layout.titles[i].adjusted(1, 0, 0, -2);
        int l = level;
        while (l < 2 && advance(title, form(t, l)) > r.width())
            ++l;
        QString text = form(t, l);
        if (advance(title, text) > r.width())
            text = QFontMetricsF(title).elidedText(text, Qt::ElideRight, r.width());
        out.push_back({QRectF(r.left(), r.top(), std::min(r.width(), advance(title, text)), r.height()), text, title,
            Qt::AlignLeft | Qt::AlignBottom});
    }

    // The legend: words above the bar at its ends, numbers under its ticks (the end ones inside the
    // bar's span, so they never leave the picture), the note below.
    const QFont f = sized(base, LEGEND_PX);
    const QRectF area = layout.legend;
    const QRectF bar = legendBar(area);
    const bool roomy = advance(f, badWords()) + advance(f, goodWords()) + 12 <= bar.width();
    const QString bad = roomy ? badWords() : badShort(), good = roomy ? goodWords() : goodShort();
    out.push_back({QRectF(bar.left(), area.top(), advance(f, bad), 13), bad, f, Qt::AlignLeft | Qt::AlignVCenter});
    out.push_back({QRectF(bar.right() - advance(f, good), area.top(), advance(f, good), 13), good, f,
        Qt::AlignRight | Qt::AlignVCenter});
    const QStringList labels = legendLabels(scene);
    for (int i = 0; i <= 4; ++i) {
        if (labels[i].isEmpty())
            continue;
        const double x = bar.left() + bar.width() * i / 4;
        const double w = advance(f, labels[i]);
        const double left = i == 0 ? bar.left() : i == 4 ? bar.right() - w : x - w / 2;
        out.push_back({QRectF(left, bar.bottom() + 3, w, 12), labels[i], f, Qt::AlignCenter});
    }
    if (!scene.legendNote.isEmpty())
        out.push_back({QRectF(area.left(), bar.bottom() + 16, area.width(), NOTE_H),
            QFontMetricsF(f).elidedText(scene.legendNote, Qt::ElideRight, area.width()), f, Qt::AlignCenter});
    return out;
}

void paintHover(QPainter& p, const QRectF& board, kd::Square s, const HeatPaintOptions& options)
{
    frameRect(p, cellRect(board, s), options.text, 2);
}

void paintScene(QPainter& p, const HeatScene& scene, const HeatLayout& layout, const HeatPaintOptions& o)
{
    p.save();
    if (o.background.alpha() > 0)
        p.fillRect(p.window(), o.background);
    const QFont base = p.font();
    for (int i = 0; i < scene.tables.size() && i < layout.boards.size(); ++i)
        paintTable(p, scene.tables[i], layout.boards[i], i == o.hoverTable, o.hoverSquare, o);
    paintLegend(p, layout.legend, o);
    p.setPen(o.text);
    for (const HeatText& t : sceneTexts(scene, layout, base)) {
        p.setFont(t.font);
        p.drawText(t.rect, t.flags, t.text);
    }
    p.restore();
}

QSize exportSize(const HeatScene& scene, int boardPx, const QFont& font)
{
    const int side = std::max(8, boardPx / 8 * 8);
    const int n = std::max(1, int(scene.tables.size()));
    const int c = std::clamp(scene.columns, 1, n);
    const int r = (n + c - 1) / c;
    const double grid = c * side + (c - 1) * GAP;
    const double caption = advance(sized(font, CAPTION_PX, true), scene.caption);
    const double inner
        = std::max({grid, caption, legendMinWidth(scene, font), n > 1 ? 600.0 - 2 * MARGIN : 400.0 - 2 * MARGIN});
    const double w = 2 * MARGIN + inner;
    const double h = 2 * MARGIN + CAPTION_H + r * (TITLE_H + side) + (r - 1) * GAP + GAP / 2 + legendHeight(scene);
    return QSize(int(std::ceil(w)), int(std::ceil(h)));
}

int exportBoardPx(const HeatScene& scene)
{
    const int n = int(scene.tables.size());
    return n >= 12 ? 200 : n >= 6 ? 240 : n >= 2 ? 320 : 400;
}

QMap<kd::Square, QColor> boardHeat(const std::array<int, kd::SQUARE_NB>& values, int scale, const HeatPalette& palette)
{
    QMap<kd::Square, QColor> fills;
    for (kd::Square s = kd::SQ_A1; s <= kd::SQ_H8; ++s) {
        const double t = std::min(1.0, std::abs(double(values[s])) / std::max(1, scale));
        QColor c = values[s] >= 0 ? palette.good : palette.bad;
        c.setAlphaF(float(0.06 + 0.5 * std::sqrt(t)));
        fills.insert(s, c);
    }
    return fills;
}

QImage renderScene(const HeatScene& scene, int boardPx, const HeatPaintOptions& options)
{
    const QSize size = exportSize(scene, boardPx);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(options.background.alpha() > 0 ? options.background : QColor(Qt::transparent));
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    paintScene(p, scene, layoutScene(scene, QRectF(QPointF(0, 0), QSizeF(size)), scene.columns), options);
    p.end();
    return image;
}

} // namespace kdui
