// kandinsky: the desktop application.
//
//   kandinsky [--fen FEN] [--book FILE.bin] [--eco FILE.eco] [--language CODE]
//             [--appearance system|light|dark] [--pieces classic|bauhaus] [--panel
//   board|heatmap|tune|inspector|heatmap,inspector]
//   [--size WxH]
//             [--screenshot FILE.png] [--measure] [--analyse] [--analyser PROGRAM]
//             [--review kandinsky|PROGRAM] [--review-depth N] [--measure-review kandinsky|PROGRAM]
//             [--measure-tune DATA [--tune-epochs N]] [GAME.pgn]
#include "gamereview.h"
#include "language.h"
#include "mainwindow.h"
#include "measure.h"
#include "modellibrary.h"
#include "pieceset.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QIcon>
#include <QSettings>
#include <QTimer>

#include <cstdio>

namespace {

// Without a display Qt stops the program with abort() when the window system cannot be reached.
// --help and --version need no window, nor do --screenshot and the --measure options (they draw
// offscreen): those run on Qt's offscreen platform. Anything else gets a message and exit code 1.
// Returns false when the program should stop there.
bool chooseDisplay(int argc, char* argv[])
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS) && !defined(Q_OS_ANDROID)
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return true;
    bool headless = false;
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-platform" || arg == "--platform")
            return true; // Qt's own choice of platform, made by the user
        if (arg == "-h" || arg == "-?" || arg == "--help" || arg == "--help-all" || arg == "-v" || arg == "--version"
            || arg.startsWith("--screenshot") || arg.startsWith("--measure"))
            headless = true;
    }
    if (headless) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        return true;
    }
    std::fprintf(stderr,
        "kandinsky: no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
        "Start it from a desktop session; kandinsky --help lists the options.\n");
    return false;
#else
    Q_UNUSED(argc);
    Q_UNUSED(argv);
    return true;
#endif
}

} // namespace

int main(int argc, char* argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    if (!chooseDisplay(argc, argv))
        return 1;
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Kandinsky"));
    QApplication::setOrganizationName(QStringLiteral("Kandinsky"));
    QApplication::setApplicationVersion(QStringLiteral(KANDINSKY_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/kandinsky.svg")));
    // The installed desktop entry's name (resources/desktop), so that docks and Wayland
    // compositors match the window to the menu entry and its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.kandinskychess.Kandinsky"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Play chess and see why the engine scores a position as it does."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption fenOption(QStringLiteral("fen"),
        QStringLiteral("Open on this position (a game between two people)."), QStringLiteral("FEN"));
    const QCommandLineOption modelOption(QStringLiteral("model"),
        QStringLiteral("The evaluation model to play and inspect with: a built-in model's name (simplified, pesto, "
                       "classical, ...), one in the model list, or a model file (JSON). Without it the last "
                       "session's model is used."),
        QStringLiteral("NAME"));
    const QCommandLineOption panelOption(QStringLiteral("panel"),
        QStringLiteral(
            "The panels to show beside the board: board (none), heatmap, tune (the tables panel's Tune page), "
            "inspector or heatmap,inspector. "
            "Without it the layout of the last session is used."),
        QStringLiteral("NAMES"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
        QStringLiteral("The window's size for --screenshot and --measure (default 1400x900)."), QStringLiteral("WxH"),
        QStringLiteral("1400x900"));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
        QStringLiteral("Lay the window out (at --size, with --panel), save it as a PNG and exit. Settings and the "
                       "saved game are neither read nor written."),
        QStringLiteral("FILE.png"));
    const QCommandLineOption measureOption(QStringLiteral("measure"),
        QStringLiteral("Measure the time to the first frame, the longest event-loop stall during a 10 s think and "
                       "the stop-to-move latency, print them and exit."));
    const QCommandLineOption analyseOption(QStringLiteral("analyse"),
        QStringLiteral("Open in analysis mode: Kandinsky (and --analyser) analyse the position on the board. With "
                       "--screenshot the picture is taken after --analyse-seconds of analysis."));
    const QCommandLineOption analyserOption(QStringLiteral("analyser"),
        QStringLiteral("A UCI engine to analyse with beside Kandinsky (its program, e.g. /usr/games/stockfish)."),
        QStringLiteral("PROGRAM"));
    const QCommandLineOption analyseSecondsOption(QStringLiteral("analyse-seconds"),
        QStringLiteral("How long --analyse --screenshot analyses before the picture (default 4)."), QStringLiteral("S"),
        QStringLiteral("4"));
    const QCommandLineOption measureAnalysisOption(QStringLiteral("measure-analysis"),
        QStringLiteral("Measure analysis mode (MultiPV 5, Kandinsky and --analyser) while clicking through a game: "
                       "the longest event-loop stall and the time from a click to new lines on screen."));
    const QCommandLineOption reviewOption(QStringLiteral("review"),
        QStringLiteral("Review the game (GAME.pgn) with kandinsky or a UCI engine's program; with --screenshot the "
                       "picture shows the worst move once the review is done."),
        QStringLiteral("ENGINE"));
    const QCommandLineOption reviewDepthOption(QStringLiteral("review-depth"),
        QStringLiteral("The depth per position of --review and --measure-review (default 16)."), QStringLiteral("N"),
        QStringLiteral("16"));
    const QCommandLineOption measureReviewOption(QStringLiteral("measure-review"),
        QStringLiteral("Review GAME.pgn with kandinsky or a UCI engine's program and print the time per position "
                       "and the longest event-loop stall while it runs."),
        QStringLiteral("ENGINE"));
    const QCommandLineOption measureTuneOption(QStringLiteral("measure-tune"),
        QStringLiteral("Tune on the Tune page from DATA (EPD or PGN) and print the time and the longest event-loop "
                       "stall while it runs."),
        QStringLiteral("DATA"));
    const QCommandLineOption tuneEpochsOption(QStringLiteral("tune-epochs"),
        QStringLiteral("The epochs of --measure-tune (default 20)."), QStringLiteral("N"), QStringLiteral("20"));
    parser.addOption(measureTuneOption);
    parser.addOption(tuneEpochsOption);
    parser.addOption(reviewOption);
    parser.addOption(reviewDepthOption);
    parser.addOption(measureReviewOption);
    parser.addOption(fenOption);
    parser.addOption(modelOption);
    const QCommandLineOption bookOption(QStringLiteral("book"),
        QStringLiteral("Play from this Polyglot opening book (Play > Play from the opening book); the analysis panel "
                       "shows its moves."),
        QStringLiteral("FILE.bin"));
    parser.addOption(bookOption);
    const QCommandLineOption ecoOption(QStringLiteral("eco"),
        QStringLiteral("Name the openings from this ECO file in Scid's format (by default Debian's scid-data file)."),
        QStringLiteral("FILE.eco"));
    parser.addOption(ecoOption);
    const QCommandLineOption languageOption(QStringLiteral("language"),
        QStringLiteral("Speak this language (en, de, or system) instead of the one chosen under View > Language."),
        QStringLiteral("CODE"));
    parser.addOption(languageOption);
    const QCommandLineOption appearanceOption(QStringLiteral("appearance"),
        QStringLiteral("Light or dark windows for this run: system, light or dark (View > Appearance)."),
        QStringLiteral("NAME"));
    parser.addOption(appearanceOption);
    const QCommandLineOption piecesOption(QStringLiteral("pieces"),
        QStringLiteral("The piece set for this run: classic or bauhaus (View > Pieces)."), QStringLiteral("SET"));
    parser.addOption(piecesOption);
    parser.addOption(measureAnalysisOption);
    parser.addOption(analyseOption);
    parser.addOption(analyserOption);
    parser.addOption(analyseSecondsOption);
    parser.addOption(panelOption);
    parser.addOption(sizeOption);
    parser.addOption(screenshotOption);
    parser.addOption(measureOption);
    parser.addPositionalArgument(QStringLiteral("game.pgn"), QStringLiteral("A PGN file to open."));
    parser.process(app);

    const QString panel = parser.value(panelOption);
    const QStringList sizeParts = parser.value(sizeOption).split(QLatin1Char('x'));
    bool wOk = false, hOk = false;
    const int width = sizeParts.size() == 2 ? sizeParts[0].toInt(&wOk) : 0;
    const int height = sizeParts.size() == 2 ? sizeParts[1].toInt(&hOk) : 0;
    if (!wOk || !hOk || width < 320 || height < 240 || width > 10000 || height > 10000) {
        std::fprintf(stderr,
            "kandinsky: bad --size '%s' (use WIDTHxHEIGHT, e.g. 1280x800, from 320x240 to 10000x10000)\n",
            qPrintable(parser.value(sizeOption)));
        return 2;
    }
    const bool screenshot = parser.isSet(screenshotOption);
    const bool measureAnalysis = parser.isSet(measureAnalysisOption);
    const bool measureReview = parser.isSet(measureReviewOption);
    const bool measureTune = parser.isSet(measureTuneOption);
    const bool measure = parser.isSet(measureOption) || measureAnalysis || measureReview || measureTune;
    bool epochsOk = false;
    const int tuneEpochs = parser.value(tuneEpochsOption).toInt(&epochsOk);
    if (!epochsOk || tuneEpochs < 1 || tuneEpochs > 1000) {
        std::fprintf(
            stderr, "kandinsky: bad --tune-epochs '%s' (use 1 to 1000)\n", qPrintable(parser.value(tuneEpochsOption)));
        return 2;
    }
    bool depthOk = false;
    const int reviewDepth = parser.value(reviewDepthOption).toInt(&depthOk);
    if (!depthOk || reviewDepth < 1 || reviewDepth > kdui::ReviewLimit::MAX_DEPTH) {
        std::fprintf(stderr, "kandinsky: bad --review-depth '%s' (use 1 to %d)\n",
            qPrintable(parser.value(reviewDepthOption)), kdui::ReviewLimit::MAX_DEPTH);
        return 2;
    }
    kdui::MainWindow::Options options;
    options.persist = !screenshot && !measure;
    // The language: --language, else the one chosen under View > Language, else the system's.
    QString language = parser.value(languageOption);
    if (!language.isEmpty() && language != QLatin1String("system")) {
        const QList<kdui::Language> known = kdui::availableLanguages();
        if (std::none_of(known.begin(), known.end(), [&](const kdui::Language& l) { return l.code == language; })) {
            QStringList codes;
            for (const kdui::Language& l : known)
                codes << l.code;
            std::fprintf(stderr, "kandinsky: unknown language '%s' (use %s or system)\n", qPrintable(language),
                qPrintable(codes.join(QStringLiteral(", "))));
            return 2;
        }
    }
    if (language.isEmpty() && options.persist)
        language = QSettings(QSettings::IniFormat, QSettings::UserScope, QApplication::organizationName(),
            QApplication::applicationName())
                       .value(QLatin1String(kdui::LANGUAGE_SETTING))
                       .toString();
    kdui::applyLanguage(language);
    kdui::MainWindow window(options);
    if (parser.isSet(panelOption) && !window.showPanels(panel)) {
        std::fprintf(stderr,
            "kandinsky: unknown panel in '%s' (use board, heatmap, tune, inspector or heatmap,inspector)\n",
            qPrintable(panel));
        return 2;
    }

    if (parser.isSet(bookOption))
        window.setBookFile(parser.value(bookOption));
    if (parser.isSet(ecoOption))
        window.setEcoFile(parser.value(ecoOption));
    if (parser.isSet(appearanceOption)) {
        const QString name = parser.value(appearanceOption);
        if (name != QLatin1String("system") && name != QLatin1String("light") && name != QLatin1String("dark")) {
            std::fprintf(stderr, "kandinsky: unknown appearance '%s' (use system, light or dark)\n", qPrintable(name));
            return 2;
        }
        window.setAppearance(name);
    }
    if (parser.isSet(piecesOption)) {
        if (!kdui::pieceStyles().contains(parser.value(piecesOption))) {
            std::fprintf(stderr, "kandinsky: unknown piece set '%s' (use %s)\n", qPrintable(parser.value(piecesOption)),
                qPrintable(kdui::pieceStyles().join(QStringLiteral(" or "))));
            return 2;
        }
        window.setPieces(parser.value(piecesOption));
    }
    if (parser.isSet(modelOption) && !window.models()->setCurrent(parser.value(modelOption))) {
        // Not a built-in model nor one in the list: a model file, opened (and listed) as File > Open model does.
        const QString model = parser.value(modelOption);
        if (!QFileInfo::exists(model)) {
            std::fprintf(stderr,
                "kandinsky: unknown model '%s': not a built-in model, one in the model list, nor a model file\n",
                qPrintable(model));
            return 2;
        }
        if (const QString error = window.models()->openFile(model); !error.isEmpty()) {
            std::fprintf(stderr, "kandinsky: --model: %s\n", qPrintable(error));
            return 2;
        }
    }
    if (parser.isSet(fenOption)) {
        const QString error = window.setStartPosition(parser.value(fenOption));
        if (!error.isEmpty()) {
            std::fprintf(stderr, "kandinsky: bad FEN: %s\n", qPrintable(error));
            return 2;
        }
    }
    if (!parser.positionalArguments().isEmpty()) {
        const QString error = window.openPgnFile(parser.positionalArguments().constFirst());
        if (!error.isEmpty()) {
            std::fprintf(stderr, "kandinsky: %s\n", qPrintable(error));
            return 2;
        }
    }

    const bool analyse = parser.isSet(analyseOption) || parser.isSet(analyserOption);
    bool secondsOk = false;
    const double analyseSeconds = parser.value(analyseSecondsOption).toDouble(&secondsOk);
    if (!secondsOk || analyseSeconds < 0 || analyseSeconds > 600) {
        std::fprintf(stderr, "kandinsky: bad --analyse-seconds '%s' (use 0 to 600)\n",
            qPrintable(parser.value(analyseSecondsOption)));
        return 2;
    }
    if (parser.isSet(analyserOption) && !measureAnalysis)
        window.useAnalyser(parser.value(analyserOption), true);
    if (analyse && !measureAnalysis)
        window.setAnalysisMode(true);

    if (measureTune)
        return kdui::measureTune(window, parser.value(measureTuneOption), tuneEpochs);
    if (measureReview)
        return kdui::measureReview(window, parser.value(measureReviewOption), reviewDepth);
    const bool review = parser.isSet(reviewOption);
    if (review) {
        window.startReview(kdui::ReviewEngine::fromArgument(parser.value(reviewOption), window.controller()->tables()),
            kdui::ReviewLimit::depth(reviewDepth));
        QObject::connect(window.reviewDialog()->reviewer(), &kdui::GameReviewer::failed, &app,
            [](const QString& message) { std::fprintf(stderr, "kandinsky: review: %s\n", qPrintable(message)); });
    }

    if (screenshot) {
        window.resize(width, height);
        window.show();
        const QString file = parser.value(screenshotOption);
        int status = 0;
        auto shoot = [&] {
            if (!window.grab().save(file, "PNG")) {
                std::fprintf(stderr, "kandinsky: cannot write %s\n", qPrintable(file));
                status = 1;
            }
            app.quit();
        };
        if (review) {
            // The review's dialog stays out of the picture; the window shows the worst move.
            window.reviewDialog()->hide();
            auto* reviewer = window.reviewDialog()->reviewer();
            QObject::connect(reviewer, &kdui::GameReviewer::finished, &window, [&] {
                window.showWorstMove();
                QTimer::singleShot(300, &window, shoot);
            });
            QObject::connect(reviewer, &kdui::GameReviewer::failed, &window, [&] {
                status = 1;
                app.quit();
            });
        } else {
            QTimer::singleShot(analyse ? int(analyseSeconds * 1000) : 50, &window, shoot);
        }
        app.exec();
        return status;
    }
    if (measureAnalysis)
        return kdui::measureAnalysis(window, parser.value(analyserOption));
    if (measure) {
        window.resize(width, height);
        return kdui::measureResponsiveness(window, sinceStart);
    }

    window.show();
    return app.exec();
}
