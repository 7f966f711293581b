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
 * seen (replaced, cut short) is published once, as it is now. The server
 * only ever reads the file. */

struct _McTableFeed
{
  GObject        parent_instance;

  McTableServer *server;
  char          *path;
  char          *name;
  GString       *seen;       /* the file's complete lines published so far */
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

/* What a Rumblebots line did, in @language: the game is replayed in it,
 * as its description is made when first asked for. */
static char *
rumble_told (McTableFeed    *self,
             const char     *data,
             gsize           length,
             McSessionChange change,
             const char     *language)
{
  g_autoptr(McSession) session = mc_session_new ();
  char *saved = mc_table_public_begin_language (language);
  const char *description = NULL;
  char *told = NULL;

  if (mc_session_open_data (session, self->name, data, length, NULL, NULL))
    {
      description = change == MC_SESSION_CHANGE_UNDONE ? mc_session_get_redo_description (session)
                                                       : mc_session_get_undo_description (session);
      if (description != NULL)
        told = mc_session_format_toast (change, description);
    }
  mc_table_public_end_language (saved);
  return told;
}

/* The game as it stands after @length bytes of @data (whole lines),
 * published as line @line; @last is that line, to tell what it did. */
static gboolean
publish (McTableFeed *self,
         const char  *data,
         gsize        length,
         guint64      line,
         const char  *last,
         gboolean     told,
         GError     **error)
{
  g_autoptr(McSession) session = mc_session_new ();
  const GError *load_error;

  if (!mc_session_open_data (session, self->name, data, length, NULL, error))
    return FALSE;
  load_error = mc_session_get_load_error (session);
  if (load_error != NULL && g_strcmp0 (load_error->message, self->load_error) != 0)
    {
      g_printerr ("%s\n", load_error->message);
      g_free (self->load_error);
      self->load_error = g_strdup (load_error->message);
    }
  if (mc_session_get_game_kind (session) == MC_GAME_RUMBLEBOTS)
    {
      const char * const *languages = mc_table_public_get_languages ();
      char *texts[MC_TABLE_PUBLIC_N_LANGUAGES] = { NULL };
      McSessionChange change = told ? change_of_line (last, data + length - last) : MC_SESSION_CHANGE_RELABELLED;
      McScoreTrack track;

      for (guint i = 0; told && languages[i] != NULL; i++)
        texts[i] = rumble_told (self, data, length, change, languages[i]);
      mc_table_server_get_chart (session, &track);
      mc_table_server_publish_rumble (self->server, mc_session_get_rumble_game (session),
                                      (const char * const *) texts, &track, line);
      for (guint i = 0; i < MC_TABLE_PUBLIC_N_LANGUAGES; i++)
        g_free (texts[i]);
    }
  else
    mc_table_server_publish_session (self->server, session, told, line);
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
  guint64 lines = 0;

  g_return_val_if_fail (MC_IS_TABLE_FEED (self), FALSE);

  if (!mc_bounded_file_read (self->path, MC_JOURNAL_MAX_BYTES, &data, &length, error))
    return FALSE;
  /* A line still being written waits for its end. */
  while (length > 0 && data[length - 1] != '\n')
    length--;

  if (self->seen->len > 0 && length >= self->seen->len && memcmp (data, self->seen->str, self->seen->len) == 0)
    {
      /* Appended: each new line its own event. */
      gsize start = self->seen->len;

      while (start < length)
        {
          const char *end = memchr (data + start, '\n', length - start);
          gsize next = (gsize) (end - data) + 1;

          if (!publish (self, data, next, self->lines + 1, data + start, TRUE, error))
            return FALSE;
          self->lines++;
          g_string_append_len (self->seen, data + start, next - start);
          start = next;
        }
      return TRUE;
    }
  if (self->seen->len == length && length > 0)
    return TRUE;

  /* First read, or another file in its place: the game as it is now. */
  for (gsize i = 0; i < length; i++)
    lines += data[i] == '\n';
  if (!publish (self, data, length, lines, NULL, FALSE, error))
    return FALSE;
  self->lines = lines;
  g_string_truncate (self->seen, 0);
  g_string_append_len (self->seen, data, length);
  return TRUE;
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
