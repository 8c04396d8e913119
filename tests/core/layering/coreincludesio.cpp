// SPDX-License-Identifier: GPL-3.0-or-later
// Compiled only by the test layering_core_cannot_include_io, which expects this to fail: a
// library of the core sees the model's headers but not io's.
#include "io/document/document.h"
#include "model/entities/bundle.h"
