/**
 * Which recipe a failure in the scratch copy belongs to: the recipe that edited the file tsc
 * complains about, or that named the failing test file. A tsc error in a file no recipe
 * edited is the drift this run exists to catch: a file the document's table does not list.
 */

/**
 * `path(line,col): error TS…` lines of `tsc -b` output, one sentence per file saying which
 * recipe edited it (`touched`: recipe name -> the files it edited).
 */
export function blameTscErrors(output, touched) {
  const byFile = new Map()
  for (const line of output.split('\n')) {
    const match = /^([^(\s][^(]*)\(\d+,\d+\): error TS\d+/.exec(line.trim())
    if (match) byFile.set(match[1], [...(byFile.get(match[1]) ?? []), line.trim()])
  }
  return [...byFile].map(([file, errors]) => {
    const owners = [...touched].filter(([, files]) => files.has(file)).map(([recipe]) => recipe)
    const whose =
      owners.length > 0
        ? `edited by recipe ${owners.join(', ')}`
        : 'which no recipe edits: a step the recipe (and likely the document) lacks'
    return `tsc -b fails in ${file}, ${whose}:\n  ${errors.join('\n  ')}`
  })
}

/** The recipes whose related tests include a failed test file (paths relative to the copy). */
export function blameFailedTests(failedFiles, recipes) {
  return recipes
    .filter((recipe) => recipe.tests.some((test) => failedFiles.includes(test)))
    .map((recipe) => recipe.name)
}
