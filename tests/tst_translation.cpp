// Translations: the main window, its panels, menus and main dialogs built once in English and once
// in German, every text a user can see collected from both (labels, buttons, tabs, headers, menu
// entries, tooltips, placeholders, titles); a text that reads the same in both, and is not a name or
// notation, did not go through tr() or has no translation. Also: numbers written the German way,
// the language chosen by setting, by the system's languages and by View → Language.
#include "enginemanagerdialog.h"
#include "format.h"
#include "gamereview.h"
#include "heatmap.h"
#include "inspectorpanel.h"
#include "language.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "positioneditor.h"
#include "support.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolBar>

namespace {

QString plain(const QString& text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

void add(QSet<QString>& out, const QString& text)
{
    QString t = plain(text);
    t.remove(QLatin1Char('&'));
    t = t.trimmed();
    if (!t.isEmpty())
        out.insert(t);
}

void addActions(QSet<QString>& out, const QList<QAction*>& actions)
{
    for (QAction* a : actions) {
        add(out, a->text());
        add(out, a->toolTip() == QString(a->text()).remove(QLatin1Char('&')) ? QString() : a->toolTip());
        add(out, a->statusTip());
        if (QMenu* m = a->menu()) {
            add(out, m->title());
            addActions(out, m->actions());
        }
    }
}

// Every text of root and its children that a user can read.
QSet<QString> textsOf(QWidget* root)
{
    QSet<QString> out;
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        add(out, w->isWindow() ? w->windowTitle() : QString());
        add(out, w->toolTip());
        add(out, w->statusTip());
        if (auto* l = qobject_cast<QLabel*>(w))
            add(out, l->text());
        if (auto* b = qobject_cast<QAbstractButton*>(w))
            add(out, b->text());
        if (auto* g = qobject_cast<QGroupBox*>(w))
            add(out, g->title());
        if (auto* e = qobject_cast<QLineEdit*>(w))
            add(out, e->placeholderText());
        if (auto* c = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i)
                add(out, c->itemText(i));
        if (auto* t = qobject_cast<QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i) {
                add(out, t->tabText(i));
                add(out, t->tabToolTip(i));
            }
        if (auto* h = qobject_cast<QHeaderView*>(w); h && h->model())
            for (int i = 0; i < h->count(); ++i) {
                add(out, h->model()->headerData(i, h->orientation()).toString());
                add(out, h->model()->headerData(i, h->orientation(), Qt::ToolTipRole).toString());
            }
        if (auto* m = qobject_cast<QMenuBar*>(w))
            addActions(out, m->actions());
        addActions(out, w->actions());
    }
    return out;
}

// Texts that read the same in English and German: names, notation, units and symbols.
bool languageNeutral(const QString& text)
{
    static const QRegularExpression words(QStringLiteral("[A-Za-zÄÖÜäöüß]{3,}"));
    if (!words.match(text).hasMatch())
        return true; // numbers, scores, squares, SAN ("Nf3"), symbols
    // Words German writes the same way.
    static const QSet<QString> same {QStringLiteral("Mat."), QStringLiteral("Mob."), QStringLiteral("Pause"),
        QStringLiteral("Engine:"), QStringLiteral("FEN:"), QStringLiteral("Name:"), QStringLiteral("PNG…"),
        QStringLiteral("En passant:"), QStringLiteral("Centipawns (+35)"), QStringLiteral("Deutsch"),
        QStringLiteral("English"), QStringLiteral("Engines…"), QStringLiteral("Bauhaus"), QStringLiteral("System")};
    if (same.contains(text))
        return true;
    static const QSet<QString> names {QStringLiteral("Kandinsky"), QStringLiteral("FEN"), QStringLiteral("PGN"),
        QStringLiteral("UCI"), QStringLiteral("Elo"), QStringLiteral("Tempo"), QStringLiteral("Material"),
        QStringLiteral("Start"), QStringLiteral("Stop"), QStringLiteral("Name"), QStringLiteral("Engine"),
        QStringLiteral("Engines"), QStringLiteral("Hash"), QStringLiteral("MultiPV"), QStringLiteral("Threads"),
        QStringLiteral("Model"), QStringLiteral("Tuning"), QStringLiteral("Phase"), QStringLiteral("Heatmap")};
    if (names.contains(text))
        return true;
    // Built-in model names and their titles, engine names, file names.
    static const QRegularExpression known(QStringLiteral(
        "^(simplified|otter|pesto|kandinsky|classical|Kandinsky [0-9]+|Stockfish.*|.*\\.(pgn|json|epd|bin|eco))$"));
    return known.match(text).hasMatch();
}

QSet<QString> windowTexts(const QString& settings)
{
    kdui::MainWindow window({settings, false});
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return {};
    window.showPanels(QStringLiteral("heatmap,inspector"));
    QSet<QString> texts = textsOf(&window);
    // A short window: the panels fold into tabs and the inspector's graph becomes a tab of its own.
    window.resize(800, 600);
    window.showPanels(QStringLiteral("inspector"));
    QTest::qWait(50);
    texts.unite(textsOf(&window));
    window.resize(1280, 800);
    QTest::qWait(50);
    window.showPanels(QStringLiteral("tune"));
    texts.unite(textsOf(&window));
    window.setAnalysisMode(true);
    texts.unite(textsOf(&window));
    window.setAnalysisMode(false);
    kdui::NewGameDialog newGame(&window);
    texts.unite(textsOf(&newGame));
    kdui::PositionEditor editor(&window);
    texts.unite(textsOf(&editor));
    kdui::EngineManagerDialog engines(window.engines(), &window);
    texts.unite(textsOf(&engines));
    kdui::ReviewDialog review(settings, &window);
    texts.unite(textsOf(&review));
    return texts;
}

} // namespace

class TestTranslation : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir;

private slots:
    void cleanup() { kdui::applyLanguage(QStringLiteral("en")); }

    void germanIsCompiledIn()
    {
        const QList<kdui::Language> languages = kdui::availableLanguages();
        QCOMPARE(languages.size(), 2);
        QCOMPARE(languages[0].code, QStringLiteral("en"));
        QCOMPARE(languages[1].code, QStringLiteral("de"));
        QCOMPARE(languages[1].name, QStringLiteral("Deutsch"));
    }

    void noEnglishLeftInGerman()
    {
        QCOMPARE(kdui::applyLanguage(QStringLiteral("en")), QStringLiteral("en"));
        const QSet<QString> english = windowTexts(dir.filePath(QStringLiteral("en.ini")));
        QVERIFY(english.contains(QStringLiteral("Game")));
        QCOMPARE(kdui::applyLanguage(QStringLiteral("de")), QStringLiteral("de"));
        const QSet<QString> german = windowTexts(dir.filePath(QStringLiteral("de.ini")));
        QVERIFY2(german.contains(QStringLiteral("Partie")), "the Game menu is not 'Partie'");
        QVERIFY(german.size() > 300);
        QStringList untranslated;
        for (const QString& t : english)
            if (german.contains(t) && !languageNeutral(t))
                untranslated << t;
        untranslated.sort();
        QVERIFY2(untranslated.isEmpty(),
            qPrintable(QStringLiteral("%1 texts read the same in German:\n").arg(untranslated.size())
                + untranslated.join(QLatin1Char('\n'))));
    }

    // Piece counts take each language's singular and plural ("1 Turm", "2 Türme"; the phase line
    // of the tables panel once read "2 bishops, 2 rooks, 1 Damen" in German).
    void pieceCountsTakeThePlural_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("expected");
        QTest::newRow("de 1 pawn") << "de" << int(kd::PAWN) << 1 << QStringLiteral("1 Bauer");
        QTest::newRow("de 8 pawns") << "de" << int(kd::PAWN) << 8 << QStringLiteral("8 Bauern");
        QTest::newRow("de 2 knights") << "de" << int(kd::KNIGHT) << 2 << QStringLiteral("2 Springer");
        QTest::newRow("de 2 bishops") << "de" << int(kd::BISHOP) << 2 << QStringLiteral("2 Läufer");
        QTest::newRow("de 1 rook") << "de" << int(kd::ROOK) << 1 << QStringLiteral("1 Turm");
        QTest::newRow("de 2 rooks") << "de" << int(kd::ROOK) << 2 << QStringLiteral("2 Türme");
        QTest::newRow("de 1 queen") << "de" << int(kd::QUEEN) << 1 << QStringLiteral("1 Dame");
        QTest::newRow("de 2 queens") << "de" << int(kd::QUEEN) << 2 << QStringLiteral("2 Damen");
        QTest::newRow("en 1 rook") << "en" << int(kd::ROOK) << 1 << QStringLiteral("1 rook");
        QTest::newRow("en 2 bishops") << "en" << int(kd::BISHOP) << 2 << QStringLiteral("2 bishops");
    }
    void pieceCountsTakeThePlural()
    {
        QFETCH(QString, language);
        QFETCH(int, type);
        QFETCH(int, count);
        QFETCH(QString, expected);
        kdui::applyLanguage(language);
        QCOMPARE(kdui::pieceCount(kd::PieceType(type), count), expected);
    }

    void numbersFollowTheLanguage()
    {
        kdui::applyLanguage(QStringLiteral("de"));
        QCOMPARE(kdui::scoreText(35), QStringLiteral("+0,35"));
        QCOMPARE(kdui::compactValue(-29), QString(kdui::MINUS) + QStringLiteral(",29"));
        QCOMPARE(kdui::groupedInt(1234567), QStringLiteral("1.234.567"));
        kdui::applyLanguage(QStringLiteral("en"));
        QCOMPARE(kdui::scoreText(35), QStringLiteral("+0.35"));
        QCOMPARE(kdui::compactValue(-29), QString(kdui::MINUS) + QStringLiteral(".29"));
        QCOMPARE(kdui::groupedInt(1234567), QStringLiteral("1,234,567"));
    }

    void choiceAndFallback()
    {
        // An unknown choice falls back to the system's languages, and to English without a match
        // (the test runs in the C locale).
        QCOMPARE(kdui::applyLanguage(QStringLiteral("xx")), QStringLiteral("en"));
        QCOMPARE(kdui::applyLanguage(QString()), QStringLiteral("en"));
        QCOMPARE(kdui::applyLanguage(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("kdui::MainWindow", "&Game"), QStringLiteral("&Partie"));
        QCOMPARE(kdui::applyLanguage(QStringLiteral("system")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("kdui::MainWindow", "&Game"), QStringLiteral("&Game"));
    }

    // Every toolbar button stays on the toolbar (none behind Qt's » button) in both languages at
    // every window size: the words beside the icons go first, and only when they do not fit.
    void toolbarKeepsEveryButton_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("words"); // words beside the icons: 1 expected, 0 not, -1 as they fit
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")})
            for (const QSize& size : {QSize(1600, 1000), QSize(1280, 800), QSize(1024, 640), QSize(800, 600)}) {
                const int words = size.width() >= 1600 ? 1 : size.width() <= 800 ? 0 : -1;
                QTest::addRow("%s %dx%d", qPrintable(language), size.width(), size.height())
                    << language << size << words;
            }
    }
    void toolbarKeepsEveryButton()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(int, words);
        kdui::applyLanguage(language);
        kdui::MainWindow window({dir.filePath(QStringLiteral("toolbar.ini")), false});
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* bar = window.findChild<QToolBar*>(QStringLiteral("gameToolBar"));
        QVERIFY(bar);
        QTRY_VERIFY(bar->width() > 0);
        const auto* more = bar->findChild<QAbstractButton*>(QStringLiteral("qt_toolbar_ext_button"));
        QVERIFY2(!more || !more->isVisible(), "a toolbar button went behind »");
        if (words >= 0)
            QCOMPARE(bar->toolButtonStyle() == Qt::ToolButtonTextBesideIcon, words == 1);
    }

    // The inspector's step counter in a small window: never cut, in either language ("Schritt 12
    // von 24" does not fit beside the buttons at 800x600: "12/24" does).
    void stepCounterFitsASmallWindow_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
    }
    void stepCounterFitsASmallWindow()
    {
        QFETCH(QString, language);
        kdui::applyLanguage(language);
        kdui::MainWindow window({dir.filePath(QStringLiteral("counter.ini")), false});
        window.resize(800, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.openPgnFile(kdtest::dataPath("opera.pgn")), QString());
        window.showPanels(QStringLiteral("heatmap,inspector"));
        for (int i = 0; i < 12; ++i)
            window.inspector()->stepForward();
        QCoreApplication::processEvents();
        const auto* counter = window.findChild<QLabel*>(QStringLiteral("stepCounter"));
        QVERIFY(counter && counter->isVisible());
        const QString shown = counter->text();
        QVERIFY2(counter->fontMetrics().horizontalAdvance(shown) <= counter->contentsRect().width(),
            qPrintable(QStringLiteral("'%1' in %2 px").arg(shown).arg(counter->contentsRect().width())));
        QVERIFY2(shown == counter->toolTip() || QRegularExpression(QStringLiteral("^12/\\d+$")).match(shown).hasMatch(),
            qPrintable(shown));
        QVERIFY2(counter->toolTip().contains(QLatin1String("12")), qPrintable(counter->toolTip()));
    }

    // View → Language writes the choice at once and says when it takes effect.
    void viewMenuKeepsTheChoice()
    {
        const QString ini = dir.filePath(QStringLiteral("menu.ini"));
        {
            kdui::MainWindow window({ini, true});
            QAction* german = window.action(QStringLiteral("language_de"));
            QVERIFY(german);
            QVERIFY(window.action(QStringLiteral("language_system"))->isChecked());
            german->trigger();
            QVERIFY2(window.message().contains(QStringLiteral("Deutsch")), qPrintable(window.message()));
            QCOMPARE(
                QSettings(ini, QSettings::IniFormat).value(kdui::LANGUAGE_SETTING).toString(), QStringLiteral("de"));
        }
        kdui::MainWindow again({ini, true});
        QVERIFY(again.action(QStringLiteral("language_de"))->isChecked());
        QCOMPARE(QSettings(ini, QSettings::IniFormat).value(kdui::LANGUAGE_SETTING).toString(), QStringLiteral("de"));
    }
};

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"
