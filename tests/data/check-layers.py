#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that the views and the editor do not include each other.

The editor is opened, and its Play Now played, through the application
(app.edit-content and the editor window's "play" signal), so
src/views/ludus-application.c is the only file that names both sides: no
other file under src/views/ includes an editor header, and no file under
src/editor/ includes the main window's, the application's or the new-game
dialog's header.

Usage: check-layers.py SOURCE_ROOT
"""

import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
# The one file allowed to know both the views and the editor.
COMPOSER = "ludus-application.c"
# What the editor must not know of the views.
VIEWS_TOPLEVELS = {
    "ludus-window.h",
    "ludus-window-private.h",
    "ludus-application.h",
    "ludus-new-game-dialog.h",
}


def sources(folder):
    for parent, _dirs, files in os.walk(folder):
        for name in sorted(files):
            if name.endswith((".c", ".h")):
                yield os.path.join(parent, name)


def includes(path):
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            match = INCLUDE.match(line)
            if match:
                yield number, match.group(1)


def main():
    root = sys.argv[1]
    views = os.path.join(root, "src", "views")
    editor = os.path.join(root, "src", "editor")
    editor_headers = {os.path.basename(path) for path in sources(editor) if path.endswith(".h")}
    problems = []

    for path in sources(views):
        if os.path.basename(path) == COMPOSER:
            continue
        for number, header in includes(path):
            if os.path.basename(header) in editor_headers:
                problems.append(f"{os.path.relpath(path, root)}:{number}: includes the editor's {header}")
    for path in sources(editor):
        for number, header in includes(path):
            if os.path.basename(header) in VIEWS_TOPLEVELS:
                problems.append(f"{os.path.relpath(path, root)}:{number}: includes the views' {header}")

    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"Only src/views/{COMPOSER} may name both the views and the editor "
              "(see HACKING.md, \"Arrows point down\").", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
