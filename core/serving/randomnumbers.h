// SPDX-License-Identifier: GPL-3.0-or-later
// The exact random numbers of docs/serving.md, "Random numbers": SplitMix64 seeds xoshiro256**,
// whose 53 high bits make a uniform in [0, 1). Every implementation of the contract draws the same
// numbers.
#pragma once

#include <QtGlobal>

#include <array>

namespace infertco {

/// SplitMix64 (state x; each output adds 0x9E3779B97F4A7C15 and mixes), all mod 2^64.
class SplitMix64
{
public:
    explicit SplitMix64(quint64 seed) : m_state(seed) { }
    quint64 next()
    {
        m_state += 0x9E3779B97F4A7C15ULL;
        quint64 z = m_state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

private:
    quint64 m_state;
};

/// xoshiro256** with the state s0..s3.
class Xoshiro256StarStar
{
public:
    /// docs/serving.md, "Random numbers": the state is the first four outputs of SplitMix64 seeded
    /// with `seed`.
    explicit Xoshiro256StarStar(quint64 seed)
    {
        SplitMix64 seeder(seed);
        for (quint64 &word : m_state)
            word = seeder.next();
    }
    /// The state given word by word (for the published test vectors).
    explicit Xoshiro256StarStar(const std::array<quint64, 4> &state) : m_state(state) { }

    quint64 next()
    {
        const quint64 result = rotl(m_state[1] * 5, 7) * 9;
        const quint64 t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    /// u = (result >> 11) × 2^−53, in [0, 1); exact (53 bits fit a double).
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
    static quint64 rotl(quint64 x, int k) { return (x << k) | (x >> (64 - k)); }

    std::array<quint64, 4> m_state;
};

} // namespace infertco
