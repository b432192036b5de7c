// kd::MoveTree: variations added, found, promoted, made the main line and removed; comments, NAGs,
// structural equality; and the "[%eval ...]" comment command both ways.
#include "core/notation.h"
#include "game/movetree.h"

#include <QTest>

using namespace kd;

namespace {

// "e2e4" as a move (the tree does not check legality, so no position is needed).
Move mv(std::string_view s)
{
    auto square = [](std::string_view t) { return makeSquare(File(t[0] - 'a'), Rank(t[1] - '1')); };
    return Move(square(s.substr(0, 2)), square(s.substr(2, 2)));
}

// Adds "e2e4 e7e5" from the root (reusing the moves there) and returns the last node.
int addPath(MoveTree& tree, const QString& path)
{
    int at = MoveTree::ROOT;
    for (const QString& m : path.split(' ', Qt::SkipEmptyParts))
        at = tree.add(at, mv(m.toStdString()));
    return at;
}

// The node at the end of a path, or -1.
int findPath(const MoveTree& tree, const QString& path)
{
    int at = MoveTree::ROOT;
    for (const QString& m : path.split(' ', Qt::SkipEmptyParts))
        if (at >= 0)
            at = tree.find(at, mv(m.toStdString()));
    return at;
}

// The tree as PGN writes it, with UCI moves: "e2e4 (d2d4 d7d5) e7e5".
std::string dump(const MoveTree& tree, int id)
{
    std::string out;
    for (int at = id; !tree.node(at).children.empty(); at = tree.node(at).children.front()) {
        const std::vector<int>& children = tree.node(at).children;
        out += (out.empty() ? "" : " ") + toUci(tree.node(children[0]).move);
        for (std::size_t k = 1; k < children.size(); ++k) {
            const std::string rest = dump(tree, children[k]);
            out += " (" + toUci(tree.node(children[k]).move) + (rest.empty() ? "" : " " + rest) + ")";
        }
    }
    return out;
}

MoveTree build(const QStringList& paths)
{
    MoveTree tree;
    for (const QString& p : paths)
        addPath(tree, p);
    return tree;
}

} // namespace

class TestMoveTree : public QObject {
    Q_OBJECT

private slots:
    void basics()
    {
        MoveTree tree;
        QCOMPARE(tree.size(), 1);
        QVERIFY(tree.contains(MoveTree::ROOT));
        QCOMPARE(tree.end(MoveTree::ROOT), MoveTree::ROOT);
        QCOMPARE(tree.continuation(MoveTree::ROOT), -1);
        QVERIFY(!tree.annotated());
        const int e4 = tree.add(MoveTree::ROOT, mv("e2e4"));
        const int e5 = tree.add(e4, mv("e7e5"));
        const int c5 = tree.add(e4, mv("c7c5"));
        QCOMPARE(tree.add(e4, mv("c7c5")), c5); // the existing child
        QCOMPARE(tree.find(e4, mv("e7e5")), e5);
        QCOMPARE(tree.find(e4, mv("d7d5")), -1);
        QCOMPARE(tree.continuation(e4), e5);
        QCOMPARE(tree.end(MoveTree::ROOT), e5);
        QCOMPARE(tree.ply(c5), 2);
        QCOMPARE(tree.path(c5), (std::vector<int> {e4, c5}));
        QCOMPARE(tree.moves(c5), (std::vector<Move> {mv("e2e4"), mv("c7c5")}));
        QCOMPARE(tree.mainLine(), (std::vector<Move> {mv("e2e4"), mv("e7e5")}));
        QCOMPARE(tree.mainLineNode(0), int(MoveTree::ROOT));
        QCOMPARE(tree.mainLineNode(2), e5);
        QCOMPARE(tree.mainLineNode(3), -1);
        QCOMPARE(tree.mainLineNode(-1), -1);
        QVERIFY(tree.onMainLine(e5));
        QVERIFY(!tree.onMainLine(c5));
        QVERIFY(tree.annotated()); // a variation
        QCOMPARE(tree.size(), 4);
        QCOMPARE(MoveTree(tree.mainLine()).mainLine(), tree.mainLine());
        QVERIFY(!MoveTree(tree.mainLine()).annotated());
    }

    void edits_data()
    {
        QTest::addColumn<QStringList>("paths");
        QTest::addColumn<QString>("op");
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("returned");
        QTest::addColumn<QString>("expected");

        const QStringList two = {"e2e4 e7e5 g1f3", "e2e4 c7c5 g1f3", "e2e4 c7c6", "d2d4 d7d5"};
        QTest::newRow("as built") << two << "none"
                                  << "" << true << "e2e4 (d2d4 d7d5) e7e5 (c7c5 g1f3) (c7c6) g1f3";
        QTest::newRow("promote the first variation")
            << two << "promote"
            << "e2e4 c7c5 g1f3" << true << "e2e4 (d2d4 d7d5) c7c5 (e7e5 g1f3) (c7c6) g1f3";
        QTest::newRow("promote the second variation one place")
            << two << "promote"
            << "e2e4 c7c6" << true << "e2e4 (d2d4 d7d5) e7e5 (c7c6) (c7c5 g1f3) g1f3";
        QTest::newRow("promote the main line")
            << two << "promote"
            << "e2e4 e7e5" << false << "e2e4 (d2d4 d7d5) e7e5 (c7c5 g1f3) (c7c6) g1f3";
        QTest::newRow("promote at the first move")
            << two << "promote"
            << "d2d4 d7d5" << true << "d2d4 (e2e4 e7e5 (c7c5 g1f3) (c7c6) g1f3) d7d5";
        QTest::newRow("makeMainLine of the second variation")
            << two << "makeMainLine"
            << "e2e4 c7c6" << true << "e2e4 (d2d4 d7d5) c7c6 (e7e5 g1f3) (c7c5 g1f3)";
        QTest::newRow("makeMainLine nested")
            << QStringList {"e2e4 e7e5", "d2d4 d7d5 c2c4", "d2d4 d7d5 g1f3 g8f6"} << "makeMainLine"
            << "d2d4 d7d5 g1f3 g8f6" << true << "d2d4 (e2e4 e7e5) d7d5 g1f3 (c2c4) g8f6";
        QTest::newRow("remove the continuation: the first variation continues")
            << two << "remove"
            << "e2e4 e7e5" << true << "e2e4 (d2d4 d7d5) c7c5 (c7c6) g1f3";
        QTest::newRow("remove a variation") << two << "remove"
                                            << "e2e4 c7c5" << true << "e2e4 (d2d4 d7d5) e7e5 (c7c6) g1f3";
        QTest::newRow("remove the first move") << two << "remove"
                                               << "e2e4" << true << "d2d4 d7d5";
        QTest::newRow("remove the root does nothing") << two << "remove"
                                                      << "" << true << "e2e4 (d2d4 d7d5) e7e5 (c7c5 g1f3) (c7c6) g1f3";
    }

    void edits()
    {
        QFETCH(QStringList, paths);
        QFETCH(QString, op);
        QFETCH(QString, target);
        QFETCH(bool, returned);
        QFETCH(QString, expected);
        MoveTree tree = build(paths);
        const int id = findPath(tree, target);
        QVERIFY(id >= 0);
        const int before = tree.size();
        if (op == "promote")
            QCOMPARE(tree.promote(id), returned);
        else if (op == "makeMainLine") {
            tree.makeMainLine(id);
            QVERIFY(tree.onMainLine(id));
        } else if (op == "remove") {
            tree.remove(id);
            QVERIFY(id == MoveTree::ROOT || !tree.contains(id));
            QCOMPARE(tree.size() < before, id != MoveTree::ROOT);
            // A removed id is never reused.
            const int fresh = tree.add(MoveTree::ROOT, mv("a2a3"));
            QVERIFY(fresh >= before);
            tree.remove(fresh);
        }
        QCOMPARE(QString::fromStdString(dump(tree, MoveTree::ROOT)), expected);
        // Every node's parent and children agree.
        for (int n = 0; n < 64; ++n)
            if (tree.contains(n))
                for (int c : tree.node(n).children)
                    QCOMPARE(tree.node(c).parent, n);
    }

    void equality_data()
    {
        QTest::addColumn<QStringList>("a");
        QTest::addColumn<QStringList>("b");
        QTest::addColumn<bool>("equal");
        QTest::newRow("same, other order of adding") << QStringList {"e2e4 e7e5", "e2e4 c7c5", "d2d4"}
                                                     << QStringList {"e2e4", "d2d4", "e2e4 e7e5", "e2e4 c7c5"} << true;
        QTest::newRow("variations in another order") << QStringList {"e2e4 e7e5", "e2e4 c7c5", "e2e4 c7c6"}
                                                     << QStringList {"e2e4 e7e5", "e2e4 c7c6", "e2e4 c7c5"} << false;
        QTest::newRow("one move more") << QStringList {"e2e4 e7e5"} << QStringList {"e2e4 e7e5 g1f3"} << false;
        QTest::newRow("empty") << QStringList {} << QStringList {} << true;
    }

    void equality()
    {
        QFETCH(QStringList, a);
        QFETCH(QStringList, b);
        QFETCH(bool, equal);
        QCOMPARE(build(a) == build(b), equal);
        QCOMPARE(build(b) == build(a), equal);
    }

    void equalityWithRemovedIds()
    {
        MoveTree a = build({"e2e4 e7e5", "d2d4"});
        a.remove(findPath(a, "d2d4"));
        a.add(MoveTree::ROOT, mv("d2d4"));
        QVERIFY(a == build({"e2e4 e7e5", "d2d4"}));
    }

    void annotations()
    {
        MoveTree tree = build({"e2e4 e7e5"});
        MoveTree other = tree;
        const int e5 = findPath(tree, "e2e4 e7e5");
        tree.setComment(e5, "solid");
        QVERIFY(tree.annotated());
        QVERIFY(!(tree == other));
        other.setComment(findPath(other, "e2e4 e7e5"), "solid");
        QVERIFY(tree == other);
        tree.setNags(e5, {1, 14});
        QCOMPARE(tree.node(e5).nags, (std::vector<int> {1, 14}));
        QVERIFY(!(tree == other));
        tree.setNags(e5, {});
        tree.setPreComment(e5, "before");
        QCOMPARE(tree.node(e5).preComment, std::string("before"));
        QVERIFY(!(tree == other));
        tree.appendComment(e5, "but passive");
        QCOMPARE(tree.node(e5).comment, std::string("solid but passive"));
        tree.appendComment(e5, "");
        QCOMPARE(tree.node(e5).comment, std::string("solid but passive"));
        tree.appendPreComment(e5, "and");
        QCOMPARE(tree.node(e5).preComment, std::string("before and"));
        tree.addNag(e5, 6);
        tree.addNag(e5, 14);
        QCOMPARE(tree.node(e5).nags, (std::vector<int> {6, 14}));
        MoveTree plain = build({"e2e4 e7e5"});
        plain.setComment(MoveTree::ROOT, "the root");
        QVERIFY(plain.annotated());
        plain.setComment(MoveTree::ROOT, "");
        QVERIFY(!plain.annotated());
    }

    void readEval_data()
    {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("score");
        QTest::newRow("pawns") << "[%eval 0.17]" << true << 17;
        QTest::newRow("negative") << "[%eval -1.05]" << true << -105;
        QTest::newRow("whole pawns") << "[%eval 3]" << true << 300;
        QTest::newRow("one decimal") << "[%eval 0.5]" << true << 50;
        QTest::newRow("three decimals, rounded") << "[%eval 0.175]" << true << 18;
        QTest::newRow("among other commands") << "[%clk 0:03:00] [%eval 2.50] good" << true << 250;
        QTest::newRow("White mates in 3") << "[%eval #3]" << true << VALUE_MATE - 5;
        QTest::newRow("Black mates in 3") << "[%eval #-3]" << true << -(VALUE_MATE - 6);
        QTest::newRow("mate in 1") << "[%eval #1]" << true << VALUE_MATE - 1;
        QTest::newRow("mated in 1") << "[%eval #-1]" << true << -(VALUE_MATE - 2);
        QTest::newRow("none") << "just words" << false << 0;
        QTest::newRow("letters") << "[%eval abc]" << false << 0;
        QTest::newRow("empty value") << "[%eval ]" << false << 0;
        QTest::newRow("never closed") << "[%eval 0.3" << false << 0;
        QTest::newRow("trailing junk") << "[%eval 0.3x]" << false << 0;
        QTest::newRow("a dot alone") << "[%eval .]" << false << 0;
        QTest::newRow("mate 0") << "[%eval #0]" << false << 0;
        QTest::newRow("mate too far") << "[%eval #100]" << false << 0;
        QTest::newRow("mate sign alone") << "[%eval #-]" << false << 0;
        QTest::newRow("beyond mate scores") << "[%eval 99999]" << false << 0;
        QTest::newRow("huge digits") << "[%eval 99999999999999999999999]" << false << 0;
    }

    void readEval()
    {
        QFETCH(QString, comment);
        QFETCH(bool, ok);
        QFETCH(int, score);
        int read = 12345;
        QCOMPARE(commentEval(comment.toStdString(), read), ok);
        if (ok)
            QCOMPARE(read, score);
        else
            QCOMPARE(read, 12345); // untouched
    }

    void writeEval_data()
    {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("with");
        QTest::addColumn<QString>("without");
        QTest::newRow("empty comment") << "" << 17 << "[%eval 0.17]"
                                       << "";
        QTest::newRow("negative") << "" << -105 << "[%eval -1.05]"
                                  << "";
        QTest::newRow("small negative") << "" << -5 << "[%eval -0.05]"
                                        << "";
        QTest::newRow("text kept after it") << "a fine move" << 0 << "[%eval 0.00] a fine move"
                                            << "a fine move";
        QTest::newRow("replaces the old one") << "[%eval 1.00] [%clk 0:03:00]" << 250 << "[%eval 2.50] [%clk 0:03:00]"
                                              << "[%clk 0:03:00]";
        QTest::newRow("in the middle") << "x [%eval 1.00] y" << 250 << "x [%eval 2.50] y"
                                       << "x y";
        QTest::newRow("at the end") << "x [%eval 1.00]" << 250 << "x [%eval 2.50]"
                                    << "x";
        QTest::newRow("White mates in 3") << "" << VALUE_MATE - 5 << "[%eval #3]"
                                          << "";
        QTest::newRow("Black mates in 3") << "" << -(VALUE_MATE - 6) << "[%eval #-3]"
                                          << "";
        QTest::newRow("mate in 1") << "" << VALUE_MATE - 1 << "[%eval #1]"
                                   << "";
    }

    void writeEval()
    {
        QFETCH(QString, comment);
        QFETCH(int, score);
        QFETCH(QString, with);
        QFETCH(QString, without);
        const std::string written = withEval(comment.toStdString(), score);
        QCOMPARE(QString::fromStdString(written), with);
        QCOMPARE(QString::fromStdString(withoutEval(written)), without);
        int back = 0;
        QVERIFY(commentEval(written, back));
        QCOMPARE(back, score); // round trip
        QCOMPARE(withEval(written, back), written);
    }
};

QTEST_GUILESS_MAIN(TestMoveTree)
#include "tst_movetree.moc"
