// The start-up techniques the benchmark's ablation turns off one at a time
// (`npm run benchmark -- --ablation`): RWAT_START_OFF names those a build leaves out, comma
// separated. Unset in every real build: each technique on.

/** The techniques, by the name RWAT_START_OFF uses. */
export const START_TECHNIQUES = [
  'chunk-preloads',
  'compile-hints',
  'catalogue-split',
  'inline-stylesheet',
];

/**
 * True when this build leaves `technique` out.
 * @param {string} technique @param {Record<string, string | undefined>} env
 */
export function startTechniqueOff(technique, env = process.env) {
  return (env.RWAT_START_OFF ?? '').split(',').includes(technique);
}
