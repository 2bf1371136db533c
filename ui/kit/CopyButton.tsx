import { Icon } from './Icon.js'
import { useCopyToClipboard } from './useCopyToClipboard.js'

/** Props of `CopyButton`. */
export interface CopyButtonProps {
  value: string
  /** What is copied, for the accessible name: 'address' → 'Copy address'. */
  what: string
}

/** Copies `value` to the clipboard and confirms it for a moment, in words as well as the icon. */
export function CopyButton({ value, what }: CopyButtonProps) {
  const { copied, copy } = useCopyToClipboard(value)
  return (
    <>
      <button
        type="button"
        className="airlock-icon-button"
        aria-label={`Copy ${what}`}
        onClick={copy}
      >
        <Icon name={copied === true ? 'check' : 'copy'} size={18} />
      </button>
      <span role="status" className={copied ? 'airlock-muted' : 'airlock-visually-hidden'}>
        {copied === true ? `${what.charAt(0).toUpperCase()}${what.slice(1)} copied` : copied === 'failed' ? 'Copy failed' : ''}
      </span>
    </>
  )
}
