/**
 * "Import campaigns" (issue 31): a CSV file or pasted lines, one campaign a line. The server checks
 * every row as the form would; the dialog shows each row's verdict, what the valid ones cost against
 * the balance, and creates nothing until "Create N campaigns"; afterwards it says what was created and
 * why each other row was not. A text of more than 500 lines is refused here, before it is sent.
 */
import {
  CAMPAIGN_IMPORT_MAX_ROWS,
  type CampaignImportResult,
  type CampaignImportRow,
  Messages,
  parseCampaignImport,
} from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { AlertTriangle, CheckCircle2, FileUp, XCircle } from 'lucide-react';
import { type ChangeEvent, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FieldNote } from '../../../components/ui/form-field.tsx';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useImportCampaigns } from '../api/campaigns-api.ts';

/** A file larger than this is no list of 500 campaigns. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

const EXAMPLE = [
  'name;product 1 URL;product 2 URL;site;runs;frequency;language;board;notes',
  'Earbuds for commuters;https://www.amazon.com/dp/B0D1XD1ZV3;https://www.amazon.com/dp/B0C33XXS56;;5;24;en',
].join('\n');

export function ImportCampaignsDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const importing = useImportCampaigns();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState<CampaignImportResult | null>(null);
  const [done, setDone] = useState<CampaignImportResult | null>(null);
  const textId = useId();
  const fileId = useId();

  const reset = () => {
    setText('');
    setProblem(null);
    setChecked(null);
    setDone(null);
    importing.reset();
  };
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const check = () => {
    const lines = parseCampaignImport(text);
    if (lines.length === 0) return setProblem(Messages.importEmpty);
    if (lines.length > CAMPAIGN_IMPORT_MAX_ROWS)
      return setProblem(
        Messages.importTooManyRows
          .replace('{{max}}', String(CAMPAIGN_IMPORT_MAX_ROWS))
          .replace('{{count}}', String(lines.length)),
      );
    setProblem(null);
    importing.mutate(
      { text, confirm: false, timeZone },
      {
        onSuccess: (answer) => setChecked(answer.data),
        onError: (error) => setProblem(errorMessage(error, Messages.internalError)),
      },
    );
  };
  const create = () =>
    importing.mutate(
      { text, confirm: true, timeZone },
      {
        onSuccess: (answer) => {
          setChecked(null);
          setDone(answer.data);
        },
        onError: (error) => setProblem(errorMessage(error, Messages.internalError)),
      },
    );

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setProblem(t('campaigns.import.fileTooLarge'));
    setText(await file.text());
    setProblem(null);
    setChecked(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={t('campaigns.import.title')}
        description={t('campaigns.import.description')}
        className="max-w-3xl"
        returnFocusTo={returnFocusTo}
      >
        {done ? (
          <ImportDone result={done} onClose={() => onOpenChange(false)} />
        ) : checked ? (
          <ImportPreview
            result={checked}
            pending={importing.isPending}
            problem={problem}
            onBack={() => {
              setChecked(null);
              setProblem(null);
            }}
            onCreate={create}
          />
        ) : (
          <div className="space-y-4">
            <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
              <p>{t('campaigns.import.format')}</p>
              <pre className="mt-2 overflow-x-auto text-xs whitespace-pre text-slate-600">{EXAMPLE}</pre>
              <p className="mt-2 text-xs text-slate-500">
                {t('campaigns.import.formatNotes', { max: CAMPAIGN_IMPORT_MAX_ROWS })}
              </p>
            </div>
            <div>
              <Label htmlFor={textId}>{t('campaigns.import.lines')}</Label>
              <textarea
                id={textId}
                rows={8}
                spellCheck={false}
                className={`${fieldClasses} mt-1 py-2 font-mono text-xs`}
                value={text}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${textId}-error` : undefined}
                onChange={(event) => {
                  setText(event.target.value);
                  setProblem(null);
                }}
              />
              <FieldNote id={textId} error={problem ?? undefined} />
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              <label
                htmlFor={fileId}
                className={buttonVariants({
                  variant: 'outline',
                  className: 'cursor-pointer focus-within:ring-2 focus-within:ring-indigo-500',
                })}
              >
                <FileUp className="h-4 w-4" aria-hidden="true" />
                {t('campaigns.import.chooseFile')}
                <input
                  id={fileId}
                  type="file"
                  accept=".csv,.tsv,.txt,text/csv,text/plain"
                  className="sr-only"
                  onChange={(event) => void readFile(event)}
                />
              </label>
              <Button onClick={check} loading={importing.isPending} disabled={text.trim() === ''}>
                {importing.isPending ? t('campaigns.import.checking') : t('campaigns.import.check')}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ImportPreview({
  result,
  pending,
  problem,
  onBack,
  onCreate,
}: {
  result: CampaignImportResult;
  pending: boolean;
  problem: string | null;
  onBack: () => void;
  onCreate: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const short = result.balance < result.firstRunsCost;
  const affordable = Math.floor(Math.max(result.balance, 0) / 10);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700" role="status">
        {t('campaigns.import.summary', {
          count: result.rows.length,
          valid: result.valid,
          invalid: result.invalid,
        })}
      </p>
      <dl className="grid gap-3 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-3">
        {(
          [
            ['totalCost', result.cost],
            ['firstRuns', result.firstRunsCost],
            ['balance', result.balance],
          ] as const
        ).map(([label, credits]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500">{t(`campaigns.import.${label}`)}</dt>
            <dd
              className={
                label === 'balance' && short ? 'font-semibold text-red-700' : 'font-semibold text-slate-900'
              }
            >
              {t('campaigns.import.credits', { count: credits, formatted: formatNumber(credits, locale) })}
            </dd>
          </div>
        ))}
      </dl>
      {short && result.valid > 0 ? (
        <p
          role="alert"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('campaigns.import.notEnough', { count: affordable, valid: result.valid })}
          <Link to={paths.buyCredits} className="font-medium underline">
            {t('campaigns.import.buyCredits')}
          </Link>
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {translateMessage(t, problem)}
        </p>
      ) : null}
      <ol
        className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
        aria-label={t('campaigns.import.rows')}
      >
        {result.rows.map((row) => (
          <ImportRow key={row.line} row={row} />
        ))}
      </ol>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={pending}>
          {t('campaigns.import.back')}
        </Button>
        <Button onClick={onCreate} loading={pending} disabled={result.valid === 0 || short}>
          {t('campaigns.import.create', { count: result.valid })}
        </Button>
      </div>
    </div>
  );
}

function ImportRow({ row }: { row: CampaignImportRow }) {
  const { t } = useTranslation();
  const ok = row.errors.length === 0;
  return (
    <li className="flex gap-3 px-3 py-2 text-sm">
      {ok ? (
        <CheckCircle2
          className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600"
          aria-label={t('campaigns.import.ok')}
        />
      ) : (
        <XCircle className="mt-0.5 h-4 w-4 shrink-0 text-red-600" aria-label={t('campaigns.import.notOk')} />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium [overflow-wrap:anywhere] text-slate-900">
          <span className="mr-2 text-xs font-normal text-slate-500">
            {t('campaigns.import.line', { line: row.line })}
          </span>
          {row.name || t('campaigns.import.unnamed')}
        </p>
        {ok ? (
          <p className="text-xs text-slate-600">
            {t('campaigns.import.rowDetails', {
              runs: row.totalRuns,
              frequency: row.frequency,
              site: row.site ?? t('campaigns.import.defaultSite'),
            })}
            {row.board ? ` · ${t('campaigns.import.board', { board: row.board })}` : ''}
          </p>
        ) : (
          <ul className="mt-0.5 space-y-0.5 text-xs text-red-700">
            {row.errors.map((error) => (
              <li key={error}>{translateMessage(t, error)}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

function ImportDone({ result, onClose }: { result: CampaignImportResult; onClose: () => void }) {
  const { t } = useTranslation();
  const notCreated = result.rows.filter((row) => !row.campaignId);
  return (
    <div className="space-y-4">
      <p role="status" className="flex items-center gap-2 font-medium text-emerald-800">
        <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
        {t('campaigns.import.created', { count: result.created })}
      </p>
      {notCreated.length > 0 ? (
        <div>
          <p className="text-sm text-slate-700">
            {t('campaigns.import.notCreated', { count: notCreated.length })}
          </p>
          <ol
            className="mt-2 max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
            aria-label={t('campaigns.import.notCreatedList')}
          >
            {notCreated.map((row) => (
              <ImportRow key={row.line} row={row} />
            ))}
          </ol>
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    </div>
  );
}
