/** docs/dev/how-to-add.md, "A detail field": "Image URL", a value the item response already carries. */
export const name = 'detail-field'

const FILES = {
  terms: 'src/shared/detail-terms.ts',
  fields: 'src/renderer/detail/item-fields.tsx',
  paneTest: 'src/renderer/detail/detail-pane.test.tsx',
}

export const tests = [FILES.paneTest]

/** @param {import('./edit.mjs').RecipeEditor} edit */
export function apply(edit) {
  edit.into(FILES.terms, 'export const DETAIL_TERMS = [', '\n] as const', "\n  'Image URL',")
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
