'use client';
import './globals.css';
import { ErrorScreen, type ErrorScreenProps } from './error-screen';

/**
 * The app failed to render (the shell, or the root layout itself): this replaces the whole
 * document, so it brings its own html. The one app-level boundary: the root layout holds nothing
 * that can fail in the browser, so a second boundary inside it (`error.tsx`) would only be one
 * more script on every first load. Screens have their own (ScreenErrorBoundary).
 */
export default function GlobalError(props: ErrorScreenProps) {
  return (
    <html lang="en" dir="ltr">
      <body>
        <ErrorScreen {...props} />
      </body>
    </html>
  );
}
