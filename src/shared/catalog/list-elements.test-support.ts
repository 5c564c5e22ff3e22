import fc from 'fast-check'

/*
 * Elements of a list answer's `data` as a drifting catalog might send them, for property
 * tests of the list reader and of what is done with its output.
 */

/** Each field: usually well-formed, sometimes malformed or missing, as a catalog might send it. */
const valueOr = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 6, arbitrary: good },
    {
      weight: 1,
      arbitrary: fc.constantFrom(undefined, null, '', 'free', -1, 1.5, 'x'.repeat(10_001), [], {}),
    },
  )
const decimal = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 }))
  .map(([units, cents]) => `${units}.${String(cents).padStart(2, '0')}`)
export const listElement = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      {
        id: valueOr(fc.integer({ min: 1, max: 2 ** 40 })),
        appid: valueOr(fc.integer({ min: 0, max: 100_000 })),
        image: valueOr(fc.webUrl()),
        price: valueOr(decimal),
        name: valueOr(fc.string()),
        market_hash_name: valueOr(fc.string()),
        platform_price: valueOr(decimal),
        added_by_service: fc.anything(),
      },
      { requiredKeys: ['id', 'appid', 'image', 'price', 'name', 'market_hash_name', 'platform_price'] },
    ),
  },
  { weight: 1, arbitrary: fc.anything() },
)
