#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Instructions to the first painted frame, counted by callgrind: the
# repeatable start-up number (issue 23), for the app and for the yardstick,
# a bare libadwaita window (bench-bare-window.c).
#
#   tests/bench/callgrind-first-frame.sh BUILD_DIR bare|welcome|GAME.jsonl
#
# prints "summary: N", the instructions from exec to the first frame's
# after-paint handler (callgrind dumps its counts on entering it:
# --dump-before). Build BUILD_DIR as release or debugoptimized (the same
# for every number compared), run under Xvfb (xvfb-run is used here), in
# the environment bench-startup uses (bench_set_app_environment(): memory
# GSettings, no session bus, no accessibility bus, GSK_RENDERER=cairo).
# The game is a copy in a fresh XDG_DATA_HOME. Counts vary by about 0.1%
# from run to run; load on the machine does not change them.
set -e
build=$(cd "$1" && pwd)
what=$2
out=$(mktemp -d)
export MC_BENCH_FIRST_FRAME=1 GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$build/data" NO_AT_BRIDGE=1 \
  DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent/mech-companion-bench-bus GSK_RENDERER=cairo \
  XDG_DATA_HOME="$out/data"
mkdir -p "$out/data"
case "$what" in
  bare) set -- "$build/tests/bench/bench-bare-window"; handler=after_paint_cb ;;
  welcome) set -- "$build/src/mech-companion"; handler=bench_after_paint_cb ;;
  *) cp "$what" "$out/game.jsonl"; set -- "$build/src/mech-companion" "$out/game.jsonl"; handler=bench_after_paint_cb ;;
esac
xvfb-run -a -s "-screen 0 1600x1000x24" valgrind --tool=callgrind --collect-atstart=yes \
  --dump-before="$handler" --callgrind-out-file="$out/callgrind.out" "$@" >/dev/null 2>"$out/valgrind.log"
# Part 1 is the dump made on entering the handler: up to the first frame.
echo "$(grep "^summary" "$out/callgrind.out.1")"
echo "profile: $out/callgrind.out.1 (callgrind_annotate --inclusive=yes)" >&2
