#include "enginepanel.h"

#include "format.h"
#include "gamecontroller.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

namespace kdui {

QString humanCount(quint64 n)
{
    if (n >= 1000000000)
        return QStringLiteral("%1 G").arg(decimal(double(n) / 1e9, 2));
    if (n >= 1000000)
        return QStringLiteral("%1 M").arg(decimal(double(n) / 1e6, 2));
    if (n >= 1000)
        return QStringLiteral("%1 k").arg(decimal(double(n) / 1e3, 1));
    return QString::number(n);
}

QString lineScoreText(const EngineLine& line)
{
    QString score = scoreText(line.scoreWhite);
    if (line.bound == kd::BOUND_LOWER)
        score += QStringLiteral("↑");
    else if (line.bound == kd::BOUND_UPPER)
        score += QStringLiteral("↓");
    return score;
}

namespace {

// A label of `lines` lines of its font, whatever its text: wrapped, cut at the bottom.
void fixLines(QLabel* label, int lines)
{
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    label->setFixedHeight(label->fontMetrics().lineSpacing() * lines + 2);
}

} // namespace

EnginePanel::EnginePanel(QWidget* parent)
    : QWidget(parent),
      status_(new QLabel(this)),
      score_(new QLabel(this)),
      source_(new QLabel(this)),
      stats_(new QLabel(this)),
      pv_(new QLabel(this)),
      lineButton_(new QPushButton(tr("Step through the line…"), this))
{
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    QFont big = score_->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    score_->setFont(big);
    score_->setFixedWidth(score_->fontMetrics().horizontalAdvance(QStringLiteral("+00.00↑")));
    score_->setFixedHeight(score_->fontMetrics().height());
    status_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    fixLines(source_, 3); // "Kandinsky 1200 played Nf3 · evaluation (full strength, depth 12)" at 240 px
    fixLines(stats_, 2);
    fixLines(pv_, PV_LINES);
    source_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    stats_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    pv_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(score_, 0, 0);
    layout->addWidget(status_, 0, 1);
    layout->addWidget(source_, 1, 0, 1, 2);
    layout->addWidget(stats_, 2, 0, 1, 2);
    layout->addWidget(pv_, 3, 0, 1, 2);
    lineButton_->setObjectName(QStringLiteral("stepThroughLine"));
    lineButton_->setToolTip(
        tr("Follow this line on a preview board in the inspector, with the evaluation of every position"));
    lineButton_->setEnabled(false);
    connect(lineButton_, &QPushButton::clicked, this, &EnginePanel::lineRequested);
    layout->addWidget(lineButton_, 4, 0, 1, 2, Qt::AlignLeft);
    layout->setColumnStretch(1, 1);
    layout->setRowStretch(5, 1); // the panel fills from the top; spare height stays below
    clear();
}

QSize EnginePanel::sizeHint() const { return {280, minimumSizeHint().height()}; }

QSize EnginePanel::minimumSizeHint() const
{
    // Every row has a fixed height, so the layout's minimum height is the panel's height; the
    // width is what the button needs, never the text's.
    const QSize m = layout()->minimumSize();
    return {std::min(m.width(), 200), m.height()};
}

EnginePanel::~EnginePanel() = default;

void EnginePanel::refreshUnit()
{
    if (line_)
        setLine(EngineLine(*line_));
}

void EnginePanel::setLine(const EngineLine& line)
{
    line_ = std::make_unique<EngineLine>(line);
    score_->setText(lineScoreText(line));
    source_->setText(lineSource(line));
    source_->setToolTip(describeLineWithModel(line));
    if (line.source == EngineLine::Source::GameOver) {
        score_->setText(resultText(line));
        stats_->setText(tr("the game is over"));
    } else if (line.source == EngineLine::Source::Static)
        stats_->setText(tr("the model's sum of the pieces, before any search"));
    else
        stats_->setText(tr("depth %1/%2 · %3 nodes · %4 nodes/s · %5 s")
                            .arg(line.depth)
                            .arg(line.seldepth)
                            .arg(humanCount(line.nodes), humanCount(line.nps))
                            .arg(decimal(double(line.timeMs) / 1000.0, line.timeMs < 10000 ? 2 : 1)));
    const QString pv = line.pvSan.join(QLatin1Char(' '));
    pv_->setText(pv);
    pv_->setToolTip(pv);
    lineButton_->setEnabled(!line.pv.empty());
}

void EnginePanel::setStatus(const QString& status) { status_->setText(status); }

void EnginePanel::clear()
{
    line_.reset();
    score_->setText(QStringLiteral("–"));
    source_->setText(tr("No evaluation of the position on the board yet."));
    source_->setToolTip(QString());
    stats_->clear();
    pv_->clear();
    pv_->setToolTip(QString());
    lineButton_->setEnabled(false);
}

QString EnginePanel::scoreText() const { return score_->text(); }
QString EnginePanel::sourceText() const { return source_->text(); }
QString EnginePanel::statsText() const { return stats_->text(); }
QString EnginePanel::pvText() const { return pv_->text(); }

} // namespace kdui
