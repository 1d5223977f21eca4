import type { ForceRequest, TestEndpoints, TestState, TxHash } from '@/lib/contract/contract';
import { ApiError, badRequest, Code } from './codes';
import { reviewWithdrawal } from './handlers/withdraw';
import { credit } from './ledger';
import { dec, fmt, isAmountText } from './money';
import { advanceDay } from './rewards';
import { createSeedState } from './seed';
import { findUser, replaceState, type State } from './state';
import { packageView } from './terms';
import {
  asObject,
  type Body,
  optionalBoolean,
  optionalNonNegativeInt,
  requireAddress,
  requireAmount,
  requirePositiveInt,
  requireSymbol,
} from './validate';

const MAX_DELAY_MS = 120_000;

function optionalInt(
  body: Body,
  field: string,
  minimum: number,
  maximum: number,
): number | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (
    typeof value !== 'number' ||
    !Number.isSafeInteger(value) ||
    value < minimum ||
    value > maximum
  ) {
    throw badRequest(`${field} must be an integer from ${minimum} to ${maximum}`);
  }
  return value;
}

function requirePath(body: Body): string {
  const path = body.path;
  if (typeof path !== 'string' || !path.startsWith('/')) throw badRequest('path must start with /');
  return path;
}

function parseForce(body: Body): ForceRequest {
  const force: ForceRequest = { path: requirePath(body) };
  const code = optionalInt(body, 'code', 0, Number.MAX_SAFE_INTEGER);
  const status = optionalInt(body, 'status', 100, 599);
  const delayMs = optionalInt(body, 'delayMs', 0, MAX_DELAY_MS);
  const drop = optionalBoolean(body, 'drop');
  const dropAfter = optionalBoolean(body, 'dropAfter');
  if (code !== undefined) force.code = code;
  if (status !== undefined) force.status = status;
  if (delayMs !== undefined) force.delayMs = delayMs;
  if (drop !== undefined) force.drop = drop;
  if (dropAfter !== undefined) force.dropAfter = dropAfter;
  if (body.msg !== undefined) {
    if (typeof body.msg !== 'string') throw badRequest('msg must be a string');
    force.msg = body.msg;
  }
  if (body.data !== undefined) force.data = body.data;
  return force;
}

/** The next waiting force for this path, removed so it answers once. */
export function takeForce(state: State, path: string): ForceRequest | undefined {
  const index = state.controls.forces.findIndex((f) => f.path === path);
  if (index < 0) return undefined;
  return state.controls.forces.splice(index, 1)[0];
}

export function delayFor(state: State, path: string): number {
  const { delays } = state.controls;
  return delays.get(path) ?? delays.get('*') ?? 0;
}

export function inspect(state: State): TestState {
  return {
    day: state.day,
    requests: state.requestLog.map((r) => ({ ...r })),
    sessions: [...state.sessions.values()].map((s) => ({
      address: s.address,
      lang: s.lang,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
    })),
    forces: state.controls.forces.map((f) => ({ ...f })),
    delays: Object.fromEntries(state.controls.delays),
  };
}

type ControlTable = {
  [K in keyof TestEndpoints]: (state: State, body: Body) => TestEndpoints[K]['res'];
};

const controls: ControlTable = {
  'POST /__test/reset': (state) => {
    replaceState(state, createSeedState());
    return null;
  },
  'POST /__test/advance-day': (state) => advanceDay(state),
  'POST /__test/force': (state, body) => {
    state.controls.forces.push(parseForce(body));
    return null;
  },
  'POST /__test/delay': (state, body) => {
    const ms = optionalInt(body, 'ms', 0, MAX_DELAY_MS);
    if (ms === undefined) throw badRequest('ms is required');
    const { delays } = state.controls;
    if (body.path === undefined) {
      // Clearing without a path clears every delay, so a test can always get back to normal.
      if (ms === 0) delays.clear();
      else delays.set('*', ms);
      return null;
    }
    const path = requirePath(body);
    if (ms === 0) delays.delete(path);
    else delays.set(path, ms);
    return null;
  },
  'POST /__test/disable': (state, body) => {
    const user = findUser(state, requireAddress(body, 'address'));
    if (!user) throw new ApiError(Code.USER_NOT_FOUND);
    user.disabled = optionalBoolean(body, 'disabled') ?? true;
    return null;
  },
  'POST /__test/package': (state, body) => {
    const id = requirePositiveInt(body, 'id');
    const pkg = state.packages.find((p) => p.id === id);
    if (!pkg) throw badRequest(`no package ${id}`);
    const stock = optionalNonNegativeInt(body, 'stock');
    const onSale = optionalBoolean(body, 'onSale');
    if (stock !== undefined) pkg.stock = stock;
    if (onSale !== undefined) pkg.onSale = onSale;
    return packageView(pkg);
  },
  'POST /__test/balance': (state, body) => {
    const user = findUser(state, requireAddress(body, 'address'));
    if (!user) throw new ApiError(Code.USER_NOT_FOUND);
    const symbol = requireSymbol(body, 'symbol');
    user.balances[symbol] = requireAmount(body, 'amount', false);
    const { balances } = user;
    return { USDT: fmt(balances.USDT), RWAT: fmt(balances.RWAT), RWAC: fmt(balances.RWAC) };
  },
  'POST /__test/ledger': (state, body) => {
    const user = findUser(state, requireAddress(body, 'address'));
    if (!user) throw new ApiError(Code.USER_NOT_FOUND);
    const type = body.type;
    if (typeof type !== 'string' || !/^[a-z][a-z0-9_]{0,39}$/.test(type)) {
      throw badRequest('type must be 1 to 40 lower-case letters, digits or _');
    }
    credit(state, user, requireSymbol(body, 'symbol'), requireAmount(body, 'amount'), type);
    const { balances } = user;
    return { USDT: fmt(balances.USDT), RWAT: fmt(balances.RWAT), RWAC: fmt(balances.RWAC) };
  },
  'POST /__test/price': (state, body) => {
    // The market moves: the RWAT price and the flash-exchange fee, as the config then answers.
    const { settings } = state;
    for (const field of ['rwatPrice', 'flashFeeRate'] as const) {
      const value = body[field];
      if (value === undefined) continue;
      if (!isAmountText(value)) throw badRequest(`${field} must be a decimal string`);
      const next = dec(value);
      if (field === 'rwatPrice' && next.lte(0))
        throw badRequest('rwatPrice must be greater than 0');
      if (field === 'flashFeeRate' && next.gte(1)) throw badRequest('flashFeeRate must be below 1');
      settings[field] = next;
    }
    return { rwatPrice: fmt(settings.rwatPrice), flashFeeRate: fmt(settings.flashFeeRate) };
  },
  'POST /__test/withdraw/review': (state, body) => {
    const id = requirePositiveInt(body, 'id');
    const outcome = body.outcome;
    if (outcome !== 'success' && outcome !== 'rejected' && outcome !== 'failed') {
      throw badRequest('outcome must be success, rejected or failed');
    }
    const txHash = body.txHash;
    if (
      txHash !== undefined &&
      !(typeof txHash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(txHash))
    ) {
      throw badRequest('txHash must be a 32-byte hex hash');
    }
    const reason = body.reason;
    if (
      reason !== undefined &&
      !(typeof reason === 'string' && reason.trim() && reason.length <= 200)
    ) {
      throw badRequest('reason must be text of 1 to 200 characters');
    }
    return reviewWithdrawal(state, id, outcome, {
      txHash: txHash as TxHash | undefined,
      reason: reason?.trim(),
    });
  },
  'GET /__test/state': (state) => inspect(state),
  'POST /__test/clear-log': (state) => {
    state.requestLog.length = 0;
    return null;
  },
};

export function isTestPath(path: string): boolean {
  return path === '/__test' || path.startsWith('/__test/');
}

export function findControl(key: string): ((state: State, body: Body) => unknown) | undefined {
  return Object.hasOwn(controls, key) ? controls[key as keyof ControlTable] : undefined;
}

/** Bodies of controls are optional: a bare POST means "no options". */
export function controlBody(body: unknown): Body {
  return body === undefined ? {} : asObject(body);
}
