import { buildHash } from '@/lib/router/hash';

/** The link a user shares: opens the app home with their address as the inviter. */
export function inviteLink(address: string): string {
  const base = `${window.location.origin}${window.location.pathname}`;
  return `${base}${buildHash('home', { inviter: address })}`;
}
