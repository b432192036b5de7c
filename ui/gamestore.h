// GameStore: the game in progress as settings values (a QVariantMap the main window writes to its
// INI file) and back, and the reading of a PGN text into a game. The controller calls it from
// saveState()/restoreState(); it holds no state of its own.
#pragma once

#include "gamecontroller.h"

#include <QVariantMap>

#include <optional>
#include <string>
#include <vector>

namespace kdui {

struct StoredGame {
    GameSetup setup;
    kd::Game game;
    qint64 clockMs[kd::COLOR_NB] = {0, 0}; // remaining times when saved
    int viewPly = 0;
};

namespace gamestore {

QVariantMap save(const StoredGame& stored);
// The game the values describe; nullopt with *error set when they are broken (a missing or
// unknown player, an external engine without a command, an unreadable clock, a PGN that does not
// replay).
std::optional<StoredGame> load(const QVariantMap& values, QString* error);

// An external engine player as one settings value (JSON text: its id, name, command, options and
// level), and back; nullopt with *error set ("has no command", "option 'x' is not a name and a
// value") when the text is broken. Also used for the new-game dialog's last choice.
QString saveExternal(const ExternalPlayer& player);
std::optional<ExternalPlayer> loadExternal(const QString& text, QString* error);

// The first game of a PGN text, replayed; or what is wrong with it.
kd::Result<kd::Game> firstGame(const QString& pgnText, std::vector<std::string>* warnings = nullptr);

} // namespace gamestore
} // namespace kdui
