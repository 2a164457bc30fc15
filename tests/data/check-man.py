#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that a manual page renders without warnings and, for ludus-cli(1),
documents every command and option the tool's --help lists.

Usage: check-man.py PAGE [LUDUS_CLI]
"""

import os
import re
import subprocess
import sys


def render(page):
    # -ww: every warning; -z: no output, only the diagnostics.
    result = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z", page],
                            capture_output=True, text=True)
    if result.returncode != 0 or result.stderr.strip():
        print(f"{page}: groff: {result.stderr.strip() or result.returncode}")
        return 1
    return 0


def help_text(cli, *args):
    env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")
    return subprocess.run([cli, *args, "--help"], capture_output=True, text=True,
                          env=env, check=True).stdout


def check_cli(page, cli):
    # The page's text with roff's escaped hyphens as plain ones.
    text = open(page, encoding="utf-8").read().replace("\\-", "-")
    errors = 0

    usage = help_text(cli)
    if "doc/" in usage or ".md" in usage:
        print("ludus-cli --help points to repository files")
        errors += 1
    if "ludus-cli(1)" not in usage:
        print("ludus-cli --help does not point to its manual page")
        errors += 1
    commands = re.findall(r"^  (\w+) ", usage.split("Commands:", 1)[1], re.M)
    if len(commands) < 5:
        print(f"found only {commands} in ludus-cli --help")
        return 1

    for command in commands:
        if not re.search(rf"^\.BI? {command}\b", text, re.M):
            print(f"{page}: the command {command} is not described")
            errors += 1
        command_help = help_text(cli, command)
        if "doc/" in command_help:
            print(f"ludus-cli {command} --help points to repository files")
            errors += 1
        for option in re.findall(r"^  (--[\w-]+)", command_help, re.M):
            if option == "--help":
                continue
            if not re.search(rf"^\.BI? {re.escape(option)}\b", text, re.M):
                print(f"{page}: the option {option} of {command} is not described")
                errors += 1
            # The command's entry must name the option too.
            entry = re.search(rf"^\.BI? {command}\b.*?(?=^\.TP|^\.SH)", text, re.M | re.S)
            if entry and option not in entry.group(0) and "as\n.BR simulate" not in entry.group(0):
                print(f"{page}: {command}'s entry does not list {option}")
                errors += 1

    for section in ("EXIT STATUS", "EXAMPLES", "JSON OUTPUT"):
        if f".SH {section}" not in text:
            print(f"{page}: no {section} section")
            errors += 1
    return errors


def main():
    page = sys.argv[1]
    errors = render(page)
    if len(sys.argv) > 2:
        errors += check_cli(page, sys.argv[2])
    print("ok" if errors == 0 else f"{errors} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
