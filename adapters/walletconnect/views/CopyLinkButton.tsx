import { useEffect, useState } from 'react'
import { Icon } from 'airlock/react/kit'

/**
 * A "Copy link" button for the pairing URI, for a wallet on the same device or one that
 * takes a pasted link; confirms in words ("Link copied") in a status message. The link is
 * also its `value`, so that it can be read without the clipboard.
 */
export function CopyLinkButton({ uri }: { uri: string }) {
  const [copied, setCopied] = useState<boolean | 'failed'>(false)
  useEffect(() => {
    if (copied === false) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  useEffect(() => setCopied(false), [uri])
  return (
    <>
      <button
        type="button"
        className="airlock-secondary"
        value={uri}
        onClick={() => navigator.clipboard.writeText(uri).then(() => setCopied(true), () => setCopied('failed'))}
      >
        <Icon name={copied === true ? 'check' : 'copy'} size={18} />
        Copy link
      </button>
      <span role="status" className={copied ? 'airlock-muted' : 'airlock-visually-hidden'}>
        {copied === true ? 'Link copied' : copied === 'failed' ? 'The link could not be copied' : ''}
      </span>
    </>
  )
}
