/**
 * The secure web preferences every app window must have, written out independently of the
 * code under test so a changed switch there fails the tests here.
 */
export const EXPECTED_WEB_PREFERENCES = Object.freeze({
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  experimentalFeatures: false,
  navigateOnDragDrop: false,
  safeDialogs: true,
  disableBlinkFeatures: 'Auxclick',
})
