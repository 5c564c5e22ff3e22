import { callCatalog } from '../../api/call-catalog'

/** Tells main no item is open any more (nothing to reopen at the next start); a failure changes nothing. */
export function forgetOpenItem(): void {
  void callCatalog((api) => api.setOpenItem({ id: null })).catch(() => {})
}
