#include "book/eco.h"

#include "book/polyglot.h"
#include "core/file.h"
#include "core/notation.h"
#include "core/text.h"

#include <cctype>

namespace kd {

namespace {

bool isEcoCode(std::string_view s)
{
    // A00 .. E99, then optionally a letter a-z and after it a digit 1-4.
    if (s.size() < 3 || s.size() > 5 || s[0] < 'A' || s[0] > 'E' || !std::isdigit((unsigned char)s[1])
        || !std::isdigit((unsigned char)s[2]))
        return false;
    if (s.size() >= 4 && (s[3] < 'a' || s[3] > 'z'))
        return false;
    return s.size() < 5 || (s[4] >= '1' && s[4] <= '4');
}

// "12.Nf3" -> "Nf3", "3...Bb4" -> "Bb4", "4." -> "" (a move number alone).
std::string_view withoutMoveNumber(std::string_view token)
{
    std::size_t i = 0;
    while (i < token.size() && std::isdigit((unsigned char)token[i]))
        ++i;
    if (i == 0 || i == token.size() || token[i] != '.')
        return i == token.size() ? std::string_view() : token;
    while (i < token.size() && token[i] == '.')
        ++i;
    return token.substr(i);
}

// Reads the text one token at a time, counting lines: a word, a quoted string, or '*'.
class Reader {
public:
    explicit Reader(std::string_view text) : text_(text) { }

    // Skips blanks and comment lines; false at the end of the text.
    bool skip()
    {
        while (pos_ < text_.size()) {
            const char c = text_[pos_];
            if (c == '\n') {
                ++line_;
                ++pos_;
            } else if (text::isSpace(c)) {
                ++pos_;
            } else if (c == '#') {
                while (pos_ < text_.size() && text_[pos_] != '\n')
                    ++pos_;
            } else {
                return true;
            }
        }
        return false;
    }
    char peek() const { return text_[pos_]; }
    std::string_view word()
    {
        const std::size_t from = pos_;
        // At least one character, so that a stray quote cannot stop the reading.
        while (pos_ < text_.size()
            && (pos_ == from || (!text::isSpace(text_[pos_]) && text_[pos_] != '"' && text_[pos_] != '*')))
            ++pos_;
        return text_.substr(from, pos_ - from);
    }
    // The text between double quotes on one line, or false when the line ends first.
    bool quoted(std::string& out)
    {
        const std::size_t from = ++pos_;
        while (pos_ < text_.size() && text_[pos_] != '"' && text_[pos_] != '\n')
            ++pos_;
        if (pos_ == text_.size() || text_[pos_] != '"')
            return false;
        out.assign(text_.substr(from, pos_ - from));
        ++pos_;
        return true;
    }
    int line() const { return line_; }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
};

} // namespace

Result<EcoTable> EcoTable::fromText(std::string_view text, const std::string& name)
{
    EcoTable table;
    table.name_ = name;
    Reader in(text);
    auto fail = [&](int line, const std::string& what) {
        return Error {"ECO file " + text::quoted(name) + " line " + std::to_string(line) + ": " + what};
    };
    // Consecutive entries mostly extend one another: the position of the previous line is kept and
    // only the moves after the common start are taken back and played.
    Position pos;
    std::vector<std::string> played;
    while (in.skip()) {
        const int entryLine = in.line();
        const std::string code(in.word());
        if (code.empty() || !isEcoCode(code))
            return fail(entryLine, "expected an ECO code such as B90 or B90a1, found " + text::quoted(code));
        Opening opening {code, {}, 0};
        if (!in.skip() || in.peek() != '"' || !in.quoted(opening.name))
            return fail(in.line(), "the name of " + code + " must follow it in double quotes on one line");
        std::vector<std::string> line;
        bool ended = false;
        while (in.skip()) {
            const std::string_view token = in.word();
            if (token == "*") {
                ended = true;
                break;
            }
            if (const std::string_view san = withoutMoveNumber(token); !san.empty())
                line.emplace_back(san);
        }
        if (!ended)
            return fail(entryLine, code + " " + text::quoted(opening.name) + " has no '*' at the end of its moves");
        std::size_t common = 0;
        while (common < played.size() && common < line.size() && played[common] == line[common])
            ++common;
        while (played.size() > common) {
            pos.undoMove();
            played.pop_back();
        }
        for (std::size_t i = common; i < line.size(); ++i) {
            const Result<Move> m = parseSan(pos, line[i]);
            if (!m)
                return fail(entryLine,
                    code + " " + text::quoted(opening.name) + ", move " + std::to_string(i + 1) + " "
                        + text::quoted(line[i]) + ": " + m.error());
            pos.doMove(*m);
            played.push_back(line[i]);
        }
        opening.plies = int(line.size());
        table.byKey_.emplace(polyglotKey(pos), std::uint32_t(table.openings_.size()));
        table.openings_.push_back(std::move(opening));
    }
    if (table.openings_.empty())
        return Error {"ECO file " + text::quoted(name) + " holds no opening"};
    return table;
}

Result<EcoTable> EcoTable::load(const std::string& path)
{
    const Result<std::string> text = readFile(path);
    if (!text)
        return Error {"ECO file " + text::quoted(path) + ": " + text.error()};
    return fromText(*text, path);
}

const Opening* EcoTable::find(const Position& pos) const
{
    const auto it = byKey_.find(polyglotKey(pos));
    return it == byKey_.end() ? nullptr : &openings_[it->second];
}

OpeningAt EcoTable::classify(const Position& start, const std::vector<Move>& moves, int plies) const
{
    OpeningAt at;
    Position pos = start;
    for (int ply = 0;; ++ply) {
        if (const Opening* o = find(pos)) {
            at.opening = o;
            at.ply = ply;
        }
        if (ply >= plies || ply >= int(moves.size()))
            break;
        pos.doMove(moves[std::size_t(ply)]);
    }
    return at;
}

} // namespace kd
