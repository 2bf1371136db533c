import type { Network } from '../../../chains/networks/Network.js'
import type { SimulatedChange, Simulation } from '../../../services/simulation/Simulation.js'
import { formatUsd } from '../../../services/format/formatUsd.js'
import { shownPrice } from '../../../services/format/shownPrice.js'
import { useAirlockInstance } from '../AirlockReactContext.js'
import { Icon } from '../Icon.js'
import type { Translate } from '../useMessages.js'
import { WalletImage } from '../WalletImage.js'
import { allowanceText, amountText, revertText, warningText } from './describeSimulation.js'

function Change({ change, sign, t, network }: { change: SimulatedChange; sign: 'out' | 'in'; t: Translate; network: Network | undefined }) {
  const { locale } = useAirlockInstance().i18n
  const { asset } = change
  const amount = asset.standard === 'erc721' ? undefined : amountText(change.amount, asset.decimals, locale)
  const symbol = change.tokenId === undefined ? asset.symbol : t('simulation.nft', { symbol: asset.symbol, tokenId: change.tokenId })
  // A test network's coins have no market: no dollar value there (shownPrice).
  const usd = change.usd !== undefined && shownPrice(asset.usdPrice, network) > 0 ? formatUsd(change.usd, locale) : undefined
  return (
    <li className="airlock-simulation-change" data-testid={`simulation-${sign}`}>
      <WalletImage name={asset.symbol} src={asset.logoUri} size={20} />
      <span>{amount === undefined ? `${sign === 'out' ? '−' : '+'}${symbol}` : t(sign === 'out' ? 'simulation.out' : 'simulation.in', { amount, symbol })}</span>
      {usd && <small>{t('simulation.usd', { usd })}</small>}
    </li>
  )
}

/** A simulation's answer laid out: why it fails, what is sent and received, the allowances, the warnings. */
export function SimulationResult({ simulation, network, t }: { simulation: Simulation; network: Network | undefined; t: Translate }) {
  const { locale } = useAirlockInstance().i18n
  const { send, receive, allowances, warnings } = simulation
  const moves = send.length + receive.length + allowances.length > 0
  return (
    <>
      {simulation.status === 'reverted' && (
        <p className="airlock-simulation-fail" role="alert" data-testid="simulation-fail">
          {t('simulation.willFail', { reason: revertText(t, simulation.revert) })}
        </p>
      )}
      {!simulation.complete && <p className="airlock-simulation-note">{t('simulation.incomplete')}</p>}
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
                <ul>{allowances.map((allowance, i) => <li key={i} className="airlock-simulation-allowance" data-testid="simulation-allowance">{allowanceText(t, allowance, locale)}</li>)}</ul>
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
            <li key={i} data-code={warning.code}><Icon name="alert" size={16} />{warningText(t, warning)}</li>
          ))}
        </ul>
      )}
      {simulation.gasUsed !== undefined && (
        <p className="airlock-simulation-gas">
          {simulation.method === 'simulateTransaction'
            ? t('simulation.computeUnits', { units: new Intl.NumberFormat(locale).format(BigInt(simulation.gasUsed)) })
            : t('simulation.gas', { gas: new Intl.NumberFormat(locale).format(BigInt(simulation.gasUsed)) })}
        </p>
      )}
    </>
  )
}
