#include "gamestore.h"

#include "game/pgn.h"

namespace kdui::gamestore {

using namespace kd;

namespace {

QString playerKey(Player p) { return p == Player::Human ? QStringLiteral("human") : QStringLiteral("engine"); }

} // namespace

Result<Game> firstGame(const QString& text, std::vector<std::string>* warnings)
{
    const Result<std::vector<PgnGame>> games = readPgn(text.toStdString());
    if (!games)
        return Error {games.error()};
    if (games->empty())
        return Error {"no game in the PGN text"};
    Result<Game> game = Game::fromPgn(games->front());
    if (!game)
        return Error {"game at line " + std::to_string(games->front().line) + ": " + game.error()};
    if (warnings)
        *warnings = games->front().warnings;
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
        if (v != QLatin1String("human") && v != QLatin1String("engine"))
            return false;
        out = v == QLatin1String("human") ? Player::Human : Player::Engine;
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
