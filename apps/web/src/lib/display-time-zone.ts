/**
 * The zone every date of the app is shown in (issue 33): the signed-in account's (the browser's at
 * sign-up, editable on the profile), else the browser's. The session sets it; format.ts reads it.
 */
let accountTimeZone: string | undefined;

export function setDisplayTimeZone(zone: string | null | undefined) {
  accountTimeZone = zone ?? undefined;
}

/** The account's zone, or undefined (Intl then uses the browser's). */
export function displayTimeZone(): string | undefined {
  return accountTimeZone;
}

/** The browser's own zone ("Europe/Paris"), as a new account gets it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
