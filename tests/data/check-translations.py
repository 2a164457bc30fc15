#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that one language's .po file translates every current message.

Extracts the messages of po/POTFILES.in afresh (as `ninja ludus-pot` would,
without touching the source tree), merges the .po file with them, and fails
when `msgfmt --check --statistics` reports any untranslated or fuzzy message.

Also fails when a translation uses a word po/README forbids for the
language ("avoid LANG REGEX" lines: the other register, a rejected term).

Usage: check-translations.py SOURCE_ROOT LANGUAGE
"""

import os
import re
import subprocess
import sys
import tempfile

# The keywords of meson's i18n 'glib' preset.
XGETTEXT_ARGS = [
    "--from-code=UTF-8", "--add-comments", "--package-name=ludus",
    "--keyword=_", "--keyword=N_", "--keyword=C_:1c,2", "--keyword=NC_:1c,2",
    "--keyword=g_dcgettext:2", "--keyword=g_dngettext:2,3", "--keyword=g_dpgettext2:2c,3",
    "--flag=N_:1:pass-c-format", "--flag=C_:2:pass-c-format",
    "--flag=NC_:2:pass-c-format", "--flag=g_dngettext:2:pass-c-format",
    "--flag=g_strdup_printf:1:c-format", "--flag=g_set_error:4:c-format",
]


def run(args, **kwargs):
    return subprocess.run(args, capture_output=True, text=True, **kwargs)


def avoided_words(source_root, language, po_file):
    """The translations that match an "avoid" pattern of po/README."""
    patterns = []
    with open(os.path.join(source_root, "po", "README"), encoding="utf-8") as readme:
        for line in readme:
            parts = line.split(None, 2)
            if len(parts) == 3 and parts[0] == "avoid" and parts[1] == language:
                patterns.append(re.compile(parts[2].strip(), re.IGNORECASE))

    with open(po_file, encoding="utf-8") as po:
        text = po.read()
    problems = []
    for entry in text.split("\n\n"):
        msgstr = "".join(re.findall(r'^(?:msgstr(?:\[\d\])?\s+)?"(.*)"$',
                                    entry[entry.find("\nmsgstr"):], re.M))
        for pattern in patterns:
            match = pattern.search(msgstr)
            if match:
                problems.append(f"{language}: “{match.group(0)}” (po/README avoids "
                                f"{pattern.pattern}) in: {msgstr[:80]}")
    return problems


def main():
    source_root, language = sys.argv[1], sys.argv[2]
    po_file = os.path.join(source_root, "po", language + ".po")

    problems = avoided_words(source_root, language, po_file)
    if problems:
        print("\n".join(problems))
        return 1

    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "ludus.pot")
        result = run(["xgettext", *XGETTEXT_ARGS, "--directory", source_root,
                      "--files-from", os.path.join(source_root, "po", "POTFILES.in"),
                      "--output", pot])
        if result.returncode != 0:
            print(result.stderr, file=sys.stderr)
            print("could not extract the messages of po/POTFILES.in")
            return 1

        # Format errors in the file as it is.
        result = run(["msgfmt", "--check", "--output-file", os.devnull, po_file])
        if result.returncode != 0:
            print(result.stderr, file=sys.stderr)
            print(f"{language}: msgfmt --check failed")
            return 1

        merged = os.path.join(tmp, language + ".po")
        result = run(["msgmerge", "--quiet", "--output-file", merged, po_file, pot])
        if result.returncode != 0:
            print(result.stderr, file=sys.stderr)
            return 1

        result = run(["msgfmt", "--check", "--statistics", "--output-file", os.devnull,
                      merged])
        stats = result.stderr.strip()
        print(f"{language}: {stats}")
        if result.returncode != 0:
            return 1

        counts = {}
        for number, kind in re.findall(r"(\d+) (translated|fuzzy|untranslated)", stats):
            counts[kind] = int(number)
        if counts.get("fuzzy", 0) or counts.get("untranslated", 0):
            print(f"{language}: every message must be translated and none fuzzy")
            return 1
        if counts.get("translated", 0) == 0:
            print(f"{language}: no translated messages")
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
