/** The recipes of docs/dev/how-to-add.md, in the document's order, each a module beside this one. */
import * as detailField from './detail-field.mjs'
import * as event from './event.mjs'
import * as filterKind from './filter-kind.mjs'
import * as filter from './filter.mjs'
import * as ipcChannel from './ipc-channel.mjs'
import * as tableColumn from './table-column.mjs'

export const RECIPES = [filter, filterKind, tableColumn, detailField, ipcChannel, event]
