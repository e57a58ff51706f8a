/**
 * The dev mailbox (`GET /api/dev/mail?to=EMAIL`, newest first). Mail is delivered by a background job,
 * so reads poll for a while before giving up.
 */
import { type APIRequestContext, expect } from '@playwright/test';

export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export const MAIL_TIMEOUT_MS = 15_000;

export async function listMail(request: APIRequestContext, to: string): Promise<DevMail[]> {
  const response = await request.get(`/api/dev/mail?${new URLSearchParams({ to })}`);
  expect(response.ok(), `GET /api/dev/mail answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { success: boolean; data: { messages: DevMail[] } };
  expect(body.success).toBe(true);
  return body.data.messages;
}

/** Mails to `to` whose subject matches, newest first. */
export async function mailsMatching(request: APIRequestContext, to: string, subject: RegExp) {
  return (await listMail(request, to)).filter((mail) => subject.test(mail.subject));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every link of a mail's text that starts with `prefix` (absolute or a path on the app's origin). */
export function linksIn(mail: DevMail, prefix: string): string[] {
  const pattern = new RegExp(`https?://[^\\s"'<>\\])]*${escapeRegExp(prefix)}[^\\s"'<>\\])]*`, 'g');
  return [...new Set(mail.text.match(pattern) ?? [])];
}

/**
 * Waits for the newest mail to `to` with a subject matching `subject` (and, with `atLeast`, for that
 * many such mails), then returns the first link in it that starts with `linkPrefix` (e.g. '/verify-email?').
 */
export async function readMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  linkPrefix: string,
  { atLeast = 1, timeout = MAIL_TIMEOUT_MS }: { atLeast?: number; timeout?: number } = {},
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsMatching(request, to, subject);
        if (mails.length < atLeast) return `only ${mails.length} mail(s) matching ${subject} to ${to}`;
        const [newest] = mails;
        link = newest ? linksIn(newest, linkPrefix)[0] : undefined;
        return link ? 'found' : `newest mail to ${to} has no link starting with ${linkPrefix}`;
      },
      { timeout, intervals: [250, 500, 1000] },
    )
    .toBe('found');
  return link as string;
}

/** The link as a path on the app (the suite's baseURL is the app's origin). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
