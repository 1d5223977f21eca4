'use client';
import { useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';
import { copyText } from '@/lib/feedback/clipboard';
import { toast } from '@/lib/feedback/toast';
import { useFormat } from '@/lib/i18n/use-format';
import { shortAddress } from '@/lib/numbers/address-text';
import { valueGroups } from '@/lib/numbers/value-groups';
import { CopyIcon, EyeIcon } from './icons';
import styles from './LongValue.module.css';

/**
 * The value in the pieces a person checks it by ("0x7099 7970 … 79C8"): a line ends only between
 * pieces, and the text copied by selecting it is the value itself, without the spaces.
 */
function Grouped({ value, shown = value }: { value: string; shown?: string }) {
  const groups = valueGroups(value);
  let at = 0;
  return groups.map((group, i) => {
    const text = shown.slice(at, at + group.text.length);
    at += group.text.length;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one value, in their order
      <Fragment key={i}>
        {i > 0 ? <wbr /> : null}
        <span className={group.spaced ? styles.spaced : undefined}>{text}</span>
      </Fragment>
    );
  });
}

/**
 * An address, link or hash in full, for the person to check character by character: left to
 * right even in Persian, monospace, in pieces that wrap whole.
 */
export function LongValue({ children, as: Tag = 'p' }: { children: string; as?: 'p' | 'dd' }) {
  return (
    <Tag className={`${styles.value} ltr`}>
      <Grouped value={children} />
    </Tag>
  );
}

/**
 * A long value shortened in the middle ("0x7099…79C8", "202611…0001") with a Copy button and,
 * where a person must check it (`reveal`), a button that shows it whole. `digits`: written in the
 * language's numerals (an order number in Persian); what is copied is always the value itself.
 */
export function ShortValue({
  value,
  label,
  reveal = false,
  digits = false,
}: {
  value: string;
  /** What the value is ("Order number"), for the buttons' names. */
  label: string;
  reveal?: boolean;
  digits?: boolean;
}) {
  const t = useTranslations();
  const format = useFormat();
  const [whole, setWhole] = useState(false);
  const shown = digits ? format.digits(value) : value;
  const copy = async () => {
    if (await copyText(value)) toast.success('app.copied');
    else toast.error('home.invite.copyFailed');
  };
  return (
    <span className={styles.short}>
      <span className={`${styles.shortText} ltr`}>
        {whole ? <Grouped value={value} shown={shown} /> : shortAddress(shown)}
      </span>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('app.copyWhat', { what: label })}
        onClick={() => void copy()}
      >
        <CopyIcon />
      </button>
      {/* Only a value the row shortens has more to show. */}
      {reveal && shortAddress(shown) !== shown ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('app.showWhole', { what: label })}
          aria-pressed={whole}
          onClick={() => setWhole((w) => !w)}
        >
          <EyeIcon />
        </button>
      ) : null}
    </span>
  );
}
