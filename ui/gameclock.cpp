#include "gameclock.h"

#include "game/timecontrol.h"

#include <algorithm>
#include <cmath>

namespace kdui {

using namespace kd;

QString ClockSettings::text() const
{
    switch (mode) {
    case None:
        if (!recordedTag.isEmpty()) {
            const ClockSettings recorded = fromPgnTag(recordedTag);
            const QString what = recorded.mode == None ? recordedTag : recorded.text();
            return QObject::tr("%1 as recorded, untimed").arg(what);
        }
        return QObject::tr("no clock");
    case MoveTime:
        return QObject::tr("%1 s per move").arg(double(moveTimeMs) / 1000.0);
    case Increment:
        break;
    }
    return QStringLiteral("%1+%2").arg(double(baseMs) / 60000.0).arg(double(incMs) / 1000.0);
}

QString ClockSettings::pgnTag() const
{
    // The engine library's syntax, so every tag written reads back (also by kandinsky-cli match).
    switch (mode) {
    case None:
        return recordedTag.isEmpty() ? QStringLiteral("-") : recordedTag;
    case MoveTime:
        return QStringLiteral("*") + QString::fromStdString(secondsText(moveTimeMs)); // 500 ms: "*0.5"
    case Increment:
        break;
    }
    return QString::fromStdString(TimeControl {baseMs, incMs}.pgnText()); // "300+3", "0.5+0.25"
}

ClockSettings ClockSettings::fromPgnTag(const QString& tag)
{
    ClockSettings c;
    c.mode = None;
    const QString t = tag.trimmed();
    if (t.isEmpty() || t == QLatin1String("-") || t == QLatin1String("?"))
        return c;
    const std::string text = t.toStdString();
    if (t.startsWith(QLatin1Char('*'))) { // this program's fixed time per move
        const Result<std::int64_t> ms = parseSeconds(std::string_view(text).substr(1), "time per move");
        if (ms && *ms > 0) {
            c.mode = MoveTime;
            c.moveTimeMs = *ms; // "*1.001": 1001 ms, not 1000
            return c;
        }
    } else if (const Result<TimeControl> tc = TimeControl::parse(text)) { // "300+3", "600"
        c.mode = Increment;
        c.baseMs = tc->baseMs;
        c.incMs = tc->incMs;
        return c;
    }
    c.recordedTag = t; // a form this program does not play ("40/5400:900"): shown as it is
    return c;
}

ClockSettings ClockSettings::sanitized() const
{
    ClockSettings c = *this;
    c.baseMs = std::max<qint64>(1000, baseMs);
    c.incMs = std::max<qint64>(0, incMs);
    c.moveTimeMs = std::max<qint64>(100, moveTimeMs);
    return c;
}

GameClock::GameClock(QObject* parent) : QObject(parent)
{
    tick_.setInterval(TICK_MS);
    connect(&tick_, &QTimer::timeout, this, [this] {
        if (running() && remaining(running_) <= 0) {
            const Color c = running_;
            stop();
            remaining_[c] = 0;
            emit flagFell(c);
        }
        emit ticked();
    });
}

void GameClock::reset(const ClockSettings& settings, qint64 whiteMs, qint64 blackMs)
{
    tick_.stop();
    running_ = COLOR_NB;
    settings_ = settings;
    remaining_[WHITE] = std::max<qint64>(0, whiteMs);
    remaining_[BLACK] = std::max<qint64>(0, blackMs);
    history_.clear();
}

qint64 GameClock::remaining(Color c) const
{
    if (!timed())
        return 0;
    return std::max<qint64>(0, remaining_[c] - (c == running_ ? turn_.elapsed() : 0));
}

void GameClock::setRemaining(Color c, qint64 ms) { remaining_[c] = std::max<qint64>(0, ms); }

void GameClock::charge()
{
    if (running())
        remaining_[running_] -= turn_.restart(); // charged once: a second charge adds only what ran since
}

void GameClock::start(Color c)
{
    if (!timed()) {
        stop();
        return;
    }
    charge();
    running_ = c;
    turn_.restart();
    tick_.start();
}

void GameClock::stop()
{
    charge();
    running_ = COLOR_NB;
    tick_.stop();
}

bool GameClock::moveMade(Color us)
{
    const std::array<qint64, COLOR_NB> before {remaining_[WHITE], remaining_[BLACK]};
    stop();
    if (!timed())
        return true;
    history_.push_back(before);
    if (remaining_[us] <= 0) {
        remaining_[us] = 0;
        return false;
    }
    remaining_[us] += settings_.incMs;
    return true;
}

bool GameClock::takeBack(int plies)
{
    stop();
    if (plies <= 0 || std::size_t(plies) > history_.size()) {
        history_.clear(); // moves played before this clock's history: the times stay as they are
        return false;
    }
    const std::array<qint64, COLOR_NB> before = history_[history_.size() - std::size_t(plies)];
    history_.resize(history_.size() - std::size_t(plies));
    remaining_[WHITE] = before[WHITE];
    remaining_[BLACK] = before[BLACK];
    return true;
}

} // namespace kdui
