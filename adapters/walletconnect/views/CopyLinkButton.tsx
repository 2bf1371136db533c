import { Icon, useCopyToClipboard } from 'airlock/react/kit'

/**
 * A "Copy link" button for the pairing URI, for a wallet on the same device or one that
 * takes a pasted link; confirms in words ("Link copied") in a status message. The link is
 * also its `value`, so that it can be read without the clipboard.
 */
export function CopyLinkButton({ uri }: { uri: string }) {
  const { copied, copy } = useCopyToClipboard(uri)
  return (
    <>
      <button
        type="button"
        className="airlock-secondary"
        value={uri}
        onClick={copy}
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
