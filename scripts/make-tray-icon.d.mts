/** Types for make-tray-icon.mjs (importing it writes nothing; running it does). */
export function isInk(x: number, y: number): boolean
export function renderPng(size: number, samples?: number): Buffer
