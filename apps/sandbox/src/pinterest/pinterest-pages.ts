/**
 * What the simulator shows a person: the authorize page (what the app asks for, a username, Allow
 * and Deny), its error page, and the drawn images it serves (profile pictures, board covers). HTML
 * as escaped strings with inline styles only: the host's CSP forbids inline scripts.
 */
import { escapeHtml } from '../html.ts';

/** Pinterest's OAuth scopes and how its document describes them. */
export const PINTEREST_SCOPE_TEXT: Record<string, string> = {
  'ads:read': 'See all of your advertising data, including ads, ad groups, campaigns etc.',
  'ads:write': 'Create, update, or delete ads, ad groups, campaigns etc.',
  'billing:read': 'See all of your billing data, billing profile, etc.',
  'billing:write': 'Create, update, or delete billing data, billing profiles, etc.',
  'biz_access:read': 'See business access data',
  'biz_access:write': 'Create, update, or delete business access data',
  'boards:read': 'See your public boards, including group boards you join',
  'boards:read_secret': 'See your secret boards',
  'boards:write': 'Create, update, or delete your public boards',
  'boards:write_secret': 'Create, update, or delete your secret boards',
  'catalogs:read': 'See all of your catalogs data',
  'catalogs:write': 'Create, update, or delete your catalogs data',
  'msot:write': 'Create measurement source of truth events',
  'pins:read': 'See your public Pins',
  'pins:read_secret': 'See your secret Pins',
  'pins:write': 'Create, update, or delete your public Pins',
  'pins:write_secret': 'Create, update, or delete your secret Pins',
  'user_accounts:read': 'See your user accounts and followers',
  'user_accounts:write': 'Update your user accounts and followers',
};

const styles = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f1f1f1;font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111}
main{background:#fff;border-radius:24px;box-shadow:0 8px 30px rgba(0,0,0,.08);padding:32px;width:min(460px,calc(100% - 24px))}
.logo{width:48px;height:48px;border-radius:50%;background:#e60023;color:#fff;font-weight:800;font-size:26px;display:flex;align-items:center;justify-content:center;margin:0 auto 12px}
.tag{display:table;margin:0 auto 12px;padding:2px 10px;border-radius:999px;background:#fff4d6;color:#6b4e00;font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.06em}
h1{font-size:22px;text-align:center;margin:0 0 16px}h2{font-size:15px;margin:0}
ul{padding-left:20px;margin:8px 0 18px}label{display:block;font-weight:600;margin-bottom:6px}.hint{color:#5f5f5f;font-size:13px;margin:6px 0 0}
input[type=text]{width:100%;height:44px;border:2px solid #cdcdcd;border-radius:12px;padding:0 12px;font-size:15px}input[type=text]:focus{outline:none;border-color:#0074e8}
.error{background:#fde8ea;color:#9b0014;border-radius:12px;padding:10px 12px;margin:0 0 16px}
.actions{display:flex;flex-direction:row-reverse;gap:12px;margin-top:20px}button{flex:1;height:46px;border-radius:24px;border:0;font-weight:700;font-size:15px;cursor:pointer}
.allow{background:#e60023;color:#fff}.deny{background:#e9e9e9;color:#111}button:focus-visible{outline:3px solid #0074e8;outline-offset:2px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

const banner = '<div class="logo" aria-hidden="true">P</div><p class="tag">Pinterest sandbox</p>';

export function renderAuthorizePage(input: {
  action: string;
  appName: string;
  /** The authorize request's parameters, carried through the form (the PKCE challenge when given). */
  fields: {
    client_id: string;
    redirect_uri: string;
    response_type: string;
    state: string;
    scope: string;
    code_challenge?: string;
    code_challenge_method?: string;
  };
  scopes: string[];
  username: string;
  error?: string;
}): string {
  const hidden = Object.entries(input.fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const scopes = input.scopes
    .map((scope) => `<li>${escapeHtml(PINTEREST_SCOPE_TEXT[scope] ?? scope)}</li>`)
    .join('');
  const error = input.error
    ? `<p class="error" id="username-error" role="alert">${escapeHtml(input.error)}</p>`
    : '';
  const invalid = input.error ? ' aria-invalid="true"' : '';
  const describedBy = input.error ? 'username-error username-hint' : 'username-hint';
  // Allow comes first in the form so that Enter in the username field allows; CSS shows it on the right.
  return page(
    'Pinterest sandbox – Allow access',
    `${banner}<h1>Give ${escapeHtml(input.appName)} access to your Pinterest account?</h1>${error}
<h2 id="scopes-heading">${escapeHtml(input.appName)} would like to:</h2><ul aria-labelledby="scopes-heading">${scopes}</ul>
<form method="post" action="${escapeHtml(input.action)}">${hidden}
<label for="username">Pinterest username</label><input type="text" id="username" name="username" value="${escapeHtml(input.username)}" autocomplete="username" required maxlength="30" aria-describedby="${describedBy}"${invalid}>
<p class="hint" id="username-hint">A simulated business account: the same username gives the same boards and pins.</p>
<div class="actions"><button class="allow" type="submit" name="decision" value="allow">Allow</button><button class="deny" type="submit" name="decision" value="deny">Deny</button></div></form>`,
  );
}

export function renderErrorPage(message: string): string {
  return page(
    'Pinterest sandbox – Something went wrong',
    `${banner}<h1>Something went wrong</h1><p role="alert">${escapeHtml(message)}</p>`,
  );
}

const PALETTE = ['#e60023', '#0a7d5a', '#2b59c3', '#b35c00', '#7a3ea1', '#00707a', '#a4243b'];

function colorFor(text: string): string {
  let sum = 0;
  for (const char of text) sum = (sum * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return PALETTE[sum % PALETTE.length] ?? '#e60023';
}

const initials = (text: string) =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('') || 'P';

/** A round profile picture with the username's first letter. */
export function renderAvatarSvg(username: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150" role="img" aria-label="${escapeHtml(username)}"><rect width="150" height="150" rx="75" fill="${colorFor(username)}"/><text x="75" y="97" font-size="64" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeHtml(initials(username).slice(0, 1))}</text></svg>`;
}

/** A 400×300 board cover: the board's initials on its colour, its name below. */
export function renderCoverSvg(name: string): string {
  const color = colorFor(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${escapeHtml(name)}"><rect width="400" height="300" fill="${color}"/><circle cx="330" cy="60" r="90" fill="#fff" fill-opacity=".12"/><text x="200" y="160" font-size="96" font-weight="700" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeHtml(initials(name))}</text><text x="200" y="230" font-size="24" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeHtml(name.slice(0, 32))}</text></svg>`;
}
