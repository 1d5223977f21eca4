'use client';
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/Amount';
import { type ReviewControls, ReviewDialog } from '@/components/ui/ReviewDialog';
import { StatList } from '@/components/ui/StatList';
import type { StakingMethod, StakingPackage } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { stakingCost } from './staking-cost';
import { methodKey, sizeKey } from './staking-labels';

interface ConfirmStakeDialogProps extends ReviewControls {
  pkg: StakingPackage;
  method: StakingMethod;
  rwatPrice: string;
  busy: boolean;
}

/** The last step before buying: what, how, and what it costs. */
export function ConfirmStakeDialog({ pkg, method, rwatPrice, ...review }: ConfirmStakeDialogProps) {
  const t = useTranslations();
  const format = useFormat();
  const cost = stakingCost(pkg.price, method.kind, rwatPrice);
  return (
    <ReviewDialog {...review} title={t('staking.confirmTitle')} confirmLabel={t('staking.confirm')}>
      <StatList
        columns={1}
        items={[
          {
            label: t('staking.confirmMachine'),
            value: t('staking.machineAt', {
              machine: t(sizeKey(pkg.size)),
              price: format.amount(pkg.price),
            }),
          },
          { label: t('staking.confirmMethod'), value: t(methodKey(method.kind)) },
          {
            label: t('staking.cost'),
            value: (
              <>
                {/* Every place the server debits, so what is confirmed is what is charged. */}
                <Amount value={cost.USDT} symbol="USDT" decimals={18} />
                {cost.RWAT !== undefined ? (
                  <>
                    {' + '}
                    <Amount value={cost.RWAT} symbol="RWAT" decimals={18} />
                  </>
                ) : null}
              </>
            ),
          },
        ]}
      />
    </ReviewDialog>
  );
}
