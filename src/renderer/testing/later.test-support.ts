/** A promise and the functions that settle it, so a test decides when main (or anything) answers. */
export function later<T = void>() {
  let settle: (value: T) => void = () => {}
  let fail: (error: Error) => void = () => {}
  const promise = new Promise<T>((resolve, reject) => {
    settle = resolve
    fail = reject
  })
  return { promise, settle, fail }
}
