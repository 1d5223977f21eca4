'use client';
import { useAtomValue } from 'jotai';
import { isSignedInAtom } from '@/lib/session/selectors';
import { AccountCard } from './AccountCard';
import { SignInCard } from './SignInCard';

export default function HomeScreen() {
  const signedIn = useAtomValue(isSignedInAtom);
  return <div>{signedIn ? <AccountCard /> : <SignInCard />}</div>;
}
