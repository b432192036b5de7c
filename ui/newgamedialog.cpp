#include "newgamedialog.h"

#include "format.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSlider>
#include <QSpinBox>
#include <QStackedWidget>

namespace kdui {

namespace {

ClockSettings increment(double minutes, double seconds)
{
    ClockSettings c;
    c.mode = ClockSettings::Increment;
    c.baseMs = qint64(minutes * 60000);
    c.incMs = qint64(seconds * 1000);
    return c;
}

enum ClockPage { PageIncrement, PageMoveTime, PageNone };

} // namespace

QString NewGameDialog::presetText(const ClockSettings& c)
{
    if (c.mode == ClockSettings::MoveTime)
        return tr("Fixed time per move");
    if (c.mode == ClockSettings::None)
        return tr("No clock");
    const int minutes = int(c.baseMs / 60000);
    // Whole minutes in the presets; %n picks "1 minute" or "3 minutes" (English forms spelled out
    // here so they read right without a translation loaded).
    const QString base = c.baseMs % 60000 != 0 ? tr("%1 min").arg(double(c.baseMs) / 60000.0)
        : minutes == 1                         ? tr("%n minute", nullptr, minutes)
                                               : tr("%n minutes", nullptr, minutes);
    const qint64 inc = c.incMs / 1000;
    if (c.incMs == 0)
        return base;
    if (c.incMs % 1000 != 0)
        return tr("%1 + %2 s per move").arg(base).arg(double(c.incMs) / 1000.0);
    return inc == 1 ? tr("%1 + %n second per move", nullptr, int(inc)).arg(base)
                    : tr("%1 + %n seconds per move", nullptr, int(inc)).arg(base);
}

QList<ClockSettings> NewGameDialog::presets()
{
    ClockSettings perMove;
    perMove.mode = ClockSettings::MoveTime;
    ClockSettings none;
    none.mode = ClockSettings::None;
    return {increment(1, 0), increment(3, 2), increment(5, 3), increment(10, 5), increment(15, 10), increment(30, 20),
        perMove, none};
}

NewGameDialog::NewGameDialog(QWidget* parent)
    : QDialog(parent),
      side_(new QComboBox(this)),
      fullStrength_(new QCheckBox(tr("Full strength"), this)),
      level_(new QSlider(Qt::Horizontal, this)),
      levelSpin_(new QSpinBox(this)),
      levelText_(new QLabel(this)),
      clock_(new QComboBox(this)),
      clockPages_(new QStackedWidget(this)),
      minutes_(new QDoubleSpinBox(this)),
      increment_(new QDoubleSpinBox(this)),
      moveTime_(new QDoubleSpinBox(this)),
      fromCurrent_(new QCheckBox(tr("Start from the position on the board"), this))
{
    setWindowTitle(tr("New game"));
    side_->addItems({tr("White"), tr("Black"), tr("Random colour"), tr("Both sides (two people)"),
        tr("Neither (engine against engine)")});

    level_->setRange(kd::StrengthLevel::MIN_ELO, kd::StrengthLevel::MAX_ELO);
    level_->setSingleStep(50);
    level_->setPageStep(200);
    levelSpin_->setRange(kd::StrengthLevel::MIN_ELO, kd::StrengthLevel::MAX_ELO);
    levelSpin_->setSingleStep(50);
    levelSpin_->setSuffix(tr(" Elo"));
    connect(level_, &QSlider::valueChanged, levelSpin_, &QSpinBox::setValue);
    connect(levelSpin_, &QSpinBox::valueChanged, level_, &QSlider::setValue);
    connect(levelSpin_, &QSpinBox::valueChanged, this, &NewGameDialog::updateLevelText);
    connect(fullStrength_, &QCheckBox::toggled, this, &NewGameDialog::updateLevelText);
    auto* levelRow = new QHBoxLayout;
    levelRow->addWidget(level_, 1);
    levelRow->addWidget(levelSpin_);
    levelText_->setWordWrap(true);

    for (const ClockSettings& c : presets())
        clock_->addItem(presetText(c));
    clock_->addItem(tr("Custom clock"));
    minutes_->setRange(0.25, 300);
    minutes_->setDecimals(2);
    minutes_->setSuffix(tr(" min"));
    increment_->setRange(0, 120);
    increment_->setDecimals(1);
    increment_->setSuffix(tr(" s per move"));
    moveTime_->setRange(0.1, 600);
    moveTime_->setDecimals(1);
    moveTime_->setSuffix(tr(" s per move"));
    moveTime_->setValue(3);
    auto* incPage = new QWidget;
    auto* incRow = new QHBoxLayout(incPage);
    incRow->setContentsMargins(0, 0, 0, 0);
    incRow->addWidget(minutes_);
    incRow->addWidget(new QLabel(QStringLiteral("+")));
    incRow->addWidget(increment_);
    auto* movePage = new QWidget;
    auto* moveRow = new QHBoxLayout(movePage);
    moveRow->setContentsMargins(0, 0, 0, 0);
    moveRow->addWidget(moveTime_);
    moveRow->addWidget(new QLabel(tr("for the engine; you are not timed")), 1);
    auto* nonePage = new QLabel(tr("The engine thinks up to 2 s per move at full strength."));
    clockPages_->insertWidget(PageIncrement, incPage);
    clockPages_->insertWidget(PageMoveTime, movePage);
    clockPages_->insertWidget(PageNone, nonePage);
    connect(clock_, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateClockPage);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Play"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* form = new QFormLayout(this);
    form->addRow(tr("You play"), side_);
    form->addRow(tr("Engine level"), levelRow);
    form->addRow(QString(), fullStrength_);
    form->addRow(QString(), levelText_);
    form->addRow(tr("Time control"), clock_);
    form->addRow(QString(), clockPages_);
    form->addRow(QString(), fromCurrent_);
    form->addRow(buttons);

    setSetup(GameSetup(), PlayWhite);
}

void NewGameDialog::setSetup(const GameSetup& setup, Side side)
{
    side_->setCurrentIndex(side);
    fullStrength_->setChecked(setup.elo <= 0);
    levelSpin_->setValue(setup.elo > 0 ? setup.elo : 1500);
    int index = clock_->count() - 1; // custom
    const QList<ClockSettings> all = presets();
    for (int i = 0; i < all.size(); ++i) {
        const ClockSettings& c = all[i];
        if (c.mode == setup.clock.mode
            && (c.mode != ClockSettings::Increment || (c.baseMs == setup.clock.baseMs && c.incMs == setup.clock.incMs)))
            index = i;
    }
    minutes_->setValue(double(setup.clock.baseMs) / 60000.0);
    increment_->setValue(double(setup.clock.incMs) / 1000.0);
    moveTime_->setValue(double(setup.clock.moveTimeMs) / 1000.0);
    clock_->setCurrentIndex(index);
    updateClockPage();
    updateLevelText();
}

NewGameDialog::Side NewGameDialog::side() const { return Side(side_->currentIndex()); }

bool NewGameDialog::fromCurrentPosition() const { return fromCurrent_->isChecked(); }

GameSetup NewGameDialog::setup() const
{
    GameSetup s;
    Side chosen = side();
    if (chosen == PlayRandom)
        chosen = QRandomGenerator::global()->bounded(2) == 0 ? PlayWhite : PlayBlack;
    using kd::BLACK, kd::WHITE;
    switch (chosen) {
    case PlayWhite:
    case PlayRandom:
        s.players[WHITE] = Player::Human, s.players[BLACK] = Player::Engine;
        break;
    case PlayBlack:
        s.players[WHITE] = Player::Engine, s.players[BLACK] = Player::Human;
        break;
    case TwoPeople:
        s.players[WHITE] = s.players[BLACK] = Player::Human;
        break;
    case EngineVsEngine:
        s.players[WHITE] = s.players[BLACK] = Player::Engine;
        break;
    }
    s.elo = fullStrength_->isChecked() ? 0 : levelSpin_->value();
    const int index = clock_->currentIndex();
    const QList<ClockSettings> all = presets();
    s.clock = index < all.size() ? all[index] : increment(minutes_->value(), increment_->value());
    if (s.clock.mode == ClockSettings::MoveTime)
        s.clock.moveTimeMs = qint64(moveTime_->value() * 1000);
    return s;
}

void NewGameDialog::updateLevelText()
{
    const bool full = fullStrength_->isChecked();
    level_->setEnabled(!full);
    levelSpin_->setEnabled(!full);
    if (full) {
        levelText_->setText(tr("No limits: about 2250 Elo on Stockfish's scale at 10+0.1."));
        return;
    }
    const kd::StrengthLevel l = kd::StrengthLevel::forElo(levelSpin_->value());
    const QString plies = l.depth == 1 ? tr("%n ply", nullptr, l.depth) : tr("%n plies", nullptr, l.depth);
    const QString moves = l.candidates == 1 ? tr("plays the best move it finds")
                                            : tr("chooses among the %n best moves", nullptr, l.candidates);
    levelText_->setText(tr("Searches at most %1 and %2 nodes, then %3 with noise of ±%4 %5 (one "
                           "standard deviation). Its evaluation is not shown: after its move the bar shows a "
                           "full-strength evaluation.")
                            .arg(plies, groupedInt(qint64(l.nodes)), moves, plainValue(l.noise), unitName()));
}

void NewGameDialog::updateClockPage()
{
    const int index = clock_->currentIndex();
    const QList<ClockSettings> all = presets();
    if (index >= all.size()) {
        clockPages_->setCurrentIndex(PageIncrement);
        clockPages_->setEnabled(true);
        return;
    }
    const ClockSettings& c = all[index];
    clockPages_->setCurrentIndex(c.mode == ClockSettings::Increment ? PageIncrement
            : c.mode == ClockSettings::MoveTime                     ? PageMoveTime
                                                                    : PageNone);
    if (c.mode == ClockSettings::Increment) {
        minutes_->setValue(double(c.baseMs) / 60000.0);
        increment_->setValue(double(c.incMs) / 1000.0);
    }
    clockPages_->setEnabled(c.mode != ClockSettings::Increment);
}

} // namespace kdui
