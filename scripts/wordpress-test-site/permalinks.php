<?php
// php permalinks.php SITE_DIR plain|pretty: the running site's permalink structure (read per request).
define('WP_INSTALLING', true);
$_SERVER['HTTP_HOST'] = '127.0.0.1:' . (getenv('WP_PORT') ?: '18080');
require $argv[1] . '/wp-load.php';
$GLOBALS['wp_rewrite']->set_permalink_structure($argv[2] === 'plain' ? '' : '/%postname%/');
$GLOBALS['wp_rewrite']->flush_rules(false);
