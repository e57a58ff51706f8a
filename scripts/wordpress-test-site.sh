#!/usr/bin/env bash
# A real WordPress on this machine, for the WordPress adapter's integration suite (.ci/run) and for
# pointing `npm start` at a real local site: Debian's `wordpress` package (6.1), PHP's built-in
# server on loopback, the MariaDB on 127.0.0.1:3306 (installed and started only if nothing listens
# there). Recipe and gotchas: shared/recipes/wordpress-test-site.md.
#
#   scripts/wordpress-test-site.sh start [DIR]      install what is missing, (re)create the site, start it;
#                                                   writes DIR/site.json = {url, users: {admin, author,
#                                                   contrib, subscriber: {username, applicationPassword}}}
#   scripts/wordpress-test-site.sh permalinks plain|pretty [DIR]
#                                                   switch the running site's permalinks (plain: the REST
#                                                   API only at /?rest_route=/, as on a site without rewrites)
#   scripts/wordpress-test-site.sh env [DIR]        print the variables that point `npm start` at the site
#   scripts/wordpress-test-site.sh stop [DIR]       stop the server (its whole process group), drop the database
#
# DIR defaults to .wordpress-test-site (git-ignored). WP_PORT (18080) and WP_DB_NAME (aa_wordpress_test)
# may be set; use the same values for every command on one site. `start` again wipes the site's
# content and issues new application passwords (about 1 s once the packages are installed).
#
# To develop against it:
#   scripts/wordpress-test-site.sh start && eval "$(scripts/wordpress-test-site.sh env)" && npm start
# which exports DEMO_WORDPRESS_URL=http://127.0.0.1:18080, DEMO_WORDPRESS_USERNAME=author,
# DEMO_WORDPRESS_APP_PASSWORD=<author's application password> (the site "Connect demo site" connects)
# and SAFE_FETCH_ALLOW=http://127.0.0.1:18080 (the server refuses loopback addresses unless allowed).
# Connecting it by hand in the app works too: site http://127.0.0.1:18080, user author, and the
# password from site.json. WordPress's own admin is at /wp-admin/ (user admin, password in DIR/admin-password).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
helpers="$here/wordpress-test-site"
command="${1:-}"
case "$command" in
  start | stop | env) dir="${2:-.wordpress-test-site}" ;;
  permalinks)
    case "${2:-}" in plain | pretty) ;; *) echo "usage: $0 permalinks plain|pretty [DIR]" >&2; exit 2 ;; esac
    dir="${3:-.wordpress-test-site}"
    ;;
  *) sed -n '2,26p' "$0" >&2; exit 2 ;;
esac
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
export WP_PORT="${WP_PORT:-18080}" WP_DB_NAME="${WP_DB_NAME:-aa_wordpress_test}"
url="http://127.0.0.1:$WP_PORT"

mysql_root() { mysql -uroot -h127.0.0.1 -P3306 "$@"; }
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

install_packages() {
  local missing=() package
  for package in wordpress php-cli php-mysql wordpress-theme-twentytwentythree; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  if ! listening 3306 && ! command -v mariadbd >/dev/null 2>&1; then missing+=(mariadb-server); fi
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    # No recommends: the theme is named instead. `wordpress` pulls in apache2, which this image's
    # policy-rc.d keeps from starting (elsewhere it would bind port 80; it is not used here).
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
  if ! listening 3306; then
    start-stop-daemon --start --oknodo --background --exec "$(command -v mariadbd)" ||
      service mariadb start >/dev/null 2>&1 || true
    for _ in $(seq 1 60); do listening 3306 && break; sleep 0.5; done
    listening 3306 || { echo "MariaDB did not start on 127.0.0.1:3306" >&2; exit 1; }
  fi
}

stop_server() {
  if [ -f "$dir/server.pid" ]; then
    # setsid made the server a group leader: the group takes PHP_CLI_SERVER_WORKERS' workers along.
    kill -- "-$(cat "$dir/server.pid")" 2>/dev/null || true
    rm -f "$dir/server.pid"
    for _ in $(seq 1 40); do listening "$WP_PORT" || break; sleep 0.05; done
  fi
}

site_json_field() { php -r '$s = json_decode(file_get_contents($argv[1]), true); echo $s["users"]["author"][$argv[2]];' "$dir/site.json" "$1"; }

case "$command" in
  start)
    install_packages
    stop_server
    if listening "$WP_PORT"; then
      echo "port $WP_PORT is taken by another process (another site? stop it, or set WP_PORT)" >&2
      exit 1
    fi
    mysql_root -e "DROP DATABASE IF EXISTS \`$WP_DB_NAME\`; CREATE DATABASE \`$WP_DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
    # The copy is kept while the package's version is the same: a restart only resets the content.
    version="$(dpkg-query -W -f='${Version}' wordpress)"
    if [ "$(cat "$dir/site/.package-version" 2>/dev/null)" != "$version" ]; then
      rm -rf "$dir/site"
      # -L: Debian's relative symlinks inside wp-includes would point nowhere from a copy.
      cp -rL /usr/share/wordpress "$dir/site"
      echo "$version" > "$dir/site/.package-version"
    fi
    # Our own wp-config.php replaces Debian's, which picks /etc/wordpress/config-<host>.php by Host.
    cp "$helpers/wp-config.php" "$dir/site/wp-config.php"
    rm -rf "$dir/site/wp-content/uploads"
    mkdir -p "$dir/site/wp-content/uploads"
    php "$helpers/install.php" "$dir/site" "$url" "$dir/admin-password" > "$dir/site.json.tmp"
    mv "$dir/site.json.tmp" "$dir/site.json"
    setsid php -S "127.0.0.1:$WP_PORT" -t "$dir/site" "$helpers/router.php" > "$dir/server.log" 2>&1 < /dev/null &
    echo $! > "$dir/server.pid"
    # Ready when WordPress itself answers (database included), not just the socket.
    for _ in $(seq 1 200); do
      [ "$(curl -s -o /dev/null -w '%{http_code}' "$url/?rest_route=/")" = 200 ] && break
      sleep 0.05
    done
    if [ "$(curl -s -o /dev/null -w '%{http_code}' "$url/?rest_route=/")" != 200 ]; then
      echo "WordPress did not come up at $url; $dir/server.log:" >&2
      tail -n 20 "$dir/server.log" >&2
      exit 1
    fi
    echo "WordPress $version at $url ($dir/site.json; for npm start: $0 env${2:+ $2})"
    ;;
  permalinks)
    php "$helpers/permalinks.php" "$dir/site" "$2"
    ;;
  env)
    [ -f "$dir/site.json" ] || { echo "no site in $dir: run $0 start first" >&2; exit 1; }
    printf 'export DEMO_WORDPRESS_URL=%q DEMO_WORDPRESS_USERNAME=%q DEMO_WORDPRESS_APP_PASSWORD=%q SAFE_FETCH_ALLOW=%q\n' \
      "$url" "$(site_json_field username)" "$(site_json_field applicationPassword)" "$url"
    ;;
  stop)
    stop_server
    mysql_root -e "DROP DATABASE IF EXISTS \`$WP_DB_NAME\`" 2>/dev/null || true
    ;;
esac
