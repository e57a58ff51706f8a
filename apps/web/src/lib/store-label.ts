/**
 * An Amazon store as the pickers show it, "amazon.fr — France", the country named in the page's
 * language ("amazon.de — Allemagne" in French) by the browser's own region names.
 */
import type { AmazonStore } from '@aa/contracts';

/** The store's country code, from its domain's last label (amazon.co.uk → GB, amazon.com → US). */
function regionOf(store: AmazonStore): string {
  const label = store.id.split('.').at(-1)?.toUpperCase() ?? '';
  if (label === 'COM') return 'US';
  if (label === 'UK') return 'GB';
  return label;
}

export function storeCountry(store: AmazonStore, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(regionOf(store)) ?? store.country;
  } catch {
    return store.country;
  }
}

export function storeLabel(store: AmazonStore, language: string): string {
  return `${store.id} — ${storeCountry(store, language)}`;
}
