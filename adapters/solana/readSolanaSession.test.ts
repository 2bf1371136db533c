import { describe, expect, it } from 'vitest'
import { solana, solanaDevnet } from 'airlock'
import { readSolanaSession } from './readSolanaSession.js'

const [a, b] = ['DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy', '8wWx6SzkPULfV9VcsH1RLmNeiyqAoKyeiXdu1CwyB4uU']
const namespace = (chains: string[], accounts: string[]) => ({ chains, accounts, methods: [], events: [] }) as never

describe('readSolanaSession', () => {
  it("default: on the app's network, its accounts come first, as plain addresses, each once", () => {
    const approved = namespace([solana.caipNetworkId, solanaDevnet.caipNetworkId], [`${solana.caipNetworkId}:${b}`, `${solanaDevnet.caipNetworkId}:${a}`, `${solanaDevnet.caipNetworkId}:${b}`])
    expect(readSolanaSession(approved, solanaDevnet)).toEqual({ caipNetworkId: solanaDevnet.caipNetworkId, addresses: [a, b] })
  })

  it("rule: a session approved under the network's older CAIP-2 id is on the app's network", () => {
    const approved = namespace([solana.deprecatedCaipNetworkId!], [`${solana.deprecatedCaipNetworkId}:${a}`])
    expect(readSolanaSession(approved, solana)).toEqual({ caipNetworkId: solana.caipNetworkId, addresses: [a] })
  })

  it("rule: without the app's network, the session's first chain is reported, for the kernel to judge", () => {
    const approved = namespace([solana.caipNetworkId], [`${solana.caipNetworkId}:${a}`])
    expect(readSolanaSession(approved, solanaDevnet)).toEqual({ caipNetworkId: solana.caipNetworkId, addresses: [a] })
  })
})
