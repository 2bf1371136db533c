import { useId, useState } from 'react'
import type { Network } from '../../../chains/networks/Network.js'
import { displayAddress } from '../../../services/format/displayAddress.js'
import { formatAddress } from '../../../services/format/formatAddress.js'
import { CopyButton } from '../CopyButton.js'
import { Figure } from '../Figure.js'
import { FullAddress } from '../FullAddress.js'
import { Icon } from '../Icon.js'
import { StyleSheet } from '../StyleSheet.js'
import { useTextMessages } from '../useTextMessages.js'
import catalogs from './messages?catalogs'
import { addressNameStyles } from './addressNameStyles.js'
import { useAddressNames } from './useAddressNames.js'

/** Props of `AddressName`. */
export interface AddressNameProps {
  address: string
  /** The network the address is on: where a contract's name is looked up. */
  network?: Network | undefined
  /** Without a name, show the whole address in even groups (`FullAddress`) rather than its ends. Default false. */
  full?: boolean
  /**
   * The name stands in a sentence: opened, its address shows beside it, by its ends (the whole
   * of it in the title and to copy), so the sentence keeps its shape. Default false: in a row,
   * the whole address opens on a line of its own under the name.
   */
  inSentence?: boolean
}

/**
 * An address as a person knows it (`useAddressNames`): the name they chose (`bob.eth`), a
 * known contract's (`Uniswap V2`, `DUSD token`) or the registered one, with the address one
 * press away (the name is a button that shows it in full, to read and to copy). An address
 * with no name shows as an address, its ends (or, `full`, the whole of it).
 */
export function AddressName({ address, network, full = false, inSentence = false }: AddressNameProps) {
  const t = useTextMessages(catalogs)
  const found = useAddressNames([address], network)[address.toLowerCase()]
  const [open, setOpen] = useState(false)
  const id = useId()
  if (!found) return full ? <FullAddress value={address} /> : <Figure title={displayAddress(address)}>{formatAddress(address)}</Figure>
  const name = found.kind === 'token' ? t('addressName.token', { symbol: found.name }) : found.name
  return (
    <span className="airlock-address-name" data-kind={found.kind}>
      <StyleSheet id="airlock-address-name" css={addressNameStyles} />
      <button type="button" className="airlock-address-name-button" aria-expanded={open} aria-controls={id} title={t(open ? 'addressName.hide' : 'addressName.show')} onClick={() => setOpen(!open)}>
        <bdi>{name}</bdi>
        <Icon name="chevron" size={14} />
      </button>
      {open && (
        <span id={id} className="airlock-address-name-address" data-in-sentence={inSentence || undefined}>
          {inSentence ? <Figure title={displayAddress(address)}>{formatAddress(address)}</Figure> : <FullAddress value={address} />}
          <CopyButton value={address} what={t('addressName.address')} />
        </span>
      )}
    </span>
  )
}
