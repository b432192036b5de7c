// PGN reader. Every game read is written and read back equal (tags, moves with their variations,
// comments and NAGs, result; an empty roster
// tag is written as the standard's "?"), and its positions can be set up; the game record
// (Game::fromPgn) takes it whole unless it goes on after an automatic ending, and what the record
// writes loads back.
#include "fuzz.h"
#include "game/game.h"
#include "game/pgn.h"

namespace {

// A tag's value as PGN means it: the writer must put every Seven Tag Roster tag in, so an empty or
// missing one is written as the standard's "unknown" ("?", "????.??.??" for the date), and the
// Result tag says the game's result (a tag that is no result was read as "*", with a warning).
std::string meaning(const kd::PgnGame& game, const std::string& name)
{
    if (name == "Result") // written from the game's result, which the reader checked (compared apart)
        return game.result;
    const std::string value = game.tag(name);
    const bool roster
        = name == "Event" || name == "Site" || name == "Date" || name == "Round" || name == "White" || name == "Black";
    if (roster && (value.empty() || value == "?" || (name == "Date" && value == "????.??.??")))
        return "?";
    return value;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const kd::Result<std::vector<kd::PgnGame>> games = kd::readPgn(kdfuzz::text(data, size));
    if (!games) {
        KD_FUZZ_CHECK(!games.error().empty(), "a refused PGN has no message");
        return 0;
    }
    for (const kd::PgnGame& game : *games) {
        const kd::Result<kd::Position> end = game.end();
        KD_FUZZ_CHECK(end.ok(), "a game read has no end position: " + end.error());
        const std::string written = kd::writePgn(game);
        const kd::Result<std::vector<kd::PgnGame>> back = kd::readPgn(written);
        KD_FUZZ_CHECK(back.ok(), "a game written is refused: " + back.error() + "\n" + written);
        KD_FUZZ_CHECK(back->size() == 1, "a game written reads back as several:\n" + written);
        const kd::PgnGame& again = back->front();
        KD_FUZZ_CHECK(again.mainLine() == game.mainLine(), "the moves differ after writing:\n" + written);
        KD_FUZZ_CHECK(again.tree == game.tree, "the variations, comments or NAGs differ after writing:\n" + written);
        KD_FUZZ_CHECK(again.result == game.result, "the result differs after writing:\n" + written);
        for (const auto& tag : game.tags)
            KD_FUZZ_CHECK(meaning(again, tag.first) == meaning(game, tag.first),
                "tag " + tag.first + " differs after writing:\n" + written);
        KD_FUZZ_CHECK(kd::writePgn(again) == written, "writing twice gives another text:\n" + written);
        // The game record takes it whole, unless it goes on after an ending the rules make automatic
        // (fivefold repetition, 75 moves, a dead position: FIDE 9.6), which it refuses, saying so.
        const kd::Result<kd::Game> record = kd::Game::fromPgn(game);
        if (!record) {
            KD_FUZZ_CHECK(record.error().find("comes after the end of the game") != std::string::npos,
                "the game record refuses a game read: " + record.error() + "\n" + written);
            continue;
        }
        KD_FUZZ_CHECK(record->plyCount() == int(game.mainLine().size()), "the game record lost moves:\n" + written);
        // What the record writes reads back as a game the record takes, with the same moves.
        const kd::Result<std::vector<kd::PgnGame>> saved = kd::readPgn(kd::writePgn(record->toPgn()));
        KD_FUZZ_CHECK(saved.ok() && saved->size() == 1, "the game record writes a PGN that does not read");
        const kd::Result<kd::Game> reloaded = kd::Game::fromPgn(saved->front());
        KD_FUZZ_CHECK(reloaded.ok() && reloaded->plyCount() == record->plyCount() && reloaded->tree() == game.tree,
            "the game record's PGN does not load back:\n" + kd::writePgn(record->toPgn()));
    }
    return 0;
}
