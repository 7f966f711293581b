/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "journal/mc-bounded-file.h"
#include "journal/mc-journal.h"
#include "mc-session.h"
#include "mc-table-feed.h"
#include "mc-table-public.h"

/* Each time it is told the file changed (the app's pipe, a file monitor),
 * the feed reads it again. Lines added after those it has seen are
 * published one by one, each its own event with its line's number, so a
 * phone is told what each did; a file that no longer begins with what was
 * seen (replaced, cut short) is published once, as it is now. The game is
 * kept between reads and each new line replayed once into it
 * (mc_session_open_more()): a line costs the same at the end of a long
 * game as at its start. The server only ever reads the file. */

struct _McTableFeed
{
  GObject        parent_instance;

  McTableServer *server;
  char          *path;
  char          *name;
  GString       *seen;       /* the file's complete lines published so far */
  McSession     *session;    /* the game they hold */
  guint64        lines;
  char          *load_error; /* the last told, not told again */
};

G_DEFINE_FINAL_TYPE (McTableFeed, mc_table_feed, G_TYPE_OBJECT)

static McSessionChange
change_of_line (const char *line,
                gsize       length)
{
  g_autofree char *text = g_strndup (line, length);
  g_autoptr(JsonNode) node = json_from_string (text, NULL);
  JsonObject *object = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  const char *action = object != NULL ? json_object_get_string_member_with_default (object, "action", "") : "";

  if (g_strcmp0 (action, "undo") == 0)
    return MC_SESSION_CHANGE_UNDONE;
  if (g_strcmp0 (action, "redo") == 0)
    return MC_SESSION_CHANGE_REDONE;
  return MC_SESSION_CHANGE_APPLIED;
}

/* What a Rumblebots line did, in @language, described afresh in it. */
static char *
rumble_told (McTableFeed    *self,
             McSessionChange change,
             const char     *language)
{
  char *saved = mc_table_public_begin_language (language);
  g_autofree char *description = mc_session_dup_description (self->session, change == MC_SESSION_CHANGE_UNDONE);
  char *told = description != NULL ? mc_session_format_toast (change, description) : NULL;

  mc_table_public_end_language (saved);
  return told;
}

/* The game as it stands, published as line @line; @last (@last_length
 * bytes) is that line, to tell what it did. */
static void
publish (McTableFeed *self,
         guint64      line,
         const char  *last,
         gsize        last_length)
{
  const GError *load_error = mc_session_get_load_error (self->session);

  if (load_error != NULL && g_strcmp0 (load_error->message, self->load_error) != 0)
    {
      g_printerr ("%s\n", load_error->message);
      g_free (self->load_error);
      self->load_error = g_strdup (load_error->message);
    }
  if (mc_session_get_game_kind (self->session) == MC_GAME_RUMBLEBOTS)
    {
      const char * const *languages = mc_table_public_get_languages ();
      char *texts[MC_TABLE_PUBLIC_N_LANGUAGES] = { NULL };
      McSessionChange change = last != NULL ? change_of_line (last, last_length) : MC_SESSION_CHANGE_RELABELLED;
      McScoreTrack track;

      for (guint i = 0; last != NULL && languages[i] != NULL; i++)
        texts[i] = rumble_told (self, change, languages[i]);
      mc_table_server_get_chart (self->session, &track);
      mc_table_server_publish_rumble (self->server, mc_session_get_rumble_game (self->session),
                                      (const char * const *) texts, &track, line);
      for (guint i = 0; i < MC_TABLE_PUBLIC_N_LANGUAGES; i++)
        g_free (texts[i]);
    }
  else
    mc_table_server_publish_session (self->server, self->session, last != NULL, line);
}

/* The whole file afresh: the first read, or another file in its place. */
static gboolean
reload (McTableFeed *self,
        const char  *data,
        gsize        length,
        GError     **error)
{
  g_autoptr(McSession) session = mc_session_new ();
  guint64 lines = 0;

  if (!mc_session_open_data (session, self->name, data, length, NULL, error))
    return FALSE;
  g_set_object (&self->session, session);
  for (gsize i = 0; i < length; i++)
    lines += data[i] == '\n';
  publish (self, lines, NULL, 0);
  self->lines = lines;
  g_string_truncate (self->seen, 0);
  g_string_append_len (self->seen, data, length);
  return TRUE;
}

/**
 * mc_table_feed_read:
 *
 * Reads the file again and publishes what changed. On an error (the file
 * gone, unreadable, not a game) the last state published stays.
 */
gboolean
mc_table_feed_read (McTableFeed *self,
                    GError     **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (MC_IS_TABLE_FEED (self), FALSE);

  if (!mc_bounded_file_read (self->path, MC_JOURNAL_MAX_BYTES, &data, &length, error))
    return FALSE;
  /* A line still being written waits for its end. */
  while (length > 0 && data[length - 1] != '\n')
    length--;

  if (self->session != NULL && length >= self->seen->len && memcmp (data, self->seen->str, self->seen->len) == 0)
    {
      /* Appended: each new line its own event, read on from the last. */
      gsize start = self->seen->len;

      while (start < length)
        {
          const char *end = memchr (data + start, '\n', length - start);
          gsize next = (gsize) (end - data) + 1;

          if (!mc_session_open_more (self->session, data + start, next - start, NULL))
            /* Lines no whole file could hold: say why as a fresh open does. */
            return reload (self, data, length, error);
          publish (self, self->lines + 1, data + start, next - start);
          self->lines++;
          g_string_append_len (self->seen, data + start, next - start);
          start = next;
        }
      return TRUE;
    }

  return reload (self, data, length, error);
}

/**
 * mc_table_feed_switch:
 * @path: another game's file
 *
 * Follows another game from now on (a new game at the same table): the
 * phones, on the same link, see it at once. None of the previous game's
 * changes is replayed to a phone coming back.
 */
gboolean
mc_table_feed_switch (McTableFeed *self,
                      const char  *path,
                      GError     **error)
{
  g_return_val_if_fail (MC_IS_TABLE_FEED (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  g_free (self->path);
  g_free (self->name);
  self->path = g_strdup (path);
  self->name = g_path_get_basename (path);
  g_clear_object (&self->session);
  g_string_truncate (self->seen, 0);
  self->lines = 0;
  g_clear_pointer (&self->load_error, g_free);
  mc_table_server_forget_changes (self->server);
  return mc_table_feed_read (self, error);
}

guint64
mc_table_feed_get_line (McTableFeed *self)
{
  g_return_val_if_fail (MC_IS_TABLE_FEED (self), 0);

  return self->lines;
}

static void
mc_table_feed_finalize (GObject *object)
{
  McTableFeed *self = MC_TABLE_FEED (object);

  g_object_unref (self->server);
  g_free (self->path);
  g_free (self->name);
  g_string_free (self->seen, TRUE);
  g_clear_object (&self->session);
  g_free (self->load_error);
  G_OBJECT_CLASS (mc_table_feed_parent_class)->finalize (object);
}

static void
mc_table_feed_class_init (McTableFeedClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mc_table_feed_finalize;
}

static void
mc_table_feed_init (McTableFeed *self)
{
  self->seen = g_string_new (NULL);
}

McTableFeed *
mc_table_feed_new (McTableServer *server,
                   const char    *path)
{
  McTableFeed *self = g_object_new (MC_TYPE_TABLE_FEED, NULL);

  self->server = g_object_ref (server);
  self->path = g_strdup (path);
  self->name = g_path_get_basename (path);
  return self;
}
