import type { Availability } from './createNamesController.js'

/** How long typing must pause before a name is looked up (SPEC §9: search waits 300 ms). */
export const NAME_SEARCH_DELAY_MS = 300

/** What is known of the label last looked up. */
export interface NameSearch {
  /** The label the answer is for: the one asked, once typing paused. */
  label: string
  status: 'idle' | 'checking' | Availability | 'failed'
  suggestions: string[]
}

/**
 * Looks a label up (availability and suggestions) once asking has paused for 300 ms, telling
 * `show` each step; an answer for a label no longer asked is dropped. `valid` false skips the
 * availability check (the rules already say no) but still asks for suggestions.
 */
export function createNameSearch(
  availability: (label: string) => Promise<Availability>,
  suggestions: (label: string) => Promise<string[]>,
  show: (search: NameSearch) => void,
) {
  let shown: NameSearch = { label: '', status: 'idle', suggestions: [] }
  // The label whose suggestions are shown: another label's go once typing settles.
  let answered = ''
  let asked = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const update = (id: number, change: Partial<NameSearch>) => {
    if (id !== asked) return
    shown = { ...shown, ...change }
    show(shown)
  }
  return {
    ask(label: string, valid: boolean) {
      clearTimeout(timer)
      const id = ++asked
      if (!label) return update(id, { label: '', status: 'idle', suggestions: [] })
      // While typing, the last suggestions stay, with no availability.
      update(id, { label, status: 'idle' })
      timer = setTimeout(() => {
        update(id, { status: valid ? 'checking' : 'idle', suggestions: answered === label ? shown.suggestions : [] })
        answered = label
        if (valid) availability(label).then((status) => update(id, { status }), () => update(id, { status: 'failed' }))
        suggestions(label).then((found) => update(id, { suggestions: found }), () => undefined)
      }, NAME_SEARCH_DELAY_MS)
    },
    stop: () => clearTimeout(timer),
  }
}
