#!/bin/sh
# Runs a command ("$@") under an Xvfb and a D-Bus session of its own, so the
# ui tests can run in parallel.  Xvfb picks a free display itself
# (-displayfd), which two starts at once cannot both take, unlike
# xvfb-run -a's guess.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

SCREEN=${LUDUS_XVFB_SCREEN:-2560x1600x24}

dir=$(mktemp -d "${TMPDIR:-/tmp}/ludus-xvfb-XXXXXX")
xvfb_pid=
cleanup () {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM

# No TCP, no access control beyond the local socket: a throwaway server.
Xvfb -displayfd 3 -screen 0 "$SCREEN" -nolisten tcp -noreset \
  3>"$dir/display" 2>"$dir/xvfb.log" &
xvfb_pid=$!

# Xvfb writes the display number once it accepts connections.
tries=0
while ! grep -q '^[0-9]' "$dir/display" 2>/dev/null; do
  if ! kill -0 "$xvfb_pid" 2>/dev/null || [ "$tries" -ge 300 ]; then
    echo "run-under-xvfb: Xvfb did not start:" >&2
    cat "$dir/xvfb.log" >&2
    exit 1
  fi
  tries=$((tries + 1))
  sleep 0.1
done

DISPLAY=:$(head -n 1 "$dir/display")
export DISPLAY
unset WAYLAND_DISPLAY

status=0
dbus-run-session -- "$@" || status=$?
exit "$status"
