// A tiny scripted UCI engine for the match runner's tests. Its behaviour is the first argument:
//   first     plays the first legal move at once
//   illegal   plays a1a1, never a legal move
//   crash     exits without answering its first "go"
//   hang      never answers "go" (loses on time)
//   mute      never answers "uci"
#include "core/movegen.h"
#include "core/notation.h"
#include "core/text.h"

#include <cstdlib>
#include <iostream>
#include <string>

using namespace kd;

int main(int argc, char** argv)
{
    const std::string mode = argc > 1 ? argv[1] : "first";
    Position pos;
    std::string line;
    while (std::getline(std::cin, line)) {
        const auto words = text::split(line);
        if (words.empty())
            continue;
        if (words[0] == "uci" && mode != "mute") {
            std::cout << "id name fake-" << mode << "\noption name Dummy type spin default 1 min 0 max 9\nuciok"
                      << std::endl;
        } else if (words[0] == "isready") {
            std::cout << "readyok" << std::endl;
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
            if (mode == "crash")
                std::abort();
            if (mode == "hang")
                continue;
            const MoveList moves(pos);
            std::string move = toUci(moves[0]);
            if (mode == "illegal")
                move = "a1a1";
            std::cout << "info depth 1 score cp 0 pv " << move << "\nbestmove " << move << std::endl;
        } else if (words[0] == "quit") {
            return 0;
        }
    }
    return 0;
}
