import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
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
  readonly 'runs-on': string
  readonly needs?: string | string[]
  readonly permissions?: Record<string, string>
  readonly strategy?: { matrix: { os?: string[]; include?: { os: string }[] } }
  readonly steps: Step[]
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
  return job.steps.flatMap((step) =>
    step.uses?.startsWith('./')
      ? readYaml<{ runs: { steps: Step[] } }>(join(step.uses, 'action.yml')).runs.steps
      : [step],
  )
}

const ci = readYaml<Workflow>('.github/workflows/ci.yml')
const release = readYaml<Workflow>('.github/workflows/release.yml')
const THREE_OSES = ['macos-latest', 'ubuntu-latest', 'windows-latest']

const osesOf = (job: Job) => {
  const matrix = job.strategy?.matrix
  return [...(matrix?.os ?? []), ...(matrix?.include ?? []).map((entry) => entry.os)].sort()
}
/** The index of the one step whose command or action matches, failing when there is none or several. */
function indexOf(steps: Step[], matches: (step: Step) => boolean, what: string): number {
  const found = steps.flatMap((step, index) => (matches(step) ? [index] : []))
  expect(found, `exactly one step ${what}`).toHaveLength(1)
  return found[0]
}
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
    .map((match) => match[1].trim())
    .filter((command) => /\bnpm test\b/.test(command))
  expect(commands, "one test command in the README's Quick start").toHaveLength(1)
  return commands[0]
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

describe('the CI workflow', () => {
  const job = Object.values(ci.jobs)[0]
  const steps = stepsOf(job)

  it('runs on every push and pull request, in one job, on Linux, macOS and Windows', () => {
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push'])
    expect(Object.keys(ci.jobs)).toHaveLength(1)
    expect(osesOf(job)).toEqual(THREE_OSES)
  })

  it('sets up Node.js 20 with npm’s cache', () => {
    const setup = steps[indexOf(steps, usesAction('actions/setup-node'), 'sets up Node.js')]
    expect(setup.with).toEqual({ 'node-version': 20, cache: 'npm' })
  })

  it('installs the Debian packages from scripts/system-packages.mjs on Linux only', () => {
    const apt =
      steps[indexOf(steps, (step) => /apt-get install/.test(step.run ?? ''), 'runs apt-get install')]
    expect(apt.if).toBe("runner.os == 'Linux'")
    expect(apt.run).toContain(
      '$(node scripts/system-packages.mjs build) $(node scripts/system-packages.mjs test)',
    )
  })

  it("runs npm ci, the Electron download, the README's test command, then the installers, in that order", () => {
    const order = [
      indexOf(steps, runs('npm ci'), 'runs npm ci'),
      indexOf(steps, runs('node node_modules/electron/install.js'), 'downloads the Electron runtime'),
      indexOf(steps, runs(readmeTestCommand()), "runs the README's test command"),
      indexOf(steps, (step) => Boolean(step.run?.includes('electron-builder')), 'runs electron-builder'),
      indexOf(steps, keepsInstallers, 'keeps the installers'),
    ]
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
    const upload = steps[indexOf(steps, keepsInstallers, 'keeps the installers')]
    expect(upload.with?.['if-no-files-found']).toBe('error')
    const paths = String(upload.with?.path).trim().split('\n')
    expect(paths).toEqual(expect.arrayContaining([...installerPatterns(), 'dist/latest*.yml']))
  })
})

describe('the release workflow', () => {
  const build = release.jobs.package
  const publish = release.jobs.publish

  it('runs on version tags only', () => {
    expect(release.on).toEqual({ push: { tags: ['v*'] } })
  })

  it('builds on Linux, macOS and Windows as CI does, without publishing from the build', () => {
    expect(osesOf(build)).toEqual(THREE_OSES)
    const steps = stepsOf(build)
    indexOf(steps, runs('npm ci'), 'runs npm ci')
    expect(builderRuns(steps)).toEqual(builderRuns(stepsOf(Object.values(ci.jobs)[0])))
    expect(steps[indexOf(steps, keepsInstallers, 'keeps the installers')].with?.path).toEqual(
      stepsOf(Object.values(ci.jobs)[0]).find(keepsInstallers)?.with?.path,
    )
    const installers = build.steps.find((step) => step.uses === './.github/actions/installers')
    expect(installers?.with?.['artifact-name']).toMatch(/^installers-/)
  })

  it('stops when the tag is not package.json’s version', () => {
    const check = indexOf(build.steps, (step) => /GITHUB_REF_NAME/.test(step.run ?? ''), 'compares the tag')
    expect(build.steps[check].run).toContain('version="v$(node -p "require(\'./package.json\').version")"')
    expect(build.steps[check].run).toMatch(
      /if \[ "\$version" != "\$GITHUB_REF_NAME" \]; then\n[^\n]*\n\s*exit 1/,
    )
    expect(check).toBeLessThan(build.steps.findIndex((step) => step.uses === './.github/actions/installers'))
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
    const download =
      publish.steps[indexOf(publish.steps, usesAction('actions/download-artifact'), 'downloads')]
    expect(download.with).toEqual({ pattern: 'installers-*', path: 'dist', 'merge-multiple': true })
    const create =
      publish.steps[
        indexOf(publish.steps, (step) => /gh release create/.test(step.run ?? ''), 'creates the release')
      ]
    expect(create.run).toContain('gh release create "$GITHUB_REF_NAME" dist/*')
    expect(create.env).toEqual({ GH_TOKEN: '${{ secrets.GITHUB_TOKEN }}' })
  })
})
