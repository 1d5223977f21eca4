/**
 * The first requests of a visit, sent by the page's first inline script
 * (`startEarlyRequests`) while the start-up scripts still download or start: a signed-in tab's
 * balances, and inside a wallet's browser the account and the nonce that sign-in begins with.
 * The app then takes their answers (`takeEarlyBalances`, `takeEarlyAccounts`, `takeEarlyNonce`)
 * instead of asking again, and checks them as it checks any answer.
 */

/** What the page's first script needs to know, fixed at build time. */
export interface EarlyRequestSettings {
  /** The endpoints, as the API client calls them (relative to the page, or absolute). */
  balanceUrl: string;
  nonceUrl: string;
  /** The session's storage key in sessionStorage. */
  sessionKey: string;
  /** The source of the phone user-agent test (`MOBILE_USER_AGENT`). */
  mobile: string;
  /** The window property the answers wait in. */
  slot: string;
}

/** The window property between the first script and the app. */
export const EARLY_REQUESTS_SLOT = '__rwatEarlyRequests';

/** An older answer is not used: a nonce may have expired by then, and a balance changed. */
export const EARLY_ANSWER_MAX_AGE_MS = 60_000;

/** A request the first script sent, and for whom. */
interface Sent {
  /** The token (balances) or the account as the wallet gave it (nonce). */
  owner: string;
  /** When it was sent (ms since the epoch). */
  at: number;
  response: Promise<Response>;
}

interface EarlyRequests {
  balances?: Sent;
  /** The wallet's answer to `eth_requestAccounts`. */
  accounts?: Promise<unknown>;
  /** The nonce request, once the wallet answered with an account. */
  nonce?: Promise<Sent | undefined>;
}

/** An answer taken for the API client's `answer` option. */
export interface EarlyAnswer {
  response: Promise<Response>;
}

type SlotWindow = Record<string, EarlyRequests | undefined>;

/**
 * Run by the page's first script (lib/start/first-script.ts). It asks only what the app asks as soon as it starts:
 * - a tab holding a token: its balances (the boot's first request);
 * - inside a wallet's browser (a phone with a wallet in the page), in a tab with no token that
 *   has not yet tried its automatic sign-in: the wallet's account, then that account's nonce
 *   (`greetGuest` signs in at once there). The wallet is asked nothing it would not be asked a
 *   moment later, only sooner.
 * Any failure here leaves the app to ask as usual.
 */
export function startEarlyRequests(settings: EarlyRequestSettings, lang: string): void {
  try {
    const w = window as unknown as SlotWindow & { ethereum?: { request?: unknown } };
    const stored = JSON.parse(sessionStorage.getItem(settings.sessionKey) || '{}');
    const send = (url: string, headers: Record<string, string>) => {
      const response = fetch(new URL(url, location.href).href, { headers });
      // Unused (the app went another way), a failure must not reach the console.
      response.catch(() => undefined);
      return response;
    };
    const token = stored.user?.token;
    if (typeof token === 'string' && token) {
      const headers = { Authorization: `Bearer ${token}`, lang: stored.systemLanguage || lang };
      const response = send(settings.balanceUrl, headers);
      w[settings.slot] = { balances: { owner: token, at: Date.now(), response } };
      return;
    }
    if (stored.autoSignInTried || !new RegExp(settings.mobile, 'i').test(navigator.userAgent))
      return;
    const wallet = w.ethereum;
    if (!wallet || typeof wallet.request !== 'function') return;
    const request = wallet.request as (args: { method: string }) => Promise<unknown>;
    const accounts = request.call(wallet, { method: 'eth_requestAccounts' });
    // Sign-in reads a refusal, if any; until then it must not count as unhandled.
    accounts.catch(() => undefined);
    const nonce = accounts
      .then((answer) => {
        const address = Array.isArray(answer) ? answer[0] : undefined;
        if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined;
        const url = new URL(settings.nonceUrl, location.href);
        url.searchParams.set('address', address);
        return { owner: address, at: Date.now(), response: send(url.href, { lang }) };
      })
      .catch(() => undefined);
    w[settings.slot] = { accounts, nonce };
  } catch {
    // No storage, a throwing wallet getter, a foreign session value: the app asks as usual.
  }
}

function take<K extends keyof EarlyRequests>(key: K): EarlyRequests[K] {
  const early = (window as unknown as SlotWindow)[EARLY_REQUESTS_SLOT];
  const value = early?.[key];
  if (early) early[key] = undefined;
  return value;
}

/** The answer of `sent` if it is for `owner` and fresh enough. */
function usable(sent: Sent | undefined, owner: string, now: number): EarlyAnswer | undefined {
  if (!sent || sent.owner !== owner || now - sent.at > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  return { response: sent.response };
}

/** The balances the first script asked for with `token`, once; else undefined. */
export function takeEarlyBalances(token: string, now = Date.now()): EarlyAnswer | undefined {
  return usable(take('balances'), token, now);
}

/** The wallet's answer to the first script's `eth_requestAccounts`, once; else undefined. */
export function takeEarlyAccounts(): Promise<unknown> | undefined {
  return take('accounts');
}

/**
 * The first script's nonce request for `address`, once, as soon as the wallet has answered (the
 * server's answer may still be on its way): undefined when none was sent, it was for another
 * account, or it is too old. Later sign-ins in this tab always ask afresh.
 */
export async function takeEarlyNonce(
  address: string,
  now: () => number = Date.now,
): Promise<EarlyAnswer | undefined> {
  const sent = await take('nonce');
  // The API compares addresses in any case; the wallet may give either.
  const caseless = sent && { ...sent, owner: sent.owner.toLowerCase() };
  return usable(caseless, address.toLowerCase(), now());
}
