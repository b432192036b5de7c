// EnginePanel: the evaluation of the position on the board: the score from White's side, where it
// comes from ("Kandinsky 1200 played Nf3 · evaluation (full strength, depth 9)"), depth, speed,
// nodes and the principal variation in SAN, with a button that steps through it in the inspector.
// Every part has a fixed height (the line wraps inside four lines and is cut after them), so text
// arriving never changes the panel's size or moves anything in it.
#pragma once

#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;

namespace kdui {

struct EngineLine;

class EnginePanel : public QWidget {
    Q_OBJECT

public:
    static constexpr int PV_LINES = 4;

    explicit EnginePanel(QWidget* parent = nullptr);
    ~EnginePanel() override;

    void setLine(const EngineLine& line);
    void setStatus(const QString& status); // "Thinking…", "Hint: Nf3", ...
    void clear();
    // The score unit (ui/format.h) changed: the line shown is written again in the new one.
    void refreshUnit();

    QString scoreText() const;
    QString sourceText() const; // lineSource() of the line shown
    QString statsText() const;
    QString pvText() const;
    QPushButton* lineButton() const { return lineButton_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void lineRequested(); // "Step through the line": the inspector's Engine line tab

private:
    QLabel* status_;
    QLabel* score_;
    QLabel* source_;
    QLabel* stats_;
    QLabel* pv_;
    QPushButton* lineButton_;
    std::unique_ptr<EngineLine> line_; // the line shown, for refreshUnit()
};

// A line's score from White's side with its bound: "+0.35", "+0.35↑" (at least), "−1.20↓" (at most).
QString lineScoreText(const EngineLine& line);

// 1234567 -> "1.23 M", 45678 -> "45.7 k".
QString humanCount(quint64 n);

} // namespace kdui
