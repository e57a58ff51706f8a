/**
 * The WordPress post of a run (PRODUCT.md §11, to the letter): the affiliate disclosure first, tagged
 * Amazon links with rel="sponsored nofollow", a box per product (productBox: with the Creators API,
 * Amazon's image hotlinked and its price with the time read; no other price is ever shown), a
 * comparison table, pros and cons, the verdict, an FAQ, the 3 images with alt text, "Check price on
 * Amazon" buttons, and Article + FAQPage
 * structured data. Model text is escaped and the assembled HTML passes an allow-list sanitizer; the
 * JSON-LD is appended afterwards, built with JSON.stringify only. Image 1 is the post's featured image,
 * which themes show above the post: the body opens with image 2 and shows image 1 further down, so the
 * same picture never appears twice in a row. The images are tall pins (2:3): they are shown centred,
 * at most IMAGE_MAX_WIDTH wide and never wider than the column. Every word the renderer writes is in
 * the article's language: the disclosure is Amazon's own wording for it (disclosureFor), the headings,
 * table header and buttons come from its labels (article-labels.ts), and an article in another
 * language than English says so (`lang`, and `dir` for a right-to-left one) in a wrapper.
 */
import { type ArticleLanguage, disclosureFor } from '@aa/contracts';
import sanitizeHtml from 'sanitize-html';
import { labelsFor } from './article-labels.ts';
import { replacePrices } from './prices.ts';
import type { Article, BlogPlan } from './schemas.ts';

/** The English disclosure (an English article's). */
export const DISCLOSURE = disclosureFor('en');
export const PIN_DISCLOSURE = '#affiliate';

/**
 * A product as the post shows it. `imageUrl` and `price` come from Amazon's Creators API only (issue
 * 29): the image is hotlinked from Amazon (its terms forbid storing it), the price shown with the time
 * it was read and refreshed within Amazon's 24 hours (refresh-prices.ts) or taken out.
 */
export interface RenderedProduct {
  title: string;
  asin: string;
  affiliateUrl: string;
  imageUrl?: string;
  price?: { display: string; readAt: string };
}

export interface RenderArticleInput {
  article: Article;
  plan: BlogPlan;
  products: RenderedProduct[];
  images: { url: string; alt: string; caption: string; width: number; height: number }[];
  publishedAt: Date;
  siteName?: string;
  /** The article's language; English when absent. */
  language?: ArticleLanguage;
  /**
   * Article + FAQPage JSON-LD, for a WordPress user who may post unfiltered HTML (Administrators,
   * Editors): for an Author, WordPress strips the script tag and would show the JSON as text.
   */
  structuredData?: boolean;
  /** Posts of the same blog the article links to, a sentence each, before its FAQ (issue 31). */
  related?: readonly { url: string; title: string; kind: 'campaign' | 'site' }[];
  /**
   * The campaign's other posts, listed at the end under "More comparisons", between the markers a
   * later run finds to rewrite the line (MORE_COMPARISONS_START/END).
   */
  moreComparisons?: readonly { url: string; title: string }[];
}

/** Around the campaign's "More comparisons" line: the product owns what is between them. */
export const MORE_COMPARISONS_START = '<!-- aa:more-comparisons -->';
export const MORE_COMPARISONS_END = '<!-- /aa:more-comparisons -->';

/** A link to another post of the blog (no rel: it is the blog's own). */
const internalLink = (post: { url: string; title: string }) =>
  `<a href="${escapeHtml(post.url)}">${escapeHtml(post.title)}</a>`;

/**
 * The sentences linking to related posts: the campaign's own in one sentence, the blog's others one
 * each, in the two wordings by turn.
 */
export function relatedParagraph(
  related: RenderArticleInput['related'],
  language: ArticleLanguage,
): string | undefined {
  if (!related?.length) return undefined;
  const labels = labelsFor(language);
  const sentence = (template: string, placeholder: string, html: string) =>
    escapeHtml(template).replace(placeholder, html);
  const sentences: string[] = [];
  const campaign = related.filter((post) => post.kind === 'campaign');
  if (campaign.length === 1 && campaign[0])
    sentences.push(sentence(labels.alsoCompared, '{link}', internalLink(campaign[0])));
  else if (campaign.length > 1) {
    // Joined around placeholders, so the titles' own text is escaped once, by internalLink.
    const marks = campaign.map((_, index) => `\u0000${index}\u0000`);
    let joined = escapeHtml(labels.joinTitles(marks));
    campaign.forEach((post, index) => {
      joined = joined.replace(marks[index] ?? '', internalLink(post));
    });
    sentences.push(sentence(labels.alsoComparedMany, '{links}', joined));
  }
  related
    .filter((post) => post.kind === 'site')
    .forEach((post, index) => {
      sentences.push(
        sentence(labels.relatedPost[index % 2] ?? labels.relatedPost[0], '{link}', internalLink(post)),
      );
    });
  return `<p class="aa-related">${sentences.join(' ')}</p>`;
}

/**
 * The campaign's "More comparisons" line between its markers (the markers alone when there is none
 * yet): what a later run writes again, whole, so a retry never doubles it.
 */
export function moreComparisonsBlock(
  posts: readonly { url: string; title: string }[],
  language: ArticleLanguage,
): string {
  const labels = labelsFor(language);
  const lang = language === 'en' ? '' : ` lang="${language}"${labels.dir === 'rtl' ? ' dir="rtl"' : ''}`;
  const line =
    posts.length > 0
      ? `\n<p class="aa-more-comparisons"${lang}><strong>${escapeHtml(labels.moreComparisons)}</strong> ${posts.map(internalLink).join(' · ')}</p>\n`
      : '';
  return `${MORE_COMPARISONS_START}${line}${MORE_COMPARISONS_END}`;
}

/** The product's page in the campaign's store (`host`: "www.amazon.fr") carrying the user's tag for that store. */
export function affiliateUrl(asin: string, tag: string, host: string): string {
  return `https://${host}/dp/${encodeURIComponent(asin)}?tag=${encodeURIComponent(tag)}`;
}

/** `text` within `max` characters, an ellipsis marking a cut. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** A pin title within Pinterest's 100 characters. */
export const pinTitle = (text: string) => truncate(text.replace(/\s+/g, ' ').trim(), 100);

/** Alt text within the 500 characters Pinterest (and good practice) allows. */
export const altText = (text: string) => truncate(text.replace(/\s+/g, ' ').trim(), 500);

/** A pin description within Pinterest's 800 characters that always ends with the disclosure. */
export function pinDescription(text: string): string {
  const clean = text.replace(/\s*#affiliate\b/gi, '').trim();
  return `${truncate(clean, 800 - PIN_DISCLOSURE.length - 1)} ${PIN_DISCLOSURE}`;
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The article's text helpers in its language. Prices go stale (and Amazon's terms forbid showing
 * them): a figure with a currency never makes it in, the language's stand-in takes its place. The
 * pattern is the post check's (prices.ts), so a post never fails its own check on a price.
 */
function writer(language: ArticleLanguage) {
  const { currentPrice } = labelsFor(language);
  const withoutPrices = (value: string) => replacePrices(value, currentPrice);
  return { withoutPrices, text: (value: string) => escapeHtml(withoutPrices(value)) };
}

function link(product: RenderArticleInput['products'][number], label: string, className?: string) {
  const classAttr = className ? ` class="${className}"` : '';
  return `<a${classAttr} href="${escapeHtml(product.affiliateUrl)}" rel="sponsored nofollow noopener" target="_blank">${label}</a>`;
}

/** Amazon's image hosts: their product photos may not be stored in a post (Amazon's terms). */
const AMAZON_IMAGE_HOST = /(^|\.)(media-amazon\.com|images-amazon\.com|ssl-images-amazon\.com)$/i;

function isAmazonHosted(url: string): boolean {
  try {
    return AMAZON_IMAGE_HOST.test(new URL(url).hostname);
  } catch {
    return true;
  }
}

/** How a box's price time reads: in the article's language, in UTC (a blog's readers are anywhere). */
export function priceTime(readAt: string, language: ArticleLanguage): string {
  const time = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(readAt));
  return `${time} UTC`;
}

/** The side of a product box's image: Amazon's large image, shown small. */
const BOX_IMAGE_SIZE = 160;

/**
 * A product's box: its title, and with the Creators API its image (hotlinked) and its price with the
 * time read (`data-read-at`, which the post check and the refresh job read); the button to Amazon.
 * Without API access, the title and the button only.
 */
function productBox(
  product: RenderedProduct,
  language: ArticleLanguage,
  text: (value: string) => string,
): string {
  const labels = labelsFor(language);
  const image = product.imageUrl
    ? `<p class="aa-product-image">${link(product, `<img src="${escapeHtml(product.imageUrl)}" alt="${text(product.title)}" width="${BOX_IMAGE_SIZE}" height="${BOX_IMAGE_SIZE}" style="max-width:${BOX_IMAGE_SIZE}px;height:auto" loading="lazy" />`)}</p>`
    : '';
  const price = product.price
    ? `<p class="aa-price" data-read-at="${escapeHtml(product.price.readAt)}"><strong>${escapeHtml(labels.priceAsOf(product.price.display, priceTime(product.price.readAt, language)))}</strong></p>`
    : '';
  return `<div class="aa-product-box" style="border:1px solid #dddddd;border-radius:8px;padding:16px;margin:16px 0;text-align:center">${image}<p class="aa-product-title"><strong>${text(product.title)}</strong></p>${price}<p>${link(product, escapeHtml(labels.checkPrice), 'aa-button')}</p></div>`;
}

/** The widest an image is shown in a post: a pin at 1000×1500 would otherwise fill a screen and more. */
export const IMAGE_MAX_WIDTH = 560;

/** The size an image is shown at: its own, scaled down to IMAGE_MAX_WIDTH, proportions kept. */
export function shownSize(image: { width: number; height: number }): { width: number; height: number } {
  if (!(image.width > 0 && image.height > 0))
    return { width: IMAGE_MAX_WIDTH, height: IMAGE_MAX_WIDTH * 1.5 };
  const width = Math.min(image.width, IMAGE_MAX_WIDTH);
  return { width, height: Math.round((image.height * width) / image.width) };
}

/**
 * A centred image block: width and height say its proportions (no jump while it loads), the styles
 * keep it within the column on a phone. Inline styles, because WordPress keeps them for Authors too
 * (kses allows max-width, margin, width and height) and a theme's CSS is not ours to count on.
 */
function figure(image: RenderArticleInput['images'][number], text: (value: string) => string) {
  const { width, height } = shownSize(image);
  return `<figure class="wp-block-image aligncenter size-large" style="max-width:${width}px;margin-left:auto;margin-right:auto"><img src="${escapeHtml(image.url)}" alt="${text(image.alt)}" width="${width}" height="${height}" style="width:100%;height:auto" loading="lazy" /><figcaption>${text(image.caption)}</figcaption></figure>`;
}

export function renderArticleHtml(input: RenderArticleInput): string {
  const { article, products } = input;
  const language = input.language ?? 'en';
  const labels = labelsFor(language);
  const { text, withoutPrices } = writer(language);
  const buttons = () =>
    `<p class="aa-buttons">${products.map((p) => link(p, escapeHtml(labels.button(withoutPrices(p.title))), 'aa-button')).join(' ')}</p>`;
  const images = input.images.filter((image) => !isAmazonHosted(image.url));
  const [p1, p2] = products;
  if (!p1 || !p2) throw new Error('an article compares two products');
  const parts: string[] = [];
  parts.push(`<p class="aa-disclosure"><em>${escapeHtml(disclosureFor(language))}</em></p>`);
  parts.push(`<p>${text(article.intro)}</p>`);
  parts.push(
    `<p>${escapeHtml(labels.comparedHere('\u0000', '\u0001'))
      .replace('\u0000', link(p1, text(p1.title)))
      .replace('\u0001', link(p2, text(p2.title)))}</p>`,
  );

  for (const product of products) parts.push(productBox(product, language, text));
  if (products.some((product) => product.price))
    parts.push(`<p class="aa-price-note"><small>${escapeHtml(labels.priceNote)}</small></p>`);

  parts.push(`<h2>${escapeHtml(labels.comparison)}</h2>`);
  parts.push(
    // WordPress's table block markup: themes let it scroll sideways on a phone instead of crushing it.
    `<figure class="wp-block-table"><table class="aa-comparison"><thead><tr><th>${escapeHtml(labels.feature)}</th><th>${text(p1.title)}</th><th>${text(p2.title)}</th></tr></thead><tbody>${article.comparisonRows
      .map(
        (row) =>
          `<tr><td>${text(row.feature)}</td><td>${text(row.product1)}</td><td>${text(row.product2)}</td></tr>`,
      )
      .join('')}</tbody></table></figure>`,
  );
  parts.push(buttons());

  // Image 2 after the first section, image 1 (the featured image, already at the top) after the last.
  const last = article.sections.length - 1;
  article.sections.forEach((section, index) => {
    parts.push(`<h2>${text(section.heading)}</h2>`);
    for (const paragraph of section.paragraphs) parts.push(`<p>${text(paragraph)}</p>`);
    if (index === 0 && images[1]) parts.push(figure(images[1], text));
    if (index === last && images[0]) parts.push(figure(images[0], text));
  });

  parts.push(`<h2>${escapeHtml(labels.prosAndCons)}</h2>`);
  for (const [product, verdict] of [
    [p1, article.product1],
    [p2, article.product2],
  ] as const) {
    parts.push(`<h3>${text(product.title)}</h3>`);
    parts.push(
      `<p><strong>${escapeHtml(labels.pros)}</strong></p><ul>${verdict.pros.map((pro) => `<li>${text(pro)}</li>`).join('')}</ul>`,
    );
    parts.push(
      `<p><strong>${escapeHtml(labels.cons)}</strong></p><ul>${verdict.cons.map((con) => `<li>${text(con)}</li>`).join('')}</ul>`,
    );
  }

  parts.push(`<h2>${escapeHtml(labels.verdict)}</h2>`);
  parts.push(`<p>${text(article.verdict)}</p>`);
  if (images[2]) parts.push(figure(images[2], text));
  parts.push(buttons());

  const linked = relatedParagraph(input.related, language);
  if (linked) parts.push(linked);

  parts.push(`<h2>${escapeHtml(labels.faq)}</h2>`);
  for (const item of article.faq) parts.push(`<h3>${text(item.question)}</h3><p>${text(item.answer)}</p>`);

  // An article in another language than the blog's usual English says which (screen readers, search
  // engines, a right-to-left script's direction); an English one is as it always was.
  const wrapped =
    language === 'en'
      ? parts
      : [
          `<div class="aa-article" lang="${language}"${labels.dir === 'rtl' ? ' dir="rtl"' : ''}>`,
          ...parts,
          '</div>',
        ];
  const html = sanitizeHtml(wrapped.join('\n'), {
    allowedTags: [
      'div',
      'p',
      'em',
      'strong',
      'a',
      'h2',
      'h3',
      'ul',
      'li',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'figure',
      'figcaption',
      'img',
      'small',
    ],
    allowedAttributes: {
      a: ['href', 'rel', 'target', 'class'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'style'],
      p: ['class', 'data-read-at'],
      table: ['class'],
      figure: ['class', 'style'],
      div: ['class', 'lang', 'dir', 'style'],
    },
    // Only the sizing styles figure() and productBox() write.
    allowedStyles: {
      img: { width: [/^100%$/], height: [/^auto$/], 'max-width': [/^\d+px$/] },
      div: {
        border: [/^1px solid #[0-9a-f]{6}$/],
        'border-radius': [/^\d+px$/],
        padding: [/^\d+px$/],
        margin: [/^\d+px 0$/],
        'text-align': [/^center$/],
      },
      figure: {
        'max-width': [/^\d+px$/],
        'margin-left': [/^auto$/],
        'margin-right': [/^auto$/],
      },
    },
    allowedSchemes: ['https', 'http'],
    allowProtocolRelative: false,
  });
  const more = moreComparisonsBlock(input.moreComparisons ?? [], language);
  return input.structuredData === false
    ? `${html}\n${more}`
    : `${html}\n${more}\n${structuredData({ ...input, images }, language)}`;
}

/** Article and FAQPage JSON-LD; `<` escaped so no text can close the script element. */
function structuredData(
  { plan, article, images, publishedAt, siteName }: RenderArticleInput,
  language: ArticleLanguage,
): string {
  const { withoutPrices } = writer(language);
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      inLanguage: language,
      headline: withoutPrices(plan.title),
      description: withoutPrices(plan.metaDescription),
      datePublished: publishedAt.toISOString(),
      image: images.map((image) => image.url),
      ...(siteName ? { publisher: { '@type': 'Organization', name: siteName } } : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: language,
      mainEntity: article.faq.map((item) => ({
        '@type': 'Question',
        name: withoutPrices(item.question),
        acceptedAnswer: { '@type': 'Answer', text: withoutPrices(item.answer) },
      })),
    },
  ];
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  return `<script type="application/ld+json">${json}</script>`;
}
