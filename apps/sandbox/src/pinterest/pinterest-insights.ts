/**
 * The simulator's numbers: pin analytics and keyword trends. Plausible (impressions in the tens to
 * hundreds a day, clicks and saves a few percent of them, seasonal search curves) and deterministic:
 * the same pin, dates and region always give the same figures, so tests and screenshots are stable.
 */
import { createHash } from 'node:crypto';

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

/** One day of an image pin: video metrics stay 0. */
function dayMetrics(pinId: string, date: string): Record<string, number> {
  const impressions = 40 + Math.floor(unit(`${pinId}:${date}:impressions`) * 180);
  const share = (name: string, low: number, high: number) =>
    Math.round(impressions * (low + unit(`${pinId}:${date}:${name}`) * (high - low)));
  const saves = share('saves', 0.01, 0.05);
  return {
    IMPRESSION: impressions,
    PIN_CLICK: share('pin-clicks', 0.02, 0.07),
    OUTBOUND_CLICK: share('outbound', 0.01, 0.04),
    SAVE: saves,
    SAVE_RATE: Math.round((saves / impressions) * 10_000) / 10_000,
    TOTAL_COMMENTS: unit(`${pinId}:${date}:comments`) < 0.1 ? 1 : 0,
    TOTAL_REACTIONS: share('reactions', 0, 0.02),
    USER_FOLLOW: unit(`${pinId}:${date}:follows`) < 0.15 ? 1 : 0,
    PROFILE_VISIT: share('visits', 0, 0.03),
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
 * count nothing; today's figures are still an estimate, as on Pinterest.
 */
export function pinAnalytics(input: {
  pinId: string;
  pinCreatedAt: number;
  startDay: number;
  endDay: number;
  today: number;
  metrics: string[];
}) {
  const pick = (values: Record<string, number>) =>
    Object.fromEntries(input.metrics.map((metric) => [metric, values[metric] ?? 0]));
  const createdDay = Date.parse(isoDay(input.pinCreatedAt));
  const dailyMetrics = [];
  const counted: Array<Record<string, number>> = [];
  for (let day = input.startDay; day <= input.endDay; day += DAY_MS) {
    const date = isoDay(day);
    const values = day < createdDay ? {} : dayMetrics(input.pinId, date);
    counted.push(values);
    dailyMetrics.push({
      date,
      data_status: day >= input.today ? 'ESTIMATE' : 'READY',
      metrics: pick(values),
    });
  }
  const lifetime: Array<Record<string, number>> = [];
  for (let day = createdDay; day <= input.today; day += DAY_MS)
    lifetime.push(dayMetrics(input.pinId, isoDay(day)));
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

export const TREND_REGIONS = [
  'US',
  'CA',
  'DE',
  'FR',
  'ES',
  'IT',
  'DE+AT+CH',
  'GB+IE',
  'IT+ES+PT+GR+MT',
  'PL+RO+HU+SK+CZ',
  'SE+DK+FI+NO',
  'NL+BE+LU',
  'AR',
  'BR',
  'CO',
  'MX',
  'MX+AR+CO+CL',
  'AU+NZ',
];
export const TREND_TYPES = ['growing', 'monthly', 'yearly', 'seasonal'];

const KEYWORDS = [
  'air fryer recipes',
  'standing desk setup',
  'robot vacuum',
  'camping checklist',
  'home gym ideas',
  'espresso machine',
  'noise cancelling headphones',
  'ergonomic office chair',
  'smart home ideas',
  'kitchen organization',
  'cast iron skillet',
  'hiking backpack',
  'yoga mat',
  'adjustable dumbbells',
  'cordless vacuum',
  'desk organization ideas',
  'coffee bar ideas',
  'smart lighting',
  'tent camping hacks',
  'stand mixer recipes',
  'home office decor',
  'video doorbell',
  'meal prep containers',
  'walking pad treadmill',
];

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
  const trends = KEYWORDS.map((keyword) => ({
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
