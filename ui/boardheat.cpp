#include "boardheat.h"

#include "format.h"
#include "modellibrary.h"

#include <QAction>
#include <QActionGroup>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QMenu>
#include <QPainter>
#include <QSettings>

#include <algorithm>

namespace kdui {

namespace {

constexpr const char* MODE_KEYS[] = {"off", "pointer", "pawn", "knight", "bishop", "rook", "queen", "king"};

} // namespace

BoardHeat::BoardHeat(ModelLibrary* models, QObject* parent) : QObject(parent), models_(models)
{
    connect(models_, &ModelLibrary::changed, this, &BoardHeat::recompute);
}

QString BoardHeat::modeName(Mode m)
{
    switch (m) {
    case Off:
        return tr("Off");
    case Pointer:
        return tr("Piece under the mouse");
    case Pawn:
    case Knight:
    case Bishop:
    case Rook:
    case Queen:
    case King:
        return tr("%1 table").arg(pieceName(kd::PieceType(m - Pawn + kd::PAWN)));
    }
    return {};
}

void BoardHeat::setMode(Mode mode)
{
    if (mode < Off || mode > King)
        mode = Off;
    if (mode == mode_)
        return;
    mode_ = mode;
    recompute();
    emit modeChanged(mode_);
}

void BoardHeat::setPosition(const kd::Position& pos)
{
    position_ = pos;
    recompute();
}

void BoardHeat::setPointer(kd::Square s)
{
    if (s == pointer_)
        return;
    pointer_ = s;
    if (mode_ == Pointer)
        recompute();
}

void BoardHeat::setSelection(kd::Square s)
{
    if (s == selection_)
        return;
    selection_ = s;
    if (mode_ == Pointer)
        recompute();
}

void BoardHeat::recompute()
{
    kd::Piece piece = kd::NO_PIECE;
    if (mode_ == Pointer) {
        // The piece picked up wins over the one under the mouse.
        for (kd::Square s : {selection_, pointer_})
            if (s != kd::SQ_NONE && position_.pieceOn(s) != kd::NO_PIECE) {
                piece = position_.pieceOn(s);
                break;
            }
    } else if (mode_ >= Pawn) {
        // A chosen piece type: as the side to move reads it.
        piece = kd::makePiece(position_.sideToMove(), kd::PieceType(mode_ - Pawn + kd::PAWN));
    }

    QMap<kd::Square, QColor> fills;
    HeatLegend legend;
    heatPiece_ = piece == kd::NO_PIECE ? kd::NO_PIECE_TYPE : kd::typeOf(piece);
    if (piece != kd::NO_PIECE) {
        const kd::EvalTables& t = *models_->tables();
        const kd::EvalModel& m = t.model();
        const int phase = t.phase(position_);
        // What the piece gets on each square now: its table at the position's phase.
        const auto values = heatValues(t, kd::typeOf(piece), kd::colorOf(piece), phase, false);
        heatValues_ = values;
        const int scale = heatScale(values);
        // The board keeps its own square colours in either theme: the light palette's hues.
        fills = kdui::boardHeat(values, scale, HeatPalette::light());
        legend.visible = true;
        legend.scale = scale;
        legend.title
            = (kd::colorOf(piece) == kd::WHITE ? tr("White %1") : tr("Black %1")).arg(pieceWord(kd::typeOf(piece)));
        switch (m.kind) {
        case kd::PhaseKind::Tapered:
            legend.title += tr(" · blended at phase %1/%2").arg(phase).arg(m.phaseMax);
            break;
        case kd::PhaseKind::Switch:
            legend.title += phase == 0 ? tr(" · end-game table") : tr(" · middle-game table");
            break;
        case kd::PhaseKind::Single:
            break;
        }
    }
    if (fills != fills_) {
        fills_ = fills;
        emit fillsChanged(fills_);
    }
    if (!(legend == legend_)) {
        legend_ = legend;
        emit legendChanged(legend_);
    }
}

QString BoardHeat::describe(kd::Square s) const
{
    if (heatPiece_ == kd::NO_PIECE_TYPE || s == kd::SQ_NONE)
        return {};
    return tr("%1 table %2").arg(pieceWord(heatPiece_), signedValue(heatValues_[s]));
}

QMenu* BoardHeat::createMenu(QWidget* parent)
{
    auto* menu = new QMenu(tr("Board &heat"), parent);
    menu->setToolTipsVisible(true);
    auto* group = new QActionGroup(menu);
    for (int m = Off; m <= King; ++m) {
        QAction* a = menu->addAction(modeName(Mode(m)));
        a->setCheckable(true);
        a->setChecked(m == mode_);
        a->setData(m);
        a->setObjectName(QStringLiteral("boardHeat_%1").arg(QString::fromLatin1(MODE_KEYS[m])));
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, m] { setMode(Mode(m)); });
        if (m == Off)
            menu->addSeparator();
    }
    connect(this, &BoardHeat::modeChanged, menu, [group](Mode mode) {
        for (QAction* a : group->actions())
            a->setChecked(a->data().toInt() == int(mode));
    });
    return menu;
}

void BoardHeat::saveSettings(QSettings& s) const
{
    s.setValue(QStringLiteral("boardHeat/mode"), QString::fromLatin1(MODE_KEYS[mode_]));
}

void BoardHeat::restoreSettings(QSettings& s)
{
    const QString key = s.value(QStringLiteral("boardHeat/mode")).toString();
    Mode mode = Off;
    for (int m = Off; m <= King; ++m)
        if (key == QLatin1String(MODE_KEYS[m]))
            mode = Mode(m);
    setMode(mode);
}

// --- HeatLegendBar ------------------------------------------------------------------------------

namespace {

constexpr int BAR_HEIGHT = 22;

} // namespace

HeatLegendBar::HeatLegendBar(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setFixedHeight(BAR_HEIGHT);
    setVisible(false);
}

void HeatLegendBar::setLegend(const HeatLegend& legend)
{
    legend_ = legend;
    setVisible(legend.visible);
    setToolTip(legend.visible ? tr("%1: orange is bad for the piece, blue good; full colour at %2 and %3")
                                    .arg(legend.title, signedValue(-legend.scale), signedValue(legend.scale))
                              : QString());
    update();
}

QSize HeatLegendBar::sizeHint() const { return {320, BAR_HEIGHT}; }

QSize HeatLegendBar::minimumSizeHint() const { return {120, BAR_HEIGHT}; }

HeatLegendBar::Parts HeatLegendBar::parts() const
{
    Parts out;
    const QFontMetricsF fm(font());
    out.lowText = signedValue(-legend_.scale);
    out.highText = signedValue(legend_.scale);
    const QRectF area = QRectF(rect()).adjusted(4, 2, -4, -2);
    const double lowW = std::ceil(fm.horizontalAdvance(out.lowText)) + 1;
    const double highW = std::ceil(fm.horizontalAdvance(out.highText)) + 1;
    const double gap = 6;
    // The scale at the right, its bar from 32 to 160 px; the title takes what is left, in the
    // shortest of its forms that fits ("blended at phase 14/24" → "phase 14/24") before it is cut.
    const double fixed = lowW + highW + 8 + gap;
    QString title = legend_.title;
    if (fm.horizontalAdvance(title) + 1 > area.width() - fixed - 32)
        title.replace(tr("blended at phase"), tr("phase"));
    const double titleNatural = std::ceil(fm.horizontalAdvance(title)) + 1;
    const double barW = std::clamp(area.width() - titleNatural - fixed, 32.0, 160.0);
    const double scaleW = lowW + 4 + barW + 4 + highW;
    const double titleW = std::max(0.0, area.width() - scaleW - gap);
    out.title = QRectF(area.left(), area.top(), titleW, area.height());
    out.titleText = fm.elidedText(title, Qt::ElideRight, titleW);
    const double x = area.right() - scaleW;
    out.low = QRectF(x, area.top(), lowW, area.height());
    out.bar = QRectF(out.low.right() + 4, area.center().y() - 4, barW, 8);
    out.high = QRectF(out.bar.right() + 4, area.top(), highW, area.height());
    return out;
}

void HeatLegendBar::paintEvent(QPaintEvent*)
{
    if (!legend_.visible)
        return;
    QPainter p(this);
    const Parts at = parts();
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(at.title, Qt::AlignLeft | Qt::AlignVCenter, at.titleText);
    p.drawText(at.low, Qt::AlignRight | Qt::AlignVCenter, at.lowText);
    p.drawText(at.high, Qt::AlignLeft | Qt::AlignVCenter, at.highText);
    // The board's fills use the light palette's hues in either theme: so does their legend.
    const HeatPalette pal = HeatPalette::light();
    QLinearGradient g(at.bar.topLeft(), at.bar.topRight());
    for (int i = 0; i <= 20; ++i)
        g.setColorAt(i / 20.0, pal.color(-100 + i * 10, 100));
    p.fillRect(at.bar, g);
    p.setPen(palette().color(QPalette::Mid));
    p.setBrush(Qt::NoBrush);
    p.drawRect(at.bar.adjusted(-0.5, -0.5, 0.5, 0.5));
}

} // namespace kdui
