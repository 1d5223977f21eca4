'use client';
import { ErrorScreen, type ErrorScreenProps } from './error-screen';

/** The page failed to render: reload once for a missing chunk, otherwise offer a retry. */
export default function ErrorPage(props: ErrorScreenProps) {
  return <ErrorScreen {...props} />;
}
