import { atom } from 'jotai';
import { sessionAtom } from './store';

export const isSignedInAtom = atom((get) => Boolean(get(sessionAtom).user?.token));
