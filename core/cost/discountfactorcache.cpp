// SPDX-License-Identifier: GPL-3.0-or-later
#include "discountfactorcache.h"

#include "engine.h"

#include <algorithm>

namespace infertco {

DiscountFactorCache::DiscountFactorCache(std::size_t capacity)
    : m_capacity(std::max<std::size_t>(capacity, 1))
{ }

std::vector<Decimal> DiscountFactorCache::factors(const Decimal &ratePerYear, int horizonMonths)
{
    // Engine::discountFactors reads the rate through its text (and whether it is zero, which
    // the text says too), so equal texts give equal factors.
    const QString rate = ratePerYear.toString();
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        for (const Entry &entry : m_entries) {
            if (entry.horizonMonths == horizonMonths && entry.rate == rate)
                return entry.factors;
        }
    }
    // Computed outside the lock: two threads that miss together compute the same list.
    std::vector<Decimal> computed = Engine::discountFactors(ratePerYear, horizonMonths);
    const std::lock_guard<std::mutex> lock(m_mutex);
    const bool kept = std::any_of(m_entries.begin(), m_entries.end(), [&](const Entry &entry) {
        return entry.horizonMonths == horizonMonths && entry.rate == rate;
    });
    if (!kept) {
        if (m_entries.size() >= m_capacity)
            m_entries.erase(m_entries.begin());
        m_entries.push_back(Entry{ rate, horizonMonths, computed });
    }
    return computed;
}

std::size_t DiscountFactorCache::size() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_entries.size();
}

DiscountFactorCache &DiscountFactorCache::shared()
{
    static DiscountFactorCache cache;
    return cache;
}

} // namespace infertco
