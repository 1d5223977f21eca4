'use client';
import { useTranslations } from 'next-intl';
import type { StakingPackage } from '@/lib/contract/contract';
import { useFormat } from '@/lib/i18n/use-format';
import { MachineArt } from './MachineArt';
import styles from './staking.module.css';
import { packageAvailability, sizeKey } from './staking-labels';

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
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('staking.machines')}</legend>
      <div className={styles.options}>
        {packages.map((pkg) => {
          const availability = packageAvailability(pkg);
          return (
            <label key={pkg.id} className={styles.option}>
              <input
                className={styles.radio}
                type="radio"
                name="package"
                value={pkg.id}
                checked={value === pkg.id}
                disabled={availability !== 'available'}
                onChange={() => onChange(pkg.id)}
              />
              <span className={styles.optionText}>
                <span className={styles.optionTitle}>
                  {t('staking.machineAt', {
                    machine: t(sizeKey(pkg.size)),
                    price: format.amount(pkg.price),
                  })}
                </span>
                {availability === 'available' ? (
                  <span className={styles.muted}>
                    {t('staking.stock', { count: format.count(pkg.stock) })}
                  </span>
                ) : (
                  <span className={styles.badge}>
                    {t(availability === 'soldOut' ? 'staking.soldOut' : 'staking.offSale')}
                  </span>
                )}
              </span>
              <span className={styles.art}>
                <MachineArt size={pkg.size} />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
