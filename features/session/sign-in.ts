import type { Address, Hex } from 'viem';
import { isApiError } from '@/lib/api/api-error';
import { callerFor } from '@/lib/api/client';
import { isWalletBrowser, waitForWallet } from '@/lib/chain/detect';
import { pairedWalletApp } from '@/lib/chain/paired-wallet-app';
import {
  checkWalletNetwork,
  connectWallet,
  type NetworkCheckResult,
  signInWaitsForNetwork,
  signMessage,
  WalletLeftChainError,
  walletOptions,
} from '@/lib/chain/wallet';
import { WALLETCONNECT, walletPickerAtom } from '@/lib/chain/wallet-state';
import { config } from '@/lib/config';
import { publicEndpoints } from '@/lib/contract/areas/public';
import { classifyWalletError, walletMessageKey } from '@/lib/errors/wallet-errors';
import { showToast } from '@/lib/feedback/toast';
import { appStore, getSession, setSession } from '@/lib/session/store';
import { askOpenTabs } from '@/lib/session/tab-share';
import { tokenIsLive } from './session-server';
import { loginMessage } from './siwe-message';

const call = callerFor(publicEndpoints);

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

/**
 * The wallet to sign in with: inside a wallet's browser that browser's own (its account may
 * already have been asked for by the page's first script); elsewhere the one this sign-in began
 * with before a chain switch reloaded the page, the only one there is, or the one the person
 * picks when several announce themselves. `{}` leaves the choice to the wallet module.
 */
async function chooseWallet(choice?: string): Promise<{ id?: string } | 'no-wallet' | 'cancelled'> {
  if (choice) return { id: choice };
  if (isWalletBrowser()) return {};
  // A sign-in through a wallet app resumed after a chain switch: the same pairing.
  if (getSession().wallet === WALLETCONNECT) return { id: WALLETCONNECT };
  // No wallet in this browser, but a wallet app still paired with it: that one, no new pairing.
  if (!(await waitForWallet()))
    return config.walletConnectProjectId !== '' && pairedWalletApp()
      ? { id: WALLETCONNECT }
      : 'no-wallet';
  const options = walletOptions();
  const begun = options.find((o) => o.id === getSession().wallet);
  if (begun) return { id: begun.id };
  if (options.length === 0) return 'no-wallet';
  if (options.length === 1) return { id: options[0]?.id };
  const picked = await pickWallet();
  return picked ? { id: picked } : 'cancelled';
}

/** The nonce for `address`; its failure is this sign-in's failure. */
function askNonce(address: Address): Promise<{ nonce: string }> {
  return call('GET /api/auth/nonce', { address }, { toast: false });
}

/** What a network check means for the sign-in: nothing when on the app's chain, else its end. */
function afterNetworkCheck(network: NetworkCheckResult): SignInOutcome | undefined {
  signInWaitsForNetwork(network === 'refused');
  if (network === 'refused') return 'wrong-network';
  if (network === 'switched') {
    // A wallet app switched in itself and left this page as it was: the sign-in goes on (a
    // reload would only start the WalletConnect SDK again; see ensureNetwork).
    if (getSession().wallet === WALLETCONNECT) return undefined;
    // A clean start on the new chain; `resumeSignIn` picks up where this left off.
    setSession({ signStatus: 'switching' });
    window.location.reload();
    return 'reloading';
  }
  return undefined;
}

/**
 * The login's signature, on the app's chain: a wallet found on another chain only as it is
 * asked to sign (it moved without telling the page) goes through the network check first, and
 * signs once it is back, or the sign-in ends there as a refused switch does.
 */
async function signOnAppChain(
  address: Address,
  message: string,
): Promise<{ signature: Hex } | { outcome: SignInOutcome }> {
  try {
    return { signature: await signMessage(address, message) };
  } catch (error) {
    if (!(error instanceof WalletLeftChainError)) throw error;
  }
  const stopped = afterNetworkCheck(await checkWalletNetwork());
  if (stopped) return { outcome: stopped };
  return { signature: await signMessage(address, message) };
}

async function run(choice?: string): Promise<SignInOutcome> {
  const wallet = await chooseWallet(choice);
  if (typeof wallet === 'string') return wallet;
  const { address, chainId } = await connectWallet(wallet.id);
  const stopped = afterNetworkCheck(await checkWalletNetwork(chainId));
  if (stopped) return stopped;

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
      inviter: '',
      signOutReason: null,
    });
    showToast({ key: 'auth.loginSucceeded' }, { tone: 'success' });
    return 'signed-in';
  }

  const { nonce } = await nonceRequest.catch((error: unknown) => {
    if (isApiError(error)) showToast(error.userMessage, { tone: 'error' });
    throw error;
  });
  const message = loginMessage(address, nonce);
  // A wallet app says which chain it is on after it approved the session, maybe only now: the
  // login is signed on the app's chain or not at all.
  const moved = afterNetworkCheck(await checkWalletNetwork());
  if (moved) return moved;
  const signed = await signOnAppChain(address, message);
  if ('outcome' in signed) return signed.outcome;
  const { signature } = signed;
  const user = await call('POST /api/login', { message, signature });
  setSession({
    address: user.address,
    user,
    signText: message,
    signStatus: 'signed',
    networkCheck: false,
    signOutReason: null,
  });
  showToast({ key: 'auth.loginSucceeded' }, { tone: 'success' });
  return 'signed-in';
}

let inFlight: Promise<SignInOutcome> | undefined;

/**
 * Connect → network check → nonce → SIWE signature → login. One at a time: a second tap while
 * signing in joins the first. Wallet failures are logged and told; nothing stays stuck.
 */
export function signIn(choice?: string): Promise<SignInOutcome> {
  if (inFlight) return inFlight;
  // Any sign-in, by tap or automatic, uses up this tab's automatic one: after a log-out, a
  // reload must not sign the person back in, whichever of the two came first.
  setSession({ signStatus: 'signing', autoSignInTried: true });
  inFlight = run(choice)
    .catch((error: unknown): SignInOutcome => {
      if (isApiError(error)) return 'failed'; // the API client already showed its message
      console.warn('sign-in failed', error);
      showToast({ key: walletMessageKey(error) }, { tone: 'error' });
      return classifyWalletError(error) === 'rejected' ? 'cancelled' : 'failed';
    })
    .then((outcome) => {
      if (outcome !== 'signed-in' && outcome !== 'reloading') setSession({ signStatus: 'idle' });
      // A sign-in that ended here leaves the next one free to pick another wallet; one waiting
      // for the network keeps its wallet for the banner's retry.
      if (outcome === 'cancelled' || outcome === 'failed' || outcome === 'no-wallet')
        setSession({ wallet: '' });
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
  return s.signStatus === 'switching' && !s.user?.token;
}
