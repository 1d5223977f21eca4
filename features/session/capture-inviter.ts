import { isHexAddress } from '@/lib/numbers/address-text';
import { parseHash } from '@/lib/router/hash';
import { setSession } from '@/lib/session/store';

/**
 * An inviter from the link the app was opened with (`?inviter=0x…` in the hash or the URL),
 * kept as written: the bind dialog checksums it when it prefills it (`pickInviter`).
 */
export function captureInviter(): void {
  const fromHash = parseHash(window.location.hash).query.inviter;
  const fromSearch = new URLSearchParams(window.location.search).get('inviter');
  const raw = (fromHash ?? fromSearch ?? '').trim();
  if (isHexAddress(raw)) setSession({ inviter: raw });
}
