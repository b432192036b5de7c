// One place for how numbers reach the screen: scores, signed values and their unit. Every panel,
// the eval bar, the heat maps and `kandinsky-cli heatmap` format through these functions, so the
// same score reads the same everywhere. Qt Core only (library kdformat).
#pragma once

#include <QLocale>
#include <QString>

namespace kdui {

// The unit scores are shown in. Pawns with two decimals is what players read; centipawns is the
// engine's own integer, for people who compare with engine logs. One process-wide choice (View →
// Units), read by every widget when it next draws.
enum class ScoreUnit { Pawns, Centipawns };
ScoreUnit scoreUnit();
void setScoreUnit(ScoreUnit unit);
QString unitName(); // "pawns" or "centipawns", translated
QString unitKey(ScoreUnit unit); // "pawns" / "centipawns", for the settings file
ScoreUnit unitFromKey(const QString& key); // anything else reads as pawns

// A search or evaluation score from White's side: "+0.35", "−1.20", "0.00"; mates as "#3" (White
// mates in 3) and "−#2" (Black mates in 2). In centipawns: "+35", "−120", "0".
QString scoreText(int scoreWhite);
// A value that is never a mate score, signed: a piece's table entry, a difference, a move term.
QString signedValue(int cp);
// A value without a sign unless it is negative: material, a side's total.
QString plainValue(int cp);
// A value for a small heat-map cell: as signedValue, but in pawns without the leading zero
// ("+.29", "−1.05") so three or four characters fit a cell.
QString compactValue(int cp);
// An integer count for people: "1,460", "−20,048" (grouping as the locale writes it: "1.460" in
// German; real minus sign).
QString groupedInt(long long v);
// The locale numbers are written in: the default locale (the language the GUI speaks, or the
// system's), English for the C locale. Scores use its decimal point: "+0,35" in German.
QLocale numberLocale();
// v with this many decimals in numberLocale().
QString decimal(double v, int decimals);
// The minus sign used on screen (U+2212), so "−" and "+" have the same width.
inline constexpr QChar MINUS {0x2212};

} // namespace kdui
