// The inspector's sentences, in a chess player's words and the app's one unit (format.h). The engine
// library's sentences (kd::evaluationSteps(), kd::explainMove()) are in centipawns for the CLI; the
// inspector composes its own from the same numbers, so what it says always matches its table.
#pragma once

#include "evalsteps.h"

#include <QString>

namespace kdui {

QString pieceWordsText(kd::Piece pc); // "White knight"
// "Middle game 11/24: each value is 11/24 of its middle-game value plus 13/24 of its end-game value"
QString phaseText(const kd::Explanation& e);
QString phaseDetails(const kd::Explanation& e); // the engine's note: how the phase is counted, the formula
// "White 14.88 − Black 24.81 = −9.93 for White; Black to move: +9.93. Matches the engine's evaluation ✓"
QString footerText(const kd::Explanation& e, int engineScore);
QString stepSentence(const kd::Explanation& e, const kd::EvalStep& s);
QString termText(const kd::MoveDelta& d, const kd::DeltaTerm& t, int phaseMax, kd::PhaseKind kind);

} // namespace kdui
