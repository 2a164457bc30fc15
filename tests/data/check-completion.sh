#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sources the bash completion of ludus-cli and checks what it completes.
# Usage: check-completion.sh COMPLETION_FILE [LUDUS_CLI]
set -u
# The games come from `ludus-cli games`: the built one, if given.
if [[ $# -gt 1 ]]; then
  PATH="$(dirname "$2"):$PATH"
fi
# shellcheck disable=SC1090
source "$1" || { echo "cannot source $1"; exit 1; }

status=0
expect () {
  local what=$1 want=$2; shift 2
  COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=()
  _ludus_cli
  if [[ " ${COMPREPLY[*]} " != *" $want "* ]]; then
    echo "FAIL $what: “${COMPREPLY[*]}” lacks $want"
    status=1
  else
    echo "ok   $what"
  fi
}

complete -p ludus-cli | grep -q -- '-F _ludus_cli' || { echo "ludus-cli has no completion"; exit 1; }
for command in games simulate tournament replay moves show hint analyse validate bench; do
  expect "first word offers $command" "$command" ludus-cli ""
done
expect "prefix of a command" analyse ludus-cli an
expect "an option of hint" --level= ludus-cli hint --l
expect "a game" thebes ludus-cli simulate --game=t
expect "every game" medici ludus-cli bench --game=
expect "a level in a list of seats" easy,hard ludus-cli tournament --seats=easy,h
exit $status
