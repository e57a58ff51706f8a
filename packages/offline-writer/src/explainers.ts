/**
 * What a spec means for the reader, per aspect (and per category where it differs): the sentence an
 * editor adds after "4-quart against 5-quart" so the number means something. Each has a few phrasings;
 * an angle picks its own, so two articles of a campaign rarely explain a spec in the same words. They
 * state no product's figure: the facts come from the listings, these only say what such facts mean.
 */
import type { TextKey } from './categories.ts';
import type { Aspect } from './facts.ts';

type Lines = readonly string[];

const GENERAL: Partial<Record<Aspect, Lines>> = {
  capacity: [
    'Capacity decides how much you can do in one go; a second round is where time disappears.',
    'More room only helps if you fill it; for one or two people the smaller size is rarely the limit.',
  ],
  modes: [
    'Modes are worth counting only if you would use them; most owners settle on a handful.',
    'Several modes often share the same hardware underneath, so treat a long list as flexibility, not as more power.',
    'Extra modes add flexibility and a little complexity in equal measure.',
  ],
  battery: [
    'Rated battery life is measured under gentle conditions; expect less with every feature switched on.',
    'Battery figures are best read as a comparison between the two, not as a promise for your own use.',
    'A longer battery matters most on the days you forget to charge.',
  ],
  water: [
    'An IP rating’s last digit is the water part: 4 means splashes, 7 and 8 mean immersion under test conditions.',
    'Water ratings are measured on new devices; seals age, so treat them as a margin of safety rather than an invitation.',
  ],
  noise: [
    'Every 10 dB is roughly a doubling of how loud something sounds, so a few decibels are noticeable.',
    'Noise figures are measured at a distance the maker chooses: compare them, do not treat them as your room.',
  ],
  cleaning: [
    'Dishwasher-safe parts save time; hand washing still keeps coatings looking new for longer.',
    'Easy cleaning is the feature that decides whether a device stays in daily use.',
  ],
  size: [
    'Size is about more than the footprint: think about the space it needs around it and where it goes when it is not in use.',
    'A smaller device is easier to keep out and ready, which is half of using it often.',
  ],
  connectivity: [
    'Switching devices without re-pairing is a small thing that saves a minute, many times a day.',
    'Moving between paired devices takes seconds, and those seconds add up over a day of switching.',
  ],
  smart: [
    'Smart features are only as good as the ecosystem you already use; a second app is often one too many.',
    'Voice and app control shine in routines you set once and then forget.',
  ],
  display: [
    'Screen size matters less than readability: contrast, glare and how the text is laid out.',
    'A bigger screen shows more at once; a smaller one is lighter to hold or wear.',
  ],
  eco: [
    'Recycled materials and energy-saving modes do not change how it works, but they are worth counting if two products are otherwise close.',
  ],
  safety: [
    'Safety features are the ones you hope never to notice; their value shows on the day something goes wrong.',
  ],
  speed: ['Speed claims are best read as a comparison: everyday timings depend on what you put in.'],
};

/** Per kind or category (TextKey): a pair reads every line of its keys, its kind's first. */
const BY_KEY: Partial<Record<TextKey, Partial<Record<Aspect, Lines>>>> = {
  'air-fryer': {
    capacity: [
      'As a rough guide, a basket of 4 quarts or so suits one or two people, while 5 quarts and up feeds a family without a second round.',
      'Capacity is about batches: food needs space around it to brown, so the usable amount is smaller than the number on the box.',
    ],
    health: [
      'Less oil means less fat, but the ingredients decide how light a meal is; an air fryer cannot make a pastry healthy.',
      'Hot air crisps food with a spoonful of oil instead of a pan of it, which is where the lighter-cooking claims come from.',
    ],
    noise: [
      'An air fryer’s fan is its main source of noise; under about 55 dB it fades into the background of a normal kitchen.',
    ],
  },
  multicooker: {
    capacity: [
      'As a rough guide, a 3-quart pot suits one or two people, 6 quarts a family of four, and 8 quarts a crowd or a week of batch cooking.',
      'A pressure cooker is never filled to the brim, so the usable capacity is less than the number on the box, especially for beans and grains that swell.',
    ],
  },
  kitchen: {
    capacity: [
      'A bigger capacity saves a second round on family nights; a smaller one heats up and cleans up quicker.',
    ],
    temperature: [
      'The top of the range decides how crisp the outside gets; the bottom decides whether gentle jobs such as dehydrating fruit are possible.',
      'A wide temperature range is what lets one appliance both dry herbs slowly and brown chicken skin fast.',
    ],
    modes: [
      'Many cooking functions are the same heat and fan with different presets; what matters is whether the ones you cook most are there.',
      'More functions can replace other appliances, but only the ones you would otherwise have bought.',
      'Presets save guesswork for a beginner; experienced cooks tend to use manual time and temperature.',
    ],
    health: ['Less oil means less fat, but the ingredients decide how light a meal is.'],
    power: [
      'Pressure and circulating air are what cut cooking times; the savings are biggest on tough cuts and dried beans.',
      'Faster cooking is most noticeable on the dishes that normally take hours, less on the quick ones.',
    ],
    noise: [
      'Kitchen noise matters most in open-plan homes, where the appliance shares the room with conversation and television.',
    ],
    cleaning: [
      'Nonstick baskets last longest washed by hand with a soft sponge, even when they are dishwasher-safe.',
      'Cleaning while the basket is still warm takes half the effort of scrubbing it the next morning.',
    ],
    size: [
      'Counter space is the hidden cost of any appliance: check the depth under your wall cabinets and leave room for the hot air to escape.',
      'An appliance that fits under the cabinets can stay out, and one that stays out gets used.',
    ],
  },
  earbuds: {
    anc: [
      'Strong noise cancellation depends on a good seal, so the right ear-tip size matters as much as the processor.',
    ],
    battery: [
      'Earbud battery life has two numbers: a single listening session, and the total with the case; the first matters on long flights.',
    ],
    fit: [
      'A secure fit is what keeps earbuds in while you move and what makes noise cancellation work at all.',
      'Smaller earbuds sit more flush in the ear and are easier to lie down with.',
    ],
    water: [
      'For earbuds, a water rating mostly means sweat and rain; it is not an invitation to swim.',
      'Sweat resistance matters to anyone who trains with their earbuds in.',
    ],
  },
  headphones: {
    anc: [
      'Over the ears, cancellation depends on the cushions sealing all round, so glasses and a loose headband weaken it more than any setting.',
    ],
    battery: [
      'Over-ear batteries are large, so the rated hours matter most on long-haul flights; on the morning you forgot to charge, a quick top-up matters more.',
    ],
    fit: [
      'Clamping force is a trade: firm enough to seal and stay put, light enough to forget after an hour.',
      'Weight and cushion depth decide comfort on a long flight more than any listed feature; heat under the cushions is the usual complaint in summer.',
    ],
  },
  audio: {
    anc: [
      'Noise cancellation works best on steady sounds such as engines and air conditioning; sudden voices still get through.',
      'Cancellation lets you listen at a lower volume in noisy places, which is kinder to your hearing.',
    ],
    sound: [
      'Sound tuning is personal: most phones and apps offer an equaliser, so the default signature matters less than the fit.',
      'Spatial and high-resolution features need compatible phones and sources to make a difference.',
    ],
    battery: [
      'Noise cancellation and high-resolution streaming both shorten battery life compared with the rated figure.',
    ],
    calls: [
      'Call quality depends on how well the microphones pick out your voice from wind and traffic.',
      'On calls, extra microphones and sensors help most outdoors, where wind is the enemy.',
    ],
    water: ['A water rating on audio gear mostly means sweat and rain; it is not an invitation to swim.'],
  },
  fitness: {
    tracking: [
      'Wrist-based tracking is best at trends over weeks; single readings can be off during fast intervals.',
      'Built-in GPS maps runs without your phone; connected GPS borrows the phone’s, so you have to carry it.',
    ],
    battery: [
      'A week of battery means charging at a time of your choosing rather than losing a night of sleep data.',
      'GPS workouts drain a tracker faster than the rated figure suggests.',
    ],
    display: ['A bright, larger screen is easier to read mid-run; a smaller one is lighter on the wrist.'],
  },
  office: {
    keys: [
      'Key feel is the one thing you notice every minute: travel, shape and spacing matter more than any extra.',
      'A compact layout keeps the mouse closer, which is kinder to the shoulder over a long day.',
    ],
    connectivity: [
      'Multi-device pairing lets one keyboard serve a laptop, a tablet and a phone without re-pairing.',
      'A cable option is a useful fallback when the battery runs out mid-meeting.',
    ],
    battery: ['Backlighting is usually what drains a keyboard; with it off, a charge lasts far longer.'],
    light: ['Backlighting that adapts to the room saves battery and eyes in equal measure.'],
  },
  vacuum: {
    power: [
      'Suction and brush design decide how well a robot copes with carpets and pet hair; sensors decide where it spends its time.',
      'A robot that adapts its power to the floor saves battery on hard floors and digs deeper on carpet.',
    ],
    battery: ['A robot’s runtime decides how much floor it covers before it heads back to the dock.'],
  },
  doorbell: {
    video: [
      '1080p video is enough to recognise a face at the door; night vision decides whether you can after dark.',
      'Motion detection is only as useful as its settings: zones and sensitivity cut false alerts.',
    ],
    install: [
      'A battery doorbell installs in minutes but needs recharging; wired power never runs out.',
      'Existing doorbell wiring makes installation simpler and keeps the battery topped up.',
    ],
    privacy: [
      'Privacy zones black out parts of the view, such as a neighbour’s window, from what the camera records.',
    ],
  },
  speaker: {
    privacy: ['A physical microphone switch is easier to trust than a setting buried in an app.'],
    install: [
      'A wall mount frees a shelf and lifts the speaker above the clutter, which often helps it hear you.',
    ],
  },
  'smart-home': {
    smart: [
      'A smart device works best in the ecosystem you already use: Alexa, Google Assistant or the maker’s own app.',
      'Routines are where smart devices earn their place: set them once and they run every day.',
    ],
  },
  'personal-care': {
    health: [
      'Plaque-removal claims compare against a manual brush; between two electric brushes, technique matters as much as the motor.',
      'Most of the benefit of an electric brush comes from brushing for the full two minutes without pressing too hard.',
    ],
    guidance: [
      'A pressure sensor protects gums from over-brushing, the most common mistake with an electric brush.',
      'A timer that paces each quarter of the mouth is what gets most people to the full two minutes.',
    ],
    battery: ['A battery that lasts a week or more means the charger can stay in a drawer on short trips.'],
    cleaning: [
      'The shape of the head matters less than replacing it every three months, before the bristles splay.',
    ],
  },
  'e-reader': {
    light: [
      'A warm, adjustable light is easier on the eyes in the evening and makes reading in bed more comfortable.',
    ],
    library: [
      'Library lending lets you borrow ebooks for free, which changes the running cost of an e-reader.',
    ],
  },
};

/** The explainers for an aspect for a pair's text keys (its kind's first, then its category's, then the general ones). */
export function explainers(keys: readonly TextKey[], aspect: Aspect): Lines {
  const own = keys.flatMap((key) => (key === 'general' ? [] : (BY_KEY[key]?.[aspect] ?? [])));
  return [...new Set([...own, ...(GENERAL[aspect] ?? [])])];
}
