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
#include <QVBoxLayout>

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
    opponent_ = new QComboBox(this);
    opponent_->setObjectName(QStringLiteral("opponent"));
    whitePlayer_ = new QComboBox(this);
    whitePlayer_->setObjectName(QStringLiteral("whitePlayer"));
    blackPlayer_ = new QComboBox(this);
    blackPlayer_->setObjectName(QStringLiteral("blackPlayer"));
    for (QComboBox* combo : {opponent_, whitePlayer_, blackPlayer_}) {
        fillPlayerCombo(combo);
        connect(combo, &QComboBox::currentIndexChanged, this, &NewGameDialog::updatePlayers);
    }
    connect(side_, &QComboBox::currentIndexChanged, this, &NewGameDialog::updatePlayers);
    for (EngineLevel& level : engineLevels_)
        buildEngineLevel(level);

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
    // Kandinsky's level: the slider, full strength, and what the level means.
    kandinskyLevel_ = new QWidget(this);
    auto* kandinskyBox = new QVBoxLayout(kandinskyLevel_);
    kandinskyBox->setContentsMargins(0, 0, 0, 0);
    auto* levelRow = new QHBoxLayout;
    levelRow->addWidget(level_, 1);
    levelRow->addWidget(levelSpin_);
    kandinskyBox->addLayout(levelRow);
    kandinskyBox->addWidget(fullStrength_);
    kandinskyBox->addWidget(levelText_);
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

    auto* form = form_ = new QFormLayout(this);
    form->setSizeConstraint(QLayout::SetFixedSize); // the dialog fits the rows shown, as they change
    form->addRow(tr("You play"), side_);
    form->addRow(tr("Opponent"), opponent_);
    form->addRow(tr("White"), whitePlayer_);
    form->addRow(tr("Black"), blackPlayer_);
    form->addRow(tr("Kandinsky level"), kandinskyLevel_);
    for (EngineLevel& level : engineLevels_)
        form->addRow(tr("Level"), level.box);
    form->addRow(tr("Time control"), clock_);
    form->addRow(QString(), clockPages_);
    form->addRow(QString(), fromCurrent_);
    form->addRow(buttons);

    setSetup(GameSetup(), PlayWhite);
}

void NewGameDialog::buildEngineLevel(EngineLevel& level)
{
    level.box = new QWidget(this);
    auto* box = new QVBoxLayout(level.box);
    box->setContentsMargins(0, 0, 0, 0);
    level.levelRow = new QWidget(level.box);
    auto* row = new QHBoxLayout(level.levelRow);
    row->setContentsMargins(0, 0, 0, 0);
    level.slider = new QSlider(Qt::Horizontal, level.levelRow);
    level.slider->setSingleStep(50);
    level.slider->setPageStep(200);
    level.spin = new QSpinBox(level.levelRow);
    level.spin->setSingleStep(50);
    level.spin->setSuffix(tr(" Elo"));
    row->addWidget(level.slider, 1);
    row->addWidget(level.spin);
    level.fullStrength = new QCheckBox(tr("Full strength"), level.box);
    level.note = new QLabel(level.box);
    level.note->setWordWrap(true);
    box->addWidget(level.levelRow);
    box->addWidget(level.fullStrength);
    box->addWidget(level.note);
    QSlider* slider = level.slider;
    QSpinBox* spin = level.spin;
    connect(slider, &QSlider::valueChanged, spin, &QSpinBox::setValue);
    connect(spin, &QSpinBox::valueChanged, slider, &QSlider::setValue);
    const int slot = int(&level - engineLevels_);
    connect(spin, &QSpinBox::valueChanged, this, [this, slot] { updateEngineNote(slot); });
    connect(level.fullStrength, &QCheckBox::toggled, this, [this, slot] { updateEngineNote(slot); });
}

void NewGameDialog::setEngines(const QList<EngineChoice>& engines)
{
    engines_ = engines;
    for (QComboBox* combo : {opponent_, whitePlayer_, blackPlayer_}) {
        const QSignalBlocker block(combo);
        fillPlayerCombo(combo);
    }
    updatePlayers();
}

void NewGameDialog::fillPlayerCombo(QComboBox* combo)
{
    combo->clear();
    combo->addItem(tr("Kandinsky"));
    for (const EngineChoice& e : engines_)
        combo->addItem(e.name.isEmpty() ? ExternalPlayer {e.id, e.name, e.spec, 0}.displayName() : e.name);
}

const EngineChoice* NewGameDialog::choice(const QComboBox* combo) const
{
    const int i = combo->currentIndex() - 1;
    return i >= 0 && i < engines_.size() ? &engines_[i] : nullptr;
}

QComboBox* NewGameDialog::slotCombo(int slot) const
{
    if (side_->currentIndex() == EngineVsEngine)
        return slot == 0 ? whitePlayer_ : blackPlayer_;
    return slot == 0 ? opponent_ : nullptr;
}

void NewGameDialog::setRowVisible(QWidget* field, bool visible) { form_->setRowVisible(field, visible); }

void NewGameDialog::updatePlayers()
{
    const Side chosen = side();
    const bool engines = !engines_.isEmpty();
    const bool versus = chosen == PlayWhite || chosen == PlayBlack || chosen == PlayRandom;
    const bool both = chosen == EngineVsEngine;
    setRowVisible(opponent_, engines && versus);
    setRowVisible(whitePlayer_, engines && both);
    setRowVisible(blackPlayer_, engines && both);
    bool kandinsky = false;
    const EngineChoice* slotEngine[2] = {nullptr, nullptr};
    for (int slot : {0, 1}) {
        QComboBox* combo = slotCombo(slot);
        if (!combo)
            continue;
        slotEngine[slot] = choice(combo);
        kandinsky = kandinsky || !slotEngine[slot];
    }
    if (both && !engines)
        kandinsky = true;
    setRowVisible(kandinskyLevel_, kandinsky);
    for (int slot : {0, 1}) {
        EngineLevel& level = engineLevels_[slot];
        const EngineChoice* e = slotEngine[slot];
        setRowVisible(level.box, e != nullptr);
        if (!e)
            continue;
        // Its label names it, or its side when both sides are the same engine.
        const bool same = slotEngine[0] && slotEngine[1] && slotEngine[0]->name == slotEngine[1]->name;
        QString label = tr("%1 level").arg(e->name);
        if (same)
            label = slot == 0 ? tr("White's level") : tr("Black's level");
        if (auto* l = qobject_cast<QLabel*>(form_->labelForField(level.box)))
            l->setText(label);
        level.levelRow->setVisible(e->offersElo);
        level.fullStrength->setVisible(e->offersElo);
        if (e->offersElo) {
            const int value = level.spin->value();
            level.slider->setRange(e->minElo, e->maxElo);
            level.spin->setRange(e->minElo, e->maxElo);
            level.spin->setValue(std::clamp(value, e->minElo, e->maxElo));
        }
        updateEngineNote(slot);
    }
}

void NewGameDialog::updateEngineNote(int slot)
{
    EngineLevel& level = engineLevels_[slot];
    QComboBox* combo = slotCombo(slot);
    const EngineChoice* e = combo ? choice(combo) : nullptr;
    if (!e)
        return;
    const bool full = !e->offersElo || level.fullStrength->isChecked();
    level.slider->setEnabled(!full);
    level.spin->setEnabled(!full);
    if (!e->offersElo)
        level.note->setText(tr("%1 has no strength setting (UCI_Elo): it plays at full strength.").arg(e->name));
    else if (full)
        level.note->setText(tr("No limits: %1 plays as strong as it can.").arg(e->name));
    else
        level.note->setText(tr("%1 limits its strength to %2 Elo on its own scale (UCI_Elo, from %3 to %4).")
                                .arg(e->name)
                                .arg(level.spin->value())
                                .arg(e->minElo)
                                .arg(e->maxElo));
}

ExternalPlayer NewGameDialog::externalPlayer(int slot) const
{
    const EngineLevel& level = engineLevels_[slot];
    QComboBox* combo = slotCombo(slot);
    const EngineChoice* e = combo ? choice(combo) : nullptr;
    if (!e)
        return {};
    ExternalPlayer p;
    p.id = e->id;
    p.name = e->name;
    p.spec = e->spec;
    p.elo = e->offersElo && !level.fullStrength->isChecked() ? level.spin->value() : 0;
    return p;
}

void NewGameDialog::selectPlayer(QComboBox* combo, int slot, Player player, const ExternalPlayer& external)
{
    int index = 0; // Kandinsky
    if (player == Player::External) {
        for (int i = 0; i < engines_.size(); ++i)
            if (engines_[i].id == external.id && (!external.id.isEmpty() || engines_[i].name == external.name))
                index = i + 1;
    }
    combo->setCurrentIndex(index);
    if (index > 0) {
        EngineLevel& level = engineLevels_[slot];
        const EngineChoice& e = engines_[index - 1];
        level.slider->setRange(e.minElo, e.maxElo);
        level.spin->setRange(e.minElo, e.maxElo);
        level.spin->setValue(external.elo > 0 ? external.elo : 1500);
        level.fullStrength->setChecked(external.elo <= 0);
    }
}

void NewGameDialog::setSetup(const GameSetup& setup, Side side)
{
    side_->setCurrentIndex(side);
    for (EngineLevel& level : engineLevels_) { // a new engine's defaults: 1500, limited
        level.spin->setRange(0, 100000);
        level.spin->setValue(1500);
        level.fullStrength->setChecked(false);
    }
    using kd::BLACK, kd::WHITE;
    if (side == EngineVsEngine) {
        selectPlayer(whitePlayer_, 0, setup.players[WHITE], setup.external[WHITE]);
        selectPlayer(blackPlayer_, 1, setup.players[BLACK], setup.external[BLACK]);
    } else {
        // The computer's side of the last game (Black unless the person played Black).
        const kd::Color computer
            = setup.players[WHITE] != Player::Human && setup.players[BLACK] == Player::Human ? WHITE : BLACK;
        selectPlayer(opponent_, 0, setup.players[computer], setup.external[computer]);
    }
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
    updatePlayers();
}

NewGameDialog::Side NewGameDialog::side() const { return Side(side_->currentIndex()); }

bool NewGameDialog::fromCurrentPosition() const { return fromCurrent_->isChecked(); }
void NewGameDialog::setFromCurrentPosition(bool on) { fromCurrent_->setChecked(on); }

GameSetup NewGameDialog::setup() const
{
    GameSetup s;
    Side chosen = side();
    if (chosen == PlayRandom)
        chosen = QRandomGenerator::global()->bounded(2) == 0 ? PlayWhite : PlayBlack;
    using kd::BLACK, kd::WHITE;
    // Kandinsky, or the engine chosen in slot (with its level).
    auto computer = [&](kd::Color c, int slot) {
        s.external[c] = externalPlayer(slot);
        s.players[c] = s.external[c].spec.command.empty() ? Player::Engine : Player::External;
    };
    switch (chosen) {
    case PlayWhite:
    case PlayRandom:
        s.players[WHITE] = Player::Human;
        computer(BLACK, 0);
        break;
    case PlayBlack:
        computer(WHITE, 0);
        s.players[BLACK] = Player::Human;
        break;
    case TwoPeople:
        s.players[WHITE] = s.players[BLACK] = Player::Human;
        break;
    case EngineVsEngine:
        computer(WHITE, 0);
        computer(BLACK, 1);
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
        levelText_->setText(
            tr("No limits: about %1 Elo on Stockfish's scale at 10+0.1.").arg(kd::StrengthLevel::FULL_STRENGTH_ELO));
        return;
    }
    const kd::StrengthLevel l = kd::StrengthLevel::forElo(levelSpin_->value());
    const QString plies = l.depth == 1 ? tr("%n ply", nullptr, l.depth) : tr("%n plies", nullptr, l.depth);
    // With one line there is nothing to choose among, so no noise to name.
    const QString choice = l.candidates == 1
        ? tr("plays the best move it finds")
        : tr("chooses among the %n best moves with noise of ±%1 %2 (one standard deviation)", nullptr, l.candidates)
              .arg(plainValue(l.noise), unitName());
    levelText_->setText(tr("Searches at most %1 and %2 nodes, then %3. Its evaluation is not shown: after its move "
                           "the bar shows a full-strength evaluation.")
                            .arg(plies, groupedInt(qint64(l.nodes)), choice));
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
