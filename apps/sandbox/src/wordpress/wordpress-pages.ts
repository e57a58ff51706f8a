/**
 * The demo blog's public pages: the list of published posts and one post, as a reader sees them.
 * Titles, excerpts, alt texts and term names are text (escaped as themes escape them); a post's
 * content is its HTML, shown under the pages' sandboxing CSP.
 */

import { escapeHtml, escapeWordPressText as text } from '../html.ts';
import type { StoredPost, StoredTerm } from './wordpress-store.ts';

const styles = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.65 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1e293b;background:#f8fafc}
  header.site{background:#fff;border-bottom:1px solid #e2e8f0}header.site div{max-width:760px;margin:0 auto;padding:18px 20px}
  header.site a{color:#0f172a;text-decoration:none;font-weight:700;font-size:20px}header.site p{margin:2px 0 0;color:#64748b;font-size:14px}
  main{max-width:760px;margin:0 auto;padding:24px 20px 64px}article.card{background:#fff;border:1px solid #e2e8f0;border-radius:14px;overflow:hidden;margin-bottom:20px}
  article.card img{width:100%;max-height:320px;object-fit:cover;display:block}article.card>div{padding:16px 20px}.excerpt{color:#334155}.excerpt p{margin:0}
  h1{font-size:30px;line-height:1.25;margin:8px 0 12px}h2{font-size:22px;margin:0 0 6px}h2 a{color:#0f172a;text-decoration:none}
  .meta{color:#64748b;font-size:13px}.content img{max-width:100%;height:auto;border-radius:10px}.content figcaption{color:#64748b;font-size:14px;text-align:center}.content a{color:#4338ca}.content table{border-collapse:collapse;width:100%;margin:16px 0}
  .content th,.content td{border:1px solid #e2e8f0;padding:8px;text-align:left}.featured{display:block;width:100%;max-width:560px;height:auto;border-radius:14px;margin:8px auto 20px}
  .terms span{display:inline-block;background:#eef2ff;color:#3730a3;border-radius:999px;padding:2px 10px;margin:0 6px 6px 0;font-size:13px;text-decoration:none}
  .empty{background:#fff;border:1px dashed #cbd5e1;border-radius:14px;padding:32px;text-align:center;color:#64748b}
  .notice{font-size:12px;color:#94a3b8;text-align:center;margin-top:40px}`;

export function renderDocument(siteTitle: string, homeUrl: string, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${text(title)}</title><link rel="icon" href="data:,"><style>${styles}</style></head><body>
<header class="site"><div><a href="${escapeHtml(homeUrl)}">${text(siteTitle)}</a><p>Demo WordPress blog of this Affiliate Autopilot installation</p></div></header>
<main>${body}<p class="notice">A local stand-in for a WordPress site: it speaks the WordPress REST API the product publishes through.</p></main></body></html>`;
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function renderIndex(input: {
  siteTitle: string;
  homeUrl: string;
  posts: Array<{ post: StoredPost; link: string; image?: { url: string; alt: string } }>;
}): string {
  const body =
    input.posts.length === 0
      ? '<h1>Latest articles</h1><p class="empty">No articles published yet. Articles your campaigns publish appear here.</p>'
      : `<h1>Latest articles</h1>${input.posts
          .map(
            ({ post, link, image }) =>
              `<article class="card">${
                image
                  ? `<a href="${escapeHtml(link)}"><img src="${escapeHtml(image.url)}" alt="${text(image.alt)}"></a>`
                  : ''
              }<div><h2><a href="${escapeHtml(link)}">${text(post.title)}</a></h2><p class="meta">${formatDate(post.date)}</p>${
                post.excerpt ? `<div class="excerpt"><p>${text(post.excerpt)}</p></div>` : ''
              }</div></article>`,
          )
          .join('')}`;
  return renderDocument(input.siteTitle, input.homeUrl, input.siteTitle, body);
}

export function renderPost(input: {
  siteTitle: string;
  homeUrl: string;
  post: StoredPost;
  image?: { url: string; alt: string };
  categories: StoredTerm[];
  tags: StoredTerm[];
}): string {
  const { post } = input;
  const terms = [...input.categories, ...input.tags];
  const body = `<article><p class="meta">${formatDate(post.date)}</p><h1>${text(post.title)}</h1>${
    input.image
      ? `<img class="featured wp-post-image" src="${escapeHtml(input.image.url)}" alt="${text(input.image.alt)}">`
      : ''
  }<div class="content">${post.content}</div>${
    terms.length
      ? `<p class="terms">${terms.map((term) => `<span>${text(term.name)}</span>`).join('')}</p>`
      : ''
  }</article>`;
  return renderDocument(input.siteTitle, input.homeUrl, `${post.title} – ${input.siteTitle}`, body);
}

export function renderNotFound(input: { siteTitle: string; homeUrl: string }): string {
  const body = `<h1>Page not found</h1><p class="empty">Nothing here. <a href="${escapeHtml(input.homeUrl)}">Latest articles</a></p>`;
  return renderDocument(input.siteTitle, input.homeUrl, `Page not found – ${input.siteTitle}`, body);
}
