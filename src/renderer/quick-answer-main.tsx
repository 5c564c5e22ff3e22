// Base styles first: component stylesheets imported below must come later to override them.
import './styles/base.css'
import { createQueryClient } from './api/query-client'
import { renderWindow } from './render-window'
import { QuickAnswer } from './quick/quick-answer'

/**
 * The Quick answer window's entry (quick-answer.html): a page of its own beside the main
 * window's, with the same window settings and none of the main window's screens, so it opens
 * at once over whatever the agent works in.
 */
renderWindow(createQueryClient(), 'quick-answer.html', <QuickAnswer />)
