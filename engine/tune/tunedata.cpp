// Training data: the two line formats, the sparse features of a position, and the rule that refuses
// data made mostly of bad lines.
#include "core/file.h"
#include "core/text.h"
#include "eval/evaluate.h"
#include "tune/tuner.h"

#include <algorithm>
#include <fstream>
#include <optional>

namespace kd {

namespace {

// A result word: "1-0", "0-1", "1/2-1/2", or a number from 0 to 1 ("1.0", "0.5", "0.73").
std::optional<double> parseResultWord(std::string_view word)
{
    if (word == "1-0")
        return 1.0;
    if (word == "0-1")
        return 0.0;
    if (word == "1/2-1/2")
        return 0.5;
    const auto value = text::parseNumber<double>(word);
    if (!value || !(*value >= 0.0 && *value <= 1.0))
        return std::nullopt;
    return value;
}

struct ParsedLine {
    std::string_view fen;
    double result = 0.5;
};

// "FEN [1.0]": the FEN is everything before the bracket.
Result<ParsedLine> parseBracketLine(std::string_view line, std::size_t open)
{
    const std::size_t close = line.find(']', open);
    if (close == std::string_view::npos)
        return Error {"'[' without ']'"};
    if (!text::trim(line.substr(close + 1)).empty())
        return Error {"text after the result " + text::quoted(line.substr(open, close + 1 - open))};
    const std::string_view word = text::trim(line.substr(open + 1, close - open - 1));
    const auto result = parseResultWord(word);
    if (!result)
        return Error {"bad result " + text::quoted(word) + " (expected 1-0, 0-1, 1/2-1/2 or a number from 0 to 1)"};
    return ParsedLine {text::trim(line.substr(0, open)), *result};
}

// EPD: four FEN fields, optionally the two counters, then operations "opcode operands;". The result
// is the operation c9's operand, quoted or not.
Result<ParsedLine> parseEpdLine(std::string_view line)
{
    // The end of the FEN: four words, then up to two numbers.
    std::size_t pos = 0;
    int words = 0;
    auto skipSpace = [&] {
        while (pos < line.size() && text::isSpace(line[pos]))
            ++pos;
    };
    auto wordEnd = [&](std::size_t from) {
        while (from < line.size() && !text::isSpace(line[from]) && line[from] != ';')
            ++from;
        return from;
    };
    std::size_t fenEnd = 0;
    for (; words < 6; ++words) {
        skipSpace();
        if (pos >= line.size())
            break;
        const std::size_t end = wordEnd(pos);
        if (line.substr(pos, end - pos) == "c9" && words < 4)
            return Error {"the FEN before c9 has " + std::to_string(words)
                + " fields; it needs at least piece placement, side to move, castling and en passant"};
        if (words >= 4 && !text::parseNumber<int>(line.substr(pos, end - pos)))
            break;
        pos = fenEnd = end;
    }
    if (words < 4)
        return Error {"expected a FEN of at least four fields, found " + text::quoted(text::trim(line))};
    const std::string_view fen = line.substr(0, fenEnd);

    // The operations, split at semicolons outside quotes.
    std::optional<double> result;
    std::string_view rest = line.substr(fenEnd);
    while (!text::trim(rest).empty()) {
        std::size_t end = 0;
        bool quoted = false;
        while (end < rest.size() && (quoted || rest[end] != ';')) {
            quoted ^= rest[end] == '"';
            ++end;
        }
        const std::string_view op = text::trim(rest.substr(0, end));
        rest = end < rest.size() ? rest.substr(end + 1) : std::string_view {};
        if (op.empty())
            continue;
        const std::size_t space = std::min(op.size(), op.find_first_of(" \t"));
        if (op.substr(0, space) != "c9")
            continue;
        std::string_view operand = text::trim(op.substr(space));
        if (operand.size() >= 2 && operand.front() == '"' && operand.back() == '"')
            operand = operand.substr(1, operand.size() - 2);
        result = parseResultWord(text::trim(operand));
        if (!result)
            return Error {"bad result " + text::quoted(operand) + " in c9 (expected 1-0, 0-1 or 1/2-1/2)"};
    }
    if (!result)
        return Error {"no result: expected a c9 operation (c9 \"1-0\";) or a bracketed result ([1.0])"};
    return ParsedLine {fen, *result};
}

Result<ParsedLine> parseLine(std::string_view line)
{
    const std::size_t open = line.find('[');
    return open != std::string_view::npos ? parseBracketLine(line, open) : parseEpdLine(line);
}

std::string lineName(const std::string& source, int line) { return source + " line " + std::to_string(line); }

} // namespace

Result<TuneLine> parseTuneLine(std::string_view line)
{
    const Result<ParsedLine> parsed = parseLine(text::trim(line));
    if (!parsed)
        return Error {parsed.error()};
    return TuneLine {std::string(parsed->fen), parsed->result};
}

void TuneData::add(const Position& pos, double result)
{
    Entry e;
    e.first = std::uint32_t(features.size());
    e.endingRule = EvalTables::endingRule(pos);
    e.result = float(result);

    // Per White's square and piece type: White's pieces count +1, Black's (mirrored) -1; material
    // is the difference of the counts. Kings' material always cancels and is left out.
    TuneFeature raw[SQUARE_NB + 6];
    int n = 0;
    for (PieceType pt = PAWN; pt <= KING; ++pt) {
        const int white = pos.count(WHITE, pt), black = pos.count(BLACK, pt);
        e.pieceCounts[WHITE][pt] = std::uint8_t(white);
        e.pieceCounts[BLACK][pt] = std::uint8_t(black);
        if (pt != KING && white != black)
            raw[n++] = {std::uint16_t(pt - 1), std::int8_t(white - black)};
    }
    const int tablesFrom = n;
    for (Color c : {WHITE, BLACK})
        for (Bitboard b = pos.pieces(c); b;) {
            const Square s = popLsb(b);
            const PieceType pt = typeOf(pos.pieceOn(s));
            raw[n++] = {std::uint16_t(6 + (pt - 1) * 64 + relativeSquare(c, s)), std::int8_t(c == WHITE ? 1 : -1)};
        }
    // A White and a Black piece reading the same entry cancel.
    std::sort(raw + tablesFrom, raw + n, [](const TuneFeature& a, const TuneFeature& b) { return a.index < b.index; });
    for (int i = 0; i < n; ++i) {
        if (i + 1 < n && i >= tablesFrom && raw[i + 1].index == raw[i].index) {
            raw[i + 1].count = std::int8_t(raw[i + 1].count + raw[i].count);
            continue;
        }
        if (raw[i].count != 0)
            features.push_back(raw[i]);
    }
    // The terms, counted by the evaluation's own code (eval/evaluate.h), whatever model is tuned:
    // a model without terms leaves their weights at 0 and untouched.
    std::vector<std::pair<int, int>> terms;
    terms.reserve(48);
    termFeatures(pos, terms);
    for (const auto& [index, count] : terms)
        features.push_back({std::uint16_t(TERMS_FIRST + index), std::int8_t(count)});
    e.size = std::uint16_t(features.size() - e.first);
    entries.push_back(e);
}

Result<TuneData> readTuneData(std::istream& in, const std::string& sourceName, std::vector<DataProblem>* problems)
{
    TuneData data;
    data.source = sourceName;
    std::vector<DataProblem> bad;
    std::string line;
    int number = 0, dataLines = 0;
    while (std::getline(in, line)) {
        ++number;
        const std::string_view trimmed = text::trim(line);
        if (trimmed.empty() || trimmed.front() == '#')
            continue;
        ++dataLines;
        const Result<ParsedLine> parsed = parseLine(trimmed);
        if (!parsed) {
            bad.push_back({number, lineName(sourceName, number) + ": " + parsed.error()});
            continue;
        }
        const Result<Position> pos = Position::fromFen(parsed->fen);
        if (!pos) {
            bad.push_back({number, lineName(sourceName, number) + ": bad FEN: " + pos.error()});
            continue;
        }
        data.add(*pos, parsed->result);
    }
    if (in.bad())
        return Error {sourceName + ": read error after line " + std::to_string(number)};

    const std::size_t badCount = bad.size();
    if (problems)
        *problems = bad;
    if (dataLines == 0)
        return Error {sourceName + ": no positions (every line is empty or a comment)"};
    if (data.entries.empty() || 2 * badCount > std::size_t(dataLines)) {
        std::string first;
        for (std::size_t i = 0; i < bad.size() && i < 3; ++i)
            first += "\n  " + bad[i].message;
        return Error {sourceName + ": " + std::to_string(badCount) + " of " + std::to_string(dataLines)
            + " data lines are bad, so this is probably not training data; the first:" + first};
    }
    return data;
}

Result<TuneData> loadTuneData(const std::string& path, std::vector<DataProblem>* problems)
{
    if (Result<void> file = checkStreamableFile(path); !file)
        return Error {"cannot open training data '" + path + "': " + file.error()};
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error {"cannot open training data '" + path + "'"};
    return readTuneData(in, path, problems);
}

Result<unsigned> parseTuneParams(const std::string& textList)
{
    unsigned set = 0;
    std::string_view rest = textList;
    while (true) {
        const std::size_t comma = rest.find(',');
        const std::string word = text::lower(text::trim(rest.substr(0, comma)));
        if (word == "material")
            set |= TUNE_MATERIAL;
        else if (word == "tables")
            set |= TUNE_TABLES;
        else if (word == "terms")
            set |= TUNE_TERMS;
        else if (word == "all")
            set |= TUNE_ALL;
        else
            return Error {"unknown parameter set " + text::quoted(word) + " (expected material, tables, terms or all)"};
        if (comma == std::string_view::npos)
            break;
        rest = rest.substr(comma + 1);
    }
    return set;
}

} // namespace kd
