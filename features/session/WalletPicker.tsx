'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { walletOptionsAtom, walletPickerAtom } from '@/lib/chain/wallet-state';
import styles from './WalletPicker.module.css';

/** Shown only when several wallets announce themselves and sign-in must know which to use. */
export function WalletPicker() {
  const t = useTranslations();
  const choose = useAtomValue(walletPickerAtom);
  const options = useAtomValue(walletOptionsAtom);
  if (!choose) return null;
  return (
    <Dialog
      open={Boolean(choose)}
      title={t('auth.pickWallet')}
      onClose={() => choose?.(null)}
      actions={
        <Button variant="secondary" onClick={() => choose?.(null)}>
          {t('app.cancel')}
        </Button>
      }
    >
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.id}>
            <button type="button" className={styles.option} onClick={() => choose?.(option.id)}>
              {/* biome-ignore lint/performance/noImgElement: wallet icons are data URIs from EIP-6963; nothing to optimise */}
              {option.icon ? <img src={option.icon} alt="" width={28} height={28} /> : null}
              <span>{option.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
