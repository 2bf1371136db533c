import { readFileSync } from 'node:fs'
import { parse } from '@babel/parser'

/** A string a person would see or hear, written in a view instead of read from a catalog. */
export interface BareString {
  file: string
  line: number
  text: string
}

// Attributes a browser shows or speaks.
const spokenAttributes = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label', 'description'])
// Calls whose first argument is shown or spoken.
const spokenCalls = new Set(['useViewTitle', 'announce'])
const words = /\p{L}{2,}/u

interface Node {
  type: string
  loc?: { start: { line: number } }
  [key: string]: unknown
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

function literalText(node: unknown): string | undefined {
  if (!isNode(node)) return undefined
  if (node.type === 'StringLiteral') return node.value as string
  if (node.type === 'TemplateLiteral') return (node.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join('…')
  return undefined
}

/**
 * The bare strings of one view file (TSX): JSX text, string values of the attributes a person
 * sees or hears, string children (`{'…'}`), and the literal argument of `useViewTitle` and
 * `announce`. A string with no word in it (punctuation, a symbol) is not a message.
 */
export function findBareStrings(file: string): BareString[] {
  const ast = parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript', 'jsx'] })
  const found: BareString[] = []
  const report = (node: Node, text: string | undefined) => {
    if (text !== undefined && words.test(text)) found.push({ file, line: node.loc?.start.line ?? 0, text: text.trim() })
  }
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!isNode(node)) return
    if (node.type === 'JSXText') report(node, node.value as string)
    if (node.type === 'JSXExpressionContainer' && literalText(node.expression) !== undefined) {
      // A child expression ({'…'}); an attribute's value is judged by the attribute rule.
      report(node, literalText(node.expression))
    }
    if (node.type === 'JSXAttribute') {
      const name = (node.name as { name: string }).name
      const value = node.value as Node | null
      if (spokenAttributes.has(name) && value) {
        report(node, value.type === 'JSXExpressionContainer' ? literalText(value.expression) : literalText(value))
      }
      // Attribute values are done: do not visit them as children.
      return
    }
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node
      const name = callee.type === 'Identifier' ? (callee.name as string) : callee.type === 'MemberExpression' ? ((callee.property as { name?: string }).name ?? '') : ''
      if (spokenCalls.has(name)) report(node, literalText((node.arguments as unknown[])[0]))
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') visit(value)
  }
  visit(ast.program)
  return found
}
