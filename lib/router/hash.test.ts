import { describe, expect, it } from 'vitest';
import { routes } from '@/lib/routes';
import { buildHash, parseHash } from './hash';

describe('hash routes', () => {
  it('holds the 17 routes of the spec', () => {
    const paths = Object.values(routes).flatMap((r) => [
      r.path,
      ...('aliases' in r ? r.aliases : []),
    ]);
    expect(paths).toHaveLength(19); // 17 screens; home has two paths; system pages are two
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('reads "/" and the empty hash as home', () => {
    expect(parseHash('').route).toBe('home');
    expect(parseHash('#/').route).toBe('home');
    expect(parseHash('#/pages/index/index').route).toBe('home');
  });

  it('reads query strings', () => {
    const loc = parseHash('#/pages/index/AnnouncementDetails?id=3&x=a%20b');
    expect(loc.route).toBe('announcementDetail');
    expect(loc.query).toEqual({ id: '3', x: 'a b' });
  });

  it('ignores case and trailing slashes, and finds no route for unknown paths', () => {
    expect(parseHash('#/pages/assets/withdraw/').route).toBe('withdraw');
    expect(parseHash('#/nowhere').route).toBeUndefined();
    expect(parseHash('#/%E0%A4%A').route).toBeUndefined();
  });

  it('builds hashes and leaves out empty values', () => {
    expect(buildHash('announcementDetail', { id: 3, empty: '' })).toBe(
      '#/pages/index/AnnouncementDetails?id=3',
    );
    expect(buildHash('home')).toBe('#/pages/index/index');
  });
});
