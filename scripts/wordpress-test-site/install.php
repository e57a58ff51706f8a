<?php
// php install.php SITE_DIR URL ADMIN_PASSWORD_FILE > site.json: installs the site (pretty
// permalinks) and one user per role with an application password (readable only now, at creation).
define('WP_INSTALLING', true); // otherwise wp-settings.php redirects to install.php and stops
$_SERVER['HTTP_HOST'] = parse_url($argv[2], PHP_URL_HOST) . ':' . parse_url($argv[2], PHP_URL_PORT);
require $argv[1] . '/wp-load.php';
function wp_new_blog_notification() {} // pluggable: no mail (there is no sendmail here)
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
$adminPassword = wp_generate_password(24, false);
wp_install('Accept WP', 'admin', 'admin@example.test', true, '', $adminPassword);
file_put_contents($argv[3], $adminPassword . "\n");
chmod($argv[3], 0600);
// wp_install() turns pretty permalinks on only if its loopback probe works (no server yet).
$GLOBALS['wp_rewrite']->set_permalink_structure('/%postname%/');
$GLOBALS['wp_rewrite']->flush_rules(false);
$users = [];
foreach (['admin' => 'administrator', 'author' => 'author', 'contrib' => 'contributor', 'subscriber' => 'subscriber'] as $login => $role) {
    // 'admin' exists already (wp_install made it).
    $id = username_exists($login) ?: wp_insert_user([
        'user_login' => $login, 'user_pass' => wp_generate_password(24), 'user_email' => "$login@example.test",
        'role' => $role, 'display_name' => ucfirst($login),
    ]);
    $created = is_wp_error($id) ? $id : WP_Application_Passwords::create_new_application_password($id, ['name' => 'affiliate-autopilot-tests']);
    if (is_wp_error($created)) {
        fwrite(STDERR, "user setup failed: $login: " . $created->get_error_message() . "\n");
        exit(1);
    }
    $users[$login] = ['username' => $login, 'applicationPassword' => $created[0]];
}
echo json_encode(['url' => $argv[2], 'users' => $users], JSON_UNESCAPED_SLASHES), "\n";
