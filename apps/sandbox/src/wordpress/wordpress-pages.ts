/**
 * The demo blog's public pages: the list of published posts and one post, as a reader sees them.
 * Titles, excerpts, alt texts and term names are text (escaped as themes escape them); a post's
 * content is its HTML, shown under the pages' sandboxing CSP.
 */

import { escapeHtml, escapeWordPressText as text } from '../html.ts';
import type { StoredPost, StoredTerm } from './wordpress-store.ts';

/**
 * Plugins and theme settings the demo blog can simulate (switched through its `aa-sandbox/v1/plugins`
 * route), each changing the post pages as the real kind does, so tests can see what the product's
 * post check makes of them:
 * - `strip-sponsored-rel`: a security or SEO plugin rewriting outgoing links' `rel` without "sponsored";
 * - `hide-excerpt`: a theme and no SEO plugin: no meta description;
 * - `hide-featured-image`: a theme that shows no featured image, and no og:image.
 */
export const SANDBOX_PLUGINS = ['strip-sponsored-rel', 'hide-excerpt', 'hide-featured-image'] as const;
export type SandboxPlugin = (typeof SANDBOX_PLUGINS)[number];

const styles = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.65 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1e293b;background:#f8fafc}
  header.site{background:#fff;border-bottom:1px solid #e2e8f0}header.site div{max-width:760px;margin:0 auto;padding:18px 20px}
  header.site a{color:#0f172a;text-decoration:none;font-weight:700;font-size:20px}header.site p{margin:2px 0 0;color:#64748b;font-size:14px}
  main{max-width:760px;margin:0 auto;padding:24px 20px 64px}article.card{background:#fff;border:1px solid #e2e8f0;border-radius:14px;overflow:hidden;margin-bottom:20px}
  article.card img{width:100%;max-height:320px;object-fit:cover;display:block}article.card>div{padding:16px 20px}.excerpt{color:#334155}.excerpt p{margin:0}
  h1{font-size:30px;line-height:1.25;margin:8px 0 12px}h2{font-size:22px;margin:0 0 6px}h2 a{color:#0f172a;text-decoration:none}
  .meta{color:#64748b;font-size:13px}.content img{max-width:100%;height:auto;border-radius:10px}.content figcaption{color:#64748b;font-size:14px;text-align:center}.content a{color:#4338ca}.content .wp-block-table{overflow-x:auto;margin:16px 0}.content table{border-collapse:collapse;width:100%;margin:16px 0}.content .wp-block-table table{margin:0;min-width:520px}
  .content th,.content td{border:1px solid #e2e8f0;padding:8px;text-align:left;vertical-align:top}@media (max-width:600px){.content th,.content td{padding:6px 8px;font-size:15px}}.featured{display:block;width:100%;max-width:560px;height:auto;border-radius:14px;margin:8px auto 20px}
  .terms span{display:inline-block;background:#eef2ff;color:#3730a3;border-radius:999px;padding:2px 10px;margin:0 6px 6px 0;font-size:13px;text-decoration:none}
  .empty{background:#fff;border:1px dashed #cbd5e1;border-radius:14px;padding:32px;text-align:center;color:#64748b}
  .notice{font-size:12px;color:#94a3b8;text-align:center;margin-top:40px}`;

export function renderDocument(
  siteTitle: string,
  homeUrl: string,
  title: string,
  body: string,
  head = '',
): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${text(title)}</title>${head}<link rel="icon" href="data:,"><style>${styles}</style></head><body>
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

/**
 * What an SEO plugin (Yoast, Rank Math) prints in a post's head: its address, the excerpt as the meta
 * description and the Open Graph card with the featured image. A theme or plugin may take parts away
 * (sandbox plugins: `hide-excerpt`, `hide-featured-image`).
 */
function postHead(input: {
  post: StoredPost;
  link: string;
  image?: { url: string; alt: string };
  plugins: ReadonlySet<SandboxPlugin>;
}): string {
  const description = input.plugins.has('hide-excerpt')
    ? ''
    : input.post.excerpt.replace(/<[^>]*>/g, '').trim();
  const image = input.plugins.has('hide-featured-image') ? undefined : input.image;
  return [
    `<link rel="canonical" href="${escapeHtml(input.link)}">`,
    description ? `<meta name="description" content="${text(description)}">` : '',
    '<meta property="og:type" content="article">',
    `<meta property="og:title" content="${text(input.post.title)}">`,
    description ? `<meta property="og:description" content="${text(description)}">` : '',
    `<meta property="og:url" content="${escapeHtml(input.link)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image.url)}">` : '',
  ].join('');
}

/** `rel` without "sponsored", as a security or SEO plugin that rewrites outgoing links leaves it. */
function withoutSponsoredRel(content: string): string {
  return content.replace(/(<a\b[^>]*\brel=")([^"]*)(")/gi, (_whole, start, rel: string, end) => {
    const kept = rel.split(/\s+/).filter((token) => token && token.toLowerCase() !== 'sponsored');
    return `${start}${kept.join(' ')}${end}`;
  });
}

export function renderPost(input: {
  siteTitle: string;
  homeUrl: string;
  post: StoredPost;
  link: string;
  image?: { url: string; alt: string };
  categories: StoredTerm[];
  tags: StoredTerm[];
  /** The simulated plugins active on the site. */
  plugins: ReadonlySet<SandboxPlugin>;
}): string {
  const { post, plugins } = input;
  const terms = [...input.categories, ...input.tags];
  const image = plugins.has('hide-featured-image') ? undefined : input.image;
  const content = plugins.has('strip-sponsored-rel') ? withoutSponsoredRel(post.content) : post.content;
  const body = `<article><p class="meta">${formatDate(post.date)}</p><h1>${text(post.title)}</h1>${
    image
      ? `<img class="featured wp-post-image" src="${escapeHtml(image.url)}" alt="${text(image.alt)}">`
      : ''
  }<div class="content">${content}</div>${
    terms.length
      ? `<p class="terms">${terms.map((term) => `<span>${text(term.name)}</span>`).join('')}</p>`
      : ''
  }</article>`;
  return renderDocument(
    input.siteTitle,
    input.homeUrl,
    `${post.title} – ${input.siteTitle}`,
    body,
    postHead({ post, link: input.link, image: input.image, plugins }),
  );
}

export function renderNotFound(input: { siteTitle: string; homeUrl: string }): string {
  const body = `<h1>Page not found</h1><p class="empty">Nothing here. <a href="${escapeHtml(input.homeUrl)}">Latest articles</a></p>`;
  return renderDocument(input.siteTitle, input.homeUrl, `Page not found – ${input.siteTitle}`, body);
}
