import { Icon, useCopyToClipboard, useMessages } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'

/**
 * A "Copy link" button for the pairing URI, for a wallet on the same device or one that
 * takes a pasted link; confirms in words ("Link copied") in a status message. The link is
 * also its `value`, so that it can be read without the clipboard.
 */
export function CopyLinkButton({ uri }: { uri: string }) {
  const t = useMessages(catalogs)
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
        {t('walletconnect.copyLink')}
      </button>
      <span role="status" className={copied ? 'airlock-muted' : 'airlock-visually-hidden'}>
        {copied === true ? t('walletconnect.linkCopied') : copied === 'failed' ? t('walletconnect.copyFailed') : ''}
      </span>
    </>
  )
}
