// Measurements of the GUI's responsiveness (kandinsky --measure): the time from main() to the
// first painted frame, the longest event-loop stall while the engine thinks for 10 s, and the time
// from "move now" to the engine's move on the board. Benchmarks, printed for the README; never
// run as timed tests.
#pragma once

#include <QElapsedTimer>

namespace kdui {

class MainWindow;

// Shows the window, measures, prints the results to stdout and returns the exit status.
int measureResponsiveness(MainWindow& window, const QElapsedTimer& sinceStart);

} // namespace kdui
