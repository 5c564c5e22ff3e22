import type { Page } from '@playwright/test'

/** The binding the page sends each request through (installed in every document of the page). */
export const SEND_BINDING = '__catalogSend'
/** The page's function that takes each answer and event. */
const RECEIVE_FUNCTION = '__catalogReceive'
/** The same declaration every call, the message its string argument: no script is built from data. */
const RECEIVE = `function (text) { window.${RECEIVE_FUNCTION}(text) }`

/** What answers a request: the core's `handle`. */
export type HostedHandler = (channel: string, payload: unknown) => Promise<unknown>

/** What the page sends: its request, numbered so the answer finds its caller. */
type PageRequest = { seq: number; channel: string; payload?: unknown }

/**
 * Chromium mode's transport between the page and the core hosted in the test runner: one CDP
 * binding call per request, one `Runtime.callFunctionOn` per answer or event, the message as
 * JSON text the page reads with the native `JSON.parse`, as Electron's IPC sends one message
 * each way. Playwright's `exposeFunction` and `evaluate` walked every value with their codec
 * in page script and compiled a script per answer: the app's page paid for the harness.
 *
 * Messages go out in the order they are sent, over one session, as IPC messages do.
 */
export async function connectPageToCore(page: Page, handle: HostedHandler) {
  const session = await page.context().newCDPSession(page)
  const { frameTree } = await session.send('Page.getFrameTree')
  const mainFrame = frameTree.frame.id
  // The main frame's document context: events go there (answers go to the context that asked).
  let documentContext: number | undefined
  session.on('Runtime.executionContextCreated', ({ context }) => {
    const aux = context.auxData as { isDefault?: boolean; frameId?: string } | undefined
    if (aux?.isDefault === true && aux.frameId === mainFrame) documentContext = context.id
  })
  session.on('Runtime.executionContextDestroyed', ({ executionContextId }) => {
    if (executionContextId === documentContext) documentContext = undefined
  })
  session.on('Runtime.executionContextsCleared', () => (documentContext = undefined))
  await session.send('Runtime.enable')

  let delivered: Promise<void> = Promise.resolve()
  const post = (executionContextId: number | undefined, message: object): void => {
    // No document (between navigations, or the page closing): there is no one to tell.
    if (executionContextId === undefined) return
    delivered = session
      .send('Runtime.callFunctionOn', {
        functionDeclaration: RECEIVE,
        executionContextId,
        arguments: [{ value: JSON.stringify(message) }],
      })
      .then(
        () => undefined,
        () => undefined, // the document went away after the message left
      )
  }
  session.on('Runtime.bindingCalled', ({ name, payload, executionContextId }) => {
    if (name !== SEND_BINDING) return
    const { seq, channel, payload: request } = JSON.parse(payload) as PageRequest
    handle(channel, request).then(
      (answer) => post(executionContextId, { seq, answer }),
      (error: unknown) =>
        post(executionContextId, { seq, error: error instanceof Error ? error.message : String(error) }),
    )
  })
  await session.send('Runtime.addBinding', { name: SEND_BINDING })
  return {
    /** An event of the core into the current document. */
    sendEvent: (event: string, payload: unknown) => post(documentContext, { event, payload }),
    /** Settles once every message sent so far has reached the page (or found no document). */
    delivered: () => delivered,
  }
}

/**
 * The page's end, as script text run before the app's own: `__catalogInvoke` sends a request
 * and settles with its answer; `__catalogReceive` takes answers and events. Returns the
 * transport `buildCatalogApi` expects.
 */
export const PAGE_TRANSPORT_SCRIPT = `(() => {
  const listeners = new Map();
  const waiting = new Map();
  let lastSeq = 0;
  Object.defineProperty(window, '${RECEIVE_FUNCTION}', {
    value: (text) => {
      const message = JSON.parse(text);
      if ('event' in message) {
        try {
          for (const listener of [...(listeners.get(message.event) ?? [])]) listener(message.payload);
        } catch (error) {
          // As its own IPC message would: the failure shows as the page's, not the harness's.
          setTimeout(() => { throw error; });
        }
        return;
      }
      const call = waiting.get(message.seq);
      waiting.delete(message.seq);
      if ('error' in message) call?.reject(new Error(message.error));
      else call?.resolve(message.answer);
    },
  });
  // Writable: the bench's probe wraps it to see each request in flight.
  window.__catalogInvoke = (channel, payload) =>
    new Promise((resolve, reject) => {
      lastSeq += 1;
      waiting.set(lastSeq, { resolve, reject });
      window.${SEND_BINDING}(JSON.stringify({ seq: lastSeq, channel, payload }));
    });
  return {
    invoke: (channel, payload) => window.__catalogInvoke(channel, payload),
    subscribe: (channel, listener) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel).add(listener);
      return () => listeners.get(channel).delete(listener);
    },
  };
})()`
