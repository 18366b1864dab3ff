#!/usr/bin/env bash
# A three-node MariaDB Galera cluster on loopback, for tests (npm run test:cluster) and for
# trying the service on a cluster by hand. Debian's packages: mariadb-server and galera-4.
#
#   scripts/galera.sh start    start the nodes (a no-op for a node already running), wait for Synced
#   scripts/galera.sh stop     stop the nodes this script started, remove their data
#   scripts/galera.sh status   each node's port, PID and wsrep state
#
# Node N (1-3) listens for SQL on 127.0.0.1:331N (root, empty password, database `test`), for
# Galera replication on 457N, incremental state transfer (IST) on 458N and full state transfer
# (SST, rsync) on 459N. Everything lives in GALERA_DIR (default: $TMPDIR/eos-galera): one
# directory per node with its own my.cnf (--defaults-file), data directory and error.log.
# GALERA_PORT_BASE (default 3310) moves the SQL ports; the Galera ports follow GALERA_GCOMM_BASE
# (default 4570).
set -euo pipefail

DIR=${GALERA_DIR:-${TMPDIR:-/tmp}/eos-galera}
SQL_BASE=${GALERA_PORT_BASE:-3310}
GCOMM_BASE=${GALERA_GCOMM_BASE:-4570}
NODES=(1 2 3)
PROVIDER=/usr/lib/galera/libgalera_smm.so
WAIT_S=${GALERA_WAIT_S:-120}

sql_port() { echo $((SQL_BASE + $1)); }
gcomm_port() { echo $((GCOMM_BASE + $1)); }
ist_port() { echo $((GCOMM_BASE + 10 + $1)); }
sst_port() { echo $((GCOMM_BASE + 20 + $1)); }
node_dir() { echo "$DIR/node$1"; }
cnf() { echo "$(node_dir "$1")/my.cnf"; }

say() { printf 'galera: %s\n' "$*"; }
die() { printf 'galera: %s\n' "$*" >&2; exit 1; }

# The PID of node N when it runs and is ours: the process named in launched.pid must be a
# mariadbd started with this node's --defaults-file (a reused PID is never taken for ours).
node_pid() {
  local pidfile pid
  # Written by launch (mariadbd writes its own pid file only after a state transfer).
  pidfile="$(node_dir "$1")/launched.pid"
  [ -s "$pidfile" ] || return 1
  pid=$(cat "$pidfile")
  [ -r "/proc/$pid/cmdline" ] || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "--defaults-file=$(cnf "$1")" || return 1
  echo "$pid"
}

client() { # node, mariadb client arguments…
  local n=$1
  shift
  mariadb --protocol=tcp -h 127.0.0.1 -P "$(sql_port "$n")" -uroot --connect-timeout=2 -N -B "$@"
}

wsrep_state() { client "$1" -e "SHOW GLOBAL STATUS LIKE 'wsrep_local_state_comment'" 2>/dev/null | awk '{print $2}'; }
cluster_size() { client "$1" -e "SHOW GLOBAL STATUS LIKE 'wsrep_cluster_size'" 2>/dev/null | awk '{print $2}'; }

# rsync is what the state transfer runs; install it like .ci/run installs Chromium.
need_packages() {
  [ -r "$PROVIDER" ] || die "$PROVIDER is missing: apt-get install -y galera-4"
  command -v mariadbd >/dev/null || [ -x /usr/sbin/mariadbd ] || die "mariadbd is missing: apt-get install -y mariadb-server"
  if ! command -v rsync >/dev/null; then
    [ "$(id -u)" -eq 0 ] || die "rsync is missing (the state transfer needs it): apt-get install -y rsync"
    say "rsync is missing: installing Debian's package"
    DEBIAN_FRONTEND=noninteractive apt-get update -q </dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q rsync </dev/null
  fi
}

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

check_ports() { # node
  local p
  for p in "$(sql_port "$1")" "$(gcomm_port "$1")" "$(ist_port "$1")" "$(sst_port "$1")"; do
    port_free "$p" || die "port $p (node $1) is taken by another process; set GALERA_PORT_BASE / GALERA_GCOMM_BASE"
  done
}

write_cnf() { # node
  local n=$1 d members=""
  d=$(node_dir "$n")
  for m in "${NODES[@]}"; do members+="${members:+,}127.0.0.1:$(gcomm_port "$m")"; done
  cat >"$(cnf "$n")" <<EOF
[mysqld]
datadir=$d/data
socket=$d/mariadbd.sock
pid-file=$d/mariadbd.pid
log-error=$d/error.log
port=$(sql_port "$n")
bind-address=127.0.0.1
skip-name-resolve
character-set-server=utf8mb4
collation-server=utf8mb4_unicode_ci
# Galera needs row-based replication, InnoDB and interleaved auto-increment locks.
binlog_format=ROW
default_storage_engine=InnoDB
innodb_autoinc_lock_mode=2
# Small and fast for a test cluster (durability comes from the other nodes).
innodb_buffer_pool_size=128M
innodb_log_file_size=48M
innodb_flush_log_at_trx_commit=0
max_connections=300
wsrep_on=ON
wsrep_provider=$PROVIDER
wsrep_cluster_name=eos_galera_test
wsrep_cluster_address=gcomm://$members
wsrep_node_name=node$n
wsrep_node_address=127.0.0.1:$(gcomm_port "$n")
wsrep_provider_options="gmcast.listen_addr=tcp://127.0.0.1:$(gcomm_port "$n");ist.recv_addr=127.0.0.1:$(ist_port "$n");gcache.size=64M"
wsrep_sst_method=rsync
wsrep_sst_receive_address=127.0.0.1:$(sst_port "$n")
wsrep_slave_threads=1
EOF
}

launch() { # node, extra mariadbd arguments…
  local n=$1 d user=()
  shift
  d=$(node_dir "$n")
  # mariadbd refuses to run as root unless told to; it then writes its files as root.
  [ "$(id -u)" -eq 0 ] && user=(--user=root)
  # setsid: the node outlives this script and the shell that ran it (no SIGHUP, no job control).
  setsid /usr/sbin/mariadbd --defaults-file="$(cnf "$n")" "${user[@]}" "$@" </dev/null >>"$d/error.log" 2>&1 &
  echo $! >"$d/launched.pid"
}

wait_synced() { # node
  local n=$1 i state
  for ((i = 0; i < WAIT_S * 2; i++)); do
    state=$(wsrep_state "$n" || true)
    [ "$state" = "Synced" ] && return 0
    if ! node_pid "$n" >/dev/null; then
      tail -n 30 "$(node_dir "$n")/error.log" >&2 || true
      die "node $n exited before it was Synced; see $(node_dir "$n")/error.log"
    fi
    sleep 0.5
  done
  tail -n 30 "$(node_dir "$n")/error.log" >&2 || true
  die "node $n was not Synced within $WAIT_S s (state: ${state:-no answer}); see $(node_dir "$n")/error.log"
}

start_node() { # node, bootstrap?
  local n=$1 bootstrap=$2 d
  d=$(node_dir "$n")
  check_ports "$n"
  rm -rf "$d"
  mkdir -p "$d/data"
  write_cnf "$n"
  if [ "$bootstrap" = yes ]; then
    mariadb-install-db --defaults-file="$(cnf "$n")" --auth-root-authentication-method=normal \
      --skip-test-db $([ "$(id -u)" -eq 0 ] && echo --user=root) >"$d/install.log" 2>&1 \
      || { cat "$d/install.log" >&2; die "mariadb-install-db failed for node $n"; }
    say "node $n: bootstrapping a new cluster on port $(sql_port "$n")"
    launch "$n" --wsrep-new-cluster
  else
    # A joiner starts empty and receives the data by rsync (SST). When this script runs as
    # root, the joiner's rsync daemon runs as nobody: its data directory must be nobody's.
    [ "$(id -u)" -eq 0 ] && chown -R nobody:nogroup "$d/data"
    say "node $n: joining on port $(sql_port "$n")"
    launch "$n"
  fi
  wait_synced "$n"
  say "node $n: Synced"
}

cmd_start() {
  need_packages
  mkdir -p "$DIR"
  local running=() n
  for n in "${NODES[@]}"; do node_pid "$n" >/dev/null && running+=("$n"); done
  if [ ${#running[@]} -eq 0 ]; then
    start_node 1 yes
    # Root over TCP from 127.0.0.1 with an empty password, and the database the tests use.
    # Users and databases are replicated, so the joiners receive them.
    client 1 -e "CREATE USER IF NOT EXISTS 'root'@'127.0.0.1' IDENTIFIED BY '';
      GRANT ALL PRIVILEGES ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION;
      CREATE DATABASE IF NOT EXISTS test CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;" 2>/dev/null \
      || mariadb --socket="$(node_dir 1)/mariadbd.sock" -uroot -e "CREATE USER IF NOT EXISTS 'root'@'127.0.0.1' IDENTIFIED BY '';
      GRANT ALL PRIVILEGES ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION;
      CREATE DATABASE IF NOT EXISTS test CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"
    running=(1)
  fi
  for n in "${NODES[@]}"; do
    if node_pid "$n" >/dev/null; then
      wait_synced "$n"
    else
      start_node "$n" no
    fi
  done
  say "cluster of $(cluster_size 1) nodes Synced: mysql://root@127.0.0.1:$(sql_port 1)/test, :$(sql_port 2), :$(sql_port 3)"
}

cmd_stop() {
  local n pid i stopped=0
  # The joiners first, the first node last (it is then the most advanced one).
  for n in 3 2 1; do
    pid=$(node_pid "$n") || continue
    kill -TERM "$pid"
    for ((i = 0; i < 120; i++)); do
      [ -d "/proc/$pid" ] || break
      sleep 0.5
    done
    if [ -d "/proc/$pid" ]; then
      say "node $n (PID $pid) did not stop within 60 s: killing it"
      kill -KILL "$pid" 2>/dev/null || true
    fi
    stopped=$((stopped + 1))
  done
  for n in "${NODES[@]}"; do rm -rf "$(node_dir "$n")/data"; done
  say "stopped $stopped node(s); logs kept in $DIR"
}

cmd_status() {
  local n pid code=0
  for n in "${NODES[@]}"; do
    if pid=$(node_pid "$n"); then
      printf 'node %s: port %s, PID %s, %s, cluster size %s\n' "$n" "$(sql_port "$n")" "$pid" "$(wsrep_state "$n" || echo '?')" "$(cluster_size "$n" || echo '?')"
    else
      printf 'node %s: port %s, not running\n' "$n" "$(sql_port "$n")"
      code=3
    fi
  done
  return $code
}

case "${1:-}" in
  start) cmd_start ;;
  stop) cmd_stop ;;
  status) cmd_status ;;
  *) die "usage: $0 start|stop|status" ;;
esac
