const ethereum = { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', caip_network_id: 'eip155:1' }
const polygon = { name: 'polygon', display_name: 'Polygon', chain_id: '137', caip_network_id: 'eip155:137' }

/**
 * SPEC §9's default purchase list: USDC and ETH on Ethereum and Polygon. Pure data, shared by
 * the onramp feature (its fallback when the options cannot be read, SPEC §8) and the API.
 */
export const defaultPurchaseCurrencies = [
  { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [
    { ...ethereum, contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
    { ...polygon, contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
  ] },
  { id: 'ETH', name: 'Ethereum', symbol: 'ETH', networks: [
    { ...ethereum, contract_address: '' },
    { ...polygon, contract_address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619' },
  ] },
] as const satisfies readonly { id: string; name: string; symbol: string; networks: readonly { name: string; display_name: string; chain_id: string; caip_network_id: string; contract_address: string }[] }[]
