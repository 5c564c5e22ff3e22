export declare const TEMP_PREFIX: string
export declare function ownTempFolders(dir?: string): Set<string>
export declare function leftBehind(before: ReadonlySet<string>, after: ReadonlySet<string>): string[]
