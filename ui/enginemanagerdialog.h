// EngineManagerDialog: the external UCI engines (Game > Engines…). The list on the left; on the
// right what the selected engine declared (id name, author), its program and arguments, the name
// shown for it, and its options as a form with the widget each UCI type needs. Adding an engine
// probes its program in the background ("Probing …", with Cancel), so the dialog never waits for
// an engine; a failed probe is reported in the dialog in plain words.
//
// EngineOffer: on the first start, the UCI engines installed on the system (EngineList::
// installedCandidates) are probed in the background and, if any answers, offered in a small
// non-modal dialog (EngineOfferDialog).
#pragma once

#include "enginelist.h"

#include <QDialog>
#include <QHash>
#include <QPointer>

class QCheckBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QGroupBox;
class QTreeWidget;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QToolButton;

namespace kdui {

class EngineManagerDialog : public QDialog {
    Q_OBJECT

public:
    explicit EngineManagerDialog(EngineList* engines, QWidget* parent = nullptr);
    // A probe still running when the dialog goes finishes on its own, bounded by its timeout; its
    // answer is dropped with the dialog's watcher.
    ~EngineManagerDialog() override;

    // Probes the program (with these arguments) in the background and adds it to the list when it
    // answers; probeFinished() follows. False, with the reason in the status line, when it is not
    // started: the same program is already in the list, or a probe is running.
    bool addEngine(const QString& path, const QStringList& args = {});
    // Probes the selected engine again: the declared options are refreshed, the values still valid
    // are kept, and the ones dropped are named in the status line. probeFinished() follows.
    bool probeAgain();
    void cancelProbe(); // forgets the running probe (its engine is stopped by the probe's timeout)
    bool isProbing() const { return probing_; }
    // Removes the selected engine, after asking when confirm is set.
    void removeSelected(bool confirm = true);
    void restoreDefaults(); // of the selected engine's options

    void selectEngine(const QString& id);
    QString currentId() const;
    QString statusText() const; // the status line: probing, the last error or notice
    // The editor of the selected engine's option (QSpinBox, QCheckBox, QComboBox, QLineEdit or
    // QPushButton); nullptr for an unknown name.
    QWidget* optionEditor(const QString& name) const;
    QToolButton* resetButton(const QString& name) const;
    QLabel* optionLabel(const QString& name) const;
    void setProbeTimeout(int ms) { probeTimeoutMs_ = ms; }

signals:
    void probeFinished(bool ok, const QString& message);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void chooseProgram();
    void startProbe(const QString& path, const QStringList& args, const QString& reprobeId);
    void probeDone(const QString& reprobeId, const kd::Result<EngineConfig>& result);
    void setProbing(bool on, const QString& text = {});
    void setStatus(const QString& text, bool error);
    void rebuildList();
    void showSelected(); // the details and the options form of the selected engine
    void buildOptions(const EngineConfig& config);
    void optionEdited(const QString& name, const QString& value);
    void refreshOptionRow(const EngineConfig& config, const QString& name);
    void setEditorValue(const kd::UciOptionDecl& decl, const QString& value);
    void nameEdited();
    void argumentsEdited();
    const EngineConfig* selected() const;

    QPointer<EngineList> engines_; // a window's list may go first when the window is destroyed
    QTreeWidget* list_;
    QPushButton* add_;
    QPushButton* remove_;
    QStackedWidget* pages_;
    QLabel* emptyText_;
    QLineEdit* name_;
    QLabel* idName_;
    QLabel* author_;
    QLineEdit* path_;
    QLineEdit* args_;
    QGroupBox* options_;
    QLabel* optionsTitle_; // "The engine declares no options."
    QScrollArea* optionsArea_;
    QWidget* optionsForm_ = nullptr;
    QPushButton* restore_;
    QPushButton* reprobe_;
    QLabel* status_;
    QProgressBar* busy_;
    QPushButton* cancel_;
    QHash<QString, QWidget*> editors_; // by declared name
    QHash<QString, QLabel*> labels_;
    QHash<QString, QToolButton*> resets_;
    QString shownId_; // the engine the form shows
    bool updating_ = false; // the dialog itself changes the list: the form stays
    bool probing_ = false;
    quint64 probeGeneration_ = 0;
    int probeTimeoutMs_ = 5000;
};

// The first-start offer: the engines found, each with a check box; Add puts the checked ones in
// the list.
class EngineOfferDialog : public QDialog {
    Q_OBJECT

public:
    EngineOfferDialog(EngineList* engines, const QList<EngineConfig>& found, QWidget* parent = nullptr);
    QList<QCheckBox*> boxes() const { return boxes_; }
    void accept() override;

private:
    QPointer<EngineList> engines_;
    QList<EngineConfig> found_;
    QList<QCheckBox*> boxes_;
};

class EngineOffer : public QObject {
    Q_OBJECT

public:
    // Unless settingsFile says the offer was made ("engines/offered"), probes the known engines
    // installed in dirs that the list does not hold yet, in the background. finished() follows;
    // when some answered, the offer dialog is shown over parent. "engines/offered" is written once
    // the dialog is answered (Add or Not now) or when nothing answered. nullptr when there is
    // nothing to do. The object is parent's child.
    static EngineOffer* start(EngineList* engines, QWidget* parent, const QString& settingsFile,
        const QStringList& dirs = EngineList::defaultEngineDirs(),
        const QStringList& names = EngineList::knownEngineNames(), int timeoutMs = 5000);
    EngineOfferDialog* dialog() const { return dialog_; }

signals:
    void finished(int found);

private:
    EngineOffer(EngineList* engines, QWidget* parent, const QString& settingsFile);
    void markOffered();

    QPointer<EngineList> engines_;
    QString settingsFile_;
    QPointer<EngineOfferDialog> dialog_;
};

} // namespace kdui
