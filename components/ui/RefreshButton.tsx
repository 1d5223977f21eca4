'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from './Button';

/** Refetches a screen's data; busy until every query has answered. */
export function RefreshButton({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const t = useTranslations();
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      await onRefresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={refresh}>
      {t('app.refresh')}
    </Button>
  );
}
