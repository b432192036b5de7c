// The main window: the board (with the eval bar) in the centre; docks for the game (clocks, move
// list, result, FEN) and the engine; menus and a toolbar. It owns the GameController and wires the
// views to it; it keeps the settings and the game in progress in QSettings between runs.
#pragma once

#include "gamecontroller.h"
#include "newgamedialog.h"

#include <QMainWindow>
#include <QPointer>

class QAction;
class QDockWidget;
class QLabel;
class QLineEdit;
class QPushButton;

namespace kdui {

class BoardView;
class ClockView;
class EnginePanel;
class EvalBar;
class HeatmapPanel;
class InspectorPanel;
class ModelLibrary;
class MoveListView;

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
    BoardView* board() const { return board_; }
    MoveListView* moveList() const { return moveList_; }
    EnginePanel* enginePanel() const { return enginePanel_; }
    EvalBar* evalBar() const { return evalBar_; }
    ClockView* clock(kd::Color c) const;
    QLineEdit* fenEdit() const { return fenEdit_; }
    ModelLibrary* models() const { return models_; }
    HeatmapPanel* heatmap() const { return heatmap_; }
    QDockWidget* heatmapDock() const { return heatmapDock_; }
    InspectorPanel* inspector() const { return inspector_; }
    QDockWidget* inspectorDock() const { return inspectorDock_; }
    // Shows a panel beside the board: "board" (none extra), "heatmap" or "inspector".
    void showPanel(const QString& name);
    QAction* action(const QString& name) const; // by object name: "newGame", "takeBack", ...

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

    // Writes the settings and the game now (also done on close).
    void saveSettings();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildActions();
    void buildMenus();
    void buildDocks();
    bool loadSettings(); // true when it restored the last session's game
    void applyTheme(const QString& name);
    void refresh(); // from the controller's game to every view
    void refreshClocks();
    void refreshArrows();
    void showMessage(const QString& text, bool error = true);
    void newGameDialog();
    void openPgn();
    bool savePgn(bool askForName);
    void copyFen();
    void pasteFen();

    Options options_;
    GameController* controller_;
    BoardView* board_;
    EvalBar* evalBar_;
    MoveListView* moveList_;
    EnginePanel* enginePanel_;
    ClockView* topClock_;
    ClockView* bottomClock_;
    QLabel* result_;
    QLabel* messageBar_;
    QLineEdit* fenEdit_;
    ModelLibrary* models_;
    HeatmapPanel* heatmap_ = nullptr;
    QDockWidget* heatmapDock_ = nullptr;
    InspectorPanel* inspector_ = nullptr;
    QDockWidget* inspectorDock_ = nullptr;
    QDockWidget* gameDock_ = nullptr;
    QDockWidget* engineDock_ = nullptr;
    QHash<QString, QAction*> actions_;
    QString theme_;
    QString pgnFile_; // where Save writes without asking
    QString lastDir_;
    NewGameDialog::Side lastSide_ = NewGameDialog::PlayWhite;
    GameSetup lastSetup_;
    kd::Move arrivedBy_; // the move just played, for the board's animation
    bool closing_ = false;
};

} // namespace kdui
