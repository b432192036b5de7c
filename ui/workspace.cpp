#include "workspace.h"

#include "boardview.h"
#include "evalbar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollArea>
#include <QStyle>
#include <QTabBar>
#include <QToolButton>

#include <algorithm>
#include <cmath>
#include <functional>

namespace kdui {

// BoardArea --------------------------------------------------------------------------------------

BoardArea::BoardArea(EvalBar* bar, BoardView* board, QWidget* parent) : QWidget(parent), bar_(bar), board_(board)
{
    bar->setParent(this);
    board->setParent(this);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void BoardArea::setFooter(QWidget* footer)
{
    footer_ = footer;
    footer->setParent(this);
    footer->installEventFilter(this);
    place();
}

void BoardArea::setMessageBar(QLabel* bar)
{
    message_ = bar;
    bar->setParent(this);
    bar->installEventFilter(this);
    place();
}

// The footer's room is kept while it is hidden too, so showing it never moves the board.
int BoardArea::footerHeight() const { return footer_ ? footer_->sizeHint().height() + GAP : 0; }

int BoardArea::widthFor(int side) const { return 2 * MARGIN + bar_->sizeHint().width() + GAP + side; }

int BoardArea::heightFor(int side) const { return 2 * MARGIN + side + footerHeight(); }

int BoardArea::sideFor(QSize area) const
{
    const int byWidth = area.width() - widthFor(0);
    const int byHeight = area.height() - heightFor(0);
    return std::max(8, std::min(byWidth, byHeight) / 8 * 8);
}

QSize BoardArea::minimumSizeHint() const { return {widthFor(8 * 24), heightFor(8 * 24)}; }

void BoardArea::resizeEvent(QResizeEvent*) { place(); }

bool BoardArea::eventFilter(QObject* watched, QEvent* event)
{
    if ((event->type() == QEvent::Show || event->type() == QEvent::Hide) && (watched == footer_ || watched == message_))
        place();
    return QWidget::eventFilter(watched, event);
}

void BoardArea::place()
{
    const int side = sideFor(size());
    const int barWidth = bar_->sizeHint().width();
    const int footer = footerHeight();
    const int left = (width() - (barWidth + GAP + side)) / 2;
    const int top = (height() - side - footer) / 2;
    bar_->setGeometry(left, top, barWidth, side);
    board_->setGeometry(left + barWidth + GAP, top, side, side);
    if (footer_ && !footer_->isHidden())
        footer_->setGeometry(left + barWidth + GAP, top + side + GAP, side, footer_->sizeHint().height());
    if (message_ && !message_->isHidden()) {
        // Floats over the top of the board: a message never moves the board.
        const int w = std::max(120, width() - 2 * MARGIN);
        message_->setGeometry(MARGIN, MARGIN, w, message_->heightForWidth(w));
        message_->raise();
    }
}

// Workspace --------------------------------------------------------------------------------------

// The grip between the study column and the board: dragging it sets the board's share.
class Workspace::Handle : public QWidget {
public:
    explicit Handle(Workspace* owner) : QWidget(owner), owner_(owner)
    {
        setObjectName(QStringLiteral("workspaceHandle"));
        setCursor(Qt::SplitHCursor);
        setToolTip(Workspace::tr("Drag to share the width between the panels and the board"));
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter p(this);
        p.fillRect(rect().adjusted(2, 0, -2, 0), palette().color(QPalette::Mid));
    }
    void mouseMoveEvent(QMouseEvent* event) override
    {
        if (!(event->buttons() & Qt::LeftButton))
            return;
        // The board area starts right of the handle and ends at the game column.
        const int x = mapToParent(event->position().toPoint()).x();
        const int gameW = owner_->game_->width();
        const double share = double(owner_->width() - gameW - x - HANDLE) / std::max(1, owner_->width());
        owner_->setBoardShare(share);
    }

private:
    Workspace* owner_;
};

namespace {

// A panel's title and a close button, over each panel while both are stacked.
QWidget* makeHeader(const QString& title, QWidget* parent, std::function<void()> close)
{
    auto* header = new QWidget(parent);
    auto* row = new QHBoxLayout(header);
    row->setContentsMargins(6, 2, 2, 2);
    auto* label = new QLabel(title);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    row->addWidget(label, 1);
    auto* button = new QToolButton;
    button->setAutoRaise(true);
    button->setIcon(header->style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    button->setToolTip(QObject::tr("Close %1").arg(title));
    QObject::connect(button, &QToolButton::clicked, header, std::move(close));
    row->addWidget(button);
    header->hide();
    return header;
}

} // namespace

Workspace::Workspace(BoardArea* board, QWidget* game, QWidget* tables, QWidget* inspector, QWidget* parent)
    : QWidget(parent),
      board_(board),
      game_(game),
      pages_ {tables, inspector},
      studyTabs_(new QTabBar(this)),
      sideTabs_(new QTabBar(this)),
      handle_(new Handle(this))
{
    board->setParent(this);
    game->setParent(this);
    for (int p = 0; p < PANEL_NB; ++p) {
        auto* frame = new QScrollArea(this);
        frame->setObjectName(p == Tables ? QStringLiteral("tablesFrame") : QStringLiteral("inspectorFrame"));
        frame->setWidgetResizable(true);
        frame->setFrameShape(QFrame::NoFrame);
        frame->setWidget(pages_[p]);
        frame->hide();
        frames_[p] = frame;
        headers_[p] = makeHeader(title(Panel(p)), this, [this, p] { setOpen(Panel(p), false); });
    }
    for (QTabBar* tabs : {studyTabs_, sideTabs_}) {
        tabs->setDocumentMode(true);
        tabs->setExpanding(false);
        tabs->setElideMode(Qt::ElideRight);
        tabs->setUsesScrollButtons(true);
        tabs->hide();
    }
    studyTabs_->setObjectName(QStringLiteral("studyTabs"));
    sideTabs_->setObjectName(QStringLiteral("sideTabs"));
    studyTabs_->setTabsClosable(true);
    connect(studyTabs_, &QTabBar::currentChanged, this, [this](int i) {
        if (syncing_ || i < 0)
            return;
        front_ = Panel(studyTabs_->tabData(i).toInt());
        relayout();
        emit panelShown(front_);
    });
    connect(studyTabs_, &QTabBar::tabCloseRequested, this,
        [this](int i) { setOpen(Panel(studyTabs_->tabData(i).toInt()), false); });
    // In Tabs mode the game's tab has no close button; the panels' tabs do.
    sideTabs_->setTabsClosable(true);
    connect(sideTabs_, &QTabBar::currentChanged, this, [this](int i) {
        if (syncing_ || i < 0)
            return;
        const int which = sideTabs_->tabData(i).toInt();
        if (which >= 0)
            front_ = Panel(which);
        sideFront_ = which < 0 ? game_ : frames_[which];
        relayout();
        if (which >= 0)
            emit panelShown(Panel(which));
    });
    connect(sideTabs_, &QTabBar::tabCloseRequested, this, [this](int i) {
        const int which = sideTabs_->tabData(i).toInt();
        if (which >= 0)
            setOpen(Panel(which), false);
    });
    handle_->hide();
    sideFront_ = game_;
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QString Workspace::title(Panel p) const { return p == Tables ? tr("Piece-square tables") : tr("Evaluation inspector"); }

QString Workspace::tabTitle(Panel p) const { return p == Tables ? tr("Tables") : tr("Inspector"); }

QSize Workspace::minimumSizeHint() const
{
    // A small board, the game column, nothing more: the study panels fold into tabs rather than
    // ask for room, so opening one never makes the window grow.
    const int side = 8 * 24;
    return {board_->widthFor(side) + GAME_MIN, board_->heightFor(side)};
}

void Workspace::setOpen(Panel p, bool open)
{
    if (open_[p] == open)
        return;
    open_[p] = open;
    if (open)
        front_ = p;
    else if (open_[1 - p])
        front_ = Panel(1 - p);
    if (open)
        sideFront_ = frames_[p];
    else if (sideFront_ == frames_[p])
        sideFront_ = open_[1 - p] ? frames_[1 - p] : game_;
    relayout();
    emit panelsChanged();
    if (open)
        emit panelShown(p);
}

void Workspace::raisePanel(Panel p)
{
    if (!open_[p]) {
        setOpen(p, true);
        return;
    }
    const bool was = isShowing(p);
    front_ = p;
    sideFront_ = frames_[p];
    relayout();
    if (!was)
        emit panelShown(p);
}

void Workspace::setGameStrip(QWidget* strip)
{
    strip_ = strip;
    strip->setParent(this);
    strip->hide();
    relayout();
}

bool Workspace::isShowing(Panel p) const { return open_[p] && frames_[p]->isVisibleTo(this); }

void Workspace::setBoardShare(double share)
{
    if (!std::isfinite(share)) // a settings file can hold anything
        return;
    share = std::clamp(share, 0.25, 0.75);
    if (std::abs(share - boardShare_) < 1e-9)
        return;
    boardShare_ = share;
    relayout();
}

void Workspace::resizeEvent(QResizeEvent*) { relayout(); }

void Workspace::syncTabs()
{
    syncing_ = true;
    // Tabs are made again only when the list of panels changes (not at every resize), and the
    // game's close button, which a tab bar would keep as a hidden child, is deleted.
    auto fill = [](QTabBar* tabs, const QList<QPair<QString, int>>& entries, int current) {
        bool same = tabs->count() == entries.size();
        for (int i = 0; same && i < entries.size(); ++i)
            same = tabs->tabData(i).toInt() == entries[i].second;
        if (!same) {
            while (tabs->count() > 0)
                tabs->removeTab(0);
            for (const auto& [text, which] : entries) {
                const int i = tabs->addTab(text);
                tabs->setTabData(i, which);
                if (QWidget* close = which < 0 ? tabs->tabButton(i, QTabBar::RightSide) : nullptr) {
                    tabs->setTabButton(i, QTabBar::RightSide, nullptr); // the game cannot be closed
                    close->deleteLater();
                }
            }
        }
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->tabData(i).toInt() == current)
                tabs->setCurrentIndex(i);
    };
    QList<QPair<QString, int>> study;
    for (int p = 0; p < PANEL_NB; ++p)
        if (open_[p])
            study.append({tabTitle(Panel(p)), p});
    fill(studyTabs_, study, front_);
    QList<QPair<QString, int>> side {{tr("Game"), -1}};
    side.append(study);
    int sideCurrent = -1;
    for (int p = 0; p < PANEL_NB; ++p)
        if (sideFront_ == frames_[p])
            sideCurrent = p;
    fill(sideTabs_, side, sideCurrent);
    syncing_ = false;
}

void Workspace::relayout()
{
    const int W = width(), H = height();
    const bool study = open_[Tables] || open_[Inspector];
    const int gameW = std::clamp(int(std::lround(W * 0.24)), GAME_MIN, GAME_MAX);
    const int maxSide = board_->sideFor({W, H});
    auto boardWidthFor = [&](int side) { return board_->widthFor(side); };

    int studyW = 0, boardW = 0;
    mode_ = Mode::Columns;
    if (!study) {
        boardW = std::max(0, W - gameW);
    } else {
        // The board aims at its share of the width (at least MIN_SQUARE per square, at most what
        // the height allows); the study column gets the rest if that is enough for it.
        // Columns only while the board keeps COLUMNS_SQUARE (or all the height allows, if less).
        const int wanted = int(std::lround(W * boardShare_)) - boardWidthFor(0);
        const int floor = std::min(maxSide, 8 * COLUMNS_SQUARE);
        boardW = boardWidthFor(std::clamp(wanted / 8 * 8, floor, maxSide));
        studyW = W - gameW - boardW - HANDLE;
        if (studyW < STUDY_MIN) {
            mode_ = Mode::Tabs;
            studyW = 0;
            const int right = std::max(gameW, TABS_MIN);
            boardW = boardWidthFor(board_->sideFor({W - right, H}));
        }
    }

    // Tabs mode: the side column holds the game and the panels; the board takes the rest.
    const int sideX = mode_ == Mode::Tabs ? boardW : (study ? studyW + HANDLE + boardW : boardW);
    const int sideW = std::max(0, W - sideX);
    const int boardX = mode_ == Mode::Columns && study ? studyW + HANDLE : 0;
    board_->setGeometry(boardX, 0, std::min(boardW, W - boardX), H);

    stacked_ = mode_ == Mode::Columns && open_[Tables] && open_[Inspector] && H >= 2 * STACK_MIN;
    for (int p = 0; p < PANEL_NB; ++p)
        if (sideFront_ == frames_[p] && !open_[p])
            sideFront_ = game_;
    if (!open_[front_] && open_[1 - front_])
        front_ = Panel(1 - front_);
    syncTabs();

    // Which widgets show, and where.
    QWidget* shown[PANEL_NB] = {nullptr, nullptr};
    for (QWidget* h : headers_)
        h->hide();
    studyTabs_->hide();
    sideTabs_->hide();
    handle_->setVisible(mode_ == Mode::Columns && study);
    if (mode_ == Mode::Columns) {
        game_->setGeometry(sideX, 0, sideW, H);
        game_->show();
        if (study)
            handle_->setGeometry(studyW, 0, HANDLE, H);
        if (stacked_) {
            int y = 0;
            const int each = H / 2;
            for (int p = 0; p < PANEL_NB; ++p) {
                const int hh = headers_[p]->sizeHint().height();
                headers_[p]->setGeometry(0, y, studyW, hh);
                headers_[p]->show();
                frames_[p]->setGeometry(0, y + hh, studyW, (p == 0 ? each : H - each) - hh);
                shown[p] = frames_[p];
                y += each;
            }
        } else if (study) {
            int top = 0;
            if (open_[Tables] && open_[Inspector]) {
                const int th = studyTabs_->sizeHint().height();
                studyTabs_->setGeometry(0, 0, studyW, th);
                studyTabs_->show();
                top = th;
            } else {
                const Panel only = open_[Tables] ? Tables : Inspector;
                const int hh = headers_[only]->sizeHint().height();
                headers_[only]->setGeometry(0, 0, studyW, hh);
                headers_[only]->show();
                top = hh;
            }
            frames_[front_]->setGeometry(0, top, studyW, H - top);
            shown[front_] = frames_[front_];
        }
    } else {
        const int th = sideTabs_->sizeHint().height();
        sideTabs_->setGeometry(sideX, 0, sideW, th);
        sideTabs_->show();
        const bool strip = strip_ && sideFront_ != game_;
        const int sh = strip ? strip_->sizeHint().height() : 0;
        if (strip)
            strip_->setGeometry(sideX, H - sh, sideW, sh);
        const QRect page(sideX, th, sideW, H - th - sh);
        if (sideFront_ == game_) {
            game_->setGeometry(page);
        } else {
            for (int p = 0; p < PANEL_NB; ++p)
                if (sideFront_ == frames_[p]) {
                    frames_[p]->setGeometry(page);
                    shown[p] = frames_[p];
                }
        }
        game_->setVisible(sideFront_ == game_);
    }
    if (strip_)
        strip_->setVisible(mode_ == Mode::Tabs && sideFront_ != game_);
    for (int p = 0; p < PANEL_NB; ++p)
        frames_[p]->setVisible(shown[p] != nullptr);
}

} // namespace kdui
