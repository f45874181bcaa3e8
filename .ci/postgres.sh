#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on loopback for the API suite and prints its URL.
# Its own cluster in a temporary folder, so nothing depends on how the machine's cluster is set up.
set -euo pipefail
port=${PG_PORT:-55432}
# The first free port from there: a cluster left running by an earlier run must not stop this one.
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
dir=$(mktemp -d /tmp/portal-pg.XXXXXX)
chown postgres:postgres "$dir"
runuser -u postgres -- "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
runuser -u postgres -- "$bindir/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off" start >/dev/null
echo "postgres://postgres@127.0.0.1:$port/postgres"
