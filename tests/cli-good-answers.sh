#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The CLI's good answers, not only its exit codes:
#   cli-good-answers.sh CLI TESTS-SOURCE-DIR
#  - `check` on each example journal says how many actions the game holds:
#    its action lines, less each undo, plus each redo (docs/journal-format.md:
#    undo and redo are lines of their own), counted here from the file;
#  - `simulate` prints one line per game, seeds 1 to N in order, and a
#    closing tally whose wins and mean scores are those of the lines;
#  - `catalogue import` saves what it says it changed: the values are in the
#    cards file of the data folder, and a second import changes nothing.
set -u
cli=$1
src=$2
failures=0
fail () {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}
LC_ALL=C.UTF-8
LANGUAGE=en
export LC_ALL LANGUAGE

for example in two-players four-players combat-and-scoring solo rumble-three-players; do
  journal=$src/journals/$example.jsonl
  lines=$(($(wc -l <"$journal") - 1))                  # the header holds the new game
  undos=$(grep -c '"action":"undo"' "$journal")
  redos=$(grep -c '"action":"redo"' "$journal")
  expected="$journal: $((lines - undos - redos - undos + redos)) actions, no errors"
  got=$("$cli" check "$journal")
  [ "$got" = "$expected" ] || fail "check $example: “$got”, expected “$expected”"
done

games=20
out=$("$cli" simulate --seed 1 --games $games) || fail "simulate exited $?"
n=$(printf '%s\n' "$out" | grep -c '^seed [0-9]*: Human [0-9]* (KO [0-9]*) Robot A [0-9]* (KO [0-9]*) Robot B [0-9]* (KO [0-9]*) · Mech: .* · won by ')
[ "$n" -eq $games ] || fail "simulate printed $n game lines, expected $games"
seeds=$(printf '%s\n' "$out" | sed -n 's/^seed \([0-9]*\):.*/\1/p' | tr '\n' ' ')
[ "$seeds" = "$(seq 1 $games | tr '\n' ' ')" ] || fail "simulate seeds: $seeds"
# The tally, recomputed from the game lines (a shared victory counts for each).
tally=$(printf '%s\n' "$out" | awk -v games=$games '
  /^seed / {
    h += $4; a += $9; b += $14
    if ($0 ~ /won by .*Human/) hw++
    if ($0 ~ /won by .*Robot A/) aw++
    if ($0 ~ /won by .*Robot B/) bw++
  }
  END {
    printf "%d games: human %d wins (mean score %.1f), Robot A %d (%.1f), Robot B %d (%.1f)",
           games, hw, h / games, aw, a / games, bw, b / games
  }')
case $(printf '%s\n' "$out" | tail -n 1) in
  "$tally"*) ;;
  *) fail "simulate tally “$(printf '%s\n' "$out" | tail -n 1)” does not start “$tally”" ;;
esac

data=$(mktemp -d "${TMPDIR:-/tmp}/cli-good-answers.XXXXXX") || exit 99
trap 'rm -rf "$data"' EXIT
first=$(XDG_DATA_HOME=$data "$cli" catalogue import "$src/cards/good.json") || fail "import exited $?"
# good.json: the Warhammer's six values and advanced weapon 5's VP.
[ "$(printf '%s\n' "$first" | grep -c '^new: ')" -eq 7 ] || fail "import listed: $first"
[ "$(printf '%s\n' "$first" | tail -n 1)" = "7 values changed." ] || fail "import said: $first"
saved=$data/mech-companion/cards.json
if [ ! -f "$saved" ]; then
  fail "import saved no $saved"
else
  for value in '"type" : "melee"' '"cost-energy" : 2' '"cost-credits" : 3' '"attack" : 3' '"power" : 5' '"vp" : 2' '"vp" : 1'; do
    grep -qF "$value" "$saved" || fail "the saved cards file lacks $value"
  done
fi
again=$(XDG_DATA_HOME=$data "$cli" catalogue import "$src/cards/good.json") || fail "second import exited $?"
[ "$again" = "0 values changed." ] || fail "a second import said: $again"

if [ "$failures" -ne 0 ]; then
  exit 1
fi
echo "ok: check, simulate and catalogue import answer what they did"
