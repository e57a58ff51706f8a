import { describe, expect, it } from 'vitest';
import { presentAngle } from './run.presenter.ts';

describe("a run's angle on the wire", () => {
  const subject = {
    angle: 'le long vol',
    reason: 'Il répond à la question des voyageurs.',
    family: 'lifestyle',
  };

  it('says the language its words are in, as the subject step recorded it', () => {
    expect(presentAngle({ ...subject, language: 'fr' }, 'en')).toMatchObject({
      text: 'le long vol',
      family: 'lifestyle',
      language: 'fr',
      steered_by: null,
    });
  });

  it("takes the campaign's language for a run from before the step recorded one", () => {
    expect(presentAngle(subject, 'fr')?.language).toBe('fr');
    // A campaign's stored language the writer no longer knows reads as English, as its runs did.
    expect(presentAngle(subject, 'xx')?.language).toBe('en');
  });

  it('is null before the subject step', () => {
    expect(presentAngle(undefined, 'fr')).toBeNull();
  });
});
