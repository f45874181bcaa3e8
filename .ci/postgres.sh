#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on loopback in the folder $1 (made if missing) and prints its
# URL. Its own cluster, so nothing depends on how the machine's cluster is set up. Stop it with
#   .ci/postgres.sh --stop DIR
# (.ci/run does so on exit, whatever happened).
set -euo pipefail
bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
if [ "${1:-}" = "--stop" ]; then
  dir=$2
  if [ -f "$dir/data/postmaster.pid" ]; then
    runuser -u postgres -- "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  exit 0
fi
dir=${1:?usage: .ci/postgres.sh DIR | --stop DIR}
# Below the kernel's range of ports for outgoing connections (32768–60999 on Debian): a port in it
# can be held by the local end of a connection, which the free-port test below does not see, and
# the suites before this open thousands (a CI run of 27 Nov failed to start here on 55432).
port=${PG_PORT:-25432}
mkdir -p "$dir"
chown postgres:postgres "$dir"
runuser -u postgres -- "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
for attempt in 1 2 3; do
  # The first free port from there: another cluster on the machine must not stop this one.
  while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
  if runuser -u postgres -- "$bindir/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
    -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off" start >/dev/null; then
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    exit 0
  fi
  # The server's own words on why (the log goes with the folder when the run cleans up), then the next port.
  echo "postgres: the server did not start on port $port (attempt $attempt of 3); its log:" >&2
  cat "$dir/log" >&2 || true
  port=$((port + 1))
done
exit 1
