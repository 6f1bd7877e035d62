# Sourced by scripts/test.sh: how much CPU time the run and each of its layers used, so the
# summary can set the time a run takes beside what this machine's cores can give in that time.
# test.sh runs with `set -e`, so nothing here may fail: a missing cgroup only loses the figure.
# A layer's processes go into a cgroup of their own (their children follow them, Chromium's
# included); where the kernel does not let us make one, its CPU time is printed as '-'.

# CPU seconds the whole machine has spent busy since boot (/proc/stat: all but idle and iowait).
busy_cpu_seconds() {
  awk -v hz="$(getconf CLK_TCK)" \
    '/^cpu / { print int(($2 + $3 + $4 + $7 + $8 + $9) / hz); exit }' /proc/stat
}

cpu_accounting_root() {
  local v1=/sys/fs/cgroup/cpuacct v2=/sys/fs/cgroup/unified
  if [ -w "$v1" ] && [ -e "$v1/cpuacct.usage" ]; then echo "$v1"
  elif [ -w "$v2" ] && [ -e "$v2/cgroup.procs" ]; then echo "$v2"
  elif [ -w /sys/fs/cgroup ] && [ -e /sys/fs/cgroup/cgroup.controllers ]; then echo /sys/fs/cgroup
  fi
}

# cpu_group_new NAME: prints the path of a new, empty cgroup for one layer (nothing if none).
cpu_group_new() {
  local root group
  root=$(cpu_accounting_root)
  [ -n "$root" ] || return 0
  group="$root/basera-test-$$-$1"
  if mkdir "$group" 2>/dev/null; then echo "$group"; fi
}

# cpu_group_join GROUP: moves the calling (sub)shell into GROUP.
cpu_group_join() {
  if [ -n "$1" ]; then echo "$BASHPID" > "$1/cgroup.procs" 2>/dev/null || true; fi
}

# cpu_group_seconds GROUP: CPU seconds used in GROUP so far, or '-'.
cpu_group_seconds() {
  if [ -n "$1" ] && [ -e "$1/cpuacct.usage" ]; then
    echo $(( $(cat "$1/cpuacct.usage") / 1000000000 ))
  elif [ -n "$1" ] && [ -e "$1/cpu.stat" ]; then
    awk '/^usage_usec/ { print int($2 / 1000000) }' "$1/cpu.stat"
  else
    echo -
  fi
}

# cpu_group_remove GROUP: removes GROUP once its processes have gone (a straggler keeps it).
cpu_group_remove() {
  if [ -n "$1" ]; then rmdir "$1" 2>/dev/null || true; fi
}

# cpu_groups_remove_all: at exit, the groups of this run a straggler kept alive until now.
cpu_groups_remove_all() {
  local root
  root=$(cpu_accounting_root)
  [ -n "$root" ] || return 0
  rmdir "$root"/basera-test-$$-* 2>/dev/null || true
}
