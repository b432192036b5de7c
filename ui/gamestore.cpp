#include "gamestore.h"

#include "game/pgn.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kdui::gamestore {

using namespace kd;

namespace {

QString playerKey(Player p)
{
    return p == Player::Human ? QStringLiteral("human")
        : p == Player::Engine ? QStringLiteral("engine")
                              : QStringLiteral("external");
}

QString sideKey(Color c, const char* what)
{
    return QString::fromLatin1(c == WHITE ? "white" : "black") + QString::fromLatin1(what);
}

} // namespace

QString saveExternal(const ExternalPlayer& p)
{
    QJsonObject o;
    o[QStringLiteral("id")] = p.id;
    o[QStringLiteral("name")] = p.name;
    o[QStringLiteral("specName")] = QString::fromStdString(p.spec.name);
    QJsonArray command;
    for (const std::string& word : p.spec.command)
        command.append(QString::fromStdString(word));
    o[QStringLiteral("command")] = command;
    QJsonArray options;
    for (const auto& [name, value] : p.spec.options)
        options.append(QJsonArray {QString::fromStdString(name), QString::fromStdString(value)});
    o[QStringLiteral("options")] = options;
    o[QStringLiteral("elo")] = p.elo;
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

std::optional<ExternalPlayer> loadExternal(const QString& text, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &parseError);
    if (!doc.isObject()) {
        *error = parseError.error != QJsonParseError::NoError
            ? QObject::tr("unreadable (%1 at character %2)").arg(parseError.errorString()).arg(parseError.offset)
            : QObject::tr("not an engine description");
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    ExternalPlayer p;
    p.id = o.value(QStringLiteral("id")).toString();
    p.name = o.value(QStringLiteral("name")).toString();
    p.spec.name = o.value(QStringLiteral("specName")).toString().toStdString();
    for (const QJsonValue& word : o.value(QStringLiteral("command")).toArray()) {
        if (!word.isString()) {
            *error = QObject::tr("its command holds a word that is not text");
            return std::nullopt;
        }
        p.spec.command.push_back(word.toString().toStdString());
    }
    if (p.spec.command.empty() || p.spec.command.front().empty()) {
        *error = QObject::tr("it has no command");
        return std::nullopt;
    }
    for (const QJsonValue& option : o.value(QStringLiteral("options")).toArray()) {
        const QJsonArray pair = option.toArray();
        if (pair.size() != 2 || !pair[0].isString() || !pair[1].isString() || pair[0].toString().isEmpty()) {
            *error = QObject::tr("option %1 is not a name and a value")
                         .arg(QString::fromUtf8(QJsonDocument(QJsonArray {option}).toJson(QJsonDocument::Compact)));
            return std::nullopt;
        }
        p.spec.options.emplace_back(pair[0].toString().toStdString(), pair[1].toString().toStdString());
    }
    const QJsonValue elo = o.value(QStringLiteral("elo"));
    if (!elo.isDouble() || elo.toDouble() < 0 || elo.toDouble() > 100000 || elo.toDouble() != double(elo.toInt())) {
        *error = QObject::tr("its level is not a whole number from 0 to 100000");
        return std::nullopt;
    }
    p.elo = elo.toInt();
    return p;
}

Result<Game> firstGame(const QString& text, std::vector<std::string>* warnings)
{
    // The first game is opened when it reads, whatever follows it; what does not read after it is
    // said as a warning.
    std::vector<PgnGame> games;
    const Result<void> read = readPgnGames(text.toStdString(), games);
    if (games.empty())
        return Error {read ? "no game in the PGN text" : read.error()};
    Result<Game> game = Game::fromPgn(games.front());
    if (!game)
        return Error {"game at line " + std::to_string(games.front().line) + ": " + game.error()};
    if (warnings) {
        *warnings = games.front().warnings;
        if (!read)
            warnings->push_back("the text after the first game does not read: " + read.error());
    }
    return game;
}

QVariantMap save(const StoredGame& g)
{
    QVariantMap s;
    s[QStringLiteral("pgn")] = QString::fromStdString(writePgn(g.game.toPgn()));
    s[QStringLiteral("white")] = playerKey(g.setup.players[WHITE]);
    s[QStringLiteral("black")] = playerKey(g.setup.players[BLACK]);
    s[QStringLiteral("whiteName")] = g.setup.names[WHITE];
    s[QStringLiteral("blackName")] = g.setup.names[BLACK];
    s[QStringLiteral("elo")] = g.setup.elo;
    for (Color c : {WHITE, BLACK})
        if (g.setup.players[c] == Player::External)
            s[sideKey(c, "Engine")] = saveExternal(g.setup.external[c]);
    s[QStringLiteral("clockMode")] = int(g.setup.clock.mode);
    s[QStringLiteral("baseMs")] = g.setup.clock.baseMs;
    s[QStringLiteral("incMs")] = g.setup.clock.incMs;
    s[QStringLiteral("moveTimeMs")] = g.setup.clock.moveTimeMs;
    s[QStringLiteral("recordedTimeControl")] = g.setup.clock.recordedTag;
    s[QStringLiteral("whiteMs")] = g.clockMs[WHITE];
    s[QStringLiteral("blackMs")] = g.clockMs[BLACK];
    s[QStringLiteral("viewPly")] = g.viewPly;
    return s;
}

std::optional<StoredGame> load(const QVariantMap& state, QString* error)
{
    auto player = [&](const char* key, Player& out) {
        const QString v = state.value(QString::fromLatin1(key)).toString();
        if (v != QLatin1String("human") && v != QLatin1String("engine") && v != QLatin1String("external"))
            return false;
        out = v == QLatin1String("human")  ? Player::Human
            : v == QLatin1String("engine") ? Player::Engine
                                           : Player::External;
        return true;
    };
    StoredGame g;
    GameSetup& setup = g.setup;
    const bool ok = player("white", setup.players[WHITE]) && player("black", setup.players[BLACK]);
    bool eloOk = false, modeOk = false;
    setup.elo = state.value(QStringLiteral("elo")).toInt(&eloOk);
    const int mode = state.value(QStringLiteral("clockMode")).toInt(&modeOk);
    setup.clock.mode = ClockSettings::Mode(std::clamp(mode, 0, 2));
    setup.clock.baseMs = state.value(QStringLiteral("baseMs")).toLongLong();
    setup.clock.incMs = state.value(QStringLiteral("incMs")).toLongLong();
    setup.clock.moveTimeMs = state.value(QStringLiteral("moveTimeMs")).toLongLong();
    if (!ok || !eloOk || !modeOk || mode < 0 || mode > 2) {
        *error = QObject::tr("the saved game's players or clock settings are unreadable");
        return std::nullopt;
    }
    setup.elo = GameSetup::clampedElo(setup.elo);
    for (Color c : {WHITE, BLACK}) {
        if (setup.players[c] != Player::External)
            continue;
        QString why;
        std::optional<ExternalPlayer> engine = loadExternal(state.value(sideKey(c, "Engine")).toString(), &why);
        if (!engine) {
            *error = QObject::tr("the saved game's %1 engine cannot be read: %2")
                         .arg(c == WHITE ? QObject::tr("White") : QObject::tr("Black"), why);
            return std::nullopt;
        }
        setup.external[c] = std::move(*engine);
    }
    setup.clock = setup.clock.sanitized();
    setup.clock.recordedTag = state.value(QStringLiteral("recordedTimeControl")).toString();
    setup.names[WHITE] = state.value(QStringLiteral("whiteName")).toString();
    setup.names[BLACK] = state.value(QStringLiteral("blackName")).toString();

    Result<Game> game = firstGame(state.value(QStringLiteral("pgn")).toString());
    if (!game) {
        *error = QObject::tr("the saved game cannot be replayed: %1").arg(QString::fromStdString(game.error()));
        return std::nullopt;
    }
    g.game = std::move(*game);
    g.clockMs[WHITE] = std::max<qint64>(0, state.value(QStringLiteral("whiteMs")).toLongLong());
    g.clockMs[BLACK] = std::max<qint64>(0, state.value(QStringLiteral("blackMs")).toLongLong());
    g.viewPly = state.value(QStringLiteral("viewPly"), g.game.plyCount()).toInt();
    return g;
}

} // namespace kdui::gamestore
