'use client';
import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { differingPositions } from '@/lib/numbers/address-text';
import { valueGroups } from '@/lib/numbers/value-groups';
import styles from './assets.module.css';

/**
 * An address in its groups of four (a line ends only between them), with the characters at
 * `marked` set apart.
 */
function Marked({ address, marked }: { address: string; marked: ReadonlySet<number> }) {
  let at = 0;
  return (
    <span className={`${styles.lookAlikeAddress} ltr`}>
      {valueGroups(address).map((group) => {
        const start = at;
        at += group.text.length;
        return (
          <Fragment key={start}>
            {start > 0 ? <wbr /> : null}
            <span className={styles.lookAlikeGroup}>
              {[...group.text].map((char, i) =>
                marked.has(start + i) ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the characters of one address
                  <mark key={i}>{char}</mark>
                ) : (
                  char
                ),
              )}
            </span>
          </Fragment>
        );
      })}
    </span>
  );
}

/**
 * The typed address resembles one from the person's records: both are shown, one above the
 * other, with the characters that differ marked, so the person sees which one they meant.
 */
export function LookAlikeWarning({ typed, known }: { typed: string; known: string }) {
  const t = useTranslations();
  const marked = new Set(differingPositions(typed, known));
  return (
    <div className={styles.lookAlike}>
      <p>{t('address.resembles')}</p>
      <dl>
        <dt>{t('address.youTyped')}</dt>
        <dd>
          <Marked address={typed} marked={marked} />
        </dd>
        <dt>{t('address.fromRecords')}</dt>
        <dd>
          <Marked address={known} marked={marked} />
        </dd>
      </dl>
    </div>
  );
}
