#!/usr/bin/env python3
"""Print 'N passed, N failed' for a meson test log, counting TAP subtests.

A TAP test contributes one count per 'ok' / 'not ok' line it printed (a
'not ok' marked TODO is a known gap and counts as skipped); any other test
counts once by its result.  Exit 1 when anything failed."""

import json
import re
import sys

passed = failed = skipped = 0
with open(sys.argv[1], encoding="utf-8") as log:
    for line in log:
        entry = json.loads(line)
        ok_lines = not_ok_lines = 0
        for out in (entry.get("stdout") or "").splitlines():
            if re.match(r"^ok \d+", out):
                if "# SKIP" in out:
                    skipped += 1
                else:
                    ok_lines += 1
            elif re.match(r"^not ok \d+", out):
                # TAP: a "not ok" marked TODO is a known gap, not a failure.
                if re.search(r"#\s*TODO", out, re.IGNORECASE):
                    skipped += 1
                else:
                    not_ok_lines += 1
        if ok_lines or not_ok_lines:
            passed += ok_lines
            failed += not_ok_lines
            # A crash after some subtests passed still fails the test.
            if entry["result"] not in ("OK", "EXPECTEDFAIL", "SKIP") and not not_ok_lines:
                failed += 1
        elif entry["result"] in ("OK", "EXPECTEDFAIL"):
            passed += 1
        elif entry["result"] == "SKIP":
            skipped += 1
        else:
            failed += 1

line = f"{passed} passed, {failed} failed"
if skipped:
    line += f", {skipped} skipped"
print(line)
sys.exit(1 if failed else 0)
