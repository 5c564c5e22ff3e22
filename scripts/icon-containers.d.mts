/** Types for icon-containers.mjs. */
export function pngSize(png: Buffer): { width: number; height: number }
export function buildIco(pngs: readonly Buffer[]): Buffer
export const ICNS_TYPES: readonly { readonly type: string; readonly size: number }[]
export function buildIcns(pngsBySize: ReadonlyMap<number, Buffer>): Buffer
export function readIco(buffer: Buffer): { width: number; height: number; png: Buffer }[]
export function readIcns(buffer: Buffer): { type: string; data: Buffer }[]
