// An evaluation model is data: material per piece type and a 64-square table per piece type, each for
// the middle game (MG) and the end game (EG), plus the rule that picks between them (the phase rule).
// A model may also carry evaluation terms (mobility, pawn structure, king safety, ...: eval/terms.h).
// Models load from and save to JSON (the format is documented in README.md); the built-in ones are
// read from resources/models/*.json at build time.
#pragma once

#include "core/result.h"
#include "core/types.h"
#include "eval/terms.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace kd {

enum Stage : std::uint8_t { MG, EG, STAGE_NB };

// How the phase of a position is found and what it selects:
//   Single  — one set of tables (the MG set); the phase is always phaseMax.
//   Switch  — Simplified's rule: the EG set once the ending has begun (phase 0), else the MG set
//             (phase phaseMax). Ending: every side that has a queen has no other pieces except at
//             most one minor piece (so also: no queens at all).
//   Tapered — phase = sum of phaseWeight over the pieces on the board, capped at phaseMax; each
//             value is blended linearly between EG (phase 0) and MG (phase phaseMax).
enum class PhaseKind : std::uint8_t { Single, Switch, Tapered };

std::string_view phaseKindName(PhaseKind k); // "single", "switch", "tapered"

struct EvalModel {
    // Material lies within +-MODEL_MATERIAL_MAX, table entries within +-MODEL_TABLE_MAX (core/types.h).
    static constexpr int MAX_PHASE = 31; // a phase range must fit the Position's phase lanes

    std::string name; // short identifier, e.g. "simplified"
    std::string title; // one line for people
    std::string source; // where the numbers come from (free text)
    PhaseKind kind = PhaseKind::Single;
    int phaseMax = 24;
    std::array<int, PIECE_TYPE_NB> phaseWeight {}; // Tapered only; index by PieceType
    std::array<std::array<int, PIECE_TYPE_NB>, STAGE_NB> material {}; // [stage][piece type]
    // [stage][piece type][square]: indexed by White's square (a1 = 0, h8 = 63). Files list rank 8
    // first, as the seeds print them; a Black piece on s reads the entry of flipRank(s).
    std::array<std::array<std::array<int, SQUARE_NB>, PIECE_TYPE_NB>, STAGE_NB> psqt {};
    // The optional `terms` section (eval/terms.h): absent in PSQT-only models, which score as
    // material plus tables alone. [stage][TERM_INFO[id].offset + entry]; square-indexed terms by
    // White's square. Each weight lies within +-MODEL_TABLE_MAX.
    bool hasTerms = false;
    std::array<std::array<int, TERM_WEIGHTS>, STAGE_NB> terms {};

    int termWeight(Stage st, TermId id, int entry) const { return terms[st][TERM_INFO[id].offset + entry]; }
    int& termWeight(Stage st, TermId id, int entry) { return terms[st][TERM_INFO[id].offset + entry]; }

    bool operator==(const EvalModel&) const = default;
};

// Checks what the file format cannot express: value ranges (MODEL_MATERIAL_MAX, MODEL_TABLE_MAX,
// MAX_PHASE), a Single model's EG set equal to its MG set. Returns the first problem, naming the
// field as the JSON file spells it. Every model the engine uses passes it (EvalTables::build()
// asserts it; parseModelJson() and saveModelFile() check it).
Result<void> validate(const EvalModel& m);

// Reads a model from JSON text. Errors name the field ("psqt.mg.N: expected 64 values, found 63",
// "material.mg.Q: expected an integer, found 1e400 ...") or the place in the text ("line 3,
// column 7: ..."). Never throws.
Result<EvalModel> parseModelJson(std::string_view json);
// Writes a model as JSON (the tables eight values per row, rank 8 first). parseModelJson() reads
// back exactly the same model.
std::string modelToJson(const EvalModel& m);

// Reads a model file; errors start with the file name.
Result<EvalModel> loadModelFile(const std::string& path);
// Writes a model file through a temporary file and a rename, so a failure leaves the old file.
Result<void> saveModelFile(const EvalModel& m, const std::string& path);

// The engine's model unless told otherwise: what kandinsky-engine, the GUI's engine and the bench
// play with (README, "The built-in classical model", shows the match that chose it).
inline constexpr std::string_view DEFAULT_MODEL = "classical";

// The built-in models, in the order of KD_BUILTIN_MODELS (simplified, otter, pesto, kandinsky, classical).
const std::vector<EvalModel>& builtinModels();
const EvalModel* findBuiltinModel(std::string_view name);
// A built-in model's name, or else the path of a model file.
Result<EvalModel> resolveModel(const std::string& nameOrFile);

} // namespace kd
