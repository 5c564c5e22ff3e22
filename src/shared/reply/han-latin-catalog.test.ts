import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import zhCN from '../i18n/messages/zh-CN.json'
import { hanLatinSpacingFaults } from './han-latin-spacing'

/**
 * The zh-CN UI catalog keeps the rule of han-latin-spacing.ts in every reading of every
 * message. Its values are put in by the UI as they are, so a message spaces each argument as
 * its value begins and ends: an argument whose value is Latin letters or digits (an ID, a
 * URL, a count, a version, a name typed in the Latin script most catalogs use) is set off by a
 * space; one whose value is a Chinese phrase of its own (a reason, another message, a quoted
 * value) is not.
 */

/** Arguments whose values begin and end with Latin letters or digits. */
const LATIN = new Set([
  'answered',
  'app',
  'asked',
  'backup',
  'baseUrl',
  'before',
  'catalog',
  'channel',
  'chars',
  'checked',
  'code',
  'count',
  'current',
  'default',
  'done',
  'endpoint',
  'error',
  'example',
  'file',
  'flag',
  'folder',
  'fromTicket',
  'games',
  'got',
  'host',
  'id',
  'item',
  'key',
  'kilobytes',
  'language',
  'last',
  'length',
  'limit',
  'location',
  'max',
  'meant',
  'megabytes',
  'min',
  'minutes',
  'mode',
  'next',
  'number',
  'numbers',
  'option',
  'origin',
  'page',
  'pages',
  'path',
  'percent',
  'placeholder',
  'program',
  'protocol',
  'row',
  'rows',
  'scheme',
  'seconds',
  'sent',
  'shortcut',
  'size',
  'status',
  'time',
  'total',
  'type',
  'uid',
  'url',
  'value',
  'variable',
  'version',
  'where',
  'zone',
])

/** Stands for a value that is a phrase of its own: neither Han nor Latin, so only a space beside it is wrong. */
const PHRASE = '\u25a0'
const LATIN_VALUE = 'A1'

/** Where one message's argument takes values of another shape than its name does elsewhere. */
const IN_MESSAGE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // "第 3 页"
  'error.export.stopped': { where: PHRASE },
  // The rest of a typed address after "http://".
  'team.source.plainHttp': { rest: LATIN_VALUE },
  // The timeline's dash for a time not set.
  'detail.noneScheduled': { dash: '—' },
  // Counted parts: "3 个重复项", "2 个词".
  'ticket.ignored': { first: '5 个词', second: '5 个词', third: '5 个词' },
  // A refused policy's place in its file, "第 3 行第 14 列", and a catalog's address.
  'policy.refusedAt': { line: LATIN_VALUE, column: LATIN_VALUE },
  'policy.refusedRegistryAt': { line: LATIN_VALUE, column: LATIN_VALUE },
  'policy.reason.duplicate': { address: LATIN_VALUE },
}

function valueOf(message: string, argument: string): string {
  return IN_MESSAGE[message]?.[argument] ?? (LATIN.has(argument) ? LATIN_VALUE : PHRASE)
}

/** Every way the message can read: each choice in each of its options, each value as its kind. */
function readingsOf(elements: readonly MessageFormatElement[], message: string): string[] {
  let readings = ['']
  const then = (options: readonly string[]) => {
    readings = readings.flatMap((reading) => options.map((option) => reading + option))
  }
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        then([element.value])
        break
      case TYPE.pound:
      case TYPE.number:
        then(['5'])
        break
      case TYPE.argument:
        then([valueOf(message, element.value)])
        break
      case TYPE.plural:
      case TYPE.select:
        then(Object.values(element.options).flatMap((option) => readingsOf(option.value, message)))
        break
      case TYPE.tag:
        then(readingsOf(element.children, message))
        break
      default:
        then([LATIN_VALUE])
    }
  }
  return readings
}

function faults(reading: string): string[] {
  const spaced = [...reading.matchAll(/\p{Script=Han} ■|■ \p{Script=Han}/gu)].map(
    (match) => `phrase spaced: ${match[0]}`,
  )
  return [...hanLatinSpacingFaults(reading), ...spaced]
}

describe('the zh-CN UI catalog', () => {
  it.each(Object.entries(zhCN as Record<string, string>))('%s keeps the rule', (id, message) => {
    for (const reading of readingsOf(parse(message), id)) expect(faults(reading), reading).toEqual([])
  })
})
