'use client';
import './globals.css';
import { ErrorScreen, type ErrorScreenProps } from './error-screen';

/** The root layout itself failed: this replaces the whole document, so it brings its own html. */
export default function GlobalError(props: ErrorScreenProps) {
  return (
    <html lang="en" dir="ltr">
      <body>
        <ErrorScreen {...props} />
      </body>
    </html>
  );
}
