// The lazy entry of the WalletConnect connector: the kernel imports this chunk on first use.
export { createWalletConnectConnector as default } from './createWalletConnectConnector.js'
