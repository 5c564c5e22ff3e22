import keytar from 'keytar'
import { e2eKeychainService } from '../chromium-host'

/**
 * The token the app stored in the (private, throwaway) test keychain for a catalog, read
 * with keytar directly rather than through the app's own store, so the check is independent.
 */
export function storedToken(baseUrl: string): Promise<string | null> {
  return keytar.getPassword(e2eKeychainService(), baseUrl)
}
