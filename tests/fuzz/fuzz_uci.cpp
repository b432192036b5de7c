// UCI commands: the input's lines go to a UciLoop writing into a string. The loop must answer
// everything without crashing. To keep one input short, a "go" is followed at once by "stop" and
// the wait for its best move; "bench" only runs at depth 1; lines that would read files (ModelFile)
// or allocate a large hash (Hash) are left out.
#include "core/text.h"
#include "fuzz.h"
#include "uci/uci.h"

#include <sstream>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::ostringstream out;
    kd::UciLoop loop(out);
    std::string_view input = kdfuzz::text(data, size);
    int searches = 0;
    while (!input.empty()) {
        const std::size_t end = input.find('\n');
        const std::string line(input.substr(0, end));
        input = end == std::string_view::npos ? std::string_view() : input.substr(end + 1);
        const std::string lowered = kd::text::lower(line);
        const std::vector<std::string_view> words = kd::text::split(lowered);
        const std::string_view command = words.empty() ? std::string_view() : words.front();
        if (command == "setoption"
            && (lowered.find("modelfile") != std::string::npos
                || (lowered.find("hash") != std::string::npos && lowered.find("clear hash") == std::string::npos)))
            continue;
        if (command == "bench" && !(words.size() == 2 && words[1] == "1"))
            continue;
        if (command == "go" && ++searches > 8)
            continue; // searches are the slow part; a few per input are enough
        if (!loop.handle(line))
            break;
        if (command == "go") {
            loop.handle("stop");
            loop.waitForSearch();
        }
    }
    loop.handle("quit");
    return 0;
}
