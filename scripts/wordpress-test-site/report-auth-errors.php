<?php
// WordPress 6.1 works out the REST user only after checking application passwords, so a wrong one
// looks anonymous (401 rest_not_logged_in). Resolving the user first reports incorrect_password,
// as newer WordPress versions do. Either way the adapter reads an authentication failure.
add_filter('rest_authentication_errors', function ($result) {
    is_user_logged_in();
    return $result;
}, 1);
