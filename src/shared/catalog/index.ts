/** The Item Catalog Service contract: zod schemas are the single source of truth for its types. */
export * from './formats'
export * from './status'
export * from './item'
export * from './envelope'
export * from './list-query'
export * from './apps'
