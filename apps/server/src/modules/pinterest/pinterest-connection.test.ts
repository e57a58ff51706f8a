import { ErrorCode, Messages } from '@aa/contracts';
import { describe, expect, it } from 'vitest';
import { PinterestApiError } from '../../integrations/pinterest/pinterest-client.ts';
import { fromPinterestError } from './pinterest-connection.ts';

describe('Pinterest failures as the user reads them (SPEC §8)', () => {
  it('maps by status, with the call’s own message when Pinterest fails', () => {
    expect(
      fromPinterestError(
        new PinterestApiError(401, 'Authentication failed.'),
        Messages.pinterestBoardsFailed,
      ),
    ).toMatchObject({
      code: ErrorCode.PINTEREST_NOT_CONNECTED,
      message: Messages.pinterestNotConnected,
    });
    expect(
      fromPinterestError(new PinterestApiError(404, 'Pin not found.'), Messages.pinterestApiError).status,
    ).toBe(404);
    expect(
      fromPinterestError(new PinterestApiError(429, 'Slow down'), Messages.pinterestApiError),
    ).toMatchObject({
      status: 429,
      message: Messages.pinterestUnavailable,
    });
    for (const status of [0, 500, 503]) {
      expect(
        fromPinterestError(new PinterestApiError(status, 'down'), Messages.pinterestBoardsFailed),
      ).toMatchObject({
        code: ErrorCode.PINTEREST_API_ERROR,
        message: Messages.pinterestBoardsFailed,
        status: 502,
        extra: { error: Messages.pinterestBoardsFailed },
      });
    }
  });
});
