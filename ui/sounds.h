// Sounds: a move, a capture, a check, castling, the end of a game and a clock running low, made for
// the project (app/soundgen.cpp synthesises them at build time; they are compiled in). SoundPlayer
// plays them with QSoundEffect, which loads and plays asynchronously: without an audio device (as on
// CI machines) Qt only reports it and nothing waits. On by default; View → Sound mutes ("sound/on"
// in the settings).
#pragma once

#include "core/position.h"

#include <QObject>

#include <array>

class QSoundEffect;

namespace kdui {

enum class Sound { None, Move, Capture, Check, Castle, GameEnd, LowTime, Count };

// The sound of move m played from `before` (a check wins over a capture or castling), or GameEnd
// when it ends the game.
Sound soundForMove(const kd::Position& before, kd::Move m, bool endsGame);

class SoundPlayer : public QObject {
    Q_OBJECT

public:
    explicit SoundPlayer(QObject* parent = nullptr);

    void setEnabled(bool on) { enabled_ = on; }
    bool isEnabled() const { return enabled_; }
    // Plays s (nothing for None or while muted).
    void play(Sound s);
    // The last sound asked for while on (None at first): what a test can check without a device.
    Sound lastPlayed() const { return last_; }
    static QString fileName(Sound s); // the resource, ":/sounds/move.wav"

private:
    bool enabled_ = true;
    Sound last_ = Sound::None;
    std::array<QSoundEffect*, std::size_t(Sound::Count)> effects_ {};
};

} // namespace kdui
