/**
 * The post's address in a run's checkpoint: only a web address is kept, since it becomes a link in
 * the Content Library, on the campaign page and in the post-check mail.
 */
import { describe, expect, it } from 'vitest';
import { partSchema, readCheckpoint } from './checkpoint.ts';

describe('the checkpointed post', () => {
  it('takes an http(s) address as WordPress answers it', () => {
    for (const link of ['https://blog.example/sony-or-bose-abc12345/', 'http://blog.example/?p=12'])
      expect(partSchema('post').safeParse({ postId: 12, link }).success, link).toBe(true);
  });

  it('refuses any other address, and a stored one is made again rather than trusted', () => {
    for (const link of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://blog.example/post',
      '/sony-or-bose-abc12345/',
      '',
      // A plugin filtering the link into megabytes (issue 26): no browser or server takes it.
      `https://blog.example/${'a'.repeat(2_100)}`,
    ])
      expect(partSchema('post').safeParse({ postId: 12, link }).success, link).toBe(false);
    const stored = { post: { postId: 12, link: 'javascript:alert(1)' }, check: { deferred: true } };
    expect(readCheckpoint(stored)).toEqual({ check: { deferred: true } });
  });
});
