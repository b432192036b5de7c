// `kandinsky-cli tune`, run as a user would: the printed summary and epochs, the model file it writes
// (loadable by the other commands), the same file for any thread count, and the messages and exit
// codes for bad input.
#include "clisupport.h"
#include "support.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = kdtest::CliRun;
using kdtest::runCli;

const QString DATA = QStringLiteral(KD_TEST_DATA_DIR "/tune-small.epd");

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCliTune : public QObject {
    Q_OBJECT

private slots:
    void tunes()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("small.json");
        const Run r = runCli({"tune", "--data", DATA, "--epochs", "2", "--out", out, "--rate", "5", "--batch", "8"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QString text = QString::fromUtf8(r.out);
        const QStringList lines = text.split('\n');
        QVERIFY2(lines[0].startsWith("data: " + DATA + ": 40 positions, 1 bad line skipped"), qPrintable(text));
        QVERIFY2(lines[1].startsWith("  " + DATA + " line 22: bad FEN: bad piece letter 'X'"), qPrintable(text));
        QVERIFY2(lines[2].contains(QRegularExpression("^model: pesto \\(tapered\\), K=[0-9.]+ \\(fitted\\), start "
                                                      "loss=0\\.[0-9]{7}$")),
            qPrintable(text));
        QVERIFY2(
            lines[3].contains(QRegularExpression("^epoch 1/2 loss=0\\.[0-9]{7} time=[0-9.]+s$")), qPrintable(text));
        QVERIFY2(lines[4].contains(QRegularExpression("^  (material|table) [PNBRQK] ([a-h][1-8] )?\\((mg|eg)\\) "
                                                      "-?[0-9]+ -> -?[0-9]+$")),
            qPrintable(text));
        QVERIFY2(text.contains(QRegularExpression("\nepoch 2/2 loss=")), qPrintable(text));
        QVERIFY2(text.endsWith("wrote " + out + "\n"), qPrintable(text));

        const QJsonObject model = QJsonDocument::fromJson(readFile(out)).object();
        QCOMPARE(model["name"].toString(), QString("small"));
        QCOMPARE(model["title"].toString(), "Tuned from " + DATA);
        const QString source = model["source"].toString();
        QVERIFY2(source.startsWith("kandinsky-cli tune --data " + DATA), qPrintable(source));
        QVERIFY2(source.contains(QRegularExpression("K=[0-9.]+, 2 epochs, final loss 0\\.[0-9]+, 40 positions")),
            qPrintable(source));

        // The other commands read it.
        const Run eval = runCli({"eval", "--model", out, "--json"});
        QVERIFY2(eval.exitCode == 0, eval.err.constData());
        QCOMPARE(QJsonDocument::fromJson(eval.out).object()["model"].toString(), QString("small"));

        // Two threads write the same file.
        const QString out2 = dir.filePath("small2.json");
        const Run r2 = runCli(
            {"tune", "--data", DATA, "--epochs", "2", "--out", out2, "--rate", "5", "--batch", "8", "--threads", "2"});
        QCOMPARE(r2.exitCode, 0);
        QByteArray a = readFile(out), b = readFile(out2);
        b.replace("small2", "small");
        QCOMPARE(a, b);
    }

    // A model with terms tunes them too by default (and says so in its source); pesto has none.
    void tunesTerms()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("withterms.json");
        const Run r = runCli({"tune", "--data", DATA, "--model", "classical", "--epochs", "2", "--out", out, "--rate",
            "20", "--batch", "8"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject model = QJsonDocument::fromJson(readFile(out)).object();
        QVERIFY2(model["source"].toString().contains("--model classical --params material,tables,terms"),
            qPrintable(model["source"].toString()));
        const QJsonObject start
            = QJsonDocument::fromJson(QByteArray::fromStdString(kd::modelToJson(kdtest::builtinModel("classical"))))
                  .object();
        QVERIFY(model["terms"].isObject());
        QVERIFY(model["terms"] != start["terms"]); // some term moved

        // Only the terms: tables and material stay.
        const QString only = dir.filePath("onlyterms.json");
        QCOMPARE(runCli({"tune", "--data", DATA, "--model", "classical", "--epochs", "2", "--out", only, "--rate", "20",
                            "--batch", "8", "--params", "terms"})
                     .exitCode,
            0);
        const QJsonObject onlyTerms = QJsonDocument::fromJson(readFile(only)).object();
        QCOMPARE(onlyTerms["psqt"], start["psqt"]);
        QCOMPARE(onlyTerms["material"], start["material"]);
        QVERIFY(onlyTerms["terms"] != start["terms"]);
    }

    // --out replaces a model file (tuning again), never anything else: the training data stays.
    void outReplacesOnlyAModelFile()
    {
        QTemporaryDir dir;
        const QString data = dir.filePath("victim.epd");
        QVERIFY(QFile::copy(DATA, data));
        const QByteArray before = readFile(data);
        const Run refused = runCli({"tune", "--data", data, "--epochs", "1", "--out", data});
        QCOMPARE(refused.exitCode, 2);
        QCOMPARE(QString::fromUtf8(refused.err),
            "kandinsky-cli: tune: --out '" + data
                + "' exists and is not a model file; choose another --out file or remove it\n");
        QCOMPARE(readFile(data), before);

        const QString model = dir.filePath("again.json");
        for (int run = 0; run < 2; ++run) {
            const Run r = runCli({"tune", "--data", data, "--epochs", "1", "--out", model, "--batch", "8"});
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
        QCOMPARE(QJsonDocument::fromJson(readFile(model)).object()["name"].toString(), QString("again"));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no data") << QStringList {"--epochs", "1"} << "kandinsky-cli: tune: --data FILE is required\n";
        QTest::newRow("missing file")
            << QStringList {"--data", "/nonexistent/x.epd"}
            << "kandinsky-cli: tune: cannot open training data '/nonexistent/x.epd': no such file\n";
        QTest::newRow("data is a folder") << QStringList {
            "--data", "/tmp"} << "kandinsky-cli: tune: cannot open training data '/tmp': it is a folder, not a file\n";
        QTest::newRow("unknown model") << QStringList {"--data", DATA, "--model", "nosuch"}
                                       << "kandinsky-cli: tune: unknown model 'nosuch'";
        QTest::newRow("bad params") << QStringList {"--data", DATA, "--params", "material,kings"}
                                    << "kandinsky-cli: tune: --params: unknown parameter set 'kings'";
        QTest::newRow("bad epochs") << QStringList {"--data", DATA, "--epochs", "0"}
                                    << "kandinsky-cli: tune: --epochs '0': expected a whole number";
        QTest::newRow("bad k") << QStringList {"--data", DATA, "--k", "20"}
                               << "kandinsky-cli: tune: --k '20': expected a number from 0.1 to 10";
        QTest::newRow("terms of a model without") << QStringList {"--data", DATA, "--model", "pesto", "--params",
            "terms"} << "kandinsky-cli: tune: --params terms: the model 'pesto' has no terms to tune";
        QTest::newRow("terms among others") << QStringList {"--data", DATA, "--model", "pesto", "--params",
            "material,terms"} << "kandinsky-cli: tune: --params material,terms: the model 'pesto' has no terms to tune";
        QTest::newRow("unknown option") << QStringList {"--data", DATA, "--speed", "2"}
                                        << "kandinsky-cli: tune: unknown option --speed";
        QTest::newRow("not data") << QStringList {"--data", QStringLiteral(KD_TEST_DATA_DIR "/opera.pgn")}
                                  << "kandinsky-cli: tune: " KD_TEST_DATA_DIR "/opera.pgn: ";
    }
    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const Run r = runCli(QStringList {"tune", "--out", dir.filePath("x.json")} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).startsWith(message), r.err.constData());
        QVERIFY(r.out.isEmpty() || !r.out.contains("wrote"));
        QVERIFY(!QFile::exists(dir.filePath("x.json")));
    }
};

QTEST_GUILESS_MAIN(TestCliTune)
#include "tst_cli_tune.moc"
