#include "inspectortext.h"

#include "core/notation.h"
#include "format.h"
#include "heatmap.h"

#include <QCoreApplication>
#include <QLabel>
#include <QObject>
#include <QStringList>
#include <QToolButton>

#include <cstdlib>

namespace kdui {

using namespace kd;

namespace {

// lupdate files these strings under the context "kdui" (the namespace): look them up there.
QString tr(const char* s) { return QCoreApplication::translate("kdui", s); }
QString sq(Square s) { return QString::fromStdString(squareName(s)); }
QString side(Color c) { return c == WHITE ? tr("White") : tr("Black"); }
QString at(const PieceTerm& t) { return tr("%1 on %2").arg(pieceWordsText(t.piece), sq(t.square)); }
QString squareWords(int v) { return tr("%1 for its square").arg(signedValue(v)); }
// The engine's words for the term kinds (eval/terms.h, termKindWords()), listed for lupdate.
[[maybe_unused]] const char* const KIND_WORDS[]
    = {QT_TRANSLATE_NOOP("kd::TermKind", "table"), QT_TRANSLATE_NOOP("kd::TermKind", "mobility"),
        QT_TRANSLATE_NOOP("kd::TermKind", "passed pawn"), QT_TRANSLATE_NOOP("kd::TermKind", "doubled"),
        QT_TRANSLATE_NOOP("kd::TermKind", "isolated"), QT_TRANSLATE_NOOP("kd::TermKind", "backward"),
        QT_TRANSLATE_NOOP("kd::TermKind", "bishop pair"), QT_TRANSLATE_NOOP("kd::TermKind", "rook file"),
        QT_TRANSLATE_NOOP("kd::TermKind", "king attack"), QT_TRANSLATE_NOOP("kd::TermKind", "pawn shield"),
        QT_TRANSLATE_NOOP("kd::TermKind", "threat"), QT_TRANSLATE_NOOP("kd::TermKind", "tempo"),
        QT_TRANSLATE_NOOP("kd::TermKind", "connected"), QT_TRANSLATE_NOOP("kd::TermKind", "outpost"),
        QT_TRANSLATE_NOOP("kd::TermKind", "safe check"), QT_TRANSLATE_NOOP("kd::TermKind", "open king file"),
        QT_TRANSLATE_NOOP("kd::TermKind", "pawn storm"), QT_TRANSLATE_NOOP("kd::TermKind", "undefended"),
        QT_TRANSLATE_NOOP("kd::TermKind", "mating corner"), QT_TRANSLATE_NOOP("kd::TermKind", "pawns on its colour"),
        QT_TRANSLATE_NOOP("kd::TermKind", "behind a pawn"), QT_TRANSLATE_NOOP("kd::TermKind", "king distance"),
        QT_TRANSLATE_NOOP("kd::TermKind", "seventh rank"), QT_TRANSLATE_NOOP("kd::TermKind", "pawn push threat")};
QString kindWords(TermKind k)
{
    return QCoreApplication::translate("kd::TermKind", std::string(termKindWords(k)).c_str());
}
// "1 safe square", "3 files": the count and its noun in the language in use (the English source
// has both forms so that it reads right untranslated; QT_TRANSLATE_N_NOOP marks them plural for lupdate).
QString counted(int n, const char* one, const char* many)
{
    return QCoreApplication::translate("kdui", n == 1 ? one : many, nullptr, n);
}
QString safeSquares(int n)
{
    return counted(n, QT_TRANSLATE_N_NOOP("kdui", "%n safe square"), QT_TRANSLATE_N_NOOP("kdui", "%n safe squares"));
}
QString checkingSquares(int n)
{
    return counted(
        n, QT_TRANSLATE_N_NOOP("kdui", "%n checking square"), QT_TRANSLATE_N_NOOP("kdui", "%n checking squares"));
}
QString ownPawns(int n)
{
    return counted(n, QT_TRANSLATE_N_NOOP("kdui", "%n own pawn"), QT_TRANSLATE_N_NOOP("kdui", "%n own pawns"));
}
QString squares(int n)
{
    return counted(n, QT_TRANSLATE_N_NOOP("kdui", "%n square"), QT_TRANSLATE_N_NOOP("kdui", "%n squares"));
}
QString files(int n)
{
    return counted(n, QT_TRANSLATE_N_NOOP("kdui", "%n file"), QT_TRANSLATE_N_NOOP("kdui", "%n files"));
}
// " + 0.14" / " − 0.05": a term's sign between the terms of a sentence.
QString joined(int v)
{
    return (v < 0 ? QStringLiteral(" %1 ").arg(MINUS) : QStringLiteral(" + ")) + plainValue(std::abs(v));
}

} // namespace

QString pieceWordsText(Piece pc) { return side(colorOf(pc)) + QLatin1Char(' ') + pieceWord(typeOf(pc)); }

QString termDetailText(const PieceTerm& t, TermKind k)
{
    const int d = t.detail[k];
    switch (k) {
    case TERM_KIND_MOBILITY:
        return safeSquares(d);
    case TERM_KIND_BISHOP_PAIR:
        return tr("shared by %1 bishops").arg(t.detailTotal[k]);
    case TERM_KIND_ROOK_FILE:
        return d == 2 ? tr("open file") : tr("half-open file");
    case TERM_KIND_KING_ATTACK:
        return tr("%1 of %2 attack units").arg(d).arg(t.detailTotal[k]);
    case TERM_KIND_SHIELD:
        return tr("%1 covered").arg(files(d));
    case TERM_KIND_THREAT:
        return d > PAWN && d < KING ? tr("attacked by a %1").arg(pieceWord(PieceType(d))) : tr("attacked by a pawn");
    case TERM_KIND_CHECK:
        return tr("%1 of %2").arg(d).arg(checkingSquares(t.detailTotal[k]));
    case TERM_KIND_KING_FILE:
        return tr("%1 without an own pawn").arg(files(d));
    case TERM_KIND_STORM:
        return tr("on its rank %1").arg(d + 1);
    case TERM_KIND_MATING:
        return typeOf(t.piece) == KING ? tr("kings %1 squares apart").arg(d)
                                       : tr("lone king %1 from the corner").arg(d);
    case TERM_KIND_BISHOP_PAWNS:
        return tr("%1 on its colour").arg(ownPawns(d));
    case TERM_KIND_KING_PROTECTOR:
        return tr("%1 from its king").arg(squares(d));
    case TERM_KIND_PUSH_THREAT:
        return tr("a safe pawn push would attack it");
    case TERM_KIND_CONNECTED:
    case TERM_KIND_OUTPOST:
    case TERM_KIND_HANGING:
    case TERM_KIND_BEHIND_PAWN:
    case TERM_KIND_SEVENTH:
    case TERM_KIND_TABLE:
    case TERM_KIND_PASSED:
    case TERM_KIND_DOUBLED:
    case TERM_KIND_ISOLATED:
    case TERM_KIND_BACKWARD:
    case TERM_KIND_TEMPO:
    case TERM_KIND_NB:
        break;
    }
    return {};
}

QString termLine(const PieceTerm& t, TermKind k)
{
    const QString detail = termDetailText(t, k);
    return kindWords(k) + QLatin1Char(' ') + signedValue(t.terms[k])
        + (detail.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(detail));
}

QString positionalWords(const PieceTerm& t)
{
    QString out;
    for (int k = TERM_KIND_TABLE; k < TERM_KIND_NB; ++k) {
        if (!t.has(TermKind(k)))
            continue;
        const QString detail = termDetailText(t, TermKind(k));
        out += joined(t.terms[std::size_t(k)]) + QLatin1Char(' ') + kindWords(TermKind(k))
            + (detail.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(detail));
    }
    return out;
}

QString sideTermName(const SideTerm& st)
{
    QString name = kindWords(st.kind);
    name[0] = name[0].toUpper();
    return name;
}

QString sideTermTip(const SideTerm& st)
{
    return tr("%1 is to move: %2 %3. The side to move's bonus belongs to no piece.")
        .arg(side(st.side), signedValue(st.value), kindWords(st.kind));
}

QString changedTermsText(const PieceTerm& was, const PieceTerm& is)
{
    QStringList parts;
    for (int k = TERM_KIND_TABLE; k < TERM_KIND_NB; ++k) {
        const TermKind kind = TermKind(k);
        if (!was.has(kind) && !is.has(kind))
            continue;
        if (kind != TERM_KIND_TABLE && was.terms[k] == is.terms[k] && was.detail[k] == is.detail[k])
            continue;
        QString part = tr("%1 %2 → %3").arg(kindWords(kind), signedValue(was.terms[k]), signedValue(is.terms[k]));
        if (kind == TERM_KIND_MOBILITY)
            part += tr(" (%1 → %2)").arg(was.detail[k]).arg(safeSquares(is.detail[k]));
        else if (kind == TERM_KIND_SHIELD)
            part += tr(" (%1 → %2)").arg(was.detail[k]).arg(files(is.detail[k]));
        parts << part;
    }
    return parts.join(QStringLiteral(", "));
}

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
    case EvalStep::Start: {
        const QString adds = e.hasTerms ? tr("its material, its square's value and its terms (mobility, pawn "
                                             "structure, pieces, king safety, threats)")
                                        : tr("its material and its square's value");
        const QString tempo = e.hasTerms ? tr("; the side to move adds its tempo") : QString();
        return e.kind == PhaseKind::Tapered
            ? tr("Both sides start at 0. Each piece adds %1 to its own side, mixed for the phase (%2/%3 middle "
                 "game)%4.")
                  .arg(adds)
                  .arg(e.phase)
                  .arg(e.phaseMax)
                  .arg(tempo)
            : tr("Both sides start at 0. Each piece adds %1 to its own side%2.").arg(adds, tempo);
    }
    case EvalStep::Piece: {
        const PieceTerm& t = e.pieces[std::size_t(s.piece)];
        const Color c = colorOf(t.piece);
        if (e.hasTerms) // "White knight on f3: 3.20 material + 0.10 table + 0.14 mobility (6 safe squares) = 3.44"
            return tr("%1: %2 material%3 = %4; %5 so far %6")
                .arg(at(t), plainValue(t.material), positionalWords(t), plainValue(t.total()), side(c),
                    plainValue(soFar(c)));
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
        if (e.hasTerms) { // "+ 0.10 table + 0.14 mobility ..." without the leading " "
            const QString words = positionalWords(t).mid(1);
            return tr("%1: %2 = %3; %4 so far %5")
                .arg(at(t), words, signedValue(t.positional), side(c), plainValue(soFar(c)));
        }
        return tr("%1: %2; %3 so far %4").arg(at(t), squareWords(t.positional), side(c), plainValue(soFar(c)));
    }
    case EvalStep::Side: {
        const SideTerm& st = e.sideTerms[std::size_t(s.sideTerm)];
        return tr("%1 is to move: %2 %3; %1 so far %4")
            .arg(side(st.side), signedValue(st.value), kindWords(st.kind), plainValue(soFar(st.side)));
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
            .arg(side(colorOf(t.piece)), sq(t.from), pieceWord(typeOf(t.piece)), sq(t.to), plainValue(t.before),
                plainValue(t.after));
    case DeltaTerm::CastlingRook:
        return tr("%1 %2 to %3 (castling): worth %4 → %5")
            .arg(pieceWordsText(t.piece), sq(t.from), sq(t.to), plainValue(t.before), plainValue(t.after));
    case DeltaTerm::Captured:
        return tr("%1 taken on %2%3: its %4 is lost")
            .arg(pieceWordsText(t.piece), sq(t.from), d.move.kind() == Move::EN_PASSANT ? tr(" en passant") : QString(),
                plainValue(t.before));
    case DeltaTerm::Affected:
        return tr("%1 on %2 (not moved): worth %3 → %4")
            .arg(pieceWordsText(t.piece), sq(t.to), plainValue(t.before), plainValue(t.after));
    case DeltaTerm::Tempo:
        return tr("Tempo: %1 is to move now").arg(side(d.mover == WHITE ? BLACK : WHITE));
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
