#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command that must refuse its input and checks exactly how:
#   expect-exit.sh CODE MESSAGE COMMAND [ARGUMENT...]
# passes only when COMMAND exits with CODE (not killed by a signal, not
# another non-zero code such as a sanitizer's 1), prints MESSAGE (in
# English, as a fixed string) on standard error, and no sanitizer report.
# The exit codes are those of docs/journal-format.md: 2 a bad line, 3 a file
# that cannot be used at all.
set -u

if [ $# -lt 3 ]; then
  echo "usage: expect-exit.sh CODE MESSAGE COMMAND [ARGUMENT...]" >&2
  exit 99
fi
want=$1
message=$2
shift 2

# The messages are checked untranslated.
LC_ALL=C.UTF-8
LANGUAGE=en
export LC_ALL LANGUAGE

err=$(mktemp "${TMPDIR:-/tmp}/expect-exit.XXXXXX") || exit 99
trap 'rm -f "$err"' EXIT
"$@" 2>"$err" >/dev/null
got=$?
cat "$err" >&2

failed=0
if [ "$got" -gt 128 ]; then
  echo "FAIL: ended by signal $((got - 128)), expected exit code $want" >&2
  failed=1
elif [ "$got" -ne "$want" ]; then
  echo "FAIL: exit code $got, expected $want" >&2
  failed=1
fi
if ! grep -qF -- "$message" "$err"; then
  echo "FAIL: standard error lacks: $message" >&2
  failed=1
fi
if grep -qE 'Sanitizer|runtime error:|CRITICAL|WARNING' "$err"; then
  echo "FAIL: a sanitizer or GLib report on standard error" >&2
  failed=1
fi
if [ "$failed" -eq 0 ]; then
  echo "ok: exit code $want and the expected message"
fi
exit "$failed"
