import { SERVICE_COSTS, type ServiceId } from '@aa/contracts/plans';
import { BarChart3, FileText, ImageIcon, type LucideIcon, Mail, Pin, Share2 } from 'lucide-react';

export interface Service {
  id: ServiceId;
  icon: LucideIcon;
  credits: number;
  /** Tailwind classes of the card's accent. */
  colour: string;
  /** Whether a user finds it in the product today; the others are shown as coming, never promised. */
  available: boolean;
}

const looks: Record<ServiceId, { icon: LucideIcon; colour: string; available: boolean }> = {
  wordpress: { icon: FileText, colour: 'bg-indigo-50 text-indigo-600', available: true },
  images: { icon: ImageIcon, colour: 'bg-violet-50 text-violet-600', available: true },
  pinterest: { icon: Pin, colour: 'bg-rose-50 text-rose-600', available: true },
  // Each run's pin results and the check of its live post, in the Content Library.
  analytics: { icon: BarChart3, colour: 'bg-emerald-50 text-emerald-600', available: true },
  social: { icon: Share2, colour: 'bg-sky-50 text-sky-600', available: false },
  email: { icon: Mail, colour: 'bg-amber-50 text-amber-600', available: false },
};

/** The six service cards of PRODUCT.md §2, with the credit costs of PRODUCT.md §9 (contracts). Texts live in the locales. */
export const services: Service[] = SERVICE_COSTS.map((service) => ({ ...service, ...looks[service.id] }));
