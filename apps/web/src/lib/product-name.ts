/**
 * A listing title as lists and labels show it: the part before its first comma or dash
 * ('Apple AirPods Pro 2 Wireless Earbuds, Active Noise Cancellation…' → 'Apple AirPods Pro 2 Wireless
 * Earbuds'), the whole title when that part would say too little. A comma between two digits is part
 * of a number (French '4,7 L', English '1,000 mAh'), never the end of the name.
 */
export function shortProductName(title: string): string {
  const head = title.split(/(?<!\d),|,(?!\d)| [-–—|] /)[0]?.trim() ?? '';
  return head.length >= 8 ? head : title;
}
