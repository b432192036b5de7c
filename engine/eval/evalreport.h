// Text forms of an Explanation, shared by kandinsky-cli and the UCI engine's `eval` command.
#pragma once

#include "eval/evaluate.h"

#include <string>

namespace kd {

// A scoresheet for people: every piece with its material and positional part (MG and EG parts for
// tapered models), a running sum per side, the phase and why, and the side-to-move step.
std::string scoresheet(const Explanation& e, const EvalModel& model, const Position& pos);

// The JSON object of `kandinsky-cli eval --json` (README documents the contract):
// {"model", "side_to_move", "phase", "score", "white": {"material", "positional"}, "black": {...},
//  "pieces": [{"square", "piece", "material", "positional", "terms": {"table", "mobility", ...}}, ...],
//  "side_terms": [{"side", "term", "value"}, ...]}
// Each piece's terms add up to its positional; score = (White's pieces + White's side terms) -
// (Black's), negated when Black is to move.
std::string explanationJson(const Explanation& e);

} // namespace kd
