import { describe, expect, it } from 'vitest'
import { createIntl } from 'react-intl'
import english from '../../shared/i18n/messages/en.json'
import russian from '../../shared/i18n/messages/ru.json'
import type { ImportChanges } from '../../shared/reply/template-import'
import { importSummary } from './import-summary'

const inEnglish = createIntl({ locale: 'en', messages: english })
const inRussian = createIntl({ locale: 'ru', messages: russian })

const CHANGES: ImportChanges = {
  boxes: [
    { language: 'all', key: 'signature', before: undefined, after: 'Team' },
    { language: 'en', key: 'greeting', before: 'Hi,', after: undefined },
    { language: 'en', key: 'send.trade_hold', before: undefined, after: 'x' },
    { language: 'zh-CN', key: 'closing', before: undefined, after: '谢谢' },
  ],
  errorTable: { added: 2, removed: 0, changed: 1 },
}

describe('importSummary', () => {
  it('lists the boxes per language in the dialog’s words, and the error table’s counts', () => {
    expect(importSummary(inEnglish, CHANGES)).toEqual([
      { where: 'All languages', boxes: ['Signature'] },
      { where: 'English', boxes: ['Greeting (back to the default)', 'Waiting for send — trade hold'] },
      { where: '简体中文', boxes: ['Closing'] },
      { where: 'Catalog errors', boxes: ['2 added', '1 read differently'] },
    ])
  })

  it('says it in the app’s language, the counts in its plural forms; languages keep their own names', () => {
    expect(
      importSummary(inRussian, { ...CHANGES, errorTable: { added: 2, removed: 5, changed: 21 } }),
    ).toEqual([
      { where: 'Все языки', boxes: ['Подпись'] },
      {
        where: 'English',
        boxes: ['Приветствие (возврат к значению по умолчанию)', 'Ожидает отправки — удержание обмена'],
      },
      { where: '简体中文', boxes: ['Завершение'] },
      { where: 'Ошибки каталога', boxes: ['2 добавлены', '5 удалено', '21 распознаётся иначе'] },
    ])
  })

  it('is empty when nothing changes', () => {
    expect(importSummary(inEnglish, { boxes: [], errorTable: { added: 0, removed: 0, changed: 0 } })).toEqual(
      [],
    )
  })
})
