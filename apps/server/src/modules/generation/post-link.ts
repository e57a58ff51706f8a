/**
 * The post's public address, as the blog answered it (and its images' addresses): a web address only,
 * of a length browsers and servers take. It becomes a link in the Content Library, on the campaign
 * page and in the post-check mail, and the check fetches it; a plugin filtering the post's link into
 * `javascript:…`, or into megabytes (issue 26), must not get it there.
 */
import { z } from 'zod';

export const postLinkSchema = z.url({ protocol: /^https?$/ }).max(2048);
