'use client'

export function PlainButton() {
  return <button type="button">Connect Wallet</button>
}
