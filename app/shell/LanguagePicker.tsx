'use client';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
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
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={t('app.language')}
      >
        <GlobeIcon />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <LanguageDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
