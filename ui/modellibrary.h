// ModelLibrary: the evaluation models the user can choose from (the built-in ones, model files
// they opened, and models made in the app, such as a tuned model kept from the Tune page), which
// one is in play, and the user's edits to it. A made model is listed like a built-in one, marked
// unsaved until it is saved to a file (it then becomes that file's entry); the settings keep it
// between runs in the meantime. Every change (another model, an
// edited cell, an undo) builds new immutable kd::EvalTables and emits changed(); the main window
// hands them to the GameController (the engine's next search) and to every view that evaluates.
#pragma once

#include "eval/evaluate.h"

#include <QMap>
#include <QObject>
#include <QString>
#include <QVariantMap>

#include <functional>
#include <memory>
#include <vector>

namespace kdui {

class ModelLibrary : public QObject {
    Q_OBJECT

public:
    // Starts with the built-in model `initial` current (the engine's default unless told).
    explicit ModelLibrary(QObject* parent = nullptr, std::string_view initial = kd::DEFAULT_MODEL);

    int count() const { return int(entries_.size()); }
    int current() const { return current_; }
    // "pesto", "mymodel.json", with " (edited)" when its tables differ from what was loaded or saved.
    QString displayName(int index) const;
    QString fileOf(int index) const { return entries_[index].file; } // empty for a built-in or made model
    bool isMade(int index) const { return entries_[index].made; } // made in the app, not saved to a file yet
    bool isEdited(int index) const { return entries_[index].model != entries_[index].saved; }
    bool isEdited() const { return isEdited(current_); }

    const kd::EvalModel& model() const { return entries_[current_].model; }
    const kd::EvalModel& modelAt(int index) const { return entries_[index].model; } // with edits
    std::shared_ptr<const kd::EvalTables> tables() const { return tables_; }

    // Chooses a model by index or by name ("pesto", or a loaded file's path); false if unknown.
    void setCurrent(int index);
    bool setCurrent(const QString& nameOrFile);
    // Adds a model made in the app (its name is model.name) and makes it current. Refused, with the
    // reason, when the model does not pass kd::validate() or its name is empty or already used by
    // a built-in or another made model; nothing changes then.
    QString addModel(const kd::EvalModel& model);
    // Loads a model file and makes it current (a file already loaded is read again). On error the
    // message names the file and the problem, and nothing changes.
    QString openFile(const QString& path);

    // Sets one table entry of the current model: stage, piece type and the square in White's
    // table (a1 = 0). A Single model has one set of tables, so both stages change. Returns an error
    // (value out of range) and changes nothing, or "". Setting the value it already has does nothing.
    QString setEntry(kd::Stage stage, kd::PieceType pt, kd::Square whiteSquare, int value);
    // Sets one term weight of the current model (eval/terms.h; square-indexed terms by White's
    // square), the same way: checked, undoable, both stages of a Single model. An error for a model
    // without terms.
    QString setTermWeight(kd::Stage stage, kd::TermId id, int entry, int value);
    bool canUndo() const { return !entries_[current_].undo.empty(); }
    void undo(); // the last edit of the current model
    // Writes the current model as JSON; it is then no longer marked edited, and is listed by that
    // file. On error nothing changes.
    QString save(const QString& path);

    // For the settings: which model is in play, the files opened, the made models, and unsaved edits.
    QVariantMap saveState() const;
    // Restores them. What cannot be read now (a model file moved away or broken, a made model that no
    // longer validates, the model in play among them) is not lost: saveState() writes it back as it
    // was, so it returns once it reads again (the model last in play with its unsaved edits, until
    // another model is chosen, edited or saved). An entry that has not read at KEEP_STARTS starts
    // in a row is dropped. Returns one message per such problem, for the user.
    QStringList restoreState(const QVariantMap& state);

signals:
    void changed(); // the model in play or its tables changed
    void listChanged(); // models added, or their names or edited marks changed

private:
    struct Entry {
        QString file;
        kd::EvalModel saved; // as loaded or last saved
        kd::EvalModel model; // with the user's edits
        std::vector<kd::EvalModel> undo;
        bool made = false;
    };
    void rebuild();
    // setEntry() and setTermWeight(): `at` is the value's place in a model at a stage.
    QString setValue(kd::Stage stage, int value, const std::function<int&(kd::EvalModel&, kd::Stage)>& at);
    int findFile(const QString& path) const;
    int findName(const QString& name) const; // a built-in or made model by name, or -1
    void addMade(const kd::EvalModel& model);
    // The unsaved edits of the current model, from the settings' JSON; an error when they cannot apply.
    QString applyEdits(const QString& json);
    void forgetKeptCurrent(); // the user chose or edited another model

    std::vector<Entry> entries_;
    int current_ = 0;
    // What the settings held that could not be read in this run, written back by saveState().
    QStringList unreadFiles_; // model files that did not load
    QStringList unreadMade_; // made models (their JSON) that did not read or validate
    QString keptCurrent_, keptEdited_; // the model in play last time, while it is not available
    QMap<QString, int> unreadStarts_; // by file or made model's JSON: starts in a row it has not read
    static constexpr int KEEP_STARTS = 5; // an entry not read at this many starts in a row is dropped
    std::shared_ptr<const kd::EvalTables> tables_;
};

} // namespace kdui
