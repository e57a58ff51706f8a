import { BarChart3, FileText, ImageIcon, type LucideIcon, Mail, Pin, Share2 } from 'lucide-react';

export interface Service {
  id: string;
  icon: LucideIcon;
  credits: number;
  /** Tailwind classes of the card's accent. */
  colour: string;
}

/** The six service cards of SPEC §2, with the credit costs of SPEC §9. Texts live in the locales. */
export const services: Service[] = [
  { id: 'wordpress', icon: FileText, credits: 5, colour: 'bg-indigo-50 text-indigo-600' },
  { id: 'images', icon: ImageIcon, credits: 3, colour: 'bg-violet-50 text-violet-600' },
  { id: 'pinterest', icon: Pin, credits: 4, colour: 'bg-rose-50 text-rose-600' },
  { id: 'analytics', icon: BarChart3, credits: 2, colour: 'bg-emerald-50 text-emerald-600' },
  { id: 'social', icon: Share2, credits: 6, colour: 'bg-sky-50 text-sky-600' },
  { id: 'email', icon: Mail, credits: 4, colour: 'bg-amber-50 text-amber-600' },
];
