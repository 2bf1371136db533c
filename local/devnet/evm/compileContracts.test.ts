import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Abi, AbiParameter } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { compileContracts } from './compileContracts.js'
import { demoNftAbi } from './demoNftAbi.js'
import { demoTokenAbi } from './demoTokenAbi.js'

// One line per ABI item with every part viem relies on (names, types, indexed, mutability);
// the compiler's internalType and empty output names are not among them.
function signatures(abi: Abi): string[] {
  const params = (list: readonly AbiParameter[] = []) =>
    list.map((p) => `${p.type}${'indexed' in p && p.indexed ? ' indexed' : ''} ${p.name ?? ''}`.trim()).join(', ')
  return abi
    .map((item) => {
      const name = 'name' in item ? item.name : ''
      const inputs = 'inputs' in item ? params(item.inputs) : ''
      const outputs = 'outputs' in item ? ` returns (${params(item.outputs)})` : ''
      const mutability = 'stateMutability' in item ? ` ${item.stateMutability}` : ''
      return `${item.type} ${name}(${inputs})${mutability}${outputs}`
    })
    .sort()
}

describe('compileContracts', () => {
  const tempDirs: string[] = []
  afterAll(() => Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true }))))

  it('default', async () => {
    const compiled = await compileContracts()
    expect(Object.keys(compiled).sort()).toEqual(['AirlockAccount', 'AirlockAccountFactory', 'DemoNft', 'DemoToken', 'EnsPublicResolver', 'EnsRegistry', 'EnsReverseRegistrar', 'EnsUniversalResolver', 'IdRegistry', 'KeyRegistry', 'OwnerAccount'])
    for (const { bytecode, deployedBytecode } of Object.values(compiled)) {
      expect(bytecode).toMatch(/^0x(?:[0-9a-f]{2}){500,}$/)
      expect(deployedBytecode).toMatch(/^0x(?:[0-9a-f]{2}){500,}$/)
      expect(bytecode).toContain(deployedBytecode.slice(2, 200))
    }
  })

  it('behavior: the typed ABIs match what the compiler produces', async () => {
    const compiled = await compileContracts()
    expect(signatures(demoTokenAbi)).toEqual(signatures(compiled.DemoToken.abi))
    expect(signatures(demoNftAbi)).toEqual(signatures(compiled.DemoNft.abi))
  })

  it('behavior: a second run reads the cache instead of compiling', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'airlock-contracts-'))
    tempDirs.push(cacheDir)
    const first = await compileContracts({ cacheDir })
    const files = await readdir(cacheDir)
    expect(files).toHaveLength(1)
    // Only a read of the cache can return this marker.
    const marked = { ...first, DemoToken: { abi: [], bytecode: '0xfeed', deployedBytecode: '0xfeed' } }
    await writeFile(join(cacheDir, files[0]!), JSON.stringify(marked))
    const second = await compileContracts({ cacheDir })
    expect(second.DemoToken.bytecode).toBe('0xfeed')
    expect(second.DemoNft.bytecode).toBe(first.DemoNft.bytecode)
    // A cold compile of every contract: seconds on a loaded machine.
  }, 60_000)
})
