import { addLedger, credit } from './ledger';
import { type Decimal, min, REWARD_DECIMALS, roundDown, sum, ZERO } from './money';
import { directsOf, downlineOf, performanceView } from './referral';
import { RULES } from './rules';
import { findUser, nextId, nowIso, type State, type User, userKey } from './state';
import { orderTerms } from './terms';

export interface DaySummary {
  /** The day that has just begun. */
  day: number;
  /** Ledger entries the day produced. */
  entries: number;
}

function addTo(map: Map<string, Decimal>, key: string, amount: Decimal): void {
  map.set(key, (map.get(key) ?? ZERO).plus(amount));
}

function pay(state: State, totals: Map<string, Decimal>, type: string): void {
  for (const [key, amount] of totals) {
    const user = state.users.get(key);
    const paid = roundDown(amount, REWARD_DECIMALS);
    if (user && paid.gt(0)) credit(state, user, 'USDT', paid, type);
  }
}

/** Static output of every active order; an order ends when it has produced its whole cap. */
function produceStaticOutput(state: State): Map<string, Decimal> {
  const produced = new Map<string, Decimal>();
  for (const order of state.orders) {
    if (order.status !== 'active') continue;
    const out = min(orderTerms(order.amount).dailyOutput, order.remainingOutput);
    order.remainingOutput = order.remainingOutput.minus(out);
    if (order.remainingOutput.lte(0)) order.status = 'ended';
    if (out.gt(0)) addTo(produced, userKey(order.owner), out);
  }
  return produced;
}

function levelOf(teamPerformance: Decimal): number {
  return RULES.levelThresholds.filter((t) => teamPerformance.gte(t)).length;
}

function grantAirdrop(state: State, user: User, day: number): void {
  const amount = RULES.airdropAmount;
  // The platform tops the balance up and the airdrop order spends it at once, so the ledger
  // still adds up and the balance (or a debt it would otherwise cover) is left as it was.
  addLedger(state, user, 'platform', 'USDT', amount);
  addLedger(state, user, 'staking_order', 'USDT', amount.times(-1));
  state.orders.push({
    id: nextId(state),
    owner: user.address,
    type: 'airdrop',
    amount,
    remainingOutput: orderTerms(amount).outputCap,
    createdAt: nowIso(),
    status: 'active',
    day,
  });
}

/** One simulated day of rewards; e2e/stack/api/README.md ("Advance a day") gives every rate. */
export function advanceDay(state: State): DaySummary {
  const ledgerBefore = state.ledger.length;
  const today = state.day;
  const view = performanceView(state);

  const staticOutput = produceStaticOutput(state);
  pay(state, staticOutput, 'static_output');

  const fresh = new Map<string, Decimal>();
  for (const order of state.orders) {
    if (order.day === today && order.type !== 'airdrop') {
      addTo(fresh, userKey(order.owner), order.amount);
    }
  }

  const direct = new Map<string, Decimal>();
  for (const [key, amount] of fresh) {
    const pid = state.users.get(key)?.pid;
    if (pid) addTo(direct, userKey(pid), amount.times(RULES.directRewardRate));
  }
  pay(state, direct, 'direct_reward');

  const community = new Map<string, Decimal>();
  const level = new Map<string, Decimal>();
  for (const user of state.users.values()) {
    const key = userKey(user.address);
    const legs = directsOf(view.index, user.address).map((d) => ({
      total: view.leg(d.address),
      fresh: sum(
        [d, ...downlineOf(view.index, d.address)].map((m) => fresh.get(userKey(m.address)) ?? ZERO),
      ),
    }));
    if (legs.length > 1) {
      const largest = legs.reduce((a, b) => (b.total.gt(a.total) ? b : a));
      const outside = sum(legs.filter((l) => l !== largest).map((l) => l.fresh));
      addTo(community, key, outside.times(RULES.communityRewardRate));
    }
    const userLevel = levelOf(view.team(user.address));
    if (userLevel > 0) {
      const teamStatic = sum(
        downlineOf(view.index, user.address).map(
          (m) => staticOutput.get(userKey(m.address)) ?? ZERO,
        ),
      );
      addTo(level, key, teamStatic.times(RULES.levelRewardRatePerLevel).times(userLevel));
    }
  }
  pay(state, community, 'community_reward');
  pay(state, level, 'level_reward');

  const nodes = [...state.users.values()].filter((u) => u.identity === 'node' && !u.disabled);
  if (nodes.length > 0) {
    const pool = sum(staticOutput.values()).times(RULES.nodePoolRate);
    const share = pool.div(nodes.length);
    pay(state, new Map(nodes.map((n) => [userKey(n.address), share])), 'node_dividend');
  }

  const stakers = new Set(
    state.orders.filter((o) => o.status === 'active').map((o) => userKey(o.owner)),
  );
  for (const key of stakers) {
    const user = findUser(state, key);
    if (user) grantAirdrop(state, user, today);
  }

  for (const user of state.users.values()) {
    user.todayOutput = roundDown(staticOutput.get(userKey(user.address)) ?? ZERO, REWARD_DECIMALS);
  }
  state.day = today + 1;
  return { day: state.day, entries: state.ledger.length - ledgerBefore };
}
