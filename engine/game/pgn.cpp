#include "game/pgn.h"

#include "core/notation.h"
#include "core/text.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>

namespace kd {

using namespace text;

namespace {

constexpr std::string_view SEVEN_TAGS[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

bool isResult(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

std::string located(int line, const std::string& message) { return "line " + std::to_string(line) + ": " + message; }

} // namespace

std::string PgnGame::tag(std::string_view name) const
{
    for (const auto& [k, v] : tags)
        if (k == name)
            return v;
    return {};
}

void PgnGame::setTag(std::string_view name, std::string value)
{
    for (auto& [k, v] : tags)
        if (k == name) {
            v = std::move(value);
            return;
        }
    tags.emplace_back(std::string(name), std::move(value));
}

Result<Position> PgnGame::start() const
{
    const std::string fen = tag("FEN");
    if (fen.empty())
        return Position();
    Result<Position> pos = Position::fromFen(fen);
    if (!pos)
        return Error {"FEN tag: " + pos.error()};
    return pos;
}

Result<Position> PgnGame::end() const
{
    Result<Position> pos = start();
    if (!pos)
        return pos;
    const std::vector<Move> moves = mainLine();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (!pos->isLegal(moves[i]))
            return Error {"move " + std::to_string(i + 1) + " (" + toUci(moves[i]) + ") is illegal"};
        pos->doMove(moves[i]);
    }
    return pos;
}

Result<std::vector<PgnGame>> readPgn(std::string_view text)
{
    std::vector<PgnGame> games;
    PgnGame game;
    Position pos;
    bool inGame = false; // a tag or a move of the current game was read
    bool movesStarted = false;
    int variationDepth = 0;
    int cursor = MoveTree::ROOT; // the last move read
    int line = 1;
    std::size_t i = 0;

    std::unordered_map<std::string, std::size_t> tagIndex; // the current game's tags by name
    int resultTagLine = 0;

    // Ends the current game with the movetext's result token, or "" when the movetext has none:
    // then the Result tag gives it, if it is one of the four results (else the game is unfinished).
    auto finish = [&](std::string_view token) {
        const std::string tag = game.tag("Result");
        if (!tag.empty() && !isResult(tag))
            game.warnings.push_back(located(resultTagLine,
                "Result tag " + quoted(tag) + " is not 1-0, 0-1, 1/2-1/2 or *: the game is read as unfinished (*)"));
        else if (!tag.empty() && !token.empty() && tag != token)
            game.warnings.push_back(located(resultTagLine,
                "Result tag " + quoted(tag) + " differs from the result " + quoted(token)
                    + " after the moves, which is used"));
        game.result = !token.empty() ? std::string(token) : isResult(tag) ? tag : "*";
        games.push_back(std::move(game));
        game = PgnGame {};
        pos = Position();
        cursor = MoveTree::ROOT;
        tagIndex.clear();
        resultTagLine = 0;
        inGame = movesStarted = false;
    };

    while (i < text.size()) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            ++i;
            continue;
        }
        if (isSpace(c)) {
            ++i;
            continue;
        }
        if (c == '%' && (i == 0 || text[i - 1] == '\n')) { // escape line
            while (i < text.size() && text[i] != '\n')
                ++i;
            continue;
        }
        if (c == ';') {
            while (i < text.size() && text[i] != '\n')
                ++i;
            continue;
        }
        if (c == '{') {
            const int opened = line;
            ++i;
            while (i < text.size() && text[i] != '}')
                line += text[i++] == '\n';
            if (i >= text.size())
                return Error {located(opened, "comment opened with '{' is never closed")};
            ++i;
            continue;
        }
        if (c == '[' && variationDepth == 0) {
            if (movesStarted) // a tag after moves without a result: the previous game ended
                finish("");
            if (!inGame)
                game.line = line;
            inGame = true;
            // [Name "value"] on one line; the value may hold any character, with \" and \\ escaped.
            auto bad = [&] {
                const std::size_t eol = std::min(text.find('\n', i), text.size());
                return Error {located(
                    line, "tag must look like [Name \"value\"], got " + std::string(trim(text.substr(i, eol - i))))};
            };
            std::size_t k = i + 1;
            auto skipBlanks = [&] {
                while (k < text.size() && (text[k] == ' ' || text[k] == '\t'))
                    ++k;
            };
            skipBlanks();
            const std::size_t nameStart = k;
            while (k < text.size() && !isSpace(text[k]) && text[k] != '"' && text[k] != ']')
                ++k;
            const std::string_view name = text.substr(nameStart, k - nameStart);
            skipBlanks();
            if (name.empty() || k >= text.size() || text[k] != '"')
                return bad();
            // PGN tag names are letters, digits and '_' (the standard's 8.1.1), which is also all the
            // writer writes, so a tag read always reads back under the same name.
            if (!std::all_of(name.begin(), name.end(),
                    [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; }))
                return Error {located(
                    line, "tag name " + quoted(name) + " may hold only letters, digits and '_' (PGN tag names)")};
            std::string value;
            for (++k; k < text.size() && text[k] != '"' && text[k] != '\n'; ++k) {
                if (text[k] == '\\' && k + 1 < text.size() && (text[k + 1] == '"' || text[k + 1] == '\\'))
                    ++k;
                // A control character (a tab, a carriage return) reads as a space, as it is written.
                value += static_cast<unsigned char>(text[k]) < 0x20 ? ' ' : text[k];
            }
            if (k >= text.size() || text[k] != '"')
                return bad();
            ++k;
            skipBlanks();
            if (k >= text.size() || text[k] != ']')
                return bad();
            if (name == "FEN") {
                Result<Position> start = Position::fromFen(value);
                if (!start)
                    return Error {located(line, "FEN tag: " + start.error())};
                pos = std::move(*start);
            }
            if (name == "Result")
                resultTagLine = line;
            // A repeated tag replaces the earlier value; the index keeps this linear in the tag count.
            if (const auto [at, added] = tagIndex.try_emplace(std::string(name), game.tags.size()); added)
                game.tags.emplace_back(std::string(name), std::move(value));
            else
                game.tags[at->second].second = std::move(value);
            i = k + 1;
            continue;
        }
        if (c == '(') {
            ++variationDepth;
            ++i;
            continue;
        }
        if (c == ')') {
            if (variationDepth == 0)
                return Error {located(line, "')' closes no variation")};
            --variationDepth;
            ++i;
            continue;
        }
        // A token: up to whitespace or a delimiter.
        std::size_t end = i;
        while (end < text.size() && !isSpace(text[end])
            && std::string_view("{}()[];").find(text[end]) == std::string_view::npos)
            ++end;
        std::string_view token = text.substr(i, end - i);
        i = end;
        if (token.empty()) { // a stray delimiter
            return Error {located(line, "unexpected " + quoted(text[i]))};
        }
        if (variationDepth > 0 || token[0] == '$')
            continue;
        if (isResult(token)) {
            if (!inGame && !movesStarted)
                continue; // a lone result between games
            finish(token);
            continue;
        }
        // Move numbers: "12." or "12..." (possibly glued to the move: "12.e4").
        std::size_t digits = 0;
        while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits])))
            ++digits;
        if (digits > 0 && digits < token.size() && token[digits] == '.') {
            while (digits < token.size() && token[digits] == '.')
                ++digits;
            token.remove_prefix(digits);
            if (token.empty())
                continue;
        } else if (digits == token.size()) {
            continue; // a bare number
        }
        if (!inGame)
            game.line = line;
        inGame = movesStarted = true;
        Result<Move> m = parseSan(pos, token);
        if (!m)
            return Error {located(line, m.error())};
        cursor = game.tree.add(cursor, *m);
        pos.doMove(*m);
    }
    if (variationDepth > 0)
        return Error {located(line, "variation opened with '(' is never closed")};
    if (inGame)
        finish("");
    return games;
}

std::string writePgn(const PgnGame& game)
{
    std::string out;
    // Only one of the four results is ever written, in the Result tag and after the moves.
    const std::string result = isResult(game.result) ? game.result : "*";
    // A tag always reads back: its name is letters, digits and '_' (others, which only a game built in
    // code can hold, become '_'), its value one line (control characters become spaces, as the
    // reader reads them), with '"' and '\\' escaped.
    auto writeTag = [&](std::string_view name, const std::string& value) {
        std::string cleanName(name);
        for (char& ch : cleanName)
            if (!std::isalnum(static_cast<unsigned char>(ch)))
                ch = '_';
        std::string escaped;
        for (char ch : value) {
            if (ch == '"' || ch == '\\')
                escaped += '\\';
            escaped += static_cast<unsigned char>(ch) < 0x20 ? ' ' : ch;
        }
        out += "[" + cleanName + " \"" + escaped + "\"]\n";
    };
    for (std::string_view name : SEVEN_TAGS) {
        std::string value = name == "Result" ? result : game.tag(name);
        if (value.empty())
            value = name == "Date" ? "????.??.??" : "?";
        writeTag(name, value);
    }
    for (const auto& [name, value] : game.tags)
        if (!name.empty() && std::find(std::begin(SEVEN_TAGS), std::end(SEVEN_TAGS), name) == std::end(SEVEN_TAGS))
            writeTag(name, value);
    out += '\n';

    Position pos = game.start().value();
    std::string lineText;
    auto emit = [&](const std::string& word) {
        if (!lineText.empty() && lineText.size() + 1 + word.size() > 80) {
            out += lineText + '\n';
            lineText.clear();
        }
        lineText += (lineText.empty() ? "" : " ") + word;
    };
    const std::vector<Move> moves = game.mainLine();
    for (std::size_t k = 0; k < moves.size(); ++k) {
        const Move m = moves[k];
        if (pos.sideToMove() == WHITE)
            emit(std::to_string(pos.fullmoveNumber()) + ". " + toSan(pos, m));
        else if (k == 0)
            emit(std::to_string(pos.fullmoveNumber()) + "... " + toSan(pos, m));
        else
            emit(toSan(pos, m));
        pos.doMove(m);
    }
    emit(result);
    out += lineText + "\n\n";
    return out;
}

} // namespace kd
