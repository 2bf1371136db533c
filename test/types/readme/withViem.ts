import { createAirlock, mainnet } from 'airlock'
import { getWalletClient } from 'airlock/viem'
import { parseEther } from 'viem'

const airlock = createAirlock({ projectId: 'my-app', networks: [mainnet] })

export async function tip() {
  const client = getWalletClient(airlock)
  if (!client) return airlock.open()
  const hash = await client.sendTransaction({ to: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', value: parseEther('0.001') })
  const signature = await client.signMessage({ message: 'Hello from Airlock' })
  return { hash, signature }
}
