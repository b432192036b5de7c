// GameResult: how a game stands or ended, as one value: the kind (going on, White wins, Black wins,
// draw), the reason, and an optional detail. The GUI's resignations and flags, the match runner's
// forfeits and the PGN writer all use it; text() is the one place its PGN result token, its PGN
// Termination tag and its sentence for people are made.
#pragma once

#include "core/rules.h"

#include <optional>
#include <string>
#include <string_view>

namespace kd {

struct GameResult {
    enum class Kind { Ongoing, WhiteWins, BlackWins, Draw };
    enum class Reason {
        None, // the game goes on
        // Decided on the board, by themselves (FIDE 9.6, 5.1, 5.2):
        Checkmate,
        Stalemate,
        InsufficientMaterial,
        FivefoldRepetition,
        SeventyFiveMoveRule,
        // Draws claimed (by a player, or by the program for its players):
        ThreefoldRepetition,
        FiftyMoveRule,
        // Events outside the board:
        Resignation,
        Agreement,
        TimeForfeit, // the loser's flag fell; a draw when the other side cannot mate
        Crash, // an engine crashed, hung up or failed to answer: it forfeits
        IllegalMove, // an engine played an illegal move: it forfeits
        Adjudication,
        Unknown, // a finished game read from PGN whose reason is not known
    };

    Kind kind = Kind::Ongoing;
    Reason reason = Reason::None;
    // For Crash, IllegalMove, Adjudication and Unknown: what happened, as a sentence
    // ("Black (stockfish) crashed: killed by signal 11"); for TimeForfeit draws: the side whose flag
    // fell ("White" or "Black"). Empty otherwise.
    std::string detail;

    static GameResult ongoing() { return {}; }
    static GameResult win(Color winner, Reason reason, std::string detail = {});
    static GameResult draw(Reason reason, std::string detail = {});
    // The result the rules give this position (Ongoing for GameStatus::Ongoing).
    static GameResult fromStatus(GameStatus status, const Position& pos);
    // Side c's flag fell in pos: a loss, or a draw when the other side cannot mate.
    static GameResult flagFall(const Position& pos, Color c);
    // A result read from PGN: its result token and Termination tag, and the game's final position
    // (which tells a resignation from a mate, the side whose flag fell in a drawn time forfeit, the
    // draw that was claimed). The board's own ending is for the caller to check first.
    static GameResult fromPgn(std::string_view token, std::string_view termination, const Position& end);
    // "1-0", "0-1", "1/2-1/2", "*" -> the kind; anything else -> nothing.
    static std::optional<Kind> kindFromToken(std::string_view token);

    bool over() const { return kind != Kind::Ongoing; }
    // Decided by the position itself (mate, stalemate, a dead position, a repetition, a move rule).
    bool onBoard() const { return reason >= Reason::Checkmate && reason <= Reason::FiftyMoveRule; }
    std::optional<Color> winner() const;

    struct Text {
        std::string token; // "1-0", "0-1", "1/2-1/2" or "*": the only four the PGN result may be
        std::string termination; // PGN Termination tag: "normal", "time forfeit", "rules infraction",
                                 // "abandoned", "adjudication"; "unterminated" while it goes on
        std::string sentence; // "Checkmate: White wins", "Black resigns", "White loses on time", ...
    };
    Text text() const;
    std::string token() const { return text().token; }
    std::string sentence() const { return text().sentence; } // empty while the game goes on

    bool operator==(const GameResult&) const = default;
};

} // namespace kd
