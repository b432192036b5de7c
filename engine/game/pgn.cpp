#include "game/pgn.h"

#include "core/file.h"
#include "core/notation.h"
#include "core/text.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <unordered_map>

namespace kd {

using namespace text;

namespace {

constexpr std::string_view SEVEN_TAGS[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

// The move suffixes that stand for the NAGs $1 to $6.
constexpr std::string_view NAG_GLYPHS[] = {"!", "?", "!!", "??", "!?", "?!"};

// Deeper nesting is refused: the writer writes variations recursively.
constexpr std::size_t MAX_VARIATION_DEPTH = 1000;

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
    if (Result<void> read = readPgnGames(text, games); !read)
        return Error {read.error()};
    return games;
}

Result<void> readPgnGames(std::string_view text, std::vector<PgnGame>& games)
{
    // A UTF-8 byte order mark (some Windows programs write one) is not part of the text.
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    PgnGame game;
    Position pos;
    bool inGame = false; // a tag or a move of the current game was read
    bool movesStarted = false;
    // The variations open around the move being read: each remembers the move it is an alternative
    // to (to go back to when it closes) and how many moves pos had played when it opened.
    struct Variation {
        int replaced;
        int plies;
        int line; // where its '(' is
    };
    std::vector<Variation> variations;
    int cursor = MoveTree::ROOT; // the last move read in the current line
    bool fresh = true; // no move read yet in the current line (the game's or a variation's)
    int plies = 0; // moves played on pos since the game's start
    std::string preComment; // a comment read after '(' for the variation's first move
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
        fresh = true;
        plies = 0;
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
            const std::size_t close = text.find('}', i + 1);
            if (close == std::string_view::npos)
                return Error {located(opened, "comment opened with '{' is never closed")};
            const std::string_view body = text.substr(i + 1, close - i - 1);
            line += int(std::count(body.begin(), body.end(), '\n'));
            i = close + 1;
            // Whitespace runs read as one space (a comment is wrapped into lines when written).
            std::string comment;
            for (std::string_view word : split(body))
                comment += (comment.empty() ? "" : " ") + std::string(word);
            if (comment.empty())
                continue;
            if (fresh && !variations.empty()) {
                preComment += (preComment.empty() ? "" : " ") + comment;
            } else {
                game.tree.appendComment(cursor, comment);
            }
            continue;
        }
        if (c == '[' && variations.empty()) {
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
            if (fresh)
                return Error {located(line, "'(' opens a variation before any move it could be an alternative to")};
            if (variations.size() >= MAX_VARIATION_DEPTH)
                return Error {
                    located(line, "variations nested deeper than " + std::to_string(MAX_VARIATION_DEPTH) + " levels")};
            // The variation replaces the last move read: it starts from the position before it.
            pos.undoMove();
            --plies;
            variations.push_back({cursor, plies, line});
            cursor = game.tree.node(cursor).parent;
            fresh = true;
            preComment.clear();
            ++i;
            continue;
        }
        if (c == ')') {
            if (variations.empty())
                return Error {located(line, "')' closes no variation")};
            const Variation closed = variations.back();
            variations.pop_back();
            while (plies > closed.plies) {
                pos.undoMove();
                --plies;
            }
            pos.doMove(game.tree.node(closed.replaced).move);
            ++plies;
            cursor = closed.replaced;
            fresh = false;
            preComment.clear(); // an empty variation's comment has no move to go with
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
        if (token[0] == '$') {
            const std::string_view digits = token.substr(1);
            const bool number = !digits.empty() && digits.size() <= 3
                && std::all_of(digits.begin(), digits.end(), [](char d) { return d >= '0' && d <= '9'; });
            const int nag = number ? std::stoi(std::string(digits)) : 0;
            if (nag < 1 || nag > 255)
                return Error {located(line, "NAG " + quoted(token) + " must be $1 to $255")};
            if (fresh)
                return Error {located(line, "NAG " + quoted(token) + " comes before any move")};
            game.tree.addNag(cursor, nag);
            continue;
        }
        if (isResult(token)) {
            if (!variations.empty())
                return Error {located(line,
                    "variation opened with '(' on line " + std::to_string(variations.back().line)
                        + " is never closed before the result " + quoted(token))};
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
        // A move suffix ("!", "?", "!!", "??", "!?", "?!") is the NAG $1 to $6.
        std::size_t san = token.size();
        while (san > 0 && (token[san - 1] == '!' || token[san - 1] == '?'))
            --san;
        int suffixNag = 0;
        if (san < token.size()) {
            const std::string_view suffix = token.substr(san);
            const auto glyph = std::find(std::begin(NAG_GLYPHS), std::end(NAG_GLYPHS), suffix);
            if (glyph == std::end(NAG_GLYPHS))
                return Error {located(line,
                    "move " + quoted(token) + " ends in " + quoted(suffix)
                        + ", which is none of !, ?, !!, ??, !?, ?!")};
            suffixNag = int(glyph - std::begin(NAG_GLYPHS)) + 1;
        }
        Result<Move> m = parseSan(pos, token.substr(0, san));
        if (!m)
            return Error {located(line, m.error())};
        const int parent = cursor;
        cursor = game.tree.add(parent, *m);
        if (fresh && !preComment.empty()) {
            // Before a variation's first move; when that move is its line's continuation already
            // (a variation repeating the move it is an alternative to), the comment goes where the
            // writer puts what comes before a continuation: after the move before it.
            const bool continues = game.tree.continuation(parent) == cursor;
            if (continues)
                game.tree.appendComment(parent, preComment);
            else
                game.tree.appendPreComment(cursor, preComment);
            preComment.clear();
        }
        fresh = false;
        if (suffixNag != 0) {
            game.tree.addNag(cursor, suffixNag);
        }
        pos.doMove(*m);
        ++plies;
    }
    if (!variations.empty())
        return Error {located(
            line, "variation opened with '(' on line " + std::to_string(variations.back().line) + " is never closed")};
    if (inGame)
        finish("");
    return {};
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
    const MoveTree& tree = game.tree;
    std::string lineText;
    std::string glue; // written before the next word with no space: an opening '('
    auto emit = [&](const std::string& text) {
        const std::string word = glue + text;
        glue.clear();
        if (!lineText.empty() && lineText.size() + 1 + word.size() > 80) {
            out += lineText + '\n';
            lineText.clear();
        }
        lineText += (lineText.empty() ? "" : " ") + word;
    };
    auto close = [&] { // a ')' glued to the last word, on the next line when this one is full
        if (lineText.size() + 1 > 80) {
            out += lineText + '\n';
            lineText.clear();
        }
        lineText += ')';
    };
    // A comment's words, so that long comments wrap; a '}' (which would end it) is written as ')'.
    auto emitComment = [&](const std::string& comment) {
        const std::vector<std::string_view> words = split(comment);
        for (std::size_t k = 0; k < words.size(); ++k) {
            std::string word(words[k]);
            std::replace(word.begin(), word.end(), '}', ')');
            emit((k == 0 ? "{" : "") + word + (k + 1 == words.size() ? "}" : ""));
        }
    };
    // One move: its number when White plays it or when the text before it was not its line's
    // previous move, its SAN with a glyph for a first NAG $1 to $6, the other NAGs, its comment.
    auto emitMove = [&](int id, bool number) {
        const MoveNode& n = tree.node(id);
        if (!n.preComment.empty()) {
            emitComment(n.preComment);
            number = true;
        }
        std::string word;
        if (pos.sideToMove() == WHITE)
            word = std::to_string(pos.fullmoveNumber()) + ". ";
        else if (number)
            word = std::to_string(pos.fullmoveNumber()) + "... ";
        word += toSan(pos, n.move);
        std::size_t k = 0;
        if (!n.nags.empty() && n.nags[0] >= 1 && n.nags[0] <= 6)
            word += NAG_GLYPHS[std::size_t(n.nags[k++] - 1)];
        emit(word);
        for (; k < n.nags.size(); ++k)
            if (n.nags[k] >= 1 && n.nags[k] <= 255) // others (only set in code) would not read back
                emit("$" + std::to_string(n.nags[k]));
        emitComment(n.comment);
    };
    // The line after node id: each move, then its variations (alternatives to it, from the same
    // position), then the move after it. Recursive in the variations' nesting only.
    auto writeLine = [&](auto&& self, int id, bool number) -> void {
        int played = 0;
        for (int next = tree.continuation(id); next >= 0; id = next, next = tree.continuation(id)) {
            emitMove(next, number);
            number = !tree.node(next).comment.empty();
            const std::vector<int>& children = tree.node(id).children;
            for (std::size_t k = 1; k < children.size(); ++k) {
                glue = "(";
                emitMove(children[k], true);
                pos.doMove(tree.node(children[k]).move);
                self(self, children[k], !tree.node(children[k]).comment.empty());
                pos.undoMove();
                close();
                number = true;
            }
            pos.doMove(tree.node(next).move);
            ++played;
        }
        for (; played > 0; --played)
            pos.undoMove();
    };
    emitComment(tree.node(MoveTree::ROOT).comment);
    writeLine(writeLine, MoveTree::ROOT, true);
    emit(result);
    out += lineText + "\n\n";
    return out;
}

namespace {

// "line 3: ..." of a game read on its own, as "line <3 + offset>: ..." of the file.
std::string shiftLine(const std::string& message, int offset)
{
    if (!message.starts_with("line "))
        return message;
    std::size_t end = 5;
    while (end < message.size() && message[end] >= '0' && message[end] <= '9')
        ++end;
    const auto line = text::parseNumber<int>(std::string_view(message).substr(5, end - 5));
    return line ? "line " + std::to_string(*line + offset) + message.substr(end) : message;
}

} // namespace

Result<void> forEachPgnGame(const std::string& path, const std::function<bool(PgnFileGame&&)>& onGame)
{
    if (Result<void> file = checkStreamableFile(path); !file)
        return Error {"cannot open " + path + ": " + file.error()};
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error {"cannot open " + path};
    in.seekg(0, std::ios::end);
    const std::int64_t total = std::max<std::int64_t>(std::int64_t(in.tellg()), 0);
    in.seekg(0);

    std::string game, line;
    int gameLine = 1, lineNumber = 0;
    bool movetext = false;
    int braces = 0;
    // Hands over the text gathered; false when onGame asks to stop.
    auto flush = [&] {
        if (text::trim(game).empty())
            return true;
        std::vector<PgnGame> games;
        const Result<void> read = readPgnGames(game, games);
        const std::int64_t done = in ? std::int64_t(in.tellg()) : total;
        for (PgnGame& g : games) { // those that read, also before an error
            g.line += gameLine - 1;
            if (!onGame({std::move(g), done, total}))
                return false;
        }
        if (!read)
            return onGame({Error {shiftLine(read.error(), gameLine - 1)}, done, total});
        return true;
    };
    while (std::getline(in, line)) {
        ++lineNumber;
        if (lineNumber == 1 && line.starts_with("\xEF\xBB\xBF"))
            line.erase(0, 3); // a UTF-8 byte order mark: not part of the text
        const std::string_view t = text::trim(line);
        if (braces == 0 && movetext && !t.empty() && t[0] == '[') {
            if (!flush())
                return {};
            game.clear();
            gameLine = lineNumber;
            movetext = false;
        }
        if (braces == 0 && !t.empty() && t[0] != '[' && t[0] != '%')
            movetext = true;
        for (char c : t)
            braces += c == '{' ? 1 : c == '}' && braces > 0 ? -1 : 0;
        game += line;
        game += '\n';
    }
    flush(); // the last game
    return {};
}

} // namespace kd
