// kandinsky-iconrender: draws the application icon (SVG) as the PNG sizes desktop menus use. Run by
// the build for `cmake --install`; not installed itself.
//
//   kandinsky-iconrender ICON.svg OUTDIR SIZE...   writes OUTDIR/SIZE.png for each SIZE
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>
#include <cstdlib>

int main(int argc, char* argv[])
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: kandinsky-iconrender ICON.svg OUTDIR SIZE...\n");
        return 2;
    }
    qputenv("QT_QPA_PLATFORM", "offscreen"); // the build machine may have no display
    QGuiApplication app(argc, argv);
    QSvgRenderer svg(QString::fromLocal8Bit(argv[1]));
    if (!svg.isValid()) {
        std::fprintf(stderr, "kandinsky-iconrender: %s is not an SVG image it can read\n", argv[1]);
        return 1;
    }
    const QDir out(QString::fromLocal8Bit(argv[2]));
    if (!out.exists() && !QDir().mkpath(out.path())) {
        std::fprintf(stderr, "kandinsky-iconrender: cannot make %s\n", argv[2]);
        return 1;
    }
    for (int i = 3; i < argc; ++i) {
        const int size = std::atoi(argv[i]);
        if (size < 8 || size > 1024) {
            std::fprintf(stderr, "kandinsky-iconrender: size %s is not between 8 and 1024\n", argv[i]);
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        svg.render(&painter);
        painter.end();
        const QString file = out.filePath(QStringLiteral("%1.png").arg(size));
        if (!image.save(file)) {
            std::fprintf(stderr, "kandinsky-iconrender: cannot write %s\n", qPrintable(file));
            return 1;
        }
    }
    return 0;
}
