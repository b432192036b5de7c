// The Tune page: a tuning run driven by clicks on a small data set (the heat maps move away from
// the start model, the loss is plotted, Pause holds, Resume goes on, Stop ends), keeping the result
// as a model (it becomes the one in play and equals the tuned model), bad data shown on the page,
// the model library's made models across runs, and the main window's Tune tab. Offscreen.
#include "core/randomgame.h"
#include "game/pgn.h"
#include "heatmappanel.h"
#include "mainwindow.h"
#include "modellibrary.h"
#include "tune/selfplay.h"
#include "tunepanel.h"
#include "workspace.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <cmath>
#include <random>

using namespace kd;
using namespace kdui;

namespace {

// Positions from seeded random games, each labelled with the win probability the "simplified"
// model's evaluation gives it (FEN [p]): tuning pesto on them moves its weights.
QString writeData(const QString& path, int positions)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Text))
        return {};
    const auto truth = EvalTables::builtin("simplified");
    std::mt19937_64 rng(7);
    int written = 0;
    while (written < positions) {
        Position pos = *Position::fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        int ply = 0;
        playRandomGame(pos, rng, 60, [&](const Position& p) {
            if (++ply < 6 || written >= positions)
                return;
            const double s = std::clamp(whiteScore(p, *truth), -1500, 1500);
            const double prob = 1 / (1 + std::pow(10.0, -s / 400));
            f.write(QStringLiteral("%1 [%2]\n").arg(QString::fromStdString(p.fen())).arg(prob, 0, 'f', 4).toUtf8());
            ++written;
        });
    }
    return path;
}

// Writes `text` to `path`; the path, or "" when it cannot be written.
QString writeText(const QString& path, const QByteArray& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size() ? path : QString();
}

QPushButton* button(TunePanel& panel, const char* name)
{
    auto* b = panel.findChild<QPushButton*>(QString::fromLatin1(name));
    if (!b)
        qFatal("no button %s", name);
    return b;
}

void click(TunePanel& panel, const char* name) { QTest::mouseClick(button(panel, name), Qt::LeftButton); }

void choose(TunePanel& panel, const char* combo, const QString& text)
{
    auto* box = panel.findChild<QComboBox*>(QString::fromLatin1(combo));
    box->setCurrentIndex(box->findText(text));
}

bool sameWeights(const EvalModel& a, const EvalModel& b)
{
    return a.material == b.material && a.psqt == b.psqt && a.kind == b.kind && a.phaseMax == b.phaseMax;
}

// The scene's values for White in the middle game, table by table (all pieces, both stages).
int differingCells(const HeatScene& a, const HeatScene& b)
{
    int n = 0;
    for (int t = 0; t < std::min(a.tables.size(), b.tables.size()); ++t)
        for (int s = 0; s < SQUARE_NB; ++s)
            n += a.tables[t].values[s] != b.tables[t].values[s];
    return n;
}

} // namespace

class TestTunePanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }
    void tuneByClicks();
    void keepAsModel();
    void badDataShowsError();
    void pgnInput();
    void modelLibraryMadeModels();
    void unreadableModelsAreKept();
    void mainWindowTuneTab();
    void changeModel();
    void termsCheckbox_data();
    void termsCheckbox();
    void staysResponsive();
    void screenshots();

private:
    QTemporaryDir dir_;
};

void TestTunePanel::tuneByClicks()
{
    ModelLibrary models;
    TunePanel panel(&models);
    panel.resize(600, 900);
    panel.show();
    const QString data = writeData(dir_.filePath(QStringLiteral("tiny.epd")), 400);
    QVERIFY(!data.isEmpty());
    QVERIFY(!button(panel, "tunePause")->isEnabled());
    QVERIFY(!button(panel, "tuneStop")->isEnabled());
    QVERIFY(!button(panel, "tuneKeep")->isEnabled());

    panel.findChild<QLineEdit*>(QStringLiteral("tuneData"))->setText(data);
    choose(panel, "tuneModel", QStringLiteral("pesto"));
    panel.findChild<QSpinBox*>(QStringLiteral("tuneEpochs"))->setValue(1000);
    const HeatScene before = panel.canvas()->scene();
    // Pause as soon as epoch 3 is on the page (the worker is further on by then).
    connect(&panel, &TunePanel::epochShown, this, [&panel](int epoch) {
        if (epoch == 3)
            click(panel, "tunePause");
    });
    click(panel, "tuneStart");
    QVERIFY(!button(panel, "tuneStart")->isEnabled());
    QVERIFY(!panel.findChild<QLineEdit*>(QStringLiteral("tuneData"))->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(panel.state(), TunePanel::State::Paused, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(panel.status().contains(QStringLiteral("Paused after epoch")), 20000);
    QCOMPARE(button(panel, "tunePause")->text(), QStringLiteral("Resume"));
    QVERIFY(panel.errorText().isEmpty());
    const int pausedAt = panel.epochsDone();
    QVERIFY(pausedAt >= 3 && pausedAt < 1000);
    QVERIFY(panel.startModel() == *findBuiltinModel("pesto"));
    QVERIFY(!sameWeights(panel.tunedModel(), panel.startModel()));
    // The heat maps show the tuned tables, not the start model's; the loss has a point per epoch
    // and one before the first.
    QTRY_VERIFY(differingCells(before, panel.canvas()->scene()) > 0);
    QCOMPARE(panel.lossCurve()->losses().size(), pausedAt + 1);
    QVERIFY(panel.lossCurve()->losses().back() < panel.lossCurve()->losses().front());
    QVERIFY(!panel.findChild<QLabel*>(QStringLiteral("tuneChanges"))->text().isEmpty());
    QVERIFY(button(panel, "tuneKeep")->isEnabled());

    // Paused: no epoch comes.
    QTest::qWait(300);
    QCOMPARE(panel.epochsDone(), pausedAt);
    QCOMPARE(panel.state(), TunePanel::State::Paused);

    // Resume goes on; Stop ends the run well before its 1000 epochs.
    disconnect(&panel, &TunePanel::epochShown, this, nullptr);
    click(panel, "tunePause");
    QCOMPARE(panel.state(), TunePanel::State::Running);
    QTRY_VERIFY_WITH_TIMEOUT(panel.epochsDone() > pausedAt + 2, 20000);
    click(panel, "tuneStop");
    QTRY_COMPARE_WITH_TIMEOUT(panel.state(), TunePanel::State::Idle, 5000);
    QVERIFY(panel.epochsDone() < 1000);
    QVERIFY2(panel.status().startsWith(QStringLiteral("Stopped")), qPrintable(panel.status()));
    QVERIFY(button(panel, "tuneStart")->isEnabled());
    QVERIFY(!button(panel, "tuneStop")->isEnabled());
    QCOMPARE(models.count(), int(builtinModels().size())); // nothing kept unless asked
}

void TestTunePanel::termsCheckbox_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<bool>("terms");
    QTest::addColumn<bool>("termsMove");
    QTest::newRow("classical, terms") << "classical" << true << true;
    QTest::newRow("classical, no terms") << "classical" << false << false;
    QTest::newRow("pesto (none to tune)") << "pesto" << true << false;
}

// The Terms checkbox passes kd::TUNE_TERMS: a model's terms move only when it is ticked, and it
// is disabled (and harmless) for a start model without terms.
void TestTunePanel::termsCheckbox()
{
    QFETCH(QString, model);
    QFETCH(bool, terms);
    QFETCH(bool, termsMove);
    ModelLibrary models;
    TunePanel panel(&models);
    const QString data = writeData(dir_.filePath(QStringLiteral("terms.epd")), 300);
    panel.findChild<QLineEdit*>(QStringLiteral("tuneData"))->setText(data);
    choose(panel, "tuneModel", model);
    panel.findChild<QSpinBox*>(QStringLiteral("tuneEpochs"))->setValue(2);
    auto* box = panel.findChild<QCheckBox*>(QStringLiteral("tuneTerms"));
    box->setChecked(terms);
    QCOMPARE(box->isEnabled(), findBuiltinModel(model.toStdString())->hasTerms);
    click(panel, "tuneStart");
    QVERIFY(!box->isEnabled()); // not while tuning
    QTRY_COMPARE_WITH_TIMEOUT(panel.state(), TunePanel::State::Idle, 20000);
    QVERIFY(panel.errorText().isEmpty());
    QCOMPARE(panel.epochsDone(), 2);
    const EvalModel& start = *findBuiltinModel(model.toStdString());
    QCOMPARE(panel.tunedModel().hasTerms, start.hasTerms);
    QCOMPARE(panel.tunedModel().terms != start.terms, termsMove);
    QVERIFY(panel.tunedModel().psqt != start.psqt); // the tables moved in every row
    QCOMPARE(box->isEnabled(), start.hasTerms);
}

void TestTunePanel::keepAsModel()
{
    ModelLibrary models;
    const int before = models.count();
    TunePanel panel(&models);
    panel.show();
    panel.setDataPath(writeData(dir_.filePath(QStringLiteral("keep.epd")), 300));
    choose(panel, "tuneModel", QStringLiteral("simplified"));
    panel.findChild<QSpinBox*>(QStringLiteral("tuneEpochs"))->setValue(4);
    click(panel, "tuneStart");
    QTRY_COMPARE_WITH_TIMEOUT(panel.state(), TunePanel::State::Idle, 20000);
    QCOMPARE(panel.epochsDone(), 4);
    QVERIFY2(panel.status().startsWith(QStringLiteral("Done")), qPrintable(panel.status()));

    // "Keep as model…" asks the name, then adds the model and makes it current.
    QTimer::singleShot(0, this, [] {
        auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QCOMPARE(dialog->textValue(), QStringLiteral("simplified-tuned"));
        dialog->setTextValue(QStringLiteral("mine"));
        dialog->accept();
    });
    click(panel, "tuneKeep");
    QCOMPARE(models.count(), before + 1);
    QCOMPARE(models.current(), before);
    QVERIFY(models.isMade(before));
    QCOMPARE(models.displayName(before), QStringLiteral("mine (unsaved)"));
    QCOMPARE(models.model().name, std::string("mine"));
    QVERIFY(sameWeights(models.model(), panel.tunedModel()));
    QVERIFY(models.tables()->model() == models.model()); // the engine's tables are the kept model's
    QVERIFY(panel.errorText().isEmpty());
    // The same name again is refused, shown on the page, and adds nothing.
    QCOMPARE(panel.keepModel(QStringLiteral("mine")).isEmpty(), false);
    QCOMPARE(models.count(), before + 1);
    QCOMPARE(panel.suggestedName(), QStringLiteral("simplified-tuned"));
    // The start list offers the new model.
    QVERIFY(panel.findChild<QComboBox*>(QStringLiteral("tuneModel"))->findText(QStringLiteral("mine (unsaved)")) >= 0);
}

void TestTunePanel::badDataShowsError()
{
    ModelLibrary models;
    models.setCurrent(QStringLiteral("otter"));
    const int count = models.count(), current = models.current();
    TunePanel panel(&models);
    const QString bad = writeText(
        dir_.filePath(QStringLiteral("bad.epd")), "this is not a position [1.0]\nneither is this c9 \"1-0\";\n");
    QVERIFY(!bad.isEmpty());
    panel.setDataPath(bad);
    click(panel, "tuneStart");
    QTRY_COMPARE_WITH_TIMEOUT(panel.state(), TunePanel::State::Idle, 10000);
    QVERIFY2(panel.errorText().contains(QStringLiteral("bad.epd")), qPrintable(panel.errorText()));
    QVERIFY(panel.findChild<QLabel*>(QStringLiteral("tuneError"))->isVisibleTo(&panel));
    QVERIFY(!panel.hasTunedModel());
    QVERIFY(!button(panel, "tuneKeep")->isEnabled());
    QCOMPARE(models.count(), count);
    QCOMPARE(models.current(), current);

    // A missing file and nothing to tune are refused before any thread work.
    panel.setDataPath(dir_.filePath(QStringLiteral("missing.epd")));
    click(panel, "tuneStart");
    QCOMPARE(panel.state(), TunePanel::State::Idle);
    QVERIFY(panel.errorText().contains(QStringLiteral("missing.epd")));
    panel.setDataPath(bad);
    panel.findChild<QCheckBox*>(QStringLiteral("tuneMaterial"))->setChecked(false);
    panel.findChild<QCheckBox*>(QStringLiteral("tuneTables"))->setChecked(false);
    QVERIFY(!panel.start().isEmpty());
    QCOMPARE(panel.state(), TunePanel::State::Idle);
}

void TestTunePanel::pgnInput()
{
    // A PGN is turned into positions on the fly; a broken one says what is wrong on the page.
    ModelLibrary models;
    TunePanel panel(&models);
    const QString pgn = writeText(
        dir_.filePath(QStringLiteral("broken.pgn")), "[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Zz9 1-0\n");
    QVERIFY(!pgn.isEmpty());
    panel.setDataPath(pgn);
    click(panel, "tuneStart");
    QTRY_COMPARE_WITH_TIMEOUT(panel.state(), TunePanel::State::Idle, 10000);
    QVERIFY2(panel.errorText().contains(QStringLiteral("broken.pgn")), qPrintable(panel.errorText()));
    QVERIFY(!panel.hasTunedModel());

    // Random games with results: their quiet positions after ply 16 are the data.
    const QString games = dir_.filePath(QStringLiteral("games.pgn"));
    {
        QFile f(games);
        QVERIFY(f.open(QIODevice::WriteOnly));
        std::mt19937_64 rng(3);
        const char* results[] = {"1-0", "0-1", "1/2-1/2"};
        for (int i = 0; i < 30; ++i) {
            Position pos = *Position::fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
            PgnGame game;
            game.tree = MoveTree(playRandomGame(pos, rng, 60));
            game.result = results[i % 3];
            f.write(QByteArray::fromStdString(writePgn(game) + "\n"));
        }
    }
    panel.setDataPath(games);
    panel.findChild<QSpinBox*>(QStringLiteral("tuneEpochs"))->setValue(2);
    click(panel, "tuneStart");
    QTRY_COMPARE_WITH_TIMEOUT(panel.state(), TunePanel::State::Idle, 20000);
    QVERIFY2(panel.errorText().isEmpty(), qPrintable(panel.errorText()));
    QVERIFY(panel.findChild<QLabel*>(QStringLiteral("tuneError"))->isHidden());
    QCOMPARE(panel.epochsDone(), 2);
    QVERIFY2(panel.status().contains(QStringLiteral("positions")), qPrintable(panel.status()));

    // A broken game among them is skipped, and the page says which and where.
    const QString mixed = dir_.filePath(QStringLiteral("mixed.pgn"));
    {
        QFile in(games), out(mixed);
        QVERIFY(in.open(QIODevice::ReadOnly) && out.open(QIODevice::WriteOnly));
        out.write("[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Zz9 1-0\n\n" + in.readAll());
    }
    QSignalSpy messages(&panel, &TunePanel::message);
    panel.setDataPath(mixed);
    click(panel, "tuneStart");
    QTRY_COMPARE_WITH_TIMEOUT(panel.state(), TunePanel::State::Idle, 20000);
    QVERIFY2(panel.errorText().isEmpty(), qPrintable(panel.errorText()));
    QCOMPARE(panel.epochsDone(), 2);
    QVERIFY(!messages.isEmpty());
    const QString said = messages.front().at(0).toString();
    QVERIFY2(
        said.contains(QStringLiteral("1 game that did not read skipped")) && said.contains(QStringLiteral("line 4: ")),
        qPrintable(said));
}

void TestTunePanel::modelLibraryMadeModels()
{
    ModelLibrary models;
    const int builtins = models.count();
    EvalModel m = *findBuiltinModel("otter");
    m.name = "otter-tuned";
    m.psqt[MG][KNIGHT][SQ_E4] += 7;
    m.psqt[EG][KNIGHT][SQ_E4] += 7;
    QVERIFY(models.addModel(m).isEmpty());
    QCOMPARE(models.count(), builtins + 1);
    QCOMPARE(models.current(), builtins);
    QVERIFY(models.model() == m);
    QCOMPARE(models.fileOf(builtins), QString());
    // Refused: a taken name (built-in or made), an empty name, an invalid model.
    QVERIFY(!models.addModel(m).isEmpty());
    EvalModel pesto = m;
    pesto.name = "pesto";
    QVERIFY(!models.addModel(pesto).isEmpty());
    EvalModel empty = m;
    empty.name = " ";
    QVERIFY(!models.addModel(empty).isEmpty());
    EvalModel wild = m;
    wild.name = "wild";
    wild.psqt[MG][PAWN][SQ_E4] = MODEL_TABLE_MAX + 1;
    QVERIFY(!models.addModel(wild).isEmpty());
    QCOMPARE(models.count(), builtins + 1);

    // Across runs: the made model is listed again and is still the one in play, edits included.
    QVERIFY(models.setEntry(MG, ROOK, SQ_A1, 33).isEmpty());
    const QVariantMap state = models.saveState();
    ModelLibrary again;
    again.restoreState(state);
    QCOMPARE(again.count(), builtins + 1);
    QCOMPARE(again.current(), builtins);
    QVERIFY(again.isMade(builtins));
    QVERIFY(again.model() == models.model());
    QCOMPARE(again.model().psqt[MG][ROOK][SQ_A1], 33);

    // Saving writes a file that becomes the model's entry; it is no longer "made".
    const QString file = dir_.filePath(QStringLiteral("otter-tuned.json"));
    QVERIFY(again.save(file).isEmpty());
    QCOMPARE(again.count(), builtins + 1);
    QCOMPARE(again.fileOf(again.current()), file);
    QVERIFY(!again.isMade(again.current()));
    QVERIFY(!again.isEdited());
    QCOMPARE(again.displayName(again.current()), QStringLiteral("otter-tuned.json"));
    QVERIFY(*loadModelFile(file.toStdString()) == again.model());
}

// A model file that does not read at start-up (moved away, broken) and a made model that no longer
// validates are not dropped from the settings: the user is told, and once the file reads again the
// model is back in play with its unsaved edits.
void TestTunePanel::unreadableModelsAreKept()
{
    const QString file = dir_.filePath(QStringLiteral("mine.json"));
    EvalModel mine = *findBuiltinModel("pesto");
    mine.name = "mine";
    QVERIFY(saveModelFile(mine, file.toStdString()).ok());
    ModelLibrary first;
    EvalModel made = *findBuiltinModel("otter");
    made.name = "made";
    QCOMPARE(first.addModel(made), QString());
    QVariantMap state = first.saveState();
    QStringList madeJson = state.value(QStringLiteral("made")).toStringList();
    QCOMPARE(madeJson.size(), 1);
    madeJson.first().chop(10); // cut short: no longer reads
    state[QStringLiteral("made")] = madeJson;
    state[QStringLiteral("files")] = QStringList {file};
    state[QStringLiteral("current")] = file; // mine.json, edited, in play
    {
        ModelLibrary edits;
        QCOMPARE(edits.openFile(file), QString());
        QVERIFY(edits.setEntry(MG, KNIGHT, SQ_D4, 77).isEmpty());
        state[QStringLiteral("edited")] = edits.saveState().value(QStringLiteral("edited"));
    }
    QVERIFY(!state.value(QStringLiteral("edited")).toString().isEmpty());

    QVERIFY(QFile::rename(file, file + QStringLiteral(".away")));
    ModelLibrary second;
    const QStringList messages = second.restoreState(state);
    QCOMPARE(messages.size(), 3);
    QVERIFY2(messages[0].contains(QStringLiteral("mine.json': no such file")), qPrintable(messages[0]));
    QVERIFY2(messages[0].contains(QStringLiteral("at 4 more starts")), qPrintable(messages[0]));
    QVERIFY2(
        messages[1].contains(QStringLiteral("A model made in the app could not be read")), qPrintable(messages[1]));
    QVERIFY2(messages[2].contains(QStringLiteral("mine.json, is not available; playing with"))
            && messages[2].contains(QStringLiteral("unsaved edits are kept")),
        qPrintable(messages[2]));
    QCOMPARE(second.model().name, std::string(DEFAULT_MODEL));
    // Saved again while the file is away: everything is written back as it was.
    const QVariantMap kept = second.saveState();
    QCOMPARE(kept.value(QStringLiteral("files")).toStringList(), QStringList {file});
    QCOMPARE(kept.value(QStringLiteral("made")).toStringList(), madeJson);
    QCOMPARE(kept.value(QStringLiteral("current")).toString(), file);
    QCOMPARE(kept.value(QStringLiteral("edited")), state.value(QStringLiteral("edited")));

    // The file is back: the next run has it in play, edits included.
    QVERIFY(QFile::rename(file + QStringLiteral(".away"), file));
    ModelLibrary third;
    QCOMPARE(third.restoreState(kept).size(), 1); // the made model still does not read
    QCOMPARE(third.fileOf(third.current()), file);
    QVERIFY(third.isEdited());
    QCOMPARE(third.model().psqt[MG][KNIGHT][SQ_D4], 77);

    // Opened again in the same run, it also comes back with its edits.
    ModelLibrary fourth;
    QVERIFY(QFile::rename(file, file + QStringLiteral(".away")));
    fourth.restoreState(kept);
    QVERIFY(QFile::rename(file + QStringLiteral(".away"), file));
    QCOMPARE(fourth.openFile(file), QString());
    QCOMPARE(fourth.model().psqt[MG][KNIGHT][SQ_D4], 77);
    // Choosing another model ends the keeping: its edits are not written for mine.json any more.
    fourth.setCurrent(QStringLiteral("pesto"));
    QCOMPARE(fourth.saveState().value(QStringLiteral("current")).toString(), QStringLiteral("pesto"));
    QVERIFY(!fourth.saveState().contains(QStringLiteral("edited")));

    // A file that stays away is kept for KEEP_STARTS starts in a row, then dropped with a message;
    // the model last in play then is no longer kept either.
    QVERIFY(QFile::remove(file));
    QVariantMap carried = kept;
    for (int start = 2; start <= 5; ++start) { // the first was the second library's
        ModelLibrary run;
        const QStringList said = run.restoreState(carried);
        carried = run.saveState();
        const bool dropped = start == 5;
        QCOMPARE(carried.value(QStringLiteral("files")).toStringList().contains(file), !dropped);
        QVERIFY2(said.join(' ').contains(dropped ? QStringLiteral("at 5 starts in a row and was removed")
                         : start == 4            ? QStringLiteral("at the next start")
                                                 : QStringLiteral("at %1 more starts").arg(5 - start)),
            qPrintable(said.join('\n')));
    }
    // A relative path given to openFile() is listed absolute, so it reads from any folder.
    ModelLibrary relative;
    QVERIFY(saveModelFile(mine, file.toStdString()).ok());
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir_.path()));
    QCOMPARE(relative.openFile(QStringLiteral("mine.json")), QString());
    QVERIFY(QDir::setCurrent(before));
    QCOMPARE(relative.fileOf(relative.current()), file);
}

void TestTunePanel::mainWindowTuneTab()
{
    MainWindow window(MainWindow::Options {QString(), false}); // never the user's settings
    window.resize(1400, 900);
    window.show();
    QVERIFY(window.findChild<TunePanel*>(QStringLiteral("tunePanel")) == window.tune());
    QVERIFY(window.findChild<HeatmapPanel*>(QStringLiteral("heatmapPanel")) == window.heatmap());
    QVERIFY(window.showPanels(QStringLiteral("tune")));
    QCOMPARE(window.tablesTabs()->currentWidget(), window.tune());
    QVERIFY(window.workspace()->isShowing(Workspace::Tables));
    QVERIFY(window.showPanels(QStringLiteral("heatmap")));
    QCOMPARE(window.tablesTabs()->currentWidget(), window.heatmap());
    QAction* tune = window.findChild<QAction*>(QStringLiteral("tuneModel"));
    QVERIFY(tune);
    window.showPanels(QStringLiteral("board"));
    QVERIFY(!window.workspace()->isOpen(Workspace::Tables));
    tune->trigger();
    QVERIFY(window.workspace()->isShowing(Workspace::Tables));
    QCOMPARE(window.tablesTabs()->currentWidget(), window.tune());
    QVERIFY(window.tune()->isVisible());

    // The page in front comes back after a restart.
    const QString tabIni = dir_.filePath(QStringLiteral("tab.ini"));
    {
        MainWindow first({tabIni, true});
        QVERIFY(first.showPanels(QStringLiteral("tune")));
        first.close();
    }
    {
        MainWindow second({tabIni, true});
        QCOMPARE(second.tablesTabs()->currentWidget(), second.tune());
        QVERIFY(second.showPanels(QStringLiteral("heatmap")));
        second.close();
    }
    MainWindow third({tabIni, true});
    QCOMPARE(third.tablesTabs()->currentWidget(), third.heatmap());

    // Settings: the page's inputs come back.
    const QString ini = dir_.filePath(QStringLiteral("tune.ini"));
    {
        QSettings s(ini, QSettings::IniFormat);
        window.tune()->setDataPath(QStringLiteral("/data/games.pgn"));
        window.tune()->findChild<QSpinBox*>(QStringLiteral("tuneEpochs"))->setValue(35);
        window.tune()->findChild<QCheckBox*>(QStringLiteral("tuneMaterial"))->setChecked(false);
        window.tune()->saveSettings(s);
    }
    ModelLibrary models;
    TunePanel other(&models);
    QSettings s(ini, QSettings::IniFormat);
    other.restoreSettings(s);
    QCOMPARE(other.findChild<QLineEdit*>(QStringLiteral("tuneData"))->text(), QStringLiteral("/data/games.pgn"));
    QCOMPARE(other.findChild<QSpinBox*>(QStringLiteral("tuneEpochs"))->value(), 35);
    QVERIFY(!other.findChild<QCheckBox*>(QStringLiteral("tuneMaterial"))->isChecked());
    QVERIFY(other.findChild<QCheckBox*>(QStringLiteral("tuneTables"))->isChecked());
}

void TestTunePanel::changeModel()
{
    // "Change since start": each cell is tuned minus start, clamped to the table range.
    EvalModel start = *findBuiltinModel("pesto");
    EvalModel now = start;
    now.psqt[MG][KNIGHT][SQ_E4] += 12;
    now.psqt[EG][PAWN][SQ_A7] = MODEL_TABLE_MAX;
    start.psqt[EG][PAWN][SQ_A7] = -MODEL_TABLE_MAX;
    now.material[EG][ROOK] -= 9;
    const EvalModel d = modelChange(start, now);
    QCOMPARE(d.psqt[MG][KNIGHT][SQ_E4], 12);
    QCOMPARE(d.psqt[EG][PAWN][SQ_A7], MODEL_TABLE_MAX);
    QCOMPARE(d.material[EG][ROOK], -9);
    QCOMPARE(d.psqt[MG][QUEEN][SQ_D1], 0);
    QVERIFY(validate(d).ok());
    QCOMPARE(d.kind, start.kind);

    // On the page: the change view draws it, captioned as a change.
    ModelLibrary models;
    TunePanel panel(&models);
    choose(panel, "tuneShow", QStringLiteral("Change since start"));
    QVERIFY(panel.canvas()->scene().caption.startsWith(QStringLiteral("Change since start (pawns)")));
    for (const HeatTable& t : panel.canvas()->scene().tables)
        for (int v : t.values)
            QCOMPARE(v, 0); // nothing tuned yet
}

void TestTunePanel::staysResponsive()
{
    // The main window with the Tune page in front runs a whole tuning while its event loop keeps
    // turning (how long a turn takes is measured by `kandinsky --measure-tune`, not here: README,
    // Performance).
    MainWindow window(MainWindow::Options {QString(), false}); // never the user's settings
    window.resize(1280, 800);
    window.show();
    QVERIFY(window.showPanels(QStringLiteral("tune")));
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    TunePanel* panel = window.tune();
    panel->setDataPath(writeData(dir_.filePath(QStringLiteral("stall.epd")), 20000));
    panel->findChild<QSpinBox*>(QStringLiteral("tuneEpochs"))->setValue(40);
    int turns = 0;
    QTimer tick;
    tick.setInterval(0);
    connect(&tick, &QTimer::timeout, this, [&] { ++turns; });
    tick.start();
    QVERIFY(panel->start().isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(panel->state(), TunePanel::State::Idle, 60000);
    tick.stop();
    QCOMPARE(panel->epochsDone(), 40);
    QVERIFY(turns > 40); // the loop turned between epochs, not only once per epoch
}

// Not a check: with KD_TUNE_SHOTS=DIR, pictures of the main window's Tune page after a few epochs at
// several window sizes, to look at.
void TestTunePanel::screenshots()
{
    const QString out = qEnvironmentVariable("KD_TUNE_SHOTS");
    if (out.isEmpty())
        QSKIP("set KD_TUNE_SHOTS=DIR for pictures");
    const QString data = writeData(dir_.filePath(QStringLiteral("shots.epd")), 3000);
    for (const QSize size : {QSize(1600, 1000), QSize(1280, 800), QSize(1024, 640), QSize(800, 600)}) {
        MainWindow window(MainWindow::Options {QString(), false}); // never the user's settings
        window.resize(size);
        window.show();
        QVERIFY(window.showPanels(QStringLiteral("tune")));
        TunePanel* panel = window.tune();
        panel->setDataPath(data);
        panel->findChild<QSpinBox*>(QStringLiteral("tuneEpochs"))->setValue(12);
        QVERIFY(panel->start().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(panel->state(), TunePanel::State::Idle, 60000);
        QTest::qWait(100);
        window.grab().save(QStringLiteral("%1/tune-%2x%3.png").arg(out).arg(size.width()).arg(size.height()));
        choose(*panel, "tuneShow", QStringLiteral("Change since start"));
        QTest::qWait(50);
        window.grab().save(QStringLiteral("%1/change-%2x%3.png").arg(out).arg(size.width()).arg(size.height()));
    }
}

QTEST_MAIN(TestTunePanel)
#include "tst_tunepanel.moc"
