// Helpers shared by the tests: the perft suite and a deterministic random game generator, both
// from the library.
#pragma once

#include "core/movegen.h"
#include "core/notation.h"
#include "core/perft.h"
#include "core/position.h"
#include "core/randomgame.h"
#include "eval/evaluate.h"

#include <QFile>
#include <QString>
#include <QStringList>
#include <QTest>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <vector>

namespace kdtest {

// A built-in model, ready to evaluate with; an unknown name stops the test program.
inline std::shared_ptr<const kd::EvalTables> tables(const QString& name)
{
    auto t = kd::EvalTables::builtin(name.toStdString());
    if (!t)
        qFatal("no built-in model %s", qPrintable(name));
    return t;
}

// A built-in model's numbers; an unknown name stops the test program.
inline const kd::EvalModel& builtinModel(const char* name)
{
    const kd::EvalModel* m = kd::findBuiltinModel(name);
    if (!m)
        qFatal("no built-in model %s", name);
    return *m;
}

// What a reader of whole files must refuse before reading (core/file.h): "folder" gives the folder
// dir, "huge" a sparse file of hugeBytes in it (nothing is written to disk), anything else is
// returned as it is (a device such as /dev/zero).
inline QString notAReadableFile(const QString& what, const QString& dir, std::uintmax_t hugeBytes)
{
    if (what == QLatin1String("folder"))
        return dir;
    if (what != QLatin1String("huge"))
        return what;
    const QString path = dir + QStringLiteral("/huge");
    std::ofstream(path.toStdString(), std::ios::binary).put('{');
    std::filesystem::resize_file(path.toStdString(), hugeBytes);
    return path;
}

// The rows of a data-driven test of notAReadableFile()'s cases: columns "what" and "reason", the
// message for a file too large given.
inline void addNotAReadableFileRows(const QString& tooLarge)
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("reason");
    QTest::newRow("folder") << "folder"
                            << "it is a folder, not a file";
    QTest::newRow("endless device") << "/dev/zero"
                                    << "it is not a regular file (a device, pipe or socket)";
    QTest::newRow("too large") << "huge" << tooLarge;
}

inline QString dataPath(const char* name) { return QStringLiteral(KD_TEST_DATA_DIR "/") + QLatin1String(name); }

// Every case of tests/data/perft.epd (a copy of the suite in ../shared/testdata).
inline std::vector<kd::PerftCase> perftSuite()
{
    auto cases = kd::loadPerftSuite(KD_TEST_DATA_DIR "/perft.epd");
    if (!cases)
        qFatal("%s", cases.error().c_str());
    return std::move(cases).value();
}

// Random games: the library's (core/randomgame.h), shared with the command line and the GUI's
// measurements.
using kd::playRandomGame;

// Plays moves given in SAN; a move that does not parse stops the test program with the reason.
inline void play(kd::Position& pos, const QStringList& sans)
{
    for (const QString& san : sans) {
        const kd::Result<kd::Move> m = kd::parseSan(pos, san.toStdString());
        if (!m)
            qFatal("cannot play %s in %s: %s", qPrintable(san), pos.fen().c_str(), m.error().c_str());
        pos.doMove(*m);
    }
}

// Positions for tests that compare the node counts of whole searches: one search tree is chaotic
// (a small change of ordering moves it by a third either way), so such tests sum over all of these.
inline std::vector<kd::Position> searchCostPositions()
{
    std::vector<kd::Position> out;
    for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
             "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
             "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 10",
             "8/5pk1/6p1/3R4/5P2/6PK/r7/8 b - - 0 40"})
        out.push_back(kd::Position::fromFen(fen).value());
    return out;
}

} // namespace kdtest
