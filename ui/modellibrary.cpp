#include "modellibrary.h"

#include <QFileInfo>

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

void ModelLibrary::setCurrent(int index)
{
    if (index < 0 || index >= count() || index == current_)
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

QString ModelLibrary::openFile(const QString& path)
{
    kd::Result<kd::EvalModel> loaded = kd::loadModelFile(path.toStdString());
    if (!loaded)
        return QString::fromStdString(loaded.error());
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
    entries_.push_back(Entry {path, *loaded, *loaded, {}});
    emit listChanged();
    setCurrent(count() - 1);
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
    state[QStringLiteral("files")] = files;
    QStringList made;
    for (const Entry& e : entries_)
        if (e.made)
            made << QString::fromStdString(kd::modelToJson(e.model));
    state[QStringLiteral("made")] = made;
    const Entry& e = entries_[current_];
    state[QStringLiteral("current")] = e.file.isEmpty() ? QString::fromStdString(e.model.name) : e.file;
    if (isEdited() && !e.made)
        state[QStringLiteral("edited")] = QString::fromStdString(kd::modelToJson(e.model));
    return state;
}

void ModelLibrary::restoreState(const QVariantMap& state)
{
    for (const QString& file : state.value(QStringLiteral("files")).toStringList())
        if (findFile(file) < 0)
            if (kd::Result<kd::EvalModel> m = kd::loadModelFile(file.toStdString()))
                entries_.push_back(Entry {file, *m, *m, {}});
    for (const QString& json : state.value(QStringLiteral("made")).toStringList())
        if (kd::Result<kd::EvalModel> m = kd::parseModelJson(json.toStdString()))
            if (findName(QString::fromStdString(m->name)) < 0)
                addMade(*m);
    emit listChanged();
    if (!setCurrent(state.value(QStringLiteral("current")).toString()))
        return;
    const QString edited = state.value(QStringLiteral("edited")).toString();
    if (edited.isEmpty())
        return;
    kd::Result<kd::EvalModel> m = kd::parseModelJson(edited.toStdString());
    Entry& e = entries_[current_];
    if (!m || e.made || m->kind != e.model.kind || m->phaseMax != e.model.phaseMax)
        return;
    e.undo.push_back(e.model);
    e.model = *m;
    rebuild();
    emit listChanged();
    emit changed();
}

} // namespace kdui
