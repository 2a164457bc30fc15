#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that the shared-mime-info file gives saved games their type.

Builds a MIME database from the merged file alone in a temporary folder and
checks that *.ludus maps to application/x-ludus-save, a kind of JSON.

Usage: check-mime.py MIME_XML
"""

import os
import shutil
import subprocess
import sys
import tempfile


def main():
    with tempfile.TemporaryDirectory() as tmp:
        packages = os.path.join(tmp, "packages")
        os.makedirs(packages)
        shutil.copy(sys.argv[1], packages)
        result = subprocess.run(["update-mime-database", tmp], capture_output=True, text=True)
        if result.returncode != 0:
            print(result.stderr)
            print("update-mime-database refused the file")
            return 1
        globs = open(os.path.join(tmp, "globs2")).read()
        subclasses = open(os.path.join(tmp, "subclasses")).read()
        if ":application/x-ludus-save:*.ludus" not in globs:
            print("*.ludus is not application/x-ludus-save:\n" + globs)
            return 1
        if "application/x-ludus-save application/json" not in subclasses:
            print("application/x-ludus-save is not a kind of JSON:\n" + subclasses)
            return 1
    print("ok: *.ludus is application/x-ludus-save, a kind of application/json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
