#include "eval/evalmodel.h"

#include "core/file.h"
#include "core/notation.h"
#include "core/text.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <span>
#include <sstream>

namespace kd {

namespace detail {
std::span<const std::string_view> builtinModelTexts(); // builtin_models.cpp, generated
}

namespace {

using nlohmann::json;

constexpr std::string_view PIECE_LETTERS = PIECE_TYPE_LETTERS;
constexpr std::string_view STAGE_NAMES[STAGE_NB] = {"mg", "eg"};
constexpr std::string_view ORIENTATION = "each table has 64 values for White, first row = rank 8 (a8..h8), last "
                                         "row = rank 1 (a1..h1); Black uses the same table mirrored vertically "
                                         "(square index XOR 56)";

// A problem in a model file: the field as the file spells it ("psqt.mg.N") and what is wrong.
struct FieldError {
    std::string field;
    std::string message;
};

std::string describe(const json& v)
{
    std::string text;
    switch (v.type()) {
    case json::value_t::string:
        text = "the string " + v.dump();
        break;
    case json::value_t::boolean:
        text = v.dump();
        break;
    case json::value_t::null:
        return "null";
    case json::value_t::object:
        return "an object";
    case json::value_t::array:
        return "an array";
    default:
        text = v.dump();
    }
    return text.size() > 40 ? text.substr(0, 37) + "..." : text;
}

std::string join(const std::string& path, std::string_view key)
{
    return path.empty() ? std::string(key) : path + "." + std::string(key);
}

const json& member(const json& obj, const std::string& path, std::string_view key)
{
    const auto it = obj.find(key);
    if (it == obj.end())
        throw FieldError {join(path, key), "missing"};
    return *it;
}

const json& objectField(const json& v, const std::string& path)
{
    if (!v.is_object())
        throw FieldError {path, "expected an object, found " + describe(v)};
    return v;
}

std::string stringField(const json& v, const std::string& path)
{
    if (!v.is_string())
        throw FieldError {path, "expected a string, found " + describe(v)};
    return v.get<std::string>();
}

bool inRange(int v, int max) { return v >= -max && v <= max; }

std::string outOfRange(long long v, int max)
{
    return std::to_string(v) + " is out of range (" + std::to_string(-max) + " to " + std::to_string(max) + ")";
}

int integerField(const json& v, const std::string& path, int min, int max)
{
    if (!v.is_number_integer())
        throw FieldError {path, "expected an integer, found " + describe(v)};
    const bool tooSmall = v.is_number_unsigned() ? false : v.get<std::int64_t>() < min;
    const bool tooLarge
        = v.is_number_unsigned() ? v.get<std::uint64_t>() > std::uint64_t(max) : v.get<std::int64_t>() > max;
    if (tooSmall || tooLarge)
        throw FieldError {
            path, v.dump() + " is out of range (" + std::to_string(min) + " to " + std::to_string(max) + ")"};
    return int(v.get<std::int64_t>());
}

// An object whose keys are piece letters (all six are looked up by the caller).
void checkPieceKeys(const json& v, const std::string& path)
{
    objectField(v, path);
    for (const auto& [key, value] : v.items())
        if (key.size() != 1 || key[0] == ' ' || PIECE_LETTERS.find(key[0]) == std::string_view::npos)
            throw FieldError {join(path, key), "unknown piece (expected P, N, B, R, Q or K)"};
}

// {"P": .., "N": .., "B": .., "R": .., "Q": .., "K": ..}
std::array<int, PIECE_TYPE_NB> pieceValues(const json& v, const std::string& path, int min, int max)
{
    checkPieceKeys(v, path);
    std::array<int, PIECE_TYPE_NB> result {};
    for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1)) {
        const std::string_view key = PIECE_LETTERS.substr(pt, 1);
        result[pt] = integerField(member(v, path, key), join(path, key), min, max);
    }
    return result;
}

// "psqt.mg.N[27] (d5)": the 28th value of a table as the file lists it (rank 8 first).
std::string tableCellPath(const std::string& path, int i)
{
    return path + "[" + std::to_string(i) + "] (" + squareName(flipRank(Square(i))) + ")";
}

std::array<int, SQUARE_NB> table(const json& v, const std::string& path)
{
    if (!v.is_array())
        throw FieldError {path, "expected an array of 64 integers, found " + describe(v)};
    if (v.size() != SQUARE_NB)
        throw FieldError {path, "expected 64 values, found " + std::to_string(v.size())};
    std::array<int, SQUARE_NB> result {};
    for (int i = 0; i < SQUARE_NB; ++i) {
        const Square s = flipRank(Square(i)); // the file lists rank 8 first
        result[s] = integerField(v[i], tableCellPath(path, i), -MODEL_TABLE_MAX, MODEL_TABLE_MAX);
    }
    return result;
}

// material.mg / material.eg or psqt.mg / psqt.eg. A Single model may leave out the EG set: its MG set
// is read for both.
template <class Read> void readStages(const json& root, std::string_view key, PhaseKind kind, Read&& read)
{
    const std::string path(key);
    const json& sets = objectField(member(root, "", key), path);
    read(MG, member(sets, path, "mg"), join(path, "mg"));
    const bool egGiven = kind != PhaseKind::Single || sets.contains("eg");
    const std::string eg = egGiven ? "eg" : "mg";
    read(EG, member(sets, path, eg), join(path, eg));
}

// Builds the document as nlohmann's own parser does, and knows where it is ("psqt.mg.N[27]"), so
// that a number no double can hold (1e400), which nlohmann refuses while parsing, is reported at
// its field like every other bad value.
class DocumentBuilder {
public:
    json root;
    std::string overflowField, overflowToken; // set when a number overflowed
    std::string syntaxError; // nlohmann's message for any other parse error

    bool null() { return put(json(nullptr)); }
    bool boolean(bool b) { return put(json(b)); }
    bool number_integer(json::number_integer_t v) { return put(json(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return put(json(v)); }
    bool number_float(json::number_float_t v, const json::string_t&) { return put(json(v)); }
    bool string(json::string_t& v) { return put(json(std::move(v))); }
    bool binary(json::binary_t& v) { return put(json::binary(std::move(v))); }
    bool start_object(std::size_t) { return open(json::object()); }
    bool key(json::string_t& k)
    {
        open_.back().key = k;
        return true;
    }
    bool end_object() { return close(); }
    bool start_array(std::size_t) { return open(json::array()); }
    bool end_array() { return close(); }
    template <class Exception> bool parse_error(std::size_t, const std::string& token, const Exception& e)
    {
        if (e.id == 406) {
            overflowField = path();
            overflowToken = token;
        } else {
            syntaxError = e.what();
        }
        return false;
    }

private:
    struct Open {
        json value;
        std::string key; // the member being read, in an object
    };
    std::vector<Open> open_;

    bool put(json v)
    {
        if (open_.empty())
            root = std::move(v);
        else if (open_.back().value.is_array())
            open_.back().value.push_back(std::move(v));
        else
            open_.back().value[open_.back().key] = std::move(v);
        return true;
    }
    bool open(json container)
    {
        open_.push_back(Open {std::move(container), {}});
        return true;
    }
    bool close()
    {
        json done = std::move(open_.back().value);
        open_.pop_back();
        return put(std::move(done));
    }
    // The value being read, named as the reader names fields.
    std::string path() const
    {
        std::string p;
        for (std::size_t i = 0; i < open_.size(); ++i) {
            const Open& o = open_[i];
            if (o.value.is_object()) {
                p = join(p, o.key);
                continue;
            }
            const int index = int(o.value.size());
            const bool tableCell = i == 3 && open_[0].key == "psqt" && index < SQUARE_NB;
            p = tableCell ? tableCellPath(p, index) : p + "[" + std::to_string(index) + "]";
        }
        return p;
    }
};

std::string termKeys()
{
    std::string keys;
    for (const TermInfo& info : TERM_INFO)
        keys += (keys.empty() ? "" : ", ") + std::string(info.key);
    return keys;
}

// One stage of one term: an integer, or an array of `size` integers (a square-indexed term lists
// 64 values rank 8 first, like the tables).
void readTermStage(const json& v, const std::string& path, const TermInfo& info, int* out)
{
    if (info.index == TermIndex::Scalar) {
        out[0] = integerField(v, path, -MODEL_TABLE_MAX, MODEL_TABLE_MAX);
        return;
    }
    if (info.index == TermIndex::Square) {
        const std::array<int, SQUARE_NB> t = table(v, path);
        std::copy(t.begin(), t.end(), out);
        return;
    }
    const std::string expected = "an array of " + std::to_string(info.size) + " integers";
    if (!v.is_array())
        throw FieldError {path, "expected " + expected + ", found " + describe(v)};
    if (int(v.size()) != info.size)
        throw FieldError {path, "expected " + std::to_string(info.size) + " values, found " + std::to_string(v.size())};
    for (int i = 0; i < info.size; ++i)
        out[i]
            = integerField(v[std::size_t(i)], path + "[" + std::to_string(i) + "]", -MODEL_TABLE_MAX, MODEL_TABLE_MAX);
}

// "terms": {"mobility_knight": {"mg": [9 values], "eg": [...]}, ..., "tempo": {"mg": 10, "eg": 5}}.
// A term the file does not name weighs 0 in both stages: a file written before the term existed
// scores every position as it did then. A Single model may leave out each "eg".
void readTerms(const json& v, EvalModel& m)
{
    objectField(v, "terms");
    for (const auto& [key, value] : v.items()) {
        bool known = false;
        for (const TermInfo& info : TERM_INFO)
            known = known || info.key == key;
        if (!known)
            throw FieldError {"terms." + key, "unknown term (expected one of " + termKeys() + ")"};
    }
    m.hasTerms = true;
    for (const TermInfo& info : TERM_INFO) {
        const std::string path = "terms." + std::string(info.key);
        if (!v.contains(info.key)) {
            std::fill_n(&m.terms[MG][std::size_t(info.offset)], info.size, 0);
            std::fill_n(&m.terms[EG][std::size_t(info.offset)], info.size, 0);
            continue;
        }
        const json& stages = objectField(member(v, "terms", info.key), path);
        for (const auto& [key, value] : stages.items())
            if (key != "mg" && key != "eg")
                throw FieldError {join(path, key), "unknown stage (expected mg or eg)"};
        readTermStage(member(stages, path, "mg"), join(path, "mg"), info, &m.terms[MG][std::size_t(info.offset)]);
        const bool egGiven = m.kind != PhaseKind::Single || stages.contains("eg");
        readTermStage(member(stages, path, egGiven ? "eg" : "mg"), join(path, egGiven ? "eg" : "mg"), info,
            &m.terms[EG][std::size_t(info.offset)]);
    }
}

EvalModel readModel(const json& root)
{
    if (!root.is_object())
        throw FieldError {"", "the top level must be a JSON object, found " + describe(root)};
    EvalModel m;
    m.name = stringField(member(root, "", "name"), "name");
    if (m.name.empty())
        throw FieldError {"name", "must not be empty"};
    m.title = root.contains("title") ? stringField(root["title"], "title") : m.name;
    m.source = root.contains("source") ? stringField(root["source"], "source") : "";

    const json& phase = objectField(member(root, "", "phase"), "phase");
    const std::string kind = stringField(member(phase, "phase", "kind"), "phase.kind");
    if (kind == "single")
        m.kind = PhaseKind::Single;
    else if (kind == "switch")
        m.kind = PhaseKind::Switch;
    else if (kind == "tapered")
        m.kind = PhaseKind::Tapered;
    else
        throw FieldError {"phase.kind", "unknown phase rule \"" + kind + "\" (expected single, switch or tapered)"};
    if (m.kind == PhaseKind::Tapered) {
        m.phaseMax = integerField(member(phase, "phase", "max"), "phase.max", 1, EvalModel::MAX_PHASE);
        m.phaseWeight = pieceValues(member(phase, "phase", "weights"), "phase.weights", 0, EvalModel::MAX_PHASE);
    }

    readStages(root, "material", m.kind, [&](Stage st, const json& v, const std::string& path) {
        m.material[st] = pieceValues(v, path, -MODEL_MATERIAL_MAX, MODEL_MATERIAL_MAX);
    });
    readStages(root, "psqt", m.kind, [&](Stage st, const json& v, const std::string& path) {
        checkPieceKeys(v, path);
        for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1)) {
            const std::string_view key = PIECE_LETTERS.substr(pt, 1);
            m.psqt[st][pt] = table(member(v, path, key), join(path, key));
        }
    });
    if (root.contains("terms"))
        readTerms(root["terms"], m);
    return m;
}

// "terms.mobility_knight.mg[4]", "terms.passed_pawn.eg[12] (e7)", "terms.tempo.mg".
std::string termCellPath(const TermInfo& info, std::string_view stage, int i)
{
    const std::string path = "terms." + std::string(info.key) + "." + std::string(stage);
    switch (info.index) {
    case TermIndex::Scalar:
        return path;
    case TermIndex::Square:
        return tableCellPath(path, flipRank(Square(i)));
    default:
        return path + "[" + std::to_string(i) + "]";
    }
}

std::string pieceObject(const std::array<int, PIECE_TYPE_NB>& v)
{
    std::string s = "{";
    for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1))
        s += std::string(pt == PAWN ? "" : ", ") + "\"" + PIECE_LETTERS[pt] + "\": " + std::to_string(v[pt]);
    return s + "}";
}

std::string phaseRuleText(const EvalModel& m)
{
    switch (m.kind) {
    case PhaseKind::Single:
        return "one set of tables (mg) for the whole game";
    case PhaseKind::Switch:
        return "end game (eg) when every side that has a queen has no other pieces except at most one minor "
               "piece (so also when there are no queens); otherwise middle game (mg)";
    case PhaseKind::Tapered:
        break;
    }
    const std::string max = std::to_string(m.phaseMax);
    return "phase = sum of the weights of the pieces on the board, capped at " + max
        + "; each value = round((mg * phase + eg * (" + max + " - phase)) / " + max + ")";
}

} // namespace

std::string_view phaseKindName(PhaseKind k)
{
    switch (k) {
    case PhaseKind::Single:
        return "single";
    case PhaseKind::Switch:
        return "switch";
    case PhaseKind::Tapered:
        return "tapered";
    }
    return "?";
}

Result<void> validate(const EvalModel& m)
{
    if (m.name.empty())
        return Error {"name: must not be empty"};
    if (m.kind == PhaseKind::Tapered) {
        if (m.phaseMax < 1 || m.phaseMax > EvalModel::MAX_PHASE)
            return Error {"phase.max: " + std::to_string(m.phaseMax) + " is out of range (1 to "
                + std::to_string(EvalModel::MAX_PHASE) + ")"};
        for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1))
            if (m.phaseWeight[pt] < 0 || m.phaseWeight[pt] > EvalModel::MAX_PHASE)
                return Error {"phase.weights." + std::string(1, PIECE_LETTERS[pt]) + ": "
                    + std::to_string(m.phaseWeight[pt]) + " is out of range (0 to "
                    + std::to_string(EvalModel::MAX_PHASE) + ")"};
    } else if (m.phaseMax != 24)
        return Error {"phase.max: a " + std::string(phaseKindName(m.kind)) + " model has phases 0 and 24 only"};

    for (int st = MG; st < STAGE_NB; ++st)
        for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1)) {
            const std::string piece(1, PIECE_LETTERS[pt]);
            const std::string stage(STAGE_NAMES[st]);
            if (!inRange(m.material[st][pt], MODEL_MATERIAL_MAX))
                return Error {
                    "material." + stage + "." + piece + ": " + outOfRange(m.material[st][pt], MODEL_MATERIAL_MAX)};
            for (Square s = SQ_A1; s <= SQ_H8; ++s)
                if (!inRange(m.psqt[st][pt][s], MODEL_TABLE_MAX))
                    return Error {tableCellPath("psqt." + stage + "." + piece, flipRank(s)) + ": "
                        + outOfRange(m.psqt[st][pt][s], MODEL_TABLE_MAX)};
        }
    if (m.hasTerms)
        for (int st = MG; st < STAGE_NB; ++st)
            for (const TermInfo& info : TERM_INFO)
                for (int i = 0; i < info.size; ++i) {
                    const int w = m.terms[st][std::size_t(info.offset + i)];
                    if (!inRange(w, MODEL_TABLE_MAX))
                        return Error {termCellPath(info, STAGE_NAMES[st], i) + ": " + outOfRange(w, MODEL_TABLE_MAX)};
                }
    if (m.kind == PhaseKind::Single) {
        if (m.hasTerms && m.terms[EG] != m.terms[MG])
            return Error {
                "terms: an eg weight differs from its mg weight, but a single model has one set (leave eg out)"};
        if (m.material[EG] != m.material[MG])
            return Error {"material.eg: differs from material.mg, but a single model has one set (leave eg out)"};
        for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1))
            if (m.psqt[EG][pt] != m.psqt[MG][pt])
                return Error {"psqt.eg." + std::string(1, PIECE_LETTERS[pt])
                    + ": differs from psqt.mg, but a single model has one set (leave eg out)"};
    }
    return {};
}

Result<EvalModel> parseModelJson(std::string_view text)
{
    DocumentBuilder doc;
    if (!json::sax_parse(text, &doc)) {
        if (!doc.overflowField.empty() || !doc.overflowToken.empty())
            return Error {(doc.overflowField.empty() ? "" : doc.overflowField + ": ") + "expected an integer, found "
                + doc.overflowToken + " (too large for any number)"};
        // "[json.exception.parse_error.101] parse error at line 3, column 7: ..." -> "not JSON: line 3, ..."
        std::string what = doc.syntaxError;
        if (const auto at = what.find(" at line "); at != std::string::npos)
            what = what.substr(at + 4);
        else if (const auto bracket = what.find("] "); bracket != std::string::npos)
            what = what.substr(bracket + 2);
        return Error {"not JSON: " + what};
    }
    const json& root = doc.root;
    try {
        EvalModel m = readModel(root);
        if (Result<void> ok = validate(m); !ok)
            return Error {ok.error()};
        return m;
    } catch (const FieldError& e) {
        return Error {e.field.empty() ? e.message : e.field + ": " + e.message};
    } catch (const json::exception& e) { // a reader mistake, never a way out of the program
        return Error {std::string("unreadable model: ") + e.what()};
    }
}

std::string modelToJson(const EvalModel& m)
{
    std::ostringstream out;
    out << "{\n";
    out << "  \"name\": " << text::jsonString(m.name) << ",\n";
    out << "  \"title\": " << text::jsonString(m.title) << ",\n";
    out << "  \"source\": " << text::jsonString(m.source) << ",\n";
    out << "  \"orientation\": " << text::jsonString(ORIENTATION) << ",\n";
    out << "  \"phase\": {\n    \"kind\": \"" << phaseKindName(m.kind) << "\",\n";
    if (m.kind == PhaseKind::Tapered) {
        out << "    \"weights\": " << pieceObject(m.phaseWeight) << ",\n";
        out << "    \"max\": " << m.phaseMax << ",\n";
    }
    out << "    \"rule\": " << text::jsonString(phaseRuleText(m)) << "\n  },\n";
    out << "  \"material\": {\n";
    for (int st = MG; st < STAGE_NB; ++st)
        out << "    \"" << STAGE_NAMES[st] << "\": " << pieceObject(m.material[st]) << (st == MG ? ",\n" : "\n");
    out << "  },\n  \"psqt\": {\n";
    for (int st = MG; st < STAGE_NB; ++st) {
        out << "    \"" << STAGE_NAMES[st] << "\": {\n";
        for (PieceType pt = PAWN; pt <= KING; pt = PieceType(pt + 1)) {
            out << "      \"" << PIECE_LETTERS[pt] << "\": [\n";
            for (int i = 0; i < SQUARE_NB; ++i) {
                char cell[16];
                std::snprintf(cell, sizeof cell, "%5d", m.psqt[st][pt][flipRank(Square(i))]);
                out << (i % 8 == 0 ? "        " : "") << cell << (i == SQUARE_NB - 1 ? "\n" : i % 8 == 7 ? ",\n" : ",");
            }
            out << "      ]" << (pt == KING ? "\n" : ",\n");
        }
        out << "    }" << (st == MG ? ",\n" : "\n");
    }
    out << "  }";
    if (m.hasTerms) {
        out << ",\n  \"terms\": {\n";
        for (const TermInfo& info : TERM_INFO) {
            out << "    \"" << info.key << "\": {";
            for (int st = MG; st < STAGE_NB; ++st) {
                const int* w = &m.terms[st][std::size_t(info.offset)];
                out << (st == MG ? "" : ", ") << "\"" << STAGE_NAMES[st] << "\": ";
                if (info.index == TermIndex::Scalar) {
                    out << w[0];
                } else if (info.index == TermIndex::Square) {
                    out << "[\n";
                    for (int i = 0; i < SQUARE_NB; ++i) {
                        char cell[16];
                        std::snprintf(cell, sizeof cell, "%5d", w[flipRank(Square(i))]);
                        out << (i % 8 == 0 ? "        " : "") << cell
                            << (i == SQUARE_NB - 1  ? "\n      ]"
                                       : i % 8 == 7 ? ",\n"
                                                    : ",");
                    }
                } else {
                    out << "[";
                    for (int i = 0; i < info.size; ++i)
                        out << (i ? ", " : "") << w[i];
                    out << "]";
                }
            }
            out << "}" << (info.key == TERM_INFO.back().key ? "\n" : ",\n");
        }
        out << "  }";
    }
    out << "\n}\n";
    return out.str();
}

Result<EvalModel> loadModelFile(const std::string& path)
{
    const Result<std::string> text = readFile(path);
    if (!text)
        return Error {"model file '" + path + "': " + text.error()};
    Result<EvalModel> m = parseModelJson(*text);
    if (!m)
        return Error {"model file '" + path + "': " + m.error()};
    return m;
}

Result<void> saveModelFile(const EvalModel& m, const std::string& path)
{
    if (Result<void> ok = validate(m); !ok)
        return Error {"cannot save model '" + m.name + "': " + ok.error()};
    const std::string temporary = path + ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out)
            return Error {"cannot write '" + temporary + "'"};
        out << modelToJson(m);
        out.close();
        if (!out) {
            std::remove(temporary.c_str());
            return Error {"cannot write '" + temporary + "'"};
        }
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        std::remove(temporary.c_str());
        return Error {"cannot replace '" + path + "'"};
    }
    return {};
}

const std::vector<EvalModel>& builtinModels()
{
    static const std::vector<EvalModel> models = [] {
        std::vector<EvalModel> result;
        for (std::string_view text : detail::builtinModelTexts())
            result.push_back(parseModelJson(text).value()); // a bad built-in file is a build mistake
        return result;
    }();
    return models;
}

const EvalModel* findBuiltinModel(std::string_view name)
{
    for (const EvalModel& m : builtinModels())
        if (m.name == name)
            return &m;
    return nullptr;
}

Result<EvalModel> resolveModel(const std::string& nameOrFile)
{
    if (const EvalModel* m = findBuiltinModel(nameOrFile))
        return *m;
    // Anything that looks like a path is read as a file, so a typo there says "cannot open it".
    const bool looksLikePath = nameOrFile.find('/') != std::string::npos || nameOrFile.ends_with(".json");
    if (looksLikePath || std::ifstream(nameOrFile).good())
        return loadModelFile(nameOrFile);
    std::string names;
    for (const EvalModel& m : builtinModels())
        names += (names.empty() ? "" : ", ") + m.name;
    return Error {"unknown model '" + nameOrFile + "': not a built-in model (" + names + ") nor a readable file"};
}

} // namespace kd
