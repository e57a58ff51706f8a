/**
 * A listing title as lists and labels show it: the part before its first comma or dash
 * ('Apple AirPods Pro 2 Wireless Earbuds, Active Noise Cancellation…' → 'Apple AirPods Pro 2 Wireless
 * Earbuds'), the whole title when that part would say too little.
 */
export function shortProductName(title: string): string {
  const head = title.split(/,| [-–—|] /)[0]?.trim() ?? '';
  return head.length >= 8 ? head : title;
}
