#include "heatmapterms.h"

#include "flowlayout.h"
#include "format.h"
#include "heatmap.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>

namespace kdui {

namespace {

constexpr kd::TermId BAR_TERMS[] = {kd::TERM_MOBILITY_KNIGHT, kd::TERM_MOBILITY_BISHOP, kd::TERM_MOBILITY_ROOK,
    kd::TERM_MOBILITY_QUEEN, kd::TERM_KING_ATTACK, kd::TERM_PAWN_SHIELD, kd::TERM_KING_OPEN_FILES, kd::TERM_PAWN_STORM,
    kd::TERM_CONNECTED_PAWN, kd::TERM_PASSED_FREE, kd::TERM_PASSED_OWN_KING, kd::TERM_PASSED_ENEMY_KING,
    kd::TERM_BISHOP_PAWNS, kd::TERM_KING_PROTECTOR};
constexpr int TITLE_H = 16, AXIS_H = 12;

// The engine's words for its terms (eval/terms.h, TermInfo::words), listed for lupdate.
[[maybe_unused]] const char* const TERM_WORDS[]
    = {QT_TRANSLATE_NOOP("kd::TermInfo", "knight mobility"), QT_TRANSLATE_NOOP("kd::TermInfo", "bishop mobility"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "rook mobility"), QT_TRANSLATE_NOOP("kd::TermInfo", "queen mobility"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "passed pawn"), QT_TRANSLATE_NOOP("kd::TermInfo", "doubled pawn"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "isolated pawn"), QT_TRANSLATE_NOOP("kd::TermInfo", "backward pawn"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "bishop pair"), QT_TRANSLATE_NOOP("kd::TermInfo", "rook on an open file"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "rook on a half-open file"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "attack on the king"), QT_TRANSLATE_NOOP("kd::TermInfo", "pawn shield"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "attacked by a pawn"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "attacked by a minor piece"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "attacked by a rook"), QT_TRANSLATE_NOOP("kd::TermInfo", "tempo"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "connected pawn"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "passed pawn free to advance"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "own king's distance to a passed pawn"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "enemy king's distance to a passed pawn"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "outpost"), QT_TRANSLATE_NOOP("kd::TermInfo", "safe check"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "open files by the king"), QT_TRANSLATE_NOOP("kd::TermInfo", "pawn storm"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "undefended and attacked"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "lone king's distance to the bishop's corner"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "kings' distance, bishop and knight mate"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "own pawns on the bishop's colour"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "minor piece behind a pawn"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "minor piece's distance to its king"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "rook on the seventh rank"),
        QT_TRANSLATE_NOOP("kd::TermInfo", "attacked after a safe pawn push")};

QString words(kd::TermId id)
{
    return QCoreApplication::translate("kd::TermInfo", std::string(kd::TERM_INFO[id].words).c_str());
}

// What a count counts, for the tooltip: "9 safe squares", "12 attack units", "2 pawns", "rank 5".
QString countWords(kd::TermId id, int n)
{
    switch (id) {
    case kd::TERM_KING_ATTACK:
        return QObject::tr("%1 attack units").arg(n);
    case kd::TERM_PAWN_SHIELD:
        return QObject::tr("%1 shield pawns").arg(n);
    case kd::TERM_KING_OPEN_FILES:
        return QObject::tr("%1 open files").arg(n);
    case kd::TERM_PAWN_STORM:
    case kd::TERM_CONNECTED_PAWN:
    case kd::TERM_PASSED_FREE:
        return QObject::tr("a pawn on its rank %1").arg(n + 1);
    case kd::TERM_PASSED_OWN_KING:
    case kd::TERM_PASSED_ENEMY_KING:
        return QObject::tr("a pawn on its rank %1, per square of distance").arg(n + 1);
    case kd::TERM_BN_MATE_CORNER:
        return QObject::tr("the lone king %1 from the corner").arg(n);
    case kd::TERM_BN_MATE_KINGS:
        return QObject::tr("kings %1 squares apart").arg(n);
    case kd::TERM_BISHOP_PAWNS:
        return QObject::tr("%1 own pawns on the bishop's colour").arg(n);
    case kd::TERM_KING_PROTECTOR:
        return QObject::tr("%1 squares from its king").arg(n);
    default:
        return QObject::tr("%1 safe squares").arg(n);
    }
}

// A piece-indexed weight's short name: "pawn threat on knight", "knight outpost", "undefended rook".
QString pieceEntryName(kd::TermId id, const QString& piece)
{
    switch (id) {
    case kd::TERM_THREAT_BY_PAWN:
        return QObject::tr("pawn threat on %1").arg(piece);
    case kd::TERM_THREAT_BY_MINOR:
        return QObject::tr("minor threat on %1").arg(piece);
    case kd::TERM_OUTPOST:
        return QObject::tr("%1 outpost").arg(piece);
    case kd::TERM_SAFE_CHECK:
        return QObject::tr("%1 safe check").arg(piece);
    case kd::TERM_HANGING:
        return QObject::tr("undefended %1").arg(piece);
    case kd::TERM_THREAT_PAWN_PUSH:
        return QObject::tr("push threat on %1").arg(piece);
    case kd::TERM_MINOR_BEHIND_PAWN:
        return QObject::tr("%1 behind a pawn").arg(piece);
    default:
        return QStringLiteral("%1 %2").arg(piece, words(id));
    }
}

bool isDark(const QPalette& palette) { return palette.color(QPalette::Window).lightness() < 128; }

} // namespace

bool showPointToolTip(QWidget* widget, QEvent* event, const std::function<QString(QPoint)>& textAt)
{
    if (event->type() != QEvent::ToolTip)
        return false;
    auto* help = static_cast<QHelpEvent*>(event);
    const QString text = textAt(help->pos());
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(help->globalPos(), text, widget);
    return true;
}

// --- TermBars -----------------------------------------------------------------------------------

TermBars::TermBars(kd::TermId term, QWidget* parent) : QWidget(parent), term_(term)
{
    setObjectName(QStringLiteral("termBars_") + QString::fromLatin1(kd::TERM_INFO[term].key.data()));
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    Q_ASSERT(entries() <= MAX_ENTRIES);
}

void TermBars::setModel(const kd::EvalModel& model)
{
    single_ = model.kind == kd::PhaseKind::Single;
    scale_ = 1;
    for (int st = kd::MG; st < kd::STAGE_NB; ++st)
        for (int i = 0; i < entries(); ++i) {
            values_[st][i] = model.hasTerms ? model.termWeight(kd::Stage(st), term_, i) : 0;
            scale_ = std::max(scale_, std::abs(values_[st][i]));
        }
    update();
}

QSize TermBars::sizeHint() const
{
    // Two bars of at least 2 px per count, and room for the title.
    const int title = fontMetrics().horizontalAdvance(this->title()) + 8;
    return {std::max({title, 150, 8 + entries() * 5}), 96};
}

QString TermBars::title() const
{
    const QString w = words(term_);
    return w.front().toUpper() + w.mid(1);
}

QRectF TermBars::plotRect() const { return QRectF(rect()).adjusted(4, TITLE_H, -4, -AXIS_H); }

QRectF TermBars::barRect(kd::Stage stage, int entry) const
{
    const QRectF plot = plotRect();
    // Zero at the middle when some values are negative, else at the bottom.
    bool negative = false;
    for (int st = kd::MG; st < kd::STAGE_NB; ++st)
        for (int i = 0; i < entries(); ++i)
            negative |= values_[st][i] < 0;
    const double zero = negative ? plot.center().y() : plot.bottom();
    const double range = negative ? plot.height() / 2 : plot.height();
    const double slot = plot.width() / entries();
    const int stages = single_ ? 1 : 2;
    const double w = slot / stages;
    const double x = plot.left() + entry * slot + (single_ ? 0 : int(stage) * w);
    const double h = range * values_[stage][entry] / scale_;
    return QRectF(x, h >= 0 ? zero - h : zero, w, std::abs(h));
}

int TermBars::entryAt(QPointF point) const
{
    const QRectF plot = plotRect().adjusted(0, -TITLE_H, 0, AXIS_H);
    if (!plot.contains(point))
        return -1;
    return std::clamp(int((point.x() - plot.left()) / (plot.width() / entries())), 0, entries() - 1);
}

QString TermBars::toolTipAt(QPointF point) const
{
    const int i = entryAt(point);
    if (i < 0)
        return {};
    if (single_)
        return tr("%1, %2: %3").arg(words(term_), countWords(term_, i), signedValue(values_[kd::MG][i]));
    return tr("%1, %2: middle game %3, end game %4")
        .arg(words(term_), countWords(term_, i), signedValue(values_[kd::MG][i]), signedValue(values_[kd::EG][i]));
}

void TermBars::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const HeatPalette palette = isDark(this->palette()) ? HeatPalette::dark() : HeatPalette::light();
    const QColor text = this->palette().color(QPalette::WindowText);
    QFont small = font();
    small.setPointSizeF(std::max(6.0, font().pointSizeF() * 0.8));
    p.setFont(small);
    p.setPen(text);
    p.drawText(QRectF(0, 0, width(), TITLE_H), Qt::AlignLeft | Qt::AlignVCenter, title());
    const QRectF plot = plotRect();
    // MG in full colour, EG lighter: the heat maps' blue for good, orange for bad.
    for (int st = kd::MG; st < (single_ ? 1 : kd::STAGE_NB); ++st)
        for (int i = 0; i < entries(); ++i) {
            const int v = values_[st][i];
            QColor c = v >= 0 ? palette.good : palette.bad;
            if (st == kd::EG)
                c.setAlphaF(0.5f);
            p.fillRect(barRect(kd::Stage(st), i), c);
        }
    const QRectF zero = barRect(kd::MG, 0);
    const double y = values_[kd::MG][0] >= 0 ? zero.bottom() : zero.top();
    p.setPen(QPen(text, 0.5));
    p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    p.drawText(QRectF(plot.left(), plot.bottom(), plot.width(), AXIS_H), Qt::AlignLeft | Qt::AlignVCenter,
        QStringLiteral("0"));
    p.drawText(QRectF(plot.left(), plot.bottom(), plot.width(), AXIS_H), Qt::AlignRight | Qt::AlignVCenter,
        QString::number(entries() - 1));
    p.drawText(QRectF(plot.left(), 0, plot.width(), TITLE_H), Qt::AlignRight | Qt::AlignVCenter,
        QStringLiteral("±") + plainValue(scale_));
}

bool TermBars::event(QEvent* event)
{
    if (showPointToolTip(this, event, [this](QPoint at) { return toolTipAt(at); }))
        return true;
    return QWidget::event(event);
}

// --- HeatmapTerms -------------------------------------------------------------------------------

HeatmapTerms::HeatmapTerms(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("heatTerms"));
    auto* box = new QVBoxLayout(this);
    box->setContentsMargins(0, 4, 0, 0);
    title_ = new QLabel(tr("<b>Evaluation terms</b> · bars: MG full, EG light"));
    title_->setWordWrap(true);
    box->addWidget(title_);
    auto* flow = new FlowLayout(8);
    for (kd::TermId id : BAR_TERMS) {
        auto* bars = new TermBars(id, this);
        bars_.push_back(bars);
        flow->addWidget(bars);
    }
    box->addLayout(flow);

    // The single and piece-indexed weights: "name  mg / eg" entries that wrap as the panel narrows.
    auto* list = new QWidget(this);
    list->setObjectName(QStringLiteral("heatTermList"));
    auto* flowList = new FlowLayout(2);
    list->setLayout(flowList);
    for (int t = 0; t < kd::TERM_ID_NB; ++t) {
        const auto id = kd::TermId(t);
        const kd::TermInfo& info = kd::TERM_INFO[id];
        if (info.index != kd::TermIndex::Scalar && info.index != kd::TermIndex::Piece)
            continue;
        for (int e = 0; e < info.size; ++e) {
            // Piece-indexed threats named short ("pawn threat on queen"), the full words in the tooltip.
            QString name = words(id);
            QString tip = name;
            if (info.index == kd::TermIndex::Piece) {
                const QString piece = pieceWord(kd::PieceType(kd::termFirstPiece(id) + e));
                tip = QStringLiteral("%1 %2").arg(piece, name);
                name = pieceEntryName(id, piece);
            }
            auto* entry = new QWidget(list);
            auto* line = new QHBoxLayout(entry);
            line->setContentsMargins(0, 0, 12, 0);
            line->setSpacing(6);
            auto* label = new QLabel(name.front().toUpper() + name.mid(1), entry);
            label->setToolTip(tip.front().toUpper() + tip.mid(1));
            auto* value = new QLabel(entry);
            value->setObjectName(QStringLiteral("termValue_%1_%2").arg(QString::fromLatin1(info.key.data())).arg(e));
            value->setToolTip(tr("Middle game / end game"));
            line->addWidget(label);
            line->addStretch(1);
            line->addWidget(value);
            values_.push_back({{id, e}, value});
            flowList->addWidget(entry);
        }
    }
    // One width for all entries, so they line up in columns.
    int widest = 0;
    for (const auto& [key, value] : values_) {
        value->setText(QStringLiteral("−0.00 / −0.00"));
        widest = std::max(widest, value->parentWidget()->sizeHint().width());
    }
    for (const auto& [key, value] : values_)
        value->parentWidget()->setFixedWidth(widest);
    box->addWidget(list);
    // Never wider than the panel: the bars and the list wrap instead.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setVisible(false);
}

void HeatmapTerms::setModel(const kd::EvalModel& model)
{
    setVisible(model.hasTerms);
    for (TermBars* b : bars_)
        b->setModel(model);
    const bool single = model.kind == kd::PhaseKind::Single;
    for (const auto& [key, label] : values_) {
        const int mg = model.hasTerms ? model.termWeight(kd::MG, key.first, key.second) : 0;
        const int eg = model.hasTerms ? model.termWeight(kd::EG, key.first, key.second) : 0;
        label->setText(single ? signedValue(mg) : QStringLiteral("%1 / %2").arg(signedValue(mg), signedValue(eg)));
    }
}

int HeatmapTerms::titleHeight() const { return title_->sizeHint().height() + layout()->contentsMargins().top(); }

TermBars* HeatmapTerms::bars(kd::TermId id) const
{
    for (TermBars* b : bars_)
        if (b->term() == id)
            return b;
    return nullptr;
}

QLabel* HeatmapTerms::valueLabel(kd::TermId id, int entry) const
{
    for (const auto& [key, label] : values_)
        if (key.first == id && key.second == entry)
            return label;
    return nullptr;
}

} // namespace kdui
