import type { RecipeEditor } from './edit.mjs'

export interface Recipe {
  readonly name: string
  /** The related test files run after the recipe is applied. */
  readonly tests: readonly string[]
  apply(edit: RecipeEditor): void
}
export declare const RECIPES: readonly Recipe[]
