/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tem-error.h"

G_DEFINE_QUARK (tem-rules-error-quark, tem_rules_error)
