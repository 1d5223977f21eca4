import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import type { DepositOrder } from '@/lib/contract/contract';
import type { PendingTx } from '@/lib/session/state';
import {
  createDepositRunner,
  type DepositChain,
  type DepositDeps,
  type DepositRequest,
  DepositUnansweredError,
  OrderMismatchError,
  OrderTakenError,
  ReceiptRevertedError,
  settledHashes,
  validPendingTxs,
  WATCH_RETRY_MS,
  withinLimit,
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
  /** Receipts that do not come until `release(hash)`. */
  hold?: ('approve' | 'deposit')[];
  /** The person cancels the review. */
  cancelReview?: boolean;
  /** The approval the person chooses in the review (default unlimited). */
  approval?: 'unlimited' | 'exact';
  pending?: PendingTx[];
  /** The first background receipt request fails (an RPC hiccup). */
  watchFailsOnce?: boolean;
  /** The first receipt request fails even while the screen waits. */
  receiptFailsOnce?: boolean;
  /** The screen's receipt limit (default 20 ms). */
  waitMs?: number;
  /** The pause of a failed background watch, when the page shortens it. */
  watchRetryMs?: number;
  /** The wallet refuses to send the deposit with this error (not a rejection by the person). */
  depositError?: Error;
  /** Who the vault says paid the order (default nobody); `'unreadable'`: the read fails. */
  orderPaidBy?: string | 'unreadable';
  /** The wallet's BNB, in wei (1 BNB unless set); the gas price is 1 gwei. */
  bnb?: bigint;
}

/** A fake wallet and API that write every call to one log, in order. */
function harness(setup: Setup = {}) {
  const log: string[] = [];
  let flag = setup.flag ?? false;
  let loading = 0;
  const steps: (string | null)[] = [];
  const toasts: string[] = [];
  const pauses: number[] = [];
  const hashes = {
    approve: `0x${'a1'.repeat(32)}`,
    deposit: `0x${'d1'.repeat(32)}`,
  } as const;
  const held = new Map<string, (status: 'success' | 'reverted') => void>();
  let pending: PendingTx[] = setup.pending ?? [];
  let watchFailures = setup.watchFailsOnce ? 1 : 0;
  let receiptFailures = setup.receiptFailsOnce ? 1 : 0;
  const reviews: { needsApproval: boolean }[] = [];
  const chain: DepositChain = {
    tokenBalance: async () => {
      log.push('balanceOf');
      return setup.balance ?? 1_000_000n * E18;
    },
    gasFunds: async () => ({ balance: setup.bnb ?? E18, price: 1_000_000_000n }),
    allowance: async () => {
      log.push('allowance');
      return setup.allowance ?? 0n;
    },
    approve: async (token, spender, amount) => {
      log.push(`approve ${token} ${spender} ${amount}`);
      if (setup.rejectApprove) throw new UserRejected('User rejected the request.');
      return hashes.approve;
    },
    deposit: async (token, amount, orderNo) => {
      log.push(`deposit ${token} ${amount} ${orderNo}`);
      if (setup.rejectDeposit) throw new UserRejected('User rejected the request.');
      if (setup.depositError) throw setup.depositError;
      return hashes.deposit;
    },
    orderSender: async (orderNo) => {
      log.push(`order sender ${orderNo}`);
      if (setup.orderPaidBy === 'unreadable') throw new Error('HTTP request failed');
      return (setup.orderPaidBy ?? `0x${'0'.repeat(40)}`) as `0x${string}`;
    },
    waitForReceipt: async (hash) => {
      log.push(`receipt ${hash}`);
      if (receiptFailures > 0) {
        receiptFailures--;
        throw new Error('HTTP request failed');
      }
      if (watchFailures > 0 && !setup.hold?.length) {
        watchFailures--;
        throw new Error('HTTP request failed');
      }
      const which = hash === hashes.approve ? 'approve' : 'deposit';
      if (setup.hold?.includes(which)) {
        return new Promise((resolve) => held.set(hash, resolve));
      }
      return which === 'approve'
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
    createOrder: async (req, key) => {
      log.push(`order ${req.symbol} ${req.amount} key ${key}`);
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
    cancelOrder: async (req) => {
      log.push(`cancel ${req.orderNo} ${req.reason}${req.txHash ? ` ${req.txHash}` : ''}`);
    },
    pending: {
      get: () => pending,
      set: (list) => {
        pending = list;
      },
    },
    receiptWaitMs: () => setup.waitMs ?? 20,
    ...(setup.watchRetryMs === undefined ? {} : { watchRetryMs: () => setup.watchRetryMs ?? 0 }),
    sleep: async (ms) => {
      pauses.push(ms);
    },
    onStep: (step, hash) => steps.push(hash ? `${step} ${hash}` : step),
    toastSuccess: (key) => toasts.push(`success ${key}`),
    toastError: (key) => toasts.push(`error ${key}`),
    toastInfo: (key) => toasts.push(`info ${key}`),
    isRejection: (error) => error instanceof UserRejected,
    mayHaveSent: (error) => /timed out|connection/i.test((error as Error).message),
    refresh: () => log.push('refresh'),
    failureKey: (error) =>
      (error as { shown?: boolean }).shown || error instanceof DepositUnansweredError
        ? null
        : error instanceof OrderTakenError
          ? 'deposit.orderTaken'
          : error instanceof ReceiptRevertedError
            ? 'wallet.reverted'
            : error instanceof UserRejected
              ? 'wallet.rejected'
              : 'wallet.failed',
  };
  const runner = createDepositRunner(deps);
  const review = async (found: { needsApproval: boolean }) => {
    reviews.push(found);
    log.push(`review${found.needsApproval ? ' (approval first)' : ''}`);
    return setup.cancelReview
      ? null
      : { idempotencyKey: 'key-1', approval: setup.approval ?? 'unlimited' };
  };
  return {
    runner,
    run: (req: DepositRequest = request) => runner.run(req, review),
    hashes,
    reviews,
    release: (hash: string, status: 'success' | 'reverted' = 'success') => held.get(hash)?.(status),
    pending: () => pending,
    log,
    steps,
    toasts,
    pauses,
    flag: () => flag,
    loading: () => loading,
    walletWrites: () => log.filter((l) => /^(approve|deposit)/.test(l)),
  };
}

describe('deposit flow', () => {
  it('approves when there is no allowance, then deposits, in the order of SPEC §4', async () => {
    const h = harness();
    const outcome = await h.run();
    expect(outcome).toEqual({ status: 'success', orderNo: '777' });
    expect(h.log).toEqual([
      'network',
      'balanceOf',
      'allowance',
      'review (approval first)',
      'flag true',
      `approve ${TOKEN} ${VAULT} unlimited`,
      `receipt ${h.hashes.approve}`,
      'order USDT 25 key key-1',
      `deposit ${TOKEN} ${25n * E18} 777`,
      `receipt ${h.hashes.deposit}`,
      'flag false',
    ]);
    expect(h.toasts).toEqual(['success deposit.submitted']);
    expect(h.loading()).toBe(0);
    expect(h.steps.filter(Boolean)).toEqual([
      'approving',
      `confirming ${h.hashes.approve}`,
      'depositing',
      `confirming ${h.hashes.deposit}`,
    ]);
    expect(h.pending()).toEqual([]);
    expect(h.steps.at(-1)).toBeNull();
  });

  it('skips the approval when the allowance is greater than the amount', async () => {
    const h = harness({ allowance: 25n * E18 + 1n });
    expect((await h.run()).status).toBe('success');
    expect(h.walletWrites()).toEqual([`deposit ${TOKEN} ${25n * E18} 777`]);
  });

  it('approves when the allowance is below the amount; one equal to it pays it', async () => {
    const below = harness({ allowance: 25n * E18 - 1n });
    expect((await below.run()).status).toBe('success');
    expect(below.walletWrites()[0]).toBe(`approve ${TOKEN} ${VAULT} unlimited`);
    const equal = harness({ allowance: 25n * E18 });
    expect((await equal.run()).status).toBe('success');
    expect(equal.reviews).toEqual([{ needsApproval: false }]);
    expect(equal.walletWrites()).toEqual([`deposit ${TOKEN} ${25n * E18} 777`]);
  });

  it('approves only the amount when the person chose so in the review', async () => {
    const h = harness({ approval: 'exact' });
    expect((await h.run()).status).toBe('success');
    expect(h.walletWrites()).toEqual([
      `approve ${TOKEN} ${VAULT} ${25n * E18}`,
      `deposit ${TOKEN} ${25n * E18} 777`,
    ]);
  });

  it('stops on an insufficient token balance before any wallet request', async () => {
    const h = harness({ balance: 25n * E18 - 1n });
    expect(await h.run()).toEqual({ status: 'insufficient' });
    expect(h.log).toEqual(['network', 'balanceOf']);
    expect(h.toasts).toEqual(['error deposit.insufficientBalance']);
    expect(h.flag()).toBe(false);
    expect(h.loading()).toBe(0);
  });

  it('stops without asking the wallet when it has no BNB for the fees', async () => {
    // 1 gwei × 21,000 gas is the least one transaction costs; an approval and a deposit: twice.
    const h = harness({ bnb: 2n * 21_000n * 1_000_000_000n - 1n });
    expect(await h.run()).toEqual({ status: 'no-gas' });
    expect(h.log).toEqual(['network', 'balanceOf', 'allowance']);
    expect(h.toasts).toEqual(['error deposit.noGas']);
    expect(h.flag()).toBe(false);
    expect(h.loading()).toBe(0);
  });

  it('goes on with enough BNB for the one transaction an existing allowance leaves', async () => {
    const h = harness({ bnb: 21_000n * 1_000_000_000n, allowance: 1_000_000n * E18 });
    expect(await h.run()).toMatchObject({ status: 'success' });
  });

  it('stops when the network check reloads or is refused, before the flag is set', async () => {
    for (const network of ['switched', 'refused'] as const) {
      const h = harness({ network });
      expect(await h.run()).toEqual({ status: 'network' });
      expect(h.log).toEqual(['network']);
      expect(h.loading()).toBe(0);
    }
  });

  it('stops when the approval receipt has status 0: no order, flag cleared, told why', async () => {
    const h = harness({ approveStatus: 'reverted' });
    const outcome = await h.run();
    expect(outcome.status).toBe('failed');
    expect(h.log.some((l) => l.startsWith('order') || l.startsWith('deposit'))).toBe(false);
    expect(h.flag()).toBe(false);
    expect(h.loading()).toBe(0);
    expect(h.toasts).toEqual(['error wallet.reverted']);
  });

  it('clears the flag and hides loading when the wallet rejects the approval', async () => {
    const h = harness({ rejectApprove: true });
    expect((await h.run()).status).toBe('failed');
    expect(h.flag()).toBe(false);
    expect(h.loading()).toBe(0);
    expect(h.toasts).toEqual(['error wallet.rejected']);
  });

  it('clears the flag and hides loading when the wallet rejects the deposit', async () => {
    const h = harness({ allowance: maxUint256, rejectDeposit: true });
    expect((await h.run()).status).toBe('failed');
    expect(h.flag()).toBe(false);
    expect(h.loading()).toBe(0);
    expect(h.toasts).toEqual(['error wallet.rejected']);
    expect(h.steps.at(-1)).toBeNull();
  });

  it('reports a deposit mined with status 0', async () => {
    const h = harness({ allowance: maxUint256, depositStatus: 'reverted' });
    expect((await h.run()).status).toBe('failed');
    expect(h.toasts).toEqual(['error wallet.reverted']);
    expect(h.flag()).toBe(false);
  });

  describe('an order number someone else paid first (OrderExist)', () => {
    const STRANGER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
    const revert = () => new Error('The contract function "deposit" reverted: OrderExist()');

    it('refused before sending: told why, the record ends Failed, nothing else is sent', async () => {
      const h = harness({ allowance: maxUint256, depositError: revert(), orderPaidBy: STRANGER });
      const outcome = await h.run();
      expect(outcome.status === 'failed' && outcome.error).toBeInstanceOf(OrderTakenError);
      expect(h.log.slice(-3)).toEqual(['order sender 777', 'cancel 777 reverted', 'flag false']);
      expect(h.toasts).toEqual(['error deposit.orderTaken']);
      expect(h.loading()).toBe(0);
      expect(h.pending()).toEqual([]);
    });

    it('mined with status 0: told why, the record ends Failed with its transaction', async () => {
      const h = harness({
        allowance: maxUint256,
        depositStatus: 'reverted',
        orderPaidBy: STRANGER,
      });
      expect((await h.run()).status).toBe('failed');
      expect(h.log).toContain(`cancel 777 reverted ${h.hashes.deposit}`);
      expect(h.toasts).toEqual(['error deposit.orderTaken']);
    });

    it('is not claimed when the vault shows nobody, the owner, or cannot be read', async () => {
      for (const orderPaidBy of [undefined, OWNER.toLowerCase(), 'unreadable']) {
        const h = harness({ allowance: maxUint256, depositStatus: 'reverted', orderPaidBy });
        expect((await h.run()).status).toBe('failed');
        expect(h.toasts, String(orderPaidBy)).toEqual(['error wallet.reverted']);
        const refused = harness({ allowance: maxUint256, depositError: revert(), orderPaidBy });
        expect((await refused.run()).status).toBe('failed');
        expect(refused.toasts, String(orderPaidBy)).toEqual(['error wallet.failed']);
        // Refused before sending for another reason: the order simply waits for its time.
        expect(refused.log.some((l) => l.startsWith('cancel'))).toBe(false);
      }
    });

    it('no answer from the wallet: said as maybe sent, the order left open for its payment', async () => {
      const h = harness({ allowance: maxUint256, depositError: new Error('Request timed out') });
      const outcome = await h.run();
      expect(outcome.status === 'failed' && outcome.error).toBeInstanceOf(DepositUnansweredError);
      expect(outcome.status === 'failed' && (outcome.error as DepositUnansweredError).orderNo).toBe(
        '777',
      );
      expect(h.log.some((l) => l.startsWith('cancel'))).toBe(false);
      expect(h.toasts).toEqual([]);
      expect(h.loading()).toBe(0);
      expect(h.flag()).toBe(false);
    });

    it('a refusal by the person is not a reason to ask the vault', async () => {
      const h = harness({ allowance: maxUint256, rejectDeposit: true, orderPaidBy: STRANGER });
      await h.run();
      expect(h.log).not.toContain('order sender 777');
      expect(h.log).toContain('cancel 777 rejected');
    });
  });

  it('does not repeat a message the API client already showed', async () => {
    const h = harness({ allowance: maxUint256, orderFails: true });
    expect((await h.run()).status).toBe('failed');
    expect(h.walletWrites()).toEqual([]);
    expect(h.toasts).toEqual([]);
    expect(h.flag()).toBe(false);
  });

  it('refuses an order for other contracts than the configured ones', async () => {
    const h = harness({ allowance: maxUint256, order: { vault: OWNER } });
    const outcome = await h.run();
    expect(outcome.status === 'failed' && outcome.error).toBeInstanceOf(OrderMismatchError);
    expect(h.walletWrites()).toEqual([]);
  });

  it('blocks a second deposit while one is in flight, and frees itself after', async () => {
    const h = harness({ allowance: maxUint256 });
    const first = h.run();
    expect(h.runner.isRunning()).toBe(true);
    expect(await h.run()).toEqual({ status: 'busy' });
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
    expect(await h.run({ ...request, amount: '0' })).toEqual({ status: 'invalid' });
    expect(h.log).toEqual([]);
  });

  it('asks the person to review before any wallet request, and stops when they cancel', async () => {
    const h = harness({ cancelReview: true });
    expect(await h.run()).toEqual({ status: 'cancelled' });
    expect(h.reviews).toEqual([{ needsApproval: true }]);
    expect(h.walletWrites()).toEqual([]);
    expect(h.log.some((l) => l.startsWith('order') || l.startsWith('flag'))).toBe(false);
    expect(h.loading()).toBe(0);
    expect(h.toasts).toEqual([]);
  });

  it('tells the review whether an approval comes first', async () => {
    const h = harness({ allowance: maxUint256 });
    await h.run();
    expect(h.reviews).toEqual([{ needsApproval: false }]);
  });

  it('reports a deposit the wallet refused, so its record ends as cancelled', async () => {
    const h = harness({ allowance: maxUint256, rejectDeposit: true });
    expect((await h.run()).status).toBe('failed');
    expect(h.log).toContain('cancel 777 rejected');
    expect(h.toasts).toEqual(['error wallet.rejected']);
  });

  it('does not report an order when only the approval was refused (no order exists yet)', async () => {
    const h = harness({ rejectApprove: true });
    await h.run();
    expect(h.log.some((l) => l.startsWith('cancel') || l.startsWith('order'))).toBe(false);
  });

  it('reports a reverted deposit with its hash, so its record ends as failed', async () => {
    const h = harness({ allowance: maxUint256, depositStatus: 'reverted' });
    await h.run();
    expect(h.log).toContain(`cancel 777 reverted ${h.hashes.deposit}`);
    expect(h.pending()).toEqual([]);
  });

  it('frees the screen when the receipt is late, and tells the outcome when it comes', async () => {
    const h = harness({ allowance: maxUint256, hold: ['deposit'] });
    const outcome = await h.run();
    const tx = { kind: 'deposit', hash: h.hashes.deposit, orderNo: '777' };
    expect(outcome).toEqual({ status: 'pending', tx });
    expect(h.flag()).toBe(false);
    expect(h.loading()).toBe(0);
    expect(h.steps.at(-1)).toBeNull();
    expect(h.runner.isRunning()).toBe(false);
    expect(h.toasts).toEqual(['info deposit.stillPending']);
    expect(h.pending()).toEqual([tx]);

    h.release(h.hashes.deposit);
    await h.runner.idle();
    expect(h.toasts.at(-1)).toBe('success deposit.confirmedLater');
    expect(h.pending()).toEqual([]);
    expect(h.log.at(-1)).toBe('refresh');
  });

  it('reports a late receipt that reverted', async () => {
    const h = harness({ allowance: maxUint256, hold: ['deposit'] });
    await h.run();
    h.release(h.hashes.deposit, 'reverted');
    await h.runner.idle();
    expect(h.log).toContain(`cancel 777 reverted ${h.hashes.deposit}`);
    expect(h.toasts.at(-1)).toBe('error wallet.reverted');
    expect(h.pending()).toEqual([]);
  });

  it('stops before the order when the approval is late, and says when it confirms', async () => {
    const h = harness({ hold: ['approve'] });
    const outcome = await h.run();
    expect(outcome).toEqual({
      status: 'pending',
      tx: { kind: 'approval', hash: h.hashes.approve },
    });
    expect(h.log.some((l) => l.startsWith('order'))).toBe(false);
    expect(h.toasts).toEqual(['info deposit.approvalStillPending']);
    h.release(h.hashes.approve);
    await h.runner.idle();
    expect(h.toasts.at(-1)).toBe('success deposit.approvedLater');
    expect(h.pending()).toEqual([]);
  });

  it('resumes the watch of a transaction kept from before a reload, once, through an RPC failure', async () => {
    const tx: PendingTx = { kind: 'deposit', hash: `0x${'d1'.repeat(32)}`, orderNo: '555' };
    const h = harness({ pending: [tx], depositStatus: 'reverted', watchFailsOnce: true });
    h.runner.resume();
    h.runner.resume();
    await h.runner.idle();
    expect(h.log.filter((l) => l.startsWith('receipt'))).toHaveLength(2);
    expect(h.log.filter((l) => l.startsWith('cancel'))).toEqual([`cancel 555 reverted ${tx.hash}`]);
    expect(h.toasts).toEqual(['error wallet.reverted']);
    expect(h.pending()).toEqual([]);
  });

  it('a failed watch pauses WATCH_RETRY_MS before it asks again, or what the page shortened it to', async () => {
    const tx: PendingTx = { kind: 'deposit', hash: `0x${'d1'.repeat(32)}`, orderNo: '555' };
    const usual = harness({ pending: [tx], watchFailsOnce: true });
    usual.runner.resume();
    await usual.runner.idle();
    expect(usual.pauses).toEqual([WATCH_RETRY_MS]);
    expect(usual.toasts).toEqual(['success deposit.confirmedLater']);

    const shortened = harness({ pending: [tx], watchFailsOnce: true, watchRetryMs: 1 });
    shortened.runner.resume();
    await shortened.runner.idle();
    expect(shortened.pauses).toEqual([1]);
    expect(shortened.toasts).toEqual(['success deposit.confirmedLater']);
  });

  it('leaves to the running deposit the receipt it is waiting for itself', async () => {
    const h = harness({ allowance: maxUint256, hold: ['deposit'], waitMs: 10_000 });
    const running = h.run();
    await new Promise((r) => setTimeout(r, 5));
    expect(h.pending()).toHaveLength(1);
    h.runner.resume();
    h.release(h.hashes.deposit);
    expect((await running).status).toBe('success');
    await h.runner.idle();
    expect(h.log.filter((l) => l.startsWith('receipt'))).toHaveLength(1);
    expect(h.toasts).toEqual(['success deposit.submitted']);
  });

  it('clears a flag a kept transaction explains, without calling the deposit interrupted', () => {
    const tx: PendingTx = { kind: 'deposit', hash: `0x${'d1'.repeat(32)}`, orderNo: '555' };
    const h = harness({ flag: true, pending: [tx] });
    expect(h.runner.clearStaleFlag()).toBe(false);
    expect(h.flag()).toBe(false);
  });

  it('treats a failing RPC during the receipt wait as pending, not failed, and watches on', async () => {
    const h = harness({ allowance: maxUint256, receiptFailsOnce: true });
    const outcome = await h.run();
    expect(outcome.status).toBe('pending');
    expect(h.toasts).toEqual(['info deposit.stillPending']);
    expect(h.log.some((l) => l.startsWith('cancel'))).toBe(false);
    await h.runner.idle();
    expect(h.log.filter((l) => l.startsWith('receipt'))).toHaveLength(2);
    expect(h.toasts.at(-1)).toBe('success deposit.confirmedLater');
    expect(h.pending()).toEqual([]);
  });
});

describe('pending transactions kept in the session', () => {
  it('keeps only entries that look like sent transactions', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expect(
      validPendingTxs([
        { kind: 'deposit', hash, orderNo: '1' },
        { kind: 'approval', hash },
        { kind: 'deposit', hash: '0x12' },
        { kind: 'other', hash },
        null,
        'x',
      ]),
    ).toEqual([
      { kind: 'deposit', hash, orderNo: '1' },
      { kind: 'approval', hash },
    ]);
    expect(validPendingTxs({})).toEqual([]);
    expect(validPendingTxs(undefined)).toEqual([]);
  });
});

describe('withinLimit', () => {
  it('gives the value when it comes in time, and gives up waiting when it does not', async () => {
    expect(await withinLimit(Promise.resolve(1), 50)).toEqual({ done: true, value: 1 });
    expect(await withinLimit(new Promise(() => {}), 5)).toEqual({ done: false });
  });
});

describe('settledHashes', () => {
  it('names the transactions whose records are settled, lower-cased, and no other', () => {
    const hash = (n: number) => `0x${String(n).repeat(64)}`;
    const settled = settledHashes([
      { status: 'success', txHash: hash(1).toUpperCase().replace('0X', '0x') },
      { status: 'failed', txHash: hash(2) },
      { status: 'pending', txHash: hash(3) },
      { status: 'success', txHash: null },
    ]);
    expect([...settled]).toEqual([hash(1), hash(2)]);
  });
});
