/**
 * The figures of a text, for the checks that every figure an article states comes from the run's
 * facts (issue 29: facts-sourced.property.test.ts, bench/content's "traced to a recorded fact"): the
 * server's own reading (content/sourced.ts), which the article step applies to every writer.
 */
export { figuresOf, givenFigures } from '@aa/server/modules/generation/content/sourced';
