/**
 * Renders a legal document (privacy, terms, cookies) in the page's language: title, date, a table
 * of contents and its sections. The contact address in the text becomes a mail link.
 */
import { paths } from '@aa/contracts/routes';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { isLanguage } from '../../../lib/i18n.ts';
import { CONTACT_EMAIL } from '../data/marketing-copy.ts';
import { usePublicPageTitle } from '../use-public-page-title.ts';
import '../marketing-i18n.ts';
import { LEGAL_UPDATED, type LegalContent } from './legal-document.ts';

const related = [
  { path: paths.privacy, key: 'footer.privacy' },
  { path: paths.terms, key: 'footer.terms' },
  { path: paths.cookies, key: 'footer.cookies' },
  { path: paths.contact, key: 'footer.contact' },
] as const;

/** Text with the contact address as a mailto link. */
export function WithEmailLinks({ text }: { text: string }) {
  const parts = text.split(CONTACT_EMAIL);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-indigo-700 underline">
              {CONTACT_EMAIL}
            </a>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

export function LegalPage({ content, path }: { content: LegalContent; path: string }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const legal = content[language];
  usePublicPageTitle();
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:py-20">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{legal.title}</h1>
        <p className="mt-2 text-sm text-slate-500">
          {t('legal.updated', { date: formatDate(LEGAL_UPDATED, i18n.language) })}
        </p>
        <p className="mt-6 text-lg text-slate-700">
          <WithEmailLinks text={legal.intro} />
        </p>
      </header>
      <nav
        aria-labelledby="legal-contents"
        className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5"
      >
        <h2 id="legal-contents" className="text-sm font-semibold text-slate-900">
          {t('legal.contents')}
        </h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {legal.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-indigo-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {legal.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10 scroll-mt-24">
          <h2 id={section.id} className="text-2xl font-bold tracking-tight text-slate-900">
            {section.heading}
          </h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
              <WithEmailLinks text={paragraph} />
            </p>
          ))}
          {section.items ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700">
              {section.items.map((item) => (
                <li key={item}>
                  <WithEmailLinks text={item} />
                </li>
              ))}
            </ul>
          ) : null}
          {section.table ? <LegalTable rows={section.table} /> : null}
          {section.after ? (
            <p className="mt-3 leading-relaxed text-slate-700">
              <WithEmailLinks text={section.after} />
            </p>
          ) : null}
        </section>
      ))}
      <nav aria-labelledby="legal-related" className="mt-14 border-t border-slate-200 pt-6">
        <h2 id="legal-related" className="text-sm font-semibold text-slate-900">
          {t('legal.seeAlso')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {related
            .filter((link) => link.path !== path)
            .map((link) => (
              <li key={link.path}>
                <Link to={link.path} className="text-indigo-700 hover:underline">
                  {t(link.key)}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </article>
  );
}

/** A table on wide screens; on a phone each row stacks, every cell labelled with its column. */
function LegalTable({ rows }: { rows: readonly (readonly string[])[] }) {
  const [header, ...body] = rows;
  if (!header) return null;
  return (
    <div className="mt-4 overflow-hidden rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-900 max-sm:sr-only">
          <tr>
            {header.map((cell) => (
              <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">
          {body.map((row) => (
            <tr key={row[0]} className="max-sm:block max-sm:px-4 max-sm:py-3">
              {row.map((cell, index) => (
                <td
                  key={header[index]}
                  data-label={header[index]}
                  className={cn(
                    'px-4 py-3 align-top max-sm:block max-sm:px-0 max-sm:py-1',
                    index === 0
                      ? 'font-mono text-xs font-semibold text-slate-900 max-sm:text-sm'
                      : 'max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]',
                  )}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
