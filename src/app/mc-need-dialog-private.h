/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mc-need-dialog.h"

G_BEGIN_DECLS

/* What the two halves of McNeedDialog share: mc-need-dialog.c asks the
 * choices at the table and builds the dialog, mc-need-dialog-values.c asks
 * the numbers printed on a zone or weapon card. */

#define MAX_CHOICES 24
#define MAX_ASKED 4
#define MAX_OPTIONS 3

/* One value asked: a spin button, or a few options of which one is picked. */
typedef struct
{
  int        field;              /* a TemWeaponField, or -1 for a zone's value */
  GtkWidget *row;                /* a hidden row is not asked (yet) */
  GtkWidget *spin;
  guint      n_options;
  GtkWidget *options[MAX_OPTIONS];
  int        values[MAX_OPTIONS];
} Asked;

struct _McNeedDialog
{
  AdwMessageDialog parent_instance;

  McSession    *session;
  McCardMemory *cards;           /* not owned: the window's, which outlives its dialogs; or NULL */
  TemNeed       need;

  GtkBox       *content;         /* in a scrolled window: long lists scroll inside */
  GtkListBox   *list;
  GtkLabel     *problem;         /* a name refused, said under the list */

  guint         n_choices;
  int           choices[MAX_CHOICES];

  guint         n_asked;
  Asked         asked[MAX_ASKED];
  GtkWidget    *energy_check;
  GtkWidget    *credits_check;
  GtkWidget    *name_row;        /* an unnamed weapon's name, while the card is in hand */
  GtkWidget    *new_card_row;    /* the row picker: a card the box has not named yet */
  gboolean      responding;      /* a response closes the dialog by itself */
};

void        mc_need_dialog_answer             (McNeedDialog *self,
                                               int           value);
GtkWidget  *mc_need_dialog_new_wrapping_label (const char   *text,
                                               const char   *css_class);
GtkListBox *mc_need_dialog_new_boxed_list     (void);
gboolean    mc_need_dialog_is_unnamed         (McNeedDialog *self,
                                               guint         kind);
gboolean    mc_need_dialog_name_weapon        (McNeedDialog *self,
                                               guint         kind,
                                               const char   *name,
                                               GError      **error);

/* mc-need-dialog-values.c */
void        mc_need_dialog_build_weapon       (McNeedDialog *self);
void        mc_need_dialog_build_zone         (McNeedDialog *self);

G_END_DECLS
