#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command that must succeed and compares its standard output with a
# committed file, byte for byte:
#   expect-output.sh EXPECTED-FILE COMMAND [ARGUMENT...]
# The expected files (tests/journals/expected/) were read and checked by
# hand when written: when one must change, review the diff this prints; do
# not copy the new output over it unread.
set -u

if [ $# -lt 2 ]; then
  echo "usage: expect-output.sh EXPECTED-FILE COMMAND [ARGUMENT...]" >&2
  exit 99
fi
expected=$1
shift

# The output is checked untranslated.
LC_ALL=C.UTF-8
LANGUAGE=en
export LC_ALL LANGUAGE

out=$(mktemp "${TMPDIR:-/tmp}/expect-output.XXXXXX") || exit 99
trap 'rm -f "$out"' EXIT
"$@" >"$out"
got=$?
if [ "$got" -ne 0 ]; then
  echo "FAIL: exit code $got, expected 0" >&2
  exit 1
fi
if ! diff -u "$expected" "$out"; then
  echo "FAIL: the output differs from $expected (- expected, + now)" >&2
  exit 1
fi
echo "ok: the output is $expected"
