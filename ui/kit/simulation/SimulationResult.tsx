import type { Network } from '../../../chains/networks/Network.js'
import type { SimulatedChange, Simulation } from '../../../services/simulation/Simulation.js'
import { formatUsd } from '../../../services/format/formatUsd.js'
import { shownPrice } from '../../../services/format/shownPrice.js'
import { useAirlockInstance } from '../AirlockReactContext.js'
import { Figure } from '../Figure.js'
import { Icon } from '../Icon.js'
import type { Messages } from '../useMessages.js'
import { WalletImage } from '../WalletImage.js'
import { allowanceText, amountText, revertText, warningText } from './describeSimulation.js'

function Change({ change, sign, t, network }: { change: SimulatedChange; sign: 'out' | 'in'; t: Messages; network: Network | undefined }) {
  const { locale } = useAirlockInstance().i18n
  const { asset } = change
  const amount = asset.standard === 'erc721' ? undefined : amountText(change.amount, asset.decimals, locale)
  const symbol = change.tokenId === undefined ? asset.symbol : t('simulation.nft', { symbol: asset.symbol, tokenId: change.tokenId })
  // A test network's coins have no market: no dollar value there (shownPrice).
  const usd = change.usd !== undefined && shownPrice(asset.usdPrice, network) > 0 ? formatUsd(change.usd, locale) : undefined
  return (
    <li className="airlock-simulation-change" data-testid={`simulation-${sign}`}>
      <WalletImage name={asset.symbol} src={asset.logoUri} size={20} />
      {/* A signed amount reads left to right in every language, its sign before its number. */}
      <Figure>{amount === undefined ? `${sign === 'out' ? '−' : '+'}${symbol}` : t(sign === 'out' ? 'simulation.out' : 'simulation.in', { amount, symbol })}</Figure>
      {usd && <small><Figure>{t('simulation.usd', { usd })}</Figure></small>}
    </li>
  )
}

/**
 * A simulation's answer laid out: why it fails, what is sent and received, the allowances (to
 * whom, by name), the warnings. A request part of which could only be checked once the rest
 * runs says so in words; the gas a simulation measured is left to the view's own fee.
 */
export function SimulationResult({ simulation, network, t }: { simulation: Simulation; network: Network | undefined; t: Messages }) {
  const { locale } = useAirlockInstance().i18n
  const { send, receive, allowances, warnings } = simulation
  const moves = send.length + receive.length + allowances.length > 0
  return (
    <>
      {simulation.status === 'reverted' && (
        <p className="airlock-simulation-fail" role="alert" data-testid="simulation-fail">
          {t.rich('simulation.willFail', { reason: revertText(t, simulation.revert) })}
        </p>
      )}
      {!simulation.complete && <p className="airlock-simulation-note" data-testid="simulation-incomplete">{t('simulation.incomplete')}</p>}
      {moves ? (
        <dl>
          {send.length > 0 && (
            <div>
              <dt>{t('simulation.send')}</dt>
              <dd><ul>{send.map((change, i) => <Change key={i} change={change} sign="out" t={t} network={network} />)}</ul></dd>
            </div>
          )}
          {receive.length > 0 && (
            <div>
              <dt>{t('simulation.receive')}</dt>
              <dd><ul>{receive.map((change, i) => <Change key={i} change={change} sign="in" t={t} network={network} />)}</ul></dd>
            </div>
          )}
          {allowances.length > 0 && (
            <div>
              <dt>{t('simulation.allowances')}</dt>
              <dd>
                <ul>{allowances.map((allowance, i) => <li key={i} className="airlock-simulation-allowance" data-testid="simulation-allowance">{allowanceText(t, allowance, locale, network)}</li>)}</ul>
              </dd>
            </div>
          )}
        </dl>
      ) : (
        simulation.status === 'success' && simulation.method !== 'typedData' && <p className="airlock-simulation-note">{t('simulation.nothing')}</p>
      )}
      {warnings.length > 0 && (
        <ul className="airlock-simulation-warnings" data-testid="simulation-warnings">
          {warnings.map((warning, i) => (
            <li key={i} data-code={warning.code}><Icon name="alert" size={16} /><span>{warningText(t, warning, network)}</span></li>
          ))}
        </ul>
      )}
    </>
  )
}
