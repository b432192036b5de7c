// A tiny scripted UCI engine for the tests of the match runner, the UCI client and the GUI's
// UciEngine. It declares an option of every type (Dummy, Style, Book File, Fast, Clear Hash,
// MultiPV, UCI_LimitStrength, UCI_Elo) and behaves as its first argument says:
//   first        plays the first legal move at once (for any go, "go infinite" included)
//   illegal      plays a1a1, never a legal move
//   limited      as first when its go carries "depth 3" and "nodes 500", else as illegal
//   crash        aborts without answering its first "go"
//   hang         never answers "go" (loses on time)
//   mute         never answers "uci"
//   analyse      a well-behaved analyser: "go infinite" prints, every ~10 ms, depth 1, 2, 3... for
//                each of the MultiPV lines, line k starting with the k-th legal move (a legal pv of
//                2-3 plies, score cp 30 - 10 (k - 1) + depth) until "stop", then "bestmove <line 1's
//                move>"; any other go answers at once with the first legal move, as `first`
//   noready      answers the first "isready" (the handshake's) and never a later one
//   nostop       as analyse, but ignores "stop" (and "quit") during "go infinite": no bestmove ever
//   crashlater   plays as `first` for two moves, then exits (code 3) without answering its third go
//   crashanalyse prints a few info lines for "go infinite", then exits (code 3)
//   material     for any go: the material balance from the side to move (P=100, N=B=300, R=500,
//                Q=900) plus the best capture's gain, a capture of a piece on a square the other
//                side attacks after it losing the capturing piece (a crude one-ply look); it plays
//                that capture when it gains, else the first legal move (for the game review's tests)
//   lowerbound   as first, but its one info line is "score cp 40 lowerbound pv <move>": a search
//                stopped while its move failed high, before it had a reply (the GUI's evaluation)
//   wdl          also declares UCI_ShowWDL; once it is set true, every go reports
//                "score cp 50 wdl 700 200 100" (from the side to move) before its move, else as first
// A second argument names a file that the engine creates when it obeys "quit" (a test's proof that
// it was asked to quit rather than killed).
#include "core/movegen.h"
#include "core/notation.h"
#include "core/text.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <poll.h>
#include <string>
#include <unistd.h>

using namespace kd;

namespace {

// Lines from standard input, waiting at most timeoutMs (-1: forever). False at the end of input.
class LineReader {
public:
    enum Status { Line, Timeout, End };
    Status read(std::string& line, int timeoutMs)
    {
        for (;;) {
            if (const std::size_t eol = buffer_.find('\n'); eol != std::string::npos) {
                line = buffer_.substr(0, eol);
                buffer_.erase(0, eol + 1);
                return Line;
            }
            if (ended_)
                return End;
            pollfd p {STDIN_FILENO, POLLIN, 0};
            const int ready = poll(&p, 1, timeoutMs);
            if (ready == 0)
                return Timeout;
            if (ready < 0)
                continue;
            char chunk[4096];
            const ssize_t n = ::read(STDIN_FILENO, chunk, sizeof chunk);
            if (n <= 0)
                ended_ = true;
            else
                buffer_.append(chunk, std::size_t(n));
        }
    }

private:
    std::string buffer_;
    bool ended_ = false;
};

void say(const std::string& text) { std::cout << text << std::endl; }

// The analysis line `line` (1-based) at `depth`: the line-th legal move, then legal replies.
std::string infoLine(const Position& root, int line, int depth)
{
    const MoveList rootMoves(root);
    Position pos = root;
    std::string pv;
    Move m = rootMoves[std::size_t(line - 1)];
    for (int ply = 0; ply < 2 + depth % 2 && m; ++ply) {
        pv += " " + toUci(m);
        pos.doMove(m);
        const MoveList replies(pos);
        m = replies.size() > 0 ? replies[0] : Move::none();
    }
    return "info depth " + std::to_string(depth) + " seldepth " + std::to_string(depth + 2) + " multipv "
        + std::to_string(line) + " score cp " + std::to_string(30 - 10 * (line - 1) + depth) + " nodes "
        + std::to_string(depth * 1000) + " nps 100000 time " + std::to_string(depth * 10) + " pv" + pv;
}

int pieceValue(PieceType pt)
{
    constexpr int values[] = {0, 100, 300, 300, 500, 900, 0};
    return pt >= PAWN && pt <= KING ? values[pt] : 0;
}

// The `material` mode's answer: "info depth 1 score cp N pv M" and "bestmove M".
std::string materialAnswer(Position pos)
{
    const MoveList moves(pos);
    if (moves.size() == 0)
        return "info depth 1 score cp 0\nbestmove 0000";
    const Color us = pos.sideToMove();
    int balance = 0;
    for (Square s = SQ_A1; s <= SQ_H8; s = Square(s + 1))
        if (const Piece p = pos.pieceOn(s); p != NO_PIECE)
            balance += (colorOf(p) == us ? 1 : -1) * pieceValue(typeOf(p));
    Move best = moves[0];
    int gain = 0;
    for (const Move m : moves) {
        const Piece victim = pos.pieceOn(m.to());
        if (victim == NO_PIECE || colorOf(victim) == us)
            continue;
        const int mover = pieceValue(typeOf(pos.pieceOn(m.from())));
        pos.doMove(m);
        const bool defended = (pos.attackersTo(m.to()) & pos.pieces(~us)) != 0;
        pos.undoMove();
        const int net = pieceValue(typeOf(victim)) - (defended ? mover : 0);
        if (net > gain) {
            gain = net;
            best = m;
        }
    }
    return "info depth 1 score cp " + std::to_string(balance + gain) + " pv " + toUci(best) + "\nbestmove "
        + toUci(best);
}

} // namespace

int main(int argc, char** argv)
{
    const std::string mode = argc > 1 ? argv[1] : "first";
    const std::string quitFile = argc > 2 ? argv[2] : "";
    const bool analyser = mode == "analyse" || mode == "nostop" || mode == "crashanalyse";
    Position pos;
    LineReader in;
    std::string line;
    int readies = 0, goes = 0, multiPV = 1;
    bool showWdl = false;
    bool infinite = false; // an infinite analysis runs
    int depth = 0;
    for (;;) {
        const LineReader::Status status = in.read(line, infinite ? 10 : -1);
        if (status == LineReader::Timeout) {
            ++depth;
            const int lines = std::min<int>(multiPV, int(MoveList(pos).size()));
            for (int k = 1; k <= lines; ++k)
                say(infoLine(pos, k, depth));
            if (mode == "crashanalyse" && depth == 3)
                std::exit(3);
            continue;
        }
        if (status == LineReader::End) {
            if (mode == "nostop" && infinite) {
                infinite = false; // hung for good: sleeps until it is killed
                for (;;)
                    pause();
            }
            return 0;
        }
        const auto words = text::split(line);
        if (words.empty())
            continue;
        if (words[0] == "uci" && mode != "mute") {
            say("id name fake-" + mode);
            say("id author Kandinsky tests");
            for (const char* option : {"option name Dummy type spin default 1 min 0 max 9",
                     "option name Style type combo default Normal var Solid var Normal var Risky",
                     "option name Book File type string default <empty>", "option name Fast type check default false",
                     "option name Clear Hash type button", "option name MultiPV type spin default 1 min 1 max 5",
                     "option name UCI_LimitStrength type check default false",
                     "option name UCI_Elo type spin default 1500 min 1320 max 3190"})
                say(option);
            if (mode == "wdl")
                say("option name UCI_ShowWDL type check default false");
            say("uciok");
        } else if (words[0] == "isready") {
            if (mode != "noready" || ++readies == 1)
                say("readyok");
        } else if (words[0] == "setoption") {
            // "setoption name MultiPV value 3": the only option that changes anything.
            if (words.size() == 5 && words[2] == "MultiPV")
                multiPV = std::clamp(text::parseNumber<int>(words[4]).value_or(1), 1, 5);
            if (words.size() == 5 && words[2] == "UCI_ShowWDL")
                showWdl = words[4] == "true";
        } else if (words[0] == "position") {
            pos = Position();
            std::size_t i = 1;
            if (words.size() > 1 && words[1] == "fen") {
                std::string fen;
                for (i = 2; i < words.size() && words[i] != "moves"; ++i)
                    fen += std::string(words[i]) + " ";
                pos = Position::fromFen(fen).value();
            } else {
                i = 2;
            }
            for (++i; i < words.size(); ++i)
                pos.doMove(parseUci(pos, words[i]).value());
        } else if (words[0] == "go") {
            ++goes;
            if (mode == "crash")
                std::abort();
            if (mode == "hang")
                continue;
            if (mode == "crashlater" && goes == 3)
                std::exit(3);
            if (analyser && words.size() > 1 && words[1] == "infinite") {
                infinite = true;
                depth = 0;
                continue;
            }
            if (mode == "material") {
                say(materialAnswer(pos));
                continue;
            }
            const MoveList moves(pos);
            std::string move = toUci(moves[0]);
            const auto has = [&](std::string_view name, std::string_view value) {
                for (std::size_t k = 1; k + 1 < words.size(); ++k)
                    if (words[k] == name && words[k + 1] == value)
                        return true;
                return false;
            };
            if (mode == "illegal" || (mode == "limited" && !(has("depth", "3") && has("nodes", "500"))))
                move = "a1a1";
            if (mode == "wdl" && showWdl) {
                say("info depth 1 score cp 50 wdl 700 200 100 pv " + move + "\nbestmove " + move);
                continue;
            }
            if (mode == "lowerbound") {
                say("info depth 1 score cp 40 lowerbound pv " + move + "\nbestmove " + move);
                continue;
            }
            say("info depth 1 score cp 0 pv " + move + "\nbestmove " + move);
        } else if (words[0] == "stop") {
            if (infinite && mode != "nostop") {
                infinite = false;
                const MoveList moves(pos);
                say("bestmove " + (moves.size() > 0 ? toUci(moves[0]) : std::string("0000")));
            }
        } else if (words[0] == "quit") {
            if (mode == "nostop" && infinite)
                continue;
            if (!quitFile.empty())
                std::ofstream(quitFile) << "quit\n";
            return 0;
        }
    }
}
