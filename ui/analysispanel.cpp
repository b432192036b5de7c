#include "analysispanel.h"

#include "analyser.h"
#include "analysis.h"
#include "book/polyglot.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "enginepanel.h"
#include "fitlabel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeView>
#include <QVBoxLayout>

using namespace kd;

namespace kdui {

// --- AnalysisLinesModel ---------------------------------------------------------------------

void AnalysisLinesModel::setLines(const QVector<EngineLine>& lines)
{
    // The same number of rows most of the time: a data change, so the view keeps its selection.
    if (lines.size() == lines_.size()) {
        lines_ = lines;
        if (!lines_.isEmpty())
            emit dataChanged(index(0, 0), index(int(lines_.size()) - 1, COL_NB - 1));
        return;
    }
    beginResetModel();
    lines_ = lines;
    endResetModel();
}

void AnalysisLinesModel::refreshUnit()
{
    if (!lines_.isEmpty())
        emit dataChanged(index(0, ScoreCol), index(int(lines_.size()) - 1, ScoreCol));
}

int AnalysisLinesModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(lines_.size()); }

int AnalysisLinesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : COL_NB; }

QVariant AnalysisLinesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= lines_.size())
        return {};
    const EngineLine& line = lines_[index.row()];
    if (line.pv.empty())
        return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ScoreCol:
            return lineScoreText(line);
        case DepthCol:
            return QString::number(line.depth);
        case LineCol:
            return line.pvSan.join(QLatin1Char(' '));
        }
        break;
    case Qt::ToolTipRole:
        return tr("%1, depth %2/%3\n%4")
            .arg(lineScoreText(line))
            .arg(line.depth)
            .arg(line.seldepth)
            .arg(line.pvSan.join(QLatin1Char(' ')));
    case Qt::TextAlignmentRole:
        return int(index.column() == LineCol ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (index.column() == ScoreCol) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        break;
    }
    return {};
}

QVariant AnalysisLinesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ScoreCol:
        return tr("Score");
    case DepthCol:
        return tr("Depth");
    case LineCol:
        return tr("Line");
    }
    return {};
}

// --- AnalyserView ---------------------------------------------------------------------------

AnalyserView::AnalyserView(Analyser* analyser, const QColor& color, QWidget* parent)
    : QWidget(parent),
      analyser_(analyser),
      name_(new QLabel(this)),
      stats_(new FitLabel(this)),
      error_(new QLabel(this)),
      restart_(new QPushButton(tr("Restart"), this)),
      view_(new QTreeView(this)),
      model_(new AnalysisLinesModel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* header = new QHBoxLayout;
    header->setSpacing(6);
    auto* swatch = new QLabel(this);
    swatch->setFixedSize(10, 10);
    swatch->setStyleSheet(QStringLiteral("background: %1; border-radius: 5px;").arg(color.name()));
    QFont bold = name_->font();
    bold.setBold(true);
    name_->setFont(bold);
    // The name keeps its width; the depth and speed give way in a narrow column.
    name_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    stats_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    stats_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    header->addWidget(swatch);
    header->addWidget(name_);
    header->addWidget(stats_, 1);
    layout->addLayout(header);

    error_->setObjectName(QStringLiteral("analyserError"));
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("QLabel { color: #A4161A; }"));
    error_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* errorRow = new QHBoxLayout;
    errorRow->addWidget(error_, 1);
    errorRow->addWidget(restart_, 0, Qt::AlignTop);
    layout->addLayout(errorRow);
    error_->hide();
    restart_->hide();
    restart_->setToolTip(tr("Start the engine again and go on analysing"));
    connect(restart_, &QPushButton::clicked, this, [this] {
        if (analyser_)
            analyser_->restart();
    });

    view_->setModel(model_);
    view_->setRootIsDecorated(false);
    view_->setUniformRowHeights(true);
    view_->setHeaderHidden(true);
    view_->setSelectionMode(QAbstractItemView::NoSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view_->setTextElideMode(Qt::ElideRight);
    view_->header()->setStretchLastSection(true);
    view_->header()->setSectionResizeMode(AnalysisLinesModel::ScoreCol, QHeaderView::Fixed);
    view_->header()->setSectionResizeMode(AnalysisLinesModel::DepthCol, QHeaderView::Fixed);
    const QFontMetrics fm(bold);
    view_->header()->resizeSection(AnalysisLinesModel::ScoreCol, fm.horizontalAdvance(QStringLiteral("+00.00↑")) + 8);
    view_->header()->resizeSection(AnalysisLinesModel::DepthCol, fm.horizontalAdvance(QStringLiteral("000")) + 8);
    view_->setToolTip(tr("Double-click a line to play its first move"));
    connect(view_, &QTreeView::doubleClicked, this, [this](const QModelIndex& index) {
        if (index.row() < model_->lines().size() && !model_->lines()[index.row()].pv.empty())
            emit moveChosen(model_->lines()[index.row()].pv.front());
    });
    layout->addWidget(view_);
    setRows(3);
    refresh();
}

void AnalyserView::setRows(int rows)
{
    const int row = std::max(view_->fontMetrics().height() + 4, 18);
    view_->setFixedHeight(row * rows + 2 * view_->frameWidth() + 2);
}

QLabel* AnalyserView::statsLabel() const { return stats_; }

QString AnalyserView::headerText() const { return name_->text() + QLatin1Char(' ') + stats_->text(); }

QString AnalyserView::errorText() const
{
    return error_->isVisible() || !error_->isHidden() ? error_->text() : QString();
}

void AnalyserView::refresh()
{
    if (!analyser_)
        return;
    name_->setText(analyser_->name());
    const QString model = analyser_->lines().isEmpty() ? QString() : analyser_->lines().front().model;
    name_->setToolTip(model.isEmpty() ? analyser_->name() : tr("%1 with the %2 model").arg(analyser_->name(), model));
    const QVector<EngineLine>& lines = analyser_->lines();
    model_->setLines(lines);
    QString stats, brief;
    switch (analyser_->state()) {
    case Analyser::State::Idle:
        stats = lines.isEmpty() ? tr("stopped") : tr("stopped · depth %1").arg(lines.front().depth);
        brief = lines.isEmpty() ? stats : tr("stopped · %1").arg(lines.front().depth);
        break;
    case Analyser::State::Starting:
        stats = tr("starting…");
        break;
    case Analyser::State::Running:
        if (analyser_->hasRoot() && MoveList(analyser_->root()).size() == 0) {
            stats = analyser_->root().checkers() ? tr("checkmate: no move to analyse")
                                                 : tr("stalemate: no move to analyse");
            brief = analyser_->root().checkers() ? tr("checkmate") : tr("stalemate");
        } else if (lines.isEmpty()) {
            stats = tr("thinking…");
        } else {
            stats = tr("depth %1 · %2 n/s").arg(lines.front().depth).arg(humanCount(lines.front().nps));
            brief = tr("d%1 · %2").arg(lines.front().depth).arg(humanCount(lines.front().nps));
        }
        break;
    case Analyser::State::Failed:
        stats = tr("stopped");
        break;
    }
    stats_->setTexts(stats, brief);
    const bool failed = analyser_->state() == Analyser::State::Failed;
    error_->setText(failed ? analyser_->error() : QString());
    error_->setToolTip(error_->text()); // whole, where a short panel cuts the wrapped text
    error_->setVisible(failed);
    restart_->setVisible(failed);
}

// --- AnalysisPanel --------------------------------------------------------------------------

AnalysisPanel::AnalysisPanel(Analysis* analysis, QWidget* parent)
    : QWidget(parent),
      analysis_(analysis),
      engines_(new QComboBox(this)),
      lines_(new QSpinBox(this)),
      go_(new QPushButton(this)),
      viewsBox_(new QWidget(this)),
      book_(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(4);
    auto* controls = new QHBoxLayout;
    controls->setSpacing(4);
    engines_->setObjectName(QStringLiteral("analysisEngines"));
    engines_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    engines_->setMinimumContentsLength(8);
    engines_->setToolTip(tr("Who analyses: Kandinsky, an engine, or both side by side"));
    lines_->setObjectName(QStringLiteral("analysisLines"));
    lines_->setRange(1, Analyser::MAX_LINES);
    lines_->setValue(analysis_->multiPV());
    lines_->setSuffix(tr(" lines"));
    lines_->setToolTip(tr("How many best moves each engine shows (MultiPV)"));
    go_->setObjectName(QStringLiteral("analysisGo"));
    // The engines on a row of their own ("Kandinsky + Stockfish 15.1" is long), then the count and
    // the button.
    layout->addWidget(engines_);
    controls->addWidget(lines_);
    controls->addStretch(1);
    controls->addWidget(go_);
    layout->addLayout(controls);
    auto* views = new QVBoxLayout(viewsBox_);
    views->setContentsMargins(0, 0, 0, 0);
    views->setSpacing(6);
    layout->addWidget(viewsBox_);
    // The opening book's moves for the viewed position, under the lines: each a link that plays it.
    book_->setObjectName(QStringLiteral("analysisBook"));
    book_->setWordWrap(true);
    book_->setTextFormat(Qt::RichText);
    book_->setFixedHeight(2 * fontMetrics().lineSpacing() + 4); // two lines, so nothing moves
    book_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(book_);
    connect(book_, &QLabel::linkActivated, this, [this](const QString& link) {
        const Position& pos = analysis_->game()->viewPosition();
        if (const Result<Move> m = parseUci(pos, link.toStdString()); m)
            emit moveChosen(*m);
    });
    connect(analysis_->game(), &GameController::gameChanged, this, &AnalysisPanel::refreshBook);
    connect(analysis_->game(), &GameController::bookChanged, this, &AnalysisPanel::refreshBook);
    refreshBook();

    connect(lines_, &QSpinBox::valueChanged, this, [this](int n) {
        analysis_->setMultiPV(n);
        for (AnalyserView* v : views_)
            v->setRows(n);
    });
    connect(go_, &QPushButton::clicked, this, [this] { analysis_->setActive(!analysis_->active()); });
    connect(engines_, &QComboBox::activated, this, [this](int index) {
        const QVariant choice = engines_->itemData(index);
        if (!choice.isValid()) { // "Engines…"
            setChoice(analysis_->external() ? externalChoice() : -1, analysis_->usesKandinsky());
            emit manageEngines();
            return;
        }
        emit enginesChosen(choice.toPoint().x(), choice.toPoint().y() != 0);
    });
    connect(analysis_, &Analysis::analysersChanged, this, [this] {
        rebuild();
        syncGo();
    });
    connect(analysis_, &Analysis::linesChanged, this, [this](Analyser* a) {
        for (AnalyserView* v : views_)
            if (v->analyser() == a)
                v->refresh();
    });
    connect(analysis_, &Analysis::stateChanged, this, [this](Analyser* a) {
        for (AnalyserView* v : views_)
            if (v->analyser() == a)
                v->refresh();
    });
    setEngineNames({});
    rebuild();
    syncGo();
}

void AnalysisPanel::setEngineNames(const QStringList& names)
{
    engineNames_ = names;
    const int external = externalChoice();
    const bool with = withKandinsky();
    engines_->clear();
    engines_->addItem(tr("Kandinsky"), QPoint(-1, 1));
    for (int i = 0; i < names.size(); ++i) {
        engines_->addItem(names[i], QPoint(i, 0));
        engines_->addItem(tr("Kandinsky + %1").arg(names[i]), QPoint(i, 1));
    }
    engines_->insertSeparator(engines_->count());
    engines_->addItem(tr("Engines…"));
    setChoice(external, with);
}

void AnalysisPanel::setChoice(int external, bool withKandinsky)
{
    const QPoint wanted(external, external < 0 || withKandinsky ? 1 : 0);
    for (int i = 0; i < engines_->count(); ++i)
        if (engines_->itemData(i).isValid() && engines_->itemData(i).toPoint() == wanted) {
            engines_->setCurrentIndex(i);
            return;
        }
    engines_->setCurrentIndex(0);
}

int AnalysisPanel::externalChoice() const
{
    const QVariant current = engines_->currentData();
    return current.isValid() ? current.toPoint().x() : -1;
}

bool AnalysisPanel::withKandinsky() const
{
    const QVariant current = engines_->currentData();
    return !current.isValid() || current.toPoint().y() != 0;
}

void AnalysisPanel::rebuild()
{
    const QList<Analyser*> analysers = analysis_->analysers();
    QList<Analyser*> shown;
    for (AnalyserView* v : views_)
        shown << v->analyser();
    if (shown == analysers)
        return;
    qDeleteAll(views_);
    views_.clear();
    for (Analyser* a : analysers) {
        auto* view = new AnalyserView(a, analysis_->colorOf(a), viewsBox_);
        view->setRows(lines_->value());
        connect(view, &AnalyserView::moveChosen, this, &AnalysisPanel::moveChosen);
        viewsBox_->layout()->addWidget(view);
        views_ << view;
    }
}

void AnalysisPanel::syncGo()
{
    go_->setText(analysis_->active() ? tr("Stop") : tr("Go"));
    go_->setToolTip(analysis_->active() ? tr("Stop analysing") : tr("Analyse the position on the board"));
    for (AnalyserView* v : views_)
        v->refresh();
}

void AnalysisPanel::refreshUnit()
{
    for (AnalyserView* v : views_)
        v->model()->refreshUnit();
}

void AnalysisPanel::refreshBook()
{
    const std::shared_ptr<const PolyglotBook>& book = analysis_->game()->book();
    book_->setVisible(bool(book));
    if (!book)
        return;
    const Position& pos = analysis_->game()->viewPosition();
    const std::vector<BookMove> moves = book->moves(pos);
    int total = 0;
    for (const BookMove& b : moves)
        total += b.weight;
    // The moves worth naming (at least half a percent of the weight), at most SHOWN of them as
    // links; the rest, and every move, in the tooltip.
    constexpr int SHOWN = 6;
    QStringList items, all;
    int hidden = 0;
    for (const BookMove& b : moves) {
        const QString san = QString::fromStdString(toSan(pos, b.move));
        const double percent = total > 0 ? 100.0 * b.weight / total : 0.0;
        const QString share = QLocale().toString(percent, 'f', 0) + QLatin1Char('%');
        all << (b.weight > 0 ? tr("%1 %2").arg(san, share) : tr("%1 (never played)").arg(san));
        if (percent < 0.5 || items.size() == SHOWN) {
            ++hidden;
            continue;
        }
        items << QStringLiteral("<a href=\"%1\">%2</a>&nbsp;%3")
                     .arg(QString::fromStdString(toUci(b.move)), san.toHtmlEscaped(), share);
    }
    if (hidden > 0 && !items.isEmpty())
        items << tr("%n more", nullptr, hidden);
    book_->setText(moves.empty() ? tr("<b>Book:</b> out of book")
            : items.isEmpty()    ? tr("<b>Book:</b> only moves it never plays")
                                 : tr("<b>Book:</b> %1").arg(items.join(QStringLiteral(" · "))));
    book_->setToolTip(tr("The opening book %1 for this position: %2. Click a move to play it.")
                          .arg(QString::fromStdString(book->name()),
                              all.isEmpty() ? tr("no moves") : all.join(QStringLiteral(", "))));
}

QSize AnalysisPanel::sizeHint() const { return {280, QWidget::sizeHint().height()}; }

} // namespace kdui
