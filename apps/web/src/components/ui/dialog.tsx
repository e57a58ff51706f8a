import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export const Dialog = RadixDialog.Root;

/**
 * A centred modal with title, optional description and a close button; Esc and outside click close it.
 * Radix gives focus back on close only to a `Dialog.Trigger`; a dialog opened by a plain button (or from
 * inside another dialog) names that button in `returnFocusTo`, else focus falls to the page's body.
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  returnFocusTo,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm" />
      <RadixDialog.Content
        onCloseAutoFocus={
          returnFocusTo
            ? (event) => {
                const target = returnFocusTo.current;
                if (!target?.isConnected) return;
                event.preventDefault();
                target.focus();
              }
            : undefined
        }
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
      >
        <RadixDialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-1 text-sm text-slate-500">
            {description}
          </RadixDialog.Description>
        ) : null}
        <div className="mt-4">{children}</div>
        <RadixDialog.Close
          className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          aria-label={t('common.close')}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
