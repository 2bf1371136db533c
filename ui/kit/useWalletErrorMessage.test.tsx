// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react'
import { createAirlock } from 'airlock'
import { AirlockProvider } from 'airlock/react'
import { type ReactNode, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { toWalletError } from '../../services/errors/toWalletError.js'
import { useWalletErrorMessage } from './useWalletErrorMessage.js'

function render(locale?: string) {
  const airlock = createAirlock({ projectId: 'test', ...(locale && { locale }) })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AirlockProvider airlock={airlock}>
      <Suspense fallback={null}>{children}</Suspense>
    </AirlockProvider>
  )
  return renderHook(() => useWalletErrorMessage(), { wrapper })
}

describe('useWalletErrorMessage', () => {
  it('rule wallet errors (SPEC §8): each wallet code reads the text the error itself carries, in English', () => {
    const { result } = render()
    for (const code of [4001, 4100, 4200, 4900, 4901, 4902, 5000, -32002]) {
      const error = toWalletError({ code })
      expect(result.current(error), String(code)).toBe(error.shortMessage)
    }
    const refused = toWalletError({ code: -32603 }, { switching: true })
    expect(result.current(refused)).toBe('The wallet refused this network')
    expect(result.current(new Error('boom'))).toBe('Something went wrong')
  })

  it('behavior: in another locale the same failure reads in that language', async () => {
    const { result } = render('fr')
    // The French catalog loads beside the English one on first use.
    await waitFor(() => expect(result.current).toBeTypeOf('function'))
    expect(result.current(toWalletError({ code: 4001 }))).toBe('Signature refusée')
  })
})
