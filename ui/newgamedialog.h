// NewGameDialog: who plays which side (a person, Kandinsky at a level, an external UCI engine at its
// own UCI_Elo level), the engines' strength and the time control.
#pragma once

#include "gamecontroller.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;
class QStackedWidget;

namespace kdui {

// An external engine the dialog offers as a player.
struct EngineChoice {
    QString id; // the engine list's id; a setup's ExternalPlayer::id finds it again
    QString name; // as shown: "Stockfish 15.1"
    kd::EngineSpec spec; // its command and the options it starts with
    bool offersElo = false; // it declares UCI_LimitStrength and UCI_Elo
    int minElo = 0, maxElo = 0; // UCI_Elo's range when offersElo
};

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    enum Side { PlayWhite, PlayBlack, PlayRandom, TwoPeople, EngineVsEngine };

    explicit NewGameDialog(QWidget* parent = nullptr);

    // The external engines offered besides Kandinsky (none: only Kandinsky is offered, and the
    // dialog looks as it did before engines). Call before setSetup().
    void setEngines(const QList<EngineChoice>& engines);
    const QList<EngineChoice>& engines() const { return engines_; }
    // Fills the dialog from the last setup (and the side the person chose last). An external engine
    // of the setup is chosen again by its id; one no longer offered falls back to Kandinsky.
    void setSetup(const GameSetup& setup, Side side);
    // The setup chosen; a random side is drawn here.
    GameSetup setup() const;
    Side side() const;
    bool fromCurrentPosition() const;
    void setFromCurrentPosition(bool on);

    // The time-control presets offered, as the combo box lists them.
    static QList<ClockSettings> presets();
    // How a preset reads in the list: "1 minute", "3 minutes + 2 seconds per move".
    static QString presetText(const ClockSettings& c);

private:
    // The level of an external engine: its UCI_Elo range, or a note that it has none. Slot 0 is
    // the opponent (or White's engine in engine against engine), slot 1 Black's engine.
    struct EngineLevel {
        QWidget* box = nullptr;
        QWidget* levelRow = nullptr;
        QSlider* slider = nullptr;
        QSpinBox* spin = nullptr;
        QCheckBox* fullStrength = nullptr;
        QLabel* note = nullptr;
    };
    void buildEngineLevel(EngineLevel& level);
    void updateLevelText();
    void updateClockPage();
    void updatePlayers(); // which rows show, each engine's level row for its engine
    void updateEngineNote(int slot);
    // The choice in combo (0: Kandinsky, i: engines_[i - 1]), or null for Kandinsky.
    const EngineChoice* choice(const QComboBox* combo) const;
    QComboBox* slotCombo(int slot) const;
    void selectPlayer(QComboBox* combo, int slot, Player player, const ExternalPlayer& external);
    void fillPlayerCombo(QComboBox* combo);
    ExternalPlayer externalPlayer(int slot) const;
    void setRowVisible(QWidget* field, bool visible);

    QList<EngineChoice> engines_;
    QFormLayout* form_;
    QComboBox* opponent_;
    QComboBox* whitePlayer_;
    QComboBox* blackPlayer_;
    QWidget* kandinskyLevel_;
    EngineLevel engineLevels_[2];
    QComboBox* side_;
    QCheckBox* fullStrength_;
    QSlider* level_;
    QSpinBox* levelSpin_;
    QLabel* levelText_;
    QComboBox* clock_;
    QStackedWidget* clockPages_;
    QDoubleSpinBox* minutes_;
    QDoubleSpinBox* increment_;
    QDoubleSpinBox* moveTime_;
    QCheckBox* fromCurrent_;
};

} // namespace kdui
