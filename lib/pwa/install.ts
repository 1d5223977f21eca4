import { atom } from 'jotai';
import { appStore } from '@/lib/session/store';

/** Chromium's event that offers installing the app (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The browser's own install prompt, kept from the moment it is offered until it is used. */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);

/**
 * Safari on an iPhone or iPad, in a tab (not the installed app, not another browser's shell):
 * the one place where installing is a step the person takes in the Share menu.
 */
export function isIosSafariTab(userAgent: string, standalone: boolean | undefined): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent);
  const safari = /Version\/[\d.]+.*Safari\//.test(userAgent);
  const otherShell = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
  return ios && safari && !otherShell && standalone !== true;
}

/** Keeps the browser's install prompt for the app's own button instead of its mini-bar. */
export function watchInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    appStore.set(installPromptAtom, event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => appStore.set(installPromptAtom, null));
}

/** Shows the kept prompt; it can be shown once, so it is dropped whatever the answer. */
export async function promptInstall(): Promise<boolean> {
  const event = appStore.get(installPromptAtom);
  if (!event) return false;
  appStore.set(installPromptAtom, null);
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

const DISMISSED_KEY = 'rwat:install-dismissed';

/** "Not now" is remembered on this device: the offer never nags. */
export function installDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissInstall(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage refused: the offer simply comes back next time.
  }
}
