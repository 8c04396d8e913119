// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF report writer of `report --pdf`: the desktop application's ReportWriter, installed
// into the commands' PdfReport hook by main(). The only part of infertco-cli that links the UI.
#pragma once

namespace infertco {

void installPdfReportWriter();

} // namespace infertco
