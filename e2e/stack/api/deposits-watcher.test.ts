import { type Address, BlockNotFoundError, type PublicClient, parseUnits } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAccount } from './demo-accounts';
import { type DepositWatcher, startDepositWatcher } from './deposits-watcher';
import { dec } from './money';
import { createSeedState } from './seed';
import { findUser, openDeposit, type State } from './state';

const VAULT: Address = '0x00000000000000000000000000000000000000aa';
const USDT: Address = '0x00000000000000000000000000000000000000bb';
const OWNER = demoAccount(2);
const ORDER = '4242';

interface Payment {
  orderNo: bigint;
  from: Address;
  amount: bigint;
}

/** A block of the chain as the watcher reads it: its hash and the vault's payments in it. */
interface Block {
  hash: `0x${string}`;
  payments: Payment[];
}

const hash = (label: string) => `0x${label.padStart(64, '0')}` as `0x${string}`;

/**
 * A chain the test holds in its hands: the blocks the watcher reads, replaceable at any moment,
 * and a hook called after each block read, to replace the chain between two of the watcher's
 * reads.
 */
function handChain(blocks: Block[]) {
  const chain: { blocks: Block[]; afterBlockRead: (blockNumber: bigint) => void } = {
    blocks,
    afterBlockRead: () => undefined,
  };
  const client = {
    getBlockNumber: async () => BigInt(chain.blocks.length - 1),
    getBlock: async ({ blockNumber }: { blockNumber: bigint }) => {
      const block = chain.blocks[Number(blockNumber)];
      if (!block) throw new BlockNotFoundError({ blockNumber });
      chain.afterBlockRead(blockNumber);
      return { number: blockNumber, hash: block.hash };
    },
    getContractEvents: async ({ fromBlock, toBlock }: { fromBlock: bigint; toBlock: bigint }) =>
      chain.blocks.slice(Number(fromBlock), Number(toBlock) + 1).flatMap((block, i) =>
        block.payments.map((payment, logIndex) => ({
          args: payment,
          transactionHash: hash(`${block.hash.slice(-6)}${i}`),
          logIndex,
        })),
      ),
    readContract: async () => ({ token: USDT }),
  };
  return { chain, client: client as unknown as PublicClient };
}

function stateWithOrder(): State {
  const state = createSeedState();
  openDeposit(state, {
    owner: OWNER,
    orderNo: ORDER,
    symbol: 'USDT',
    token: USDT,
    amount: dec('25'),
  });
  return state;
}

const payment: Payment = { orderNo: BigInt(ORDER), from: OWNER, amount: parseUnits('25', 18) };
const empty = (label: string): Block => ({ hash: hash(label), payments: [] });

describe('the deposit watcher and a replaced chain', () => {
  let watcher: DepositWatcher | undefined;
  afterEach(() => watcher?.stop());

  it('notices a chain replaced between its check and its read of the next blocks', async () => {
    const state = stateWithOrder();
    const owner = findUser(state, OWNER)!;
    const { chain, client } = handChain([
      empty('a0'),
      empty('a1'),
      { hash: hash('a2'), payments: [payment] },
      empty('a3'),
    ]);
    watcher = startDepositWatcher({
      publicClient: client,
      vault: VAULT,
      state,
      // Polled by the test alone.
      intervalMs: 3_600_000,
      confirmations: 2,
      orderTtlMs: 3_600_000,
      symbolOf: (token) => (token === USDT ? 'USDT' : null),
    });
    await watcher.pollOnce();
    expect(state.deposits.at(-1)?.status).toBe('success');
    expect(owner.balances.USDT.toString()).toBe('25');

    // The chain grows by a block; the moment the watcher has checked that the block it read
    // last is still there, a reorganisation replaces it, from block 2 on, with blocks that
    // never held the payment.
    chain.blocks.push(empty('a4'));
    chain.afterBlockRead = (blockNumber) => {
      if (blockNumber !== 2n) return;
      chain.afterBlockRead = () => undefined;
      chain.blocks = [chain.blocks[0]!, chain.blocks[1]!, empty('b2'), empty('b3'), empty('b4')];
    };
    await watcher.pollOnce();
    await watcher.pollOnce();

    expect(state.deposits.at(-1)?.status).toBe('pending');
    expect(owner.balances.USDT.toString()).toBe('0');
  });
});
