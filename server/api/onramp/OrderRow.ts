/** An onramp order as stored. */
export interface OrderRow {
  id: string
  project_id: string
  destination: string
  network: string
  asset: string
  crypto_amount: string | null
  fiat_amount: string | null
  fiat_currency: string
  status: 'pending' | 'processing' | 'completed' | 'failed'
  tx_hash: string | null
}
