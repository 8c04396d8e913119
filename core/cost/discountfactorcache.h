// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "money/decimal.h"

#include <QString>

#include <cstddef>
#include <mutex>
#include <vector>

namespace infertco {

/// The discount factors of Engine::discountFactors, kept for the (rate, horizon) pairs asked for
/// last: a plan search prepares one scenario per candidate, all with the same rate and horizon,
/// and the 50-digit powers behind the factors cost more than the rest of a prepare. A kept list is
/// the one Engine::discountFactors computed, so a cached prepare gives the same bits as an uncached
/// one. Thread-safe; holds at most capacity() lists (the oldest goes first).
class DiscountFactorCache
{
public:
    explicit DiscountFactorCache(std::size_t capacity = 8);

    /// Engine::discountFactors(ratePerYear, horizonMonths), computed once per kept pair.
    std::vector<Decimal> factors(const Decimal &ratePerYear, int horizonMonths);

    std::size_t size() const;
    std::size_t capacity() const { return m_capacity; }

    /// The cache Engine::prepare uses.
    static DiscountFactorCache &shared();

private:
    struct Entry
    {
        QString rate; ///< the rate's exact text, the only form of it the computation reads
        int horizonMonths = 0;
        std::vector<Decimal> factors;
    };

    const std::size_t m_capacity;
    mutable std::mutex m_mutex;
    std::vector<Entry> m_entries; ///< oldest first
};

} // namespace infertco
