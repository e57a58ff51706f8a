/**
 * The simulator's numbers: pin analytics and keyword trends. Plausible (impressions in the tens to
 * hundreds a day, clicks and saves a few percent of them, seasonal search curves) and deterministic:
 * the same pin, clock and region always give the same figures, so tests and screenshots are stable.
 * A pin's figures follow what its words are about (an audience clicks through on money and the long
 * run, saves situations, looks at features without clicking) and grow with its age from its first
 * minutes, so a campaign's pins' results differ by angle, visibly within a demo; trends are searched
 * in each region's language (pinterest-trend-keywords.ts).
 */
import { createHash } from 'node:crypto';
import { keywordsOf } from './pinterest-trend-keywords.ts';

const DAY_MS = 86_400_000;

/** A stable number in [0, 1) for a text. */
function unit(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

export const PIN_METRIC_TYPES = [
  'IMPRESSION',
  'OUTBOUND_CLICK',
  'PIN_CLICK',
  'SAVE',
  'SAVE_RATE',
  'TOTAL_COMMENTS',
  'TOTAL_REACTIONS',
  'USER_FOLLOW',
  'PROFILE_VISIT',
  'VIDEO_MRC_VIEW',
  'VIDEO_10S_VIEW',
  'QUARTILE_95_PERCENT_VIEW',
  'VIDEO_V50_WATCH_TIME',
  'VIDEO_START',
  'VIDEO_AVG_WATCH_TIME',
] as const;

/** What the simulated audience makes of a pin: how far it is shown, how often saved and clicked through. */
interface Appeal {
  /** Impressions against an average pin's. */
  reach: number;
  saveRate: number;
  outboundRate: number;
}

/** Words at a word's start, any letter case, accents included ("économie"). */
const wordsStarting = (stems: string) => new RegExp(`(?<!\\p{L})(?:${stems})`, 'giu');

/**
 * How Pinterest's audience answers a pin, by what its words are about (English and French); the
 * order breaks ties.
 */
const APPEALS: readonly { words: RegExp; appeal: Appeal }[] = [
  // Money and the long run: shown a little less, clicked through to the listing most.
  {
    words: wordsStarting(
      'worth|value|budget|money|long[ -](?:run|term)|lasts? longer|buy it once|years|upgrade|step up|good buy|rapport qualit|prix|économi|rentab|investi|longtemps|dans la durée',
    ),
    appeal: { reach: 0.9, saveRate: 0.022, outboundRate: 0.034 },
  },
  // First purchases and everyday ease.
  {
    words: wordsStarting(
      'first|beginner|easier|easy|start|everyday|day to day|débutant|premi|facile|simple|quotidien',
    ),
    appeal: { reach: 1, saveRate: 0.02, outboundRate: 0.022 },
  },
  // Results and speed.
  {
    words: wordsStarting(
      'result|better food|sounds? better|cleans better|faster|fast|speed|quick|power|performan|résultat|rapide|puissan',
    ),
    appeal: { reach: 1.1, saveRate: 0.018, outboundRate: 0.019 },
  },
  // Comfort and calm: saved for later.
  {
    words: wordsStarting('comfort|quiet|calm|noise|night|sleep|evening|confort|silenc|calme|nuit|sommeil'),
    appeal: { reach: 1, saveRate: 0.028, outboundRate: 0.015 },
  },
  // Care and what lasts.
  {
    words: wordsStarting(
      'clean|care|wears?|battery|holds? up|durab|entretien|nettoy|batterie|autonomie|solide',
    ),
    appeal: { reach: 0.95, saveRate: 0.024, outboundRate: 0.016 },
  },
  // A situation or a person (families, gifts, small spaces, travel): saved most, clicked less.
  {
    words: wordsStarting(
      'famil|kids|gift|present|small|space|travel|commut|home|office|workout|design|style|cadeau|petit|espace|voyage|enfant|télétravail|sport',
    ),
    appeal: { reach: 1.2, saveRate: 0.045, outboundRate: 0.012 },
  },
  // Features: looked at widely, rarely clicked through.
  {
    words: wordsStarting(
      'smart|feature|apps?\\b|modes?\\b|versatil|jobs|tech|privacy|fonction|connecté|intelligen|polyvalen',
    ),
    appeal: { reach: 1.6, saveRate: 0.015, outboundRate: 0.006 },
  },
];

const AVERAGE: Appeal = { reach: 1, saveRate: 0.02, outboundRate: 0.012 };

/** The appeal of a pin's words: its title counts twice its description; the most words win. */
export function appealOf(pin: { title: string | null; description: string | null }): Appeal {
  let best: { appeal: Appeal; score: number } | undefined;
  for (const { words, appeal } of APPEALS) {
    const score = 2 * (pin.title?.match(words)?.length ?? 0) + (pin.description?.match(words)?.length ?? 0);
    if (score > 0 && (!best || score > best.score)) best = { appeal, score };
  }
  return best?.appeal ?? AVERAGE;
}

/** A new pin is shown to followers and in fresh feeds first: about a day's impressions in its first quarter hour. */
const LAUNCH_DAYS = 1;
const LAUNCH_MS = 5 * 60_000;

/** The pin being measured: its id (which seeds its noise), words and creation time. */
export interface MeasuredPin {
  id: string;
  title: string | null;
  description: string | null;
  createdAt: number;
}

/**
 * A pin's metrics over [from, to) (ms, within one UTC day): its daily impressions grow over its first
 * week as Pinterest shows it more, plus its launch, as counts of the time covered; outbound clicks and
 * saves are the audience's rates for its words, each pin and day a little off them. Video metrics stay 0.
 */
function periodMetrics(pin: MeasuredPin, appeal: Appeal, from: number, to: number): Record<string, number> {
  const start = Math.max(from, pin.createdAt);
  if (to <= start) return {};
  const date = isoDay(from);
  const noise = (name: string, spread: number) => 1 - spread + 2 * spread * unit(`${pin.id}:${date}:${name}`);
  const perDay = (100 + 150 * unit(`${pin.id}:reach`)) * appeal.reach;
  const ageDays = (start - pin.createdAt) / DAY_MS;
  const daily = perDay * (0.5 + 0.5 * Math.min(1, ageDays / 7)) * noise('impressions', 0.15);
  const launch = (at: number) => perDay * LAUNCH_DAYS * (1 - Math.exp(-(at - pin.createdAt) / LAUNCH_MS));
  const impressions = Math.round(daily * ((to - start) / DAY_MS) + launch(to) - launch(start));
  // Each pin's own draw of its audience's habits: the same words do a little better or worse.
  const own = (name: string) => 0.8 + 0.4 * unit(`${pin.id}:${name}`);
  const share = (rate: number, name: string) => Math.round(impressions * rate * own(name) * noise(name, 0.2));
  const saves = share(appeal.saveRate, 'saves');
  return {
    IMPRESSION: impressions,
    PIN_CLICK: share(0.04, 'pin-clicks'),
    OUTBOUND_CLICK: share(appeal.outboundRate, 'outbound'),
    SAVE: saves,
    SAVE_RATE: impressions ? Math.round((saves / impressions) * 10_000) / 10_000 : 0,
    TOTAL_COMMENTS: impressions > 0 && unit(`${pin.id}:${date}:comments`) < 0.1 ? 1 : 0,
    TOTAL_REACTIONS: share(0.01, 'reactions'),
    USER_FOLLOW: impressions > 0 && unit(`${pin.id}:${date}:follows`) < 0.15 ? 1 : 0,
    PROFILE_VISIT: share(0.015, 'visits'),
  };
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function total(days: Array<Record<string, number>>, metric: string): number {
  if (metric === 'SAVE_RATE') {
    const impressions = total(days, 'IMPRESSION');
    return impressions ? Math.round((total(days, 'SAVE') / impressions) * 10_000) / 10_000 : 0;
  }
  return days.reduce((sum, day) => sum + (day[metric] ?? 0), 0);
}

/**
 * GET /v5/pins/{pin_id}/analytics for an image pin, not split (`all`). Days before the pin existed
 * count nothing; today counts up to `now` and is still an estimate, as on Pinterest. The figures
 * depend on the pin, its words, its age and the clock only: asked again, they are the same.
 */
export function pinAnalytics(input: {
  pin: MeasuredPin;
  startDay: number;
  endDay: number;
  today: number;
  now: number;
  metrics: string[];
}) {
  const { pin, now } = input;
  const appeal = appealOf(pin);
  const day = (from: number) => periodMetrics(pin, appeal, from, Math.min(from + DAY_MS, now));
  const pick = (values: Record<string, number>) =>
    Object.fromEntries(input.metrics.map((metric) => [metric, values[metric] ?? 0]));
  const dailyMetrics = [];
  const counted: Array<Record<string, number>> = [];
  for (let from = input.startDay; from <= input.endDay; from += DAY_MS) {
    const values = day(from);
    counted.push(values);
    dailyMetrics.push({
      date: isoDay(from),
      data_status: from >= input.today ? 'ESTIMATE' : 'READY',
      metrics: pick(values),
    });
  }
  const lifetime: Array<Record<string, number>> = [];
  for (let from = Date.parse(isoDay(pin.createdAt)); from <= input.today; from += DAY_MS)
    lifetime.push(day(from));
  return {
    all: {
      daily_metrics: dailyMetrics,
      summary_metrics: Object.fromEntries(input.metrics.map((metric) => [metric, total(counted, metric)])),
      // Pinterest's lifetime figures are counts; a rate has no lifetime value.
      lifetime_metrics: Object.fromEntries(
        input.metrics
          .filter((metric) => metric !== 'SAVE_RATE')
          .map((metric) => [metric, total(lifetime, metric)]),
      ),
    },
  };
}

export const TREND_TYPES = ['growing', 'monthly', 'yearly', 'seasonal'];

/** Weekly search interest over the past year, normalized so its highest week is 100. */
function timeSeries(keyword: string, region: string, today: number): Record<string, number> {
  const lastSunday = today - new Date(today).getUTCDay() * DAY_MS;
  const phase = unit(`${keyword}:${region}:phase`) * 52;
  const growth = unit(`${keyword}:${region}:growth`);
  const raw: Array<[string, number]> = [];
  for (let week = 51; week >= 0; week--) {
    const season = 1 + 0.6 * Math.sin(((week + phase) / 52) * 2 * Math.PI);
    const trend = 1 + growth * ((51 - week) / 51);
    const noise = 0.9 + unit(`${keyword}:${region}:${week}`) * 0.2;
    raw.push([isoDay(lastSunday - week * 7 * DAY_MS), season * trend * noise]);
  }
  const highest = Math.max(...raw.map(([, value]) => value));
  return Object.fromEntries(raw.map(([date, value]) => [date, Math.round((value / highest) * 100)]));
}

/** GET /v5/trends/keywords/{region}/top/{trend_type}: ranked per region and type, stable. */
export function topTrends(input: {
  region: string;
  trendType: string;
  limit: number;
  includeKeywords: string[];
  today: number;
}) {
  const growth = (keyword: string, name: string, low: number, high: number) =>
    Math.round(low + unit(`${keyword}:${input.region}:${name}`) * (high - low));
  const trends = keywordsOf(input.region).map((keyword) => ({
    keyword,
    pct_growth_wow: growth(keyword, 'wow', -15, 60),
    pct_growth_mom: growth(keyword, 'mom', -10, 240),
    pct_growth_yoy: growth(keyword, 'yoy', -5, 480),
    time_series: timeSeries(keyword, input.region, input.today),
    rank: unit(`${keyword}:${input.region}:${input.trendType}`),
  }));
  const order: Record<string, (trend: (typeof trends)[number]) => number> = {
    growing: (trend) => trend.pct_growth_mom,
    yearly: (trend) => trend.pct_growth_yoy,
    seasonal: (trend) => trend.pct_growth_wow,
    monthly: (trend) => trend.rank,
  };
  const score = order[input.trendType] ?? ((trend: (typeof trends)[number]) => trend.rank);
  const wanted = input.includeKeywords.map((word) => word.toLowerCase());
  return {
    trends: trends
      .filter((trend) => wanted.length === 0 || wanted.some((word) => trend.keyword.includes(word)))
      .sort((a, b) => score(b) - score(a))
      .slice(0, input.limit)
      .map(({ rank: _rank, ...trend }) => trend),
  };
}
