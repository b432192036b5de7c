#include "enginemanagerdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace kdui {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

// A probe's answer, carried from the worker thread (kd::Result has no empty state for QFuture).
struct ProbeOutcome {
    bool ok = false;
    QString error;
    EngineConfig config;
};

ProbeOutcome runProbe(const QString& path, const QStringList& args, int timeoutMs)
{
    kd::Result<EngineConfig> r = EngineList::probe(path, args, timeoutMs);
    ProbeOutcome out;
    out.ok = r.ok();
    if (r)
        out.config = std::move(r).value();
    else
        out.error = qs(r.error());
    return out;
}

// Arguments as QProcess::splitCommand reads them back: one with a space or a quote is quoted, a
// quote in it tripled.
QString joinedArguments(const QStringList& args)
{
    QStringList words;
    for (QString a : args) {
        if (a.isEmpty() || a.contains(QLatin1Char(' ')) || a.contains(QLatin1Char('"'))
            || a.contains(QLatin1Char('\t')))
            a = QLatin1Char('"') + a.replace(QLatin1String("\""), QLatin1String("\"\"\"")) + QLatin1Char('"');
        words << a;
    }
    return words.join(QLatin1Char(' '));
}

QString optionCount(qsizetype n) { return n == 1 ? QObject::tr("1 option") : QObject::tr("%1 options").arg(n); }

// An engine's row: its name, and its program under it (marked when it is no longer there).
void fillItem(QTreeWidgetItem* item, const EngineConfig& c)
{
    const QString path = QDir::toNativeSeparators(c.path);
    const QFileInfo program(c.path);
    const bool there = program.isFile() && program.isExecutable();
    item->setText(0, c.name + QLatin1Char('\n') + (there ? path : QObject::tr("%1 (not found)").arg(path)));
    item->setData(0, Qt::UserRole, c.id);
    item->setToolTip(0,
        there ? path
              : QObject::tr("%1 is not there any more, or is not executable: the engine cannot start").arg(path));
    item->setForeground(0, there ? QBrush() : QBrush(QColor(0xb3, 0x26, 0x1e)));
}

// A String option that names a file or a folder gets a "…" button.
enum class PathKind { None, File, Folder };
PathKind pathKind(const QString& name)
{
    if (name.contains(QLatin1String("file"), Qt::CaseInsensitive))
        return PathKind::File;
    if (name.contains(QLatin1String("path"), Qt::CaseInsensitive)
        || name.contains(QLatin1String("dir"), Qt::CaseInsensitive)
        || name.contains(QLatin1String("folder"), Qt::CaseInsensitive))
        return PathKind::Folder;
    return PathKind::None;
}

// "spin, 1 to 4096, default 16": the tooltip of an option's name.
QString describe(const kd::UciOptionDecl& d)
{
    const QString type = qs(std::string(kd::UciOptionDecl::typeName(d.type)));
    switch (d.type) {
    case kd::UciOptionDecl::Spin:
        return QObject::tr("%1 (spin): a number from %2 to %3, default %4")
            .arg(qs(d.name))
            .arg(d.min)
            .arg(d.max)
            .arg(qs(d.defaultValue));
    case kd::UciOptionDecl::Combo: {
        QStringList vars;
        for (const std::string& v : d.vars)
            vars << qs(v);
        return QObject::tr("%1 (combo): one of %2, default %3")
            .arg(qs(d.name), vars.join(QStringLiteral(", ")), qs(d.defaultValue));
    }
    case kd::UciOptionDecl::String:
        return QObject::tr("%1 (string), default %2")
            .arg(qs(d.name), d.defaultValue.empty() ? QObject::tr("empty") : qs(d.defaultValue));
    case kd::UciOptionDecl::Check:
        return QObject::tr("%1 (check), default %2").arg(qs(d.name), qs(d.defaultValue));
    case kd::UciOptionDecl::Button:
        break;
    }
    return QObject::tr("%1 (%2)").arg(qs(d.name), type);
}

} // namespace

// EngineManagerDialog -----------------------------------------------------------------------------

EngineManagerDialog::EngineManagerDialog(EngineList* engines, QWidget* parent)
    : QDialog(parent),
      engines_(engines),
      list_(new QTreeWidget),
      add_(new QPushButton(tr("&Add…"))),
      remove_(new QPushButton(tr("&Remove"))),
      pages_(new QStackedWidget),
      emptyText_(new QLabel),
      name_(new QLineEdit),
      idName_(new QLabel),
      author_(new QLabel),
      path_(new QLineEdit),
      args_(new QLineEdit),
      optionsTitle_(new QLabel),
      optionsArea_(new QScrollArea),
      restore_(new QPushButton(tr("Restore &defaults"))),
      reprobe_(new QPushButton(tr("&Probe again"))),
      status_(new QLabel),
      busy_(new QProgressBar),
      cancel_(new QPushButton(tr("&Cancel")))
{
    setWindowTitle(tr("Engines"));
    setObjectName(QStringLiteral("engineManager"));

    // The list of engines, with Add and Remove under it.
    list_->setObjectName(QStringLiteral("engineList"));
    // One column, two lines an engine (its name, its program), elided in the middle when narrow.
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setHeaderHidden(true);
    list_->setRootIsDecorated(false);
    list_->setColumnCount(1);
    list_->header()->setStretchLastSection(true);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list_->setTextElideMode(Qt::ElideMiddle);
    list_->setMinimumWidth(150);
    add_->setObjectName(QStringLiteral("addEngine"));
    add_->setToolTip(tr("Choose an engine program; Kandinsky starts it once to read its name and options"));
    remove_->setObjectName(QStringLiteral("removeEngine"));
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(list_, 1);
    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(add_);
    listButtons->addWidget(remove_);
    listButtons->addStretch(1);
    leftLayout->addLayout(listButtons);

    // The selected engine: what it declared, its command, the name shown, its options.
    emptyText_->setWordWrap(true);
    emptyText_->setAlignment(Qt::AlignCenter);
    emptyText_->setText(tr("No engines yet.\n\nAdd… a UCI chess engine program, such as Stockfish "
                           "(/usr/games/stockfish once the stockfish package is installed)."));
    name_->setObjectName(QStringLiteral("engineName"));
    name_->setToolTip(tr("The name Kandinsky shows for this engine; empty: the name the engine declares"));
    idName_->setObjectName(QStringLiteral("engineIdName"));
    author_->setObjectName(QStringLiteral("engineAuthor"));
    for (QLabel* l : {idName_, author_}) {
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        l->setWordWrap(true);
    }
    path_->setObjectName(QStringLiteral("enginePath"));
    path_->setReadOnly(true);
    args_->setObjectName(QStringLiteral("engineArgs"));
    args_->setPlaceholderText(tr("none"));
    args_->setToolTip(tr("Command-line arguments for the program, separated by spaces (quote one that holds "
                         "spaces); Probe again reads the options it declares with them"));
    auto* details = new QFormLayout;
    details->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    details->setRowWrapPolicy(QFormLayout::DontWrapRows);
    details->addRow(tr("&Name:"), name_);
    details->addRow(tr("Engine:"), idName_);
    details->addRow(tr("Author:"), author_);
    details->addRow(tr("Program:"), path_);
    details->addRow(tr("A&rguments:"), args_);

    optionsArea_->setObjectName(QStringLiteral("engineOptions"));
    optionsArea_->setWidgetResizable(true);
    optionsArea_->setFrameShape(QFrame::NoFrame);
    restore_->setObjectName(QStringLiteral("restoreDefaults"));
    restore_->setToolTip(tr("Set every option back to the value the engine declares as its default"));
    reprobe_->setObjectName(QStringLiteral("probeAgain"));
    reprobe_->setToolTip(tr("Start the program again to read its name and options (after an update of the "
                            "engine); values that still fit are kept"));
    options_ = new QGroupBox(tr("Options"));
    options_->setToolTip(tr("The options as the engine declares them. A value changed from the default is shown in "
                            "bold and is set each time the engine starts."));
    auto* optionsLayout = new QVBoxLayout(options_);
    optionsTitle_->setWordWrap(true);
    optionsLayout->addWidget(optionsTitle_);
    optionsLayout->addWidget(optionsArea_, 1);
    auto* optionButtons = new QHBoxLayout;
    optionButtons->addWidget(restore_);
    optionButtons->addStretch(1);
    optionButtons->addWidget(reprobe_);
    optionsLayout->addLayout(optionButtons);

    auto* detailPage = new QWidget;
    auto* detailLayout = new QVBoxLayout(detailPage);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addLayout(details);
    detailLayout->addWidget(options_, 1);
    pages_->addWidget(emptyText_);
    pages_->addWidget(detailPage);

    auto* split = new QSplitter;
    split->setChildrenCollapsible(false);
    split->addWidget(left);
    split->addWidget(pages_);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);

    // The status line (probing, errors), and Close.
    status_->setObjectName(QStringLiteral("engineStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    busy_->setRange(0, 0);
    busy_->setMaximumWidth(90);
    busy_->setTextVisible(false);
    busy_->hide();
    cancel_->setObjectName(QStringLiteral("cancelProbe"));
    cancel_->setToolTip(tr("Stop waiting for this engine"));
    cancel_->hide();
    status_->hide();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(busy_);
    bottom->addWidget(cancel_);
    bottom->addStretch(1);
    bottom->addWidget(buttons);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addWidget(status_);
    layout->addLayout(bottom);

    connect(add_, &QPushButton::clicked, this, &EngineManagerDialog::chooseProgram);
    connect(remove_, &QPushButton::clicked, this, [this] { removeSelected(true); });
    list_->installEventFilter(this); // Delete in the list removes the selected engine
    connect(restore_, &QPushButton::clicked, this, &EngineManagerDialog::restoreDefaults);
    connect(reprobe_, &QPushButton::clicked, this, &EngineManagerDialog::probeAgain);
    connect(cancel_, &QPushButton::clicked, this, &EngineManagerDialog::cancelProbe);
    connect(list_, &QTreeWidget::currentItemChanged, this, &EngineManagerDialog::showSelected);
    connect(name_, &QLineEdit::editingFinished, this, &EngineManagerDialog::nameEdited);
    connect(args_, &QLineEdit::editingFinished, this, &EngineManagerDialog::argumentsEdited);
    connect(engines_, &EngineList::changed, this, [this] {
        if (updating_) {
            // The dialog's own edit: the rows' names follow, the form (and its focus) stays.
            for (int i = 0; i < list_->topLevelItemCount(); ++i)
                if (const EngineConfig* c = engines_->find(list_->topLevelItem(i)->data(0, Qt::UserRole).toString()))
                    fillItem(list_->topLevelItem(i), *c);
            return;
        }
        rebuildList();
    });

    // Return commits the value being typed; it must not also press Add… or Close.
    for (QPushButton* b : findChildren<QPushButton*>())
        b->setAutoDefault(false);

    rebuildList();
    resize(860, 560);
}

EngineManagerDialog::~EngineManagerDialog()
{
    // QDialog's destructor hides the dialog once this part is gone, and the field losing the focus
    // then says editingFinished: it must not call back into a half-destroyed dialog.
    for (QObject* sender : findChildren<QObject*>())
        QObject::disconnect(sender, nullptr, this, nullptr);
    if (engines_)
        QObject::disconnect(engines_, nullptr, this, nullptr);
}

bool EngineManagerDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == list_ && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent*>(event)->matches(QKeySequence::Delete)) {
        removeSelected(true);
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

const EngineConfig* EngineManagerDialog::selected() const { return engines_->find(currentId()); }

QString EngineManagerDialog::currentId() const
{
    const QTreeWidgetItem* item = list_->currentItem();
    return item ? item->data(0, Qt::UserRole).toString() : QString();
}

void EngineManagerDialog::selectEngine(const QString& id)
{
    for (int i = 0; i < list_->topLevelItemCount(); ++i)
        if (list_->topLevelItem(i)->data(0, Qt::UserRole).toString() == id)
            list_->setCurrentItem(list_->topLevelItem(i));
}

QString EngineManagerDialog::statusText() const { return status_->text(); }

QWidget* EngineManagerDialog::optionEditor(const QString& name) const
{
    for (auto it = editors_.cbegin(); it != editors_.cend(); ++it)
        if (it.key().compare(name, Qt::CaseInsensitive) == 0)
            return it.value();
    return nullptr;
}

QToolButton* EngineManagerDialog::resetButton(const QString& name) const
{
    for (auto it = resets_.cbegin(); it != resets_.cend(); ++it)
        if (it.key().compare(name, Qt::CaseInsensitive) == 0)
            return it.value();
    return nullptr;
}

QLabel* EngineManagerDialog::optionLabel(const QString& name) const
{
    for (auto it = labels_.cbegin(); it != labels_.cend(); ++it)
        if (it.key().compare(name, Qt::CaseInsensitive) == 0)
            return it.value();
    return nullptr;
}

void EngineManagerDialog::setStatus(const QString& text, bool error)
{
    status_->setText(text);
    status_->setVisible(!text.isEmpty());
    status_->setStyleSheet(error ? QStringLiteral("color: #b3261e;") : QString());
}

void EngineManagerDialog::setProbing(bool on, const QString& text)
{
    probing_ = on;
    busy_->setVisible(on);
    cancel_->setVisible(on);
    add_->setEnabled(!on);
    reprobe_->setEnabled(!on && selected());
    if (on)
        setStatus(text, false);
}

void EngineManagerDialog::rebuildList()
{
    const QString keep = currentId();
    {
        const QSignalBlocker block(list_);
        list_->clear();
        for (const EngineConfig& c : engines_->all()) {
            fillItem(new QTreeWidgetItem(list_), c);
        }
        QTreeWidgetItem* current = list_->topLevelItem(0);
        for (int i = 0; i < list_->topLevelItemCount(); ++i)
            if (list_->topLevelItem(i)->data(0, Qt::UserRole).toString() == keep)
                current = list_->topLevelItem(i);
        list_->setCurrentItem(current);
    }
    showSelected();
}

void EngineManagerDialog::showSelected()
{
    const EngineConfig* c = selected();
    remove_->setEnabled(c);
    reprobe_->setEnabled(c && !probing_);
    if (!c) {
        pages_->setCurrentIndex(0);
        shownId_.clear();
        buildOptions(EngineConfig {});
        return;
    }
    pages_->setCurrentIndex(1);
    shownId_ = c->id;
    name_->setText(c->name);
    name_->setPlaceholderText(c->idName);
    idName_->setText(c->idName.isEmpty() ? tr("(no name declared)") : c->idName);
    author_->setText(c->author.isEmpty() ? tr("(not declared)") : c->author);
    path_->setText(QDir::toNativeSeparators(c->path));
    path_->setCursorPosition(0);
    path_->setToolTip(QDir::toNativeSeparators(c->path));
    args_->setText(joinedArguments(c->args));
    buildOptions(*c);
}

void EngineManagerDialog::buildOptions(const EngineConfig& config)
{
    editors_.clear();
    labels_.clear();
    resets_.clear();
    delete optionsArea_->takeWidget();
    optionsForm_ = new QWidget;
    auto* grid = new QGridLayout(optionsForm_);
    grid->setColumnStretch(1, 1);
    grid->setVerticalSpacing(4);
    options_->setTitle(tr("Options (%1)").arg(config.declared.size()));
    optionsTitle_->setText(tr("The engine declares no options."));
    optionsTitle_->setVisible(config.declared.isEmpty());
    restore_->setEnabled(!config.values.isEmpty());
    int row = 0;
    for (const kd::UciOptionDecl& d : config.declared) {
        const QString name = qs(d.name);
        auto* label = new QLabel(name);
        label->setToolTip(describe(d));
        QWidget* editor = nullptr;
        QWidget* extra = nullptr; // a String's "…" button
        switch (d.type) {
        case kd::UciOptionDecl::Spin: {
            auto* spin = new QSpinBox; // a range beyond int is clamped to it (uciSpinValue)
            spin->setRange(uciSpinValue(QString::number(d.min), d), uciSpinValue(QString::number(d.max), d));
            spin->setKeyboardTracking(false); // a typed number counts once it is complete
            spin->setMinimumWidth(spin->fontMetrics().horizontalAdvance(QStringLiteral("0000000000")));
            spin->setToolTip(describe(d));
            connect(
                spin, &QSpinBox::valueChanged, this, [this, name](int v) { optionEdited(name, QString::number(v)); });
            editor = spin;
            break;
        }
        case kd::UciOptionDecl::Check: {
            auto* box = new QCheckBox;
            connect(box, &QCheckBox::toggled, this,
                [this, name](bool on) { optionEdited(name, on ? QStringLiteral("true") : QStringLiteral("false")); });
            editor = box;
            break;
        }
        case kd::UciOptionDecl::Combo: {
            auto* combo = new QComboBox;
            combo->setMinimumWidth(combo->fontMetrics().horizontalAdvance(QStringLiteral("0000000000")));
            for (const std::string& v : d.vars)
                combo->addItem(qs(v));
            connect(combo, &QComboBox::currentIndexChanged, this, [this, name, combo](int i) {
                if (i >= 0)
                    optionEdited(name, combo->itemText(i));
            });
            editor = combo;
            break;
        }
        case kd::UciOptionDecl::String: {
            auto* edit = new QLineEdit;
            edit->setPlaceholderText(tr("(empty)"));
            connect(edit, &QLineEdit::editingFinished, this, [this, name, edit] {
                const EngineConfig* c = engines_->find(shownId_);
                if (c && edit->text() != c->value(name))
                    optionEdited(name, edit->text());
            });
            editor = edit;
            const PathKind kind = pathKind(name);
            if (kind != PathKind::None) {
                auto* browse = new QToolButton;
                browse->setText(QStringLiteral("…"));
                browse->setObjectName(QStringLiteral("browse:") + name);
                browse->setToolTip(kind == PathKind::File ? tr("Choose a file") : tr("Choose a folder"));
                connect(browse, &QToolButton::clicked, this, [this, name, edit, kind] {
                    const QString start = QFileInfo(edit->text()).absolutePath();
                    const QString chosen = kind == PathKind::File
                        ? QFileDialog::getOpenFileName(this, name, start)
                        : QFileDialog::getExistingDirectory(this, name, edit->text().isEmpty() ? start : edit->text());
                    if (chosen.isEmpty())
                        return;
                    edit->setText(QDir::toNativeSeparators(chosen));
                    optionEdited(name, edit->text());
                });
                extra = browse;
            }
            break;
        }
        case kd::UciOptionDecl::Button: {
            // There is no running engine here to press the button on: what can be chosen is to
            // press it each time the engine starts, before its first search.
            auto* button = new QPushButton(tr("Press at start"));
            button->setAutoDefault(false);
            button->setCheckable(true);
            button->setToolTip(tr("\u201c%1\u201d is a button: it acts on a running engine. Checked, Kandinsky "
                                  "presses it each time it starts this engine, right after setting the options.")
                                   .arg(name));
            connect(button, &QPushButton::toggled, this,
                [this, name](bool on) { optionEdited(name, on ? QStringLiteral("true") : QStringLiteral("false")); });
            editor = button;
            break;
        }
        }
        editor->setObjectName(QStringLiteral("option:") + name);
        auto* reset = new QToolButton;
        reset->setObjectName(QStringLiteral("reset:") + name);
        reset->setIcon(style()->standardIcon(QStyle::SP_DialogResetButton));
        reset->setAutoRaise(true);
        reset->setToolTip(d.type == kd::UciOptionDecl::Button
                ? tr("Do not press it at start")
                : tr("Back to the default, %1").arg(d.defaultValue.empty() ? tr("empty") : qs(d.defaultValue)));
        QSizePolicy keep = reset->sizePolicy();
        keep.setRetainSizeWhenHidden(true); // the rows do not shift as a value leaves its default
        reset->setSizePolicy(keep);
        connect(reset, &QToolButton::clicked, this, [this, name] {
            const EngineConfig* c = engines_->find(shownId_);
            const kd::UciOptionDecl* decl = c ? c->option(name) : nullptr;
            if (!decl)
                return;
            const QString value
                = decl->type == kd::UciOptionDecl::Button ? QStringLiteral("false") : qs(decl->defaultValue);
            optionEdited(name, value);
            if (const EngineConfig* now = engines_->find(shownId_))
                setEditorValue(*decl, now->value(name));
        });
        label->setBuddy(editor);
        // Text takes the row's width; a number, a choice, a box or a button keeps its own, with the
        // reset button beside it.
        auto* cell = new QWidget;
        auto* h = new QHBoxLayout(cell);
        h->setContentsMargins(0, 0, 0, 0);
        h->setSpacing(2);
        const bool wide = d.type == kd::UciOptionDecl::String;
        h->addWidget(editor, wide ? 1 : 0);
        if (extra)
            h->addWidget(extra);
        h->addWidget(reset);
        if (!wide)
            h->addStretch(1);
        grid->addWidget(label, row, 0);
        grid->addWidget(cell, row, 1);
        editors_.insert(name, editor);
        labels_.insert(name, label);
        resets_.insert(name, reset);
        setEditorValue(d, config.value(name));
        refreshOptionRow(config, name);
        ++row;
    }
    grid->setRowStretch(row, 1);
    optionsArea_->setWidget(optionsForm_);
}

void EngineManagerDialog::setEditorValue(const kd::UciOptionDecl& d, const QString& value)
{
    QWidget* editor = editors_.value(qs(d.name));
    if (!editor)
        return;
    const QSignalBlocker block(editor);
    if (auto* spin = qobject_cast<QSpinBox*>(editor))
        spin->setValue(uciSpinValue(value, d));
    else if (auto* box = qobject_cast<QCheckBox*>(editor))
        box->setChecked(uciBool(value));
    else if (auto* combo = qobject_cast<QComboBox*>(editor))
        combo->setCurrentIndex(combo->findText(value, Qt::MatchFixedString));
    else if (auto* edit = qobject_cast<QLineEdit*>(editor))
        edit->setText(value);
    else if (auto* button = qobject_cast<QPushButton*>(editor))
        button->setChecked(uciBool(value));
}

void EngineManagerDialog::refreshOptionRow(const EngineConfig& config, const QString& name)
{
    const kd::UciOptionDecl* d = config.option(name);
    QLabel* label = labels_.value(name);
    QToolButton* reset = resets_.value(name);
    if (!d || !label || !reset)
        return;
    const bool changed = config.values.contains(qs(d->name));
    QFont f = label->font();
    f.setBold(changed);
    label->setFont(f);
    reset->setVisible(changed);
    restore_->setEnabled(!config.values.isEmpty());
}

void EngineManagerDialog::optionEdited(const QString& name, const QString& value)
{
    const EngineConfig* current = engines_->find(shownId_);
    if (!current)
        return;
    EngineConfig c = *current;
    if (kd::Result<void> set = c.setValue(name, value); !set) {
        setStatus(qs(set.error()), true);
        if (const kd::UciOptionDecl* d = c.option(name))
            setEditorValue(*d, c.value(name));
        return;
    }
    updating_ = true;
    (void)engines_->update(c);
    updating_ = false;
    refreshOptionRow(c, name);
}

void EngineManagerDialog::nameEdited()
{
    const EngineConfig* current = engines_->find(shownId_);
    if (!current || name_->text().trimmed() == current->name)
        return;
    EngineConfig c = *current;
    c.name = name_->text().trimmed(); // empty: the declared name (EngineList::update)
    updating_ = true;
    (void)engines_->update(c);
    updating_ = false;
    name_->setText(engines_->find(c.id)->name);
}

void EngineManagerDialog::argumentsEdited()
{
    const EngineConfig* current = engines_->find(shownId_);
    if (!current)
        return;
    const QStringList args = QProcess::splitCommand(args_->text());
    if (args == current->args)
        return;
    EngineConfig c = *current;
    c.args = args;
    updating_ = true;
    (void)engines_->update(c);
    updating_ = false;
    setStatus(
        tr("The arguments of %1 changed; Probe again reads the options the engine declares with them.").arg(c.name),
        false);
}

void EngineManagerDialog::restoreDefaults()
{
    const EngineConfig* current = engines_->find(shownId_);
    if (!current || current->values.isEmpty())
        return;
    EngineConfig c = *current;
    c.values.clear();
    updating_ = true;
    (void)engines_->update(c);
    updating_ = false;
    buildOptions(c);
    setStatus(tr("The options of %1 are back to their defaults.").arg(c.name), false);
}

void EngineManagerDialog::removeSelected(bool confirm)
{
    const EngineConfig* c = selected();
    if (!c)
        return;
    const QString id = c->id, name = c->name;
    if (confirm
        && QMessageBox::question(this, tr("Remove engine"),
               tr("Remove %1 from the list of engines? The program itself stays installed.").arg(name),
               QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            != QMessageBox::Yes)
        return;
    engines_->remove(id);
    setStatus(tr("%1 was removed from the list.").arg(name), false);
}

void EngineManagerDialog::chooseProgram()
{
    QString dir = QStringLiteral("/usr/games");
    if (!QFileInfo(dir).isDir())
        dir = QDir::homePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a UCI engine program"), dir);
    if (!path.isEmpty())
        addEngine(path);
}

bool EngineManagerDialog::addEngine(const QString& path, const QStringList& args)
{
    if (probing_) {
        setStatus(tr("Wait for the engine being probed, or cancel it, before adding another."), true);
        return false;
    }
    EngineConfig wanted;
    wanted.path = QFileInfo(path).absoluteFilePath();
    wanted.args = args;
    for (const EngineConfig& c : engines_->all()) {
        const QFileInfo a(c.path), b(wanted.path);
        const QString ca = a.canonicalFilePath().isEmpty() ? a.absoluteFilePath() : a.canonicalFilePath();
        const QString cb = b.canonicalFilePath().isEmpty() ? b.absoluteFilePath() : b.canonicalFilePath();
        if (ca == cb && c.args == args) {
            selectEngine(c.id);
            setStatus(
                tr("%1 is already in the list as \u201c%2\u201d.").arg(QDir::toNativeSeparators(path), c.name), true);
            return false;
        }
    }
    startProbe(path, args, QString());
    return true;
}

bool EngineManagerDialog::probeAgain()
{
    const EngineConfig* c = selected();
    if (!c || probing_)
        return false;
    startProbe(c->path, c->args, c->id);
    return true;
}

void EngineManagerDialog::startProbe(const QString& path, const QStringList& args, const QString& reprobeId)
{
    const quint64 generation = ++probeGeneration_;
    setProbing(true, tr("Probing %1 …").arg(QDir::toNativeSeparators(path)));
    auto* watcher = new QFutureWatcher<ProbeOutcome>(this);
    connect(watcher, &QFutureWatcher<ProbeOutcome>::finished, this, [this, watcher, generation, reprobeId] {
        watcher->deleteLater();
        if (generation != probeGeneration_)
            return; // cancelled
        const ProbeOutcome out = watcher->result();
        probeDone(reprobeId, out.ok ? kd::Result<EngineConfig>(out.config) : kd::Error {out.error.toStdString()});
    });
    const int timeoutMs = probeTimeoutMs_;
    watcher->setFuture(QtConcurrent::run([path, args, timeoutMs] { return runProbe(path, args, timeoutMs); }));
}

void EngineManagerDialog::cancelProbe()
{
    if (!probing_)
        return;
    ++probeGeneration_;
    setProbing(false);
    setStatus(tr("Probing was cancelled."), false);
    emit probeFinished(false, statusText());
}

void EngineManagerDialog::probeDone(const QString& reprobeId, const kd::Result<EngineConfig>& result)
{
    setProbing(false);
    if (!result) {
        setStatus(qs(result.error()), true);
        emit probeFinished(false, statusText());
        return;
    }
    const EngineConfig& probed = *result;
    if (reprobeId.isEmpty()) {
        const kd::Result<QString> added = engines_->add(probed);
        if (!added) {
            setStatus(qs(added.error()), true);
            emit probeFinished(false, statusText());
            return;
        }
        selectEngine(*added);
        setStatus(tr("%1 was added, with %2.").arg(probed.name, optionCount(probed.declared.size())), false);
        emit probeFinished(true, statusText());
        return;
    }

    const EngineConfig* current = engines_->find(reprobeId);
    if (!current) {
        setStatus(tr("The engine was removed while it was being probed."), true);
        emit probeFinished(false, statusText());
        return;
    }
    // The new declarations; each value set before is kept when the option still takes it.
    EngineConfig c = *current;
    const bool renamed = c.name != c.idName;
    c.idName = probed.idName;
    c.author = probed.author;
    c.declared = probed.declared;
    if (!renamed)
        c.name = probed.name;
    c.values.clear();
    QStringList dropped;
    for (auto it = current->values.cbegin(); it != current->values.cend(); ++it) {
        if (!c.option(it.key())) {
            dropped << tr("%1 (no longer declared)").arg(it.key());
            continue;
        }
        if (kd::Result<void> set = c.setValue(it.key(), it.value()); !set)
            dropped << tr("%1 (%2)").arg(it.key(), qs(set.error()));
    }
    (void)engines_->update(c);
    selectEngine(c.id);
    showSelected();
    QString text = tr("%1 was probed again: %2.").arg(c.name, optionCount(c.declared.size()));
    if (!dropped.isEmpty())
        text += QLatin1Char(' ') + tr("Values dropped: %1.").arg(dropped.join(QStringLiteral("; ")));
    setStatus(text, !dropped.isEmpty());
    emit probeFinished(true, statusText());
}

// The first-start offer ---------------------------------------------------------------------------

EngineOfferDialog::EngineOfferDialog(EngineList* engines, const QList<EngineConfig>& found, QWidget* parent)
    : QDialog(parent), engines_(engines), found_(found)
{
    setWindowTitle(tr("Chess engines found"));
    setObjectName(QStringLiteral("engineOffer"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Kandinsky found these chess engines installed. Add them to the list of engines "
                                "(Game \u25B8 Engines…) to play against them or to analyse with them:"));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    for (const EngineConfig& c : found_) {
        auto* box = new QCheckBox(tr("%1 (%2)").arg(c.name, QDir::toNativeSeparators(c.path)));
        box->setChecked(true);
        boxes_.append(box);
        layout->addWidget(box);
    }
    auto* buttons = new QDialogButtonBox;
    QPushButton* add = buttons->addButton(tr("&Add"), QDialogButtonBox::AcceptRole);
    add->setDefault(true);
    buttons->addButton(tr("&Not now"), QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(440);
}

void EngineOfferDialog::accept()
{
    for (int i = 0; i < found_.size() && engines_; ++i)
        if (boxes_[i]->isChecked())
            (void)engines_->add(found_[i]); // one added meanwhile by hand is refused: it is there
    QDialog::accept();
}

EngineOffer::EngineOffer(EngineList* engines, QWidget* parent, const QString& settingsFile)
    : QObject(parent), engines_(engines), settingsFile_(settingsFile)
{
}

EngineOffer* EngineOffer::start(EngineList* engines, QWidget* parent, const QString& settingsFile,
    const QStringList& dirs, const QStringList& names, int timeoutMs)
{
    {
        const QSettings s(settingsFile, QSettings::IniFormat);
        if (s.value(QStringLiteral("engines/offered"), false).toBool())
            return nullptr;
    }
    QStringList candidates;
    for (const QString& path : EngineList::installedCandidates(dirs, names)) {
        const QString canonical = QFileInfo(path).canonicalFilePath();
        const bool held = std::any_of(engines->all().cbegin(), engines->all().cend(),
            [&](const EngineConfig& c) { return QFileInfo(c.path).canonicalFilePath() == canonical; });
        if (!held)
            candidates << path;
    }
    auto* offer = new EngineOffer(engines, parent, settingsFile);
    auto* watcher = new QFutureWatcher<QList<EngineConfig>>(offer);
    connect(watcher, &QFutureWatcher<QList<EngineConfig>>::finished, offer, [offer, watcher, parent] {
        watcher->deleteLater();
        const QList<EngineConfig> found = watcher->result();
        if (found.isEmpty() || !offer->engines_) {
            offer->markOffered();
            emit offer->finished(0);
            return;
        }
        offer->dialog_ = new EngineOfferDialog(offer->engines_, found, parent);
        offer->dialog_->setAttribute(Qt::WA_DeleteOnClose);
        offer->dialog_->setModal(false);
        connect(offer->dialog_, &QDialog::finished, offer, &EngineOffer::markOffered);
        offer->dialog_->show();
        emit offer->finished(int(found.size()));
    });
    watcher->setFuture(QtConcurrent::run([candidates, timeoutMs] {
        QList<EngineConfig> found;
        for (const QString& path : candidates)
            if (kd::Result<EngineConfig> probed = EngineList::probe(path, {}, timeoutMs))
                found.append(std::move(probed).value());
        return found;
    }));
    return offer;
}

void EngineOffer::markOffered()
{
    QSettings s(settingsFile_, QSettings::IniFormat);
    s.setValue(QStringLiteral("engines/offered"), true);
}

} // namespace kdui
