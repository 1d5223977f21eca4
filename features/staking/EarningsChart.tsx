'use client';
import { useTranslations } from 'next-intl';
import { ledgerLabelKey } from '@/features/records/ledger-labels';
import { REWARD_TYPES } from '@/lib/contract/areas/staking';
import type { Earnings } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { stackBars, typesIn } from './earnings-chart';
import styles from './earnings-chart.module.css';

const HEIGHT = 100;
const BAR = 8;
const STEP = 10;

/** A colour per reward type, the same in the bars and the legend. */
function seriesClass(type: (typeof REWARD_TYPES)[number]): string {
  return styles[`series${REWARD_TYPES.indexOf(type)}`] ?? '';
}

/**
 * The daily output of the last days as stacked bars, one colour per reward type. The picture is
 * for the eye; a screen reader reads the same numbers as a table.
 */
export function EarningsChart({ earnings }: { earnings: Earnings }) {
  const t = useTranslations();
  const format = useFormat();
  const { bars, max } = stackBars(earnings.days, HEIGHT);
  const types = typesIn(earnings.days);
  const earned = bars.filter((bar) => bar.segments.length > 0);
  const title = t('orders.chartTitle', { days: format.count(earnings.days.length) });
  const money = (value: string) => format.money(value, earnings.asset);
  const first = bars[0];
  const last = bars.at(-1);
  if (!earned.length || !first || !last) {
    return (
      <figure className={styles.chart}>
        <figcaption className={styles.title}>{title}</figcaption>
        <p className={styles.empty}>{t('orders.chartEmpty')}</p>
      </figure>
    );
  }
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.title}>{title}</figcaption>
      <p className={styles.max} aria-hidden="true">
        {money(max)}
      </p>
      <svg
        role="img"
        aria-label={title}
        className={styles.bars}
        viewBox={`0 0 ${bars.length * STEP - (STEP - BAR)} ${HEIGHT}`}
        preserveAspectRatio="none"
      >
        {bars.map((bar, i) =>
          bar.segments.map((segment) => (
            <rect
              key={`${bar.date} ${segment.type}`}
              className={seriesClass(segment.type)}
              x={i * STEP}
              y={segment.y}
              width={BAR}
              height={segment.height}
            />
          )),
        )}
      </svg>
      <p className={styles.axis} aria-hidden="true">
        <span>{format.day(first.date)}</span>
        <span>{format.day(last.date)}</span>
      </p>
      <ul className={styles.legend} aria-hidden="true">
        {types.map((type) => (
          <li key={type}>
            <span className={`${styles.swatch} ${seriesClass(type)}`} />
            {t(ledgerLabelKey(type))}
          </li>
        ))}
      </ul>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.chartDate')}</th>
            {types.map((type) => (
              <th key={type} scope="col">
                {t(ledgerLabelKey(type))}
              </th>
            ))}
            <th scope="col">{t('orders.chartTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {earned.map((bar) => (
            <tr key={bar.date}>
              <th scope="row">{format.day(bar.date)}</th>
              {types.map((type) => (
                <td key={type}>
                  {money(bar.segments.find((s) => s.type === type)?.amount ?? '0')}
                </td>
              ))}
              <td>{money(bar.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
