// The transposition table: what the search learned about positions it has seen, by Zobrist key.
//
// Buckets of five 12-byte entries fill one 64-byte cache line. The bucket comes from the high bits
// of the key, the entry is recognised by its low 32 bits. Each entry carries the generation of the
// search that wrote it (six bits, bumped per search) and its bound (two bits), so old entries are
// replaced first: the victim in a full bucket is the one with the least depth minus 8 x age.
#pragma once

#include "core/types.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace kd {

__extension__ using Uint128 = unsigned __int128; // GCC and Clang

// Depths stored are depth - DEPTH_ENTRY_OFFSET so that 0 marks an empty entry (quiescence uses
// depths 0 and -1).
inline constexpr int DEPTH_ENTRY_OFFSET = -2;

// One entry: three 32-bit words, each read and written whole with relaxed atomics, so that the
// threads of a parallel search (Lazy SMP) share the table without locks and without data races. A
// reader may still see words from two different writes of the same slot: the search checks every
// table move against the legal moves before playing it, and a rare wrong score only misleads the
// search, as an ordinary key collision would.
class TTEntry {
public:
    Move move() const { return Move(std::uint16_t(word(moveScore_))); }
    int score() const { return std::int16_t(word(moveScore_) >> 16); }
    int eval() const { return std::int16_t(word(evalDepth_)); }
    int depth() const { return int(depth8()) + DEPTH_ENTRY_OFFSET; }
    Bound bound() const { return Bound(genBound8() & 3); }

private:
    friend class TranspositionTable;
    static std::uint32_t word(const std::atomic<std::uint32_t>& w) { return w.load(std::memory_order_relaxed); }
    std::uint32_t key32() const { return word(key_); }
    std::uint8_t depth8() const { return std::uint8_t(word(evalDepth_) >> 16); }
    std::uint8_t genBound8() const { return std::uint8_t(word(evalDepth_) >> 24); }

    std::atomic<std::uint32_t> key_; // the key's low 32 bits
    std::atomic<std::uint32_t> moveScore_; // move in the low 16 bits, score in the high 16
    std::atomic<std::uint32_t> evalDepth_; // eval in the low 16 bits, then depth, then generation and bound
};
static_assert(sizeof(TTEntry) == 12);

class TranspositionTable {
public:
    static constexpr int ENTRIES_PER_BUCKET = 5;
    static constexpr std::size_t MIN_MB = 1, MAX_MB = 4096;

    TranspositionTable() { resize(16); }

    // Allocates mb megabytes (clamped to MIN_MB..MAX_MB) and clears them.
    void resize(std::size_t mb);
    std::size_t sizeMb() const { return mb_; }
    void clear();
    // Called once per search: entries written from now on count as new.
    void newSearch() { generation_ = std::uint8_t(generation_ + 4); }

    // The entry for key if present (found = true), otherwise the entry store() should overwrite.
    TTEntry* probe(Key key, bool& found);
    // Writes an entry, keeping the old move when the new one is none and a deeper old result
    // of the same position unless the new one is exact. score and eval are kept in 16 bits,
    // clamped to +-VALUE_NONE (the search passes nothing larger: evaluations are clamped to
    // +-VALUE_EVAL_MAX, core/types.h).
    void store(TTEntry* e, Key key, int score, int eval, Bound bound, int depth, Move move);

    // Permille of sampled entries written by the current search (UCI "hashfull").
    int hashfull() const;

    void prefetch(Key key) const { __builtin_prefetch(&buckets_[index(key)]); }

private:
    struct alignas(64) Bucket {
        TTEntry entry[ENTRIES_PER_BUCKET];
        char padding[4];
    };
    static_assert(sizeof(Bucket) == 64);

    std::size_t index(Key key) const { return std::size_t((static_cast<Uint128>(key) * bucketCount_) >> 64); }
    int age(const TTEntry& e) const { return ((generation_ - (e.genBound8() & 0xFC)) & 0xFC) >> 2; }

    struct FreeAligned {
        void operator()(Bucket* p) const;
    };
    std::unique_ptr<Bucket[], FreeAligned> buckets_;
    std::size_t bucketCount_ = 0;
    std::size_t mb_ = 0;
    std::uint8_t generation_ = 0;
};

} // namespace kd
