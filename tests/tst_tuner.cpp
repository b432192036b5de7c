// The tuner: the training data formats and their bad lines, the features (the tuner's score of a
// position is the evaluation's), K fitting, recovering known weights from data labelled by a model,
// the phase rules of Single and Switch models, determinism, and saving the result.
#include "eval/evalmodel.h"
#include "eval/evaluate.h"
#include "support.h"
#include "tune/tuner.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <sstream>
#include <sys/stat.h>

using namespace kd;

namespace {

using kdtest::builtinModel;

// Positions along random games from the start: every phase, many material imbalances.
const std::vector<Position>& positions()
{
    static const std::vector<Position> result = [] {
        std::vector<Position> out;
        std::mt19937_64 rng(11);
        while (out.size() < 10000) {
            Position pos;
            kdtest::playRandomGame(pos, rng, 160, [&](const Position& p) {
                if (p.gamePly() >= 6 && p.gamePly() % 3 == 0 && out.size() < 10000)
                    out.push_back(Position::fromFen(p.fen()).value());
            });
        }
        return out;
    }();
    return result;
}

double sigmoid(double k, double score) { return 1.0 / (1.0 + std::pow(10.0, -k * score / 400.0)); }

// The positions labelled with the probability `labeller` gives White at scale k.
TuneData labelled(const EvalModel& labeller, double k, std::size_t count = 10000)
{
    const auto tables = EvalTables::build(labeller);
    TuneData data;
    for (std::size_t i = 0; i < count && i < positions().size(); ++i)
        data.add(positions()[i], sigmoid(k, whiteScore(positions()[i], *tables)));
    return data;
}

// The same as bracketed training text, read back: exercises the reader too.
TuneData labelledText(const EvalModel& labeller, double k, std::size_t count)
{
    const auto tables = EvalTables::build(labeller);
    std::ostringstream text;
    text << "# labelled by " << labeller.name << "\n";
    for (std::size_t i = 0; i < count; ++i) {
        char value[32];
        std::snprintf(value, sizeof value, "%.6f", sigmoid(k, whiteScore(positions()[i], *tables)));
        text << positions()[i].fen() << " [" << value << "]\n";
    }
    std::istringstream in(text.str());
    Result<TuneData> data = readTuneData(in, "labelled");
    if (!data)
        qFatal("%s", data.error().c_str());
    return std::move(data).value();
}

TuneData readText(const std::string& text, std::vector<DataProblem>* problems = nullptr, std::string* error = nullptr)
{
    std::istringstream in(text);
    Result<TuneData> data = readTuneData(in, "test.epd", problems);
    if (!data) {
        if (error)
            *error = data.error();
        return {};
    }
    return std::move(data).value();
}

// Adam's step in centipawns and the positions per step; K 0 is fitted before the first epoch.
TuneConfig tuneConfig(double rate, int batch, unsigned params = TUNE_ALL, double k = 0)
{
    TuneConfig config;
    config.learningRate = rate;
    config.batchSize = batch;
    config.params = params;
    config.k = k;
    return config;
}

// PeSTO's tables with Simplified's material (the king's at 0, as PeSTO's): a start model whose
// material is wrong for data labelled by PeSTO.
EvalModel pestoWithSimplifiedMaterial()
{
    EvalModel start = builtinModel("pesto");
    start.material = builtinModel("simplified").material;
    start.material[MG][KING] = start.material[EG][KING] = 0;
    return start;
}

const std::string START(Position::START_FEN);
const std::string ENDING = "4k3/8/8/8/8/8/4R3/6K1 b - - 0 1";

} // namespace

class TestTuner : public QObject {
    Q_OBJECT

private slots:
    // One line of training data: the result read, or the line refused with the reason.
    void lineFormats_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<double>("result"); // -1: refused
        QTest::addColumn<QString>("problem");
        const QString fen4 = "4k3/8/8/8/8/8/4R3/6K1 b -";
        QTest::newRow("epd win") << fen4 + " - c9 \"1-0\";" << 1.0 << "";
        QTest::newRow("epd draw") << fen4 + " - c9 \"1/2-1/2\";" << 0.5 << "";
        QTest::newRow("epd loss, no final ;") << fen4 + " - c9 \"0-1\"" << 0.0 << "";
        QTest::newRow("epd c9 among ops") << fen4 + " - id \"a; b\"; bm Re1; c9 \"0-1\"; c0 \"x\";" << 0.0 << "";
        QTest::newRow("epd with counters") << fen4 + " - 3 40 c9 \"1-0\";" << 1.0 << "";
        QTest::newRow("epd with one counter") << fen4 + " - 3 c9 \"1-0\";" << 1.0 << "";
        QTest::newRow("bracket result") << fen4 + " - 0 1 [1.0]" << 1.0 << "";
        QTest::newRow("bracket probability") << fen4 + " - 0 1 [0.25]" << 0.25 << "";
        QTest::newRow("bracket 4 fields") << fen4 + " - [0]" << 0.0 << "";
        QTest::newRow("bracket game result") << fen4 + " - [1/2-1/2]" << 0.5 << "";
        QTest::newRow("no result") << fen4 + " - bm Re1;" << -1.0 << "test.epd line 1: no result";
        QTest::newRow("bad c9") << fen4 + " - c9 \"2-0\";" << -1.0 << "test.epd line 1: bad result '2-0' in c9";
        QTest::newRow("out of range") << fen4 + " - [1.5]" << -1.0 << "test.epd line 1: bad result '1.5'";
        QTest::newRow("unclosed") << fen4 + " - [0.5" << -1.0 << "test.epd line 1: '[' without ']'";
        QTest::newRow("after bracket") << fen4 + " - [0.5] x" << -1.0 << "test.epd line 1: text after the result";
        QTest::newRow("short FEN") << "4k3/8/8/8/8/8/4R3/6K1 b c9 \"1-0\";" << -1.0
                                   << "test.epd line 1: the FEN before c9 has 2 fields";
        QTest::newRow("no king") << "4k3/8/8/8/8/8/4R3/8 b - - [1.0]" << -1.0
                                 << "test.epd line 1: bad FEN: White has no king";
    }
    void lineFormats()
    {
        QFETCH(QString, line);
        QFETCH(double, result);
        QFETCH(QString, problem);
        // A good line after it, so a single bad line is not more than half the data.
        const std::string text = line.toStdString() + "\n" + ENDING + " [0.5]\n";
        std::vector<DataProblem> problems;
        std::string error;
        const TuneData data = readText(text, &problems, &error);
        QVERIFY2(error.empty(), error.c_str());
        if (result < 0) {
            QCOMPARE(data.size(), std::size_t(1));
            QCOMPARE(problems.size(), std::size_t(1));
            QCOMPARE(problems[0].line, 1);
            QVERIFY2(problems[0].message.starts_with(problem.toStdString()), problems[0].message.c_str());
        } else {
            QVERIFY(problems.empty());
            QCOMPARE(data.size(), std::size_t(2));
            QCOMPARE(data.entries[0].result, float(result));
            QVERIFY(data.entries[0].endingRule);
        }
    }

    // Bad lines are skipped and named with their line numbers; comments and empty lines count as
    // nothing; data that is mostly bad is refused with the first bad lines in the message.
    void badLines()
    {
        const std::string text = "# training data\n" + START + " [1.0]\n" + "\n"
            + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - [0.5]\n" + ENDING + " c9 \"0-1\";\n"
            + "   # indented comment\n" + ENDING + "\n" + ENDING + " [0]\n";
        std::vector<DataProblem> problems;
        std::string error;
        const TuneData data = readText(text, &problems, &error);
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(data.size(), std::size_t(3));
        QCOMPARE(problems.size(), std::size_t(2));
        QCOMPARE(problems[0].line, 4);
        QVERIFY2(problems[0].message.starts_with("test.epd line 4: bad FEN: bad piece letter 'X'"),
            problems[0].message.c_str());
        QCOMPARE(problems[1].line, 7);
        QVERIFY2(problems[1].message.starts_with("test.epd line 7: no result"), problems[1].message.c_str());
        QCOMPARE(data.entries[0].result, 1.0f);
        QCOMPARE(data.entries[1].result, 0.0f);
        QCOMPARE(data.source, std::string("test.epd"));
    }

    void refused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        const QString start = QString::fromStdString(START);
        QTest::newRow("mostly bad") << start + " [1]\nnonsense\n" + start + "\nx y z w [0.5]\n"
                                    << "test.epd: 3 of 4 data lines are bad, so this is probably not training data; "
                                       "the first:\n  test.epd line 2: ";
        QTest::newRow("all bad") << "nonsense\n"
                                 << "test.epd: 1 of 1 data lines are bad";
        QTest::newRow("only comments") << "# nothing\n\n"
                                       << "test.epd: no positions";
        QTest::newRow("empty") << ""
                               << "test.epd: no positions";
    }
    void refused()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        std::string message;
        readText(text.toStdString(), nullptr, &message);
        QVERIFY2(message.starts_with(error.toStdString()), message.c_str());
    }

    void half()
    {
        // Exactly half bad is still accepted.
        std::vector<DataProblem> problems;
        std::string error;
        const TuneData data = readText(START + " [1]\nnonsense\n", &problems, &error);
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(data.size(), std::size_t(1));
    }

    void missingFile()
    {
        const Result<TuneData> data = loadTuneData("/nonexistent/data.epd");
        QVERIFY(!data);
        QCOMPARE(data.error(), std::string("cannot open training data '/nonexistent/data.epd': no such file"));
        // A pipe with no writer is refused without opening it (open() would wait for ever).
        QTemporaryDir dir;
        const std::string fifo = dir.filePath("fifo").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        const Result<TuneData> piped = loadTuneData(fifo);
        QCOMPARE(piped.error(),
            "cannot open training data '" + fifo + "': it is not a regular file (a device, pipe or socket)");
    }

    void params_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("set"); // -1: an error
        QTest::newRow("both") << "material,tables" << int(TUNE_MATERIAL | TUNE_TABLES);
        QTest::newRow("terms") << "terms" << int(TUNE_TERMS);
        QTest::newRow("tables") << "tables" << int(TUNE_TABLES);
        QTest::newRow("material spaced") << " Material " << int(TUNE_MATERIAL);
        QTest::newRow("all") << "all" << int(TUNE_ALL);
        QTest::newRow("unknown") << "material,king" << -1;
        QTest::newRow("empty") << "" << -1;
    }
    void params()
    {
        QFETCH(QString, text);
        QFETCH(int, set);
        const Result<unsigned> r = parseTuneParams(text.toStdString());
        QCOMPARE(r.ok(), set >= 0);
        if (set >= 0)
            QCOMPARE(int(*r), set);
        else
            QVERIFY2(r.error().starts_with("unknown parameter set"), r.error().c_str());
    }

    // Features: White's count minus Black's per weight; a White and a Black piece on mirrored squares
    // cancel, so the symmetric start position has none.
    void features()
    {
        TuneData data;
        data.add(Position(), 0.5);
        data.add(Position::fromFen("4k3/8/8/8/8/8/4R3/6K1 b - - 0 1").value(), 1.0);
        data.add(Position::fromFen("r3k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1").value(), 0.0);
        QCOMPARE(data.size(), std::size_t(3));
        // The start position: everything cancels but the side to move's tempo.
        QCOMPARE(data.entries[0].size, std::uint16_t(1));
        QCOMPARE(data.entries[0].pieceCounts[BLACK][PAWN], std::uint8_t(8));
        auto listed = [&](std::size_t i) {
            QStringList out;
            const TuneData::Entry& e = data.entries[i];
            for (std::uint32_t f = e.first; f < e.first + e.size; ++f)
                out << QString("%1 %2").arg(weightName(data.features[f].index).c_str()).arg(data.features[f].count);
            return out;
        };
        QCOMPARE(listed(0), (QStringList {"tempo (mg) 1"}));
        // The e2 rook sees 14 safe squares on an open file and could check e8 from e3 to e6 (a
        // safe rook check); Black is to move. Both kings have three open files: they cancel.
        QCOMPARE(listed(1),
            (QStringList {"material R (mg) 1", "table R e2 (mg) 1", "table K e1 (mg) -1", "table K g1 (mg) 1",
                "mobility_rook[14] (mg) 1", "rook_open_file (mg) 1", "safe_check[2] (mg) 1", "tempo (mg) -1"}));
        // Black's a8 rook reads a1 and sees b8, c8 and d8; the pawns on a2/b2 and a7/b7 cancel.
        QCOMPARE(listed(2),
            (QStringList {"material R (mg) -1", "table R a1 (mg) -1", "mobility_rook[3] (mg) -1", "tempo (mg) 1"}));
        QVERIFY(data.entries[1].endingRule && !data.entries[0].endingRule);
    }

    void weightNames()
    {
        QCOMPARE(weightName(0), std::string("material P (mg)"));
        QCOMPARE(weightName(STAGE_PARAMS + 4), std::string("material Q (eg)"));
        QCOMPARE(weightName(6 + 1 * 64 + SQ_E4), std::string("table N e4 (mg)"));
        QCOMPARE(weightName(STAGE_PARAMS + 6 + 5 * 64 + SQ_H8), std::string("table K h8 (eg)"));
        QCOMPARE(weightName(TERMS_FIRST + TERM_INFO[TERM_MOBILITY_KNIGHT].offset + 4),
            std::string("mobility_knight[4] (mg)"));
        QCOMPARE(weightName(STAGE_PARAMS + TERMS_FIRST + TERM_INFO[TERM_PASSED_PAWN].offset + SQ_E5),
            std::string("passed_pawn e5 (eg)"));
        QCOMPARE(weightName(TERMS_FIRST + TERM_WEIGHTS - 1), std::string("tempo (mg)"));
    }

    // The tuner's score of a position at the start is the evaluation's from White's side, up to
    // the evaluation's rounding of each piece (exactly for Single and Switch models): this guards
    // the features, the mirroring of Black's squares and the phase.
    void startScore_data()
    {
        QTest::addColumn<QString>("model");
        QTest::newRow("simplified") << "simplified";
        QTest::newRow("otter") << "otter";
        QTest::newRow("pesto") << "pesto";
        QTest::newRow("classical") << "classical"; // with terms
    }
    void startScore()
    {
        QFETCH(QString, model);
        const EvalModel& m = builtinModel(qPrintable(model));
        const auto tables = EvalTables::build(m);
        const TuneData data = labelled(m, 1.0, 3000);
        const Tuner tuner(data, m);
        int exact = 0;
        for (std::size_t i = 0; i < data.size(); ++i) {
            const Position& pos = positions()[i];
            const double expected = whiteScore(pos, *tables);
            // Each blended value is rounded on its own, by at most half a centipawn.
            const Explanation e = explain(pos, *tables);
            int rounded = int(e.sideTerms.size());
            for (const PieceTerm& t : e.pieces)
                rounded += 1 + std::popcount(t.applied);
            const double tolerance = m.kind == PhaseKind::Tapered ? 0.5 * rounded : 0.0;
            if (std::abs(tuner.score(i) - expected) > tolerance + 1e-9)
                QFAIL(qPrintable(
                    QString("%1: tuner %2, evaluation %3").arg(pos.fen().c_str()).arg(tuner.score(i)).arg(expected)));
            exact += std::abs(tuner.score(i) - expected) < 1e-9;
        }
        QVERIFY(exact > 0);
        QCOMPARE(tuner.model(), m); // nothing moved yet
    }

    // K fitting finds the scale the data was labelled with; the loss is unimodal in K.
    void fitK_data()
    {
        QTest::addColumn<double>("k0");
        QTest::newRow("0.8") << 0.8;
        QTest::newRow("1.3") << 1.3;
    }
    void fitK()
    {
        QFETCH(double, k0);
        const EvalModel& pesto = builtinModel("pesto");
        const TuneData data = labelledText(pesto, k0, 4000);
        Tuner tuner(data, pesto);
        QCOMPARE(tuner.k(), 0.0);
        const double k = tuner.fitK();
        QVERIFY2(std::abs(k - k0) < 0.02, qPrintable(QString::number(k)));
        QCOMPARE(tuner.k(), k);
        QVERIFY(tuner.loss() < 1e-5);

        // Down, then up: one minimum over the search range.
        int turns = 0;
        double previous = 0, previousSlope = -1;
        for (double kk = 0.1; kk <= 10; kk += 0.1) {
            TuneConfig config;
            config.k = kk;
            const double loss = Tuner(data, pesto, config).loss();
            if (kk > 0.1) {
                const double slope = loss - previous;
                turns += (slope > 0) != (previousSlope > 0);
                previousSlope = slope;
            }
            previous = loss;
        }
        QCOMPARE(turns, 1);
    }

    // Material: PeSTO's tables with Simplified's material, labelled by PeSTO: tuning the material
    // alone gets PeSTO's material back.
    void recoversMaterial()
    {
        const EvalModel& pesto = builtinModel("pesto");
        const EvalModel start = pestoWithSimplifiedMaterial();
        const TuneData data = labelled(pesto, 1.0);
        Tuner tuner(data, start, tuneConfig(4, 1000, TUNE_MATERIAL, 1.0));
        const double startLoss = tuner.loss();
        for (int e = 0; e < 60; ++e)
            tuner.epoch();
        QVERIFY(tuner.loss() < startLoss / 100);
        const EvalModel m = tuner.model();
        for (int st = MG; st < STAGE_NB; ++st)
            for (PieceType pt = PAWN; pt < KING; ++pt)
                QVERIFY2(std::abs(m.material[st][pt] - pesto.material[st][pt]) <= 3,
                    qPrintable(QString("%1: %2, PeSTO %3")
                                   .arg(weightName(st * STAGE_PARAMS + pt - 1).c_str())
                                   .arg(m.material[st][pt])
                                   .arg(pesto.material[st][pt])));
        QCOMPARE(m.material[MG][KING], 0); // the king's material never moves
        QCOMPARE(m.psqt, pesto.psqt); // nor do the tables
    }

    // The prior holds the weights near the start: the same run as recoversMaterial() with a strong
    // pull moves the material far less than without, and the loss still falls.
    void priorHoldsNearStart()
    {
        const EvalModel start = pestoWithSimplifiedMaterial();
        const TuneData data = labelled(builtinModel("pesto"), 1.0);
        auto drift = [&](double prior, double* lossDrop) {
            TuneConfig config = tuneConfig(4, 1000, TUNE_MATERIAL, 1.0);
            config.prior = prior;
            Tuner tuner(data, start, config);
            const double before = tuner.loss();
            for (int e = 0; e < 30; ++e)
                tuner.epoch();
            *lossDrop = before - tuner.loss();
            int sum = 0;
            for (int st = MG; st < STAGE_NB; ++st)
                for (PieceType pt = PAWN; pt < KING; ++pt)
                    sum += std::abs(tuner.model().material[st][pt] - start.material[st][pt]);
            return sum;
        };
        double freeDrop = 0, heldDrop = 0;
        const int free = drift(0, &freeDrop), held = drift(0.05, &heldDrop);
        QVERIFY2(held * 3 < free, qPrintable(QString("moved %1 cp with the prior, %2 without").arg(held).arg(free)));
        QVERIFY(held > 0);
        QVERIFY(heldDrop > 0 && heldDrop < freeDrop);
    }

    // Tables: PeSTO's material with Otter's tables, labelled by PeSTO: after tuning the tables the
    // model evaluates the data as PeSTO does, and the entries the data visits often are PeSTO's. The
    // kings' tables are left out of the entry check: both kings are always on the board, so a
    // constant added to a king table cancels and the data cannot tell it.
    void recoversTables()
    {
        const EvalModel& pesto = builtinModel("pesto");
        EvalModel start = pesto;
        start.psqt = builtinModel("otter").psqt;
        const TuneData data = labelled(pesto, 1.0);
        Tuner tuner(data, start, tuneConfig(2, 500, TUNE_TABLES, 1.0));
        for (int e = 0; e < 30; ++e)
            tuner.epoch();
        const EvalModel m = tuner.model();
        QCOMPARE(m.material, pesto.material);

        const auto labeller = EvalTables::build(pesto), before = EvalTables::build(start), after = EvalTables::build(m);
        double startDiff = 0, diff = 0;
        for (std::size_t i = 0; i < data.size(); ++i) {
            const Position& pos = positions()[i];
            startDiff += std::abs(whiteScore(pos, *before) - whiteScore(pos, *labeller));
            diff += std::abs(whiteScore(pos, *after) - whiteScore(pos, *labeller));
        }
        startDiff /= double(data.size());
        diff /= double(data.size());
        qInfo("mean |eval - PeSTO's| over the data: %.1f cp at the start, %.2f cp tuned", startDiff, diff);
        QVERIFY(startDiff > 50);
        QVERIFY(diff < 3);

        // Visits of each entry, weighted by the share of its stage.
        std::vector<double> visits(TUNE_PARAMS, 0.0);
        for (std::size_t i = 0; i < data.size(); ++i) {
            const Position& pos = positions()[i];
            const double rho = double(labeller->phase(pos)) / pesto.phaseMax;
            for (Square s = SQ_A1; s <= SQ_H8; ++s)
                if (const Piece pc = pos.pieceOn(s); pc != NO_PIECE && typeOf(pc) != KING) {
                    const int index = 6 + (typeOf(pc) - 1) * 64 + relativeSquare(colorOf(pc), s);
                    visits[index] += rho;
                    visits[STAGE_PARAMS + index] += 1 - rho;
                }
        }
        int checked = 0;
        double sum = 0;
        for (int st = MG; st < STAGE_NB; ++st)
            for (PieceType pt = PAWN; pt < KING; ++pt)
                for (Square s = SQ_A1; s <= SQ_H8; ++s) {
                    const int index = st * STAGE_PARAMS + 6 + (pt - 1) * 64 + s;
                    if (visits[index] < 100)
                        continue;
                    ++checked;
                    const int d = std::abs(m.psqt[st][pt][s] - pesto.psqt[st][pt][s]);
                    sum += d;
                    QVERIFY2(d <= 8,
                        qPrintable(QString("%1: %2, PeSTO %3 (%4 visits)")
                                       .arg(weightName(index).c_str())
                                       .arg(m.psqt[st][pt][s])
                                       .arg(pesto.psqt[st][pt][s])
                                       .arg(visits[index])));
                }
        qInfo("%d well-visited entries, mean |tuned - PeSTO| %.2f cp", checked, sum / checked);
        QVERIFY(checked > 200);
        QVERIFY(sum / checked < 2.5);
    }

    // An epoch lowers the loss; its report names the weights that moved most, largest first.
    void epochReport()
    {
        const EvalModel& pesto = builtinModel("pesto");
        const TuneData data = labelled(pesto, 1.0, 5000);
        Tuner tuner(data, builtinModel("simplified"), tuneConfig(2, 1000));
        tuner.fitK();
        const double before = tuner.loss();
        const EpochReport r = tuner.epoch();
        QCOMPARE(r.epoch, 1);
        QCOMPARE(tuner.epochsDone(), 1);
        QVERIFY2(r.loss < before, qPrintable(QString("%1 -> %2").arg(before).arg(r.loss)));
        QCOMPARE(r.loss, tuner.loss());
        QVERIFY(r.seconds >= 0);
        QCOMPARE(r.largest.size(), std::size_t(8));
        for (std::size_t i = 0; i < r.largest.size(); ++i) {
            const WeightChange& c = r.largest[i];
            QCOMPARE(c.name, weightName(c.index));
            QVERIFY(c.from != c.to);
            if (i > 0)
                QVERIFY(std::abs(c.to - c.from) <= std::abs(r.largest[i - 1].to - r.largest[i - 1].from));
        }
        // A stop request ends the next epoch after its first step.
        const std::atomic<bool> stop {true};
        const EpochReport stopped = tuner.epoch(&stop);
        QCOMPARE(stopped.epoch, 2);
        QVERIFY(stopped.loss != r.loss);
    }

    // A Single model keeps one set: its EG weights stay equal to the MG weights.
    void singleKeepsOneSet()
    {
        const EvalModel& otter = builtinModel("otter");
        const TuneData data = labelled(builtinModel("pesto"), 1.0, 3000);
        Tuner tuner(data, otter, tuneConfig(3, 500));
        tuner.epoch();
        const EvalModel m = tuner.model();
        QVERIFY(m != otter);
        QCOMPARE(m.kind, PhaseKind::Single);
        QCOMPARE(m.material[EG], m.material[MG]);
        QCOMPARE(m.psqt[EG], m.psqt[MG]);
        QVERIFY(validate(m).ok());
    }

    // A Switch model reads one set per position, by Simplified's ending rule: the tuner's score is
    // the evaluation's exactly, and data made only of endings moves only the EG set.
    void switchStage()
    {
        EvalModel model = builtinModel("simplified");
        model.material[EG][PAWN] = 150;
        model.material[EG][ROOK] = 600;
        const auto tables = EvalTables::build(model);
        TuneData data;
        std::vector<Position> endings;
        int middle = 0;
        for (const Position& pos : positions()) {
            if (EvalTables::endingRule(pos))
                endings.push_back(pos);
            middle += !EvalTables::endingRule(pos);
            data.add(pos, 0.5);
        }
        QVERIFY(endings.size() > 100 && middle > 100);
        const Tuner all(data, model);
        for (std::size_t i = 0; i < data.size(); ++i)
            QCOMPARE(all.score(i), double(whiteScore(positions()[i], *tables)));

        TuneData endingData;
        for (const Position& pos : endings)
            endingData.add(pos, sigmoid(1.0, whiteScore(pos, *EvalTables::builtin("pesto"))));
        Tuner tuner(endingData, model, tuneConfig(3, 200));
        tuner.epoch();
        const EvalModel m = tuner.model();
        QCOMPARE(m.material[MG], model.material[MG]);
        QCOMPARE(m.psqt[MG], model.psqt[MG]);
        QVERIFY(m.material[EG] != model.material[EG]);
        QVERIFY(m.psqt[EG] != model.psqt[EG]);
    }

    // Weights no position reads stay as they were: pawns on the first and last rank.
    void unreadWeightsStay()
    {
        const EvalModel& pesto = builtinModel("pesto");
        EvalModel start = pesto;
        start.psqt[MG][PAWN][SQ_A1] = 17;
        start.psqt[EG][PAWN][SQ_H8] = -23;
        const TuneData data = labelled(builtinModel("simplified"), 1.0, 3000);
        Tuner tuner(data, start, tuneConfig(5, 300));
        tuner.epoch();
        const EvalModel m = tuner.model();
        QCOMPARE(m.psqt[MG][PAWN][SQ_A1], 17);
        QCOMPARE(m.psqt[EG][PAWN][SQ_H8], -23);
        QCOMPARE(m.material[MG][KING], pesto.material[MG][KING]);
        QVERIFY(m.psqt[MG][PAWN][SQ_E4] != pesto.psqt[MG][PAWN][SQ_E4]);
    }

    // The same seed gives the same model; so do one and two threads (the gradient is summed in
    // fixed chunks in a fixed order).
    void deterministic()
    {
        const EvalModel& pesto = builtinModel("pesto");
        const TuneData data = labelled(builtinModel("simplified"), 1.0);
        auto run = [&](std::uint64_t seed, int threads) {
            TuneConfig config = tuneConfig(3, 9000); // two chunks in the first step of each epoch
            config.seed = seed;
            config.threads = threads;
            Tuner tuner(data, pesto, config);
            double loss = 0;
            for (int e = 0; e < 3; ++e)
                loss = tuner.epoch().loss;
            return std::pair {tuner.model(), loss};
        };
        const auto a = run(5, 1), b = run(5, 1), c = run(5, 2), d = run(6, 1);
        QVERIFY(a.first == b.first);
        QVERIFY(a.second == b.second); // exactly: QCOMPARE compares doubles fuzzily
        QVERIFY(a.first == c.first);
        QVERIFY(a.second == c.second);
        QVERIFY(a.second != d.second); // the seed does change the order
    }

    // The sample of the self-play data the built-in `kandinsky` model was tuned on (README, Tuning):
    // every line reads, its results are game results, and an epoch from PeSTO with the default
    // prior lowers the loss.
    void selfplaySample()
    {
        std::vector<DataProblem> problems;
        Result<TuneData> data = loadTuneData(KD_TEST_DATA_DIR "/selfplay-sample.epd", &problems);
        QVERIFY2(data.ok(), data.error().c_str());
        QVERIFY(problems.empty());
        QCOMPARE(int(data->size()), 3004);
        int wins = 0, draws = 0, losses = 0;
        for (const TuneData::Entry& e : data->entries) {
            wins += e.result == 1.0f;
            draws += e.result == 0.5f;
            losses += e.result == 0.0f;
        }
        QCOMPARE(wins + draws + losses, 3004);
        QVERIFY(wins > 500 && draws > 500 && losses > 500);
        TuneConfig config = tuneConfig(1, 512);
        config.prior = TUNE_DEFAULT_PRIOR;
        Tuner tuner(*data, builtinModel("pesto"), config);
        tuner.fitK();
        QVERIFY(tuner.k() > 0.5 && tuner.k() < 2.5);
        const double before = tuner.loss();
        tuner.epoch();
        QVERIFY(tuner.loss() < before);
    }

    // The tuned model saves and loads back equal.
    void savesAndLoads()
    {
        const TuneData data = labelled(builtinModel("pesto"), 1.0, 2000);
        Tuner tuner(data, builtinModel("simplified"), tuneConfig(5, 500));
        tuner.epoch();
        EvalModel m = tuner.model();
        m.name = "tuned";
        QVERIFY(validate(m).ok());
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/tuned.json").toStdString();
        const Result<void> saved = saveModelFile(m, path);
        QVERIFY2(saved.ok(), saved.error().c_str());
        const Result<EvalModel> loaded = loadModelFile(path);
        QVERIFY2(loaded.ok(), loaded.error().c_str());
        QVERIFY(*loaded == m);
    }

    // The model's numbers stay in range however far the weights go.
    void clamped()
    {
        EvalModel start = builtinModel("pesto");
        start.psqt[MG][QUEEN][SQ_D1] = MODEL_TABLE_MAX;
        TuneData data;
        // A queen on d1 and White always wins: the entry would grow without bound.
        const Position pos = Position::fromFen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").value();
        for (int i = 0; i < 10; ++i)
            data.add(pos, 1.0);
        Tuner tuner(data, start, tuneConfig(100, 16384, TUNE_ALL, 0.1));
        for (int e = 0; e < 5; ++e)
            tuner.epoch();
        const EvalModel m = tuner.model();
        QCOMPARE(m.psqt[MG][QUEEN][SQ_D1], MODEL_TABLE_MAX);
        QVERIFY(validate(m).ok());
    }
};

QTEST_GUILESS_MAIN(TestTuner)
#include "tst_tuner.moc"
