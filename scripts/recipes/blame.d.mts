export declare function blameTscErrors(
  output: string,
  touched: ReadonlyMap<string, ReadonlySet<string>>,
): string[]
export declare function blameFailedTests(
  failedFiles: readonly string[],
  recipes: readonly { readonly name: string; readonly tests: readonly string[] }[],
): string[]
