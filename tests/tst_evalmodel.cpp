// Evaluation models as data: the built-in models hold the seeds' numbers, JSON save -> load gives the
// same model back, and every kind of bad file is refused with a message naming the field.
#include "eval/evalmodel.h"
#include "eval/evaluate.h"
#include "support.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <map>

using namespace kd;

namespace {

using kdtest::builtinModel;

QString modelPath(const char* name) { return QStringLiteral(KD_SOURCE_DIR "/resources/models/") + name + ".json"; }

QJsonObject modelObject(const char* name)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(modelToJson(builtinModel(name)))).object();
}

// Edits one value at a dotted path ("psqt.mg.N") of a JSON object; nested objects are copied in and out.
void edit(QJsonObject& root, const QStringList& path, const std::function<void(QJsonValueRef)>& change)
{
    if (path.size() == 1) {
        change(root[path[0]]);
        return;
    }
    QJsonObject child = root[path[0]].toObject();
    edit(child, path.mid(1), change);
    root[path[0]] = child;
}

void remove(QJsonObject& root, const QStringList& path)
{
    if (path.size() == 1) {
        root.remove(path[0]);
        return;
    }
    QJsonObject child = root[path[0]].toObject();
    remove(child, path.mid(1));
    root[path[0]] = child;
}

void setTableValue(QJsonObject& root, const QStringList& path, int index, const QJsonValue& value)
{
    edit(root, path, [&](QJsonValueRef ref) {
        QJsonArray a = ref.toArray();
        a[index] = value;
        ref = a;
    });
}

std::string text(const QJsonObject& o) { return QJsonDocument(o).toJson().toStdString(); }

} // namespace

class TestEvalModel : public QObject {
    Q_OBJECT

private slots:
    // Spot checks typed from the seeds: Simplified (003), Otter (000), PeSTO (wiki page).
    void builtinModelsHoldTheSeedNumbers()
    {
        QCOMPARE(int(builtinModels().size()), 5);
        QCOMPARE(builtinModels()[0].name, "simplified");
        QCOMPARE(builtinModels()[1].name, "otter");
        QCOMPARE(builtinModels()[2].name, "pesto");
        QCOMPARE(builtinModels()[3].name, "kandinsky"); // tuned by the project (README, Tuning)
        QCOMPARE(builtinModels()[4].name, "classical"); // with terms, tuned by the project
        for (int i = 0; i < 4; ++i)
            QVERIFY(!builtinModels()[std::size_t(i)].hasTerms);
        QVERIFY(builtinModels()[4].hasTerms);

        const EvalModel& s = builtinModel("simplified");
        QCOMPARE(s.kind, PhaseKind::Switch);
        const std::array<int, PIECE_TYPE_NB> simplifiedMaterial {0, 100, 320, 330, 500, 900, 20000};
        QCOMPARE(s.material[MG], simplifiedMaterial);
        QCOMPARE(s.material[EG], simplifiedMaterial);
        for (Square sq = SQ_A7; sq <= SQ_H7; ++sq)
            QCOMPARE(s.psqt[MG][PAWN][sq], 50);
        QCOMPARE(s.psqt[MG][PAWN][SQ_E2], -20);
        QCOMPARE(s.psqt[MG][KNIGHT][SQ_A8], -50);
        QCOMPARE(s.psqt[MG][KNIGHT][SQ_E4], 20);
        QCOMPARE(s.psqt[MG][BISHOP][SQ_B2], 5);
        QCOMPARE(s.psqt[MG][ROOK][SQ_A7], 5);
        QCOMPARE(s.psqt[MG][QUEEN][SQ_D1], -5);
        QCOMPARE(s.psqt[MG][KING][SQ_G1], 30);
        QCOMPARE(s.psqt[EG][KING][SQ_G1], -30);
        QCOMPARE(s.psqt[EG][KING][SQ_E4], 40);
        for (PieceType pt = PAWN; pt <= QUEEN; pt = PieceType(pt + 1))
            QCOMPARE(s.psqt[EG][pt], s.psqt[MG][pt]); // only the king's table changes in the ending

        const EvalModel& o = builtinModel("otter");
        QCOMPARE(o.kind, PhaseKind::Single);
        const std::array<int, PIECE_TYPE_NB> otterMaterial {0, 100, 300, 300, 500, 900, 0};
        QCOMPARE(o.material[MG], otterMaterial);
        QCOMPARE(o.psqt[MG], s.psqt[MG]); // the same tables, the middle-game king's

        const EvalModel& p = builtinModel("pesto");
        QCOMPARE(p.kind, PhaseKind::Tapered);
        QCOMPARE(p.phaseMax, 24);
        const std::array<int, PIECE_TYPE_NB> weights {0, 0, 1, 1, 2, 4, 0};
        QCOMPARE(p.phaseWeight, weights);
        const std::array<int, PIECE_TYPE_NB> mg {0, 82, 337, 365, 477, 1025, 0};
        const std::array<int, PIECE_TYPE_NB> eg {0, 94, 281, 297, 512, 936, 0};
        QCOMPARE(p.material[MG], mg);
        QCOMPARE(p.material[EG], eg);
        QCOMPARE(p.psqt[MG][PAWN][SQ_A7], 98);
        QCOMPARE(p.psqt[MG][KING][SQ_E1], 8);
        QCOMPARE(p.psqt[EG][KING][SQ_E1], -28);
    }

    // The model files in the reference shape (resources/models, copies of ../shared/reference) load
    // by path and give exactly the built-in models.
    void referenceFilesLoad_data()
    {
        QTest::addColumn<QString>("name");
        for (const char* n : {"simplified", "otter", "pesto", "kandinsky", "classical"})
            QTest::newRow(n) << n;
    }
    void referenceFilesLoad()
    {
        QFETCH(QString, name);
        const Result<EvalModel> m = loadModelFile(modelPath(qPrintable(name)).toStdString());
        QVERIFY2(m.ok(), m.error().c_str());
        QVERIFY(*m == builtinModel(qPrintable(name)));
        const Result<EvalModel> byPath = resolveModel(modelPath(qPrintable(name)).toStdString());
        QVERIFY(byPath.ok() && *byPath == *m);
    }

    void roundTrip_data() { referenceFilesLoad_data(); }
    void roundTrip()
    {
        QFETCH(QString, name);
        EvalModel m = builtinModel(qPrintable(name));
        Result<EvalModel> again = parseModelJson(modelToJson(m));
        QVERIFY2(again.ok(), again.error().c_str());
        QVERIFY(*again == m);

        // An edited model survives a file round trip, edits and odd strings included.
        m.name = "edited-" + m.name;
        m.title = "Edited \"quoted\" \\ title\twith tab";
        m.material[MG][KNIGHT] += 7;
        m.psqt[MG][KNIGHT][SQ_C3] = -123;
        if (m.kind == PhaseKind::Single)
            m.psqt[EG] = m.psqt[MG], m.material[EG] = m.material[MG];
        else
            m.psqt[EG][KING][SQ_H8] = 99;
        QTemporaryDir dir;
        const std::string path = dir.filePath("edited.json").toStdString();
        const Result<void> saved = saveModelFile(m, path);
        QVERIFY2(saved.ok(), saved.error().c_str());
        const Result<EvalModel> loaded = loadModelFile(path);
        QVERIFY2(loaded.ok(), loaded.error().c_str());
        QVERIFY(*loaded == m);
        QVERIFY(!QFile::exists(QString::fromStdString(path + ".tmp")));
    }

    // A Single model may leave out its end-game set; it reads as a copy of the middle-game set.
    void singleModelWithoutEgSet()
    {
        QJsonObject o = modelObject("otter");
        remove(o, {"material", "eg"});
        remove(o, {"psqt", "eg"});
        const Result<EvalModel> m = parseModelJson(text(o));
        QVERIFY2(m.ok(), m.error().c_str());
        QVERIFY(*m == builtinModel("otter"));
    }

    // A file written before a term existed reads it as 0 in both stages and scores as it did.
    void missingTermReadsZero()
    {
        QJsonObject o = modelObject("classical");
        remove(o, {"terms", "safe_check"});
        remove(o, {"terms", "tempo"});
        const Result<EvalModel> m = parseModelJson(text(o));
        QVERIFY2(m.ok(), m.error().c_str());
        EvalModel expected = builtinModel("classical");
        for (Stage st : {MG, EG}) {
            for (int i = 0; i < TERM_INFO[TERM_SAFE_CHECK].size; ++i)
                expected.termWeight(st, TERM_SAFE_CHECK, i) = 0;
            expected.termWeight(st, TERM_TEMPO, 0) = 0;
        }
        QVERIFY(*m == expected);
        QVERIFY(m->hasTerms);
    }

    // Each bad file is refused; the message names the field (or the line and column of bad JSON).
    void badFiles_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("message");

        auto row = [](const char* name, const QJsonObject& o, const char* message) {
            QTest::newRow(name) << QString::fromStdString(text(o)) << message;
        };
        QTest::newRow("not JSON") << "{\n  \"name\": \"x\",\n  oops\n}"
                                  << "not JSON: line 3, column 3";
        QTest::newRow("empty") << ""
                               << "not JSON: line 1, column 1";
        QTest::newRow("top level array") << "[1, 2]"
                                         << "the top level must be a JSON object, found an array";

        QJsonObject o = modelObject("simplified");
        remove(o, {"name"});
        row("no name", o, "name: missing");

        o = modelObject("simplified");
        remove(o, {"psqt", "mg", "Q"});
        row("missing table", o, "psqt.mg.Q: missing");

        o = modelObject("pesto");
        remove(o, {"psqt", "eg"});
        row("missing end-game set", o, "psqt.eg: missing");

        o = modelObject("simplified");
        remove(o, {"material"});
        row("missing material", o, "material: missing");

        o = modelObject("simplified");
        edit(o, {"psqt", "mg", "N"}, [](QJsonValueRef v) {
            QJsonArray a = v.toArray();
            a.removeLast();
            v = a;
        });
        row("63 values", o, "psqt.mg.N: expected 64 values, found 63");

        o = modelObject("pesto");
        edit(o, {"psqt", "eg", "B"}, [](QJsonValueRef v) {
            QJsonArray a = v.toArray();
            a.append(0);
            v = a;
        });
        row("65 values", o, "psqt.eg.B: expected 64 values, found 65");

        o = modelObject("simplified");
        setTableValue(o, {"psqt", "eg", "K"}, 10, 1.5);
        row("fraction", o, "psqt.eg.K[10] (c7): expected an integer, found 1.5");

        o = modelObject("simplified");
        setTableValue(o, {"psqt", "mg", "P"}, 63, QJsonValue());
        row("null", o, "psqt.mg.P[63] (h1): expected an integer, found null");

        o = modelObject("simplified");
        edit(o, {"material", "mg", "N"}, [](QJsonValueRef v) { v = "320"; });
        row("string value", o, "material.mg.N: expected an integer, found the string \"320\"");

        o = modelObject("simplified");
        edit(o, {"material", "mg", "Q"}, [](QJsonValueRef v) { v = 1000000; });
        row("out of range", o, "material.mg.Q: 1000000 is out of range (-20000 to 20000)");

        // Numbers no integer field can hold, written into the text as they stand (a JSON library
        // would write them as something else): each names its field, none escapes as an exception.
        auto raw = [](const char* name, const QStringList& path, int index, const char* number, const char* message) {
            QJsonObject m = modelObject("pesto");
            if (index < 0)
                edit(m, path, [](QJsonValueRef v) { v = "@@"; });
            else
                setTableValue(m, path, index, "@@");
            const QString json = QString::fromStdString(text(m)).replace("\"@@\"", number);
            QTest::newRow(name) << json << message;
        };
        raw("1e400", {"material", "mg", "Q"}, -1, "1e400", "material.mg.Q: expected an integer, found 1e400");
        raw("-1e400", {"material", "eg", "P"}, -1, "-1e400", "material.eg.P: expected an integer, found -1e400");
        raw("1e999 in a table", {"psqt", "mg", "N"}, 27, "1e999",
            "psqt.mg.N[27] (d5): expected an integer, found 1e999");
        raw("-1e400 in a table", {"psqt", "eg", "K"}, 0, "-1e400",
            "psqt.eg.K[0] (a8): expected an integer, found -1e400");
        raw("1e400 phase weight", {"phase", "weights", "N"}, -1, "1e400",
            "phase.weights.N: expected an integer, found 1e400");
        raw("1e10", {"material", "mg", "R"}, -1, "1e10", "material.mg.R: expected an integer, found 10000000000.0");
        raw("2^31", {"material", "mg", "B"}, -1, "2147483648",
            "material.mg.B: 2147483648 is out of range (-20000 to 20000)");
        raw("2^64", {"material", "mg", "B"}, -1, "18446744073709551616",
            "material.mg.B: expected an integer, found 1.8446744073709552e+19");
        raw("-2^63", {"psqt", "mg", "P"}, 8, "-9223372036854775808",
            "psqt.mg.P[8] (a7): -9223372036854775808 is out of range (-2000 to 2000)");
        raw("fraction material", {"material", "mg", "N"}, -1, "1.5", "material.mg.N: expected an integer, found 1.5");
        raw("true", {"material", "eg", "Q"}, -1, "true", "material.eg.Q: expected an integer, found true");
        raw("string in a table", {"psqt", "mg", "Q"}, 5, "\"12\"",
            "psqt.mg.Q[5] (f8): expected an integer, found the string \"12\"");
        raw("material just above", {"material", "mg", "Q"}, -1, "20001",
            "material.mg.Q: 20001 is out of range (-20000 to 20000)");
        raw("material just below", {"material", "eg", "K"}, -1, "-20001",
            "material.eg.K: -20001 is out of range (-20000 to 20000)");
        raw("table just above", {"psqt", "eg", "R"}, 63, "2001",
            "psqt.eg.R[63] (h1): 2001 is out of range (-2000 to 2000)");
        raw("table just below", {"psqt", "mg", "B"}, 1, "-2001",
            "psqt.mg.B[1] (b8): -2001 is out of range (-2000 to 2000)");

        // The terms section: every term named, its stage, its entry, its range (a term left out
        // reads 0: see missingTermReadsZero).
        o = modelObject("classical");
        edit(o, {"terms"}, [](QJsonValueRef v) {
            QJsonObject t = v.toObject();
            t["mobility_king"] = t["tempo"];
            v = t;
        });
        row("unknown term", o, "terms.mobility_king: unknown term (expected one of mobility_knight, ");
        o = modelObject("classical");
        remove(o, {"terms", "bishop_pair", "eg"});
        row("missing term stage", o, "terms.bishop_pair.eg: missing");
        o = modelObject("classical");
        edit(o, {"terms", "doubled_pawn", "mg"}, [](QJsonValueRef v) { v = "-10"; });
        row("term as a string", o, "terms.doubled_pawn.mg: expected an integer, found the string \"-10\"");
        o = modelObject("classical");
        edit(o, {"terms", "mobility_knight", "mg"}, [](QJsonValueRef v) {
            QJsonArray a = v.toArray();
            a.removeLast();
            v = a;
        });
        row("short mobility", o, "terms.mobility_knight.mg: expected 9 values, found 8");
        o = modelObject("classical");
        edit(o, {"terms", "king_attack", "eg"}, [](QJsonValueRef v) {
            QJsonArray a = v.toArray();
            a[3] = 2001;
            v = a;
        });
        row("term out of range", o, "terms.king_attack.eg[3]: 2001 is out of range (-2000 to 2000)");
        o = modelObject("classical");
        setTableValue(o, {"terms", "passed_pawn", "mg"}, 12, 1.5);
        row("passed table fraction", o, "terms.passed_pawn.mg[12] (e7): expected an integer, found 1.5");
        o = modelObject("classical");
        edit(o, {"terms", "tempo"}, [](QJsonValueRef v) {
            QJsonObject t = v.toObject();
            t["endgame"] = 3;
            v = t;
        });
        row("unknown term stage", o, "terms.tempo.endgame: unknown stage (expected mg or eg)");
        o = modelObject("classical");
        edit(o, {"terms"}, [](QJsonValueRef v) { v = QJsonArray(); });
        row("terms not an object", o, "terms: expected an object, found an array");

        o = modelObject("simplified");
        edit(o, {"psqt", "mg", "P"}, [](QJsonValueRef v) { v = 5; });
        row("table not an array", o, "psqt.mg.P: expected an array of 64 integers, found 5");

        o = modelObject("simplified");
        edit(o, {"psqt", "mg"}, [](QJsonValueRef v) {
            QJsonObject t = v.toObject();
            t["X"] = t["P"];
            v = t;
        });
        row("unknown piece", o, "psqt.mg.X: unknown piece (expected P, N, B, R, Q or K)");

        o = modelObject("simplified");
        edit(o, {"phase", "kind"}, [](QJsonValueRef v) { v = "linear"; });
        row("unknown phase rule", o, "phase.kind: unknown phase rule \"linear\" (expected single, switch or tapered)");

        o = modelObject("simplified");
        remove(o, {"phase"});
        row("no phase", o, "phase: missing");

        o = modelObject("pesto");
        remove(o, {"phase", "weights"});
        row("tapered without weights", o, "phase.weights: missing");

        o = modelObject("pesto");
        edit(o, {"phase", "max"}, [](QJsonValueRef v) { v = 40; });
        row("phase range too large", o, "phase.max: 40 is out of range (1 to 31)");

        o = modelObject("pesto");
        edit(o, {"phase", "weights", "R"}, [](QJsonValueRef v) { v = -2; });
        row("negative weight", o, "phase.weights.R: -2 is out of range (0 to 31)");

        o = modelObject("otter");
        setTableValue(o, {"psqt", "eg", "P"}, 20, 7);
        row("single model with two sets", o, "psqt.eg.P: differs from psqt.mg, but a single model has one set");
    }
    void badFiles()
    {
        QFETCH(QString, json);
        QFETCH(QString, message);
        const Result<EvalModel> m = parseModelJson(json.toStdString());
        QVERIFY(!m.ok());
        QVERIFY2(QString::fromStdString(m.error()).contains(message), m.error().c_str());

        // From a file, the message starts with the file's name.
        QTemporaryDir dir;
        const QString path = dir.filePath("bad.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(json.toUtf8());
        file.close();
        const Result<EvalModel> fromFile = loadModelFile(path.toStdString());
        QVERIFY(!fromFile.ok());
        QCOMPARE(QString::fromStdString(fromFile.error()),
            "model file '" + path + "': " + QString::fromStdString(m.error()));
    }

    // A model built in code is checked against the same ranges; the ends of the ranges are allowed.
    void validateRanges_data()
    {
        QTest::addColumn<int>("material");
        QTest::addColumn<int>("entry");
        QTest::addColumn<QString>("message"); // empty: valid
        QTest::newRow("ends of the ranges") << MODEL_MATERIAL_MAX << -MODEL_TABLE_MAX << "";
        QTest::newRow("other ends") << -MODEL_MATERIAL_MAX << MODEL_TABLE_MAX << "";
        QTest::newRow("material above") << MODEL_MATERIAL_MAX + 1 << 0
                                        << "material.mg.Q: 20001 is out of range (-20000 to 20000)";
        QTest::newRow("smallest int material")
            << std::numeric_limits<int>::min() << 0 << "material.mg.Q: -2147483648 is out of range (-20000 to 20000)";
        QTest::newRow("entry below") << 900 << -MODEL_TABLE_MAX - 1
                                     << "psqt.mg.Q[35] (d4): -2001 is out of range (-2000 to 2000)";
        QTest::newRow("largest int entry") << 900 << std::numeric_limits<int>::max()
                                           << "psqt.mg.Q[35] (d4): 2147483647 is out of range (-2000 to 2000)";
    }
    void validateRanges()
    {
        QFETCH(int, material);
        QFETCH(int, entry);
        QFETCH(QString, message);
        EvalModel m = builtinModel("pesto");
        m.material[MG][QUEEN] = material;
        m.psqt[MG][QUEEN][SQ_D4] = entry;
        const Result<void> ok = validate(m);
        if (message.isEmpty()) {
            QVERIFY2(ok.ok(), ok.ok() ? "" : ok.error().c_str());
            QVERIFY(parseModelJson(modelToJson(m)).value() == m);
        } else {
            QVERIFY(!ok.ok());
            QCOMPARE(QString::fromStdString(ok.error()), message);
            QVERIFY(!parseModelJson(modelToJson(m)).ok());
        }
    }

    void resolveNamesAndFiles()
    {
        const Result<EvalModel> byName = resolveModel("pesto");
        QVERIFY(byName.ok() && byName->name == "pesto");
        const Result<EvalModel> unknown = resolveModel("no-such-model");
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error(),
            "unknown model 'no-such-model': not a built-in model (simplified, otter, pesto, kandinsky, classical) nor "
            "a readable "
            "file");
        const Result<EvalModel> missing = loadModelFile("/nonexistent/model.json");
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error(), "model file '/nonexistent/model.json': no such file");
    }

    // A model file is read whole, so what is not one is refused before reading.
    void loadModelFileRefusesWhatIsNotAFile_data()
    {
        kdtest::addNotAReadableFileRows("it is 300 MB, more than the 256 MB read at most");
    }
    void loadModelFileRefusesWhatIsNotAFile()
    {
        QFETCH(QString, what);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString path = kdtest::notAReadableFile(what, dir.path(), std::uintmax_t(300) << 20);
        const Result<EvalModel> m = loadModelFile(path.toStdString());
        QVERIFY(!m.ok());
        QCOMPARE(QString::fromStdString(m.error()), "model file '" + path + "': " + reason);
    }

    // A save that cannot succeed leaves the existing file as it was.
    void failedSaveKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("model.json").toStdString();
        QVERIFY(saveModelFile(builtinModel("pesto"), path).ok());
        QFile file(QString::fromStdString(path));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();

        EvalModel bad = builtinModel("simplified");
        bad.psqt[MG][ROOK][SQ_A1] = 5000000;
        const Result<void> saved = saveModelFile(bad, path);
        QVERIFY(!saved.ok());
        QVERIFY2(QString::fromStdString(saved.error()).contains("psqt.mg.R[56] (a1): 5000000 is out of range"),
            saved.error().c_str());
        const Result<void> unwritable = saveModelFile(builtinModel("otter"), "/nonexistent/dir/model.json");
        QVERIFY(!unwritable.ok());

        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        QVERIFY(loadModelFile(path).value() == builtinModel("pesto"));
    }

    // A model read from a file evaluates like any other: a changed table entry moves the score of a
    // position with a piece on that square by exactly the change.
    void editedModelEvaluates()
    {
        EvalModel m = builtinModel("simplified");
        const auto before = EvalTables::build(m);
        m.psqt[MG][KNIGHT][SQ_F3] += 25;
        m.psqt[EG][KNIGHT][SQ_F3] += 25;
        const auto after = EvalTables::build(parseModelJson(modelToJson(m)).value());
        Position pos;
        kdtest::play(pos, {"Nf3"});
        QCOMPARE(evaluate(pos, *after) - evaluate(pos, *before), -25); // Black to move
        kdtest::play(pos, {"Nf6"}); // Black's knight on f6 reads White's f3 entry
        QCOMPARE(evaluate(pos, *after), evaluate(pos, *before));
    }
};

QTEST_GUILESS_MAIN(TestEvalModel)
#include "tst_evalmodel.moc"
