// The evaluation terms of eval/terms.h, hand-computed on small positions with a test model whose
// weights are all different (so each number tells which weight was read): passed, doubled,
// isolated and backward pawns, rooks on files, the bishop pair and its split, the king attack and
// its split, threats, the pawn shield, the tempo; connected pawns, passed pawns free to advance and
// their kings' distances, outposts, safe checks, open files by the king, pawn storms, undefended
// pieces (with a second model); the largest-remainder rule; the colour mirror; a move's terms (a
// pawn that became passed, a king that lost its shield); the third round: own pawns on a bishop's
// colour, minor pieces behind a pawn and their distance to their king, rooks on the seventh rank,
// pawn push threats (with a third model).
#include "core/notation.h"
#include "eval/evalsteps.h"
#include "eval/evaluate.h"
#include "support.h"

#include <QTest>

#include <numeric>

using namespace kd;

namespace {

// Single phase rule (no blending), no material, empty tables: only the terms count.
//   mobility: knight 100 + n, bishop 200 + n, rook 300 + n, queen 400 + n
//   passed pawn: 1000 + White's square index        doubled -11, isolated -13, backward -17
//   bishop pair 31    rook open file 23, half-open 19
//   king attack: 5 per unit, but 100 at 19 units    pawn shield: 50 + files covered
//   threats: by a pawn -61 -62 -63 -64 (N B R Q), by a minor -71 -72 (R Q), by a rook -81
//   tempo 9
EvalModel testModel(int bishopPair = 31)
{
    EvalModel m;
    m.name = "terms-test";
    m.kind = PhaseKind::Single;
    m.hasTerms = true;
    auto set = [&](TermId id, int entry, int v) {
        m.termWeight(MG, id, entry) = v;
        m.termWeight(EG, id, entry) = v;
    };
    for (int id = TERM_MOBILITY_KNIGHT; id <= TERM_MOBILITY_QUEEN; ++id)
        for (int n = 0; n < TERM_INFO[std::size_t(id)].size; ++n)
            set(TermId(id), n, 100 * (id - TERM_MOBILITY_KNIGHT + 1) + n);
    for (int s = 0; s < SQUARE_NB; ++s)
        set(TERM_PASSED_PAWN, s, 1000 + s);
    set(TERM_DOUBLED_PAWN, 0, -11);
    set(TERM_ISOLATED_PAWN, 0, -13);
    set(TERM_BACKWARD_PAWN, 0, -17);
    set(TERM_BISHOP_PAIR, 0, bishopPair);
    set(TERM_ROOK_OPEN_FILE, 0, 23);
    set(TERM_ROOK_HALF_OPEN_FILE, 0, 19);
    for (int u = 0; u < TERM_INFO[TERM_KING_ATTACK].size; ++u)
        set(TERM_KING_ATTACK, u, u == 19 ? 100 : 5 * u);
    for (int n = 0; n < 4; ++n)
        set(TERM_PAWN_SHIELD, n, 50 + n);
    for (int i = 0; i < 4; ++i)
        set(TERM_THREAT_BY_PAWN, i, -61 - i);
    set(TERM_THREAT_BY_MINOR, 0, -71);
    set(TERM_THREAT_BY_MINOR, 1, -72);
    set(TERM_THREAT_BY_ROOK, 0, -81);
    set(TERM_TEMPO, 0, 9);
    return m;
}

const EvalTables& testTables()
{
    static const auto t = EvalTables::build(testModel());
    return *t;
}

// The later terms alone (every other weight 0), Single phase rule:
//   connected pawn 200 + rank        passed pawn free to advance 300 + rank
//   passed pawn, own king -(10 + rank) and enemy king 20 + rank per square of distance
//   outpost: knight 41, bishop 42    safe check: knight 51, bishop 52, rook 53, queen 54
//   open files by the king -(60 + files)    pawn storm 70 + rank
//   undefended: pawn -81, knight -82, bishop -83, rook -84, queen -85
// (ranks counted from the owner's side, 0 its first rank)
const EvalTables& laterTables()
{
    static const auto t = [] {
        EvalModel m;
        m.name = "later-terms-test";
        m.kind = PhaseKind::Single;
        m.hasTerms = true;
        auto set = [&](TermId id, int entry, int v) {
            m.termWeight(MG, id, entry) = v;
            m.termWeight(EG, id, entry) = v;
        };
        for (int r = 0; r < 8; ++r) {
            set(TERM_CONNECTED_PAWN, r, 200 + r);
            set(TERM_PASSED_FREE, r, 300 + r);
            set(TERM_PASSED_OWN_KING, r, -(10 + r));
            set(TERM_PASSED_ENEMY_KING, r, 20 + r);
            set(TERM_PAWN_STORM, r, 70 + r);
        }
        set(TERM_OUTPOST, 0, 41);
        set(TERM_OUTPOST, 1, 42);
        for (int i = 0; i < 4; ++i) {
            set(TERM_SAFE_CHECK, i, 51 + i);
            set(TERM_KING_OPEN_FILES, i, -(60 + i));
        }
        for (int i = 0; i < 5; ++i)
            set(TERM_HANGING, i, -81 - i);
        return EvalTables::build(m);
    }();
    return *t;
}

// The third round of terms alone (every other weight 0), Single phase rule:
//   own pawns on the bishop's colour 400 + n     minor behind a pawn: knight 451, bishop 452
//   minor's distance to its king -(500 + d)      rook on the seventh rank 601
//   pawn push threat: knight -701, bishop -702, rook -703, queen -704
const EvalTables& thirdTables()
{
    static const auto t = [] {
        EvalModel m;
        m.name = "third-terms-test";
        m.kind = PhaseKind::Single;
        m.hasTerms = true;
        auto set = [&](TermId id, int entry, int v) {
            m.termWeight(MG, id, entry) = v;
            m.termWeight(EG, id, entry) = v;
        };
        for (int n = 0; n < TERM_INFO[TERM_BISHOP_PAWNS].size; ++n)
            set(TERM_BISHOP_PAWNS, n, 400 + n);
        set(TERM_MINOR_BEHIND_PAWN, 0, 451);
        set(TERM_MINOR_BEHIND_PAWN, 1, 452);
        for (int d = 0; d < TERM_INFO[TERM_KING_PROTECTOR].size; ++d)
            set(TERM_KING_PROTECTOR, d, -(500 + d));
        set(TERM_ROOK_SEVENTH, 0, 601);
        for (int i = 0; i < 4; ++i)
            set(TERM_THREAT_PAWN_PUSH, i, -701 - i);
        return EvalTables::build(m);
    }();
    return *t;
}

Position fromFen(const char* fen) { return Position::fromFen(fen).value(); }

const PieceTerm& pieceOn(const Explanation& e, const char* square)
{
    for (const PieceTerm& t : e.pieces)
        if (squareName(t.square) == square)
            return t;
    qFatal("no piece on %s", square);
}

enum class Round { First, Later, Third };

Round roundOf(TermKind k)
{
    switch (k) {
    case TERM_KIND_CONNECTED:
    case TERM_KIND_OUTPOST:
    case TERM_KIND_CHECK:
    case TERM_KIND_KING_FILE:
    case TERM_KIND_STORM:
    case TERM_KIND_HANGING:
        return Round::Later;
    case TERM_KIND_BISHOP_PAWNS:
    case TERM_KIND_BEHIND_PAWN:
    case TERM_KIND_KING_PROTECTOR:
    case TERM_KIND_SEVENTH:
    case TERM_KIND_PUSH_THREAT:
        return Round::Third;
    default:
        return Round::First;
    }
}

// The kinds a piece read besides its table, as "kind=value" words in kind order: those of one round
// of terms (the later round with "passed" too).
QString termsOf(const PieceTerm& t, Round round = Round::First)
{
    QStringList out;
    for (int k = TERM_KIND_MOBILITY; k < TERM_KIND_NB; ++k)
        if (t.has(TermKind(k)) && (roundOf(TermKind(k)) == round || (round == Round::Later && k == TERM_KIND_PASSED)))
            out << QString("%1=%2").arg(termKindName(TermKind(k)).data()).arg(t.terms[std::size_t(k)]);
    return out.join(' ');
}

// A row of laterTerms() or thirdTerms(): the piece's terms of that round and the whole score (unless
// the row's score is 0 and `zeroIsAScore` is false), the same through the pawn cache, the colour
// mirror and the tuner's features times the weights.
void checkTermsRow(const EvalTables& tables, Round round, bool zeroIsAScore)
{
    QFETCH(QString, fen);
    QFETCH(QString, square);
    QFETCH(QString, terms);
    QFETCH(int, score);
    const Position pos = fromFen(qPrintable(fen));
    const Explanation e = explain(pos, tables);
    const PieceTerm& t = pieceOn(e, qPrintable(square));
    QCOMPARE(termsOf(t, round), terms);
    QCOMPARE(t.positional, std::accumulate(t.terms.begin(), t.terms.end(), 0));
    if (score != 0 || zeroIsAScore)
        QCOMPARE(e.score, score);
    QCOMPARE(e.score, evaluate(pos, tables));
    PawnCache cache;
    QCOMPARE(evaluate(pos, tables, &cache), e.score);
    QCOMPARE(evaluate(pos, tables, &cache), e.score); // a cache hit gives the same
    QCOMPARE(evaluate(pos.mirrored(), tables), e.score);
    std::vector<std::pair<int, int>> features;
    termFeatures(pos, features);
    int white = 0;
    for (const auto& [index, count] : features)
        white += count * tables.model().terms[MG][std::size_t(index)];
    QCOMPARE(pos.sideToMove() == WHITE ? white : -white, e.score);
}

} // namespace

class TestEvalTerms : public QObject {
    Q_OBJECT

private slots:
    // Each row: a position, a piece and the terms it reads, and the whole score (from the side to
    // move), hand-computed from the weights above.
    void handComputed_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("square");
        QTest::addColumn<QString>("terms");
        QTest::addColumn<int>("score");

        // d5 is passed (1000 + 35) and isolated; both kings read an empty shield (50); tempo 9.
        QTest::newRow("passed pawn") << "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1"
                                     << "d5"
                                     << "passed=1035 isolated=-13" << 1035 - 13 + 50 - 50 + 9;
        // Black's d4 reads White's d5: the same numbers from Black's side.
        QTest::newRow("passed pawn, Black") << "4k3/8/8/8/3p4/8/8/4K3 b - - 0 1"
                                            << "d4"
                                            << "passed=1035 isolated=-13" << 1035 - 13 + 50 - 50 + 9;
        // c2 is behind c3: doubled and isolated, not passed; c3 is passed (1000 + 18) and isolated.
        QTest::newRow("doubled, rear") << "4k3/8/8/8/8/2P5/2P5/4K3 w - - 0 1"
                                       << "c2"
                                       << "doubled=-11 isolated=-13" << 1018 - 13 - 11 - 13 + 9;
        QTest::newRow("doubled, front") << "4k3/8/8/8/8/2P5/2P5/4K3 w - - 0 1"
                                        << "c3"
                                        << "passed=1018 isolated=-13" << 1018 - 13 - 11 - 13 + 9;
        // d3: no pawn beside or behind it, and e5 attacks d4: backward. c4 is passed (1000 + 26).
        // e5 is isolated. White's king has d3 in its shield (51).
        const int backwardScore = (1026 - 17 + 51 + 9) - (-13 + 50);
        QTest::newRow("backward") << "4k3/8/8/4p3/2P5/3P4/8/4K3 w - - 0 1"
                                  << "d3"
                                  << "backward=-17" << backwardScore;
        QTest::newRow("supported, passed") << "4k3/8/8/4p3/2P5/3P4/8/4K3 w - - 0 1"
                                           << "c4"
                                           << "passed=1026" << backwardScore;
        QTest::newRow("isolated, not backward") << "4k3/8/8/4p3/2P5/3P4/8/4K3 w - - 0 1"
                                                << "e5"
                                                << "isolated=-13" << backwardScore;
        // Knight g5 (6 safe squares) and queen h5 (14) attack g8's zone: 2 x 2 + 3 x 5 = 19 units,
        // worth 100: the knight gets 400/19 = 21.05 -> 21, the queen 1500/19 = 78.95 -> 78 + the
        // odd centipawn (its remainder is larger) = 79.
        const int attack = 106 + 21 + 414 + 79 + 50 - 50 + 9;
        QTest::newRow("king attack, knight") << "6k1/8/8/6NQ/8/8/8/6K1 w - - 0 1"
                                             << "g5"
                                             << "mobility=106 king_attack=21" << attack;
        QTest::newRow("king attack, queen") << "6k1/8/8/6NQ/8/8/8/6K1 w - - 0 1"
                                            << "h5"
                                            << "mobility=414 king_attack=79" << attack;
        // One attacker alone does not count (the queen sees 21 safe squares: h6-h8, h4-h1, the
        // whole fifth rank, g6-e8 and g4-d1).
        QTest::newRow("one attacker") << "6k1/8/8/7Q/8/8/8/6K1 w - - 0 1"
                                      << "h5"
                                      << "mobility=421" << 421 + 50 - 50 + 9;
        // Bishops on both colours (7 safe squares each): 31 shared, the odd centipawn to the first (c1).
        QTest::newRow("bishop pair, c1") << "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1"
                                         << "c1"
                                         << "mobility=207 bishop_pair=16" << 207 + 16 + 207 + 15 + 50 - 50 + 9;
        QTest::newRow("bishop pair, f1") << "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1"
                                         << "f1"
                                         << "mobility=207 bishop_pair=15" << 207 + 16 + 207 + 15 + 50 - 50 + 9;
        // Two bishops on dark squares are no pair.
        QTest::newRow("no bishop pair") << "4k3/8/8/8/8/8/8/2B1K1B1 w - - 0 1"
                                        << "g1"
                                        << "mobility=207" << 207 + 207 + 50 - 50 + 9;
        // Rooks: d1 and h1 on open files, a1 on a half-open one (Black's a7, which it may take).
        QTest::newRow("rook, half-open file") << "4k3/p7/8/8/8/8/4P3/R2RK2R w - - 0 1"
                                              << "a1"
                                              << "mobility=308 rook_file=19" << 0;
        QTest::newRow("rook, open file") << "4k3/p7/8/8/8/8/4P3/R2RK2R w - - 0 1"
                                         << "d1"
                                         << "mobility=309 rook_file=23" << 0;
        // Threats, charged to the attacked piece: a knight attacked by a pawn, a rook by a bishop,
        // a queen by a rook.
        QTest::newRow("threat by a pawn") << "4k3/8/8/3p4/4N3/8/8/4K3 w - - 0 1"
                                          << "e4"
                                          << "mobility=108 threat=-61" << 0;
        QTest::newRow("threat by a minor") << "4k3/8/8/8/8/2b5/8/R3K3 w - - 0 1"
                                           << "a1"
                                           << "mobility=310 rook_file=23 threat=-71" << 0;
        QTest::newRow("threat by a rook") << "4k3/8/8/8/8/8/8/r2QK3 w - - 0 1"
                                          << "d1"
                                          << "mobility=417 threat=-81" << 0;
        // Shield: f2, g2 and h3 cover three files; h4 is too far.
        QTest::newRow("full shield") << "6k1/8/8/8/8/7P/5PP1/6K1 w - - 0 1"
                                     << "g1"
                                     << "shield=53" << 0;
        QTest::newRow("shield, h4 too far") << "6k1/8/8/8/7P/8/5PP1/6K1 w - - 0 1"
                                            << "g1"
                                            << "shield=52" << 0;
    }
    void handComputed()
    {
        QFETCH(QString, fen);
        QFETCH(QString, square);
        QFETCH(QString, terms);
        QFETCH(int, score);
        const Position pos = fromFen(qPrintable(fen));
        const Explanation e = explain(pos, testTables());
        const PieceTerm& t = pieceOn(e, qPrintable(square));
        QCOMPARE(termsOf(t), terms);
        QCOMPARE(t.positional, std::accumulate(t.terms.begin(), t.terms.end(), 0));
        if (score != 0)
            QCOMPARE(e.score, score);
        QCOMPARE(e.score, evaluate(pos, testTables()));
        PawnCache cache;
        QCOMPARE(evaluate(pos, testTables(), &cache), e.score);
        QCOMPARE(evaluate(pos, testTables(), &cache), e.score); // a cache hit gives the same
        // The colour mirror scores the same from its side to move.
        QCOMPARE(evaluate(pos.mirrored(), testTables()), e.score);
    }

    // The later terms, hand-computed like the first ones, with their own model.
    void laterTerms_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("square");
        QTest::addColumn<QString>("terms");
        QTest::addColumn<int>("score");

        // d4 and e4 stand side by side (connected, rank 3: 203); both are passed and free (303),
        // their own king 4 squares from d5 and e5 (-13 x 4), the enemy king 3 (23 x 3), and both
        // storm e8's files (73). White's king has one file without a pawn (-61), Black's three (-63).
        QTest::newRow("connected, passed, storm")
            << "4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1"
            << "d4"
            << "passed=320 connected=203 storm=73" << 2 * (320 + 203 + 73) - 61 + 63;
        QTest::newRow("the king's open files") << "4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1"
                                               << "e8"
                                               << "king_file=-63" << 2 * (320 + 203 + 73) - 61 + 63;
        // d5's next square is free (304); own king 5 away (-14 x 5), enemy king 2 (24 x 2).
        QTest::newRow("passed, free") << "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1"
                                      << "d5"
                                      << "passed=282 storm=74" << 282 + 74 - 62 + 63;
        // The king on d7 attacks d6: not free; enemy king 1 away.
        QTest::newRow("passed, next square attacked") << "8/3k4/8/3P4/8/8/8/4K3 w - - 0 1"
                                                      << "d5"
                                                      << "passed=-46 storm=74" << -46 + 74 - 62 + 63;
        // A knight on d5 defended by c4, no black pawn to chase it: an outpost (41); from c7 and f6
        // it would check e8 safely (51, 2 of 2 squares).
        QTest::newRow("outpost, safe check") << "4k3/8/8/3N4/2P5/8/8/4K3 w - - 0 1"
                                             << "d5"
                                             << "outpost=41 check=51" << 0;
        // e7 can chase the knight: no outpost; e7 guards f6, so only c7 is a safe check.
        QTest::newRow("no outpost, one safe check") << "4k3/4p3/8/3N4/2P5/8/8/4K3 w - - 0 1"
                                                    << "d5"
                                                    << "check=51" << 0;
        // The rook on d2 is attacked by the king and defended by nothing (-84, for Black); both
        // kings have three files without a pawn.
        QTest::newRow("undefended") << "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"
                                    << "d2"
                                    << "hanging=-84" << 84 - 63 + 63;
        QTest::newRow("defended") << "3rk3/8/8/8/8/8/3r4/4K3 w - - 0 1"
                                  << "d2"
                                  << "" << 0;
        // Blocked pawns, no passers: g6 storms g8 (75), g7 storms g1 (71); two open files each.
        QTest::newRow("storms") << "6k1/6p1/6P1/8/8/8/8/6K1 w - - 0 1"
                                << "g6"
                                << "storm=75" << 75 - 62 - 71 + 62;
    }
    void laterTerms() { checkTermsRow(laterTables(), Round::Later, false); }

    // The third round, hand-computed like the first ones, with its own model.
    void thirdTerms_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("square");
        QTest::addColumn<QString>("terms");
        QTest::addColumn<int>("score");

        // c1, d2 and e3 are dark squares: two own pawns on the bishop's colour (402); the bishop is
        // two squares from its king (-502).
        QTest::newRow("bishop's pawns, king distance") << "4k3/8/8/8/8/4P3/3P4/2B1K3 w - - 0 1"
                                                       << "c1"
                                                       << "bishop_pawns=402 king_protector=-502" << 402 - 502;
        // The light-squared bishop on f1 has none of them on its colour (400).
        QTest::newRow("bishop's pawns, other colour") << "4k3/8/8/8/8/4P3/3P4/4KB2 w - - 0 1"
                                                      << "f1"
                                                      << "bishop_pawns=400 king_protector=-501" << 400 - 501;
        // An own pawn in front of the knight (451), one square from its king (-501).
        QTest::newRow("knight behind an own pawn") << "4k3/8/8/8/8/8/3P4/3NK3 w - - 0 1"
                                                   << "d1"
                                                   << "behind_pawn=451 king_protector=-501" << 451 - 501;
        // An enemy pawn in front counts as well; d4 is three squares from e1 (-503).
        QTest::newRow("knight behind an enemy pawn") << "4k3/8/8/3p4/3N4/8/8/4K3 w - - 0 1"
                                                     << "d4"
                                                     << "behind_pawn=451 king_protector=-503" << 451 - 503;
        // The pawn is beside the knight, not in front: nothing.
        QTest::newRow("pawn beside") << "4k3/8/8/8/2PN4/8/8/4K3 w - - 0 1"
                                     << "d4"
                                     << "king_protector=-503" << -503;
        // Black's bishop on e6 behind its e5 pawn (452), two from its king (-502); e6 is light and
        // e5 dark, so no own pawn on its colour (400).
        QTest::newRow("Black's bishop behind its pawn")
            << "4k3/8/4b3/4p3/8/8/8/4K3 b - - 0 1"
            << "e6"
            << "bishop_pawns=400 behind_pawn=452 king_protector=-502" << 400 + 452 - 502;
        // A rook on the seventh rank with the enemy king on its last (601).
        QTest::newRow("rook on the seventh, king on the eighth") << "4k3/R7/8/8/8/8/8/4K3 w - - 0 1"
                                                                 << "a7"
                                                                 << "seventh=601" << 601;
        // The king has left the eighth rank and no enemy pawn is on the seventh: nothing.
        QTest::newRow("rook on the seventh, king off the eighth") << "8/R7/4k3/8/8/8/8/4K3 w - - 0 1"
                                                                  << "a7"
                                                                  << "" << 0;
        // An enemy pawn on the seventh rank is enough.
        QTest::newRow("rook on the seventh, a pawn there") << "8/R3p3/4k3/8/8/8/8/4K3 w - - 0 1"
                                                           << "a7"
                                                           << "seventh=601" << 601;
        // Black's rook on its seventh (White's second) with White's king on the first.
        QTest::newRow("Black's rook on its seventh") << "4k3/8/8/8/8/8/r7/4K3 b - - 0 1"
                                                     << "a2"
                                                     << "seventh=601" << 601;
        // d2-d3 is safe (nothing of Black's attacks d3) and would attack the knight on c4 (-701);
        // the knight is four squares from its king (-504).
        QTest::newRow("push threat") << "4k3/8/8/8/2n5/8/3P4/4K3 w - - 0 1"
                                     << "c4"
                                     << "king_protector=-504 push_threat=-701" << 701 + 504;
        // The e4 pawn guards d3, so the push is not safe; d2-d4 attacks nothing: no threat.
        QTest::newRow("push not safe") << "4k3/8/8/8/2n1p3/8/3P4/4K3 w - - 0 1"
                                       << "c4"
                                       << "king_protector=-504" << 504;
        // The knight on c5 guards d3, but not d4: the double push d2-d4 is safe and would attack it
        // (-701); three squares from its king (-503).
        QTest::newRow("double push threat") << "4k3/8/8/2n5/8/8/3P4/4K3 w - - 0 1"
                                            << "c5"
                                            << "king_protector=-503 push_threat=-701" << 503 + 701;
        // d2-d4 would attack the bishop on c5, but the bishop guards d4 and nothing of White's does.
        QTest::newRow("push to a guarded square") << "4k3/8/8/2b5/8/8/3P4/4K3 w - - 0 1"
                                                  << "c5"
                                                  << "bishop_pawns=400 king_protector=-503" << 103;
        // With the knight on f3 guarding d4 the push is safe (-702); the knight is two squares
        // from its king (-502).
        QTest::newRow("push to a defended square")
            << "4k3/8/8/2b5/8/5N2/3P4/4K3 w - - 0 1"
            << "c5"
            << "bishop_pawns=400 king_protector=-503 push_threat=-702" << -502 - (400 - 503 - 702);
        // f2-f3 is safe and would attack e4, but the d3 pawn attacks the rook already: a pawn
        // threat, not a push threat.
        QTest::newRow("already attacked") << "4k3/8/8/8/4r3/3P4/5P2/4K3 w - - 0 1"
                                          << "e4"
                                          << "" << 0;
        // Black's g7-g6 would attack the rook on h5 (-703, for White); g7-g5 is not safe.
        QTest::newRow("Black's push threat") << "4k3/6p1/8/7R/8/8/8/4K3 b - - 0 1"
                                             << "h5"
                                             << "push_threat=-703" << 703;
    }
    void thirdTerms() { checkTermsRow(thirdTables(), Round::Third, true); }

    // The third round's details and phrases.
    void thirdDetails()
    {
        const Explanation e = explain(fromFen("4k3/8/8/8/8/4P3/3P4/2B1K3 w - - 0 1"), thirdTables());
        const PieceTerm& bishop = pieceOn(e, "c1");
        QCOMPARE(bishop.detail[TERM_KIND_BISHOP_PAWNS], 2);
        QCOMPARE(bishop.detail[TERM_KIND_KING_PROTECTOR], 2);
        QCOMPARE(termPhrase(bishop, TERM_KIND_BISHOP_PAWNS), std::string("402 pawns on its colour (2 own pawns)"));
        QCOMPARE(
            termPhrase(bishop, TERM_KIND_KING_PROTECTOR), std::string("502 king distance (2 squares from its king)"));
        const Explanation push = explain(fromFen("4k3/8/8/8/2n5/8/3P4/4K3 w - - 0 1"), thirdTables());
        QCOMPARE(termPhrase(pieceOn(push, "c4"), TERM_KIND_PUSH_THREAT),
            std::string("701 pawn push threat (a safe pawn push would attack it)"));
        const Explanation rook = explain(fromFen("4k3/R7/8/8/8/8/8/4K3 w - - 0 1"), thirdTables());
        QCOMPARE(termPhrase(pieceOn(rook, "a7"), TERM_KIND_SEVENTH), std::string("601 rook on the seventh rank"));
        const Explanation behind = explain(fromFen("4k3/8/8/8/8/8/3P4/3NK3 w - - 0 1"), thirdTables());
        QCOMPARE(termPhrase(pieceOn(behind, "d1"), TERM_KIND_BEHIND_PAWN), std::string("451 behind a pawn"));
    }

    // Bishop and knight against a lone king: the bishop reads bn_mate_corner at the lone king's
    // distance from the nearer corner of its colour (600 + distance here), the king reads
    // bn_mate_kings at the kings' distance (700 + distance); any other material, none.
    void matingCorner_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("bishop");
        QTest::addColumn<QString>("king");
        QTest::addColumn<int>("corner"); // -1: the terms do not apply
        QTest::addColumn<int>("apart");

        // e3 is dark: a1 is its corner.
        QTest::newRow("dark bishop, lone king in its corner") << "8/8/8/8/8/4BN2/2K5/k7 w - - 0 1"
                                                              << "e3"
                                                              << "c2" << 0 << 2;
        // e2 is light: h1 and a8; a1 is 7 files from h1 and 7 ranks from a8.
        QTest::newRow("light bishop, lone king in the wrong corner") << "8/8/8/8/8/5N2/2K1B3/k7 w - - 0 1"
                                                                     << "e2"
                                                                     << "c2" << 7 << 2;
        // e5: 4 + 4 from a1, 3 + 3 from h8.
        QTest::newRow("dark bishop, lone king in the centre") << "8/8/8/4k3/8/8/8/2B1K1N1 w - - 0 1"
                                                              << "c1"
                                                              << "e1" << 6 << 4;
        // Black's dark bishop: h8 is its corner, g7 is 1 + 1 away; the kings 6 apart.
        QTest::newRow("Black mates") << "8/6K1/8/8/8/8/8/2bnk3 b - - 0 1"
                                     << "c1"
                                     << "e1" << 2 << 6;
        QTest::newRow("a pawn besides") << "8/8/8/8/8/4BN2/2K4P/k7 w - - 0 1"
                                        << "e3"
                                        << "c2" << -1 << 0;
        QTest::newRow("two bishops") << "8/8/8/8/8/4BB2/2K5/k7 w - - 0 1"
                                     << "e3"
                                     << "c2" << -1 << 0;
    }
    void matingCorner()
    {
        QFETCH(QString, fen);
        QFETCH(QString, bishop);
        QFETCH(QString, king);
        QFETCH(int, corner);
        QFETCH(int, apart);
        static const auto tables = [] {
            EvalModel m;
            m.name = "mating-corner-test";
            m.kind = PhaseKind::Single;
            m.hasTerms = true;
            for (int d = 0; d < 8; ++d) {
                m.termWeight(MG, TERM_BN_MATE_CORNER, d) = m.termWeight(EG, TERM_BN_MATE_CORNER, d) = 600 + d;
                m.termWeight(MG, TERM_BN_MATE_KINGS, d) = m.termWeight(EG, TERM_BN_MATE_KINGS, d) = 700 + d;
            }
            return EvalTables::build(m);
        }();
        const Position pos = fromFen(qPrintable(fen));
        const Explanation e = explain(pos, *tables);
        const PieceTerm& b = pieceOn(e, qPrintable(bishop));
        const PieceTerm& k = pieceOn(e, qPrintable(king));
        if (corner < 0) {
            QVERIFY(!b.has(TERM_KIND_MATING) && !k.has(TERM_KIND_MATING));
            QCOMPARE(e.score, 0);
        } else {
            QCOMPARE(b.terms[TERM_KIND_MATING], 600 + corner); // from its owner's side
            QCOMPARE(b.detail[TERM_KIND_MATING], corner);
            QCOMPARE(k.terms[TERM_KIND_MATING], 700 + apart);
            QCOMPARE(k.detail[TERM_KIND_MATING], apart);
            QCOMPARE(e.score, 600 + corner + 700 + apart); // the strong side is to move in every row
            QCOMPARE(termPhrase(b, TERM_KIND_MATING),
                std::to_string(600 + corner) + " mating corner (lone king " + std::to_string(corner)
                    + " from the corner)");
            QCOMPARE(termPhrase(k, TERM_KIND_MATING),
                std::to_string(700 + apart) + " mating corner (kings " + std::to_string(apart) + " squares apart)");
        }
        QCOMPARE(evaluate(pos, *tables), e.score);
        PawnCache cache;
        QCOMPARE(evaluate(pos, *tables, &cache), e.score);
        QCOMPARE(evaluate(pos.mirrored(), *tables), e.score);
        std::vector<std::pair<int, int>> features;
        termFeatures(pos, features);
        int white = 0;
        for (const auto& [index, count] : features)
            white += count * tables->model().terms[MG][std::size_t(index)];
        QCOMPARE(pos.sideToMove() == WHITE ? white : -white, e.score);
    }

    // The later terms' details and phrases.
    void laterDetails()
    {
        const Explanation e = explain(fromFen("4k3/8/8/3N4/2P5/8/8/4K3 w - - 0 1"), laterTables());
        const PieceTerm& knight = pieceOn(e, "d5");
        QCOMPARE(knight.detail[TERM_KIND_CHECK], 2);
        QCOMPARE(knight.detailTotal[TERM_KIND_CHECK], 2);
        QCOMPARE(termPhrase(knight, TERM_KIND_CHECK), std::string("51 safe check (2 of 2 checking squares)"));
        QCOMPARE(termPhrase(pieceOn(e, "e8"), TERM_KIND_KING_FILE),
            std::string("63 open king file (3 files without an own pawn)"));
        const Explanation storm = explain(fromFen("6k1/6p1/6P1/8/8/8/8/6K1 w - - 0 1"), laterTables());
        QCOMPARE(termPhrase(pieceOn(storm, "g6"), TERM_KIND_STORM), std::string("75 pawn storm (on its rank 6)"));
        // Two queens share a term in proportion to their safe checking squares.
        const Explanation two = explain(fromFen("7k/8/8/8/8/8/8/1Q2K1Q1 w - - 0 1"), laterTables());
        const PieceTerm& b1 = pieceOn(two, "b1");
        const PieceTerm& g1 = pieceOn(two, "g1");
        QCOMPARE(b1.terms[TERM_KIND_CHECK] + g1.terms[TERM_KIND_CHECK], 54);
        QCOMPARE(b1.detailTotal[TERM_KIND_CHECK], b1.detail[TERM_KIND_CHECK] + g1.detail[TERM_KIND_CHECK]);
    }

    // The details the sentences read: safe squares, attack units, shield files, the attacker.
    void details()
    {
        // The attacker named is the least valuable one, a bishop or a knight as it is.
        const Explanation rookByBishop = explain(fromFen("4k3/8/8/8/8/2b5/8/R3K3 w - - 0 1"), testTables());
        QCOMPARE(pieceOn(rookByBishop, "a1").detail[TERM_KIND_THREAT], int(BISHOP));
        QCOMPARE(
            termPhrase(pieceOn(rookByBishop, "a1"), TERM_KIND_THREAT), std::string("71 threat (attacked by a bishop)"));
        const Explanation rookByKnight = explain(fromFen("4k3/8/8/8/8/1n6/8/R3K3 w - - 0 1"), testTables());
        QCOMPARE(
            termPhrase(pieceOn(rookByKnight, "a1"), TERM_KIND_THREAT), std::string("71 threat (attacked by a knight)"));
        const Position pos = fromFen("6k1/8/8/6NQ/8/8/8/6K1 w - - 0 1");
        const Explanation e = explain(pos, testTables());
        const PieceTerm& knight = pieceOn(e, "g5");
        QCOMPARE(knight.detail[TERM_KIND_MOBILITY], 6);
        QCOMPARE(knight.detail[TERM_KIND_KING_ATTACK], 4);
        QCOMPARE(knight.detailTotal[TERM_KIND_KING_ATTACK], 19);
        QCOMPARE(popcount(safeSquares(pos, SQ_G5)), 6);
        QCOMPARE(safeSquares(pos, SQ_G1), Bitboard(0)); // kings and pawns have no mobility
        QCOMPARE(termPhrase(knight, TERM_KIND_MOBILITY), std::string("106 mobility (6 safe squares)"));
        QCOMPARE(termPhrase(knight, TERM_KIND_KING_ATTACK), std::string("21 king attack (4 of 19 attack units)"));
        // A pawn attacking the knight's squares takes them off its count.
        const Position guarded = fromFen("6k1/3p4/8/6N1/8/8/8/6K1 w - - 0 1"); // d7 guards e6
        QCOMPARE(popcount(safeSquares(guarded, SQ_G5)), 5);
        const Explanation threat = explain(fromFen("4k3/8/8/3p4/4N3/8/8/4K3 w - - 0 1"), testTables());
        QCOMPARE(pieceOn(threat, "e4").detail[TERM_KIND_THREAT], int(PAWN));
    }

    // The tempo belongs to the side to move, as a side term, not a piece.
    void tempo()
    {
        for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"}) {
            const Position pos = fromFen(fen);
            const Explanation e = explain(pos, testTables());
            QCOMPARE(int(e.sideTerms.size()), 1);
            QCOMPARE(e.sideTerms[0].side, pos.sideToMove());
            QCOMPARE(e.sideTerms[0].kind, TERM_KIND_TEMPO);
            QCOMPARE(e.sideTerms[0].value, 9);
            QCOMPARE(e.score, 9); // everything else is symmetric
            QCOMPARE((pos.sideToMove() == WHITE ? e.white : e.black).side, 9);
        }
    }

    // Largest remainder: floors, then the odd centipawns to the largest remainders, earlier owner
    // first on a tie; exact for either sign.
    void largestRemainder_data()
    {
        QTest::addColumn<int>("value");
        QTest::addColumn<QList<int>>("weights");
        QTest::addColumn<QList<int>>("shares");
        QTest::newRow("even") << 30 << QList<int> {1, 1} << QList<int> {15, 15};
        QTest::newRow("odd, tie to the first") << 31 << QList<int> {1, 1} << QList<int> {16, 15};
        QTest::newRow("negative odd") << -31 << QList<int> {1, 1} << QList<int> {-15, -16};
        QTest::newRow("by weight") << 100 << QList<int> {4, 15} << QList<int> {21, 79};
        QTest::newRow("three ways") << 10 << QList<int> {1, 1, 1} << QList<int> {4, 3, 3};
        QTest::newRow("negative by weight") << -100 << QList<int> {4, 15} << QList<int> {-21, -79};
        QTest::newRow("zero") << 0 << QList<int> {2, 3} << QList<int> {0, 0};
        QTest::newRow("one owner") << -7 << QList<int> {5} << QList<int> {-7};
    }
    void largestRemainder()
    {
        QFETCH(int, value);
        QFETCH(QList<int>, weights);
        QFETCH(QList<int>, shares);
        std::vector<int> out(std::size_t(weights.size()));
        splitLargestRemainder(value, weights.data(), int(weights.size()), out.data());
        QCOMPARE(QList<int>(out.begin(), out.end()), shares);
        QCOMPARE(std::accumulate(out.begin(), out.end(), 0), value);
    }

    // A negative bishop pair splits the other way (the exact split is what explain() shows).
    void negativePair()
    {
        const auto t = EvalTables::build(testModel(-31));
        const Explanation e = explain(fromFen("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1"), *t);
        QCOMPARE(pieceOn(e, "c1").terms[TERM_KIND_BISHOP_PAIR], -15);
        QCOMPARE(pieceOn(e, "f1").terms[TERM_KIND_BISHOP_PAIR], -16);
    }

    // A move's terms name the pieces it changed without moving them: cxd5 frees e4 (now passed),
    // g4 strips the king's shield.
    void moveTerms()
    {
        const Position capture = fromFen("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1");
        const MoveDelta d = explainMove(capture, parseSan(capture, "cxd5").value(), testTables());
        QCOMPARE(d.sum(), d.change());
        const auto affected = std::find_if(d.terms.begin(), d.terms.end(),
            [](const DeltaTerm& x) { return x.kind == DeltaTerm::Affected && x.from == SQ_E4; });
        QVERIFY(affected != d.terms.end());
        QCOMPARE(affected->byKind[TERM_KIND_PASSED], 1000 + int(SQ_E4));
        QVERIFY2(affected->text.find("passed pawn") != std::string::npos, affected->text.c_str());
        QVERIFY(std::any_of(d.terms.begin(), d.terms.end(), [](const DeltaTerm& x) {
            return x.kind == DeltaTerm::Tempo && x.white == -18; // White's 9 becomes Black's 9
        }));

        const Position shield = fromFen("6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1");
        const MoveDelta g4 = explainMove(shield, parseSan(shield, "g4").value(), testTables());
        QCOMPARE(g4.sum(), g4.change());
        const auto king = std::find_if(g4.terms.begin(), g4.terms.end(),
            [](const DeltaTerm& x) { return x.kind == DeltaTerm::Affected && x.from == SQ_G1; });
        QVERIFY(king != g4.terms.end());
        QCOMPARE(king->byKind[TERM_KIND_SHIELD], -1); // 53 -> 52
        QCOMPARE(king->white, -1);
    }

    // A model without terms reads none: no side terms, positional is the table entry.
    void psqtModelsReadNoTerms()
    {
        const auto t = EvalTables::builtin("pesto");
        const Explanation e = explain(fromFen("6k1/8/8/6NQ/8/8/8/6K1 w - - 0 1"), *t);
        QVERIFY(e.sideTerms.empty() && !e.hasTerms);
        for (const PieceTerm& p : e.pieces) {
            QCOMPARE(p.applied, 1u << TERM_KIND_TABLE);
            QCOMPARE(p.positional, p.table);
        }
    }
};

QTEST_GUILESS_MAIN(TestEvalTerms)
#include "tst_evalterms.moc"
