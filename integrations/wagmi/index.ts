// The public entry of `airlock/wagmi`: a wagmi connector over an Airlock instance. wagmi,
// @wagmi/core and viem are optional peer dependencies: only hosts that import this entry need them.
export { airlockConnector } from './airlockConnector.js'
