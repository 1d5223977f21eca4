import type { Address, Hex } from 'viem';
import { prefetchBalances } from '@/features/assets/balances';
import { isApiError } from '@/lib/api/api-error';
import { call } from '@/lib/api/client';
import { type Eip1193Provider, isWalletBrowser, readInjected } from '@/lib/chain/detect';
import { signInWaitsForNetwork } from '@/lib/chain/ensure-network';
import { connectInjected, signWithInjected } from '@/lib/chain/injected';
import { checkNetwork } from '@/lib/chain/network-check';
import { loadWallet, loadWalletWhenIdle } from '@/lib/chain/wallet';
import { walletPickerAtom } from '@/lib/chain/wallet-state';
import { classifyWalletError, walletMessageKey } from '@/lib/errors/wallet-errors';
import { showToast } from '@/lib/feedback/toast';
import { takeEarlyAccounts, takeEarlyNonce } from '@/lib/session/early-requests';
import { appStore, getSession, setSession } from '@/lib/session/store';
import { askOpenTabs } from '@/lib/session/tab-share';
import { tokenIsLive } from './session-server';
import { loginMessage } from './siwe-message';

export type SignInOutcome =
  | 'signed-in'
  /** The user cancelled in the wallet or closed the picker. */
  | 'cancelled'
  /** The wallet stays on another chain; the banner offers a retry. */
  | 'wrong-network'
  /** The wallet switched chains; the page reloads and sign-in resumes. */
  | 'reloading'
  | 'no-wallet'
  | 'failed';

/** Asks the user which wallet to use when several are in the page; null if dismissed. */
function pickWallet(): Promise<string | null> {
  return new Promise((resolve) => {
    appStore.set(walletPickerAtom, () => (choice: string | null) => {
      appStore.set(walletPickerAtom, null);
      resolve(choice);
    });
  });
}

/** A connected wallet, as sign-in needs it. */
interface Signer {
  address: Address;
  chainId: number;
  provider: Eip1193Provider;
  sign(message: string): Promise<Hex>;
}

/**
 * Inside a wallet's browser, the wallet at `window.ethereum` over plain EIP-1193: no wallet
 * library on the way to the balances. It loads afterwards, for on-chain actions.
 */
async function connectHost(host: Eip1193Provider): Promise<Signer> {
  const { address, chainId } = await connectInjected(host, takeEarlyAccounts());
  return {
    address,
    chainId,
    provider: host,
    sign: (message) => signWithInjected(host, address, message),
  };
}

/** Elsewhere (a desktop with one or several wallet extensions), through the wallet library. */
async function connectWithLibrary(
  connectorId?: string,
): Promise<Signer | 'no-wallet' | 'cancelled'> {
  const wallet = await loadWallet();
  const options = wallet.options();
  if (options.length === 0) return 'no-wallet';
  let chosen = connectorId;
  if (!chosen && options.length > 1) {
    const picked = await pickWallet();
    if (!picked) return 'cancelled';
    chosen = picked;
  }
  const { address } = await wallet.connect(chosen);
  return {
    address,
    chainId: await wallet.walletChainId(),
    provider: await wallet.provider(),
    sign: (message) => wallet.signMessage(message),
  };
}

/**
 * The nonce for `address`: the answer to the request the page's first script already sent for
 * this account, read as if sent now (its failure is this sign-in's failure), else a request now.
 */
async function askNonce(address: Address): Promise<{ nonce: string }> {
  const early = await takeEarlyNonce(address);
  return call('GET /api/auth/nonce', { address }, { toast: false, answer: early?.response });
}

async function run(connectorId?: string): Promise<SignInOutcome> {
  const host = !connectorId && isWalletBrowser() ? readInjected() : undefined;
  const signer = host ? await connectHost(host) : await connectWithLibrary(connectorId);
  if (typeof signer === 'string') return signer;
  const { address } = signer;
  const network = await checkNetwork(signer.provider, signer.chainId);
  signInWaitsForNetwork(network === 'refused');
  if (network === 'refused') return 'wrong-network';
  if (network === 'switched') {
    // A clean start on the new chain; `resumeSignIn` picks up where this left off.
    setSession({ signStatus: 'signing' });
    window.location.reload();
    return 'reloading';
  }

  // The nonce is asked for at once, while the open tabs are asked (they may take up to
  // ASK_TIMEOUT_MS to answer): neither waits for the other. Its failure is told only if it is
  // used.
  const nonceRequest = askNonce(address);
  nonceRequest.catch(() => undefined);

  // Another tab of this browser may already be signed in with this wallet: share its session
  // rather than start a new one, which would log that tab out. A token the server no longer
  // accepts (expired) is not adopted: this tab then signs in afresh.
  const shared = await askOpenTabs(address);
  if (shared && (await tokenIsLive(shared.user.token))) {
    setSession({
      address: shared.address,
      user: shared.user,
      signText: shared.signText,
      signStatus: 'signed',
      networkCheck: false,
      signedOutBy: '',
      inviter: '',
    });
    showToast({ key: 'auth.loginSucceeded' }, { tone: 'success' });
    return 'signed-in';
  }

  const { nonce } = await nonceRequest.catch((error: unknown) => {
    if (isApiError(error)) showToast(error.userMessage, { tone: 'error' });
    throw error;
  });
  const message = loginMessage(address, nonce);
  const signature = await signer.sign(message);
  const user = await call('POST /api/login', { message, signature });
  setSession({
    address: user.address,
    user,
    signText: message,
    signStatus: 'signed',
    networkCheck: false,
    signedOutBy: '',
  });
  prefetchBalances();
  showToast({ key: 'auth.loginSucceeded' }, { tone: 'success' });
  if (host) loadWalletWhenIdle();
  return 'signed-in';
}

let inFlight: Promise<SignInOutcome> | undefined;

/**
 * Connect → network check → nonce → SIWE signature → login. One at a time: a second tap while
 * signing in joins the first. Wallet failures are logged and told; nothing stays stuck.
 */
export function signIn(connectorId?: string): Promise<SignInOutcome> {
  if (inFlight) return inFlight;
  // Any sign-in, by tap or automatic, uses up this tab's automatic one: after a log-out, a
  // reload must not sign the person back in, whichever of the two came first.
  setSession({ signStatus: 'signing', autoSignInTried: true });
  inFlight = run(connectorId)
    .catch((error: unknown): SignInOutcome => {
      if (isApiError(error)) return 'failed'; // the API client already showed its message
      console.warn('sign-in failed', error);
      showToast({ key: walletMessageKey(error) }, { tone: 'error' });
      return classifyWalletError(error) === 'rejected' ? 'cancelled' : 'failed';
    })
    .then((outcome) => {
      if (outcome !== 'signed-in' && outcome !== 'reloading') setSession({ signStatus: 'idle' });
      return outcome;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** After the reload that follows a chain switch, finish the sign-in that started it. */
export function shouldResumeSignIn(): boolean {
  const s = getSession();
  return s.signStatus === 'signing' && !s.user?.token;
}
