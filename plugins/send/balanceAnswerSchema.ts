import type { ResponseSchema } from '../../kernel/api/createApiClient.js'
import type { SendToken } from './SendState.js'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const optionalString = (value: unknown) => value === undefined || value === null || typeof value === 'string'

function isBalance(value: unknown): boolean {
  if (!isObject(value) || !isObject(value.quantity)) return false
  const { name, symbol, address, price, iconUrl, quantity } = value
  return (
    typeof name === 'string' &&
    typeof symbol === 'string' &&
    typeof price === 'number' &&
    typeof quantity.decimals === 'string' &&
    typeof quantity.numeric === 'string' &&
    optionalString(address) &&
    optionalString(iconUrl)
  )
}

/**
 * Checks the answer of `GET /v1/account/{caip10}/balance` and keeps of each balance what a
 * send needs. Written by hand rather than with zod: zod's schema kinds live in the start-up
 * chunk, and each one a plugin used would grow what every host loads at start-up.
 */
export const balanceAnswerSchema: ResponseSchema<{ balances: SendToken[] }> = {
  safeParse(value) {
    const balances = isObject(value) ? value.balances : undefined
    if (!Array.isArray(balances) || !balances.every(isBalance)) return { success: false, error: new TypeError('expected { balances: [...] }') }
    return {
      success: true,
      data: {
        balances: balances.map(({ name, symbol, address, price, iconUrl, quantity }) => ({
          name,
          symbol,
          address: address ?? undefined,
          price,
          iconUrl: iconUrl ?? undefined,
          quantity: { decimals: quantity.decimals, numeric: quantity.numeric },
        })),
      },
    }
  },
}
