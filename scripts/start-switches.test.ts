// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_TECHNIQUES, startTechniqueOff } from './start-switches.mjs';

/** The framework's settings as a build with `off` left out reads them. */
async function nextConfigWithout(off: string) {
  vi.resetModules();
  vi.stubEnv('RWAT_START_OFF', off);
  const { default: config } = await import('../next.config.mjs');
  return config;
}

describe('the start-up switches', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('leave out only what a build names, each technique on by default', () => {
    for (const technique of START_TECHNIQUES) {
      expect(startTechniqueOff(technique, {})).toBe(false);
      expect(startTechniqueOff(technique, { RWAT_START_OFF: `other,${technique}` })).toBe(true);
    }
    expect(startTechniqueOff('compile-hints', { RWAT_START_OFF: 'compile-hints-x' })).toBe(false);
  });

  it('put the stylesheet inside the page unless the build leaves it out', async () => {
    expect((await nextConfigWithout('')).experimental?.inlineCss).toBe(true);
    expect((await nextConfigWithout('inline-stylesheet')).experimental?.inlineCss).toBe(false);
    expect((await nextConfigWithout('compile-hints')).experimental?.inlineCss).toBe(true);
  });
});
