import { describe, expect, it } from 'vitest';
import { isIosSafariTab } from './install';

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const iphoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const iphoneWallet =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('isIosSafariTab', () => {
  it('is Safari on an iPhone, in a tab', () => {
    expect(isIosSafariTab(iphoneSafari, false)).toBe(true);
  });

  it('is not the installed app, another browser on iOS, a wallet web view or Android', () => {
    expect(isIosSafariTab(iphoneSafari, true)).toBe(false);
    expect(isIosSafariTab(iphoneChrome, false)).toBe(false);
    expect(isIosSafariTab(iphoneWallet, false)).toBe(false);
    expect(isIosSafariTab(android, false)).toBe(false);
  });
});
