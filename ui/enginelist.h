// EngineList: the external UCI engines the user has added (Engines… in the Game menu), each with
// what it declared when it was last probed ("id name", "id author", its options) and the option
// values the user set away from their defaults. Kept in QSettings (group "engines"); probing an
// engine and finding the engines installed on the system are here too, so the manager dialog and
// the first-start offer share them.
#pragma once

#include "core/result.h"
#include "core/ucitext.h"
#include "match/uciclient.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

class QSettings;

namespace kdui {

struct EngineConfig {
    QString id; // the key in the list and in the settings ("stockfish", "stockfish-2"); set by add()
    QString name; // the name shown; the engine's "id name" unless the user renamed it
    QString path; // the program
    QStringList args; // its arguments
    QString idName; // "id name" as the engine declared it
    QString author; // "id author"; empty when not declared
    QList<kd::UciOptionDecl> declared; // the options the engine declared, in its order
    // Options set away from their defaults, by declared name, each value as UciOptionDecl::check()
    // gives it. Sent when the engine starts. A Button's entry means "press it right after the start".
    QMap<QString, QString> values;

    // The program, arguments, display name and option values, for UciClient::start / UciEngine.
    kd::EngineSpec spec() const;
    const kd::UciOptionDecl* option(const QString& optionName) const; // in any case; nullptr if not declared
    // The value in force: the one set, else the declared default ("" for an unknown name).
    QString value(const QString& optionName) const;
    // Sets a value after checking it against the declaration; a value equal to the default removes
    // the entry. An error names the option and what it takes.
    kd::Result<void> setValue(const QString& optionName, const QString& value);

    // The engine can play at a chosen strength: it declares UCI_LimitStrength (check) and UCI_Elo
    // (spin). minElo()/maxElo() are UCI_Elo's range (0 when not offered).
    bool offersElo() const;
    int minElo() const;
    int maxElo() const;
};

class EngineList : public QObject {
    Q_OBJECT

public:
    explicit EngineList(QObject* parent = nullptr);

    // At most this many engines are read from the settings, and at most MAX_MESSAGES messages
    // given (the last one counting the rest).
    static constexpr int MAX_ENGINES = 1000;
    static constexpr int MAX_MESSAGES = 10;

    // Reads the list from the group "engines" (replacing the one held). A broken entry (no program,
    // a duplicate id) is skipped and an unreadable option line or a value that no longer fits is
    // dropped; each such case gives one message, and nothing else is lost. A list size beyond the
    // entries there (or beyond MAX_ENGINES) is read as what is there, with one message. Emits
    // changed().
    QStringList load(QSettings& settings);
    // Writes the list into the group "engines" (other keys of the group, such as "offered", stay).
    void save(QSettings& settings) const;

    const QList<EngineConfig>& all() const { return engines_; }
    const EngineConfig* find(const QString& id) const;
    // Adds an engine under a new unique id made from its program's name; the id is returned. The
    // same program with the same arguments twice is refused with a message naming the entry.
    kd::Result<QString> add(EngineConfig config);
    // Replaces the entry with config's id; an unknown id is an error.
    kd::Result<void> update(const EngineConfig& config);
    bool remove(const QString& id);

    // Starts the program, reads what it declares after "uci", waits for "readyok" and quits it.
    // Blocking (for a worker thread). Errors in plain words, naming the program: "cannot start
    // /x/y: there is no such file", "/usr/games/z did not answer 'uci' within 5 s".
    static kd::Result<EngineConfig> probe(const QString& path, const QStringList& args = {}, int timeoutMs = 5000);

    // Program names of chess engines that speak UCI without being told to ("stockfish", "toga2", ...).
    static QStringList knownEngineNames();
    static QStringList defaultEngineDirs(); // /usr/games, /usr/bin, /usr/local/games, /usr/local/bin
    // The known engines installed in these folders: executable files only, each program once (a
    // /usr/bin/x that links to /usr/games/x counts once, as the first folder names it).
    static QStringList installedCandidates(
        const QStringList& dirs = defaultEngineDirs(), const QStringList& names = knownEngineNames());

signals:
    void changed();

private:
    static QString uniqueId(const QString& path, const QList<EngineConfig>& taken);

    QList<EngineConfig> engines_;
};

// The two UCI values a QCheckBox and a QSpinBox show: "true"/"false", and a number within int range.
bool uciBool(const QString& value);
int uciSpinValue(const QString& value, const kd::UciOptionDecl& decl);

} // namespace kdui
