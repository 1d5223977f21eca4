import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fa from '@/messages/fa.json';
import { loadMessages } from './catalogues';

describe('a language’s words, loaded in parts', () => {
  it('are the whole catalogue once the screens’ part is in, errors of both parts joined', async () => {
    expect(await loadMessages('en', true)).toEqual(en);
    expect(await loadMessages('fa', true)).toEqual(fa);
  });

  it('hold the start’s errors alone until then', async () => {
    const start = await loadMessages('fa', false);
    expect(start.errors.offline).toBe(fa.errors.offline);
    expect(start.errors).not.toHaveProperty('insufficientBalance');
    expect(start).not.toHaveProperty('staking');
  });
});
