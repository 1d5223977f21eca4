import { afterEach, describe, expect, it, vi } from 'vitest';
import { askOpenTabs, type SharedSession, shareWithTabs, type TabSharing } from './tab-share';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const held: SharedSession = {
  address: ADDRESS,
  user: { token: 'abc123', address: ADDRESS, pid: null },
  signText: 'signed message',
};

describe('tabs of one browser share a session', () => {
  const open: TabSharing[] = [];
  afterEach(() => {
    for (const tab of open.splice(0)) tab.stop();
  });

  it('a tab signing in the same wallet gets the open tab’s session', async () => {
    open.push(
      shareWithTabs(
        () => held,
        () => {},
      ),
    );
    expect(await askOpenTabs(ADDRESS.toLowerCase())).toEqual(held);
  });

  it('nothing is handed to another address, or when no tab is signed in', async () => {
    open.push(
      shareWithTabs(
        () => held,
        () => {},
      ),
    );
    open.push(
      shareWithTabs(
        () => null,
        () => {},
      ),
    );
    expect(await askOpenTabs('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', 100)).toBeNull();
  });

  it('answers null when no tab is open', async () => {
    expect(await askOpenTabs(ADDRESS, 50)).toBeNull();
  });

  it('a log-out in one tab reaches the tabs sharing its token', async () => {
    const onEnded = vi.fn();
    open.push(shareWithTabs(() => held, onEnded));
    const other = shareWithTabs(
      () => null,
      () => {},
    );
    open.push(other);
    other.announceEnded('abc123');
    await vi.waitFor(() => expect(onEnded).toHaveBeenCalledWith('abc123'));
  });
});
