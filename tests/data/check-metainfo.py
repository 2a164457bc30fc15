#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check what Flathub and the software centres need of the metainfo.

Usage: check-metainfo.py METAINFO VERSION SOURCE_ROOT GAME...

METAINFO is the source file (data/*.metainfo.xml.in), VERSION the project's
version in meson.build, the GAMEs its `games` list.  Checks the screenshots
(each image a file of data/screenshots/ published under the release's tag,
with its caption; one of each game), the summary's length, <provides>,
<keywords> (each game's among them), the help and translate URLs, that
the newest release is this version, and that the minimum display size
claimed is no smaller than the window the ui tests fit every game table into.
"""

import os
import re
import struct
import sys
import xml.etree.ElementTree as ET

SCREENSHOT_URL = "https://raw.githubusercontent.com/ludus-games/ludus/v{version}/data/screenshots/"
SUMMARY_MAX = 35
# The games, from the top meson.build's list (the arguments after the third).
GAMES = tuple(sys.argv[4:])
BINARIES = {"ludus", "ludus-cli"}


def png_size(path):
    with open(path, "rb") as f:
        header = f.read(24)
    if header[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", header[16:24])


def check_screenshots(root, version, source_root):
    problems = []
    prefix = SCREENSHOT_URL.format(version=version)
    shots = root.findall("screenshots/screenshot")
    if len(shots) < 4:
        problems.append(f"{len(shots)} screenshots: the store page needs the library, each game and the editor")
    defaults = [s for s in shots if s.get("type") == "default"]
    if len(defaults) != 1:
        problems.append("exactly one screenshot must be the default")
    shown = set()
    for shot in shots:
        caption = shot.find("caption")
        if caption is None or not (caption.text or "").strip():
            problems.append("a screenshot has no caption")
        for image in shot.findall("image"):
            url = (image.text or "").strip()
            if not url.startswith(prefix):
                problems.append(f"{url}: not under {prefix}")
                continue
            name = url[len(prefix):]
            path = os.path.join(source_root, "data", "screenshots", name)
            if "/" in name or not os.path.isfile(path):
                problems.append(f"{url}: no file data/screenshots/{name}")
                continue
            shown.add(name)
            size = png_size(path)
            declared = (int(image.get("width", 0)), int(image.get("height", 0)))
            if size is None:
                problems.append(f"data/screenshots/{name}: not a PNG")
            elif size != declared:
                problems.append(f"data/screenshots/{name}: {size[0]}×{size[1]}, declared {declared[0]}×{declared[1]}")
            elif os.path.getsize(path) > 400 * 1024:
                problems.append(f"data/screenshots/{name}: larger than 400 KB")
            if shot in defaults and not name.startswith(GAMES):
                problems.append(f"the default screenshot {name} is not a game table")
    for wanted in ("library",) + GAMES + ("editor",):
        if not any(name.startswith(wanted) for name in shown):
            problems.append(f"no screenshot of the {wanted}")
    return problems


def smallest_tested_window(source_root):
    """The largest window any /<game>/sizes ui test asks the table to fit."""
    width = height = 0
    for game in GAMES:
        path = os.path.join(source_root, "tests", "ui", f"test-{game}.c")
        if not os.path.isfile(path):
            return None
        with open(path, encoding="utf-8") as f:
            text = f.read()
        body = re.search(r"\ntest_sizes \(void\)\n\{(.*?)\n\}\n", text, re.S)
        sizes = re.findall(r"ludus_test_new_window_sized \((\d+), (\d+)\)", body.group(1)) if body else []
        if not sizes:
            return None
        for w, h in sizes:
            width, height = max(width, int(w)), max(height, int(h))
    return width, height


def check_display_length(root, source_root):
    problems = []
    claimed = {}
    for length in root.findall("requires/display_length"):
        if length.get("compare") != "ge":
            problems.append("a display_length must compare ge")
            continue
        claimed[length.get("side", "shortest")] = int(length.text)
    tested = smallest_tested_window(source_root)
    if tested is None:
        return problems + ["the ui tests' /<game>/sizes cases are not found"]
    longest, shortest = max(tested), min(tested)
    if claimed.get("shortest", 0) < shortest:
        problems.append(f"the metainfo claims a {claimed.get('shortest', 0)} px screen is enough; "
                        f"the game tables are tested to fit {tested[0]}×{tested[1]}")
    if claimed.get("longest", 0) < longest:
        problems.append(f"the metainfo claims a longest side of {claimed.get('longest', 0)} px is enough; "
                        f"the game tables are tested to fit {tested[0]}×{tested[1]}")
    return problems


def main():
    path, version, source_root = sys.argv[1], sys.argv[2], sys.argv[3]
    root = ET.parse(path).getroot()
    problems = check_screenshots(root, version, source_root)

    summary = (root.findtext("summary") or "").strip()
    if not summary or len(summary) > SUMMARY_MAX:
        problems.append(f"the summary has {len(summary)} characters, at most {SUMMARY_MAX}: {summary!r}")
    elif summary.endswith("."):
        problems.append("the summary ends with a full stop")

    provided = {b.text for b in root.findall("provides/binary")}
    if provided != BINARIES:
        problems.append(f"<provides> names {sorted(provided)}, not {sorted(BINARIES)}")
    keywords = {k.text.lower() for k in root.findall("keywords/keyword") if k.text}
    if not keywords:
        problems.append("no <keywords>")
    for game in GAMES:
        if game not in keywords:
            problems.append(f"the game {game} is not among the <keywords>")
    urls = {u.get("type") for u in root.findall("url")}
    for kind in ("homepage", "bugtracker", "help", "translate", "vcs-browser"):
        if kind not in urls:
            problems.append(f"no {kind} URL")

    release = root.find("releases/release")
    if release is None or release.get("version") != version:
        problems.append(f"the newest release is not {version}, the version in meson.build")
    elif not re.fullmatch(r"\d{4}-\d{2}-\d{2}", release.get("date", "")) or release.find("description") is None:
        problems.append(f"release {version} has no date or no description")

    problems += check_display_length(root, source_root)

    for problem in problems:
        print(problem)
    print(f"{path}: {'ok' if not problems else 'not ok'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
