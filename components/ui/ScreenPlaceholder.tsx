'use client';
import { useTranslations } from 'next-intl';

/** Stands in for a screen whose content is not built yet. */
export function ScreenPlaceholder() {
  const t = useTranslations();
  return <p>{t('app.placeholder')}</p>;
}
