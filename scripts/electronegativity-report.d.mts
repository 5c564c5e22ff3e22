/** Types for electronegativity-report.mjs. */
export interface Finding {
  readonly id: string
  file: string
  readonly line: number
  readonly column: number
  readonly severity: string
  readonly confidence: string
  readonly manualReview: boolean
  readonly description: string
  readonly url: string
  readonly sample?: string
}

export interface ScanError {
  file: string
  readonly message: string
  readonly tolerable: boolean
}

export interface Scan {
  readonly issues: readonly Finding[]
  readonly errors: readonly ScanError[]
  readonly checks: number
}

export interface Annotation {
  readonly file: string
  readonly line: number
  readonly checks: readonly string[]
  readonly reason: string
}

export interface Verdict {
  readonly passed: boolean
  readonly blocking: readonly Finding[]
  readonly informational: readonly Finding[]
  readonly unparsed: readonly ScanError[]
  readonly unjustified: readonly Annotation[]
  readonly justified: readonly Annotation[]
}

export const BLOCKING_SEVERITIES: readonly string[]
export function findAnnotations(file: string, text: string): Annotation[]
export function evaluateScan(scan: Scan, annotations: readonly Annotation[]): Verdict
export function formatVerdict(verdict: Verdict, scan: Scan): string
