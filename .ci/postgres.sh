# Finds or starts a PostgreSQL server for CI's second pass and sets
# POSTGRES_ADMIN_URL. Prefers one already listening on 127.0.0.1:5432 with trust auth; else
# starts a throwaway cluster (Debian's postgresql package) in a temp dir.
started_cluster_dir=""
POSTGRES_ADMIN_URL=""

ensure_postgres_server() {
  if command -v pg_isready >/dev/null 2>&1 && pg_isready -q -h 127.0.0.1 -p 5432 \
     && psql -h 127.0.0.1 -U postgres -d postgres -tAc 'select 1' >/dev/null 2>&1; then
    POSTGRES_ADMIN_URL="postgresql://postgres@127.0.0.1:5432/postgres"
    return 0
  fi
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$bin" ]; then
    as_root apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >&2 || return 1
    bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi
  started_cluster_dir=$(mktemp -d /tmp/lexi-pg.XXXXXX)
  chown postgres "$started_cluster_dir" 2>/dev/null || true
  local as_pg=()
  [ "$(id -u)" = 0 ] && as_pg=(runuser -u postgres --)
  "${as_pg[@]}" "$bin/initdb" -D "$started_cluster_dir/data" -U postgres -A trust >&2 || return 1
  "${as_pg[@]}" "$bin/pg_ctl" -D "$started_cluster_dir/data" -o "-p 55432 -k $started_cluster_dir -c listen_addresses=127.0.0.1" -w start >&2 || return 1
  POSTGRES_ADMIN_URL="postgresql://postgres@127.0.0.1:55432/postgres"
}

stop_postgres_server() {
  [ -n "$started_cluster_dir" ] || return 0
  local bin as_pg=()
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  [ "$(id -u)" = 0 ] && as_pg=(runuser -u postgres --)
  "${as_pg[@]}" "$bin/pg_ctl" -D "$started_cluster_dir/data" -m fast stop >/dev/null 2>&1
  rm -rf "$started_cluster_dir"
}
