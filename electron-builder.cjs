/**
 * electron-builder configuration: the installable app for Linux, macOS and Windows.
 *
 * A .cjs file rather than YAML so that ELECTRON_DIST (an unpacked Electron, or a folder
 * holding the Electron zip) can be honoured for packaging without network access. Checked
 * against electron-builder's own schema by scripts/packaging.test.ts. Run with
 * `npm run dist` (or dist:linux / dist:mac / dist:win) after `npm run build`.
 */
const electronDist = process.env.ELECTRON_DIST?.trim()

/**
 * Where installed apps look for updates (electron-updater's generic provider: `latest.yml`,
 * `latest-mac.yml`, `latest-linux.yml` and the installers they name). Set once here, at build
 * time; electron-builder writes it into the app (app-update.yml) and the app never reads it
 * from anywhere else. The release workflow sets UPDATE_FEED_URL to the GitHub release assets
 * (`https://github.com/<owner>/<repo>/releases/latest/download`); inside GitHub Actions the same
 * address is derived from GITHUB_REPOSITORY. A local build without either points at a host
 * that can never exist (`.invalid`, RFC 2606): nobody can serve it an update, and it says it
 * cannot reach the update server. https only, except a loopback address for trying a feed
 * by hand.
 */
function updateFeedUrl(env) {
  const repository = env.GITHUB_REPOSITORY?.trim()
  const url =
    env.UPDATE_FEED_URL?.trim() ||
    (repository ? `https://github.com/${repository}/releases/latest/download` : '') ||
    'https://updates.invalid/catalog-browser'
  let parsed
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`UPDATE_FEED_URL is not a URL: ${url}`)
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && loopback)) {
    throw new Error(`UPDATE_FEED_URL must be an https address (http only on this computer), not ${url}`)
  }
  return parsed.href.replace(/\/$/, '')
}

/**
 * Who publishes the app: package.json's `author` (scripts/packaging.test.ts checks they match),
 * and on Windows the subject name the release's signing certificate must have (see `win`).
 */
const PUBLISHER = 'Catalog Browser team'

/** @type {import('electron-builder').Configuration} */
module.exports = {
  appId: 'com.catalogbrowser.app',
  productName: 'Catalog Browser',
  copyright: `Copyright © ${PUBLISHER}`,
  directories: { output: 'dist', buildResources: 'resources' },

  // Only the built app; production dependencies from node_modules are added by
  // electron-builder itself (devDependencies never are). Source maps and the renderer's build
  // manifest (read by the bench only) stay out.
  files: [
    'out/**',
    '!out/**/*.map',
    '!out/renderer/.vite/**',
    'package.json',
    'resources/icons/512x512.png',
    // The tray's: Windows and Linux show the small colour icon, macOS the template image.
    'resources/icons/32x32.png',
    'resources/tray/**',
  ],
  asar: true,
  // keytar's compiled module cannot be loaded from inside the asar archive; the window and
  // tray icons must be real files for the window manager and the panel.
  asarUnpack: ['**/*.node', 'resources/icons/**', 'resources/tray/**'],

  // keytar is an N-API module (node-addon-api, napi_versions [3]): the binary npm compiled
  // from source for this machine loads in Node and in Electron alike, so no rebuild against
  // Electron's headers (which would be a download) is needed for a package built on the OS
  // and architecture it targets. macOS builds both x64 and arm64 from one machine, so there
  // the native module is rebuilt per architecture, from source.
  npmRebuild: process.platform === 'darwin',
  buildDependenciesFromSource: true,
  ...(electronDist ? { electronDist } : {}),

  // The update feed (see updateFeedUrl); `npm run dist` never uploads (--publish never in CI).
  publish: { provider: 'generic', url: updateFeedUrl(process.env) },

  // Electron fuses, flipped in the packaged binary: it cannot be turned into a plain Node
  // (ELECTRON_RUN_AS_NODE, NODE_OPTIONS, --inspect), it only loads the app from its own
  // verified asar, and cookies are encrypted at rest.
  electronFuses: {
    runAsNode: false,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableCookieEncryption: true,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    // The renderer is served from app:// (src/main/shell/app-protocol.ts), so file:// pages
    // need none of the extra privileges Electron grants them by default.
    grantFileProtocolExtraPrivileges: false,
  },

  // catalog-browser:// links (src/shared/links/catalog-link.ts LINK_SCHEME; scripts/packaging.test.ts
  // checks they match): CFBundleURLTypes on macOS, the registry on Windows (NSIS).
  protocols: [{ name: 'Catalog Browser link', schemes: ['catalog-browser'] }],

  linux: {
    target: ['AppImage', 'deb'],
    // The .desktop entry's MimeType, so the desktop hands catalog-browser:// links to the app
    // (its Exec line passes them as %U).
    mimeTypes: ['x-scheme-handler/catalog-browser'],
    category: 'Utility',
    executableName: 'catalog-browser',
    icon: 'resources/icons',
    synopsis: 'Look items up in the Item Catalog Service',
    description: 'Desktop app for support staff to look items up in the Item Catalog Service.',
    maintainer: PUBLISHER,
  },
  deb: {
    // electron-builder's defaults plus, explicitly, libsecret: keytar keeps the token in the
    // Secret Service through it, and without it the app can only hold the token in memory.
    depends: [
      'libgtk-3-0',
      'libnotify4',
      'libnss3',
      'libxss1',
      'libxtst6',
      'xdg-utils',
      'libatspi2.0-0',
      'libuuid1',
      'libsecret-1-0',
    ],
  },
  // File names without spaces: they are typed in terminals and scripts.
  appImage: { artifactName: 'Catalog-Browser-${version}-${arch}.${ext}' },

  mac: {
    // dmg for people installing by hand; zip because Squirrel.Mac, which electron-updater
    // drives on macOS, installs updates from a zip and never from a dmg.
    target: [
      { target: 'dmg', arch: ['x64', 'arm64'] },
      { target: 'zip', arch: ['x64', 'arm64'] },
    ],
    // The update zip's name (the dmg names itself below).
    artifactName: 'Catalog-Browser-${version}-${arch}-mac.${ext}',
    category: 'public.app-category.business',
    icon: 'resources/icon.icns',
    hardenedRuntime: true,
    gatekeeperAssess: false,
    entitlements: 'resources/entitlements.mac.plist',
    entitlementsInherit: 'resources/entitlements.mac.plist',
  },
  dmg: { artifactName: 'Catalog-Browser-${version}-${arch}.${ext}' },

  win: {
    target: [{ target: 'nsis', arch: ['x64'] }],
    icon: 'resources/icon.ico',
    // Written into app-update.yml: electron-updater then installs an update only when its
    // Authenticode signature is valid and names this publisher (R4-2), so the release's
    // certificate (WIN_CSC_LINK, a secret of the release job) must have exactly this subject
    // name. Until it exists, installed Windows apps refuse every update, which is the point:
    // an unsigned update could come from anyone who can answer the feed.
    signtoolOptions: { publisherName: PUBLISHER },
    verifyUpdateCodeSignature: true,
  },
  nsis: {
    oneClick: false,
    perMachine: false,
    allowToChangeInstallationDirectory: true,
    createDesktopShortcut: true,
    shortcutName: 'Catalog Browser',
    uninstallDisplayName: 'Catalog Browser',
    // Settings stay on uninstall (a reinstall finds them); docs/admin/uninstall.md says how to remove them.
    deleteAppDataOnUninstall: false,
    artifactName: 'Catalog-Browser-Setup-${version}.${ext}',
  },
}
