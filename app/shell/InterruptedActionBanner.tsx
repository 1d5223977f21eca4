'use client';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { type InterruptedAction, interruptedAction } from '@/lib/feedback/interrupted-action';
import { navigate } from '@/lib/router/navigation';
import { isSignedInAtom } from '@/lib/session/selectors';
import styles from './InterruptedActionBanner.module.css';

/**
 * A session that ended during an action (another device signed in, the login expired, a
 * network change) says which action was not sent, or that it may have gone through when its
 * last confirmation got no answer, until the next sign-in; that sign-in opens its screen again
 * with what was typed, for the person to review and confirm anew.
 */
export default function InterruptedActionBanner() {
  const t = useTranslations();
  const signedIn = useAtomValue(isSignedInAtom);
  const [action, setAction] = useState<InterruptedAction | null>(null);
  // Read as the session starts or ends: the ending writes it just before this runs.
  useEffect(() => {
    setAction(signedIn ? null : interruptedAction());
    if (signedIn) {
      const left = interruptedAction();
      if (left) navigate(left.route);
    }
  }, [signedIn]);
  if (!action || signedIn) return null;
  return (
    <p className={styles.banner} role="alert">
      {action.uncertain ? t('app.uncertainWhenEnded') : `${t(action.what)} ${t('app.notSentNext')}`}
    </p>
  );
}
