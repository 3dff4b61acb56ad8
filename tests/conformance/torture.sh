#!/usr/bin/env bash
# The gcc C torture execute tests through cmix's identity residualization.
#
# Usage: tests/conformance/torture.sh [path/to/cmix] [FILTER]
#
#   path/to/cmix  the cmix binary (default: target/release/cmix)
#   FILTER        an extended regular expression (grep -E) matched against the
#                 test names, e.g. '^2000' or 'pr4|ieee/'; also TORTURE_FILTER.
#
# Environment: TORTURE_JOBS (default 2), TORTURE_TIMEOUT (seconds for each
# compile or run, default 10), CMIX_TIMEOUT (seconds for one cmix run,
# default 60), TORTURE_KEEP=1 keeps the work dirs of passing tests too.
#
# Tests come from the Debian package gcc-12-source (/usr/src/gcc-12/*.tar.*):
# gcc/testsuite/gcc.c-torture/execute/*.c and its ieee/ subdirectory (named
# ieee/NAME.c). builtins/ is left out: its tests link against helper files in
# builtins/lib and are driven by .exp scripts. The sources are extracted under
# target/conformance/ (ignored by git), never into the tracked tree.
#
# For each test:
#   1. gcc -w -O0 t.c -lm, run with a timeout. A test that does not compile,
#      link or exit 0 under plain gcc is "not applicable" (this covers tests
#      that need flags from dg-options or .x files, or other targets).
#   2. cmix spec t.c --goal main --all-dynamic -o out.c with a timeout.
#      Exit 1 = rejected (the first line of the diagnostic is recorded), unless
#      the diagnostic is an internal-error ("bug: ...") report, which is a
#      failure. Exit 0 = accepted. Anything else (panic = 101, a signal, a
#      timeout, exit 2) is a FAILURE.
#   3. Accepted: gcc -w -O0 out.c -lm must compile, and the program must exit
#      0 within the timeout; otherwise FAILURE.
#   4. for accepted tests, cmix bta --goal main with --all-dynamic and with
#      --all-static must succeed (its division is checked by cmix's own
#      well-annotatedness checker); otherwise FAILURE.
# The script exits 1 if there is any failure.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=tests/conformance/lib.sh
. "$here/lib.sh"
repo=$(cd "$here/../.." && pwd)

cmix=${1:-$repo/target/release/cmix}
filter=${2:-${TORTURE_FILTER:-}}
jobs=${TORTURE_JOBS:-2}
export TORTURE_TIMEOUT=${TORTURE_TIMEOUT:-10}
export CMIX_TIMEOUT=${CMIX_TIMEOUT:-60}
export TORTURE_KEEP=${TORTURE_KEEP:-0}

case $cmix in /*) ;; *) cmix=$PWD/$cmix ;; esac
if [ ! -x "$cmix" ]; then
  echo "torture: no cmix binary at $cmix (run cargo build --release first)" >&2
  exit 2
fi
export CMIX=$cmix

# --- the sources ---------------------------------------------------------
tarball=""
for f in /usr/src/gcc-12/gcc-12.*.tar.*; do
  if [ -f "$f" ]; then tarball=$f; break; fi
done
if [ -z "$tarball" ]; then
  echo "torture: no gcc source tarball in /usr/src/gcc-12 (apt-get install gcc-12-source)" >&2
  exit 2
fi
cache=$repo/target/conformance/gcc-torture
stamp=$cache/.extracted-from
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$tarball" ]; then
  echo "torture: extracting gcc.c-torture/execute from $tarball"
  rm -rf "$cache"
  mkdir -p "$cache"
  tar -xf "$tarball" -C "$cache" --wildcards '*/gcc/testsuite/gcc.c-torture/execute/*'
  echo "$tarball" >"$stamp"
fi
srcdir=""
for d in "$cache"/*/gcc/testsuite/gcc.c-torture/execute; do
  if [ -d "$d" ]; then srcdir=$d; break; fi
done
if [ -z "$srcdir" ]; then
  echo "torture: no gcc.c-torture/execute in $tarball" >&2
  exit 2
fi
export SRCDIR=$srcdir

# --- the tests -------------------------------------------------------------
work=$(mktemp -d "${TMPDIR:-/tmp}/cmix-torture.XXXXXX")
export WORK=$work
list=$work/tests.txt
(cd "$srcdir" && { ls -1 -- *.c; ls -1 ieee/*.c; } | LC_ALL=C sort) >"$list.all"
if [ -n "$filter" ]; then
  grep -E -- "$filter" "$list.all" >"$list" || true
else
  cp "$list.all" "$list"
fi
total=$(wc -l <"$list")
echo "torture: $total tests from $srcdir"
echo "torture: cmix = $cmix; work dir = $work; $jobs jobs"

# One test: writes $WORK/results/<name with / as __>.
# Result line: STATUS<TAB>TEST<TAB>DETAIL with STATUS one of NA PASS REJECT FAIL.
run_one() {
  local t=$1
  local id=${t//\//__}
  id=${id%.c}
  local d=$WORK/t/$id
  local res=$WORK/results/$id
  mkdir -p "$d"
  cp "$SRCDIR/$t" "$d/t.c"
  cd "$d"
  report() { # STATUS DETAIL
    printf '%s\t%s\t%s\n' "$1" "$t" "$2" >"$res"
    if [ "$1" != FAIL ] && [ "$TORTURE_KEEP" != 1 ] && [ "${static_failed:-0}" != 1 ]; then
      if [ "$1" = REJECT ]; then
        rm -f orig out.c out t.c gcc.log
      else
        cd "$WORK" && rm -rf "$d"
      fi
    fi
  }
  # 1. the original under plain gcc
  if ! timeout -k 5 "$TORTURE_TIMEOUT" gcc -w -O0 t.c -o orig -lm >gcc.log 2>&1; then
    report NA "does not compile with plain gcc"
    return 0
  fi
  if ! timeout -k 5 "$TORTURE_TIMEOUT" ./orig >/dev/null 2>&1 </dev/null; then
    report NA "does not run to exit 0 under plain gcc"
    return 0
  fi
  # 2. cmix
  local rc=0
  timeout -k 5 "$CMIX_TIMEOUT" "$CMIX" spec t.c --goal main --all-dynamic -o out.c \
    >cmix.stdout 2>cmix.stderr </dev/null || rc=$?
  local verdict
  verdict=$(cmix_verdict "$rc" cmix.stderr)
  if [ -n "$verdict" ]; then
    report "${verdict%%$'\t'*}" "${verdict#*$'\t'}"
    return 0
  fi
  if [ ! -s out.c ]; then
    report FAIL "cmix exited 0 but wrote no out.c"
    return 0
  fi
  # 3. the residual program
  if ! timeout -k 5 "$TORTURE_TIMEOUT" gcc -w -O0 out.c -o out -lm >out-gcc.log 2>&1; then
    report FAIL "residual program does not compile: $(grep -m 1 -E 'error|undefined' out-gcc.log || head -n 1 out-gcc.log)"
    return 0
  fi
  # 4. the analyses, with everything dynamic and everything static: no
  #    crash, and the division passes cmix's own well-annotatedness checker.
  for mode in --all-dynamic --all-static; do
    if ! timeout -k 5 "$CMIX_TIMEOUT" "$CMIX" bta t.c --goal main "$mode" >bta.out 2>bta.err; then
      report FAIL "binding-time analysis ($mode): $(head -n 1 bta.err)"
      return 0
    fi
  done
  rc=0
  timeout -k 5 "$TORTURE_TIMEOUT" ./out >out.stdout 2>out.stderr </dev/null || rc=$?
  if [ "$rc" -eq 0 ]; then
    static_stage
    report PASS ""
  elif [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
    report FAIL "wrong program: residual timed out after ${TORTURE_TIMEOUT}s"
  elif [ "$rc" -gt 128 ]; then
    report FAIL "wrong program: residual killed by signal $((rc - 128))"
  else
    report FAIL "wrong program: residual exited with status $rc"
  fi
}
export -f run_one

# 5. Full static evaluation (`cmix spec t.c --goal main`, every input
#    static): the program runs during specialization and the residual
#    program must behave the same (exit 0, same output). Writes
#    results-static/<id> with PASS, REJECT (a diagnostic: something cmix
#    cannot run statically, or undefined behaviour it detected) or FAIL.
static_stage() {
  local sres=$WORK/results-static/$id
  local src=0
  timeout -k 5 "$TORTURE_TIMEOUT" ./orig >orig.stdout 2>/dev/null </dev/null || true
  timeout -k 5 "$CMIX_TIMEOUT" "$CMIX" spec t.c --goal main -o static.c \
    >cmix-static.stdout 2>cmix-static.stderr </dev/null || src=$?
  local verdict
  verdict=$(cmix_verdict "$src" cmix-static.stderr)
  if [ -n "$verdict" ]; then
    printf '%s\t%s\t%s\n' "${verdict%%$'\t'*}" "$t" "${verdict#*$'\t'}" >"$sres"
    if [ "${verdict%%$'\t'*}" = FAIL ]; then static_failed=1; fi
    return 0
  fi
  if ! timeout -k 5 "$TORTURE_TIMEOUT" gcc -w -O0 static.c -o static -lm >static-gcc.log 2>&1; then
    printf 'FAIL\t%s\t%s\n' "$t" "static: residual does not compile: $(grep -m 1 -E 'error|undefined' static-gcc.log)" >"$sres"
    static_failed=1
    return 0
  fi
  src=0
  timeout -k 5 "$TORTURE_TIMEOUT" ./static >static.stdout 2>/dev/null </dev/null || src=$?
  if [ "$src" -ne 0 ]; then
    printf 'FAIL\t%s\t%s\n' "$t" "static: residual exited with status $src" >"$sres"
    static_failed=1
  elif ! cmp -s orig.stdout static.stdout; then
    printf 'FAIL\t%s\t%s\n' "$t" "static: output differs" >"$sres"
    static_failed=1
  else
    printf 'PASS\t%s\t\n' "$t" >"$sres"
  fi
}
export -f static_stage

mkdir -p "$work/results" "$work/results-static" "$work/t"
start=$SECONDS
# The worker never fails (every outcome is a result file), so xargs only
# fails if something is badly wrong with the machine.
# bash's own notes about killed children ("Aborted ...") go to a log, not the
# terminal.
tr '\n' '\0' <"$list" | xargs -0 -P "$jobs" -n 1 bash -c 'run_one "$1" 2>>"$WORK/worker.log"' _
elapsed=$((SECONDS - start))

# --- the summary -----------------------------------------------------------
all=$work/all-results.tsv
: >"$all"
if [ "$total" -gt 0 ]; then
  cat "$work"/results/* >"$all"
fi
count() { awk -F'\t' -v s="$1" '$1 == s' "$all" | wc -l; }
n_na=$(count NA)
n_pass=$(count PASS)
n_rej=$(count REJECT)
n_fail=$(count FAIL)
n_done=$(wc -l <"$all")
n_missing=$((total - n_done))

echo
if [ "$n_rej" -gt 0 ]; then
  echo "torture: most common rejections (top 20):"
  awk -F'\t' '$1 == "REJECT" { print $3 }' "$all" | cut -c 1-150 | sort | uniq -c | sort -rn | first_lines 20
  echo
fi
if [ "$n_fail" -gt 0 ]; then
  echo "torture: FAILURES:"
  awk -F'\t' '$1 == "FAIL" { printf "  %s: %s\n", $2, $3 }' "$all" | LC_ALL=C sort
  echo "  (inputs, cmix output and logs are in $work/t/<test>/)"
  echo
fi
if [ "$n_missing" -gt 0 ]; then
  echo "torture: $n_missing tests produced no result (harness error)"
fi
# Full static evaluation, for the tests that pass the identity stage.
sall=$work/all-static.tsv
cat "$work"/results-static/* >"$sall" 2>/dev/null || : >"$sall"
scount() { awk -F'\t' -v s="$1" '$1 == s' "$sall" | wc -l; }
s_pass=$(scount PASS)
s_rej=$(scount REJECT)
s_fail=$(scount FAIL)
if [ "$s_rej" -gt 0 ]; then
  echo "torture: full static evaluation, most common rejections (top 10):"
  awk -F'\t' '$1 == "REJECT" { print $3 }' "$sall" | cut -c 1-150 | sort | uniq -c | sort -rn | first_lines 10
  echo
fi
if [ "$s_fail" -gt 0 ]; then
  echo "torture: full static evaluation FAILURES:"
  awk -F'\t' '$1 == "FAIL" { printf "  %s: %s\n", $2, $3 }' "$sall" | LC_ALL=C sort
  echo
fi
echo "torture: full static evaluation of the $n_pass passing tests: $s_pass pass, $s_rej rejected, $s_fail failures"
n_fail=$((n_fail + s_fail))
echo "torture: total $total, not applicable $n_na, accepted and passing $n_pass, rejected $n_rej, failures $n_fail (${elapsed}s, work dir $work)"
# The closing line in the common "N passed, N failed, N skipped" form
# (skipped = rejected + not applicable).
echo "torture: $n_pass passed, $n_fail failed, $((n_rej + n_na)) skipped"
if [ "$n_fail" -gt 0 ] || [ "$n_missing" -gt 0 ]; then
  exit 1
fi
exit 0
