#!/usr/bin/env python3
"""Every source file with a translatable string is in po/POTFILES.in.

A file left out of po/POTFILES.in has its strings extracted by nobody: the
.po files stay "100% complete" while the player reads English.  This looks
through the sources (C, templates, the data files xgettext reads) for the
marks of a translatable string and fails on a file with one that
po/POTFILES.in does not list, and on a listed file that does not exist.
Files under po/POTFILES.skip are left out on purpose.

Usage: check-potfiles.py SOURCE_ROOT
"""

import os
import re
import sys

# Where the translatable strings live, and what marks one.
FOLDERS = ["src", "ui", "data"]
C_MARK = re.compile(r'\b(?:_|N_|C_|NC_|g_dgettext|g_dngettext|ngettext|g_dpgettext2)\s*\(\s*"')
UI_MARK = re.compile(r'translatable="yes"')
DATA_MARK = re.compile(r'<(?:p|li|caption|summary|name|description|keyword)\b[^>]*>|^_?Name=|^_?Comment=|^Keywords=',
                       re.M)


def listed(path):
    with open(path, encoding="utf-8") as f:
        return {line.strip() for line in f if line.strip() and not line.startswith("#")}


def has_mark(path):
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except UnicodeDecodeError:
        return False  # a picture, not a source
    if path.endswith((".c", ".h")):
        return C_MARK.search(text) is not None
    if path.endswith(".ui"):
        return UI_MARK.search(text) is not None
    if path.endswith((".desktop.in", ".metainfo.xml.in", ".mime.xml.in", ".gschema.xml")):
        return DATA_MARK.search(text) is not None
    return False


def main():
    root = sys.argv[1]
    potfiles = listed(os.path.join(root, "po", "POTFILES.in"))
    skip_path = os.path.join(root, "po", "POTFILES.skip")
    skipped = listed(skip_path) if os.path.exists(skip_path) else set()
    problems = []

    for name in sorted(potfiles):
        if not os.path.isfile(os.path.join(root, name)):
            problems.append(f"po/POTFILES.in lists {name}, which does not exist")
    for folder in FOLDERS:
        for directory, _, files in os.walk(os.path.join(root, folder)):
            for file in sorted(files):
                path = os.path.join(directory, file)
                name = os.path.relpath(path, root)
                if name in potfiles or name in skipped or not has_mark(path):
                    continue
                problems.append(f"{name} has translatable strings but is not in po/POTFILES.in")

    for problem in problems:
        print(problem)
    print(f"{len(potfiles)} files listed, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
