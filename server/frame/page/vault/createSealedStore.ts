import { toBase64Url } from '../../custody/base64url.js'
import { MAX_VAULT_LENGTH, openVault, sealVault } from './sealVault.js'
import { readVaultCookie, writeVaultCookie, type VaultKey } from './vaultCookie.js'

/** Options of {@link createSealedStore}. */
export interface SealedStoreOptions {
  projectId: string
  /** Where the vault's key is kept: the frame page's `document` (its partitioned cookie). */
  jar: Pick<Document, 'cookie'>
  /** Hands the app a new sealed copy of everything kept (it replaces the one before). */
  onSealed(vault: string): void
  /** Where a copy that does not open is reported. */
  debug?: (reason: string) => void
}

/** The frame's storage where the browser denies it storage of its own but keeps its partitioned cookies. */
export type SealedStore = ReturnType<typeof createSealedStore>

/**
 * What the frame keeps, in this page's memory, sealed after every change for the app to keep
 * in its own page's storage; the key that opens the copy stays in the frame origin's
 * partitioned cookie. Neither half alone holds anything: the app's page never reads the
 * cookie (another origin), and the frame's server, which the cookie is sent to, never sees
 * the copy (it goes from window to window only). After a reload the app hands the copy back
 * (`open`), and the frame is as it was. Nothing is sealed before that: a write made first is
 * kept, and sealed with the rest once the copy is opened.
 */
export function createSealedStore(options: SealedStoreOptions) {
  const memory = new Map<string, string>()
  let opened = false
  let sealing: Promise<void> | undefined
  let again = false

  const seal = async (): Promise<void> => {
    const current = readVaultCookie(options.jar, options.projectId)
    const next: VaultKey = { key: current?.key ?? crypto.getRandomValues(new Uint8Array(32)), sealId: toBase64Url(crypto.getRandomValues(new Uint8Array(16))) }
    let vault = await sealVault(next, options.projectId, [...memory])
    // Batched calls' receipts are the one thing that grows; past the limit the copy leaves them out.
    if (vault.length > MAX_VAULT_LENGTH) vault = await sealVault(next, options.projectId, [...memory].filter(([key]) => !key.includes(':calls:')))
    if (vault.length > MAX_VAULT_LENGTH) return options.debug?.('not sealed: too much to keep')
    writeVaultCookie(options.jar, options.projectId, next)
    options.onSealed(vault)
  }
  // One seal at a time, the last change always in the last seal.
  const changed = () => {
    if (!opened) return
    if (sealing) {
      again = true
      return
    }
    sealing = Promise.resolve().then(seal).catch((error: unknown) => options.debug?.(`not sealed: ${String(error)}`)).finally(() => {
      sealing = undefined
      if (again) {
        again = false
        changed()
      }
    })
  }

  return {
    store: {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem(key: string, value: string) {
        if (memory.get(key) === value) return
        memory.set(key, value)
        changed()
      },
      removeItem(key: string) {
        if (memory.delete(key)) changed()
      },
    } satisfies Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
    /**
     * Takes the copy the app kept (once per page; later calls change nothing): what it holds is
     * kept again, unless written here first. False when there was none or it does not open here.
     */
    async open(vault: string | undefined): Promise<boolean> {
      if (opened) return false
      let restored = false
      const writtenFirst = memory.size > 0
      const vaultKey = readVaultCookie(options.jar, options.projectId)
      if (vault && vaultKey) {
        try {
          for (const [key, value] of await openVault(vaultKey, options.projectId, vault)) if (!memory.has(key)) memory.set(key, value)
          restored = true
        } catch (error) {
          options.debug?.(`a sealed copy that does not open here: ${String(error)}`)
        }
      }
      opened = true
      if (writtenFirst) changed()
      return restored
    },
    /** Everything kept. */
    entries: (): [string, string][] => [...memory],
    /** Resolves once the last change is sealed and handed over. */
    settled: async () => {
      while (sealing) await sealing
    },
  }
}
