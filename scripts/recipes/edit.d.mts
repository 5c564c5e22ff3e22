export declare class RecipeDrift extends Error {
  constructor(recipe: string, file: string, detail: string)
}
export interface RecipeEditor {
  readonly touched: Set<string>
  into(file: string, opening: string | readonly string[], closing: string, text: string): void
  after(file: string, anchor: string, text: string): void
  before(file: string, anchor: string, text: string): void
  create(file: string, text: string): void
}
export declare function editorFor(root: string, recipe: string): RecipeEditor
