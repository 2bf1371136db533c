import type { ButtonHTMLAttributes } from 'react'
import { WalletImage } from './WalletImage.js'

/** Props of `WalletButton`. */
export interface WalletButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  name: string
  image?: string | undefined
  /** A short note at the end of the row, such as 'Installed'. */
  tag?: string | undefined
}

/** A row naming one wallet, with its logo and an optional tag. */
export function WalletButton({ name, image, tag, ...rest }: WalletButtonProps) {
  return (
    <button type="button" className="airlock-list-button" {...rest}>
      <WalletImage name={name} src={image} />
      <span className="airlock-list-label">{name}</span>
      {tag && <span className="airlock-tag">{tag}</span>}
    </button>
  )
}
