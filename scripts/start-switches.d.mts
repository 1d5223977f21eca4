// Types for scripts/start-switches.mjs, so TypeScript tests can import it.
export const START_TECHNIQUES: string[];
export function startTechniqueOff(
  technique: string,
  env?: Record<string, string | undefined>,
): boolean;
