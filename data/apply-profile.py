#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Turn a merged desktop file, metainfo or settings schema into the
development profile's: the app id gets its suffix (the icon, the schema and
its path follow it) and the name becomes "Ludus (Development)" in every
language, so the two installs never share settings nor look alike.

Usage: apply-profile.py INPUT OUTPUT BASE_ID APP_ID NAME
"""

import re
import sys


def main():
    source, output, base_id, app_id, name = sys.argv[1:6]
    with open(source, encoding="utf-8") as f:
        text = f.read()

    text = text.replace(base_id, app_id)
    base_path = "/" + base_id.replace(".", "/") + "/"
    text = text.replace(base_path, "/" + app_id.replace(".", "/") + "/")

    # The desktop file's Name and the metainfo's <name>, with their
    # translations, which would say the plain name.
    text = re.sub(r"^Name\[[^]]*\]=.*\n", "", text, flags=re.M)
    text = re.sub(r"^Name=.*$", "Name=" + name, text, count=1, flags=re.M)
    text = re.sub(r"^\s*<name xml:lang=\"[^\"]*\">[^<]*</name>\n", "", text, flags=re.M)
    text = re.sub(r"<name>[^<]*</name>", "<name>" + name + "</name>", text, count=1)

    with open(output, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
