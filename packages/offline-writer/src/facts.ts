/**
 * What the offline writer knows of a product: its listing's feature lines (and its title's
 * descriptive segments) read as facts. For each: the aspect it is about, how it can be written into a
 * sentence without touching the listing's casing ("105°F", "TenderCrisp", "Wi-Fi" stay as listed; only
 * an ordinary first word such as "Wide" is lowered), and, where the line gives one, a number to compare
 * (quarts, functions, hours, inches, dB, an IP rating). Trade-offs (cons) are read from these numbers
 * and from contrasts the lines state (built-in vs phone GPS, cable vs wireless, Alexa vs Google): a
 * fact a listing does not mention is never a drawback.
 */
import type { ProductFacts } from '@aa/server/modules/generation/content/writing';

export type Aspect =
  | 'temperature'
  | 'capacity'
  | 'modes'
  | 'noise'
  | 'water'
  | 'battery'
  | 'anc'
  | 'calls'
  | 'video'
  | 'privacy'
  | 'install'
  | 'sound'
  | 'tracking'
  | 'sleep'
  | 'light'
  | 'display'
  | 'eco'
  | 'safety'
  | 'guidance'
  | 'health'
  | 'power'
  | 'keys'
  | 'fit'
  | 'smart'
  | 'compat'
  | 'connectivity'
  | 'speed'
  | 'cleaning'
  | 'accessories'
  | 'size'
  | 'library';

/** Checked in this order: a line's first match is its main aspect (a basket "fits 2 pounds": capacity). */
const ASPECTS: readonly [Aspect, RegExp][] = [
  ['temperature', /temperature|\d\s?°\s?[FC]\b/i],
  [
    'capacity',
    /\d(?:[\d.]*)[-\s]?(?:quarts?|qt\.?|liters?|litres?)\b|\bcapacity\b|family-sized|large families|\bservings\b/i,
  ],
  [
    'modes',
    /\bfunctions?\b|\bmodes\b|\bprograms\b|\bpresets\b|appliances in|-in-1|cup sizes?|brew sizes|\bin one pot\b/i,
  ],
  ['noise', /\bdB\b|\bquiet/i],
  ['water', /waterproof|water[- ]resist|\bIPX?\d|\bsweat|swim/i],
  ['video', /\b\d{3,4}p\b|\bHD video|night video|live view|motion detection/i],
  ['install', /wiring|wire-free|\bwired\b|installation|wall-mount|mountable/i],
  ['sleep', /\bsleep\b/i],
  ['tracking', /(?<!head )\btrack|heart[- ]rate|\bsleep\b|\bstress\b|\bGPS\b|body battery/i],
  ['battery', /battery|\bon one charge|per charge|hours of (?:listening|typing|play)|recharg|\bcharging\b/i],
  ['anc', /noise[- ]cancel|transparency|aware mode/i],
  ['calls', /\bcalls?\b|voice pickup|two-way (?:talk|audio)|bone conduction/i],
  ['privacy', /privacy|mic-off/i],
  ['sound', /spatial|\bsound\b|\baudio\b|\bbass\b|\bdriver\b|hi-res|vocals/i],
  ['light', /warm light|comfortlight|backlight|front light|\blight from\b|illuminated/i],
  ['display', /display|screen|touchscreen|\bE Ink\b|\bppi\b/i],
  ['eco', /recycled|energy[- ]saving|automatic off|auto-off|energy star/i],
  ['safety', /safety|overheat|drop-sensing|avoids stairs/i],
  ['smart', /alexa|assistant|\bapp\b|smart home|\bvoice\b|routines|google maps|wallet|\bapps\b|live view/i],
  ['guidance', /timer|pressure sensor|\balerts?\b|reminds|quadrant|pacer/i],
  ['health', /less fat|less oil|healthier|plaque|gum line|\bgums\b|blue light/i],
  [
    'power',
    /suction|\bdirt\b|pet hair|cleaning head|cleaning system|cleans under|carpets?|faster than|\bcrisp(?:y|ier|s)?\b|tendercrisp/i,
  ],
  ['keys', /\bkeys\b|keycaps|switches|\blayout\b|\btyping\b/i],
  // A word, not a name: "ComfortLight PRO" is a reading light, not comfort.
  ['fit', /\bfit\b|ear tips|cushions|\bcomfort(?:able|ably)?\b|\bsoft\b|leather|ergonomic|fingertips/i],
  ['compat', /windows|macos|\bmac\b|android|linux|\bios\b|works with/i],
  // Not "wireless": every earbud is, and "Hi-Res Audio Wireless" is about sound.
  ['connectivity', /bluetooth|wi-?fi|usb-c|multipoint|\bdevices\b|\bcable\b/i],
  ['speed', /heats up|\bquick|\bfast\b|\bminutes?\b/i],
  ['cleaning', /dishwasher|nonstick|non-stick|easy to clean|\bwash|brush head/i],
  ['accessories', /\brack\b|accessor|included|\btray\b|\bcase\b/i],
  [
    'size',
    /compact|\bslim|\bthin\b|inches wide|footprint|fits under|small kitchens|lighter|lightweight|fold|portable/i,
  ],
  ['library', /library|overdrive|ebooks|audiobooks/i],
];

/** How a listing line can go into a sentence. */
export type LineForm =
  /** "Cooks up to 70% faster…": the product is its subject. */
  | { kind: 'verb'; text: string }
  /** "Control compatible devices…": what you can do with it. */
  | { kind: 'imperative'; text: string }
  /** "Pressure sensor stops the pulsations…": its own subject, which the product's name owns. */
  | { kind: 'sentence'; subject: string; predicate: string; proper: boolean }
  /** "Wide temperature range from 105°F to 400°F": a noun phrase with its article. */
  | { kind: 'noun'; text: string }
  /** "Waterproof (IPX8) for reading…": what the product is. */
  | { kind: 'adjective'; text: string }
  /** Anything else: quoted as the listing says it. */
  | { kind: 'quote' };

export interface Fact {
  /** The listing's line, tidied (header and trailing period dropped), its casing as listed. */
  line: string;
  aspect: Aspect;
  aspects: Aspect[];
  form: LineForm;
  /** A short noun phrase of the spec ("a 4-quart basket", "9 one-touch functions"), when one is read. */
  spec?: string;
  /** The spec's number in a common unit (quarts, count, hours, inches, dB, IP water digit). */
  value?: number;
  /** Named technologies the line mentions ("TenderCrisp", "Dirt Detect", "Adaptive Audio"). */
  names: string[];
  /** The fact in a few words, for a list ("5-quart basket", "Dishwasher-safe basket"). */
  short: string;
  /** The same mid-sentence ("dishwasher-safe basket"; names keep their capitals); none when it reads only as a list item. */
  mid?: string;
}

export interface ProductBook {
  name: string;
  brand?: string;
  facts: Fact[];
  /** Ecosystem an assistant line ties it to ("Alexa", "Google Assistant"). */
  assistant?: string;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const toNumber = (text: string) => NUMBER_WORDS[text.toLowerCase()] ?? Number.parseFloat(text);

/** Words a named technology may carry after it ("TenderCrisp technology", "Dirt Detect sensors"). */
const NAME_TAILS = new Set('technology sensor sensors mode system calibration light audio'.split(' '));

/** Ordinary words that describe a technology rather than name it ("Smart technology"). */
const DESCRIBING = new Set(
  'smart new advanced cooling heating cleaning pressure motion sleep noise warm'.split(' '),
);

/** Words a listing capitalises that stay capitalised wherever they stand. */
const PROPER = new Set(
  'bluetooth wi-fi wifi alexa google apple siri mac windows android linux ios ipados macos usb amazon kindle echo nest spotify ring blink sonicare fitbit garmin bose sony dolby energy oral-b philips ninja cosori keurig nespresso irobot roomba eufy logitech keychron kobo lcd led hd e'.split(
    ' ',
  ),
);

/** Third-person verbs a feature line may start with, or have after its subject. */
const VERBS = new Set(
  'adapts adjusts alerts avoids blends brings brews charges cleans comes connects controls cooks delivers detects docks fits focus focuses folds gives has heats helps holds includes keeps lasts lets lifts lights makes measures monitors offers pairs plays provides raises reads recharges reduces reminds removes resumes runs senses stops supports switch switches syncs tracks turns uses weighs works'.split(
    ' ',
  ),
);

/** Words that are verbs or plural nouns: a verb only after a plain subject ("Pressure sensor alerts…",
 * not "2-minute timer with 30-second quadrant alerts" or "Choice of mechanical switches"). */
const AMBIGUOUS = new Set('alerts controls focus lights switches tracks works plays'.split(' '));

/** Verbs a line may open with as an instruction to the reader ("Control…", "Ask…", "Type…"). */
const IMPERATIVES = new Set('ask borrow control enjoy get tap type use pressure'.split(' '));

/** Heads that take no article ("noise cancellation", "audio", "warm light"). */
const UNCOUNTABLE = new Set(
  'audio backlighting battery bass gps calibration cancellation charging cleaning comfort connectivity control detection installation light lighting monitoring operation performance pickup power protection resistance sound storage suction support technology tracking video life'.split(
    ' ',
  ),
);

/** Heads a list of qualities may end in ("Smaller, lighter design"); other comma chunks are quoted. */
const COMMA_HEADS = new Set('design basket body build case frame shape plate pot screen display'.split(' '));

/** Last words that leave a chunk without a noun ("Energy-saving automatic off"). */
const NOT_NOUNS = new Set('off on up in out enough included inspired shaped ready'.split(' '));

/** Lines whose first chunk is only a quality ("Waterproof (IPX8) for reading…"). */
const ADJECTIVE =
  /^(?:waterproof|water-resistant|quiet|rechargeable|portable|cordless|foldable|friendly|[a-z]+-(?:proof|friendly|safe|free|resistant))$/i;

/** Whether a line's first word is an ordinary word that may be lowered mid-sentence. */
function ordinaryFirstWord(words: string[], proper: Set<string>): boolean {
  const first = words[0]?.replace(/[,:;]$/, '');
  const second = words[1];
  if (!first || !/^[A-Z][a-z]+(?:-[a-z]+)*$/.test(first)) return false;
  if (proper.has(first.toLowerCase()) || PROPER.has(first.toLowerCase())) return false;
  // "Adaptive Audio", "Dirt Detect", "Live View": a capitalised pair is a name ("Built-in GPS" is not:
  // an acronym after an ordinary word).
  if (second && /^[A-Z][a-z]/.test(second)) return false;
  // "Centrifusion technology": an unknown word before "technology" or "system" names it.
  if (
    second &&
    NAME_TAILS.has(second.toLowerCase()) &&
    !first.includes('-') &&
    !DESCRIBING.has(first.toLowerCase()) &&
    !/(?:ed|ing|ive|al|er|est|ful|less|ous|ic)$/.test(first)
  )
    return false;
  return true;
}

/** The line with its first word lowered when it is an ordinary word, else as listed. */
export function lowerStart(line: string, proper: Set<string> = new Set()): string {
  const words = line.split(' ');
  if (!ordinaryFirstWord(words, proper)) return line;
  return `${line.charAt(0).toLowerCase()}${line.slice(1)}`;
}

/** A listing bullet tidied: an ALL-CAPS header ("WIDE RANGE: …") and brackets dropped, one line. */
export function tidyLine(raw: string): string {
  let line = raw
    .replace(/[【】[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const header = /^([A-Z0-9][A-Z0-9 &'’/+-]{2,60})\s*[:：–—-]\s+(.+)$/.exec(line);
  if (header?.[2] && /[A-Z]{3}/.test(header[1] ?? '') && header[1] === header[1]?.toUpperCase())
    line = header[2].charAt(0).toUpperCase() + header[2].slice(1);
  // A long bullet keeps its first sentence.
  if (line.length > 160) {
    const first = /^(.{40,160}?[.!;])\s/.exec(line)?.[1];
    if (first) line = first;
  }
  return line.replace(/[.;!]+$/, '').trim();
}

/** Words a spec's measure reads with after it ("2.85 inches high"), by its label. */
const DIMENSIONS: Record<string, string> = {
  height: 'high',
  width: 'wide',
  depth: 'deep',
  length: 'long',
  thickness: 'thick',
};

/** Labels of a time a battery lasts ("Battery life", "Listening time", "Playback"). */
const RUN_TIMES = /^(?:battery(?: life)?|listening time|playback(?: time)?|run ?time|talk time)$/i;

/**
 * A maker's spec line ("Label: Value", as manufacturer pages and their JSON-LD give them, issue 29)
 * restated the way a listing's bullet reads, so that it is read, compared and written like one:
 * "Chip: Apple H2 headphone chip" → "Apple H2 headphone chip"; "Codecs: SBC, AAC, LDAC, LC3" → "SBC,
 * AAC, LDAC and LC3 codecs"; "Battery life (noise canceling on): Max. 8 hours" → "Up to 8 hours of
 * battery life (noise canceling on)"; "Height: 2.85 inches" → "2.85 inches high"; "Weight (each
 * earbud): 5.3 grams" → "Weighs 5.3 grams (each earbud)". A listing's own "Four cooking functions:
 * air fry, …" (a count, a lower-case continuation) is no spec line and stays as it is.
 */
export function restateSpec(line: string): string {
  const m = /^([A-Z][A-Za-z-]*(?: [A-Za-z-]+){0,3})(?: \(([^)]{1,40})\))?: ((?:[A-Z0-9]|i[A-Z]).*)$/.exec(
    line,
  );
  if (!m?.[1] || !m[3] || /^(?:one|two|three|four|five|six|seven|eight|nine|ten)\b/i.test(m[1])) return line;
  const label = m[1];
  const qualifier = m[2] ? ` (${m[2]})` : '';
  const value = m[3].replace(/^Max\.?\s+/, 'Up to ').replace(/^Approx\.?\s+/, 'Approx. ');
  // "Multipoint connection: Yes, two devices at once" → "Multipoint connection, two devices at once".
  const yes = /^Yes\b[,.:;]?\s*(.*)$/.exec(value);
  if (yes)
    return `${label}${qualifier}${yes[1] ? `, ${yes[1].charAt(0).toLowerCase()}${yes[1].slice(1)}` : ''}`;
  const lower = label.toLowerCase();
  // A measure alone ("5.3 grams", "Approx. 5.9 g", "Up to 7 days"): it needs its label's words.
  if (/^(?:Approx\. |Up to |About )?\d[\d.,]*\s?[A-Za-z%°"]{0,12}$/.test(value)) {
    if (lower === 'weight') return `Weighs ${value.charAt(0).toLowerCase()}${value.slice(1)}${qualifier}`;
    const dimension = DIMENSIONS[lower];
    if (dimension) return `${value} ${dimension}${qualifier}`;
    if (RUN_TIMES.test(lower)) return `${value} of ${lower}${qualifier}`;
    // "Driver unit: 30 mm" → "30 mm driver unit".
    return `${value} ${lower}${qualifier}`;
  }
  // A count and what it is ("Cleaning modes: 1 (Daily Clean)" → "1 cleaning mode (Daily Clean)").
  const counted = /^(\d+) \(([^)]{1,40})\)$/.exec(value);
  if (counted?.[1] && /s$/.test(lower))
    return `${counted[1]} ${counted[1] === '1' ? lower.slice(0, -1) : lower} (${counted[2]})${qualifier}`;
  // A list of names ("SBC, AAC, LDAC, LC3", "Quiet, Aware and Immersion") under a plural label.
  const items = value.split(/,\s*|\s+and\s+|\s+or\s+/);
  if (
    /s$/.test(lower) &&
    items.length >= 2 &&
    items.every((item) => /^[A-Z0-9][\w+.-]*(?: [A-Z0-9][\w+.-]*){0,2}$/.test(item))
  )
    // Modes and sizes are counted, so two products compare ("5 cup sizes: Espresso, …").
    return aspectsOf(label).includes('modes') && items.length >= 4
      ? `${items.length} ${lower}: ${items.slice(0, -1).join(', ')} and ${items.at(-1)}${qualifier}`
      : `${items.slice(0, -1).join(', ')} and ${items.at(-1)} ${lower}${qualifier}`;
  // A value that says what it is ("Apple H2 headphone chip", "Docks and recharges automatically").
  return `${value}${qualifier}`;
}

function aspectsOf(line: string): Aspect[] {
  return ASPECTS.filter(([, pattern]) => pattern.test(line)).map(([aspect]) => aspect);
}

/** The named technologies of a line: camel-cased words and runs of capitalised words after its start. */
function namesIn(line: string, brand?: string): string[] {
  const found = new Set<string>();
  for (const match of line.matchAll(/\b[A-Z][a-z]+[A-Z][A-Za-z]*\b(?:\s(?:PRO|X))?/g)) found.add(match[0]);
  const words = line.split(' ');
  for (let i = 0; i < words.length; i += 1) {
    const run: string[] = [];
    // "than the original Home Mini": a name of another product is not this one's feature.
    const reference = /^(?:original|previous|than)$/i.test(words[i - 1] ?? '');
    while (
      i < words.length &&
      /^[A-Z][A-Za-z0-9-]*$/.test(words[i] ?? '') &&
      !PROPER.has((words[i] ?? '').toLowerCase())
    ) {
      run.push(words[i] ?? '');
      i += 1;
    }
    // A run needs two capitalised words of its own: "Built-in GPS" is a line's first word and an acronym.
    const titled = run.filter((word) => /^[A-Z][a-z]/.test(word)).length;
    if (run.length >= 2 && titled >= 2 && run.join(' ') !== brand && !reference) found.add(run.join(' '));
  }
  return [...found].filter((name) => name.length <= 40);
}

/** A line about charging time, not battery life ("Quick charging: 3 minutes of charging for 3 hours…"). */
const CHARGE_TIME = /charge time|charging time|quick charg|fast charg|full charge|of charging/i;

/** The spec a line gives for its aspect, as a noun phrase, and its number. */
function specOf(line: string, aspect: Aspect): { spec: string; value: number } | undefined {
  switch (aspect) {
    case 'temperature': {
      const m = /(\d{2,3})\s?°\s?([FC])\s*(?:to|–|-|—|and)\s*(\d{2,3})\s?°\s?([FC])/.exec(line);
      if (m)
        return { spec: `a ${m[1]}°${m[2]} to ${m[3]}°${m[4]} range`, value: Number(m[3]) - Number(m[1]) };
      const top = /(?:up to|max(?:imum)?)\s*(\d{2,3})\s?°\s?([FC])/i.exec(line);
      return top ? { spec: `a top temperature of ${top[1]}°${top[2]}`, value: Number(top[1]) } : undefined;
    }
    case 'capacity': {
      const m = /(\d+(?:\.\d+)?)[-\s]?(quarts?|qt\.?|liters?|litres?)\b/i.exec(line);
      if (!m) return undefined;
      const amount = Number(m[1]);
      const unit = /^l/i.test(m[2] ?? '') ? 'liter' : 'quart';
      const container =
        /\b(inner pot|basket|pot|bowl|tank|jar|reservoir|carafe|drum)\b/i.exec(line)?.[1]?.toLowerCase() ??
        'capacity';
      return {
        spec: `a ${m[1]}-${unit} ${container}`,
        value: unit === 'liter' ? amount * 1.057 : amount,
      };
    }
    case 'modes': {
      const inOne = /\b(\d+)-in-1\b/.exec(line);
      const m =
        /\b(\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+((?:[a-z-]+\s+){0,2}?)(functions|modes|programs|presets|appliances|cup sizes|brew sizes)\b/i.exec(
          line,
        );
      if (m?.[1] && m[3]) {
        const count = toNumber(m[1].replace('+', ''));
        const noun =
          m[3].toLowerCase() === 'appliances' && /in 1|in one/i.test(line) ? 'appliances in one' : m[3];
        return {
          spec: `${m[1].toLowerCase()} ${(m[2] ?? '').toLowerCase()}${noun}`.replace(/\s+/g, ' '),
          value: count,
        };
      }
      return inOne?.[1] ? { spec: `a ${inOne[1]}-in-1 design`, value: Number(inOne[1]) } : undefined;
    }
    case 'battery': {
      // How long it takes to charge is not how long it lasts ("Charge time: Up to 3 hours").
      if (CHARGE_TIME.test(line)) return undefined;
      const m =
        /(up to\s+)?(\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten)\s+(minutes?|hours?|days?|weeks?|months?|years?)(?:\s+of\s+((?:battery )?[a-z]+(?: time)?))?/i.exec(
          line,
        );
      if (!m?.[2] || !m[3]) return undefined;
      const hours: Record<string, number> = {
        minute: 1 / 60,
        hour: 1,
        day: 24,
        week: 168,
        month: 720,
        year: 8760,
      };
      const unit = m[3].toLowerCase().replace(/s$/, '');
      const what = m[4] && !/^battery$/i.test(m[4]) ? ` of ${m[4].toLowerCase()}` : ' per charge';
      return {
        spec: `${m[1] ? 'up to ' : ''}${m[2].toLowerCase()} ${m[3].toLowerCase()}${what}`,
        value: toNumber(m[2]) * (hours[unit] ?? 1),
      };
    }
    case 'water': {
      const m = /\bIP(X?\d{1,2})\b/.exec(line);
      if (!m?.[1]) return undefined;
      const digit = Number(m[1].slice(-1));
      return { spec: `an IP${m[1]} rating`, value: digit };
    }
    case 'noise': {
      const m = /(under|below|less than|as low as)?\s*(\d{2})\s?dB\b/i.exec(line);
      return m?.[2]
        ? { spec: `a noise level ${m[1] ? `${m[1].toLowerCase()} ` : 'of '}${m[2]} dB`, value: Number(m[2]) }
        : undefined;
    }
    case 'display': {
      const m = /(\d+(?:\.\d+)?)[-\s]?(?:inch|in\b|")/i.exec(line);
      if (!m?.[1]) return undefined;
      const screen = /touchscreen/i.test(line) ? 'touchscreen' : /screen/i.test(line) ? 'screen' : 'display';
      return { spec: `a ${m[1]}-inch ${screen}`, value: Number(m[1]) };
    }
    case 'connectivity':
    case 'keys': {
      const m = /(up to\s+)?(\d+|two|three|four)\s+devices/i.exec(line);
      return m?.[2]
        ? { spec: `${m[1] ? 'up to ' : ''}${m[2].toLowerCase()} devices`, value: toNumber(m[2]) }
        : undefined;
    }
    default:
      return undefined;
  }
}

/** The first chunk of a noun-phrase line and its head word ("Wide temperature range" → "range"). */
function headOf(line: string): { chunk: string; head: string } {
  let chunk = (
    line.split(
      /\s(?:with|for|from|that|which|to|in|on|at|of|including|and|under|over|below|by|into|than)\s|[:;(]/,
    )[0] ?? line
  ).trim();
  // "Smaller, lighter design" is one phrase; "Stainless steel inner pot, dishwasher safe" is two.
  const [before, ...after] = chunk.split(',');
  if (after.length > 0 && (before?.trim().split(' ').length ?? 0) >= 2) chunk = before?.trim() ?? chunk;
  // "Spherically-dished keys shaped for…", "Round brush head inspired by…": the participle is not the head.
  const words = chunk.split(' ');
  if (words.length >= 3 && /^[a-z]+ed$/.test(words.at(-1) ?? '')) chunk = words.slice(0, -1).join(' ');
  const head = (chunk.split(' ').pop() ?? '').toLowerCase();
  return { chunk, head };
}

function formOf(line: string, proper: Set<string>): LineForm {
  const words = line.split(' ');
  const first = (words[0] ?? '').toLowerCase();
  const lowered = lowerStart(line, proper);
  if (VERBS.has(first)) return { kind: 'verb', text: `${first}${line.slice(first.length)}` };
  if (IMPERATIVES.has(first) && (first !== 'pressure' || /^pressure cook/i.test(line)))
    return { kind: 'imperative', text: `${first}${line.slice(first.length)}` };
  // A subject then one of its verbs ("Battery lasts…", "BoostIQ raises…"), the verb within six words.
  for (let i = 1; i < Math.min(words.length, 7); i += 1) {
    const word = (words[i] ?? '').toLowerCase();
    const before = (words[i - 1] ?? '').toLowerCase();
    if (VERBS.has(word) && !['that', 'which', 'who', 'and', 'or'].includes(before)) {
      const subject = words.slice(0, i).join(' ');
      if (/[,:;]/.test(subject)) break;
      if (/\s(?:of|for|and)\s/.test(` ${subject} `)) continue;
      if (AMBIGUOUS.has(word) && /\s(?:with|in|on)\s/.test(` ${subject} `)) continue;
      const proper_ = !ordinaryFirstWord(words, proper) && !/^\d/.test(subject);
      return {
        kind: 'sentence',
        subject: proper_ ? subject : lowerStart(subject, proper),
        predicate: words.slice(i).join(' '),
        proper: proper_,
      };
    }
  }
  // "Made with over 85% recycled plastic", "Less than 5 inches wide: fits…": what the product is.
  if (
    /^made (?:with|from|of|in)\s/i.test(line) ||
    /^(?:less than|under)\s[\d.]+\s?(?:inch|inches|cm|mm)\b/i.test(line)
  )
    return { kind: 'adjective', text: lowered.split(':')[0] ?? lowered };
  if (/^(?:up to|over|more than|less than|under)\s/i.test(line) || /^\d+\+?\s+[a-z]/.test(line))
    return { kind: 'noun', text: lowered };
  const { chunk, head: firstHead } = headOf(line);
  const chunkWords = chunk.split(' ');
  // "1080p HD day and infrared night video" takes the article of its last noun, unless the second
  // part brings its own ("Plush cushions and a fold-flat design").
  const joined = shortChunk(line);
  const head = / and (?:a|an|the) /.test(joined)
    ? firstHead
    : (joined.split(' ').pop() ?? firstHead).toLowerCase();
  // "Waterproof (IPX8)…", "Travel-mug friendly with…", "Quiet enough to run…": what the product is.
  if (
    ADJECTIVE.test(head) ||
    ((head === 'enough' || firstHead === 'enough') && ADJECTIVE.test(chunkWords[0] ?? '')) ||
    (chunkWords.length === 1 && ADJECTIVE.test(chunk))
  )
    return { kind: 'adjective', text: lowered.split(':')[0] ?? lowered };
  if (chunkWords.length < 2 || chunkWords.length > 7 || !/^[a-z]+$/.test(head) || NOT_NOUNS.has(head))
    return { kind: 'quote' };
  if (chunk.includes(',') && !COMMA_HEADS.has(head)) return { kind: 'quote' };
  // A named feature ("Dynamic Driver X", "Bose Immersive Audio") keeps its capitals and takes "the"
  // unless it is a mass noun.
  const named = !ordinaryFirstWord(words, proper) && !/^\d/.test(line);
  if (UNCOUNTABLE.has(head) || (head.endsWith('s') && !/(?:ss|us|is)$/.test(head)))
    return { kind: 'noun', text: named ? line : lowered };
  if (named) return { kind: 'noun', text: `the ${line}` };
  const article =
    (/^[aeiou]/i.test(lowered) && !/^(?:usb|one|uni|eu)/i.test(lowered)) ||
    /^(?:8|11|18|80)\b|^8\d*-/.test(lowered)
      ? 'an'
      : 'a';
  return { kind: 'noun', text: `${article} ${lowered}` };
}

/** Title segments after the product's name that read as features ("4 Quart", "Quiet", "Wi-Fi Connectivity"). */
function titleFeatures(title: string): string[] {
  return title
    .split(/,|\s[|–—]\s|\s-\s/)
    .slice(1)
    .map((part) => part.trim())
    .filter((part) => part.length >= 4 && part.length <= 60 && aspectsOf(part).length > 0);
}

/** A fact's first phrase for a list: cut before its details, but "of" and "and" keep their nouns. */
function shortChunk(line: string): string {
  let chunk = (
    line.split(/\s(?:with|for|from|that|which|including|under|over|below|by|into)\s|[:;(]/)[0] ?? line
  ).trim();
  const [before, ...after] = chunk.split(',');
  if (after.length > 0 && (before?.trim().split(' ').length ?? 0) >= 2) chunk = before?.trim() ?? chunk;
  const words = chunk.split(' ');
  if (words.length >= 3 && /^[a-z]+ed$/.test(words.at(-1) ?? '')) chunk = words.slice(0, -1).join(' ');
  return chunk;
}

/** A fact in a few words: its spec, else its named technology, else its subject or first noun phrase. */
function shortOf(
  line: string,
  form: LineForm,
  spec: string | undefined,
  names: string[],
  proper: Set<string>,
): { short: string; mid?: string } {
  if (spec) {
    const text = bare(spec);
    // "Two devices" alone says nothing in a list: it is what it connects to.
    const short = /devices$/.test(text)
      ? `Connects to ${text}`
      : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
    return { short, mid: text };
  }
  const name = names[0];
  if (name) {
    const after =
      line
        .slice(line.indexOf(name) + name.length)
        .trim()
        .split(' ')[0]
        ?.toLowerCase() ?? '';
    const text = NAME_TAILS.has(after) ? `${name} ${after}` : name;
    return { short: text, mid: text };
  }
  const whole = line.length <= 70 ? line : `${line.slice(0, 69).replace(/\s+\S*$/, '')}…`;
  // A verb line reads in a list ("Removes up to 300% more plaque"), cut before its details, but not
  // mid-sentence.
  if (form.kind === 'verb' || form.kind === 'imperative') {
    for (const cut of [
      /\s(?:along|than|including|from|for|over|between)\s/,
      /\s(?:with|to|on|in)\s/,
      /\s(?:that|which)\s/,
    ]) {
      const head = line.split(cut)[0] ?? line;
      const size = head.split(' ').length;
      if (size >= 3 && size <= 7 && head.length < line.length) return { short: head };
    }
    return { short: whole };
  }
  const chunk =
    form.kind === 'sentence' ? line.slice(0, line.length - form.predicate.length).trim() : shortChunk(line);
  const size = chunk.split(' ').length;
  // "Energy-saving automatic off" is a list item, not a noun to name mid-sentence.
  const last = (chunk.split(' ').pop() ?? '').toLowerCase();
  if (size >= 2 && size <= 6)
    return { short: chunk, ...(NOT_NOUNS.has(last) ? {} : { mid: lowerStart(chunk, proper) }) };
  return {
    short: whole,
    ...(whole.length <= 70 && form.kind !== 'quote' ? { mid: lowerStart(whole, proper) } : {}),
  };
}

/**
 * A maker's sentence about its product by the product's own name ("Charge 6 brings Google Maps…",
 * "The keyboard works with…", "It sets up in minutes"), as a listing's bullet says it: without the
 * name, which the writer gives anyway ("Brings Google Maps…"; "AirPods Pro 2 switch…" → "Switches…";
 * "Keychron K2 is a compact keyboard" → "A compact keyboard"). The name is words of the product's
 * title (two or more, one with a digit or an inner capital, or one after "The"), or "It", followed by
 * a verb. `verb`: the line now opens with its verb.
 */
export function withoutOwnName(line: string, title: string): { line: string; verb: boolean } {
  const known = new Set(title.toLowerCase().split(/\s+/));
  const words = line.split(' ');
  const the = /^the$/i.test(words[0] ?? '');
  let at = the ? 1 : 0;
  const start = at;
  if (!the && words[0] === 'It') at = 1;
  else while (at < words.length && known.has((words[at] ?? '').toLowerCase())) at += 1;
  const name = words.slice(start, at);
  const verb = words[at] ?? '';
  const named =
    words[0] === 'It' ||
    name.length >= 2 ||
    (name.length === 1 && the) ||
    name.some((word) => /\d|.[A-Z]/.test(word));
  if (!named || !/^(?:[a-z]{2,}s|is|are|has|have|switch|use|offer|work|come|let|give|keep|last)$/.test(verb))
    return { line, verb: false };
  const rest = words.slice(at + 1).join(' ');
  if (verb === 'is' || verb === 'are')
    return { line: `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`, verb: false };
  const singular =
    verb === 'have'
      ? 'has'
      : verb.endsWith('s')
        ? verb
        : /(?:ch|sh|x)$/.test(verb)
          ? `${verb}es`
          : `${verb}s`;
  return { line: `${singular.charAt(0).toUpperCase()}${singular.slice(1)} ${rest}`.trim(), verb: true };
}

/**
 * A line as the writer states it: tidied, without the product's own name (withoutOwnName), a maker's
 * spec line restated (restateSpec); `written`, the line as tidied (what its label says it is about).
 */
export function asListed(raw: string, title: string): { line: string; written: string; verb: boolean } {
  const written = tidyLine(raw);
  const named = withoutOwnName(written, title);
  const line = restateSpec(named.line);
  return { line, written, verb: named.verb && line === named.line };
}

export function readProduct(product: ProductFacts, name: string): ProductBook {
  const restated = product.features
    .map((line) => asListed(line, product.title))
    .filter((line) => line.line.length > 0);
  // Lines that open with their verb once the product's own name went ("Sets up in minutes").
  const verbs = new Set(restated.filter((line) => line.verb).map((line) => line.line));
  // Each line as the writer states it, and as it was written (its label says what it is about).
  const stated = new Map(restated.map((line) => [line.line, line.written] as const));
  const bullets = [...stated.keys()];
  // A title's Title Case segments ("USB-C Charging") read badly in prose: they stand in only for a
  // product known by its title alone (a slug, a page without bullets).
  const lines = bullets.length > 0 ? bullets : titleFeatures(product.title);
  // Names stay capitalised: the brand's and the product's words, and what a bullet capitalises
  // after its first word ("Transparency", "Alexa"). A title's Title Case is no evidence.
  const clean = (word: string) => word.replace(/[^\p{L}\p{N}-]/gu, '').toLowerCase();
  const proper = new Set(`${product.brand ?? ''} ${name}`.split(/\s+/).map(clean).filter(Boolean));
  for (const line of bullets)
    for (const word of line.split(/\s+/).slice(1)) if (/^[A-Z]/.test(word)) proper.add(clean(word));
  const seen = new Set<string>();
  const facts: Fact[] = [];
  for (const line of lines) {
    const key = line.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    // What a spec line is about is in its label too ("Privacy: Microphone off button").
    const aspects = aspectsOf(stated.get(line) ?? line);
    const names = namesIn(line, product.brand);
    const spec = aspects.map((a) => specOf(line, a)).find(Boolean);
    const first = line.split(' ')[0] ?? '';
    const form: LineForm = verbs.has(line)
      ? { kind: 'verb', text: `${first.toLowerCase()}${line.slice(first.length)}` }
      : formOf(line, proper);
    facts.push({
      line,
      // A line about nothing we classify is still a fact: listed under "In the box" at worst.
      aspect: aspects[0] ?? 'accessories',
      aspects,
      form,
      ...(spec ? { spec: spec.spec, value: spec.value } : {}),
      names,
      ...shortOf(line, form, spec?.spec, names, proper),
    });
  }
  const all = lines.join(' ');
  const assistant = /google assistant/i.test(all)
    ? 'Google Assistant'
    : /\balexa\b/i.test(all)
      ? 'Alexa'
      : undefined;
  return {
    name,
    ...(product.brand ? { brand: product.brand } : {}),
    facts,
    ...(assistant ? { assistant } : {}),
  };
}

/** The product's fact on an aspect: the line whose main aspect it is, else one that touches it. */
export function factOn<F extends { aspect: Aspect; aspects: readonly Aspect[] }>(
  listing: { facts: readonly F[] },
  aspect: Aspect,
): F | undefined {
  return (
    listing.facts.find((fact) => fact.aspect === aspect) ??
    listing.facts.find((fact) => fact.aspects.includes(aspect))
  );
}

/** Whether a fact's line gives a figure for the aspect ("8 hours" for battery). */
export const figureOn = (fact: { line: string }, aspect: Aspect): boolean =>
  specOf(fact.line, aspect) !== undefined;

/**
 * The fact a table's cell gives for an aspect: of the lines mainly about it, one with a figure
 * (`figure`) first, then one whose few words are whole (not cut with "…"), else the first.
 */
export function cellFact<F extends { aspect: Aspect; short: string }>(
  facts: readonly F[],
  aspect: Aspect,
  figure: (fact: F) => boolean,
): F | undefined {
  const on = facts.filter((fact) => fact.aspect === aspect);
  return on.find(figure) ?? on.find((fact) => !fact.short.endsWith('…')) ?? on[0];
}

/** The fact's spec with a number, for comparisons: both products must give one for the aspect. */
export function numberOn(
  book: ProductBook,
  aspect: Aspect,
): { fact: Fact; value: number; spec: string } | undefined {
  let found: { fact: Fact; value: number; spec: string } | undefined;
  for (const fact of book.facts)
    if (fact.aspects.includes(aspect)) {
      const spec = specOf(fact.line, aspect);
      if (!spec) continue;
      // Counts compare at their largest ("13 programs" beside "7 appliances in one"); others as first listed.
      if (!found || (COUNTED.has(aspect) && spec.value > found.value))
        found = { fact, value: spec.value, spec: spec.spec };
      if (!COUNTED.has(aspect)) break;
    }
  return found;
}

/** Aspects whose number is a count of things (modes, devices). */
const COUNTED = new Set<Aspect>(['modes', 'connectivity']);

/** Aspects where a bigger number is worse. */
const LOWER_IS_BETTER = new Set<Aspect>(['noise']);

export interface Comparison {
  aspect: Aspect;
  /** The product ahead on this aspect, and the other. */
  ahead: 0 | 1;
  behind: 0 | 1;
  specs: [string, string];
  values: [number, number];
}

/** Where both listings give a number for the aspect and they differ by enough to matter (≥ 10%). */
export function compare(books: [ProductBook, ProductBook], aspect: Aspect): Comparison | undefined {
  const [x, y] = [numberOn(books[0], aspect), numberOn(books[1], aspect)];
  if (!x || !y) return undefined;
  const [low, high] = x.value <= y.value ? [x.value, y.value] : [y.value, x.value];
  if (high === 0 || (high - low) / high < 0.1) return undefined;
  const firstAhead = LOWER_IS_BETTER.has(aspect) ? x.value < y.value : x.value > y.value;
  return {
    aspect,
    ahead: firstAhead ? 0 : 1,
    behind: firstAhead ? 1 : 0,
    specs: [x.spec, y.spec],
    values: [x.value, y.value],
  };
}

/** Where both listings give a number for the aspect and it is about the same (within 10%). */
export function tie(books: [ProductBook, ProductBook], aspect: Aspect): [string, string] | undefined {
  const [x, y] = [numberOn(books[0], aspect), numberOn(books[1], aspect)];
  if (!x || !y || compare(books, aspect)) return undefined;
  return [x.spec, y.spec];
}

/** The aspects both products give comparable numbers for. */
export const COMPARABLE: readonly Aspect[] = [
  'capacity',
  'modes',
  'battery',
  'display',
  'water',
  'noise',
  'temperature',
  'connectivity',
];

/** The noun of a spec without its article ("a 4-quart basket" → "4-quart basket"). */
export const bare = (spec: string) => spec.replace(/^(?:a|an|the)\s/, '');
