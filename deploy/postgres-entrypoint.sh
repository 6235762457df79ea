#!/bin/sh
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
POSTGRES_USER=${POSTGRES_USER:-zaber}
POSTGRES_DB=${POSTGRES_DB:-zaber}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$POSTGRES_USER" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  echo "host all all 0.0.0.0/0 scram-sha-256" >>"$PGDATA/pg_hba.conf"
  echo "host all all ::/0 scram-sha-256" >>"$PGDATA/pg_hba.conf"
  if [ "$POSTGRES_DB" != postgres ]; then
    postgres -D "$PGDATA" -c listen_addresses='' >/dev/null 2>&1 &
    until pg_isready -q; do sleep 0.2; done
    createdb --username="$POSTGRES_USER" --owner="$POSTGRES_USER" "$POSTGRES_DB"
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
  echo "PostgreSQL: cluster created, database $POSTGRES_DB owned by $POSTGRES_USER"
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -c jit=off -c unix_socket_directories=/run/postgresql
