// What `npm start` says when Electron cannot start for a reason the person can fix: pure
// functions over what Electron printed and who is running it, so they are unit-tested.

/** Chromium's messages when it cannot set up its sandbox (AppArmor's user-namespace limit, a bad SUID helper). */
const SANDBOX_ABORT =
  /(No usable sandbox|SUID sandbox helper binary was found, but is not configured correctly|Failed to move to new namespace|setuid_sandbox_host|unprivileged_userns_clone|apparmor_restrict_unprivileged_userns)/i

/**
 * The explanation and the workarounds when Electron aborted because it could not create its
 * sandbox (Ubuntu 23.10+ restricts unprivileged user namespaces through AppArmor; see
 * electron/electron#42510), or null when the output shows something else.
 */
export function sandboxAbortHint(output) {
  if (!SANDBOX_ABORT.test(output)) return null
  return [
    'Catalog Browser could not start: this system does not let Electron create its sandbox.',
    'What happened: Ubuntu 23.10 and later (and other systems with the same AppArmor setting) only let',
    "programs that have an AppArmor profile use unprivileged user namespaces, which Chromium's sandbox needs",
    '(electron/electron#42510). A development run from node_modules has no such profile.',
    'What to do, safest first:',
    '  - Use the installed app: the .deb package installs Catalog Browser with a profile (see docs/admin/install.md).',
    '  - Give this Electron binary an AppArmor profile that allows "userns" (docs/admin/install.md shows one).',
    '  - Temporarily lift the restriction for the whole system (lowers its hardening until reboot):',
    '      sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0',
    'Avoid --no-sandbox: it turns off the protection that keeps a compromised page away from your files.',
  ].join('\n')
}

/** Chromium refuses to run as root with its sandbox on; say why and what to do instead. */
export function rootHint(uid, platform, args) {
  if (platform !== 'linux' || uid !== 0 || args.includes('--no-sandbox')) return null
  return [
    'Catalog Browser will not start as root: Chromium, which Electron is built on, refuses to run its',
    'sandbox as root, and running a browser engine as root would put the whole system at stake.',
    'What to do: run `npm start` as your normal user. In a throwaway container where root is the only',
    'user, you can accept the risk with `npm start -- --no-sandbox`.',
  ].join('\n')
}
