// SPDX-License-Identifier: GPL-3.0-or-later
// The exact random numbers of docs/serving.md, "Random numbers": SplitMix64 and xoshiro256**
// against their published outputs and an independent implementation.
#include "serving/randomnumbers.h"

#include <QTest>

using namespace infertco;

namespace {

// The expected words below were computed with this independent Python implementation of the
// reference C code (Vigna's splitmix64.c and xoshiro256starstar.c), all arithmetic mod 2^64:
//
//   M = (1 << 64) - 1
//   def splitmix(x):
//       while True:
//           x = (x + 0x9E3779B97F4A7C15) & M
//           z = x
//           z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M
//           z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
//           yield z ^ (z >> 31)
//   def rotl(v, k): return ((v << k) | (v >> (64 - k))) & M
//   def xoshiro(s):                          # s: the four state words
//       while True:
//           r = (rotl((s[1] * 5) & M, 7) * 9) & M
//           t = (s[1] << 17) & M
//           s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]; s[2] ^= t
//           s[3] = rotl(s[3], 45)
//           yield r
//   seeded = lambda seed: xoshiro([next(g) for g in [splitmix(seed)] for _ in range(4)])

std::vector<quint64> draw(SplitMix64 random, int count)
{
    std::vector<quint64> words;
    for (int i = 0; i < count; ++i)
        words.push_back(random.next());
    return words;
}

std::vector<quint64> draw(Xoshiro256StarStar random, int count)
{
    std::vector<quint64> words;
    for (int i = 0; i < count; ++i)
        words.push_back(random.next());
    return words;
}

} // namespace

class TestRandomNumbers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitMix64_data();
    void splitMix64();
    void xoshiroFromState();
    void xoshiroSeeded_data();
    void xoshiroSeeded();
    void uniform();
};

void TestRandomNumbers::splitMix64_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<std::vector<quint64>>("expected");
    // The published SplitMix64 outputs for the seed 1234567 (also the Python above).
    QTest::newRow("seed 1234567") << quint64(1234567)
                                  << std::vector<quint64>{ 6457827717110365317ULL,
                                                           3203168211198807973ULL,
                                                           9817491932198370423ULL,
                                                           4593380528125082431ULL,
                                                           16408922859458223821ULL };
    // Python: [next(g) for g in [splitmix(0)] for _ in range(4)]
    QTest::newRow("seed 0") << quint64(0)
                            << std::vector<quint64>{ 16294208416658607535ULL,
                                                     7960286522194355700ULL, 487617019471545679ULL,
                                                     17909611376780542444ULL };
    // The default sim_seed 1: these four words are its xoshiro256** state.
    QTest::newRow("seed 1") << quint64(1)
                            << std::vector<quint64>{ 10451216379200822465ULL,
                                                     13757245211066428519ULL,
                                                     17911839290282890590ULL,
                                                     8196980753821780235ULL };
}

void TestRandomNumbers::splitMix64()
{
    QFETCH(quint64, seed);
    QFETCH(std::vector<quint64>, expected);
    QCOMPARE(draw(SplitMix64(seed), static_cast<int>(expected.size())), expected);
}

void TestRandomNumbers::xoshiroFromState()
{
    // The published xoshiro256** test vector for the state {1, 2, 3, 4} (the first output is
    // rotl(2 × 5, 7) × 9 = 1280 × 9 = 11520; then s1 = 2 ^ (3 ^ 1) = 0 gives 0).
    const std::vector<quint64> expected{ 11520ULL,
                                         0ULL,
                                         1509978240ULL,
                                         1215971899390074240ULL,
                                         1216172134540287360ULL,
                                         607988272756665600ULL,
                                         16172922978634559625ULL,
                                         8476171486693032832ULL,
                                         10595114339597558777ULL,
                                         2904607092377533576ULL };
    QCOMPARE(draw(Xoshiro256StarStar(std::array<quint64, 4>{ 1, 2, 3, 4 }), 10), expected);
}

void TestRandomNumbers::xoshiroSeeded_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<std::vector<quint64>>("expected");
    // Python: g = seeded(seed); [next(g) for _ in range(6)]
    QTest::newRow("sim_seed 1 (default)")
            << quint64(1)
            << std::vector<quint64>{ 12966619160104079557ULL, 9600361134598540522ULL,
                                     10590380919521690900ULL, 7218738570589545383ULL,
                                     12860671823995680371ULL, 2648436617965840162ULL };
    QTest::newRow("sim_seed 0") << quint64(
            0) << std::vector<quint64>{ 11091344671253066420ULL, 13793997310169335082ULL,
                                        1900383378846508768ULL,  7684712102626143532ULL,
                                        13521403990117723737ULL, 18442103541295991498ULL };
    QTest::newRow("sim_seed 2^63 - 1 (largest)")
            << quint64(9223372036854775807ULL)
            << std::vector<quint64>{ 1016735219197722821ULL, 1807766611157899291ULL,
                                     8889853145372989117ULL, 944049668562640016ULL,
                                     1075816170252512416ULL, 13517163213009440591ULL };
}

void TestRandomNumbers::xoshiroSeeded()
{
    QFETCH(quint64, seed);
    QFETCH(std::vector<quint64>, expected);
    QCOMPARE(draw(Xoshiro256StarStar(seed), static_cast<int>(expected.size())), expected);
}

void TestRandomNumbers::uniform()
{
    // u = (result >> 11) × 2^−53. Seed 1's first output 12966619160104079557 >> 11 =
    // 6331357011769570 (exact), × 2^−53 = 0.7029218331588505 (Python repr of the double).
    Xoshiro256StarStar random(1);
    const double first = random.uniform();
    QVERIFY(first == 6331357011769570.0 * 0x1.0p-53);
    QVERIFY(first == 0.7029218331588505);
    QVERIFY(random.uniform() == 0.5204366199388569);
    QVERIFY(random.uniform() == 0.5741057000197225);
    // The extremes: 0 maps to 0 and the largest word to 1 − 2^−53, never 1.
    Xoshiro256StarStar zero(std::array<quint64, 4>{ 0, 0, 0, 0 });
    QVERIFY(zero.uniform() == 0.0);
    QVERIFY((static_cast<double>(~quint64(0) >> 11) * 0x1.0p-53) == 1.0 - 0x1.0p-53);
}

QTEST_APPLESS_MAIN(TestRandomNumbers)
#include "tst_randomnumbers.moc"
