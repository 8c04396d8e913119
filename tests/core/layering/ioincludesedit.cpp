// SPDX-License-Identifier: GPL-3.0-or-later
// Compiled only by the test layering_io_cannot_include_edit, which expects this to fail: io
// sees its own headers and the core's, not the edit library's above it.
#include "edit/bundlestore.h"
#include "io/document/document.h"
