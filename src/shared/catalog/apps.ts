/** Platform applications whose names the UI shows beside the numeric App ID. */
export const KNOWN_APPS: readonly { readonly appid: number; readonly name: string }[] = [
  { appid: 730, name: 'Counter-Strike 2' },
  { appid: 570, name: 'Dota 2' },
  { appid: 440, name: 'Team Fortress 2' },
  { appid: 252490, name: 'Rust' },
  { appid: 753, name: 'Steam' },
]

export function appName(appid: number): string | undefined {
  return KNOWN_APPS.find((app) => app.appid === appid)?.name
}
