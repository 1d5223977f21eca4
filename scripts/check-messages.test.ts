import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

let dir = '';

function run(messagesDir: string): { ok: boolean; output: string } {
  try {
    const output = execFileSync('node', ['scripts/check-messages.mjs', '--dir', messagesDir], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { ok: true, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

function copyCatalogues(): string {
  dir = mkdtempSync(join(tmpdir(), 'messages-'));
  cpSync('messages', dir, { recursive: true });
  return dir;
}

function edit(file: string, change: (json: Record<string, Record<string, string>>) => void) {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json));
}

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe('message catalogue check', () => {
  it('fails when a key is removed from one catalogue', () => {
    copyCatalogues();
    edit('ja.json', (j) => {
      delete j.app!.retry;
    });
    const result = run(dir);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('ja.json: app.retry is missing');
  });

  it('fails on an empty string, a placeholder mismatch and a value left in English', () => {
    copyCatalogues();
    edit('ko.json', (j) => {
      j.app!.retry = ' ';
      j.errors!.minWithdraw = '최소 출금 {amount}';
    });
    edit('vi.json', (j) => {
      j.app!.retry = 'Retry';
    });
    const result = run(dir);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('ko.json: app.retry is empty');
    expect(result.output).toContain('ko.json: errors.minWithdraw placeholders');
    expect(result.output).toContain('vi.json: app.retry is still English');
  });

  it('takes a listed loanword only for its key and languages', () => {
    copyCatalogues();
    edit('es.json', (j) => {
      (j.tabs as unknown as Record<string, Record<string, string>>).short!.staking = 'Staking';
    });
    edit('ru.json', (j) => {
      (j.tabs as unknown as Record<string, Record<string, string>>).short!.staking = 'Staking';
    });
    const result = run(dir);
    expect(result.ok).toBe(false);
    expect(result.output).not.toContain('es.json: tabs.short.staking');
    expect(result.output).toContain('ru.json: tabs.short.staking is still English');
  });
});
