// The inspector's sentences, in a chess player's words and the app's one unit (format.h). The engine
// library's sentences (kd::evaluationSteps(), kd::explainMove()) are in centipawns for the CLI; the
// inspector composes its own from the same numbers, so what it says always matches its table.
#pragma once

#include "eval/evalsteps.h"

#include <QString>
#include <QStyle>

class QLabel;
class QToolButton;
class QWidget;

namespace kdui {

// A label that never asks for room: a fixed number of lines high, any width, wrapping; the whole
// text is also its tooltip (when it is cut short). Used by every inspector tab; meant for any panel
// that shows sentences in a width the window decides.
QLabel* fixedLabel(QWidget* parent, int lines, const char* objectName);
void setFixedLabelText(QLabel* label, const QString& text);
// An icon-only tool button whose text is its accessible name; `name` (optional) its object name.
QToolButton* inspectorButton(
    const QString& text, const QString& tip, QWidget* parent, QStyle::StandardPixmap icon, const char* name = nullptr);

QString pieceWordsText(kd::Piece pc); // "White knight"
// "Middle game 11/24: each value is 11/24 of its middle-game value plus 13/24 of its end-game value"
QString phaseText(const kd::Explanation& e);
QString phaseDetails(const kd::Explanation& e); // the engine's note: how the phase is counted, the formula
// From White's side, as every score on screen: "White 14.88 − Black 24.81 = −9.93 for White ✓ matches
// the engine". engineScore is evaluate()'s, from the side to move.
QString footerText(const kd::Explanation& e, int engineScore);
// The footer's tooltip line: "The engine works from the side to move: +9.93 for Black."
QString footerDetails(const kd::Explanation& e, int engineScore);
QString stepSentence(const kd::Explanation& e, const kd::EvalStep& s);
QString termText(const kd::MoveDelta& d, const kd::DeltaTerm& t, int phaseMax, kd::PhaseKind kind);

} // namespace kdui
