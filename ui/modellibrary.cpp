#include "modellibrary.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace kdui {

ModelLibrary::ModelLibrary(QObject* parent, std::string_view initial) : QObject(parent)
{
    for (const kd::EvalModel& m : kd::builtinModels())
        entries_.push_back(Entry {QString(), m, m, {}});
    if (const kd::EvalModel* first = kd::findBuiltinModel(initial))
        current_ = int(first - kd::builtinModels().data());
    rebuild();
}

QString ModelLibrary::displayName(int index) const
{
    const Entry& e = entries_[index];
    QString name = e.file.isEmpty() ? QString::fromStdString(e.model.name) : QFileInfo(e.file).fileName();
    if (e.made)
        return name + tr(" (unsaved)");
    return isEdited(index) ? name + tr(" (edited)") : name;
}

void ModelLibrary::rebuild() { tables_ = kd::EvalTables::build(entries_[current_].model); }

void ModelLibrary::forgetKeptCurrent()
{
    keptCurrent_.clear();
    keptEdited_.clear();
}

void ModelLibrary::setCurrent(int index)
{
    if (index < 0 || index >= count())
        return;
    forgetKeptCurrent(); // a model chosen, even the one in play meanwhile
    if (index == current_)
        return;
    current_ = index;
    rebuild();
    emit changed();
}

int ModelLibrary::findFile(const QString& path) const
{
    const QString canonical = QFileInfo(path).absoluteFilePath();
    for (int i = 0; i < count(); ++i)
        if (!entries_[i].file.isEmpty() && QFileInfo(entries_[i].file).absoluteFilePath() == canonical)
            return i;
    return -1;
}

int ModelLibrary::findName(const QString& name) const
{
    for (int i = 0; i < count(); ++i)
        if (entries_[i].file.isEmpty() && QString::fromStdString(entries_[i].model.name) == name)
            return i;
    return -1;
}

bool ModelLibrary::setCurrent(const QString& nameOrFile)
{
    if (const int named = findName(nameOrFile); named >= 0) {
        setCurrent(named);
        return true;
    }
    const int file = findFile(nameOrFile);
    if (file >= 0)
        setCurrent(file);
    return file >= 0;
}

void ModelLibrary::addMade(const kd::EvalModel& model)
{
    Entry e {QString(), model, model, {}};
    e.made = true;
    entries_.push_back(std::move(e));
}

QString ModelLibrary::addModel(const kd::EvalModel& model)
{
    const QString name = QString::fromStdString(model.name).trimmed();
    if (name.isEmpty())
        return tr("A model needs a name");
    if (findName(name) >= 0)
        return tr("There is already a model named \"%1\": choose another name").arg(name);
    if (kd::Result<void> ok = kd::validate(model); !ok)
        return tr("The model \"%1\" cannot be used: %2").arg(name, QString::fromStdString(ok.error()));
    kd::EvalModel named = model;
    named.name = name.toStdString();
    addMade(named);
    emit listChanged();
    setCurrent(count() - 1);
    return {};
}

QString ModelLibrary::openFile(const QString& given)
{
    // Listed (and kept in the settings) by its absolute path, so that it reads from any folder.
    const QString path = QFileInfo(given).absoluteFilePath();
    kd::Result<kd::EvalModel> loaded = kd::loadModelFile(path.toStdString());
    if (!loaded)
        return QString::fromStdString(loaded.error());
    unreadFiles_.removeAll(path); // it reads again: listed as usual from now on
    unreadStarts_.remove(path);
    const int existing = findFile(path);
    if (existing >= 0) {
        entries_[existing] = Entry {entries_[existing].file, *loaded, *loaded, {}};
        if (existing == current_)
            rebuild();
        emit listChanged();
        if (existing == current_)
            emit changed();
        else
            setCurrent(existing);
        return {};
    }
    // The model last in play, back again: its edits kept from the settings come back with it.
    const bool wasKept
        = !keptCurrent_.isEmpty() && QFileInfo(keptCurrent_).absoluteFilePath() == QFileInfo(path).absoluteFilePath();
    const QString keptEdits = wasKept ? keptEdited_ : QString();
    entries_.push_back(Entry {path, *loaded, *loaded, {}});
    emit listChanged();
    setCurrent(count() - 1);
    if (!keptEdits.isEmpty())
        applyEdits(keptEdits); // an error leaves the file's model as loaded
    return {};
}

QString ModelLibrary::setEntry(kd::Stage stage, kd::PieceType pt, kd::Square whiteSquare, int value)
{
    return setValue(stage, value,
        [pt, whiteSquare](kd::EvalModel& m, kd::Stage st) -> int& { return m.psqt[st][pt][whiteSquare]; });
}

QString ModelLibrary::setTermWeight(kd::Stage stage, kd::TermId id, int entry, int value)
{
    if (!model().hasTerms)
        return tr("The %1 model has no evaluation terms").arg(QString::fromStdString(model().name));
    if (id >= kd::TERM_ID_NB || entry < 0 || entry >= kd::TERM_INFO[id].size)
        return tr("No such term weight");
    return setValue(
        stage, value, [id, entry](kd::EvalModel& m, kd::Stage st) -> int& { return m.termWeight(st, id, entry); });
}

QString ModelLibrary::setValue(kd::Stage stage, int value, const std::function<int&(kd::EvalModel&, kd::Stage)>& at)
{
    Entry& e = entries_[current_];
    if (value < -kd::MODEL_TABLE_MAX || value > kd::MODEL_TABLE_MAX)
        return tr("%1 is out of range: a table entry must be between -%2 and %2").arg(value).arg(kd::MODEL_TABLE_MAX);
    if (at(e.model, stage) == value)
        return {};
    kd::EvalModel edited = e.model;
    at(edited, stage) = value;
    if (edited.kind == kd::PhaseKind::Single)
        at(edited, stage == kd::MG ? kd::EG : kd::MG) = value;
    if (const auto valid = kd::validate(edited); !valid)
        return QString::fromStdString(valid.error());
    const bool wasEdited = isEdited();
    forgetKeptCurrent();
    e.undo.push_back(e.model);
    e.model = std::move(edited);
    rebuild();
    if (wasEdited != isEdited())
        emit listChanged();
    emit changed();
    return {};
}

void ModelLibrary::undo()
{
    Entry& e = entries_[current_];
    if (e.undo.empty())
        return;
    const bool wasEdited = isEdited();
    e.model = std::move(e.undo.back());
    e.undo.pop_back();
    rebuild();
    if (wasEdited != isEdited())
        emit listChanged();
    emit changed();
}

QString ModelLibrary::save(const QString& path)
{
    forgetKeptCurrent(); // the model saved is the one in play from now on
    Entry& e = entries_[current_];
    if (kd::Result<void> r = kd::saveModelFile(e.model, path.toStdString()); !r)
        return QString::fromStdString(r.error());
    // The saved file is now where this model lives; a built-in model stays available unedited, a
    // made one becomes the file's entry.
    if (e.made) {
        e = Entry {path, e.model, e.model, std::move(e.undo)};
        const int existing = findFile(path);
        if (existing >= 0 && existing != current_) {
            entries_.erase(entries_.begin() + existing);
            if (existing < current_)
                --current_;
        }
    } else if (e.file.isEmpty()) {
        const kd::EvalModel builtin = e.saved;
        Entry copy {path, e.model, e.model, std::move(e.undo)};
        e = Entry {QString(), builtin, builtin, {}};
        const int existing = findFile(path);
        if (existing >= 0) {
            entries_[existing] = std::move(copy);
            current_ = existing;
        } else {
            entries_.push_back(std::move(copy));
            current_ = count() - 1;
        }
    } else {
        e.file = path;
        e.saved = e.model;
    }
    emit listChanged();
    emit changed();
    return {};
}

QVariantMap ModelLibrary::saveState() const
{
    QVariantMap state;
    QStringList files;
    for (const Entry& e : entries_)
        if (!e.file.isEmpty())
            files << e.file;
    for (const QString& file : unreadFiles_)
        if (findFile(file) < 0)
            files << file;
    state[QStringLiteral("files")] = files;
    QStringList made;
    for (const Entry& e : entries_)
        if (e.made)
            made << QString::fromStdString(kd::modelToJson(e.model));
    state[QStringLiteral("made")] = made + unreadMade_;
    QStringList starts;
    for (auto it = unreadStarts_.cbegin(); it != unreadStarts_.cend(); ++it)
        starts << QString::number(it.value()) + QLatin1Char('|') + it.key();
    if (!starts.isEmpty())
        state[QStringLiteral("unreadStarts")] = starts;
    if (!keptCurrent_.isEmpty()) {
        state[QStringLiteral("current")] = keptCurrent_;
        if (!keptEdited_.isEmpty())
            state[QStringLiteral("edited")] = keptEdited_;
        return state;
    }
    const Entry& e = entries_[current_];
    state[QStringLiteral("current")] = e.file.isEmpty() ? QString::fromStdString(e.model.name) : e.file;
    if (isEdited() && !e.made)
        state[QStringLiteral("edited")] = QString::fromStdString(kd::modelToJson(e.model));
    return state;
}

QString ModelLibrary::applyEdits(const QString& json)
{
    kd::Result<kd::EvalModel> m = kd::parseModelJson(json.toStdString());
    Entry& e = entries_[current_];
    if (!m)
        return QString::fromStdString(m.error());
    if (e.made || m->kind != e.model.kind || m->phaseMax != e.model.phaseMax)
        return tr("they are for a model of another kind");
    e.undo.push_back(e.model);
    e.model = *m;
    rebuild();
    emit listChanged();
    emit changed();
    return {};
}

QStringList ModelLibrary::restoreState(const QVariantMap& state)
{
    QStringList messages;
    // How many starts in a row each entry has not read: kept for KEEP_STARTS of them, then dropped
    // (a file deleted on purpose must not be named at every start for ever).
    QMap<QString, int> before;
    for (const QString& s : state.value(QStringLiteral("unreadStarts")).toStringList())
        if (const qsizetype bar = s.indexOf(QLatin1Char('|')); bar > 0)
            before.insert(s.mid(bar + 1), s.left(bar).toInt());
    // Whether an entry that did not read is kept; the message says so, or that it is dropped.
    auto keep = [&](const QString& key, const QString& what, const QString& why) {
        const int starts = std::max(before.value(key), 0) + 1;
        if (starts >= KEEP_STARTS) {
            messages << tr("%1 could not be read (%2) at %3 starts in a row and was removed from the list.")
                            .arg(what, why)
                            .arg(starts);
            return false;
        }
        unreadStarts_.insert(key, starts);
        const int left = KEEP_STARTS - starts;
        messages << (left == 1 ? tr("%1 could not be read (%2). It stays in the list and returns once it reads "
                                    "again (it is removed if it still does not read at the next start).")
                               : tr("%1 could not be read (%2). It stays in the list and returns once it reads "
                                    "again (it is removed if it still does not read at %n more starts).",
                                   nullptr, left))
                        .arg(what, why);
        return true;
    };
    for (const QString& file : state.value(QStringLiteral("files")).toStringList()) {
        if (findFile(file) >= 0 || unreadFiles_.contains(file))
            continue;
        if (kd::Result<kd::EvalModel> m = kd::loadModelFile(file.toStdString()))
            entries_.push_back(Entry {file, *m, *m, {}});
        else if (keep(file, tr("The model file %1").arg(QDir::toNativeSeparators(file)),
                     QString::fromStdString(m.error())))
            unreadFiles_ << file;
    }
    for (const QString& json : state.value(QStringLiteral("made")).toStringList()) {
        kd::Result<kd::EvalModel> m = kd::parseModelJson(json.toStdString());
        if (!m) {
            if (keep(json, tr("A model made in the app"), QString::fromStdString(m.error())))
                unreadMade_ << json;
        } else if (findName(QString::fromStdString(m->name)) < 0) {
            addMade(*m);
        }
    }
    emit listChanged();
    const QString current = state.value(QStringLiteral("current")).toString();
    const QString edited = state.value(QStringLiteral("edited")).toString();
    if (!setCurrent(current)) {
        if (current.isEmpty())
            return messages;
        if (!unreadFiles_.contains(current) && unreadMade_.isEmpty()) { // gone for good
            messages << tr("The model last in play, %1, is no longer in the list; playing with %2.")
                            .arg(QFileInfo(current).fileName(), displayName(current_));
            return messages;
        }
        // Not available in this run: kept for the next one, with its edits.
        keptCurrent_ = current;
        keptEdited_ = edited;
        messages << (edited.isEmpty()
                ? tr("The model last in play, %1, is not available; playing with %2 meanwhile.")
                : tr("The model last in play, %1, is not available; playing with %2 meanwhile. Its unsaved edits "
                     "are kept until you choose or edit another model."))
                        .arg(QFileInfo(current).fileName(), displayName(current_));
        return messages;
    }
    if (!edited.isEmpty())
        if (const QString error = applyEdits(edited); !error.isEmpty())
            messages << tr("The unsaved edits of %1 could not be read back (%2).").arg(displayName(current_), error);
    return messages;
}

} // namespace kdui
