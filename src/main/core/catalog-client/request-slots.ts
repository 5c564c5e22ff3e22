/**
 * Superseding requests: a newer list request cancels the list request still in flight (and
 * likewise for the detail pane and a search by name), so a slow old page can never overwrite a
 * newer one.
 *
 * Requests without a slot are tracked too, so ending the session or quitting cancels
 * everything that is still running.
 */
export type RequestSlot = 'list' | 'detail' | 'name-search'

export interface RequestTicket {
  readonly signal: AbortSignal
  /** Call when the request has finished, whatever the outcome. */
  done(): void
}

export interface RequestSlots {
  begin(slot?: RequestSlot): RequestTicket
  /** Stops the request running in `slot`, if any; true when one was running. */
  cancel(slot: RequestSlot): boolean
  cancelAll(): void
}

export function createRequestSlots(): RequestSlots {
  const bySlot = new Map<RequestSlot, AbortController>()
  const running = new Set<AbortController>()

  return {
    begin(slot) {
      const controller = new AbortController()
      if (slot) {
        bySlot.get(slot)?.abort(new DOMException('superseded by a newer request', 'AbortError'))
        bySlot.set(slot, controller)
      }
      running.add(controller)
      return {
        signal: controller.signal,
        done() {
          running.delete(controller)
          if (slot && bySlot.get(slot) === controller) bySlot.delete(slot)
        },
      }
    },
    cancel(slot) {
      const controller = bySlot.get(slot)
      if (!controller) return false
      controller.abort(new DOMException('cancelled by the person', 'AbortError'))
      bySlot.delete(slot)
      running.delete(controller)
      return true
    },
    cancelAll() {
      for (const controller of running) controller.abort(new DOMException('the session ended', 'AbortError'))
      running.clear()
      bySlot.clear()
    },
  }
}
