// ClockView: one player's name and clock. The side to move's clock is lit; under 20 seconds it
// shows tenths and turns red. A long name is elided (the whole name in the tooltip), so the view
// never asks for more width than the time needs.
#pragma once

#include <QFrame>

class QLabel;

namespace kdui {

class ClockView : public QFrame {
    Q_OBJECT

public:
    explicit ClockView(QWidget* parent = nullptr);

    void setPlayer(const QString& name);
    QString player() const { return player_; }
    // Remaining time; a negative value hides the clock (a game without one).
    void setTime(qint64 ms, bool running);
    QString timeText() const;

    // "4:59", "0:19.8", "1:02:03".
    static QString format(qint64 ms);

    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void elideName();

    QString player_;
    QLabel* name_;
    QLabel* time_;
};

} // namespace kdui
