#include "core/notation.h"

#include "core/movegen.h"
#include "core/position.h"
#include "core/text.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace kd {

namespace {

constexpr std::string_view PIECE_LETTERS = PIECE_TYPE_LETTERS;

using text::quoted;
using text::trim;

std::optional<PieceType> promotionFromChar(char c)
{
    switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'N':
        return KNIGHT;
    case 'B':
        return BISHOP;
    case 'R':
        return ROOK;
    case 'Q':
        return QUEEN;
    default:
        return std::nullopt;
    }
}

} // namespace

std::string squareName(Square s)
{
    if (!isOk(s))
        return "-";
    return {char('a' + fileOf(s)), char('1' + rankOf(s))};
}

std::optional<Square> parseSquare(std::string_view s)
{
    if (s.size() != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
        return std::nullopt;
    return makeSquare(File(s[0] - 'a'), Rank(s[1] - '1'));
}

char pieceChar(Piece pc)
{
    const char c = PIECE_LETTERS[typeOf(pc)];
    return colorOf(pc) == WHITE ? c : char(std::tolower(c));
}

std::string toUci(Move m)
{
    if (!m)
        return "0000";
    std::string s = squareName(m.from()) + squareName(m.to());
    if (m.kind() == Move::PROMOTION)
        s += char(std::tolower(PIECE_LETTERS[m.promotion()]));
    return s;
}

Result<Move> parseUci(const Position& pos, std::string_view text)
{
    const std::string_view s = trim(text);
    const auto from = parseSquare(s.substr(0, 2));
    const auto to = s.size() >= 4 ? parseSquare(s.substr(2, 2)) : std::nullopt;
    const auto promo = s.size() == 5 ? promotionFromChar(s[4]) : std::nullopt;
    if (!from || !to || (s.size() != 4 && !promo) || s.size() > 5 || (promo && s[4] != std::tolower(s[4])))
        return Error {text::quotedExcerpt(s)
            + " is not a move in UCI notation (from and to square, then the promotion "
              "piece if any, as in e2e4 or e7e8q)"};
    const MoveList legal(pos);
    for (Move m : legal) {
        if (m.from() != *from || m.to() != *to)
            continue;
        if (m.kind() == Move::PROMOTION ? promo == m.promotion() : !promo)
            return m;
        if (m.kind() == Move::PROMOTION && !promo)
            return Error {"move " + quoted(s) + " is a promotion: add the piece, as in " + quoted(toUci(m))};
    }
    if (legal.size() == 0)
        return Error {"move " + quoted(s) + " comes after the end of the game: "
            + (pos.inCheck() ? "the side to move is checkmated" : "the side to move is stalemated")};
    return Error {"move " + quoted(s) + " is not legal in this position"};
}

std::string toSan(const Position& pos, Move m)
{
    const Square from = m.from(), to = m.to();
    std::string s;
    if (m.kind() == Move::CASTLING)
        s = to > from ? "O-O" : "O-O-O";
    else {
        const PieceType pt = typeOf(pos.pieceOn(from));
        const bool capture = !pos.empty(to) || m.kind() == Move::EN_PASSANT;
        if (pt == PAWN) {
            if (capture)
                s += char('a' + fileOf(from));
        } else {
            s += PIECE_LETTERS[pt];
            // Other pieces of the same kind that can also reach the target square.
            Bitboard others = 0;
            for (Move other : MoveList(pos))
                if (other.to() == to && other.from() != from && pos.pieceOn(other.from()) == pos.pieceOn(from))
                    others |= other.from();
            if (others) {
                if (!(others & fileBB(fileOf(from))))
                    s += char('a' + fileOf(from));
                else if (!(others & rankBB(rankOf(from))))
                    s += char('1' + rankOf(from));
                else
                    s += squareName(from);
            }
        }
        if (capture)
            s += 'x';
        s += squareName(to);
        if (m.kind() == Move::PROMOTION)
            s += '=', s += PIECE_LETTERS[m.promotion()];
    }
    Position after = pos;
    after.doMove(m);
    if (after.inCheck())
        s += countLegalMoves(after) ? '+' : '#';
    return s;
}

Result<Move> parseSan(const Position& pos, std::string_view text)
{
    const std::string_view original = trim(text);
    std::string s(original);
    // Drop what does not identify the move: check and mate marks, annotations, "e.p.".
    while (!s.empty() && std::string_view("+#!?").find(s.back()) != std::string_view::npos)
        s.pop_back();
    for (std::string_view suffix : {"e.p.", "ep"})
        if (s.size() > suffix.size() + 2 && s.ends_with(suffix)) {
            s.resize(s.size() - suffix.size());
            while (!s.empty() && s.back() == ' ')
                s.pop_back();
        }
    if (s.empty())
        return Error {"empty move"};

    const Color us = pos.sideToMove();
    const char* side = colorName(us);

    // Castling, also written with zeros or lower-case o.
    std::string castle;
    for (char c : s)
        castle += (c == '0' || c == 'o') ? 'O' : c;
    if (castle == "O-O" || castle == "O-O-O" || castle == "OO" || castle == "OOO") {
        const bool kingSide = castle.size() <= 3;
        const Move m
            = Move::make(relativeSquare(us, SQ_E1), relativeSquare(us, kingSide ? SQ_G1 : SQ_C1), Move::CASTLING);
        if (pos.isLegal(m))
            return m;
        return Error {"illegal move " + quoted(original) + ": " + side + " cannot castle "
            + (kingSide ? "king" : "queen") + "side here"};
    }

    PieceType pt = PAWN;
    std::size_t i = 0;
    if (const auto p = PIECE_LETTERS.find(s[0]); p != std::string_view::npos && p >= PAWN) {
        pt = PieceType(p);
        i = 1;
    }

    // Promotion at the end: "=Q", "Q", "=q", "(Q)", "/Q".
    std::optional<PieceType> promo;
    if (s.size() >= 3 && s.back() == ')' && s[s.size() - 3] == '(')
        s.erase(s.size() - 3, 1), s.pop_back();
    if (s.size() > i + 2 && !std::isdigit(static_cast<unsigned char>(s.back()))) {
        promo = promotionFromChar(s.back());
        if (!promo)
            return Error {quoted(original) + " is not a move: " + quoted(s.back())
                + " is not a promotion piece (use Q, R, B or N)"};
        s.pop_back();
        if (!s.empty() && (s.back() == '=' || s.back() == '/'))
            s.pop_back();
    }

    // What is left: [from file][from rank][x|-|:] to-square.
    auto bad = [&] {
        return Error {quoted(original)
            + " is not a move in SAN (such as e4, Nf3, exd5, O-O, e8=Q) or UCI "
              "(such as e2e4)"};
    };
    if (s.size() < i + 2)
        return bad();
    const auto to = parseSquare(std::string_view(s).substr(s.size() - 2));
    if (!to)
        return bad();
    std::string_view hint = std::string_view(s).substr(i, s.size() - 2 - i);
    bool captureMark = false;
    if (!hint.empty() && (hint.back() == 'x' || hint.back() == ':' || hint.back() == '-')) {
        captureMark = hint.back() != '-';
        hint.remove_suffix(1);
    }
    int fromFile = -1, fromRank = -1;
    if (!hint.empty() && hint[0] >= 'a' && hint[0] <= 'h')
        fromFile = hint[0] - 'a', hint.remove_prefix(1);
    if (!hint.empty() && hint[0] >= '1' && hint[0] <= '8')
        fromRank = hint[0] - '1', hint.remove_prefix(1);
    if (!hint.empty())
        return bad();

    std::vector<Move> matches;
    bool needsPromotion = false;
    for (Move m : MoveList(pos)) {
        if (m.to() != *to || typeOf(pos.pieceOn(m.from())) != pt)
            continue;
        if ((fromFile >= 0 && fileOf(m.from()) != fromFile) || (fromRank >= 0 && rankOf(m.from()) != fromRank))
            continue;
        if (m.kind() == Move::CASTLING) // only as O-O; "Kg1" would be ambiguous with a king step
            continue;
        if (m.kind() == Move::PROMOTION && !promo) {
            needsPromotion = true;
            continue;
        }
        if (m.kind() == Move::PROMOTION ? m.promotion() != promo : promo.has_value())
            continue;
        matches.push_back(m);
    }
    if (matches.size() == 1) {
        const Move m = matches.front();
        const bool capture = !pos.empty(m.to()) || m.kind() == Move::EN_PASSANT;
        if (captureMark && !capture)
            return Error {"illegal move " + quoted(original) + ": there is nothing to capture on " + squareName(*to)};
        return m;
    }
    if (matches.size() > 1) {
        std::vector<std::string> sans;
        for (Move m : matches)
            sans.push_back(toSan(pos, m));
        std::sort(sans.begin(), sans.end());
        std::string list;
        for (std::size_t k = 0; k < sans.size(); ++k)
            list += (k ? (k + 1 == sans.size() ? " and " : ", ") : "") + sans[k];
        return Error {"ambiguous move " + quoted(original) + ": " + list
            + (matches.size() == 2 ? " are both" : " are all") + " legal"};
    }
    if (needsPromotion)
        return Error {"move " + quoted(original) + " reaches the last rank: add the promotion piece, as in "
            + squareName(*to) + "=Q"};
    return Error {"illegal move " + quoted(original) + ": no " + side + " " + std::string(pieceTypeName(pt))
        + " can move to " + squareName(*to) + (promo ? " with that promotion" : "") + " in this position"};
}

} // namespace kd
