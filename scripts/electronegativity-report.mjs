/**
 * Decides whether an Electronegativity scan passes, and says why not.
 *
 * Kept apart from scripts/electronegativity.mjs (which installs and runs the tool) so the
 * decision can be unit-tested on made-up findings without running the scanner.
 */

/** Severities that fail the check. LOW and INFORMATIONAL are printed, not fatal. */
export const BLOCKING_SEVERITIES = Object.freeze(['MEDIUM', 'HIGH', 'CRITICAL'])

/**
 * The inline exceptions Electronegativity honours (`eng-disable CHECK_ID`, on the finding's
 * own line or the file's first line), each with the reason written after the check ids.
 * The tool itself accepts a bare `eng-disable ID`; this check insists on a reason, so every
 * exception says why it is safe.
 */
const ANNOTATION = /(?:\/\*|\/\/|<!--)[ \t]*eng-disable[ \t]+([A-Za-z0-9_, \t]+)(.*)$/gm

export function findAnnotations(file, text) {
  const annotations = []
  for (const match of text.matchAll(ANNOTATION)) {
    const line = text.slice(0, match.index).split('\n').length
    const checks = match[1].split(/[\s,]+/).filter((word) => /^[A-Z0-9_]+_CHECK$/.test(word))
    const reason = match[2]
      .replace(/^[\s:—–-]+/, '')
      .replace(/(\*\/|-->)\s*$/, '')
      .trim()
    annotations.push({ file, line, checks, reason })
  }
  return annotations
}

/**
 * The verdict on one scan: the findings that fail it, the exceptions without a reason, the
 * files the tool could not parse (an unparsed file is an unscanned file), and the rest.
 */
export function evaluateScan(scan, annotations) {
  const blocking = scan.issues.filter((issue) => BLOCKING_SEVERITIES.includes(issue.severity))
  const informational = scan.issues.filter((issue) => !BLOCKING_SEVERITIES.includes(issue.severity))
  const unparsed = scan.errors.filter((error) => !error.tolerable)
  const unjustified = annotations.filter((a) => a.checks.length === 0 || a.reason.length < 10)
  return {
    passed: blocking.length === 0 && unparsed.length === 0 && unjustified.length === 0 && scan.checks > 0,
    blocking,
    informational,
    unparsed,
    unjustified,
    justified: annotations.filter((a) => !unjustified.includes(a)),
  }
}

const where = (issue) => (issue.file === 'N/A' ? 'whole app' : `${issue.file}:${issue.line}`)

/** The report printed after a scan, one finding or exception per line. */
export function formatVerdict(verdict, scan) {
  const lines = [`Electronegativity ran ${scan.checks} checks.`]
  for (const issue of verdict.blocking) {
    lines.push(`✖ ${issue.severity} ${issue.id} at ${where(issue)}: ${issue.description} (${issue.url})`)
    if (issue.sample) lines.push(`    ${issue.sample}`)
  }
  for (const error of verdict.unparsed) lines.push(`✖ could not parse ${error.file}: ${error.message}`)
  for (const a of verdict.unjustified) {
    lines.push(`✖ ${a.file}:${a.line}: an eng-disable exception needs the check id and a reason after it`)
  }
  for (const issue of verdict.informational)
    lines.push(`· ${issue.severity} ${issue.id} at ${where(issue)}: ${issue.description}`)
  for (const a of verdict.justified)
    lines.push(`· exception ${a.checks.join(', ')} at ${a.file}:${a.line}: ${a.reason}`)
  if (scan.checks === 0) lines.push('✖ no checks ran: the scanner did not load its rules')
  if (verdict.passed) {
    lines.push('✔ no medium or high severity findings without a justified exception')
  } else {
    lines.push(
      '',
      'Fix each ✖ above. If a finding is a false positive, add on its line a comment like',
      '  // eng-disable CHECK_ID: why this is safe',
      'so the reason stays next to the code.',
    )
  }
  return lines.join('\n')
}
