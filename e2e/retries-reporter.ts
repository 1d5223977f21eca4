import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter';

/** The first line of a failure, without the terminal's colours. */
function firstLine(test: TestCase): string {
  const failed = test.results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
  const message = failed?.error?.message ?? failed?.status ?? '';
  return stripVTControlCharacters(message).split('\n')[0]?.trim() ?? '';
}

/**
 * Says at the end of every run how many retries it used and on which tests. A test that passed
 * only when run again is unfinished work, not a pass: CI names it so it gets fixed.
 */
export default class RetriesReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(_result: FullResult): void {
    const retried = (this.suite?.allTests() ?? []).filter((t) => t.results.length > 1);
    if (retried.length === 0) {
      console.info('\nRetries used: none.');
      return;
    }
    const runs = retried.reduce((sum, t) => sum + t.results.length - 1, 0);
    console.info(
      `\nRetries used: ${runs}, by ${retried.length} test(s). A test that needed a retry is unfinished work:`,
    );
    for (const test of retried) {
      const outcome =
        test.outcome() === 'flaky' ? 'passed only when run again' : 'failed every time';
      const where = `${relative(process.cwd(), test.location.file)}:${test.location.line}`;
      // The path is the root, the project, the file, then describes and the title.
      const [, project, , ...titles] = test.titlePath();
      console.info(
        `  RETRIED  ${project ? `[${project}] ` : ''}${titles.join(' › ')} (${where}): ${outcome}; first failure: ${firstLine(test)}`,
      );
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
