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
// A model's terms, in the app's unit. termDetailText(): what a term counted ("6 safe squares",
// "5 of 9 attack units", "open file"; empty when it counts nothing). termLine(): one line of a
// tooltip, "mobility +0.14 (6 safe squares)". positionalWords(): everything but material, signed, for
// a sentence: " + 0.10 table + 0.14 mobility (6 safe squares) − 0.05 doubled".
QString termDetailText(const kd::PieceTerm& t, kd::TermKind k);
QString termLine(const kd::PieceTerm& t, kd::TermKind k);
QString positionalWords(const kd::PieceTerm& t);
// A side term (the tempo) as a row's name ("Tempo") and its tooltip ("White is to move: +0.15 tempo").
QString sideTermName(const kd::SideTerm& st);
QString sideTermTip(const kd::SideTerm& st);
// What a moved or affected piece's terms did, kind by kind (model with terms only):
// "table −0.50 → +0.10, mobility +0.02 → +0.14 (2 → 6 safe squares)".
QString changedTermsText(const kd::PieceTerm& was, const kd::PieceTerm& is);
QString stepSentence(const kd::Explanation& e, const kd::EvalStep& s);
// A move's term in words (for a piece of a model with terms, changedTermsText() tells what changed).
QString termText(const kd::MoveDelta& d, const kd::DeltaTerm& t, int phaseMax, kd::PhaseKind kind);

// The second opinion: an analyser's score of the inspected position beside the tables' static score.
struct Opinion {
    QString name; // who analysed: "Stockfish 15.1", "Kandinsky search"
    int depth = 0;
    int scoreWhite = 0; // White's side; may be a mate score (kd::isMateScore)
    kd::Bound bound = kd::BOUND_EXACT; // from White's side: BOUND_LOWER means "at least scoreWhite"
};
// A score with its bound: "+2.10", "≥ +2.10", "≤ −0.40", "#5".
QString boundScoreText(int scoreWhite, kd::Bound bound);
// "Stockfish 15.1 · depth 22: +2.10".
QString opinionLine(const Opinion& o);
// How far `to` is from `from` (White's side, neither a mate score), for people: "1.80 pawns for
// White", "0.25 pawns for Black", "nothing" when equal. The unit follows format.h.
QString differenceWords(int fromWhite, int toWhite);
// The named difference between the tables' static score and an analyser's: "The tables see +0.30;
// Stockfish 15.1 sees +2.10: 1.80 pawns for White the tables cannot see." A mate is
// named as a mate and never subtracted: "… sees a mate in 5 for White (#5) the tables cannot see."
QString opinionSentence(int tablesWhite, const Opinion& o);

} // namespace kdui
