// Game review: judging each move of a game from an engine's evaluations of the positions before and
// after it, as lichess does.
//
// A score becomes winning chances on a [-1, 1] scale (White's view): 2 / (1 + exp(-0.00368208 cp)) - 1
// with cp clamped to +-1000, and a mate score is +-1. A move is judged by how much it drops the
// mover's winning chances: a drop of at least 0.1 is an inaccuracy, 0.2 a mistake, 0.3 a blunder
// (lichess's thresholds on the same [-1, 1] scale). A move equal to the engine's best move in the
// position before is never marked. Losing a forced mate or walking into one is judged the same way
// (a mate counts as +-1). The average centipawn loss per side clamps both evaluations to +-1000 first,
// never counts a gain, and averages over that side's moves (lichess's ACPL).
#pragma once

#include "core/position.h"
#include "core/result.h"
#include "core/types.h"

#include <optional>
#include <string_view>
#include <vector>

namespace kd {

inline constexpr int REVIEW_CP_CAP = 1000; // centipawns beyond this count as this much
inline constexpr double INACCURACY_DROP = 0.1, MISTAKE_DROP = 0.2, BLUNDER_DROP = 0.3;

// White's winning chances in [-1, 1] for a score from White's view (centipawns or a mate score).
double winningChances(int scoreWhite);

enum class Judgement { Good, Inaccuracy, Mistake, Blunder };
const char* judgementName(Judgement j); // "good", "inaccuracy", "mistake", "blunder"
// The NAG a review writes for a judgement: $6 ("?!"), $2 ("?"), $4 ("??"); 0 for Good. And back: the
// worst judgement those NAGs name among a move's NAGs (Good when none).
int judgementNag(Judgement j);
Judgement judgementOfNags(const std::vector<int>& nags);
// The judgement for a drop of the mover's winning chances (see the thresholds above).
Judgement judgementForDrop(double drop);

struct MoveReview {
    int ply = 0; // index of the move in the game (0: the first move)
    int before = 0, after = 0; // scoreWhite of the positions before and after the move
    Move best; // the engine's best move in the position before (Move::none() when unknown)
    double drop = 0; // the mover's winning chances lost (negative: gained)
    int cpLoss = 0; // centipawns lost by the mover, both scores clamped to +-1000, never negative
    Judgement judgement = Judgement::Good;
};

struct SideSummary {
    int moves = 0; // moves of this side reviewed
    int inaccuracies = 0, mistakes = 0, blunders = 0;
    double averageCpLoss = 0; // over the side's moves; 0 when it made none
};

struct GameReview {
    std::vector<MoveReview> moves;
    SideSummary sides[COLOR_NB];
};

// Judges the moves of a game. firstMover is the side to move at the start; played holds the N moves,
// evals the N + 1 scores (White's view) of positions 0..N, best the engine's best move in positions
// 0..N-1 (N entries; a Move::none() entry is a position without one). An error names the sizes that
// do not fit.
Result<GameReview> reviewGame(
    Color firstMover, const std::vector<Move>& played, const std::vector<int>& evals, const std::vector<Move>& best);

// The score (White's view) of a position whose game is over by the rules: the side to move mated
// (a mate score against it) or a draw (0); nullopt while the game goes on.
std::optional<int> scoreByRules(const Position& pos);

class Game;

// Writes a review into the game's main line, as PGN keeps it: every move's comment gets the
// "[%eval ...]" of the position after it (the game's opening comment the start's), and a move
// judged an inaccuracy, mistake or blunder gets the NAG "?!" ($6), "?" ($2) or "??" ($4) in place
// of any move-quality NAG ($1-$6) and the sentence "Mistake. Nf3 was best." (the engine's move in
// SAN) at the start of its comment. An earlier review's sentence, and its NAG, go first. False (and
// nothing changes) when the review is not of this main line (other moves or another length).
bool writeReview(Game& game, const GameReview& review);
// The better move a review's sentence names in the comment of a move played from `before`
// ("... Nf3 was best."), or Move::none().
Move reviewBestMove(const Position& before, std::string_view comment);

// The summary of one side's reviewed moves.
SideSummary summarize(const std::vector<MoveReview>& moves, Color firstMover, Color side);

} // namespace kd
