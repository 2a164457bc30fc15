#!/usr/bin/env bash
# Runs every libFuzzer target of a clang build for a bounded time each, on a
# copy of its seed corpus; fails on the first crash, leak, sanitizer report
# or timeout (libFuzzer then leaves the input as crash-*/leak-*/timeout-*).
#   tests/fuzz/run-libfuzzer.sh BUILD_DIR [SECONDS_PER_TARGET]
set -euo pipefail
cd "$(dirname "$0")/../.."

build=$1
seconds=${2:-20}
# Every libFuzzer target the build defines (tests/fuzz/meson.build: the
# readers, and one notation target per game of the top meson.build).
mapfile -t targets < <(meson introspect "$build" --targets | python3 -c '
import json, sys
for target in json.load(sys.stdin):
    name = target["name"]
    if name.startswith("fuzz-") and name.endswith("-libfuzzer"):
        print(name[len("fuzz-"):-len("-libfuzzer")])')
if [ ${#targets[@]} -eq 0 ]; then
  echo "$build has no libFuzzer targets: set it up with clang (see tests/fuzz/meson.build)" >&2
  exit 1
fi
# Inputs up to 1 MB, so that the limits on depth, values and size are reached.
max_len=1048576

for t in "${targets[@]}"; do
  meson compile -C "$build" "tests/fuzz/fuzz-$t-libfuzzer" >/dev/null
done

# Writes prefix, open N times, close N times, suffix to a file of the work corpus.
repeat () {
  local file=$1 prefix=$2 open=$3 close=$4 suffix=$5 n=$6
  [ -f "$file" ] && return 0
  { printf '%s' "$prefix"
    head -c "$n" /dev/zero | tr '\0' '\1' | sed "s/\x01/$open/g"
    head -c "$n" /dev/zero | tr '\0' '\1' | sed "s/\x01/$close/g"
    printf '%s' "$suffix"; } > "$file"
}

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:allocator_may_return_null=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
for t in "${targets[@]}"; do
  work="$build/fuzz-corpus/$t"
  seeds=("tests/fuzz/corpus/$t")
  dict=()
  mkdir -p "$work" "$build/fuzz-artifacts"
  case $t in
    notation-*) ;;
    *)
      dict=(-dict=tests/fuzz/json.dict)
      # Too large to keep in git: deep, deep behind a comment or single
      # quotes (which once hid it from the limits), and huge.
      repeat "$work/seed-deep.json" '' '[' ']' '' 100000
      repeat "$work/seed-deep-comment.json" '[/* " */' '[' ']' '/* " */]' 100000
      repeat "$work/seed-deep-quote.json" "['\"', " '{"a":[' ']}' ", '\"']" 100000
      repeat "$work/seed-huge.json" "['\"'" ',1' '' ",'\"']" 500000
      ;;
  esac
  case $t in
    save-round-trip) seeds+=(tests/fuzz/corpus/save) ;;
    document) seeds+=(tests/fuzz/corpus/content) ;;
  esac
  echo "== fuzz-$t: ${seconds} s"
  # -rss_limit_mb: no input may cost more than this; -timeout: nor hang.
  # grep hides libFuzzer's progress lines; libFuzzer's exit status is what
  # counts (pipefail; "|| true" after the pipeline would hide it).
  if ! "$build/tests/fuzz/fuzz-$t-libfuzzer" "${dict[@]}" \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=1024 -max_len="$max_len" \
      -print_final_stats=1 -artifact_prefix="$build/fuzz-artifacts/$t-" \
      "$work" "${seeds[@]}" 2>&1 |
      { grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::|ERROR|SUMMARY|^==|crash|leak|timeout|Test unit' || true; }; then
    echo "fuzz-$t failed" >&2
    exit 1
  fi
done
