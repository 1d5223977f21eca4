'use client';
import './globals.css';
import { RecoverableError } from './RecoverableError';

/** The root layout itself failed: this replaces the whole document, so it brings its own html. */
export default function GlobalError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en" dir="ltr">
      <body>
        <RecoverableError {...props} />
      </body>
    </html>
  );
}
