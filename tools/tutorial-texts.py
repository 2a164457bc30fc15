#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Write the tutorials' texts where xgettext finds them.

The scripts (data/tutorials/<game>.json) are data, which xgettext cannot
read: this writes data/tutorials/texts.c, one N_() per step text with the
step as a comment for translators.  That file is only for xgettext (it is
listed in po/POTFILES.in, never compiled).  Run it after changing a script,
then `meson compile -C _build ludus-update-po`; the data suite's
tutorial-texts test (--check) fails while texts.c is out of date.

Usage: tutorial-texts.py [--check] SOURCE_ROOT
"""

import glob
import json
import os
import sys

HEADER = """\
/* texts.c: the tutorials' texts, for xgettext only (never compiled)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Written by tools/tutorial-texts.py from data/tutorials/*.json: do not edit.
 */

#define N_(text) text

"""


def c_string(text):
    return '"' + text.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n') + '"'


def render(root):
    out = [HEADER]
    for path in sorted(glob.glob(os.path.join(root, 'data', 'tutorials', '*.json'))):
        game = os.path.splitext(os.path.basename(path))[0]
        with open(path, encoding='utf-8') as f:
            script = json.load(f)
        for step in script['steps']:
            out.append('/* Translators: the %s tutorial, step "%s" */\n' % (game, step['id']))
            out.append('N_(%s);\n' % c_string(step['text']))
    return ''.join(out)


def main(argv):
    check = '--check' in argv
    args = [a for a in argv[1:] if a != '--check']
    root = args[0] if args else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    target = os.path.join(root, 'data', 'tutorials', 'texts.c')
    text = render(root)
    if check:
        try:
            with open(target, encoding='utf-8') as f:
                current = f.read()
        except FileNotFoundError:
            current = None
        if current != text:
            print('data/tutorials/texts.c is out of date: run tools/tutorial-texts.py', file=sys.stderr)
            return 1
        return 0
    with open(target, 'w', encoding='utf-8') as f:
        f.write(text)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
