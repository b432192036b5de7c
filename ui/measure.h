// Measurements of the GUI's responsiveness (kandinsky --measure): the time from main() to the
// first painted frame, the longest event-loop stall while the engine thinks for 10 s, and the time
// from "move now" to the engine's move on the board. Benchmarks, printed for the README; never
// run as timed tests.
#pragma once

#include <QElapsedTimer>
#include <QString>

namespace kdui {

class MainWindow;

// Shows the window, measures, prints the results to stdout and returns the exit status.
int measureResponsiveness(MainWindow& window, const QElapsedTimer& sinceStart);
// kandinsky --measure-analysis [--analyser PROGRAM]: analysis mode with MultiPV 5 (Kandinsky, and
// the external engine beside it) while the user clicks through a game: the longest event-loop
// stall, and the time from a click to each analyser's first lines of the new position on screen.
int measureAnalysis(MainWindow& window, const QString& analyser);
// kandinsky --measure-review ENGINE [--review-depth N] GAME.pgn: reviews the game (ENGINE is
// "kandinsky" or a UCI engine's program) and prints the time per position and the longest
// event-loop stall while the review runs.
int measureReview(MainWindow& window, const QString& engine, int depth);
// kandinsky --measure-tune DATA [--tune-epochs N]: the Tune page tunes the start model on DATA (EPD
// or PGN) for N epochs (default 20) in the main window at 1280x800; prints the time and the longest
// event-loop stall while the worker tunes and the page redraws every epoch.
int measureTune(MainWindow& window, const QString& data, int epochs);

} // namespace kdui
