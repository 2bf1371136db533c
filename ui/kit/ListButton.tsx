import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Icon } from './Icon.js'

/** Props of `ListButton`. */
export interface ListButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A built-in icon name, an image URL or the id of an image the Airlock API serves (see `Icon`). */
  icon?: string
  /** An image of its own at the start of the row (a logo with its fallback), in place of `icon`. */
  media?: ReactNode
  label: string
  /** A short note at the end of the row, such as 'Installed'. */
  tag?: ReactNode
}

/** A full-width row button of the modal's lists (wallets, connect methods, networks). */
export function ListButton({ icon, media, label, tag, ...rest }: ListButtonProps) {
  return (
    <button type="button" className="airlock-list-button" {...rest}>
      {(media || icon) && <span className="airlock-list-icon">{media ?? <Icon name={icon!} size={24} />}</span>}
      <span className="airlock-list-label">{label}</span>
      {/* The space keeps label and tag apart as words in the button's accessible name. */}
      {tag && <> <span className="airlock-tag">{tag}</span></>}
    </button>
  )
}
