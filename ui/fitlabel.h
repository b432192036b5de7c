// FitLabel: a one-line label for a narrow place. It shows its full text when that fits, otherwise
// its brief text (elided at the right if even that does not fit); the full text is always its
// tooltip. Its width policy is Ignored: the text never widens the layout it sits in.
#pragma once

#include <QLabel>

namespace kdui {

class FitLabel : public QLabel {
    Q_OBJECT

public:
    explicit FitLabel(QWidget* parent = nullptr);

    // brief defaults to full.
    void setTexts(const QString& full, const QString& brief = {});
    // Whether the layout must leave room for the brief text (its minimum width), so that
    // neighbours shrink first; off by default (a label that may fold to nothing).
    void setKeepBrief(bool keep);
    QString fullText() const { return full_; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void keepRoom();
    void fit();

    QString full_, brief_;
    bool keepBrief_ = false;
};

} // namespace kdui
