#!/usr/bin/env bash
# Identity round trips of real C libraries through cmix: for each library,
# the original sources and cmix's residual program (`cmix spec FILES.c
# --goal main --all-dynamic`) are compiled by cc and run on the same
# workload, and must behave the same (output and exit status; for the
# bzip2 program, the compressed bytes too).
#
# Usage: tests/real_libs/run.sh CMIX [LIBRARY...]
#   LIBRARY: lua, zlib, bzip2, bzip2-program, sqlite (default: all).
#
# The sources come from crates.io packages that ship them (lua-src,
# libz-sys, bzip2-sys, libsqlite3-sys), fetched with cargo at run time
# and found with `cargo metadata`; none of their code is in this
# repository. Each library is built with the macros its crate's build
# script uses. Prints cmix's time beside gcc -O0's on the same sources.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cmix=$(realpath "${1:?usage: run.sh CMIX [LIBRARY...]}")
shift
libraries=("$@")
[ "${#libraries[@]}" -gt 0 ] || libraries=(lua zlib bzip2 bzip2-program sqlite)

manifest=$here/Cargo.toml
cargo fetch --locked --manifest-path "$manifest" >/dev/null 2>&1 ||
  cargo fetch --manifest-path "$manifest" || { echo "real_libs: cargo fetch failed" >&2; exit 1; }
metadata=$(cargo metadata --format-version 1 --locked --manifest-path "$manifest" 2>/dev/null) ||
  { echo "real_libs: cargo metadata failed" >&2; exit 1; }

# crate_dir NAME: the directory of the fetched package NAME.
crate_dir() {
  local path
  path=$(grep -o "\"manifest_path\":\"[^\"]*/$1-[0-9][^\"/]*/Cargo.toml\"" <<<"$metadata" |
    head -n 1 | sed -e 's/^"manifest_path":"//' -e 's|/Cargo.toml"$||')
  [ -n "$path" ] && [ -d "$path" ] || { echo "real_libs: no package $1" >&2; return 1; }
  printf '%s\n' "$path"
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
summary=()

# seconds COMMAND...: runs COMMAND, leaves its wall time in $took.
seconds() {
  local start end rc
  start=$(date +%s.%N)
  "$@"
  rc=$?
  end=$(date +%s.%N)
  took=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
  return $rc
}

# round_trip NAME RUN_ARGS CFLAGS LIBS -- FILES...: compiles the original
# and the residual, runs both as `./prog RUN_ARGS` in the work directory.
round_trip() {
  local name=$1 run_args=$2 cflags=$3 libs=$4
  shift 5
  local files=("$@") dir=$work/$name
  mkdir -p "$dir"
  local lines
  lines=$(cat "${files[@]}" | wc -l)
  # shellcheck disable=SC2086
  if ! seconds cc -O0 -w $cflags "${files[@]}" -o "$dir/original" $libs 2>"$dir/cc.err"; then
    echo "$name: the original does not compile:"; head -n 20 "$dir/cc.err"
    return 1
  fi
  local gcc_time=$took
  # shellcheck disable=SC2086
  if ! seconds "$cmix" spec $cflags "${files[@]}" --goal main --all-dynamic -o "$dir/residual.c" \
    2>"$dir/cmix.err"; then
    echo "$name: cmix failed:"; head -n 30 "$dir/cmix.err"
    return 1
  fi
  local cmix_time=$took
  # shellcheck disable=SC2086
  if ! seconds cc -std=c99 -Wall -Wextra -Werror -O0 "$dir/residual.c" -o "$dir/residual" $libs \
    2>"$dir/residual.err"; then
    echo "$name: the residual program does not compile with -std=c99 -Wall -Wextra -Werror:"
    head -n 30 "$dir/residual.err"
    return 1
  fi
  local residual_time=$took
  local rc_o rc_r
  # shellcheck disable=SC2086
  (cd "$dir" && timeout 300 ./original $run_args >"$dir/original.out" 2>&1); rc_o=$?
  # shellcheck disable=SC2086
  (cd "$dir" && timeout 300 ./residual $run_args >"$dir/residual.out" 2>&1); rc_r=$?
  if [ "$rc_o" -ne "$rc_r" ] || ! cmp -s "$dir/original.out" "$dir/residual.out"; then
    echo "$name: the residual program behaves differently (exit $rc_o vs $rc_r):"
    diff "$dir/original.out" "$dir/residual.out" | head -n 30
    return 1
  fi
  summary+=("$(printf '%-14s %7s lines  cmix %6ss  gcc -O0 %6ss  (ratio %s)  residual cc %6ss  %s' \
    "$name" "$lines" "$cmix_time" "$gcc_time" \
    "$(awk -v a="$cmix_time" -v b="$gcc_time" 'BEGIN { printf "%.2f", a / b }')" \
    "$residual_time" "$(wc -l <"$dir/residual.out") output lines")")
  return 0
}

# value_mode NAME GOAL STATIC CFLAGS LIBS -- FILES...: specializes GOAL
# to STATIC as a whole program (the calls that pass it call the residual
# entry) and runs it beside the original that round_trip built.
value_mode() {
  local name=$1 goal=$2 static=$3 cflags=$4 libs=$5
  shift 6
  local files=("$@") dir=$work/$name
  # shellcheck disable=SC2086
  if ! seconds timeout 300 "$cmix" spec $cflags "${files[@]}" --goal "$goal" --static "$static" \
    --whole-program -o "$dir/value.c" 2>"$dir/value.err"; then
    echo "$name: cmix failed on --goal $goal --static $static:"; head -n 30 "$dir/value.err"
    return 1
  fi
  local cmix_time=$took
  # shellcheck disable=SC2086
  if ! cc -std=c99 -Wall -Wextra -Werror -O0 "$dir/value.c" -o "$dir/value" $libs \
    2>"$dir/value_cc.err"; then
    echo "$name: the value-mode residual does not compile:"; head -n 30 "$dir/value_cc.err"
    return 1
  fi
  (cd "$dir" && timeout 300 ./value >"$dir/value.out" 2>&1) || true
  if ! cmp -s "$dir/original.out" "$dir/value.out"; then
    echo "$name: the value-mode residual behaves differently:"
    diff "$dir/original.out" "$dir/value.out" | head -n 30
    return 1
  fi
  summary+=("$(printf '%-14s value mode --goal %s --static %s: cmix %ss, same output' \
    "$name" "$goal" "$static" "$cmix_time")")
}

lua() {
  local src
  src=$(crate_dir lua-src)/lua-5.4.9 || return 1
  local files=("$here/lua/driver.c")
  for f in "$src"/*.c; do files+=("$f"); done
  mkdir -p "$work/lua" && cp "$here/lua/script.lua" "$work/lua/"
  round_trip lua script.lua "-DLUA_USE_LINUX -I$src" "-lm -ldl" -- "${files[@]}"
}

zlib() {
  local src
  src=$(crate_dir libz-sys)/src/zlib || return 1
  local files=("$here/zlib/driver.c")
  for f in adler32 compress crc32 deflate infback inffast inflate inftrees trees uncompr zutil; do
    files+=("$src/$f.c")
  done
  round_trip zlib "" "-I$src" "" -- "${files[@]}" &&
    value_mode zlib crc32 crc=0 "-I$src" "" -- "${files[@]}"
}

bzip2_sources() {
  local src=$1
  for f in blocksort bzlib compress crctable decompress huffman randtable; do
    printf '%s\n' "$src/$f.c"
  done
}

bzip2() {
  local src
  src=$(crate_dir bzip2-sys)/bzip2-1.0.8 || return 1
  local files=("$here/bzip2/driver.c")
  mapfile -t -O 1 files < <(bzip2_sources "$src")
  round_trip bzip2 "" "-D_FILE_OFFSET_BITS=64 -I$src" "" -- "${files[@]}"
}

# bzip2's own command-line program compresses a generated file; the
# residual program's bytes must be the original's, and decompress back.
bzip2_program() {
  local src
  src=$(crate_dir bzip2-sys)/bzip2-1.0.8 || return 1
  local files=("$src/bzip2.c")
  mapfile -t -O 1 files < <(bzip2_sources "$src")
  local dir=$work/bzip2-program
  mkdir -p "$dir"
  # Text with repeats and a binary tail: ~400 KB.
  { for i in $(seq 1 6000); do echo "line $i: $((i * i % 977)) the quick brown fox $((i % 13))"; done
    head -c 100000 "$cmix"; } >"$dir/input"
  round_trip bzip2-program "-c -9 input" "-D_FILE_OFFSET_BITS=64 -I$src" "" -- "${files[@]}" || return 1
  (cd "$dir" && ./residual -d -c <residual.out >roundtrip && cmp -s roundtrip input) || {
    echo "bzip2-program: the residual program does not decompress its own output"
    return 1
  }
}

sqlite() {
  local src
  src=$(crate_dir libsqlite3-sys)/sqlite3 || return 1
  # libsqlite3-sys's flags for its bundled build.
  local flags="-DSQLITE_CORE -DSQLITE_DEFAULT_FOREIGN_KEYS=1 -DSQLITE_ENABLE_API_ARMOR"
  flags+=" -DSQLITE_ENABLE_COLUMN_METADATA -DSQLITE_ENABLE_DBSTAT_VTAB -DSQLITE_ENABLE_FTS3"
  flags+=" -DSQLITE_ENABLE_FTS3_PARENTHESIS -DSQLITE_ENABLE_FTS5 -DSQLITE_ENABLE_JSON1"
  flags+=" -DSQLITE_ENABLE_LOAD_EXTENSION=1 -DSQLITE_ENABLE_MEMORY_MANAGEMENT"
  flags+=" -DSQLITE_ENABLE_RTREE -DSQLITE_ENABLE_STAT4 -DSQLITE_SOUNDEX -DSQLITE_THREADSAFE=1"
  flags+=" -DSQLITE_USE_URI -DHAVE_USLEEP=1 -DHAVE_ISNAN -DHAVE_LOCALTIME_R -I$src"
  round_trip sqlite "" "$flags" "-lm -lpthread -ldl" -- "$here/sqlite/driver.c" "$src/sqlite3.c"
}

for lib in "${libraries[@]}"; do
  echo "=== real_libs: $lib"
  case $lib in
    lua) lua ;;
    zlib) zlib ;;
    bzip2) bzip2 ;;
    bzip2-program) bzip2_program ;;
    sqlite) sqlite ;;
    *) echo "real_libs: no library $lib" >&2; false ;;
  esac || failed=$((failed + 1))
done

echo
echo "=== real_libs: summary (identity round trips; times of one run)"
for s in "${summary[@]}"; do echo "  $s"; done
echo "real_libs: $((${#libraries[@]} - failed)) of ${#libraries[@]} behave the same"
[ "$failed" -eq 0 ]
