#!/usr/bin/env bash
# A real WordPress on this machine, for the WordPress adapter's integration suite (.ci/run) and for
# pointing `npm start` at a real local site. Debian's `wordpress` package, PHP's built-in server on
# loopback, the MariaDB on 127.0.0.1:3306 (started from `mariadb-server` if nothing listens there).
#
#   scripts/wordpress-test-site.sh start [DIR]            installs what is missing, creates the site, starts it;
#                                                          writes DIR/site.json: {url, users: {admin, author,
#                                                          contrib, subscriber: {username, applicationPassword}}}
#   scripts/wordpress-test-site.sh permalinks plain|pretty [DIR]
#   scripts/wordpress-test-site.sh stop [DIR]             stops the server and drops the database
#
# DIR defaults to .wordpress-test-site; WP_PORT (18080) and WP_DB_NAME (aa_wordpress_test) can be set.
# To develop against it: start it, then run the app with
#   SAFE_FETCH_ALLOW=http://127.0.0.1:18080/ DEMO_WORDPRESS_URL=http://127.0.0.1:18080 \
#   DEMO_WORDPRESS_USERNAME=author DEMO_WORDPRESS_APP_PASSWORD="<users.author.applicationPassword>" npm start
# (loopback addresses are refused unless SAFE_FETCH_ALLOW names them).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
command="${1:-}"
case "$command" in
  start | stop) dir="${2:-.wordpress-test-site}" ;;
  permalinks) dir="${3:-.wordpress-test-site}" ;;
  *) sed -n '2,17p' "$0"; exit 2 ;;
esac
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
export WP_PORT="${WP_PORT:-18080}" WP_DB_NAME="${WP_DB_NAME:-aa_wordpress_test}"
mysql_root() { mysql -uroot -h127.0.0.1 -P3306 "$@"; }

install_packages() {
  local missing=()
  for package in wordpress php-cli php-mysql wordpress-theme-twentytwentythree; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  if ! (exec 3<>/dev/tcp/127.0.0.1/3306) 2>/dev/null; then missing+=(mariadb-server); fi
  if [ "${#missing[@]}" -gt 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
  if ! (exec 3<>/dev/tcp/127.0.0.1/3306) 2>/dev/null; then
    (service mariadb start || service mysql start) >/dev/null 2>&1 || true
    for _ in $(seq 1 30); do (exec 3<>/dev/tcp/127.0.0.1/3306) 2>/dev/null && break; sleep 1; done
  fi
}

stop_server() {
  if [ -f "$dir/server.pid" ]; then
    kill -- "-$(cat "$dir/server.pid")" 2>/dev/null || true
    rm -f "$dir/server.pid"
  fi
}

case "$command" in
  start)
    install_packages
    stop_server
    mysql_root -e "DROP DATABASE IF EXISTS \`$WP_DB_NAME\`; CREATE DATABASE \`$WP_DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
    rm -rf "$dir/site"
    # -L: Debian's relative symlinks inside wp-includes would break in a copy.
    cp -rL /usr/share/wordpress "$dir/site"
    cp "$here/wordpress-test-site/wp-config.php" "$dir/site/wp-config.php"
    mkdir -p "$dir/site/wp-content/mu-plugins" "$dir/site/wp-content/uploads"
    cp "$here/wordpress-test-site/report-auth-errors.php" "$dir/site/wp-content/mu-plugins/"
    # Debian keeps themes under /usr/share/wordpress/wp-content/themes via its own wp-content.
    if [ -d /usr/share/wordpress/wp-content/themes ]; then cp -rL /usr/share/wordpress/wp-content/themes "$dir/site/wp-content/" 2>/dev/null || true; fi
    php "$here/wordpress-test-site/install.php" "$dir/site" "http://127.0.0.1:$WP_PORT" > "$dir/site.json.tmp"
    mv "$dir/site.json.tmp" "$dir/site.json"
    setsid php -S "127.0.0.1:$WP_PORT" -t "$dir/site" "$here/wordpress-test-site/router.php" > "$dir/server.log" 2>&1 < /dev/null &
    echo $! > "$dir/server.pid"
    for _ in $(seq 1 100); do
      curl -s -o /dev/null "http://127.0.0.1:$WP_PORT/wp-includes/images/blank.gif" && break
      sleep 0.05
    done
    echo "WordPress at http://127.0.0.1:$WP_PORT ($dir/site.json)"
    ;;
  permalinks)
    php "$here/wordpress-test-site/permalinks.php" "$dir/site" "$2"
    ;;
  stop)
    stop_server
    mysql_root -e "DROP DATABASE IF EXISTS \`$WP_DB_NAME\`" 2>/dev/null || true
    ;;
esac
