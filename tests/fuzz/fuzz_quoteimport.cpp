// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the CSV quote importer on arbitrary bytes, merged into the demo catalog.
// Besides not crashing, an import it accepts must leave a bundle that validates (docs/format.md,
// "Other imports and exports").
#include "io/bundle/bundlereader.h"
#include "io/import/quoteimport.h"
#include "model/rules/validation.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace infertco;

namespace {

Bundle &demo()
{
    static Bundle bundle;
    return bundle;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    const Outcome<Bundle> bundle
            = BundleReader::readFile(QStringLiteral(INFERTCO_SOURCE_DIR "/data/demo.json"));
    if (!bundle.ok()) {
        std::fprintf(stderr, "cannot read data/demo.json\n");
        std::abort();
    }
    demo() = bundle.value();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray csv
            = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const Outcome<QuoteImport::Imported> imported = QuoteImport::apply(csv, demo());
    if (imported.ok() && !Validator::check(imported.value().bundle).isEmpty()) {
        std::fprintf(stderr, "an accepted import left an invalid bundle\n");
        std::abort();
    }
    return 0;
}
