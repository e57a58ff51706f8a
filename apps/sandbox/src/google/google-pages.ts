/** The stand-in's own pages (sign-in, messages, avatars) and their stylesheet. */
import type { KoaContext } from 'oidc-provider';
import { escapeHtml } from '../html.ts';
import {
  MAX_NAME_LENGTH,
  type SandboxAccount,
  type SignInProblem,
  type SignInValues,
} from './google-accounts.ts';

export const STYLESHEET_PATH = '/sandbox-assets/google.css';
export const PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'";

export function redirectSeeOther(ctx: KoaContext, location: string): void {
  ctx.status = 303;
  ctx.redirect(location);
}

export function sendPage(ctx: KoaContext, html: string): void {
  // Mounted behind Helmet, the host's policy is already on the response; standalone, set a strict one.
  if (!ctx.res.hasHeader('content-security-policy')) ctx.set('Content-Security-Policy', PAGE_CSP);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = html;
}

export function renderDocument(basePath: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(basePath + STYLESHEET_PATH)}">
</head>
<body>
<main class="card">
<p class="brand"><span class="b">G</span><span class="r">o</span><span class="y">o</span><span class="b">g</span><span class="g">l</span><span class="r">e</span> <span class="tag">sandbox</span></p>
${body}
</main>
</body>
</html>
`;
}

export function renderSignInPage(input: {
  basePath: string;
  uid: string;
  clientId: string;
  values: SignInValues;
  problem?: SignInProblem;
}): string {
  const { basePath, uid, clientId, values, problem } = input;
  const action = escapeHtml(`${basePath}/interaction/${uid}`);
  const invalid = (field: SignInProblem['field']) =>
    problem?.field === field ? ' aria-invalid="true" aria-describedby="form-problem"' : '';
  return renderDocument(
    basePath,
    'Sign in with Google (sandbox)',
    `<h1>Sign in with Google (sandbox)</h1>
<p class="lead">to continue to <strong>${escapeHtml(clientId)}</strong>. This local stand-in accepts any email; no password, no real Google account.</p>
${problem ? `<p class="problem" id="form-problem" role="alert">${escapeHtml(problem.message)}</p>` : ''}
<form method="post" action="${action}" class="form">
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(values.email)}"${invalid('email')}>
</div>
<div class="field">
<label for="given_name">First name</label>
<input id="given_name" name="given_name" type="text" autocomplete="given-name" maxlength="${MAX_NAME_LENGTH}" value="${escapeHtml(values.givenName)}"${invalid('given_name')}>
</div>
<div class="field">
<label for="family_name">Last name</label>
<input id="family_name" name="family_name" type="text" autocomplete="family-name" maxlength="${MAX_NAME_LENGTH}" value="${escapeHtml(values.familyName)}"${invalid('family_name')}>
</div>
<div class="check">
<input id="email_verified" name="email_verified" type="checkbox" value="true"${values.emailVerified ? ' checked' : ''}>
<label for="email_verified">Google has verified this email</label>
</div>
<div class="actions">
<button type="submit" form="cancel-form" class="secondary">Cancel</button>
<button type="submit" name="action" value="continue" class="primary">Continue</button>
</div>
</form>
<form method="post" action="${action}" id="cancel-form"><input type="hidden" name="action" value="cancel"></form>`,
  );
}

export function renderMessagePage(basePath: string, title: string, message: string): string {
  return renderDocument(
    basePath,
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p class="lead">${escapeHtml(message)}</p>`,
  );
}

export function renderAvatar(account: SandboxAccount): string {
  const initials =
    `${account.givenName.charAt(0)}${account.familyName.charAt(0)}` || account.email.charAt(0) || '?';
  const hue = Number(BigInt(account.sub) % 360n);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeHtml(initials.toUpperCase())}">
<rect width="96" height="96" rx="48" fill="hsl(${hue} 55% 42%)"/>
<text x="48" y="60" text-anchor="middle" font-family="Arial, sans-serif" font-size="40" fill="#fff">${escapeHtml(initials.toUpperCase())}</text>
</svg>
`;
}

export const STYLESHEET = `:root{color-scheme:light dark;--bg:#f1f3f4;--card:#fff;--text:#202124;--muted:#5f6368;--line:#dadce0;--accent:#1a73e8;--accent-text:#fff;--danger:#b3261e}
@media (prefers-color-scheme:dark){:root{--bg:#202124;--card:#2d2e31;--text:#e8eaed;--muted:#bdc1c6;--line:#5f6368;--accent:#8ab4f8;--accent-text:#202124;--danger:#f2b8b5}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;padding:24px}
.card{width:100%;max-width:448px;background:var(--card);border:1px solid var(--line);border-radius:8px;padding:40px 36px}
.brand{margin:0 0 8px;font-size:24px;font-weight:500;letter-spacing:-.5px}
.brand .b{color:#4285f4}.brand .r{color:#ea4335}.brand .y{color:#fbbc05}.brand .g{color:#34a853}
.brand .tag{font-size:13px;color:var(--muted);border:1px solid var(--line);border-radius:999px;padding:1px 8px;vertical-align:middle;letter-spacing:0}
h1{font-size:24px;font-weight:400;margin:0 0 8px}
.lead{color:var(--muted);margin:0 0 24px}
.lead strong{color:var(--text);font-weight:500;word-break:break-all}
.problem{color:var(--danger);border:1px solid currentColor;border-radius:4px;padding:8px 12px;margin:0 0 16px}
.form{display:grid;gap:16px}
.field{display:grid;gap:4px}
label{font-size:14px;font-weight:500}
input[type=email],input[type=text]{font:inherit;color:inherit;background:transparent;border:1px solid var(--line);border-radius:4px;padding:12px 14px;width:100%}
input:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
input[aria-invalid=true]{border-color:var(--danger)}
.check{display:flex;align-items:center;gap:10px}
.check input{width:18px;height:18px;margin:0;accent-color:var(--accent)}
.check label{font-weight:400}
.actions{display:flex;justify-content:flex-end;gap:12px;margin-top:8px}
button{font:inherit;font-weight:500;border-radius:4px;padding:9px 24px;cursor:pointer;border:1px solid transparent}
.primary{background:var(--accent);color:var(--accent-text)}
.secondary{background:transparent;color:var(--accent);border-color:var(--line)}
#cancel-form{display:none}
`;
