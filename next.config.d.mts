// Types for next.config.mjs, so TypeScript tests can import it.
import type { NextConfig } from 'next';

declare const config: NextConfig;
export default config;
