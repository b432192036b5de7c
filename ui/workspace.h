// The main window's workspace: the board stays the centre. Workspace places, by one rule computed
// from its own size, the board area (eval bar + board + an optional strip under it), the game
// column (clocks, moves, engine) on the right, and the study panels (piece-square tables,
// evaluation inspector) on the left. When the study panels would leave the board too little room
// they fold into tabs beside the game instead of squeezing the board; nothing here ever asks the
// window to grow. The game column and every panel's frame are its direct children, so switching
// modes moves no widget.
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QScrollArea;
class QTabBar;
class QToolButton;

namespace kdui {

class BoardView;
class EvalBar;

// The eval bar and the board side by side, centred together; the board stays square and a whole
// number of pixels per square. A footer (the heat legend) sits under the board when visible, and a
// message bar floats over the top of the area, so neither moves the board.
class BoardArea : public QWidget {
public:
    static constexpr int GAP = 6, MARGIN = 6;

    BoardArea(EvalBar* bar, BoardView* board, QWidget* parent = nullptr);
    void setFooter(QWidget* footer);
    void setMessageBar(QLabel* bar);
    // Width and height the area needs around a board of `side` pixels.
    int widthFor(int side) const;
    int heightFor(int side) const;
    // The largest board side (a multiple of 8) that fits an area of this size.
    int sideFor(QSize area) const;
    QSize sizeHint() const override { return {680, 640}; }
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void place();
    int footerHeight() const;

    EvalBar* bar_;
    BoardView* board_;
    QPointer<QWidget> footer_;
    QPointer<QLabel> message_;
};

class Workspace : public QWidget {
    Q_OBJECT

public:
    enum Panel { Tables, Inspector, PANEL_NB };
    // Columns: the study panels in their own column left of the board. Tabs: they are tabs beside
    // the game's tab on the right (small windows).
    enum class Mode { Columns, Tabs };

    static constexpr int MIN_SQUARE = 48; // the board never gets less while the window allows it
    static constexpr int COLUMNS_SQUARE = 56; // below this the study panels fold into tabs instead
    static constexpr int GAME_MIN = 230, GAME_MAX = 320; // the game column's width
    static constexpr int STUDY_MIN = 340; // a study column narrower than this folds into tabs
    static constexpr int STACK_MIN = 420; // each study panel's height when both are stacked
    static constexpr int TABS_MIN = 300; // the tabbed column's width in Tabs mode
    static constexpr int HANDLE = 6;

    Workspace(BoardArea* board, QWidget* game, QWidget* tables, QWidget* inspector, QWidget* parent = nullptr);

    bool isOpen(Panel p) const { return open_[p]; }
    void setOpen(Panel p, bool open);
    // Opens the panel and brings it to the front (its tab becomes current).
    void raisePanel(Panel p);
    Mode mode() const { return mode_; }
    bool stacked() const { return stacked_; } // both study panels shown at once, one above the other
    // The share of the width the board area aims for while a study panel is open (the handle
    // between them sets it; the rule keeps every column at its minimum).
    double boardShare() const { return boardShare_; }
    void setBoardShare(double share);
    BoardArea* boardArea() const { return board_; }
    QWidget* page(Panel p) const { return pages_[p]; }
    QWidget* gamePage() const { return game_; }
    // A one-line summary of the game (clocks, last move) shown under a panel's tab in Tabs mode,
    // while the game's own tab is behind it, so a timed game never disappears from view.
    void setGameStrip(QWidget* strip);
    // Visible for the user now: open, and not behind another tab.
    bool isShowing(Panel p) const;

    QSize sizeHint() const override { return {1280, 760}; }
    QSize minimumSizeHint() const override;

signals:
    void panelsChanged(); // a panel was opened or closed (also by its own close button)
    void panelShown(kdui::Workspace::Panel panel); // a panel became visible (opened, or its tab chosen)

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    class Handle;
    friend class Handle;
    struct Header; // a title with a close button, over a stacked panel

    void relayout();
    void syncTabs();
    QString title(Panel p) const; // over a panel
    QString tabTitle(Panel p) const; // on its tab

    BoardArea* board_;
    QWidget* game_;
    QWidget* pages_[PANEL_NB];
    QScrollArea* frames_[PANEL_NB]; // each study panel scrolls inside its frame when too small
    QWidget* headers_[PANEL_NB];
    QTabBar* studyTabs_; // Columns mode, both panels open, not stacked
    QTabBar* sideTabs_; // Tabs mode: Game, then the open panels
    Handle* handle_;
    QWidget* strip_ = nullptr;
    bool open_[PANEL_NB] = {false, false};
    Panel front_ = Tables; // the study panel in front when they are tabbed
    QWidget* sideFront_ = nullptr; // Tabs mode: the page in front (the game or a panel's frame)
    Mode mode_ = Mode::Columns;
    bool stacked_ = false;
    double boardShare_ = 0.42;
    bool syncing_ = false;
};

} // namespace kdui
