'use client';
import { useTranslations } from 'next-intl';
import { lazy, startTransition, useState } from 'react';
import { GlobeIcon } from '@/components/ui/icons';

// The list loads on the first tap: the header is on every first load, and most visits never
// change language.
const LanguageDialog = lazy(() => import('./LanguageDialog'));

/** The header's language button and, once tapped, its dialog. */
export function LanguagePicker({ buttonClassName }: { buttonClassName: string }) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted and only closes, so focus returns to this button.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        // In a transition the list's chunk is awaited with the page as it is: a placeholder would
        // hold the dialog back until 300 ms after it showed (React's reveal throttle), however
        // soon the chunk came.
        onClick={() =>
          startTransition(() => {
            setOpened(true);
            setOpen(true);
          })
        }
        aria-label={t('app.language')}
      >
        <GlobeIcon />
      </button>
      {opened ? <LanguageDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
