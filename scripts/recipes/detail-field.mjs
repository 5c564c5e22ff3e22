/** docs/dev/how-to-add.md, "A detail field": "Image URL", a value the item response already carries. */
export const name = 'detail-field'

const FILES = {
  terms: 'src/shared/detail-terms.ts',
  fields: 'src/renderer/detail/item-fields.tsx',
  paneTest: 'src/renderer/detail/detail-pane.test.tsx',
}

/** The term's words: English in its descriptor, the translations in the other five catalogs. */
const WORDS = {
  en: 'Image URL',
  de: 'Bild-URL',
  es: 'URL de la imagen',
  'pt-BR': 'URL da imagem',
  ru: 'URL изображения',
  'zh-CN': '图片 URL',
}

export const tests = [FILES.paneTest]

/** @param {import('./edit.mjs').RecipeEditor} edit */
export function apply(edit) {
  edit.into(
    FILES.terms,
    'export const DETAIL_TERM_WORDS = [',
    '\n] as const',
    "\n  defineMessage({ id: 'detail.term.imageUrl', defaultMessage: 'Image URL' }),",
  )
  for (const [language, words] of Object.entries(WORDS).filter(([language]) => language !== 'en')) {
    edit.before(
      `src/shared/i18n/messages/${language}.json`,
      '\n  "detail.none": ',
      `\n  "detail.term.imageUrl": ${JSON.stringify(words)},`,
    )
  }
  edit.into(
    FILES.fields,
    ['<Field term="Market hash name" wide>', '</Field>\n'],
    '      </dl>',
    `        <Field term="Image URL" wide>
          <FieldValue field={item.image}>{(url) => <span className="mono">{url}</span>}</FieldValue>
        </Field>
`,
  )
  edit.into(
    FILES.paneTest,
    "describe('DetailPane', () => {",
    '\n})\n',
    `

  it('shows the image URL as text', async () => {
    serve(singleItem())
    open()
    const region = await screen.findByRole('region', { name: 'Item details' })
    await within(region).findByText('AK-47 | Redline')
    expect(valueOf('Image URL')).toHaveTextContent('https://images.example.test/42.png')
  })`,
  )
}
