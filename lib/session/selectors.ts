import { atom } from 'jotai';
import { sessionAtom } from './store';

export const isSignedInAtom = atom((get) => Boolean(get(sessionAtom).user?.token));

/** A sign-in under way: the wallet asked, or its switch to the app's chain awaited. */
export const isSigningInAtom = atom((get) => {
  const { signStatus } = get(sessionAtom);
  return signStatus === 'signing' || signStatus === 'switching';
});
