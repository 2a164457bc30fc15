/* ludus-library-page.h: the games that can be played, and the game to continue
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define LUDUS_TYPE_LIBRARY_PAGE (ludus_library_page_get_type ())

G_DECLARE_FINAL_TYPE (LudusLibraryPage, ludus_library_page, LUDUS, LIBRARY_PAGE, AdwBin)

guint       ludus_library_page_get_n_games        (LudusLibraryPage *self);
const char *ludus_library_page_get_current_game   (LudusLibraryPage *self);
void        ludus_library_page_update_continue    (LudusLibraryPage *self);
guint       ludus_library_page_get_n_unfinished   (LudusLibraryPage *self);

void        ludus_library_page_set_menu (LudusLibraryPage *self,
                                         GMenuModel       *menu);

G_END_DECLS
