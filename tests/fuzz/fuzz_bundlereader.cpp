// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: BundleReader on arbitrary bytes. Besides not crashing, every bundle it
// accepts must survive the writer: write → read → write gives the same bytes (docs/format.md, "When
// a field is written").
#include "io/bundle/bundlereader.h"
#include "io/bundle/bundlewriter.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace infertco;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json
            = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const Outcome<Bundle> bundle = BundleReader::read(json);
    if (!bundle.ok())
        return 0;
    const QByteArray written = BundleWriter::toJson(bundle.value());
    const Outcome<Bundle> again = BundleReader::read(written);
    if (!again.ok()) {
        std::fprintf(stderr, "an accepted bundle was written so that it no longer reads: %s\n",
                     qPrintable(again.problems().first().text()));
        std::abort();
    }
    if (BundleWriter::toJson(again.value()) != written) {
        std::fprintf(stderr, "write -> read -> write changed the bytes\n");
        std::abort();
    }
    return 0;
}
