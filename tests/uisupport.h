// Helpers shared by the GUI tests that drive the game controller.
#pragma once

#include "core/notation.h"
#include "gameclock.h"

namespace kdtest {

// A clock with increment: baseMs each, incMs a move.
inline kdui::ClockSettings increment(qint64 baseMs, qint64 incMs)
{
    kdui::ClockSettings c;
    c.mode = kdui::ClockSettings::Increment;
    c.baseMs = baseMs;
    c.incMs = incMs;
    return c;
}

// A move given in UCI that the test knows to be legal.
inline kd::Move uci(const kd::Position& pos, const char* text) { return *kd::parseUci(pos, text); }

} // namespace kdtest
