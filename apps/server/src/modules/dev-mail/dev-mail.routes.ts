/**
 * The dev mailbox: `/api/dev/mail?to=EMAIL` (JSON, newest first) and the `/dev/mail` page. Registered
 * only when mail is not real SMTP and NODE_ENV is not production; otherwise both answer 404. Like
 * everything in self-contained mode, it answers only requests addressed to this machine by name
 * (the Host check of plugins/security.ts).
 */
import { devMailListSchema, devMailQuerySchema } from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { findDevMail, listDevMail } from './dev-mail.service.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const devMailApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mail',
    {
      config: { access: 'public' },
      schema: { tags: ['dev'], querystring: devMailQuerySchema, response: { 200: devMailListSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { messages: await listDevMail(app.ctx.db, request.query.to) },
    }),
  );
};

export const devMailPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/mail', { schema: { hide: true, querystring: devMailQuerySchema } }, async (request, reply) => {
    const messages = await listDevMail(app.ctx.db, request.query.to);
    const rows = messages
      .map(
        (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${escapeHtml(new Date(m.created_at).toLocaleString('en-GB'))}</span></header>
  <pre>${escapeHtml(m.text)}</pre>
  <a href="/dev/mail/${m.id}">Open HTML version</a>
</article>`,
      )
      .join('\n');
    const filter = request.query.to ? ` for ${escapeHtml(request.query.to)}` : '';
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Affiliate Autopilot</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#1f2937;margin:0;padding:24px}
main{max-width:860px;margin:0 auto}h1{font-size:22px}p.note{color:#6b7280}
form{display:flex;gap:8px;margin:16px 0}input{flex:1;padding:8px;border:1px solid #d1d5db;border-radius:6px}
button{padding:8px 14px;border:0;border-radius:6px;background:#4f46e5;color:#fff}
article{background:#fff;border-radius:10px;padding:16px;margin:12px 0;box-shadow:0 1px 2px #0001}
article header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px}article header span{color:#6b7280;font-size:13px}
pre{white-space:pre-wrap;word-break:break-word;font-size:13px;background:#f9fafb;padding:12px;border-radius:6px}
a{color:#4f46e5}
</style></head><body><main>
<h1>Dev mailbox${filter}</h1>
<p class="note">Mail the app sent while no SMTP server is configured. Newest first. Never available in production.</p>
<form method="get" action="/dev/mail"><label for="to" class="sr">Recipient</label><input id="to" name="to" type="email" placeholder="Filter by recipient" value="${escapeHtml(request.query.to ?? '')}"><button type="submit">Filter</button></form>
${rows || '<p>No mail yet.</p>'}
</main></body></html>`);
  });

  app.get(
    '/mail/:id',
    { schema: { hide: true, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const mail = await findDevMail(app.ctx.db, request.params.id);
      if (!mail) throw AppError.notFound();
      return reply.type('text/html; charset=utf-8').send(mail.html);
    },
  );
};
