import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import type { DepositOrder } from '@/lib/api/contract';
import {
  createDepositRunner,
  type DepositChain,
  type DepositDeps,
  OrderMismatchError,
  ReceiptRevertedError,
} from './deposit-flow';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const VAULT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const E18 = 10n ** 18n;
const request = { symbol: 'USDT', token: TOKEN, vault: VAULT, owner: OWNER, amount: '25' } as const;

class UserRejected extends Error {
  code = 4001;
}

interface Setup {
  network?: 'ok' | 'switched' | 'refused';
  balance?: bigint;
  allowance?: bigint;
  approveStatus?: 'success' | 'reverted';
  depositStatus?: 'success' | 'reverted';
  rejectApprove?: boolean;
  rejectDeposit?: boolean;
  order?: Partial<DepositOrder>;
  orderFails?: boolean;
  flag?: boolean;
}

/** A fake wallet and API that write every call to one log, in order. */
function harness(setup: Setup = {}) {
  const log: string[] = [];
  let flag = setup.flag ?? false;
  let loading = 0;
  const steps: (string | null)[] = [];
  const toasts: string[] = [];
  const hashes = { approve: '0xa1', deposit: '0xd1' } as const;
  const chain: DepositChain = {
    tokenBalance: async () => {
      log.push('balanceOf');
      return setup.balance ?? 1_000_000n * E18;
    },
    allowance: async () => {
      log.push('allowance');
      return setup.allowance ?? 0n;
    },
    approveMax: async (token, spender) => {
      log.push(`approve ${token} ${spender}`);
      if (setup.rejectApprove) throw new UserRejected('User rejected the request.');
      return hashes.approve;
    },
    deposit: async (token, amount, orderNo) => {
      log.push(`deposit ${token} ${amount} ${orderNo}`);
      if (setup.rejectDeposit) throw new UserRejected('User rejected the request.');
      return hashes.deposit;
    },
    waitForReceipt: async (hash) => {
      log.push(`receipt ${hash}`);
      return hash === hashes.approve
        ? (setup.approveStatus ?? 'success')
        : (setup.depositStatus ?? 'success');
    },
  };
  const deps: DepositDeps = {
    ensureNetwork: async () => {
      log.push('network');
      return setup.network ?? 'ok';
    },
    chain: async () => chain,
    createOrder: async (req) => {
      log.push(`order ${req.symbol} ${req.amount}`);
      if (setup.orderFails) throw Object.assign(new Error('api'), { shown: true });
      return { orderNo: '777', token: TOKEN, vault: VAULT, amount: req.amount, ...setup.order };
    },
    flag: {
      get: () => flag,
      set: (on) => {
        log.push(`flag ${on}`);
        flag = on;
      },
    },
    beginLoading: () => {
      loading++;
      let ended = false;
      return () => {
        if (!ended) loading--;
        ended = true;
      };
    },
    onStep: (step) => steps.push(step),
    toastSuccess: (key) => toasts.push(`success ${key}`),
    toastError: (key) => toasts.push(`error ${key}`),
    failureKey: (error) =>
      (error as { shown?: boolean }).shown
        ? null
        : error instanceof ReceiptRevertedError
          ? 'wallet.reverted'
          : error instanceof UserRejected
            ? 'wallet.rejected'
            : 'wallet.failed',
  };
  const runner = createDepositRunner(deps);
  return {
    runner,
    log,
    steps,
    toasts,
    flag: () => flag,
    loading: () => loading,
    walletWrites: () => log.filter((l) => /^(approve|deposit)/.test(l)),
  };
}

describe('deposit flow', () => {
  it('approves when there is no allowance, then deposits, in the order of SPEC §4', async () => {
    const h = harness();
    const outcome = await h.runner.run(request);
    expect(outcome).toEqual({ status: 'success', orderNo: '777' });
    expect(h.log).toEqual([
      'network',
      'flag true',
      'balanceOf',
      'allowance',
      `approve ${TOKEN} ${VAULT}`,
      'receipt 0xa1',
      'order USDT 25',
      `deposit ${TOKEN} ${25n * E18} 777`,
      'receipt 0xd1',
      'flag false',
    ]);
    expect(h.toasts).toEqual(['success deposit.submitted']);
    expect(h.loading()).toBe(0);
    expect(h.steps.filter(Boolean)).toEqual([
      'approving',
      'confirming',
      'depositing',
      'confirming',
    ]);
    expect(h.steps.at(-1)).toBeNull();
  });

  it('skips the approval when the allowance is greater than the amount', async () => {
    const h = harness({ allowance: 25n * E18 + 1n });
    expect((await h.runner.run(request)).status).toBe('success');
    expect(h.walletWrites()).toEqual([`deposit ${TOKEN} ${25n * E18} 777`]);
  });

  it('still approves when the allowance only equals the amount', async () => {
    const h = harness({ allowance: 25n * E18 });
    expect((await h.runner.run(request)).status).toBe('success');
    expect(h.walletWrites()[0]).toBe(`approve ${TOKEN} ${VAULT}`);
  });

  it('stops on an insufficient token balance before any wallet request', async () => {
    const h = harness({ balance: 25n * E18 - 1n });
    expect(await h.runner.run(request)).toEqual({ status: 'insufficient' });
    expect(h.log).toEqual(['network', 'flag true', 'balanceOf', 'flag false']);
    expect(h.toasts).toEqual(['error deposit.insufficientBalance']);
    expect(h.flag()).toBe(false);
    expect(h.loading()).toBe(0);
  });

  it('stops when the network check reloads or is refused, before the flag is set', async () => {
    for (const network of ['switched', 'refused'] as const) {
      const h = harness({ network });
      expect(await h.runner.run(request)).toEqual({ status: 'network' });
      expect(h.log).toEqual(['network']);
      expect(h.loading()).toBe(0);
    }
  });

  it('stops when the approval receipt has status 0: no order, flag cleared, told why', async () => {
    const h = harness({ approveStatus: 'reverted' });
    const outcome = await h.runner.run(request);
    expect(outcome.status).toBe('failed');
    expect(h.log.some((l) => l.startsWith('order') || l.startsWith('deposit'))).toBe(false);
    expect(h.flag()).toBe(false);
    expect(h.loading()).toBe(0);
    expect(h.toasts).toEqual(['error wallet.reverted']);
  });

  it('clears the flag and hides loading when the wallet rejects the approval', async () => {
    const h = harness({ rejectApprove: true });
    expect((await h.runner.run(request)).status).toBe('failed');
    expect(h.flag()).toBe(false);
    expect(h.loading()).toBe(0);
    expect(h.toasts).toEqual(['error wallet.rejected']);
  });

  it('clears the flag and hides loading when the wallet rejects the deposit', async () => {
    const h = harness({ allowance: maxUint256, rejectDeposit: true });
    expect((await h.runner.run(request)).status).toBe('failed');
    expect(h.flag()).toBe(false);
    expect(h.loading()).toBe(0);
    expect(h.toasts).toEqual(['error wallet.rejected']);
    expect(h.steps.at(-1)).toBeNull();
  });

  it('reports a deposit mined with status 0', async () => {
    const h = harness({ allowance: maxUint256, depositStatus: 'reverted' });
    expect((await h.runner.run(request)).status).toBe('failed');
    expect(h.toasts).toEqual(['error wallet.reverted']);
    expect(h.flag()).toBe(false);
  });

  it('does not repeat a message the API client already showed', async () => {
    const h = harness({ allowance: maxUint256, orderFails: true });
    expect((await h.runner.run(request)).status).toBe('failed');
    expect(h.walletWrites()).toEqual([]);
    expect(h.toasts).toEqual([]);
    expect(h.flag()).toBe(false);
  });

  it('refuses an order for other contracts than the configured ones', async () => {
    const h = harness({ allowance: maxUint256, order: { vault: OWNER } });
    const outcome = await h.runner.run(request);
    expect(outcome.status === 'failed' && outcome.error).toBeInstanceOf(OrderMismatchError);
    expect(h.walletWrites()).toEqual([]);
  });

  it('blocks a second deposit while one is in flight, and frees itself after', async () => {
    const h = harness({ allowance: maxUint256 });
    const first = h.runner.run(request);
    expect(h.runner.isRunning()).toBe(true);
    expect(await h.runner.run(request)).toEqual({ status: 'busy' });
    expect(h.runner.clearStaleFlag()).toBe(false);
    expect((await first).status).toBe('success');
    expect(h.log.filter((l) => l === 'network')).toHaveLength(1);
    expect(h.runner.isRunning()).toBe(false);
  });

  it('clears a flag left by a page that is gone, and only then', async () => {
    const h = harness({ flag: true });
    expect(h.runner.clearStaleFlag()).toBe(true);
    expect(h.flag()).toBe(false);
    expect(h.runner.clearStaleFlag()).toBe(false);
  });

  it('refuses an amount that is not a positive 18-decimal amount without asking anything', async () => {
    const h = harness();
    expect(await h.runner.run({ ...request, amount: '0' })).toEqual({ status: 'invalid' });
    expect(h.log).toEqual([]);
  });
});
