#!/usr/bin/env bash
# Runs every libFuzzer target of a clang build for a bounded time each, on a
# copy of its seed corpus; fails on the first crash, leak, sanitizer report
# or timeout (libFuzzer then leaves the input as crash-*/leak-*/timeout-*).
#   tests/fuzz/run-libfuzzer.sh BUILD_DIR [SECONDS_PER_TARGET]
set -euo pipefail
cd "$(dirname "$0")/../.."

build=$1
seconds=${2:-30}
targets=(save content notation-medici notation-mykerinos notation-thebes)

for t in "${targets[@]}"; do
  meson compile -C "$build" "tests/fuzz/fuzz-$t-libfuzzer" >/dev/null
done

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:allocator_may_return_null=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
for t in "${targets[@]}"; do
  work="$build/fuzz-corpus/$t"
  dict=()
  case $t in save|content) dict=(-dict=tests/fuzz/json.dict) ;; esac
  mkdir -p "$work" "$build/fuzz-artifacts"
  echo "== fuzz-$t: ${seconds} s"
  # -rss_limit_mb: no input may cost more than this; -timeout: nor hang.
  "$build/tests/fuzz/fuzz-$t-libfuzzer" "${dict[@]}" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=1024 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$build/fuzz-artifacts/$t-" \
    "$work" "tests/fuzz/corpus/$t" 2>&1 |
    grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::|ERROR|SUMMARY|^==|crash|leak|timeout|Test unit' || true
  # grep hides libFuzzer's progress lines; its exit status is what counts.
  [ "${PIPESTATUS[0]}" -eq 0 ] || { echo "fuzz-$t failed" >&2; exit 1; }
done
