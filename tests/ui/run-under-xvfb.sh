#!/bin/sh
# Runs a command ("$@") under an Xvfb and a D-Bus session of its own, so the
# ui tests can run in parallel.  Xvfb picks a free display itself
# (-displayfd), which two starts at once cannot both take, unlike
# xvfb-run -a's guess.
#
# LUDUS_TEST_PORTAL=absent gives the command a D-Bus session in which
# xdg-desktop-portal cannot be started, as on a desktop without it; by
# default the session can start the services installed, the portal too.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

SCREEN=${LUDUS_XVFB_SCREEN:-2560x1600x24}

dir=$(mktemp -d "${TMPDIR:-/tmp}/ludus-xvfb-XXXXXX")
xvfb_pid=
cleanup () {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null
  kill_bus_services
  rm -rf "$dir"
}
# The services the session bus started outlive it (xdg-document-portal
# does), and hold the test's output open, so meson waits for them until
# the timeout: they are the processes whose bus is in $dir.
kill_bus_services () {
  for environ in $(grep -lsF "DBUS_SESSION_BUS_ADDRESS=unix:path=$dir/" /proc/[0-9]*/environ); do
    pid=${environ#/proc/}
    kill "${pid%/environ}" 2>/dev/null || :
  done
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

# The desktop a GNOME session announces, by which the portal picks its
# backends (xdg-desktop-portal-gtk's UseIn=gnome).
XDG_CURRENT_DESKTOP=${XDG_CURRENT_DESKTOP:-GNOME}
export XDG_CURRENT_DESKTOP

# The session bus: every service installed, but with LUDUS_TEST_PORTAL=absent
# none of the portals, and never the document portal, which needs FUSE (it
# fails in a container) and only serves sandboxed apps.
mkdir "$dir/services"
IFS=:
for data_dir in ${XDG_DATA_DIRS:-/usr/local/share:/usr/share}; do
  for service in "$data_dir"/dbus-1/services/*.service; do
    case ${service##*/}:${LUDUS_TEST_PORTAL:-} in
      org.freedesktop.portal.Documents.service:*) ;;
      org.freedesktop.portal.*:absent|org.freedesktop.impl.portal.*:absent) ;;
      *) if [ -e "$service" ]; then ln -sf "$service" "$dir/services/"; fi ;;
    esac
  done
done
unset IFS
cat >"$dir/session.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <keep_umask/>
  <listen>unix:dir=$dir</listen>
  <auth>EXTERNAL</auth>
  <servicedir>$dir/services</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
EOF

# The services the bus starts (the portal) inherit its environment: not the
# test's G_DEBUG=fatal-warnings, which would make their warnings about a
# missing system bus crash them.  The command gets it back.
test_debug=${G_DEBUG-}
unset G_DEBUG

status=0
# LUDUS_TEST_PRELOAD: the tests' shims (ludus-test-shadow-shim.c,
# ludus-test-offscreen-shim.c), for the command only.
dbus-run-session --config-file="$dir/session.conf" -- \
  env G_DEBUG="$test_debug" ${LUDUS_TEST_PRELOAD:+LD_PRELOAD="$LUDUS_TEST_PRELOAD"} "$@" || status=$?
exit "$status"
