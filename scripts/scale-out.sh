#!/usr/bin/env bash
# The scale-out rehearsal CI runs (docs/deploy.md): Debian's nginx (deploy/nginx, unprivileged) in
# front of two `--role=api` processes, two `--role=worker` processes and one `--role=sandboxes`
# process, on one PostgreSQL database, one Redis and one S3 bucket (s3rver) for the images. The five processes start at the same moment on
# a fresh database (their migrations race); then e2e/scale-out drives the product through nginx in
# Chromium (a session on both instances, a progress stream, shared rate limits, each due campaign run
# once by two workers, Stripe and Pinterest through the stand-ins); last, every process gets SIGTERM
# and must exit 0.
#
#   scripts/scale-out.sh        (needs nginx, PostgreSQL at SCALE_OUT_PG and Redis at SCALE_OUT_REDIS)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
# The product's Node 24 (npm scripts put it first too; see STACK.md).
export PATH="$root/node_modules/.bin:$PATH"

pg_base="${SCALE_OUT_PG:-postgres://postgres@127.0.0.1:5432}"
redis_url="${SCALE_OUT_REDIS:-redis://127.0.0.1:6379/7}"
database="aa_scale_out"
port_base="${SCALE_OUT_PORT:-3700}"
proxy_port=$port_base api_1=$((port_base + 1)) api_2=$((port_base + 2)) sandbox_port=$((port_base + 3))
s3_port=$((port_base + 7))

dir="$(mktemp -d)"
pids=()
stop_all() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  [ -n "${s3_pid:-}" ] && kill -TERM "$s3_pid" 2>/dev/null || true
  [ -f "$dir/proxy/nginx.pid" ] && kill -QUIT "$(cat "$dir/proxy/nginx.pid")" 2>/dev/null || true
}
trap 'stop_all; sleep 1; rm -rf "$dir"' EXIT

echo "fresh database $database, Redis $redis_url"
psql -q "$pg_base/postgres" -c "drop database if exists $database with (force)" -c "create database $database"
redis-cli -u "$redis_url" flushdb >/dev/null

# The images' bucket: S3's API on s3rver (every process writes and reads the same objects).
mkdir -p "$dir/s3"
s3rver -d "$dir/s3" -a 127.0.0.1 -p "$s3_port" -s --configure-bucket aa-images >"$dir/s3rver.log" 2>&1 &
s3_pid=$!
export S3_BUCKET=aa-images S3_ENDPOINT="http://127.0.0.1:$s3_port" S3_FORCE_PATH_STYLE=true S3_PREFIX=aa/
export S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER

# One installation: every process shares the database, Redis, the key and the public address.
export DATABASE_URL="$pg_base/$database" REDIS_URL="$redis_url"
export APP_URL="http://127.0.0.1:$proxy_port" HOST=127.0.0.1 TRUST_PROXY=true
export APP_ENCRYPTION_KEY="$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('hex'))")"
export DATA_DIR="$dir/data" SANDBOXES=elsewhere LOG_LEVEL=info
# The scheduler ticks often, so campaigns due a few seconds ahead are taken while the test watches.
export SCHEDULER_INTERVAL_SECONDS=2
# A limit the test reaches (one address registers this many accounts in an hour, across instances).
export RATE_LIMIT_REGISTER_PER_HOUR=6
# The load measured at the end comes from one address: the per-address flood guard would refuse it.
export RATE_LIMIT_GLOBAL_PER_MINUTE=100000000

start() { # name, port, role
  PORT="$2" node apps/server/src/main.ts "--role=$3" >"$dir/$1.log" 2>&1 &
  pids+=("$!")
  names+=("$1")
}
names=()
started=$SECONDS
start api-1 "$api_1" api
start api-2 "$api_2" api
start worker-1 $((port_base + 5)) worker
start worker-2 $((port_base + 6)) worker
start sandboxes "$sandbox_port" sandboxes

ready() { curl -fs -o /dev/null "http://127.0.0.1:$1/readyz"; }
logged_ready() { grep -q 'ready on' "$dir/$1.log"; }
for _ in $(seq 1 120); do
  if ready "$api_1" && ready "$api_2" && ready "$sandbox_port" && logged_ready worker-1 && logged_ready worker-2; then break; fi
  for index in "${!pids[@]}"; do
    if ! kill -0 "${pids[$index]}" 2>/dev/null; then
      echo "${names[$index]} exited during start:"; tail -n 40 "$dir/${names[$index]}.log"; exit 1
    fi
  done
  sleep 0.5
done
ready "$api_1" && ready "$api_2" && ready "$sandbox_port" && logged_ready worker-1 && logged_ready worker-2 ||
  { echo "not ready within 60 s"; tail -n 20 "$dir"/*.log; exit 1; }
echo "5 processes ready on one fresh database in $((SECONDS - started)) s (their migrations raced)"
migrations=$(psql -tA "$DATABASE_URL" -c 'select count(*) from drizzle.__drizzle_migrations')
expected=$(ls apps/server/src/db/migrations/*.sql | wc -l)
[ "$migrations" = "$expected" ] || { echo "migrations applied: $migrations, expected $expected"; exit 1; }

mkdir -p "$dir/proxy/logs" "$dir/proxy/tmp" "$dir/proxy/sandboxes"
# Started as root (CI), nginx's workers run as nobody: they buffer large request bodies under tmp/.
if [ "$(id -u)" = 0 ]; then chmod 755 "$dir" "$dir/proxy"; chown nobody "$dir/proxy/tmp"; fi
cp deploy/nginx/nginx.conf deploy/nginx/affiliate-autopilot.conf "$dir/proxy/"
sed -i "s/listen 8080;/listen 127.0.0.1:$proxy_port;/" "$dir/proxy/affiliate-autopilot.conf"
cp deploy/nginx/sandboxes/rehearsal.conf.example "$dir/proxy/sandboxes/rehearsal.conf"
cat >"$dir/proxy/upstreams.conf" <<EOF
upstream aa_api {
  least_conn;
  server 127.0.0.1:$api_1 max_fails=2 fail_timeout=5s;
  server 127.0.0.1:$api_2 max_fails=2 fail_timeout=5s;
  keepalive 32;
}
upstream aa_sandboxes {
  server 127.0.0.1:$sandbox_port;
  keepalive 8;
}
EOF
nginx -p "$dir/proxy" -c "$dir/proxy/nginx.conf" -t -q
nginx -p "$dir/proxy" -c "$dir/proxy/nginx.conf"
for _ in $(seq 1 20); do curl -fs -o /dev/null "$APP_URL/readyz" && break; sleep 0.25; done

status=0
SCALE_OUT_URL="$APP_URL" SCALE_OUT_API_URLS="http://127.0.0.1:$api_1,http://127.0.0.1:$api_2" \
  SCALE_OUT_LOGS="$dir" npx playwright test -c e2e/scale-out/playwright.config.ts || status=$?

# Every image the runs made is in the bucket, none in the database.
in_bucket=$(psql -tA "$DATABASE_URL" -c 'select count(*) from generated_images where storage_key is not null')
in_database=$(psql -tA "$DATABASE_URL" -c 'select count(*) from generated_images where bytes is not null')
objects=$(find "$dir/s3/aa-images" -name '*.png._S3rver_object' 2>/dev/null | wc -l)
echo "images: $in_bucket in the bucket ($objects objects), $in_database in the database"
if [ "$status" = 0 ] && { [ "$in_bucket" -lt 3 ] || [ "$in_database" != 0 ] || [ "$objects" -lt "$in_bucket" ]; }; then
  echo "the runs' images should all be in the bucket"; status=1
fi

echo "requests through nginx by instance:"
awk '{ print $9 }' "$dir/proxy/logs/access.log" | sort | uniq -c

# Requests per second through nginx, GET /api/auth/me signed in: both API instances, then one.
if [ "$status" = 0 ] && [ "${SCALE_OUT_LOAD_SECONDS:-5}" != 0 ]; then
  token=$(node bench/support/session-token.ts)
  load() {
    autocannon -j -c 50 -d "${SCALE_OUT_LOAD_SECONDS:-5}" -H "authorization=Bearer $token" "$APP_URL/api/auth/me" 2>/dev/null |
      node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const r=JSON.parse(s);if(r.non2xx||r.errors)process.exitCode=1;console.log(`${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`)})'
  }
  load >/dev/null # warm-up: both instances' code optimised before either is measured
  two=$(load)
  sed -i "/127.0.0.1:$api_2/d" "$dir/proxy/upstreams.conf"
  nginx -p "$dir/proxy" -c "$dir/proxy/nginx.conf" -s reload 2>/dev/null
  sleep 1
  one=$(load)
  echo "through nginx, GET /api/auth/me (50 connections): 2 API instances $two; 1 API instance $one"
fi

# A clean stop of every process: SIGTERM, exit 0.
for index in "${!pids[@]}"; do kill -TERM "${pids[$index]}"; done
for index in "${!pids[@]}"; do
  code=0
  wait "${pids[$index]}" || code=$?
  if [ "$code" != 0 ]; then
    echo "${names[$index]} exited $code after SIGTERM:"; tail -n 30 "$dir/${names[$index]}.log"; status=1
  fi
done
pids=()
if [ "$status" != 0 ]; then
  for name in "${names[@]}"; do echo "--- $name"; grep -E '"level":(50|60)' "$dir/$name.log" | tail -n 10 || true; done
fi
exit "$status"
