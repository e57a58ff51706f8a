/** Building blocks the marketing pages share: the page intro, section headings, the closing sign-up banner. */
import { appPath, paths } from '@aa/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAuth } from '../../../lib/session.tsx';

export function PageIntro({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{subtitle}</p>
    </div>
  );
}

/** A section's centred title (an h2 with `id`, for aria-labelledby) and optional subtitle. */
export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-slate-900">
        {title}
      </h2>
      {subtitle ? <p className="mt-3 text-slate-600">{subtitle}</p> : null}
    </div>
  );
}

/** The final call to action: to sign-up (PRODUCT.md §2), or back to the dashboard for a signed-in visitor. */
export function SignUpBanner({
  title,
  text,
  action,
  className,
}: {
  title: string;
  text: string;
  action: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div
      className={cn(
        'rounded-3xl bg-gradient-to-r from-indigo-600 to-violet-600 px-6 py-12 text-center text-white shadow-xl sm:px-12',
        className,
      )}
    >
      <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
      <p className="mx-auto mt-3 max-w-xl text-indigo-100">{text}</p>
      <Link
        to={user ? paths.aiAgent : appPath(paths.auth, { mode: 'signup' })}
        className={buttonVariants({
          variant: 'outline',
          size: 'lg',
          className: 'mt-8 border-transparent bg-white text-indigo-700 hover:bg-indigo-50',
        })}
      >
        {user ? t('nav.goToDashboard') : action}
      </Link>
    </div>
  );
}
