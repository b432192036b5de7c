// kandinsky-engine: the UCI engine.
//
//   kandinsky-engine              speaks UCI on standard input and output
//   kandinsky-engine bench [D]    searches the bench positions to depth D; last line nodes=<N> nps=<X>
//   kandinsky-engine tune         speaks UCI and also offers the search's tunable constants as options
#include "core/text.h"
#include "search/bench.h"
#include "uci/uci.h"

#include <iostream>
#include <string>

int main(int argc, char** argv)
{
    std::ios::sync_with_stdio(false);
    if (argc == 2 && std::string(argv[1]) == "tune") {
        kd::UciLoop loop(std::cout, kd::UciLoop::Mode::Tuning);
        loop.run(std::cin);
        return 0;
    }
    if (argc > 1) {
        const std::string command = argv[1];
        if (command != "bench" || argc > 3) {
            std::cerr << "usage: kandinsky-engine [bench [depth] | tune]\n";
            return 2;
        }
        int depth = kd::BENCH_DEPTH;
        if (argc == 3) {
            const auto n = kd::text::parseNumber<int>(argv[2]);
            if (!n || *n < 1 || *n > 30) {
                std::cerr << "kandinsky-engine bench: depth must be a whole number from 1 to 30, got '" << argv[2]
                          << "'\n";
                return 2;
            }
            depth = *n;
        }
        kd::Engine engine;
        const kd::BenchResult r
            = kd::runBench(engine, depth, [](const std::string& line) { std::cout << line << '\n'; });
        std::cout << r.summary() << std::endl;
        return 0;
    }
    kd::UciLoop loop(std::cout);
    loop.run(std::cin);
    return 0;
}
