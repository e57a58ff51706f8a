/**
 * The honest voice (issue 27): the phrase catalogue finds the claims of use the marketer found in
 * published posts, and our own, in English and French; it leaves honest comparison alone (reading
 * listings, comparing, a verdict); makeHonest rewrites what claims use, and refuses what still does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ExperienceClaimError,
  findExperienceClaims,
  makeHonest,
  restsOnNotes,
  sentencesOf,
} from './honesty.ts';

const claimed = (text: string, language: 'en' | 'fr' | 'de' | 'es' | 'it' = 'en') =>
  findExperienceClaims(text, language).length > 0;

describe('the phrase catalogue', () => {
  it('finds the claims of the marketer’s review, in French', () => {
    for (const text of [
      'Nous avons donc suivi la Ninja AF101 et la COSORI Pro LE sur une journée type : ce qui fait gagner du temps.',
      'Ninja AF101 ou COSORI Pro LE au quotidien : notre avis',
      'Nous avons regardé la Ninja AF101 et la COSORI Pro LE comme les découvre un débutant.',
      'Nous les avons testées pendant deux semaines.',
      'J’ai utilisé les deux écouteurs dans le métro.',
      'Après trois semaines d’utilisation, la batterie tient toujours.',
      'Au bout d’un mois d’usage, la cuve ne colle plus.',
      'Dans nos tests, la Sony tient 30 heures.',
      'Entre nos mains, la Kindle paraît plus légère.',
      'Lors de notre prise en main, le menu nous a semblé clair.',
      'Nous avons été surpris par le bruit.',
      'On les a portés toute une journée.',
    ])
      expect(claimed(text, 'fr'), text).toBe(true);
  });

  it('finds the usual claims in English', () => {
    for (const text of [
      'We tested both for a week.',
      "We've been using the AirPods daily, and I've tried the Sony on flights.",
      'I have personally used both in my kitchen.',
      'After two weeks of daily use, the battery still lasts.',
      'In our tests, the Sony lasted 30 hours.',
      'Our review unit came with a scratch.',
      'We spent a month with each of them.',
      'Hands-on, the Kobo feels lighter.',
      'We noticed the fan is loud.',
      'We put both through a busy weeknight.',
      'I own the older model.',
      'We looked at the AirPods Pro 2 and the WF-1000XM5 the way a newcomer meets them.',
      'Sony or Bose: our honest review',
    ])
      expect(claimed(text), text).toBe(true);
  });

  it('finds them in German, Spanish and Italian too', () => {
    expect(claimed('Wir haben beide eine Woche lang getestet.', 'de')).toBe(true);
    expect(claimed('Hemos probado los dos en casa.', 'es')).toBe(true);
    expect(claimed('Abbiamo provato entrambi per un mese.', 'it')).toBe(true);
    // The participle agrees with the pronoun before it; German puts the verb second.
    expect(claimed('Le abbiamo provate entrambe per un mese.', 'it')).toBe(true);
    expect(claimed('Li abbiamo usati ogni giorno.', 'it')).toBe(true);
    expect(claimed('Zwei Wochen lang haben wir beide Kopfhörer getragen.', 'de')).toBe(true);
    expect(claimed('Im Alltag habe ich die Fritteuse benutzt.', 'de')).toBe(true);
    expect(claimed('Getestet haben wir beide im Büro.', 'de')).toBe(true);
  });

  it('leaves the listings read alone in French and German, as in English', () => {
    for (const text of [
      'Nous avons utilisé les fiches des deux modèles, pas nos propres mesures.',
      'Nous avons utilisé leurs caractéristiques pour ce tableau.',
    ])
      expect(claimed(text, 'fr'), text).toBe(false);
    expect(claimed('Nous avons utilisé la friteuse pendant un mois.', 'fr')).toBe(true);
    for (const text of [
      'Wir haben die Angaben der Hersteller verwendet.',
      'Für diesen Vergleich haben wir die Produktbeschreibungen verwendet.',
    ])
      expect(claimed(text, 'de'), text).toBe(false);
    expect(claimed('Wir haben die Fritteuse einen Monat lang verwendet.', 'de')).toBe(true);
  });

  it('leaves honest comparison alone: reading listings, comparing, a verdict, advice, an opinion', () => {
    for (const text of [
      'We compared what each listing says about battery life.',
      'We looked at the listings side by side.',
      'We used the manufacturers’ figures, not our own.',
      'Our verdict: the Sony suits long flights better.',
      'If you travel often, check how long each charge lasts.',
      'Both are tested to IPX4 for splashes.',
      'The listing says it has been tested for 10,000 cycles.',
      'Try them in a store before you buy, if you can.',
      'We tried to keep this comparison short.',
    ])
      expect(claimed(text), text).toBe(false);
    for (const text of [
      'Nous avons comparé la Ninja AF101 et la COSORI Pro LE sur ce qui compte quand on est plusieurs.',
      'Nous avons rassemblé ce que les deux fiches annoncent sur ce point.',
      'Nous avons regardé leurs fiches côte à côte.',
      'Notre verdict : la COSORI convient mieux aux familles.',
      'À notre avis, la Kindle suffit pour lire le soir.',
      'Ces écouteurs ont été testés pour résister aux éclaboussures.',
      'Essayez-les en magasin si vous le pouvez.',
    ])
      expect(claimed(text, 'fr'), text).toBe(false);
  });

  it('cuts a text into sentences at their ends and at line breaks', () => {
    expect(sentencesOf('One. Two? Three!\nFour… Five')).toEqual(['One.', 'Two?', 'Three!', 'Four…', 'Five']);
  });

  it('property: reads any text in time linear in its length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2_000 }), (text) => {
        findExperienceClaims(text, 'en');
        findExperienceClaims(text, 'fr');
      }),
    );
    const long = `${'we have personally '.repeat(20_000)}x. ${'nous avons donc '.repeat(20_000)}`;
    const german = `${'haben wir die '.repeat(20_000)}x`;
    const started = performance.now();
    findExperienceClaims(long, 'en');
    findExperienceClaims(long, 'fr');
    findExperienceClaims(german, 'de');
    findExperienceClaims(long, 'it');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('makeHonest', () => {
  const article = {
    intro: 'Two earbuds for travel. We tested both for a week. The Sony lasts longer.',
    sections: [
      { heading: 'Battery', paragraphs: ['In our tests, the Sony lasted 30 hours.', 'Charge both nightly.'] },
    ],
  };

  it('leaves an honest text as it was, asking nothing', async () => {
    let asked = 0;
    const honest = { intro: 'The Sony lasts longer, says its listing.' };
    const result = await makeHonest(honest, {
      language: 'en',
      rewrite: async () => {
        asked += 1;
        return [];
      },
    });
    expect(result).toEqual({ value: honest, rewritten: [] });
    expect(asked).toBe(0);
  });

  it('rewrites the sentences that claim use, everywhere in the structure, once', async () => {
    const asked: string[][] = [];
    const { value, rewritten } = await makeHonest(article, {
      language: 'en',
      rewrite: async ({ sentences }) => {
        asked.push(sentences);
        return sentences.map((sentence) =>
          sentence.startsWith('In our tests') ? 'Its listing says 30 hours.' : '',
        );
      },
    });
    expect(asked).toEqual([['We tested both for a week.', 'In our tests, the Sony lasted 30 hours.']]);
    expect(value).toEqual({
      intro: 'Two earbuds for travel. The Sony lasts longer.',
      sections: [{ heading: 'Battery', paragraphs: ['Its listing says 30 hours.', 'Charge both nightly.'] }],
    });
    expect(rewritten.map((claim) => claim.phrase)).toEqual(['We tested', 'In our tests']);
  });

  it('refuses what still claims use after the rewrite', async () => {
    const error = await makeHonest(article, {
      language: 'en',
      rewrite: async ({ sentences }) => sentences.map(() => 'We tested it again for a month.'),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ExperienceClaimError);
    expect((error as ExperienceClaimError).claims[0]?.phrase).toBe('We tested');
  });
});

describe('a first-person sentence the user’s notes support (issue 29)', () => {
  const notes = ['I have worn them on my commute every day since March', 'The case fits a jeans coin pocket'];

  it('rests on the notes when it quotes one or says mostly their words', () => {
    expect(
      restsOnNotes('From my own use: I have worn them on my commute every day since March.', notes),
    ).toBe(true);
    expect(restsOnNotes('I have worn them every day on my commute.', notes)).toBe(true);
  });

  it('does not when it claims what the notes never said, or when there are no notes', () => {
    expect(restsOnNotes('We tested the battery for a week in our lab.', notes)).toBe(false);
    expect(restsOnNotes('I have worn them on my commute every day since March.', [])).toBe(false);
  });

  it('keeps a supported claim through makeHonest and still rewrites the others', async () => {
    const text = 'I have worn them on my commute every day since March. We tested them in the rain.';
    const { value, rewritten } = await makeHonest(
      { text },
      {
        language: 'en',
        rewrite: async ({ sentences }) => sentences.map(() => ''),
        supported: (sentence) => restsOnNotes(sentence, notes),
      },
    );
    expect(value.text).toBe('I have worn them on my commute every day since March.');
    expect(rewritten.map((claim) => claim.sentence)).toEqual(['We tested them in the rain.']);
  });
});
