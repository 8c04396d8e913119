// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdfreport.h"

#include <optional>

namespace infertco {

namespace {

std::optional<PdfReport::Writer> &writer()
{
    static std::optional<PdfReport::Writer> installed;
    return installed;
}

} // namespace

void PdfReport::install(const Writer &w)
{
    writer() = w;
}

const PdfReport::Writer *PdfReport::installed()
{
    return writer() ? &*writer() : nullptr;
}

} // namespace infertco
