import { createSecretRedactor } from '../core/redaction/secret-redactor'
import { describe, expect, it } from 'vitest'
import { installFatalErrorHandlers } from './fatal-errors'
import { FakeEmitter } from './testing/fake-electron.test-support'

function setup() {
  const process = new FakeEmitter()
  const boxes: { title: string; content: string }[] = []
  const lines: string[] = []
  installFatalErrorHandlers({
    process,
    showErrorBox: (title, content) => boxes.push({ title, content }),
    log: (line) => lines.push(line),
    redactor: createSecretRedactor(['tok-123456']),
  })
  return { process, boxes, lines }
}

describe('installFatalErrorHandlers', () => {
  it('logs and shows an uncaught exception, without the token', () => {
    const { process, boxes, lines } = setup()
    process.emit('uncaughtException', new Error('request with tok-123456 failed'))
    expect(boxes).toHaveLength(1)
    expect(boxes[0]?.title).toBe('Catalog Browser ran into a problem')
    expect(boxes[0]?.content).toContain('request with [redacted] failed')
    expect(boxes[0]?.content).toContain('quit Catalog Browser and start it again')
    expect(lines[0]).toMatch(/^uncaught exception: Error: request with \[redacted\] failed/)
    expect([...lines, ...boxes.map((b) => b.content)].join('\n')).not.toContain('tok-123456')
  })

  it('R6: shows a control or direction character in the dialog as a visible escape', () => {
    const { process, boxes } = setup()
    process.emit('uncaughtException', new Error('moc.elpmaxe\u202e//:sptth\u0007 failed'))
    expect(boxes[0]?.content).toContain('moc.elpmaxe\\u202E//:sptth\\u0007 failed')
  })

  it('reports unhandled rejections of any value', () => {
    const { process, boxes } = setup()
    process.emit('unhandledRejection', 'plain string reason')
    expect(boxes[0]?.content).toContain('plain string reason')
  })

  it('shows each message once and at most three dialogs, but logs every one', () => {
    const { process, boxes, lines } = setup()
    for (let i = 0; i < 3; i++) process.emit('uncaughtException', new Error('same'))
    for (let i = 0; i < 5; i++) process.emit('uncaughtException', new Error(`different ${i}`))
    expect(boxes.map((b) => b.content.split('\n')[0])).toStrictEqual(['same', 'different 0', 'different 1'])
    expect(lines).toHaveLength(8)
  })
})
