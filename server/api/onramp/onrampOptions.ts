import type { ApiContext } from '../ApiContext.js'

/** SPEC §5 default limits per payment method, as decimal strings in the payment currency. */
export const paymentMethodLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/** The fiat currencies a purchase is paid in (SPEC §9). */
export const paymentCurrencies = ['USD', 'EUR'] as const

/** A network a purchase currency can be delivered on. */
export interface OnrampNetwork {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

/** Network names the onramp uses, with the chain each one means. */
export const onrampNetworks = {
  ethereum: { display_name: 'Ethereum', chain_id: '1' },
  polygon: { display_name: 'Polygon', chain_id: '137' },
  'airlock-local': { display_name: 'Airlock Local', chain_id: '31337' },
} as const

/**
 * `GET /v1/onramp/options`: USD and EUR in, USDC and ETH out on Ethereum and Polygon
 * (SPEC §9), plus the local chain when the sandbox is on and a chain is configured, where
 * the sandbox really delivers.
 */
export function onrampOptions(ctx: ApiContext) {
  const local = ctx.onrampSandbox && ctx.evm
    ? { name: 'airlock-local', display_name: `${ctx.evm.client.chain?.name ?? 'Local'}`, chain_id: String(ctx.evm.chainId) }
    : undefined
  const usdcNetworks: OnrampNetwork[] = [
    { name: 'ethereum', ...onrampNetworks.ethereum, contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
    { name: 'polygon', ...onrampNetworks.polygon, contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
  ]
  const ethNetworks: OnrampNetwork[] = [
    { name: 'ethereum', ...onrampNetworks.ethereum, contract_address: '' },
    { name: 'polygon', ...onrampNetworks.polygon, contract_address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619' },
  ]
  if (local) {
    usdcNetworks.push({ ...local, contract_address: ctx.evm?.options.contracts?.token?.address ?? '' })
    ethNetworks.push({ ...local, contract_address: '' })
  }
  return {
    paymentCurrencies: paymentCurrencies.map((id) => ({ id, payment_method_limits: paymentMethodLimits.map((l) => ({ ...l })) })),
    purchaseCurrencies: [
      { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: usdcNetworks },
      { id: 'ETH', name: 'Ethereum', symbol: 'ETH', networks: ethNetworks },
    ],
  }
}
