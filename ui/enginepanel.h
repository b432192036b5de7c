// EnginePanel: what the engine is thinking: score from White's side, depth, speed, nodes and the
// principal variation in SAN.
#pragma once

#include <QWidget>

class QLabel;

namespace kdui {

struct EngineLine;

class EnginePanel : public QWidget {
    Q_OBJECT

public:
    explicit EnginePanel(QWidget* parent = nullptr);

    void setLine(const EngineLine& line);
    void setStatus(const QString& status); // "Thinking…", "Hint: Nf3", ...
    void clear();

    QString scoreText() const;
    QString statsText() const;
    QString pvText() const;

private:
    QLabel* status_;
    QLabel* score_;
    QLabel* stats_;
    QLabel* pv_;
};

// 1234567 -> "1.23 M", 45678 -> "45.7 k".
QString humanCount(quint64 n);

} // namespace kdui
