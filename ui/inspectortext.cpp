#include "inspectortext.h"

#include "core/notation.h"
#include "format.h"
#include "heatmap.h"

#include <QLabel>
#include <QObject>
#include <QToolButton>

#include <cstdlib>

namespace kdui {

using namespace kd;

namespace {

QString tr(const char* s) { return QObject::tr(s); }
QString sq(Square s) { return QString::fromStdString(squareName(s)); }
QString side(Color c) { return c == WHITE ? tr("White") : tr("Black"); }
QString at(const PieceTerm& t) { return tr("%1 on %2").arg(pieceWordsText(t.piece), sq(t.square)); }
QString squareWords(int v) { return tr("%1 for its square").arg(signedValue(v)); }

} // namespace

QString pieceWordsText(Piece pc) { return side(colorOf(pc)) + QLatin1Char(' ') + pieceName(typeOf(pc)).toLower(); }

QString phaseText(const Explanation& e)
{
    switch (e.kind) {
    case PhaseKind::Tapered:
        if (e.phase == e.phaseMax)
            return tr("Middle game %1/%1: every value is its middle-game value").arg(e.phaseMax);
        if (e.phase == 0)
            return tr("End game 0/%1: every value is its end-game value").arg(e.phaseMax);
        return tr("Middle game %1/%3: each value is %1/%3 of its middle-game value plus %2/%3 of its end-game value")
            .arg(e.phase)
            .arg(e.phaseMax - e.phase)
            .arg(e.phaseMax);
    case PhaseKind::Switch:
        return e.phase == 0 ? tr("End game: every value comes from the end-game tables")
                            : tr("Middle game: every value comes from the middle-game tables");
    case PhaseKind::Single:
        break;
    }
    QString note = QString::fromStdString(e.phaseNote);
    if (!note.isEmpty())
        note[0] = note[0].toUpper();
    return note;
}

QString phaseDetails(const Explanation& e) { return QString::fromStdString(e.phaseNote); }

QString footerText(const Explanation& e, int engineScore)
{
    // White's side, as everywhere else; the engine's own score (side to move) is in footerDetails().
    const int engineWhite = e.sideToMove == WHITE ? engineScore : -engineScore;
    const QString sum = tr("White %1 − Black %2 = %3 for White")
                            .arg(plainValue(e.white.total()), plainValue(e.black.total()), signedValue(e.whiteScore));
    if (engineScore == e.score)
        return tr("%1 ✓ matches the engine").arg(sum);
    return tr("%1; the engine says %2 for White: they differ!").arg(sum, signedValue(engineWhite));
}

QString footerDetails(const Explanation& e, int engineScore)
{
    QString text
        = tr("The engine works from the side to move: %1 for %2.").arg(signedValue(e.score), side(e.sideToMove));
    if (engineScore != e.score)
        text += tr(" Its evaluation there is %1.").arg(signedValue(engineScore));
    return text;
}

QString stepSentence(const Explanation& e, const EvalStep& s)
{
    const auto soFar = [&](Color c) { return c == WHITE ? s.white : s.black; };
    switch (s.kind) {
    case EvalStep::Start:
        return e.kind == PhaseKind::Tapered
            ? tr("Both sides start at 0. Each piece adds its material and its square's value to its own side, "
                 "mixed for the phase (%1/%2 middle game).")
                  .arg(e.phase)
                  .arg(e.phaseMax)
            : tr("Both sides start at 0. Each piece adds its material and its square's value to its own side.");
    case EvalStep::Piece: {
        const PieceTerm& t = e.pieces[std::size_t(s.piece)];
        const Color c = colorOf(t.piece);
        return tr("%1: %2 material %3 = %4; %5 so far %6")
            .arg(at(t), plainValue(t.material), squareWords(t.positional), plainValue(t.total()), side(c),
                plainValue(soFar(c)));
    }
    case EvalStep::Material: {
        const PieceTerm& t = e.pieces[std::size_t(s.piece)];
        const Color c = colorOf(t.piece);
        return tr("%1: %2 material; %3's material so far %4")
            .arg(at(t), plainValue(t.material), side(c), plainValue(soFar(c)));
    }
    case EvalStep::Positional: {
        const PieceTerm& t = e.pieces[std::size_t(s.piece)];
        const Color c = colorOf(t.piece);
        return tr("%1: %2; %3 so far %4").arg(at(t), squareWords(t.positional), side(c), plainValue(soFar(c)));
    }
    case EvalStep::Difference:
        return tr("White %1 − Black %2 = %3 for White.")
            .arg(plainValue(s.white), plainValue(s.black), signedValue(s.score));
    case EvalStep::SideToMove:
        // The headline stays White's side; the engine's own figure (side to move) follows it.
        return e.sideToMove == WHITE
            ? tr("%1 for White: the engine's evaluation (White is to move).").arg(signedValue(s.score))
            : tr("%1 for White: the engine's evaluation. The engine works from the side to move: %2 for Black.")
                  .arg(signedValue(-s.score), signedValue(s.score));
    }
    return {};
}

QString termText(const MoveDelta& d, const DeltaTerm& t, int phaseMax, PhaseKind kind)
{
    switch (t.kind) {
    case DeltaTerm::Moved:
        return tr("%1 %2 to %3: worth %4 → %5")
            .arg(pieceWordsText(t.piece), sq(t.from), sq(t.to), plainValue(t.before), plainValue(t.after));
    case DeltaTerm::Promoted:
        return tr("%1 pawn %2 becomes a %3 on %4: worth %5 → %6")
            .arg(side(colorOf(t.piece)), sq(t.from), pieceName(typeOf(t.piece)).toLower(), sq(t.to),
                plainValue(t.before), plainValue(t.after));
    case DeltaTerm::CastlingRook:
        return tr("%1 %2 to %3 (castling): worth %4 → %5")
            .arg(pieceWordsText(t.piece), sq(t.from), sq(t.to), plainValue(t.before), plainValue(t.after));
    case DeltaTerm::Captured:
        return tr("%1 taken on %2%3: its %4 is lost")
            .arg(pieceWordsText(t.piece), sq(t.from), d.move.kind() == Move::EN_PASSANT ? tr(" en passant") : QString(),
                plainValue(t.before));
    case DeltaTerm::Phase:
        if (kind == PhaseKind::Switch)
            return d.phaseAfter == 0 ? tr("The end game begins: every piece is now valued from the end-game tables")
                                     : tr("The end game no longer holds: every piece is valued from the middle-game "
                                          "tables again");
        return tr("Phase %1 → %2 of %3: every piece's value is mixed again, more toward the %4")
            .arg(d.phaseBefore)
            .arg(d.phaseAfter)
            .arg(phaseMax)
            .arg(d.phaseAfter < d.phaseBefore ? tr("end game") : tr("middle game"));
    }
    return {};
}

// The second opinion -----------------------------------------------------------------------------

QString boundScoreText(int scoreWhite, Bound bound)
{
    const QString score = scoreText(scoreWhite);
    if (bound == BOUND_LOWER)
        return tr("≥ %1").arg(score);
    if (bound == BOUND_UPPER)
        return tr("≤ %1").arg(score);
    return score;
}

QString opinionLine(const Opinion& o)
{
    return tr("%1 · depth %2: %3").arg(o.name).arg(o.depth).arg(boundScoreText(o.scoreWhite, o.bound));
}

QString differenceWords(int fromWhite, int toWhite)
{
    const int d = toWhite - fromWhite; // both inside the evaluation's range: no overflow
    if (d == 0)
        return tr("nothing");
    return tr("%1 %2 for %3").arg(plainValue(std::abs(d)), unitName(), side(d > 0 ? WHITE : BLACK));
}

namespace {

// "a mate in 5 for White (#5)"; "checkmate: Black has won (−#0)" when the mate is on the board.
QString mateWords(int scoreWhite)
{
    const int moves = (matePlies(scoreWhite) + 1) / 2;
    const Color winner = scoreWhite > 0 ? WHITE : BLACK;
    if (moves == 0)
        return tr("checkmate: %1 has won (%2)").arg(side(winner), scoreText(scoreWhite));
    return tr("a mate in %1 for %2 (%3)").arg(moves).arg(side(winner), scoreText(scoreWhite));
}

} // namespace

QString opinionSentence(int tablesWhite, const Opinion& o)
{
    // The depth is on the opinion's own line (opinionLine()): the sentence stays short.
    const QString tables = tr("The tables see %1; %2 sees").arg(signedValue(tablesWhite), o.name);
    // A mate is no number of pawns: it is named, never subtracted.
    if (isMateScore(o.scoreWhite))
        return tr("%1 %2 the tables cannot see.").arg(tables, mateWords(o.scoreWhite));
    const int d = o.scoreWhite - tablesWhite;
    const QString score = o.bound == BOUND_LOWER ? tr("at least %1").arg(scoreText(o.scoreWhite))
        : o.bound == BOUND_UPPER                 ? tr("at most %1").arg(scoreText(o.scoreWhite))
                                                 : scoreText(o.scoreWhite);
    if (d == 0) {
        if (o.bound == BOUND_LOWER)
            return tr("%1 %2: no less for White than the tables.").arg(tables, score);
        if (o.bound == BOUND_UPPER)
            return tr("%1 %2: no more for White than the tables.").arg(tables, score);
        return tr("%1 %2 too: it agrees with the tables.").arg(tables, score);
    }
    // A bound on the score bounds the difference: "at least" toward the side the bound leans to.
    QString how;
    if (o.bound == BOUND_LOWER)
        how = d > 0 ? tr("at least ") : tr("at most ");
    else if (o.bound == BOUND_UPPER)
        how = d < 0 ? tr("at least ") : tr("at most ");
    return tr("%1 %2: %3%4 the tables cannot see.").arg(tables, score, how, differenceWords(tablesWhite, o.scoreWhite));
}

QLabel* fixedLabel(QWidget* parent, int lines, const char* objectName)
{
    auto* l = new QLabel(parent);
    l->setObjectName(QLatin1String(objectName));
    l->setWordWrap(true);
    l->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    l->setFixedHeight(l->fontMetrics().lineSpacing() * lines + 2);
    return l;
}

void setFixedLabelText(QLabel* label, const QString& text)
{
    label->setText(text);
    label->setToolTip(text);
}

QToolButton* inspectorButton(
    const QString& text, const QString& tip, QWidget* parent, QStyle::StandardPixmap icon, const char* name)
{
    auto* b = new QToolButton(parent);
    if (name)
        b->setObjectName(QLatin1String(name));
    b->setIcon(parent->style()->standardIcon(icon));
    b->setText(text);
    b->setToolTip(tip);
    b->setAccessibleName(text);
    b->setToolButtonStyle(Qt::ToolButtonIconOnly);
    return b;
}

} // namespace kdui
