#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check one translation of the user manual: help/LANG/LANG.po translates
every message of today's help/C pages (none missing, untranslated or
fuzzy), and the translated pages are valid Mallard.

Usage: check-help.py SOURCE_ROOT LANG
"""

import glob
import os
import subprocess
import sys
import tempfile


def run(*args):
    return subprocess.run(args, capture_output=True, text=True)


def main():
    source_root, lang = sys.argv[1], sys.argv[2]
    help_dir = os.path.join(source_root, "help")
    pages = sorted(glob.glob(os.path.join(help_dir, "C", "*.page")))
    po = os.path.join(help_dir, lang, lang + ".po")
    errors = 0

    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "help.pot")
        mo = os.path.join(tmp, lang + ".mo")
        result = run("itstool", "-o", pot, *pages)
        if result.returncode != 0:
            print(result.stderr)
            return 1

        # Every message of the English pages has a translation.
        result = run("msgcmp", po, pot)
        if result.returncode != 0:
            print(f"{po}: messages of help/C are missing:\n{result.stderr}")
            errors += 1

        result = run("msgfmt", "--check", "--statistics", "-o", mo, po)
        print(result.stderr.strip())
        if result.returncode != 0 or "untranslated" in result.stderr or "fuzzy" in result.stderr:
            print(f"{po}: not complete")
            errors += 1
        if result.returncode != 0:
            return 1

        out = os.path.join(tmp, lang)
        os.mkdir(out)
        result = run("itstool", "-m", mo, "-o", out, *pages)
        if result.returncode != 0:
            print(result.stderr)
            return 1
        result = run("yelp-check", "validate", *sorted(glob.glob(os.path.join(out, "*.page"))))
        if result.returncode != 0:
            print(f"the {lang} pages are not valid:\n{result.stdout}{result.stderr}")
            errors += 1

    print("ok" if errors == 0 else f"{errors} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
