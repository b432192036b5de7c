// kandinsky: the desktop application.
//
//   kandinsky [--fen FEN] [--panel board|heatmap|inspector] [--screenshot FILE.png] [--measure] [GAME.pgn]
#include "mainwindow.h"
#include "measure.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>
#include <QTimer>

#include <cstdio>

int main(int argc, char* argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Kandinsky"));
    QApplication::setOrganizationName(QStringLiteral("Kandinsky"));
    QApplication::setApplicationVersion(QStringLiteral(KANDINSKY_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/kandinsky.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Play chess and see why the engine scores a position as it does."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption fenOption(QStringLiteral("fen"),
        QStringLiteral("Open on this position (a game between two people)."), QStringLiteral("FEN"));
    const QCommandLineOption panelOption(QStringLiteral("panel"),
        QStringLiteral("The panel to show beside the board: board, heatmap or inspector."), QStringLiteral("NAME"),
        QStringLiteral("board"));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
        QStringLiteral("Lay the window out at 1400x900, save it as a PNG and exit. Settings and the saved game are "
                       "neither read nor written."),
        QStringLiteral("FILE.png"));
    const QCommandLineOption measureOption(QStringLiteral("measure"),
        QStringLiteral("Measure the time to the first frame, the longest event-loop stall during a 10 s think and "
                       "the stop-to-move latency, print them and exit."));
    parser.addOption(fenOption);
    parser.addOption(panelOption);
    parser.addOption(screenshotOption);
    parser.addOption(measureOption);
    parser.addPositionalArgument(QStringLiteral("game.pgn"), QStringLiteral("A PGN file to open."));
    parser.process(app);

    const QString panel = parser.value(panelOption);
    if (panel != QLatin1String("board") && panel != QLatin1String("heatmap") && panel != QLatin1String("inspector")) {
        std::fprintf(stderr, "kandinsky: unknown panel '%s' (use board, heatmap or inspector)\n", qPrintable(panel));
        return 2;
    }
    const bool screenshot = parser.isSet(screenshotOption);
    const bool measure = parser.isSet(measureOption);
    kdui::MainWindow::Options options;
    options.persist = !screenshot && !measure;
    kdui::MainWindow window(options);

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

    if (screenshot) {
        window.resize(1400, 900);
        window.show();
        window.showPanel(panel);
        const QString file = parser.value(screenshotOption);
        int status = 0;
        QTimer::singleShot(50, &window, [&] {
            if (!window.grab().save(file, "PNG")) {
                std::fprintf(stderr, "kandinsky: cannot write %s\n", qPrintable(file));
                status = 1;
            }
            app.quit();
        });
        app.exec();
        return status;
    }
    if (measure) {
        window.resize(1400, 900);
        return kdui::measureResponsiveness(window, sinceStart);
    }

    window.show();
    window.showPanel(panel);
    return app.exec();
}
