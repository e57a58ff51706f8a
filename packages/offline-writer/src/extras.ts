/**
 * The offline writer's sections that every angle shares, written from the two listings rather than
 * from an angle's script: who should buy which (reader situations tied to a listed fact or a
 * comparison), a how-to-choose checklist, what the listings leave out, and FAQ questions on the
 * figures both give. Their wording is picked by the run's pen (its seed), and the facts they draw on
 * rotate with it, so they add substance without repeating one article in the next. Nothing here
 * states a number or a feature a listing does not give: a gap is said to be a gap.
 */
import type { Question, Section } from './angles.ts';
import { aspectLabel, type TextKey } from './categories.ts';
import { type Aspect, bare, COMPARABLE, type Comparison, type Fact } from './facts.ts';
import { rotated } from './pen-base.ts';
import { hash, type Pen, para, possessive, quantity, type Side } from './prose.ts';

/** A reader's situation and what in a listing answers it. */
interface Situation {
  /** The pair's text keys it is written for (any of them); none: every kind. */
  keys?: readonly TextKey[];
  /** A listing line that shows it: the situation suits the product whose lines match and the other's do not. */
  test?: RegExp;
  /** Or a comparison both listings quantify: the product ahead (or behind) suits it. */
  aspect?: Aspect;
  when?: 'ahead' | 'behind';
  /** What the reader does, after "if you": "cook for three or more most evenings". */
  you: readonly string[];
}

const SITUATIONS: readonly Situation[] = [
  // Comparisons both listings quantify.
  {
    aspect: 'capacity',
    when: 'ahead',
    keys: ['kitchen'],
    you: [
      'cook for three or more most evenings',
      'batch-cook for the week ahead',
      'often cook for guests',
      'feed a family with big appetites',
    ],
  },
  {
    aspect: 'capacity',
    when: 'behind',
    keys: ['kitchen'],
    you: ['cook for one or two', 'mostly make small portions', 'cook for yourself most nights'],
  },
  {
    aspect: 'modes',
    when: 'ahead',
    keys: ['kitchen'],
    you: [
      'want one appliance to take over from several',
      'like trying new recipes and settings',
      'would use a preset for most meals',
    ],
  },
  {
    aspect: 'modes',
    when: 'ahead',
    keys: ['coffee'],
    you: [
      'drink different sizes of coffee through the day',
      'share the machine with people who take their coffee differently',
    ],
  },
  {
    aspect: 'modes',
    when: 'ahead',
    you: ['want as many options as possible from one device', 'like to try every setting'],
  },
  {
    aspect: 'modes',
    when: 'behind',
    you: [
      'want the fewest buttons between you and the result',
      'would rather learn a few settings well',
      'like a short list of settings',
    ],
  },
  {
    aspect: 'battery',
    when: 'ahead',
    keys: ['headphones'],
    you: [
      'take long-haul flights',
      'would rather charge once a week than every other day',
      'listen from the morning commute to the evening one',
    ],
  },
  {
    aspect: 'battery',
    when: 'ahead',
    keys: ['audio'],
    you: [
      'listen for most of a working day',
      'take long flights or long train rides',
      'often forget to put them back in the case',
    ],
  },
  {
    aspect: 'battery',
    when: 'ahead',
    keys: ['e-reader'],
    you: [
      'go away for weeks without wanting to pack a charger',
      'forget to charge things',
      'read for hours every day',
    ],
  },
  {
    aspect: 'battery',
    when: 'ahead',
    keys: ['personal-care'],
    you: [
      'travel often and would rather leave the charger at home',
      'forget to put things back on charge',
      'share a bathroom with no spare socket',
    ],
  },
  {
    aspect: 'battery',
    when: 'ahead',
    keys: ['vacuum'],
    you: ['have a lot of floor to cover in one go', 'live in a larger home'],
  },
  {
    aspect: 'battery',
    when: 'ahead',
    you: ['would rather charge less often', 'are away from a socket for long stretches'],
  },
  {
    aspect: 'water',
    when: 'ahead',
    keys: ['audio', 'fitness'],
    you: ['run in the rain or sweat hard at the gym', 'train outdoors whatever the weather'],
  },
  { aspect: 'water', when: 'ahead', you: ['use it near water'] },
  {
    aspect: 'display',
    when: 'ahead',
    keys: ['e-reader'],
    you: ['like more words on each page', 'read with a larger font'],
  },
  {
    aspect: 'display',
    when: 'ahead',
    you: ['want to read it at a glance'],
  },
  {
    aspect: 'noise',
    when: 'ahead',
    you: ['share the room with it while you talk or watch television', 'are bothered by appliance noise'],
  },
  {
    aspect: 'temperature',
    when: 'ahead',
    keys: ['kitchen'],
    you: ['want gentle low heat as well as fierce high heat'],
  },
  {
    aspect: 'connectivity',
    when: 'ahead',
    you: ['switch between several devices through the day', 'work across a laptop, a tablet and a phone'],
  },
  // Lines only one listing has.
  {
    test: /less fat|less oil/i,
    keys: ['kitchen'],
    you: [
      'are cutting down on oil and fat',
      'want fried favourites with less oil',
      'are cooking lighter this year',
    ],
  },
  {
    test: /\d{2,3}\s?°\s?F\s*(?:to|-)\s*\d/i,
    keys: ['kitchen'],
    you: [
      'want to dry fruit or herbs as well as crisp food',
      'like control over gentle and fierce heat',
      'want to make your own dried snacks',
    ],
  },
  {
    test: /\bdB\b|quiet/i,
    keys: ['kitchen'],
    you: [
      'cook in an open-plan room where the television or conversation carries on',
      'cook late while others sleep',
      'live in a small flat where every sound carries',
    ],
  },
  {
    test: /quiet/i,
    keys: ['vacuum'],
    you: ['want it to clean while you work or watch television at home', 'work from home'],
  },
  {
    test: /fits under cabinets|compact|less than \d+ inches wide|small kitchens/i,
    keys: ['kitchen', 'coffee'],
    you: [
      'have a short stretch of counter under wall cabinets',
      'cook in a small kitchen',
      'want it to stay out on the counter',
    ],
  },
  {
    test: /dishwasher/i,
    keys: ['kitchen'],
    you: ['want the washing-up to go straight into the dishwasher', 'hate washing up by hand'],
  },
  {
    test: /safety|overheat/i,
    keys: ['kitchen'],
    you: ['are new to pressure cooking and want reassurance', 'are nervous about pressure cooking'],
  },
  {
    test: /faster than/i,
    keys: ['kitchen'],
    you: ['want long-cooked dishes on a weeknight', 'rarely have more than half an hour to cook'],
  },
  { test: /\brack\b/i, keys: ['kitchen'], you: ['want to steam or broil as well', 'like cooking in layers'] },
  {
    test: /air fry/i,
    keys: ['multicooker'],
    you: ['want crisp finishes as well as pressure cooking', 'like a crisp top on a slow-cooked dish'],
  },
  {
    test: /travel-mug|travel mug/i,
    keys: ['coffee'],
    you: ['fill a travel mug on the way out', 'take your coffee to go', 'drink your first coffee in the car'],
  },
  {
    test: /cord storage|moving/i,
    keys: ['coffee'],
    you: ['move the machine between rooms or homes', 'take it to the office or on holiday'],
  },
  {
    test: /heats up/i,
    keys: ['coffee'],
    you: [
      'want a coffee as soon as you are up',
      'are always short of time in the morning',
      'make a coffee on your way out',
    ],
  },
  {
    test: /espresso/i,
    keys: ['coffee'],
    you: ['drink espresso as well as long coffee', 'switch between a short shot and a big mug'],
  },
  {
    test: /wi-?fi|bluetooth/i,
    keys: ['coffee'],
    you: ['like a machine that takes updates over Wi-Fi', 'like your appliances to stay up to date'],
  },
  {
    test: /automatic off|auto-off|energy-saving/i,
    you: ['tend to forget to switch things off', 'leave the house in a hurry'],
  },
  {
    test: /recycled/i,
    you: ['care how much recycled material goes into what you buy', 'try to buy greener'],
  },
  {
    test: /pet hair|\bdirt\b|carpet/i,
    keys: ['vacuum'],
    you: [
      'have pets or carpets that hold on to dirt',
      'share your home with a shedding dog or cat',
      'have rugs that trap crumbs and grit',
    ],
  },
  {
    test: /slim|thin|under furniture/i,
    keys: ['vacuum'],
    you: ['have low sofas and beds to clean under', 'want the dust under the furniture gone too'],
  },
  {
    test: /stairs|drop-sensing/i,
    keys: ['vacuum'],
    you: ['have stairs or a step down into a room', 'live on more than one level'],
  },
  {
    test: /\bapp\b|voice assistants/i,
    keys: ['vacuum'],
    you: ['want to start it from your phone or by voice', 'like to run chores while you are out'],
  },
  {
    test: /recharges and resumes/i,
    keys: ['vacuum'],
    you: ['have more floor than one charge covers', 'want whole-floor runs without babysitting'],
  },
  {
    test: /google assistant/i,
    you: ['already use Google Assistant', 'already live in Google’s apps', 'ask Google for things all day'],
  },
  {
    test: /\balexa\b/i,
    you: [
      'already have Alexa devices around the house',
      'already talk to Alexa',
      'have an Echo in another room',
    ],
  },
  {
    test: /mic-off|microphone/i,
    keys: ['speaker'],
    you: [
      'want a button that cuts the microphone',
      'are wary of a microphone that is always on',
      'want to mute it during private conversations',
    ],
  },
  {
    test: /temperature sensor/i,
    you: [
      'want routines that react to the temperature of the room',
      'like the heating or a fan to follow the room',
      'want a reminder when a room gets cold',
    ],
  },
  {
    test: /tap to snooze|pause music/i,
    you: [
      'want to silence an alarm without a word',
      'share a bedroom with a light sleeper',
      'hate shouting at a speaker first thing',
    ],
  },
  {
    test: /wall-mount/i,
    you: [
      'want it on the wall rather than on a shelf',
      'have no free shelf near a socket',
      'want it out of reach of small hands',
    ],
  },
  {
    test: /bass|vocals|richer sound|bigger sound/i,
    keys: ['speaker'],
    you: [
      'play music in the kitchen, not just ask for the weather',
      'listen to the radio while you cook',
      'use it as your only speaker in the room',
    ],
  },
  {
    test: /privacy zones/i,
    you: [
      'want to keep a neighbour’s door or window out of view',
      'live on a busy street',
      'care about what the camera sees beyond your door',
    ],
  },
  {
    test: /night|infrared/i,
    keys: ['doorbell'],
    you: ['want a clear picture after dark', 'get deliveries in the evening', 'have a dark porch'],
  },
  {
    test: /live view/i,
    you: [
      'like to check the door from your phone at any time',
      'are often away from home',
      'want to see the door before you open it',
    ],
  },
  {
    test: /wire-free/i,
    you: [
      'rent, or cannot run a wire to the door',
      'have no wiring at the door',
      'want to fit it yourself in minutes',
    ],
  },
  {
    test: /existing doorbell wiring/i,
    you: ['already have doorbell wiring at the door', 'are replacing an old wired bell'],
  },
  {
    test: /years of battery/i,
    keys: ['doorbell'],
    you: ['would rather not think about batteries for a long time', 'forget to charge things'],
  },
  {
    test: /two-way|talk to visitors/i,
    keys: ['doorbell'],
    you: ['want to answer the door from wherever you are', 'work at the back of the house'],
  },
  {
    test: /transparency|aware mode|lets the world in/i,
    keys: ['audio'],
    you: [
      'want to hear announcements and traffic without taking them off',
      'walk or cycle through traffic with them on',
      'want to talk to someone without taking them off',
    ],
  },
  {
    test: /noise cancel/i,
    keys: ['audio'],
    you: ['ride loud trains or buses every day', 'work in an open-plan office', 'fly often'],
  },
  {
    test: /spatial|immersive/i,
    keys: ['audio'],
    you: [
      'watch films on your phone or tablet',
      'like music that seems to surround you',
      'watch series on the move',
    ],
  },
  {
    test: /hi-res|ldac/i,
    keys: ['audio'],
    you: [
      'listen to high-resolution music files',
      'care about every detail in a recording',
      'keep a library of lossless music',
    ],
  },
  {
    test: /\bcalls?\b|voice pickup/i,
    keys: ['audio'],
    you: ['spend much of the day on calls', 'take calls on the move', 'join meetings from noisy places'],
  },
  {
    test: /multipoint|two devices/i,
    keys: ['audio'],
    you: [
      'switch between a laptop and a phone all day',
      'take calls on the phone while you work on a laptop',
    ],
  },
  {
    test: /ear tips|secure fit|smaller, lighter/i,
    keys: ['earbuds'],
    you: ['need them to stay put on a run', 'like earbuds that sit close to the ear', 'have smaller ears'],
  },
  {
    test: /lightweight|soft-fit|leather/i,
    keys: ['headphones'],
    you: [
      'wear them for a whole flight or workday',
      'find heavy headphones tiring',
      'listen through long working days',
    ],
  },
  {
    test: /fold|cushions/i,
    keys: ['headphones'],
    you: ['pack them into a bag every day', 'travel light', 'carry them in a small backpack'],
  },
  {
    test: /sweat|water resistant|IP\d/i,
    keys: ['audio'],
    you: ['train with them in', 'get caught in the rain on the way to work', 'sweat on your runs'],
  },
  {
    test: /warm light|amber/i,
    keys: ['e-reader'],
    you: ['read in bed late at night', 'read until you fall asleep', 'read in a dim room while others sleep'],
  },
  {
    test: /blue light/i,
    keys: ['e-reader'],
    you: ['read late and want less blue light', 'read in bed every night'],
  },
  {
    test: /library|overdrive/i,
    you: [
      'borrow ebooks from your public library',
      'read more books than you want to buy',
      'have a library card you rarely use',
    ],
  },
  {
    test: /waterproof|IPX8/i,
    keys: ['e-reader'],
    you: ['read in the bath or by the pool', 'take your books to the beach'],
  },
  {
    test: /usb-c/i,
    keys: ['e-reader'],
    you: ['would like one cable for the phone and the e-reader', 'travel with as few chargers as possible'],
  },
  {
    test: /glare-free|thinner borders/i,
    keys: ['e-reader'],
    you: ['read outdoors in bright sun', 'read in the garden'],
  },
  {
    test: /built-in gps/i,
    you: [
      'run or ride outdoors without your phone',
      'want to leave the phone at home on a run',
      'map your routes without carrying a phone',
    ],
  },
  {
    test: /gym equipment|heart-rate/i,
    keys: ['fitness'],
    you: [
      'train on gym machines and want the heart rate to count',
      'spend your workouts on a bike or a rower',
    ],
  },
  {
    test: /wallet|maps/i,
    keys: ['fitness'],
    you: [
      'want to pay or find your way from your wrist',
      'run errands with as little as possible in your pockets',
    ],
  },
  {
    test: /stress|body battery/i,
    you: [
      'want a read on stress and energy through the day',
      'want to know when to rest',
      'care about recovery as much as workouts',
    ],
  },
  { test: /swim/i, you: ['swim laps', 'train in the pool', 'swim as part of your week'] },
  {
    test: /touchscreen|easy-to-read/i,
    keys: ['fitness'],
    you: ['want to read your stats at a glance mid-run', 'find small screens hard to read'],
  },
  {
    test: /exercise modes/i,
    you: ['do several different sports in a week', 'like to log every kind of workout'],
  },
  {
    test: /brushsync|replace the brush head/i,
    you: [
      'forget when to change the brush head',
      'never remember when you last bought a head',
      'want a nudge when the bristles are worn',
    ],
  },
  {
    test: /quadrant|quadpacer/i,
    you: [
      'tend to rush some parts of the mouth',
      'lose track of time while brushing',
      'brush faster than you think',
    ],
  },
  {
    test: /gum line/i,
    you: [
      'have been told to work on plaque at the gum line',
      'were told to take more care of your gums',
      'are moving from a manual brush',
    ],
  },
  {
    test: /round brush head/i,
    you: [
      'prefer a small, round brush head',
      'like a head that works tooth by tooth',
      'find large heads awkward at the back',
    ],
  },
  {
    test: /dished|fingertips/i,
    you: ['type for hours every day', 'write for a living', 'answer email all day'],
  },
  {
    test: /backlight/i,
    keys: ['office'],
    you: ['type in a dim room in the evening', 'work late', 'share a room with someone asleep'],
  },
  {
    test: /mechanical switches/i,
    you: ['like the feel and sound of mechanical switches', 'want a keyboard you can tune to your touch'],
  },
  {
    test: /mac and windows|keycaps/i,
    you: ['switch between a Mac and a Windows PC', 'have a Mac at home and a PC at work'],
  },
  {
    test: /75% layout|compact/i,
    keys: ['office'],
    you: ['want the mouse closer to the keyboard', 'work at a small desk', 'rarely use a number pad'],
  },
  {
    test: /linux|ipados/i,
    you: ['use Windows, Mac and Linux machines', 'work across several operating systems'],
  },
  {
    test: /usb-c cable|by usb/i,
    keys: ['office'],
    you: ['want a cable to fall back on when the battery runs flat', 'would rather not wait for a charge'],
  },
];

/** Why a product suits a reader: the situation and the listing's fact (or the comparison) behind it. */
interface Reason {
  you: string;
  fact?: Fact;
  /** The fact's few words show what the situation needs (else its listing line is quoted). */
  namedFits?: boolean;
  comparison?: Comparison;
  /** The angle's emphasis: lower comes first. */
  rank: number;
}

function applies(p: Pen, situation: Situation): boolean {
  return !situation.keys || situation.keys.some((key) => p.v.texts.includes(key));
}

/** The situations a product suits, most relevant to the run's angle first, each fact used once. */
function reasons(p: Pen, side: Side): Reason[] {
  const found: Reason[] = [];
  const used = new Set<Fact | Aspect>();
  const rankOf = (aspect: Aspect) => {
    const index = p.focus.indexOf(aspect);
    return index === -1 ? p.focus.length + p.v.aspects.indexOf(aspect) + 1 : index;
  };
  SITUATIONS.forEach((situation, index) => {
    if (!applies(p, situation)) return;
    const you = p.pick(situation.you, index);
    if (situation.aspect && situation.when) {
      const c = p.cmp(situation.aspect);
      if (!c || used.has(c.aspect)) return;
      if ((situation.when === 'ahead' ? c.ahead : c.behind) !== side) return;
      used.add(c.aspect);
      found.push({ you, comparison: c, rank: rankOf(c.aspect) });
      return;
    }
    const test = situation.test;
    if (!test) return;
    const mine = p.books[side].facts.find((fact) => test.test(fact.line) && !used.has(fact));
    const theirs = p.books[p.other(side)].facts.some((fact) => test.test(fact.line));
    if (!mine || theirs) return;
    // A compared aspect is told by its comparison, not by one side's line.
    if (p.cmp(mine.aspect) && used.has(mine.aspect)) return;
    used.add(mine);
    found.push({ you, fact: mine, namedFits: test.test(mine.mid ?? ''), rank: rankOf(mine.aspect) + 0.5 });
  });
  return found.sort((x, y) => x.rank - y.rank);
}

/** Up to `count` reasons: the angle's most relevant first, then others in an order of the run's own. */
function chosen(p: Pen, side: Side, count: number): Reason[] {
  const all = reasons(p, side);
  if (all.length <= count) return all;
  const [first, ...rest] = all;
  return [first as Reason, ...rotated(p, rest, side + 17).slice(0, count - 1)];
}

/** Why the reason holds, as a clause ("it has up to 30 hours of battery life against 24 on …"). */
function tie(p: Pen, side: Side, reason: Reason, style: number): string {
  const c = reason.comparison;
  const other = p.name(p.other(side));
  if (c) {
    // A comparison the article has already set out is recalled in a few words, not restated.
    const recalled = p.stated(p.fact(0, c.aspect)) && p.stated(p.fact(1, c.aspect));
    if (c.ahead === side && recalled) return p.pick(AHEAD[c.aspect] ?? ['the figures favour it'], style);
    if (c.ahead === side)
      return p.pick(
        [
          `it has ${p.versus(c, style)}`,
          `its listing gives ${p.versus(c, style + 1)}`,
          `the figures favour it: ${p.versus(c, style + 2)}`,
        ],
        style,
      );
    const mine = c.specs[side];
    return c.aspect === 'capacity'
      ? p.pick(
          [
            `${quantity(mine)} is plenty for that`,
            `its ${bare(mine)} covers that, and the extra room on ${other} would go unused`,
            `you would rarely fill more than its ${bare(mine)}`,
          ],
          style,
        )
      : p.pick(
          [
            `it keeps to ${bare(mine)}`,
            `${bare(mine)} are fewer to learn than the ${quantity(c.specs[c.ahead])} on ${other}`,
            `its list stops at ${bare(mine)}`,
          ],
          style,
        );
  }
  const fact = reason.fact as Fact;
  // The fact's few words where they show what the reader needs ("the compact footprint"); else the
  // line, quoted (Dynamic Driver X is not what says "Hi-Res").
  const lower = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  // What a product is ("travel-mug friendly", "made with recycled plastic") is said as such.
  if (fact.form.kind === 'adjective')
    return p.pick(
      [`its listing says it is ${fact.form.text}`, `it is, by its listing, ${fact.form.text}`],
      style,
    );
  // A line that is a claim ("Removes up to 300% more plaque") is reported, in its few words.
  if (!fact.mid && fact.form.kind === 'verb')
    return p.pick(
      [`its listing says it ${lower(fact.short)}`, `by its listing, it ${lower(fact.short)}`],
      style,
    );
  const named = fact.mid && reason.namedFits !== false ? p.strength(side, fact) : `“${fact.line}”`;
  return p.pick(
    [
      `its listing mentions ${named}`,
      `it is the one of the two that lists ${named}`,
      `${possessive(other)} listing has nothing like ${named}`,
      `it lists ${named}, and ${other} does not`,
      `its listing has ${named} for that`,
    ],
    style,
  );
}

/** A comparison already set out, recalled in a few words from the side ahead. */
const AHEAD: Partial<Record<Aspect, readonly string[]>> = {
  battery: ['it lasts longer on a charge', 'it has the longer battery life of the two'],
  capacity: ['it holds more', 'it has the roomier of the two'],
  modes: ['it has the longer list of settings', 'it offers more options'],
  display: ['it has the bigger screen'],
  water: ['it carries the stronger water rating'],
  noise: ['it is rated the quieter of the two'],
  temperature: ['it covers the wider temperature range'],
  connectivity: ['it connects to more devices at once'],
};

/** One sentence: a situation, the product that suits it and why; `frame` picks its wording. */
function situationLine(p: Pen, side: Side, reason: Reason, style: number, frame: number): string {
  const n = p.name(side);
  const why = tie(p, side, reason, style);
  const frames = [
    `If you ${reason.you}, ${n} is the one to look at: ${why}.`,
    `${n} suits you if you ${reason.you}, because ${why}.`,
    `Do you ${reason.you}? Then ${n} makes more sense, as ${why}.`,
    `Pick ${n} if you ${reason.you}; ${why}.`,
    `For those who ${reason.you}, ${n} is the better match: ${why}.`,
    `${n} earns its place if you ${reason.you}, since ${why}.`,
    `Anyone who needs to ${reason.you.replace(/^(?:want|need) to /, '')} should lean towards ${n}: ${why}.`,
  ];
  // "needs to like trying…" reads wrong: the last frame only for plain action clauses; and "those
  // who … yourself" mixes persons: the third-person frames only for clauses without "you".
  const plain =
    !/^(?:are|have|like|want|would|prefer|care|already|forget|find|tend|share|hate|get|feed|live|play|rent|do|read|drink|use|often|mostly|rarely|try|lose)\b/.test(
      reason.you,
    );
  const second = /\byou(?:r|rs|rself)?\b/.test(reason.you);
  // "Do you would rather…?" does not ask anything: the question frame only before a plain verb.
  const asks = !/^(?:are|would|were|can|will|have been|need to)\b/.test(reason.you);
  const usable = frames.filter(
    (_, index) => (index !== 2 || asks) && (index !== 4 || !second) && (index !== 6 || (plain && !second)),
  );
  return usable[frame % usable.length] as string;
}

export const WHO_BUYS: Section = {
  heading: (p) =>
    p.pick(
      [
        'Who should buy which',
        `Which ${p.v.kind.one.startsWith('pair of ') ? 'pair' : p.v.kind.one} is for you`,
        'Match it to your situation',
        'Pick by your situation',
        'Which one fits your routine',
      ],
      23,
    ),
  aspects: [],
  write: (p) => {
    const paragraphs = ([0, 1] as const).map((side) => {
      const picked = chosen(p, side, 2);
      if (picked.length === 0)
        return p.pick(
          [
            `${p.name(side)} is for someone who puts ${p.strength(side)} first.`,
            `Choose ${p.name(side)} if you are after ${p.strength(side)}.`,
            `${p.name(side)} makes its case with ${p.strength(side)}; if that is your priority, start there.`,
          ],
          side + 29,
        );
      // Two lines in a row never share their wording.
      const first = p.choose(7, side + 19);
      return para(
        ...picked.map((reason, index) =>
          situationLine(p, side, reason, side * 5 + index * 2, first + index * 3),
        ),
      );
    });
    const closing = p.pick(
      [
        'If both sound like you, the one you would use most often wins.',
        'If neither quite fits, start from the table above and the one difference that matters most to you.',
        'If you recognise yourself on both sides, think about the most ordinary day of your week, not the rare one.',
        'Where both fit, the deciding point is usually the one thing you would otherwise have to work around.',
        'Most readers will find themselves in one of these lines more than the others; that is the one to follow.',
        'And if you are still torn, the smaller compromise is usually the right one.',
        // Some runs end on the two paragraphs alone.
        '',
        '',
      ],
      31,
    );
    return [paragraphs[0], paragraphs[1], closing].filter((text): text is string => Boolean(text));
  },
};

/** What to weigh up for an aspect, after its label ("Capacity: count the people you cook for."). */
const CHECKS: readonly { aspect: Aspect; keys?: readonly TextKey[]; ask: readonly string[] }[] = [
  {
    aspect: 'capacity',
    keys: ['kitchen'],
    ask: [
      'count the people you usually cook for, and remember that food needs room around it.',
      'think about your biggest usual meal, not an average one.',
      'picture a Sunday with guests as well as a Tuesday for two.',
    ],
  },
  {
    aspect: 'modes',
    keys: ['kitchen'],
    ask: [
      'list the three dishes you would make most and check that both cover them.',
      'count only the functions you would use in a normal month.',
      'ignore the functions you already have another appliance for.',
    ],
  },
  {
    aspect: 'modes',
    ask: [
      'write down what you would use it for each week; extra options only help if they are on that list.',
      'count only the options you would use in a normal month.',
      'a longer list is only better if you would reach for the extras.',
    ],
  },
  {
    aspect: 'temperature',
    keys: ['kitchen'],
    ask: [
      'think about the gentlest and the fiercest heat you need, from drying fruit to browning.',
      'if you want to dehydrate, check the low end of the range, not only the top.',
      'a wide range matters only if you cook at both ends of it.',
    ],
  },
  {
    aspect: 'temperature',
    ask: ['decide whether a room-temperature reading would change anything you do at home.'],
  },
  {
    aspect: 'noise',
    ask: [
      'think about where it will run and who will be in the room when it does.',
      'in an open-plan home, a few decibels are worth more than an extra mode.',
      'picture it running while someone is on the phone nearby.',
    ],
  },
  {
    aspect: 'cleaning',
    keys: ['personal-care'],
    ask: [
      'check which replacement heads are sold and how often the maker suggests a new one.',
      'think about the head shape you find easiest to guide round the back teeth.',
    ],
  },
  {
    aspect: 'cleaning',
    ask: [
      'check which parts come off and go in the dishwasher, and which need a hand wash.',
      'picture the clean-up on a tired evening, not a fresh Saturday.',
      'the easier it is to clean, the more often it gets used.',
    ],
  },
  {
    aspect: 'size',
    ask: [
      'measure the space it will live in, including the room it needs around it.',
      'decide whether it stays out or goes away after use; that changes how much size matters.',
      'think about where it goes when you are not using it.',
    ],
  },
  {
    aspect: 'battery',
    ask: [
      'think about how often you are willing to charge it, and plan on less than the rated figure.',
      'look at your longest day away from a socket, not your average one.',
      'a rated figure is a best case, so leave yourself some margin.',
    ],
  },
  {
    aspect: 'anc',
    ask: [
      'think about where you listen most: a daily train ride asks more of cancellation than a quiet office.',
      'if you mostly listen at home, strong cancellation matters less than comfort.',
      'decide how much of your listening happens somewhere loud.',
    ],
  },
  {
    aspect: 'fit',
    keys: ['earbuds'],
    ask: [
      'check the return terms, since only your own ears can judge the fit.',
      'try every ear-tip size before you decide.',
      'give each ear-tip size a day before you judge the fit.',
    ],
  },
  {
    aspect: 'fit',
    keys: ['headphones'],
    ask: [
      'think about how they will sit with glasses or a hat, and check the return terms in case they clamp too hard.',
      'wear them for an hour before you decide; pressure points take time to show.',
      'think about warm days: cushions that seal well also trap heat.',
    ],
  },
  {
    aspect: 'fit',
    ask: [
      'only a few days of use can judge comfort, so check the return terms first.',
      'give it a week before you judge how it feels.',
    ],
  },
  {
    aspect: 'calls',
    keys: ['doorbell'],
    ask: [
      'think about how often you would rather talk through the door than open it.',
      'check you can hear the doorstep over the street noise at your door.',
    ],
  },
  {
    aspect: 'calls',
    ask: [
      'if calls matter, look at what each listing says about microphones and voice pickup.',
      'think about where you take calls: wind and traffic test microphones hardest.',
      'test a call in the first week, while a return is easy.',
    ],
  },
  {
    aspect: 'water',
    ask: [
      'match the water rating to how you will really use it: sweat, rain, the bath or the pool.',
      'a rating is tested on a new device, so treat it as a margin, not a licence.',
      'think about the wettest place you would take it.',
    ],
  },
  {
    aspect: 'connectivity',
    ask: [
      'count the devices you switch between in a normal day.',
      'list everything it should connect to.',
      'think about how often you move between devices in an hour.',
    ],
  },
  {
    aspect: 'sound',
    ask: [
      'decide whether you mostly listen to music or to voices; the difference in sound matters more for the first.',
      'trust your own ears over a feature name.',
      'listen to a song you know well in the first week.',
    ],
  },
  {
    aspect: 'display',
    ask: [
      'think about where you will read it most: in bed, outdoors or on the move.',
      'think about the font size you like; a bigger screen shows more of it.',
    ],
  },
  {
    aspect: 'light',
    ask: [
      'if you use it in the evening, check how the light can be dimmed or warmed.',
      'think about the darkest room you will use it in.',
      'picture using it at night with someone asleep beside you.',
    ],
  },
  {
    aspect: 'smart',
    ask: [
      'check which assistant or app it works with, and whether that is the one your home already uses.',
      'decide which app you are happy to install and keep.',
      'list the devices at home it should talk to.',
    ],
  },
  {
    aspect: 'privacy',
    ask: [
      'look for physical controls, such as a microphone button or privacy zones, rather than settings alone.',
      'decide what you are comfortable with it hearing or seeing, and check each listing against that.',
      'go through the privacy settings on the first day, not later.',
    ],
  },
  {
    aspect: 'install',
    ask: [
      'check what is already at the spot: wiring, a socket, a wall you can drill.',
      'decide whether you will fit it yourself or ask someone to.',
      'if you rent, check what you may drill or wire before you order.',
    ],
  },
  {
    aspect: 'video',
    ask: [
      'think about light at your door after dark and how far away visitors stand.',
      'picture the view from your door: a path, a porch or the street.',
      'think about when visitors usually come: daylight or after work.',
    ],
  },
  {
    aspect: 'guidance',
    ask: [
      'be honest about your habits: a timer and a pressure warning fix the two most common mistakes.',
      'if you rush or press too hard, the guidance features matter more than the motor.',
      'think about what you get wrong now: time, pressure or forgetting to change the head.',
    ],
  },
  {
    aspect: 'health',
    ask: [
      'treat health claims as comparisons with the old way, not as promises.',
      'read health figures as the makers’ best case against a manual method.',
    ],
  },
  {
    aspect: 'tracking',
    ask: [
      'decide whether you will carry your phone on workouts; that settles the GPS question.',
      'list the sports you do in a normal week.',
      'think about what you want to measure: runs, gym sessions, sleep or stress.',
    ],
  },
  {
    aspect: 'sleep',
    ask: ['decide whether you would wear it at night; sleep features only help if you do.'],
  },
  {
    aspect: 'keys',
    ask: [
      'think about how many hours a day you type and whether you need a number pad.',
      'if you can, try a similar layout before you buy.',
      'think about the shortcuts you use every day and where they sit.',
    ],
  },
  {
    aspect: 'compat',
    ask: [
      'list every computer and tablet it should work with.',
      'check the operating systems you use at home and at work.',
    ],
  },
  {
    aspect: 'power',
    keys: ['vacuum'],
    ask: [
      'think about your floors: carpets and pet hair ask more of a robot than hard floors.',
      'walk round your home and count the rugs, thresholds and cables.',
    ],
  },
  {
    aspect: 'power',
    ask: [
      'judge performance claims as the makers’ best case.',
      'think about the hardest job you would give it.',
    ],
  },
  {
    aspect: 'speed',
    ask: [
      'time your real routine, setup and clean-up included, not only the headline figure.',
      'think about your busiest morning or evening, when minutes count.',
    ],
  },
  {
    aspect: 'eco',
    ask: [
      'if materials matter to you, compare what each listing says about recycled parts and energy use.',
      'decide how much recycled material or energy saving counts in a close call.',
    ],
  },
  {
    aspect: 'safety',
    ask: [
      'if you are new to it, count the safety features each listing names.',
      'think about who else will use it, and how careful they are.',
    ],
  },
  {
    aspect: 'library',
    ask: [
      'check which store and which library service you would borrow and buy from.',
      'think about where your books come from today.',
    ],
  },
];

/** What the two listings say on an aspect, in a few words, in one of a few phrasings. */
function onPaper(p: Pen, aspect: Aspect, style: number): string | undefined {
  const [x, y] = [p.fact(0, aspect), p.fact(1, aspect)];
  const say = (side: Side, fact: Fact) => p.mention(side, fact);
  if (x && y) {
    const [sx, sy] = [say(0, x), say(1, y)];
    if (sx.toLowerCase() === sy.toLowerCase()) return `Both list ${sx}.`;
    return p.pick(
      [
        `${p.A} lists ${sx}; ${p.B} lists ${sy}.`,
        `On paper: ${sx} on ${p.A}, ${sy} on ${p.B}.`,
        `Here ${p.A} gives ${sx} and ${p.B} gives ${sy}.`,
        `${p.B} answers with ${sy}, ${p.A} with ${sx}.`,
      ],
      style,
    );
  }
  const side: Side | undefined = x ? 0 : y ? 1 : undefined;
  if (side === undefined) return undefined;
  const fact = (x ?? y) as Fact;
  const silent = p.name(p.other(side));
  return p.pick(
    [
      `Of the two, only ${possessive(p.name(side))} listing covers it: ${say(side, fact)}.`,
      `Only ${p.name(side)} speaks to this, with ${say(side, fact)}.`,
      `${possessive(silent)} listing is silent here; ${p.name(side)} lists ${say(side, fact)}.`,
    ],
    style,
  );
}

export const CHECKLIST: Section = {
  heading: (p) =>
    p.pick(
      [
        'How to choose: a checklist',
        'Before you order',
        'Questions to ask yourself first',
        'A quick checklist',
        'Four things to check',
      ],
      37,
    ),
  aspects: [],
  write: (p) => {
    const order = [...new Set([...p.focus, ...p.v.aspects, ...COMPARABLE])];
    // An aspect a line is mainly about ("Dynamic Driver X" is sound, though its line says "Wireless").
    const main = (aspect: Aspect) => p.books.some((book) => book.facts.some((f) => f.aspect === aspect));
    const items = order.flatMap((aspect) => {
      if (!main(aspect)) return [];
      const check = CHECKS.find((entry) => entry.aspect === aspect && applies(p, { ...entry, you: [] }));
      return check ? [{ aspect, check }] : [];
    });
    // The angle's first concern leads; the rest rotate with the run, four at most (a section's paragraphs).
    const [first, ...rest] = items;
    if (!first) return [];
    const picked = [first, ...rotated(p, rest, 41).slice(0, 3)];
    return picked.map(({ aspect, check }, index) => {
      const label = aspectLabel(aspect, p.v.category);
      const ask = p.pick(check.ask, index + 3);
      // "Timer and guidance: be honest about your habits: …" would stack two colons.
      // "On calls, if calls matter…" repeats itself: "On …," only before an instruction.
      const instruction =
        /^(?:count|think|list|check|measure|decide|look|match|trust|try|wear|be|treat|judge|time|picture|ignore|write|go|walk|read|give|listen|test)\b/.test(
          ask,
        );
      const lead =
        instruction && (ask.includes(':') || p.choose(2, index + 5) === 0)
          ? `On ${label.charAt(0).toLowerCase()}${label.slice(1)}, ${ask}`
          : `${label}: ${ask.includes(':') ? `${ask.charAt(0).toUpperCase()}${ask.slice(1)}` : ask}`;
      return para(
        lead,
        // Half the items say what the listings give; the table has the rest.
        (index + p.choose(2, 43)) % 2 === 0 ? onPaper(p, aspect, index + 43) : undefined,
      );
    });
  },
};

/** How a gap reads in a sentence ("how loud it is"). */
const GAP_NOUNS: Partial<Record<Aspect, string>> = {
  noise: 'how loud it runs',
  size: 'its size or footprint',
  battery: 'battery life',
  water: 'water resistance',
  anc: 'noise cancellation',
  sound: 'sound',
  fit: 'fit and comfort',
  calls: 'call quality',
  capacity: 'capacity',
  temperature: 'the temperature range',
  cleaning: 'how to clean it',
  safety: 'safety features',
  smart: 'apps and assistants',
  connectivity: 'multi-device connections',
  display: 'the screen',
  light: 'the light',
  privacy: 'privacy controls',
  install: 'installation',
  video: 'video quality',
  speed: 'how quickly it works',
  health: 'health claims',
  guidance: 'brushing guidance',
  tracking: 'tracking',
  keys: 'the typing feel',
  power: 'performance',
  eco: 'materials and energy use',
};

/** Aspects that are claims rather than specifications: their absence is no gap. */
const CLAIMS = new Set<Aspect>(['power', 'health', 'speed', 'eco', 'library', 'accessories']);

/** What only use can tell, per kind. */
const ONLY_USE: Partial<Record<TextKey, readonly string[]>> = {
  'air-fryer': ['how evenly a full basket browns', 'how loud the fan is in your kitchen'],
  multicooker: [
    'how long it takes to come up to pressure with a full pot',
    'how well the lid seals after a year',
  ],
  kitchen: ['how it cooks your own recipes'],
  earbuds: ['how the fit suits your ears', 'how the case survives a year in a pocket'],
  headphones: ['how the clamping force suits your head', 'how warm the ear cushions get after an hour'],
  audio: ['how the fit suits you'],
  'e-reader': ['how the light looks to your eyes at night'],
  coffee: ['how the coffee tastes with your water', 'how often it needs descaling in your area'],
  vacuum: ['how it copes with your rugs, cables and thresholds'],
  speaker: ['how well it hears you across your room'],
  doorbell: ['how well your Wi-Fi reaches the door'],
  'personal-care': ['how the brushing feels on your gums'],
  fitness: ['how comfortable it is at night'],
  office: ['how the keys feel after a full day'],
  general: ['how it fits your routine'],
};

export const GAPS: Section = {
  heading: (p) =>
    p.pick(
      ['What the listings do not tell us', 'What we could not verify', 'What the listings leave out'],
      47,
    ),
  aspects: [],
  write: (p) => {
    // Only what matters for this kind of product counts as a gap (no screen for earbuds), and a line
    // counts for what it is mainly about (a call microphone is no app).
    // Claims (performance, health, speed, materials) are not specifications a listing owes us.
    const important = p.v.aspects.filter((aspect) => !CLAIMS.has(aspect));
    const mainly = (side: Side, aspect: Aspect) => p.books[side].facts.some((f) => f.aspect === aspect);
    const neither = important.filter((aspect) => !p.any(aspect) && GAP_NOUNS[aspect]);
    const one = important.flatMap((aspect) => {
      if (!GAP_NOUNS[aspect]) return [];
      if (mainly(0, aspect) && !p.has(1, aspect)) return [{ aspect, silent: 1 as Side }];
      if (mainly(1, aspect) && !p.has(0, aspect)) return [{ aspect, silent: 0 as Side }];
      return [];
    });
    const sentences: string[] = [];
    const gaps = rotated(p, neither, 53).slice(0, 2);
    if (gaps.length > 0) {
      const nouns = gaps.map((aspect) => GAP_NOUNS[aspect] as string);
      const list = nouns.length > 1 ? `${nouns[0]} or ${nouns[1]}` : nouns[0];
      sentences.push(
        p.pick(
          [
            `Neither feature list says anything about ${list}.`,
            `Neither listing covers ${list}, so we do not guess.`,
            `On ${list}, both listings are silent.`,
          ],
          53,
        ),
      );
    }
    for (const { aspect, silent } of rotated(p, one, 59).slice(0, 1)) {
      const speaker = p.other(silent);
      const fact = p.fact(speaker, aspect);
      const theirs = fact ? p.mention(speaker, fact) : '';
      sentences.push(
        p.pick(
          [
            `${possessive(p.name(silent))} feature list is silent on ${GAP_NOUNS[aspect]}, where ${p.name(speaker)} lists ${theirs}; a missing line is not proof of a weakness.`,
            `${p.name(speaker)} gives ${theirs}, but ${possessive(p.name(silent))} listing says nothing about ${GAP_NOUNS[aspect]} either way.`,
            `We cannot compare ${GAP_NOUNS[aspect]}: ${p.name(silent)} does not mention it.`,
          ],
          61,
        ),
      );
    }
    const use = p.v.texts.flatMap((key) => (key === 'general' ? [] : (ONLY_USE[key] ?? [])));
    const learned = p.pick(use.length > 0 ? use : (ONLY_USE.general as readonly string[]), 67);
    sentences.push(
      p.pick(
        [
          `No listing can tell you ${learned}.`,
          `And only use will show ${learned}.`,
          `Nor can any listing say ${learned}.`,
        ],
        71,
      ),
      p.pick(
        [
          'The details section of each Amazon page, and reviews from owners who have had one for months, are the places to check.',
          'For those, read the product details on each Amazon page and reviews from people a few months in.',
          'Owner reviews written after a few months are the best guide there.',
        ],
        73,
      ),
    );
    return [para(...sentences)];
  },
};

/** The question a comparison answers, in a few phrasings. */
const ASKS: Partial<Record<Aspect, readonly ((p: Pen) => string)[]>> = {
  battery: [
    (p) => `Which lasts longer on a charge, ${p.A} or ${p.B}?`,
    (p) => `Does ${p.A} or ${p.B} need charging less often?`,
  ],
  capacity: [(p) => `Which holds more, ${p.A} or ${p.B}?`, () => 'Which of the two is roomier?'],
  modes: [
    (p) => `Which has more ${aspectLabel('modes', p.v.category).toLowerCase()}, ${p.A} or ${p.B}?`,
    (p) => `Does ${p.B} do more than ${p.A}?`,
  ],
  display: [(p) => `Which has the bigger screen, ${p.A} or ${p.B}?`],
  water: [(p) => `Which is better protected against water, ${p.A} or ${p.B}?`],
  noise: [() => 'Which one is quieter on paper?'],
  temperature: [(p) => `Which covers the wider temperature range, ${p.A} or ${p.B}?`],
  connectivity: [(p) => `Which connects to more devices at once, ${p.A} or ${p.B}?`],
};

/** Words of a question that already asks about the aspect ("Which lasts longer on a trip?"). */
const ASKED: Partial<Record<Aspect, RegExp>> = {
  battery: /\bcharg|battery|\blasts?\b/i,
  capacity: /\bholds?\b|roomier|big enough|capacity|family of four/i,
  modes: /does more|functions|modes|options|programs/i,
  display: /screen/i,
  water: /water|rain|sweat|swim|shower/i,
  noise: /quiet|loud|noise/i,
  temperature: /temperature|heat/i,
  connectivity: /devices|connect/i,
};

/** Questions on the figures both listings give, one per comparison, its wording picked by the run. */
export function figureQuestions(p: Pen, asked: readonly string[] = []): Question[] {
  const found: Question[] = [];
  for (const aspect of new Set([...p.focus, ...COMPARABLE])) {
    const c = p.cmp(aspect);
    const asks = ASKS[aspect];
    if (!c || !asks) continue;
    // An angle's own question on the same figures is not asked twice.
    const same = ASKED[aspect];
    if (same && asked.some((question) => same.test(question))) continue;
    const salt = hash(aspect) % 89;
    found.push({
      ask: (pen) => (pen.pick(asks, salt) as (q: Pen) => string)(pen),
      answer: (pen) =>
        para(
          pen.beats(c, salt),
          pen.pick(
            [
              'Both figures come from the makers’ own listings, measured their way.',
              'Treat both as the makers’ best case; the gap between them is the useful part.',
              `The rest of the comparison above shows what ${pen.name(c.behind)} offers instead.`,
            ],
            salt + 1,
          ),
        ),
    });
  }
  return found;
}

/** The run's pick of a figure question, if the listings give any comparison. */
export function figureQuestion(p: Pen, salt: number, asked: readonly string[] = []): Question | undefined {
  const all = figureQuestions(p, asked);
  return all.length > 0 ? p.pick(all, salt) : undefined;
}
