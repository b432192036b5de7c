// `kandinsky-cli eval`, run as a user or a script would: the JSON contract, the scoresheet, and the
// messages and exit codes for a bad FEN or a bad model.
#include "clisupport.h"
#include "eval/terms.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = kdtest::CliRun;

Run cli(const QStringList& args) { return kdtest::runCli(QStringList {"eval"} + args, 30000); }

// The names a piece's "terms" object may use (eval/terms.h).
QSet<QString> termNames()
{
    QSet<QString> names;
    for (int k = 0; k < kd::TERM_KIND_NB; ++k)
        names.insert(QString::fromLatin1(kd::termKindName(kd::TermKind(k))));
    return names;
}

QSet<QString> keys(const QJsonObject& o)
{
    const QStringList k = o.keys();
    return QSet<QString>(k.begin(), k.end());
}

const QString START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

} // namespace

class TestCliEval : public QObject {
    Q_OBJECT

private slots:
    void json_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("side");
        QTest::addColumn<int>("phase");
        QTest::addColumn<int>("score");
        QTest::newRow("simplified start") << "simplified" << START << "w" << 24 << 0;
        QTest::newRow("simplified 1.e4") << "simplified"
                                         << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
                                         << "b" << 24 << -40;
        QTest::newRow("otter 1.e4") << "otter"
                                    << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
                                    << "b" << 24 << -40;
        QTest::newRow("pesto Q+N vs Q") << "pesto"
                                        << "3qk3/8/8/8/8/5N2/8/3Q2K1 w - - 0 1"
                                        << "w" << 9 << 316;
        QTest::newRow("simplified ending") << "simplified"
                                           << "4k3/8/8/8/8/8/4R3/6K1 b - - 0 1"
                                           << "b" << 0 << -500;
        QTest::newRow("default model") << ""
                                       << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
                                       << "b" << 24 << -40;
    }
    void json()
    {
        QFETCH(QString, model);
        QFETCH(QString, fen);
        QFETCH(QString, side);
        QFETCH(int, phase);
        QFETCH(int, score);
        QStringList args {"--fen", fen, "--json"};
        if (!model.isEmpty())
            args << "--model" << model;
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QVERIFY(doc.isObject());
        const QJsonObject o = doc.object();
        QCOMPARE(keys(o),
            (QSet<QString> {"model", "side_to_move", "phase", "score", "white", "black", "pieces", "side_terms"}));
        QCOMPARE(o["model"].toString(), model.isEmpty() ? "simplified" : model);
        QCOMPARE(o["side_to_move"].toString(), side);
        QCOMPARE(o["phase"].toInt(), phase);
        QCOMPARE(o["score"].toInt(), score);

        // Every piece is listed once, kings included; each piece's terms add up to its positional;
        // each side's pieces add up to its totals; score = (White's pieces + White's side terms) -
        // (Black's), negated when Black is to move.
        int sums[2][2] = {{0, 0}, {0, 0}}; // [white/black][material/positional]
        QSet<QString> squares;
        int pieceCount = 0;
        for (const QJsonValue& v : o["pieces"].toArray()) {
            const QJsonObject p = v.toObject();
            QCOMPARE(keys(p), (QSet<QString> {"square", "piece", "material", "positional", "terms"}));
            const QJsonObject terms = p["terms"].toObject();
            QVERIFY(terms.contains("table"));
            int termSum = 0;
            for (auto it = terms.begin(); it != terms.end(); ++it) {
                QVERIFY2(termNames().contains(it.key()), qPrintable(it.key()));
                termSum += it.value().toInt();
            }
            QCOMPARE(termSum, p["positional"].toInt());
            const QString letter = p["piece"].toString();
            QVERIFY2(letter.size() == 1 && QString("PNBRQKpnbrqk").contains(letter), qPrintable(letter));
            squares.insert(p["square"].toString());
            const int owner = letter[0].isUpper() ? 0 : 1;
            QVERIFY(p["material"].isDouble() && p["positional"].isDouble());
            sums[owner][0] += p["material"].toInt();
            sums[owner][1] += p["positional"].toInt();
            ++pieceCount;
        }
        const QString board = fen.section(' ', 0, 0);
        int expectedPieces = 0;
        for (QChar c : board)
            expectedPieces += c.isLetter();
        QCOMPARE(pieceCount, expectedPieces);
        QCOMPARE(squares.size(), pieceCount);
        QCOMPARE(o["white"].toObject()["material"].toInt(), sums[0][0]);
        QCOMPARE(o["white"].toObject()["positional"].toInt(), sums[0][1]);
        QCOMPARE(o["black"].toObject()["material"].toInt(), sums[1][0]);
        QCOMPARE(o["black"].toObject()["positional"].toInt(), sums[1][1]);
        int sideTerms[2] = {0, 0};
        for (const QJsonValue& v : o["side_terms"].toArray()) {
            const QJsonObject t = v.toObject();
            QCOMPARE(keys(t), (QSet<QString> {"side", "term", "value"}));
            QCOMPARE(t["term"].toString(), QString("tempo"));
            QCOMPARE(t["side"].toString(), side); // the tempo belongs to the side to move
            sideTerms[t["side"].toString() == "w" ? 0 : 1] += t["value"].toInt();
        }
        QCOMPARE(o["side_terms"].toArray().isEmpty(), !model.startsWith("classical"));
        const int white = sums[0][0] + sums[0][1] + sideTerms[0] - sums[1][0] - sums[1][1] - sideTerms[1];
        QCOMPARE(score, side == "w" ? white : -white);
    }

    // The scoresheet names each piece with its numbers and ends with the side-to-move step.
    void scoresheet()
    {
        const Run r = cli({"--fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QRegularExpression(R"(\n  pawn e4 +100 +20 +120 )")), qPrintable(out));
        QVERIFY(out.contains(QRegularExpression(R"(\n  king e8 +20000 +0 +20000 +23905\n)")));
        QVERIFY(out.contains("Phase     24 of 24: middle game"));
        QVERIFY(out.contains("White - Black = 23945 - 23905 = +40 from White's side\n"));
        QVERIFY(out.endsWith(
            "Black is to move, so the score is negated (scores are from the side to move): -(+40) = -40\n"));

        const Run tapered = cli({"--model", "pesto", "--fen", "3qk3/8/8/8/8/5N2/8/3Q2K1 w - - 0 1"});
        const QString text = QString::fromUtf8(tapered.out);
        QVERIFY2(
            text.contains(QRegularExpression(R"(\n  knight f3 +302 +337 +281 +5 +17 +-3 +307 )")), qPrintable(text));
        QVERIFY(text.contains("Phase     9 of 24: 1 knight x 1 + 2 queens x 4 = 9"));
        QVERIFY(text.endsWith("White is to move, so the score stays as it is: +316\n"));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("bad FEN") << QStringList {"--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"}
                                 << "kandinsky-cli: eval: bad FEN: ";
        QTest::newRow("no king") << QStringList {"--fen", "8/8/8/8/8/8/8/8 w - - 0 1"}
                                 << "kandinsky-cli: eval: bad FEN: White has no king\n";
        QTest::newRow("unknown model")
            << QStringList {"--model", "stockfish"}
            << "unknown model 'stockfish': not a built-in model (simplified, otter, pesto, kandinsky, classical)";
        QTest::newRow("missing file") << QStringList {"--model", "/nonexistent/m.json"}
                                      << "model file '/nonexistent/m.json': no such file";
        QTest::newRow("unknown option") << QStringList {"--depth", "3"} << "eval: unknown option --depth";
        QTest::newRow("json with a value") << QStringList {"--json", "yes"} << "unexpected argument 'yes'";
    }
    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QVERIFY(r.exitCode != 0 && r.exitCode != -1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

    // A bad model file: the message gives the file and the field; nothing is printed on stdout.
    void badModelFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("short.json");
        QFile source(QStringLiteral(KD_SOURCE_DIR "/resources/models/simplified.json"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(source.readAll()).object();
        QJsonObject psqt = o["psqt"].toObject();
        QJsonObject mg = psqt["mg"].toObject();
        QJsonArray knight = mg["N"].toArray();
        knight.removeLast();
        mg["N"] = knight;
        psqt["mg"] = mg;
        o["psqt"] = psqt;
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(o).toJson());
        file.close();

        const Run r = cli({"--model", path, "--json"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(QString::fromUtf8(r.err),
            "kandinsky-cli: eval: model file '" + path + "': psqt.mg.N: expected 64 values, found 63\n");

        // The same file with 64 values evaluates.
        knight.append(-50);
        mg["N"] = knight;
        psqt["mg"] = mg;
        o["psqt"] = psqt;
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QJsonDocument(o).toJson());
        file.close();
        const Run ok = cli({"--model", path, "--json"});
        QCOMPARE(ok.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(ok.out).object()["score"].toInt(), 0);
    }

    // A number no integer field can hold ends the command with a message naming the field, never
    // with an exception (1e400 used to end it with "terminate called ... out_of_range.406").
    void hugeNumberInModelFile_data()
    {
        QTest::addColumn<QString>("from"); // text of simplified.json replaced ...
        QTest::addColumn<QString>("to"); // ... by this
        QTest::addColumn<QString>("message");
        QTest::newRow("1e400 queen") << "\"Q\": 900"
                                     << "\"Q\": 1e400"
                                     << "material.mg.Q: expected an integer, found 1e400 (too large for any number)";
        QTest::newRow("-1e999 pawn") << "\"P\": 100"
                                     << "\"P\": -1e999"
                                     << "material.mg.P: expected an integer, found -1e999 (too large for any number)";
        QTest::newRow("queen beyond the range") << "\"Q\": 900"
                                                << "\"Q\": 32300"
                                                << "material.mg.Q: 32300 is out of range (-20000 to 20000)";
    }
    void hugeNumberInModelFile()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, message);
        QFile source(QStringLiteral(KD_SOURCE_DIR "/resources/models/simplified.json"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(source.readAll());
        const int at = text.indexOf(from);
        QVERIFY(at >= 0);
        text.replace(at, from.size(), to); // the first one: material.mg
        QTemporaryDir dir;
        const QString path = dir.filePath("huge.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.toUtf8());
        file.close();

        const Run r = cli({"--model", path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(QString::fromUtf8(r.err), "kandinsky-cli: eval: model file '" + path + "': " + message + "\n");
    }
};

QTEST_GUILESS_MAIN(TestCliEval)
#include "tst_cli_eval.moc"
