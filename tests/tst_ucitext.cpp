// The UCI text both sides share (core/ucitext.h): option declarations as kandinsky-engine and other
// engines print them, the values they take, and search reports read and written back.
#include "core/ucitext.h"
#include "uci/uci.h"
#include "ucisupport.h"

#include <QRegularExpression>
#include <QTest>

#include <sstream>

using namespace kd;

namespace {

QStringList lines(const std::string& text) { return QString::fromStdString(text).split('\n', Qt::SkipEmptyParts); }

} // namespace

class TestUciText : public QObject {
    Q_OBJECT

private slots:
    // Every option kandinsky-engine declares reads back as the same declaration and prints the same.
    void ownOptionsRoundTrip()
    {
        std::ostringstream out;
        UciLoop loop(out);
        loop.handle("uci");
        const QStringList options = lines(out.str()).filter(QRegularExpression("^option "));
        QVERIFY(options.size() >= 8);
        for (const QString& line : options) {
            const Result<UciOptionDecl> decl = UciOptionDecl::parse(line.toStdString());
            QVERIFY2(decl, qPrintable(line + ": " + QString::fromStdString(decl ? "" : decl.error())));
            QCOMPARE(QString::fromStdString(decl->uciLine()), line);
            const UciOptionDecl reread = *UciOptionDecl::parse(decl->uciLine());
            QCOMPARE(reread.name, decl->name);
            QCOMPARE(reread.type, decl->type);
            QCOMPARE(reread.defaultValue, decl->defaultValue);
            QCOMPARE(reread.min, decl->min);
            QCOMPARE(reread.max, decl->max);
            QCOMPARE(reread.vars, decl->vars);
        }
    }

    void parse_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("name"); // empty: an error containing `printed`
        QTest::addColumn<int>("type");
        QTest::addColumn<QString>("defaultValue");
        QTest::addColumn<qlonglong>("min");
        QTest::addColumn<qlonglong>("max");
        QTest::addColumn<QStringList>("vars");
        QTest::addColumn<QString>("printed"); // the line written back, or the error's text

        const auto ok = [](const char* row, const char* line, const char* name, UciOptionDecl::Type type,
                            const char* def, qlonglong min, qlonglong max, QStringList vars, const char* printed) {
            QTest::newRow(row) << line << name << int(type) << def << min << max << vars << printed;
        };
        const auto bad = [](const char* row, const char* line, const char* error) {
            QTest::newRow(row) << line << "" << 0 << "" << 0LL << 0LL << QStringList() << error;
        };
        ok("stockfish threads", "option name Threads type spin default 1 min 1 max 1024", "Threads",
            UciOptionDecl::Spin, "1", 1, 1024, {}, "option name Threads type spin default 1 min 1 max 1024");
        ok("name with spaces", "option name Move Overhead type spin default 10 min 0 max 5000", "Move Overhead",
            UciOptionDecl::Spin, "10", 0, 5000, {}, "option name Move Overhead type spin default 10 min 0 max 5000");
        ok("extra spaces", "option  name  Skill Level   type spin default 20 min 0 max 20", "Skill Level",
            UciOptionDecl::Spin, "20", 0, 20, {}, "option name Skill Level type spin default 20 min 0 max 20");
        ok("negative range", "option name Contempt type spin default -10 min -100 max 100", "Contempt",
            UciOptionDecl::Spin, "-10", -100, 100, {}, "option name Contempt type spin default -10 min -100 max 100");
        ok("string empty", "option name Debug Log File type string default <empty>", "Debug Log File",
            UciOptionDecl::String, "", 0, 0, {}, "option name Debug Log File type string default <empty>");
        ok("string with spaces", "option name SyzygyPath type string default /opt/my tables/min max", "SyzygyPath",
            UciOptionDecl::String, "/opt/my tables/min max", 0, 0, {},
            "option name SyzygyPath type string default /opt/my tables/min max");
        ok("string holding keywords", "option name Log type string default my default  min var.log", "Log",
            UciOptionDecl::String, "my default  min var.log", 0, 0, {},
            "option name Log type string default my default  min var.log");
        ok("name holding type", "option name Piece type bonus type spin default 5 min 0 max 9", "Piece type bonus",
            UciOptionDecl::Spin, "5", 0, 9, {}, "option name Piece type bonus type spin default 5 min 0 max 9");
        ok("string without default", "option name NalimovPath type string", "NalimovPath", UciOptionDecl::String, "", 0,
            0, {}, "option name NalimovPath type string default <empty>");
        ok("check", "option name Ponder type check default false", "Ponder", UciOptionDecl::Check, "false", 0, 0, {},
            "option name Ponder type check default false");
        ok("check in capitals", "option name Own Book type check default TRUE", "Own Book", UciOptionDecl::Check,
            "true", 0, 0, {}, "option name Own Book type check default true");
        ok("button", "option name Clear Hash type button", "Clear Hash", UciOptionDecl::Button, "", 0, 0, {},
            "option name Clear Hash type button");
        ok("combo", "option name Style type combo default Normal var Solid var Normal var Risky", "Style",
            UciOptionDecl::Combo, "Normal", 0, 0, {"Solid", "Normal", "Risky"},
            "option name Style type combo default Normal var Solid var Normal var Risky");
        ok("combo vars with spaces", "option name Book Mode type combo default Best Move var Best Move var Random Pick",
            "Book Mode", UciOptionDecl::Combo, "Best Move", 0, 0, {"Best Move", "Random Pick"},
            "option name Book Mode type combo default Best Move var Best Move var Random Pick");

        bad("missing type", "option name Hash default 16 min 1 max 4096",
            "option 'Hash default 16 min 1 max 4096' has no type");
        bad("unknown type", "option name Hash type slider default 16", "unknown type 'slider'");
        bad("no name", "option type spin default 1 min 0 max 9", "has no 'name'");
        bad("empty name", "option name type spin default 1 min 0 max 9", "has no name before 'type'");
        bad("not an option", "id name Stockfish", "an option line starts with 'option'");
        bad("spin without range", "option name Hash type spin default 16",
            "option 'Hash' (spin) needs a min and a max");
        bad("spin bad number", "option name Hash type spin default 16 min one max 4096",
            "option 'Hash': min needs a whole number, got 'one'");
        bad("spin default outside", "option name Hash type spin default 0 min 1 max 4096",
            "option 'Hash' needs a whole number from 1 to 4096, got '0' (its default)");
        bad("spin min above max", "option name Hash type spin default 5 min 9 max 1", "min 9 is above max 1");
        bad("spin without default", "option name Hash type spin min 1 max 4096", "option 'Hash' (spin) has no default");
        bad("check not a bool", "option name Ponder type check default maybe",
            "option 'Ponder' needs true or false, got 'maybe' (its default)");
        bad("combo default not a var", "option name Style type combo default Wild var Solid var Risky",
            "needs one of Solid, Risky, got 'Wild' (its default)");
        bad("combo without vars", "option name Style type combo default Solid", "option 'Style' (combo) has no vars");
        bad("button with a default", "option name Clear Hash type button default 1",
            "is a button and takes no default");
        bad("range on a check", "option name Ponder type check default false min 0 max 1", "only a spin has one");
        bad("junk after type", "option name Hash type spin foo 3", "unexpected 'foo'");
    }
    void parse()
    {
        QFETCH(QString, line);
        QFETCH(QString, name);
        QFETCH(int, type);
        QFETCH(QString, defaultValue);
        QFETCH(qlonglong, min);
        QFETCH(qlonglong, max);
        QFETCH(QStringList, vars);
        QFETCH(QString, printed);
        const Result<UciOptionDecl> decl = UciOptionDecl::parse(line.toStdString());
        if (name.isEmpty()) {
            QVERIFY(!decl);
            QVERIFY2(QString::fromStdString(decl.error()).contains(printed), decl.error().c_str());
            return;
        }
        QVERIFY2(decl, decl ? "" : decl.error().c_str());
        kdtest::compareOption(*decl, name, type, defaultValue, min, max, vars);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(QString::fromStdString(decl->uciLine()), printed);
    }

    void check_data()
    {
        QTest::addColumn<QString>("declaration");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("fits");
        QTest::addColumn<QString>("result"); // the value to send, or the error
        const char* hash = "option name Hash type spin default 16 min 1 max 4096";
        const char* style = "option name Style type combo default Normal var Solid var Normal var Risky";
        const char* ponder = "option name Ponder type check default false";
        const char* path = "option name Book File type string default <empty>";
        const char* clear = "option name Clear Hash type button";
        QTest::newRow("spin") << hash << "64" << true << "64";
        QTest::newRow("spin min") << hash << "1" << true << "1";
        QTest::newRow("spin max") << hash << "4096" << true << "4096";
        QTest::newRow("spin leading zeros") << hash << "0064" << true << "64";
        QTest::newRow("spin below") << hash << "0" << false
                                    << "option 'Hash' needs a whole number from 1 to 4096, got '0'";
        QTest::newRow("spin above") << hash << "4097" << false
                                    << "option 'Hash' needs a whole number from 1 to 4096, got '4097'";
        QTest::newRow("spin word") << hash << "lots" << false
                                   << "option 'Hash' needs a whole number from 1 to 4096, got 'lots'";
        QTest::newRow("spin empty") << hash << "" << false
                                    << "option 'Hash' needs a whole number from 1 to 4096, got nothing";
        QTest::newRow("spin past long long")
            << hash << "99999999999999999999" << false << "option 'Hash' needs a whole number from 1 to 4096";
        QTest::newRow("combo") << style << "Risky" << true << "Risky";
        QTest::newRow("combo any case") << style << "sOLID" << true << "Solid";
        QTest::newRow("combo unknown") << style << "Wild" << false
                                       << "option 'Style' needs one of Solid, Normal, Risky, got 'Wild'";
        QTest::newRow("check true") << ponder << "true" << true << "true";
        QTest::newRow("check capitals") << ponder << "FALSE" << true << "false";
        QTest::newRow("check other") << ponder << "yes" << false << "option 'Ponder' needs true or false, got 'yes'";
        QTest::newRow("string") << path << "/books/my book.bin" << true << "/books/my book.bin";
        QTest::newRow("string <empty>") << path << "<empty>" << true << "";
        QTest::newRow("string empty") << path << "" << true << "";
        QTest::newRow("button") << clear << "" << true << "";
        QTest::newRow("button ignores a value") << clear << "3" << true << "";
    }
    void check()
    {
        QFETCH(QString, declaration);
        QFETCH(QString, value);
        QFETCH(bool, fits);
        QFETCH(QString, result);
        const UciOptionDecl decl = UciOptionDecl::parse(declaration.toStdString()).value();
        const Result<std::string> checked = decl.check(value.toStdString());
        QCOMPARE(bool(checked), fits);
        if (fits)
            QCOMPARE(QString::fromStdString(*checked), result);
        else
            QVERIFY2(QString::fromStdString(checked.error()).contains(result), checked.error().c_str());
    }

    void info_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("multipv");
        QTest::addColumn<bool>("hasScore");
        QTest::addColumn<int>("score");
        QTest::addColumn<int>("bound");
        QTest::addColumn<qulonglong>("nodes");
        QTest::addColumn<QStringList>("pv");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("printed"); // uciLine() of what was read

        QTest::newRow("kandinsky")
            << "info depth 12 seldepth 18 multipv 2 score cp 31 nodes 12345 nps 678 hashfull 12 time 18 pv e2e4 e7e5"
            << 12 << 2 << true << 31 << int(BOUND_EXACT) << 12345ULL << QStringList {"e2e4", "e7e5"} << ""
            << "info depth 12 seldepth 18 multipv 2 score cp 31 nodes 12345 nps 678 hashfull 12 time 18 pv e2e4 e7e5";
        QTest::newRow("mate in 3") << "info depth 9 score mate 3 pv h5f7" << 9 << 1 << true << mateIn(5)
                                   << int(BOUND_EXACT) << 0ULL << QStringList {"h5f7"} << ""
                                   << "info depth 9 multipv 1 score mate 3 nodes 0 nps 0 time 0 pv h5f7";
        QTest::newRow("mate in 1") << "info depth 1 score mate 1" << 1 << 1 << true << mateIn(1) << int(BOUND_EXACT)
                                   << 0ULL << QStringList() << ""
                                   << "info depth 1 multipv 1 score mate 1 nodes 0 nps 0 time 0";
        QTest::newRow("mated in 2") << "info depth 9 score mate -2" << 9 << 1 << true << matedIn(4) << int(BOUND_EXACT)
                                    << 0ULL << QStringList() << ""
                                    << "info depth 9 multipv 1 score mate -2 nodes 0 nps 0 time 0";
        QTest::newRow("mated now") << "info depth 0 score mate 0" << 0 << 1 << true << matedIn(0) << int(BOUND_EXACT)
                                   << 0ULL << QStringList() << ""
                                   << "info depth 0 multipv 1 score mate 0 nodes 0 nps 0 time 0";
        QTest::newRow("mate far away") << "info depth 5 score mate 1000" << 5 << 1 << true << mateIn(127)
                                       << int(BOUND_EXACT) << 0ULL << QStringList() << ""
                                       << "info depth 5 multipv 1 score mate 64 nodes 0 nps 0 time 0";
        QTest::newRow("huge cp is no mate")
            << "info depth 5 score cp 40000" << 5 << 1 << true << VALUE_MATE_IN_MAX_PLY - 1 << int(BOUND_EXACT) << 0ULL
            << QStringList() << ""
            << "info depth 5 multipv 1 score cp 31871 nodes 0 nps 0 time 0";
        QTest::newRow("lowerbound") << "info depth 7 score cp -15 lowerbound nodes 5" << 7 << 1 << true << -15
                                    << int(BOUND_LOWER) << 5ULL << QStringList() << ""
                                    << "info depth 7 multipv 1 score cp -15 lowerbound nodes 5 nps 0 time 0";
        QTest::newRow("upperbound") << "info depth 7 score cp 15 upperbound" << 7 << 1 << true << 15 << int(BOUND_UPPER)
                                    << 0ULL << QStringList() << ""
                                    << "info depth 7 multipv 1 score cp 15 upperbound nodes 0 nps 0 time 0";
        QTest::newRow("pv stops at a keyword")
            << "info depth 3 pv e2e4 e7e5 g1f3 nodes 99" << 3 << 1 << false << 0 << int(BOUND_EXACT) << 99ULL
            << QStringList {"e2e4", "e7e5", "g1f3"} << ""
            << "info depth 3 multipv 1 nodes 99 nps 0 time 0 pv e2e4 e7e5 g1f3";
        QTest::newRow("pv with promotion") << "info depth 3 pv e7e8q a1a2" << 3 << 1 << false << 0 << int(BOUND_EXACT)
                                           << 0ULL << QStringList {"e7e8q", "a1a2"} << ""
                                           << "info depth 3 multipv 1 nodes 0 nps 0 time 0 pv e7e8q a1a2";
        QTest::newRow("string") << "info string NNUE evaluation using nn.nnue  enabled" << 0 << 1 << false << 0
                                << int(BOUND_EXACT) << 0ULL << QStringList() << "NNUE evaluation using nn.nnue  enabled"
                                << "info string NNUE evaluation using nn.nnue  enabled";
        QTest::newRow("string holds keywords") << "info depth 4 string depth 9 pv e2e4" << 4 << 1 << false << 0
                                               << int(BOUND_EXACT) << 0ULL << QStringList() << "depth 9 pv e2e4"
                                               << "info string depth 9 pv e2e4";
        QTest::newRow("malformed number") << "info depth x seldepth 3 nodes -5 multipv 0 score cp 1.5 pv e2e4" << 0 << 1
                                          << false << 0 << int(BOUND_EXACT) << 0ULL << QStringList {"e2e4"} << ""
                                          << "info depth 0 seldepth 3 multipv 1 nodes 0 nps 0 time 0 pv e2e4";
        QTest::newRow("missing number") << "info depth seldepth 3 score" << 0 << 1 << false << 0 << int(BOUND_EXACT)
                                        << 0ULL << QStringList() << ""
                                        << "info depth 0 seldepth 3 multipv 1 nodes 0 nps 0 time 0";
        QTest::newRow("unknown tokens")
            << "info depth 20 currmove e2e4 currmovenumber 1 wdl 300 600 100 tbhits 0 frobnicate 7 multipv 3 score cp 5"
            << 20 << 3 << true << 5 << int(BOUND_EXACT) << 0ULL << QStringList() << ""
            << "info depth 20 multipv 3 score cp 5 wdl 300 600 100 nodes 0 nps 0 time 0";
        QTest::newRow("empty") << "info" << 0 << 1 << false << 0 << int(BOUND_EXACT) << 0ULL << QStringList() << ""
                               << "info depth 0 multipv 1 nodes 0 nps 0 time 0";
    }
    void info()
    {
        QFETCH(QString, line);
        QFETCH(int, depth);
        QFETCH(int, multipv);
        QFETCH(bool, hasScore);
        QFETCH(int, score);
        QFETCH(int, bound);
        QFETCH(qulonglong, nodes);
        QFETCH(QStringList, pv);
        QFETCH(QString, text);
        QFETCH(QString, printed);
        const UciInfo info = UciInfo::parse(line.toStdString());
        QCOMPARE(info.depth, depth);
        QCOMPARE(info.multipv, multipv);
        QCOMPARE(info.hasScore, hasScore);
        QCOMPARE(info.score, score);
        QCOMPARE(int(info.bound), bound);
        QCOMPARE(qulonglong(info.nodes), nodes);
        QStringList got;
        for (const std::string& m : info.pv)
            got << QString::fromStdString(m);
        QCOMPARE(got, pv);
        QCOMPARE(QString::fromStdString(info.text), text);
        QCOMPARE(QString::fromStdString(info.uciLine()), printed);
        // What is written reads back the same.
        QCOMPARE(QString::fromStdString(UciInfo::parse(info.uciLine()).uciLine()), printed);
    }

    // "wdl W D L" (Stockfish's UCI_ShowWDL): read only when all three are permille values.
    void wdl_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("hasWdl");
        QTest::addColumn<QList<int>>("chances");
        QTest::addColumn<int>("score");
        QTest::newRow("after the score") << "info depth 9 score cp 38 wdl 120 850 30 nodes 5000 pv e2e4" << true
                                         << QList<int> {120, 850, 30} << 38;
        QTest::newRow("before the score")
            << "info wdl 0 0 1000 score mate -2" << true << QList<int> {0, 0, 1000} << matedIn(4);
        QTest::newRow("two numbers") << "info depth 3 wdl 300 700 score cp 5" << false << QList<int> {0, 0, 0} << 5;
        QTest::newRow("above 1000") << "info depth 3 wdl 1001 0 0 score cp 5" << false << QList<int> {0, 0, 0} << 5;
        QTest::newRow("negative") << "info wdl 500 -1 501" << false << QList<int> {0, 0, 0} << 0;
        QTest::newRow("none") << "info depth 3 score cp 5" << false << QList<int> {0, 0, 0} << 5;
    }
    void wdl()
    {
        QFETCH(QString, line);
        QFETCH(bool, hasWdl);
        QFETCH(QList<int>, chances);
        QFETCH(int, score);
        const UciInfo info = UciInfo::parse(line.toStdString());
        QCOMPARE(info.hasWdl, hasWdl);
        QCOMPARE((QList<int> {info.wdl[0], info.wdl[1], info.wdl[2]}), chances);
        QCOMPARE(info.score, score);
        const UciInfo again = UciInfo::parse(info.uciLine());
        QCOMPARE(again.hasWdl, hasWdl);
        QCOMPARE((QList<int> {again.wdl[0], again.wdl[1], again.wdl[2]}), chances);
    }

    // Every mate distance the engine can print reads back as a score that prints the same.
    void mateRoundTrip()
    {
        for (int n = -64; n <= 64; ++n) {
            const std::string line = "info depth 1 multipv 1 score mate " + std::to_string(n) + " nodes 0 nps 0 time 0";
            const UciInfo info = UciInfo::parse(line);
            QVERIFY(isMateScore(info.score));
            QCOMPARE(mateMoves(info.score), n);
            QCOMPARE(info.uciLine(), line);
        }
        for (int plies = 0; plies <= MAX_PLY; ++plies)
            for (const int v : {mateIn(plies), matedIn(plies)}) {
                UciInfo info;
                info.hasScore = true;
                info.score = v;
                QCOMPARE(mateMoves(UciInfo::parse(info.uciLine()).score), mateMoves(v));
            }
    }
};

QTEST_GUILESS_MAIN(TestUciText)
#include "tst_ucitext.moc"
