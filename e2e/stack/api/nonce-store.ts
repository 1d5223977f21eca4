import type { Address } from '@/lib/contract/contract';

export interface NonceEntry {
  address: Address;
  /** The client that asked for it. */
  client: string;
  expiresAt: number;
}

/**
 * Open sign-in nonces, indexed so that every request costs O(1) however full the store is: by
 * nonce (a Map in issue order, which is expiry order, since every nonce lives as long), and by
 * the client that asked, with the clients grouped by how many they hold, so the largest holder
 * is found without scanning.
 */
export class NonceStore {
  private readonly byNonce = new Map<string, NonceEntry>();
  private readonly byClient = new Map<string, Set<string>>();
  /** Clients by the number of open nonces they hold. */
  private readonly holders = new Map<number, Set<string>>();
  private largest = 0;

  get size(): number {
    return this.byNonce.size;
  }

  values(): IterableIterator<NonceEntry> {
    return this.byNonce.values();
  }

  get(nonce: string): NonceEntry | undefined {
    return this.byNonce.get(nonce);
  }

  heldBy(client: string): number {
    return this.byClient.get(client)?.size ?? 0;
  }

  add(nonce: string, entry: NonceEntry): void {
    const own = this.byClient.get(entry.client) ?? new Set<string>();
    this.byClient.set(entry.client, own);
    this.regroup(entry.client, own.size, own.size + 1);
    own.add(nonce);
    this.byNonce.set(nonce, entry);
  }

  /** Removes a nonce (used, expired or dropped); answers its entry when it was open. */
  delete(nonce: string): NonceEntry | undefined {
    const entry = this.byNonce.get(nonce);
    if (!entry) return undefined;
    this.byNonce.delete(nonce);
    const own = this.byClient.get(entry.client);
    if (own) {
      own.delete(nonce);
      this.regroup(entry.client, own.size + 1, own.size);
      if (own.size === 0) this.byClient.delete(entry.client);
    }
    return entry;
  }

  /** Drops the expired nonces: they lead the issue order, so this stops at the first open one. */
  sweep(now: number): void {
    for (const [nonce, entry] of this.byNonce) {
      if (entry.expiresAt > now) break;
      this.delete(nonce);
    }
  }

  /** Drops the oldest nonce of the client holding the most; false when the store is empty. */
  dropFromLargestHolder(): boolean {
    const client = this.holders.get(this.largest)?.values().next().value;
    if (client === undefined) return false;
    const oldest = this.byClient.get(client)?.values().next().value;
    if (oldest === undefined) return false;
    this.delete(oldest);
    return true;
  }

  private regroup(client: string, from: number, to: number): void {
    const before = this.holders.get(from);
    before?.delete(client);
    if (before?.size === 0) this.holders.delete(from);
    if (to > 0) {
      const after = this.holders.get(to) ?? new Set<string>();
      after.add(client);
      this.holders.set(to, after);
    }
    if (to > this.largest) this.largest = to;
    // A client's count moves by one at a time, so the largest falls by at most one per change.
    while (this.largest > 0 && !this.holders.has(this.largest)) this.largest -= 1;
  }
}
