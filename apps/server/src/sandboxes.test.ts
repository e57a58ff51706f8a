import { describe, expect, it } from 'vitest';
import { describeSandboxes } from './sandboxes.ts';

describe('start banner', () => {
  // Issue 17, finding 9: the Pinterest simulator keys accounts by the username typed on its page.
  it('says that anyone who reaches the Pinterest simulator can sign in as any username', () => {
    const [line] = describeSandboxes({
      pinterest: {
        publicUrl: 'http://localhost:3000/sandbox/pinterest',
        apiUrl: 'http://localhost:3000/sandbox/pinterest/v5',
        oauthUrl: 'http://localhost:3000/sandbox/pinterest/oauth/',
        clientId: 'affiliate-autopilot-sandbox',
        clientSecret: 'secret',
        redirectUri: 'http://localhost:3000/dashboard/setup',
        dataFile: '/tmp/pinterest.json',
      },
    });
    expect(line).toContain('Pinterest: API v5 simulator at http://localhost:3000/sandbox/pinterest/v5');
    expect(line).toContain('anyone who reaches it can sign in as any username');
  });
});
