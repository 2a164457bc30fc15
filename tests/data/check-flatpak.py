#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that the two Flatpak manifests parse and keep to what Ludus needs.

Usage: check-flatpak.py FLATPAK_DIR BASE_ID VERSION

BASE_ID.json is Flathub's: it builds the release tagged vVERSION from git,
pinned to a commit, and Flathub's checker follows the tags.  Flathub refuses
a "dir" source.  BASE_ID.Devel.json builds the working tree with the
development profile, under its own app id.
"""

import json
import os
import re
import sys

# The network only for online play (XMPP).
FINISH_ARGS = {"--share=ipc", "--share=network", "--socket=fallback-x11", "--socket=wayland",
               "--device=dri"}
# Online play's XMPP client, which the GNOME runtime lacks, pinned like Ludus.
STROPHE_REPOSITORY = "https://github.com/strophe/libstrophe.git"
# GNOME 51, released in September 2026: the runtime Flathub builds on now.
RUNTIME_VERSION = "51"
REPOSITORY = "https://github.com/ludus-games/ludus.git"


def check_common(manifest, app_id):
    problems = []
    if manifest.get("id", manifest.get("app-id")) != app_id:
        problems.append(f"the app id is not {app_id}")
    if manifest.get("runtime") != "org.gnome.Platform" or manifest.get("sdk") != "org.gnome.Sdk":
        problems.append("the runtime is not org.gnome.Platform with org.gnome.Sdk")
    version = str(manifest.get("runtime-version", ""))
    if version != RUNTIME_VERSION:
        problems.append(f"the runtime version is {version!r}, not GNOME {RUNTIME_VERSION}")
    if manifest.get("command") != "ludus":
        problems.append("the command is not ludus")
    if set(manifest.get("finish-args", [])) != FINISH_ARGS:
        problems.append(f"finish-args must be exactly {sorted(FINISH_ARGS)}")
    modules = manifest.get("modules", [])
    if len(modules) != 2 or modules[-1].get("buildsystem") != "meson":
        problems.append("there must be two modules: libstrophe, then Ludus with meson")
        return problems, None
    strophe = modules[0]
    sources = strophe.get("sources", [])
    if (strophe.get("name") != "libstrophe" or len(sources) != 1 or
            sources[0].get("url") != STROPHE_REPOSITORY or
            not re.fullmatch(r"[0-9a-f]{40}", sources[0].get("commit", ""))):
        problems.append(f"libstrophe must be built from {STROPHE_REPOSITORY}, pinned to a commit")
    return problems, modules[-1]


def check_flathub(manifest, base_id, version):
    problems, module = check_common(manifest, base_id)
    if module is None:
        return problems
    sources = module.get("sources", [])
    if len(sources) != 1 or sources[0].get("type") != "git":
        return problems + ["the module must build one git source (Flathub refuses a dir source)"]
    source = sources[0]
    if source.get("url") != REPOSITORY:
        problems.append(f"the git source is not {REPOSITORY}")
    if source.get("tag") != "v" + version:
        problems.append(f"the git source's tag is {source.get('tag')!r}, not v{version} (meson.build)")
    if not re.fullmatch(r"[0-9a-f]{40}", source.get("commit", "")):
        problems.append("the git source is not pinned to a full commit")
    checker = source.get("x-checker-data", {})
    pattern = checker.get("tag-pattern", "")
    if checker.get("type") != "git" or not pattern:
        problems.append("the git source has no x-checker-data of type git with a tag-pattern")
    else:
        match = re.match(pattern, "v" + version)
        if match is None or match.group(1) != version:
            problems.append(f"the tag-pattern {pattern!r} does not find {version} in v{version}")
    if "-Dprofile=development" in module.get("config-opts", []):
        problems.append("Flathub's build must not use the development profile")
    return problems


def check_devel(manifest, base_id):
    problems, module = check_common(manifest, base_id + ".Devel")
    if module is None:
        return problems
    if [s.get("type") for s in module.get("sources", [])] != ["dir"]:
        problems.append("the module must build the local source (a dir source)")
    if "-Dprofile=development" not in module.get("config-opts", []):
        problems.append("the module must configure with -Dprofile=development")
    return problems


def main():
    folder, base_id, version = sys.argv[1], sys.argv[2], sys.argv[3]
    status = 0
    for name, check in ((base_id + ".json", lambda m: check_flathub(m, base_id, version)),
                        (base_id + ".Devel.json", lambda m: check_devel(m, base_id))):
        path = os.path.join(folder, name)
        try:
            with open(path, encoding="utf-8") as f:
                problems = check(json.load(f))
        except (OSError, ValueError) as error:
            problems = [str(error)]
        for problem in problems:
            print(f"{path}: {problem}")
        print(f"{path}: {'ok' if not problems else 'not ok'}")
        status |= bool(problems)
    return status


if __name__ == "__main__":
    sys.exit(main())
