#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that the Flatpak manifest parses and keeps to what Ludus needs.

Usage: check-flatpak.py MANIFEST APP_ID
"""

import json
import sys

FINISH_ARGS = {"--share=ipc", "--socket=fallback-x11", "--socket=wayland", "--device=dri"}


def main():
    path, app_id = sys.argv[1], sys.argv[2]
    with open(path, encoding="utf-8") as f:
        manifest = json.load(f)

    problems = []
    if manifest.get("id", manifest.get("app-id")) != app_id:
        problems.append(f"the app id is not {app_id}")
    if manifest.get("runtime") != "org.gnome.Platform" or manifest.get("sdk") != "org.gnome.Sdk":
        problems.append("the runtime is not org.gnome.Platform with org.gnome.Sdk")
    version = str(manifest.get("runtime-version", ""))
    if not version.replace(".", "").isdigit():
        problems.append(f"the runtime version is not pinned: {version!r}")
    if manifest.get("command") != "ludus":
        problems.append("the command is not ludus")
    if set(manifest.get("finish-args", [])) != FINISH_ARGS:
        problems.append(f"finish-args must be exactly {sorted(FINISH_ARGS)}")

    modules = manifest.get("modules", [])
    if len(modules) != 1 or modules[0].get("buildsystem") != "meson":
        problems.append("there must be one meson module")
    elif [s.get("type") for s in modules[0].get("sources", [])] != ["dir"]:
        problems.append("the module must build the local source")

    for problem in problems:
        print(problem)
    print(f"{path}: {'ok' if not problems else 'not ok'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
