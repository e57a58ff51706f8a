/**
 * What the pipeline needs from the outside world and the models, as one object: the real one is built
 * from the process's adapters (`createGenerationServices`), tests pass their own (a crash at a chosen
 * step, a model's latency).
 */
import type { ArticleLanguage } from '@aa/contracts';
import type { ProductInfo } from '../../integrations/amazon/amazon-products.ts';
import type { CreatorsItem } from '../../integrations/amazon/creators-api.ts';
import type {
  ManufacturerPage,
  ManufacturerPageMiss,
} from '../../integrations/manufacturer/manufacturer-pages.ts';
import type { SubjectSteer } from './content/angle-families.ts';
import type { ResearchFact } from './content/research.ts';
import type {
  ArticleBody,
  ArticleClosing,
  BlogPlan,
  PinCopy,
  SubjectChoice,
  TrendResearch,
} from './content/schemas.ts';

export type { ProductInfo } from '../../integrations/amazon/amazon-products.ts';
export type { BlogPlan, PinCopy, SubjectChoice, TrendResearch } from './content/schemas.ts';

/** The article is written in two halves at once: the body (intro, sections, table, pros and cons) and the closing (verdict, FAQ). */
export const ARTICLE_PARTS = ['body', 'closing'] as const;
export type ArticlePart = (typeof ARTICLE_PARTS)[number];

/** The article's text (both halves once merged); its markup is ours (render-article.ts). */
export type Article = ArticleBody & ArticleClosing;

/** What each finished step left in the execution's checkpoint (steps/checkpoint.ts). */
export type { Checkpoint as RunCheckpoint } from './steps/checkpoint.ts';

export interface RenderInput {
  article: Article;
  plan: BlogPlan;
  products: { title: string; asin: string; affiliateUrl: string }[];
  images: { url: string; alt: string; caption: string; width: number; height: number }[];
  publishedAt: Date;
  structuredData: boolean;
  /** The article's language: its disclosure and the renderer's own labels ("Pros", "FAQ") follow it. */
  language: ArticleLanguage;
  /** Posts of the same blog the article links to (issue 31). */
  related?: readonly { url: string; title: string; kind: 'campaign' | 'site' }[];
  /** The campaign's other posts, the "More comparisons" line. */
  moreComparisons?: readonly { url: string; title: string }[];
}

/** What a run's image (a pin, the featured image) is composed of. */
export interface ImageDesign {
  title: string;
  products: [ProductInfo, ProductInfo];
  subject?: string;
  angle?: string;
  seed?: string;
  /** The blog's domain, drawn as a small mark. */
  domain?: string;
  picture?: Buffer;
  /** The language of the image's own words ("SIDE BY SIDE"); English when absent. */
  language?: ArticleLanguage;
}

export interface ComposedImage {
  png: Buffer;
  width: number;
  height: number;
}

export interface GenerationServices {
  /**
   * The languages its writer writes; every language when absent (a real model). The offline writer
   * writes OFFLINE_LANGUAGES only: a campaign in another language is refused at creation
   * (campaigns.routes.ts), and a run of one made before fails before any work (pipeline.ts).
   */
  languages?: readonly ArticleLanguage[];
  product(url: string): Promise<ProductInfo>;
  /**
   * The products as Amazon's Creators API gives them with the user's own credentials for the store's
   * region (issue 29); null without credentials. Amazon's refusals throw (CreatorsApiError).
   */
  amazonItems(userId: string, storeId: string, asins: readonly string[]): Promise<CreatorsItem[] | null>;
  /** A manufacturer's product page: its facts, or why it gave none (issue 29). */
  manufacturerPage(url: string): Promise<ManufacturerPage | ManufacturerPageMiss>;
  /**
   * Whether Amazon's text (product pages, Creators API answers) may go to the writer: always for the
   * built-in offline writer (nothing leaves the process), for a provider's model only when the
   * operator allows it (AMAZON_CONTENT_TO_MODEL; PRODUCT.md "Amazon content and models").
   */
  amazonContentToWriter: boolean;
  /**
   * The products researched on the web by the provider's own search (issue 29), each fact with the
   * page its search cited; none for the offline writer and OpenAI-compatible servers.
   */
  research(
    products: readonly { title: string; brand?: string }[],
    language: ArticleLanguage,
  ): Promise<ResearchFact[]>;
  /** `keywords`: Pinterest's trending searches (the trends step reads them), none without Pinterest. */
  trends(input: {
    keywords: string[];
    productUrls: [string, string];
    earlierSubjects: string[];
    language: ArticleLanguage;
  }): Promise<TrendResearch>;
  /**
   * A subject whose angle none of `earlier` took (the campaign's runs, newest first, and drafts turned
   * down), preferring the family `steer` ranks best (its pins' outbound clicks per impression).
   */
  subject(input: {
    products: [ProductInfo, ProductInfo];
    trends: TrendResearch;
    earlier: { subject: string; angle: string }[];
    language: ArticleLanguage;
    steer?: SubjectSteer;
  }): Promise<SubjectChoice>;
  /** Three pins' words, unlike each other's and `earlierPins` (the campaign's earlier runs'). */
  pinCopy(input: {
    products: [ProductInfo, ProductInfo];
    subject: SubjectChoice;
    earlierPins: { title: string; description: string }[];
    language: ArticleLanguage;
  }): Promise<PinCopy[]>;
  /** Draws a picture of the products' world for a prompt (PNG); only when an image model is configured. */
  drawPicture?(prompt: string): Promise<Buffer>;
  /**
   * Pin N of a run (1000×1500 PNG): the drawn picture with the title over it, or (offline) a design
   * varied by subject, angle and `seed` (the run), so no two runs' pins are the same.
   */
  composePin(input: ImageDesign & { variant: 1 | 2 | 3 }): Promise<ComposedImage>;
  /**
   * The post's landscape featured image (1200×628, issue 32): the article's title over the run's
   * first picture or, without one, over the palette and pattern of its first pin.
   */
  composeFeatured(input: ImageDesign): Promise<ComposedImage>;
  plan(input: {
    products: [ProductInfo, ProductInfo];
    subject: SubjectChoice;
    trends: TrendResearch;
    language: ArticleLanguage;
  }): Promise<BlogPlan>;
  /**
   * Writes one part of the article: the pipeline asks for every part of ARTICLE_PARTS at once (each
   * a model call writing its share of the text) and merges them.
   */
  write(input: {
    products: [ProductInfo, ProductInfo];
    subject: SubjectChoice;
    plan: BlogPlan;
    part: ArticlePart;
    language: ArticleLanguage;
  }): Promise<Partial<Article>>;
  renderHtml(input: RenderInput): string;
  /**
   * The honesty step's rewrite (content/honesty.ts): each sentence rewritten so that it claims no
   * first-hand use, or '' to drop it; one answer per sentence.
   */
  rewriteClaims(input: { sentences: string[]; language: ArticleLanguage }): Promise<string[]>;
  /** The product's page on `host` (the campaign's store) with the user's tag for that store. */
  affiliateUrl(asin: string, tag: string, host: string): string;
  pinDescription(text: string): string;
}
