// ClockView: one player's name and clock. The side to move's clock is lit; under 20 seconds it
// shows tenths and turns red.
#pragma once

#include <QFrame>

class QLabel;

namespace kdui {

class ClockView : public QFrame {
    Q_OBJECT

public:
    explicit ClockView(QWidget* parent = nullptr);

    void setPlayer(const QString& name);
    // Remaining time; a negative value hides the clock (a game without one).
    void setTime(qint64 ms, bool running);
    QString timeText() const;

    // "4:59", "0:19.8", "1:02:03".
    static QString format(qint64 ms);

private:
    QLabel* name_;
    QLabel* time_;
};

} // namespace kdui
