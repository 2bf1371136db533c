import type { WalletRecord } from './WalletRecord.js'

const ETH = ['eip155:1', 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161']
const SOL = ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
const BTC = ['bip122:000000000019d6689c085ae165831e93']
const ATOM = ['cosmos:cosmoshub-4']
const DOT = ['polkadot:91b171bb158e2d3848fa23a9f1c25182']

type Row = [
  id: string, name: string, homepage: string, rdns: string | null,
  mobile: string | null, desktop: string | null, webapp: string | null, chains: string[][], flags?: 'rc' | 'c',
]

// Order is display order: recommended wallets first, then roughly by how many people use them.
// Links are the ones each wallet publishes; null where a wallet has no such entry point.
// flags: 'rc' = recommended and certified, 'c' = certified.
const rows: Row[] = [
  ['metamask', 'MetaMask', 'https://metamask.io', 'io.metamask', 'metamask://', null, null, [ETH, SOL], 'rc'],
  ['trust', 'Trust Wallet', 'https://trustwallet.com', 'com.trustwallet.app', 'trust://', null, null, [ETH, SOL, BTC, ATOM], 'rc'],
  ['coinbase', 'Coinbase Wallet', 'https://www.coinbase.com/wallet', 'com.coinbase.wallet', 'cbwallet://', null, 'https://keys.coinbase.com', [ETH, SOL], 'rc'],
  ['rainbow', 'Rainbow', 'https://rainbow.me', 'me.rainbow', 'rainbow://', null, null, [ETH], 'rc'],
  ['phantom', 'Phantom', 'https://phantom.app', 'app.phantom', 'phantom://', null, null, [SOL, ETH, BTC], 'rc'],
  ['okx', 'OKX Wallet', 'https://www.okx.com/web3', 'com.okex.wallet', 'okex://main', null, null, [ETH, SOL, BTC, ATOM], 'rc'],
  ['rabby', 'Rabby Wallet', 'https://rabby.io', 'io.rabby', 'rabby://', null, null, [ETH], 'c'],
  ['zerion', 'Zerion', 'https://zerion.io', 'io.zerion.wallet', 'zerion://', null, null, [ETH, SOL], 'c'],
  ['uniswap', 'Uniswap Wallet', 'https://wallet.uniswap.org', 'org.uniswap.app', 'uniswap://', null, null, [ETH], 'c'],
  ['ledger', 'Ledger Live', 'https://www.ledger.com/ledger-live', null, 'ledgerlive://', 'ledgerlive://', null, [ETH, SOL, BTC, ATOM, DOT], 'c'],
  ['safe', 'Safe{Wallet}', 'https://safe.global', null, null, null, 'https://app.safe.global', [ETH], 'c'],
  ['argent', 'Argent', 'https://www.argent.xyz', null, 'argent://app/', null, null, [ETH]],
  ['imtoken', 'imToken', 'https://token.im', 'im.token', 'imtokenv2://', null, null, [ETH, BTC, ATOM]],
  ['tokenpocket', 'TokenPocket', 'https://www.tokenpocket.pro', 'pro.tokenpocket', 'tpoutside://', null, null, [ETH, SOL, ATOM, DOT]],
  ['bitget', 'Bitget Wallet', 'https://web3.bitget.com', 'com.bitget.web3', 'bitkeep://', null, null, [ETH, SOL, BTC], 'c'],
  ['binance', 'Binance Wallet', 'https://www.binance.com/en/web3wallet', 'com.binance.wallet', 'bnc://app.binance.com/cedefi/', null, null, [ETH, SOL, BTC]],
  ['cryptocom', 'Crypto.com Onchain', 'https://crypto.com/onchain', null, 'dfw://', null, null, [ETH, ATOM]],
  ['exodus', 'Exodus', 'https://www.exodus.com', 'com.exodus', 'exodus://', 'exodus://', null, [ETH, SOL, BTC]],
  ['brave', 'Brave Wallet', 'https://brave.com/wallet', 'com.brave.wallet', null, null, null, [ETH, SOL]],
  ['frame', 'Frame', 'https://frame.sh', 'sh.frame', null, null, null, [ETH]],
  ['taho', 'Taho', 'https://taho.xyz', 'xyz.taho', null, null, null, [ETH]],
  ['enkrypt', 'Enkrypt', 'https://www.enkrypt.com', 'com.enkrypt', null, null, null, [ETH, SOL, BTC, DOT]],
  ['backpack', 'Backpack', 'https://backpack.app', 'app.backpack', null, null, null, [SOL, ETH]],
  ['solflare', 'Solflare', 'https://solflare.com', null, 'solflare://', null, 'https://solflare.com/access-wallet', [SOL]],
  ['glow', 'Glow', 'https://glow.app', null, null, null, null, [SOL]],
  ['keplr', 'Keplr', 'https://www.keplr.app', null, 'keplrwallet://', null, null, [ATOM, ETH]],
  ['zengo', 'ZenGo', 'https://zengo.com', null, 'zengo://', null, null, [ETH, BTC]],
  ['safepal', 'SafePal', 'https://www.safepal.com', null, 'safepalwallet://', null, null, [ETH, SOL, BTC]],
  ['oneinch', '1inch Wallet', 'https://1inch.io/wallet', null, 'oneinch://', null, null, [ETH, SOL]],
  ['ambire', 'Ambire Wallet', 'https://www.ambire.com', 'com.ambire.wallet', null, null, null, [ETH]],
  ['coin98', 'Coin98 Super Wallet', 'https://coin98.com', 'coin98.com', null, null, null, [ETH, SOL, ATOM]],
  ['core', 'Core', 'https://core.app', 'app.core.extension', null, null, null, [ETH, BTC]],
  ['talisman', 'Talisman', 'https://talisman.xyz', 'xyz.talisman', null, null, null, [ETH, DOT]],
  ['subwallet', 'SubWallet', 'https://www.subwallet.app', 'app.subwallet', 'subwallet://', null, null, [ETH, DOT]],
  ['mew', 'MEW wallet', 'https://www.mewwallet.com', null, 'mewwallet://', null, 'https://www.myetherwallet.com', [ETH]],
  ['trezor', 'Trezor Suite', 'https://trezor.io/trezor-suite', null, null, null, 'https://suite.trezor.io/web/', [ETH, BTC, SOL]],
  ['atomic', 'Atomic Wallet', 'https://atomicwallet.io', null, null, null, null, [ETH, BTC, SOL, ATOM, DOT]],
  ['guarda', 'Guarda', 'https://guarda.com', null, null, null, 'https://guarda.com/app/', [ETH, BTC, SOL]],
  ['blockchaincom', 'Blockchain.com Wallet', 'https://www.blockchain.com/wallet', null, null, null, 'https://login.blockchain.com', [ETH, BTC]],
  ['kraken', 'Kraken Wallet', 'https://www.kraken.com/wallet', null, 'krakenwallet://', null, null, [ETH, SOL, BTC]],
  ['robinhood', 'Robinhood Wallet', 'https://robinhood.com/web3-wallet', null, null, null, null, [ETH, SOL, BTC]],
  ['family', 'Family', 'https://family.co', null, 'family://', null, null, [ETH]],
  ['ronin', 'Ronin Wallet', 'https://wallet.roninchain.com', 'com.roninchain.wallet', 'roninwallet://', null, null, [ETH]],
  ['magiceden', 'Magic Eden Wallet', 'https://wallet.magiceden.io', 'io.magiceden.wallet', 'magiceden://', null, null, [ETH, SOL, BTC]],
  ['onekey', 'OneKey', 'https://onekey.so', 'so.onekey.app.wallet', 'onekey-wallet://', 'onekey-wallet://', null, [ETH, SOL, BTC, ATOM, DOT]],
  ['keystone', 'Keystone', 'https://keyst.one', null, null, null, null, [ETH, BTC, SOL, ATOM]],
  ['tangem', 'Tangem', 'https://tangem.com', null, 'tangem://', null, null, [ETH, BTC, SOL]],
  ['unstoppable', 'Unstoppable Wallet', 'https://unstoppable.money', null, null, null, null, [ETH, BTC, SOL]],
  ['mathwallet', 'MathWallet', 'https://mathwallet.org', null, 'mathwallet://', null, null, [ETH, SOL, DOT, ATOM]],
  ['sequence', 'Sequence', 'https://sequence.xyz', null, null, null, 'https://sequence.app', [ETH]],
  ['status', 'Status', 'https://status.app', null, 'status-app://', null, null, [ETH]],
  ['zeal', 'Zeal', 'https://www.zeal.app', 'app.zeal', 'zeal://', null, null, [ETH]],
  ['nightly', 'Nightly', 'https://nightly.app', 'app.nightly', 'nightly://', null, null, [SOL, ETH, DOT]],
  ['bybit', 'Bybit Wallet', 'https://www.bybit.com/web3', 'com.bybit', 'bybitapp://', null, null, [ETH, SOL, BTC]],
  ['gate', 'Gate Wallet', 'https://www.gate.io/web3', 'io.gate.wallet', null, null, null, [ETH, SOL, BTC]],
  ['valora', 'Valora', 'https://valora.xyz', null, 'celo://wallet', null, null, [['eip155:42220'], ETH]],
  ['alphawallet', 'AlphaWallet', 'https://alphawallet.com', null, 'awallet://', null, null, [ETH]],
  ['pillar', 'Pillar', 'https://www.pillar.fi', null, 'pillarwallet://', null, null, [ETH]],
  ['frontier', 'Frontier', 'https://www.frontier.xyz', null, 'frontier://', null, null, [ETH]],
  ['bitpay', 'BitPay Wallet', 'https://bitpay.com/wallet', null, 'bitpay://', null, null, [ETH, BTC]],
  ['edge', 'Edge', 'https://edge.app', null, 'edge://', null, null, [ETH, BTC]],
  ['ellipal', 'ELLIPAL', 'https://www.ellipal.com', null, 'ellipal://', null, null, [ETH, BTC]],
  ['coinomi', 'Coinomi', 'https://www.coinomi.com', null, null, null, null, [ETH, BTC]],
  ['ctrl', 'Ctrl Wallet', 'https://ctrl.xyz', null, null, null, null, [ETH, SOL, BTC, ATOM]],
  ['bestwallet', 'Best Wallet', 'https://bestwallet.com', null, 'bestwallet://', null, null, [ETH, BTC]],
  ['xverse', 'Xverse', 'https://www.xverse.app', null, 'xverse://', null, null, [BTC]],
  ['unisat', 'UniSat Wallet', 'https://unisat.io', null, null, null, null, [BTC]],
  ['leather', 'Leather', 'https://leather.io', null, null, null, null, [BTC]],
  ['leap', 'Leap Wallet', 'https://www.leapwallet.io', null, 'leapcosmos://', null, null, [ATOM]],
  ['cosmostation', 'Cosmostation', 'https://www.cosmostation.io', null, 'cosmostation://', null, null, [ATOM, ETH]],
  ['polkadotjs', 'polkadot{.js}', 'https://polkadot.js.org/extension', null, null, null, null, [DOT]],
  ['nova', 'Nova Wallet', 'https://novawallet.io', null, 'novawallet://', null, null, [DOT, ETH]],
]

/** The wallets `GET /getWallets` lists, in display order. Kept as data, not fetched. */
export const walletRegistry: readonly WalletRecord[] = rows.map(
  ([id, name, homepage, rdns, mobile, desktop, webapp, chains, flags]) => ({
    id,
    name,
    homepage,
    image_id: id,
    rdns,
    mobile_link: mobile,
    desktop_link: desktop,
    webapp_link: webapp,
    chains: [...new Set(chains.flat())],
    recommended: flags === 'rc',
    badge_type: flags ? 'certified' : 'none',
  }),
)
