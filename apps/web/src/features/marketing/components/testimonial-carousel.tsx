/**
 * The eight example testimonials (PRODUCT.md §1), one at a time, moving on every 3 s (PRODUCT.md §9). Rotation
 * pauses while the pointer is over it or focus is inside, stops with the pause button, and never
 * starts for visitors who ask for reduced motion. Announcements are off while it moves by itself
 * and polite otherwise. Every slide sits in the same grid cell, so the tallest sets the height and
 * nothing below moves when the quote changes.
 */
import { ChevronLeft, ChevronRight, MapPin, Pause, Play, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/format.ts';
import { TESTIMONIAL_ROTATION_MS, TESTIMONIALS } from '../data/marketing-copy.ts';

const count = TESTIMONIALS.length;
const controlButton =
  'flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/** False until the browser says motion is welcome (prerendered HTML and reduced-motion users: still). */
function useMotionAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setAllowed(!query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return allowed;
}

export function TestimonialCarousel() {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const motionAllowed = useMotionAllowed();
  const rotating = motionAllowed && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % count),
      TESTIMONIAL_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [rotating]);

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('landing.testimonials.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="mx-auto max-w-3xl"
    >
      <div className="grid" aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
        {TESTIMONIALS.map((testimonial, position) => {
          const active = position === index;
          const key = `landing.testimonials.items.${testimonial.id}`;
          return (
            <figure
              key={testimonial.id}
              aria-roledescription="slide"
              aria-label={t('landing.testimonials.slide', { number: position + 1, total: count })}
              aria-hidden={active ? undefined : true}
              data-active={active}
              className={cn(
                'col-start-1 row-start-1 flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition-opacity duration-500 motion-reduce:transition-none sm:p-10',
                active ? 'opacity-100' : 'invisible opacity-0',
              )}
            >
              <div
                className="flex items-center gap-1"
                role="img"
                aria-label={t('landing.testimonials.rating', { rating: testimonial.rating })}
              >
                {[1, 2, 3, 4, 5].map((star) => (
                  <Star
                    key={star}
                    aria-hidden="true"
                    className={cn(
                      'h-5 w-5',
                      star <= testimonial.rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300',
                    )}
                  />
                ))}
              </div>
              <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-slate-800 sm:text-xl">
                <p>{t('landing.testimonials.quoted', { quote: t(`${key}.quote`) })}</p>
              </blockquote>
              <figcaption className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-end sm:justify-between">
                <div>
                  <p className="font-semibold text-slate-900">{t(`${key}.role`)}</p>
                  <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                    <MapPin className="h-4 w-4" aria-hidden="true" />
                    {t(`${key}.location`)}
                  </p>
                </div>
                <p className="w-fit rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
                  {t('landing.testimonials.revenue', {
                    amount: formatMoney(testimonial.monthlyRevenue, i18n.language),
                  })}
                </p>
              </figcaption>
            </figure>
          );
        })}
      </div>

      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          className={controlButton}
          onClick={() => go(index - 1)}
          aria-label={t('landing.testimonials.previous')}
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <ul className="flex items-center">
          {TESTIMONIALS.map((testimonial, position) => (
            <li key={testimonial.id}>
              <button
                type="button"
                onClick={() => go(position)}
                aria-label={t('landing.testimonials.goTo', { number: position + 1 })}
                aria-current={position === index ? 'true' : undefined}
                className="group flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                <span
                  className={cn(
                    'h-2.5 rounded-full transition-all motion-reduce:transition-none',
                    position === index ? 'w-5 bg-indigo-600' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400',
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={controlButton}
          onClick={() => go(index + 1)}
          aria-label={t('landing.testimonials.next')}
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={cn(controlButton, !motionAllowed && 'invisible')}
          onClick={() => setStopped((value) => !value)}
          aria-label={stopped ? t('landing.testimonials.play') : t('landing.testimonials.pause')}
        >
          {stopped ? (
            <Play className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Pause className="h-4 w-4" aria-hidden="true" />
          )}
        </button>
      </div>
    </section>
  );
}
