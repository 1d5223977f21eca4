import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AssetSymbol } from '@/lib/contract/contract';
import { localTestClient } from '../chain/local-chain';
import { reviewWithdrawal } from './handlers/withdraw';
import { sum } from './money';
import { ASSETS, type State, userKey } from './state';
import {
  accountAt,
  call,
  depositFromAccount,
  loginAs,
  stackPerTestFile,
  type TestStack,
} from './test-stack';

/** Accounts 0, 1 and 5 are one line (transfers pass), hold tokens on chain and seeded balances. */
const PEOPLE = [0, 1, 5] as const;

const person = fc.constantFrom(...PEOPLE);
const amount = fc.integer({ min: 1, max: 400 }).map((n) => (n / 4).toString());
const operation = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), who: person, amount, paid: amount }),
  fc.record({ kind: fc.constant('snapshot' as const) }),
  fc.record({ kind: fc.constant('reorg' as const), blocks: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('withdraw' as const), who: person, amount }),
  fc.record({
    kind: fc.constant('review' as const),
    outcome: fc.constantFrom('success' as const, 'rejected' as const, 'failed' as const),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    who: person,
    to: person,
    amount,
    symbol: fc.constantFrom<AssetSymbol>('USDT', 'RWAC'),
  }),
  fc.record({ kind: fc.constant('exchange' as const), who: person, amount }),
  fc.record({ kind: fc.constant('stake' as const), who: person }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** Every account's ledger sums to its balance less its debt; neither is ever below zero. */
function expectConserved(state: State): void {
  for (const user of state.users.values()) {
    for (const symbol of ASSETS) {
      const lines = state.ledger.filter(
        (line) => line.symbol === symbol && userKey(line.owner) === userKey(user.address),
      );
      const net = user.balances[symbol].minus(user.debts[symbol]);
      const where = `${user.address} ${symbol}`;
      expect(sum(lines.map((line) => line.amount)).toFixed(), where).toBe(net.toFixed());
      expect(user.balances[symbol].gte(0), where).toBe(true);
      expect(user.debts[symbol].gte(0), where).toBe(true);
    }
  }
}

describe('money conservation', () => {
  const shared = stackPerTestFile({ blockIntervalMs: 0 });

  async function apply(
    stack: TestStack,
    tokens: Map<number, string>,
    snapshots: string[],
    op: Operation,
  ) {
    const chain = localTestClient(stack.chain.rpcUrl);
    const url = stack.api.url;
    switch (op.kind) {
      case 'deposit': {
        const token = tokens.get(op.who) ?? '';
        const created = await call<{ orderNo: string }>(url, 'POST', '/api/recharge/create', {
          token,
          body: { symbol: 'USDT', amount: op.amount },
        });
        if (created.body.code !== 10000) return;
        await depositFromAccount(
          stack,
          op.who,
          stack.contracts.USDT,
          op.paid,
          created.body.data.orderNo,
        );
        await chain.mine({ blocks: 1 });
        break;
      }
      case 'snapshot':
        snapshots.push(await chain.snapshot());
        return;
      case 'reorg': {
        const id = snapshots.pop();
        if (id === undefined) return;
        await chain.revert({ id: id as `0x${string}` });
        await chain.mine({ blocks: op.blocks + 2 });
        break;
      }
      case 'withdraw':
        await call(url, 'POST', '/api/withdraw', {
          token: tokens.get(op.who),
          body: { symbol: 'USDT', address: accountAt(op.who).address, amount: op.amount },
        });
        return;
      case 'review': {
        const open = stack.api.state.withdrawals.find(
          (w) => w.status === 'review' || w.status === 'held',
        );
        if (!open) return;
        try {
          reviewWithdrawal(stack.api.state, open.id, op.outcome);
        } catch {
          // A held withdrawal cannot be paid: the refusal is the rule under test elsewhere.
        }
        return;
      }
      case 'transfer':
        await call(url, 'POST', '/api/transfer', {
          token: tokens.get(op.who),
          body: { symbol: op.symbol, address: accountAt(op.to).address, amount: op.amount },
        });
        return;
      case 'exchange':
        await call(url, 'POST', '/api/flash/exchange', {
          token: tokens.get(op.who),
          body: { amount: op.amount, minReceived: '0' },
        });
        return;
      case 'stake':
        await call(url, 'POST', '/api/box/buy', {
          token: tokens.get(op.who),
          // At the stack's price (0.5): 100 RWAT for the half of the 100 U paid in RWAT.
          body: { packageId: 1, methodId: 2, rwatCost: '100' },
        });
        return;
    }
    await stack.api.pollDeposits();
  }

  it('200 random operations with reorganisations mixed in: every ledger sums to its balance', async () => {
    const { stack } = shared;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 200, maxLength: 200 }), async (ops) => {
        const tokens = new Map<number, string>();
        for (const who of PEOPLE) tokens.set(who, await loginAs(stack, who));
        const snapshots: string[] = [];
        let reversals = 0;
        for (const op of ops) {
          await apply(stack, tokens, snapshots, op);
          expectConserved(stack.api.state);
          reversals = stack.api.state.ledger.filter((l) => l.type === 'deposit_reversed').length;
        }
        // The run exercised what it is about.
        expect(stack.api.state.deposits.some((d) => d.paid !== null)).toBe(true);
        expect(
          reversals + stack.api.state.ledger.filter((l) => l.type === 'debt').length,
        ).toBeGreaterThan(0);
      }),
      { numRuns: 1, endOnFailure: true },
    );
  }, 300_000);
});
