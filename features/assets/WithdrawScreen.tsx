'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { StatList } from '@/components/ui/StatList';
import { useWithdrawRecords } from '@/features/records/api';
import type { AssetSymbol } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { loadPlatformConfig, usePlatformConfig, useWithdraw } from './api';
import styles from './assets.module.css';
import { SendForm, type SendFormText } from './SendForm';
import { useKnownAddresses } from './use-known-addresses';
import { withdrawProblems } from './validation';

const text: SendFormText = {
  asset: 'withdraw.asset',
  address: 'withdraw.address',
  addressPlaceholder: 'withdraw.addressPlaceholder',
  amount: 'withdraw.amount',
  amountPlaceholder: 'withdraw.amountPlaceholder',
  submit: 'withdraw.submit',
  confirmText: 'withdraw.confirmText',
  submitted: 'withdraw.submitted',
  notSent: 'app.notSentWithdraw',
  records: 'assets.withdrawRecords',
};

/**
 * A withdrawal to one's own wallet is an ordinary one, so the own address is allowed here. The
 * review says where it is paid (the network), what it costs (no fee), what happens next (the
 * platform reviews it before paying) and the minimum, each with its unit.
 */
export default function WithdrawScreen() {
  const t = useTranslations();
  const format = useFormat();
  const platform = usePlatformConfig();
  const client = useQueryClient();
  const withdraw = useWithdraw();
  // One's own wallet and past destinations.
  const { known } = useKnownAddresses(useWithdrawRecords().items);
  const minimum = platform.data?.minWithdraw;
  return (
    <SendForm
      name="withdraw-asset"
      route="withdraw"
      text={text}
      recordsRoute="withdrawRecords"
      minimum={minimum}
      loadMinimum={() => loadPlatformConfig(client).then((c) => c.minWithdraw)}
      validate={withdrawProblems}
      submit={withdraw.run}
      submitting={withdraw.busy}
      outcomeUnknown={withdraw.outcomeUnknown}
      notSent={withdraw.notSent}
      unanswered={withdraw.unanswered}
      forgetOutcome={withdraw.forgetOutcome}
      known={known}
      hint={(symbol: AssetSymbol) =>
        minimum ? (
          <p className={styles.hint}>
            {t('withdraw.minimum', { limit: format.money(minimum, symbol, 18) })}
          </p>
        ) : null
      }
      details={(symbol: AssetSymbol) => (
        <>
          <StatList
            rows
            items={[
              { label: t('withdraw.network'), value: t('withdraw.networkName') },
              { label: t('withdraw.fee'), value: format.money('0', symbol) },
              ...(minimum
                ? [
                    {
                      label: t('withdraw.minimumLabel'),
                      value: format.money(minimum, symbol, 18),
                    },
                  ]
                : []),
            ]}
          />
          <p className={styles.hint}>{t('withdraw.whatNext')}</p>
        </>
      )}
    />
  );
}
