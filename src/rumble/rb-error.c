/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "rb-error.h"

G_DEFINE_QUARK (rb-rules-error-quark, rb_rules_error)
