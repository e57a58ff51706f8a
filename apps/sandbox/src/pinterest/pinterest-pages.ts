/** The simulator's authorize page: what the app asks for, a username, Allow and Deny. */
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const SCOPE_TEXT: Record<string, string> = {
  'boards:read': 'See your public boards',
  'boards:write': 'Create, update or delete your boards',
  'pins:read': 'See your public Pins',
  'pins:write': 'Create, update or delete your Pins',
  'user_accounts:read': 'See your user account and followers',
};

const styles = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f1f1f1;font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111}
main{background:#fff;border-radius:24px;box-shadow:0 8px 30px rgba(0,0,0,.08);padding:32px;width:min(440px,calc(100% - 24px))}
.logo{width:48px;height:48px;border-radius:50%;background:#e60023;color:#fff;font-weight:800;font-size:26px;display:flex;align-items:center;justify-content:center;margin:0 auto 12px}
h1{font-size:22px;text-align:center;margin:0 0 4px}.tag{display:block;text-align:center;color:#767676;font-size:12px;margin-bottom:18px;text-transform:uppercase;letter-spacing:.06em}
ul{padding-left:20px;margin:8px 0 18px}label{display:block;font-weight:600;margin-bottom:6px}input{width:100%;height:44px;border:2px solid #cdcdcd;border-radius:12px;padding:0 12px;font-size:15px}
input:focus{outline:none;border-color:#0074e8}.actions{display:flex;gap:12px;margin-top:20px}button{flex:1;height:46px;border-radius:24px;border:0;font-weight:700;font-size:15px;cursor:pointer}
.allow{background:#e60023;color:#fff}.deny{background:#efefef;color:#111}button:focus-visible{outline:3px solid #0074e8;outline-offset:2px}`;

function document(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

export function renderAuthorizePage(input: {
  action: string;
  query: Record<string, string | undefined>;
  scopes: string[];
}): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'response_type']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(input.query[name] ?? '')}">`)
    .join('');
  return document(
    'Allow access to your Pinterest account',
    `<div class="logo" aria-hidden="true">P</div><h1>Allow access to your Pinterest account?</h1><span class="tag">Pinterest sandbox</span>
<p>Affiliate Autopilot would like to:</p><ul>${input.scopes.map((scope) => `<li>${escapeHtml(SCOPE_TEXT[scope] ?? scope)}</li>`).join('')}</ul>
<form method="post" action="${escapeHtml(input.action)}">${hidden}<input type="hidden" name="scope" value="${escapeHtml(input.scopes.join(','))}">
<label for="username">Pinterest username</label><input id="username" name="username" value="affiliate_demo" autocomplete="username" required>
<div class="actions"><button class="deny" type="submit" name="decision" value="deny">Deny</button><button class="allow" type="submit" name="decision" value="allow">Allow</button></div></form>`,
  );
}

export function renderErrorPage(message: string): string {
  return document(
    'Pinterest',
    `<div class="logo" aria-hidden="true">P</div><h1>Something went wrong</h1><p>${escapeHtml(message)}</p>`,
  );
}
