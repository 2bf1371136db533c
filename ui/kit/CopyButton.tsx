import { useEffect, useState } from 'react'
import { Icon } from './Icon.js'

/** Props of `CopyButton`. */
export interface CopyButtonProps {
  value: string
  /** What is copied, for the accessible name: 'address' → 'Copy address'. */
  what: string
}

/** Copies `value` to the clipboard and confirms it for a moment, in words as well as the icon. */
export function CopyButton({ value, what }: CopyButtonProps) {
  const [copied, setCopied] = useState<boolean | 'failed'>(false)
  useEffect(() => {
    if (copied === false) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <>
      <button
        type="button"
        className="airlock-icon-button"
        aria-label={`Copy ${what}`}
        onClick={() =>
          navigator.clipboard.writeText(value).then(
            () => setCopied(true),
            () => setCopied('failed'),
          )
        }
      >
        <Icon name={copied === true ? 'check' : 'copy'} size={18} />
      </button>
      <span role="status" className={copied ? 'airlock-muted' : 'airlock-visually-hidden'}>
        {copied === true ? `${what.charAt(0).toUpperCase()}${what.slice(1)} copied` : copied === 'failed' ? 'Copy failed' : ''}
      </span>
    </>
  )
}
