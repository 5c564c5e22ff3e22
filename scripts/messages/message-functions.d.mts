/** Functions besides FormatJS's own that take a message descriptor first. */
export declare const ADDITIONAL_FUNCTION_NAMES: readonly string[]
