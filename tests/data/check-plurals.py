#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that every message where a number meets a noun has plural forms.

Extracts the messages of po/POTFILES.in and fails on any message without a
msgid_plural in which a number (%u, %d, %.0f, …) is directly followed by a
counted noun: "%u weeks" reads "1 weeks", and other languages need their own
forms (Slovak has three).  Rates ("%.0f games per second") are not counts.

Usage: check-plurals.py SOURCE_ROOT
"""

import os
import re
import subprocess
import sys
import tempfile

NOUNS = ("weeks?|cards?|moves?|tokens?|players?|points?|games?|days?|seasons?|"
         "slots?|levels?|cubes?|florins?|turns?|books?|artifacts?")
# Messages of src/model/ludus-json.c's syntax checker, whose number is a
# constant limit (LUDUS_JSON_MAX_DEPTH): the checker is rewritten elsewhere.
EXEMPT = {
    "line %u, column %u: nested deeper than %u levels",
}
COUNT = re.compile(r"%(?:\d+\$)?(?:u|d|i|\.0f|zu|lld|llu)\s+(?:" + NOUNS + r")\b(?!\s+per\b)")


def main():
    source_root = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "ludus.pot")
        result = subprocess.run(
            ["xgettext", "--from-code=UTF-8", "--keyword=_", "--keyword=N_",
             "--keyword=C_:1c,2", "--keyword=NC_:1c,2", "--keyword=g_dngettext:2,3",
             "--directory", source_root,
             "--files-from", os.path.join(source_root, "po", "POTFILES.in"),
             "--output", pot], capture_output=True, text=True)
        if result.returncode != 0:
            print(result.stderr)
            return 1
        with open(pot, encoding="utf-8") as f:
            entries = f.read().split("\n\n")

    bad = []
    for entry in entries:
        if "\nmsgid_plural" in entry:
            continue
        start = entry.find("msgid ")
        end = entry.find("\nmsgstr")
        if start < 0 or end < 0:
            continue
        msgid = "".join(re.findall(r'"(.*)"', entry[start:end]))
        if COUNT.search(msgid) and msgid not in EXEMPT:
            bad.append(msgid)
    for msgid in bad:
        print(f"a number meets a noun without ngettext: {msgid}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
