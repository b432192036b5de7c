// EnginePanel: what the engine is thinking: score from White's side, depth, speed, nodes and the
// principal variation in SAN, with a button that steps through it in the inspector.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

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
    QPushButton* lineButton() const { return lineButton_; }

signals:
    void lineRequested(); // "Step through the line": the inspector's Engine line tab

private:
    QLabel* status_;
    QLabel* score_;
    QLabel* stats_;
    QLabel* pv_;
    QPushButton* lineButton_;
};

// 1234567 -> "1.23 M", 45678 -> "45.7 k".
QString humanCount(quint64 n);

} // namespace kdui
