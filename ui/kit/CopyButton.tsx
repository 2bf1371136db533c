import catalogs from '../messages?catalogs'
import { Icon } from './Icon.js'
import { useCopyToClipboard } from './useCopyToClipboard.js'
import { useImmediateMessages } from './useImmediateMessages.js'

/** Props of `CopyButton`. */
export interface CopyButtonProps {
  value: string
  /**
   * What is copied, a noun in the person's language, for the default texts: 'address' →
   * 'Copy address', 'Address copied'; in Japanese 'アドレス' → 'アドレスをコピー'. Where a
   * language wants other words than these patterns, pass `label` and `copiedLabel`.
   */
  what?: string
  /** The button's accessible name, a message of the caller's catalog. Default: 'Copy {what}' ('Copy' without `what`). */
  label?: string
  /** Said once the value is copied, a message of the caller's catalog. Default: '{What} copied' ('Copied' without `what`). */
  copiedLabel?: string
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Copies `value` to the clipboard and confirms it for a moment, in words as well as the icon. */
export function CopyButton({ value, what, label, copiedLabel }: CopyButtonProps) {
  const t = useImmediateMessages(catalogs)
  const { copied, copy } = useCopyToClipboard(value)
  const name = label ?? (what ? t('copy.label', { what }) : t('copy.plain'))
  const done = copiedLabel ?? (what ? capitalized(t('copy.done', { what })) : t('copy.copied'))
  return (
    <>
      <button type="button" className="airlock-icon-button" aria-label={name} onClick={copy}>
        <Icon name={copied === true ? 'check' : 'copy'} size={18} />
      </button>
      <span role="status" className={copied ? 'airlock-muted' : 'airlock-visually-hidden'}>
        {copied === true ? done : copied === 'failed' ? t('copy.failed') : ''}
      </span>
    </>
  )
}
