#include "game/gameresult.h"

namespace kd {

namespace {

} // namespace

GameResult GameResult::win(Color winner, Reason reason, std::string detail)
{
    return {winner == WHITE ? Kind::WhiteWins : Kind::BlackWins, reason, std::move(detail)};
}

GameResult GameResult::draw(Reason reason, std::string detail) { return {Kind::Draw, reason, std::move(detail)}; }

GameResult GameResult::fromStatus(GameStatus status, const Position& pos)
{
    switch (status) {
    case GameStatus::Ongoing:
        return ongoing();
    case GameStatus::Checkmate:
        return win(~pos.sideToMove(), Reason::Checkmate);
    case GameStatus::Stalemate:
        return draw(Reason::Stalemate);
    case GameStatus::InsufficientMaterial:
        return draw(Reason::InsufficientMaterial);
    case GameStatus::FivefoldRepetition:
        return draw(Reason::FivefoldRepetition);
    case GameStatus::SeventyFiveMoveRule:
        return draw(Reason::SeventyFiveMoveRule);
    case GameStatus::ThreefoldRepetition:
        return draw(Reason::ThreefoldRepetition);
    case GameStatus::FiftyMoveRule:
        return draw(Reason::FiftyMoveRule);
    }
    return ongoing();
}

GameResult GameResult::flagFall(const Position& pos, Color c)
{
    if (!canMate(pos, ~c))
        return draw(Reason::TimeForfeit, colorName(c));
    return win(~c, Reason::TimeForfeit);
}

std::optional<GameResult::Kind> GameResult::kindFromToken(std::string_view token)
{
    if (token == "1-0")
        return Kind::WhiteWins;
    if (token == "0-1")
        return Kind::BlackWins;
    if (token == "1/2-1/2")
        return Kind::Draw;
    if (token == "*")
        return Kind::Ongoing;
    return std::nullopt;
}

GameResult GameResult::fromPgn(std::string_view token, std::string_view termination, const Position& end)
{
    const std::optional<Kind> kind = kindFromToken(token);
    if (!kind || *kind == Kind::Ongoing)
        return ongoing();
    std::string term;
    for (char c : termination)
        term += (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
    const bool decisive = *kind != Kind::Draw;
    if (const GameStatus board = statusClaimingDraws(end); board != GameStatus::Ongoing && !decisive)
        return fromStatus(board, end); // the draw the position shows (claimed, if it is a claim)
    GameResult r {*kind, Reason::Unknown, {}};
    if (term == "normal")
        r.reason = decisive ? Reason::Resignation : Reason::Agreement;
    else if (term == "time forfeit") {
        r.reason = Reason::TimeForfeit;
        if (!decisive) { // the side whose flag fell is the one whose opponent cannot mate
            const Color flagged = !canMate(end, BLACK) && canMate(end, WHITE) ? WHITE
                : !canMate(end, WHITE) && canMate(end, BLACK)                 ? BLACK
                                                                              : end.sideToMove();
            r.detail = colorName(flagged);
        }
    } else if (term == "rules infraction")
        r.reason = Reason::IllegalMove;
    else if (term == "abandoned")
        r.reason = Reason::Crash;
    else if (term == "adjudication")
        r.reason = Reason::Adjudication;
    else // an older file's sentence ("White resigns"), another tag, or none: nothing else says why
        r.detail = std::string(termination);
    return r;
}

std::optional<Color> GameResult::winner() const
{
    if (kind == Kind::WhiteWins)
        return WHITE;
    if (kind == Kind::BlackWins)
        return BLACK;
    return std::nullopt;
}

GameResult::Text GameResult::text() const
{
    Text t;
    t.token = kind == Kind::WhiteWins ? "1-0" : kind == Kind::BlackWins ? "0-1" : kind == Kind::Draw ? "1/2-1/2" : "*";
    if (kind == Kind::Ongoing) {
        t.termination = "unterminated";
        return t;
    }
    const std::optional<Color> w = winner();
    const std::string winnerName = w ? colorName(*w) : "";
    const std::string loserName = w ? colorName(~*w) : "";
    auto orDetail = [&](std::string sentence) { return detail.empty() ? sentence : detail; };
    t.termination = "normal";
    switch (reason) {
    case Reason::None:
    case Reason::Unknown:
        t.termination = detail;
        t.sentence = orDetail(w ? winnerName + " wins" : "Draw");
        break;
    case Reason::Checkmate:
        t.sentence = "Checkmate: " + winnerName + " wins";
        break;
    case Reason::Stalemate:
        t.sentence = "Draw by stalemate";
        break;
    case Reason::InsufficientMaterial:
        t.sentence = "Draw by insufficient material";
        break;
    case Reason::FivefoldRepetition:
        t.sentence = "Draw by fivefold repetition";
        break;
    case Reason::SeventyFiveMoveRule:
        t.sentence = "Draw by the seventy-five-move rule";
        break;
    case Reason::ThreefoldRepetition:
        t.sentence = "Draw by threefold repetition";
        break;
    case Reason::FiftyMoveRule:
        t.sentence = "Draw by the fifty-move rule";
        break;
    case Reason::Resignation:
        t.sentence = w ? loserName + " resigns" : "Draw";
        break;
    case Reason::Agreement:
        t.sentence = "Draw agreed";
        break;
    case Reason::TimeForfeit:
        t.termination = "time forfeit";
        t.sentence = w ? loserName + " loses on time"
                       : (detail.empty() ? std::string("A flag fell") : detail + " ran out of time")
                + ", but the opponent cannot mate: draw";
        break;
    case Reason::Crash:
        t.termination = "abandoned";
        t.sentence = orDetail(w ? loserName + " forfeits: its engine stopped answering" : "Draw: an engine stopped");
        break;
    case Reason::IllegalMove:
        t.termination = "rules infraction";
        t.sentence = orDetail(w ? loserName + " forfeits by an illegal move" : "Draw: an illegal move");
        break;
    case Reason::Adjudication:
        t.termination = "adjudication";
        t.sentence = orDetail(w ? winnerName + " wins by adjudication" : "Draw by adjudication");
        break;
    }
    return t;
}

} // namespace kd
