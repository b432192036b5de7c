// The position set-up editor, offscreen, driven by mouse and keyboard: pieces put from the palette
// by click and by drag, moved and taken off on the board, Clear and Start position, the side to move,
// castling, en passant and counters reaching the FEN, illegal set-ups refused with the FEN reader's
// own message, typed FENs, and "Play from here" / "Analyse from here" through the main window.
#include "core/notation.h"
#include "gamecontroller.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "positioneditor.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kd;
using kdui::EditorBoard;
using kdui::PositionEditor;

Q_DECLARE_METATYPE(kd::Square)
Q_DECLARE_METATYPE(kd::Piece)

namespace {

QPoint centre(const EditorBoard* b, Square s) { return b->squareRect(s).center().toPoint(); }
QPoint cell(const EditorBoard* b, Piece pc, Color row = WHITE) { return b->paletteRect(pc, row).center().toPoint(); }

void drag(EditorBoard* b, QPoint from, QPoint to)
{
    QTest::mousePress(b, Qt::LeftButton, {}, from);
    QTest::mouseMove(b, (from + to) / 2);
    QTest::mouseMove(b, to);
    QTest::mouseRelease(b, Qt::LeftButton, {}, to);
}

// Puts a piece as a person does: chooses it in the palette, then clicks the square.
void put(EditorBoard* b, Piece pc, Square s)
{
    QTest::mouseClick(b, Qt::LeftButton, {}, cell(b, pc));
    QTest::mouseClick(b, Qt::LeftButton, {}, centre(b, s));
}

QString placement(const PositionEditor& e) { return e.fen().section(QLatin1Char(' '), 0, 0); }

template <class T> T* child(const QWidget& w, const char* name)
{
    T* c = w.findChild<T*>(QString::fromLatin1(name));
    if (!c)
        qFatal("no child %s", name);
    return c;
}

QString readerSays(const QString& fen)
{
    const Result<Position> pos = Position::fromFen(fen.toStdString());
    return pos ? QString() : QString::fromStdString(pos.error());
}

} // namespace

class TestPositionEditor : public QObject {
    Q_OBJECT

    QTemporaryDir dir;

    // An editor shown at a size that fits an 800x600 screen.
    static void show(PositionEditor& e)
    {
        e.resize(740, 540);
        e.show();
        QVERIFY(QTest::qWaitForWindowExposed(&e));
    }

private slots:
    void placesAPieceByClick_data()
    {
        QTest::addColumn<Piece>("piece");
        QTest::addColumn<Square>("square");
        QTest::addColumn<QString>("placement");
        QTest::newRow("white queen d4") << W_QUEEN << SQ_D4 << "8/8/8/8/3Q4/8/8/8";
        QTest::newRow("black knight g8") << B_KNIGHT << SQ_G8 << "6n1/8/8/8/8/8/8/8";
        QTest::newRow("white pawn a2") << W_PAWN << SQ_A2 << "8/8/8/8/8/8/P7/8";
        QTest::newRow("black king h1") << B_KING << SQ_H1 << "8/8/8/8/8/8/8/7k";
    }
    void placesAPieceByClick()
    {
        QFETCH(Piece, piece);
        QFETCH(Square, square);
        QFETCH(QString, placement);
        PositionEditor e;
        show(e);
        QTest::mouseClick(child<QPushButton>(e, "clearBoard"), Qt::LeftButton);
        put(e.board(), piece, square);
        QCOMPARE(e.board()->chosen(), piece);
        QCOMPARE(e.board()->pieceOn(square), piece);
        QCOMPARE(::placement(e), placement);
        QCOMPARE(child<QLineEdit>(e, "fen")->text(), e.fen()); // shown live
        // A second click with the same piece takes it off again; the eraser takes any piece off.
        QTest::mouseClick(e.board(), Qt::LeftButton, {}, centre(e.board(), square));
        QCOMPARE(e.board()->pieceOn(square), NO_PIECE);
        put(e.board(), piece, square);
        QTest::mouseClick(e.board(), Qt::LeftButton, {}, cell(e.board(), EditorBoard::ERASER, BLACK));
        QCOMPARE(e.board()->chosen(), EditorBoard::ERASER);
        QTest::mouseClick(e.board(), Qt::LeftButton, {}, centre(e.board(), square));
        QCOMPARE(e.board()->pieceOn(square), NO_PIECE);
    }

    void placesAPieceByDragFromThePalette_data()
    {
        QTest::addColumn<Piece>("piece");
        QTest::addColumn<Square>("square");
        QTest::addColumn<bool>("flipped");
        QTest::newRow("white rook e4") << W_ROOK << SQ_E4 << false;
        QTest::newRow("black bishop c8") << B_BISHOP << SQ_C8 << false;
        QTest::newRow("flipped: white king a1") << W_KING << SQ_A1 << true;
        QTest::newRow("flipped: black pawn h5") << B_PAWN << SQ_H5 << true;
    }
    void placesAPieceByDragFromThePalette()
    {
        QFETCH(Piece, piece);
        QFETCH(Square, square);
        QFETCH(bool, flipped);
        PositionEditor e;
        show(e);
        QTest::mouseClick(child<QPushButton>(e, "clearBoard"), Qt::LeftButton);
        if (flipped)
            QTest::mouseClick(child<QPushButton>(e, "flipBoard"), Qt::LeftButton);
        QCOMPARE(e.board()->isFlipped(), flipped);
        drag(e.board(), cell(e.board(), piece), centre(e.board(), square));
        QCOMPARE(e.board()->pieceOn(square), piece);
        int count = 0;
        for (Piece pc : e.board()->pieces())
            count += pc != NO_PIECE;
        QCOMPARE(count, 1);
        // Dropped off the board, a palette piece puts nothing.
        drag(e.board(), cell(e.board(), piece), QPoint(-10, -10));
        count = 0;
        for (Piece pc : e.board()->pieces())
            count += pc != NO_PIECE;
        QCOMPARE(count, 1);
    }

    void movesAndRemovesPiecesOnTheBoard()
    {
        PositionEditor e;
        show(e);
        QCOMPARE(e.fen(), QString::fromLatin1(Position::START_FEN));
        drag(e.board(), centre(e.board(), SQ_E2), centre(e.board(), SQ_E4));
        QCOMPARE(placement(e), QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"));
        // Any move, legal in chess or not, and onto a piece (which it replaces).
        drag(e.board(), centre(e.board(), SQ_D8), centre(e.board(), SQ_D2));
        QCOMPARE(placement(e), QStringLiteral("rnb1kbnr/pppppppp/8/8/4P3/8/PPPq1PPP/RNBQKBNR"));
        // A drag from an empty square moves nothing and puts nothing.
        drag(e.board(), centre(e.board(), SQ_D4), centre(e.board(), SQ_D7));
        QCOMPARE(placement(e), QStringLiteral("rnb1kbnr/pppppppp/8/8/4P3/8/PPPq1PPP/RNBQKBNR"));
        // Right-click takes a piece off; so does dragging it off the board.
        QTest::mouseClick(e.board(), Qt::RightButton, {}, centre(e.board(), SQ_A1));
        QCOMPARE(e.board()->pieceOn(SQ_A1), NO_PIECE);
        drag(e.board(), centre(e.board(), SQ_H8), QPoint(-10, -10));
        QCOMPARE(e.board()->pieceOn(SQ_H8), NO_PIECE);
        QCOMPARE(placement(e), QStringLiteral("rnb1kbn1/pppppppp/8/8/4P3/8/PPPq1PPP/1NBQKBNR"));
        // The castling rights whose rook left go (and cannot be ticked); the others stay.
        QCOMPARE(e.fen().section(QLatin1Char(' '), 2, 2), QStringLiteral("Kq"));
        QVERIFY(!child<QCheckBox>(e, "castlingQ")->isEnabled());
        QVERIFY(!child<QCheckBox>(e, "castlingk")->isEnabled());
        QVERIFY(child<QCheckBox>(e, "castlingQ")->toolTip().contains(QStringLiteral("a1")));
        QVERIFY(child<QCheckBox>(e, "castlingK")->isEnabled());
    }

    void clearAndStartPosition()
    {
        PositionEditor e;
        show(e);
        QTest::mouseClick(child<QPushButton>(e, "clearBoard"), Qt::LeftButton);
        QCOMPARE(e.fen(), QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"));
        QCOMPARE(e.problem(), QStringLiteral("White has no king"));
        QVERIFY(!child<QPushButton>(e, "play")->isEnabled());
        QTest::mouseClick(child<QPushButton>(e, "startPosition"), Qt::LeftButton);
        QCOMPARE(e.fen(), QString::fromLatin1(Position::START_FEN));
        QVERIFY(e.isLegal());
        QCOMPARE(child<QLabel>(e, "verdict")->text(), QStringLiteral("Legal position"));
        QVERIFY(child<QPushButton>(e, "play")->isEnabled());
        QVERIFY(child<QPushButton>(e, "analyse")->isEnabled());
    }

    void sideCastlingEnPassantAndCountersReachTheFen()
    {
        PositionEditor e;
        show(e);
        // Black has just played d7-d5 next to White's e5 pawn.
        QCOMPARE(e.setFen(QStringLiteral("r3k2r/ppp1pppp/8/3pP3/8/8/PPPP1PPP/R3K2R w KQkq - 0 5")), QString());
        auto* ep = child<QComboBox>(e, "enPassant");
        QCOMPARE(ep->count(), 2); // none, d6
        QCOMPARE(ep->itemText(1), QStringLiteral("d6"));
        ep->setCurrentIndex(1);
        QCOMPARE(e.fen(), QStringLiteral("r3k2r/ppp1pppp/8/3pP3/8/8/PPPP1PPP/R3K2R w KQkq d6 0 5"));
        QVERIFY(e.isLegal());
        QTest::mouseClick(child<QCheckBox>(e, "castlingQ"), Qt::LeftButton);
        QTest::mouseClick(child<QCheckBox>(e, "castlingk"), Qt::LeftButton);
        child<QSpinBox>(e, "halfmoveClock")->setValue(7);
        child<QSpinBox>(e, "moveNumber")->setValue(23);
        QCOMPARE(e.fen(), QStringLiteral("r3k2r/ppp1pppp/8/3pP3/8/8/PPPP1PPP/R3K2R w Kq d6 7 23"));
        // Black to move: d6 makes no sense any more; White has no pawn on rank 4 to offer one.
        child<QComboBox>(e, "sideToMove")->setCurrentIndex(1);
        QCOMPARE(ep->count(), 1);
        QVERIFY(!ep->isEnabled());
        QCOMPARE(e.fen(), QStringLiteral("r3k2r/ppp1pppp/8/3pP3/8/8/PPPP1PPP/R3K2R b Kq - 7 23"));
        // White's e-pawn on e4 (e2 and e3 empty) makes e3 the square for Black.
        drag(e.board(), centre(e.board(), SQ_E5), centre(e.board(), SQ_E4));
        QCOMPARE(ep->count(), 2);
        QCOMPARE(ep->itemText(1), QStringLiteral("e3"));
        ep->setCurrentIndex(1);
        QCOMPARE(e.fen(), QStringLiteral("r3k2r/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/R3K2R b Kq e3 7 23"));
        QVERIFY(e.isLegal());
        QVERIFY(e.fen() == QString::fromStdString(Position::fromFen(e.fen().toStdString())->fen()));
    }

    void refusesAnIllegalSetupWithTheReadersMessage_data()
    {
        QTest::addColumn<QString>("base");
        QTest::addColumn<Piece>("piece"); // put with the palette; NO_PIECE: right-click the square
        QTest::addColumn<Square>("square");
        QTest::addColumn<QString>("message");
        const QString kings = QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        QTest::newRow("two white kings") << kings << W_KING << SQ_A1 << "White has 2 kings";
        QTest::newRow("two black kings") << kings << B_KING << SQ_A8 << "Black has 2 kings";
        QTest::newRow("no black king") << kings << NO_PIECE << SQ_E8 << "Black has no king";
        QTest::newRow("no white king") << kings << NO_PIECE << SQ_E1 << "White has no king";
        QTest::newRow("pawn on the first rank")
            << kings << W_PAWN << SQ_A1 << "pawn on a1: pawns can never stand on rank 1 or 8";
        QTest::newRow("pawn on the last rank")
            << kings << B_PAWN << SQ_H8 << "pawn on h8: pawns can never stand on rank 1 or 8";
        QTest::newRow("side not to move in check")
            << kings << W_ROOK << SQ_E5 << "the side not to move (Black) is in check";
        QTest::newRow("nine white pawns") << QStringLiteral("4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1") << W_PAWN << SQ_D4
                                          << "White has 9 pawns, at most 8 are possible";
    }
    void refusesAnIllegalSetupWithTheReadersMessage()
    {
        QFETCH(QString, base);
        QFETCH(Piece, piece);
        QFETCH(Square, square);
        QFETCH(QString, message);
        PositionEditor e;
        show(e);
        QCOMPARE(e.setFen(base), QString());
        QVERIFY(e.isLegal());
        if (piece == NO_PIECE)
            QTest::mouseClick(e.board(), Qt::RightButton, {}, centre(e.board(), square));
        else
            put(e.board(), piece, square);
        QCOMPARE(e.problem(), message);
        QCOMPARE(e.problem(), readerSays(e.fen())); // the reader's words, not the editor's
        QCOMPARE(child<QLabel>(e, "verdict")->text(), message);
        auto* play = child<QPushButton>(e, "play");
        QVERIFY(!play->isEnabled());
        QVERIFY(!child<QPushButton>(e, "analyse")->isEnabled());
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(e.isVisible());
        QCOMPARE(e.outcome(), PositionEditor::Cancelled);
        // Undone, the set-up is legal again.
        if (piece == NO_PIECE)
            put(e.board(), square == SQ_E8 ? B_KING : W_KING, square);
        else
            QTest::mouseClick(e.board(), Qt::RightButton, {}, centre(e.board(), square));
        QCOMPARE(e.fen(), base);
        QVERIFY(e.isLegal());
        QVERIFY(play->isEnabled());
    }

    void typedFenLoadsOrIsRefused_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("message"); // empty: it loads
        QTest::newRow("legal") << "8/5k2/8/8/2K5/8/4P3/8 b - - 3 40" << QString();
        QTest::newRow("two kings") << "4k3/8/8/8/8/8/8/3KK3 w - - 0 1"
                                   << "White has 2 kings";
        QTest::newRow("bad letter") << "4k3/8/8/8/8/8/8/3XK3 w - - 0 1"
                                    << "bad piece letter 'X' in rank 1 ('3XK3'); use PNBRQK for White, pnbrqk for "
                                       "Black, 1-8 for empty squares";
        QTest::newRow("castling without rook") << "4k3/8/8/8/8/8/8/4K3 w K - 0 1"
                                               << "castling right 'K' needs a White rook on h1";
        QTest::newRow("not a FEN") << "hello" << readerSays(QStringLiteral("hello"));
    }
    void typedFenLoadsOrIsRefused()
    {
        QFETCH(QString, typed);
        QFETCH(QString, message);
        PositionEditor e;
        show(e);
        const QString before = e.fen();
        auto* edit = child<QLineEdit>(e, "fen");
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, typed);
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(e.isVisible()); // Enter loads; it does not close the dialog
        if (message.isEmpty()) {
            QCOMPARE(e.fen(), typed);
            QVERIFY(e.isLegal());
            QCOMPARE(edit->text(), typed);
            return;
        }
        QCOMPARE(message, readerSays(typed));
        QCOMPARE(e.fen(), before); // nothing changed
        QVERIFY(e.isLegal());
        QVERIFY(child<QLabel>(e, "verdict")->text().contains(message));
        QCOMPARE(edit->text(), typed); // kept to be corrected
        QCOMPARE(e.setFen(typed), message);
        // The next edit shows the set-up's FEN and verdict again.
        QTest::mouseClick(e.board(), Qt::RightButton, {}, centre(e.board(), SQ_A2));
        QCOMPARE(edit->text(), e.fen());
        QCOMPARE(child<QLabel>(e, "verdict")->text(), QStringLiteral("Legal position"));
    }

    // A book diagram (Lucena's position) set up by hand from an empty board, then played.
    void setsUpABookDiagramAndPlaysIt()
    {
        kdui::MainWindow window(kdui::MainWindow::Options {dir.filePath(QStringLiteral("play.ini")), false});
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString lucena = QStringLiteral("1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1");
        QString editorFen;
        bool sawDialog = false;
        QTimer::singleShot(0, &window, [&] {
            auto* e = qobject_cast<PositionEditor*>(QApplication::activeModalWidget());
            if (!e)
                return;
            QVERIFY(e->width() <= 760 && e->height() <= 560);
            QCOMPARE(e->fen(), QString::fromLatin1(Position::START_FEN)); // the position shown
            QTest::mouseClick(child<QPushButton>(*e, "clearBoard"), Qt::LeftButton);
            put(e->board(), W_KING, SQ_B8);
            put(e->board(), B_KING, SQ_D8);
            put(e->board(), W_PAWN, SQ_B7);
            put(e->board(), B_ROOK, SQ_A2);
            drag(e->board(), cell(e->board(), W_ROOK), centre(e->board(), SQ_C1));
            QCOMPARE(e->fen(), lucena);
            editorFen = e->fen();
            // Then the new-game dialog, with the position on the board ticked: Kandinsky plays Black.
            QTimer::singleShot(0, &window, [&] {
                auto* dialog = qobject_cast<kdui::NewGameDialog*>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                sawDialog = true;
                QVERIFY(dialog->fromCurrentPosition());
                kdui::GameSetup setup;
                setup.clock.mode = kdui::ClockSettings::MoveTime;
                setup.clock.moveTimeMs = 50;
                dialog->setSetup(setup, kdui::NewGameDialog::PlayWhite);
                dialog->setFromCurrentPosition(true);
                QTest::keyClick(dialog, Qt::Key_Return);
            });
            QTest::mouseClick(child<QPushButton>(*e, "play"), Qt::LeftButton);
        });
        QTest::keyClick(&window, Qt::Key_E, Qt::ControlModifier);
        QCOMPARE(editorFen, lucena);
        QVERIFY(sawDialog);
        kdui::GameController* c = window.controller();
        QCOMPARE(QString::fromStdString(c->game().start().fen()), lucena);
        QVERIFY(!window.analysisMode());
        QCOMPARE(c->setup().players[WHITE], kdui::Player::Human);
        QCOMPARE(c->setup().players[BLACK], kdui::Player::Engine);
        // The person plays the first move of the winning plan; Kandinsky answers.
        QVERIFY(c->playMove(parseUci(c->game().current(), "c1d1").value()));
        QTRY_COMPARE_WITH_TIMEOUT(c->game().plyCount(), 2, 20000);
    }

    void playFromHereCancelledKeepsATwoPersonGame()
    {
        kdui::MainWindow window(kdui::MainWindow::Options {dir.filePath(QStringLiteral("cancel.ini")), false});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString fen = QStringLiteral("8/5k2/8/8/2K5/8/4P3/8 b - - 3 40");
        QTimer::singleShot(0, &window, [&] {
            auto* e = qobject_cast<PositionEditor*>(QApplication::activeModalWidget());
            if (!e)
                return;
            QCOMPARE(e->setFen(fen), QString());
            QTimer::singleShot(0, &window, [] {
                if (auto* dialog = qobject_cast<kdui::NewGameDialog*>(QApplication::activeModalWidget()))
                    dialog->reject();
            });
            QTest::mouseClick(child<QPushButton>(*e, "play"), Qt::LeftButton);
        });
        window.action(QStringLiteral("setUpPosition"))->trigger();
        kdui::GameController* c = window.controller();
        QCOMPARE(QString::fromStdString(c->game().start().fen()), fen);
        QCOMPARE(c->setup().players[WHITE], kdui::Player::Human);
        QCOMPARE(c->setup().players[BLACK], kdui::Player::Human);
    }

    void analyseFromHereTurnsAnalysisModeOn()
    {
        kdui::MainWindow window(kdui::MainWindow::Options {dir.filePath(QStringLiteral("analyse.ini")), false});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.analysisMode());
        // The editor opens on the position shown: after 1. e4 here.
        kdui::GameController* c = window.controller();
        QVERIFY(c->playMove(parseUci(c->game().current(), "e2e4").value()));
        const QString fen = QStringLiteral("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        QString opened;
        QTimer::singleShot(0, &window, [&] {
            auto* e = qobject_cast<PositionEditor*>(QApplication::activeModalWidget());
            if (!e)
                return;
            opened = e->fen();
            QCOMPARE(e->setFen(fen), QString());
            QTest::mouseClick(child<QPushButton>(*e, "analyse"), Qt::LeftButton);
        });
        window.action(QStringLiteral("setUpPosition"))->trigger();
        QCOMPARE(opened, QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
        QVERIFY(window.analysisMode());
        QCOMPARE(QString::fromStdString(c->game().start().fen()), fen);
        QCOMPARE(QString::fromStdString(c->viewPosition().fen()), fen);
        window.setAnalysisMode(false);
    }

    // Pictures of the editor for a person to look at: set KD_EDITOR_SHOTS to a folder. The editor
    // opens over an 800x600 and a 1280x800 main window, at its own size and as large as each allows.
    void screenshots()
    {
        const QString out = qEnvironmentVariable("KD_EDITOR_SHOTS");
        if (out.isEmpty())
            QSKIP("set KD_EDITOR_SHOTS to a folder to write the pictures");
        QDir().mkpath(out);
        const qreal scale = qApp->devicePixelRatio();
        for (QSize window : {QSize(800, 600), QSize(1280, 800)}) {
            kdui::MainWindow w(kdui::MainWindow::Options {dir.filePath(QStringLiteral("shots.ini")), false});
            w.resize(window);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            for (int big = 0; big < 2; ++big) {
                PositionEditor e(&w);
                QCOMPARE(e.setFen(QStringLiteral("r3k2r/ppp1pppp/8/3pP3/8/8/PPPP1PPP/R3K2R w KQkq d6 0 5")), QString());
                if (big)
                    e.resize(window - QSize(40, 40));
                e.show();
                QVERIFY(QTest::qWaitForWindowExposed(&e));
                QVERIFY(e.width() <= window.width() - 40 && e.height() <= window.height() - 40);
                QTest::qWait(50);
                const QString name = QStringLiteral("%1/editor-%2x%3-%4-x%5")
                                         .arg(out)
                                         .arg(window.width())
                                         .arg(window.height())
                                         .arg(big ? QStringLiteral("large") : QStringLiteral("default"))
                                         .arg(scale);
                QVERIFY(e.grab().save(name + QStringLiteral(".png")));
                put(e.board(), W_KING, SQ_C3); // illegal: the verdict in red
                QTest::qWait(20);
                QVERIFY(e.grab().save(name + QStringLiteral("-illegal.png")));
                QVERIFY(e.board()->squareRect(SQ_A1).width() >= 40);
            }
        }
    }

    void cancelChangesNothing()
    {
        kdui::MainWindow window(kdui::MainWindow::Options {dir.filePath(QStringLiteral("nothing.ini")), false});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.action(QStringLiteral("flip"))->trigger();
        bool flipped = false;
        QTimer::singleShot(0, &window, [&] {
            if (auto* e = qobject_cast<PositionEditor*>(QApplication::activeModalWidget())) {
                flipped = e->board()->isFlipped(); // seen from the side the main board shows
                QTest::mouseClick(child<QPushButton>(*e, "clearBoard"), Qt::LeftButton);
                e->reject();
            }
        });
        window.action(QStringLiteral("setUpPosition"))->trigger();
        QVERIFY(flipped);
        QCOMPARE(QString::fromStdString(window.controller()->game().start().fen()),
            QString::fromLatin1(Position::START_FEN));
    }
};

QTEST_MAIN(TestPositionEditor)
#include "tst_positioneditor.moc"
