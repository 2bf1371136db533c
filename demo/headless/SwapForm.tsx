import { useSwap } from 'airlock/react'
import { useEffect } from 'react'
import { HostForm } from './HostForm.js'

/** The host's own swap form: ETH → DUSD, the quote as typed, then the swap through the wallet. */
export function SwapForm() {
  const swap = useSwap()
  const eth = swap.tokens.find((token) => token.symbol === 'ETH')
  const dusd = swap.tokens.find((token) => token.symbol === 'DUSD')
  useEffect(() => {
    if (eth && swap.from?.symbol !== 'ETH') swap.selectToken('from', eth)
    if (dusd && swap.to?.symbol !== 'DUSD') swap.selectToken('to', dusd)
  }, [eth, dusd, swap.from?.symbol, swap.to?.symbol])
  return (
    <HostForm
      label="Swap"
      // preview() checks the quote and the allowance; swap() sends it (approve first when needsApproval).
      onSubmit={() => swap.preview() && void swap.swap()}
      error={swap.error}
    >
      <label>
        Sell ETH <input inputMode="decimal" onChange={(event) => swap.setAmount(event.target.value, 'from')} />
      </label>
      <p data-testid="swap-quote">{swap.quote ? 'quoted' : 'no quote'}</p>
      <button type="submit" disabled={!swap.quote}>Swap to DUSD</button>
      {swap.result && <p className="signature" data-testid="swapped">{swap.result.hash}</p>}
    </HostForm>
  )
}
