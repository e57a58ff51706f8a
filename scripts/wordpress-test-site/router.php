<?php
// PHP's built-in server: existing files as they are, everything else to WordPress. With plain
// permalinks, /wp-json/ is left to WordPress too (which then answers 404 rest_no_route or a page).
$file = $_SERVER['DOCUMENT_ROOT'] . urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
if (is_file($file) || is_dir($file)) {
    return false;
}
$_SERVER['SCRIPT_NAME'] = $_SERVER['PHP_SELF'] = '/index.php';
require $_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
