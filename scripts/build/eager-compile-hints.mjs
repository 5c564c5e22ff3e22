/**
 * Marks the chunks the window loads on demand only (its lazy parts) with V8's explicit compile
 * hint, `//# allFunctionsCalledOnLoad`: their functions are compiled as the chunk loads, in the
 * window's idle prefetch, instead of at their first call, in the first click that opens the part.
 * Chunks the first screen loads are left to V8's lazy compiling: compiling what a start never
 * calls would delay it. Runs after minification, which would drop the comment.
 */
export function eagerCompileHintsPlugin() {
  return {
    name: 'eager-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
      const loadedFirst = new Set()
      const visit = (fileName) => {
        if (loadedFirst.has(fileName)) return
        loadedFirst.add(fileName)
        for (const next of bundle[fileName]?.imports ?? []) visit(next)
      }
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
      for (const chunk of chunks)
        if (!loadedFirst.has(chunk.fileName)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
    },
  }
}
