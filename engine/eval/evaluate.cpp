#include "eval/evaluate.h"

#include "core/notation.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace kd {

namespace {

// num / den rounded to the nearest integer, halves away from zero, so that a value and its
// negation round to opposite numbers (den > 0).
int roundedDiv(int num, int den) { return num >= 0 ? (num + den / 2) / den : -((-num + den / 2) / den); }

// Counts of the pieces that decide Simplified's ending rule.
struct SideForce {
    int queens, rooks, minors;
};

SideForce force(const Position& pos, Color c)
{
    return {pos.count(c, QUEEN), pos.count(c, ROOK), pos.count(c, KNIGHT) + pos.count(c, BISHOP)};
}

bool endingFor(const SideForce& f) { return f.queens == 0 || (f.queens == 1 && f.rooks == 0 && f.minors <= 1); }

std::string plural(int n, std::string_view word)
{
    return std::to_string(n) + " " + std::string(word) + (n == 1 ? "" : "s");
}

// "a, b and c"
std::string listed(const std::vector<std::string>& parts)
{
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
    return out;
}

std::string describeForce(Color c, const SideForce& f)
{
    const std::string side(colorName(c));
    if (f.queens == 0)
        return side + " has no queen";
    std::vector<std::string> parts {f.queens == 1 ? "a queen" : plural(f.queens, "queen")};
    if (f.rooks)
        parts.push_back(plural(f.rooks, "rook"));
    if (f.minors)
        parts.push_back(f.minors == 1 ? "one minor piece" : plural(f.minors, "minor piece"));
    if (parts.size() == 1 && f.queens == 1)
        parts.push_back("no other piece");
    return side + " has " + listed(parts);
}

std::string phaseNote(const Position& pos, const EvalTables& t, int phase)
{
    const EvalModel& m = t.model();
    switch (m.kind) {
    case PhaseKind::Single:
        return "no phase: every piece has the same value from the opening to the end game";
    case PhaseKind::Switch: {
        const std::string why
            = describeForce(WHITE, force(pos, WHITE)) + "; " + describeForce(BLACK, force(pos, BLACK));
        return phase == 0 ? "end game (every side with a queen has at most one minor piece besides it): " + why
                          : "middle game (the ending rule does not hold): " + why;
    }
    case PhaseKind::Tapered:
        break;
    }
    std::string sum;
    int total = 0;
    for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1)) {
        const int n = popcount(pos.pieces(pt));
        if (!n || !m.phaseWeight[pt])
            continue;
        total += n * m.phaseWeight[pt];
        sum += (sum.empty() ? "" : " + ") + std::to_string(n) + " " + std::string(pieceTypeName(pt))
            + (n == 1 ? "" : "s") + " x " + std::to_string(m.phaseWeight[pt]);
    }
    const std::string max = std::to_string(m.phaseMax);
    std::string note = (sum.empty() ? "no pieces with a phase weight" : sum) + " = " + std::to_string(total);
    if (total > m.phaseMax)
        note += ", capped at " + max;
    return note + "; each value = round((mg x " + std::to_string(phase) + " + eg x "
        + std::to_string(m.phaseMax - phase) + ") / " + max + ")";
}

// ---- Masks for the pawn and king terms ----------------------------------------------------------

struct Masks {
    Bitboard forwardFile[COLOR_NB][SQUARE_NB] = {}; // the squares ahead on the same file
    Bitboard passedSpan[COLOR_NB][SQUARE_NB] = {}; // ahead on the same and the adjacent files
    Bitboard supportSpan[COLOR_NB][SQUARE_NB] = {}; // adjacent files, on the pawn's rank or behind it
    Bitboard adjacentFiles[8] = {};
    Bitboard kingFiles[8] = {}; // the file and the two beside it
    Bitboard shieldZone[COLOR_NB][SQUARE_NB] = {}; // the king's file and its neighbours, 1 and 2 ranks ahead
    std::uint8_t distance[SQUARE_NB][SQUARE_NB] = {}; // in king moves
};

Masks makeMasks()
{
    Masks m;
    for (File f = FILE_A; f <= FILE_H; ++f) {
        m.adjacentFiles[f] = (f > FILE_A ? fileBB(File(f - 1)) : 0) | (f < FILE_H ? fileBB(File(f + 1)) : 0);
        m.kingFiles[f] = m.adjacentFiles[f] | fileBB(f);
    }
    for (Color c : {WHITE, BLACK})
        for (Square s = SQ_A1; s <= SQ_H8; ++s) {
            const int rank = rankOf(s), file = fileOf(s);
            Bitboard ahead = 0, atOrBehind = 0, shield = 0;
            for (int r = 0; r < 8; ++r) {
                const bool isAhead = c == WHITE ? r > rank : r < rank;
                (isAhead ? ahead : atOrBehind) |= rankBB(Rank(r));
                const int distance = c == WHITE ? r - rank : rank - r;
                if (distance == 1 || distance == 2)
                    shield |= rankBB(Rank(r));
            }
            const Bitboard file3 = fileBB(File(file)) | m.adjacentFiles[file];
            m.forwardFile[c][s] = ahead & fileBB(File(file));
            m.passedSpan[c][s] = ahead & file3;
            m.supportSpan[c][s] = atOrBehind & m.adjacentFiles[file];
            m.shieldZone[c][s] = shield & file3;
        }
    for (Square a = SQ_A1; a <= SQ_H8; ++a)
        for (Square b = SQ_A1; b <= SQ_H8; ++b)
            m.distance[a][b] = std::uint8_t(
                std::max(std::abs(int(fileOf(a)) - int(fileOf(b))), std::abs(int(rankOf(a)) - int(rankOf(b)))));
    return m;
}

const Masks MASKS = makeMasks();

template <PieceType PT> Bitboard attacksOf(Square s, Bitboard occupied)
{
    if constexpr (PT == KNIGHT)
        return knightAttacks(s);
    else if constexpr (PT == BISHOP)
        return bishopAttacks(s, occupied);
    else if constexpr (PT == ROOK)
        return rookAttacks(s, occupied);
    else
        return bishopAttacks(s, occupied) | rookAttacks(s, occupied);
}

// The files with at least one square of b, as a set of first-rank squares.
Bitboard fileSet(Bitboard b)
{
    b |= b >> 32;
    b |= b >> 16;
    b |= b >> 8;
    return b & RANK_1_BB;
}

// Every square a pawn of `c` attacks now or could attack after pushes: the attacks of the pawns'
// spans towards the far side.
Bitboard pawnAttackSpan(Color c, Bitboard pawns)
{
    for (int step : {8, 16, 32})
        pawns |= c == WHITE ? pawns << step : pawns >> step;
    return pawnAttacksOf(c, pawns);
}

// ---- Traces ------------------------------------------------------------------------------------
// The evaluation code below calls its trace for every value it adds: piece() for a piece's own
// term, split() for a term several pieces share, side() for a side's term. NoTrace's calls compile
// away (the search's path); ExplainTrace fills an Explanation; FeatureTrace counts the weights read
// (the tuner's features). The arithmetic is the same for all three.

struct NoTrace {
    static constexpr bool enabled = false;
    void piece(Color, Square, TermKind, TermId, int, int, int, int = 1) { }
    void split(Color, TermKind, TermId, int, int, const Square*, const int*, int, int) { }
    void side(Color, TermKind, TermId, int, int) { }
};

struct ExplainTrace {
    static constexpr bool enabled = true;
    Explanation* out;
    int at[SQUARE_NB]; // index into out->pieces by square

    void add(Square s, TermKind kind, int value, int detail, int detailTotal)
    {
        PieceTerm& t = out->pieces[std::size_t(at[s])];
        t.terms[kind] += value;
        t.positional += value;
        t.applied |= 1u << kind;
        t.detail[kind] = detail;
        t.detailTotal[kind] = detailTotal;
        (colorOf(t.piece) == WHITE ? out->white : out->black).positional += value;
    }
    void piece(Color, Square s, TermKind kind, TermId, int, int value, int detail, int = 1)
    {
        add(s, kind, value, detail, 0);
    }
    void split(
        Color, TermKind kind, TermId, int, int value, const Square* owners, const int* weights, int n, int weightTotal)
    {
        int shares[SQUARE_NB];
        splitLargestRemainder(value, weights, n, shares);
        for (int i = 0; i < n; ++i)
            add(owners[i], kind, shares[i], weights[i], weightTotal);
    }
    void side(Color c, TermKind kind, TermId, int, int value)
    {
        out->sideTerms.push_back(SideTerm {c, kind, value});
        (c == WHITE ? out->white : out->black).side += value;
    }
};

struct FeatureTrace {
    static constexpr bool enabled = true;
    int count[TERM_WEIGHTS] = {};

    void read(Color c, TermId id, int entry, int times = 1)
    {
        count[TERM_INFO[id].offset + entry] += c == WHITE ? times : -times;
    }
    void piece(Color c, Square, TermKind, TermId id, int entry, int, int, int times = 1) { read(c, id, entry, times); }
    void split(Color c, TermKind, TermId id, int entry, int, const Square*, const int*, int, int)
    {
        read(c, id, entry);
    }
    void side(Color c, TermKind, TermId id, int entry, int) { read(c, id, entry); }
};

// ---- The evaluation ----------------------------------------------------------------------------

// Material and tables, from White's side, with every piece blended at `phase`. With a trace it also
// records every piece; the arithmetic is the same.
template <class TraceT> int whiteSum(const Position& pos, const EvalTables& t, int phase, TraceT& trace)
{
    int sideTotal[COLOR_NB] = {0, 0};
    for (Color c : {WHITE, BLACK})
        for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1)) {
            const Piece pc = makePiece(c, pt);
            const int material = t.material(pt, phase);
            for (Bitboard b = pos.pieces(c, pt); b;) {
                const Square s = popLsb(b);
                const int positional = t.positional(pc, s, phase);
                sideTotal[c] += material + positional;
                if constexpr (std::is_same_v<TraceT, ExplainTrace>) {
                    const EvalModel& m = t.model();
                    const Square ts = relativeSquare(c, s);
                    PieceTerm term {s, pc, ts, m.material[MG][pt], m.material[EG][pt], m.psqt[MG][pt][ts],
                        m.psqt[EG][pt][ts], material, positional, positional};
                    term.terms[TERM_KIND_TABLE] = positional;
                    trace.at[s] = int(trace.out->pieces.size());
                    trace.out->pieces.push_back(term);
                    SideTotals& side = c == WHITE ? trace.out->white : trace.out->black;
                    side.material += material;
                    side.positional += positional;
                }
            }
        }
    return sideTotal[WHITE] - sideTotal[BLACK];
}

// Passed, doubled, isolated, backward and connected pawns, White's minus Black's: the pawns alone
// decide them.
//   passed:    no enemy pawn ahead on its own or an adjacent file, and no own pawn ahead on its file
//              (the passed_pawn entry of its square, by White's square); written to `passed`;
//   doubled:   an own pawn ahead on the same file (the rear pawns pay, the front one does not);
//   isolated:  no own pawn on an adjacent file;
//   backward:  not isolated, no own pawn on an adjacent file beside or behind it, and the square in
//              front of it attacked by an enemy pawn;
//   connected: defended by an own pawn or with an own pawn beside it (the entry of its rank).
template <class TraceT>
int pawnTerms(const Position& pos, const EvalTables& t, int p, TraceT& trace, Bitboard passed[COLOR_NB])
{
    int score[COLOR_NB] = {0, 0};
    for (Color c : {WHITE, BLACK}) {
        const Bitboard us = pos.pieces(c, PAWN), them = pos.pieces(~c, PAWN);
        const Bitboard theirAttacks = pawnAttacksOf(~c, them);
        const Bitboard connected = pawnAttacksOf(c, us) | shift<EAST>(us) | shift<WEST>(us);
        passed[c] = 0;
        auto add = [&](Square s, TermKind kind, TermId id, int entry) {
            const int v = t.term(id, entry, p);
            score[c] += v;
            trace.piece(c, s, kind, id, entry, v, 0);
        };
        for (Bitboard b = us; b;) {
            const Square s = popLsb(b);
            const bool blockedByOwn = MASKS.forwardFile[c][s] & us;
            if (!blockedByOwn && !(MASKS.passedSpan[c][s] & them)) {
                add(s, TERM_KIND_PASSED, TERM_PASSED_PAWN, relativeSquare(c, s));
                passed[c] |= squareBB(s);
            }
            if (blockedByOwn)
                add(s, TERM_KIND_DOUBLED, TERM_DOUBLED_PAWN, 0);
            if (!(MASKS.adjacentFiles[fileOf(s)] & us))
                add(s, TERM_KIND_ISOLATED, TERM_ISOLATED_PAWN, 0);
            else if (!(MASKS.supportSpan[c][s] & us) && (theirAttacks & squareBB(Square(s + pawnPush(c)))))
                add(s, TERM_KIND_BACKWARD, TERM_BACKWARD_PAWN, 0);
            if (connected & squareBB(s))
                add(s, TERM_KIND_CONNECTED, TERM_CONNECTED_PAWN, relativeRank(c, s));
        }
    }
    return score[WHITE] - score[BLACK];
}

std::atomic<std::uint64_t> nextTablesId {1};

int distance(Square a, Square b) { return MASKS.distance[a][b]; }

// The distance of `s` from the corners of one colour, counted in king moves along files and
// ranks to the nearer one (0 in the corner, 7 on the long diagonal of the other colour).
int mateCornerDistance(Square s, bool darkCorners)
{
    const int file = darkCorners ? fileOf(s) : 7 - fileOf(s), rank = rankOf(s);
    return std::min(file + rank, 14 - file - rank);
}

// Every term of eval/terms.h, White's minus Black's, blended at `phase`.
//   mobility:  per knight, bishop, rook and queen, the entry of its number of safe squares
//              (safeSquares(); counts beyond the table read its last entry);
//   rook file: a rook on a file without pawns (open) or without own pawns (half-open);
//   outpost:   a knight or bishop on its side's fourth to sixth rank, defended by an own pawn, that
//              no enemy pawn can ever attack (none ahead on an adjacent file);
//   threat:    a knight, bishop, rook or queen attacked by an enemy pawn (entry by its type), else a
//              rook or queen attacked by an enemy knight or bishop, else a queen attacked by an enemy
//              rook: one threat per piece, the lowest attacker's, charged to the attacked piece;
//   undefended: a pawn, knight, bishop, rook or queen attacked by the enemy and defended by nothing
//              of its own side (king included), charged to it (entry by its type);
//   push threat: a knight, bishop, rook or queen that no enemy pawn attacks now but one would after a
//              safe push (one square, or two from its second rank, to an empty square that no pawn
//              of the piece's side attacks and that the enemy defends or the side does not attack),
//              charged to it (entry by its type);
//   bishop pawns: a bishop reads the entry of the number of own pawns on squares of its colour;
//   behind a pawn: a knight or bishop with a pawn (either side's) on the square in front of it;
//   king protector: a knight or bishop reads the entry of its distance (king moves) to its own king;
//   seventh rank: a rook on the side's seventh rank while the enemy king is on its last rank or
//              enemy pawns stand on that seventh rank;
//   king attack: each knight, bishop, rook and queen attacking the enemy king's zone (the king's
//              square and its neighbours) adds KING_ATTACK_UNITS of its type per zone square it
//              attacks; with two attackers or more, the entry of the side's total units (capped at
//              the table's last entry) goes to the attackers in proportion to their units;
//   safe check: per piece type, once, when a knight, bishop, rook or queen of the side attacks a
//              square from which it would check the enemy king, that no own piece stands on and
//              nothing of the enemy's attacks; shared by those pieces in proportion to such squares;
//   pawn storm: on the enemy king's file and the two beside it, the side's most advanced pawn not
//              past the king's rank reads the entry of its rank;
//   bishop pair: bishops on both colours of square; the bonus is shared equally by the bishops;
//   pawn shield: the king reads the entry of the number of files (its own and the two beside it)
//              with an own pawn one or two ranks in front of it;
//   open king files: the king reads the entry of the number of those files without an own pawn;
//   passed extras: a passed pawn whose next square is empty and not attacked by the enemy reads
//              passed_free at its rank; the distance (in king moves) of its own king and of the enemy
//              king to that square read passed_own_king and passed_enemy_king at its rank, once
//              per square of distance;
//   mating corner: with a bishop and a knight against a lone king, and nothing else on the board,
//              the bishop reads bn_mate_corner at the lone king's distance from the nearer corner
//              of the bishop's colour (mateCornerDistance()) and the king reads bn_mate_kings at
//              the distance between the kings;
//   tempo:     the side to move's;
//   and the pawn terms above (through the cache when there is one and no trace).
template <class TraceT> int whiteTerms(const Position& pos, const EvalTables& t, int p, TraceT& trace, PawnCache* cache)
{
    // The pawn cache's entry is asked for first and read after the pieces' attacks are collected:
    // it is often not in the processor's caches, and the load then arrives while they are computed.
    PawnCache::Entry* const pawnEntry
        = cache && !TraceT::enabled ? &cache->slot(pos.pieces(WHITE, PAWN), pos.pieces(BLACK, PAWN), p) : nullptr;
    if (pawnEntry) { // an entry may straddle two cache lines
        __builtin_prefetch(pawnEntry);
        __builtin_prefetch(reinterpret_cast<const char*>(pawnEntry + 1) - 1);
    }

    const Bitboard occupied = pos.pieces();
    const Bitboard pawnAttacks[COLOR_NB]
        = {pawnAttacksOf(WHITE, pos.pieces(WHITE, PAWN)), pawnAttacksOf(BLACK, pos.pieces(BLACK, PAWN))};
    struct Attacker {
        Square s;
        PieceType pt;
        Bitboard attacks;
    };
    Attacker attackers[COLOR_NB][SQUARE_NB];
    int count[COLOR_NB] = {0, 0};
    int first[COLOR_NB][PIECE_TYPE_NB] = {}; // attackers[c] holds the knights first, then B, R, Q
    Bitboard byType[COLOR_NB][PIECE_TYPE_NB] = {};
    Bitboard attacked[COLOR_NB] = {pawnAttacks[WHITE], pawnAttacks[BLACK]}; // everything a side attacks
    Square kingSquare[COLOR_NB] = {SQ_NONE, SQ_NONE};
    for (Color c : {WHITE, BLACK}) {
        // One loop per piece type, so that each calls its own attack function.
        // `all` gathers the side's attacks in a register: OR-ing byType[c][*] afterwards made the
        // compiler load two just-stored words as one vector, a store-forwarding stall in every call.
        Bitboard all = attacked[c];
        auto collect = [&]<PieceType PT>() {
            first[c][PT] = count[c];
            Bitboard typeAttacks = 0;
            for (Bitboard b = pos.pieces(c, PT); b;) {
                const Square s = popLsb(b);
                const Bitboard a = attacksOf<PT>(s, occupied);
                attackers[c][count[c]++] = Attacker {s, PT, a};
                typeAttacks |= a;
            }
            byType[c][PT] = typeAttacks;
            all |= typeAttacks;
        };
        collect.template operator()<KNIGHT>();
        collect.template operator()<BISHOP>();
        collect.template operator()<ROOK>();
        collect.template operator()<QUEEN>();
        first[c][KING] = count[c];
        if (const Bitboard king = pos.pieces(c, KING)) {
            kingSquare[c] = lsb(king);
            byType[c][KING] = kingAttacks(kingSquare[c]);
            all |= byType[c][KING];
        }
        attacked[c] = all;
    }

    int pawns = 0;
    Bitboard passed[COLOR_NB] = {0, 0};
    if (pawnEntry) {
        PawnCache::Entry& e = *pawnEntry;
        if (e.tablesId != t.id() || e.pawns[WHITE] != pos.pieces(WHITE, PAWN)
            || e.pawns[BLACK] != pos.pieces(BLACK, PAWN) || e.phase != p) {
            e.pawns[WHITE] = pos.pieces(WHITE, PAWN);
            e.pawns[BLACK] = pos.pieces(BLACK, PAWN);
            e.phase = p;
            e.tablesId = t.id();
            e.white = pawnTerms(pos, t, p, trace, e.passed);
        }
        pawns = e.white;
        passed[WHITE] = e.passed[WHITE];
        passed[BLACK] = e.passed[BLACK];
    } else {
        pawns = pawnTerms(pos, t, p, trace, passed);
    }

    int score[COLOR_NB] = {0, 0};
    for (Color c : {WHITE, BLACK}) {
        const Color them = ~c;
        const Bitboard safe = ~pos.pieces(c) & ~pawnAttacks[them];
        const Bitboard ownPawns = pos.pieces(c, PAWN), theirPawns = pos.pieces(them, PAWN);
        const Square theirKing = kingSquare[them];
        const Bitboard zone = theirKing != SQ_NONE ? kingAttacks(theirKing) | squareBB(theirKing) : 0;
        const Bitboard byMinor = byType[them][KNIGHT] | byType[them][BISHOP];
        const Bitboard outposts = (c == WHITE ? RANK_4_BB | RANK_5_BB | RANK_6_BB : RANK_3_BB | RANK_4_BB | RANK_5_BB)
            & pawnAttacks[c] & ~pawnAttackSpan(them, theirPawns);
        // Squares right behind a pawn (either side's), from this side's point of view.
        const Bitboard behindPawn = c == WHITE ? shift<SOUTH>(pos.pieces(PAWN)) : shift<NORTH>(pos.pieces(PAWN));
        // The enemy's safe pawn pushes (one or two squares, to an empty square no own pawn attacks and
        // that the enemy defends or this side does not attack) and the pieces they would attack.
        const PawnPushes theirPushes = pawnPushes(them, theirPawns, ~occupied);
        const Bitboard pushes
            = (theirPushes.single | theirPushes.twice) & ~pawnAttacks[c] & (attacked[them] | ~attacked[c]);
        const Bitboard pushThreats = pawnAttacksOf(them, pushes) & ~pawnAttacks[them];
        const Bitboard seventh = c == WHITE ? RANK_7_BB : RANK_2_BB;
        const bool seventhMatters = (theirPawns & seventh)
            || (theirKing != SQ_NONE && (squareBB(theirKing) & (c == WHITE ? RANK_8_BB : RANK_1_BB)));
        Square kingAttackers[SQUARE_NB];
        int units[SQUARE_NB];
        int attacking = 0, totalUnits = 0;
        auto add = [&](Square s, TermKind kind, TermId id, int entry, int detail, int times = 1) {
            const int v = t.term(id, entry, p) * times;
            score[c] += v;
            trace.piece(c, s, kind, id, entry, v, detail, times);
        };
        auto pieceTerms = [&]<PieceType PT>() {
            constexpr TermId mobility = TermId(TERM_MOBILITY_KNIGHT + (PT - KNIGHT));
            for (int i = first[c][PT]; i < first[c][PT + 1]; ++i) {
                const Square s = attackers[c][i].s;
                const Bitboard a = attackers[c][i].attacks;
                const int safeCount = popcount(a & safe);
                add(s, TERM_KIND_MOBILITY, mobility, std::min(safeCount, TERM_INFO[mobility].size - 1), safeCount);
                if constexpr (PT == ROOK) {
                    const Bitboard file = fileBB(fileOf(s));
                    if (!(file & pos.pieces(PAWN)))
                        add(s, TERM_KIND_ROOK_FILE, TERM_ROOK_OPEN_FILE, 0, 2);
                    else if (!(file & ownPawns))
                        add(s, TERM_KIND_ROOK_FILE, TERM_ROOK_HALF_OPEN_FILE, 0, 1);
                }
                if constexpr (PT == ROOK)
                    if (seventhMatters && (seventh & squareBB(s)))
                        add(s, TERM_KIND_SEVENTH, TERM_ROOK_SEVENTH, 0, 0);
                if constexpr (PT <= BISHOP) {
                    if (outposts & squareBB(s))
                        add(s, TERM_KIND_OUTPOST, TERM_OUTPOST, PT - KNIGHT, 0);
                    if (behindPawn & squareBB(s))
                        add(s, TERM_KIND_BEHIND_PAWN, TERM_MINOR_BEHIND_PAWN, PT - KNIGHT, 0);
                    if (kingSquare[c] != SQ_NONE) {
                        const int d = distance(s, kingSquare[c]);
                        add(s, TERM_KIND_KING_PROTECTOR, TERM_KING_PROTECTOR, d, d);
                    }
                }
                if constexpr (PT == BISHOP) {
                    const int n = popcount(ownPawns & (DARK_SQUARES & squareBB(s) ? DARK_SQUARES : ~DARK_SQUARES));
                    add(s, TERM_KIND_BISHOP_PAWNS, TERM_BISHOP_PAWNS, n, n);
                }
                if (pushThreats & squareBB(s))
                    add(s, TERM_KIND_PUSH_THREAT, TERM_THREAT_PAWN_PUSH, PT - KNIGHT, PAWN);
                if (pawnAttacks[them] & squareBB(s))
                    add(s, TERM_KIND_THREAT, TERM_THREAT_BY_PAWN, PT - KNIGHT, PAWN);
                else if (PT >= ROOK && (byMinor & squareBB(s)))
                    add(s, TERM_KIND_THREAT, TERM_THREAT_BY_MINOR, PT - ROOK,
                        byType[them][KNIGHT] & squareBB(s) ? KNIGHT : BISHOP);
                else if (PT == QUEEN && (byType[them][ROOK] & squareBB(s)))
                    add(s, TERM_KIND_THREAT, TERM_THREAT_BY_ROOK, 0, ROOK);
                if (const int u = KING_ATTACK_UNITS[PT] * popcount(a & zone)) {
                    kingAttackers[attacking] = s;
                    units[attacking++] = u;
                    totalUnits += u;
                }
            }
        };
        pieceTerms.template operator()<KNIGHT>();
        pieceTerms.template operator()<BISHOP>();
        pieceTerms.template operator()<ROOK>();
        pieceTerms.template operator()<QUEEN>();
        for (Bitboard b = pos.pieces(c) & ~pos.pieces(c, KING) & attacked[them] & ~attacked[c]; b;) {
            const Square s = popLsb(b);
            add(s, TERM_KIND_HANGING, TERM_HANGING, typeOf(pos.pieceOn(s)) - PAWN, 0);
        }
        if (attacking >= 2) {
            const int entry = std::min(totalUnits, TERM_INFO[TERM_KING_ATTACK].size - 1);
            const int v = t.term(TERM_KING_ATTACK, entry, p);
            score[c] += v;
            trace.split(
                c, TERM_KIND_KING_ATTACK, TERM_KING_ATTACK, entry, v, kingAttackers, units, attacking, totalUnits);
        }
        if (theirKing != SQ_NONE) {
            // Safe checks, one weight per piece type, shared by the pieces that can give them.
            const Bitboard safeCheck = ~pos.pieces(c) & ~attacked[them];
            const Bitboard diagonal = bishopAttacks(theirKing, occupied), straight = rookAttacks(theirKing, occupied);
            const Bitboard checkFrom[PIECE_TYPE_NB]
                = {0, 0, knightAttacks(theirKing), diagonal, straight, diagonal | straight, 0};
            for (PieceType pt = KNIGHT; pt <= QUEEN; pt = PieceType(pt + 1)) {
                const Bitboard squares = checkFrom[pt] & safeCheck & byType[c][pt];
                if (!squares)
                    continue;
                const int v = t.term(TERM_SAFE_CHECK, pt - KNIGHT, p);
                score[c] += v;
                if constexpr (TraceT::enabled) {
                    Square owners[SQUARE_NB];
                    int weights[SQUARE_NB];
                    int n = 0, total = 0;
                    for (int i = 0; i < count[c]; ++i)
                        if (attackers[c][i].pt == pt)
                            if (const int w = popcount(attackers[c][i].attacks & squares)) {
                                owners[n] = attackers[c][i].s;
                                weights[n++] = w;
                                total += w;
                            }
                    trace.split(c, TERM_KIND_CHECK, TERM_SAFE_CHECK, pt - KNIGHT, v, owners, weights, n, total);
                }
            }
            // Pawn storm: per file around the enemy king, the most advanced own pawn not past it.
            // Ranks not past the king's, from the side's point of view.
            const int kingRank = relativeRank(c, theirKing);
            const Bitboard upToKing
                = c == WHITE ? ~Bitboard(0) >> (8 * (7 - kingRank)) : ~Bitboard(0) << (8 * (7 - kingRank));
            const Bitboard stormers = ownPawns & upToKing & MASKS.kingFiles[fileOf(theirKing)];
            for (Bitboard files = MASKS.kingFiles[fileOf(theirKing)] & RANK_1_BB; files;) {
                const Bitboard onFile = stormers & fileBB(fileOf(popLsb(files)));
                if (onFile) {
                    const Square storm = c == WHITE ? msb(onFile) : lsb(onFile);
                    add(storm, TERM_KIND_STORM, TERM_PAWN_STORM, relativeRank(c, storm), relativeRank(c, storm));
                }
            }
        }
        const Bitboard bishops = pos.pieces(c, BISHOP);
        if ((bishops & DARK_SQUARES) && (bishops & ~DARK_SQUARES)) {
            const int v = t.term(TERM_BISHOP_PAIR, 0, p);
            score[c] += v;
            Square owners[SQUARE_NB];
            int ones[SQUARE_NB];
            int n = 0;
            for (Bitboard b = bishops; b; ++n) {
                owners[n] = popLsb(b);
                ones[n] = 1;
            }
            trace.split(c, TERM_KIND_BISHOP_PAIR, TERM_BISHOP_PAIR, 0, v, owners, ones, n, n);
        }
        if (const Square k = kingSquare[c]; k != SQ_NONE) {
            // Per file (its own and the two beside it): a shield pawn on it, no own pawn on it.
            const Bitboard kingFiles = fileSet(MASKS.kingFiles[fileOf(k)]);
            const int files = popcount(fileSet(MASKS.shieldZone[c][k] & ownPawns));
            const int open = popcount(kingFiles & ~fileSet(ownPawns));
            add(k, TERM_KIND_KING_FILE, TERM_KING_OPEN_FILES, open, open);
            add(k, TERM_KIND_SHIELD, TERM_PAWN_SHIELD, files, files);
        }
        for (Bitboard b = passed[c]; b;) {
            const Square s = popLsb(b);
            const int rank = relativeRank(c, s);
            const Square stop = Square(s + pawnPush(c));
            if (!(occupied & squareBB(stop)) && !(attacked[them] & squareBB(stop)))
                add(s, TERM_KIND_PASSED, TERM_PASSED_FREE, rank, 0);
            if (kingSquare[c] != SQ_NONE) {
                const int d = distance(kingSquare[c], stop);
                add(s, TERM_KIND_PASSED, TERM_PASSED_OWN_KING, rank, d, d);
            }
            if (theirKing != SQ_NONE) {
                const int d = distance(theirKing, stop);
                add(s, TERM_KIND_PASSED, TERM_PASSED_ENEMY_KING, rank, d, d);
            }
        }
    }
    // Bishop and knight against a lone king: the mate needs the lone king in a corner of the
    // bishop's colour, and without a pull towards it the search drew such endings by the fifty-move rule.
    if (popcount(occupied) == 4)
        for (Color c : {WHITE, BLACK}) {
            const Square lone = kingSquare[~c];
            if (pos.count(c, BISHOP) != 1 || pos.count(c, KNIGHT) != 1 || kingSquare[c] == SQ_NONE || lone == SQ_NONE)
                continue;
            const Square bishop = lsb(pos.pieces(c, BISHOP));
            const int corner = mateCornerDistance(lone, (DARK_SQUARES & squareBB(bishop)) != 0);
            const int apart = distance(kingSquare[c], lone);
            const int vc = t.term(TERM_BN_MATE_CORNER, corner, p), vk = t.term(TERM_BN_MATE_KINGS, apart, p);
            score[c] += vc + vk;
            trace.piece(c, bishop, TERM_KIND_MATING, TERM_BN_MATE_CORNER, corner, vc, corner);
            trace.piece(c, kingSquare[c], TERM_KIND_MATING, TERM_BN_MATE_KINGS, apart, vk, apart);
        }

    const Color us = pos.sideToMove();
    const int tempo = t.term(TERM_TEMPO, 0, p);
    score[us] += tempo;
    trace.side(us, TERM_KIND_TEMPO, TERM_TEMPO, 0, tempo);
    return pawns + score[WHITE] - score[BLACK];
}

} // namespace

EvalTables::EvalTables(EvalModel model) : model_(std::move(model))
{
    // Every reader and editor validates first; a model built in code that skipped it would break
    // the ranges every sum and the search rely on, so it stops the program here, in every build
    // type, with the reason (as Result::value() does on an error), instead of computing nonsense.
    if (const Result<void> valid = validate(model_); !valid) {
        std::fprintf(stderr, "EvalTables::build(): the model '%s' is not valid: %s\n", model_.name.c_str(),
            valid.error().c_str());
        std::abort();
    }
    id_ = nextTablesId.fetch_add(1);
    auto lanes = std::make_shared<PsqLanes>();
    for (int p = 0; p <= model_.phaseMax; ++p) {
        for (int i = 0; i < TERM_WEIGHTS && model_.hasTerms; ++i)
            terms_[p][i] = blend(model_.terms[MG][std::size_t(i)], model_.terms[EG][std::size_t(i)], p);
        for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1)) {
            material_[p][pt] = blend(model_.material[MG][pt], model_.material[EG][pt], p);
            for (Square s = SQ_A1; s <= SQ_H8; ++s)
                positional_[p][pt][s] = blend(model_.psqt[MG][pt][s], model_.psqt[EG][pt][s], p);
        }
    }
    for (Color c : {WHITE, BLACK})
        for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1))
            for (Square s = SQ_A1; s <= SQ_H8; ++s)
                for (int p = 0; p <= model_.phaseMax; ++p) {
                    const Piece pc = makePiece(c, pt);
                    const int value = material(pt, p) + positional(pc, s, p);
                    lanes->of[pc][s].lane[p] = c == WHITE ? value : -value;
                }
    lanes_ = std::move(lanes);
}

std::shared_ptr<const EvalTables> EvalTables::build(EvalModel model)
{
    return std::shared_ptr<const EvalTables>(new EvalTables(std::move(model)));
}

std::shared_ptr<const EvalTables> EvalTables::builtin(std::string_view name)
{
    const EvalModel* m = findBuiltinModel(name);
    return m ? build(*m) : nullptr;
}

int EvalTables::blend(int mg, int eg, int p) const
{
    return roundedDiv(mg * p + eg * (model_.phaseMax - p), model_.phaseMax);
}

bool EvalTables::endingRule(const Position& pos)
{
    return endingFor(force(pos, WHITE)) && endingFor(force(pos, BLACK));
}

int EvalTables::phase(const Position& pos) const
{
    switch (model_.kind) {
    case PhaseKind::Single:
        return model_.phaseMax;
    case PhaseKind::Switch:
        return endingRule(pos) ? 0 : model_.phaseMax;
    case PhaseKind::Tapered:
        break;
    }
    int phase = 0;
    for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1))
        phase += model_.phaseWeight[pt] * popcount(pos.pieces(pt));
    return phase < model_.phaseMax ? phase : model_.phaseMax;
}

PawnCache::PawnCache() : entries_(SIZE) { }

PawnCache::Entry& PawnCache::slot(Bitboard white, Bitboard black, int phase)
{
    std::uint64_t h = pawnHash(white, black) ^ std::uint64_t(phase) * 0x94D049BB133111EBULL;
    h ^= h >> 29;
    return entries_[std::size_t(h * 0xBF58476D1CE4E5B9ULL >> 50) & (SIZE - 1)];
}

void splitLargestRemainder(int value, const int* weights, int n, int* shares)
{
    long long total = 0;
    for (int i = 0; i < n; ++i)
        total += weights[i];
    long long given = 0;
    long long remainder[SQUARE_NB];
    for (int i = 0; i < n; ++i) {
        const long long exact = (long long)value * weights[i]; // share = exact / total
        long long floor = exact / total;
        if (exact % total != 0 && exact < 0)
            --floor;
        shares[i] = int(floor);
        remainder[i] = exact - floor * total;
        given += floor;
    }
    for (long long left = value - given; left > 0; --left) { // fewer than n
        int best = -1;
        for (int i = 0; i < n; ++i)
            if (remainder[i] >= 0 && (best < 0 || remainder[i] > remainder[best]))
                best = i;
        ++shares[best];
        remainder[best] = -1; // one extra centipawn at most
    }
}

int whiteTermsAtPhase(const Position& pos, const EvalTables& tables, int phase, PawnCache* cache)
{
    NoTrace none;
    return tables.hasTerms() ? whiteTerms(pos, tables, phase, none, cache) : 0;
}

int evaluate(const Position& pos, const EvalTables& tables, PawnCache* cache)
{
    const int phase = tables.phase(pos);
    NoTrace none;
    int white = whiteSum(pos, tables, phase, none);
    if (tables.hasTerms())
        white += whiteTerms(pos, tables, phase, none, cache);
    return pos.sideToMove() == WHITE ? white : -white;
}

int whiteScoreAtPhase(const Position& pos, const EvalTables& tables, int phase)
{
    NoTrace none;
    return whiteSum(pos, tables, phase, none) + whiteTermsAtPhase(pos, tables, phase);
}

Explanation explainAtPhase(const Position& pos, const EvalTables& tables, int phase)
{
    Explanation e;
    e.model = tables.model().name;
    e.kind = tables.model().kind;
    e.phaseMax = tables.model().phaseMax;
    e.hasTerms = tables.hasTerms();
    e.pieces.reserve(std::size_t(popcount(pos.pieces())));
    e.phase = phase;
    ExplainTrace trace {&e, {}};
    e.whiteScore = whiteSum(pos, tables, e.phase, trace);
    if (e.hasTerms)
        e.whiteScore += whiteTerms(pos, tables, e.phase, trace, nullptr);
    e.sideToMove = pos.sideToMove();
    e.score = e.sideToMove == WHITE ? e.whiteScore : -e.whiteScore;
    return e;
}

Explanation explain(const Position& pos, const EvalTables& tables)
{
    Explanation e = explainAtPhase(pos, tables, tables.phase(pos));
    e.phaseNote = phaseNote(pos, tables, e.phase);
    return e;
}

void termFeatures(const Position& pos, std::vector<std::pair<int, int>>& out)
{
    static const std::shared_ptr<const EvalTables> zero = [] {
        EvalModel m;
        m.name = "features";
        m.hasTerms = true;
        return EvalTables::build(m);
    }();
    FeatureTrace trace;
    whiteTerms(pos, *zero, 0, trace, nullptr);
    for (int i = 0; i < TERM_WEIGHTS; ++i)
        if (trace.count[i])
            out.emplace_back(i, trace.count[i]);
}

Bitboard safeSquares(const Position& pos, Square s)
{
    const Piece pc = pos.pieceOn(s);
    if (pc == NO_PIECE || typeOf(pc) == KING)
        return 0;
    const Color c = colorOf(pc);
    return pieceAttacks(typeOf(pc), s, pos.pieces()) & ~pos.pieces(c) & ~pawnAttacksOf(~c, pos.pieces(~c, PAWN));
}

} // namespace kd
