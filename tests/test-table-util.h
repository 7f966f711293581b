/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>
#include <libsoup/soup.h>

#include "session/mc-session.h"
#include "session/mc-table-server.h"

G_BEGIN_DECLS

typedef struct
{
  guint64  id;
  char    *data;
} Event;

typedef struct
{
  SoupMessage      *msg;
  GDataInputStream *input;
  GCancellable     *cancellable;
  GPtrArray        *events;        /* Event * */
  guint64           pending_id;
  GString          *pending_data;
  gboolean          ended;
  guint             status;
} Phone;

SoupSession *test_table_new_soup_session  (void);
void         test_table_wait_for          (gboolean    *flag);
Phone       *test_table_phone_connect     (SoupSession *session,
                                           const char  *url,
                                           const char  *last_event_id);
void         test_table_phone_wait_events (Phone       *phone,
                                           guint        n);
void         test_table_phone_free        (Phone       *phone);
GBytes      *test_table_send_and_read     (SoupSession *session,
                                           SoupMessage *msg);
guint        test_table_get_status        (SoupSession *session,
                                           const char  *method,
                                           const char  *url,
                                           const char  *host,
                                           char       **body);

/* A Rumblebots table the shared-table tests play: Ana, Ben and Cleo. */
enum { TEST_TABLE_ANA, TEST_TABLE_BEN, TEST_TABLE_CLEO };

void         test_table_start_rumble      (McSession   *session);
void         test_table_rumble_apply      (McSession   *session,
                                           const RbAction *action);
JsonNode    *test_table_parse             (const char  *text);
JsonNode    *test_table_event_state       (const Event *event);
gint64       test_table_state_int         (JsonNode    *state,
                                           const char  *path);

/* A Tiny Epic Mechs table shared on the loopback address. */
McSession     *test_table_started_session  (void);
McTableServer *test_table_listening_server (McSession     *session);
const char    *test_table_url_of           (McTableServer *server);

G_END_DECLS
