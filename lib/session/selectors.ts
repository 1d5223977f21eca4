import { atom } from 'jotai';
import { sessionAtom } from './store';

export const tokenAtom = atom((get) => get(sessionAtom).user?.token ?? '');
export const isSignedInAtom = atom((get) => Boolean(get(sessionAtom).user?.token));
export const sessionAddressAtom = atom((get) => get(sessionAtom).address);
export const referrerAtom = atom((get) => get(sessionAtom).user?.pid ?? null);
export const depositInProgressAtom = atom((get) => get(sessionAtom).depositInProgress);
export const networkCheckAtom = atom((get) => get(sessionAtom).networkCheck);
export const languageAtom = atom((get) => get(sessionAtom).language);
