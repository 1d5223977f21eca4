'use client';
import { useTranslations } from 'next-intl';
import type { StakingPackage } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { ChoiceGroup } from './ChoiceGroup';
import { MachineArt } from './MachineArt';
import styles from './staking.module.css';
import { packageAvailability, packageTerms, sizeKey } from './staking-labels';

interface PackagePickerProps {
  packages: StakingPackage[];
  value: number | null;
  onChange: (id: number) => void;
}

/** Small, medium and large machines as one radio group; off-sale and sold-out ones say so. */
export function PackagePicker({ packages, value, onChange }: PackagePickerProps) {
  const t = useTranslations();
  const format = useFormat();
  return (
    <ChoiceGroup
      legend={t('staking.machines')}
      name="package"
      value={value}
      onChange={onChange}
      choices={packages.map((pkg) => {
        const availability = packageAvailability(pkg);
        return {
          id: pkg.id,
          disabled: availability !== 'available',
          title: t('staking.machineAt', {
            machine: t(sizeKey(pkg.size)),
            price: format.amount(pkg.price),
          }),
          detail: (
            <>
              <span className={styles.terms}>{t('staking.terms', packageTerms(pkg, format))}</span>
              {availability === 'available' ? (
                <span className={styles.muted}>
                  {t('staking.stock', { count: format.count(pkg.stock) })}
                </span>
              ) : (
                <span className={styles.badge}>
                  {t(availability === 'soldOut' ? 'staking.soldOut' : 'staking.offSale')}
                </span>
              )}
            </>
          ),
          art: <MachineArt size={pkg.size} />,
        };
      })}
    />
  );
}
