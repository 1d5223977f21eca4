import type { Address, AssetSymbol, Identity, PackageSize } from '@/lib/contract/contract';
import { demoAccount as account, GENERATED_MEMBER_COUNT, generatedMember } from './demo-accounts';
import { IdempotencyStore } from './idempotency';
import { addLedger } from './ledger';
import { type Decimal, dec, ZERO } from './money';
import { NonceStore } from './nonce-store';
import { RULES } from './rules';
import { seedAnnouncements } from './seed-announcements';
import { nextId, type State, type User, userKey } from './state';
import { orderTerms } from './terms';

/** Seeded history sits at fixed past times so two resets produce identical data. */
const EPOCH = Date.parse('2025-06-01T00:00:00.000Z');

function at(hours: number): string {
  return new Date(EPOCH + hours * 3_600_000).toISOString();
}

export const PACKAGE_PRICES: Record<PackageSize, string> = {
  small: '100',
  medium: '500',
  large: '1000',
};

export const INITIAL_STOCK = 50;

function emptyState(): State {
  return {
    users: new Map(),
    sessions: new Map(),
    replacedTokens: new Set(),
    expiredTokens: new Set(),
    rateCounters: new Map(),
    nonces: new NonceStore(),
    packages: [
      { id: 1, size: 'small', price: PACKAGE_PRICES.small, onSale: true, stock: INITIAL_STOCK },
      { id: 2, size: 'medium', price: PACKAGE_PRICES.medium, onSale: true, stock: INITIAL_STOCK },
      { id: 3, size: 'large', price: PACKAGE_PRICES.large, onSale: true, stock: INITIAL_STOCK },
    ],
    methods: [
      { id: 1, kind: 'usdt' },
      { id: 2, kind: 'usdt_rwat' },
    ],
    orders: [],
    deposits: [],
    withdrawals: [],
    transfers: [],
    flashes: [],
    ledger: [],
    announcements: seedAnnouncements(new Date(EPOCH + 30 * 86_400_000)),
    settings: {
      rwatPrice: RULES.rwatPrice,
      flashFeeRate: RULES.flashFeeRate,
      minWithdraw: RULES.minWithdraw,
      minTransfer: RULES.minTransfer,
    },
    day: 0,
    // Ids of every kind share one counter; starting high keeps them clear of package ids.
    nextId: 1000,
    requestLog: [],
    controls: { forces: [], delays: new Map() },
    idempotency: new IdempotencyStore(),
  };
}

interface Seeder {
  state: State;
  hour: number;
  tick(): string;
}

function addUser(
  seeder: Seeder,
  address: Address,
  pid: Address | null,
  options: { identity?: Identity; disabled?: boolean } = {},
): User {
  const user: User = {
    address,
    pid,
    identity: options.identity ?? 'member',
    registeredAt: seeder.tick(),
    disabled: options.disabled ?? false,
    balances: { USDT: ZERO, RWAT: ZERO, RWAC: ZERO },
    debts: { USDT: ZERO, RWAT: ZERO, RWAC: ZERO },
    todayOutput: ZERO,
  };
  seeder.state.users.set(userKey(address), user);
  return user;
}

/** Opening balance with the history that explains it: deposits on chain, RWAT from the platform. */
function fund(seeder: Seeder, user: User, symbol: AssetSymbol, amount: Decimal): void {
  const { state } = seeder;
  const createdAt = seeder.tick();
  user.balances[symbol] = user.balances[symbol].plus(amount);
  if (symbol === 'RWAT') {
    addLedger(state, user, 'platform', symbol, amount, createdAt);
    return;
  }
  const id = nextId(state);
  state.deposits.push({
    id,
    owner: user.address,
    orderNo: String(id),
    symbol,
    token: '0x0000000000000000000000000000000000000000',
    amount,
    status: 'success',
    createdAt,
    settledBy: 'seed',
    payment: null,
    paid: null,
    txHash: null,
  });
  addLedger(state, user, 'deposit', symbol, amount, createdAt);
}

function order(seeder: Seeder, user: User, size: PackageSize, paid: boolean): void {
  const { state } = seeder;
  const amount = dec(PACKAGE_PRICES[size]);
  const createdAt = seeder.tick();
  if (paid) {
    user.balances.USDT = user.balances.USDT.minus(amount);
    addLedger(state, user, 'staking_order', 'USDT', amount.times(-1), createdAt);
  }
  state.orders.push({
    id: nextId(state),
    owner: user.address,
    type: size,
    amount,
    remainingOutput: orderTerms(amount).outputCap,
    createdAt,
    status: 'active',
    day: -1,
  });
}

const SIZES: readonly PackageSize[] = ['small', 'medium', 'large'];

/**
 * The deterministic demo world. e2e/stack/api/README.md ("Demo accounts") describes who is who; keep
 * the two in step.
 */
export function createSeedState(): State {
  const state = emptyState();
  const seeder: Seeder = {
    state,
    hour: 0,
    tick() {
      this.hour += 1;
      return at(this.hour);
    },
  };

  const a0 = addUser(seeder, account(0), null, { identity: 'node' });
  const a1 = addUser(seeder, account(1), a0.address);
  addUser(seeder, account(2), null);
  const a3 = addUser(seeder, account(3), null);
  const a4 = addUser(seeder, account(4), a0.address, { disabled: true });
  const a5 = addUser(seeder, account(5), a0.address);
  const a6 = addUser(seeder, account(6), a1.address);
  const a7 = addUser(seeder, account(7), a3.address);

  fund(seeder, a0, 'USDT', dec('6000'));
  fund(seeder, a0, 'RWAT', dec('1000'));
  fund(seeder, a0, 'RWAC', dec('1000'));
  order(seeder, a0, 'large', true);

  fund(seeder, a1, 'USDT', dec('1100'));
  fund(seeder, a1, 'RWAC', dec('200'));
  fund(seeder, a1, 'RWAT', dec('500'));
  order(seeder, a1, 'small', true);

  fund(seeder, a3, 'USDT', dec('500'));
  fund(seeder, a4, 'USDT', dec('100'));
  fund(seeder, a5, 'RWAT', dec('1000'));
  fund(seeder, a6, 'USDT', dec('800'));
  order(seeder, a6, 'medium', true);
  fund(seeder, a7, 'USDT', dec('400'));
  order(seeder, a7, 'small', true);

  const members: User[] = [];
  for (let i = 0; i < GENERATED_MEMBER_COUNT; i++) {
    let parent: Address = a0.address;
    if (i >= 23 && i <= 26) parent = members[0]!.address;
    if (i === 27 || i === 28) parent = members[23]!.address;
    if (i === 29) parent = a6.address;
    const member = addUser(seeder, generatedMember(i), parent, {
      identity: i === 0 ? 'node' : 'member',
    });
    members.push(member);
    order(seeder, member, SIZES[i % SIZES.length]!, false);
  }
  return state;
}
