import { describe, expect, it } from 'vitest';
import { withContentSecurityPolicy } from './csp.mjs';
import { parseHtml } from './export-html.mjs';
import { FRAME_GUARD, withFrameGuard } from './frame-guard.mjs';

const PAGE =
  '<!DOCTYPE html><html><head><meta charset="utf-8"><script src="./a.js" async=""></script>' +
  '<script>first()</script></head><body><main>app</main></body></html>';

/** Runs the guard exactly as shipped against a window and a document of our own making. */
function runGuard(top: unknown, origin = 'https://app.example') {
  const self = { location: { origin } } as Record<string, unknown>;
  let stopped = 0;
  self.top = top === 'self' ? self : top;
  self.stop = () => {
    stopped += 1;
  };
  const children = ['head', 'body'];
  const documentElement = {
    get firstChild() {
      return children[0] ?? null;
    },
    removeChild: (child: string) => children.splice(children.indexOf(child), 1),
  };
  self.self = self;
  new Function('window', 'document', FRAME_GUARD)(self, { documentElement });
  return { stopped, children };
}

describe('frame guard', () => {
  it('leaves a top-level page alone', () => {
    expect(runGuard('self')).toEqual({ stopped: 0, children: ['head', 'body'] });
  });

  it('leaves a frame of the same origin alone', () => {
    expect(runGuard({ location: { origin: 'https://app.example' } })).toEqual({
      stopped: 0,
      children: ['head', 'body'],
    });
  });

  it('stops and empties the page inside a frame of another origin', () => {
    const foreign = {
      location: {
        get origin(): string {
          throw new Error('SecurityError: Blocked a frame with origin from accessing');
        },
      },
    };
    expect(runGuard(foreign)).toEqual({ stopped: 1, children: [] });
    // An origin that could be read and differs is refused all the same.
    expect(runGuard({ location: { origin: 'https://evil.example' } })).toEqual({
      stopped: 1,
      children: [],
    });
  });

  it('is the first script of <head>, once, and the page policy allows it by its hash', async () => {
    const guarded = withFrameGuard(withFrameGuard(PAGE));
    const head = [...parseHtml(guarded).head.children];
    expect(head.map((e) => e.tagName.toLowerCase())).toEqual([
      'meta',
      'script',
      'script',
      'script',
    ]);
    expect(head[1]?.textContent).toBe(FRAME_GUARD);
    expect(guarded.split(FRAME_GUARD)).toHaveLength(2);

    const withPolicy = withContentSecurityPolicy(guarded, ["'self'"]);
    const ordered = [...parseHtml(withPolicy).head.children];
    expect(ordered[1]?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
    expect(ordered[2]?.textContent).toBe(FRAME_GUARD);
    const hash = Buffer.from(
      new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(FRAME_GUARD))),
    ).toString('base64');
    expect(ordered[1]?.getAttribute('content')).toContain(`'sha256-${hash}'`);
  });
});
