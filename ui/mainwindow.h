// The main window: a Workspace with the board (and eval bar) in the centre, the game column (clocks,
// moves, result, FEN, engine) on the right and the study panels (tables, inspector) on the left or
// in tabs; menus and a toolbar with the Play / Tables / Inspect layouts. It owns the GameController and wires the
// views to it; it keeps the settings and the game in progress in QSettings between runs.
#pragma once

#include "book/eco.h"
#include "gamecontroller.h"
#include "match/uciclient.h"
#include "newgamedialog.h"

#include <QMainWindow>
#include <QMap>
#include <QPointer>
#include <QTimer>

#include <array>

class QAction;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QToolBar;

namespace kdui {

class Analysis;
class AnalysisPanel;
class BoardHeat;
class BoardView;
class HeatLegendBar;
class ClockView;
class EngineList;
class ReviewDialog;
struct ReviewEngine;
struct ReviewLimit;
class EnginePanel;
class EvalBar;
class HeatmapPanel;
class InspectorPanel;
class ModelLibrary;
class MoveEntry;
class SoundPlayer;
class MoveListView;
class TunePanel;
class Workspace;

struct BoardTheme {
    QString name;
    QColor light, dark;
};
const QList<BoardTheme>& boardThemes();

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    struct Options {
        QString settingsFile; // empty: the user's Kandinsky.ini
        bool persist = true; // read settings and the saved game at start, write them at close
    };

    explicit MainWindow(const Options& options, QWidget* parent = nullptr);
    explicit MainWindow(QWidget* parent = nullptr) : MainWindow(Options {}, parent) { }
    ~MainWindow() override;

    GameController* controller() const { return controller_; }
    // Plays from this Polyglot book (Play > Play from the opening book, on); a book that does not
    // load is reported and play goes on without one. Without settings (persist off) no book is
    // used until this is called.
    void setBookFile(const QString& path);
    // Names the openings from this ECO file (Scid's format; by default Debian's scid-data file) above
    // the move list and in the title. A file that does not load is reported and no names are shown.
    // Without settings (persist off) no file is read until this is called.
    void setEcoFile(const QString& path);
    // Above the move list: the opening of the position shown ("B90  Sicilian: Najdorf"), or why
    // there is no name.
    QLabel* openingLabel() const { return opening_; }
    BoardView* board() const { return board_; }
    MoveListView* moveList() const { return moveList_; }
    EnginePanel* enginePanel() const { return enginePanel_; }
    EvalBar* evalBar() const { return evalBar_; }
    ClockView* clock(kd::Color c) const;
    QLineEdit* fenEdit() const { return fenEdit_; }
    MoveEntry* moveEntry() const { return moveEntry_; }
    SoundPlayer* sounds() const { return sounds_; }
    ModelLibrary* models() const { return models_; }
    HeatmapPanel* heatmap() const { return heatmap_; }
    TunePanel* tune() const { return tune_; }
    // The tables panel's pages: "Tables" (the heatmap panel) and "Tune" (the tune page).
    QTabWidget* tablesTabs() const { return tablesTabs_; }
    InspectorPanel* inspector() const { return inspector_; }
    Workspace* workspace() const { return workspace_; }
    BoardHeat* boardHeat() const { return boardHeat_; }
    HeatLegendBar* heatLegend() const { return heatLegend_; }
    // The external UCI engines (Game > Engines…), kept in the settings' group "engines".
    EngineList* engines() const { return engines_; }
    // Opens a panel beside the board and brings it to the front: "heatmap", "tune" (the tables
    // panel's Tune page) or "inspector".
    void showPanel(const QString& name);
    // Shows exactly these panels: "board" (none), "heatmap" or "tune" (the tables panel on that
    // page), "inspector", or "heatmap,inspector";
    // false (and nothing changes) for an unknown name.
    bool showPanels(const QString& names);
    // Opens or closes the study panels (the Play / Tables / Inspect layouts).
    void setPanels(bool tables, bool inspector);
    QAction* action(const QString& name) const; // by object name: "newGame", "takeBack", ...
    // View > Board colours > Custom: these colours on the board (kept in the settings).
    void setCustomColours(const QColor& light, const QColor& dark);
    // View > Pieces: "classic" or "bauhaus" (pieceset.h), for every view at once.
    void setPieces(const QString& style);
    // View > Appearance: "system" (the platform's palette), "light" or "dark" (Kandinsky's).
    void setAppearance(const QString& name);
    QString appearance() const { return appearance_; }

    // Analysis mode: the analysis panel in the game column instead of the engine panel, the
    // analysers on the viewed position, their best moves as arrows, the eval bar showing the
    // strongest analyser's score (the external engine's when one runs). The game becomes a study
    // (GameController::setAnalysisMode): moves on earlier positions explore new lines.
    void setAnalysisMode(bool on);
    bool analysisMode() const;
    Analysis* analysis() const { return analysis_; }
    AnalysisPanel* analysisPanel() const { return analysisPanel_; }
    // The external engines analysis offers beside Kandinsky (the engine manager's list).
    struct AnalysisEngine {
        QString name;
        kd::EngineSpec spec;
        bool named = true; // false for --analyser's program: named by its "id name" once it starts
    };
    void setAnalysisEngines(const QList<AnalysisEngine>& engines);
    // Analyse with this external engine (beside Kandinsky when withKandinsky), or with Kandinsky
    // alone for -1; the choice is kept in the settings.
    void chooseAnalysers(int external, bool withKandinsky);
    // For --analyser: an engine by its program path, added to the offered engines if new.
    void useAnalyser(const QString& program, bool withKandinsky);
    QString explorationText() const; // the "variation" bar's text; empty when hidden
    // Opens the review dialog for the game on screen; a finished review is written into the game.
    void reviewGame();
    ReviewDialog* reviewDialog() const { return reviewDialog_; }
    // Reviews the game on screen at once (the dialog's Review button with this engine and limit).
    void startReview(const ReviewEngine& engine, const ReviewLimit& limit);
    // Shows the position before the move the last review judged worst, with the better move.
    void showWorstMove();
    // Asks for the comment after the move of tree node node (before the first move for the root).
    void editComment(int node);

    // Shows this position as a new game between two people (the --fen option).
    QString setStartPosition(const QString& fen);
    // Opens / saves a PGN file; the message is empty on success. A failed open changes nothing.
    QString openPgnFile(const QString& path);
    QString savePgnFile(const QString& path);
    // Pastes FEN or PGN text (as Ctrl+Shift+V does with the clipboard's).
    QString pasteText(const QString& text);
    // The inline message bar above the board (errors and notices); empty when hidden.
    QString message() const;
    QString resultText() const;

    // The external engines the new-game dialog offers besides Kandinsky (the engine list's).
    void setNewGameEngines(const QList<EngineChoice>& engines) { newGameEngines_ = engines; }

    // Writes the settings and the game now (also done on close).
    void saveSettings();

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildActions();
    void buildMenus();
    void buildWorkspace();
    void buildPanelActions();
    void fitToolBar(bool remeasure); // words beside the toolbar icons only when they all fit
    void syncPanelActions(); // the panel and layout actions' checks follow the workspace
    bool loadSettings(); // true when it restored the last session's game
    void applyTheme(const QString& name); // a theme of boardThemes(), or "Custom"
    void chooseCustomColours(); // View > Board colours > Custom colours…: two colour dialogs
    // Loads bookFile_ for Kandinsky's play when the book is on (drops it when off). A book that
    // does not load is reported (unless it is the default one, simply not installed, and the user
    // did not ask for it) and the engine plays without one.
    void applyBook(bool asked);
    // Loads ecoFile_ (drops the names when it does not load; reported unless it is the default file,
    // simply not installed, and the user did not ask for it).
    void applyEco(bool asked);
    void refreshOpening(); // the opening label and the title's opening, for the line and ply shown
    // View > Language: kept in the settings, applied at the next start ("" for the system's).
    void setLanguage(const QString& code, const QString& name);
    void setThreads(int threads);
    void refresh(); // from the controller's game to every view
    void refreshClocks();
    void refreshPanels(); // the tables and the inspector, to the viewed position
    void refreshArrows();
    void refreshAnalysisEval(); // the eval bar in analysis mode: the strongest analyser's best line
    void syncEngines(); // the engine manager's list to the new-game dialog and the analysis panel
    void showMessage(const QString& text, bool error = true);
    void showLoadWarnings(const QString& source);
    void panelMessage(const QString& text, bool error); // a panel's note (status bar) or error (message bar)
    void flushSearchLines(); // hands the engine lines kept since the last flush to the inspector
    void newGameDialog(bool fromBoard = false);
    // --- Position set-up editor (issue 18) ---
    // Opens the editor on the position shown; plays (new-game dialog) or analyses what it sets up.
    void setUpPosition();
    // --- end position set-up editor ---
    void confirmResign();
    void engineProblemChanged(const QString& message); // an external engine failed, or restarted ("")
    void setUnit(ScoreUnit unit);
    void openPgn();
    bool savePgn(bool askForName);
    void copyFen();
    void pasteFen();
    void manageEngines(); // the engine manager dialog

    Options options_;
    GameController* controller_;
    BoardView* board_;
    EvalBar* evalBar_;
    MoveListView* moveList_;
    EnginePanel* enginePanel_;
    ClockView* topClock_;
    ClockView* bottomClock_;
    QLabel* result_;
    QLabel* opening_;
    MoveEntry* moveEntry_;
    SoundPlayer* sounds_;
    bool endSounded_ = false; // the game's end was heard
    std::array<bool, kd::COLOR_NB> lowTimeSounded_ {}; // by side, this game
    static constexpr qint64 LOW_TIME_MS = 10000;
    QLabel* messageBar_;
    // Messages that arrive together (in one turn of the event loop, as a bad book and a bad ECO
    // file at start-up) are shown together, not one over the other; whether the bar's is an error.
    bool messageJoinOpen_ = false;
    bool messageIsError_ = false;
    QLabel* gameStrip_ = nullptr;
    QLineEdit* fenEdit_;
    ModelLibrary* models_;
    HeatmapPanel* heatmap_ = nullptr;
    TunePanel* tune_ = nullptr;
    QTabWidget* tablesTabs_ = nullptr;
    InspectorPanel* inspector_ = nullptr;
    Workspace* workspace_ = nullptr;
    BoardHeat* boardHeat_ = nullptr;
    HeatLegendBar* heatLegend_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    int toolBarWordsWidth_ = -1; // the toolbar's width with words beside its icons (-1: not measured)
    Analysis* analysis_ = nullptr;
    AnalysisPanel* analysisPanel_ = nullptr;
    QWidget* explorationBar_ = nullptr;
    QLabel* explorationText_ = nullptr;
    QList<AnalysisEngine> analysisEngines_;
    int analysisExternal_ = -1; // the chosen external engine's index, -1 for none
    bool analysisWithKandinsky_ = true;
    QString analysisEngineName_; // the external analyser chosen, by name, kept in the settings
    EngineList* engines_ = nullptr;
    ReviewDialog* reviewDialog_ = nullptr; // made by the first reviewGame()
    kd::GameReview review_; // the last review written into the game
    std::vector<kd::Move> reviewedMoves_; // that game's main line
    QHash<QString, QAction*> actions_;
    QString theme_;
    QColor customLight_ {0xEE, 0xE4, 0xD0}, customDark_ {0x8A, 0x9B, 0xB0};
    QString appearance_ = QStringLiteral("system");
    QString pgnFile_; // where Save writes without asking
    QString lastDir_;
    QString bookFile_; // the opening book's path (the Debian gnuchess book by default)
    QString ecoFile_; // the ECO file's path (Debian's scid.eco by default)
    QString language_; // View > Language: "" (the system's) or a code of availableLanguages()
    std::shared_ptr<const kd::EcoTable> eco_; // null: no opening names
    QString openingTitle_; // " — B90 Sicilian: Najdorf" for the window title, or empty
    int threads_ = 1;
    QMap<int, EngineLine> pendingLines_; // the newest engine line per ply, for the inspector
    QTimer searchLinesTimer_;
    QTimer panelsTimer_; // the panels' refresh after an engine move, in the next turn of the loop
    QString viewNote_; // the status bar's "looking back" note while it shows
    NewGameDialog::Side lastSide_ = NewGameDialog::PlayWhite;
    GameSetup lastSetup_;
    QList<EngineChoice> newGameEngines_;
    QAction* restartButton_ = nullptr; // the toolbar's Restart engine, shown while an engine has failed
    kd::Move arrivedBy_; // the move just played, for the board's animation
};

} // namespace kdui
