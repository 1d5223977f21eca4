'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { type UpdateOffer as Offer, registerServiceWorker } from '@/lib/pwa/register';
import styles from './UpdatePrompt.module.css';

// An update waits rarely: the offer's code comes with it, not with every start.
const UpdateOffer = lazy(() => import('./UpdateOffer'));

/** Registers the service worker and, when a new version waits, offers to switch to it. */
export function UpdatePrompt() {
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => registerServiceWorker(setOffer), []);

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {offer ? (
        <Suspense fallback={null}>
          <UpdateOffer offer={offer} onLater={() => setOffer(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
