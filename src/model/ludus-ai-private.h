/* ludus-ai-private.h: what the search (ludus-ai.c) and the levels
 * (ludus-ai-levels.c) share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-ai.h"

/* Independent trees of a search whose parameters name none. */
#define DEFAULT_TREES  2
