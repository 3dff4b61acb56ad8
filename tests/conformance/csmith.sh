#!/usr/bin/env bash
# Random programs from csmith through cmix: the identity residualization,
# full static evaluation and mixed binding times (see check_one).
#
# Usage: tests/conformance/csmith.sh [path/to/cmix] [COUNT]
#
#   path/to/cmix  the cmix binary (default: target/release/cmix)
#   COUNT         how many usable programs to test (default 100; also CSMITH_COUNT)
#
# Environment: CSMITH_JOBS (default 2), CSMITH_TIMEOUT (seconds a program may
# run under gcc, default 5), CMIX_TIMEOUT (seconds for one cmix run, default
# 60), CSMITH_FIRST_SEED (default 1), CSMITH_KEEP=1 keeps passing work dirs.
#
# Seeds 1, 2, ... are generated with the flags below. A program is usable if
# `gcc -w -O0 -I/usr/include/csmith` compiles it and it exits 0 within
# CSMITH_TIMEOUT; others are skipped and the next seed is taken, until COUNT
# usable programs. Each usable program then goes through
#   cmix spec p.c --goal main --all-dynamic -o out.c -I/usr/include/csmith
# exit 1 = rejected (counted and reported), exit 0 = accepted, anything else
# (panic, signal, timeout, exit 2) = FAILURE; an internal-error diagnostic
# ("bug: ...") is a FAILURE too. An accepted program must compile with the same
# gcc command and print the same output (the checksum) with the same exit
# status, else FAILURE.
#
# The suite fails if there is any failure, and also unless all COUNT programs
# are accepted and match: the goal is COUNT round-tripping programs. The mixed
# mode (a few globals dynamic) must pass for every program too: a wrong
# program, a crash, an internal error, a rejection or a specialization that
# outlasts CMIX_TIMEOUT (SLOW) fails the suite.
#
# Finally it times, on the largest usable program, `cmix core` against
# `gcc -O0 -c` (reported, never asserted).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=tests/conformance/lib.sh
. "$here/lib.sh"
repo=$(cd "$here/../.." && pwd)

cmix=${1:-$repo/target/release/cmix}
count=${2:-${CSMITH_COUNT:-100}}
jobs=${CSMITH_JOBS:-2}
first_seed=${CSMITH_FIRST_SEED:-1}
export CSMITH_TIMEOUT=${CSMITH_TIMEOUT:-5}
export CMIX_TIMEOUT=${CMIX_TIMEOUT:-60}
export CSMITH_KEEP=${CSMITH_KEEP:-0}
export CSMITH_INC=/usr/include/csmith

case $cmix in /*) ;; *) cmix=$PWD/$cmix ;; esac
if [ ! -x "$cmix" ]; then
  echo "csmith: no cmix binary at $cmix (run cargo build --release first)" >&2
  exit 2
fi
export CMIX=$cmix
if ! command -v csmith >/dev/null || [ ! -f "$CSMITH_INC/csmith.h" ]; then
  echo "csmith: needs csmith and $CSMITH_INC/csmith.h (apt-get install csmith libcsmith-dev)" >&2
  exit 2
fi

# Every flag from the design notes is known to csmith 2.3.0 (checked against
# `csmith --help`), so none is dropped. Unions and bit-fields are in the
# programs since cmix handles them (static or dynamic like any field).
# A specialization that cmix refuses (a residual program past
# --max-residual) is counted as rejected, never as passing; only a wrong
# or failing one is a failure.
export CSMITH_FLAGS="--no-volatiles --no-volatile-pointers \
--no-packed-struct --no-argc --no-inline-function --no-builtins --no-float"

work=$(mktemp -d "${TMPDIR:-/tmp}/cmix-csmith.XXXXXX")
export WORK=$work
mkdir -p "$work/gen" "$work/results" "$work/mixed" "$work/mixed-stats" "$work/mixed-times"
echo "csmith: $(csmith --version | first_lines 1); cmix = $cmix; work dir = $work; $jobs jobs"

# Phase 1: generate a program and run it under gcc. Writes gen/<seed> with
# "OK" or "SKIP <reason>". A usable program stays in p/<seed>/.
gen_one() {
  local seed=$1
  local d=$WORK/p/$seed
  mkdir -p "$d"
  cd "$d"
  # shellcheck disable=SC2086
  if ! csmith --seed "$seed" $CSMITH_FLAGS -o p.c >csmith.log 2>&1; then
    echo "SKIP csmith failed" >"$WORK/gen/$seed"
  elif ! timeout -k 5 60 gcc -w -O0 -I"$CSMITH_INC" p.c -o orig >gcc.log 2>&1; then
    echo "SKIP does not compile with gcc" >"$WORK/gen/$seed"
  else
    local rc=0
    timeout -k 2 "$CSMITH_TIMEOUT" ./orig >expected.stdout 2>/dev/null </dev/null || rc=$?
    if [ "$rc" -ne 0 ]; then
      echo "SKIP exit status $rc under gcc" >"$WORK/gen/$seed"
    else
      echo OK >"$WORK/gen/$seed"
      rm -f orig
      return 0
    fi
  fi
  cd "$WORK" && rm -rf "$d"
}
export -f gen_one

# Phase 2: cmix, compile, run, compare, in three modes:
#   identity  cmix spec p.c --goal main --all-dynamic (front end and emitter)
#   static    cmix spec p.c --goal main: every input static, so the whole
#             program runs during specialization and the residual program
#             only prints what it computed
#   mixed     the same with a few globals forced dynamic (--dynamic), which
#             exercises two-level execution, memoization and lifting
# Writes results/<seed>: STATUS<TAB>seed<TAB>DETAIL with STATUS one of PASS
# REJECT FAIL (the worst of the three modes; details name the mode).
check_one() {
  local seed=$1
  local d=$WORK/p/$seed
  local res=$WORK/results/$seed
  cd "$d"
  report() {
    printf '%s\t%s\t%s\n' "$1" "$seed" "$2" >"$res"
    if [ "$1" = PASS ] && [ "$CSMITH_KEEP" != 1 ]; then
      rm -f out-* orig
    fi
  }
  # spec_mode NAME ARGS...: prints "STATUS<TAB>DETAIL", PASS with empty detail.
  spec_mode() {
    local name=$1
    shift
    local rc=0
    timeout -k 5 "${MODE_TIMEOUT:-$CMIX_TIMEOUT}" "$CMIX" spec p.c --goal main "$@" -o "out-$name.c" \
      -I"$CSMITH_INC" >"cmix-$name.stdout" 2>"cmix-$name.stderr" </dev/null || rc=$?
    local verdict
    verdict=$(cmix_verdict "$rc" "cmix-$name.stderr")
    if [ -n "$verdict" ]; then
      printf '%s\t%s: %s\n' "${verdict%%$'\t'*}" "$name" "${verdict#*$'\t'}"
      return 0
    fi
    if [ ! -s "out-$name.c" ]; then
      printf 'FAIL\t%s: cmix exited 0 but wrote no output\n' "$name"
      return 0
    fi
    if ! timeout -k 5 60 gcc -w -O0 -I"$CSMITH_INC" "out-$name.c" -o "out-$name" >"out-$name-gcc.log" 2>&1; then
      printf 'FAIL\t%s: residual program does not compile: %s\n' "$name" \
        "$(grep -m 1 -E 'error|undefined' "out-$name-gcc.log" || head -n 1 "out-$name-gcc.log")"
      return 0
    fi
    rc=0
    # The residual program gets more time than the original: it must not
    # be judged on a slow machine moment.
    timeout -k 2 $((CSMITH_TIMEOUT * 4)) "./out-$name" >"out-$name.stdout" 2>/dev/null </dev/null || rc=$?
    if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
      printf 'FAIL\t%s: wrong program: residual timed out\n' "$name"
    elif [ "$rc" -ne 0 ]; then
      printf 'FAIL\t%s: wrong program: residual exited with status %s\n' "$name" "$rc"
    elif ! cmp -s expected.stdout "out-$name.stdout"; then
      printf 'FAIL\t%s: wrong program: output differs (%s vs %s)\n' "$name" \
        "$(tail -n 1 expected.stdout)" "$(tail -n 1 "out-$name.stdout")"
    else
      printf 'PASS\t\n'
    fi
  }
  # The analyses, with everything dynamic and everything static: no crash,
  # and the division passes cmix's own well-annotatedness checker.
  for mode in --all-dynamic --all-static; do
    if ! timeout -k 5 "$CMIX_TIMEOUT" "$CMIX" bta p.c -I"$CSMITH_INC" --goal main "$mode" \
      >bta.out 2>bta.err; then
      report FAIL "binding-time analysis ($mode): $(head -n 1 bta.err)"
      return 0
    fi
  done
  # Every fourth global of the program, at most six, for the mixed mode. Of
  # a struct (or an array of structs), only the first field: a partially
  # static struct.
  local dynamic=()
  local g
  for g in $(grep -oE '\bg_[0-9]+\b' p.c | sort -u -t_ -k2,2n | awk 'NR % 4 == 1' | first_lines 6); do
    if grep -qE "^(static )?(const )?(volatile )?struct S[0-9]+ $g(\[| =|;)" p.c; then
      dynamic+=(--dynamic "$g.f0")
    else
      dynamic+=(--dynamic "$g")
    fi
  done
  local results=()
  results+=("$(spec_mode identity --all-dynamic)")
  results+=("$(spec_mode static)")
  # Mixed binding times are judged on their own (mixed/<seed>); a
  # specialization that outlasts its time is counted as SLOW.
  local mixed mixed_start=$SECONDS
  mixed=$(spec_mode mixed --stats "${dynamic[@]}")
  echo "$((SECONDS - mixed_start)) $seed" >"$WORK/mixed-times/$seed"
  # What the data-structure transformations did, for the summary.
  grep -m 1 '^cmix: residual data:' cmix-mixed.stderr >"$WORK/mixed-stats/$seed" 2>/dev/null || true
  case $mixed in
    FAIL$'\t'*"timed out"*) mixed="SLOW"$'\t'"${mixed#*$'\t'}" ;;
  esac
  printf '%s\n' "$mixed" >"$WORK/mixed/$seed"
  local worst=PASS detail="" r
  for r in "${results[@]}"; do
    case ${r%%$'\t'*} in
      FAIL) worst=FAIL; detail=${r#*$'\t'}; break ;;
      REJECT) if [ "$worst" = PASS ]; then worst=REJECT; detail=${r#*$'\t'}; fi ;;
    esac
  done
  report "$worst" "$detail"
}
export -f check_one

start=$SECONDS
next=$first_seed
limit=$((first_seed + 10 * count + 100)) # never loop forever if csmith breaks
usable=0
while [ "$usable" -lt "$count" ] && [ "$next" -lt "$limit" ]; do
  need=$((count - usable))
  batch=$((need + need / 4 + 2))
  seq "$next" $((next + batch - 1)) | xargs -P "$jobs" -n 1 bash -c 'gen_one "$1" 2>>"$WORK/worker.log"' _
  next=$((next + batch))
  usable=$(grep -l '^OK' "$work"/gen/* 2>/dev/null | wc -l)
done
skipped=$(grep -L '^OK' "$work"/gen/* 2>/dev/null | wc -l)
# The first COUNT usable seeds, in seed order.
seeds=$work/seeds.txt
for f in "$work"/gen/*; do
  if grep -q '^OK' "$f"; then basename "$f"; fi
done | sort -n | first_lines "$count" >"$seeds"
n=$(wc -l <"$seeds")
echo "csmith: $n usable programs from seeds $first_seed..$((next - 1)) ($skipped skipped: timed out, crashed or failed under gcc) in $((SECONDS - start))s"
# Programs past the first COUNT usable ones are not tested.
for f in "$work"/gen/*; do
  s=$(basename "$f")
  if grep -q '^OK' "$f" && ! grep -qx "$s" "$seeds"; then rm -rf "$work/p/$s"; fi
done

start2=$SECONDS
xargs -P "$jobs" -n 1 bash -c 'check_one "$1" 2>>"$WORK/worker.log"' _ <"$seeds"
elapsed=$((SECONDS - start2))

all=$work/all-results.tsv
: >"$all"
while read -r s; do
  if [ -f "$work/results/$s" ]; then cat "$work/results/$s" >>"$all"; fi
done <"$seeds"
count_of() { awk -F'\t' -v s="$1" '$1 == s' "$all" | wc -l; }
n_pass=$(count_of PASS)
n_rej=$(count_of REJECT)
n_fail=$(count_of FAIL)
n_missing=$((n - $(wc -l <"$all")))

mixed_all=$work/mixed-results.tsv
cat "$work"/mixed/* >"$mixed_all" 2>/dev/null || : >"$mixed_all"
m_pass=$(awk -F'\t' '$1 == "PASS"' "$mixed_all" | wc -l)
m_rej=$(awk -F'\t' '$1 == "REJECT"' "$mixed_all" | wc -l)
m_fail=$(awk -F'\t' '$1 == "FAIL"' "$mixed_all" | wc -l)
m_slow=$(awk -F'\t' '$1 == "SLOW"' "$mixed_all" | wc -l)
echo
echo "csmith: mixed binding times (a few globals dynamic): $m_pass pass, $m_rej rejected, $m_slow slow (over ${MODE_TIMEOUT:-$CMIX_TIMEOUT}s), $m_fail failures"
awk -F'\t' '$1 != "PASS" { print "  " $1 ": " $2 }' "$mixed_all" | cut -c 1-160 | sort | uniq -c | sort -rn | first_lines 10
# Seconds per program for the mixed mode (cmix, gcc and the run).
cat "$work"/mixed-times/* 2>/dev/null | sort -n | awk '
  { t[NR] = $1; seed[NR] = $2 }
  END { if (NR > 0) printf "csmith: mixed mode time per program: median %d s, slowest %d s (seed %s)\n", t[int((NR + 1) / 2)], t[NR], seed[NR] }'
# "cmix: residual data: H heap object(s) as variables, S struct type(s)
# specialized (F to plain variables), A array(s) split", one per program.
cat "$work"/mixed-stats/* 2>/dev/null | awk '
  { heap = $4; structs = $9; flat = substr($13, 2) + 0; arrays = $17
    th += heap; ts += structs; tf += flat; ta += arrays
    if (heap > 0) ph++; if (structs > 0) ps++; if (arrays > 0) pa++; n++ }
  END { printf "csmith: mixed mode residual data (%d programs): split arrays in %d programs (%d arrays), specialized structs in %d (%d types, %d to plain variables), static heap objects in %d (%d)\n", n, pa, ta, ps, ts, tf, ph, th }'
echo
if [ "$n_rej" -gt 0 ]; then
  echo "csmith: rejections (most common first):"
  awk -F'\t' '$1 == "REJECT" { print $3 }' "$all" | cut -c 1-150 | sort | uniq -c | sort -rn | first_lines 20
  echo "  seeds: $(awk -F'\t' '$1 == "REJECT" { print $2 }' "$all" | tr '\n' ' ')"
  echo
fi
if [ "$n_fail" -gt 0 ]; then
  echo "csmith: FAILURES:"
  awk -F'\t' '$1 == "FAIL" { printf "  seed %s: %s\n", $2, $3 }' "$all"
  echo "  (program, cmix output and logs are in $work/p/<seed>/; regenerate with csmith --seed N $CSMITH_FLAGS)"
  echo
fi

# Front-end speed on the largest program: report only.
largest=$(while read -r s; do echo "$(wc -c <"$work/p/$s/p.c") $s"; done <"$seeds" | sort -rn | first_lines 1 | cut -d' ' -f2)
if [ -n "$largest" ]; then
  p=$work/p/$largest/p.c
  t0=$(date +%s%N)
  crc=0
  "$CMIX" core "$p" -I"$CSMITH_INC" >/dev/null 2>&1 || crc=$?
  t1=$(date +%s%N)
  grc=0
  gcc -w -O0 -c -I"$CSMITH_INC" "$p" -o "$work/largest.o" >/dev/null 2>&1 || grc=$?
  t2=$(date +%s%N)
  cmix_ms=$(((t1 - t0) / 1000000))
  gcc_ms=$(((t2 - t1) / 1000000))
  ratio=$(awk -v a="$cmix_ms" -v b="$gcc_ms" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }')
  echo "csmith: speed on the largest program (seed $largest, $(wc -c <"$p") bytes): cmix core ${cmix_ms} ms (exit $crc), gcc -O0 -c ${gcc_ms} ms (exit $grc), ratio ${ratio}"
fi

echo "csmith: $n programs, accepted and matching $n_pass, rejected $n_rej, failures $n_fail (${elapsed}s, work dir $work)"
status=0
if [ "$n_fail" -gt 0 ] || [ "$n_missing" -gt 0 ]; then
  status=1
fi
if [ "$m_pass" -lt "$n" ]; then
  echo "csmith: only $m_pass of the $n programs pass in mixed mode; the goal is all $n"
  status=1
fi
if [ "$n_pass" -lt "$count" ]; then
  echo "csmith: only $n_pass of the $count programs round-trip; the goal is all $count"
  status=1
fi
echo "csmith: $n_pass passed, $((n - n_pass)) failed"
exit "$status"
