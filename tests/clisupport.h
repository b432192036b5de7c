// Helpers shared by the tests that run kandinsky-cli as a user or a script would (the test's
// CMake target defines KD_CLI, the executable's path).
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QStringList>
#include <QtGlobal>

namespace kdtest {

struct CliRun {
    int exitCode = -1; // -1: the program crashed
    QByteArray out, err;
};

// Runs kandinsky-cli with args and waits for it (a program that hangs stops the test program).
inline CliRun runCli(const QStringList& args, int timeoutMs = 60000)
{
    QProcess p;
    p.start(QStringLiteral(KD_CLI), args);
    if (!p.waitForFinished(timeoutMs))
        qFatal("kandinsky-cli %s did not finish", qPrintable(args.join(' ')));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}

} // namespace kdtest
