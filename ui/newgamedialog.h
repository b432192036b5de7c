// NewGameDialog: who plays which side, the engine's strength and the time control.
#pragma once

#include "gamecontroller.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;
class QStackedWidget;

namespace kdui {

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    enum Side { PlayWhite, PlayBlack, PlayRandom, TwoPeople, EngineVsEngine };

    explicit NewGameDialog(QWidget* parent = nullptr);

    // Fills the dialog from the last setup (and the side the person chose last).
    void setSetup(const GameSetup& setup, Side side);
    // The setup chosen; a random side is drawn here.
    GameSetup setup() const;
    Side side() const;
    bool fromCurrentPosition() const;

    // The time-control presets offered, as the combo box lists them.
    static QList<ClockSettings> presets();
    // How a preset reads in the list: "1 minute", "3 minutes + 2 seconds per move".
    static QString presetText(const ClockSettings& c);

private:
    void updateLevelText();
    void updateClockPage();

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
