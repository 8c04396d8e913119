// SPDX-License-Identifier: GPL-3.0-or-later
// The application's look: a clean light theme (Fusion with a calm palette), a font that
// covers Latin and Chinese, and the few style rules the editors and the window share.
#pragma once

class QApplication;

namespace infertco {

class AppTheme
{
public:
    static void apply(QApplication &application);
};

} // namespace infertco
