/**
 * `lib/cn.ts` in the islands' build: the same class lists joined, without tailwind-merge (a tenth of
 * the page's JavaScript). Safe because no island asks for conflicting utilities: island-classes.test
 * renders every island in its states with the app's `cn` and fails on any list tailwind-merge changes.
 */
import { type ClassValue, clsx } from 'clsx';

export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
