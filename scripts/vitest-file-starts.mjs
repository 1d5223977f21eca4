// A Vitest reporter beside the default one: it names each test file as it starts. The default
// reporter names a file once it has finished, so a run that stops printing (scripts/test.mjs
// stops it) would not say which file it was in.
//
//   vitest run --reporter=default --reporter=./scripts/vitest-file-starts.mjs

export default class FileStarts {
  /** @param {{ relativeModuleId: string, project: { name: string } }} testModule */
  onTestModuleStart(testModule) {
    console.info(`  started ${testModule.project.name}: ${testModule.relativeModuleId}`);
  }
}
