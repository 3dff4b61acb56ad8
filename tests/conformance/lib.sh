# Shared by torture.sh and csmith.sh; sourced, not run.

# cmix_verdict RC STDERR_FILE: classifies one cmix run. Prints nothing when
# cmix succeeded (RC 0), else "STATUS<TAB>DETAIL" with STATUS REJECT (a
# diagnostic, exit 1) or FAIL (anything a correct cmix never does: a panic,
# a signal, a timeout, an internal-error diagnostic, a silent exit 1).
cmix_verdict() {
  local rc=$1 stderr=$2 first
  case $rc in
    0) ;;
    1)
      first=$(grep -m 1 -v '^[[:space:]]*$' "$stderr" || true)
      if [ -z "$first" ]; then
        printf 'FAIL\tcmix exited 1 without a diagnostic\n'
      elif grep -q '^bug' "$stderr"; then
        printf 'FAIL\tcmix reported an internal error: %s\n' "$first"
      elif grep -q 'panicked' "$stderr"; then
        printf 'FAIL\tcmix panicked (caught): %s\n' "$(grep -m 1 panicked "$stderr")"
      else
        printf 'REJECT\t%s\n' "$first"
      fi
      ;;
    124 | 137) printf 'FAIL\tcmix timed out after %ss\n' "${MODE_TIMEOUT:-$CMIX_TIMEOUT}" ;;
    101) printf 'FAIL\tcmix panicked: %s\n' "$(grep -m 1 panicked "$stderr" || true)" ;;
    *)
      if [ "$rc" -gt 128 ]; then
        printf 'FAIL\tcmix killed by signal %s\n' "$((rc - 128))"
      else
        printf 'FAIL\tcmix exited with status %s\n' "$rc"
      fi
      ;;
  esac
}
export -f cmix_verdict

# first_lines N: the first N lines of standard input. Unlike `head`, it reads
# its input to the end, so under `set -o pipefail` the writer before it never
# dies of SIGPIPE (exit 141) when its output is longer than a pipe buffer.
first_lines() {
  awk -v n="$1" 'NR <= n'
}
export -f first_lines
