/**
 * The floor of Electron-mode startup: Electron showing a page with one table row and
 * nothing else (no preload, no app code), in a window the size the harness uses.
 */
// A CommonJS main script: it is loaded by Electron itself, which expects one.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { app, BrowserWindow } = require('electron')

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blank</title></head>' +
  '<body><table aria-label="Items"><tbody><tr><td>1</td></tr></tbody></table></body></html>'

app.whenReady().then(() => {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false },
  })
  void window.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(PAGE)}`)
})

app.on('window-all-closed', () => app.quit())
