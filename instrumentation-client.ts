// The app's entry in the browser: Next.js runs this file once, after the page's scripts have
// loaded and before React hydrates the exported page. Everything the first screen waits for
// starts here (app/shell/start-app.ts), while React hydrates.
import { startApp } from '@/app/shell/start-app';

void startApp();
