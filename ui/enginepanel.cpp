#include "enginepanel.h"

#include "gamecontroller.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

namespace kdui {

QString humanCount(quint64 n)
{
    if (n >= 1000000000)
        return QStringLiteral("%1 G").arg(double(n) / 1e9, 0, 'f', 2);
    if (n >= 1000000)
        return QStringLiteral("%1 M").arg(double(n) / 1e6, 0, 'f', 2);
    if (n >= 1000)
        return QStringLiteral("%1 k").arg(double(n) / 1e3, 0, 'f', 1);
    return QString::number(n);
}

EnginePanel::EnginePanel(QWidget* parent)
    : QWidget(parent),
      status_(new QLabel(this)),
      score_(new QLabel(this)),
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
    score_->setMinimumWidth(score_->fontMetrics().horizontalAdvance(QStringLiteral("+00.00")));
    pv_->setWordWrap(true);
    pv_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    pv_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    stats_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(score_, 0, 0, 2, 1);
    layout->addWidget(status_, 0, 1);
    layout->addWidget(stats_, 1, 1);
    layout->addWidget(pv_, 2, 0, 1, 2);
    lineButton_->setObjectName(QStringLiteral("stepThroughLine"));
    lineButton_->setToolTip(
        tr("Follow this line on a preview board in the inspector, with the evaluation of every position"));
    lineButton_->setEnabled(false);
    connect(lineButton_, &QPushButton::clicked, this, &EnginePanel::lineRequested);
    layout->addWidget(lineButton_, 3, 0, 1, 2, Qt::AlignLeft);
    layout->setColumnStretch(1, 1);
    layout->setRowStretch(2, 1);
    clear();
}

void EnginePanel::setLine(const EngineLine& line)
{
    QString score = kdui::scoreText(line.scoreWhite);
    if (line.bound == kd::BOUND_LOWER)
        score += QStringLiteral("↑");
    else if (line.bound == kd::BOUND_UPPER)
        score += QStringLiteral("↓");
    score_->setText(score);
    stats_->setText(tr("depth %1/%2 · %3 nodes · %4 nodes/s · %5 s")
                        .arg(line.depth)
                        .arg(line.seldepth)
                        .arg(humanCount(line.nodes), humanCount(line.nps))
                        .arg(double(line.timeMs) / 1000.0, 0, 'f', 1));
    pv_->setText(line.pvSan.join(QLatin1Char(' ')));
    lineButton_->setEnabled(!line.pv.empty());
}

void EnginePanel::setStatus(const QString& status) { status_->setText(status); }

void EnginePanel::clear()
{
    score_->setText(QStringLiteral("–"));
    stats_->setText(tr("no search yet"));
    pv_->clear();
    lineButton_->setEnabled(false);
}

QString EnginePanel::scoreText() const { return score_->text(); }
QString EnginePanel::statsText() const { return stats_->text(); }
QString EnginePanel::pvText() const { return pv_->text(); }

} // namespace kdui
