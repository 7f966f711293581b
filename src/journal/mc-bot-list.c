/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stddef.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "rumble/rb-faction.h"
#include "rumble/rb-limits.h"
#include "mc-bot-list.h"
#include "mc-card-memory.h"
#include "mc-journal-error.h"
#include "mc-journal-json.h"
#include "mc-journal-rumble-action.h"

struct _McBotList
{
  GPtrArray *bots;      /* McBotCard, in the order entered */
};

/* The numbers printed on a Bot card (RB-K18), as the file names them. */
static const struct
{
  const char *id;
  gsize       offset;
  const char *label;    /* N_() */
  const char *range;    /* N_(): a whole sentence each, for the translators */
} numbers[] = {
  { "attack", G_STRUCT_OFFSET (McBotCard, attack), N_("attack"),
    N_("%s: the attack is a whole number from 0 to %d.") },
  { "defense", G_STRUCT_OFFSET (McBotCard, defense), N_("defense"),
    N_("%s: the defense is a whole number from 0 to %d.") },
  { "crits", G_STRUCT_OFFSET (McBotCard, crits), N_("critical hits"),
    N_("%s: the critical hits are a whole number from 0 to %d.") },
  { "barriers", G_STRUCT_OFFSET (McBotCard, barriers), N_("barriers"),
    N_("%s: the barriers are a whole number from 0 to %d.") },
  { "cost", G_STRUCT_OFFSET (McBotCard, cost), N_("cost"),
    N_("%s: the cost is a whole number from 0 to %d.") },
  { "recycle", G_STRUCT_OFFSET (McBotCard, recycle), N_("recycle value"),
    N_("%s: the recycle value is a whole number from 0 to %d.") },
};

#define NUMBER(bot, i) G_STRUCT_MEMBER (int, (bot), numbers[(i)].offset)

static void
bot_free (McBotCard *bot)
{
  g_free (bot->name);
  g_free (bot);
}

McBotList *
mc_bot_list_new (void)
{
  McBotList *self = g_new0 (McBotList, 1);

  self->bots = g_ptr_array_new_with_free_func ((GDestroyNotify) bot_free);
  return self;
}

void
mc_bot_list_free (McBotList *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->bots);
  g_free (self);
}

static McBotCard *
bot_copy (const McBotCard *bot)
{
  McBotCard *copy = g_memdup2 (bot, sizeof *bot);

  copy->name = g_strdup (bot->name);
  return copy;
}

McBotList *
mc_bot_list_copy (McBotList *self)
{
  McBotList *copy = mc_bot_list_new ();

  for (guint i = 0; i < self->bots->len; i++)
    g_ptr_array_add (copy->bots, bot_copy (g_ptr_array_index (self->bots, i)));
  return copy;
}

guint
mc_bot_list_get_n (McBotList *self)
{
  return self->bots->len;
}

const McBotCard *
mc_bot_list_get (McBotList *self,
                 guint      index)
{
  g_return_val_if_fail (index < self->bots->len, NULL);
  return g_ptr_array_index (self->bots, index);
}

/* The Bot of that name, whatever its case and the spaces around it. */
const McBotCard *
mc_bot_list_find (McBotList  *self,
                  const char *name)
{
  g_autofree char *stripped = NULL;
  g_autofree char *wanted = NULL;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    return NULL;
  stripped = g_strstrip (g_strdup (name));
  wanted = g_utf8_casefold (stripped, -1);
  for (guint i = 0; i < self->bots->len; i++)
    {
      McBotCard *bot = g_ptr_array_index (self->bots, i);
      g_autofree char *folded = g_utf8_casefold (bot->name, -1);

      if (g_str_equal (folded, wanted))
        return bot;
    }
  return NULL;
}

/* A name as on the card: short, one line, no control characters. */
static gboolean
check_name (const char  *name,
            GError     **error)
{
  g_autofree char *stripped = NULL;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_MISSING, _("A Bot needs the name printed on its card."));
      return FALSE;
    }
  stripped = g_strstrip (g_strdup (name));
  if (*stripped == '\0')
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_MISSING, _("A Bot needs the name printed on its card."));
      return FALSE;
    }
  if (strlen (stripped) >= RB_NAME_MAX || g_utf8_strlen (stripped, -1) > MC_CARD_NAME_MAX_CHARS)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_LARGE,
                   _("“%.20s…”: a Bot’s name is at most %d characters."), stripped, MC_CARD_NAME_MAX_CHARS);
      return FALSE;
    }
  for (const char *p = stripped; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      {
        g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                     _("%s: a Bot’s name holds no control character."), stripped);
        return FALSE;
      }
  return TRUE;
}

static gboolean
check_bot (const McBotCard  *bot,
           GError          **error)
{
  if (!check_name (bot->name, error))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      int value = NUMBER (bot, i);

      if (value != RB_UNKNOWN && (value < 0 || value > RB_CARD_VALUE_MAX))
        {
          /* One of numbers[].range: msgfmt --check has checked it. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE, _(numbers[i].range), bot->name,
                       RB_CARD_VALUE_MAX);
#pragma GCC diagnostic pop
          return FALSE;
        }
    }
  if (bot->factions != 0 && (!rb_factions_are_valid (bot->factions) || rb_factions_count (bot->factions) > 2))
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                   _("%s: a Bot belongs to one or two of the six factions."), bot->name);
      return FALSE;
    }
  return TRUE;
}

/**
 * mc_bot_list_set:
 * @bot: what the players read off the card; RB_UNKNOWN (and factions 0)
 *   for what they did not enter
 *
 * Adds the Bot, or adds to what is known of it: a number entered replaces
 * the one remembered, a number not entered keeps it. Bad values change
 * nothing and say why.
 */
gboolean
mc_bot_list_set (McBotList       *self,
                 const McBotCard *bot,
                 GError         **error)
{
  McBotCard *known;

  g_return_val_if_fail (bot != NULL, FALSE);

  if (!check_bot (bot, error))
    return FALSE;
  known = (McBotCard *) mc_bot_list_find (self, bot->name);
  if (known == NULL)
    {
      if (self->bots->len >= RB_MAX_BOTS)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_TOO_LARGE,
                       _("The box holds %d Bot cards: “%s” would be one more."), RB_MAX_BOTS, bot->name);
          return FALSE;
        }
      known = g_new0 (McBotCard, 1);
      known->name = g_strstrip (g_strdup (bot->name));
      for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
        NUMBER (known, i) = RB_UNKNOWN;
      g_ptr_array_add (self->bots, known);
    }
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    if (NUMBER (bot, i) != RB_UNKNOWN)
      NUMBER (known, i) = NUMBER (bot, i);
  if (bot->factions != 0)
    known->factions = bot->factions;
  return TRUE;
}

/* Everything entered: one per Bot, per number and for its factions. */
guint
mc_bot_list_count (McBotList *self)
{
  guint n = 0;

  for (guint b = 0; b < self->bots->len; b++)
    {
      McBotCard *bot = g_ptr_array_index (self->bots, b);

      n += 1 + (bot->factions != 0);
      for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
        n += NUMBER (bot, i) != RB_UNKNOWN;
    }
  return n;
}

/* Reading -------------------------------------------------------------- */

static gboolean
read_factions (JsonNode    *node,
               const char  *name,
               guint       *factions,
               GError     **error)
{
  JsonArray *array;

  *factions = 0;
  if (JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (array = json_node_get_array (node)) > RB_N_FACTIONS)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                   _("%s: its factions are not a list of faction names."), name);
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      const char *id = JSON_NODE_HOLDS_VALUE (element) && json_node_get_value_type (element) == G_TYPE_STRING
                       ? json_node_get_string (element) : NULL;
      int faction = -1;

      for (int f = 0; id != NULL && f < RB_N_FACTIONS; f++)
        if (g_str_equal (id, mc_journal_rumble_faction_ids[f]))
          faction = f;
      if (faction < 0)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("%s: a faction is animal, appliances, bio, steam, mech or warfare."), name);
          return FALSE;
        }
      *factions |= RB_FACTION_BIT (faction);
    }
  return TRUE;
}

static gboolean
read_bot (McBotList  *self,
          JsonNode   *node,
          GError    **error)
{
  JsonObject *object;
  JsonNode *member;
  g_autoptr(GList) members = NULL;
  McBotCard bot = { NULL, 0, RB_UNKNOWN, RB_UNKNOWN, RB_UNKNOWN, RB_UNKNOWN, RB_UNKNOWN, RB_UNKNOWN };

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                           _("A Bot in the cards file is not a JSON object."));
      return FALSE;
    }
  object = json_node_get_object (node);
  member = json_object_get_member (object, "name");
  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_STRING)
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_MISSING, _("A Bot in the cards file has no name."));
      return FALSE;
    }
  bot.name = (char *) json_node_get_string (member);
  if (!check_name (bot.name, error))
    return FALSE;

  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *id = l->data;
      gboolean known = g_str_equal (id, "name");

      member = json_object_get_member (object, id);
      if (g_str_equal (id, "factions"))
        {
          if (!read_factions (member, bot.name, &bot.factions, error))
            return FALSE;
          known = TRUE;
        }
      for (guint i = 0; i < G_N_ELEMENTS (numbers) && !known; i++)
        if (g_str_equal (id, numbers[i].id))
          {
            known = TRUE;
            if (JSON_NODE_HOLDS_NULL (member))
              continue;
            if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_INT64
                || json_node_get_int (member) < 0 || json_node_get_int (member) > RB_CARD_VALUE_MAX)
              {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
                g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE, _(numbers[i].range), bot.name,
                             RB_CARD_VALUE_MAX);
#pragma GCC diagnostic pop
                return FALSE;
              }
            NUMBER (&bot, i) = (int) json_node_get_int (member);
          }
      if (!known)
        {
          g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                       _("A Bot card shows a name, factions, attack, defense, critical hits, barriers, a cost and a "
                         "recycle value, not “%s”."), id);
          return FALSE;
        }
    }
  if (mc_bot_list_find (self, bot.name) != NULL)
    {
      g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                   _("The cards file names the Bot “%s” twice."), bot.name);
      return FALSE;
    }
  return mc_bot_list_set (self, &bot, error);
}

/**
 * mc_bot_list_read:
 * @node: the cards file's "rumblebots" member
 *
 * Reads the file's Bots into @self, which the caller throws away on an
 * error (a bad file changes nothing).
 */
gboolean
mc_bot_list_read (McBotList  *self,
                  JsonNode   *node,
                  GError    **error)
{
  g_autoptr(McBotList) seen = mc_bot_list_new ();   /* the file's own, for duplicates */
  g_autoptr(GList) members = NULL;
  JsonObject *object;
  JsonArray *bots;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                           _("The cards file’s Rumblebots cards are not a JSON object."));
      return FALSE;
    }
  object = json_node_get_object (node);
  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    if (!g_str_equal (l->data, "bots"))
      {
        g_set_error (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_OUT_OF_RANGE,
                     _("The cards file’s Rumblebots cards hold “%s”, which is no kind of card."),
                     (const char *) l->data);
        return FALSE;
      }
  node = json_object_get_member (object, "bots");
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error_literal (error, MC_JOURNAL_ERROR, MC_JOURNAL_ERROR_WRONG_TYPE,
                           _("The cards file’s Bots are not a JSON array."));
      return FALSE;
    }
  bots = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (bots); i++)
    {
      JsonNode *bot = json_array_get_element (bots, i);

      /* Each name once in the file; then on top of what @self knows. */
      if (!read_bot (seen, bot, error))
        return FALSE;
      if (!mc_bot_list_set (self, mc_bot_list_get (seen, mc_bot_list_get_n (seen) - 1), error))
        return FALSE;
    }
  return TRUE;
}

/* Writing -------------------------------------------------------------- */

/* "rumblebots": {"bots": [...]} when any Bot is known; nothing otherwise,
 * so a file without Rumblebots is as before. */
void
mc_bot_list_write (McBotList   *self,
                   JsonBuilder *builder)
{
  if (self->bots->len == 0)
    return;
  json_builder_set_member_name (builder, "rumblebots");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "bots");
  json_builder_begin_array (builder);
  for (guint b = 0; b < self->bots->len; b++)
    {
      McBotCard *bot = g_ptr_array_index (self->bots, b);

      json_builder_begin_object (builder);
      mc_journal_json_add_string (builder, "name", bot->name);
      if (bot->factions != 0)
        mc_journal_rumble_add_factions (builder, "factions", bot->factions);
      for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
        if (NUMBER (bot, i) != RB_UNKNOWN)
          mc_journal_json_add_int (builder, numbers[i].id, NUMBER (bot, i));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/* Merging -------------------------------------------------------------- */

static char *
describe_number (const McBotCard *bot,
                 guint            i)
{
  /* Translators: a Bot's number in an import's preview, "Pingutrón: attack 3" */
  return g_strdup_printf (_("%s: %s %d"), bot->name, _(numbers[i].label), NUMBER (bot, i));
}

static char *
describe_factions (const McBotCard *bot)
{
  g_autofree char *names = rb_factions_dup_names (bot->factions);

  /* Translators: a Bot's factions in an import's preview, "Pingutrón: Bio, Mech" */
  return g_strdup_printf (_("%s: %s"), bot->name, names);
}

static void
add_change (GPtrArray *changes,
            char      *ours,
            char      *theirs)
{
  McCardChange *change = g_new0 (McCardChange, 1);

  change->ours = ours;
  change->theirs = theirs;
  g_ptr_array_add (changes, change);
}

/**
 * mc_bot_list_merge:
 * @added: McCardChange: what is new to @self
 * @conflicts: McCardChange: where the two disagree
 *
 * Adds the Bots and numbers @self does not know; a disagreement is only
 * settled by @replace.
 *
 * Returns: how many things in @self changed
 */
guint
mc_bot_list_merge (McBotList *self,
                   McBotList *incoming,
                   gboolean   replace,
                   GPtrArray *added,
                   GPtrArray *conflicts)
{
  guint changed = 0;

  for (guint b = 0; b < incoming->bots->len; b++)
    {
      const McBotCard *theirs = g_ptr_array_index (incoming->bots, b);
      McBotCard *ours = (McBotCard *) mc_bot_list_find (self, theirs->name);

      if (ours == NULL)
        {
          McBotCard empty = { theirs->name, 0, RB_UNKNOWN, RB_UNKNOWN, RB_UNKNOWN, RB_UNKNOWN, RB_UNKNOWN, RB_UNKNOWN };

          if (!mc_bot_list_set (self, &empty, NULL))
            continue;   /* the box has 98: one of the lists is wrong, ours stays */
          ours = (McBotCard *) mc_bot_list_find (self, theirs->name);
          add_change (added, NULL, g_strdup (theirs->name));
          changed++;
        }
      for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
        {
          int their_value = NUMBER (theirs, i), our_value = NUMBER (ours, i);

          if (their_value == RB_UNKNOWN || their_value == our_value)
            continue;
          if (our_value == RB_UNKNOWN)
            add_change (added, NULL, describe_number (theirs, i));
          else
            {
              add_change (conflicts, describe_number (ours, i), describe_number (theirs, i));
              if (!replace)
                continue;
            }
          NUMBER (ours, i) = their_value;
          changed++;
        }
      if (theirs->factions != 0 && theirs->factions != ours->factions)
        {
          if (ours->factions == 0)
            add_change (added, NULL, describe_factions (theirs));
          else
            {
              add_change (conflicts, describe_factions (ours), describe_factions (theirs));
              if (!replace)
                continue;
            }
          ours->factions = theirs->factions;
          changed++;
        }
    }
  return changed;
}
