#!/usr/bin/env bash
# The production install, end to end (.ci/run runs it after `npm run build:deploy`): dist/ installed as
# a deploy installs it (`npm ci --omit=dev`) into a temporary directory, checked to hold no sandbox and
# no test code, then started with NODE_ENV=production and placeholder credentials on a fresh database
# of the local PostgreSQL until GET /healthz answers 200, and stopped. Prints the install's time and
# size. Node 24 is the repository's (node_modules/.bin/node), standing in for the host's Node 24: the
# install has no Node of its own, and npm runs on it too (dist/.npmrc has engine-strict).
#
#   PG_URL      the PostgreSQL server (default postgres://postgres@127.0.0.1:5432)
#   PROD_PORT   the port to start on (default 3290)
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
pg_url="${PG_URL:-postgres://postgres@127.0.0.1:5432}"
port="${PROD_PORT:-3290}"
[ -f dist/package.json ] || { echo "dist/ is missing: run npm run build:deploy"; exit 1; }

work="$(mktemp -d)"
prod="$work/app"
db="aa_production_check_$$"
server_pid=
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi
  dropdb --if-exists --maintenance-db="$pg_url/postgres" "$db" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# Only Node is taken from the repository: a bin folder holding it, first on PATH.
mkdir -p "$work/bin"
ln -s "$repo/node_modules/.bin/node" "$work/bin/node"
export PATH="$work/bin:$PATH"
echo "Node $(node --version), npm $(npm --version)"

cp -r dist/. "$prod"
started=$SECONDS
(cd "$prod" && npm ci --omit=dev --ignore-scripts --no-audit --no-fund)
echo "production install: $((SECONDS - started)) s, $(du -sh "$prod" | cut -f1) ($(du -sh "$prod/node_modules" | cut -f1) of node_modules)"

problems=()
for path in apps/sandbox packages/offline-writer apps/web/src apps/server/src/test node_modules/@aa/sandbox node_modules/@aa/offline-writer node_modules/node node_modules/tsx node_modules/vitest; do
  [ ! -e "$prod/$path" ] || problems+=("$path")
done
while IFS= read -r found; do problems+=("${found#"$prod/"}"); done < <(
  find "$prod" -path "$prod/node_modules" -prune -o \( -name '*.test.ts' -o -name 'test-*' \) -print
  find "$prod/node_modules" \( -path '*/node_modules/oidc-provider' -o -path '*/node_modules/koa' \
    -o -path '*/node_modules/@aa/sandbox' \) -print
)
if [ ${#problems[@]} -gt 0 ]; then
  printf 'the production install holds what production must not run:\n'
  printf '  %s\n' "${problems[@]}"
  exit 1
fi
echo "no sandbox (@aa/sandbox, oidc-provider, koa), no offline writer (@aa/offline-writer), no test code, no dev tools"

createdb --maintenance-db="$pg_url/postgres" "$db"
# Started without NODE_ENV=production and without SMTP_URL, the install refuses to serve the dev
# mailbox and the stand-ins (unless DEMO=true), saying what to set.
half="$work/half-configured.log"
code=0
(cd "$prod" && env -i PATH="$PATH" HOME="$work" PORT="$port" DATA_DIR="$work/data" \
  timeout 60 node apps/server/src/main.ts) >"$half" 2>&1 || code=$?
if [ "$code" != 1 ] || ! grep -q 'NODE_ENV=production' "$half" || ! grep -q 'dev mailbox' "$half"; then
  echo "a half-configured start (no NODE_ENV=production, no SMTP_URL) was not refused (exit $code):"
  tail -n 20 "$half"
  exit 1
fi
echo "a half-configured start is refused: $(head -n 1 "$half")"

log="$work/server.log"
# Placeholder credentials: production needs every one set, and nothing is called at start.
(cd "$prod" && exec env -i PATH="$PATH" HOME="$work" NODE_ENV=production HOST=127.0.0.1 PORT="$port" \
  APP_URL="http://127.0.0.1:$port" DATABASE_URL="$pg_url/$db" SMTP_URL=smtp://127.0.0.1:2525 \
  APP_ENCRYPTION_KEY="$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")" \
  GOOGLE_CLIENT_ID=placeholder GOOGLE_CLIENT_SECRET=placeholder \
  PINTEREST_CLIENT_ID=placeholder PINTEREST_CLIENT_SECRET=placeholder \
  STRIPE_SECRET_KEY=sk_test_placeholder STRIPE_WEBHOOK_SECRET=whsec_placeholder \
  AI_PROVIDER=openai AI_API_KEY=placeholder LOG_LEVEL=info \
  node apps/server/src/main.ts) >"$log" 2>&1 &
server_pid=$!
started=$SECONDS
until curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz" 2>/dev/null; do
  if ! kill -0 "$server_pid" 2>/dev/null || [ $((SECONDS - started)) -ge 60 ]; then
    echo "the production start did not answer /healthz:"
    tail -n 40 "$log"
    exit 1
  fi
  sleep 0.2
done
echo "NODE_ENV=production: /healthz 200 after $((SECONDS - started)) s"

status() { curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$1"; }
[ "$(status /)" = 200 ] || { echo "GET / answered $(status /), not the built web app"; exit 1; }
# No stand-in is mounted and no dev mailbox: their paths are not found (404), or unknown pages that
# redirect home (302) as every unknown page does.
for path in /sandbox/stripe/v1/prices /sandbox/google/.well-known/openid-configuration /sandbox/wordpress/ /dev/mail /api/dev/mail; do
  code="$(status "$path")"
  case "$code" in
    302 | 404) ;;
    *) echo "GET $path answered $code: a sandbox or the dev mailbox is up in production"; exit 1 ;;
  esac
done
if grep -q 'Sandboxed outside systems' "$log"; then echo "the banner lists sandboxed systems"; exit 1; fi
echo "the web app is served; no sandbox, no dev mailbox"

kill -TERM "$server_pid"
code=0
wait "$server_pid" || code=$?
server_pid=
[ "$code" = 0 ] || { echo "the server exited with $code on SIGTERM"; tail -n 20 "$log"; exit 1; }
echo "stopped cleanly"
