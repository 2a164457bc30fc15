#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Install the build into a temporary DESTDIR and check that every file a
desktop (or Flatpak, with prefix /app) installation needs is there, relative
to the configured prefix.

Usage: check-install.py BUILD_ROOT APP_ID LANGUAGE...
"""

import json
import os
import subprocess
import sys
import tempfile


def help_languages():
    """The manual's translations, from help/LINGUAS of the source tree."""
    source_root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    with open(os.path.join(source_root, "help", "LINGUAS"), encoding="utf-8") as linguas:
        return linguas.read().split()


def main():
    build_root, app_id, languages = sys.argv[1], sys.argv[2], sys.argv[3:]

    options = json.loads(subprocess.run(
        ["meson", "introspect", "--buildoptions", build_root],
        check=True, capture_output=True, text=True).stdout)
    option = {o["name"]: o["value"] for o in options}
    prefix = option["prefix"]

    def under_prefix(*parts):
        return os.path.join(*parts) if os.path.isabs(parts[0]) else os.path.join(prefix, *parts)

    expected = [
        under_prefix(option["bindir"], "ludus"),
        under_prefix(option["bindir"], "ludus-cli"),
        under_prefix(option["datadir"], "applications", app_id + ".desktop"),
        under_prefix(option["datadir"], "metainfo", app_id + ".metainfo.xml"),
        under_prefix(option["datadir"], "mime/packages", app_id + ".xml"),
        under_prefix(option["datadir"], "icons/hicolor/scalable/apps", app_id + ".svg"),
        under_prefix(option["datadir"], "icons/hicolor/symbolic/apps", app_id + "-symbolic.svg"),
        under_prefix(option["datadir"], "glib-2.0/schemas", app_id + ".gschema.xml"),
        under_prefix(option["mandir"], "man1", "ludus.1"),
        under_prefix(option["mandir"], "man1", "ludus-cli.1"),
        under_prefix(option["datadir"], "doc", "ludus", "cli-show.md"),
        under_prefix(option["datadir"], "bash-completion/completions", "ludus-cli"),
    ]
    expected += [under_prefix(option["localedir"], lang, "LC_MESSAGES", "ludus.mo")
                 for lang in languages]
    expected += [under_prefix(option["datadir"], "help", lang, app_id, "index.page")
                 for lang in ["C"] + help_languages()]

    with tempfile.TemporaryDirectory() as destdir:
        result = subprocess.run(
            ["meson", "install", "-C", build_root, "--no-rebuild", "--destdir", destdir],
            capture_output=True, text=True)
        if result.returncode != 0:
            print(result.stdout, result.stderr, sep="\n", file=sys.stderr)
            print("meson install failed")
            return 1

        missing = 0
        for path in expected:
            installed = os.path.join(destdir, path.lstrip("/"))
            ok = os.path.isfile(installed) and os.path.getsize(installed) > 0
            print(("ok      " if ok else "MISSING ") + path)
            missing += not ok

        binary = os.path.join(destdir, expected[0].lstrip("/"))
        if not os.access(binary, os.X_OK):
            print(f"{expected[0]} is not executable")
            missing += 1

    print(f"prefix {prefix}: {len(expected) - missing} of {len(expected)} files installed")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
