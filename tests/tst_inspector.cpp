// The evaluation inspector, driven as a user would (offscreen): the breakdown's total is evaluate()
// for the suite positions under every model, stepping reproduces the score, the move terms add up
// for every move of a long game with every kind of move, the graph jumps to a ply, rows and board
// squares point at each other and at the heatmap's cells, the engine's line can be followed to its
// leaf, and models compare piece by piece.
#include "boardview.h"
#include "enginepanel.h"
#include "evalgraph.h"
#include "format.h"
#include "game/pgn.h"
#include "gamecontroller.h"
#include "heatmappanel.h"
#include "inspectorbreakdown.h"
#include "inspectorpanel.h"
#include "inspectortext.h"
#include "mainwindow.h"
#include "modellibrary.h"
#include "search/search.h"
#include "support.h"
#include "workspace.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QtTest>

using namespace kd;
using namespace kdui;

namespace {

using Col = ExplanationModel::Column;

// A breakdown cell's number (centipawns), read from the view's (sorted) model.
int number(const QModelIndex& row, int column)
{
    return row.siblingAtColumn(column).data(ExplanationModel::SortRole).toInt();
}
QString text(const QModelIndex& row, int column) { return row.siblingAtColumn(column).data().toString(); }

QAbstractButton* buttonNamed(QWidget* parent, const char* name)
{
    return parent->findChild<QAbstractButton*>(QLatin1String(name));
}

// Sends a mouse move straight to a widget (the offscreen window system drops repeated moves).
void moveMouse(QWidget* w, QPointF at)
{
    QMouseEvent move(QEvent::MouseMove, at, w->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(w, &move);
}

// A long game with captures, castling, en passant and promotions: the first random game (from a
// fixed seed) that has all of them.
Game longGame()
{
    for (std::uint64_t seed = 1; seed < 1000; ++seed) {
        std::mt19937_64 rng(seed);
        Game game;
        bool castle = false, ep = false, promo = false, capture = false;
        while (game.plyCount() < 400 && !game.over()) {
            const MoveList moves(game.current());
            const Move m = moves[rng() % moves.size()];
            castle |= m.kind() == Move::CASTLING;
            ep |= m.kind() == Move::EN_PASSANT;
            promo |= m.kind() == Move::PROMOTION;
            capture |= game.current().pieceOn(m.to()) != NO_PIECE;
            game.play(m);
        }
        if (castle && ep && promo && capture)
            return game;
    }
    qFatal("no random game with every kind of move");
}

// The index of a model in the window's model list, by its display name (-1: none).
int modelIndex(MainWindow* w, const char* name)
{
    for (int i = 0; i < w->models()->count(); ++i)
        if (w->models()->displayName(i) == QLatin1String(name))
            return i;
    return -1;
}

} // namespace

class TestInspector : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> shared; // one window for the many rows of tableTotalIsEvaluate

    std::unique_ptr<MainWindow> window()
    {
        auto w = std::make_unique<MainWindow>(MainWindow::Options {dir.filePath(QStringLiteral("i.ini")), false});
        w->resize(1400, 900);
        w->show();
        w->showPanel(QStringLiteral("inspector"));
        if (!QTest::qWaitForWindowExposed(w.get()))
            qFatal("window not exposed");
        return w;
    }

private slots:
    void initTestCase() { QVERIFY(dir.isValid()); }
    void cleanupTestCase() { shared.reset(); }

    // The table's numbers: the pieces add up to their side's row, the sides subtract to White's
    // score, and the footer shows the engine's evaluate() beside the table's total.
    void tableTotalIsEvaluate_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("fen");
        for (const char* m : {"simplified", "otter", "pesto", "classical"})
            for (const PerftCase& c : kdtest::perftSuite())
                QTest::addRow("%s %s", m, c.fen.c_str()) << m << QString::fromStdString(c.fen);
        // Middle games with every kind of term at work (passed and doubled pawns, open files, attacks
        // on a castled king, threats).
        for (const char* fen : {"r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 8",
                 "r2q1rk1/1b2bppp/p1n1pn2/1p6/3P4/P1NBBN2/1P3PPP/R2Q1RK1 b - - 3 12",
                 "2r2rk1/pp3pp1/2n1p2p/3pPn2/3P4/P1PB1N2/5PPP/R4RK1 w - - 1 18",
                 "r4rk1/1pp2ppp/p1pb4/8/3PP1q1/2N5/PPP3PP/R2QR1K1 b - - 0 14"})
            for (const char* m : {"pesto", "classical"})
                QTest::addRow("%s middle game %s", m, fen) << m << QString::fromLatin1(fen);
    }
    void tableTotalIsEvaluate()
    {
        QFETCH(QString, model);
        QFETCH(QString, fen);
        if (!shared)
            shared = window();
        MainWindow* w = shared.get();
        QVERIFY(w->models()->setCurrent(model));
        QCOMPARE(w->controller()->loadFen(fen), QString());
        InspectorPanel* in = w->inspector();
        const Position pos = Position::fromFen(fen.toStdString()).value();
        const auto tables = kdtest::tables(model);
        const QAbstractItemModel* table = in->breakdown()->model();
        const Explanation e = explain(pos, *tables);
        QCOMPARE(e.hasTerms, model == "classical");
        QCOMPARE(table->rowCount(), 2);
        int sides[COLOR_NB] = {};
        int rows = 0, tempoRows = 0;
        for (int i = 0; i < 2; ++i) {
            const QModelIndex side = table->index(i, 0);
            int sum = 0;
            int family[Col::ColumnCount] = {};
            for (int j = 0; j < table->rowCount(side); ++j) {
                const QModelIndex row = table->index(j, 0, side);
                if (row.data(ExplanationModel::SideTermRole).isValid()) { // the tempo: a row, no piece
                    ++tempoRows;
                    QCOMPARE(text(row, Col::PieceCol), QStringLiteral("Tempo"));
                    QCOMPARE(i, int(pos.sideToMove()));
                    QVERIFY(!row.data(ExplanationModel::IndexRole).isValid());
                    QCOMPARE(text(row, Col::TotalCol), signedValue(number(row, Col::TotalCol)));
                    sum += number(row, Col::TotalCol);
                    continue;
                }
                // The table and the term families add up to the piece's positional value.
                const PieceTerm& t = e.pieces[std::size_t(row.data(ExplanationModel::IndexRole).toInt())];
                int positional = 0;
                for (int c = Col::TableCol; c < Col::TotalCol; ++c)
                    if (c != Col::TableMgCol && c != Col::TableEgCol) {
                        positional += number(row, c);
                        family[c] += number(row, c);
                    }
                QCOMPARE(positional, t.positional);
                QCOMPARE(number(row, Col::TableCol), t.table);
                if (model != "classical") // no terms: every family but the table is empty
                    QCOMPARE(number(row, Col::TableCol), t.positional);
                QCOMPARE(number(row, Col::TotalCol), number(row, Col::MaterialCol) + positional);
                // Every number on screen is in the app's unit.
                QCOMPARE(text(row, Col::TotalCol), plainValue(number(row, Col::TotalCol)));
                QCOMPARE(text(row, Col::TableCol), signedValue(number(row, Col::TableCol)));
                sum += number(row, Col::TotalCol);
                ++rows;
            }
            QCOMPARE(number(side, Col::TotalCol), sum);
            QCOMPARE(text(side, Col::TotalCol), plainValue(sum));
            for (int c = Col::TableCol; c < Col::TotalCol; ++c) // a side's families sum its pieces'
                if (c != Col::TableMgCol && c != Col::TableEgCol)
                    QCOMPARE(number(side, c), family[c]);
            sides[i] = sum;
        }
        QCOMPARE(rows, popcount(pos.pieces()));
        QCOMPARE(tempoRows, model == "classical" ? 1 : 0);
        // The term family columns show for the model with terms only.
        for (int c = Col::MobilityCol; c < Col::TotalCol; ++c)
            QCOMPARE(in->breakdown()->isColumnHidden(c), model != "classical");
        QCOMPARE(text(table->index(0, 0), Col::PieceCol), QStringLiteral("White"));
        const int white = sides[WHITE] - sides[BLACK];
        QCOMPARE(white, whiteScore(pos, *tables));
        QCOMPARE(in->engineScore(), evaluate(pos, *tables));
        // The footer in words and pawns, one sign (White's): "White 14.88 − Black 24.81 = −9.93 for
        // White ✓ matches the engine"; the side-to-move figure is in its tooltip.
        const QString footer = in->totalText();
        QCOMPARE(footer,
            QStringLiteral("White %1 − Black %2 = %3 for White ✓ matches the engine")
                .arg(plainValue(sides[WHITE]), plainValue(sides[BLACK]), signedValue(white)));
        QVERIFY2(!footer.contains(QLatin1String("to move")), qPrintable(footer));
        QVERIFY2(in->totalDetails().endsWith(
                     QStringLiteral("The engine works from the side to move: %1 for %2.")
                         .arg(signedValue(evaluate(pos, *tables)), pos.sideToMove() == WHITE ? "White" : "Black")),
            qPrintable(in->totalDetails()));
        QVERIFY(!footer.contains(QLatin1String("evaluate()")));
        // The phase line says what the phase does, without the formula (that is in the tooltip).
        const QString phase = in->phaseLine();
        QVERIFY2(!phase.contains(QLatin1String("round(")) && !phase.contains(QLatin1String("mg x")), qPrintable(phase));
        QVERIFY2(!phase.contains(QLatin1String("one set of tables: one set of tables")), qPrintable(phase));
        if (model == "pesto") {
            if (e.phase > 0 && e.phase < e.phaseMax)
                QVERIFY2(phase.contains(QStringLiteral("Middle game %1/%3: each value is %1/%3 of its middle-game "
                                                       "value plus %2/%3 of its end-game value")
                                            .arg(e.phase)
                                            .arg(e.phaseMax - e.phase)
                                            .arg(e.phaseMax)),
                    qPrintable(phase));
        }
        // MG and EG columns only for a tapered model (and classical's only when very wide).
        if (model != "pesto") {
            QVERIFY(in->breakdown()->isColumnHidden(Col::TableMgCol));
            QVERIFY(in->breakdown()->isColumnHidden(Col::TableEgCol));
        }
    }

    // Step by clicks (and keys) to the end: the last step is the engine's score, and each step's
    // running totals are what the rows added so far sum to.
    void steppingReproducesTheScore_data()
    {
        QTest::addColumn<int>("order");
        QTest::addColumn<QString>("model");
        for (const char* m : {"pesto", "classical"}) {
            QTest::addRow("%s piece by piece", m) << int(StepOrder::PieceByPiece) << QString::fromLatin1(m);
            QTest::addRow("%s material first", m) << int(StepOrder::MaterialFirst) << QString::fromLatin1(m);
        }
    }
    void steppingReproducesTheScore()
    {
        QFETCH(int, order);
        QFETCH(QString, model);
        auto w = window();
        QVERIFY(w->models()->setCurrent(model));
        QCOMPARE(w->openPgnFile(kdtest::dataPath("opera.pgn")), QString());
        w->controller()->setViewPly(20);
        InspectorPanel* in = w->inspector();
        in->setStepOrder(StepOrder(order));
        QAbstractButton* step = buttonNamed(in, "stepForward");
        QVERIFY(step);
        QCOMPARE(in->stepIndex(), -1);
        QTest::mouseClick(step, Qt::LeftButton); // the first step: both sides at 0
        QCOMPARE(in->stepIndex(), 0);
        QVERIFY(in->sentence().startsWith(QStringLiteral("Both sides start at 0")));
        QTest::mouseClick(step, Qt::LeftButton);
        QCOMPARE(in->stepIndex(), 1);
        QVERIFY(in->sentence().startsWith(QStringLiteral("White pawn on")));
        QTest::keyClick(w.get(), Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(in->stepIndex(), 2);
        QTest::keyClick(w.get(), Qt::Key_Left, Qt::ControlModifier);
        QCOMPARE(in->stepIndex(), 1);
        QCOMPARE(w->controller()->viewPly(), 20); // the keys step the evaluation, not the game
        while (step->isEnabled())
            QTest::mouseClick(step, Qt::LeftButton);
        const auto& steps = in->steps();
        QCOMPARE(in->stepIndex(), int(steps.size()) - 1);
        const Position pos = w->controller()->viewPosition();
        const int score = evaluate(pos, *w->controller()->tables());
        QCOMPARE(steps.back().score, score);
        QVERIFY2(in->sentence().startsWith(signedValue(pos.sideToMove() == WHITE ? score : -score) + " for White"),
            qPrintable(in->sentence()));
        // Half way: the side rows show the running totals of the step.
        const int half = int(steps.size()) / 2;
        in->stepStart();
        for (int i = 0; i < half; ++i)
            in->stepForward();
        const QAbstractItemModel* table = in->breakdown()->model();
        QCOMPARE(text(table->index(0, 0), Col::TotalCol), plainValue(steps[std::size_t(half)].white));
        QCOMPARE(text(table->index(1, 0), Col::TotalCol), plainValue(steps[std::size_t(half)].black));
        // The stepped piece is highlighted on the board.
        const EvalStep& s = steps[std::size_t(half)];
        if (s.piece >= 0)
            QVERIFY(w->board()
                        ->overlay(QStringLiteral("inspect"))
                        .contains(in->explanation().pieces[std::size_t(s.piece)].square));
        // The tempo's step (a model with terms) selects the tempo row, bold, and says whose move it is.
        int sideSteps = 0;
        for (int i = 0; i < int(steps.size()); ++i) {
            if (steps[std::size_t(i)].kind != EvalStep::Side)
                continue;
            ++sideSteps;
            in->stepStart();
            while (in->stepIndex() < i)
                in->stepForward();
            const QModelIndex current = in->breakdown()->currentIndex();
            QVERIFY(current.siblingAtColumn(0).data(ExplanationModel::SideTermRole).isValid());
            QVERIFY(current.siblingAtColumn(0).data(Qt::FontRole).value<QFont>().bold());
            QVERIFY2(in->sentence().contains(QLatin1String(" is to move: ")), qPrintable(in->sentence()));
            QCOMPARE(text(in->breakdown()->model()->index(int(pos.sideToMove()), 0), Col::TotalCol),
                plainValue(pos.sideToMove() == WHITE ? steps[std::size_t(i)].white : steps[std::size_t(i)].black));
        }
        QCOMPARE(sideSteps, model == "classical" ? 1 : 0);
        // Play runs to the end by itself.
        in->setPlayInterval(5);
        in->setPlaying(true);
        QTRY_VERIFY_WITH_TIMEOUT(!in->playing(), 60000);
        QCOMPARE(in->stepIndex(), int(steps.size()) - 1);
    }

    // Through a long game move by move: each position's terms add up to the change of White's
    // score, captures, castling, en passant and promotions included.
    void moveTermsAddUpThroughALongGame()
    {
        auto w = window();
        const Game game = longGame();
        QCOMPARE(w->controller()->loadPgn(QString::fromStdString(writePgn(game.toPgn()))), QString());
        QCOMPARE(w->controller()->game().plyCount(), game.plyCount());
        InspectorPanel* in = w->inspector();
        in->showTab(InspectorPanel::MoveTab);
        for (const char* model : {"pesto", "simplified", "classical"}) {
            w->models()->setCurrent(QString::fromLatin1(model));
            const auto& t = *w->controller()->tables();
            const bool terms = t.hasTerms();
            int kinds[DeltaTerm::Phase + 1] = {};
            for (int ply = 1; ply <= game.plyCount(); ++ply) {
                w->controller()->setViewPly(ply);
                QVERIFY(in->delta());
                const MoveDelta& d = *in->delta();
                QCOMPARE(d.move, game.moves()[std::size_t(ply - 1)]);
                const int change = whiteScore(game.positionAt(ply), t) - whiteScore(game.positionAt(ply - 1), t);
                QCOMPARE(d.change(), change);
                QCOMPARE(d.sum(), change);
                QTreeWidget* table = in->deltaTable();
                QCOMPARE(table->topLevelItemCount(), int(d.terms.size()) + 1);
                QCOMPARE(table->topLevelItem(table->topLevelItemCount() - 1)->text(1), signedValue(change));
                QVERIFY(in->deltaSummary().contains(QStringLiteral("✓")));
                for (std::size_t i = 0; i < d.terms.size(); ++i) {
                    const DeltaTerm& x = d.terms[i];
                    ++kinds[x.kind];
                    // Each row's number is its term's, in the app's unit; a piece's change is its
                    // material plus its kinds' changes.
                    QCOMPARE(table->topLevelItem(int(i))->text(1), signedValue(x.white));
                    if (x.kind != DeltaTerm::Tempo && x.kind != DeltaTerm::Phase) {
                        int sum = x.material;
                        for (int k = 0; k < TERM_KIND_NB; ++k)
                            sum += x.byKind[std::size_t(k)];
                        QCOMPARE(sum, x.after - x.before);
                        QVERIFY(!table->topLevelItem(int(i))->icon(0).isNull());
                    }
                    const QString words = table->topLevelItem(int(i))->text(0);
                    if (x.kind == DeltaTerm::Moved) { // with terms, what changed kind by kind, under it
                        QCOMPARE(table->topLevelItem(int(i))->childCount(), terms ? 1 : 0);
                        if (terms)
                            QVERIFY2(table->topLevelItem(int(i))->child(0)->text(0).startsWith(QLatin1String("table ")),
                                qPrintable(table->topLevelItem(int(i))->child(0)->text(0)));
                    }
                    if (x.kind == DeltaTerm::Affected)
                        QVERIFY2(words.contains(QLatin1String("(not moved)")), qPrintable(words));
                    if (x.kind == DeltaTerm::Tempo)
                        QVERIFY2(words.startsWith(QLatin1String("Tempo: ")), qPrintable(words));
                }
            }
            // Pieces that did not move but whose terms changed, and the tempo: with terms only.
            QCOMPARE(kinds[DeltaTerm::Affected] > 0, terms);
            QCOMPARE(kinds[DeltaTerm::Tempo] > 0, terms);
            QVERIFY(kinds[DeltaTerm::Captured] > 0);
            QVERIFY(kinds[DeltaTerm::CastlingRook] > 0);
            QVERIFY(kinds[DeltaTerm::Promoted] > 0);
            QVERIFY(kinds[DeltaTerm::Phase] > 0);
        }
        w->controller()->setViewPly(0);
        QVERIFY(!in->delta());
    }

    // A model with terms names each term of a piece in the app's unit: after 1.e4 e5 2.Nf3
    // (classical) the f3 knight has its table entry and its mobility with the safe squares counted;
    // the side to move's tempo is a step of its own.
    void sentencesNameTheTerms()
    {
        Position pos;
        kdtest::play(pos, {"e4", "e5", "Nf3"});
        const Explanation e = explain(pos, *kdtest::tables(QStringLiteral("classical")));
        QVERIFY(e.hasTerms);
        const auto steps = evaluationSteps(e, StepOrder::PieceByPiece);
        const EvalStep* f3 = nullptr;
        const EvalStep* tempo = nullptr;
        for (const EvalStep& s : steps) {
            if (s.kind == EvalStep::Piece && e.pieces[std::size_t(s.piece)].square == SQ_F3)
                f3 = &s;
            if (s.kind == EvalStep::Side)
                tempo = &s;
        }
        QVERIFY(f3 && tempo);
        const PieceTerm& t = e.pieces[std::size_t(f3->piece)];
        QCOMPARE(t.applied, (1u << TERM_KIND_TABLE) | (1u << TERM_KIND_MOBILITY) | (1u << TERM_KIND_KING_PROTECTOR));
        QCOMPARE(t.detail[TERM_KIND_KING_PROTECTOR], 2); // f3 to e1
        const int squares = popcount(safeSquares(pos, SQ_F3));
        QCOMPARE(t.detail[TERM_KIND_MOBILITY], squares);
        QVERIFY(squares > 0);
        auto joined
            = [](int v) { return (v < 0 ? QStringLiteral(" − ") : QStringLiteral(" + ")) + plainValue(std::abs(v)); };
        QCOMPARE(scoreUnit(), ScoreUnit::Pawns);
        const QString expected
            = QStringLiteral("White knight on f3: %1 material%2 table%3 mobility (%4 safe squares)%5 king "
                             "distance (2 squares from its king) = %6; White so far %7")
                  .arg(plainValue(t.material), joined(t.table), joined(t.terms[TERM_KIND_MOBILITY]))
                  .arg(squares)
                  .arg(joined(t.terms[TERM_KIND_KING_PROTECTOR]), plainValue(t.total()), plainValue(f3->white));
        QCOMPARE(stepSentence(e, *f3), expected);
        QVERIFY2(
            expected.contains(QRegularExpression(QStringLiteral("^White knight on f3: [0-9]\\.[0-9]{2} material"))),
            qPrintable(expected)); // in pawns, two decimals
        // Black is to move: the tempo is Black's.
        const SideTerm& st = e.sideTerms[std::size_t(tempo->sideTerm)];
        QCOMPARE(st.side, BLACK);
        QCOMPARE(stepSentence(e, *tempo),
            QStringLiteral("Black is to move: %1 tempo; Black so far %2")
                .arg(signedValue(st.value), plainValue(tempo->black)));
        QVERIFY(st.value > 0);
        // In centipawns the same words.
        setScoreUnit(ScoreUnit::Centipawns);
        QVERIFY2(stepSentence(e, *f3).startsWith(QStringLiteral("White knight on f3: %1 material + ").arg(t.material)),
            qPrintable(stepSentence(e, *f3)));
        QVERIFY(stepSentence(e, *tempo).startsWith(QStringLiteral("Black is to move: +%1 tempo").arg(st.value)));
        setScoreUnit(ScoreUnit::Pawns);
        // The row's tooltip lists the terms with what they counted.
        auto w = window();
        QVERIFY(w->models()->setCurrent(QStringLiteral("classical")));
        QCOMPARE(w->controller()->loadFen(QString::fromStdString(pos.fen())), QString());
        const QString tip = w->inspector()->rowFor(SQ_F3).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("mobility %1 (%2 safe squares)")
                                  .arg(signedValue(t.terms[TERM_KIND_MOBILITY]))
                                  .arg(squares)),
            qPrintable(tip));
        // Without terms (pesto) no tempo row and no tooltip line for mobility.
        QVERIFY(w->models()->setCurrent(QStringLiteral("pesto")));
        QVERIFY(!w->inspector()->rowFor(SQ_F3).data(Qt::ToolTipRole).toString().contains(QLatin1String("mobility")));
        for (const EvalStep& s : w->inspector()->steps())
            QVERIFY(s.kind != EvalStep::Side);
    }

    // A move changes pieces that did not move: 1.e4 frees the f1 bishop (and the queen), whose
    // mobility the Move tab names; the tempo passes to Black.
    void moveNamesTheAffectedPieces()
    {
        auto w = window();
        QVERIFY(w->models()->setCurrent(QStringLiteral("classical")));
        QCOMPARE(w->controller()->loadPgn(QStringLiteral("1. e4 *")), QString());
        InspectorPanel* in = w->inspector();
        in->showTab(InspectorPanel::MoveTab);
        w->controller()->setViewPly(1);
        QVERIFY(in->delta());
        const MoveDelta& d = *in->delta();
        QTreeWidget* table = in->deltaTable();
        int bishop = -1, tempo = -1;
        for (int i = 0; i < int(d.terms.size()); ++i) {
            if (d.terms[std::size_t(i)].kind == DeltaTerm::Affected && d.terms[std::size_t(i)].to == SQ_F1)
                bishop = i;
            if (d.terms[std::size_t(i)].kind == DeltaTerm::Tempo)
                tempo = i;
        }
        QVERIFY(bishop >= 0 && tempo >= 0);
        const DeltaTerm& b = d.terms[std::size_t(bishop)];
        QVERIFY(b.byKind[TERM_KIND_MOBILITY] > 0);
        const QString words = table->topLevelItem(bishop)->text(0);
        QVERIFY2(words.startsWith(QLatin1String("White bishop on f1 (not moved): worth ")), qPrintable(words));
        QCOMPARE(table->topLevelItem(bishop)->childCount(), 1);
        const QString changes = table->topLevelItem(bishop)->child(0)->text(0);
        QVERIFY2(changes.contains(
                     QStringLiteral("mobility %1 → %2 (%3 → %4 safe squares)")
                         .arg(signedValue(b.was.terms[TERM_KIND_MOBILITY]), signedValue(b.is.terms[TERM_KIND_MOBILITY]))
                         .arg(b.was.detail[TERM_KIND_MOBILITY])
                         .arg(b.is.detail[TERM_KIND_MOBILITY])),
            qPrintable(changes));
        QCOMPARE(table->topLevelItem(bishop)->text(1), signedValue(b.byKind[TERM_KIND_MOBILITY]));
        QVERIFY(d.terms[std::size_t(tempo)].white < 0); // White's tempo became Black's
        QCOMPARE(d.sum(), d.change());
        // Selecting the affected row marks its square; the tempo row marks none.
        table->setCurrentItem(table->topLevelItem(bishop));
        QCOMPARE(in->highlighted(), SQ_F1);
        table->setCurrentItem(table->topLevelItem(tempo));
        QCOMPARE(in->highlighted(), SQ_NONE);
    }

    // Comparing with a model with terms: each piece's whole value, and the side to move's tempo as a
    // row, so that each model's column subtracts to its own score.
    void compareWithTerms()
    {
        auto w = window();
        QVERIFY(w->models()->setCurrent(QStringLiteral("pesto")));
        QCOMPARE(w->openPgnFile(kdtest::dataPath("opera.pgn")), QString());
        w->controller()->setViewPly(15);
        InspectorPanel* in = w->inspector();
        const int classical = modelIndex(w.get(), "classical");
        QVERIFY(classical >= 0);
        in->setCompareModel(classical);
        const Position pos = w->controller()->viewPosition();
        const Explanation a = explain(pos, *kdtest::tables("pesto"));
        const Explanation b = explain(pos, *kdtest::tables("classical"));
        QTreeWidget* table = in->compareTable();
        int tempoRows = 0;
        for (int s = 0; s < 2; ++s)
            for (int j = 0; j < table->topLevelItem(s)->childCount(); ++j)
                if (table->topLevelItem(s)->child(j)->text(0) == QLatin1String("Tempo")) {
                    ++tempoRows;
                    QCOMPARE(s, int(pos.sideToMove()));
                    QCOMPARE(table->topLevelItem(s)->child(j)->data(3, Qt::UserRole).toInt(), b.sideTerms[0].value);
                }
        QCOMPARE(tempoRows, 1);
        auto value
            = [&](int side, int column) { return table->topLevelItem(side)->data(column, Qt::UserRole).toInt(); };
        QCOMPARE(value(0, 2) - value(1, 2), a.whiteScore);
        QCOMPARE(value(0, 3) - value(1, 3), b.whiteScore);
        QVERIFY2(in->compareNote().contains(QLatin1String("square values and terms")), qPrintable(in->compareNote()));
    }

    // The graph has a point per ply; clicking one shows that position everywhere.
    void graphClickGoesToThePly()
    {
        auto w = window();
        QCOMPARE(w->openPgnFile(kdtest::dataPath("opera.pgn")), QString());
        EvalGraph* graph = w->inspector()->graph();
        const Game& game = w->controller()->game();
        QCOMPARE(graph->points().size(), game.plyCount() + 1);
        const auto& t = *w->controller()->tables();
        for (int ply : {0, 7, 20, game.plyCount()})
            QCOMPARE(graph->points()[ply].staticWhite, whiteScore(game.positionAt(ply), t));
        for (int ply : {11, 0, 24}) {
            QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointPos(ply).toPoint());
            QCOMPARE(w->controller()->viewPly(), ply);
            QCOMPARE(graph->current(), ply);
            QCOMPARE(w->board()->position().fen(), game.positionAt(ply).fen());
            QCOMPARE(w->inspector()->position().fen(), game.positionAt(ply).fen());
        }
        // Export: a PNG of the asked size.
        const QString path = dir.filePath(QStringLiteral("graph.png"));
        QCOMPARE(w->inspector()->exportGraph(path), QString());
        QCOMPARE(QImage(path).size(), QSize(1200, 360));
    }

    // On a short window the graph is a tab of its own instead of a strip scrolled out of view; it
    // comes back under the tabs when the window grows. Clicking the tab shows the whole graph, and
    // its points still go to their ply.
    void graphFoldsIntoATabWhenShort()
    {
        auto w = window(); // 1400 x 900
        InspectorPanel* in = w->inspector();
        QCOMPARE(w->openPgnFile(kdtest::dataPath("opera.pgn")), QString());
        EvalGraph* graph = in->graph();
        auto* frame = w->findChild<QScrollArea*>(QStringLiteral("inspectorFrame"));
        QVERIFY(frame);
        QTRY_VERIFY(graph->isVisible());
        QVERIFY(!in->graphInTabs());
        QVERIFY(graph->height() >= graph->sizeHint().height() - 8);
        QVERIFY(in->currentTab() == InspectorPanel::BreakdownTab);

        for (const QSize size : {QSize(1024, 640), QSize(800, 600)}) {
            w->resize(size);
            QTRY_VERIFY2(in->graphInTabs(), qPrintable(QStringLiteral("%1x%2").arg(size.width()).arg(size.height())));
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QTRY_COMPARE(frame->verticalScrollBar()->maximum(), 0); // nothing scrolled out of view
            QVERIFY(!graph->isVisible()); // behind the Breakdown until its tab is clicked
            QTabWidget* tabs = nullptr;
            for (QTabWidget* t : in->findChildren<QTabWidget*>())
                if (t->indexOf(graph) >= 0)
                    tabs = t;
            QVERIFY(tabs);
            QCOMPARE(tabs->indexOf(graph), int(InspectorPanel::GraphTab));
            QCOMPARE(tabs->tabText(InspectorPanel::GraphTab), QStringLiteral("Graph"));
            QTabBar* bar = tabs->tabBar();
            if (!bar->rect().contains(bar->tabRect(InspectorPanel::GraphTab)))
                bar->setCurrentIndex(InspectorPanel::CompareTab); // the bar scrolls the last tab into view
            QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(InspectorPanel::GraphTab).center());
            QCOMPARE(in->currentTab(), InspectorPanel::GraphTab);
            QTRY_VERIFY(graph->isVisible());
            QVERIFY2(graph->height() >= 200, qPrintable(QString::number(graph->height())));
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QTRY_COMPARE(frame->verticalScrollBar()->maximum(), 0); // the graph's page fits too
            QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointPos(9).toPoint());
            QCOMPARE(w->controller()->viewPly(), 9);
            in->showTab(InspectorPanel::BreakdownTab);
        }

        in->showTab(InspectorPanel::GraphTab);
        w->resize(1400, 900);
        QTRY_VERIFY(!in->graphInTabs());
        QTRY_VERIFY(graph->isVisible());
        QCOMPARE(in->currentTab(), InspectorPanel::BreakdownTab); // the graph's tab went with it
        QVERIFY(graph->height() >= graph->sizeHint().height() - 8);
        QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointPos(20).toPoint());
        QCOMPARE(w->controller()->viewPly(), 20);
    }

    // A row points at its square on the board and its cells in the heatmap; hovering a piece on the
    // board selects its row.
    void rowsAndSquaresPointAtEachOther()
    {
        auto w = window();
        // Both panels showing at once: stacked in a tall window.
        w->resize(1600, 1000);
        w->setPanels(true, true);
        QVERIFY(w->workspace()->stacked());
        QCOMPARE(w->controller()->loadFen(
                     QStringLiteral("r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 5 4")),
            QString());
        InspectorPanel* in = w->inspector();
        QTreeView* table = in->breakdown();
        const QModelIndex row = in->rowFor(SQ_F6);
        QVERIFY(row.isValid());
        table->scrollTo(row);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(row).center());
        QCOMPARE(table->currentIndex().row(), row.row());
        QCOMPARE(table->currentIndex().parent(), row.parent());
        QCOMPARE(in->highlighted(), SQ_F6);
        QCOMPARE(w->board()->overlay(QStringLiteral("inspect")).keys(), QList<Square> {SQ_F6});
        // The heatmap (White's view, both stages) outlines the knight's cells: Black's f6 reads f3.
        const auto cells = w->heatmap()->canvas()->markedCells();
        QCOMPARE(cells.size(), 2);
        for (const auto& [index, square] : cells) {
            QCOMPARE(w->heatmap()->canvas()->scene().tables[index].piece, KNIGHT);
            QCOMPARE(square, SQ_F3);
        }
        // Hovering the board's c3 knight selects its row.
        // (An event sent straight to the board: QTest::mouseMove goes through the offscreen window
        // system, which drops it when the cursor already stood there in an earlier test's window.)
        const QPointF c3 = w->board()->squareRect(SQ_C3).center();
        QMouseEvent move(
            QEvent::MouseMove, c3, w->board()->mapToGlobal(c3), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(w->board(), &move);
        QCOMPARE(in->highlighted(), SQ_C3);
        QCOMPARE(table->currentIndex(), in->rowFor(SQ_C3));
        QCOMPARE(w->board()->overlay(QStringLiteral("inspect")).keys(), QList<Square> {SQ_C3});
    }

    // Sorting is the proxy model's: by any column, either way, White's group stays first and each
    // group is ordered by the column's numbers.
    void sortingKeepsTheSidesInPlace_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("order");
        QTest::addColumn<QString>("model");
        for (const char* m : {"pesto", "classical"})
            for (int c : {int(Col::TotalCol), int(Col::MaterialCol), int(Col::TableCol), int(Col::SquareCol),
                     int(Col::MobilityCol), int(Col::KingCol)})
                for (int o : {int(Qt::AscendingOrder), int(Qt::DescendingOrder)})
                    QTest::addRow("%s column %d order %d", m, c, o) << c << o << QString::fromLatin1(m);
    }
    void sortingKeepsTheSidesInPlace()
    {
        QFETCH(int, column);
        QFETCH(int, order);
        QFETCH(QString, model);
        if (!shared)
            shared = window();
        MainWindow* w = shared.get();
        QVERIFY(w->models()->setCurrent(model));
        QCOMPARE(w->controller()->loadFen(
                     QStringLiteral("r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 5 4")),
            QString());
        QTreeView* table = w->inspector()->breakdown();
        table->sortByColumn(column, Qt::SortOrder(order));
        const QAbstractItemModel* m = table->model();
        QCOMPARE(text(m->index(0, 0), Col::PieceCol), QStringLiteral("White"));
        QCOMPARE(text(m->index(1, 0), Col::PieceCol), QStringLiteral("Black"));
        for (int i = 0; i < 2; ++i) {
            const QModelIndex side = m->index(i, 0);
            QVERIFY(m->rowCount(side) > 1);
            int pieces = m->rowCount(side);
            // A side term (the tempo of a model with terms) is no piece: it stays last in either order.
            for (int j = 0; j < m->rowCount(side); ++j)
                if (m->index(j, 0, side).data(ExplanationModel::SideTermRole).isValid()) {
                    QCOMPARE(j, m->rowCount(side) - 1);
                    pieces = j;
                }
            for (int j = 1; j < pieces; ++j) {
                const int a = number(m->index(j - 1, 0, side), column), b = number(m->index(j, 0, side), column);
                QVERIFY(order == Qt::AscendingOrder ? a <= b : a >= b);
            }
        }
        table->sortByColumn(Col::PieceCol, Qt::AscendingOrder);
    }

    // The engine's line: from the engine panel's button, step by step to the leaf on the preview
    // board; each step's position is inspected and the move's terms add up.
    void followTheEngineLine()
    {
        auto w = window();
        QCOMPARE(w->controller()->loadFen(
                     QStringLiteral("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4")),
            QString());
        QPushButton* lineButton = w->enginePanel()->lineButton();
        QVERIFY(!lineButton->isEnabled());
        w->controller()->requestHint();
        QTRY_VERIFY_WITH_TIMEOUT(lineButton->isEnabled() && !w->controller()->hintPending(), 30000);
        InspectorPanel* in = w->inspector();
        QVERIFY(in->hasLine());
        QTest::mouseClick(lineButton, Qt::LeftButton);
        QCOMPARE(in->currentTab(), InspectorPanel::LineTab);
        QVERIFY(in->inspectingLine());
        QCOMPARE(in->lineIndex(), 0);
        QCOMPARE(in->position().fen(), w->controller()->game().current().fen());
        QCOMPARE(in->lineBoard()->position().fen(), in->position().fen());

        QAbstractButton* step = nullptr;
        for (QAbstractButton* b : in->findChildren<QAbstractButton*>())
            if (b->toolTip() == QLatin1String("One move along the line"))
                step = b;
        QVERIFY(step);
        Position pos = in->position();
        const auto& t = *w->controller()->tables();
        for (int k = 1; k <= in->lineLength(); ++k) {
            QTest::mouseClick(step, Qt::LeftButton);
            QCOMPARE(in->lineIndex(), k);
            const Move m = in->delta()->move;
            QVERIFY(pos.isLegal(m));
            const int before = whiteScore(pos, t);
            pos.doMove(m);
            QCOMPARE(in->position().fen(), pos.fen());
            QCOMPARE(in->lineBoard()->position().fen(), pos.fen());
            QCOMPARE(in->delta()->sum(), whiteScore(pos, t) - before);
            QCOMPARE(in->explanation().score, evaluate(pos, t));
        }
        QVERIFY(!step->isEnabled());
        QVERIFY2(in->lineSummary().contains(
                     QStringLiteral("leaf's static evaluation is %1").arg(signedValue(whiteScore(pos, t)))),
            qPrintable(in->lineSummary()));
        // The main board keeps the game; going back to it inspects the game again.
        QCOMPARE(w->board()->position().fen(), w->controller()->game().current().fen());
        in->showGame();
        QVERIFY(!in->inspectingLine());
        QCOMPARE(in->position().fen(), w->controller()->game().current().fen());
    }

    // Two models side by side: every row's difference is the two models' values apart.
    void compareModels()
    {
        auto w = window();
        w->models()->setCurrent(QStringLiteral("pesto"));
        QCOMPARE(w->openPgnFile(kdtest::dataPath("opera.pgn")), QString());
        w->controller()->setViewPly(15);
        InspectorPanel* in = w->inspector();
        const int simplified = modelIndex(w.get(), "simplified");
        QVERIFY(simplified >= 0);
        in->setCompareModel(simplified);
        const Position pos = w->controller()->viewPosition();
        const Explanation a = explain(pos, *kdtest::tables("pesto"));
        const Explanation b = explain(pos, *kdtest::tables("simplified"));
        QTreeWidget* table = in->compareTable();
        QCOMPARE(table->headerItem()->text(2), QStringLiteral("pesto"));
        QCOMPARE(table->headerItem()->text(3), QStringLiteral("simplified"));
        std::size_t i = 0;
        for (int s = 0; s < 2; ++s)
            for (int j = 0; j < table->topLevelItem(s)->childCount(); ++j, ++i) {
                QTreeWidgetItem* row = table->topLevelItem(s)->child(j);
                QCOMPARE(row->text(1), QString::fromStdString(squareName(a.pieces[i].square)));
                if (typeOf(a.pieces[i].piece) == KING) // kings without their material
                    QCOMPARE(row->text(4), signedValue(b.pieces[i].positional - a.pieces[i].positional));
                else
                    QCOMPARE(row->text(4), signedValue(b.pieces[i].total() - a.pieces[i].total()));
            }
        QCOMPARE(i, a.pieces.size());
        QVERIFY(in->compareSummary().contains(QStringLiteral("simplified %1").arg(signedValue(b.whiteScore))));
        // Simplified's king is worth 20,000 and pesto's 0: compared without that, no side differs by
        // more than a few pawns, and a note says why.
        for (int s = 0; s < 2; ++s) {
            const int difference = table->topLevelItem(s)->data(4, Qt::UserRole).toInt();
            QVERIFY2(std::abs(difference) < 1000, qPrintable(table->topLevelItem(s)->text(4)));
        }
        QVERIFY2(in->compareNote().contains(QLatin1String("Kings are compared without their material")),
            qPrintable(in->compareNote()));
        QVERIFY2(in->compareNote().contains(plainValue(20000)), qPrintable(in->compareNote()));
    }

    // The highlight goes when it no longer applies: the mouse leaving the table, the panel hidden,
    // another position (a loaded game whose e2 is empty).
    void highlightIsClearedWhenItNoLongerApplies()
    {
        auto w = window();
        // Both panels showing at once: stacked in a tall window.
        w->resize(1600, 1000);
        w->setPanels(true, true);
        QVERIFY(w->workspace()->stacked());
        QCOMPARE(w->controller()->loadFen(QString::fromStdString(Position().fen())), QString());
        InspectorPanel* in = w->inspector();
        QTreeView* table = in->breakdown();
        auto hover = [&](Square s) {
            const QModelIndex row = in->rowFor(s);
            QVERIFY(row.isValid());
            table->scrollTo(row);
            moveMouse(table->viewport(), table->visualRect(row).center());
            QCOMPARE(in->highlighted(), s);
            QCOMPARE(w->board()->overlay(QStringLiteral("inspect")).keys(), QList<Square> {s});
        };
        auto cleared = [&](const char* when) {
            QVERIFY2(in->highlighted() == SQ_NONE, when);
            QVERIFY2(w->board()->overlay(QStringLiteral("inspect")).isEmpty(), when);
            QVERIFY2(w->heatmap()->canvas()->markedCells().isEmpty(), when);
        };
        hover(SQ_E2);
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(table->viewport(), &leave);
        cleared("the mouse left the table");

        hover(SQ_E2);
        w->action(QStringLiteral("showInspector"))->trigger(); // the inspector closed
        QVERIFY(!in->isVisible());
        cleared("the inspector closed");

        w->action(QStringLiteral("showInspector"))->trigger();
        QVERIFY(w->workspace()->stacked());
        hover(SQ_E2);
        QCOMPARE(w->openPgnFile(kdtest::dataPath("opera.pgn")), QString());
        QCOMPARE(w->controller()->game().current().pieceOn(SQ_E2), NO_PIECE);
        cleared("a game was loaded");

        QCOMPARE(w->controller()->loadFen(QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")), QString());
        hover(SQ_A1);
        QCOMPARE(w->controller()->loadFen(QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1")), QString());
        cleared("another position");
    }

    // A hidden inspector (closed, or behind another tab) selects no row and marks no square when a
    // piece is hovered on the board: nothing would take the mark away after the next move.
    void hiddenInspectorMarksNothing()
    {
        auto w = window();
        QCOMPARE(w->controller()->loadFen(QString::fromStdString(Position().fen())), QString());
        InspectorPanel* in = w->inspector();
        w->action(QStringLiteral("showInspector"))->trigger(); // closed
        QVERIFY(!in->isVisible());
        QSignalSpy spy(in, &InspectorPanel::highlightChanged);
        in->selectSquare(SQ_E2); // what hovering e2 on the board does
        QCOMPARE(spy.count(), 0);
        QCOMPARE(in->highlighted(), SQ_NONE);
        QVERIFY(!in->breakdown()->currentIndex().isValid());
        QVERIFY(w->board()->overlay(QStringLiteral("inspect")).isEmpty());
        // Shown again, hovering selects as before.
        w->action(QStringLiteral("showInspector"))->trigger();
        QVERIFY(in->isVisible());
        in->selectSquare(SQ_E2);
        QCOMPARE(in->highlighted(), SQ_E2);
        QCOMPARE(w->board()->overlay(QStringLiteral("inspect")).keys(), QList<Square> {SQ_E2});
    }

    // The engine's reports (several per search) reach a hidden inspector: it keeps the score and
    // rebuilds nothing until it is shown; then the graph has the search's point. A rebuild computes
    // only the plies that changed.
    void hiddenInspectorWaitsToRebuild()
    {
        auto w = window();
        QCOMPARE(w->openPgnFile(kdtest::dataPath("opera.pgn")), QString());
        InspectorPanel* in = w->inspector();
        const Game& game = w->controller()->game();
        QCOMPARE(in->graph()->points().size(), game.plyCount() + 1);
        w->action(QStringLiteral("showInspector"))->trigger(); // closed
        QVERIFY(!in->isVisible());
        const int rebuilds = in->graphRebuilds();
        const int ply = 10;
        EngineLine line;
        line.ply = ply;
        line.root = game.positionAt(ply);
        line.depth = 5;
        line.scoreWhite = 123;
        line.pv = {MoveList(line.root)[0]};
        for (int depth = 1; depth <= 4; ++depth) {
            line.depth = depth;
            in->recordSearch(line);
        }
        QCOMPARE(in->graphRebuilds(), rebuilds);
        QVERIFY(in->searchPending());
        QVERIFY(!in->graph()->points()[ply].searchWhite);
        w->action(QStringLiteral("showInspector"))->trigger(); // shown: one rebuild, the point is there
        QVERIFY(in->isVisible());
        QVERIFY(!in->searchPending());
        QVERIFY(in->graphRebuilds() > rebuilds);
        QCOMPARE(in->graph()->points().size(), game.plyCount() + 1);
        QCOMPARE(in->graph()->points()[ply].searchWhite, std::optional<int>(123));
        QVERIFY(in->hasLine());
        const auto& t = *w->controller()->tables();
        for (int p = 0; p <= game.plyCount(); ++p)
            QCOMPARE(in->graph()->points()[p].staticWhite, whiteScore(game.positionAt(p), t));
        // Visible: another score for that ply evaluates that ply only.
        int evaluated = in->pliesEvaluated();
        line.scoreWhite = 150;
        in->recordSearch(line);
        QCOMPARE(in->pliesEvaluated(), evaluated + 1);
        QCOMPARE(in->graph()->points()[ply].searchWhite, std::optional<int>(150));
        // A new game from the same start keeps ply 0; a move played evaluates its ply only.
        evaluated = in->pliesEvaluated();
        QCOMPARE(w->controller()->loadFen(QString::fromStdString(game.positionAt(0).fen())), QString());
        QCOMPARE(in->pliesEvaluated(), evaluated);
        QCOMPARE(in->graph()->points().size(), 1);
        QVERIFY(w->controller()->playMove(MoveList(game.current())[0]));
        QCOMPARE(in->pliesEvaluated(), evaluated + 1);
        QCOMPARE(in->graph()->points().size(), 2);
        QCOMPARE(in->graph()->points()[1].staticWhite, whiteScore(game.positionAt(1), t));
    }

    // The graph plots the engine's search where it searched and otherwise the quiet estimate, so an
    // exchange (a capture, then its recapture) shows no spike between the two moves.
    void graphHasNoSpikeInAnExchange_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<int>("ply"); // the ply after the capture, before the recapture
        QTest::newRow("pesto exd5 Qxd5") << "pesto"
                                         << "1. e4 d5 2. exd5 Qxd5 *" << 3;
        QTest::newRow("simplified exd5 Qxd5") << "simplified"
                                              << "1. e4 d5 2. exd5 Qxd5 *" << 3;
        QTest::newRow("pesto Bxc6 dxc6") << "pesto"
                                         << "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 *" << 7;
        QTest::newRow("simplified Bxc6 dxc6") << "simplified"
                                              << "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 *" << 7;
    }
    void graphHasNoSpikeInAnExchange()
    {
        QFETCH(QString, model);
        QFETCH(QString, pgn);
        QFETCH(int, ply);
        auto w = window();
        QVERIFY(w->models()->setCurrent(model));
        QCOMPARE(w->controller()->loadPgn(pgn), QString());
        const auto& points = w->inspector()->graph()->points();
        QCOMPARE(points.size(), w->controller()->game().plyCount() + 1);
        // The static score does jump there (material up before the recapture) ...
        QVERIFY2(std::abs(points[ply].staticWhite - points[ply - 1].staticWhite) > 80,
            qPrintable(QStringLiteral("%1 %2").arg(points[ply - 1].staticWhite).arg(points[ply].staticWhite)));
        QVERIFY2(std::abs(points[ply].staticWhite - points[ply + 1].staticWhite) > 80,
            qPrintable(QStringLiteral("%1 %2").arg(points[ply].staticWhite).arg(points[ply + 1].staticWhite)));
        // ... the plotted series does not.
        for (int p : {ply - 1, ply + 1}) {
            QVERIFY(!points[p].searchWhite);
            QVERIFY2(std::abs(points[ply].plotted() - points[p].plotted()) <= 60,
                qPrintable(QStringLiteral("ply %1: %2, ply %3: %4")
                               .arg(ply)
                               .arg(points[ply].plotted())
                               .arg(p)
                               .arg(points[p].plotted())));
        }
        // The quiet estimate is the engine's own quiescence search.
        const Position at = w->controller()->game().positionAt(ply);
        const int q = quiescenceScore(at, w->controller()->tables());
        QCOMPARE(points[ply].quietWhite, at.sideToMove() == WHITE ? q : -q);
    }

    // Text arriving never changes the panel's size hints: through every position of a game under
    // every model, every step of a Play run, and every tab; the minimum fits a 320 x 360 side area.
    void sizeHintsNeverChange()
    {
        auto w = window();
        InspectorPanel* in = w->inspector();
        const QSize hint = in->sizeHint(), minimum = in->minimumSizeHint();
        QVERIFY2(minimum.width() <= 320 && minimum.height() <= 360,
            qPrintable(QStringLiteral("%1 x %2").arg(minimum.width()).arg(minimum.height())));
        auto same = [&](const char* when) {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QVERIFY2(in->sizeHint() == hint,
                qPrintable(QStringLiteral("%1: %2 x %3")
                               .arg(QLatin1String(when))
                               .arg(in->sizeHint().width())
                               .arg(in->sizeHint().height())));
            QVERIFY2(in->minimumSizeHint() == minimum, when);
        };
        QCOMPARE(w->openPgnFile(kdtest::dataPath("opera.pgn")), QString());
        for (const char* model : {"simplified", "otter", "pesto", "classical"}) {
            QVERIFY(w->models()->setCurrent(QString::fromLatin1(model)));
            for (int ply = 0; ply <= w->controller()->game().plyCount(); ply += 3) {
                w->controller()->setViewPly(ply);
                same("another position");
                for (int tab : {InspectorPanel::MoveTab, InspectorPanel::CompareTab, InspectorPanel::BreakdownTab}) {
                    in->showTab(InspectorPanel::Tab(tab));
                    same("another tab");
                }
            }
        }
        // Every step of a Play run.
        w->controller()->setViewPly(20);
        int steps = 0;
        // The counter is a local: the connection ends with the run, not with the window.
        const QMetaObject::Connection counting
            = connect(in->breakdownPage(), &BreakdownPage::highlightChanged, this, [&] {
                  ++steps;
                  QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
                  if (in->sizeHint() != hint || in->minimumSizeHint() != minimum)
                      steps = -100000;
              });
        in->setPlayInterval(1);
        in->setPlaying(true);
        QTRY_VERIFY_WITH_TIMEOUT(!in->playing(), 60000);
        disconnect(counting);
        QVERIFY2(steps >= int(in->steps().size()) - 1, qPrintable(QString::number(steps)));
        same("after a Play run");
        in->setStepOrder(StepOrder::MaterialFirst);
        in->stepStart();
        while (in->stepIndex() + 1 < int(in->steps().size())) {
            in->stepForward();
            same("a step");
        }
        in->stepEnd();
    }

    // The panel is usable from 320 to 900 pixels wide: every control lies inside it, the table
    // never pushes it wider, and the middle/end-game columns show only when there is room.
    void usableFrom320To900_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<QString>("model");
        for (const QString& model : {QStringLiteral("pesto"), QStringLiteral("classical")})
            for (int width : {320, 450, 700, 900})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2 px").arg(model).arg(width))) << width << model;
    }
    void usableFrom320To900()
    {
        QFETCH(int, width);
        QFETCH(QString, model);
        const bool terms = model == "classical";
        auto w = window();
        QVERIFY(w->models()->setCurrent(model));
        QCOMPARE(w->openPgnFile(kdtest::dataPath("opera.pgn")), QString());
        InspectorPanel panel(w->controller(), w->models());
        panel.resize(width, 420);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCOMPARE(panel.width(), width);
        for (int tab : {InspectorPanel::BreakdownTab, InspectorPanel::MoveTab, InspectorPanel::LineTab,
                 InspectorPanel::CompareTab}) {
            panel.showTab(InspectorPanel::Tab(tab));
            QCoreApplication::processEvents();
            for (QWidget* c : panel.findChildren<QWidget*>()) {
                if (!c->isVisible() || !(qobject_cast<QAbstractButton*>(c) || qobject_cast<QComboBox*>(c)))
                    continue;
                if (qobject_cast<QAbstractButton*>(c) && c->parentWidget() && c->parentWidget()->inherits("QTabBar"))
                    continue; // the tab bar's own scroll buttons
                const QRect r(c->mapTo(&panel, QPoint(0, 0)), c->size());
                QVERIFY2(panel.rect().contains(r),
                    qPrintable(QStringLiteral("%1 at %2,%3 %4x%5 in tab %6")
                                   .arg(c->objectName().isEmpty() ? QString::fromLatin1(c->metaObject()->className())
                                                                  : c->objectName())
                                   .arg(r.x())
                                   .arg(r.y())
                                   .arg(r.width())
                                   .arg(r.height())
                                   .arg(tab)));
            }
        }
        QVERIFY(panel.breakdown()->width() <= width);
        // With terms the term columns come first: the middle/end-game columns need more room.
        const int page = panel.breakdownPage()->width(); // the tab's width decides
        QCOMPARE(panel.breakdown()->isColumnHidden(ExplanationModel::TableMgCol), page < (terms ? 860 : 520));
        // Narrow: the square joins the piece's name, so that the total stays in view.
        const int squares = terms ? 700 : 420;
        QCOMPARE(panel.breakdown()->isColumnHidden(ExplanationModel::SquareCol), page < squares);
        const QModelIndex first = panel.breakdown()->model()->index(0, 0, panel.breakdown()->model()->index(0, 0));
        const QString square = QString::fromStdString(squareName(panel.explanation().pieces[0].square));
        QCOMPARE(first.data().toString().endsWith(square), page < squares);
        for (int c = ExplanationModel::MobilityCol; c < ExplanationModel::TotalCol; ++c)
            QCOMPARE(panel.breakdown()->isColumnHidden(c), !terms);
        if (width <= 450 || (terms && page < 760)) {
            const QRect total = panel.breakdown()->visualRect(first.siblingAtColumn(ExplanationModel::TotalCol));
            QVERIFY2(panel.breakdown()->viewport()->rect().contains(total),
                qPrintable(QStringLiteral("total column at %1..%2").arg(total.left()).arg(total.right())));
        }
        if (terms) { // the header's menu hides the term columns (the tooltips keep the terms)
            panel.breakdownPage()->setTermColumns(false);
            QVERIFY(panel.breakdown()->isColumnHidden(ExplanationModel::MobilityCol));
            QVERIFY(!panel.breakdown()->isColumnHidden(ExplanationModel::TotalCol));
            panel.breakdownPage()->setTermColumns(true);
            QVERIFY(!panel.breakdown()->isColumnHidden(ExplanationModel::ThreatsCol));
        }
        // The step counter is never cut: "step 12 of 24" where it fits, else "12/24" (the words in
        // the tooltip).
        panel.showTab(InspectorPanel::BreakdownTab);
        for (int i = 0; i < 12; ++i)
            panel.stepForward();
        QCoreApplication::processEvents();
        const auto* counter = panel.findChild<QLabel*>(QStringLiteral("stepCounter"));
        QVERIFY(counter);
        QVERIFY2(QRegularExpression(QStringLiteral("^step 12 of \\d+$")).match(counter->toolTip()).hasMatch(),
            qPrintable(counter->toolTip()));
        const QString shown = counter->text();
        QVERIFY2(shown == counter->toolTip() || QRegularExpression(QStringLiteral("^12/\\d+$")).match(shown).hasMatch(),
            qPrintable(shown));
        QVERIFY2(counter->fontMetrics().horizontalAdvance(shown) <= counter->contentsRect().width(),
            qPrintable(QStringLiteral("'%1' in %2 px").arg(shown).arg(counter->contentsRect().width())));
        if (width >= 700)
            QCOMPARE(shown, counter->toolTip());
    }

    // The inspector names the model in play as the model list does (a saved copy by its file).
    void modelNameIsTheListsName()
    {
        auto w = window();
        QVERIFY(w->models()->setCurrent(QStringLiteral("pesto")));
        QCOMPARE(w->models()->save(dir.filePath(QStringLiteral("pesto-edited.json"))), QString());
        const QString name = w->models()->displayName(w->models()->current());
        QCOMPARE(name, QStringLiteral("pesto-edited.json"));
        InspectorPanel* in = w->inspector();
        in->refresh();
        QVERIFY2(in->headerText().contains(name), qPrintable(in->headerText()));
        QVERIFY2(in->phaseLine().startsWith(name), qPrintable(in->phaseLine()));
        QCOMPARE(in->modelName(), name);
        QCOMPARE(in->compareTable()->headerItem()->text(2), name);
    }

    // A position the rules have ended is headed by its result, the static evaluation beside it (after
    // 17. Rd8# in the Opera Game Black still has more material: the tables' -10.32 is no verdict).
    void headerNamesTheEnd_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("absent");
        QTest::newRow("the Opera Game's mate")
            << QString() << QStringLiteral("Checkmate: White wins (classical: −10.59)")
            << QStringLiteral("· classical: ");
        QTest::newRow("stalemate") << QStringLiteral("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
                                   << QStringLiteral("Draw by stalemate (classical: ")
                                   << QStringLiteral("· classical: ");
        QTest::newRow("bare kings") << QStringLiteral("8/8/4k3/8/8/2K5/8/8 w - - 0 1")
                                    << QStringLiteral("Draw by insufficient material (classical: ")
                                    << QStringLiteral("· classical: ");
        QTest::newRow("going on") << QStringLiteral("7k/8/4Q3/6K1/8/8/8/8 b - - 0 1") << QStringLiteral("· classical: ")
                                  << QStringLiteral("Draw");
    }
    void headerNamesTheEnd()
    {
        QFETCH(QString, fen);
        QFETCH(QString, expected);
        QFETCH(QString, absent);
        auto w = window();
        QVERIFY(w->models()->setCurrent(QStringLiteral("classical")));
        if (fen.isEmpty()) {
            QCOMPARE(w->openPgnFile(kdtest::dataPath("opera.pgn")), QString());
            w->controller()->setViewPly(w->controller()->game().plyCount());
        } else {
            QCOMPARE(w->controller()->loadFen(fen), QString());
        }
        InspectorPanel* in = w->inspector();
        in->refresh();
        const QString header = in->headerText();
        QVERIFY2(header.contains(expected), qPrintable(header));
        QVERIFY2(!header.contains(absent), qPrintable(header));
    }

    // The heading names where the position stands in the game: the standard start, a set-up start
    // (a FEN), or after a move.
    void headerNamesThePlace_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QStringList>("moves");
        QTest::addColumn<QString>("expected");
        const QString start = QString::fromLatin1(Position::START_FEN.data(), qsizetype(Position::START_FEN.size()));
        QTest::newRow("standard start") << start << QStringList {} << QStringLiteral("Game: the start position ·");
        QTest::newRow("set-up start") << QStringLiteral(
            "r1bqkbnr/pp1ppppp/2n5/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
                                      << QStringList {} << QStringLiteral("Game: the set-up position ·");
        QTest::newRow("after a move from the start")
            << start << QStringList {"e4"} << QStringLiteral("Game: after 1. e4 ·");
        QTest::newRow("after a move from a set-up start")
            << QStringLiteral("r1bqkbnr/pp1ppppp/2n5/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3") << QStringList {"d4"}
            << QStringLiteral("Game: after 3. d4 ·");
    }
    void headerNamesThePlace()
    {
        QFETCH(QString, fen);
        QFETCH(QStringList, moves);
        QFETCH(QString, expected);
        auto w = window();
        QCOMPARE(w->controller()->loadFen(fen), QString());
        for (const QString& san : moves) {
            const Result<Move> m = parseSan(w->controller()->game().current(), san.toStdString());
            QVERIFY(m);
            QVERIFY(w->controller()->playMove(*m));
        }
        w->controller()->setViewPly(w->controller()->game().plyCount());
        InspectorPanel* in = w->inspector();
        in->refresh();
        const QString header = in->headerText();
        QVERIFY2(header.startsWith(expected), qPrintable(header));
    }

    // The sentences in pawns, checked by hand. After 1.e4 e5 2.Nf3 (simplified): knight f3 320 + 10 =
    // 330, White's total 1,460 after it; White +50, Black to move: -50 (as in tst_evalsteps).
    void sentencesInPawns()
    {
        Position pos;
        kdtest::play(pos, {"e4", "e5", "Nf3"});
        const Explanation e = explain(pos, *kdtest::tables(QStringLiteral("simplified")));
        const auto steps = evaluationSteps(e, StepOrder::PieceByPiece);
        const EvalStep* f3 = nullptr;
        for (const EvalStep& s : steps)
            if (s.kind == EvalStep::Piece && e.pieces[std::size_t(s.piece)].square == SQ_F3)
                f3 = &s;
        QVERIFY(f3);
        QCOMPARE(scoreUnit(), ScoreUnit::Pawns);
        QCOMPARE(stepSentence(e, *f3),
            QStringLiteral("White knight on f3: 3.20 material +0.10 for its square = 3.30; White so far 14.60"));
        QVERIFY(stepSentence(e, steps[steps.size() - 2]).endsWith(QStringLiteral(" = +0.50 for White.")));
        QCOMPARE(stepSentence(e, steps.back()),
            QStringLiteral("+0.50 for White: the engine's evaluation. The engine works from the side to move: "
                           "−0.50 for Black."));
        QVERIFY(footerText(e, -50).endsWith(QStringLiteral(" = +0.50 for White ✓ matches the engine")));
        QCOMPARE(footerDetails(e, -50), QStringLiteral("The engine works from the side to move: −0.50 for Black."));
        // A disagreement is also said from White's side.
        QVERIFY(footerText(e, -70).endsWith(
            QStringLiteral(" = +0.50 for White; the engine says +0.70 for White: they differ!")));
        setScoreUnit(ScoreUnit::Centipawns);
        QCOMPARE(stepSentence(e, *f3),
            QStringLiteral("White knight on f3: 320 material +10 for its square = 330; White so far 1460"));
        setScoreUnit(ScoreUnit::Pawns);
        // otter (a single set of tables) does not say "one set of tables" twice.
        const Explanation single = explain(pos, *kdtest::tables(QStringLiteral("otter")));
        QVERIFY2(!phaseText(single).contains(QLatin1String("one set of tables")), qPrintable(phaseText(single)));
    }
};

QTEST_MAIN(TestInspector)
#include "tst_inspector.moc"
