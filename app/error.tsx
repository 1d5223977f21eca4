'use client';
import { RecoverableError } from './RecoverableError';

/** The page failed to render: reload once for a missing chunk, otherwise offer a retry. */
export default function ErrorPage(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <RecoverableError {...props} />;
}
