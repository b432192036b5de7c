// GameClock: the two clocks of a timed game. It keeps each side's remaining time, which side's time
// is running (a QElapsedTimer for the running turn), the increment, and a 100 ms tick that redraws
// the clocks and notices a flag fall. The controller tells it when turns change; it knows nothing
// about chess.
#pragma once

#include "core/types.h"

#include <array>
#include <vector>

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

namespace kdui {

struct ClockSettings {
    enum Mode { None, Increment, MoveTime };
    Mode mode = Increment;
    qint64 baseMs = 5 * 60 * 1000, incMs = 3000; // Increment: base time per side + per move
    qint64 moveTimeMs = 3000; // MoveTime: the engine's time per move (the human is not timed)
    // A game loaded from PGN is not timed here, but its TimeControl tag ("300+3") is kept to show.
    QString recordedTag;

    QString text() const; // "5+3", "3 s per move", "no clock", "5+3 as recorded, untimed"
    // The same settings with every time in range (at least 1 s of base time, 0.1 s per move).
    ClockSettings sanitized() const;
    QString pgnTag() const; // PGN TimeControl: "300+3", "-" ...
    // The settings a PGN TimeControl tag describes ("300+3", "40/5400", "*10", "-"); mode None with
    // the tag kept in recordedTag when it is not one of these.
    static ClockSettings fromPgnTag(const QString& tag);
};

class GameClock : public QObject {
    Q_OBJECT

public:
    static constexpr int TICK_MS = 100;

    explicit GameClock(QObject* parent = nullptr);

    // New settings and remaining times; nothing runs.
    void reset(const ClockSettings& settings, qint64 whiteMs, qint64 blackMs);
    void reset(const ClockSettings& settings) { reset(settings, settings.baseMs, settings.baseMs); }
    const ClockSettings& settings() const { return settings_; }
    bool timed() const { return settings_.mode == ClockSettings::Increment; }

    // Remaining time, counting down the running turn; 0 in an untimed game.
    qint64 remaining(kd::Color c) const;
    void setRemaining(kd::Color c, qint64 ms);
    bool running() const { return running_ != kd::COLOR_NB; }
    kd::Color runningSide() const { return running_; } // COLOR_NB when nothing runs

    // c's time runs from now (a timed game only); the time of a side running until now is charged.
    void start(kd::Color c);
    // Charges the running side's time and stops.
    void stop();
    // us has moved: the running time is charged and the clock stops. False when us's time had
    // already run out (the move came too late: a flag fall); otherwise us gets the increment.
    // Every move gets it, White's first included (as on lichess and under FIDE rules: "5+3" means
    // 3 s added after each move), although the clocks only start running after White's first move
    // (the controller starts Black's then), so White's first move costs no time and adds 3 s.
    bool moveMade(kd::Color us);
    // The last `plies` moves are taken back: both remaining times become what they were when the
    // first of them was due (before its time ran and its increment), and the clock stops. False,
    // with the times unchanged, when the clock did not see those moves (a restored game).
    bool takeBack(int plies);

signals:
    void ticked(); // every TICK_MS while a side's time runs
    void flagFell(kd::Color c); // c's remaining time reached 0 while running (the clock stops)

private:
    void charge();

    ClockSettings settings_;
    qint64 remaining_[kd::COLOR_NB] = {0, 0};
    kd::Color running_ = kd::COLOR_NB;
    QElapsedTimer turn_;
    std::vector<std::array<qint64, kd::COLOR_NB>> history_; // the times before each move it saw
    QTimer tick_;
};

} // namespace kdui
