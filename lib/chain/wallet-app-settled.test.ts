import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WALLET_APP_SETTLE_MS, walletAppSettled } from './walletconnect-connector';

const TOPIC = 'a'.repeat(64);

/** The SDK's record of received messages, as `walletAppSettled` reads it, and its storage. */
function fakeCore(unmarked: string[]) {
  const happened: string[] = [];
  return {
    happened,
    mark: () => {
      unmarked.length = 0;
      happened.push('marked');
    },
    core: {
      relayer: { messages: { getWithoutAck: (topics: string[]) => ({ [topics[0]!]: unmarked }) } },
      storage: {
        getItem: async () => {
          happened.push('storage read');
          return undefined;
        },
      },
    },
  };
}

describe('a reload waits for the wallet app’s SDK to store what it handled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits while a received message is not marked handled, then for the storage behind the mark', async () => {
    const sdk = fakeCore(['chainChanged 97']);
    let settled = false;
    void walletAppSettled(sdk.core, TOPIC).then(() => {
      settled = true;
      sdk.happened.push('settled');
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toBe(false);
    sdk.mark();
    await vi.advanceTimersByTimeAsync(100);
    expect(sdk.happened).toEqual(['marked', 'storage read', 'settled']);
  });

  it('lets the listener that reloads return first, even when nothing is waiting', async () => {
    const sdk = fakeCore([]);
    let settled = false;
    void walletAppSettled(sdk.core, TOPIC).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(sdk.happened).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBe(true);
    expect(sdk.happened).toEqual(['storage read']);
  });

  it('gives up at its limit on a message never marked: the reload is late, never stuck', async () => {
    const sdk = fakeCore(['never handled']);
    let settled = false;
    void walletAppSettled(sdk.core, TOPIC).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(WALLET_APP_SETTLE_MS - 100);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });

  it('is not stopped by a storage that fails', async () => {
    const sdk = fakeCore([]);
    sdk.core.storage.getItem = () => Promise.reject(new Error('storage closed'));
    const settled = walletAppSettled(sdk.core, TOPIC);
    await vi.advanceTimersByTimeAsync(100);
    await expect(settled).resolves.toBeUndefined();
  });
});
