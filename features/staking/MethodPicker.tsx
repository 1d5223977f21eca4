'use client';
import { useTranslations } from 'next-intl';
import type { Balances, StakingMethod } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { ChoiceGroup } from './ChoiceGroup';
import styles from './staking.module.css';
import { methodKey } from './staking-labels';

interface MethodPickerProps {
  methods: StakingMethod[];
  value: number | null;
  onChange: (id: number) => void;
  /** The balances a stake is paid from; each method shows the ones it takes. */
  balances: Balances | undefined;
}

/** The assets each method pays with. */
const paidWith = {
  usdt: ['USDT'],
  usdt_rwat: ['USDT', 'RWAT'],
} as const satisfies Record<StakingMethod['kind'], readonly (keyof Balances)[]>;

/** How the machine is paid for, with what is available to pay; nothing is chosen until chosen. */
export function MethodPicker({ methods, value, onChange, balances }: MethodPickerProps) {
  const t = useTranslations();
  const format = useFormat();
  const available = (method: StakingMethod) =>
    balances
      ? t('assets.available', {
          amount: format.moneySum(
            paidWith[method.kind].map((symbol) => ({ value: balances[symbol], symbol })),
            8,
          ),
        })
      : '';
  return (
    <ChoiceGroup
      legend={t('staking.methods')}
      name="method"
      value={value}
      onChange={onChange}
      choices={methods.map((method) => ({
        id: method.id,
        title: t(methodKey(method.kind)),
        detail: <span className={styles.muted}>{available(method)}</span>,
      }))}
    />
  );
}
