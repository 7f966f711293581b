#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Breaks the code on purpose, one mutation at a time, in a throwaway copy
# of the committed tree, and checks that the named tests then fail.
#   tests/mutations.sh [WORK-FOLDER]
# The source tree it is run from is never touched: the copy is taken with
# `git archive HEAD`. Prints one line per mutation and exits non-zero when
# a mutation survives (the suite stayed green) or its point is not found
# (the code moved: move the mutation with it). .ci/run runs it after the
# two suites. One build, then per mutation only the named tests' targets
# are rebuilt and only those tests run (a few minutes with ccache).
set -eu
# The UI tests need a display.
if [ -z "${DISPLAY:-}" ] && command -v xvfb-run >/dev/null; then
  exec xvfb-run -a -s "-screen 0 1600x1000x24" "$0" "$@"
fi
top=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-${TMPDIR:-/tmp}/mech-companion-mutations}
started=$(date +%s)

mkdir -p "$work"
rm -rf "$work/src-tree"
mkdir "$work/src-tree"
git -C "$top" archive HEAD | tar -x -C "$work/src-tree"
cd "$work/src-tree"
meson setup "$work/build" --wipe >/dev/null 2>&1 || meson setup "$work/build" >/dev/null
meson compile -C "$work/build" >/dev/null

# The build target a test runs.
target_of () {
  case $1 in
    cli-*) echo mech-companion-cli ;;
    test-ui-rumble-game-*) echo test-ui-rumble-game ;;
    *) echo "$1" ;;
  esac
}

survived=0
# mutate NAME FILE FROM TO TEST...: replaces the fixed string FROM by TO in
# FILE (it must be there), rebuilds, runs the tests, restores FILE.
mutate () {
  name=$1 file=$2 from=$3 to=$4
  shift 4
  cp "$file" "$file.orig"
  python3 - "$file" "$from" "$to" <<'PY'
import sys
path, old, new = sys.argv[1:4]
text = open(path, encoding='utf-8').read()
if old not in text:
    sys.exit('mutation point not found in %s: %s' % (path, old))
open(path, 'w', encoding='utf-8').write(text.replace(old, new, 1))
PY
  caught=""
  targets=""
  for t in "$@"; do
    targets="$targets $(target_of "$t")"
  done
  # shellcheck disable=SC2086
  if ! meson compile -C "$work/build" $targets >/dev/null 2>&1; then
    caught="(does not build)"
  else
    for t in "$@"; do
      if ! meson test -C "$work/build" --no-rebuild "$t" >/dev/null 2>&1; then
        caught="$caught $t"
      fi
    done
  fi
  mv "$file.orig" "$file"
  touch "$file"
  if [ -n "$caught" ]; then
    echo "caught    $name:$caught"
  else
    echo "SURVIVED  $name (ran: $*)"
    survived=$((survived + 1))
  fi
}

# R-A4: a third basic weapon may be equipped.
mutate "R-A4 slot check off for basics" src/mechs/tem-game-weapons.c \
  'if ((is_basic && basic >= basic_slots) || (!is_basic && advanced >= advanced_slots))' \
  'if (!is_basic && advanced >= advanced_slots)' \
  test-rules-oracle test-rules-actions

# R-C5: Area counters Melee instead of Ranged.
mutate "R-C5 counter wheel wrong" src/mechs/tem-weapon.c \
  '(mine == TEM_WEAPON_TYPE_AREA && theirs == TEM_WEAPON_TYPE_RANGED)' \
  '(mine == TEM_WEAPON_TYPE_AREA && theirs == TEM_WEAPON_TYPE_MELEE)' \
  test-rules-combat test-rules-oracle

# R-SC4: scores capped at 40, the printed track's end.
mutate "R-SC4 VP capped at 40" src/mechs/tem-game-query.c \
  'MIN (game->players[seat].score + vp, TEM_SCORE_MAX)' \
  'MIN (game->players[seat].score + vp, 40)' \
  test-rules-oracle test-rules-scoring

# R-A9: a turret that does not knock out stays in the zone.
mutate "R-A9 trap: turret never returns" src/mechs/tem-game-turn.c \
  'if (is_mine || player->health > 0)' \
  'if (is_mine)' \
  test-rules-oracle test-rules-game

# R-A8: a mine deals the zone's value only, not plus its number.
mutate "R-A8 trap: mine number ignored" src/mechs/tem-game-turn.c \
  'damage = game->arena.zones[cell].value + mine_number;' \
  'damage = game->arena.zones[cell].value;' \
  test-rules-game test-rules-oracle

# R-SO13: a robot buys the last affordable card of the row, not the first.
mutate "R-SO13 robot buys right to left" src/mechs/tem-game-robot.c \
  'for (int slot = 0; slot < TEM_ROW_SIZE && choice < 0; slot++)' \
  'for (int slot = 0; slot < TEM_ROW_SIZE; slot++)' \
  test-rules-robots test-rules-oracle

# R-SO13: a robot may own a fifth advanced weapon.
mutate "R-SO13 robot buys past four" src/mechs/tem-game-robot.c \
  '#define ROBOT_MAX_ADVANCED 4' \
  '#define ROBOT_MAX_ADVANCED 6' \
  test-rules-robots test-rules-oracle

# R-SC2: the kept basics score too.
mutate "R-SC2 kept basics score" src/mechs/tem-game-scoring.c \
  'return weapon->purchased || game->rules_edition == TEM_RULES_EDITION_FIRST;' \
  'return TRUE;' \
  test-final-scores test-rules-oracle

# R-SC1: a turret scores its zone's value once, not twice.
mutate "R-SC1 turret scores once" src/mechs/tem-game-scoring.c \
  '2 * ' \
  '1 * ' \
  test-rules-oracle test-final-scores test-rules-scoring

# The CLI prints the standings reversed.
mutate "cli scores reversed" src/cli/mech-companion-cli.c \
  'game->players[standings.order[i]].score, game->players[standings.order[i]].name' \
  'game->players[standings.order[game->n_players - 1 - i]].score, game->players[standings.order[game->n_players - 1 - i]].name' \
  cli-scores-two-players cli-scores-four-players cli-scores-solo

# The CLI prints {} for the state.
mutate "cli replay prints {}" src/cli/mech-companion-cli.c \
  'g_print ("%s\n", text);' \
  'g_print ("{}\n"); (void) text;' \
  cli-replay-two-players cli-replay-solo

# The CLI reports a bad line with exit code 1, not 2.
mutate "cli bad line exits 1" src/cli/mech-companion-cli.c \
  'EXIT_BAD_LINE = 2,' \
  'EXIT_BAD_LINE = 1,' \
  cli-check-rejects-bad-json cli-replay-rejects-wrong-type

# The CLI crashes on a file it cannot use (what should_fail let pass).
mutate "cli aborts on an unusable file" src/cli/mech-companion-cli.c \
  'g_printerr ("%s\n", error->message);
      return EXIT_UNUSABLE;' \
  'g_printerr ("%s\n", error->message);
      abort ();' \
  cli-check-rejects-binary cli-check-rejects-empty

# The journal writer no longer syncs a line before the action is reported.
mutate "journal line not synced" src/journal/mc-journal.c \
  'if (fsync (fd) != 0)
    return errno;' \
  '' \
  test-journal-sync

# The Undo button in the header bar loses its accessible name.
mutate "Undo button unnamed" ui/mc-window.ui \
  '<property name="label" translatable="yes">Undo</property>' \
  '' \
  test-ui-a11y

# Rumblebots: the Showdown's income (RB-V3).
mutate "RB-V3 Showdown income 5" src/rumble/rb-limits.h \
  '#define RB_SHOWDOWN_INCOME 6' \
  '#define RB_SHOWDOWN_INCOME 5' \
  test-rumble-rules test-ui-rumble-game-three-players-en

# Rumblebots: crits beat 4 + barriers (RB-C8), not 3 + barriers.
mutate "RB-C8 crits need 3 + barriers" src/rumble/rb-limits.h \
  '#define RB_CRIT_BASE 4' \
  '#define RB_CRIT_BASE 3' \
  test-rumble-battle test-ui-rumble

# Rumblebots: the Champion token moved after the win (RB-R9).
mutate "RB-R9 token moves after the win" src/rumble/rb-game-table.c \
  'if (field == RB_FIELD_CHAMPION && game->over)' \
  'if (FALSE && field == RB_FIELD_CHAMPION && game->over)' \
  test-rumble-battle

# Rumblebots: the panel's Energize forgets the Scan asked for (RB-B20).
mutate "RB-B20 Scan ignored by the panel" src/app/mc-rumble-phase-build.c \
  'rb_action_init_energize (action, (guint) game->turn, cryo, (int) scan);' \
  'rb_action_init_energize (action, (guint) game->turn, cryo, 0);' \
  test-ui-rumble-abilities

# Rumblebots: the clash view drops the first card revealed (RB-C6).
mutate "clash view drops a card" src/app/mc-rumble-clash-view.c \
  'for (guint i = 0; i < gang->n_cards; i++)' \
  'for (guint i = 1; i < gang->n_cards; i++)' \
  test-ui-rumble-abilities

# Rumblebots: a Bot's numbers typed once are not offered again (RB-K18).
mutate "cards file offers nothing" src/journal/mc-bot-recall.c \
  'if (cards == NULL || (known = mc_card_memory_find_bot (cards, card->name)) == NULL)' \
  'if (TRUE || cards == NULL || (known = mc_card_memory_find_bot (cards, card->name)) == NULL)' \
  test-ui-rumble-abilities

# R-SO20: a robot KO'd in a combat faces north, not the human in the row
# next to its base (R-SO19's north is for one that survives).
mutate "R-SO20 KO'd in combat faces north" src/mechs/tem-game-combat.c \
  '&& game->players[i].cell == game->combat.cell)' \
  ')' \
  test-rules-robots-combat

# RB-R9, RB-V1: a dominance win after round 5's battle reports round 6.
mutate "RB-V1 win reports the next round" src/rumble/rb-game-query.c \
  'if (game->over && game->ended_round > 0)' \
  'if (FALSE && game->over && game->ended_round > 0)' \
  test-rumble-battle test-rumble-results cli-replay-rumble-three-players

# Undo keeps a stale snapshot when it stops exactly at a boundary.
mutate "undo keeps a stale snapshot" src/session/mc-session.c \
  'g_array_set_size (self->snapshots, (index + SNAPSHOT_EVERY - 1) / SNAPSHOT_EVERY);' \
  'g_array_set_size (self->snapshots, index / SNAPSHOT_EVERY + 1);' \
  test-session-undo

# R-SC3: with the Mech held, the first tied player is crowned.
mutate "R-SC3 first tied player crowned" src/mechs/tem-game-scoring.c \
  'if ((int) tied[i] == game->mech_controller)
      {
        standings->winners[standings->n_winners++] = tied[i];' \
  'if (game->mech_controller != TEM_NOBODY)
      {
        standings->winners[standings->n_winners++] = tied[0];' \
  test-rules-scoring

# R-SC3: the Mech's holder wins a tie it is not part of.
mutate "R-SC3 holder outside the tie wins" src/mechs/tem-game-scoring.c \
  'if ((int) tied[i] == game->mech_controller)
      {
        standings->winners[standings->n_winners++] = tied[i];' \
  'if (game->mech_controller != TEM_NOBODY)
      {
        standings->winners[standings->n_winners++] = (guint) game->mech_controller;' \
  test-rules-scoring

# A disabled action's reason: empty under its label; no accessible description.
mutate "disabled action says nothing" src/app/mc-turn-button.c \
  'gtk_label_set_label (self->refusal_label, refused ? refusal : "");' \
  'gtk_label_set_label (self->refusal_label, "");' \
  test-ui-reasons
mutate "disabled action not described" src/app/mc-turn-button.c \
  'GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, refusal, -1);' \
  'GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);' \
  test-ui-reasons

# History's row for an unreadable file: its icon-only button unnamed.
mutate "History's folder button unnamed" src/app/mc-history-page.c \
  'gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Open the folder that holds this file"), -1);' \
  '' \
  test-ui-a11y

# A page template in the wrong gettext domain: English in es and pl.
mutate "History in the wrong gettext domain" ui/mc-history-page.ui \
  '<interface domain="mech-companion">' \
  '<interface domain="mech-companion-wrong">' \
  test-ui-translations

# The CLI's good answers: an import that never saves; simulate printing
# {}; check miscounting.
mutate "catalogue import never saves" src/cli/mech-companion-cli.c \
  'if (changed > 0 && !mc_card_memory_save (own, own_path, &error))' \
  'if (FALSE && changed > 0 && !mc_card_memory_save (own, own_path, &error))' \
  cli-good-answers
mutate "simulate prints {}" src/cli/mech-companion-cli.c \
  'g_print ("%s\n", line->str);' \
  'g_print ("{}\n"); (void) line;' \
  cli-good-answers
mutate "check miscounts the actions" src/cli/mech-companion-cli.c \
  'path, mc_session_get_n_actions (session));' \
  'path, mc_session_get_n_actions (session) + 1);' \
  cli-good-answers

# "Saved before it shows": the journal line written after ::changed.
mutate "journal written after ::changed" src/session/mc-session.c \
  '  if (self->journal != NULL
      && (!ensure_journal (self, &local_error) || !rules->append_action (self->journal, action, &local_error)))
    return mc_session_refuse (self, local_error, error);

  could_undo = mc_session_can_undo (self);
  could_redo = mc_session_can_redo (self);
  if (!mc_session_push_action (self, rules, action, &events, &local_error))
    g_error ("An action accepted once was refused: %s", local_error->message);
  memcpy (mc_session_events_of (self, rules), &events, rules->events_size);

  description = mc_session_get_undo_description (self);
  notify_history (self, could_undo, could_redo);
  g_signal_emit (self, signals[CHANGED], 0, MC_SESSION_CHANGE_APPLIED, description);' \
  '  could_undo = mc_session_can_undo (self);
  could_redo = mc_session_can_redo (self);
  if (!mc_session_push_action (self, rules, action, &events, &local_error))
    g_error ("An action accepted once was refused: %s", local_error->message);
  memcpy (mc_session_events_of (self, rules), &events, rules->events_size);

  description = mc_session_get_undo_description (self);
  notify_history (self, could_undo, could_redo);
  g_signal_emit (self, signals[CHANGED], 0, MC_SESSION_CHANGE_APPLIED, description);
  if (self->journal != NULL
      && (!ensure_journal (self, &local_error) || !rules->append_action (self->journal, action, &local_error)))
    return mc_session_refuse (self, local_error, error);' \
  test-journal-sync

# The property and oracle tests state their limits from the rulebook: a
# wrong constant in the core does not move them.
mutate "R-A13 Power Armor health 10" src/mechs/tem-status.h \
  '#define TEM_POWER_ARMOR_HEALTH 9' \
  '#define TEM_POWER_ARMOR_HEALTH 10' \
  test-rules-property
mutate "RB-S2 31 crystals in the box" src/rumble/rb-limits.h \
  '#define RB_CRYSTALS 30 ' \
  '#define RB_CRYSTALS 31 ' \
  test-rumble-property
mutate "R-SC4 the score field ends at 60" src/mechs/tem-limits.h \
  '#define TEM_SCORE_MAX 999' \
  '#define TEM_SCORE_MAX 60' \
  test-rules-oracle

# The replay's state mid-game: a combat's next attacker printed as the
# one who started it; Ad Hoc mode always printed false.
mutate "replay prints the attacker as next" src/journal/mc-journal-state.c \
  'mc_journal_json_add_int (builder, "next", game->combat.next);' \
  'mc_journal_json_add_int (builder, "next", game->combat.attacker);' \
  test-replay-midgame
mutate "replay forgets Ad Hoc mode" src/journal/mc-journal-state.c \
  'mc_journal_json_add_bool (builder, "ad-hoc", player->ad_hoc);' \
  'mc_journal_json_add_bool (builder, "ad-hoc", FALSE);' \
  test-replay-midgame

# R-S8: the basic weapon kept at setup not asked once a weapon was bought
# (the walk's forced retreat).
mutate "R-S8 kept basic not asked after a purchase" src/mechs/tem-game-combat.c \
  'if (game->rules_edition >= TEM_RULES_EDITION_KEPT_BASIC && game->players[seat].status != TEM_STATUS_MIGHTY_MECH' \
  'if (FALSE && game->players[seat].status != TEM_STATUS_MIGHTY_MECH' \
  test-rules-needs

# A number that starts empty: "+" gives 0 first (two taps paid 1 credit).
mutate "empty number counts from zero" src/app/mc-empty-spin.c \
  'if (value == 0 && was_empty)' \
  'if (FALSE && was_empty)' \
  test-ui-dialogs

echo "$survived mutation(s) survived in $(( $(date +%s) - started )) s"
[ "$survived" -eq 0 ]
