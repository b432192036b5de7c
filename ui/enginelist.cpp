#include "enginelist.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>
#include <climits>

namespace kdui {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

std::string encodedPath(const QString& path) { return QFile::encodeName(path).toStdString(); }

// The value an option's default stands for, as check() spells it ("True" -> "true").
QString normalizedDefault(const kd::UciOptionDecl& decl)
{
    const kd::Result<std::string> checked = decl.check(decl.defaultValue);
    return qs(checked ? *checked : decl.defaultValue);
}

QString duration(int ms)
{
    return ms >= 1000 && ms % 1000 == 0 ? QStringLiteral("%1 s").arg(ms / 1000) : QStringLiteral("%1 ms").arg(ms);
}

// UciClient's reasons, said for a person choosing a program: "/usr/games/x did not answer 'uci'
// within 5 s (...)". A reason of another shape is passed on with the program named once.
QString probeError(const QString& program, QString why, int timeoutMs)
{
    if (why.startsWith(program + QStringLiteral(": ")))
        why = why.mid(program.size() + 2);
    if (why.startsWith(QLatin1String("cannot start")))
        return why;
    if (why.startsWith(QLatin1String("no 'uciok'")))
        return QObject::tr("%1 did not answer 'uci' within %2: it is not a UCI engine, or it needs arguments "
                           "(an xboard engine does not answer 'uci')")
            .arg(program, duration(timeoutMs));
    if (why.startsWith(QLatin1String("no 'readyok'")))
        return QObject::tr("%1 did not answer 'isready' within %2").arg(program, duration(timeoutMs));
    static const QRegularExpression exited(QStringLiteral("^the engine exited \\((.*)\\) after '(.*)'$"));
    if (const QRegularExpressionMatch m = exited.match(why); m.hasMatch())
        return QObject::tr("%1 stopped (%2) after '%3'").arg(program, m.captured(1), m.captured(2));
    return program + QStringLiteral(": ") + why;
}

bool sameCommand(const EngineConfig& a, const EngineConfig& b)
{
    auto canonical = [](const QString& path) {
        const QFileInfo fi(path);
        const QString c = fi.canonicalFilePath();
        return c.isEmpty() ? fi.absoluteFilePath() : c;
    };
    return canonical(a.path) == canonical(b.path) && a.args == b.args;
}

} // namespace

bool uciBool(const QString& value) { return value.trimmed().compare(QLatin1String("true"), Qt::CaseInsensitive) == 0; }

int uciSpinValue(const QString& value, const kd::UciOptionDecl& decl)
{
    bool ok = false;
    long long v = value.trimmed().toLongLong(&ok);
    if (!ok)
        v = QString::fromStdString(decl.defaultValue).trimmed().toLongLong(&ok);
    if (!ok)
        v = decl.min;
    const long long lo = std::clamp<long long>(decl.min, INT_MIN, INT_MAX);
    const long long hi = std::clamp<long long>(decl.max, lo, INT_MAX);
    return int(std::clamp(v, lo, hi));
}

// EngineConfig ------------------------------------------------------------------------------------

kd::EngineSpec EngineConfig::spec() const
{
    kd::EngineSpec spec;
    spec.command.push_back(encodedPath(path));
    for (const QString& a : args)
        spec.command.push_back(a.toStdString());
    for (const kd::UciOptionDecl& d : declared) {
        const auto it = values.constFind(qs(d.name));
        if (it == values.constEnd())
            continue;
        // A Button's entry asks for it to be pressed: the client sends it without a value.
        spec.options.emplace_back(d.name, d.type == kd::UciOptionDecl::Button ? std::string() : it->toStdString());
    }
    spec.name = name.toStdString();
    return spec;
}

const kd::UciOptionDecl* EngineConfig::option(const QString& optionName) const
{
    for (const kd::UciOptionDecl& d : declared)
        if (qs(d.name).compare(optionName, Qt::CaseInsensitive) == 0)
            return &d;
    return nullptr;
}

QString EngineConfig::value(const QString& optionName) const
{
    const kd::UciOptionDecl* d = option(optionName);
    if (!d)
        return {};
    const auto it = values.constFind(qs(d->name));
    if (it != values.constEnd())
        return *it;
    return d->type == kd::UciOptionDecl::Button ? QString() : normalizedDefault(*d);
}

kd::Result<void> EngineConfig::setValue(const QString& optionName, const QString& value)
{
    const kd::UciOptionDecl* d = option(optionName);
    if (!d)
        return kd::Error {
            (name.isEmpty() ? path : name).toStdString() + " has no option '" + optionName.toStdString() + "'"};
    const QString key = qs(d->name);
    if (d->type == kd::UciOptionDecl::Button) {
        if (uciBool(value))
            values.insert(key, QStringLiteral("true"));
        else
            values.remove(key);
        return {};
    }
    const kd::Result<std::string> checked = d->check(value.toStdString());
    if (!checked)
        return kd::Error {checked.error()};
    const QString v = qs(*checked);
    if (v == normalizedDefault(*d))
        values.remove(key);
    else
        values.insert(key, v);
    return {};
}

bool EngineConfig::offersElo() const
{
    const kd::UciOptionDecl* limit = option(QStringLiteral("UCI_LimitStrength"));
    const kd::UciOptionDecl* elo = option(QStringLiteral("UCI_Elo"));
    return limit && elo && limit->type == kd::UciOptionDecl::Check && elo->type == kd::UciOptionDecl::Spin
        && elo->min <= elo->max;
}

int EngineConfig::minElo() const
{
    return offersElo() ? int(std::clamp<long long>(option(QStringLiteral("UCI_Elo"))->min, 0, INT_MAX)) : 0;
}

int EngineConfig::maxElo() const
{
    return offersElo() ? int(std::clamp<long long>(option(QStringLiteral("UCI_Elo"))->max, 0, INT_MAX)) : 0;
}

// EngineList --------------------------------------------------------------------------------------

EngineList::EngineList(QObject* parent) : QObject(parent) { }

const EngineConfig* EngineList::find(const QString& id) const
{
    for (const EngineConfig& c : engines_)
        if (c.id == id)
            return &c;
    return nullptr;
}

QString EngineList::uniqueId(const QString& path, const QList<EngineConfig>& taken)
{
    QString base = QFileInfo(path).fileName().toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9_.-]+")), QStringLiteral("-"));
    if (base.isEmpty())
        base = QStringLiteral("engine");
    QString id = base;
    auto isTaken = [&](const QString& candidate) {
        return std::any_of(taken.cbegin(), taken.cend(), [&](const EngineConfig& c) { return c.id == candidate; });
    };
    for (int n = 2; isTaken(id); ++n)
        id = base + QLatin1Char('-') + QString::number(n);
    return id;
}

kd::Result<QString> EngineList::add(EngineConfig config)
{
    if (config.path.isEmpty())
        return kd::Error {"an engine needs a program"};
    for (const EngineConfig& c : engines_)
        if (sameCommand(c, config))
            return kd::Error {QStringLiteral("%1 is already in the list as \u201c%2\u201d")
                                  .arg(QDir::toNativeSeparators(config.path), c.name)
                                  .toStdString()};
    config.id = uniqueId(config.path, engines_);
    if (config.name.trimmed().isEmpty())
        config.name = config.idName.isEmpty() ? QFileInfo(config.path).fileName() : config.idName;
    engines_.append(config);
    emit changed();
    return config.id;
}

kd::Result<void> EngineList::update(const EngineConfig& config)
{
    for (EngineConfig& c : engines_) {
        if (c.id != config.id)
            continue;
        c = config;
        if (c.name.trimmed().isEmpty())
            c.name = c.idName.isEmpty() ? QFileInfo(c.path).fileName() : c.idName;
        emit changed();
        return {};
    }
    return kd::Error {"there is no engine '" + config.id.toStdString() + "' in the list"};
}

bool EngineList::remove(const QString& id)
{
    const auto n = engines_.removeIf([&](const EngineConfig& c) { return c.id == id; });
    if (n > 0)
        emit changed();
    return n > 0;
}

QStringList EngineList::load(QSettings& s)
{
    QStringList messages;
    QList<EngineConfig> loaded;
    s.beginGroup(QStringLiteral("engines"));
    // The array's size is only a number in the file: an edited one (a billion) must not make the
    // window loop or fill the screen with messages. Entries without any key are not there at all.
    const int claimed = s.beginReadArray(QStringLiteral("list"));
    const int n = std::clamp(claimed, 0, MAX_ENGINES);
    int absent = 0;
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        if (s.childKeys().isEmpty()) {
            ++absent;
            continue;
        }
        EngineConfig c;
        c.id = s.value(QStringLiteral("id")).toString();
        c.name = s.value(QStringLiteral("name")).toString();
        c.path = s.value(QStringLiteral("path")).toString();
        c.args = s.value(QStringLiteral("args")).toStringList();
        c.idName = s.value(QStringLiteral("idName")).toString();
        c.author = s.value(QStringLiteral("author")).toString();
        const QString where = tr("Engine %1 in the settings").arg(i + 1);
        const QString shown = c.name.isEmpty() ? where : QStringLiteral("%1 (\u201c%2\u201d)").arg(where, c.name);
        if (c.path.isEmpty()) {
            messages << tr("%1 names no program; it was skipped.").arg(shown);
            continue;
        }
        const auto same = std::find_if(
            loaded.cbegin(), loaded.cend(), [&](const EngineConfig& other) { return sameCommand(other, c); });
        if (same != loaded.cend()) {
            messages << tr("%1 repeats %2; it was skipped.").arg(shown, QDir::toNativeSeparators(c.path));
            continue;
        }
        const QStringList lines = s.value(QStringLiteral("options")).toStringList();
        for (int k = 0; k < lines.size(); ++k) {
            const kd::Result<kd::UciOptionDecl> decl = kd::UciOptionDecl::parse(lines[k].toStdString());
            if (decl)
                c.declared.append(*decl);
            else
                messages << tr("%1: the option line \u201c%2\u201d could not be read (%3); that option was dropped.")
                                .arg(shown, lines[k], qs(decl.error()));
        }
        // "Name=value", the name as declared (names may hold '=' or spaces, so each declared name is tried).
        for (const QString& entry : s.value(QStringLiteral("values")).toStringList()) {
            const kd::UciOptionDecl* match = nullptr;
            for (const kd::UciOptionDecl& d : c.declared)
                if (entry.startsWith(qs(d.name) + QLatin1Char('=')) && (!match || d.name.size() > match->name.size()))
                    match = &d;
            if (!match) {
                messages << tr("%1: the value \u201c%2\u201d is for no option the engine declares; it was dropped.")
                                .arg(shown, entry);
                continue;
            }
            const QString name = qs(match->name);
            if (kd::Result<void> set = c.setValue(name, entry.mid(name.size() + 1)); !set)
                messages << tr("%1: %2; the default is used.").arg(shown, qs(set.error()));
        }
        c.id = c.id.trimmed();
        const bool idTaken
            = std::any_of(loaded.cbegin(), loaded.cend(), [&](const EngineConfig& other) { return other.id == c.id; });
        if (c.id.isEmpty() || idTaken)
            c.id = uniqueId(c.path, loaded); // a new id from the program's name
        if (c.name.trimmed().isEmpty())
            c.name = c.idName.isEmpty() ? QFileInfo(c.path).fileName() : c.idName;
        loaded.append(c);
    }
    s.endArray();
    s.endGroup();
    if (claimed > n || absent > 0) // first, so that the cap below never folds it away
        messages.prepend(
            tr("The engine list in the settings claims %1 entries; %2 were found.").arg(claimed).arg(n - absent));
    if (messages.size() > MAX_MESSAGES) {
        const qsizetype more = messages.size() - (MAX_MESSAGES - 1);
        messages = messages.mid(0, MAX_MESSAGES - 1);
        messages << tr("… and %n more problems with the engine list in the settings.", nullptr, int(more));
    }
    engines_ = loaded;
    emit changed();
    return messages;
}

void EngineList::save(QSettings& s) const
{
    s.beginGroup(QStringLiteral("engines"));
    s.remove(QStringLiteral("list"));
    s.beginWriteArray(QStringLiteral("list"), int(engines_.size()));
    for (int i = 0; i < engines_.size(); ++i) {
        const EngineConfig& c = engines_[i];
        s.setArrayIndex(i);
        s.setValue(QStringLiteral("id"), c.id);
        s.setValue(QStringLiteral("name"), c.name);
        s.setValue(QStringLiteral("path"), c.path);
        s.setValue(QStringLiteral("args"), c.args);
        s.setValue(QStringLiteral("idName"), c.idName);
        s.setValue(QStringLiteral("author"), c.author);
        QStringList lines, values;
        for (const kd::UciOptionDecl& d : c.declared)
            lines << qs(d.uciLine());
        for (auto it = c.values.cbegin(); it != c.values.cend(); ++it)
            values << it.key() + QLatin1Char('=') + it.value();
        s.setValue(QStringLiteral("options"), lines);
        s.setValue(QStringLiteral("values"), values);
    }
    s.endArray();
    s.endGroup();
}

kd::Result<EngineConfig> EngineList::probe(const QString& path, const QStringList& args, int timeoutMs)
{
    if (path.trimmed().isEmpty())
        return kd::Error {"no program was given"};
    QString program = path;
    if (!program.contains(QLatin1Char('/'))) {
        // A bare name is looked up in PATH, as a shell would.
        program = QStandardPaths::findExecutable(path);
        if (program.isEmpty())
            return kd::Error {"cannot start " + path.toStdString() + ": there is no such program in PATH"};
    }
    const QFileInfo fi(program);
    const std::string shown = QDir::toNativeSeparators(program).toStdString();
    if (!fi.exists())
        return kd::Error {"cannot start " + shown + ": there is no such file"};
    if (fi.isDir())
        return kd::Error {"cannot start " + shown + ": it is a folder, not a program"};
    if (!fi.isExecutable())
        return kd::Error {"cannot start " + shown + ": the file is not executable"};

    EngineConfig config;
    config.path = fi.absoluteFilePath();
    config.args = args;
    kd::UciClient client;
    kd::EngineSpec spec = config.spec();
    if (kd::Result<void> started = client.start(spec, timeoutMs); !started) {
        client.quit(0);
        return kd::Error {probeError(QString::fromStdString(shown), QString::fromStdString(started.error()), timeoutMs)
                              .toStdString()};
    }
    config.idName = qs(client.name());
    config.author = qs(client.author());
    for (const kd::UciOptionDecl& d : client.options())
        config.declared.append(d);
    config.name = config.idName.isEmpty() ? fi.fileName() : config.idName;
    client.quit();
    return config;
}

QStringList EngineList::knownEngineNames()
{
    // Programs that answer "uci" as they start; engines that speak only (or first) the xboard
    // protocol (crafty, gnuchess, phalanx, fairymax, sjeng, hoichess) are left out.
    return {QStringLiteral("stockfish"), QStringLiteral("fairy-stockfish"), QStringLiteral("ethereal-chess"),
        QStringLiteral("ethereal"), QStringLiteral("toga2"), QStringLiteral("glaurung"), QStringLiteral("fruit"),
        QStringLiteral("lc0"), QStringLiteral("berserk"), QStringLiteral("weiss"), QStringLiteral("rubichess"),
        QStringLiteral("igel"), QStringLiteral("koivisto"), QStringLiteral("seer")};
}

QStringList EngineList::defaultEngineDirs()
{
    return {QStringLiteral("/usr/games"), QStringLiteral("/usr/bin"), QStringLiteral("/usr/local/games"),
        QStringLiteral("/usr/local/bin")};
}

QStringList EngineList::installedCandidates(const QStringList& dirs, const QStringList& names)
{
    QStringList found;
    QSet<QString> seen;
    for (const QString& name : names) {
        for (const QString& dir : dirs) {
            const QFileInfo fi(QDir(dir).filePath(name));
            if (!fi.isFile() || !fi.isExecutable())
                continue;
            const QString canonical = fi.canonicalFilePath();
            if (seen.contains(canonical))
                continue;
            seen.insert(canonical);
            found << fi.absoluteFilePath();
        }
    }
    return found;
}

} // namespace kdui
