// The engine list and the engine manager dialog, offscreen, driven as a user drives them: probing
// tests/fake_engine (which declares an option of every UCI type) and, where it is installed,
// /usr/games/stockfish; adding, editing with mouse and keys, restoring defaults and removing
// engines, the list kept in a settings file and read back, the failures reported in plain words,
// the installed engines found and offered on the first start.
#include "enginelist.h"
#include "enginemanagerdialog.h"
#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>

#include <climits>

using kdui::EngineConfig;
using kdui::EngineList;
using kdui::EngineManagerDialog;
using kdui::EngineOffer;

namespace {

const QString FAKE = QStringLiteral(KD_FAKE_ENGINE);
const QString STOCKFISH = QStringLiteral("/usr/games/stockfish");

EngineConfig probed(const QString& path, const QStringList& args = {})
{
    kd::Result<EngineConfig> c = EngineList::probe(path, args, 5000);
    if (!c)
        qFatal("probing %s failed: %s", qPrintable(path), c.error().c_str());
    return std::move(c).value();
}

// Adds the program through the dialog and waits for the probe; the message it ended with.
bool addAndWait(EngineManagerDialog& d, const QString& path, const QStringList& args = {})
{
    QSignalSpy done(&d, &EngineManagerDialog::probeFinished);
    if (!d.addEngine(path, args))
        return false;
    if (!done.wait(20000))
        return false;
    return done.first().at(0).toBool();
}

// Clicks the button of the next message box (a confirmation) as soon as it shows.
void answerNextBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY(box);
        box->button(button)->click();
    });
}

} // namespace

class TestEngineManager : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        // A program that exits at once, as a broken engine does.
        QFile exits(dir_.filePath(QStringLiteral("exits.sh")));
        QVERIFY(exits.open(QIODevice::WriteOnly));
        exits.write("#!/bin/sh\nexit 3\n");
        exits.close();
        QVERIFY(exits.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    }

    void probeReadsDeclarations_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<int>("type");
        QTest::addColumn<QString>("defaultValue");
        QTest::newRow("spin") << "Dummy" << int(kd::UciOptionDecl::Spin) << "1";
        QTest::newRow("combo") << "Style" << int(kd::UciOptionDecl::Combo) << "Normal";
        QTest::newRow("string") << "Book File" << int(kd::UciOptionDecl::String) << "";
        QTest::newRow("check") << "Fast" << int(kd::UciOptionDecl::Check) << "false";
        QTest::newRow("button") << "Clear Hash" << int(kd::UciOptionDecl::Button) << "";
        QTest::newRow("multipv") << "MultiPV" << int(kd::UciOptionDecl::Spin) << "1";
        QTest::newRow("limit") << "UCI_LimitStrength" << int(kd::UciOptionDecl::Check) << "false";
        QTest::newRow("elo") << "UCI_Elo" << int(kd::UciOptionDecl::Spin) << "1500";
    }
    void probeReadsDeclarations()
    {
        QFETCH(QString, option);
        QFETCH(int, type);
        QFETCH(QString, defaultValue);
        const EngineConfig c = probed(FAKE);
        QCOMPARE(c.idName, QStringLiteral("fake-first"));
        QCOMPARE(c.name, QStringLiteral("fake-first"));
        QCOMPARE(c.path, QFileInfo(FAKE).absoluteFilePath());
        QCOMPARE(c.declared.size(), 8);
        const kd::UciOptionDecl* d = c.option(option.toLower()); // found in any case
        QVERIFY(d);
        QCOMPARE(QString::fromStdString(d->name), option);
        QCOMPARE(int(d->type), type);
        QCOMPARE(c.value(option), defaultValue);
        QVERIFY(c.values.isEmpty());
    }

    void strengthRange()
    {
        const EngineConfig c = probed(FAKE);
        QVERIFY(c.offersElo());
        QCOMPARE(c.minElo(), 1320);
        QCOMPARE(c.maxElo(), 3190);
        EngineConfig none;
        QVERIFY(!none.offersElo());
        QCOMPARE(none.minElo(), 0);
    }

    void probeFailuresInPlainWords_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QString missing = dir_.filePath(QStringLiteral("no-such-engine"));
        QTest::newRow("mute") << FAKE << QStringList {QStringLiteral("mute")}
                              << FAKE + QStringLiteral(" did not answer 'uci' within 300 ms");
        QTest::newRow("exits") << dir_.filePath(QStringLiteral("exits.sh")) << QStringList()
                               << QStringLiteral("exits.sh stopped (exit code 3) after 'uci'");
        QTest::newRow("missing") << missing << QStringList() << QStringLiteral("cannot start ") + missing;
        QTest::newRow("folder") << dir_.path() << QStringList() << QStringLiteral("is a folder");
        QTest::newRow("not in PATH") << QStringLiteral("kandinsky-no-such-engine") << QStringList()
                                     << QStringLiteral("cannot start kandinsky-no-such-engine");
        QTest::newRow("empty") << QString() << QStringList() << QStringLiteral("no program");
    }
    void probeFailuresInPlainWords()
    {
        QFETCH(QString, path);
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const kd::Result<EngineConfig> r = EngineList::probe(path, args, 300);
        QVERIFY(!r);
        QVERIFY2(QString::fromStdString(r.error()).contains(expected), r.error().c_str());
        // The program is named once.
        if (!path.isEmpty())
            QCOMPARE(QString::fromStdString(r.error()).count(path), 1);
    }

    void notExecutableIsRefused()
    {
        const QString file = dir_.filePath(QStringLiteral("plain.txt"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a program\n");
        f.close();
        const kd::Result<EngineConfig> r = EngineList::probe(file, {}, 300);
        QVERIFY(!r);
        QVERIFY2(QString::fromStdString(r.error()).contains(QStringLiteral("not executable")), r.error().c_str());
    }

    void addThroughDialog()
    {
        EngineList list;
        EngineManagerDialog d(&list);
        d.show();
        QVERIFY(addAndWait(d, FAKE));
        QCOMPARE(list.all().size(), 1);
        const EngineConfig& c = list.all().first();
        QCOMPARE(c.name, QStringLiteral("fake-first"));
        QCOMPARE(d.currentId(), c.id);
        auto* rows = d.findChild<QTreeWidget*>(QStringLiteral("engineList"));
        QCOMPARE(rows->topLevelItemCount(), 1);
        QVERIFY(rows->topLevelItem(0)->text(0).contains(QStringLiteral("fake-first")));
        QVERIFY(rows->topLevelItem(0)->text(0).contains(QDir::toNativeSeparators(c.path)));
        QCOMPARE(d.findChild<QLabel*>(QStringLiteral("engineIdName"))->text(), QStringLiteral("fake-first"));
        QVERIFY(d.statusText().contains(QStringLiteral("added")));
        QVERIFY(!d.isProbing());
    }

    void samePathTwiceIsRefused()
    {
        EngineList list;
        EngineManagerDialog d(&list);
        QVERIFY(addAndWait(d, FAKE));
        QVERIFY(!d.addEngine(FAKE)); // refused at once, no probe
        QVERIFY(!d.isProbing());
        QVERIFY2(d.statusText().contains(QStringLiteral("already in the list")), qPrintable(d.statusText()));
        QVERIFY(d.statusText().contains(QStringLiteral("fake-first")));
        QCOMPARE(list.all().size(), 1);
        // The list itself refuses it too, and the same program through a symbolic link.
        const QString link = dir_.filePath(QStringLiteral("fake-link"));
        QFile::remove(link);
        QVERIFY(QFile::link(FAKE, link));
        EngineConfig again = list.all().first();
        again.path = link;
        const kd::Result<QString> added = list.add(again);
        QVERIFY(!added);
        QVERIFY(QString::fromStdString(added.error()).contains(QStringLiteral("already in the list")));
        // Other arguments make another engine, with an id of its own.
        QVERIFY(addAndWait(d, FAKE, {QStringLiteral("first")}));
        QCOMPARE(list.all().size(), 2);
        QVERIFY(list.all()[0].id != list.all()[1].id);
    }

    void failedProbeIsShownInTheDialog()
    {
        EngineList list;
        EngineManagerDialog d(&list);
        d.setProbeTimeout(300);
        d.show();
        QVERIFY(!addAndWait(d, FAKE, {QStringLiteral("mute")}));
        QVERIFY2(d.statusText().contains(QStringLiteral("'uci'")), qPrintable(d.statusText()));
        QVERIFY(d.findChild<QLabel*>(QStringLiteral("engineStatus"))->isVisible());
        QVERIFY(list.all().isEmpty());
        const QString missing = dir_.filePath(QStringLiteral("gone"));
        QVERIFY(!addAndWait(d, missing));
        QVERIFY(d.statusText().contains(missing));
        QVERIFY(QApplication::activeModalWidget() == nullptr); // no box: the message is in the dialog
    }

    void cancelProbe()
    {
        EngineList list;
        EngineManagerDialog d(&list);
        d.setProbeTimeout(2000);
        d.show();
        QSignalSpy done(&d, &EngineManagerDialog::probeFinished);
        QVERIFY(d.addEngine(FAKE, {QStringLiteral("mute")}));
        QVERIFY(d.isProbing());
        QVERIFY(d.statusText().startsWith(QStringLiteral("Probing")));
        auto* cancel = d.findChild<QPushButton*>(QStringLiteral("cancelProbe"));
        QVERIFY(cancel->isVisible());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!d.isProbing());
        QCOMPARE(done.size(), 1);
        QVERIFY(!cancel->isVisible());
        // The abandoned probe's answer never arrives; the next one is taken.
        QVERIFY(addAndWait(d, FAKE));
        QCOMPARE(list.all().size(), 1);
        QCOMPARE(done.size(), 2);
    }

    void widgetPerOptionType_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("widget");
        QTest::newRow("spin") << "Dummy"
                              << "QSpinBox";
        QTest::newRow("combo") << "Style"
                               << "QComboBox";
        QTest::newRow("string") << "Book File"
                                << "QLineEdit";
        QTest::newRow("check") << "Fast"
                               << "QCheckBox";
        QTest::newRow("button") << "Clear Hash"
                                << "QPushButton";
        QTest::newRow("multipv") << "MultiPV"
                                 << "QSpinBox";
        QTest::newRow("limit") << "UCI_LimitStrength"
                               << "QCheckBox";
        QTest::newRow("elo") << "UCI_Elo"
                             << "QSpinBox";
    }
    void widgetPerOptionType()
    {
        QFETCH(QString, option);
        QFETCH(QString, widget);
        EngineList list;
        QVERIFY(list.add(probed(FAKE)));
        EngineManagerDialog d(&list);
        d.show();
        QWidget* editor = d.optionEditor(option);
        QVERIFY(editor);
        QCOMPARE(QString::fromLatin1(editor->metaObject()->className()), widget);
        QVERIFY(editor->isVisibleTo(&d));
        QVERIFY(d.optionLabel(option));
        QCOMPARE(d.optionLabel(option)->text(), option);
        QVERIFY(!d.optionLabel(option)->font().bold()); // at its default
        QVERIFY(!d.resetButton(option)->isVisibleTo(&d));
        if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
            const kd::UciOptionDecl* decl = list.all().first().option(option);
            QCOMPARE(spin->minimum(), int(decl->min));
            QCOMPARE(spin->maximum(), int(decl->max));
            QCOMPARE(spin->value(), QString::fromStdString(decl->defaultValue).toInt());
        }
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            QCOMPARE(combo->count(), 3);
            QCOMPARE(combo->currentText(), QStringLiteral("Normal"));
        }
        // A String option that names a file gets a button to choose one.
        QCOMPARE(d.findChild<QToolButton*>(QStringLiteral("browse:") + option) != nullptr, option == "Book File");
    }

    void editOptionsSaveAndReadBack()
    {
        const QString ini = dir_.filePath(QStringLiteral("edit.ini"));
        QFile::remove(ini);
        EngineList list;
        QVERIFY(list.add(probed(FAKE)));
        const QString id = list.all().first().id;
        EngineManagerDialog d(&list);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QSignalSpy changed(&list, &EngineList::changed);

        // Spin: type a number, Enter.
        auto* spin = qobject_cast<QSpinBox*>(d.optionEditor(QStringLiteral("Dummy")));
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("7"));
        QTest::keyClick(spin, Qt::Key_Return);
        QCOMPARE(list.find(id)->values.value(QStringLiteral("Dummy")), QStringLiteral("7"));
        QVERIFY(d.optionLabel(QStringLiteral("Dummy"))->font().bold());
        QVERIFY(d.resetButton(QStringLiteral("Dummy"))->isVisible());
        // Check: a click.
        auto* fast = qobject_cast<QCheckBox*>(d.optionEditor(QStringLiteral("Fast")));
        QTest::mouseClick(fast, Qt::LeftButton, {}, QPoint(fast->height() / 2, fast->height() / 2));
        QCOMPARE(list.find(id)->values.value(QStringLiteral("Fast")), QStringLiteral("true"));
        // Combo: the arrow key.
        auto* style = qobject_cast<QComboBox*>(d.optionEditor(QStringLiteral("Style")));
        style->setFocus();
        QTest::keyClick(style, Qt::Key_Down);
        QCOMPARE(list.find(id)->values.value(QStringLiteral("Style")), QStringLiteral("Risky"));
        // String: typed, Enter.
        auto* book = qobject_cast<QLineEdit*>(d.optionEditor(QStringLiteral("Book File")));
        book->setFocus();
        QTest::keyClicks(book, QStringLiteral("/tmp/my book, \"2\".bin"));
        QTest::keyClick(book, Qt::Key_Return);
        QCOMPARE(list.find(id)->values.value(QStringLiteral("Book File")), QStringLiteral("/tmp/my book, \"2\".bin"));
        // Button: pressed at start.
        auto* clear = qobject_cast<QPushButton*>(d.optionEditor(QStringLiteral("Clear Hash")));
        QTest::mouseClick(clear, Qt::LeftButton);
        QVERIFY(clear->isChecked());
        QVERIFY(list.find(id)->values.contains(QStringLiteral("Clear Hash")));
        // Back to a default by hand: the entry goes.
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("1"));
        QTest::keyClick(spin, Qt::Key_Return);
        QVERIFY(!list.find(id)->values.contains(QStringLiteral("Dummy")));
        QVERIFY(!d.optionLabel(QStringLiteral("Dummy"))->font().bold());
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("7"));
        QTest::keyClick(spin, Qt::Key_Return);
        // The name shown.
        auto* name = d.findChild<QLineEdit*>(QStringLiteral("engineName"));
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Fake One"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(list.find(id)->name, QStringLiteral("Fake One"));
        QVERIFY(
            d.findChild<QTreeWidget*>(QStringLiteral("engineList"))->topLevelItem(0)->text(0).startsWith("Fake One"));
        QVERIFY(changed.size() >= 6);

        // What the engine is started with.
        const kd::EngineSpec spec = list.find(id)->spec();
        QCOMPARE(spec.name, std::string("Fake One"));
        QCOMPARE(spec.command.front(), QFileInfo(FAKE).absoluteFilePath().toStdString());
        const std::vector<std::pair<std::string, std::string>> expected {{"Dummy", "7"}, {"Style", "Risky"},
            {"Book File", "/tmp/my book, \"2\".bin"}, {"Fast", "true"}, {"Clear Hash", ""}};
        QCOMPARE(spec.options, expected);
        // The engine takes every one of them (the button pressed without a value).
        kd::UciClient client;
        const kd::Result<void> started = client.start(spec, 5000);
        QVERIFY2(started.ok(), started.error().c_str());
        QCOMPARE(client.name(), std::string("Fake One"));
        client.quit();

        // Saved and read back equal.
        {
            QSettings s(ini, QSettings::IniFormat);
            s.setValue(QStringLiteral("engines/offered"), true);
            list.save(s);
        }
        EngineList back;
        QSettings s(ini, QSettings::IniFormat);
        QCOMPARE(back.load(s), QStringList());
        QCOMPARE(back.all().size(), 1);
        const EngineConfig& a = *list.find(id);
        const EngineConfig& b = back.all().first();
        QCOMPARE(b.id, a.id);
        QCOMPARE(b.name, a.name);
        QCOMPARE(b.path, a.path);
        QCOMPARE(b.args, a.args);
        QCOMPARE(b.idName, a.idName);
        QCOMPARE(b.values, a.values);
        QCOMPARE(b.declared.size(), a.declared.size());
        for (int i = 0; i < a.declared.size(); ++i)
            QCOMPARE(b.declared[i].uciLine(), a.declared[i].uciLine());
        QVERIFY(s.value(QStringLiteral("engines/offered")).toBool()); // save keeps the group's other keys
    }

    void nameAndArguments()
    {
        EngineList list;
        const QString id = *list.add(probed(FAKE));
        EngineManagerDialog d(&list);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        // Arguments as a shell would split them; shown back the same way.
        auto* args = d.findChild<QLineEdit*>(QStringLiteral("engineArgs"));
        args->setFocus();
        QTest::keyClicks(args, QStringLiteral("first \"a b\" c"));
        QTest::keyClick(args, Qt::Key_Return);
        QCOMPARE(list.find(id)->args, (QStringList {"first", "a b", "c"}));
        QVERIFY(d.statusText().contains(QStringLiteral("Probe again")));
        EngineManagerDialog again(&list);
        QCOMPARE(again.findChild<QLineEdit*>(QStringLiteral("engineArgs"))->text(), QStringLiteral("first \"a b\" c"));
        QCOMPARE(list.find(id)->spec().command,
            (std::vector<std::string> {QFileInfo(FAKE).absoluteFilePath().toStdString(), "first", "a b", "c"}));
        // An empty name gives the engine's own back.
        auto* name = d.findChild<QLineEdit*>(QStringLiteral("engineName"));
        name->setFocus();
        name->selectAll();
        QTest::keyClick(name, Qt::Key_Delete);
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(list.find(id)->name, QStringLiteral("fake-first"));
        QCOMPARE(name->text(), QStringLiteral("fake-first"));
    }

    void missingProgramIsMarked()
    {
        EngineList list;
        EngineConfig gone = probed(FAKE);
        gone.path = dir_.filePath(QStringLiteral("uninstalled-engine"));
        QVERIFY(list.add(gone));
        EngineManagerDialog d(&list);
        const QTreeWidgetItem* row = d.findChild<QTreeWidget*>(QStringLiteral("engineList"))->topLevelItem(0);
        QVERIFY2(row->text(0).contains(QStringLiteral("(not found)")), qPrintable(row->text(0)));
        QVERIFY(row->toolTip(0).contains(QStringLiteral("cannot start")));
        // Probing it again says why, and keeps the entry.
        QSignalSpy done(&d, &EngineManagerDialog::probeFinished);
        QVERIFY(d.probeAgain());
        QVERIFY(done.wait(20000));
        QVERIFY(!done.first().at(0).toBool());
        QVERIFY(d.statusText().contains(QStringLiteral("cannot start ") + gone.path));
        QCOMPARE(list.all().size(), 1);
    }

    void resetAndRestoreDefaults()
    {
        EngineList list;
        EngineConfig c = probed(FAKE);
        QVERIFY(c.setValue(QStringLiteral("Dummy"), QStringLiteral("5")));
        QVERIFY(c.setValue(QStringLiteral("UCI_Elo"), QStringLiteral("2000")));
        QVERIFY(c.setValue(QStringLiteral("style"), QStringLiteral("solid"))); // any case; as declared
        QCOMPARE(c.values.value(QStringLiteral("Style")), QStringLiteral("Solid"));
        const QString id = *list.add(c);
        EngineManagerDialog d(&list);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QCOMPARE(qobject_cast<QSpinBox*>(d.optionEditor(QStringLiteral("UCI_Elo")))->value(), 2000);
        QVERIFY(d.optionLabel(QStringLiteral("UCI_Elo"))->font().bold());
        // One option's reset button.
        QToolButton* reset = d.resetButton(QStringLiteral("Dummy"));
        QVERIFY(reset->isVisible());
        QTest::mouseClick(reset, Qt::LeftButton);
        QVERIFY(!list.find(id)->values.contains(QStringLiteral("Dummy")));
        QCOMPARE(qobject_cast<QSpinBox*>(d.optionEditor(QStringLiteral("Dummy")))->value(), 1);
        QVERIFY(!d.resetButton(QStringLiteral("Dummy"))->isVisible());
        // All of them.
        auto* restore = d.findChild<QPushButton*>(QStringLiteral("restoreDefaults"));
        QVERIFY(restore->isEnabled());
        QTest::mouseClick(restore, Qt::LeftButton);
        QVERIFY(list.find(id)->values.isEmpty());
        QCOMPARE(qobject_cast<QSpinBox*>(d.optionEditor(QStringLiteral("UCI_Elo")))->value(), 1500);
        QCOMPARE(qobject_cast<QComboBox*>(d.optionEditor(QStringLiteral("Style")))->currentText(), "Normal");
        QVERIFY(!d.optionLabel(QStringLiteral("UCI_Elo"))->font().bold());
        QVERIFY(!restore->isEnabled());
    }

    void badValuesAreRefused_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("value");
        QTest::newRow("spin above max") << "Dummy"
                                        << "10";
        QTest::newRow("spin not a number") << "Dummy"
                                           << "x";
        QTest::newRow("combo not a var") << "Style"
                                         << "Wild";
        QTest::newRow("check not a bool") << "Fast"
                                          << "maybe";
        QTest::newRow("unknown option") << "Nonsense"
                                        << "1";
    }
    void badValuesAreRefused()
    {
        QFETCH(QString, option);
        QFETCH(QString, value);
        EngineConfig c = probed(FAKE);
        const kd::Result<void> set = c.setValue(option, value);
        QVERIFY(!set);
        QVERIFY2(QString::fromStdString(set.error()).contains(option), set.error().c_str());
        QVERIFY(c.values.isEmpty()); // nothing changed
    }

    void removeAsksAndRemoves()
    {
        const QString ini = dir_.filePath(QStringLiteral("remove.ini"));
        QFile::remove(ini);
        EngineList list;
        QVERIFY(list.add(probed(FAKE)));
        QVERIFY(list.add(probed(FAKE, {QStringLiteral("first")})));
        EngineManagerDialog d(&list);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        const QString second = list.all()[1].id;
        d.selectEngine(second);
        auto* remove = d.findChild<QPushButton*>(QStringLiteral("removeEngine"));
        answerNextBox(QMessageBox::No); // changed their mind
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(list.all().size(), 2);
        answerNextBox(QMessageBox::Yes);
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(list.all().size(), 1);
        QVERIFY(!list.find(second));
        QCOMPARE(d.findChild<QTreeWidget*>(QStringLiteral("engineList"))->topLevelItemCount(), 1);
        QVERIFY(d.currentId() != second);
        {
            QSettings s(ini, QSettings::IniFormat);
            list.save(s);
        }
        {
            EngineList back;
            QSettings s(ini, QSettings::IniFormat);
            QCOMPARE(back.load(s), QStringList());
            QCOMPARE(back.all().size(), 1);
            QVERIFY(!back.find(second));
        }
        // The last one, with the Delete key in the list: the list and the settings are empty.
        auto* rows = d.findChild<QTreeWidget*>(QStringLiteral("engineList"));
        rows->setFocus();
        answerNextBox(QMessageBox::Yes);
        QTest::keyClick(rows, Qt::Key_Delete);
        QVERIFY(list.all().isEmpty());
        QVERIFY(!remove->isEnabled());
        {
            QSettings s(ini, QSettings::IniFormat);
            list.save(s);
        }
        EngineList back;
        QSettings s(ini, QSettings::IniFormat);
        QCOMPARE(back.load(s), QStringList());
        QVERIFY(back.all().isEmpty());
    }

    void probeAgainKeepsValidValues()
    {
        EngineList list;
        EngineConfig c = probed(FAKE);
        QVERIFY(c.setValue(QStringLiteral("Dummy"), QStringLiteral("4")));
        // An option the engine no longer declares, with a value set.
        c.declared.append(*kd::UciOptionDecl::parse("option name Gone type spin default 1 min 0 max 5"));
        QVERIFY(c.setValue(QStringLiteral("Gone"), QStringLiteral("3")));
        c.name = QStringLiteral("Renamed");
        const QString id = *list.add(c);
        EngineManagerDialog d(&list);
        d.show();
        QVERIFY(d.optionEditor(QStringLiteral("Gone")));
        QSignalSpy done(&d, &EngineManagerDialog::probeFinished);
        QTest::mouseClick(d.findChild<QPushButton*>(QStringLiteral("probeAgain")), Qt::LeftButton);
        QVERIFY(done.wait(20000));
        QVERIFY(done.first().at(0).toBool());
        const EngineConfig* now = list.find(id);
        QCOMPARE(now->declared.size(), 8);
        QCOMPARE(now->values.value(QStringLiteral("Dummy")), QStringLiteral("4"));
        QVERIFY(!now->values.contains(QStringLiteral("Gone")));
        QCOMPARE(now->name, QStringLiteral("Renamed")); // the user's name stays
        QVERIFY(!d.optionEditor(QStringLiteral("Gone")));
        QVERIFY2(d.statusText().contains(QStringLiteral("Gone (no longer declared)")), qPrintable(d.statusText()));
    }

    void hugeSpinRangeIsClamped()
    {
        EngineConfig c;
        c.path = FAKE;
        c.name = QStringLiteral("Wide");
        c.declared.append(
            *kd::UciOptionDecl::parse("option name Nodes type spin default 5000000000 min -9000000000 max 9000000000"));
        EngineList list;
        QVERIFY(list.add(c));
        EngineManagerDialog d(&list);
        auto* spin = qobject_cast<QSpinBox*>(d.optionEditor(QStringLiteral("Nodes")));
        QVERIFY(spin);
        QCOMPARE(spin->minimum(), INT_MIN);
        QCOMPARE(spin->maximum(), INT_MAX);
        QCOMPARE(spin->value(), INT_MAX);
        QVERIFY(list.all().first().values.isEmpty()); // showing it clamped changes nothing
    }

    void brokenSettingsEntriesAreSkipped()
    {
        const QString ini = dir_.filePath(QStringLiteral("broken.ini"));
        QFile::remove(ini);
        {
            QSettings s(ini, QSettings::IniFormat);
            s.beginGroup(QStringLiteral("engines"));
            s.beginWriteArray(QStringLiteral("list"));
            s.setArrayIndex(0); // good
            s.setValue(QStringLiteral("id"), QStringLiteral("good"));
            s.setValue(QStringLiteral("name"), QStringLiteral("Good"));
            s.setValue(QStringLiteral("path"), FAKE);
            s.setValue(QStringLiteral("options"),
                QStringList {QStringLiteral("option name Dummy type spin default 1 min 0 max 9"),
                    QStringLiteral("option name Broken type spin default x")});
            s.setValue(QStringLiteral("values"),
                QStringList {QStringLiteral("Dummy=12"), QStringLiteral("Nothing=1"), QStringLiteral("junk")});
            s.setArrayIndex(1); // no program
            s.setValue(QStringLiteral("id"), QStringLiteral("nopath"));
            s.setValue(QStringLiteral("name"), QStringLiteral("Lost"));
            s.setArrayIndex(2); // the same program again
            s.setValue(QStringLiteral("id"), QStringLiteral("again"));
            s.setValue(QStringLiteral("path"), FAKE);
            s.setArrayIndex(3); // the id of the first, another program
            s.setValue(QStringLiteral("id"), QStringLiteral("good"));
            s.setValue(QStringLiteral("path"), dir_.filePath(QStringLiteral("other")));
            s.endArray();
            s.endGroup();
        }
        EngineList list;
        QSettings s(ini, QSettings::IniFormat);
        const QStringList messages = list.load(s);
        QCOMPARE(list.all().size(), 2);
        const EngineConfig* good = list.find(QStringLiteral("good"));
        QVERIFY(good);
        QCOMPARE(good->declared.size(), 1); // the unreadable option line is dropped
        QVERIFY(good->values.isEmpty()); // 12 is beyond Dummy's range; the others name no option
        QVERIFY(list.all()[1].id != QStringLiteral("good")); // a taken id is replaced
        const QString all = messages.join(QLatin1Char('\n'));
        QVERIFY2(messages.size() == 6, qPrintable(all));
        QVERIFY(all.contains(QStringLiteral("Engine 2 in the settings (\u201cLost\u201d) names no program")));
        QVERIFY(all.contains(QStringLiteral("Engine 3 in the settings repeats")));
        QVERIFY(all.contains(QStringLiteral("option name Broken type spin default x")));
        QVERIFY(all.contains(QStringLiteral("Dummy")));
        QVERIFY(all.contains(QStringLiteral("Nothing=1")));
        QVERIFY(all.contains(QStringLiteral("junk")));
        // Missing or garbage groups give an empty list, no message.
        EngineList none;
        QSettings empty(dir_.filePath(QStringLiteral("none.ini")), QSettings::IniFormat);
        QCOMPARE(none.load(empty), QStringList());
        QVERIFY(none.all().isEmpty());
    }

    // The list's size is a number in the file: a billion must not hang the window (it looped over
    // every index) nor a thousand broken entries bury the board under messages.
    void listSizeIsReadAsWhatIsThere()
    {
        const QString ini = dir_.filePath(QStringLiteral("size.ini"));
        QFile::remove(ini);
        {
            QSettings s(ini, QSettings::IniFormat);
            s.beginGroup(QStringLiteral("engines"));
            s.beginWriteArray(QStringLiteral("list"));
            s.setArrayIndex(0);
            s.setValue(QStringLiteral("path"), FAKE);
            s.setArrayIndex(1);
            s.setValue(QStringLiteral("path"), dir_.filePath(QStringLiteral("other")));
            s.endArray();
            s.setValue(QStringLiteral("list/size"), 1000000000);
            s.endGroup();
        }
        EngineList list;
        QSettings s(ini, QSettings::IniFormat);
        QCOMPARE(list.load(s),
            QStringList {QStringLiteral("The engine list in the settings claims 1000000000 entries; 2 were found.")});
        QCOMPARE(list.all().size(), 2);

        const QString many = dir_.filePath(QStringLiteral("many.ini"));
        QFile::remove(many);
        {
            QSettings m(many, QSettings::IniFormat);
            m.beginGroup(QStringLiteral("engines"));
            m.beginWriteArray(QStringLiteral("list"));
            for (int i = 0; i < 30; ++i) {
                m.setArrayIndex(i);
                m.setValue(QStringLiteral("name"), QStringLiteral("E%1").arg(i)); // no program
            }
            m.endArray();
            m.endGroup();
        }
        EngineList none;
        QSettings m(many, QSettings::IniFormat);
        const QStringList messages = none.load(m);
        QCOMPARE(messages.size(), EngineList::MAX_MESSAGES);
        QVERIFY2(messages.first().contains(QStringLiteral("names no program")), qPrintable(messages.first()));
        QCOMPARE(messages.last(), QStringLiteral("… and 21 more problems with the engine list in the settings."));
        QVERIFY(none.all().isEmpty());
    }

    void installedCandidates()
    {
        QTemporaryDir games, bin;
        // games: an executable "stockfish" (a link to fake_engine), a "toga2" that is not
        // executable, a folder "fruit", and "notachessengine".
        QVERIFY(QFile::link(FAKE, games.filePath(QStringLiteral("stockfish"))));
        QFile toga(games.filePath(QStringLiteral("toga2")));
        QVERIFY(toga.open(QIODevice::WriteOnly));
        toga.write("#!/bin/sh\n");
        toga.close();
        QVERIFY(QDir(games.path()).mkdir(QStringLiteral("fruit")));
        QVERIFY(QFile::link(FAKE, games.filePath(QStringLiteral("notachessengine"))));
        // bin: a "stockfish" linking to the one in games (counts once), a "glaurung" (another program).
        QVERIFY(QFile::link(games.filePath(QStringLiteral("stockfish")), bin.filePath(QStringLiteral("stockfish"))));
        QVERIFY(QFile::copy(FAKE, bin.filePath(QStringLiteral("glaurung"))));
        QFile(bin.filePath(QStringLiteral("glaurung"))).setPermissions(QFile::ReadOwner | QFile::ExeOwner);

        QCOMPARE(EngineList::installedCandidates({games.path()}), QStringList {games.filePath("stockfish")});
        QCOMPARE(EngineList::installedCandidates({games.path(), bin.path()}),
            (QStringList {games.filePath("stockfish"), bin.filePath("glaurung")}));
        QCOMPARE(EngineList::installedCandidates({bin.path(), games.path()}, {QStringLiteral("stockfish")}),
            QStringList {bin.filePath("stockfish")});
        QCOMPARE(EngineList::installedCandidates({dir_.filePath("nowhere")}), QStringList());
        QVERIFY(EngineList::knownEngineNames().contains(QStringLiteral("stockfish")));
        QVERIFY(EngineList::knownEngineNames().contains(QStringLiteral("toga2")));
        QVERIFY(!EngineList::knownEngineNames().contains(QStringLiteral("crafty"))); // xboard only
    }

    void firstStartOffer()
    {
        QTemporaryDir games;
        QVERIFY(QFile::link(FAKE, games.filePath(QStringLiteral("stockfish"))));
        QVERIFY(QFile::copy(FAKE, games.filePath(QStringLiteral("toga2")))); // a program of its own
        QFile(games.filePath(QStringLiteral("toga2"))).setPermissions(QFile::ReadOwner | QFile::ExeOwner);
        const QString ini = dir_.filePath(QStringLiteral("offer.ini"));
        QFile::remove(ini);
        QWidget window;
        window.show();
        EngineList list;
        EngineOffer* offer = EngineOffer::start(&list, &window, ini, {games.path()});
        QVERIFY(offer);
        QSignalSpy finished(offer, &EngineOffer::finished);
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().at(0).toInt(), 2);
        kdui::EngineOfferDialog* dialog = offer->dialog();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(!dialog->isModal());
        QCOMPARE(dialog->boxes().size(), 2);
        QVERIFY(dialog->boxes()[0]->text().contains(QStringLiteral("fake-first")));
        QVERIFY(dialog->boxes()[0]->text().contains(games.filePath(QStringLiteral("stockfish"))));
        QVERIFY(list.all().isEmpty()); // nothing is added before the user says so
        QVERIFY(!QSettings(ini, QSettings::IniFormat).contains(QStringLiteral("engines/offered")));
        QTest::mouseClick(dialog->boxes()[1], Qt::LeftButton); // not that one
        dialog->accept();
        QCOMPARE(list.all().size(), 1);
        QCOMPARE(list.all().first().path, games.filePath(QStringLiteral("stockfish")));
        QVERIFY(QSettings(ini, QSettings::IniFormat).value(QStringLiteral("engines/offered")).toBool());
        // Offered once only.
        QVERIFY(!EngineOffer::start(&list, &window, ini, {games.path()}));
    }

    void firstStartOfferNotNow()
    {
        QTemporaryDir games, empty;
        QVERIFY(QFile::link(FAKE, games.filePath(QStringLiteral("stockfish"))));
        QWidget window;
        EngineList list;
        // Nothing found: offered all the same, no dialog.
        const QString none = dir_.filePath(QStringLiteral("offer-none.ini"));
        QFile::remove(none);
        EngineOffer* offer = EngineOffer::start(&list, &window, none, {empty.path()});
        QSignalSpy finished(offer, &EngineOffer::finished);
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().at(0).toInt(), 0);
        QVERIFY(!offer->dialog());
        QVERIFY(QSettings(none, QSettings::IniFormat).value(QStringLiteral("engines/offered")).toBool());
        // Not now.
        const QString ini = dir_.filePath(QStringLiteral("offer-later.ini"));
        QFile::remove(ini);
        offer = EngineOffer::start(&list, &window, ini, {games.path()});
        QSignalSpy found(offer, &EngineOffer::finished);
        QVERIFY(found.wait(20000));
        offer->dialog()->reject();
        QVERIFY(list.all().isEmpty());
        QVERIFY(QSettings(ini, QSettings::IniFormat).value(QStringLiteral("engines/offered")).toBool());
    }

    void mainWindowKeepsTheList()
    {
        const QString ini = dir_.filePath(QStringLiteral("window.ini"));
        QFile::remove(ini);
        {
            kdui::MainWindow w(kdui::MainWindow::Options {ini, true});
            QVERIFY(w.engines());
            QVERIFY(w.engines()->all().isEmpty());
            QAction* manage = w.action(QStringLiteral("manageEngines"));
            QVERIFY(manage);
            bool inMenu = false;
            for (QAction* menu : w.menuBar()->actions())
                if (menu->menu() && menu->menu()->actions().contains(manage))
                    inMenu = true;
            QVERIFY(inMenu);
            manage->trigger();
            auto* dialog = w.findChild<EngineManagerDialog*>();
            QVERIFY(dialog);
            QVERIFY(dialog->isVisible());
            QVERIFY(addAndWait(*dialog, FAKE));
            dialog->close();
            // Written at once, not only at close.
            EngineList saved;
            QSettings s(ini, QSettings::IniFormat);
            QCOMPARE(saved.load(s), QStringList());
            QCOMPARE(saved.all().size(), 1);
            // A settings file of its own (tests): no first-start offer.
            QVERIFY(!QSettings(ini, QSettings::IniFormat).contains(QStringLiteral("engines/offered")));
        }
        kdui::MainWindow again(kdui::MainWindow::Options {ini, true});
        QCOMPARE(again.engines()->all().size(), 1);
        QCOMPARE(again.engines()->all().first().name, QStringLiteral("fake-first"));
        // Without persistence nothing is read.
        kdui::MainWindow fresh(kdui::MainWindow::Options {ini, false});
        QVERIFY(fresh.engines()->all().isEmpty());
    }

    void mainWindowOffersOnFirstStart()
    {
        // The user's own settings file (none given), in a folder of the test's.
        QTemporaryDir home;
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, home.path());
        kdui::MainWindow::Options options;
        options.persist = true;
        {
            kdui::MainWindow w(options);
            auto* offer = w.findChild<EngineOffer*>();
            QVERIFY(offer);
            QSignalSpy finished(offer, &EngineOffer::finished);
            QVERIFY(finished.wait(60000));
            const int found = finished.first().at(0).toInt();
            if (EngineList::installedCandidates().isEmpty())
                QCOMPARE(found, 0);
            if (found > 0) {
                QVERIFY(offer->dialog()->isVisible());
                offer->dialog()->reject(); // Not now
            }
            QVERIFY(w.engines()->all().isEmpty());
        }
        // Asked once: the next start makes no offer.
        kdui::MainWindow again(options);
        QVERIFY(!again.findChild<EngineOffer*>());
    }

    void stockfish()
    {
        if (!QFileInfo(STOCKFISH).isExecutable())
            QSKIP("/usr/games/stockfish is not installed");
        const EngineConfig c = probed(STOCKFISH);
        QVERIFY2(c.idName.startsWith(QStringLiteral("Stockfish")), qPrintable(c.idName));
        QVERIFY(!c.author.isEmpty());
        const kd::UciOptionDecl* elo = c.option(QStringLiteral("UCI_Elo"));
        QVERIFY(elo);
        QCOMPARE(elo->type, kd::UciOptionDecl::Spin);
        const kd::UciOptionDecl* limit = c.option(QStringLiteral("UCI_LimitStrength"));
        QVERIFY(limit);
        QCOMPARE(limit->type, kd::UciOptionDecl::Check);
        QVERIFY(c.offersElo());
        QVERIFY(c.minElo() < c.maxElo());
        // In the dialog: every declared option has its editor.
        EngineList list;
        QVERIFY(list.add(c));
        EngineManagerDialog d(&list);
        for (const kd::UciOptionDecl& o : c.declared)
            QVERIFY2(d.optionEditor(QString::fromStdString(o.name)), o.name.c_str());
        QVERIFY(qobject_cast<QSpinBox*>(d.optionEditor(QStringLiteral("Hash"))));
        // Its declarations survive the settings file.
        const QString ini = dir_.filePath(QStringLiteral("stockfish.ini"));
        QFile::remove(ini);
        {
            QSettings s(ini, QSettings::IniFormat);
            list.save(s);
        }
        EngineList back;
        QSettings s(ini, QSettings::IniFormat);
        QCOMPARE(back.load(s), QStringList());
        QCOMPARE(back.all().first().declared.size(), c.declared.size());
        for (int i = 0; i < c.declared.size(); ++i)
            QCOMPARE(back.all().first().declared[i].uciLine(), c.declared[i].uciLine());
    }

    // Pictures of the dialog for a person to look at: set KD_ENGINE_SHOTS to a folder.
    void screenshots()
    {
        const QString out = qEnvironmentVariable("KD_ENGINE_SHOTS");
        if (out.isEmpty())
            QSKIP("set KD_ENGINE_SHOTS to a folder to write the pictures");
        QDir().mkpath(out);
        EngineList list;
        QVERIFY(list.add(probed(FAKE)));
        if (QFileInfo(STOCKFISH).isExecutable()) {
            EngineConfig sf = probed(STOCKFISH);
            QVERIFY(sf.setValue(QStringLiteral("Hash"), QStringLiteral("256")));
            QVERIFY(list.add(sf));
        }
        EngineConfig& fake = const_cast<EngineConfig&>(list.all().first());
        QVERIFY(fake.setValue(QStringLiteral("Style"), QStringLiteral("Risky")));
        const qreal scale = qApp->devicePixelRatio();
        for (QSize size : {QSize(900, 600), QSize(640, 480)}) {
            for (int which = 0; which < list.all().size(); ++which) {
                EngineManagerDialog d(&list);
                d.resize(size);
                d.show();
                d.selectEngine(list.all()[which].id);
                QVERIFY(QTest::qWaitForWindowExposed(&d));
                QTest::qWait(50);
                const QString file = QStringLiteral("%1/%2-%3x%4-x%5.png")
                                         .arg(out, list.all()[which].id)
                                         .arg(size.width())
                                         .arg(size.height())
                                         .arg(scale);
                QVERIFY(d.grab().save(file));
            }
        }
        // A probe under way, a failed probe, and the first-start offer.
        EngineManagerDialog d(&list);
        d.resize(640, 480);
        d.setProbeTimeout(300);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QVERIFY(d.addEngine(FAKE, {QStringLiteral("mute")}));
        QTest::qWait(50); // laid out again with the status line
        QVERIFY(d.grab().save(QStringLiteral("%1/probing-x%2.png").arg(out).arg(scale)));
        QSignalSpy done(&d, &EngineManagerDialog::probeFinished);
        QVERIFY(done.wait(20000));
        QTest::qWait(50);
        QVERIFY(d.grab().save(QStringLiteral("%1/failed-x%2.png").arg(out).arg(scale)));
        EngineList none;
        kdui::EngineOfferDialog offer(&none, list.all());
        offer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&offer));
        QVERIFY(offer.grab().save(QStringLiteral("%1/offer-x%2.png").arg(out).arg(scale)));
    }
};

QTEST_MAIN(TestEngineManager)
#include "tst_enginemanager.moc"
