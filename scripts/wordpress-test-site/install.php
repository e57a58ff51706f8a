<?php
// php install.php SITE_DIR URL > site.json: installs the site and creates one user per role with an
// application password (readable only now, at creation).
define('WP_INSTALLING', true);
$_SERVER['HTTP_HOST'] = parse_url($argv[2], PHP_URL_HOST) . ':' . parse_url($argv[2], PHP_URL_PORT);
require $argv[1] . '/wp-load.php';
function wp_new_blog_notification() {}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install('Accept WP', 'admin', 'admin@example.test', true, '', wp_generate_password(24));
$GLOBALS['wp_rewrite']->set_permalink_structure('/%postname%/');
$GLOBALS['wp_rewrite']->flush_rules(false);
$users = [];
foreach (['admin' => 'administrator', 'author' => 'author', 'contrib' => 'contributor', 'subscriber' => 'subscriber'] as $login => $role) {
    $id = username_exists($login) ?: wp_insert_user([
        'user_login' => $login, 'user_pass' => wp_generate_password(24), 'user_email' => "$login@example.test", 'role' => $role,
    ]);
    $created = WP_Application_Passwords::create_new_application_password($id, ['name' => 'affiliate-autopilot-tests']);
    if (is_wp_error($id) || is_wp_error($created)) {
        fwrite(STDERR, "user setup failed: $login\n");
        exit(1);
    }
    $users[$login] = ['username' => $login, 'applicationPassword' => $created[0]];
}
echo json_encode(['url' => $argv[2], 'users' => $users]), "\n";
