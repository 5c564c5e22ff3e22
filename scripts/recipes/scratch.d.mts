export declare function withScratchCopy<T>(root: string, work: (copy: string) => T | Promise<T>): Promise<T>
