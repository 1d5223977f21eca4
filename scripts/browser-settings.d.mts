// Types for scripts/browser-settings.mjs, so TypeScript can import it.
export const CHROMIUM_DEFAULT_PATH: string;
export const CHROMIUM_TEST_PATH: string;
export const CHROMIUM_FLAGS: string[];
export const PHONE_DEVICE: 'Pixel 7';
