/**
 * The app's own `words(descriptor, values)`, besides FormatJS's own names: main and shared
 * code's messages sent as data. Extraction, the lint rules and the build's stripping all read it.
 */
export const ADDITIONAL_FUNCTION_NAMES = ['words']
