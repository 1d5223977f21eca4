'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { lazy, startTransition, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { useUserInfo } from '@/features/session/api';
import { withScreenWords } from '@/lib/i18n/locale-state';
import { isHexAddress, shortAddress } from '@/lib/numbers/address-text';
import { sessionAtom } from '@/lib/session/store';
import { needsReferrer } from './bind-prompt';
import styles from './referral.module.css';

// The dialogs load when first opened: Home is on every first load, and most visits open neither.
const InviteDialog = lazy(() =>
  import('./InviteDialog').then((m) => ({ default: m.InviteDialog })),
);
const BindReferrerDialog = lazy(() =>
  withScreenWords(import('./BindReferrerDialog')).then((m) => ({ default: m.BindReferrerDialog })),
);

/**
 * Invite friends, and bind a referrer until one is bound: a line that says so and a button.
 * Nothing opens, scrolls or takes the focus by itself (a field with the focus opens a phone's
 * keyboard over the screen the person came to see).
 */
export function ReferralCard({ linkInviter }: { linkInviter?: string }) {
  const t = useTranslations();
  const { address, inviter } = useAtomValue(sessionAtom);
  const info = useUserInfo();
  const mustBind = needsReferrer(info.data);
  // As the bind dialog will offer it (pickInviter), without loading viem's checksum on Home.
  const invitedBy = [inviter, linkInviter].map((a) => a?.trim() ?? '').find(isHexAddress);
  const [bindOpen, setBindOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);

  return (
    <Card>
      {mustBind ? <p className={styles.prompt}>{t('home.bind.prompt')}</p> : null}
      {mustBind && invitedBy ? (
        <p className={styles.invitedBy}>
          {t('home.bind.invitedBy', { address: shortAddress(invitedBy) })}
        </p>
      ) : null}
      <div className={styles.actions}>
        {/* Transitions: each dialog's chunk is awaited with no placeholder (see LanguagePicker). */}
        <Button variant="secondary" onClick={() => startTransition(() => setInviteOpen(true))}>
          {t('home.invite.entry')}
        </Button>
        {mustBind ? (
          <Button variant="secondary" onClick={() => startTransition(() => setBindOpen(true))}>
            {t('home.bind.entry')}
          </Button>
        ) : null}
      </div>
      {inviteOpen ? (
        <InviteDialog open address={address} onClose={() => setInviteOpen(false)} />
      ) : null}
      {bindOpen && mustBind ? (
        <BindReferrerDialog
          open
          ownAddress={address}
          invitedBy={[inviter, linkInviter]}
          onClose={() => setBindOpen(false)}
        />
      ) : null}
    </Card>
  );
}
