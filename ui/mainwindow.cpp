#include "mainwindow.h"

#include "analyser.h"
#include "analysis.h"
#include "analysispanel.h"
#include "boardheat.h"
#include "boardview.h"
#include "clockview.h"
#include "core/file.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "enginelist.h"
#include "enginemanagerdialog.h"
#include "enginepanel.h"
#include "evalbar.h"
#include "format.h"
#include "gamereview.h"
#include "gamestore.h"
#include "heatmappanel.h"
#include "inspectorpanel.h"
#include "language.h"
#include "modellibrary.h"
#include "moveentry.h"
#include "movelistview.h"
#include "pieceset.h"
#include "positioneditor.h" // position set-up editor (issue 18)
#include "sounds.h"
#include "tunepanel.h"
#include "workspace.h"

#include <QAbstractButton>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QColorDialog>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QSaveFile>
#include <QScreen>
#include <QSettings>
#include <QShortcut>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace kdui {

using namespace kd;

namespace {

const QColor HINT_ARROW {0x15, 0x78, 0x1B, 0xB0};
const QColor BETTER_ARROW {0x2E, 0x9E, 0x6E, 0xC8}; // a review's better move

QString defaultSettingsFile()
{
    return QSettings(
        QSettings::IniFormat, QSettings::UserScope, QApplication::organizationName(), QApplication::applicationName())
        .fileName();
}

// Kandinsky's dark palette: greys a little blue, the highlight of its icon.
QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2B, 0x2C, 0x30), base(0x1F, 0x20, 0x24), text(0xE6, 0xE6, 0xE6), muted(0x80, 0x80, 0x86);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x27, 0x28, 0x2D));
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, muted);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x36, 0x37, 0x3D));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xFF, 0x6B, 0x6B));
    p.setColor(QPalette::Light, QColor(0x48, 0x49, 0x50));
    p.setColor(QPalette::Midlight, QColor(0x3E, 0x3F, 0x45));
    p.setColor(QPalette::Mid, QColor(0x2F, 0x30, 0x35));
    p.setColor(QPalette::Dark, QColor(0x1A, 0x1B, 0x1E));
    p.setColor(QPalette::Shadow, QColor(0x0C, 0x0C, 0x0E));
    p.setColor(QPalette::Highlight, QColor(0x3D, 0x7C, 0xC9));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x79, 0xA9, 0xFF));
    p.setColor(QPalette::LinkVisited, QColor(0xB0, 0x8C, 0xF0));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, muted);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4A, 0x4B, 0x52));
    return p;
}

} // namespace

// The themes' names as the menu shows them (the English name is the settings' key), for lupdate.
[[maybe_unused]] const char* const THEME_NAMES[]
    = {QT_TRANSLATE_NOOP("kdui::BoardTheme", "Slate"), QT_TRANSLATE_NOOP("kdui::BoardTheme", "Wood"),
        QT_TRANSLATE_NOOP("kdui::BoardTheme", "Green"), QT_TRANSLATE_NOOP("kdui::BoardTheme", "Grey")};

const QList<BoardTheme>& boardThemes()
{
    static const QList<BoardTheme> themes {
        {QStringLiteral("Slate"), QColor(0xEE, 0xE4, 0xD0), QColor(0x8A, 0x9B, 0xB0)},
        {QStringLiteral("Wood"), QColor(0xF0, 0xD9, 0xB5), QColor(0xB5, 0x88, 0x63)},
        {QStringLiteral("Green"), QColor(0xEE, 0xEE, 0xD2), QColor(0x76, 0x96, 0x56)},
        {QStringLiteral("Grey"), QColor(0xE3, 0xE3, 0xE3), QColor(0xA2, 0xA2, 0xA6)},
    };
    return themes;
}

MainWindow::MainWindow(const Options& options, QWidget* parent)
    : QMainWindow(parent),
      options_(options),
      controller_(new GameController(this)),
      board_(new BoardView),
      evalBar_(new EvalBar),
      moveList_(new MoveListView),
      enginePanel_(new EnginePanel),
      topClock_(new ClockView),
      bottomClock_(new ClockView),
      result_(new QLabel),
      opening_(new QLabel),
      moveEntry_(new MoveEntry),
      sounds_(new SoundPlayer(this)),
      messageBar_(new QLabel),
      fenEdit_(new QLineEdit),
      models_(new ModelLibrary(this))
{
    // The user's own settings file (no file given): the first start there offers the installed engines.
    const bool userSettings = options_.settingsFile.isEmpty();
    if (options_.settingsFile.isEmpty())
        options_.settingsFile = defaultSettingsFile();
    setWindowTitle(tr("Kandinsky"));
    engines_ = new EngineList(this);

    messageBar_->setObjectName(QStringLiteral("messageBar"));
    messageBar_->setWordWrap(true);
    messageBar_->setToolTip(tr("Click to close"));
    messageBar_->setCursor(Qt::PointingHandCursor);
    messageBar_->installEventFilter(this); // a click closes it
    messageBar_->hide();
    board_->setFocusPolicy(Qt::StrongFocus);

    analysis_ = new Analysis(controller_, this);
    analysis_->setObjectName(QStringLiteral("analysis"));
    if (options_.persist) {
        language_
            = QSettings(options_.settingsFile, QSettings::IniFormat).value(QLatin1String(LANGUAGE_SETTING)).toString();
        if (language_ == QLatin1String("system"))
            language_.clear();
    }
    buildActions();
    buildWorkspace();
    buildMenus();
    statusBar()->setSizeGripEnabled(true); // made now: one made by its first message would shrink the board
    board_->setFocus(); // keys go to the window's shortcuts, not into the FEN field

    board_->setSquareDescriber([this](Square s) { return boardHeat_->describe(s); });
    connect(board_, &BoardView::moveChosen, this, [this](Move m) {
        if (!controller_->playMove(m))
            refresh(); // not allowed after all: the board shows the game again
    });
    connect(controller_, &GameController::movePlayed, this, [this](Move m) {
        arrivedBy_ = m;
        // The sound of the move: the position before it is the current one taken back a move.
        const Game& game = controller_->game();
        if (game.plyCount() > 0 && game.moves().back() == m) {
            Position before = game.current();
            before.undoMove();
            endSounded_ = game.over();
            sounds_->play(soundForMove(before, m, game.over()));
        }
    });
    connect(controller_, &GameController::gameChanged, this, [this] {
        // A game that ends without a move (resignation, a flag fall, an agreed draw) chimes too.
        const bool over = controller_->game().over();
        if (over && !endSounded_)
            sounds_->play(Sound::GameEnd);
        endSounded_ = over;
        if (controller_->game().plyCount() == 0)
            lowTimeSounded_ = {false, false};
    });
    connect(controller_, &GameController::gameChanged, this, &MainWindow::refresh);
    connect(controller_, &GameController::clocksChanged, this, &MainWindow::refreshClocks);
    connect(controller_, &GameController::hintChanged, this, &MainWindow::refreshArrows);
    // The inspector records the engine's lines (its graph's search scores, its Engine line tab). A
    // search reports every depth, a dozen within milliseconds at first: the newest line per ply is
    // kept and handed over at most every 100 ms, so a burst costs one rebuild, not twelve.
    panelsTimer_.setSingleShot(true);
    panelsTimer_.setInterval(25);
    connect(&panelsTimer_, &QTimer::timeout, this, &MainWindow::refreshPanels);
    searchLinesTimer_.setSingleShot(true);
    searchLinesTimer_.setInterval(100);
    connect(&searchLinesTimer_, &QTimer::timeout, this, &MainWindow::flushSearchLines);
    connect(controller_, &GameController::engineInfo, this, [this](const EngineLine& line) {
        pendingLines_.insert(line.ply, line);
        if (!searchLinesTimer_.isActive())
            searchLinesTimer_.start();
    });
    // The bar and the engine panel show the evaluation of the position on the board, or nothing.
    connect(controller_, &GameController::evaluationChanged, this, [this] {
        // In analysis mode the bar shows the analysers' score instead (refreshAnalysisEval).
        const bool bar = !analysis_->active();
        if (const EngineLine* line = controller_->evaluation()) {
            enginePanel_->setLine(*line);
            if (bar)
                evalBar_->setLine(*line);
        } else {
            enginePanel_->clear();
            if (bar)
                evalBar_->clear();
        }
    });
    connect(controller_, &GameController::thinkingChanged, this, [this](bool thinking) {
        enginePanel_->setStatus(thinking ? tr("Thinking…") : QString());
        actions_.value(QStringLiteral("moveNow"))->setEnabled(thinking);
    });
    connect(controller_, &GameController::gameOver, this, [this](const QString& result, const QString& reason) {
        statusBar()->showMessage(QStringLiteral("%1  %2").arg(reason, result));
    });
    connect(moveList_, &MoveListView::plyClicked, controller_, &GameController::setViewPly);
    connect(moveList_, &MoveListView::nodeClicked, controller_, &GameController::setViewNode);
    connect(moveList_, &MoveListView::promoteRequested, controller_, &GameController::promoteVariation);
    connect(moveList_, &MoveListView::mainLineRequested, controller_, &GameController::makeMainLine);
    connect(moveList_, &MoveListView::deleteRequested, controller_, &GameController::deleteFrom);
    connect(moveList_, &MoveListView::nagsRequested, controller_, &GameController::setNags);
    connect(moveList_, &MoveListView::commentRequested, this, &MainWindow::editComment);
    connect(controller_, &GameController::engineProblemChanged, this,
        [this](Color, const QString& message) { engineProblemChanged(message); });

    // Analysis: every change of the game or of the position viewed points the analysers at the
    // position on the board (nothing happens when it is the same); their lines become arrows, the
    // eval bar's score and the inspector's second opinion.
    connect(controller_, &GameController::gameChanged, analysis_, &Analysis::follow);
    connect(analysis_, &Analysis::linesChanged, this, [this](Analyser* a) {
        refreshArrows();
        refreshAnalysisEval();
        // An engine given by its program (--analyser) takes its own name once it has started.
        if (a == analysis_->external() && analysisExternal_ >= 0 && !analysisEngines_[analysisExternal_].named
            && a->state() == Analyser::State::Running) {
            QList<AnalysisEngine> engines = analysisEngines_;
            engines[analysisExternal_].name = a->name();
            engines[analysisExternal_].named = true;
            analysisEngineName_ = a->name();
            setAnalysisEngines(engines);
        }
        // The inspector's second opinion and the graph's curve: each analyser's best line (at most
        // every Analyser::REPORT_MS per analyser; the inspector only stores it while hidden).
        if (!a->lines().isEmpty() && !a->lines().front().pv.empty())
            inspector_->recordAnalysis(a->lines().front(), a->isKandinsky());
    });
    connect(analysis_, &Analysis::analysersChanged, this, [this] {
        refreshArrows();
        refreshAnalysisEval();
    });
    connect(analysisPanel_, &AnalysisPanel::enginesChosen, this, &MainWindow::chooseAnalysers);
    connect(analysisPanel_, &AnalysisPanel::moveChosen, this, [this](Move m) {
        if (!controller_->playMove(m))
            refresh();
    });
    connect(controller_, &GameController::explorationChanged, this, [this] {
        const bool exploring = controller_->exploring();
        if (exploring) {
            const Game& game = controller_->record();
            const int ply = controller_->explorationPly();
            const QString from = ply == 0 ? tr("the start")
                                          : numberedSan(game.positionAt(ply - 1), game.moves()[std::size_t(ply - 1)]);
            explorationText_->setText(tr("A variation after %1; the main line is kept.").arg(from));
        }
        explorationBar_->setVisible(exploring);
    });

    // The model in play: the engine's next search, the heat maps and the board's heat follow it.
    controller_->setTables(models_->tables());
    controller_->setModelName(models_->displayName(models_->current()));
    analysis_->setTables(models_->tables(), models_->displayName(models_->current()));
    connect(models_, &ModelLibrary::changed, this, [this] {
        controller_->setTables(models_->tables());
        controller_->setModelName(models_->displayName(models_->current()));
        analysis_->setTables(models_->tables(), models_->displayName(models_->current()));
        if (workspace_->isShowing(Workspace::Inspector))
            inspector_->refresh();
    });
    // The board's heat layer (off until chosen) and its legend under the board.
    connect(boardHeat_, &BoardHeat::fillsChanged, this,
        [this](const QMap<Square, QColor>& fills) { board_->setOverlay(QStringLiteral("heat"), fills); });
    connect(boardHeat_, &BoardHeat::legendChanged, heatLegend_, &HeatLegendBar::setLegend);
    connect(heatmap_, &HeatmapPanel::message, this, &MainWindow::panelMessage);
    connect(tune_, &TunePanel::message, this, &MainWindow::panelMessage);
    connect(board_, &BoardView::squareHovered, boardHeat_, &BoardHeat::setPointer);
    connect(board_, &BoardView::pieceSelected, boardHeat_, &BoardHeat::setSelection);

    // The inspector: its highlighted piece on the board (unless it shows the engine's line on its
    // own board) and in the tables; a piece hovered on the board selects its row.
    connect(inspector_, &InspectorPanel::highlightChanged, this, [this](Piece pc, Square s) {
        board_->setOverlay(QStringLiteral("inspect"), markFill(inspector_->inspectingLine() ? SQ_NONE : s));
        heatmap_->setMarkedPiece(pc, s);
    });
    connect(board_, &BoardView::squareHovered, inspector_, &InspectorPanel::selectSquare);
    connect(inspector_, &InspectorPanel::message, this, &MainWindow::panelMessage);
    connect(enginePanel_, &EnginePanel::lineRequested, this, [this] {
        // The line the engine panel shows: the evaluation of the position on the board.
        const EngineLine* shown = controller_->evaluation();
        if (!shown || shown->pv.empty())
            return;
        const EngineLine line = *shown; // a copy: the controller may replace it
        flushSearchLines();
        showPanel(QStringLiteral("inspector"));
        inspector_->showGame(); // a line being stepped through is left first
        inspector_->setEngineLine(line);
        inspector_->showTab(InspectorPanel::LineTab);
        inspector_->showLine(0);
    });
    connect(workspace_, &Workspace::panelShown, this, [this](Workspace::Panel p) {
        if (p == Workspace::Inspector)
            inspector_->refresh();
    });
    connect(workspace_, &Workspace::panelsChanged, this, &MainWindow::syncPanelActions);

    bool restored = false;
    if (options_.persist) {
        restored = loadSettings();
    } else {
        applyTheme(boardThemes().front().name);
        lastSetup_ = GameSetup::twoPeople();
        action(QStringLiteral("useBook"))->setChecked(false); // tests and pictures: no book unless asked
        applyBook(false);
        applyEco(false); // nor opening names
    }
    if (!restored)
        controller_->newGame(lastSetup_);
    refresh();

    // External engines (issue 17): a change in the engine manager is written at once; on the first
    // start with the user's settings, the UCI engines installed are probed and offered.
    // The engines are offered as opponents and analysers as soon as they are in the list.
    connect(engines_, &EngineList::changed, this, &MainWindow::syncEngines);
    connect(analysisPanel_, &AnalysisPanel::manageEngines, this, &MainWindow::manageEngines);
    syncEngines();
    if (options_.persist) {
        connect(engines_, &EngineList::changed, this, [this] {
            QSettings s(options_.settingsFile, QSettings::IniFormat);
            engines_->save(s);
        });
        if (userSettings)
            EngineOffer::start(engines_, this, options_.settingsFile);
    }
}

MainWindow::~MainWindow()
{
    // QWidget's destructor hides the children once this part is gone: a panel hidden then (the
    // inspector clears its mark on hide) must not call back into a half-destroyed window.
    for (QObject* sender : findChildren<QObject*>())
        QObject::disconnect(sender, nullptr, this, nullptr);
    QObject::disconnect(controller_, nullptr, this, nullptr);
}

ClockView* MainWindow::clock(Color c) const
{
    const bool whiteAtBottom = !board_->isFlipped();
    return (c == WHITE) == whiteAtBottom ? bottomClock_ : topClock_;
}

QAction* MainWindow::action(const QString& name) const { return actions_.value(name); }

void MainWindow::buildActions()
{
    auto add = [this](const QString& name, const QString& text, const QKeySequence& key, auto slot,
                   QStyle::StandardPixmap icon = QStyle::SP_CustomBase) {
        auto* a = new QAction(text, this);
        a->setObjectName(name);
        if (!key.isEmpty())
            a->setShortcut(key);
        if (icon != QStyle::SP_CustomBase)
            a->setIcon(style()->standardIcon(icon));
        connect(a, &QAction::triggered, this, slot);
        addAction(a); // shortcuts work even with the menu bar hidden
        actions_.insert(name, a);
        return a;
    };
    add(
        QStringLiteral("newGame"), tr("&New game…"), QKeySequence::New, [this] { newGameDialog(); },
        QStyle::SP_FileIcon);
    add(
        QStringLiteral("open"), tr("&Open PGN…"), QKeySequence::Open, [this] { openPgn(); },
        QStyle::SP_DialogOpenButton);
    add(
        QStringLiteral("save"), tr("&Save PGN"), QKeySequence::Save, [this] { savePgn(false); },
        QStyle::SP_DialogSaveButton);
    add(QStringLiteral("saveAs"), tr("Save PGN &as…"), QKeySequence(tr("Ctrl+Shift+S")), [this] { savePgn(true); });
    add(QStringLiteral("copyFen"), tr("&Copy FEN"), QKeySequence(tr("Ctrl+Shift+C")), [this] { copyFen(); });
    add(QStringLiteral("pasteFen"), tr("&Paste FEN or PGN"), QKeySequence(tr("Ctrl+Shift+V")), [this] { pasteFen(); });
    add(QStringLiteral("copyPgn"), tr("Copy P&GN"), QKeySequence(), [this] {
        QApplication::clipboard()->setText(controller_->pgn(eco_.get()));
        statusBar()->showMessage(tr("PGN copied"), 3000);
    });
    // --- Position set-up editor (issue 18) ---
    add(QStringLiteral("setUpPosition"), tr("Set &up position…"), QKeySequence(tr("Ctrl+E")),
        [this] { setUpPosition(); });
    // --- end position set-up editor ---
    add(QStringLiteral("manageEngines"), tr("&Engines…"), QKeySequence(), [this] { manageEngines(); });
    add(QStringLiteral("quit"), tr("&Quit"), QKeySequence::Quit, [this] { close(); });

    add(
        QStringLiteral("takeBack"), tr("&Take back"), QKeySequence::Undo, [this] { controller_->takeBack(); },
        QStyle::SP_ArrowBack);
    add(
        QStringLiteral("hint"), tr("&Hint"), QKeySequence(tr("H")), [this] { controller_->requestHint(); },
        QStyle::SP_MessageBoxQuestion);
    add(
        QStringLiteral("moveNow"), tr("&Move now"), QKeySequence(tr("Ctrl+M")), [this] { controller_->moveNow(); },
        QStyle::SP_MediaSkipForward);
    add(
        QStringLiteral("resign"), tr("&Resign…"), QKeySequence(), [this] { confirmResign(); },
        QStyle::SP_DialogCancelButton);
    // Starts an external engine that failed again: enabled only while one has.
    QAction* restart = add(
        QStringLiteral("restartEngine"), tr("&Restart engine"), QKeySequence(),
        [this] { controller_->restartEngine(); }, QStyle::SP_MessageBoxWarning);
    restart->setToolTip(tr("Start the engine that failed again; it is asked for its move once it is ready"));
    restart->setEnabled(false);

    auto* analyse = add(
        QStringLiteral("analysis"), tr("&Analysis"), QKeySequence(tr("Ctrl+Shift+A")),
        [this](bool on) { setAnalysisMode(on); }, QStyle::SP_FileDialogContentsView);
    analyse->setCheckable(true);
    analyse->setToolTip(tr("Analyse the position on the board with Kandinsky and any UCI engine (Ctrl+Shift+A)"));
    add(QStringLiteral("backToGame"), tr("&Back to the game"), QKeySequence(), [this] { controller_->backToGame(); });
    add(QStringLiteral("reviewGame"), tr("&Review game…"), QKeySequence(tr("Ctrl+Shift+R")), [this] { reviewGame(); });
    QAction* worst = add(
        QStringLiteral("worstMove"), tr("&Worst move of the review"), QKeySequence(), [this] { showWorstMove(); });
    worst->setEnabled(false);
    add(QStringLiteral("comment"), tr("&Comment on the move…"), QKeySequence(tr("Ctrl+;")),
        [this] { editComment(controller_->viewNode()); });
    add(QStringLiteral("promoteVariation"), tr("&Promote variation"), QKeySequence(),
        [this] { controller_->promoteVariation(controller_->viewNode()); });
    add(QStringLiteral("deleteFromHere"), tr("&Delete from here"), QKeySequence(),
        [this] { controller_->deleteFrom(controller_->viewNode()); });
    add(
        QStringLiteral("flip"), tr("&Flip board"), QKeySequence(tr("F")),
        [this] {
            board_->setFlipped(!board_->isFlipped());
            evalBar_->setFlipped(board_->isFlipped());
            refresh();
        },
        QStyle::SP_BrowserReload);
    add(QStringLiteral("first"), tr("First position"), QKeySequence(Qt::Key_Home),
        [this] { controller_->setViewPly(0); });
    add(QStringLiteral("previous"), tr("Previous move"), QKeySequence(Qt::Key_Left),
        [this] { controller_->setViewPly(controller_->viewPly() - 1); });
    add(QStringLiteral("next"), tr("Next move"), QKeySequence(Qt::Key_Right),
        [this] { controller_->setViewPly(controller_->viewPly() + 1); });
    add(QStringLiteral("last"), tr("Last position"), QKeySequence(Qt::Key_End),
        [this] { controller_->setViewPly(controller_->game().plyCount()); });
    auto* coords = add(QStringLiteral("coordinates"), tr("Show &coordinates"), QKeySequence(),
        [this](bool on) { board_->setShowCoordinates(on); });
    coords->setCheckable(true);
    coords->setChecked(true);
    auto* legal = add(QStringLiteral("legalMoves"), tr("Show &legal moves"), QKeySequence(),
        [this](bool on) { board_->setShowLegalMoves(on); });
    legal->setCheckable(true);
    legal->setChecked(true);
    auto* animate = add(QStringLiteral("animate"), tr("&Animate moves"), QKeySequence(),
        [this](bool on) { board_->setAnimationMs(on ? 160 : 0); });
    animate->setCheckable(true);
    animate->setChecked(true);
    // On by default like the other board options: hovering already drives the board heat and the
    // inspector, and the frames show only while the pointer rests on a piece.
    auto* safe = add(QStringLiteral("safeSquares"), tr("Show &safe squares on hover"), QKeySequence(),
        [this](bool on) { board_->setShowSafeSquares(on); });
    safe->setCheckable(true);
    safe->setChecked(true);
    safe->setStatusTip(tr("Hovering a knight, bishop, rook or queen frames the squares its mobility counts"));
    auto* useBook = add(QStringLiteral("useBook"), tr("Play from the opening &book"), QKeySequence(),
        [this](bool) { applyBook(true); });
    useBook->setCheckable(true);
    useBook->setChecked(true);
    add(QStringLiteral("chooseBook"), tr("&Choose opening book…"), QKeySequence(), [this] {
        const QString dir = bookFile_.isEmpty() ? lastDir_ : QFileInfo(bookFile_).absolutePath();
        const QString file = QFileDialog::getOpenFileName(
            this, tr("Choose an opening book"), dir, tr("Polyglot books (*.bin);;All files (*)"));
        if (file.isEmpty())
            return;
        bookFile_ = file;
        action(QStringLiteral("useBook"))->setChecked(true);
        applyBook(true);
    });
    auto* names = add(
        QStringLiteral("openingNames"), tr("Show &opening names"), QKeySequence(), [this](bool) { refreshOpening(); });
    names->setCheckable(true);
    names->setChecked(true);
    add(QStringLiteral("chooseEco"), tr("Choose &ECO file…"), QKeySequence(), [this] {
        const QString dir = ecoFile_.isEmpty() ? lastDir_ : QFileInfo(ecoFile_).absolutePath();
        const QString file = QFileDialog::getOpenFileName(
            this, tr("Choose an ECO file for opening names"), dir, tr("ECO files (*.eco);;All files (*)"));
        if (!file.isEmpty())
            setEcoFile(file);
    });
    add(QStringLiteral("typeMove"), tr("T&ype a move"), QKeySequence(tr("Ctrl+L")), [this] {
        moveEntry_->setFocus();
        moveEntry_->selectAll();
    });
    auto* sound
        = add(QStringLiteral("sound"), tr("Soun&d"), QKeySequence(), [this](bool on) { sounds_->setEnabled(on); });
    sound->setCheckable(true);
    sound->setChecked(true);
    sound->setStatusTip(tr("Sounds for moves, captures, checks, castling, the end of a game and a clock running low"));
    add(QStringLiteral("about"), tr("&About Kandinsky"), QKeySequence(), [this] {
        QMessageBox::about(this, tr("About Kandinsky"),
            tr("<b>Kandinsky %1</b><p>Play chess against an engine that shows why it scores a position as "
               "it does.</p>")
                .arg(QApplication::applicationVersion()));
    });
    buildPanelActions();
}

void MainWindow::buildMenus()
{
    auto a = [this](const char* name) { return actions_.value(QString::fromLatin1(name)); };
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addActions({a("newGame"), a("open"), a("save"), a("saveAs")});
    game->addSeparator();
    game->addActions({a("copyFen"), a("pasteFen"), a("copyPgn")});
    game->addAction(a("setUpPosition")); // position set-up editor (issue 18)
    game->addSeparator();
    game->addAction(a("manageEngines"));
    game->addAction(a("restartEngine"));
    game->addSeparator();
    game->addAction(a("quit"));
    QMenu* play = menuBar()->addMenu(tr("&Play"));
    play->addActions({a("typeMove"), a("takeBack"), a("hint"), a("moveNow"), a("resign")});
    play->addSeparator();
    play->addActions({a("useBook"), a("chooseBook")});
    // Threads for Kandinsky's full-strength play and analysis: 1, 2, 4, ... up to the cores.
    QMenu* threads = play->addMenu(tr("&Engine threads"));
    threads->setObjectName(QStringLiteral("threadsMenu"));
    auto* threadGroup = new QActionGroup(this);
    const int cores = std::clamp(QThread::idealThreadCount(), 1, Engine::MAX_THREADS);
    QList<int> counts;
    for (int n = 1; n < cores; n *= 2)
        counts << n;
    counts << cores;
    for (int n : counts) {
        QAction* act = threads->addAction(n == 1 ? tr("%n thread", nullptr, n) : tr("%n threads", nullptr, n));
        act->setObjectName(QStringLiteral("threads%1").arg(n));
        act->setCheckable(true);
        act->setChecked(n == threads_);
        threadGroup->addAction(act);
        connect(act, &QAction::triggered, this, [this, n] { setThreads(n); });
        actions_.insert(act->objectName(), act);
    }
    QMenu* analysisMenu = menuBar()->addMenu(tr("&Analysis"));
    analysisMenu->addActions({a("analysis"), a("backToGame")});
    analysisMenu->addSeparator();
    analysisMenu->addActions({a("reviewGame"), a("worstMove")});
    analysisMenu->addSeparator();
    analysisMenu->addActions({a("comment"), a("promoteVariation"), a("deleteFromHere")});
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(a("flip"));
    view->addSeparator();
    view->addActions({a("first"), a("previous"), a("next"), a("last")});
    view->addSeparator();
    view->addActions({a("coordinates"), a("legalMoves"), a("animate"), a("safeSquares")});
    view->addActions({a("openingNames"), a("chooseEco")});
    view->addAction(a("sound"));
    QMenu* units = view->addMenu(tr("Score &units"));
    auto* unitGroup = new QActionGroup(this);
    for (ScoreUnit u : {ScoreUnit::Pawns, ScoreUnit::Centipawns}) {
        QAction* act = units->addAction(u == ScoreUnit::Pawns ? tr("&Pawns (+0.35)") : tr("&Centipawns (+35)"));
        act->setObjectName(QStringLiteral("units") + unitKey(u));
        act->setCheckable(true);
        act->setChecked(u == scoreUnit());
        unitGroup->addAction(act);
        connect(act, &QAction::triggered, this, [this, u] { setUnit(u); });
        actions_.insert(act->objectName(), act);
    }
    // The language, applied at the next start (language.h).
    QMenu* languages = view->addMenu(tr("La&nguage"));
    languages->setObjectName(QStringLiteral("languageMenu"));
    auto* languageGroup = new QActionGroup(this);
    auto addLanguage = [&](const QString& code, const QString& text) {
        QAction* act = languages->addAction(text);
        act->setObjectName(QStringLiteral("language_") + (code.isEmpty() ? QStringLiteral("system") : code));
        act->setCheckable(true);
        act->setChecked(code == language_);
        languageGroup->addAction(act);
        connect(act, &QAction::triggered, this, [this, code, text] { setLanguage(code, text); });
        actions_.insert(act->objectName(), act);
    };
    addLanguage(QString(), tr("&System language"));
    languages->addSeparator();
    for (const Language& l : availableLanguages())
        addLanguage(l.code, l.name);
    QMenu* themes = view->addMenu(tr("&Board colours"));
    auto* group = new QActionGroup(this);
    for (const BoardTheme& t : boardThemes()) {
        QAction* act = themes->addAction(QCoreApplication::translate("kdui::BoardTheme", t.name.toUtf8().constData()));
        act->setObjectName(QStringLiteral("theme") + t.name);
        act->setCheckable(true);
        group->addAction(act);
        connect(act, &QAction::triggered, this, [this, name = t.name] { applyTheme(name); });
        actions_.insert(act->objectName(), act);
    }
    // Your own pair of colours, chosen light square first.
    QAction* custom = themes->addAction(tr("&Custom colours…"));
    custom->setObjectName(QStringLiteral("themeCustom"));
    custom->setCheckable(true);
    group->addAction(custom);
    connect(custom, &QAction::triggered, this, &MainWindow::chooseCustomColours);
    actions_.insert(custom->objectName(), custom);
    // The piece sets, both drawn for Kandinsky.
    QMenu* pieces = view->addMenu(tr("&Pieces"));
    pieces->setObjectName(QStringLiteral("piecesMenu"));
    auto* pieceGroup = new QActionGroup(this);
    for (const QString& style : pieceStyles()) {
        QAction* act = pieces->addAction(style == QLatin1String("classic") ? tr("&Classic") : tr("&Bauhaus"));
        act->setObjectName(QStringLiteral("pieces_") + style);
        act->setCheckable(true);
        act->setChecked(style == pieceSet().style());
        pieceGroup->addAction(act);
        connect(act, &QAction::triggered, this, [this, style] { setPieces(style); });
        actions_.insert(act->objectName(), act);
    }
    // Light or dark windows: the system's palette, or one of Kandinsky's.
    QMenu* appearance = view->addMenu(tr("Appea&rance"));
    appearance->setObjectName(QStringLiteral("appearanceMenu"));
    auto* appearanceGroup = new QActionGroup(this);
    const std::pair<const char*, QString> looks[]
        = {{"system", tr("&System")}, {"light", tr("&Light")}, {"dark", tr("&Dark")}};
    for (const auto& [key, text] : looks) {
        QAction* act = appearance->addAction(text);
        const QString name = QString::fromLatin1(key);
        act->setObjectName(QStringLiteral("appearance_") + name);
        act->setCheckable(true);
        act->setChecked(name == appearance_);
        appearanceGroup->addAction(act);
        connect(act, &QAction::triggered, this, [this, name] { setAppearance(name); });
        actions_.insert(act->objectName(), act);
    }
    view->addSeparator();
    view->addActions({a("layoutPlay"), a("layoutTables"), a("layoutInspect")});
    view->addSeparator();
    view->addActions({a("showHeatmap"), a("showInspector")});
    view->addAction(a("tuneModel"));
    QMenu* heat = boardHeat_->createMenu(this);
    heat->setObjectName(QStringLiteral("boardHeatMenu"));
    view->addMenu(heat);
    menuBar()->addMenu(tr("&Help"))->addAction(a("about"));

    QToolBar* bar = toolBar_ = addToolBar(tr("Game"));
    bar->setObjectName(QStringLiteral("gameToolBar"));
    // Qt's "»" button for the entries a narrow window hides, named for screen readers.
    if (auto* more = bar->findChild<QAbstractButton*>(QStringLiteral("qt_toolbar_ext_button")))
        more->setAccessibleName(tr("More tools"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setMovable(false);
    bar->addActions({a("newGame"), a("open"), a("save")});
    bar->addSeparator();
    bar->addActions({a("takeBack"), a("hint"), a("moveNow"), a("resign")});
    // Restart engine: always in the Game menu, in the toolbar only while an engine has failed.
    auto* restartButton = new QToolButton;
    restartButton->setObjectName(QStringLiteral("restartEngineButton"));
    restartButton->setDefaultAction(a("restartEngine"));
    restartButton->setToolButtonStyle(bar->toolButtonStyle());
    connect(bar, &QToolBar::toolButtonStyleChanged, restartButton, &QToolButton::setToolButtonStyle);
    restartButton_ = bar->addWidget(restartButton);
    restartButton_->setVisible(false);
    bar->addSeparator();
    bar->addAction(a("analysis"));
    bar->addAction(a("flip"));
    bar->addSeparator();
    bar->addActions({a("layoutPlay"), a("layoutTables"), a("layoutInspect")});
    // The board's heat, one click away while playing: a button with the same menu.
    auto* heatButton = new QToolButton;
    heatButton->setObjectName(QStringLiteral("boardHeatButton"));
    heatButton->setText(tr("Board heat"));
    heatButton->setToolTip(tr("Paint a piece-square table under the pieces on the board"));
    heatButton->setMenu(heat);
    heatButton->setPopupMode(QToolButton::InstantPopup);
    heatButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addWidget(heatButton);
}

void MainWindow::buildWorkspace()
{
    // The game: clocks around the move list, the result, the FEN of the position shown.
    auto* game = new QWidget;
    auto* layout = new QVBoxLayout(game);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(topClock_);
    opening_->setObjectName(QStringLiteral("openingLabel"));
    opening_->setTextFormat(Qt::RichText);
    opening_->setWordWrap(true);
    opening_->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(opening_);
    layout->addWidget(moveList_, 1);
    result_->setAlignment(Qt::AlignCenter);
    result_->setWordWrap(true);
    QFont bold = result_->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.25);
    result_->setFont(bold);
    result_->setStyleSheet(
        QStringLiteral("QLabel { background: #2E5E8C; color: white; padding: 8px; border-radius: 4px; }"));
    result_->hide();
    layout->addWidget(result_);
    layout->addWidget(bottomClock_);
    // Moves typed: SAN or UCI with completion, Enter plays (keyboard-only play).
    auto* moveRow = new QHBoxLayout;
    auto* moveLabel = new QLabel(tr("&Move"));
    moveLabel->setBuddy(moveEntry_);
    moveRow->addWidget(moveLabel);
    moveRow->addWidget(moveEntry_, 1);
    layout->addLayout(moveRow);
    connect(moveEntry_, &MoveEntry::moveEntered, this, [this](Move m) {
        if (controller_->playMove(m))
            messageBar_->hide();
        else
            showMessage(tr("That move cannot be played now."));
    });
    connect(moveEntry_, &MoveEntry::rejected, this, [this](const QString& reason) { showMessage(reason); });
    auto* leaveEntry = new QShortcut(QKeySequence(Qt::Key_Escape), moveEntry_, nullptr, nullptr, Qt::WidgetShortcut);
    connect(leaveEntry, &QShortcut::activated, this, [this] {
        moveEntry_->clear();
        board_->setFocus();
    });
    auto* fenRow = new QHBoxLayout;
    auto* fenLabel = new QLabel(tr("FEN"));
    fenLabel->setBuddy(fenEdit_);
    fenRow->addWidget(fenLabel);
    fenEdit_->setPlaceholderText(tr("Type or paste a FEN and press Enter"));
    fenEdit_->setFont(QFont(QStringLiteral("DejaVu Sans Mono"), fenEdit_->font().pointSize() - 1));
    connect(fenEdit_, &QLineEdit::returnPressed, this, [this] {
        const QString error = controller_->loadFen(fenEdit_->text());
        if (!error.isEmpty())
            showMessage(error);
        else
            messageBar_->hide();
    });
    // Escape gives the field back the board's FEN and the keys back to the board.
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), fenEdit_, nullptr, nullptr, Qt::WidgetShortcut);
    connect(escape, &QShortcut::activated, this, [this] {
        fenEdit_->setText(QString::fromStdString(controller_->viewPosition().fen()));
        fenEdit_->setCursorPosition(0);
        messageBar_->hide(); // what the typed FEN got wrong no longer applies
        board_->setFocus();
    });
    fenRow->addWidget(fenEdit_, 1);
    layout->addLayout(fenRow);

    // The engine under the game, in one column.
    enginePanel_->setObjectName(QStringLiteral("enginePanel"));
    auto* column = new QWidget;
    column->setObjectName(QStringLiteral("gameColumn"));
    auto* stack = new QVBoxLayout(column);
    stack->setContentsMargins(0, 0, 0, 0);
    stack->setSpacing(0);
    // While a line is explored in analysis mode: where it leaves the game, and the way back.
    explorationBar_ = new QWidget;
    explorationBar_->setObjectName(QStringLiteral("explorationBar"));
    explorationBar_->setStyleSheet(
        QStringLiteral("#explorationBar { background: #FFF3CD; } QLabel { color: #664D03; }"));
    auto* exploreRow = new QHBoxLayout(explorationBar_);
    exploreRow->setContentsMargins(8, 4, 8, 4);
    explorationText_ = new QLabel;
    explorationText_->setWordWrap(true);
    exploreRow->addWidget(explorationText_, 1);
    auto* back = new QPushButton(tr("Back to the game"));
    back->setObjectName(QStringLiteral("backToGameButton"));
    connect(back, &QPushButton::clicked, controller_, &GameController::backToGame);
    exploreRow->addWidget(back);
    explorationBar_->hide();
    stack->addWidget(explorationBar_);
    stack->addWidget(game, 1);
    auto* line = new QFrame;
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    stack->addWidget(line);
    stack->addWidget(enginePanel_);
    analysisPanel_ = new AnalysisPanel(analysis_);
    analysisPanel_->setObjectName(QStringLiteral("analysisPanel"));
    analysisPanel_->hide();
    stack->addWidget(analysisPanel_);

    heatmap_ = new HeatmapPanel(models_);
    heatmap_->setObjectName(QStringLiteral("heatmapPanel"));
    // The tables panel has two pages: the tables of the model in play, and tuning a model.
    tune_ = new TunePanel(models_);
    tune_->setObjectName(QStringLiteral("tunePanel"));
    tablesTabs_ = new QTabWidget;
    tablesTabs_->setObjectName(QStringLiteral("tablesTabs"));
    tablesTabs_->setDocumentMode(true);
    tablesTabs_->addTab(heatmap_, tr("Tables"));
    tablesTabs_->addTab(tune_, tr("Tune"));
    tablesTabs_->setTabToolTip(0, tr("The piece-square tables of the model in play"));
    tablesTabs_->setTabToolTip(1, tr("Tune a model's material and tables to game results"));
    inspector_ = new InspectorPanel(controller_, models_);
    inspector_->setObjectName(QStringLiteral("inspectorPanel"));

    boardHeat_ = new BoardHeat(models_, this);
    boardHeat_->setObjectName(QStringLiteral("boardHeat"));
    heatmap_->setBoardHeat(boardHeat_);
    heatLegend_ = new HeatLegendBar;
    heatLegend_->setObjectName(QStringLiteral("heatLegend"));
    heatLegend_->setLegend(boardHeat_->legend());

    auto* area = new BoardArea(evalBar_, board_);
    area->setMessageBar(messageBar_);
    area->setFooter(heatLegend_);
    workspace_ = new Workspace(area, column, tablesTabs_, inspector_);
    workspace_->setObjectName(QStringLiteral("workspace"));
    // What a screen reader says for each part of the window.
    const std::pair<QWidget*, std::pair<QString, QString>> parts[] = {
        {evalBar_, {tr("Evaluation bar"), tr("The evaluation from White's side: the lower part is White's share")}},
        {moveList_, {tr("Moves"), tr("The moves of the game; Enter or a click shows the position after a move")}},
        {opening_, {tr("Opening"), tr("The opening of the position shown, from the ECO file")}},
        {topClock_, {tr("Upper clock"), tr("The clock of the side at the top of the board")}},
        {bottomClock_, {tr("Lower clock"), tr("The clock of the side at the bottom of the board")}},
        {fenEdit_, {tr("FEN"), tr("The position shown as FEN; type or paste one and press Enter")}},
        {enginePanel_, {tr("Engine panel"), tr("The engine's evaluation and its line")}},
        {analysisPanel_, {tr("Analysis panel"), tr("The analysing engines' best lines")}},
        {heatmap_, {tr("Tables panel"), tr("The piece-square tables of the model in play, as heat maps")}},
        {tune_, {tr("Tune panel"), tr("Tunes a model's tables and terms to game results")}},
        {inspector_, {tr("Evaluation inspector"), tr("Each piece's part of the engine's score")}},
        {messageBar_, {tr("Messages"), tr("What went wrong, or a notice")}},
    };
    for (const auto& [widget, words] : parts) {
        widget->setAccessibleName(words.first);
        widget->setAccessibleDescription(words.second);
    }
    gameStrip_ = new QLabel;
    gameStrip_->setObjectName(QStringLiteral("gameStrip"));
    gameStrip_->setTextFormat(Qt::RichText);
    gameStrip_->setMargin(6);
    gameStrip_->setAutoFillBackground(true);
    gameStrip_->setBackgroundRole(QPalette::AlternateBase);
    gameStrip_->setToolTip(tr("The game at a glance; the Game tab has the moves and the clocks"));
    workspace_->setGameStrip(gameStrip_);
    setCentralWidget(workspace_);
}

void MainWindow::buildPanelActions()
{
    // One checkable action per panel (F6, F7), and three layouts that set both at once.
    auto toggle = [this](const QString& name, const QString& text, const QString& key, const QString& tip,
                      Workspace::Panel panel) {
        auto* a = new QAction(text, this);
        a->setObjectName(name);
        a->setCheckable(true);
        a->setShortcut(QKeySequence(key));
        a->setToolTip(tip);
        connect(a, &QAction::triggered, this, [this, panel](bool on) {
            if (on)
                workspace_->raisePanel(panel);
            else
                workspace_->setOpen(panel, false);
        });
        addAction(a);
        actions_.insert(name, a);
    };
    toggle(QStringLiteral("showHeatmap"), tr("Piece-square &tables"), tr("F6"),
        tr("Show the piece-square tables of the model in play (F6)"), Workspace::Tables);
    auto* tune = new QAction(tr("Tune a &model…"), this);
    tune->setObjectName(QStringLiteral("tuneModel"));
    tune->setToolTip(tr("Fit a model's material and tables to game results on the Tune page"));
    connect(tune, &QAction::triggered, this, [this] { showPanel(QStringLiteral("tune")); });
    actions_.insert(tune->objectName(), tune);
    toggle(QStringLiteral("showInspector"), tr("&Inspector"), tr("F7"),
        tr("Show why the engine scores the position as it does, piece by piece (F7)"), Workspace::Inspector);

    auto* group = new QActionGroup(this);
    group->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    auto layout = [this, group](const QString& name, const QString& text, const QString& key, const QString& tip,
                      bool tables, bool inspector) {
        auto* a = new QAction(text, this);
        a->setObjectName(name);
        a->setCheckable(true);
        a->setShortcut(QKeySequence(key));
        a->setToolTip(tip);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, tables, inspector] { setPanels(tables, inspector); });
        addAction(a);
        actions_.insert(name, a);
    };
    layout(QStringLiteral("layoutPlay"), tr("Play"), tr("Ctrl+1"), tr("Layout: the board and the game only (Ctrl+1)"),
        false, false);
    layout(QStringLiteral("layoutTables"), tr("Tables"), tr("Ctrl+2"),
        tr("Layout: study the piece-square tables beside the board (Ctrl+2)"), true, false);
    layout(QStringLiteral("layoutInspect"), tr("Inspect"), tr("Ctrl+3"),
        tr("Layout: the evaluation inspector beside the board (Ctrl+3)"), false, true);
}

void MainWindow::setPanels(bool tables, bool inspector)
{
    workspace_->setOpen(Workspace::Tables, tables);
    workspace_->setOpen(Workspace::Inspector, inspector);
    if (inspector)
        workspace_->raisePanel(Workspace::Inspector);
    else if (tables)
        workspace_->raisePanel(Workspace::Tables);
    syncPanelActions();
}

void MainWindow::syncPanelActions()
{
    const bool tables = workspace_->isOpen(Workspace::Tables);
    const bool inspector = workspace_->isOpen(Workspace::Inspector);
    actions_.value(QStringLiteral("showHeatmap"))->setChecked(tables);
    actions_.value(QStringLiteral("showInspector"))->setChecked(inspector);
    actions_.value(QStringLiteral("layoutPlay"))->setChecked(!tables && !inspector);
    actions_.value(QStringLiteral("layoutTables"))->setChecked(tables && !inspector);
    actions_.value(QStringLiteral("layoutInspect"))->setChecked(inspector && !tables);
    if (!inspector) // the inspector's mark goes with it
        board_->setOverlay(QStringLiteral("inspect"), {});
}

bool MainWindow::showPanels(const QString& names)
{
    bool tables = false, inspector = false;
    for (const QString& name : names.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString n = name.trimmed();
        if (n == QLatin1String("heatmap") || n == QLatin1String("tables") || n == QLatin1String("tune")) {
            tables = true;
            tablesTabs_->setCurrentWidget(n == QLatin1String("tune") ? static_cast<QWidget*>(tune_) : heatmap_);
        } else if (n == QLatin1String("inspector"))
            inspector = true;
        else if (n != QLatin1String("board"))
            return false;
    }
    setPanels(tables, inspector);
    return true;
}

void MainWindow::showPanel(const QString& name)
{
    if (name == QLatin1String("heatmap") || name == QLatin1String("tune")) {
        tablesTabs_->setCurrentWidget(name == QLatin1String("tune") ? static_cast<QWidget*>(tune_) : heatmap_);
        workspace_->raisePanel(Workspace::Tables);
    } else if (name == QLatin1String("inspector"))
        workspace_->raisePanel(Workspace::Inspector);
    syncPanelActions();
}

// Settings ---------------------------------------------------------------------------------------

bool MainWindow::loadSettings()
{
    QSettings s(options_.settingsFile, QSettings::IniFormat);
    if (s.status() != QSettings::NoError) {
        // Keep the broken file for the user and start from the defaults.
        const QString kept = options_.settingsFile + QStringLiteral(".corrupt");
        QFile::remove(kept);
        QFile::rename(options_.settingsFile, kept);
        showMessage(tr("The settings file %1 could not be read; it was kept as %2 and the defaults are used.")
                        .arg(QDir::toNativeSeparators(options_.settingsFile), QDir::toNativeSeparators(kept)));
        applyTheme(boardThemes().front().name);
        return false;
    }
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray())) {
        // 1280x800 on a first start, or less on a smaller screen.
        const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect(0, 0, 1280, 800);
        resize(std::min(1280, screen.width() * 95 / 100), std::min(800, screen.height() * 95 / 100));
    }
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    workspace_->setBoardShare(s.value(QStringLiteral("workspace/boardShare"), workspace_->boardShare()).toDouble());
    setPanels(s.value(QStringLiteral("workspace/tables"), false).toBool(),
        s.value(QStringLiteral("workspace/inspector"), false).toBool());
    // The tables panel's page in front (Tables or Tune); anything else read back is ignored.
    const int page = s.value(QStringLiteral("workspace/tablesPage"), 0).toInt();
    if (page >= 0 && page < tablesTabs_->count())
        tablesTabs_->setCurrentIndex(page);
    setUnit(unitFromKey(s.value(QStringLiteral("view/units")).toString()));
    customLight_ = QColor(s.value(QStringLiteral("board/customLight"), customLight_.name()).toString());
    customDark_ = QColor(s.value(QStringLiteral("board/customDark"), customDark_.name()).toString());
    if (!customLight_.isValid() || !customDark_.isValid()) {
        customLight_ = boardThemes().front().light;
        customDark_ = boardThemes().front().dark;
    }
    applyTheme(s.value(QStringLiteral("board/theme"), boardThemes().front().name).toString());
    setPieces(s.value(QStringLiteral("board/pieces"), pieceStyles().front()).toString());
    setAppearance(s.value(QStringLiteral("view/appearance"), QStringLiteral("system")).toString());
    const bool flipped = s.value(QStringLiteral("board/flipped"), false).toBool();
    board_->setFlipped(flipped);
    evalBar_->setFlipped(flipped);
    for (const char* key : {"coordinates", "legalMoves", "animate", "safeSquares"}) {
        QAction* a = actions_.value(QString::fromLatin1(key));
        const bool on = s.value(QStringLiteral("board/") + QString::fromLatin1(key), true).toBool();
        a->setChecked(on);
        emit a->triggered(on);
    }
    lastDir_ = s.value(QStringLiteral("files/lastDir")).toString();
    analysis_->setMultiPV(s.value(QStringLiteral("analysis/lines"), analysis_->multiPV()).toInt());
    analysisPanel_->linesBox()->setValue(analysis_->multiPV());
    analysisWithKandinsky_ = s.value(QStringLiteral("analysis/kandinsky"), true).toBool();
    setThreads(s.value(QStringLiteral("engine/threads"), 1).toInt());
    bookFile_ = s.value(QStringLiteral("play/bookFile"), QString::fromLatin1(DEFAULT_BOOK_FILE)).toString();
    action(QStringLiteral("useBook"))->setChecked(s.value(QStringLiteral("play/book"), true).toBool());
    applyBook(false);
    action(QStringLiteral("sound"))->setChecked(s.value(QStringLiteral("sound/on"), true).toBool());
    sounds_->setEnabled(action(QStringLiteral("sound"))->isChecked());
    ecoFile_ = s.value(QStringLiteral("view/ecoFile"), QString::fromLatin1(DEFAULT_ECO_FILE)).toString();
    action(QStringLiteral("openingNames"))->setChecked(s.value(QStringLiteral("view/openingNames"), true).toBool());
    applyEco(false);
    analysisEngineName_ = s.value(QStringLiteral("analysis/engine")).toString();
    s.beginGroup(QStringLiteral("models"));
    QVariantMap models;
    for (const QString& key : s.childKeys())
        models.insert(key, s.value(key));
    s.endGroup();
    QStringList problems = models_->restoreState(models);
    heatmap_->restoreSettings(s);
    tune_->restoreSettings(s);
    boardHeat_->restoreSettings(s);
    problems += engines_->load(s);
    if (!problems.isEmpty())
        showMessage(problems.join(QLatin1Char('\n')));

    // The last new-game choices, each value checked; anything odd falls back to the default.
    const int side = s.value(QStringLiteral("newGame/side"), 0).toInt();
    lastSide_ = NewGameDialog::Side(std::clamp(side, 0, int(NewGameDialog::EngineVsEngine)));
    s.beginGroup(QStringLiteral("newGame"));
    GameSetup setup;
    setup.elo = GameSetup::clampedElo(s.value(QStringLiteral("elo"), setup.elo).toInt());
    setup.clock.mode
        = ClockSettings::Mode(std::clamp(s.value(QStringLiteral("clockMode"), int(setup.clock.mode)).toInt(), 0, 2));
    setup.clock.baseMs = s.value(QStringLiteral("baseMs"), setup.clock.baseMs).toLongLong();
    setup.clock.incMs = s.value(QStringLiteral("incMs"), setup.clock.incMs).toLongLong();
    setup.clock.moveTimeMs = s.value(QStringLiteral("moveTimeMs"), setup.clock.moveTimeMs).toLongLong();
    setup.clock = setup.clock.sanitized();
    s.endGroup();
    if (lastSide_ == NewGameDialog::PlayBlack)
        setup.players[WHITE] = Player::Engine, setup.players[BLACK] = Player::Human;
    else if (lastSide_ == NewGameDialog::TwoPeople)
        setup.players[WHITE] = setup.players[BLACK] = Player::Human;
    else if (lastSide_ == NewGameDialog::EngineVsEngine)
        setup.players[WHITE] = setup.players[BLACK] = Player::Engine;
    // The external engines chosen last (the dialog finds them again in its list by their id).
    for (Color c : {WHITE, BLACK}) {
        QString unused;
        const QString key = QStringLiteral("newGame/%1Engine").arg(c == WHITE ? "white" : "black");
        if (setup.players[c] != Player::Engine || !s.contains(key))
            continue;
        if (std::optional<ExternalPlayer> engine = gamestore::loadExternal(s.value(key).toString(), &unused)) {
            setup.players[c] = Player::External;
            setup.external[c] = *engine;
        }
    }
    lastSetup_ = setup;

    // The game in progress when the program last closed.
    s.beginGroup(QStringLiteral("game"));
    QVariantMap state;
    for (const QString& key : s.childKeys())
        state.insert(key, s.value(key));
    s.endGroup();
    pgnFile_ = s.value(QStringLiteral("files/pgnFile")).toString();
    if (state.isEmpty())
        return false;
    const QString error = controller_->restoreState(state);
    if (!error.isEmpty()) {
        showMessage(tr("The game from the last session could not be restored (%1); a new game starts.").arg(error));
        return false;
    }
    return true;
}

void MainWindow::saveSettings()
{
    if (!options_.persist)
        return;
    QSettings s(options_.settingsFile, QSettings::IniFormat);
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), QMainWindow::saveState());
    s.setValue(QStringLiteral("workspace/boardShare"), workspace_->boardShare());
    s.setValue(QStringLiteral("workspace/tables"), workspace_->isOpen(Workspace::Tables));
    s.setValue(QStringLiteral("workspace/tablesPage"), tablesTabs_->currentIndex());
    s.setValue(QStringLiteral("workspace/inspector"), workspace_->isOpen(Workspace::Inspector));
    s.setValue(QStringLiteral("view/units"), unitKey(scoreUnit()));
    s.setValue(QStringLiteral("board/theme"), theme_);
    s.setValue(QStringLiteral("board/customLight"), customLight_.name());
    s.setValue(QStringLiteral("board/customDark"), customDark_.name());
    s.setValue(QStringLiteral("board/pieces"), pieceSet().style());
    s.setValue(QStringLiteral("view/appearance"), appearance_);
    s.setValue(QStringLiteral("board/flipped"), board_->isFlipped());
    for (const char* key : {"coordinates", "legalMoves", "animate", "safeSquares"})
        s.setValue(
            QStringLiteral("board/") + QString::fromLatin1(key), actions_.value(QString::fromLatin1(key))->isChecked());
    s.setValue(QStringLiteral("files/lastDir"), lastDir_);
    s.setValue(QStringLiteral("analysis/lines"), analysis_->multiPV());
    s.setValue(QStringLiteral("analysis/kandinsky"), analysisWithKandinsky_);
    s.setValue(QStringLiteral("engine/threads"), threads_);
    s.setValue(QStringLiteral("play/book"), action(QStringLiteral("useBook"))->isChecked());
    s.setValue(QStringLiteral("play/bookFile"), bookFile_);
    s.setValue(QStringLiteral("view/ecoFile"), ecoFile_);
    s.setValue(QStringLiteral("sound/on"), action(QStringLiteral("sound"))->isChecked());
    s.setValue(QLatin1String(LANGUAGE_SETTING), language_.isEmpty() ? QStringLiteral("system") : language_);
    s.setValue(QStringLiteral("view/openingNames"), action(QStringLiteral("openingNames"))->isChecked());
    s.setValue(QStringLiteral("analysis/engine"), analysisEngineName_);
    s.setValue(QStringLiteral("files/pgnFile"), pgnFile_);
    s.setValue(QStringLiteral("newGame/side"), int(lastSide_));
    s.setValue(QStringLiteral("newGame/elo"), lastSetup_.elo);
    s.setValue(QStringLiteral("newGame/clockMode"), int(lastSetup_.clock.mode));
    s.setValue(QStringLiteral("newGame/baseMs"), lastSetup_.clock.baseMs);
    s.setValue(QStringLiteral("newGame/incMs"), lastSetup_.clock.incMs);
    s.setValue(QStringLiteral("newGame/moveTimeMs"), lastSetup_.clock.moveTimeMs);
    for (Color c : {WHITE, BLACK}) {
        const QString key = QStringLiteral("newGame/%1Engine").arg(c == WHITE ? "white" : "black");
        if (lastSetup_.players[c] == Player::External)
            s.setValue(key, gamestore::saveExternal(lastSetup_.external[c]));
        else
            s.remove(key);
    }
    s.remove(QStringLiteral("models"));
    const QVariantMap models = models_->saveState();
    for (auto it = models.cbegin(); it != models.cend(); ++it)
        s.setValue(QStringLiteral("models/") + it.key(), it.value());
    heatmap_->saveSettings(s);
    tune_->saveSettings(s);
    boardHeat_->saveSettings(s);
    engines_->save(s);
    s.remove(QStringLiteral("game"));
    const QVariantMap state = controller_->saveState();
    for (auto it = state.cbegin(); it != state.cend(); ++it)
        s.setValue(QStringLiteral("game/") + it.key(), it.value());
    s.sync();
    if (s.status() != QSettings::NoError)
        showMessage(
            tr("The settings could not be written to %1.").arg(QDir::toNativeSeparators(options_.settingsFile)));
}

void MainWindow::applyBook(bool asked)
{
    QAction* use = action(QStringLiteral("useBook"));
    if (!use->isChecked() || bookFile_.isEmpty()) {
        controller_->setBook(nullptr);
        use->setStatusTip(tr("Kandinsky searches every move, the first one too"));
        return;
    }
    Result<PolyglotBook> book = PolyglotBook::load(QFile::encodeName(bookFile_).toStdString());
    if (!book) {
        controller_->setBook(nullptr);
        use->setStatusTip(tr("No opening book: %1").arg(QString::fromStdString(book.error())));
        const bool defaultMissing = bookFile_ == QLatin1String(DEFAULT_BOOK_FILE) && !QFileInfo::exists(bookFile_);
        if (asked || !defaultMissing)
            showMessage(tr("The opening book could not be read: %1. Kandinsky plays without a book.")
                            .arg(QString::fromStdString(book.error())));
        return;
    }
    use->setStatusTip(tr("Kandinsky plays the moves of %1 (%2 entries) while the game is in it")
                          .arg(QDir::toNativeSeparators(bookFile_), QLocale().toString(qulonglong(book->size()))));
    controller_->setBook(std::make_shared<const PolyglotBook>(std::move(*book)));
}

void MainWindow::setBookFile(const QString& path)
{
    bookFile_ = path;
    action(QStringLiteral("useBook"))->setChecked(true);
    applyBook(true);
}

void MainWindow::setLanguage(const QString& code, const QString& name)
{
    language_ = code;
    if (options_.persist) {
        QSettings s(options_.settingsFile, QSettings::IniFormat);
        s.setValue(QLatin1String(LANGUAGE_SETTING), code.isEmpty() ? QStringLiteral("system") : code);
    }
    QString plain = name;
    plain.remove(QLatin1Char('&'));
    showMessage(code.isEmpty() ? tr("Kandinsky will speak the system's language from its next start.")
                               : tr("Kandinsky will speak %1 from its next start.").arg(plain),
        false);
}

void MainWindow::applyEco(bool asked)
{
    QAction* choose = action(QStringLiteral("chooseEco"));
    eco_.reset();
    if (!ecoFile_.isEmpty()) {
        Result<EcoTable> table = EcoTable::load(QFile::encodeName(ecoFile_).toStdString());
        if (table) {
            choose->setStatusTip(
                tr("Opening names from %1 (%2 lines)")
                    .arg(QDir::toNativeSeparators(ecoFile_), QLocale().toString(qulonglong(table->size()))));
            eco_ = std::make_shared<const EcoTable>(std::move(*table));
        } else {
            choose->setStatusTip(tr("No opening names: %1").arg(QString::fromStdString(table.error())));
            const bool defaultMissing = ecoFile_ == QLatin1String(DEFAULT_ECO_FILE) && !QFileInfo::exists(ecoFile_);
            if (asked || !defaultMissing)
                showMessage(tr("The ECO file could not be read: %1. Openings are not named.")
                                .arg(QString::fromStdString(table.error())));
        }
    }
    refreshOpening();
}

void MainWindow::setEcoFile(const QString& path)
{
    ecoFile_ = path;
    action(QStringLiteral("openingNames"))->setChecked(true);
    applyEco(true);
}

void MainWindow::refreshOpening()
{
    const QString old = openingTitle_;
    openingTitle_.clear();
    if (!action(QStringLiteral("openingNames"))->isChecked()) {
        opening_->hide();
    } else if (!eco_) {
        opening_->setText(QStringLiteral("<i>%1</i>").arg(tr("No opening names")));
        opening_->setToolTip(tr("No ECO file is read: install Debian's scid-data package, or choose a file with "
                                "View ▸ Choose ECO file…"));
        opening_->show();
    } else {
        const Game& line = controller_->game();
        const OpeningAt at = eco_->classify(line.start(), line.moves(), controller_->viewPly());
        if (!at.opening || at.ply == 0) {
            // Before the first move (or off every known line) nothing is named yet.
            opening_->setText(at.opening ? QStringLiteral("<i>%1</i>").arg(tr("Starting position"))
                                         : QStringLiteral("<i>%1</i>").arg(tr("No opening name for this line")));
            opening_->setToolTip(tr("Opening names from %1").arg(QDir::toNativeSeparators(ecoFile_)));
        } else {
            const QString eco = QString::fromStdString(at.opening->eco());
            const QString name = QString::fromStdString(at.opening->name);
            opening_->setText(QStringLiteral("<b>%1</b>&nbsp;&nbsp;%2").arg(eco, name.toHtmlEscaped()));
            opening_->setToolTip(
                tr("%1 %2: the position after %3 is this line's (Scid code %4, from %5)")
                    .arg(eco, name, numberedSan(line.positionAt(at.ply - 1), line.moves()[std::size_t(at.ply - 1)]),
                        QString::fromStdString(at.opening->code), QDir::toNativeSeparators(ecoFile_)));
            openingTitle_ = QStringLiteral(" — %1 %2").arg(eco, name);
        }
        opening_->show();
    }
    if (openingTitle_ != old)
        setWindowTitle(windowTitle().left(windowTitle().size() - old.size()) + openingTitle_);
}

void MainWindow::setThreads(int threads)
{
    threads_ = std::clamp(threads, 1, Engine::MAX_THREADS);
    controller_->setThreads(threads_);
    analysis_->setThreads(threads_);
    if (QAction* a = action(QStringLiteral("threads%1").arg(threads_)))
        a->setChecked(true);
}

void MainWindow::manageEngines()
{
    auto* dialog = new EngineManagerDialog(engines_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == messageBar_ && event->type() == QEvent::MouseButtonPress) {
        messageBar_->hide();
        return true;
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    fitToolBar(false);
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange
        || event->type() == QEvent::LanguageChange)
        fitToolBar(true);
}

void MainWindow::fitToolBar(bool remeasure)
{
    // The words beside the icons when every button fits with them, in the language and font
    // shown; otherwise the icons alone (the words stay in the tooltips), so that no button goes
    // behind ». The width the words need is measured once, and again when the buttons, the font
    // or the language change.
    if (!toolBar_)
        return;
    if (remeasure || toolBarWordsWidth_ < 0) {
        toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        toolBarWordsWidth_ = toolBar_->sizeHint().width();
    }
    const Qt::ToolButtonStyle style
        = toolBarWordsWidth_ <= width() ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly;
    if (toolBar_->toolButtonStyle() != style)
        toolBar_->setToolButtonStyle(style);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveSettings();
    event->accept();
}

void MainWindow::chooseCustomColours()
{
    const QColor light = QColorDialog::getColor(customLight_, this, tr("Light squares"));
    const QColor dark = light.isValid() ? QColorDialog::getColor(customDark_, this, tr("Dark squares")) : QColor();
    if (!light.isValid() || !dark.isValid()) {
        applyTheme(theme_); // cancelled: the theme before stays, and its check
        return;
    }
    setCustomColours(light, dark);
}

void MainWindow::setCustomColours(const QColor& light, const QColor& dark)
{
    customLight_ = light;
    customDark_ = dark;
    applyTheme(QStringLiteral("Custom"));
}

void MainWindow::setPieces(const QString& style)
{
    setPieceStyle(style);
    if (QAction* a = actions_.value(QStringLiteral("pieces_") + pieceSet().style()))
        a->setChecked(true);
    for (QWidget* w : QApplication::allWidgets())
        w->update();
    refreshPanels(); // the inspector's piece icons
}

void MainWindow::setAppearance(const QString& name)
{
    static const QPalette system = QApplication::palette(); // what the platform gave at start
    appearance_ = name == QLatin1String("light") || name == QLatin1String("dark") ? name : QStringLiteral("system");
    QApplication::setPalette(appearance_ == QLatin1String("dark") ? darkPalette()
            : appearance_ == QLatin1String("light")               ? QApplication::style()->standardPalette()
                                                                  : system);
    if (QAction* a = actions_.value(QStringLiteral("appearance_") + appearance_))
        a->setChecked(true);
}

void MainWindow::applyTheme(const QString& name)
{
    if (name == QLatin1String("Custom")) {
        theme_ = name;
        board_->setColors(customLight_, customDark_);
        if (QAction* a = actions_.value(QStringLiteral("themeCustom")))
            a->setChecked(true);
        return;
    }
    const QList<BoardTheme>& themes = boardThemes();
    auto it = std::find_if(themes.begin(), themes.end(), [&](const BoardTheme& t) { return t.name == name; });
    if (it == themes.end())
        it = themes.begin();
    theme_ = it->name;
    board_->setColors(it->light, it->dark);
    if (QAction* a = actions_.value(QStringLiteral("theme") + theme_))
        a->setChecked(true);
}

// Views ------------------------------------------------------------------------------------------

void MainWindow::flushSearchLines()
{
    searchLinesTimer_.stop();
    const QMap<int, EngineLine> lines = std::exchange(pendingLines_, {});
    for (const EngineLine& line : lines)
        inspector_->recordSearch(line);
}

void MainWindow::setUnit(ScoreUnit unit)
{
    setScoreUnit(unit);
    if (QAction* a = actions_.value(QStringLiteral("units") + unitKey(unit)))
        a->setChecked(true);
    // Every view formats through ui/format.h: refresh() redraws the board, the moves and the
    // panels; the views that keep formatted text format it again.
    refresh();
    enginePanel_->refreshUnit();
    analysisPanel_->refreshUnit();
    evalBar_->refreshUnit();
    heatLegend_->setLegend(boardHeat_->legend());
    update();
}

void MainWindow::refreshPanels()
{
    panelsTimer_.stop();
    heatmap_->setPosition(controller_->viewPosition());
    if (workspace_->isShowing(Workspace::Inspector)) {
        if (inspector_->inspectingLine())
            inspector_->showGame();
        else
            inspector_->refresh();
    }
}

void MainWindow::refresh()
{
    const Game& game = controller_->game();
    const GameSetup& setup = controller_->setup();
    const bool live = controller_->viewingLive();
    const Move arrived = std::exchange(arrivedBy_, Move::none());
    board_->setPosition(controller_->viewPosition(), live ? arrived : Move::none());
    // In analysis mode any position on the board can be played on (an earlier one starts a new line).
    // Where variations are allowed, any position with a legal move takes one (it may become a variation).
    const bool canMove = (controller_->variationsAllowed() && MoveList(controller_->viewPosition()).size() > 0)
        || (live && controller_->humanToMove());
    board_->setInteractive(canMove);
    moveEntry_->setPosition(controller_->viewPosition(), canMove);
    boardHeat_->setPosition(controller_->viewPosition());
    // After the engine's own move the study panels follow 25 ms later, so the board, clocks and
    // moves are painted first and no single turn of the event loop does (and paints) everything a
    // move changes; any other change (the user's) updates them at once.
    const bool engineMoved = arrived && setup.computer(~controller_->game().current().sideToMove());
    if (engineMoved && live) {
        if (!panelsTimer_.isActive())
            panelsTimer_.start();
    } else {
        refreshPanels();
    }
    moveList_->setLine(
        game, controller_->lineNodes(), controller_->record(), controller_->viewPly(), controller_->treeRevision());
    if (!fenEdit_->hasFocus()) {
        fenEdit_->setText(QString::fromStdString(controller_->viewPosition().fen()));
        fenEdit_->setCursorPosition(0);
    }

    for (Color c : {WHITE, BLACK}) // the players' names, a loaded game's from its tags
        clock(c)->setPlayer(setup.clockLabel(c));
    refreshClocks();
    refreshArrows();

    if (game.over()) {
        result_->setText(QStringLiteral("%1\n%2").arg(reasonText(game), QString::fromStdString(game.result())));
        result_->show();
    } else {
        result_->hide();
    }
    const bool humanTurn = controller_->humanToMove() && live;
    actions_.value(QStringLiteral("takeBack"))->setEnabled(controller_->canTakeBack());
    actions_.value(QStringLiteral("hint"))->setEnabled(humanTurn);
    actions_.value(QStringLiteral("resign"))
        ->setEnabled(!game.over() && (setup.players[WHITE] == Player::Human || setup.players[BLACK] == Player::Human));
    actions_.value(QStringLiteral("moveNow"))->setEnabled(controller_->engineThinking());
    actions_.value(QStringLiteral("first"))->setEnabled(controller_->viewPly() > 0);
    actions_.value(QStringLiteral("previous"))->setEnabled(controller_->viewPly() > 0);
    actions_.value(QStringLiteral("next"))->setEnabled(!live);
    actions_.value(QStringLiteral("last"))->setEnabled(!live);

    QString clockText = setup.clock.text();
    refreshOpening();
    setWindowTitle(tr("Kandinsky — %1 vs %2 (%3)").arg(setup.playerName(WHITE), setup.playerName(BLACK), clockText)
        + openingTitle_);
    // The "looking back" note lives exactly as long as the board shows an earlier position.
    if (!live) {
        viewNote_
            = tr("Move %1 of %2 — press End to return to the game").arg(controller_->viewPly()).arg(game.plyCount());
        statusBar()->showMessage(viewNote_);
    } else if (!viewNote_.isEmpty()) {
        if (statusBar()->currentMessage() == viewNote_)
            statusBar()->clearMessage();
        viewNote_.clear();
    }
}

void MainWindow::refreshClocks()
{
    const GameSetup& setup = controller_->setup();
    const Color stm = controller_->game().current().sideToMove();
    const bool timed = setup.clock.mode == ClockSettings::Increment;
    const bool over = controller_->game().over();
    for (Color c : {WHITE, BLACK})
        clock(c)->setTime(timed ? controller_->clockMs(c) : -1, !over && c == stm);
    // Once per game and side, a person's clock running under ten seconds (of a game of a minute
    // or more) is heard.
    if (timed && !over && setup.players[stm] == Player::Human && setup.clock.baseMs >= 60000
        && controller_->clockMs(stm) < LOW_TIME_MS && !lowTimeSounded_[stm]) {
        lowTimeSounded_[stm] = true;
        sounds_->play(Sound::LowTime);
    }

    // The strip under a panel's tab in small windows: the clocks (the running one in bold) and
    // the last move, or the result.
    const Game& game = controller_->game();
    QStringList parts;
    if (timed)
        for (Color c : {WHITE, BLACK}) {
            const QString text = QStringLiteral("%1 %2").arg(
                c == WHITE ? tr("White") : tr("Black"), ClockView::format(controller_->clockMs(c)));
            parts << (!over && c == stm ? QStringLiteral("<b>%1</b>").arg(text) : text);
        }
    if (over)
        parts << QStringLiteral("<b>%1</b>").arg(QString::fromStdString(game.result()).toHtmlEscaped());
    else if (game.plyCount() > 0)
        parts << tr("last %1").arg(
            numberedSan(game.positionAt(game.plyCount() - 1), game.moves().back()).toHtmlEscaped());
    else
        parts << tr("%1 to move").arg(stm == WHITE ? tr("White") : tr("Black"));
    gameStrip_->setText(parts.join(QStringLiteral(" · ")));
}

void MainWindow::refreshArrows()
{
    QVector<BoardArrow> arrows;
    // Analysis: each analyser's best moves in its colour, the best one boldest (the next ones
    // thinner and paler by rank) and drawn last, on top; only for the position on the board.
    if (analysis_->active()) {
        static constexpr qreal WIDTH[Analyser::MAX_LINES] = {1.0, 0.72, 0.55, 0.44, 0.36};
        static constexpr int ALPHA[Analyser::MAX_LINES] = {0xC8, 0xA0, 0x88, 0x74, 0x64};
        const quint64 key = controller_->viewPosition().key();
        const QList<Analyser*> all = analysis_->analysers();
        for (Analyser* a : all) {
            if (!a->hasRoot() || a->root().key() != key)
                continue;
            const QVector<EngineLine>& lines = a->lines();
            for (int rank = std::min(int(lines.size()), Analyser::MAX_LINES) - 1; rank >= 0; --rank) {
                if (lines[rank].pv.empty())
                    continue;
                QColor color = analysis_->colorOf(a);
                color.setAlpha(ALPHA[rank]);
                const Move m = lines[rank].pv.front();
                arrows.push_back({m.from(), m.to(), color, WIDTH[rank]});
            }
        }
    }
    const Move hint = controller_->hint();
    if (hint && controller_->viewingLive())
        arrows.push_back({hint.from(), hint.to(), HINT_ARROW});
    // A review's better move: on the position before a move it marked, the move its comment names
    // ("Nf3 was best.").
    const MoveTree& tree = controller_->record().tree();
    if (const int next = tree.continuation(controller_->viewNode());
        next >= 0 && judgementOfNags(tree.node(next).nags) != Judgement::Good)
        if (const Move better = reviewBestMove(controller_->viewPosition(), tree.node(next).comment))
            arrows.push_back({better.from(), better.to(), BETTER_ARROW});
    board_->setArrows(arrows);
}

void MainWindow::refreshAnalysisEval()
{
    if (!analysis_->active())
        return;
    // The strongest opinion on the position on board: the external engine's, else Kandinsky's.
    const quint64 key = controller_->viewPosition().key();
    QList<Analyser*> all = analysis_->analysers();
    std::reverse(all.begin(), all.end());
    for (Analyser* a : all)
        if (a->hasRoot() && a->root().key() == key && !a->lines().isEmpty() && !a->lines().front().pv.empty()) {
            evalBar_->setLine(a->lines().front());
            return;
        }
}

// The mode, not whether the analysers run: Stop in the panel pauses them inside analysis mode.
bool MainWindow::analysisMode() const { return controller_->analysisMode(); }

void MainWindow::setAnalysisMode(bool on)
{
    actions_.value(QStringLiteral("analysis"))->setChecked(on);
    if (on == controller_->analysisMode())
        return;
    controller_->setAnalysisMode(on);
    analysis_->setActive(on);
    analysisPanel_->setVisible(on);
    enginePanel_->setVisible(!on);
    if (!on) {
        // Back to the controller's own evaluation of the position on the board.
        if (const EngineLine* line = controller_->evaluation())
            evalBar_->setLine(*line);
        else
            evalBar_->clear();
    }
    refresh();
}

void MainWindow::setAnalysisEngines(const QList<AnalysisEngine>& engines)
{
    // The choice follows its engine by name when the list changes (or after a restart).
    const QString chosen = analysisEngineName_;
    analysisEngines_ = engines;
    QStringList names;
    int external = -1;
    for (int i = 0; i < engines.size(); ++i) {
        names << engines[i].name;
        if (!chosen.isEmpty() && engines[i].name == chosen)
            external = i;
    }
    analysisPanel_->setEngineNames(names);
    chooseAnalysers(external, analysisWithKandinsky_ || external < 0);
}

void MainWindow::chooseAnalysers(int external, bool withKandinsky)
{
    if (external >= analysisEngines_.size())
        external = -1;
    analysisExternal_ = external;
    analysisEngineName_ = external >= 0 ? analysisEngines_[external].name : QString();
    analysisWithKandinsky_ = withKandinsky || external < 0;
    analysis_->setEngines(analysisWithKandinsky_,
        external >= 0 ? std::optional<kd::EngineSpec>(analysisEngines_[external].spec) : std::nullopt);
    analysisPanel_->setChoice(external, analysisWithKandinsky_);
}

void MainWindow::useAnalyser(const QString& program, bool withKandinsky)
{
    for (int i = 0; i < analysisEngines_.size(); ++i)
        if (analysisEngines_[i].spec.command.size() == 1
            && QString::fromStdString(analysisEngines_[i].spec.command.front()) == program)
            return chooseAnalysers(i, withKandinsky);
    QList<AnalysisEngine> engines = analysisEngines_;
    AnalysisEngine e;
    e.name = QFileInfo(program).fileName();
    e.spec.command = {program.toStdString()};
    e.named = false;
    engines << e;
    setAnalysisEngines(engines);
    chooseAnalysers(int(engines.size()) - 1, withKandinsky);
}

void MainWindow::syncEngines()
{
    QList<EngineChoice> choices;
    QList<AnalysisEngine> analysers;
    for (const EngineConfig& e : engines_->all()) {
        choices.push_back({e.id, e.name, e.spec(), e.offersElo(), e.minElo(), e.maxElo()});
        analysers.push_back({e.name, e.spec()});
    }
    setNewGameEngines(choices);
    // Engines added with --analyser stay offered for this run.
    for (const AnalysisEngine& a : std::as_const(analysisEngines_))
        if (std::none_of(analysers.begin(), analysers.end(), [&](const AnalysisEngine& b) { return b.name == a.name; })
            && std::none_of(engines_->all().begin(), engines_->all().end(),
                [&](const EngineConfig& e) { return e.spec().command == a.spec.command; }))
            analysers.push_back(a);
    setAnalysisEngines(analysers);
}

void MainWindow::reviewGame()
{
    if (!reviewDialog_) {
        reviewDialog_ = new ReviewDialog(options_.settingsFile, this);
        auto* worst = new QPushButton(tr("Show the worst move"), reviewDialog_);
        worst->setObjectName(QStringLiteral("worstMoveButton"));
        worst->setEnabled(false);
        reviewDialog_->layout()->addWidget(worst);
        connect(worst, &QPushButton::clicked, this, &MainWindow::showWorstMove);
        connect(actions_.value(QStringLiteral("worstMove")), &QAction::changed, worst,
            [this, worst] { worst->setEnabled(actions_.value(QStringLiteral("worstMove"))->isEnabled()); });
        // While the dialog is open, it reviews the game on screen.
        connect(controller_, &GameController::gameChanged, reviewDialog_, [this] {
            if (reviewDialog_->isVisible() && !reviewDialog_->reviewer()->running())
                reviewDialog_->setGame(controller_->record());
        });
        connect(reviewDialog_->reviewer(), &GameReviewer::finished, this, [this](const GameReview& review) {
            if (reviewDialog_->reviewer()->game().moves() != controller_->record().moves()
                || !controller_->applyReview(review)) {
                showMessage(tr("The game changed during the review; the review was not written into it."));
                return;
            }
            review_ = review;
            reviewedMoves_ = controller_->record().moves();
            actions_.value(QStringLiteral("worstMove"))->setEnabled(true);
            refreshArrows();
        });
    }
    reviewDialog_->setGame(controller_->record());
    reviewDialog_->setTables(models_->tables());
    reviewDialog_->setEngines(engines_->all());
    reviewDialog_->show();
    reviewDialog_->raise();
}

void MainWindow::startReview(const ReviewEngine& engine, const ReviewLimit& limit)
{
    reviewGame();
    reviewDialog_->reviewer()->start(controller_->record(), engine, limit);
}

void MainWindow::showWorstMove()
{
    // The move that lost the most winning chances; the board shows the position it was played
    // from, where the arrow names the better move.
    if (controller_->record().moves() != reviewedMoves_) {
        actions_.value(QStringLiteral("worstMove"))->setEnabled(false);
        showMessage(tr("The game is not the one reviewed any more; review it again."), false);
        return;
    }
    const MoveReview* worst = nullptr;
    for (const MoveReview& m : review_.moves)
        if (m.judgement != Judgement::Good && (!worst || m.drop > worst->drop))
            worst = &m;
    if (!worst) {
        showMessage(tr("The review found no inaccuracy, mistake or blunder."), false);
        return;
    }
    controller_->backToGame();
    controller_->setViewPly(worst->ply);
    const Game& game = controller_->record();
    if (worst->ply < game.plyCount())
        showMessage(tr("The worst move: %1 (%2 → %3); the arrow shows %4.")
                        .arg(numberedSan(game.positionAt(worst->ply), game.moves()[std::size_t(worst->ply)]),
                            scoreText(worst->before), scoreText(worst->after),
                            worst->best ? QString::fromStdString(toSan(game.positionAt(worst->ply), worst->best))
                                        : tr("no better move")),
            false);
}

void MainWindow::editComment(int node)
{
    const Game& record = controller_->record();
    if (!record.tree().contains(node))
        return;
    // The [%eval ...] and [%clk ...] commands of the comment are kept; the text around them is edited.
    static const QRegularExpression commands(QStringLiteral("\\[%[^\\]]*\\]"));
    const QString old = QString::fromStdString(record.tree().node(node).comment);
    QString kept;
    for (const QRegularExpressionMatch& m : commands.globalMatch(old))
        kept += m.captured() + ' ';
    QString text = old;
    text.remove(commands);
    const QString what = node == MoveTree::ROOT
        ? tr("Comment before the first move:")
        : tr("Comment after %1:")
              .arg(numberedSan(record.positionOf(record.tree().node(node).parent), record.tree().node(node).move));
    QInputDialog dialog(this);
    dialog.setWindowTitle(tr("Comment"));
    dialog.setLabelText(what);
    dialog.setOption(QInputDialog::UsePlainTextEditForTextInput);
    dialog.setTextValue(text.simplified());
    // Qt's multi-line input does not wrap; a comment is prose, read whole without scrolling sideways.
    if (auto* edit = dialog.findChild<QPlainTextEdit*>())
        edit->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    if (dialog.exec() == QDialog::Accepted)
        controller_->setComment(node, (kept + dialog.textValue().simplified()).trimmed());
}

QString MainWindow::explorationText() const
{
    return explorationBar_->isHidden() ? QString() : explorationText_->text();
}

void MainWindow::showMessage(const QString& text, bool error)
{
    // In the same turn of the event loop as the last one (the same start-up or action), a message
    // joins it, unless it is there already; at most MAX_LINES lines are kept.
    constexpr qsizetype MAX_LINES = 8;
    const bool join = messageBar_->isVisibleTo(this) && messageJoinOpen_;
    QStringList lines = join ? messageBar_->text().split(QLatin1Char('\n')) : QStringList();
    if (!lines.contains(text) && lines.size() < MAX_LINES)
        lines << text;
    error = error || (join && messageIsError_);
    messageBar_->setText(lines.join(QLatin1Char('\n')));
    messageIsError_ = error;
    if (!messageJoinOpen_) {
        messageJoinOpen_ = true;
        QTimer::singleShot(0, this, [this] { messageJoinOpen_ = false; });
    }
    messageBar_->setStyleSheet(error
            ? QStringLiteral("QLabel { background: #F8D7DA; color: #58151C; border: 1px solid #F1AEB5; padding: 6px; }")
            : QStringLiteral(
                "QLabel { background: #D1E7DD; color: #0A3622; border: 1px solid #A3CFBB; padding: 6px; }"));
    messageBar_->show();
    QTimer::singleShot(12000, messageBar_, [bar = QPointer<QLabel>(messageBar_), text = messageBar_->text()] {
        if (bar && bar->text() == text)
            bar->hide();
    });
}

void MainWindow::panelMessage(const QString& text, bool error)
{
    if (error)
        showMessage(text);
    else
        statusBar()->showMessage(text, 5000);
}

QString MainWindow::message() const { return messageBar_->isVisibleTo(this) ? messageBar_->text() : QString(); }

QString MainWindow::resultText() const { return result_->isVisibleTo(this) ? result_->text() : QString(); }

// Actions ----------------------------------------------------------------------------------------

void MainWindow::confirmResign()
{
    // Resigning ends the game for good: ask first, without blocking the engine or the clocks.
    auto* box
        = new QMessageBox(QMessageBox::Question, tr("Resign"), tr("Resign this game?"), QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("resignBox"));
    box->setInformativeText(tr("The game ends as a loss for you; it cannot be taken back."));
    QPushButton* yes = box->addButton(tr("Resign"), QMessageBox::DestructiveRole);
    yes->setObjectName(QStringLiteral("resignYes"));
    box->addButton(tr("Keep playing"), QMessageBox::RejectRole);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, yes](QAbstractButton* b) {
        if (b == yes && !controller_->game().over()) {
            controller_->resign();
            messageBar_->hide();
        }
    });
    box->open();
}

// External engines ---------------------------------------------------------------------------

void MainWindow::engineProblemChanged(const QString& message)
{
    // The game is paused, not lost: say what went wrong and offer the restart until it is done.
    const QString problem = controller_->engineProblem();
    QAction* restart = actions_.value(QStringLiteral("restartEngine"));
    restart->setEnabled(!problem.isEmpty());
    restartButton_->setVisible(!problem.isEmpty());
    fitToolBar(true); // one button more or less
    if (!message.isEmpty()) {
        showMessage(tr("%1\nThe game is paused as it was. Restart the engine (Game ▸ Restart engine) to go on, "
                       "or take back or start a new game.")
                        .arg(message));
        enginePanel_->setStatus(tr("Engine stopped"));
    } else if (problem.isEmpty()) {
        if (messageBar_->text().contains(tr("The game is paused as it was.")))
            messageBar_->hide();
        enginePanel_->setStatus(controller_->engineThinking() ? tr("Thinking…") : QString());
    }
}

void MainWindow::newGameDialog(bool fromBoard)
{
    NewGameDialog dialog(this);
    dialog.setEngines(newGameEngines_);
    dialog.setSetup(lastSetup_, lastSide_);
    if (fromBoard)
        dialog.setFromCurrentPosition(true);
    if (dialog.exec() != QDialog::Accepted)
        return;
    lastSide_ = dialog.side();
    lastSetup_ = dialog.setup();
    setAnalysisMode(false); // a game to play: the computer plays again, the analysis stops
    inspector_->clearAnalysis();
    const Position start = dialog.fromCurrentPosition() ? controller_->viewPosition() : Position();
    // A fresh game from the position shown, without the history that led to it.
    controller_->newGame(lastSetup_, Position::fromFen(start.fen()).value());
    pgnFile_.clear();
    // Face the board the way the person plays.
    const bool flip = lastSetup_.players[BLACK] == Player::Human && lastSetup_.computer(WHITE);
    if (flip != board_->isFlipped())
        actions_.value(QStringLiteral("flip"))->trigger();
    messageBar_->hide();
}

// --- Position set-up editor (issue 18) ---
// "Play from here" loads the position as a game between two people and then opens the new-game
// dialog with "Start from the position on the board" ticked, so the person chooses the opponent and
// the clock as for any game (Cancel keeps the two-person game). "Analyse from here" loads it and
// turns analysis mode on.
void MainWindow::setUpPosition()
{
    PositionEditor editor(this);
    editor.setPosition(controller_->viewPosition());
    editor.board()->setFlipped(board_->isFlipped());
    if (editor.exec() != QDialog::Accepted || editor.outcome() == PositionEditor::Cancelled)
        return;
    const QString error = setStartPosition(editor.fen());
    if (!error.isEmpty()) { // the editor only accepts what the reader accepts: kept as a guard
        showMessage(error);
        return;
    }
    pgnFile_.clear();
    messageBar_->hide();
    inspector_->clearAnalysis(); // another game: the analysers' opinions of the last one go
    setAnalysisMode(editor.outcome() == PositionEditor::Analyse);
    if (editor.outcome() == PositionEditor::Play)
        newGameDialog(true);
}
// --- end position set-up editor ---

QString MainWindow::setStartPosition(const QString& fen)
{
    Result<Position> pos = Position::fromFen(fen.trimmed().toStdString());
    if (!pos)
        return QString::fromStdString(pos.error());
    controller_->newGame(GameSetup::twoPeople(), *pos);
    return {};
}

// A game that loaded, but with something read past: said in the message bar (not as an error).
void MainWindow::showLoadWarnings(const QString& source)
{
    const QStringList warnings = controller_->loadWarnings();
    if (!warnings.isEmpty())
        showMessage(tr("%1: %2").arg(source, warnings.join(QStringLiteral("; "))), false);
}

QString MainWindow::openPgnFile(const QString& path)
{
    // A folder, a device that never ends (/dev/zero) or a file too large to hold is refused before reading.
    if (const kd::Result<void> readable
        = kd::checkReadableFile(QFile::encodeName(path).toStdString(), kd::MAX_TEXT_FILE_BYTES);
        !readable)
        return tr("%1: %2").arg(QDir::toNativeSeparators(path), QString::fromStdString(readable.error()));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    const QString text = QString::fromUtf8(file.readAll());
    const QString error = controller_->loadPgn(text);
    if (error.isEmpty())
        inspector_->clearAnalysis(); // another game: the analysers' opinions of the last one go
    if (!error.isEmpty())
        return tr("%1: %2").arg(QDir::toNativeSeparators(path), error);
    pgnFile_ = path;
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 4000);
    showLoadWarnings(QDir::toNativeSeparators(path));
    return {};
}

QString MainWindow::savePgnFile(const QString& path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return tr("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    file.write(controller_->pgn(eco_.get()).toUtf8());
    if (!file.commit())
        return tr("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    pgnFile_ = path;
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
    return {};
}

void MainWindow::openPgn()
{
    const QString dir
        = lastDir_.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) : lastDir_;
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Open PGN"), dir, tr("PGN files (*.pgn);;All files (*)"));
    if (path.isEmpty())
        return;
    lastDir_ = QFileInfo(path).absolutePath();
    messageBar_->hide(); // the last message is about something else; a warning of this file shows
    const QString error = openPgnFile(path);
    if (!error.isEmpty())
        showMessage(tr("The game was not opened. %1").arg(error));
}

bool MainWindow::savePgn(bool askForName)
{
    QString path = pgnFile_;
    if (askForName || path.isEmpty()) {
        const QString dir
            = lastDir_.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) : lastDir_;
        path = QFileDialog::getSaveFileName(this, tr("Save PGN"), QDir(dir).filePath(QStringLiteral("game.pgn")),
            tr("PGN files (*.pgn);;All files (*)"));
        if (path.isEmpty())
            return false;
        lastDir_ = QFileInfo(path).absolutePath();
    }
    const QString error = savePgnFile(path);
    if (!error.isEmpty()) {
        showMessage(tr("The game was not saved. %1").arg(error));
        return false;
    }
    return true;
}

void MainWindow::copyFen()
{
    QApplication::clipboard()->setText(QString::fromStdString(controller_->viewPosition().fen()));
    statusBar()->showMessage(tr("FEN copied"), 3000);
}

QString MainWindow::pasteText(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return tr("the clipboard holds no text");
    // A FEN is one line of six fields at most; anything with tags or move numbers is PGN.
    const bool looksLikePgn = trimmed.startsWith(QLatin1Char('[')) || trimmed.contains(QLatin1String("1."));
    const QString error = looksLikePgn ? controller_->loadPgn(trimmed) : controller_->loadFen(trimmed);
    if (error.isEmpty()) {
        pgnFile_.clear();
        if (looksLikePgn)
            showLoadWarnings(tr("PGN"));
    }
    return error;
}

void MainWindow::pasteFen()
{
    messageBar_->hide(); // as for Open: only what this paste says stays
    const QString error = pasteText(QApplication::clipboard()->text());
    if (!error.isEmpty())
        showMessage(tr("Nothing was pasted: %1").arg(error));
}

} // namespace kdui
