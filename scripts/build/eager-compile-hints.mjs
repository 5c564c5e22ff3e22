/**
 * Marks the chunks the main window loads on demand (its lazy parts) with V8's explicit compile
 * hint, `//# allFunctionsCalledOnLoad`: their functions are compiled as the chunk loads, in the
 * window's idle prefetch, instead of at their first call, in the first click that opens the part.
 * Chunks the main window's first screen loads are left to V8's lazy compiling: compiling what a
 * start never calls would delay it.
 *
 * Only the main window's entry (`mainEntry`, its name among the build's inputs) decides. A chunk
 * another page loads at once (the Quick answer window's reply composer, which the main window's
 * detail pane loads on demand) is hinted too: that page calls it as soon as it shows a ticket.
 * Runs after minification, which would drop the comment.
 */
export function eagerCompileHintsPlugin({ mainEntry }) {
  return {
    name: 'eager-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
      const main = chunks.find((chunk) => chunk.isEntry && chunk.name === mainEntry)
      if (main === undefined) throw new Error(`eager-compile-hints: no entry named ${mainEntry}`)
      const loadedFirst = new Set()
      const visit = (fileName) => {
        if (loadedFirst.has(fileName)) return
        loadedFirst.add(fileName)
        for (const next of bundle[fileName]?.imports ?? []) visit(next)
      }
      visit(main.fileName)
      for (const chunk of chunks)
        if (!loadedFirst.has(chunk.fileName)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
    },
  }
}
