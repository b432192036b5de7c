// The UCI protocol loop of kandinsky-engine, apart from any stream so tests can script it.
//
// Standard commands: uci, isready, ucinewgame, setoption, position, go, stop, quit (ponderhit is
// accepted and ignored: the engine offers no Ponder option). Options beyond the usual: Model and
// ModelFile (the evaluation), OwnBook and BookFile (a Polyglot book), Threads (Lazy SMP). Extensions: eval (the
// breakdown of the current position), bench [depth], d (the board and its FEN). Malformed input is answered with "info
// string <what is wrong>" and changes nothing else: a malformed go (a bad or missing number, a parameter twice, an
// unknown word, an illegal search move) starts no search, a position with a bad move anywhere in its list keeps the old
// position. The options are one table (uci/options.h) that both uci and setoption read.
#pragma once

#include "search/engine.h"
#include "uci/options.h"

#include <iosfwd>
#include <mutex>
#include <string>
#include <string_view>

namespace kd {

inline constexpr std::string_view ENGINE_NAME = "Kandinsky";
inline constexpr std::string_view ENGINE_AUTHOR = "the Kandinsky developers";

class UciLoop {
public:
    // Mode::Tuning (`kandinsky-engine tune`) also offers the search's tunable constants
    // (search/params.h) as spin options, one per row of SEARCH_PARAMS, for tuning runs and matches.
    enum class Mode { Play, Tuning };
    explicit UciLoop(std::ostream& out, Mode mode = Mode::Play);
    ~UciLoop(); // stops a running search

    // Handles one line of input. Returns false after "quit".
    bool handle(std::string_view line);
    // Reads and handles lines until "quit" or the end of input; then stops any search.
    void run(std::istream& in);

    // Waits until the search started by the last "go" has printed its best move.
    void waitForSearch() { engine_.wait(); }
    const Position& position() const { return position_; }

private:
    void send(std::string_view line);
    void addOptions();
    void addSearchParamOptions();
    void commandUci();
    void commandSetOption(std::string_view args);
    void commandPosition(std::string_view args);
    Result<SearchLimits> parseGo(std::string_view args) const;
    void commandGo(std::string_view args);
    void commandEval();
    void commandBench(std::string_view args);
    void commandDisplay();
    std::string infoLine(const SearchInfo& info) const;
    // Loads bookFile_ into the engine when ownBook_ is on (and drops the book when it is off). A
    // book that does not load is reported and the engine plays on without one.
    Result<std::string> applyBook();

    std::ostream& out_;
    std::mutex outMutex_;
    Engine engine_;
    UciOptions options_;
    Position position_;
    std::string modelName_ {DEFAULT_MODEL};
    std::string modelFile_;
    bool limitStrength_ = false;
    int elo_ = 1500;
    int moveOverhead_ = 10;
    bool ownBook_ = false;
    std::string bookFile_ {DEFAULT_BOOK_FILE};
};

} // namespace kd
