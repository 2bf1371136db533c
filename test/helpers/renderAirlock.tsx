import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type AirlockConfigInput, createAirlock } from 'airlock'
import { AirlockProvider, ConnectButton } from 'airlock/react'
import type { ReactNode } from 'react'

export const testAddress = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

/** Renders a fresh kernel with a ConnectButton (or `children`) inside its provider. */
export function renderAirlock(config: Partial<AirlockConfigInput> = {}, children: ReactNode = <ConnectButton />) {
  const airlock = createAirlock({ projectId: 'test', ...config })
  airlock.logger.level = 'silent'
  const user = userEvent.setup()
  const view = render(<AirlockProvider airlock={airlock}>{children}</AirlockProvider>)
  return { airlock, user, ...view }
}

/** Marks the kernel's eip155 account as connected, as an adapter would. */
export function connectTestAccount(airlock: ReturnType<typeof createAirlock>) {
  airlock.chain.setAccount('eip155', {
    status: 'connected',
    address: testAddress,
    caipAddress: `eip155:1:${testAddress}`,
    balance: '1.234',
    balanceSymbol: 'ETH',
  })
}
