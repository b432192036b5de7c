#include "search/tt.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace kd {

void TranspositionTable::FreeAligned::operator()(Bucket* p) const { std::free(p); }

void TranspositionTable::resize(std::size_t mb)
{
    mb = std::clamp(mb, MIN_MB, MAX_MB);
    if (mb == mb_ && buckets_) {
        clear();
        return;
    }
    buckets_.reset();
    bucketCount_ = mb * 1024 * 1024 / sizeof(Bucket);
    const std::size_t bytes = bucketCount_ * sizeof(Bucket);
    // Aligned to 2 MB and, on Linux, offered to the kernel for transparent huge pages: a probe
    // lands anywhere in the table, and with 4 KB pages most probes would also miss the TLB.
    constexpr std::size_t HUGE_PAGE = 2 * 1024 * 1024;
    void* memory = std::aligned_alloc(bytes % HUGE_PAGE == 0 ? HUGE_PAGE : alignof(Bucket), bytes);
    if (!memory)
        throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (bytes % HUGE_PAGE == 0)
        madvise(memory, bytes, MADV_HUGEPAGE); // advice only: without huge pages the table works as before
#endif
    buckets_.reset(static_cast<Bucket*>(memory));
    mb_ = mb;
    clear();
}

void TranspositionTable::clear()
{
    std::memset(static_cast<void*>(buckets_.get()), 0, bucketCount_ * sizeof(Bucket));
    generation_ = 0;
}

TTEntry* TranspositionTable::probe(Key key, bool& found)
{
    TTEntry* const entries = buckets_[index(key)].entry;
    const auto key32 = std::uint32_t(key);
    for (int i = 0; i < ENTRIES_PER_BUCKET; ++i) {
        const std::uint32_t evalDepth = TTEntry::word(entries[i].evalDepth_);
        if (entries[i].key32() == key32 && (evalDepth >> 16 & 0xFF)) {
            // Refresh the generation so that a position still in use is not replaced.
            const std::uint32_t bound = evalDepth >> 24 & 3;
            entries[i].evalDepth_.store(
                (evalDepth & 0xFFFFFF) | std::uint32_t(generation_ | bound) << 24, std::memory_order_relaxed);
            found = true;
            return &entries[i];
        }
    }
    found = false;
    TTEntry* victim = &entries[0];
    for (int i = 0; i < ENTRIES_PER_BUCKET; ++i) {
        if (!entries[i].depth8())
            return &entries[i];
        if (entries[i].depth8() - 8 * age(entries[i]) < victim->depth8() - 8 * age(*victim))
            victim = &entries[i];
    }
    return victim;
}

void TranspositionTable::store(TTEntry* e, Key key, int score, int eval, Bound bound, int depth, Move move)
{
    const auto key32 = std::uint32_t(key);
    const std::uint8_t oldDepth8 = e->depth8();
    const bool samePosition = e->key32() == key32 && oldDepth8;
    const std::uint16_t move16 = move || !samePosition ? move.raw() : std::uint16_t(TTEntry::word(e->moveScore_));
    if (samePosition && bound != BOUND_EXACT && depth - DEPTH_ENTRY_OFFSET + 3 < oldDepth8 && age(*e) == 0) {
        e->moveScore_.store((TTEntry::word(e->moveScore_) & 0xFFFF0000u) | move16, std::memory_order_relaxed);
        return;
    }
    // Every score and evaluation the search passes lies within +-VALUE_NONE; the clamp keeps a
    // mistake from wrapping around to the other side's score.
    const auto score16 = std::uint16_t(std::int16_t(std::clamp(score, -VALUE_NONE, VALUE_NONE)));
    const auto eval16 = std::uint16_t(std::int16_t(std::clamp(eval, -VALUE_NONE, VALUE_NONE)));
    const auto depth8 = std::uint8_t(std::max(1, depth - DEPTH_ENTRY_OFFSET));
    e->key_.store(key32, std::memory_order_relaxed);
    e->moveScore_.store(std::uint32_t(move16) | std::uint32_t(score16) << 16, std::memory_order_relaxed);
    e->evalDepth_.store(std::uint32_t(eval16) | std::uint32_t(depth8) << 16 | std::uint32_t(generation_ | bound) << 24,
        std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const
{
    const std::size_t sampled = std::min<std::size_t>(200, bucketCount_);
    int used = 0;
    for (std::size_t b = 0; b < sampled; ++b)
        for (const TTEntry& e : buckets_[b].entry)
            used += e.depth8() && (e.genBound8() & 0xFC) == generation_;
    return int(used * 1000 / (sampled * ENTRIES_PER_BUCKET));
}

} // namespace kd
