/**
 * The offline writer's angles: each is a way to compare two products (a first purchase, a small
 * kitchen, a long commute…) with its own subject lines, sections, FAQ, verdict, table emphasis and
 * wording, so a campaign's runs are different articles rather than one text under new titles. Each
 * angle fits some categories only (no travel angle for an air fryer) and some only when the listings
 * give it something to say (no "quiet" angle without a noise figure).
 */
import type { AngleFamily } from '@aa/server/modules/generation/content/writing';
import type { CategoryId, TextKey, Vocabulary } from './categories.ts';
import type { Aspect, Comparison } from './facts.ts';
import { bare } from './facts.ts';
import { capitalize, type Pen, para, type Side, titleCase, withArticle } from './prose.ts';

export interface Section {
  heading: (p: Pen) => string;
  /** What the section draws on (the plan's points list these facts). */
  aspects: readonly Aspect[];
  write: (p: Pen) => string[];
}

export interface Question {
  ask: (p: Pen) => string;
  answer: (p: Pen) => string;
}

export interface Angle {
  id: string;
  /** What the angle leads with, whatever its words: a campaign's pins' results are summed per family. */
  family: AngleFamily;
  fits: (p: Pen) => boolean;
  angle: (v: Vocabulary) => string;
  audience: (v: Vocabulary) => string;
  /** Title-case words for titles: "Small Kitchens". */
  use: (v: Vocabulary) => string;
  keyword: (v: Vocabulary) => string;
  /** The aspects this angle leads with: table rows, pros and comparisons in this order. */
  focus: readonly Aspect[];
  subjects: readonly ((p: Pen) => string)[];
  intro: (p: Pen) => string;
  /** A sentence of the angle's own after the intro: what the reader will get from this article. */
  hint: (p: Pen) => string;
  sections: readonly Section[];
  faq: readonly Question[];
  verdict: (p: Pen) => string;
  /** The verdict's last word to the reader. */
  signOff: (p: Pen) => string;
  bestFor: (p: Pen, side: Side) => string;
  pins: readonly ((p: Pen) => string)[];
  pinLine: (p: Pen) => string;
  /** The situation its pictures show (per category where one picture would not fit all). */
  mood: string | ByCategory;
}

/** Texts per kind or category (categories.ts's TextKey), with the general one for the rest. */
export type ByCategory = Partial<Record<TextKey, string>> & { general: string };

/** The text for the most specific key of the pair given (its kind's, its category's), else the general one. */
export const perKind = (v: Vocabulary, text: ByCategory): string => {
  for (const key of v.texts) {
    const found = text[key];
    if (found !== undefined) return found;
  }
  return text.general;
};

const per = (p: Pen, text: ByCategory): string => perKind(p.v, text);

/** The category's people and what they do ("home cooks who care about results"), never "who … who …". */
const peopleWho = (v: Vocabulary, clause: string) =>
  / who /.test(v.people) ? `${v.people} and ${clause}` : `${v.people} who ${clause}`;

/** The angle's picture mood for a category. */
export const moodOf = (angle: Angle, v: Vocabulary) =>
  typeof angle.mood === 'string' ? angle.mood : perKind(v, angle.mood);

const kind = (p: Pen) => p.v.kind.one;
/** The kind as people search for it: "headphones", not "pair of headphones". */
const searched = (v: Vocabulary) => (v.kind.one.startsWith('pair of ') ? v.kind.many : v.kind.one);
/** "an air fryer", "a pair of earbuds". */
const aKind = (p: Pen) => withArticle(p.v.kind.one);
const kinds = (p: Pen) => p.v.kind.many;
const Kind = (p: Pen) => titleCase(p.v.kind.one);
const Kinds = (p: Pen) => titleCase(p.v.kind.many);
const is = (p: Pen, ...categories: CategoryId[]) => categories.includes(p.v.category);

/** The side with fewer modes (the simpler one), when both listings count them. */
function simpler(
  p: Pen,
): { easy: Side; rich: Side; easySpec: string; richSpec: string; c: Comparison } | undefined {
  const c = p.cmp('modes');
  return c
    ? { easy: c.behind, rich: c.ahead, easySpec: c.specs[c.behind], richSpec: c.specs[c.ahead], c }
    : undefined;
}

/** The side that says it is compact (and the other does not), else the smaller capacity. */
function compact(p: Pen): Side | undefined {
  const [x, y] = [p.has(0, 'size'), p.has(1, 'size')];
  if (x !== y) return x ? 0 : 1;
  return p.cmp('capacity')?.behind;
}

const firstTimer: Angle = {
  id: 'first-timer',
  family: 'simplicity',
  hint: (p) => `If this is your first ${kind(p)}, the sections below come in the order you will meet them.`,
  signOff: () => 'Whichever you choose, give it a fair week before you judge it.',
  fits: () => true,
  angle: (v) => `which one is easier as a first ${v.kind.one}`,
  audience: (v) => `first-time buyers of ${v.kind.many}`,
  use: () => 'First-Time Buyers',
  keyword: (v) => `${searched(v)} for beginners`,
  focus: ['modes', 'guidance', 'cleaning', 'smart', 'fit', 'size'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: The Easier First ${Kind(p)}`,
    (p) => `New to ${Kinds(p)}? ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B}: Which Is Friendlier for Beginners?`,
  ],
  intro: (p) =>
    para(
      `A first ${kind(p)} should be easy to like in its first week, not just impressive on paper.`,
      `Here are ${p.A} and ${p.B} as their listings present them to a newcomer: what you do on day one, how much there is to learn, and which mistakes are easy to make.`,
    ),
  sections: [
    {
      heading: (p) => `Day one with each ${kind(p)}`,
      aspects: ['smart', 'install', 'accessories', 'connectivity'],
      write: (p) => [
        para(
          per(p, {
            kitchen: `Day one with a new ${kind(p)} is mostly about finding it a spot on the counter with air around it, and reading the quick-start card before the first batch.`,
            earbuds: `Day one with new ${kinds(p)} is pairing them, trying the ear tips and learning the touch controls without looking.`,
            headphones:
              'Day one with new headphones is pairing them, setting the headband so the cushions sit evenly and learning the controls on the ear cups without looking.',
            audio:
              'Day one is pairing them with your phone, adjusting the fit and learning the controls without looking.',
            fitness: `Day one is pairing the tracker with your phone, picking a wrist and letting it learn an ordinary day.`,
            office: `Day one is pairing or plugging it in and checking that every key and shortcut does what you expect.`,
            vacuum:
              'Day one is a full charge on the dock, a floor cleared of cables and socks, and a first run you watch from the doorway.',
            'smart-home': `Day one is the app: an account, your Wi-Fi network and a name and room for the device.`,
            'e-reader': 'Day one is a full charge, signing in to your account and loading a first book.',
            coffee:
              'Day one is a rinse with water only, as the manual asks, and a first cup to learn how it behaves.',
            'personal-care': `Day one is a full charge, a fresh head and the gentlest mode.`,
            general: `Day one is unboxing, charging or setting it up, and finding where the controls are.`,
          }),
          p.say(0, ['smart', 'install', 'connectivity', 'accessories'], 0),
          p.say(1, ['smart', 'install', 'connectivity', 'accessories'], 1),
          'None of this takes long; what differs is how much each one asks of you afterwards.',
        ),
      ],
    },
    {
      heading: () => 'How much there is to learn',
      aspects: ['modes', 'guidance', 'tracking', 'keys'],
      write: (p) => [
        para(
          p.both(['modes', 'guidance', 'tracking', 'keys'], 1),
          'More options are no drawback in themselves, but a beginner tends to live in two or three of them for the first month.',
          per(p, {
            multicooker:
              'Start with a dish you already know, such as rice or a stew, and note how long your model really takes, including the time to build and release pressure.',
            kitchen:
              'Start with a dish you already know, such as fries or roasted vegetables, and note how long your model really takes.',
            earbuds: 'Start with the default sound and the medium ear tips, then change one thing at a time.',
            headphones:
              'Start with the default sound and a loose headband setting, then change one thing at a time.',
            audio: 'Start with the default sound and settings, then change one thing at a time.',
            fitness: 'Wear it for a week before setting goals, so the numbers reflect your normal routine.',
            office: 'Keep the default layout for a week and remap keys only once the basics feel natural.',
            vacuum:
              'Run it in one room at first, and widen it to the whole floor once you know how it copes.',
            doorbell:
              'Keep the default motion settings for a few days, then narrow them until only the door and the path set them off.',
            'smart-home': 'Set up one routine first and add more once it has worked for a few days.',
            'personal-care': 'Stay on the default mode for two weeks while you get used to the feel.',
            general: 'Leave the settings at their defaults for a week, then change what bothers you.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Mistakes first-time owners make',
      aspects: ['cleaning', 'guidance', 'fit', 'water'],
      write: (p) => [
        para(
          per(p, {
            multicooker:
              'The classic beginner mistake is filling the pot past its maximum line, or leaving out the liquid that pressure cooking needs. The second is letting the sealing ring soak up the smell of last night’s curry.',
            kitchen:
              'The classic beginner mistake is filling the basket or pot to the brim: food steams instead of browning, and timings stop matching the recipe. The second is leaving the washing-up for later, when the grease has set.',
            earbuds:
              'The classic mistake is the wrong ear-tip size: a loose seal weakens both bass and noise cancellation, and the earbuds get the blame. The second is an empty case on the morning you need them.',
            headphones:
              'The classic mistake is wearing them with the headband set too tight or too low, then blaming the headphones for a sore spot after an hour. The second is a flat battery on the morning of a flight.',
            audio:
              'The classic mistake is judging the sound and the noise cancellation before the fit is right. The second is a flat battery on the morning you need them.',
            fitness:
              'The classic mistake is wearing the tracker loose or right on the wrist bone, which blurs heart-rate readings. The second is chasing every number in week one instead of watching the trend.',
            office:
              'The classic mistake is keeping a laptop habit, such as a wrist planted on the desk edge, and blaming the new keyboard for the ache. The second is never setting up the shortcuts that made it worth buying.',
            vacuum:
              'The classic mistake is leaving cables, socks and small toys on the floor and blaming the robot when it stops. The second is forgetting to empty the bin, which weakens every run after it.',
            doorbell:
              'The classic mistake is mounting it where the Wi-Fi barely reaches the front door. The second is leaving motion alerts at full sensitivity, so every passing car buzzes your phone.',
            'smart-home':
              'The classic mistake is putting the device where the Wi-Fi is weakest and blaming it for slow answers. The second is skipping the privacy settings during setup.',
            'personal-care':
              'The classic mistake is scrubbing as you would by hand; the head does the work, and pressing hard only wears gums and bristles. The second is forgetting to replace the head.',
            general:
              'The classic mistake is skipping the manual and missing the setting that fixes your first complaint. The second is judging it in the first hour rather than after a normal week.',
          }),
          p.say(0, ['guidance', 'cleaning', 'fit'], 2),
          p.say(1, ['guidance', 'cleaning', 'fit'], 3),
        ),
      ],
    },
    {
      heading: () => 'The gentler start',
      aspects: ['modes'],
      write: (p) => {
        const s = simpler(p);
        return [
          s
            ? para(
                `If you want the fewest decisions, ${p.name(s.easy)} is the gentler start.`,
                p.trails(s.c),
                `${p.name(s.rich)} suits a beginner who already knows they will grow into more options.`,
              )
            : para(
                'Neither listing points to a steep learning curve.',
                `Choose by what you will use from the first day: ${p.strength(0)} on ${p.A}, or ${p.strength(1)} on ${p.B}.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `Which is easier on day one, ${p.A} or ${p.B}?`,
      answer: (p) => {
        const s = simpler(p);
        return s
          ? `${p.name(s.easy)} has less to learn (${p.versus(s.c, 0, true)}), so it is the quicker one to feel at home with; ${p.name(s.rich)} rewards an evening with the manual.`
          : `They ask for about the same effort. The features you meet first are ${p.strength(0)} on ${p.A} and ${p.strength(1)} on ${p.B}.`;
      },
    },
    {
      ask: (p) => `What do beginners get wrong with a new ${kind(p)}?`,
      answer: (p) =>
        per(p, {
          multicooker:
            'Overfilling, and opening it too soon. Keep below the maximum line and give the pressure the release time the recipe asks for.',
          kitchen:
            'Overfilling. A crowded basket or pot steams food instead of browning it, so cook in two rounds until you know your machine.',
          earbuds:
            'The fit. Try every ear-tip size in the box: the right seal does more for sound and quiet than any setting.',
          headphones:
            'The fit. Set the headband so the cushions sit evenly without pressing in one spot: a good seal does more for sound and quiet than any setting.',
          audio:
            'The fit. Adjust it before judging the sound: a good seal does more for sound and quiet than any setting.',
          fitness:
            'Wearing it loose. Slide it a finger’s width above the wrist bone and snug it for workouts.',
          office: 'Posture. Set the keyboard at elbow height and let the wrists float while you type.',
          vacuum: 'Clutter. Clear cables and small objects from the floor before the first runs.',
          'smart-home': 'Placement. Put it where the Wi-Fi is strong before you judge how fast it responds.',
          'personal-care': 'Pressure. Guide the head gently and let it do the work.',
          general: 'Skipping the manual. Ten minutes with it answers most first-week questions.',
        }),
    },
    {
      ask: () => 'Which one would a beginner outgrow first?',
      answer: (p) => {
        const c = p.cmp('capacity') ?? p.cmp('modes');
        return c
          ? `${p.name(c.behind)}, if either. ${p.trails(c, 1)} If you expect to use ${aKind(p)} often, that headroom is worth having.`
          : `Neither looks easy to outgrow from its listing. What matters more is whether you need ${p.strength(0)} or ${p.strength(1)}.`;
      },
    },
    {
      ask: () => 'Do I need to read the whole manual?',
      answer: () =>
        'No: skim the quick-start guide and the safety section before the first use; the rest is easier to learn as questions come up.',
    },
  ],
  verdict: (p) => {
    const s = simpler(p);
    return s
      ? `For a first ${kind(p)}, ${p.name(s.easy)} is the calmer start, with fewer settings between you and a good result. ${p.name(s.rich)} is the better buy for a beginner who wants room to grow into ${s.richSpec}.`
      : `For a first ${kind(p)}, choose the one whose main strength you will use every week: ${p.A} for ${p.strength(0)}, ${p.B} for ${p.strength(1)}. Neither asks much of a newcomer.`;
  },
  bestFor: (p, side) => {
    const s = simpler(p);
    if (s)
      return side === s.easy ? 'Beginners who want the fewest settings' : 'Beginners who want room to grow';
    return `Beginners who want ${p.strength(side)}`;
  },
  pins: [
    (p) => `First ${Kind(p)}? ${p.A} or ${p.B}`,
    (p) => `The Beginner’s Pick: ${p.A} vs ${p.B}`,
    (p) => `${p.A} or ${p.B}: Which Is Easier to Start With?`,
  ],
  pinLine: (p) =>
    `New to ${kinds(p)}? Day one, the learning curve and the usual mistakes with ${p.A} and ${p.B}.`,
  mood: 'a first unboxing on a quiet weekend morning, a notebook with hand-written notes nearby',
};

/** What the less compact product offers for its room: a comparison it wins, else its own strength. */
function roomFor(p: Pen, side: Side, verdict = false): string {
  const win = p.edge(side);
  if (win)
    return verdict
      ? `Choose ${p.name(side)} if you have the room and want ${win.specs[side]}.`
      : `${p.name(side)} asks for more room in exchange for ${win.specs[side]}.`;
  return verdict
    ? `Choose ${p.name(side)} if you have the room and value ${p.strength(side)} more than the space.`
    : `${p.name(side)} makes its case elsewhere, with ${p.strength(side)}.`;
}

const smallSpace: Angle = {
  id: 'small-space',
  family: 'lifestyle',
  hint: () =>
    'Where a listing gives a size or a capacity we use it; where it does not, we say what to measure.',
  signOff: () => 'Measure twice, order once.',
  fits: (p) =>
    is(p, 'kitchen', 'office', 'personal-care') ||
    (is(p, 'smart-home') && p.any('size')) ||
    (p.v.kind.one === 'coffee maker' && p.any('size')),
  angle: (v) => `which one earns its space in a small ${v.room}`,
  audience: (v) =>
    ({
      kitchen: 'cooks with little counter space',
      office: 'people working from a small desk',
      'smart-home': 'apartment dwellers',
      'personal-care': 'people with a small bathroom',
    })[v.category as 'kitchen'] ?? 'people short on space',
  use: (v) => `Small ${titleCase(v.room)}s`,
  keyword: (v) => `${searched(v)} for small ${v.room}s`,
  focus: ['size', 'capacity', 'keys', 'modes', 'noise', 'cleaning'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Fits a Small ${titleCase(p.v.room)}?`,
    (p) => `Short on ${titleCase(p.v.surface)} Space? ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B} for a Small ${titleCase(p.v.room)}`,
  ],
  intro: (p) =>
    para(
      `In a small ${p.v.room}, every ${kind(p)} has to justify the ${p.v.surface} space it takes.`,
      `${p.A} and ${p.B} trade size against what they can do in different ways, and those trade-offs weigh more when there is nowhere else to put things.`,
      'So this comparison starts with a tape measure rather than a feature list.',
    ),
  sections: [
    {
      heading: (p) => `How much ${p.v.surface} space each one needs`,
      aspects: ['size'],
      write: (p) => [
        para(
          p.both('size', 0),
          per(p, {
            kitchen:
              'Measure the depth under your wall cabinets before you order: hot air and steam need clearance above and behind, and a machine that only fits when pushed against the wall will not stay there.',
            office:
              'Measure the free width between the monitor stand and the edge of the desk; a keyboard that crowds the mouse ends up at an angle, and your shoulders pay for it.',
            vacuum:
              'Measure the gap under the sofa and the bed, where dust gathers, and find a stretch of wall for the dock with clear floor in front of it.',
            'smart-home':
              'Measure where it will really live, including the room it needs to open, dock or turn, not only its footprint.',
            coffee:
              'Measure the height under your wall cabinets as well as the width: a machine needs room above to load a pod or capsule and room in front for a tall mug.',
            general: 'Check where it will charge: a stand needs a dry spot near a socket.',
          }),
        ),
      ],
    },
    {
      heading: (p) => (is(p, 'kitchen') ? 'Capacity against footprint' : 'What the smaller size costs you'),
      aspects: ['capacity', 'keys', 'modes'],
      write: (p) => [
        para(
          p.contrast('capacity', 1) ?? p.both(['capacity', 'keys', 'modes'], 2),
          per(p, {
            kitchen:
              'A bigger basket or pot saves a second round, but it also means a bigger machine that may have to live in a cupboard, and an appliance that lives in a cupboard gets used less.',
            office:
              'A compact layout frees room for the mouse at the cost of keys you may reach for daily; count how often you use a number pad before giving it up.',
            vacuum:
              'A slimmer robot reaches under more furniture, though a low body often leaves less room for the bin, which then needs emptying more often.',
            'smart-home':
              'A slimmer device reaches more places, but a smaller body often means more frequent emptying or charging.',
            general:
              'A smaller device is easier to place, but check that it still does the whole job you bought it for.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Living with it between uses',
      aspects: ['cleaning', 'accessories', 'noise'],
      write: (p) => [
        para(
          per(p, {
            kitchen:
              'If it goes back into a cupboard after dinner, weight and shape matter as much as size: an appliance you have to wrestle out is one you stop using.',
            office:
              'On a small desk the keyboard often moves aside for paperwork or a laptop, so a light, wireless board earns its keep.',
            'smart-home':
              'In a small flat there is no far room to send a noisy or bulky device to, so it has to be easy to live beside.',
            general: 'In a small space it has to be easy to put away and quick to bring back.',
          }),
          p.say(0, ['cleaning', 'noise', 'connectivity'], 1),
          p.say(1, ['cleaning', 'noise', 'connectivity'], 2),
        ),
      ],
    },
    {
      heading: (p) => `Our pick for a small ${p.v.room}`,
      aspects: ['size', 'capacity'],
      write: (p) => {
        const c = compact(p);
        if (c === undefined)
          return [
            para(
              'Neither listing makes size its selling point, so let the measurements decide.',
              `If both fit, ${p.A} brings ${p.strength(0)} and ${p.B} brings ${p.strength(1)}.`,
            ),
          ];
        const o = p.other(c);
        return [
          para(
            `${p.name(c)} is the one built around a tight space${p.has(c, 'size') ? ` (its listing: “${p.fact(c, 'size')?.line}”)` : ''}.`,
            roomFor(p, o),
          ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `Which takes less ${p.v.surface} space, ${p.A} or ${p.B}?`,
      answer: (p) => {
        const c = compact(p);
        return c === undefined
          ? `Their listings give no footprint to compare, so measure your space and check the dimensions on each Amazon page.`
          : `${p.name(c)} is the more compact of the two from what its listing states; still, measure your space against the dimensions on its Amazon page.`;
      },
    },
    {
      ask: (p) =>
        is(p, 'kitchen')
          ? 'Is the smaller one enough for two people?'
          : 'Do I give up much with the smaller one?',
      answer: (p) => {
        const c = p.cmp('capacity');
        if (c && is(p, 'kitchen'))
          return `For one or two people, ${c.specs[c.behind]} handles most everyday portions; the ${bare(c.specs[c.ahead])} on ${p.name(c.ahead)} saves a second round when friends come over.`;
        return `Less than you might think: the features you use daily, ${p.strength(0)} on ${p.A} and ${p.strength(1)} on ${p.B}, do not depend on size.`;
      },
    },
    {
      ask: () => 'What should I measure before ordering?',
      answer: (p) =>
        per(p, {
          kitchen:
            'The height under your cabinets, the depth of the counter, and the space in front for pulling out the basket or opening the lid.',
          office:
            'The free desk width next to your mouse and the distance from the desk edge to the monitor.',
          'smart-home':
            'The spot itself plus clearance: a dock needs room in front, a speaker a little air around it.',
          coffee:
            'The spot where it will stand, the height it needs to open, and room in front for a tall mug.',
          general: 'The spot where it will stand or charge, plus the room you need to use it comfortably.',
        }),
    },
    {
      ask: () => 'Can I keep it in a cupboard between uses?',
      answer: (p) =>
        is(p, 'kitchen')
          ? 'Yes, once it has cooled completely; the lighter and more compact it is, the more likely it is to come back out.'
          : 'Yes; the lighter and more compact it is, the more likely it is to come back out.',
    },
  ],
  verdict: (p) => {
    const c = compact(p);
    if (c === undefined)
      return `For a small ${p.v.room}, measure first: both can work, and the better buy is the one that fits without a daily shuffle. Beyond that, pick ${p.A} for ${p.strength(0)} or ${p.B} for ${p.strength(1)}.`;
    return `For a small ${p.v.room}, ${p.name(c)} is the easier fit. ${roomFor(p, p.other(c), true)}`;
  },
  bestFor: (p, side) =>
    compact(p) === side ? `Tight ${p.v.surface}s and small ${p.v.room}s` : `A ${p.v.room} with room to spare`,
  pins: [
    (p) => `Small ${titleCase(p.v.room)}? ${p.A} vs ${p.B}`,
    (p) => `The Space-Saving Pick: ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B}: Which Fits Your ${titleCase(p.v.surface)}?`,
  ],
  pinLine: (p) => `Short on ${p.v.surface} space? How ${p.A} and ${p.B} trade size against what they can do.`,
  mood: 'in a compact city apartment, everything neatly in its place',
};

const household: Angle = {
  id: 'household',
  family: 'lifestyle',
  hint: () =>
    'A family does not need every feature, only the ones that hold up on the busiest evening of the week.',
  signOff: () => 'Whichever you pick, the habit that helps most is cleaning up while it is still warm.',
  // A family's volume, mess and clean-up: not a question a speaker or a doorbell answers.
  fits: (p) => is(p, 'kitchen', 'personal-care') || p.v.texts.includes('vacuum'),
  angle: () => 'which one keeps up with a busy household',
  audience: () => 'busy families',
  use: () => 'Busy Families',
  keyword: (v) => `family ${searched(v)}`,
  focus: ['capacity', 'modes', 'speed', 'cleaning', 'safety', 'battery', 'guidance'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Suits a Busy Family?`,
    (p) => `${p.A} or ${p.B} for a Busy Household`,
    (p) => `Feeding the Whole Family? ${p.A} vs ${p.B}`,
  ],
  intro: (p) =>
    para(
      per(p, {
        kitchen: 'A family kitchen asks for volume, speed and a clean-up nobody dreads.',
        'smart-home':
          'A family home asks a device to cope with more people, more mess and more requests than a flat for one.',
        general:
          'In a family bathroom a device is shared, dropped, forgotten on charge and used by hands of every size.',
      }),
      `We held ${p.A} and ${p.B} to that standard: how much they handle at once, how fast, and how much work they leave behind.`,
    ),
  sections: [
    {
      heading: (p) => (is(p, 'kitchen') ? 'Cooking for four or more' : 'Coping with more people'),
      aspects: ['capacity', 'modes'],
      write: (p) => [
        para(
          p.contrast('capacity', 0) ?? p.both(['capacity', 'power', 'battery'], 0),
          per(p, {
            kitchen:
              'Volume decides whether dinner comes out in one round or two, and a second round means the first plates go cold.',
            'smart-home':
              'With more people, a device runs longer and more often, so capacity and battery matter more than extras.',
            general:
              'Shared devices need clear settings for each person and enough charge to get through everyone’s turn.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Speed on a school night',
      aspects: ['speed', 'modes', 'temperature'],
      write: (p) => [
        para(
          p.say(0, ['speed', 'modes', 'temperature'], 1),
          p.say(1, ['speed', 'modes', 'temperature'], 2),
          per(p, {
            kitchen:
              'On a weeknight, what counts is how quickly you go from fridge to table, including preheating and the time to get food in and out.',
            general:
              'On a busy evening, what counts is how little attention it needs while everything else is going on.',
          }),
        ),
      ],
    },
    {
      heading: (p) =>
        per(p, {
          vacuum: 'Stairs, pets and clutter',
          'personal-care': 'Sharing it safely',
          general: 'Clean-up and safety',
        }),
      aspects: ['cleaning', 'safety', 'guidance'],
      write: (p) => [
        para(
          p.both(['cleaning', 'safety', 'guidance'], 3),
          per(p, {
            kitchen:
              'With children around, look for parts that go straight into the dishwasher and a lid or basket that stays cool enough to handle.',
            'smart-home':
              'With children and pets around, look for sensors that stop it before stairs, cables and trouble.',
            general: 'With several people sharing it, a timer and clear signals do more than any extra mode.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Which one a family should choose',
      aspects: ['capacity'],
      write: (p) => {
        const c = p.cmp('capacity') ?? p.cmp('battery');
        return [
          c
            ? para(
                `For a family, ${p.name(c.ahead)} has the edge where it counts most: ${c.specs[c.ahead]}.`,
                `${p.name(c.behind)} remains a good choice for a smaller household that values ${p.strength(c.behind)}.`,
              )
            : para(
                `For a family, weigh ${p.strength(0)} on ${p.A} against ${p.strength(1)} on ${p.B}.`,
                'Both listings leave household size open, so think about your busiest evening rather than an average one.',
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) =>
        is(p, 'kitchen') ? `Is ${p.A} big enough for a family of four?` : `Can ${p.A} keep up with a family?`,
      answer: (p) => {
        const c = p.cmp('capacity');
        if (c && is(p, 'kitchen'))
          return c.ahead === 0
            ? `It is the bigger of the two, with ${c.specs[0]}, which suits family portions better than ${c.specs[1]} on ${p.B}.`
            : `With ${c.specs[0]} it will often need two rounds for four; ${p.B} offers ${c.specs[1]} if you cook for a crowd.`;
        return `Its listing leads with ${p.strength(0)}; for a family, check that against your busiest day rather than an average one.`;
      },
    },
    {
      ask: (p) => `Which is easier to clean after a family ${is(p, 'kitchen') ? 'dinner' : 'week'}?`,
      answer: (p) => {
        const [x, y] = [p.fact(0, 'cleaning'), p.fact(1, 'cleaning')];
        if (x && y) return `Both make it easy: ${p.A} lists “${x.line}” and ${p.B} lists “${y.line}”.`;
        if (x || y)
          return `${p.name(x ? 0 : 1)} spells it out: “${(x ?? y)?.line}”. Check the care section of the other’s manual.`;
        return 'Neither listing details it, so check each manual’s care section before you buy.';
      },
    },
    {
      ask: () => 'Is it safe to use with children around?',
      answer: (p) =>
        para(
          p.say(0, 'safety', 4) ?? p.say(1, 'safety', 4),
          per(p, {
            'personal-care':
              'Give everyone their own brush head, and let an adult guide young children, following the age advice in the manual.',
            general:
              'As with any appliance, keep it out of small hands while in use and follow the manual’s safety section.',
          }),
        ),
    },
    {
      ask: () => 'Can older children use it on their own?',
      answer: () =>
        'With supervision at first. Once they know the controls and which parts get hot or need care, the simplest settings are easy to use; read the safety section together.',
    },
  ],
  verdict: (p) => {
    const c = p.cmp('capacity') ?? p.cmp('modes');
    return c
      ? `For a busy family, ${p.name(c.ahead)} is the safer bet thanks to ${c.specs[c.ahead]}. ${p.name(c.behind)} makes more sense for a couple or a small household that prizes ${p.strength(c.behind)}.`
      : `For a busy family, both can work: ${p.A} for ${p.strength(0)}, ${p.B} for ${p.strength(1)}. Picture your busiest evening and choose the one that gets you through it.`;
  },
  bestFor: (p, side) => {
    const c = p.cmp('capacity') ?? p.cmp('modes');
    if (c) return side === c.ahead ? 'Families and bigger households' : 'Couples and smaller households';
    return `Households that value ${p.strength(side)}`;
  },
  pins: [
    (p) => `Busy Family? ${p.A} or ${p.B}`,
    (p) => `The Family Pick: ${p.A} vs ${p.B}`,
    (p) => `${p.A} vs ${p.B}: Which Keeps Up With Kids?`,
  ],
  pinLine: (p) => `Volume, speed and clean-up: how ${p.A} and ${p.B} cope with a busy household.`,
  mood: {
    kitchen: 'a busy family dinner, children’s drawings on the fridge and plates being passed',
    'smart-home': 'a lively family home, school bags by the door and toys on the rug',
    general: 'a shared family bathroom in the morning rush, several toothbrush cups and towels',
  },
};

const longHaul: Angle = {
  id: 'long-haul',
  family: 'value',
  hint: () => 'Think of it as the review you would want before keeping something for five years.',
  signOff: () => 'Keep the receipt and register the warranty either way.',
  fits: () => true,
  angle: () => 'which one will still be a good buy in a few years',
  audience: () => 'buyers who keep things for years',
  use: () => 'the Long Run',
  keyword: (v) => `most durable ${searched(v)}`,
  focus: ['cleaning', 'battery', 'safety', 'water', 'accessories', 'eco', 'modes'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Holds Up Over the Years?`,
    (p) => `${p.A} or ${p.B}: Built for the Long Run?`,
    (p) => `Buying for Years: ${p.A} vs ${p.B}`,
  ],
  intro: (p) =>
    para(
      `The ${kind(p)} that wins a first-week review is not always the one you are glad to own three years later.`,
      `This comparison of ${p.A} and ${p.B} looks past the launch features to what wears, what needs replacing and what keeps working.`,
    ),
  sections: [
    {
      heading: () => 'What wears out first',
      aspects: ['battery', 'cleaning', 'water'],
      write: (p) => [
        para(
          per(p, {
            multicooker:
              'In a pressure cooker the sealing ring ages first and picks up smells; it is a spare part rather than a reason to replace the cooker, and a coated pot lasts longest when it is never scraped with metal.',
            kitchen:
              'In a cooking appliance the coating is what ages first: nonstick surfaces last longest when they are washed by hand or on a gentle cycle and never scraped with metal.',
            earbuds:
              'In earbuds the battery is what ages first; charging habits matter more over three years than any feature.',
            headphones:
              'In headphones the ear cushions and the battery age first; a case in the bag and sensible charging habits matter more over three years than any feature.',
            audio:
              'In anything you wear on your ears the battery ages first; charging habits matter more over three years than any feature.',
            fitness:
              'In a tracker the battery and the strap age first, and a replaceable strap extends its life.',
            office:
              'In a keyboard the keycaps shine and the battery tires first; switches usually outlast both.',
            vacuum:
              'In a robot vacuum the battery, brushes and filters age first, and how easy they are to replace decides its lifespan.',
            speaker:
              'In a smart speaker the hardware rarely wears out; software support and the assistant behind it decide how long it stays useful.',
            doorbell:
              'On a front door, weather and the battery do the ageing: a sheltered spot and a steady charging routine add years.',
            'smart-home':
              'In a home device the battery and any moving parts age first, and how easy they are to replace decides its lifespan.',
            coffee:
              'In a coffee machine scale ages it first: hard water slowly clogs the heater and the pump unless you descale.',
            'e-reader':
              'In an e-reader the battery ages first; the screen lasts as long as it is not dropped or crushed in a bag.',
            'personal-care':
              'In a rechargeable brush the battery is what ages first, while heads are a running cost.',
            general:
              'The battery and any moving part usually age first; everything else tends to outlast them.',
          }),
          p.both(['battery', 'cleaning', 'water'], 2),
        ),
      ],
    },
    {
      heading: () => 'Care that adds years',
      aspects: ['cleaning', 'water', 'accessories'],
      write: (p) => [
        para(
          p.say(0, ['cleaning', 'water', 'accessories'], 4),
          p.say(1, ['cleaning', 'water', 'accessories'], 0),
          `${capitalize(p.v.care)} takes minutes, and it is what separates ${aKind(p)} that lasts from one replaced early.`,
          per(p, {
            earbuds:
              'Keep the case closed in a pocket and wipe its contacts now and then; many charging faults are only dirt.',
            headphones:
              'Store them in a case rather than loose in a bag, and let the cushions air after a warm commute before folding them away.',
            kitchen: 'Let it cool before cleaning, and never scrape a basket or pot with metal.',
            vacuum:
              'Untangle hair from the brushes before it wraps tight; it is the commonest cause of a robot that struggles.',
            'personal-care': 'Rinse and dry it upright after use, so water does not sit around the head.',
            coffee: 'Descale when the manual says, not when the coffee starts to taste of it.',
            general: 'Keep it out of direct heat and damp, and charge it before the battery runs right down.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Features that stay useful',
      aspects: ['modes', 'connectivity', 'smart'],
      write: (p) => [
        para(
          'Some features feel essential in the first month and are forgotten by the sixth; others become the reason you keep it.',
          p.both(['modes', 'compat', 'connectivity', 'smart'], 3),
          'Over years, the features that stay useful are usually the plain ones you use every time.',
        ),
      ],
    },
    {
      heading: () => 'The better long-term buy',
      aspects: ['battery', 'eco', 'safety'],
      write: (p) => {
        const c = p.cmp('battery') ?? p.cmp('water');
        return [
          para(
            c
              ? `On paper, ${p.name(c.ahead)} has more margin to age into, with ${p.versus(c, 1)}.`
              : `Neither listing gives a number that settles durability, so it comes down to how you use and look after it.`,
            p.say(0, ['eco', 'safety'], 1) ?? p.say(1, ['eco', 'safety'], 2),
          ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `How long does ${aKind(p)} like these usually last?`,
      answer: (p) =>
        `Years, with care: most ${kinds(p)} are retired because ${p.v.wears} wears out, not because they stop working outright. ${capitalize(p.v.care)} is the cheapest way to extend it.`,
    },
    {
      ask: (p) => `Which will age better, ${p.A} or ${p.B}?`,
      answer: (p) => {
        const c = p.cmp('battery') ?? p.cmp('water');
        return c
          ? `${p.name(c.ahead)} starts with more headroom (${p.versus(c)}), which tends to matter more as it ages.`
          : `Their listings do not settle it. Care matters more than the model: follow each manual’s advice and both should serve for years.`;
      },
    },
    {
      ask: () => 'Is it worth paying more for the longer-lasting one?',
      answer: (p) =>
        `If you keep things for years, yes: the difference spreads over a long time. Compare today’s prices of ${p.A} and ${p.B} with the “Check price on Amazon” buttons, then divide by the years you expect to use it.`,
    },
    {
      ask: () => 'What about the warranty?',
      answer: () =>
        'Terms vary by maker and country: the product page on Amazon and the card in the box give them. Registering the product usually makes a claim easier.',
    },
  ],
  verdict: (p) => {
    const c = p.cmp('battery') ?? p.cmp('water');
    return c
      ? `For the long run, ${p.name(c.ahead)} has the margin: ${c.specs[c.ahead]} leaves room to age. ${p.name(c.behind)} is still a sound buy if you care more about ${p.strength(c.behind)} than about headroom.`
      : `For the long run, neither pulls clearly ahead on paper. Choose the one whose core feature you will still use in three years (${p.strength(0)} on ${p.A}, ${p.strength(1)} on ${p.B}) and look after it.`;
  },
  bestFor: (p, side) => `Owners who value ${p.strength(side)} for years`,
  pins: [
    (p) => `${p.A} vs ${p.B}: Which Lasts Longer?`,
    (p) => `Buy It Once: ${p.A} or ${p.B}`,
    (p) => `The Long-Term Pick Between ${p.A} and ${p.B}`,
  ],
  pinLine: (p) => `What wears out, what to look after and which of ${p.A} and ${p.B} ages better.`,
  mood: 'well-loved and lived-in, warm afternoon light on worn wooden surfaces',
};

const gift: Angle = {
  id: 'gift',
  family: 'lifestyle',
  hint: (p) =>
    `Think about where it will live and how often they will use it before you think about ${p.v.kind.many} at all.`,
  signOff: () => 'Add a gift receipt, so a wrong guess is easy to swap.',
  fits: () => true,
  angle: () => 'which one makes the better gift',
  audience: () => 'gift shoppers',
  use: () => 'Gifting',
  keyword: (v) => `${searched(v)} gift`,
  focus: ['smart', 'modes', 'accessories', 'sound', 'display', 'light'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Makes the Better Gift?`,
    (p) => `Gifting a ${Kind(p)}? ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B} as a Present: Our Pick`,
  ],
  intro: (p) =>
    para(
      `A good gift is one the person uses the week they unwrap it, without a call asking how to set it up.`,
      `${p.A} and ${p.B} would both make sense for ${p.v.giftFor}, but they suit different people.`,
      'Here is how to tell which one fits the person you have in mind.',
    ),
  sections: [
    {
      heading: () => 'Who each one suits',
      aspects: ['modes', 'smart'],
      write: (p) => [
        para(
          `${p.A} suits someone who would value ${p.strength(0)}.`,
          p.say(0, p.lead(0)?.aspect ?? 'modes', 2),
          `${p.B} is the one for someone drawn to ${p.strength(1)}.`,
          p.say(1, p.lead(1)?.aspect ?? 'modes', 3),
        ),
      ],
    },
    {
      heading: () => 'Setting it up without help',
      aspects: ['smart', 'install', 'connectivity'],
      write: (p) => [
        para(
          'A gift that needs an evening of setup ends up back in its box.',
          p.both(['install', 'smart', 'connectivity', 'guidance'], 1),
          per(p, {
            kitchen: 'Kitchen appliances are usually ready after a wash, which makes them easy presents.',
            vacuum:
              'A robot vacuum suits someone with a free socket by a wall and floors that are mostly clear; check both before you give one.',
            'smart-home':
              'A smart home device needs the recipient’s account and Wi-Fi, so it is kinder to give it to someone already in that ecosystem.',
            general:
              'If the recipient is not comfortable with apps, favour the one that works well straight out of the box.',
          }),
        ),
      ],
    },
    {
      heading: () => 'The moment it is unwrapped',
      aspects: ['accessories', 'sound', 'display'],
      write: (p) => [
        para(
          'First impressions count with a present: how it looks on the table, what is in the box and whether it does something satisfying in the first ten minutes.',
          p.say(0, ['accessories', 'display', 'sound', 'light'], 0),
          p.say(1, ['accessories', 'display', 'sound', 'light'], 1),
        ),
      ],
    },
    {
      heading: () => 'Our gift pick',
      aspects: ['modes'],
      write: (p) => {
        const s = simpler(p);
        return [
          s
            ? para(
                `For most people, ${p.name(s.easy)} is the easier present: less to learn and quick to enjoy.`,
                `For someone who loves to tinker, ${p.name(s.rich)} and its ${bare(s.richSpec)} are the more generous choice.`,
              )
            : para(
                `Give ${p.A} to someone who wants ${p.strength(0)}; give ${p.B} to someone who would rather have ${p.strength(1)}.`,
                'Either way, include the gift receipt.',
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `Is ${p.A} or ${p.B} the better gift?`,
      answer: (p) => {
        const s = simpler(p);
        return s
          ? `${p.name(s.easy)} for most people, since it is simpler to start with; ${p.name(s.rich)} for someone who enjoys features.`
          : `It depends on the person: ${p.A} for ${p.strength(0)}, ${p.B} for ${p.strength(1)}.`;
      },
    },
    {
      ask: () => 'Can I send it as a gift from Amazon?',
      answer: () =>
        'Amazon offers gift options such as a gift receipt and gift wrap on many items; the product page and checkout show what is available for each.',
    },
    {
      ask: () => 'What if they already own one?',
      answer: (p) =>
        `Then think upgrade rather than duplicate: pick the one that adds something theirs lacks, for example ${p.strength(0)} on ${p.A} or ${p.strength(1)} on ${p.B}.`,
    },
    {
      ask: () => 'Is it a good present for someone who has never had one?',
      answer: (p) => {
        const s = simpler(p);
        return s
          ? `Yes, especially ${p.name(s.easy)}, which has less to learn.`
          : `Yes: both are straightforward, so choose by what they would enjoy, ${p.strength(0)} or ${p.strength(1)}.`;
      },
    },
  ],
  verdict: (p) => {
    const s = simpler(p);
    return s
      ? `As a gift, ${p.name(s.easy)} is the safer choice for most people: simple to start and quick to enjoy. ${p.name(s.rich)} is the present for an enthusiast.`
      : `As a gift, match it to the person: ${p.A} for someone who would love ${p.strength(0)}, ${p.B} for someone who would love ${p.strength(1)}.`;
  },
  bestFor: (p, side) => `Giving to someone who would love ${p.strength(side)}`,
  pins: [
    (p) => `Gift Idea: ${p.A} or ${p.B}?`,
    (p) => `${p.A} vs ${p.B}: The Better Present`,
    (p) => `Which ${Kind(p)} to Give? ${p.A} vs ${p.B}`,
  ],
  pinLine: (p) =>
    `Choosing a present? Who ${p.A} suits, who ${p.B} suits, and which is easier to unwrap and enjoy.`,
  mood: 'with wrapped presents, kraft paper and a ribbon on a festive table',
};

const upgrade: Angle = {
  id: 'upgrade',
  family: 'value',
  hint: () => 'A good upgrade fixes what annoys you today; everything else is a bonus.',
  signOff: () =>
    'Before you buy, write down the one thing your current setup does badly: the right upgrade is the one that fixes it.',
  fits: () => true,
  angle: (v) => `which one is the bigger step up from ${v.before}`,
  audience: () => 'people upgrading what they have',
  use: () => 'Upgraders',
  keyword: (v) => `${searched(v)} upgrade`,
  focus: ['power', 'anc', 'sound', 'modes', 'temperature', 'tracking', 'keys', 'speed'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Is the Better Upgrade?`,
    (p) => `Upgrading? ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B}: Is the Step Up Worth It?`,
  ],
  intro: (p) =>
    para(
      `If you are moving on from ${p.v.before}, the question is not which of ${p.A} and ${p.B} has more features but which one changes your routine more.`,
      'We compared them by what you would notice in the first week after switching.',
    ),
  sections: [
    {
      heading: (p) => `What changes after ${p.v.before}`,
      aspects: ['power', 'speed', 'anc', 'tracking'],
      write: (p) => [
        para(
          per(p, {
            kitchen: `Coming from ${p.v.before}, the first thing you notice is time: less waiting for the oven to heat and less standing over a pan.`,
            audio:
              'Coming from an older pair, the first thing you notice is what is missing: the hum of the bus, the hiss of the air conditioning.',
            fitness:
              'Coming from a phone in your pocket, the first thing you notice is how much of your day you had not been counting.',
            office:
              'Coming from a laptop keyboard, the first thing you notice is travel: keys that move and give back.',
            speaker:
              'Coming from a phone and a radio, the first thing you notice is asking across the room instead of reaching for a screen.',
            doorbell:
              'Coming from a plain doorbell, the first thing you notice is knowing who is there before you get up.',
            'smart-home':
              'Coming from doing it by hand, the first thing you notice is the chores that quietly stop being yours.',
            'e-reader':
              'Coming from a phone, the first thing you notice is a page that does not glare and notifications that no longer interrupt the chapter.',
            coffee:
              'Coming from instant coffee, the first thing you notice is a fresh cup at the press of a button.',
            'personal-care':
              'Coming from a manual brush, the first thing you notice is that smooth, just-polished feeling.',
            general:
              'Coming from an older model, the first thing you notice is whatever bothered you most about the old one.',
          }),
          p.say(0, ['power', 'speed', 'anc', 'tracking', 'sound'], 2),
          p.say(1, ['power', 'speed', 'anc', 'tracking', 'sound'], 3),
        ),
      ],
    },
    {
      heading: () => 'Where the extra features pay off',
      aspects: ['modes', 'temperature', 'smart'],
      write: (p) => [
        para(
          p.both(['modes', 'temperature', 'smart', 'keys'], 0),
          'An upgrade is worth it when the new feature replaces something you do by hand today, not when it adds a button you will never press.',
        ),
      ],
    },
    {
      heading: () => 'What you might miss',
      aspects: ['size', 'battery'],
      write: (p) => [
        para(
          `Every upgrade has a cost beyond the price: a new habit to learn, a bigger footprint, or one more thing to ${is(p, 'kitchen') || p.v.texts.includes('coffee') ? 'clean' : 'charge'}.`,
          p.both(['battery', 'size', 'capacity'], 4),
        ),
      ],
    },
    {
      heading: () => 'The upgrade we would make',
      aspects: ['modes', 'power'],
      write: (p) => {
        const e = p.edge(0) ?? p.edge(1);
        return [
          e
            ? para(
                `The bigger step up is ${p.name(e.ahead)}, with ${p.versus(e, 2)}: a difference you will feel.`,
                `${p.name(e.behind)} is the gentler change if you mainly want ${p.strength(e.behind)}.`,
              )
            : para(
                `The bigger step up depends on what annoyed you about your old setup: ${p.strength(0)} fixes one kind of problem, ${p.strength(1)} another.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `Is ${p.A} a real upgrade over ${p.v.before}?`,
      answer: (p) =>
        `Yes, if you use it for what it does best: ${p.strength(0)}. ${p.say(0, p.lead(0)?.aspect ?? 'modes', 1) ?? ''}`.trim(),
    },
    {
      ask: (p) => `Should I upgrade to ${p.B} instead?`,
      answer: (p) =>
        `Choose ${p.B} if what you need today is ${p.strength(1)}. ${p.say(1, p.lead(1)?.aspect ?? 'modes', 3) ?? ''}`.trim(),
    },
    {
      ask: () => 'When is it not worth upgrading?',
      answer: (p) =>
        `When your current setup already does what you need and neither ${p.A} nor ${p.B} adds a feature you would use weekly.`,
    },
    {
      ask: () => 'What should I do with my old one?',
      answer: (p) =>
        `Pass it on if it still works, or recycle it: many retailers and councils take small electricals back${is(p, 'kitchen') || p.v.texts.includes('coffee') ? '' : ', and batteries never belong in household waste'}.`,
    },
  ],
  verdict: (p) => {
    const e = p.edge(0) ?? p.edge(1);
    return e
      ? `As an upgrade, ${p.name(e.ahead)} is the bigger leap, led by ${e.specs[e.ahead]}. ${p.name(e.behind)} is the smaller, easier change for someone who mostly wants ${p.strength(e.behind)}.`
      : `As an upgrade, both are a clear step up from ${p.v.before}; let your biggest frustration decide between ${p.strength(0)} (${p.A}) and ${p.strength(1)} (${p.B}).`;
  },
  bestFor: (p, side) =>
    p.edge(side) ? 'The biggest step up' : `An easier change focused on ${p.strength(side)}`,
  pins: [
    (p) => `Time to Upgrade? ${p.A} vs ${p.B}`,
    (p) => `${p.A} or ${p.B}: The Bigger Step Up`,
    (p) => `Worth the Upgrade? ${p.A} and ${p.B} Compared`,
  ],
  pinLine: (p) => `Moving on from ${p.v.before}? What ${p.A} and ${p.B} change in your first week.`,
  mood: 'a before-and-after feeling, an old worn item set aside on a shelf in soft light',
};

const daily: Angle = {
  id: 'daily',
  family: 'simplicity',
  hint: () => 'No lab tests here, just the rhythm of ordinary use.',
  signOff: () => 'The one you reach for without thinking is the right one.',
  fits: () => true,
  angle: () => 'which one is nicer to live with day to day',
  audience: () => 'everyday users',
  use: () => 'Everyday Use',
  keyword: (v) => `${searched(v)} everyday use`,
  focus: ['speed', 'battery', 'modes', 'cleaning', 'fit', 'noise', 'smart'],
  subjects: [
    (p) => `A Week With ${p.A} and ${p.B}: Everyday Use Compared`,
    (p) => `${p.A} vs ${p.B} in Everyday Life`,
    (p) => `${p.A} or ${p.B}: Which Is Nicer to Live With?`,
  ],
  intro: (p) =>
    para(
      `Spec sheets describe ${aKind(p)} at its best; a normal week shows it as it is.`,
      `This comparison follows ${p.A} and ${p.B} through ${p.v.session} and the small moments around it, using what each listing says they do.`,
    ),
  sections: [
    {
      heading: () => 'Getting started each time',
      aspects: ['speed', 'battery', 'connectivity'],
      write: (p) => [
        para(
          per(p, {
            kitchen:
              'Most weeknight cooking starts with a hungry household and twenty minutes, so anything that shortens preheating or guesswork counts double.',
            earbuds:
              'Most listening starts in a rush: out of the case, into the ears, and the first seconds decide whether they connect without fuss.',
            headphones:
              'Most listening starts in a rush: out of the bag, over the ears, and the first seconds decide whether they connect without fuss.',
            audio:
              'Most listening starts in a rush, and the first seconds decide whether they connect without fuss.',
            fitness:
              'Most days start with the tracker already on, so what matters is that it needs little from you.',
            office: 'Most workdays start with the keyboard waking up and finding the right computer.',
            'smart-home': 'Most days the device should simply be ready, without you thinking about it.',
            'personal-care': 'Most mornings are rushed, so it should be charged, ready and quick to use.',
            general: 'Most days start with it just needing to work, without fuss.',
          }),
          p.say(0, ['speed', 'battery', 'connectivity'], 3),
          p.say(1, ['speed', 'battery', 'connectivity'], 4),
        ),
      ],
    },
    {
      heading: (p) => `During ${p.v.session}`,
      aspects: ['modes', 'power', 'sound', 'tracking'],
      write: (p) => [
        para(
          p.both(['power', 'modes', 'anc', 'tracking', 'keys', 'display'], 2),
          `In the middle of ${p.v.activity} you want it to do the job without asking for attention.`,
        ),
      ],
    },
    {
      heading: () => 'After you are done',
      aspects: ['cleaning', 'battery', 'accessories'],
      write: (p) => [
        para(
          `The part reviews skip is the end: ${p.v.care}.`,
          p.say(0, ['cleaning', 'battery', 'accessories'], 0),
          p.say(1, ['cleaning', 'battery', 'accessories'], 1),
        ),
      ],
    },
    {
      heading: () => 'The one that fits a normal week',
      aspects: [],
      write: (p) => [
        para(
          `Over a normal week, ${p.A} shines when you need ${p.strength(0)}, and ${p.B} when you want ${p.strength(1)}.`,
          // A recap, unless the article has already set the figures side by side.
          p.contrastOnce(p.edge(0)?.aspect ?? p.edge(1)?.aspect ?? 'modes', 2),
        ),
      ],
    },
  ],
  faq: [
    {
      ask: (p) => `Which is more convenient day to day, ${p.A} or ${p.B}?`,
      answer: (p) =>
        `For daily convenience, the small things add up: ${p.strength(0)} on ${p.A}, ${p.strength(1)} on ${p.B}. Picture your usual day and choose the one that removes a step from it.`,
    },
    {
      ask: () => 'How much upkeep does it need each week?',
      answer: (p) =>
        `Mostly ${p.v.care}. ${p.say(0, 'cleaning', 1) ?? p.say(1, 'cleaning', 2) ?? 'The manuals give the details for each.'}`,
    },
    {
      ask: (p) => `Is ${p.B} better than ${p.A} for everyday use?`,
      answer: (p) => {
        const e = p.edge(1);
        return e
          ? `In one respect that shows daily, yes. ${p.beats(e, 3)} In others, ${p.A} holds its own with ${p.strength(0)}.`
          : `Not clearly. ${p.B} offers ${p.strength(1)}, ${p.A} offers ${p.strength(0)}; which is better depends on your routine.`;
      },
    },
    {
      ask: () => 'Will I really use it every day?',
      answer: (p) =>
        `If it lives where you can see it and starts quickly, yes: the one kept out on the ${p.v.surface} is the one that gets used.`,
    },
  ],
  verdict: (p) =>
    `For everyday life, ${p.A} is the pick if you reach for ${p.strength(0)} most, and ${p.B} if you reach for ${p.strength(1)}. Both suit ${p.v.session}; the difference is in the small moments around it.`,
  bestFor: (p, side) => `Daily use built around ${p.strength(side)}`,
  pins: [
    (p) => `${p.A} vs ${p.B}: A Real Week of Use`,
    (p) => `Living With ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B} for Every Day`,
  ],
  pinLine: (p) => `Not the spec sheet: what ${p.A} and ${p.B} are like through a normal week.`,
  mood: 'an ordinary weekday, lived-in and relaxed, with morning light',
};

const care: Angle = {
  id: 'care',
  family: 'durability',
  hint: (p) => `A few honest minutes of upkeep a week are the real running cost of any ${kind(p)}.`,
  signOff: () => 'Either way, a little care each week adds years.',
  fits: (p) =>
    is(p, 'kitchen', 'personal-care', 'audio') ||
    p.v.texts.includes('vacuum') ||
    p.v.texts.includes('coffee') ||
    p.any('cleaning'),
  angle: () => 'which one is less work to keep clean and working',
  audience: () => 'people who hate chores',
  use: () => 'Easy Cleaning',
  keyword: (v) => `easy to clean ${searched(v)}`,
  focus: ['cleaning', 'water', 'accessories', 'guidance', 'battery'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Is Easier to Clean?`,
    (p) => `Less Scrubbing: ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B}: The Low-Maintenance Choice`,
  ],
  intro: (p) =>
    para(
      `Nobody buys ${aKind(p)} for the cleaning, yet the cleaning decides whether it stays in use.`,
      `Here ${p.A} and ${p.B} are compared on the unglamorous part: what needs washing, how often and how easily.`,
    ),
  sections: [
    {
      heading: () => 'What needs cleaning, and how often',
      aspects: ['cleaning'],
      write: (p) => [
        para(
          per(p, {
            multicooker:
              'After every use, the inner pot, the lid and the sealing ring; every few weeks, the steam release and the rim where food collects.',
            kitchen:
              'After every use, the basket or pot and anything the food touched; every few weeks, a wipe of the heating area once it is cold.',
            earbuds:
              'Every week or two, the ear tips and the mesh; now and then, the inside of the case where dust collects.',
            headphones:
              'Every week or two, a wipe of the ear cushions and the headband; now and then, a soft brush over the mesh inside the ear cups.',
            audio:
              'Every week or two, whatever touches your ears; now and then, the grilles where dust collects.',
            vacuum:
              'After a run or two, the bin; every week, the brushes, where hair wraps; every few months, the filter and the sensors underneath.',
            'smart-home':
              'Every few weeks, a wipe of the casing and any lens; more often if it sits in a dusty or steamy room.',
            coffee:
              'After every cup, the drip tray and the used pod or capsule; every few months, a descale, sooner with hard water.',
            'personal-care': 'After every use, a rinse of the head and handle; every few months, a new head.',
            general:
              'Whatever touches skin, food or dust needs regular attention; the rest needs an occasional wipe.',
          }),
          p.both('cleaning', 0),
        ),
      ],
    },
    {
      heading: () => 'Dishwasher, rinse or wipe',
      aspects: ['cleaning', 'water'],
      write: (p) => [
        para(
          p.say(0, ['water', 'cleaning'], 2),
          p.say(1, ['water', 'cleaning'], 3),
          per(p, {
            kitchen:
              'Dishwasher-safe parts are the biggest time saver, though a quick hand wash keeps nonstick coatings looking new for longer.',
            audio:
              'A water rating protects against sweat and rain, not against a rinse under the tap: wipe, do not wash.',
            coffee:
              'Drip trays and water tanks usually rinse clean under the tap; check the manual before anything goes in the dishwasher.',
            general:
              'Check the manual before any water touches it, whatever the listing says about resistance.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Parts you will replace',
      aspects: ['accessories', 'guidance'],
      write: (p) => [
        para(
          per(p, {
            kitchen:
              'Baskets, racks and seals wear with use; it is worth checking that replacements are sold before you need one.',
            earbuds: 'Ear tips are the part you will replace; spare sizes in the box help.',
            headphones:
              'Ear cushions are the part you will replace; check that the maker sells them before the old ones crack.',
            audio: 'The parts that touch your ears wear first; check that replacements are sold.',
            vacuum: 'Brushes and filters are consumables: budget for them from the start.',
            coffee: 'Descaling solution, and a water filter if it takes one, are the running costs.',
            'personal-care':
              'Brush heads are the running cost: most makers suggest a new one every three months.',
            general: 'Find out which parts wear and whether they are sold separately.',
          }),
          p.say(0, ['guidance', 'accessories'], 1),
          p.say(1, ['guidance', 'accessories'], 2),
        ),
      ],
    },
    {
      heading: () => 'The easier one to look after',
      aspects: ['cleaning'],
      write: (p) => {
        const [x, y] = [p.has(0, 'cleaning', 'water'), p.has(1, 'cleaning', 'water')];
        return [
          x !== y
            ? para(
                `${p.name(x ? 0 : 1)} makes its care easier to plan, because its listing spells it out.`,
                `With ${p.name(x ? 1 : 0)}, read the care section of the manual before the first wash.`,
              )
            : para(
                'On care alone there is little between them.',
                `Let the rest decide: ${p.strength(0)} on ${p.A} or ${p.strength(1)} on ${p.B}.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      // A dishwasher is a kitchen question; what you wear or hold is asked about water instead.
      ask: (p) =>
        is(p, 'kitchen') || p.v.texts.includes('coffee')
          ? `Can ${p.A} go in the dishwasher?`
          : `Can I rinse ${p.A} under the tap?`,
      answer: (p) => {
        if (is(p, 'personal-care'))
          return `The head, yes: rinsing it is part of every brushing. For the handle, follow the care steps in the manual for ${p.A}.`;
        if (!is(p, 'kitchen') && !p.v.texts.includes('coffee')) {
          const w = p.fact(0, 'water');
          return w
            ? `Its listing gives “${w.line}”, which is about sweat, splashes and rain; unless the manual says otherwise, wipe it rather than hold it under running water.`
            : `Its listing gives no water rating, so keep it away from the tap and follow the cleaning steps in the manual for ${p.A}.`;
        }
        const f = p.fact(0, 'cleaning');
        // Only a coated part has a coating to look after (a stainless steel pot does not).
        const coated = f && /nonstick|non-stick|coat/i.test(f.line);
        return f && /dishwasher/i.test(f.line)
          ? `Its listing says so: “${f.line}”.${coated ? ' Hand washing still helps the coating last.' : ''}`
          : `Its listing does not say; follow the manual’s care instructions for ${p.A} before putting any part in the dishwasher.`;
      },
    },
    {
      ask: (p) => `How do I keep ${p.B} clean?`,
      answer: (p) => {
        const fact = p.say(1, ['cleaning', 'water'], 0);
        return fact
          ? para(fact, `Beyond that, ${p.v.care} keeps it in shape.`)
          : `${capitalize(p.v.care)} keeps it in shape; the manual has the details.`;
      },
    },
    {
      ask: () => 'What wears out and needs replacing?',
      answer: (p) =>
        per(p, {
          kitchen:
            'Nonstick coatings and seals wear first; handle them gently and replace worn parts rather than the whole machine.',
          multicooker:
            'The sealing ring first, and any nonstick coating; both are cheaper to replace than the cooker.',
          earbuds: 'Ear tips and, after a few years, the battery.',
          headphones: 'Ear cushions and, after a few years, the battery.',
          audio: 'The parts that touch your ears and, after a few years, the battery.',
          vacuum: 'Brushes, filters and batteries.',
          coffee: 'Seals and the pump, mostly through scale; descaling on schedule is the cheapest fix.',
          'personal-care': 'Brush heads, about every three months, and eventually the battery.',
          general: 'Batteries and any part that touches skin, food or dust.',
        }),
    },
    {
      ask: () => 'How often does it need a deep clean?',
      answer: (p) =>
        per(p, {
          multicooker:
            'Every few weeks, or when the lid smells: take out the sealing ring and wash it, then clean the steam release and the rim.',
          kitchen:
            'Every few weeks, or when you notice smoke or smells: wipe the heating area once it is cold and soak the basket or pot.',
          earbuds:
            'About once a month: brush the mesh dry, wash the ear tips and wipe the charging contacts.',
          headphones:
            'About once a month: wipe the cushions and headband with a barely damp cloth and let them dry before they go back in the bag.',
          audio:
            'About once a month, following the manual: wipe what touches your ears and keep the grilles dry.',
          vacuum: 'Every month or so: brushes, filters and sensors, as the manual shows.',
          coffee: 'Descale every few months, more often with hard water, as the manual describes.',
          'personal-care': 'Every week: rinse the head and the handle and let them dry upright.',
          general: 'About once a month, following the manual.',
        }),
    },
  ],
  verdict: (p) => {
    const [x, y] = [p.has(0, 'cleaning'), p.has(1, 'cleaning')];
    return x && !y
      ? `If cleaning is what puts you off, ${p.A} is the one whose listing makes it easy. ${p.B} wins on other ground: ${p.strength(1)}.`
      : !x && y
        ? `If cleaning is what puts you off, ${p.B} is the one whose listing makes it easy. ${p.A} wins on other ground: ${p.strength(0)}.`
        : `On upkeep they are close, so the deciding feature lies elsewhere: ${p.strength(0)} for ${p.A}, ${p.strength(1)} for ${p.B}.`;
  },
  bestFor: (p, side) =>
    p.has(side, 'cleaning') ? 'Low-effort cleaning' : `Buyers who put ${p.strength(side)} first`,
  pins: [
    (p) => `Easy to Clean? ${p.A} vs ${p.B}`,
    (p) => `${p.A} or ${p.B}: Less Time Cleaning`,
    (p) => `The Low-Maintenance ${Kind(p)}: ${p.A} or ${p.B}`,
  ],
  pinLine: (p) => `The unglamorous part: cleaning, care and replacement parts for ${p.A} and ${p.B}.`,
  mood: 'spotless and freshly tidied, a folded cloth and a plant, bright clean light',
};

const results: Angle = {
  id: 'results',
  family: 'performance',
  hint: () =>
    'Where the listings give numbers we compare numbers; where they only give names, we say what those names are for.',
  signOff: () => 'Judge the result in your own routine during the return window, not on a shop shelf.',
  fits: () => true,
  angle: (v) =>
    perKind(v, {
      kitchen: 'which one cooks better food',
      audio: 'which one sounds better',
      coffee: 'which one makes the better cup',
      'e-reader': 'which one is nicer to read on',
      speaker: 'which one hears and sounds better',
      doorbell: 'which one shows you more at the door',
      vacuum: 'which one cleans better',
      fitness: 'which one tracks your training better',
      office: 'which one feels better to work with',
      'smart-home': 'which one does the job better',
      'personal-care': 'which one cleans better',
      general: 'which one does its job better',
    }),
  audience: (v) => peopleWho(v, 'care about results'),
  use: () => 'Best Results',
  keyword: (v) => `best ${searched(v)}`,
  focus: ['power', 'temperature', 'anc', 'sound', 'tracking', 'keys', 'health', 'video', 'display', 'light'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Gets Better Results?`,
    (p) => `${p.A} or ${p.B}: Judged on Results Alone`,
    (p) => `Results First: ${p.A} vs ${p.B}`,
  ],
  intro: (p) =>
    para(
      `Strip away the extras and ${aKind(p)} is judged on one thing: ${p.v.result}.`,
      `This comparison of ${p.A} and ${p.B} sticks to that, feature by feature, and leaves convenience for another day.`,
    ),
  sections: [
    {
      heading: (p) =>
        per(p, {
          multicooker: 'Pressure, heat and the food',
          kitchen: 'Heat, air and browning',
          audio: 'Sound and silence',
          coffee: 'In the cup',
          'e-reader': 'On the page',
          speaker: 'Hearing you, and the sound',
          doorbell: 'The picture at the door',
          fitness: 'How much it measures',
          office: 'The feel under your fingers',
          'smart-home': 'How well it does the job',
          'personal-care': 'How clean it gets',
          general: 'The core job',
        }),
      aspects: ['power', 'temperature', 'anc', 'sound', 'tracking', 'keys', 'health'],
      write: (p) => [
        para(
          p.both(['temperature', 'anc', 'tracking', 'keys', 'health', 'power', 'display'], 1),
          p.say(0, ['power', 'sound', 'light', 'video'], 3),
          p.say(1, ['power', 'sound', 'light', 'video'], 4),
        ),
      ],
    },
    {
      heading: () => 'Where the difference shows',
      aspects: ['modes', 'capacity'],
      write: (p) => {
        const e = p.edgeIn(p.focus);
        return [
          para(
            e ? p.contrast(e.aspect, 0) : undefined,
            per(p, {
              multicooker:
                'In the food itself, the difference shows on tough cuts, dried beans and anything that takes hours the slow way.',
              kitchen:
                'In the food itself, the difference shows on the second batch and on anything that needs even browning.',
              earbuds: 'In the ear, the difference shows on a crowded train and in quiet passages of music.',
              audio:
                'Once they are on, the difference shows on a crowded train and in quiet passages of music.',
              coffee: 'In the cup, the difference shows in how strong and how hot a full mug comes out.',
              'e-reader': 'On the page, the difference shows late at night and in bright sun.',
              speaker:
                'At home, the difference shows on a busy evening, with music playing and several people asking for things.',
              doorbell: 'At the door, the difference shows after dark and when a parcel is left in a hurry.',
              fitness: 'In the data, the difference shows during intervals and at night.',
              office: 'Under the fingers, the difference shows after an hour of typing.',
              'smart-home': 'At home, the difference shows on the messiest day of the week.',
              'personal-care': 'In the mirror, the difference shows at the gum line and between check-ups.',
              general: 'In use, the difference shows on the hardest task you give it.',
            }),
          ),
        ];
      },
    },
    {
      heading: () => 'What the listings do not prove',
      aspects: [],
      write: (p) => [
        para(
          'Maker claims are measured in the maker’s conditions, so treat percentages and “up to” figures as ceilings, not promises.',
          `What they do show is where each one puts its effort: ${p.A} into ${p.strength(0)}, ${p.B} into ${p.strength(1)}.`,
        ),
      ],
    },
    {
      heading: () => 'Who gets the better results',
      aspects: [],
      write: (p) => {
        const e = p.edgeIn(p.focus);
        return [
          e
            ? para(
                `On the numbers, ${p.name(e.ahead)} has the edge where results are concerned.`,
                `${p.name(e.behind)} is the choice if its strength, ${p.strength(e.behind)}, is the result you care about most.`,
              )
            : para(
                `Neither listing gives a number that settles it, so the better result is the one you care about: ${p.strength(0)} or ${p.strength(1)}.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `Does ${p.A} or ${p.B} do the better job?`,
      answer: (p) => {
        const e = p.edgeIn(p.focus);
        return e
          ? `On the one measure both listings quantify, ${p.name(e.ahead)} leads, with ${p.versus(e, 2)}.`
          : `Neither listing quantifies it the same way. ${p.A} leads with ${p.strength(0)}, ${p.B} with ${p.strength(1)}.`;
      },
    },
    {
      ask: () => 'Are the maker’s performance claims reliable?',
      answer: () =>
        'They are best-case figures measured under the maker’s conditions. Use them to compare the two, not as a promise of what you will see at home.',
    },
    {
      ask: (p) => `How do I get the best results from ${aKind(p)}?`,
      answer: (p) =>
        per(p, {
          multicooker:
            'Keep below the maximum line, add the liquid the recipe asks for, and let the pressure drop on its own for meat.',
          kitchen:
            'Do not overfill, shake or turn food halfway through, and preheat when the recipe calls for it.',
          earbuds:
            'Get the seal right with the correct ear-tip size, then fine-tune the sound with whatever equaliser your phone or its app offers.',
          headphones:
            'Get the seal right by setting the headband so the cushions sit evenly, then fine-tune the sound with whatever equaliser your phone or its app offers.',
          audio:
            'Get the fit right first, then fine-tune the sound with whatever equaliser your phone or its app offers.',
          coffee: 'Use fresh water, descale on schedule and warm the cup before the first coffee of the day.',
          'e-reader':
            'Set the font size and the light for the room, and let it update before the first long read.',
          speaker: 'Give it an open spot away from the wall and a strong Wi-Fi signal.',
          doorbell:
            'Mount it at the height the manual suggests, check the Wi-Fi at the door and set the motion zones.',
          fitness: 'Wear it snugly, a finger above the wrist bone, and keep it on at night.',
          office:
            'Set it at elbow height, keep the wrists floating and give yourself a week on the new layout.',
          'smart-home': 'Give it a good spot, a strong signal and a few days to settle into your home.',
          'personal-care': 'Let the head do the work, follow the timer and replace heads on schedule.',
          general: 'Follow the setup in the manual and give it a fair week before judging.',
        }),
    },
    {
      ask: () => 'Will I see the difference in everyday use?',
      answer: () =>
        'On the hardest jobs, yes; on easy ones, less. Give it a few weeks of your own routine before deciding.',
    },
  ],
  verdict: (p) => {
    const e = p.edgeIn(p.focus);
    return e
      ? `Judged on results alone, ${p.name(e.ahead)} has the measurable edge (${e.specs[e.ahead]}). ${p.name(e.behind)} answers with ${p.strength(e.behind)}, which may be the result that matters to you.`
      : `Judged on results alone, it is close: ${p.A} puts its effort into ${p.strength(0)}, ${p.B} into ${p.strength(1)}.`;
  },
  bestFor: (p, side) => `Results driven by ${p.strength(side)}`,
  pins: [
    (p) => `${p.A} vs ${p.B}: Who Wins on Results?`,
    (p) => `Better Results: ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B}? Judged on Performance`,
  ],
  pinLine: (p) => `No extras, just ${p.v.result}: how ${p.A} and ${p.B} compare where it counts.`,
  mood: 'a close, satisfying detail of a job well done, crisp focus and rich texture',
};

const quiet: Angle = {
  id: 'quiet',
  family: 'comfort',
  hint: () => 'Where a listing gives no figure, we do not guess one.',
  signOff: (p) =>
    `If noise is a deal-breaker, place it away from where you talk and relax in your ${p.v.room}.`,
  fits: (p) => is(p, 'kitchen', 'office', 'smart-home') && p.any('noise'),
  angle: (v) => `which one keeps the ${v.room} calmer`,
  audience: () => 'people who value a quiet home',
  use: () => 'a Quiet Home',
  keyword: (v) => `quiet ${searched(v)}`,
  focus: ['noise', 'size', 'speed', 'modes'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Is Quieter?`,
    (p) => `The Quieter ${Kind(p)}: ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B} for a Calm ${titleCase(p.v.room)}`,
  ],
  intro: (p) =>
    para(
      `Noise is easy to overlook on a product page and hard to ignore at home.`,
      `In an open-plan home, ${aKind(p)} that hums through a conversation is one you stop using, so this comparison puts sound levels first.`,
    ),
  sections: [
    {
      heading: () => 'What the listings say about noise',
      aspects: ['noise'],
      write: (p) => [
        para(
          p.both('noise', 0),
          'A decibel figure is measured at a distance the maker chooses, so it compares models more reliably than it predicts your own room.',
        ),
      ],
    },
    {
      heading: (p) => `Noise while ${p.v.activity}`,
      aspects: ['speed', 'modes'],
      write: (p) => [
        para(
          per(p, {
            kitchen:
              'A fan-driven appliance is loudest at high heat and when it starts; a shorter cooking time also means less noise overall.',
            office:
              'On a desk, the sharpest sounds are the ones closest to you, and they are the ones a call picks up.',
            'smart-home':
              'A device that runs while you are out can be as loud as it likes; the trouble starts when it runs while you are home.',
            general: 'The noise that bothers most is the one that comes at the wrong time.',
          }),
          p.say(0, ['speed', 'modes'], 2),
          p.say(1, ['speed', 'modes'], 3),
        ),
      ],
    },
    {
      heading: () => 'Where to put it',
      aspects: ['size'],
      write: (p) => [
        para(
          per(p, {
            kitchen:
              'A solid counter away from the wall cabinets dampens vibration; a hollow cupboard door above it makes it louder.',
            office: 'A desk mat takes the edge off every keystroke.',
            vacuum:
              'Put the dock in a hallway or a room you are not using, and schedule runs for when you are out or busy elsewhere.',
            general: 'A firm surface away from thin walls keeps the sound from carrying.',
          }),
          p.say(0, 'size', 1) ?? p.say(1, 'size', 1),
        ),
      ],
    },
    {
      heading: () => 'The calmer choice',
      aspects: ['noise'],
      write: (p) => {
        const c = p.cmp('noise');
        const q = c?.ahead ?? (p.has(0, 'noise') ? 0 : 1);
        return [
          para(
            `${p.name(q)} is the one that makes quiet part of its case${c ? '' : ', as the only listing here to mention it'}.`,
            `${p.name(p.other(q))} is the choice if you care more about ${p.strength(p.other(q))} than a few decibels.`,
          ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `Which is quieter, ${p.A} or ${p.B}?`,
      answer: (p) => {
        const c = p.cmp('noise');
        if (c) return `${p.beats(c)} Both figures are the makers’ own, measured their way.`;
        const q = p.has(0, 'noise') ? 0 : 1;
        return `${p.name(q)} is the one that states a figure: “${p.fact(q, 'noise')?.line}”. The other gives none, which does not make it loud.`;
      },
    },
    {
      ask: () => 'How loud is too loud at home?',
      answer: () =>
        'As a rule of thumb, anything around the level of a normal conversation, about 60 dB, is easy to live with; a quiet room sits near 40 dB.',
    },
    {
      ask: () => 'Can I make it quieter?',
      answer: (p) =>
        per(p, {
          kitchen:
            'Place it on a solid surface, keep the vents clear and avoid the highest setting when you do not need it.',
          office: 'A desk mat and softer keycaps both help.',
          vacuum: 'Keep the brushes free of hair and the bin emptied, and run it when nobody is in the room.',
          general: 'A firm, level surface and regular cleaning of fans or brushes keep noise down.',
        }),
    },
    {
      ask: () => 'Will the noise carry to other rooms?',
      answer: () =>
        'At these levels, rarely through a closed door; it is people in the same room who notice.',
    },
  ],
  verdict: (p) => {
    const c = p.cmp('noise');
    const q = c?.ahead ?? (p.has(0, 'noise') ? 0 : 1);
    return `For a calmer ${p.v.room}, ${p.name(q)} is the safer pick: it is the one that puts a number on its noise. ${p.name(p.other(q))} earns its place with ${p.strength(p.other(q))}.`;
  },
  bestFor: (p, side) =>
    p.has(side, 'noise') ? 'Open-plan homes and light sleepers' : `Buyers who put ${p.strength(side)} first`,
  pins: [
    (p) => `The Quieter ${Kind(p)}: ${p.A} or ${p.B}?`,
    (p) => `${p.A} vs ${p.B}: Noise Compared`,
    (p) => `Keep It Calm: ${p.A} or ${p.B}`,
  ],
  pinLine: (p) => `Noise is the complaint buyers check least. How ${p.A} and ${p.B} compare on it.`,
  mood: 'in an open-plan home at evening, calm and hushed, a cup of tea and a book',
};

const comfort: Angle = {
  id: 'comfort',
  family: 'comfort',
  hint: () =>
    'Fit is personal, so this is about what to look for rather than a promise about your own ears, wrists or hands.',
  // Said of any kind it fits (earbuds, a keyboard, an e-reader): not the fit of something worn.
  signOff: () => 'Keep the packaging until you are sure it suits you.',
  // Long sessions: not what two minutes with a toothbrush are.
  fits: (p) => is(p, 'audio', 'fitness', 'office') || (is(p, 'general') && p.any('fit', 'light', 'display')),
  angle: () => 'which one is more comfortable over long sessions',
  audience: (v) =>
    perKind(v, {
      audio: 'listeners who wear them for hours',
      fitness: 'people who wear it day and night',
      office: 'people who type for hours',
      general: peopleWho(v, 'use it for hours'),
    }),
  use: () => 'All-Day Comfort',
  keyword: (v) => `comfortable ${searched(v)}`,
  focus: ['fit', 'size', 'keys', 'light', 'display', 'battery', 'guidance'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Is More Comfortable?`,
    (p) => `All-Day Comfort: ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B} for Long Sessions`,
  ],
  intro: (p) =>
    para(
      'Comfort is the feature you cannot read on a box and cannot ignore after an hour.',
      `We compared ${p.A} and ${p.B} on what the listings reveal about fit, weight and fatigue, and what to try in the first days.`,
    ),
  sections: [
    {
      heading: (p) =>
        per(p, {
          earbuds: 'Fit in the ear',
          headphones: 'Headband, cushions and clamping force',
          audio: 'Fit and feel',
          fitness: 'On the wrist, day and night',
          office: 'Hands and wrists after an hour',
          'personal-care': 'In the hand',
          general: 'In the hand and on the eyes',
        }),
      aspects: ['fit', 'size', 'keys'],
      write: (p) => [
        para(
          p.both(['fit', 'keys', 'size'], 0),
          per(p, {
            earbuds:
              'Ear shapes vary more than any spec: the best fit is the one that seals without pressure.',
            headphones:
              'Heads vary more than any spec: the best fit holds still when you look down, without pressing on your jaw or your glasses.',
            audio:
              'Ears and heads vary more than any spec: the best fit is the one that seals without pressure.',
            fitness:
              'A band you forget about is one that gives good data; pressure points show up at night first.',
            office:
              'Wrist angle matters more than key shape: a board that sits flat and low spares the forearms.',
            'personal-care': 'Weight and grip matter most for two minutes twice a day.',
            general: 'Weight and grip matter most when you hold it for long.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Hour two and beyond',
      aspects: ['battery', 'light', 'display'],
      write: (p) => [
        para(
          p.both(['battery', 'light', 'display'], 1),
          'Long sessions also test the battery: running out halfway is its own kind of discomfort.',
        ),
      ],
    },
    {
      heading: () => 'Small adjustments that help',
      aspects: ['guidance', 'smart'],
      write: (p) => [
        para(
          per(p, {
            earbuds:
              'Try every ear-tip size and give each a day; the right one often feels too small at first.',
            headphones:
              'Loosen the headband a notch and move the cushions off your glasses’ arms before deciding they clamp too hard; lift them off for a minute every hour to let your ears cool.',
            audio:
              'Adjust the fit before deciding it is uncomfortable, and give your ears a short break every hour or so.',
            fitness: 'Loosen the band at night and tighten it for workouts.',
            office: 'Try the keyboard flat before you raise its feet; most wrists prefer it.',
            'personal-care': 'Dry the handle after use so the grip stays sure.',
            general: 'Adjust brightness, angle or grip before deciding it is uncomfortable.',
          }),
          p.say(0, ['guidance', 'smart', 'compat'], 2),
          p.say(1, ['guidance', 'smart', 'compat'], 3),
        ),
      ],
    },
    {
      heading: () => 'The more comfortable pick',
      aspects: ['fit'],
      write: (p) => {
        const [x, y] = [p.has(0, 'fit'), p.has(1, 'fit')];
        const c = x !== y ? (x ? 0 : 1) : undefined;
        return [
          c !== undefined
            ? para(
                `${p.name(c)} is the one that makes comfort part of its pitch (“${p.fact(c, 'fit')?.line}”).`,
                `${p.name(p.other(c))} puts its effort into ${p.strength(p.other(c))}.`,
              )
            : para(
                'Comfort is personal enough that the listings cannot settle it.',
                `If you can, try both; if not, choose ${p.A} for ${p.strength(0)} or ${p.B} for ${p.strength(1)} and use the return window.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `Is ${p.A} comfortable for hours?`,
      answer: (p) =>
        para(
          p.say(0, ['fit', 'size', 'keys'], 4) ?? `Its listing does not describe the fit.`,
          'Comfort varies by person, so use the return window to find out.',
        ),
    },
    {
      ask: (p) => `Which one is better for long sessions, ${p.A} or ${p.B}?`,
      answer: (p) => {
        const c = p.cmp('battery');
        return c
          ? `${p.beats(c)} Over hours, though, the fit decides as much as the battery.`
          : (p.same('battery') ?? '') +
              ' The one that fits you better will feel better for longer, so think about fit first.';
      },
    },
    {
      ask: () => 'What causes discomfort over time?',
      answer: (p) =>
        per(p, {
          earbuds:
            'Pressure in the ear canal from tips that are too big, and heat from a seal that never breaks.',
          headphones:
            'Clamping force on the jaw or on glasses, a headband pressing on the crown of the head, and heat under the ear cushions on a warm day.',
          audio: 'Pressure where they touch, and heat from a seal that never breaks.',
          fitness: 'A band that is too tight, especially at night, and a sensor bump pressing on the wrist.',
          office: 'Bent wrists: a keyboard set too high or raised on its feet.',
          'personal-care': 'A handle that slips when wet or vibration that feels too strong.',
          general: 'Holding it at an awkward angle, and screens or lights that are too bright.',
        }),
    },
    {
      ask: () => 'Does it take time to get used to?',
      answer: () =>
        'A few days for most people. Start with short sessions and adjust fit or position before deciding it is uncomfortable.',
    },
  ],
  verdict: (p) => {
    const [x, y] = [p.has(0, 'fit'), p.has(1, 'fit')];
    const c = x !== y ? (x ? 0 : 1) : undefined;
    return c !== undefined
      ? `For comfort over long sessions, ${p.name(c)} has the better-documented case. ${p.name(p.other(c))} is the pick when you would put ${p.strength(p.other(c))} before fit.`
      : `For comfort, neither listing gives the other a clear edge: choose ${p.A} for ${p.strength(0)} or ${p.B} for ${p.strength(1)}, and use the return window to judge it over a few long sessions.`;
  },
  bestFor: (p, side) =>
    p.has(side, 'fit')
      ? 'Long sessions where fit matters most'
      : `Long sessions built around ${p.strength(side)}`,
  pins: [
    (p) => `Most Comfortable? ${p.A} vs ${p.B}`,
    (p) => `${p.A} or ${p.B} for Hours of Use`,
    (p) => `Comfort First: ${p.A} vs ${p.B}`,
  ],
  pinLine: (p) => `Fit, weight and fatigue: which of ${p.A} and ${p.B} you can use for hours.`,
  mood: 'relaxed and unhurried, someone settled in a comfortable chair by a window',
};

const onTheGo: Angle = {
  id: 'on-the-go',
  family: 'lifestyle',
  hint: () => 'Home comforts, such as a charger by the bed, do not travel with you.',
  signOff: () => 'Pack the charger whichever you choose.',
  fits: (p) =>
    is(p, 'audio', 'fitness', 'personal-care') ||
    (is(p, 'general') && p.any('battery', 'water')) ||
    (is(p, 'office') && p.any('battery') && p.any('connectivity')),
  angle: (v) =>
    v.category === 'audio' ? 'which one is better for commuting and travel' : 'which one travels better',
  audience: () => 'commuters and travellers',
  use: (v) => (v.category === 'audio' ? 'Commuting' : 'Travel'),
  keyword: (v) => `${searched(v)} for travel`,
  focus: ['battery', 'anc', 'size', 'water', 'connectivity', 'fit'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Is Better on the Move?`,
    (p) => (is(p, 'audio') ? `${p.A} or ${p.B} for the Daily Commute` : `${p.A} or ${p.B} for Travel`),
    (p) => `Packing Light: ${p.A} vs ${p.B}`,
  ],
  intro: (p) =>
    para(
      `Away from home, ${aKind(p)} has to live in a bag, survive a delay and still work at the other end.`,
      `We compared ${p.A} and ${p.B} on battery, size and resilience, the three things travel tests first.`,
    ),
  sections: [
    {
      heading: () => 'Battery for a long day out',
      aspects: ['battery'],
      write: (p) => [
        para(
          p.both('battery', 0),
          'Rated battery figures assume ideal conditions; plan for about three quarters of them on a cold platform or a long flight.',
        ),
      ],
    },
    {
      heading: (p) =>
        per(p, {
          audio: 'Noise on trains and planes',
          fitness: 'Reading it on the road',
          'personal-care': 'Away from your own bathroom',
          general: 'Using it away from home',
        }),
      aspects: ['anc', 'calls', 'display', 'light'],
      write: (p) => [
        para(
          p.both(['anc', 'calls', 'display', 'light', 'tracking'], 1),
          per(p, {
            audio:
              'On a long journey, comfort and battery matter as much as silence: the best pair is the one you still want on in hour five.',
            fitness:
              'On unfamiliar routes, a screen you can read at a glance in bright sun beats any feature list.',
            'personal-care':
              'In a hotel bathroom, a travel case and a charge that lasts the trip matter more than modes.',
            general:
              'On the move, light, noise and space change every hour, so it has to cope with all of them.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Size, weight and what fits in a bag',
      aspects: ['size', 'water', 'fit'],
      write: (p) => [
        para(
          p.say(0, ['size', 'fit', 'water'], 2),
          p.say(1, ['size', 'fit', 'water'], 3),
          'In a bag, a sturdy case and a little water resistance matter more than a few grams.',
        ),
      ],
    },
    {
      heading: () => 'The better travel companion',
      aspects: ['battery'],
      write: (p) => {
        const c = p.cmp('battery') ?? p.cmp('water');
        return [
          c
            ? para(
                `For days away, ${p.name(c.ahead)} has the practical edge, with ${p.versus(c)}.`,
                `${p.name(c.behind)} remains a fine companion for shorter trips, with ${p.strength(c.behind)}.`,
              )
            : para(
                `For days away, the choice is ${p.strength(0)} on ${p.A} or ${p.strength(1)} on ${p.B}; both travel.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `Which lasts longer on a trip, ${p.A} or ${p.B}?`,
      answer: (p) => {
        const c = p.cmp('battery');
        return c
          ? p.beats(c, 1)
          : (p.same('battery') ?? 'Their listings do not give comparable battery figures.') +
              ' Carry a charger either way.';
      },
    },
    {
      ask: (p) => `Can I use ${p.A} in the rain or at the gym?`,
      answer: (p) => {
        const f = p.fact(0, 'water');
        return f
          ? `Its listing says “${f.line}”, which covers rain and sweat, though not a swim unless it says so.`
          : `Its listing gives no water rating, so keep it dry and check the manual before exposing it to rain.`;
      },
    },
    {
      ask: () => 'What should I pack with it?',
      answer: (p) =>
        per(p, {
          earbuds:
            'The charging case and a short cable; for a seat-back screen, a small Bluetooth transmitter, since wireless earbuds cannot plug into the socket.',
          headphones:
            'A protective case and a charging cable; for a seat-back screen, check whether your pair takes an audio cable, or bring a small Bluetooth transmitter.',
          audio:
            'A charging cable and a protective case; for a seat-back screen, a small Bluetooth transmitter.',
          'e-reader': 'A charging cable and a cover to protect the screen in a bag.',
          fitness: 'The charger: trackers use their own cables, and a hotel will not have yours.',
          'personal-care': 'The charger or travel case, and a spare head for longer trips.',
          general: 'Its charger and a protective case.',
        }),
    },
    {
      ask: () => 'Can it go in hand luggage?',
      answer: () =>
        'Small devices with built-in lithium batteries are generally allowed in the cabin, but check your airline’s rules before you fly.',
    },
  ],
  verdict: (p) => {
    const c = p.cmp('battery') ?? p.cmp('water');
    return c
      ? `On the move, ${p.name(c.ahead)} is the safer bet thanks to ${c.specs[c.ahead]}. ${p.name(c.behind)} suits shorter trips and people who value ${p.strength(c.behind)}.`
      : `On the move, both will do; pick ${p.A} for ${p.strength(0)} or ${p.B} for ${p.strength(1)}.`;
  },
  bestFor: (p, side) =>
    p.cmp('battery')?.ahead === side
      ? 'Long trips and long commutes'
      : `Shorter trips, with ${p.strength(side)}`,
  pins: [
    (p) => `Travel Pick: ${p.A} or ${p.B}?`,
    (p) => `${p.A} vs ${p.B} on the Move`,
    (p) => `${p.A} or ${p.B}: Which to Pack?`,
  ],
  pinLine: (p) => `Battery, size and resilience: how ${p.A} and ${p.B} cope with a day away from home.`,
  mood: 'on the move, a train window with passing countryside and a packed weekend bag',
};

const healthy: Angle = {
  id: 'healthy',
  family: 'lifestyle',
  hint: () =>
    'No device makes anyone healthier on its own; the right one makes the better habit the easier one.',
  signOff: () => 'The healthier choice is the one you will still use every day in a month.',
  fits: (p) => is(p, 'kitchen', 'personal-care', 'fitness'),
  angle: (v) =>
    v.category === 'kitchen'
      ? 'which one makes lighter home cooking easier'
      : v.category === 'fitness'
        ? 'which one helps you reach a health goal'
        : 'which one does more for your dental health',
  audience: (v) =>
    v.category === 'kitchen'
      ? 'health-conscious cooks'
      : v.category === 'fitness'
        ? 'people with a health goal'
        : 'people who care about their gums',
  use: (v) =>
    v.category === 'kitchen'
      ? 'Healthier Cooking'
      : v.category === 'fitness'
        ? 'Health Goals'
        : 'Healthier Gums',
  keyword: (v) => (v.category === 'kitchen' ? `healthy ${searched(v)} cooking` : `${searched(v)} for health`),
  focus: ['health', 'temperature', 'modes', 'tracking', 'guidance', 'power'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: The Healthier Choice?`,
    (p) =>
      is(p, 'kitchen')
        ? `Lighter Meals: ${p.A} or ${p.B}`
        : is(p, 'fitness')
          ? `Reaching Your Goal: ${p.A} or ${p.B}`
          : `Better Brushing: ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B} for a Healthier Routine`,
  ],
  intro: (p) =>
    para(
      per(p, {
        kitchen:
          'Cooking lighter at home is mostly about using less oil without giving up texture, and the right appliance makes that the easy option.',
        fitness:
          'A tracker helps a health goal when it makes progress visible without turning every day into homework.',
        general:
          'Dentists care less about gadgets than about habits, and a good brush is one that makes the right habit easy.',
      }),
      `Here is how ${p.A} and ${p.B} compare for that.`,
    ),
  sections: [
    {
      heading: (p) =>
        per(p, {
          multicooker: 'Cooking with less oil',
          kitchen: 'Less oil, same crunch',
          fitness: 'What it measures for you',
          general: 'Cleaning where it matters',
        }),
      aspects: ['health', 'power', 'tracking'],
      write: (p) => [
        para(
          p.both(['health', 'tracking', 'power'], 2),
          per(p, {
            multicooker:
              'Steaming and pressure cooking need little or no oil, and cooking beans and grains from dry replaces tins and packets.',
            kitchen:
              'Hot, moving air crisps food with a spoonful of oil rather than a pan of it; the rest depends on what goes in the basket.',
            fitness: 'Numbers only help when they change what you do: a nudge to move, a bedtime you keep.',
            general:
              'Most plaque hides at the gum line and between teeth, which is where technique matters most.',
          }),
        ),
      ],
    },
    {
      heading: (p) =>
        per(p, {
          kitchen: 'Control over heat and time',
          fitness: 'Habits it helps build',
          general: 'Guidance while you brush',
        }),
      aspects: ['temperature', 'guidance', 'modes'],
      write: (p) => [
        para(
          p.both(['temperature', 'guidance', 'modes'], 3),
          per(p, {
            multicooker:
              'Steaming keeps vegetables firm and bright, and long, gentle cooking turns leaner cuts tender.',
            kitchen:
              'Precise control lets you cook vegetables through without charring them and dehydrate fruit instead of buying sugared snacks.',
            fitness: 'Reminders and goals work best when they are few and reachable.',
            general: 'A timer and a pressure warning do more for your gums than any extra mode.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Keeping it a habit',
      aspects: ['cleaning', 'battery'],
      write: (p) => [
        para(
          'The healthiest tool is the one you keep using.',
          p.say(0, ['cleaning', 'battery'], 0),
          p.say(1, ['cleaning', 'battery'], 1),
        ),
      ],
    },
    {
      heading: () => 'The healthier pick',
      aspects: ['health'],
      write: (p) => {
        const [x, y] = [p.has(0, 'health', 'tracking'), p.has(1, 'health', 'tracking')];
        const h = x !== y ? (x ? 0 : 1) : undefined;
        return [
          h !== undefined
            ? para(
                `${p.name(h)} makes the stronger health case in its listing: ${p.strength(h, p.fact(h, 'health') ?? p.fact(h, 'tracking'))}.`,
                `${p.name(p.other(h))} still supports a healthier routine through ${p.strength(p.other(h))}.`,
              )
            : para(
                `Both support a healthier routine; the difference is in how: ${p.strength(0)} on ${p.A}, ${p.strength(1)} on ${p.B}.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) =>
        is(p, 'kitchen') ? `Is cooking with ${p.A} healthier than frying?` : `Will ${p.A} improve my health?`,
      answer: (p) =>
        para(
          p.say(0, ['health', 'tracking'], 1),
          is(p, 'kitchen')
            ? 'Using less oil cuts fat, but the ingredients decide how healthy the meal is.'
            : 'It helps most when it changes a habit; the device alone does not.',
        ),
    },
    {
      ask: (p) =>
        `Which one helps more with ${is(p, 'kitchen') ? 'lighter meals' : 'a health goal'}, ${p.A} or ${p.B}?`,
      answer: (p) => {
        const [x, y] = [p.fact(0, 'health'), p.fact(1, 'health')];
        if (x && !y) return `${p.A}, on the strength of its listing: “${x.line}”.`;
        if (y && !x) return `${p.B}, on the strength of its listing: “${y.line}”.`;
        return `Neither listing puts it ahead on health; ${p.A} offers ${p.strength(0)}, ${p.B} offers ${p.strength(1)}.`;
      },
    },
    {
      ask: () => 'Any tips for a healthier routine with it?',
      answer: (p) =>
        per(p, {
          multicooker:
            'Steam vegetables above the main dish, cook grains and beans from dry, and skim the fat from stews before serving.',
          kitchen:
            'Use an oil spray rather than pouring, cook vegetables alongside the main dish, and keep portions to one layer.',
          fitness:
            'Pick one goal, such as steps or sleep, and watch the weekly trend rather than the daily number.',
          general: 'Brush for the full two minutes twice a day and replace the head every three months.',
        }),
    },
    {
      ask: () => 'Is it worth buying for health reasons alone?',
      answer: (p) =>
        `Only if it changes a habit you want to change. If it does, look for ${p.strength(0)} on ${p.A} or ${p.strength(1)} on ${p.B}.`,
    },
  ],
  verdict: (p) => {
    const [x, y] = [p.has(0, 'health'), p.has(1, 'health')];
    return x !== y
      ? `For a healthier routine, ${p.name(x ? 0 : 1)} makes the clearer case. ${p.name(x ? 1 : 0)} is the better buy if what you need is ${p.strength(x ? 1 : 0)}.`
      : `For a healthier routine, either will help; choose ${p.A} for ${p.strength(0)} or ${p.B} for ${p.strength(1)}, and build the habit around it.`;
  },
  bestFor: (p, side) =>
    p.has(side, 'health') ? 'A healthier routine first' : `Health goals built around ${p.strength(side)}`,
  pins: [
    (p) => `${p.A} vs ${p.B}: The Healthier Pick`,
    (p) =>
      p.v.texts.includes('air-fryer')
        ? `Less Oil, Same Crunch: ${p.A} or ${p.B}`
        : `Healthier Habits: ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B} for Healthier Days`,
  ],
  pinLine: (p) =>
    `Healthier habits made easy: what ${p.A} and ${p.B} offer and which makes the stronger case.`,
  mood: {
    kitchen: 'fresh and wholesome, colourful vegetables and fruit, bright morning light',
    fitness: 'an early morning walk in a green park, fresh air and long shadows',
    general: 'a fresh, bright bathroom with a glass of water and a green plant',
  },
};

const tech: Angle = {
  id: 'tech',
  family: 'features',
  hint: () => 'Marketing names only matter here when they change what you do.',
  signOff: () => 'Install the updates on day one: features often improve after launch.',
  fits: (p) =>
    is(p, 'audio', 'fitness', 'smart-home', 'office') ||
    p.any('smart', 'compat') ||
    (is(p, 'general') && p.books.some((b) => b.facts.some((f) => /wi-?fi|bluetooth|\bapp\b/i.test(f.line)))),
  angle: () => 'which one has the smart features you will actually use',
  audience: () => 'tech-minded buyers',
  use: () => 'Smart Features',
  keyword: (v) => (/^smart /.test(searched(v)) ? `${searched(v)} features` : `smart ${searched(v)} features`),
  focus: ['smart', 'connectivity', 'compat', 'anc', 'tracking', 'sound', 'video', 'light'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Smart Features Matter?`,
    (p) => `Smart Features Compared: ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B}: The Tech Inside`,
  ],
  intro: (p) =>
    para(
      'Feature lists grow every year, but most owners settle into a handful they use daily.',
      `This look at ${p.A} and ${p.B} separates the smart features that change a routine from the ones that only fill a box.`,
    ),
  sections: [
    {
      heading: () => 'Apps, assistants and connections',
      aspects: ['smart', 'connectivity', 'compat'],
      write: (p) => [
        para(
          p.say(0, ['smart', 'compat', 'connectivity'], 1),
          p.say(1, ['smart', 'compat', 'connectivity'], 2),
          'The best ecosystem is the one you already live in: a feature that needs a second app or a new account rarely survives the first month.',
        ),
      ],
    },
    {
      heading: () => 'The technology that does the work',
      aspects: ['anc', 'sound', 'tracking', 'power', 'video'],
      write: (p) => {
        const named = (side: Side) => p.books[side].facts.find((f) => f.names.length > 0);
        const x = named(0);
        const y = named(1);
        return [
          para(
            x ? p.state(0, x, 3) : p.say(0, ['anc', 'tracking', 'video', 'power'], 3),
            y ? p.state(1, y, 4) : p.say(1, ['anc', 'tracking', 'video', 'power'], 4),
            'Named technologies are marketing until they solve a problem you have; judge them by what they do, not by their names.',
          ),
        ];
      },
    },
    {
      heading: () => 'Features that sound better than they are',
      aspects: ['modes', 'guidance'],
      write: (p) => [
        para(
          per(p, {
            audio:
              'Spatial audio and gesture controls impress in a shop and are often switched off at home; good noise cancellation and a steady connection are the ones people keep.',
            fitness: 'Dozens of sport modes look good in a list; most people use three, plus sleep.',
            office:
              'Software layers for every key are powerful, but a keyboard that works without them is easier to live with.',
            vacuum:
              'Remote starts and voice commands are fun in the first week; most owners set one schedule and leave it.',
            doorbell:
              'A long list of alert types sounds useful; most people keep the ring and motion alerts and switch off the rest.',
            'smart-home': 'Routines are brilliant once set up; most homes use two or three.',
            general: 'The longest feature list rarely wins; the features you use every day do.',
          }),
          p.both(['modes', 'guidance'], 0),
        ),
      ],
    },
    {
      heading: () => 'The smarter buy',
      aspects: ['smart'],
      write: (p) => {
        const [x, y] = [
          p.has(0, 'smart', 'connectivity', 'compat'),
          p.has(1, 'smart', 'connectivity', 'compat'),
        ];
        const t = x !== y ? (x ? 0 : 1) : undefined;
        return [
          t !== undefined
            ? para(
                `${p.name(t)} is the more connected of the two.`,
                `${p.name(p.other(t))} keeps things simpler and focuses on ${p.strength(p.other(t))}.`,
              )
            : para(
                x
                  ? `Both are well connected; the smarter buy is the one that fits the devices you already own.`
                  : `Neither listing makes connections its selling point, so the smarter buy is the one that fits the devices you already own.`,
                `Beyond that, ${p.A} leads with ${p.strength(0)} and ${p.B} with ${p.strength(1)}.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `Does ${p.A} work with my phone and other devices?`,
      answer: (p) =>
        para(
          p.say(0, ['compat', 'connectivity', 'smart'], 0) ?? 'Its listing does not detail compatibility.',
          'Check the compatibility section of its Amazon page for your exact phone or computer.',
        ),
    },
    {
      ask: (p) => `What smart features does ${p.B} have?`,
      answer: (p) =>
        para(
          p.say(1, ['smart', 'connectivity', 'compat'], 1) ?? `Its listing leads with ${p.strength(1)}.`,
          'The feature list on its Amazon page has the full set.',
        ),
    },
    {
      ask: () => 'Do I need an app or an account?',
      answer: () =>
        'Usually an app unlocks settings and updates, and some features need an account with the maker. Basic use often works without one; the product page says which features need it.',
    },
    {
      ask: () => 'Will it keep getting updates?',
      answer: () =>
        'Makers usually update apps and firmware for some years after launch; install updates on the first day and check the maker’s support page for how long it is covered.',
    },
  ],
  verdict: (p) =>
    `For the features you will actually use, ${p.A} brings ${p.strength(0)} and ${p.B} brings ${p.strength(1)}. Choose the one that fits the phone, computer or assistant you already have.`,
  bestFor: (p, side) => `Tech fans who want ${p.strength(side)}`,
  pins: [
    (p) => `Smart Features: ${p.A} vs ${p.B}`,
    (p) => `${p.A} or ${p.B}: The Tech That Matters`,
    (p) => `Which Is Smarter? ${p.A} vs ${p.B}`,
  ],
  pinLine: (p) => `Separating useful smart features from box-fillers on ${p.A} and ${p.B}.`,
  mood: 'modern and minimal, a phone face-down on a wooden table, soft screen glow',
};

const versatile: Angle = {
  id: 'versatile',
  family: 'features',
  hint: () => 'More is only better if you use it.',
  signOff: () => 'Count the modes you would really use before paying for more of them.',
  // Range means modes, or devices a desk or wrist device serves; a doorbell's "works with Alexa" is not range.
  fits: (p) =>
    (is(p, 'office', 'fitness') && p.any('modes', 'connectivity', 'compat')) ||
    (is(p, 'kitchen', 'smart-home', 'general') && p.any('modes')),
  angle: () => 'which one covers more jobs',
  audience: () => 'people who want one device for many jobs',
  use: () => 'Versatility',
  keyword: (v) => `versatile ${searched(v)}`,
  focus: ['modes', 'capacity', 'temperature', 'connectivity', 'accessories', 'compat'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Does More?`,
    (p) => `One ${Kind(p)}, Many Jobs: ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B}: The More Versatile Choice`,
  ],
  intro: (p) =>
    para(
      `A versatile ${kind(p)} can replace two or three others, but only if its extra modes are ones you would use.`,
      `We compared ${p.A} and ${p.B} on range, by their listings: what each can do, and what a dedicated tool still does better.`,
    ),
  sections: [
    {
      heading: () => 'Counting the modes',
      aspects: ['modes'],
      write: (p) => [
        para(
          p.both('modes', 1),
          per(p, {
            multicooker:
              'A list of programs is partly marketing: several are the same pressure and heat with different timings.',
            kitchen:
              'A list of modes is partly marketing: several are often the same heat and fan at different settings.',
            general:
              'A list of modes is partly marketing: several are often the same hardware with different presets.',
          }),
        ),
      ],
    },
    {
      heading: () => 'What it can replace',
      aspects: ['modes', 'temperature', 'accessories'],
      write: (p) => [
        para(
          per(p, {
            // What each kind can take over: a slow cooker is a multicooker's to replace, not an air fryer's.
            'air-fryer':
              'The honest test is which appliance leaves the cupboard for good: a deep fryer, a dehydrator, the oven for small batches.',
            multicooker:
              'The honest test is which appliance leaves the cupboard for good: a slow cooker, a rice cooker, a steamer.',
            kitchen: 'The honest test is which appliance leaves the cupboard for good, and which ones stay.',
            office: 'The honest test is how many devices it serves without re-pairing every morning.',
            speaker:
              'The honest test is what it lets you stop doing by hand: setting timers, finding the radio, switching things off.',
            doorbell:
              'The honest test is how often it saves you a trip to the door: seeing who is there and answering from wherever you are.',
            'smart-home':
              'The honest test is how many small chores it takes off your list without new ones appearing.',
            fitness: 'The honest test is whether it covers every sport you do, so nothing goes unrecorded.',
            general: 'The honest test is what it lets you stop using.',
          }),
          p.say(0, ['temperature', 'accessories', 'compat', 'connectivity'], 2),
          p.say(1, ['temperature', 'accessories', 'compat', 'connectivity'], 3),
        ),
      ],
    },
    {
      heading: () => 'When a simpler one is better',
      aspects: ['size', 'guidance'],
      write: (p) => [
        para(
          'Range has a cost: more buttons, a longer manual and, often, a bigger footprint.',
          per(p, {
            kitchen: 'If you mostly make one or two things, a focused machine does them with less fuss.',
            general: 'If you mostly do one thing, a focused device does it with less fuss.',
          }),
          p.contrast('capacity', 2),
        ),
      ],
    },
    {
      heading: () => 'The more versatile buy',
      aspects: ['modes'],
      write: (p) => {
        const s = simpler(p);
        return [
          s
            ? para(
                `${p.name(s.rich)} covers more ground, with ${s.richSpec}.`,
                `${p.name(s.easy)} is the better fit if ${s.easySpec} already cover what you do.`,
              )
            : para(
                `Range is close; ${p.A} stretches further on ${p.strength(0)}, ${p.B} on ${p.strength(1)}.`,
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `Which does more, ${p.A} or ${p.B}?`,
      answer: (p) => {
        const s = simpler(p);
        return s
          ? p.beats(s.c, 2)
          : `On paper they cover similar ground; ${p.A} leans on ${p.strength(0)}, ${p.B} on ${p.strength(1)}.`;
      },
    },
    {
      ask: (p) => `Can ${p.A} replace other ${is(p, 'kitchen') ? 'appliances' : 'devices'}?`,
      answer: (p) =>
        para(
          p.say(0, ['modes', 'connectivity', 'compat'], 2),
          'Whether it replaces them depends on how often you use the extra modes; a dedicated tool still wins at its own job.',
        ),
    },
    {
      ask: () => 'Are more modes always better?',
      answer: () =>
        'No. More modes mean more to learn, and several usually share the same settings underneath. Count the ones you would use in a normal month.',
    },
    {
      ask: () => 'Which modes will I actually use?',
      answer: (p) =>
        per(p, {
          kitchen:
            'Expect to settle on two or three: the main job, one for leftovers or quick tasks, and one favourite. Read the list with that in mind.',
          general:
            'Expect to settle on two or three: the main one, a quick one and a favourite. Read the list with that in mind.',
        }),
    },
  ],
  verdict: (p) => {
    const s = simpler(p);
    return s
      ? `If you want one ${kind(p)} for many jobs, ${p.name(s.rich)} is the more versatile buy. If your needs are narrower, ${p.name(s.easy)} does them with less to learn.`
      : `For versatility the two are close; let the one job you do most decide between ${p.strength(0)} (${p.A}) and ${p.strength(1)} (${p.B}).`;
  },
  bestFor: (p, side) => {
    const s = simpler(p);
    if (!s) return `Range built around ${p.strength(side)}`;
    return s.rich === side ? 'One device for many jobs' : 'A focused tool that does fewer things';
  },
  pins: [
    (p) => `Which Does More? ${p.A} vs ${p.B}`,
    (p) => `${p.A} or ${p.B}: One Device, Many Jobs`,
    (p) => `The Most Versatile ${Kind(p)}: ${p.A} or ${p.B}`,
  ],
  pinLine: (p) => `Counting modes honestly: which of ${p.A} and ${p.B} can really replace other tools.`,
  mood: 'a generous spread of many different dishes or tasks at once, busy and abundant',
};

const calls: Angle = {
  id: 'calls',
  family: 'lifestyle',
  hint: () =>
    'The questions are simple: will people hear you clearly, and will you get through the day without hunting for a charger?',
  signOff: () => 'Test a call with a colleague in the first week, while returns are easy.',
  fits: (p) => is(p, 'audio') || (is(p, 'office') && p.any('calls')),
  angle: () => 'which one is better for calls and a work-from-home day',
  audience: () => 'remote workers',
  use: () => 'Working From Home',
  keyword: (v) => `${searched(v)} for work calls`,
  focus: ['calls', 'connectivity', 'anc', 'battery', 'compat', 'fit'],
  subjects: [
    (p) => `${p.A} vs ${p.B} for Calls and Meetings`,
    (p) => `Working From Home? ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B}: Which Is Better for Work?`,
  ],
  intro: (p) =>
    para(
      'A work-from-home day is a test of endurance: back-to-back calls, a laptop and a phone, and a house that is never quite quiet.',
      `This comparison of ${p.A} and ${p.B} follows that day from the first meeting to the last.`,
    ),
  sections: [
    {
      heading: () => 'How you sound to others',
      aspects: ['calls'],
      write: (p) => [
        para(
          p.both('calls', 0),
          'On a call, your voice matters more than the sound you hear: colleagues forgive muffled music, not a muffled you.',
        ),
      ],
    },
    {
      heading: () => 'Switching between laptop and phone',
      aspects: ['connectivity', 'compat'],
      write: (p) => [
        para(
          p.both(['connectivity', 'compat'], 2),
          'Switching without re-pairing saves the first minute of every meeting.',
        ),
      ],
    },
    {
      heading: () => 'Shutting out the house',
      aspects: ['anc', 'fit'],
      write: (p) => [
        para(
          p.both(['anc', 'fit', 'keys'], 3),
          'Blocking the washing machine helps you focus; letting the doorbell through keeps you from missing deliveries.',
        ),
      ],
    },
    {
      heading: () => 'The better work companion',
      aspects: ['battery'],
      write: (p) => {
        const c = p.cmp('battery');
        return [
          para(
            c
              ? `For a full workday, ${p.name(c.ahead)} goes further on a charge (${c.specs[c.ahead]}).`
              : 'Neither listing settles battery for a full workday, so plan a lunchtime top-up.',
            `For work, ${p.A} brings ${p.strength(0)}; ${p.B} brings ${p.strength(1)}.`,
          ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `Is ${p.A} good for Zoom and Teams calls?`,
      answer: (p) =>
        para(
          p.say(0, ['calls', 'anc'], 1) ?? 'Its listing does not detail call quality.',
          'Test it on a call with a colleague during the return window.',
        ),
    },
    {
      ask: (p) => `Can ${p.B} connect to my laptop and phone at once?`,
      answer: (p) =>
        para(
          p.say(1, 'connectivity', 2) ??
            'Its listing does not say; check the connectivity details on its Amazon page.',
        ),
    },
    {
      ask: () => 'Will it last a full workday?',
      answer: (p) => {
        const c = p.cmp('battery');
        return c
          ? `${p.name(c.ahead)} is rated for ${c.specs[c.ahead]}, ${p.name(c.behind)} for ${c.specs[c.behind]}; a lunch-break charge covers the rest.`
          : 'Plan a short charge at lunch; long calls drain a battery faster than music.';
      },
    },
    {
      ask: () => 'Does it work with Zoom, Teams and Meet?',
      answer: () =>
        'Any call app on a paired phone or computer can use it; what decides how you sound is the microphone and where you are.',
    },
  ],
  verdict: (p) => {
    // One listing speaks of calls: it is the pick for them, and the other is not sent to calls too.
    if (p.has(0, 'calls') !== p.has(1, 'calls')) {
      const c: Side = p.has(0, 'calls') ? 0 : 1;
      return `For a work-from-home day full of calls, ${p.name(c)} is the pick: its listing is the only one of the two to make calls part of its case. ${p.name(p.other(c))} suits work days built around ${p.strength(p.other(c))}.`;
    }
    return `For a work-from-home day, ${p.A} is the pick if you value ${p.strength(0)} most; ${p.B} if you value ${p.strength(1)}.`;
  },
  bestFor: (p, side) =>
    p.has(side, 'calls') ? 'Calls and meetings' : `Work days built around ${p.strength(side)}`,
  pins: [
    (p) => `WFH Essentials: ${p.A} or ${p.B}?`,
    (p) => `${p.A} vs ${p.B} for Calls`,
    (p) => `${p.A} or ${p.B}: Better for Meetings?`,
  ],
  pinLine: (p) => `Back-to-back calls and a noisy house: ${p.A} and ${p.B} through a work-from-home day.`,
  mood: 'a home office during a video call, a mug of coffee and a notebook, daylight',
};

const workout: Angle = {
  id: 'workout',
  family: 'durability',
  hint: () => 'A device that slips, fogs or dies mid-session is one you start leaving at home.',
  signOff: () => 'Try it on a short session before you trust it with a race or a long day.',
  fits: (p) => is(p, 'fitness') || (is(p, 'audio') && (p.v.texts.includes('earbuds') || p.any('water'))),
  angle: () => 'which one holds up better during workouts',
  audience: () => 'people who train',
  use: () => 'Workouts',
  keyword: (v) => `${searched(v)} for workouts`,
  focus: ['water', 'fit', 'tracking', 'battery', 'modes', 'display'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Is Better for Workouts?`,
    (p) => `At the Gym: ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B} for Running and the Gym`,
  ],
  intro: (p) =>
    para(
      'Sweat, movement and a phone left in a locker: workouts test a device more than any spec sheet.',
      `We compared ${p.A} and ${p.B} on what training asks of them.`,
    ),
  sections: [
    {
      heading: () => 'Sweat and rain',
      aspects: ['water'],
      write: (p) => [
        para(
          p.both('water', 0),
          'Sweat is salty and works its way into seams, so wipe it down after a session even when the rating covers it.',
        ),
      ],
    },
    {
      heading: () => 'Staying put while you move',
      aspects: ['fit', 'size'],
      write: (p) => [
        para(
          p.both(['fit', 'size'], 1),
          per(p, {
            earbuds:
              'For running, a secure seal matters more than wing tips; try a size up if they loosen mid-run.',
            audio:
              'For running, a firm fit matters more than anything on the spec sheet; test it with a few jumps before you head out.',
            general: 'For training, a band snug enough to stay put gives better heart-rate data.',
          }),
        ),
      ],
    },
    {
      heading: (p) => (is(p, 'audio') ? 'Sound that keeps you going' : 'What it tracks during a session'),
      aspects: ['tracking', 'modes', 'sound'],
      write: (p) => [
        para(
          p.both(['tracking', 'modes', 'sound', 'anc'], 2),
          is(p, 'audio')
            ? 'Outdoors, awareness of traffic beats total silence: a transparency mode is a safety feature.'
            : 'Built-in sensors matter most when you leave the phone at home.',
        ),
      ],
    },
    {
      heading: () => 'The better training partner',
      aspects: ['water', 'battery'],
      write: (p) => {
        const c = p.cmp('water') ?? p.cmp('battery');
        return [
          c
            ? para(
                `For training, ${p.name(c.ahead)} has the practical edge, with ${p.versus(c)}.`,
                `${p.name(c.behind)} counters with ${p.strength(c.behind)}.`,
              )
            : para(`For training, weigh ${p.strength(0)} on ${p.A} against ${p.strength(1)} on ${p.B}.`),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `Is ${p.A} sweatproof?`,
      answer: (p) => {
        const f = p.fact(0, 'water');
        return f
          ? `Its listing says “${f.line}”.`
          : 'Its listing gives no water or sweat rating, so wipe it dry after each session.';
      },
    },
    {
      ask: (p) => `Will ${p.B} stay in place while running?`,
      answer: (p) =>
        para(
          p.say(1, ['fit', 'size'], 3) ?? 'Its listing does not describe the fit.',
          'Fit varies by person; test it on a short run first.',
        ),
    },
    {
      ask: () => 'Can I use it without my phone?',
      answer: (p) =>
        is(p, 'audio')
          ? `${capitalize(kinds(p))} like these stream from a phone or watch; without one, they have nothing to play unless the listing mentions storage.`
          : para(
              p
                .cons(0)
                .concat(p.cons(1))
                .find((c) => /phone for GPS/.test(c))
                ? 'Only partly: one of the two relies on your phone for GPS.'
                : 'For most tracking, yes; syncing and maps still need the phone.',
            ),
    },
    {
      ask: () => 'Can I wear it in the shower?',
      answer: (p) =>
        is(p, 'audio')
          ? 'No: a sweat or splash rating is not made for running water and soap.'
          : 'Only if its listing says so; many trackers are made for sweat and rain, some for the pool.',
    },
  ],
  verdict: (p) => {
    const c = p.cmp('water') ?? p.cmp('battery');
    return c
      ? `For workouts, ${p.name(c.ahead)} is the ${c.aspect === 'water' ? 'tougher' : 'longer-lasting'} partner (${c.specs[c.ahead]}). ${p.name(c.behind)} is the pick if you care more about ${p.strength(c.behind)} in training.`
      : `For workouts, both can keep up; choose ${p.A} for ${p.strength(0)} or ${p.B} for ${p.strength(1)}.`;
  },
  bestFor: (p, side) =>
    p.has(side, 'water')
      ? 'Sweaty sessions and outdoor training'
      : `Training built around ${p.strength(side)}`,
  pins: [
    (p) => `Gym Bag Pick: ${p.A} or ${p.B}?`,
    (p) => `${p.A} vs ${p.B} for Workouts`,
    (p) => `Train Harder: ${p.A} or ${p.B}`,
  ],
  pinLine: (p) => `Sweat, movement and long sessions: how ${p.A} and ${p.B} hold up in training.`,
  mood: 'mid-workout energy, a running track or gym at sunrise, motion and sweat',
};

const night: Angle = {
  id: 'night',
  family: 'comfort',
  hint: () => 'Anything that lights up a dark room or buzzes at 2 a.m. has to earn its place.',
  signOff: () => 'Turn the brightness down in the evening, whichever you pick.',
  fits: (p) =>
    (is(p, 'fitness') && p.any('sleep', 'light', 'display')) ||
    (is(p, 'general') && p.any('light', 'display')),
  angle: () => 'which one suits evenings and nights better',
  audience: () => 'night owls and light sleepers',
  use: () => 'Night Time',
  keyword: (v) => `${searched(v)} for night`,
  focus: ['sleep', 'light', 'display', 'battery', 'tracking', 'health'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Is Better at Night?`,
    (p) => `After Dark: ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B} for Evenings in Bed`,
  ],
  intro: (p) =>
    para(
      'At night a device has to be gentle: dim, quiet, comfortable and out of the way.',
      `This comparison of ${p.A} and ${p.B} is about the last hours of the day.`,
    ),
  sections: [
    {
      heading: (p) => (is(p, 'fitness') ? 'Sleep tracking' : 'Light for the eyes'),
      aspects: ['sleep', 'light'],
      write: (p) => [
        para(
          p.both(['sleep', 'light'], 0),
          is(p, 'fitness')
            ? 'Sleep data is most useful as a trend over weeks; one bad night says little.'
            : 'Warmer light in the evening is easier on the eyes and gentler on the body clock.',
        ),
      ],
    },
    {
      heading: () => 'The screen in the dark',
      aspects: ['display'],
      write: (p) => [
        para(
          p.both('display', 1),
          'A screen that dims low enough is what lets you read or check the time without waking anyone.',
        ),
      ],
    },
    {
      heading: () => 'Charging around your nights',
      aspects: ['battery'],
      write: (p) => [
        para(
          p.both('battery', 2),
          'A battery that lasts days means charging at a time that does not cost you a night of data or reading.',
        ),
      ],
    },
    {
      heading: () => 'Our night-time pick',
      aspects: ['light', 'tracking'],
      write: (p) => [
        para(
          `At night, ${p.A} offers ${p.strength(0)} and ${p.B} offers ${p.strength(1)}.`,
          p.contrast('battery', 1) ?? p.contrast('display', 1),
        ),
      ],
    },
  ],
  faq: [
    {
      ask: (p) => `Is ${p.A} good for use at night?`,
      answer: (p) =>
        para(p.say(0, ['sleep', 'light', 'display'], 1) ?? `Its listing leads with ${p.strength(0)}.`),
    },
    {
      ask: (p) => `Which one is easier on the eyes, ${p.A} or ${p.B}?`,
      answer: (p) => {
        const [x, y] = [p.fact(0, 'light'), p.fact(1, 'light')];
        if (x && y) return `Both address it: ${p.A} with “${x.line}”, ${p.B} with “${y.line}”.`;
        if (x || y) return `${p.name(x ? 0 : 1)} addresses it directly: “${(x ?? y)?.line}”.`;
        return 'Neither listing addresses it; lower the brightness in the evening either way.';
      },
    },
    {
      ask: () => 'How often will I need to charge it?',
      answer: (p) => {
        const c = p.cmp('battery');
        return c
          ? `${p.beats(c, 2)} Use and brightness change both figures.`
          : `${p.same('battery') ?? 'Their listings do not give comparable figures.'} Use and brightness change it a lot.`;
      },
    },
    {
      ask: () => 'Will it disturb my sleep?',
      answer: () =>
        'Not if you dim it: warm, low light and a quiet screen in the last hour are the gentle options.',
    },
  ],
  verdict: (p) =>
    `For evenings and nights, ${p.A} is the choice for ${p.strength(0)}, ${p.B} for ${p.strength(1)}. Pick the one that keeps the last hour of your day calm.`,
  bestFor: (p, side) => `Night use with ${p.strength(side)}`,
  pins: [
    (p) => `After Dark: ${p.A} vs ${p.B}`,
    (p) => `${p.A} or ${p.B} for Night Owls`,
    (p) => `Better at Night? ${p.A} vs ${p.B}`,
  ],
  pinLine: (p) => `Light, screens and sleep: ${p.A} and ${p.B} after dark.`,
  mood: 'at night, a bedside lamp with warm light, soft blankets and a calm bedroom',
};

const privacy: Angle = {
  id: 'privacy',
  family: 'features',
  hint: () => 'None of this is a reason to avoid smart devices; it is a reason to set them up deliberately.',
  signOff: () => 'Review the privacy settings once a year: apps change.',
  fits: (p) => is(p, 'smart-home') && (p.any('privacy', 'video') || p.v.texts.includes('speaker')),
  angle: () => 'which one can you trust more in your home',
  audience: () => 'privacy-minded households',
  use: () => 'Privacy',
  keyword: (v) => `${searched(v)} privacy`,
  focus: ['privacy', 'smart', 'video', 'install', 'connectivity'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Respects Your Privacy?`,
    (p) => `Privacy First: ${p.A} or ${p.B}`,
    (p) => `${p.A} or ${p.B}: Trust at Home`,
  ],
  intro: (p) =>
    para(
      'A connected device in the home sees or hears more than most appliances, so trust is part of the purchase.',
      `We compared ${p.A} and ${p.B} on the controls their listings describe and the questions worth asking before setup.`,
    ),
  sections: [
    {
      heading: () => 'Privacy controls on the device',
      aspects: ['privacy'],
      write: (p) => [
        para(
          p.both(['privacy', 'video'], 0),
          'Physical controls, such as a microphone switch or a privacy zone, are easier to trust than a setting buried in an app.',
        ),
      ],
    },
    {
      heading: () => 'Where your data goes',
      aspects: ['smart', 'connectivity'],
      write: (p) => [
        para(
          p.say(0, ['smart', 'connectivity'], 1),
          p.say(1, ['smart', 'connectivity'], 2),
          'Each maker’s app decides what is stored and for how long; read the privacy settings during setup, not after.',
        ),
      ],
    },
    {
      heading: () => 'Setting it up safely',
      aspects: ['install'],
      write: (p) => [
        para(
          'Use a strong, unique password for the account, turn on two-step sign-in and put the device on your home network rather than an open one.',
          p.say(0, 'install', 3) ?? p.say(1, 'install', 3),
        ),
      ],
    },
    {
      heading: () => 'The more trustworthy pick',
      aspects: ['privacy'],
      write: (p) => {
        const [x, y] = [p.has(0, 'privacy'), p.has(1, 'privacy')];
        return [
          x !== y
            ? para(
                `${p.name(x ? 0 : 1)} puts privacy controls in its listing, which is a good sign.`,
                `${p.name(x ? 1 : 0)} may well offer similar settings; check its app before you decide.`,
              )
            : para(
                'On privacy the two listings are level; the maker’s app and your settings make the difference.',
              ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `Does ${p.A} have a privacy switch?`,
      answer: (p) => {
        const f = p.fact(0, 'privacy');
        return f
          ? `Its listing mentions “${f.line}”.`
          : 'Its listing does not mention one; check the app’s privacy settings before setup.';
      },
    },
    {
      ask: () => 'Can I limit what it records?',
      answer: () =>
        'Usually yes: the apps let you delete history, set what is stored and switch off features you do not use. Do it during setup.',
    },
    {
      ask: (p) => `Which is better for a privacy-minded home, ${p.A} or ${p.B}?`,
      answer: (p) => {
        const [x, y] = [p.has(0, 'privacy'), p.has(1, 'privacy')];
        return x !== y
          ? `${p.name(x ? 0 : 1)}, going by its listing, which names its privacy controls.`
          : `Their listings are level on this; your account settings will matter more than the model.`;
      },
    },
    {
      ask: () => 'Is it always listening or watching?',
      answer: () =>
        'Devices like these wait for a trigger, a wake word or motion, before they record; the app’s privacy settings show what is kept and let you delete it.',
    },
  ],
  verdict: (p) => {
    const [x, y] = [p.has(0, 'privacy'), p.has(1, 'privacy')];
    return x !== y
      ? `For a privacy-minded home, ${p.name(x ? 0 : 1)} makes its controls clearer. ${p.name(x ? 1 : 0)} suits a home that values ${p.strength(x ? 1 : 0)} and will set its app carefully.`
      : `For a privacy-minded home, both need the same care at setup; choose ${p.A} for ${p.strength(0)} or ${p.B} for ${p.strength(1)}.`;
  },
  bestFor: (p, side) =>
    p.has(side, 'privacy') ? 'Privacy-minded homes' : `Homes that value ${p.strength(side)}`,
  pins: [
    (p) => `Privacy Check: ${p.A} vs ${p.B}`,
    (p) => `${p.A} or ${p.B}: Safer at Home?`,
    (p) => `Trust at Home: ${p.A} or ${p.B}`,
  ],
  pinLine: (p) => `Microphones, cameras and apps: what ${p.A} and ${p.B} let you control at home.`,
  mood: 'a cosy, private living room with drawn curtains and warm lamp light',
};

/** Where a design is seen: "in your kitchen", "on your wrist"; earbuds live nowhere in particular. */
const where = (v: Vocabulary) =>
  perKind(v, {
    audio: 'to wear every day',
    fitness: 'on your wrist',
    doorbell: 'at your front door',
    general: `in your ${v.room}`,
  });

/** Lines a design can be judged by: size, feel, materials, light, screen, keys. */
const DESIGN_ASPECTS: readonly Aspect[] = ['size', 'fit', 'eco', 'light', 'display', 'keys'];

const design: Angle = {
  id: 'design',
  family: 'lifestyle',
  hint: () =>
    'Good design is also what you stop noticing: a button where your finger expects it, a light that does not glare.',
  signOff: () => 'Check the colours and finishes on Amazon before you decide.',
  // Judging looks needs something in each listing to judge them by, not a temperature range.
  fits: (p) => p.has(0, ...DESIGN_ASPECTS) && p.has(1, ...DESIGN_ASPECTS),
  angle: (v) => `which one looks and feels better ${where(v)}`,
  audience: () => 'design-minded buyers',
  use: () => 'Style and Design',
  keyword: (v) => `best looking ${searched(v)}`,
  focus: ['size', 'display', 'light', 'fit', 'keys', 'eco', 'accessories'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Design and Feel Compared`,
    (p) =>
      `${p.A} or ${p.B} for a Minimalist ${titleCase(perKind(p.v, { audio: 'Wardrobe', fitness: 'Wardrobe', doorbell: 'Front Door', general: p.v.room }))}`,
    (p) => `Looks Matter: ${p.A} vs ${p.B}`,
  ],
  intro: (p) =>
    para(
      `${capitalize(aKind(p))} you see every day should be pleasant to look at and to touch, not only to use.`,
      `This comparison of ${p.A} and ${p.B} is about shape, materials and the small details that make something feel well made.`,
    ),
  sections: [
    {
      heading: (p) =>
        per(p, { audio: 'Shape and weight', fitness: 'Shape on the wrist', general: 'Shape and footprint' }),
      aspects: ['size'],
      write: (p) => [
        para(
          p.both(['size', 'display', 'keys'], 0),
          per(p, {
            audio: 'Clean lines and a muted finish age better than bold colours and glossy trim.',
            general: 'Clean lines and a small footprint age better than bold colours and glossy trim.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Materials and finish',
      aspects: ['eco', 'cleaning'],
      write: (p) => [
        para(
          p.say(0, ['eco', 'cleaning', 'fit'], 1),
          p.say(1, ['eco', 'cleaning', 'fit'], 2),
          'Matte finishes hide fingerprints; recycled materials are a plus that listings increasingly mention.',
        ),
      ],
    },
    {
      heading: () => 'The details you touch',
      aspects: ['light', 'fit', 'keys', 'guidance'],
      write: (p) => [
        para(
          p.say(0, ['light', 'keys', 'fit', 'guidance'], 3),
          p.say(1, ['light', 'keys', 'fit', 'guidance'], 4),
          'Controls that fall under the finger, and lights that signal without glaring, are what make a design feel thought through.',
        ),
      ],
    },
    {
      heading: () => 'The better-looking choice',
      aspects: [],
      write: (p) => [
        para(
          `Style is personal, but ${p.A} makes its case with ${p.strength(0)}, while ${p.B} leans on ${p.strength(1)}.`,
          'Look at the product photos on Amazon in the colour you would buy and picture it where it will live.',
        ),
      ],
    },
  ],
  faq: [
    {
      ask: () => 'Which one looks better?',
      answer: (p) =>
        `That is a matter of taste. ${p.A} has ${p.strength(0)}; ${p.B} has ${p.strength(1)}. The photos on each Amazon page show the finishes available.`,
    },
    {
      ask: () => 'What colours does it come in?',
      answer: () =>
        'Colours and finishes change with stock; the options are on the Amazon page of each product.',
    },
    {
      ask: (p) => `Is ${p.B} well made?`,
      answer: (p) =>
        para(
          p.say(1, ['eco', 'cleaning', 'fit', 'size'], 0) ?? `Its listing leads with ${p.strength(1)}.`,
          'Reviews from long-term owners are the best guide to build quality.',
        ),
    },
    {
      ask: () => 'Will it look dated in a few years?',
      answer: () => 'Plain shapes and neutral colours age best; bold finishes date faster.',
    },
  ],
  verdict: (p) =>
    `On design, choose ${p.A} for ${p.strength(0)} and ${p.B} for ${p.strength(1)}. Either way, pick the finish that suits ${perKind(p.v, { audio: 'you', fitness: 'you', doorbell: 'your front door', general: `your ${p.v.room}` })} rather than the shop shelf.`,
  bestFor: (p, side) => `Buyers drawn to ${p.strength(side)}`,
  pins: [
    (p) => `Design Pick: ${p.A} or ${p.B}?`,
    (p) => `${p.A} vs ${p.B}: Style Meets Function`,
    (p) => `The Better-Looking ${Kind(p)}: ${p.A} or ${p.B}`,
  ],
  pinLine: (p) => `Shape, finish and feel: ${p.A} and ${p.B} compared on design.`,
  mood: 'minimalist and styled, neutral tones, clean lines and a single green plant',
};

const speed: Angle = {
  id: 'speed',
  family: 'performance',
  hint: () => 'Minutes matter most on the days you have the fewest of them.',
  signOff: (p) =>
    is(p, 'kitchen')
      ? `Either will save you time over ${p.v.before}.`
      : 'Either way, the real time saver is a routine that does not change from one day to the next.',
  fits: (p) => is(p, 'kitchen', 'personal-care') || (p.v.kind.one === 'coffee maker' && p.any('speed')),
  angle: () => 'which one gets you done faster',
  audience: () => 'people short on time',
  use: () => 'Busy Weeknights',
  keyword: (v) => `fast ${searched(v)}`,
  focus: ['speed', 'temperature', 'modes', 'capacity', 'guidance', 'cleaning'],
  subjects: [
    (p) => `${p.A} vs ${p.B}: Which Is Faster?`,
    (p) => (is(p, 'kitchen') ? `Dinner in a Hurry: ${p.A} or ${p.B}` : `A Quicker Routine: ${p.A} or ${p.B}`),
    (p) => `${p.A} or ${p.B} When Time Is Short`,
  ],
  intro: (p) =>
    para(
      per(p, {
        kitchen:
          'On a busy weeknight the best appliance is the one that gets dinner on the table before anyone gets hungry enough to order in.',
        coffee:
          'On a rushed morning, the best coffee machine is the one that has a cup ready before the toast.',
        general: 'On a rushed morning, the best routine is the one that takes two minutes and does the job.',
      }),
      `Here is how ${p.A} and ${p.B} compare on time.`,
    ),
  sections: [
    {
      heading: () => 'From start to ready',
      aspects: ['speed', 'temperature'],
      write: (p) => [
        para(
          p.both(['speed', 'temperature'], 0),
          per(p, {
            multicooker:
              'Building and releasing pressure adds time on top of the cooking itself, so count it when you compare.',
            kitchen:
              'Preheating, loading and unloading often take as long as the cooking itself, so they count too.',
            coffee:
              'Heating up, filling the tank and swapping the pod or capsule are the real morning minutes.',
            general: 'A charged battery and a timer that paces you are what keep it quick.',
          }),
        ),
      ],
    },
    {
      heading: () => 'Doing it all in one go',
      aspects: ['capacity', 'modes'],
      write: (p) => [
        para(
          p.contrast('capacity', 0) ?? p.both(['capacity', 'modes'], 1),
          per(p, {
            kitchen:
              'One full batch beats two small ones: the second round is where weeknight time disappears.',
            general: 'A mode that does the whole job saves switching between steps.',
          }),
        ),
      ],
    },
    {
      heading: () => 'The minutes after',
      aspects: ['cleaning'],
      write: (p) => [
        para(
          p.say(0, 'cleaning', 2),
          p.say(1, 'cleaning', 3),
          per(p, {
            kitchen: 'Fast is not fast if the clean-up takes longer than the cooking.',
            coffee: 'Quick is only quick if emptying the drip tray and the used pod stays quick too.',
            general: 'Quick is only quick if rinsing and charging stay quick too.',
          }),
        ),
      ],
    },
    {
      heading: () => 'The quicker choice',
      aspects: ['speed'],
      write: (p) => {
        const [x, y] = [p.has(0, 'speed'), p.has(1, 'speed')];
        const c = p.cmp('capacity');
        return [
          para(
            x !== y
              ? `${p.name(x ? 0 : 1)} makes speed part of its pitch: “${(x ? p.fact(0, 'speed') : p.fact(1, 'speed'))?.line}”.`
              : 'Neither listing quantifies speed the same way.',
            c && is(p, 'kitchen')
              ? `${p.name(c.ahead)} saves time on bigger meals with ${c.specs[c.ahead]}.`
              : undefined,
          ),
        ];
      },
    },
  ],
  faq: [
    {
      ask: (p) => `Is ${p.A} faster than ${p.B}?`,
      answer: (p) => {
        const [x, y] = [p.fact(0, 'speed'), p.fact(1, 'speed')];
        if (x && !y) return `Its listing makes the claim: “${x.line}”. ${p.B} gives no comparable figure.`;
        if (y && !x) return `${p.B} is the one with a speed claim: “${y.line}”.`;
        return per(p, {
          kitchen:
            'Their listings do not give comparable figures; batch size and preheating matter more in practice.',
          coffee:
            'Their listings do not give comparable figures; a filled tank and a pod within reach matter more.',
          general:
            'Their listings do not give comparable figures; a charged battery and a steady routine matter more.',
        });
      },
    },
    {
      ask: () => 'How can I save time with it?',
      answer: (p) =>
        per(p, {
          multicooker:
            'Prep while it comes up to pressure, and use a quick release for vegetables that overcook easily.',
          kitchen:
            'Prep while it preheats, cook in one layer and clean the basket or pot while it is still warm.',
          coffee: 'Fill the water tank the night before and keep the pods or capsules next to the machine.',
          general: 'Keep it charged on its stand and follow the built-in timer.',
        }),
    },
    {
      ask: (p) => `Which one suits a ${is(p, 'kitchen') ? 'weeknight' : 'morning'} rush, ${p.A} or ${p.B}?`,
      answer: (p) => {
        const c = p.cmp('capacity') ?? p.cmp('modes');
        return c
          ? is(p, 'kitchen')
            ? `${p.name(c.ahead)}, if you cook for several people (${c.specs[c.ahead]}); ${p.name(c.behind)} if it is just one or two.`
            : `${p.name(c.ahead)}, with ${c.specs[c.ahead]}; ${p.name(c.behind)} if you keep it simple.`
          : `Either; ${p.A} brings ${p.strength(0)}, ${p.B} brings ${p.strength(1)}.`;
      },
    },
    {
      ask: () => 'Is faster always better?',
      answer: (p) =>
        is(p, 'kitchen')
          ? 'Not if it costs results: check food is cooked through, and use the time saved for the prep.'
          : 'Not if it costs results: the full routine matters more than a few seconds saved.',
    },
  ],
  verdict: (p) => {
    const [x, y] = [p.has(0, 'speed'), p.has(1, 'speed')];
    return x !== y
      ? `When time is short, ${p.name(x ? 0 : 1)} makes the stronger case for speed. ${p.name(x ? 1 : 0)} holds its own with ${p.strength(x ? 1 : 0)}.`
      : `When time is short, neither listing puts a number on speed, so match the batch size to your household. Beyond that, ${p.A} offers ${p.strength(0)} and ${p.B} offers ${p.strength(1)}.`;
  },
  bestFor: (p, side) =>
    p.has(side, 'speed') ? 'Getting it done fast' : `Quick jobs with ${p.strength(side)}`,
  pins: [
    (p) =>
      is(p, 'kitchen') && !p.v.texts.includes('coffee')
        ? `Faster Dinners: ${p.A} or ${p.B}?`
        : `Less Waiting: ${p.A} or ${p.B}?`,
    (p) => `${p.A} vs ${p.B}: Which Saves More Time?`,
    (p) => `In a Hurry? ${p.A} or ${p.B}`,
  ],
  pinLine: (p) => `Start to finish, clean-up included: which of ${p.A} and ${p.B} saves you time.`,
  mood: {
    kitchen: 'a hurried weeknight, a kitchen timer and a table quickly set for dinner',
    'personal-care': 'a rushed weekday morning in a bright bathroom, a clock on the wall',
    general: 'a rushed weekday morning, a clock on the wall and keys by the door',
  },
};

/** Every angle, in the order a campaign meets them (rotated per product pair). */
export const ANGLES: readonly Angle[] = [
  firstTimer,
  smallSpace,
  results,
  household,
  onTheGo,
  gift,
  care,
  comfort,
  upgrade,
  healthy,
  workout,
  calls,
  daily,
  quiet,
  tech,
  speed,
  versatile,
  night,
  privacy,
  longHaul,
  design,
];

/** The price question and its answer, phrased per angle and run (never a price: PRODUCT.md §11). */
export const PRICE_QUESTIONS: readonly Question[] = [
  {
    ask: () => 'Where can I check the current price?',
    answer: (p) =>
      p.pick(
        [
          `On Amazon: the “Check price on Amazon” buttons open the live listings of ${p.A} and ${p.B}.`,
          `The “Check price on Amazon” buttons above open both listings, ${p.A} and ${p.B}, with today’s price.`,
        ],
        211,
      ),
  },
  {
    ask: () => 'Why is there no price in this comparison?',
    answer: (p) =>
      p.pick(
        [
          'Because it would be out of date within days. The “Check price on Amazon” buttons show today’s.',
          'Prices move too often to print; the “Check price on Amazon” buttons always show the current one.',
        ],
        223,
      ),
  },
  {
    ask: (p) => `How do I see today’s price of ${p.A} and ${p.B}?`,
    answer: (p) =>
      p.pick(
        [
          'Tap a “Check price on Amazon” button; each opens the product’s page with its live price and delivery options.',
          'Use the “Check price on Amazon” buttons: each one opens the listing with the price of the day.',
        ],
        227,
      ),
  },
  {
    ask: () => 'Which one costs less?',
    answer: (p) =>
      p.pick(
        [
          'That shifts with sales and stock, so we leave prices out; compare them live with the “Check price on Amazon” buttons.',
          `It changes with sales, so we do not say; the “Check price on Amazon” buttons show both prices, ${p.A} and ${p.B}, as they are today.`,
        ],
        229,
      ),
  },
  {
    ask: (p) => `Is ${p.A} on sale right now?`,
    answer: (p) =>
      p.pick(
        [
          'Deals come and go by the hour. The “Check price on Amazon” button under the table shows whether there is one today.',
          'Sales change quickly; the “Check price on Amazon” button shows any deal running today.',
        ],
        233,
      ),
  },
  {
    ask: () => 'Does the price change often?',
    answer: (p) =>
      p.pick(
        [
          'Yes, Amazon prices move with demand and promotions; the “Check price on Amazon” buttons always show the current one.',
          'Often, with promotions and stock; that is why the “Check price on Amazon” buttons link to the live price instead.',
        ],
        239,
      ),
  },
  {
    ask: (p) => `What does ${p.B} cost?`,
    answer: (p) =>
      p.pick(
        [
          'We do not print prices because they change; the “Check price on Amazon” buttons lead to the current one.',
          `Its price changes too often to print here; the “Check price on Amazon” button for ${p.B} shows it.`,
        ],
        241,
      ),
  },
];
