'use client';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';

/** The RWAT price of a flash exchange, to every decimal it has, as the quote and records show it. */
export function FlashPrice({ price }: { price: string }) {
  const t = useTranslations();
  const format = useFormat();
  return <span className="ltr">{t('flash.priceValue', { price: format.amount(price, 18) })}</span>;
}
