#include "search/tt.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>

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
    void* memory = std::aligned_alloc(alignof(Bucket), bucketCount_ * sizeof(Bucket));
    if (!memory)
        throw std::bad_alloc();
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
        if (entries[i].key32 == key32 && entries[i].depth8) {
            // Refresh the generation so that a position still in use is not replaced.
            entries[i].genBound8 = std::uint8_t(generation_ | entries[i].bound());
            found = true;
            return &entries[i];
        }
    }
    found = false;
    TTEntry* victim = &entries[0];
    for (int i = 0; i < ENTRIES_PER_BUCKET; ++i) {
        if (!entries[i].depth8)
            return &entries[i];
        if (entries[i].depth8 - 8 * age(entries[i]) < victim->depth8 - 8 * age(*victim))
            victim = &entries[i];
    }
    return victim;
}

void TranspositionTable::store(TTEntry* e, Key key, int score, int eval, Bound bound, int depth, Move move)
{
    const auto key32 = std::uint32_t(key);
    const bool samePosition = e->key32 == key32 && e->depth8;
    if (move || !samePosition)
        e->move16 = move.raw();
    if (samePosition && bound != BOUND_EXACT && depth - DEPTH_ENTRY_OFFSET + 3 < e->depth8 && age(*e) == 0)
        return;
    e->key32 = key32;
    // Every score and evaluation the search passes lies within +-VALUE_NONE; the clamp keeps a
    // mistake from wrapping around to the other side's score.
    e->score16 = std::int16_t(std::clamp(score, -VALUE_NONE, VALUE_NONE));
    e->eval16 = std::int16_t(std::clamp(eval, -VALUE_NONE, VALUE_NONE));
    e->depth8 = std::uint8_t(std::max(1, depth - DEPTH_ENTRY_OFFSET));
    e->genBound8 = std::uint8_t(generation_ | bound);
}

int TranspositionTable::hashfull() const
{
    const std::size_t sampled = std::min<std::size_t>(200, bucketCount_);
    int used = 0;
    for (std::size_t b = 0; b < sampled; ++b)
        for (const TTEntry& e : buckets_[b].entry)
            used += e.depth8 && (e.genBound8 & 0xFC) == generation_;
    return int(used * 1000 / (sampled * ENTRIES_PER_BUCKET));
}

} // namespace kd
