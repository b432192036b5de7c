#include "format.h"

#include "core/types.h"

#include <QCoreApplication>

#include <atomic>
#include <cstdlib>

namespace kdui {

namespace {

std::atomic<ScoreUnit> unit {ScoreUnit::Pawns};

QString withSign(int cp, bool plusSign)
{
    const QString sign = cp < 0 ? QString(MINUS) : (plusSign && cp > 0 ? QStringLiteral("+") : QString());
    const int a = std::abs(cp);
    if (scoreUnit() == ScoreUnit::Centipawns)
        return sign + QString::number(a);
    return sign + numberLocale().toString(a / 100.0, 'f', 2);
}

} // namespace

ScoreUnit scoreUnit() { return unit.load(std::memory_order_relaxed); }

void setScoreUnit(ScoreUnit u) { unit.store(u, std::memory_order_relaxed); }

QString unitName()
{
    return scoreUnit() == ScoreUnit::Pawns ? QCoreApplication::translate("kdui::format", "pawns")
                                           : QCoreApplication::translate("kdui::format", "centipawns");
}

QString unitKey(ScoreUnit u) { return u == ScoreUnit::Pawns ? QStringLiteral("pawns") : QStringLiteral("centipawns"); }

ScoreUnit unitFromKey(const QString& key)
{
    return key == QLatin1String("centipawns") ? ScoreUnit::Centipawns : ScoreUnit::Pawns;
}

QString scoreText(int scoreWhite)
{
    if (kd::isMateScore(scoreWhite)) {
        // Moves of the side that mates, whichever side is to move: kd::mateMoves() counts from the
        // side to move's view and would read Black's mate in 1 with Black to move as "#0".
        const int moves = (kd::matePlies(scoreWhite) + 1) / 2;
        return scoreWhite > 0 ? QStringLiteral("#%1").arg(moves) : QString(MINUS) + QStringLiteral("#%1").arg(moves);
    }
    return withSign(scoreWhite, true);
}

QString signedValue(int cp) { return withSign(cp, true); }

QString plainValue(int cp) { return withSign(cp, false); }

QString compactValue(int cp)
{
    if (cp == 0)
        return QStringLiteral("0");
    QString s = withSign(cp, true);
    if (scoreUnit() == ScoreUnit::Pawns) {
        const int zero = s.indexOf(QLatin1Char('0') + numberLocale().decimalPoint());
        if (zero >= 0 && zero <= 1)
            s.remove(zero, 1);
    }
    return s;
}

QString groupedInt(long long v)
{
    const QString digits = numberLocale().toString(qlonglong(v < 0 ? -v : v));
    return v < 0 ? QString(MINUS) + digits : digits;
}

QLocale numberLocale()
{
    // The C locale (no LANG, as on CI machines) writes no group separators: English's instead.
    const QLocale locale;
    return locale.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : locale;
}

QString decimal(double v, int decimals) { return numberLocale().toString(v, 'f', decimals); }

} // namespace kdui
