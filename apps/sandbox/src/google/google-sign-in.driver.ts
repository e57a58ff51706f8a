/**
 * Drives the sandbox's sign-in pages the way a browser would (cookies, redirects by hand), for tests
 * of the Google flow that run without a real browser.
 */
/** A browser's cookie handling, reduced to what the flow needs: names and values, every path. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Browser {
  jar: CookieJar;
  /** Follows redirects by hand until a page (non-3xx) or a redirect to the app's callback. */
  visit(url: string, init?: { method: 'POST'; form: Record<string, string> }): Promise<Visit>;
}

export type Visit =
  | { kind: 'page'; url: string; status: number; html: string }
  | { kind: 'callback'; url: URL };

export function createBrowser(redirectUriPrefix: string): Browser {
  const jar = new CookieJar();
  return {
    jar,
    async visit(startUrl, init) {
      let url = startUrl;
      let request: RequestInit = init
        ? {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(init.form).toString(),
          }
        : { method: 'GET' };
      for (let hops = 0; hops < 10; hops++) {
        const headers = new Headers(request.headers);
        const cookie = jar.header();
        if (cookie) headers.set('cookie', cookie);
        const response = await fetch(url, { ...request, headers, redirect: 'manual' });
        jar.store(response);
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || location === null) {
          return { kind: 'page', url, status: response.status, html: await response.text() };
        }
        await response.body?.cancel();
        const next = new URL(location, url);
        if (next.href.startsWith(redirectUriPrefix)) return { kind: 'callback', url: next };
        url = next.href;
        request = { method: 'GET' };
      }
      throw new Error('too many redirects');
    },
  };
}

export function formAction(page: Visit): string {
  if (page.kind !== 'page') throw new Error(`expected the sign-in page, got a redirect to ${page.url.href}`);
  const action = /<form method="post" action="([^"]+)"/.exec(page.html)?.[1];
  if (action === undefined) throw new Error(`no form on page ${page.url} (${page.status})`);
  return new URL(action.replaceAll('&amp;', '&'), page.url).href;
}
