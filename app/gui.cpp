// kandinsky: the desktop application.
//
//   kandinsky [--fen FEN] [--screenshot FILE.png]
#include "mainwindow.h"
#include "position.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTimer>

#include <cstdio>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Kandinsky"));
    QApplication::setOrganizationName(QStringLiteral("Kandinsky"));
    QApplication::setApplicationVersion(QStringLiteral(KANDINSKY_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/kandinsky.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Play chess and see why the engine scores a position as it does."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption fenOption(
        QStringLiteral("fen"), QStringLiteral("Open on this position."), QStringLiteral("FEN"));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
        QStringLiteral("Save the window as a PNG at 1400x900 and exit."), QStringLiteral("FILE.png"));
    parser.addOption(fenOption);
    parser.addOption(screenshotOption);
    parser.process(app);

    kdui::MainWindow window;
    if (parser.isSet(fenOption)) {
        const auto pos = kd::Position::fromFen(parser.value(fenOption).toStdString());
        if (!pos) {
            std::fprintf(stderr, "kandinsky: bad FEN: %s\n", pos.error().c_str());
            return 2;
        }
        window.setPosition(*pos);
    }

    if (parser.isSet(screenshotOption)) {
        window.resize(1400, 900);
        window.show();
        const QString file = parser.value(screenshotOption);
        int status = 0;
        QTimer::singleShot(0, &window, [&] {
            if (!window.grab().save(file, "PNG")) {
                std::fprintf(stderr, "kandinsky: cannot write %s\n", qPrintable(file));
                status = 1;
            }
            app.quit();
        });
        app.exec();
        return status;
    }

    window.resize(900, 760);
    window.show();
    return app.exec();
}
