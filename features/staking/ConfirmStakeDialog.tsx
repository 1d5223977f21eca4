'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { type ReviewControls, ReviewDialog } from '@/components/ui/ReviewDialog';
import { StatList } from '@/components/ui/StatList';
import type { StakingMethod, StakingPackage } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { StakeCost } from './StakeCost';
import { stakingCost } from './staking-cost';
import { methodKey, packageTerms, sizeKey } from './staking-labels';

interface ConfirmStakeDialogProps extends ReviewControls {
  pkg: StakingPackage;
  method: StakingMethod;
  rwatPrice: string;
  busy: boolean;
  /** What became of the last Confirm, until the person confirms again or leaves. */
  notice?: ReactNode;
}

/** The last step before buying: what, what it yields, how, and what it costs. */
export function ConfirmStakeDialog({ pkg, method, rwatPrice, ...review }: ConfirmStakeDialogProps) {
  const t = useTranslations();
  const format = useFormat();
  const cost = stakingCost(pkg.price, method.kind, rwatPrice);
  const terms = packageTerms(pkg, format);
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
          { label: t('staking.dailyOutput'), value: terms.daily },
          { label: t('staking.outputCap'), value: t('staking.capIn', terms) },
          { label: t('staking.confirmMethod'), value: t(methodKey(method.kind)) },
          { label: t('staking.cost'), value: <StakeCost cost={cost} /> },
        ]}
      />
    </ReviewDialog>
  );
}
